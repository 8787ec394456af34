"""Free-text references with notes between the title and the imprint: a translator ("Tradução
de …", "trad. di …", "Trans. by …") or an editor ("Ed. by …") is neither the venue nor the title;
nor is the day a page was read ("Consulté le …", "Retrieved … from"), the words of a web page's date
("Last modified March 1, 2012"), a talk's note before its meeting ("Paper presented at the …"), a
paper's online-first note ("Advance online publication") or a preprint's mark ("[Preprint]")."""

import pytest

from publications.parsing.tail import parse_tail
from publications.tests.parsing_helpers import assert_fields, read_one

TRANSLATED = [
    (
        "SÓCRATES. Diálogos do mercado. Tradução de Ana Souza, Bruno Lima, Carla Dias. Rio de Janeiro: "
        "Nova Fronteira, 1972.",
        "Diálogos do mercado",
        ["SÓCRATES"],
        1972,
    ),
    (
        "HEGEL G. W. F., Lezioni sulla storia, trad. di Enrico Neri, La Nuova Italia, Firenze 1973.",
        "Lezioni sulla storia",
        ["G. W. F. HEGEL"],
        1973,
    ),
    (
        "Weber, Max. Markets and Guilds. Trans. by Guenther Roth. Berkeley: University of California "
        "Press, 1978.",
        "Markets and Guilds",
        ["Max Weber"],
        1978,
    ),
    (
        "Lindqvist, Maja. La mer des marchands. Traducción de Pablo Ruiz. Madrid: Alianza, 1994.",
        "La mer des marchands",
        ["Maja Lindqvist"],
        1994,
    ),
]


@pytest.mark.parametrize(("text", "title", "authors", "year"), TRANSLATED)
def test_a_translator_is_no_venue(text, title, authors, year):
    assert_fields(text, title, authors, year, None)


def test_an_editor_after_the_title_is_no_venue():
    entry = assert_fields(
        "Okafor, Helen. The River Traders. Ed. by Maria Brandt. Lagos: Lantern Books, 2003.",
        "The River Traders",
        ["Helen Okafor"],
        2003,
        None,
    )
    assert entry["editors"] == ["Maria Brandt"]


def test_an_editor_after_the_book_of_a_chapter_leaves_the_book():
    entry = read_one(
        "Lindqvist, M. Salt roads. In Book of Trade, ed. by A. Brandt. Oxford: Clarendon Press, 2001."
    )
    read = (entry["title"], entry["venue"], entry["editors"])
    assert read == ("Salt roads", "Book of Trade", ["A. Brandt"])


def test_editors_inverted_after_ed_by_leave_the_book_and_its_imprint():
    entry = read_one(
        'Maja Lindqvist, "Harbours of the North Sea: Trade and Memory," in Northern Ports; A History of '
        "Trade, ed. by Brandt, Anna and Lima, Bruno, eds. (Chicago, IL: University of Chicago Press, 2016), "
        "pp. 12-30."
    )
    assert (entry["title"], entry["venue"], entry["year"]) == (
        "Harbours of the North Sea: Trade and Memory",
        "Northern Ports; A History of Trade",
        2016,
    )
    assert entry["editors"] == ["Anna Brandt", "Bruno Lima"]


ANNOTATED = (
    "7421. Okafor, Helen Ada. Rivers of Memory: Oral History on the Niger. Lagos: University of Lagos "
    "Press, 1995. xii, 240 p. Collects and annotates the testimonies of river traders. Written for students."
)


def test_an_annotated_lists_note_after_the_page_count_is_no_venue():
    entry = assert_fields(
        ANNOTATED, "Rivers of Memory: Oral History on the Niger", ["Helen Ada Okafor"], 1995, None
    )
    assert (entry["publisher"], entry["volume"], entry["type"]) == ("University of Lagos Press", None, "book")


def test_words_quoted_in_the_note_are_no_title():
    text = ANNOTATED.replace(
        "Collects and annotates the testimonies of river traders.",
        'Collects the "river songs" of Ojo\', one of the "old" traders of the delta.',
    )
    assert_fields(text, "Rivers of Memory: Oral History on the Niger", ["Helen Ada Okafor"], 1995, None)


TRANSLATED_TITLES = [
    (
        "Okafor, H. (2001). Abeokuta ti mo mo [The Abeokuta I know]. Lagos: Delta Press.",
        "Abeokuta ti mo mo",
        ["H. Okafor"],
    ),
    (
        "Yilmaz, Ahmet & Demir, Ali, (éd.), Türkiye’de Limanlar: Bir Tarih [Les ports en Turquie : une "
        "histoire], Istanbul, Birikim Yayınları, 2004.",
        "Türkiye’de Limanlar: Bir Tarih",
        ["Ahmet Yilmaz", "Ali Demir"],
    ),
]


