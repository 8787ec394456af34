"""Department and lab pages that group their items by member: a member's name alone on its
line, then that member's items, which name no authors (a book, a chapter) or only co-authors
in a note ("(with P. Novak)"). The member is the author of the items under their name."""

from publications.parsing import parse
from publications.parsing.sections import person_heading, position_line, without_position

MEMBER_GROUPED = """Recent Faculty Publications

Ingrid Solberg
  • “Nomadic Law in the Steppe,” Oxford Handbook of Legal History, Oxford University Press, 2019.
Tomas Wexler
  • Rhetoric and Civic Virtue: Cicero’s Challenge to Rome. Chicago: University of Chicago Press, 2018.
  • “How to Found a Republic: Machiavelli Reread.” Political Theory Review. 44:2 (May 2017): 201-222.
Amara Okonkwo-Hale
  • Borders by Design: How Maps Shape Electoral Districts. New York: Columbia University Press, forthcoming.
  • Divided Loyalties: Party Machines and Immigrant Voters (with Lena Marsh). Boston: Beacon Press, 2016.
  • Morrow, K., A. Okonkwo-Hale, and P. Ruiz. “Turnout after Redistricting.” Elect. Stud. 51 (2018): 1–14.
"""


def test_items_under_a_member_heading_are_the_members():
    result = parse(MEMBER_GROUPED)
    assert [(entry.title, entry.authors, entry.year) for entry in result.entries] == [
        ("Nomadic Law in the Steppe", ["Ingrid Solberg"], 2019),
        ("Rhetoric and Civic Virtue: Cicero’s Challenge to Rome", ["Tomas Wexler"], 2018),
        ("How to Found a Republic: Machiavelli Reread", ["Tomas Wexler"], 2017),
        ("Borders by Design: How Maps Shape Electoral Districts", ["Amara Okonkwo-Hale"], None),
        (
            "Divided Loyalties: Party Machines and Immigrant Voters",
            ["Amara Okonkwo-Hale", "Lena Marsh"],
            2016,
        ),
        ("Turnout after Redistricting", ["K. Morrow", "A. Okonkwo-Hale", "P. Ruiz"], 2018),
    ]


def test_a_member_heading_gives_no_author_to_items_that_have_their_own():
    text = """Selected Publications

Journal Articles
  • Morrow, K. and P. Ruiz. “Turnout after Redistricting.” Electoral Studies 51 (2018): 1–14.
  • Ruiz, P. “Ballot Design and Spoiled Votes.” Electoral Studies 60 (2019): 15–30.
"""
    result = parse(text)
    assert [entry.authors for entry in result.entries] == [["K. Morrow", "P. Ruiz"], ["P. Ruiz"]]


def test_a_person_heading_is_a_name_and_not_a_publication_heading():
    assert person_heading("Nasser Behnegar") == "Nasser Behnegar"
    assert person_heading("David A. Hopkins") == "David A. Hopkins"
    assert person_heading("Ludwig van Beethoven") == "Ludwig van Beethoven"
    assert person_heading("Selected Publications") is None
    assert person_heading("Book Chapters") is None
    assert person_heading("Machine Learning") is None
    assert person_heading("Mobile Robotics") is None
    assert person_heading("Labor Economics") is None
    assert person_heading("2021") is None
    assert person_heading("Plato") is None
    # Words of a section's name that no person's name holds.
    assert person_heading("Related Work") is None
    assert person_heading("Scholarly Outreach") is None
    assert person_heading("Ongoing Work") is None
    assert person_heading("In Portuguese") is None  # a note heading a group of items
    assert person_heading("For Young Readers") is None
    assert person_heading("As Co-author") is None  # the owner's part in the items under it
    assert person_heading("As First Author") is None
    # A heading in another language, or a page's own link opening with a possessive.
    assert person_heading("Capítulos de Libro") is None
    assert person_heading("Artigos Completos") is None
    assert person_heading("Mi Perfil Académico") is None
    assert person_heading("My Scholar Page") is None
    assert person_heading("Minha Produção") is None


def test_a_note_heading_over_an_owners_cards_adds_no_author():
    text = """Harbour Wages and Trade
Journal of Maritime Economics, 2020, 12(1) (with Lena Brandt)

In Portuguese:

Salários portuários no Atlântico Sul
Revista de Economia Regional, 2014, 9(2) (with Tomas Varga and Ines Duarte)
"""
    result = parse(text)
    assert [entry.authors for entry in result.entries] == [
        ["Lena Brandt"],
        ["Tomas Varga", "Ines Duarte"],
    ]


