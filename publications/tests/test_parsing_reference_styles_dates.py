"""The year written after the names in its less common forms: the edition read with the original's
year ("(1994/1977)", "(1962 (1955))", "1996 [1941]"), a year in brackets for one in parentheses
("[1945]"), a comma before it ("Okafor A. ,(2001),"); and the day an online copy was read, which is
no year of the work (MLA's "JSTOR. Web. 10 Apr. 2017."); an older volume's span of years
("…, 1868-1869, pp. 45-56"), whose first year is the work's."""

import pytest

from publications.tests.parsing_helpers import assert_fields, read_one

DATES = [
    (
        "Lindqvist, M. (1994/1977). « Le port et la ville », Écrits choisis, T. II (pp. 20-41). "
        "Paris: Seuil.",
        "Le port et la ville",
        ["M. Lindqvist"],
        1994,
    ),
    (
        "Okafor, A. (1962 (1955)). Harbour and Society. In Collected Papers I. Lagos: Delta Press.",
        "Harbour and Society",
        ["A. Okafor"],
        1962,
    ),
    (
        "Brandt, R. 1996 [1941]. “Tides and Harbours.” Coastal Review 3: 9-19.",
        "Tides and Harbours",
        ["R. Brandt"],
        1996,
    ),
    (
        "Hartley, G. [1948]. The river trade of the north. London: Verso.",
        "The river trade of the north",
        ["G. Hartley"],
        1948,
    ),
    (
        "Okafor A. ,(2001), Generic Harbour Modeling Systems. Coastal Engineering Review, 11 (1-2), 49-63.",
        "Generic Harbour Modeling Systems",
        ["A Okafor"],
        2001,
    ),
]


@pytest.mark.parametrize(("text", "title", "authors", "year"), DATES)
def test_the_year_after_the_names_in_its_rarer_forms(text, title, authors, year):
    entry = read_one(text)
    assert (entry["title"], entry["authors"], entry["year"]) == (title, authors, year)


def test_the_day_an_online_copy_was_read_is_no_year_of_the_work():
    assert_fields(
        'Okafor, Ada. "Harbours and Class." The Journal of Coastal Studies 11.3 (1960): 271-76. JSTOR. Web. '
        "10 Apr. 2017.",
        "Harbours and Class",
        ["Ada Okafor"],
        1960,
        "The Journal of Coastal Studies",
    )


@pytest.mark.parametrize(
    "text",
    [
        "Walter Brandt, ‘The Work of Harbours’, Illuminations, ed. by Hannah Okafor (New York: Harcourt, "
        "1968; repr. New York: Schocken Books, 2007)",
        "Brandt, Reimer: Zur Lage der Häfen. In: G. Okafor (Hrsg.): Schieflagen im Hafen. Opladen: Leske "
        "1968. 2. Auflage 2006.",
    ],
)
def test_a_reprint_or_a_later_edition_noted_after_the_imprint_leaves_the_year_cited(text):
    assert read_one(text)["year"] == 1968


def test_pages_after_a_vancouver_volume_that_look_like_a_year_are_pages():
    entry = read_one("Okafor A, Lind B. Screening of kidney disease. Clin Nephrol Pract. 2003; 42: 2014-27.")
    assert (entry["year"], entry["volume"], entry["pages"]) == (2003, "42", "2014–27")


# A month's abbreviation before the year that ends the citation is the date's: it leaves neither the
# title nor a venue holding "Feb".
@pytest.mark.parametrize(
    ("text", "title", "authors", "month"),
    [
        (
            "RTX-40.B Marine Band Receiver Sensitivity Guidelines - Narrowband Voice Coding Feb. 2016",
            "RTX-40.B Marine Band Receiver Sensitivity Guidelines - Narrowband Voice Coding",
            [],
            2,
        ),
        (
            "Okafor, A. Sensitivity of marine band receivers, Sept. 2016",
            "Sensitivity of marine band receivers",
            ["A. Okafor"],
            9,
        ),
        (
            "Okafor, A. Sensitivity of marine band receivers. Dec. 2016.",
            "Sensitivity of marine band receivers",
            ["A. Okafor"],
            12,
        ),
    ],
)
def test_a_month_before_the_closing_year_is_the_dates(text, title, authors, month):
    entry = read_one(text)
    assert (entry["title"], entry["authors"], entry["year"], entry["venue"]) == (title, authors, 2016, None)
    assert entry["month"] == month