@pytest.mark.parametrize(("text", "title", "authors"), TRANSLATED_TITLES)
def test_the_translation_of_a_title_in_brackets_is_no_part_of_it(text, title, authors):
    entry = read_one(text)
    assert (entry["title"], entry["authors"], entry["venue"]) == (title, authors, None)


def test_a_quoted_titles_quoted_translation_in_brackets_is_no_part_of_the_title_nor_of_the_venue():
    # Chicago: “Original title” [“Title translated”], then the journal or the book it is in.
    entry = read_one(
        "Visser, Anne. “Over de dijken en het water: een geschiedenis van de polder” "
        "[“On Dikes and Water: A History of the Polder”], Tijdschrift voor Waterstaat 41 (2012): 201–219."
    )
    assert (entry["title"], entry["venue"], entry["year"]) == (
        "Over de dijken en het water: een geschiedenis van de polder",
        "Tijdschrift voor Waterstaat",
        2012,
    )
    entry = read_one(
        "“Het zieke lichaam in de negentiende eeuw” [“The Sick Body in the Nineteenth Century”], in "
        "Lichaam en geschiedenis, ed. Pieter Dekker (Utrecht: Matrijs, 2016), 45–60."
    )
    assert entry["title"] == "Het zieke lichaam in de negentiende eeuw"
    assert entry["year"] == 2016
    assert "Sick Body" not in (entry["venue"] or "")


def test_brackets_inside_a_title_stay():
    entry = read_one(
        "Okafor, H. (2001). Chemistry of Cu[II] complexes in water. Journal of Coastal Research 12: 33–41."
    )
    assert entry["title"] == "Chemistry of Cu[II] complexes in water"


def test_a_books_volume_label_is_no_venue():
    entry = read_one("Okafor, H., An introduction to river models, Vol. 36, Delta press Lagos, 1996.")
    assert (entry["title"], entry["venue"], entry["volume"], entry["year"], entry["type"]) == (
        "An introduction to river models",
        None,
        "36",
        1996,
        "book",
    )


# The day a page was read, where the venue would stand: no venue, no volume, no month.
@pytest.mark.parametrize(
    "note",
    [
        "Consulté le avril 4, 2014, sur villes.org: http://example.org/2053",
        "Retrieved March 3, 2014, from http://example.org/2053",
        "Abgerufen am 4. April 2014.",
    ],
)
def test_an_access_note_after_the_title_is_no_venue(note):
    entry = read_one(f"Lindqvist, M. (2013). La ville en mouvement. {note}")
    assert (entry["title"], entry["year"], entry["venue"], entry["volume"]) == (
        "La ville en mouvement",
        2013,
        None,
        None,
    )


def test_an_access_note_after_the_venue_leaves_the_venue():
    entry = read_one(
        "Lindqvist, M. (2013). La ville en mouvement. Revue de géographie, 12. Consulté le 4 avril 2014."
    )
    assert (entry["venue"], entry["volume"], entry["year"]) == ("Revue de géographie", "12", 2013)


METRICS_AFTER_THE_IMPRINT = [
    "Okafor R, Brandt L. Tidal heating of moons. Icarus. 2019 Mar;320:1-9. "
    "[Impact Factor: 2.9 | SJR 2018: 1.4]",
    "Okafor R, Brandt L. Tidal heating of moons. Icarus. 2019 Mar;320:1-9. [CiteScore 2017: 4.1]",
    "Okafor, R., Brandt, L., 2019. Tidal heating of moons. Icarus, 320, pp.1-9. DOI:10.1000/ic.2019.1 , "
    "[ImpactFactor: 2.9 | H index: 120 | SJR 2018: 1.4]",
]


@pytest.mark.parametrize("text", METRICS_AFTER_THE_IMPRINT)
def test_a_bracket_of_journal_metrics_gives_neither_the_year_nor_the_venue(text):
    entry = read_one(text)
    assert (entry["title"], entry["year"], entry["venue"], entry["type"]) == (
        "Tidal heating of moons",
        2019,
        "Icarus",
        "journal",
    )


def test_a_title_about_metrics_keeps_its_words():
    entry = read_one("Okafor R. Rethinking the impact factor [editorial]. Scientometrics. 2019;12:1-9.")
    assert (entry["title"], entry["year"], entry["venue"]) == (
        "Rethinking the impact factor [editorial]",
        2019,
        "Scientometrics",
    )


def test_a_web_pages_last_modified_note_is_no_part_of_the_site():
    entry = read_one(
        'Okafor, Ada. "Floods return to the delta." Coastal Times. Last modified March 1, 2012. '
        "Accessed February 28, 2015. http://example.org/floods.html."
    )
    assert (entry["title"], entry["venue"], entry["year"]) == (
        "Floods return to the delta",
        "Coastal Times",
        2012,
    )