def test_an_as_co_author_heading_over_references_adds_no_author():
    text = """As Co-author

Lindqvist, Maren et al. (2024). “Cold gas in quenched dwarf galaxies”. In: MNRAS 530.2, pp. 101–118.

Okafor, Ruth and Varga, Peter (2022). “Streams in the outer halo”. In: A&A 660, A12.
"""
    result = parse(text)
    assert [entry.authors for entry in result.entries] == [
        ["Maren Lindqvist"],
        ["Ruth Okafor", "Peter Varga"],
    ]


def test_a_heading_that_reads_like_a_name_over_references_with_authors_changes_none_of_them():
    text = """Ashen Fields

Moretti, Franco. "Conjectures on World Literature." New Left Review, no. 1, 2000, pp. 54-68.

So, Richard Jean, and Hoyt Long. "Network Analysis and Modernism." boundary 2, vol. 40, 2013, pp. 147-82.
"""
    result = parse(text)
    assert [(entry.title, entry.authors) for entry in result.entries] == [
        ("Conjectures on World Literature", ["Franco Moretti"]),
        ("Network Analysis and Modernism", ["Richard Jean So", "Hoyt Long"]),
    ]


def test_a_heading_that_reads_like_a_name_over_apa_references_keeps_their_dated_names():
    # The names close on their date in brackets, as APA writes them: still an author list.
    text = (
        "Ondina Valverde Ruiz\n\n"
        "Valverde Ruiz, O., & Castells, P. (2019). Cooperativas urbanas y vivienda asequible. "
        "Revista de Estudios Locales, 12(3), 41-58.\n\n"
        "Castells, P. (2016, 2017). Barrios en transición. Cuadernos de Geografía, (44), 9-20.\n"
    )
    result = parse(text)
    assert [(entry.title, entry.authors, entry.year) for entry in result.entries] == [
        ("Cooperativas urbanas y vivienda asequible", ["O. Valverde Ruiz", "P. Castells"], 2019),
        ("Barrios en transición", ["P. Castells"], 2016),
    ]


def test_a_field_heading_over_an_owners_items_names_no_author():
    text = """Labor Economics

"Wage Floors and Teen Employment" (with B. Ruiz), under review.

"Commuting Zones Revisited" (with B. Ruiz and K. Osei), Journal of Urban Studies, 2021.
"""
    assert [entry.authors for entry in parse(text).entries] == [["B. Ruiz"], ["B. Ruiz", "K. Osei"]]


def test_items_under_a_related_work_heading_keep_their_own_authors_or_none():
    text = """Related Work
Osei K. "Rural Clinic Staffing after the 2018 Survey". Policy Brief. June 25, 2020.
Osei K, Brandt L. Staffing the Night Shift. Poster presentation at the Nursing Meeting. Boston, MA. June 2020.
"""
    assert [entry.authors for entry in parse(text).entries] == [["K Osei"], ["K Osei", "L Brandt"]]


def test_a_co_author_note_with_initials_spelling_a_word_still_names_the_co_authors():
    text = """Harbour Wages, Tariffs and the Trade Balance: Evidence from Port Cities
The B.E. Journal of Maritime Economics, 2015, 15(2) (with Lena Brandt and Marcelo E. A. Duarte)

Port Cities and Regional Growth
Journal of Maritime Economics, 2012, 8(1) (with Tomas Varga)
"""
    result = parse(text)
    assert [entry.authors for entry in result.entries] == [
        ["Lena Brandt", "Marcelo E. A. Duarte"],
        ["Tomas Varga"],
    ]
    assert (
        result.entries[0].title == "Harbour Wages, Tariffs and the Trade Balance: Evidence from Port Cities"
    )


FACULTY_HIGHLIGHTS = """Faculty Scholarship

Marisol Ventura

Associate Professor of Law Harbor Liens, 91 Tul. L. Rev. 455 (2023).

Kwame Oduya

Professor of Law

The Quiet Repeal of Venue Statutes, 64 B.C. L. Rev. 1201 (2022) (with Lena Marsh)

Ruth Abernathy

Associate Dean for Faculty Research, Holloway Chair, Professor of Law, and Director, Center on Courts

Parole After Booker, 98 N.C. L. Rev. 77 (2021)

Dean for Academic Affairs and Professor of Law Sovereign Debt Courts*, *55 Va. J. Int'l L. 301 (2020)
"""