# A month's abbreviation before a venue and its year stays where it is; a word with a point that is
# no month stays in the title.
def test_a_month_abbreviation_only_moves_before_a_closing_year():
    entry = read_one("Okafor, A. Sensitivity of marine band receivers. Radio Lab Notes, Dec. 2016.")
    assert (entry["title"], entry["venue"], entry["month"]) == (
        "Sensitivity of marine band receivers",
        "Radio Lab Notes",
        12,
    )
    figure = read_one("Okafor, A. Receivers as drawn in Fig. 2016")
    assert figure["title"].endswith(" in Fig")
    assert figure["month"] is None


@pytest.mark.parametrize(
    ("span", "year"),
    [("1868-1869", 1868), ("1902–04", 1902)],
)
def test_an_older_volumes_span_of_years_gives_its_first_year(span, year):
    entry = read_one(
        f"A. Moreau, Notes sur un temple de Nîmes, Mémoires de l'Académie du Gard, {span}, pp. 45-56."
    )
    assert (entry["year"], entry["venue"], entry["pages"]) == (
        year,
        "Mémoires de l'Académie du Gard",
        "45–56",
    )


def test_a_span_of_years_written_with_a_slash_gives_its_first_year():
    assert read_one("Moreau, A. Notes sur un temple, Revue du Gard, 12, 1871/72, 45-56.")["year"] == 1871


@pytest.mark.parametrize(
    "numbers",
    [
        "12, 1867-1902.",  # thirty-five "years": pages
        "12, pp. 1867-1869.",  # pages marked as pages
    ],
)
def test_pages_that_look_like_years_give_no_year(numbers):
    assert read_one(f"Moreau, A. Notes sur un temple, Revue du Gard, {numbers}")["year"] is None


@pytest.mark.parametrize(
    ("text", "venue"),
    [
        (
            "Marchetti, Laura (2011). Le goût des autres. Terrains et sociétés, 2011/2, 85-104",
            "Terrains et sociétés",
        ),
        ("Marchetti, L. (2004). Les marchés du soir. Études rurales, 2004/1-2, 45-67.", "Études rurales"),
        (
            "Achterberg, Jonas (1998): Lernen im Quartier. In: Neue Sammlung 3/1998, S. 211-230",
            "Neue Sammlung",
        ),
        (
            "Achterberg, Jonas: Schulen im Umbruch. In: Bildung und Region, H. 2/1995, S. 45-52",
            "Bildung und Region",
        ),
    ],
)
def test_an_issue_numbered_within_its_year_is_no_part_of_the_journal(text, venue):
    assert read_one(text)["venue"] == venue


def test_numbers_and_slashes_that_are_no_issue_of_a_year_stay_in_the_journal():
    # "12/3" numbers no year's issue; "Nord/Sud" is the journal's name.
    report = read_one(
        "Achterberg, J. (2003). Schulen im Umbruch. Berichte aus Forschung und Praxis 12/3, 45-52."
    )
    assert report["venue"] == "Berichte aus Forschung und Praxis 12/3"
    assert read_one("Marchetti, L. (2011). Le goût des autres. Revue Nord/Sud, 14, 85-104.")["venue"] == (
        "Revue Nord/Sud"
    )


def test_a_month_after_the_year_of_a_harvard_item_is_no_part_of_the_title():
    # Google Scholar's Harvard form dates proceedings papers "2019, June." before the title.
    for text in (
        "Okafor, R. and Brandt, L., 2019, June. Tidal heating of icy moons. In Proceedings of the "
        "Planetary Science Conference (pp. 1-9). IEEE.",
        "Okafor, R. and Brandt, L., 2016, December. Tidal heating of icy moons. In Annales de "
        "Géophysique (Vol. 17, No. 12, pp. 349-352). Springer.",
    ):
        entry = read_one(text)
        assert (entry["title"], entry["authors"]) == (
            "Tidal heating of icy moons",
            ["R. Okafor", "L. Brandt"],
        )
    # A title opening with the word of a month after a year's stop keeps it.
    entry = read_one("Okafor, R. and Brandt, L., 2019. May the tides be with you. Icarus, 12(3), pp.1-9.")
    assert (entry["title"], entry["year"]) == ("May the tides be with you", 2019)


