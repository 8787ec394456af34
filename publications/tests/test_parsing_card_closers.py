"""Cards that each close on the same few label lines ("View article", "Not available"; "Journal
Article" over "Article"), one under another with no blank line: the line after a card's labels
opens the next card, whether the grouping took a label for a heading or for an entry's start."""

from publications.parsing import parse
from publications.parsing.lines import is_link_line
from publications.parsing.segmentation.closers import card_ends, closing_labels

ARTICLE_CARDS = """Artículos arbitrados
“Rivers and the making of borderland towns”
Journal of Frontier Studies, Vol. 35, No. 2, May 2014: 196–213. ISSN 0725-6868.
View article
“Salt and silver on the colonial road”
Revista de Historia Andina, Vol. XLVI (1), enero-abril, 2011: 9-34. ISSN: 0185-0164
Not available
“Kinship among the river pilots of the lower delta”
Cuadernos de Antropología. Volumen 14, (37) Mayo, 2010: 149 -159. ISSN: 1390 1249.
View article
“Markets, bridges and the weekly fair”
Alternatives Review. Volume 35. Issue 3, May 2009: 241-259. ISSN0304 3754.
View article
“Memory of the flood in two valley towns”
Estudios Regionales Vol. XXII (65) Mayo-Agosto, 2004: 315 - 348.
Not available
“Ferries, fords and the river crossing”
Nueva Geografía, Vol. XIX (63) Octubre, 2003: 11-39
View article
“Pilgrims on the valley road”
Revista de Estudios Locales, Universidad del Valle Vol. 11 (18), 2003: 169 –209.
Not available
“Mills and water rights”
Valley History, Northfield University, Vol. 23 (3), 2002: 39-52.
View article
"""


def test_each_card_closed_by_a_label_is_one_entry():
    result = parse(ARTICLE_CARDS)
    assert [entry.title for entry in result.entries] == [
        "Rivers and the making of borderland towns",
        "Salt and silver on the colonial road",
        "Kinship among the river pilots of the lower delta",
        "Markets, bridges and the weekly fair",
        "Memory of the flood in two valley towns",
        "Ferries, fords and the river crossing",
        "Pilgrims on the valley road",
        "Mills and water rights",
    ]
    assert [entry.year for entry in result.entries] == [2014, 2011, 2010, 2009, 2004, 2003, 2003, 2002]
    # Each entry starts on its title, never on the label that closed the card above.
    assert all(not entry.raw.startswith(("View", "Not")) for entry in result.entries)
    # Every line is accounted for: an entry's, a heading's or a reported one.
    accounted = {account.line for account in result.lines}
    assert accounted == {number for number, text in enumerate(ARTICLE_CARDS.splitlines(), 1) if text.strip()}


def test_references_that_links_follow_now_and_then_stay_one_a_line():
    text = """Brandt, M. (2019). Rivers of the north. Journal of Water 12, 1-20.
[PDF]
Okafor, N. and Lanza, P. (2018). Salt roads. Trade History 3, 44-60.
Varga, I. (2017). A study of ferries. Boats Quarterly 9, 10-19.
[PDF]
Kral, M. (2016). Bridges and fairs. Journal of Towns 4, 5-9.
Sands, I. (2015). Weekly markets. Markets Review 2, 1-8.
[PDF]
Hoff, L. (2014). Floods remembered. Memory Studies 7, 70-80.
[PDF]
"""
    titles = [entry.title for entry in parse(text).entries]
    assert titles == [
        "Rivers of the north",
        "Salt roads",
        "A study of ferries",
        "Bridges and fairs",
        "Weekly markets",
        "Floods remembered",
    ]


def test_closing_labels_are_link_rows_or_short_lines_written_alike_three_times():
    texts = [
        "A title (2008)",
        "Journal Article",
        "Article",
        "",
        "Another title (2007)",
        "Journal Article",
        "Article",
        "A third title (2006)",
        "Journal Article",
        "Article",
        "| doi | pubmed |",
        "2019",
    ]
    labels = closing_labels(texts, is_link_line)
    assert [text for text, label in zip(texts, labels, strict=True) if label] == [
        "Journal Article",
        "Article",
        "Journal Article",
        "Article",
        "Journal Article",
        "Article",
        "| doi | pubmed |",
    ]


def test_closing_labels_count_a_label_written_with_other_indents_as_one():
    # Each different text is read once; a label indented on some cards is still the same label.
    texts = ["Paper one", "  Preprint", "Paper two", "Preprint", "Paper three", "\tPreprint  ", "   ", ""]
    assert closing_labels(texts, is_link_line) == [False, True, False, True, False, True, False, False]


def test_card_ends_need_three_cards_and_labels_that_close_them():
    assert card_ends([False, True, True, False, True, False, False, True]) == [2, 4, 7]
    assert card_ends([False, True, False, True]) == []  # two cards: no list's pattern yet
    assert card_ends([True, False, True, False, True, False]) == []  # labels opening cards


OWNER_CARDS = """Rigid local systems over curves (2014)
J. Pure Appl. Algebra 218 (2014), 1401-1430
Ilse Wernbach
Journal Article
Article
Heights of torsion points on abelian surfaces (2012)
Math. Ann.
Joint with K. Oyelaran
Journal Article
Article
Galois orbits of special points (2011)
in: Arithmetic geometry of moduli spaces, 77--102, Progr. Math., 301, Birkhäuser, Basel (2011).
Ilse Wernbach
Journal Article
Article
Reduction of plane quartics in residue characteristic two (2009)
Manuscripta Math.
Ilse Wernbach
Journal Article
Article
"""


def test_a_page_owners_name_alone_on_a_card_is_its_author():
    result = parse(OWNER_CARDS)
    assert [(entry.title, entry.authors, entry.year) for entry in result.entries] == [
        ("Rigid local systems over curves", ["Ilse Wernbach"], 2014),
        ("Heights of torsion points on abelian surfaces", ["K. Oyelaran"], 2012),
        ("Galois orbits of special points", ["Ilse Wernbach"], 2011),
        ("Reduction of plane quartics in residue characteristic two", ["Ilse Wernbach"], 2009),
    ]


def test_owner_name_lines_are_one_persons_name_written_on_three_lines_at_least():
    from publications.parsing.cardlines import owner_name_lines

    texts = [
        *(["Ilse Wernbach", "Journal Article", "Peer Reviewed", "Google Scholar", "Nature Physics"] * 3),
        "Ilse Wernbach and Kofi Oyelaran",
        "Read twice, reviewed, then accepted.",
        "Karel Dvorak",
        "Karel Dvorak",
    ]
    assert owner_name_lines(texts) == {"Ilse Wernbach"}