def test_a_members_position_is_no_item_and_no_words_of_an_items_title():
    result = parse(FACULTY_HIGHLIGHTS)
    assert [(entry.title, entry.authors, entry.year) for entry in result.entries] == [
        ("Harbor Liens", ["Marisol Ventura"], 2023),
        ("The Quiet Repeal of Venue Statutes", ["Kwame Oduya", "Lena Marsh"], 2022),
        ("Parole After Booker", ["Ruth Abernathy"], 2021),
        ("Sovereign Debt Courts", ["Ruth Abernathy"], 2020),
    ]
    assert [entry.venue for entry in result.entries] == [
        "Tul. L. Rev.",
        "B.C. L. Rev.",
        "N.C. L. Rev.",
        "Va. J. Int'l L.",
    ]


def test_a_position_line_is_told_from_a_title_that_opens_with_a_rank():
    assert position_line("Professor of Law")
    assert position_line("Assistant Professor")
    assert position_line("Associate Dean for Research, Holloway Chair, and Director, Center on Courts")
    assert not position_line("Professor of Desire: A Novel, 2020")
    assert not position_line("Directors and Officers Liability, 12 Yale L.J. 3 (2020)")
    assert not position_line("Fellowship of the Ring")
    assert not position_line("Dean Acheson and the Cold War")
    assert without_position("Professor of Law Harbor Liens, 91 Tul. L. Rev. 455 (2023)") == (
        "Harbor Liens, 91 Tul. L. Rev. 455 (2023)"
    )
    assert without_position("The Professor of Law Who Knew Too Much, 2020") == (
        "The Professor of Law Who Knew Too Much, 2020"
    )


# A faculty page with no list markers and no blank lines: each member's name alone on its line,
# then the member's books, cited as Bluebook cites a book (publisher and year in one parenthesis).
UNMARKED_MEMBER_BOOKS = """Faculty Books

Ingrid Solberg
Nomadic Law in the Steppe (Oxford University Press, forthcoming 2026).
Tomas Wexler
Rhetoric and Civic Virtue: Cicero's Challenge to Rome (University of Chicago Press 2018).
Amara Okonkwo-Hale
Borders by Design: How Maps Shape Electoral Districts (Columbia University Press, forthcoming).
Divided Loyalties: Party Machines and Immigrant Voters (Beacon Press 2016) (with Lena Marsh).
Rui Tavares
The Harbour Courts of Lisbon (Hart Publishing 2021).
"""


def test_member_names_over_unmarked_book_items_head_them():
    result = parse(UNMARKED_MEMBER_BOOKS)
    assert [(entry.title, entry.authors, entry.year) for entry in result.entries] == [
        ("Nomadic Law in the Steppe", ["Ingrid Solberg"], 2026),
        ("Rhetoric and Civic Virtue: Cicero's Challenge to Rome", ["Tomas Wexler"], 2018),
        ("Borders by Design: How Maps Shape Electoral Districts", ["Amara Okonkwo-Hale"], None),
        (
            "Divided Loyalties: Party Machines and Immigrant Voters",
            ["Amara Okonkwo-Hale", "Lena Marsh"],
            2016,
        ),
        ("The Harbour Courts of Lisbon", ["Rui Tavares"], 2021),
    ]
    assert [entry.publisher for entry in result.entries][:2] == [
        "Oxford University Press",
        "University of Chicago Press",
    ]


def test_a_card_whose_author_line_stands_between_title_and_venue_is_no_member_page():
    text = """Publications

River Deltas and the Sea in Motion Today.
Ann Lee
Journal of Coastal Studies 12 (2019): 1-20.
On the Harbour Courts of Old Lisbon Town.
Bo Yang
Law and History Review 3 (2018): 5-9.
The Other Title of All Here and Now.
Mia Cole
Social Forces 9 (2017): 11-19.
A Fourth Title of the Whole List Here.
Rui Tavares
Polity 4 (2016): 1-3.
"""
    titles = [entry.title for entry in parse(text).entries]
    assert "Journal of Coastal Studies" not in titles
    assert "On the Harbour Courts of Old Lisbon Town" in titles


def test_a_co_author_label_opening_a_members_item_is_no_word_of_its_title():
    text = UNMARKED_MEMBER_BOOKS + (
        "Co-author, Maritime Law: Cases and Materials (Hart Publishing 3d ed. 2019) (with Ines Duarte).\n"
    )
    entries = parse(text).entries
    assert [(entry.title, entry.authors, entry.year) for entry in entries][-2:] == [
        ("The Harbour Courts of Lisbon", ["Rui Tavares"], 2021),
        ("Maritime Law: Cases and Materials", ["Rui Tavares", "Ines Duarte"], 2019),
    ]