@pytest.mark.parametrize(
    ("closing", "status"),
    [
        ("Marine Chemistry (accepted 08/2024).", "accepted"),
        ("Marine Chemistry, 11/2023.", "published"),
        ("Marine Chemistry (in press, 3/2025).", "in press"),
    ],
)
def test_a_month_and_year_written_in_numbers_give_the_year(closing, status):
    entry = read_one(f"Lindqvist, M., Okafor, A. Iron limitation of diatoms in the Weddell Sea. {closing}")
    assert entry["title"] == "Iron limitation of diatoms in the Weddell Sea"
    assert entry["year"] == int(closing.rstrip(").")[-4:])
    assert entry["venue"] == "Marine Chemistry"
    assert entry["status"] == status


def test_a_number_with_a_slash_is_no_date():
    entry = read_one("Lindqvist, M., Okafor, A. Iron limitation of diatoms. Marine Chemistry 14/2, 3-9.")
    assert entry["year"] is None


# A year glued to the word before it, its space lost ("J. Weber1998 Title", "Actes du
# colloque1998, p. 12"): the year is the entry's and no part of the name or the venue. A year in a
# link's path ("…/grain1998") stays as written.
def test_a_year_glued_to_the_word_before_it_is_the_year():
    entry = read_one(
        "Okafor, C., P. Lind, and J. Weber1998 Grain storage in humid climates. Lagos: Harbour Press."
    )
    assert (entry["authors"], entry["title"], entry["year"]) == (
        ["C. Okafor", "P. Lind", "J. Weber"],
        "Grain storage in humid climates",
        1998,
    )
    entry = read_one(
        "Okafor et alii 1998 : Chidi Okafor, Petra Lind, « Grain storage in humid climates », dans Actes"
        " du colloque de géographie1998, p. 12-30."
    )
    assert entry["venue"] == "Actes du colloque de géographie"
    entry = read_one(
        "Okafor, C. (1998) Grain storage in humid climates. Report, https://example.org/reports/grain1998"
    )
    assert [link["url"] for link in entry["links"]] == ["https://example.org/reports/grain1998"]


# German author-date styles with short titles print the citation's short title and year in
# brackets after the names ("Okafor, C. [Grain storage; 2010]: Grain storage in …"): the year is the
# entry's, the bracket no part of the title, which opens with the short title's words.
@pytest.mark.parametrize(
    "text",
    [
        "Okafor, C.; Lind, P. [Grain storage in humid climates; 2010]: Grain storage in humid climates, in:"
        " Journal of Food Engineering, vol. 12, pp. 44–59.",
        "Okafor, C.; Lind, P. [Grain storage; 2010]: Grain storage in humid climates, in: Journal of Food"
        " Engineering, vol. 12, pp. 44–59.",
    ],
)
def test_a_short_title_and_year_in_brackets_after_the_names_give_the_year(text):
    entry = read_one(text)
    assert (entry["authors"], entry["title"], entry["year"], entry["venue"]) == (
        ["C. Okafor", "P. Lind"],
        "Grain storage in humid climates",
        2010,
        "Journal of Food Engineering",
    )


@pytest.mark.parametrize(
    "text",
    [
        "Ana Ruiz & Tom Lee. 2009–. Notes on tense and aspect. Lecture notes (see the 2015 edition).",
        "Ruiz, A., & Lee, T. (2009–). Notes on tense and aspect. Lecture notes (see the 2015 edition).",
    ],
)
def test_a_work_in_progress_is_dated_by_its_first_year_the_range_left_open(text):
    entry = read_one(text)
    assert (entry["title"], entry["year"]) == ("Notes on tense and aspect", 2009)


@pytest.mark.parametrize(
    "text, title",
    [
        ("Moser, E. (2004) Winter floods in the Alps, Hydrology, 12 pp.1–9.", "Winter floods in the Alps"),
        (
            "Lindqvist, A. (2011) March storms over the Baltic, Geoderma, 31 pp.5–19.",
            "March storms over the Baltic",
        ),
    ],
)
def test_a_season_or_month_opening_the_title_after_a_closed_year_is_the_titles(text, title):
    # Harvard's "(Year) Title, Journal, Volume pp.Pages": a date's words stand inside its
    # parenthesis, so the word after it ("Winter", "March") opens the title.
    assert read_one(text)["title"] == title