@pytest.mark.parametrize(
    ("text", "meeting"),
    [
        (
            "Lindqvist, M. (2008). Harbour silt in Baltic ports. Paper presented at the Annual Meeting of "
            "the Nordic Geographers, Turku, Finland.",
            "Annual Meeting of the Nordic Geographers",
        ),
        (
            "Quispe, R. (2014, April). Informal housing in Cusco. Poster presented at the International "
            "Conference on Andean Studies, Lisbon, Portugal.",
            "International Conference on Andean Studies",
        ),
        (
            "Okafor, A. (2019). Dust in the Sahel. Poster presentation at the Annual Meeting of the Nordic "
            "Geographers, Oslo, Norway.",
            "Annual Meeting of the Nordic Geographers",
        ),
        (
            "Okafor, A. (2019). Dust in the Sahel. Keynote presentation delivered at the Nordic Conference "
            "on Drylands, Oslo, Norway.",
            "Nordic Conference on Drylands",
        ),
        (
            "Varga, P.; Soto, L. (2021). Ice loads on lattice towers. Presented at: 9th European Conference "
            "on Wind Engineering, Delft, Netherlands.",
            "9th European Conference on Wind Engineering",
        ),
    ],
)
def test_a_talks_presented_at_note_leaves_the_meeting_as_the_venue(text, meeting):
    entry = read_one(text)
    assert (entry["venue"], entry["type"]) == (meeting, "conference")


@pytest.mark.parametrize(
    ("text", "venue"),
    [
        (
            "Okafor, A. (2023). River floods in the Volta basin. Journal of Delta Hydrology. Advance online "
            "publication. https://doi.org/10.1000/jdh.2023.1",
            "Journal of Delta Hydrology",
        ),
        (
            "Okafor, A. (2023). River floods in the Volta basin. Delta Journal, article in advance.",
            "Delta Journal",
        ),
        (
            "Okafor, A. (2023). River floods in the Volta basin. DeltaSphere [Preprint]. "
            "https://doi.org/10.1000/ds-2023-123",
            "DeltaSphere",
        ),
    ],
)
def test_an_online_first_note_or_a_preprint_mark_is_no_part_of_the_venue(text, venue):
    assert read_one(text)["venue"] == venue


def test_apas_manuscript_note_is_no_venue():
    submitted = read_one(
        "Okafor, A. (2024). River floods in the Volta basin. Manuscript submitted for publication."
    )
    assert (submitted["title"], submitted["venue"], submitted["status"]) == (
        "River floods in the Volta basin",
        None,
        "submitted",
    )
    unpublished = read_one("Okafor, A. (2024). River floods in the Volta basin. Unpublished manuscript.")
    assert (unpublished["title"], unpublished["venue"]) == ("River floods in the Volta basin", None)


# A DOI printed with the resolver's address but no scheme ("doi.org/10.…", as some styles print it)
# is the DOI, no part of the journal's name.
def test_a_doi_after_the_resolvers_address_without_scheme_is_no_part_of_the_venue():
    entry = read_one(
        "Okafor, C., and P. Lind. 2010. Grain storage in humid climates. Journal of Food Engineering 12."
        " doi.org/10.5546/jfe.2004.90114."
    )
    assert entry["venue"] == "Journal of Food Engineering"
    assert entry["doi"] == "10.5546/jfe.2004.90114"


@pytest.mark.parametrize(
    ("text", "year"),
    [
        (
            "Ostrowski, H., & Fontana, D. Working memory load and the attentional blink. PsyArXiv. "
            "Date created: 2019-11-02 | Last edited: 2020-02-10.",
            2019,
        ),
        (
            "Lindqvist, J. Sediment transport in braided rivers. SSRN. Posted: 22 Mar 2017 "
            "Last Revised: 1 Jun 2018.",
            2017,
        ),
    ],
)
def test_a_records_last_edit_after_its_posting_date_does_not_date_the_work(text, year):
    entry = read_one(text)
    assert (entry["title"], entry["year"]) == (text.split(". ")[1], year)


@pytest.mark.parametrize(
    ("venue_line", "venue", "year", "month"),
    [
        ("SocArXiv | Date created: 2021-04-19 | Last edited: 2021-06-02", "SocArXiv", 2021, 4),
        ("OSF Preprints | Date created: 2014-11-30", "OSF Preprints", 2014, 11),
        ("SSRN. Posted: 7 Sep 2012 Last Revised: 2 Jan 2013", "SSRN", 2012, 9),
        ("bioRxiv. Posted February 3, 2020", "bioRxiv", 2020, 2),
    ],
)
def test_a_records_posting_date_label_is_no_word_of_its_venue(venue_line, venue, year, month):
    tail = parse_tail(venue_line)
    assert (tail.venue, tail.years[:1], tail.month) == (venue, [year], month)
