"""Shared field readers (publications.parsing.fields) on inline strings."""

import pytest

from publications.parsing import parse
from publications.parsing.classify import finish_entry
from publications.parsing.fields import (
    early_year,
    find_arxiv_id,
    find_award,
    find_doi,
    find_month,
    find_status,
    find_years,
    heading_type,
    normalise_pages,
    normalize_doi,
    parse_month,
    split_pages,
    split_title_award,
    status_span,
    without_data_note,
)
from publications.parsing.formats import bibtex, csljson, latex, ris
from publications.parsing.labelling import read_entry
from publications.parsing.records import ParsedEntry, PublicationType, Status
from publications.parsing.reference import cited_without_title, read_reference


def test_doi_is_bare_and_lower_case_whatever_its_wrapping():
    assert normalize_doi("https://doi.org/10.1109/TPDS.2026.3684387.") == "10.1109/tpds.2026.3684387"
    assert normalize_doi("doi: 10.1145/3617233.3617265") == "10.1145/3617233.3617265"
    assert find_doi("see https://dl.acm.org/doi/abs/10.1145/3617233.3617265)") == "10.1145/3617233.3617265"
    assert normalize_doi("no doi here") is None


def test_months_are_read_in_several_languages_and_may_only_counts_next_to_a_year():
    assert parse_month("Aug.") == 8
    assert parse_month("Juni") == 6
    assert find_month("vol. 70, pp. 4586--4601, Aug. 2022") == 8
    assert find_month("results may vary") is None


def test_arxiv_ids_are_found_in_every_usual_form():
    assert find_arxiv_id("arXiv:1607.07304v2") == "1607.07304"
    assert find_arxiv_id("https://arxiv.org/pdf/2108.08937.pdf") == "2108.08937"
    assert find_arxiv_id("CoRR abs/2403.18697 (2024)") == "2403.18697"


def test_awards_keep_their_wording_and_drop_decorations():
    assert find_award("WACV 2026 (Best Paper Award Finalist; 13/832)") == "Best Paper Award Finalist"
    assert (
        find_award("Recipient of the 2021 ICASSP Outstanding Paper Award.")
        == "2021 ICASSP Outstanding Paper Award"
    )
    assert find_award("In Proceedings of the Conference") is None


def test_status_words_and_type_headings_are_recognised():
    assert find_status("to appear in NeurIPS 2026") == Status.TO_APPEAR
    assert find_status("Journal, IN PRESS") == Status.IN_PRESS
    assert heading_type("Journal Articles") == PublicationType.JOURNAL
    assert heading_type("Konferenzbeiträge") == PublicationType.CONFERENCE
    assert heading_type("Preprints") == PublicationType.PREPRINT


def test_a_range_or_list_of_pages_is_pages_and_a_single_number_an_article_number():
    assert split_pages("1211--1224") == ("1211--1224", None)
    assert split_pages("12–15") == ("12–15", None)
    assert split_pages("1,5") == ("1,5", None)
    assert split_pages(" e0130140 ") == (None, "e0130140")
    assert split_pages("") == (None, None)


def test_pages_get_an_en_dash_and_lose_their_label():
    assert normalise_pages("101--112") == "101–112"
    assert normalise_pages("pp. 277 - 306") == "277–306"
    assert normalise_pages("e0130140") == "e0130140"
    assert normalise_pages("S12-S19, 23") == "S12–S19, 23"


def test_every_reader_of_pasted_references_gives_a_range_of_pages_an_en_dash():
    paste = (
        "Okonkwo, T. and Lindgren, K. (2018). Tidal mixing in shallow estuaries. "
        "Journal of Estuarine Studies, 44(3), 5120-5131.\n\n"
        "K. Lindgren, P. Amara. Banded solvers for sparse grids. SIAM J. Num. Grids 12 (1990) 101--112.\n\n"
        "Amara P, Okonkwo T. Folding rates of small proteins. Nature. 2020;580:233-238.\n\n"
        '[3] R. Fenwick and P. Lund, "Charging small drones in flight," in Proc. IEEE ICRA, 2017, '
        "pp. 77 - 84.\n"
    )
    pages = [entry.pages for entry in parse(paste).entries]
    assert pages == ["5120–5131", "101–112", "233–238", "77–84"]


def test_a_free_text_entrys_pages_are_normalised_where_it_is_finished_and_only_there():
    citation = (
        "Lund, P. and Amara, K. (2019). Braided channels in tidal flats. Coastal Letters 7, pp. 41--58."
    )
    # The readers hand the pages on as they found them; finishing the entry stores them normalised.
    entry, hint = read_reference(citation)
    assert entry.pages == "41--58"
    assert read_entry([citation])[0].pages == "41--58"
    assert finish_entry(entry, None, hint).pages == "41–58"
    # Pages that a field of their own gave stay as written.
    kept = ParsedEntry(title="Braided channels", pages="28:1--28:19")
    assert finish_entry(kept, None, pages_as_written=True).pages == "28:1--28:19"
    # A decision taken before the entry is finished weighs the pages as they will be stored.
    untitled = ParsedEntry(title="", authors=["P. Lund"], venue="Tidal Flats", year=2019, pages="41--58")
    assert cited_without_title(untitled)
    assert not cited_without_title(ParsedEntry(title="", authors=["P. Lund"], venue="Tidal Flats", year=2019))


def test_a_latex_macros_pages_argument_stays_as_written_and_its_venues_pages_do_not():
    item = "\\item \\journalref{A. Author and B. Author}{2016}{A title}{%s}{%s}"
    for venue, pages, expected in (
        ("J. Chem.", "5(9):1006--1019", "1006--1019"),
        ("J. Chem. 12, pp. 1006--1019", "", "1006–1019"),
    ):
        cv = latex.parse(
            "\\section{Publications}\n\\begin{itemize}\n" + item % (venue, pages) + "\n\\end{itemize}\n"
        )
        assert [(entry.venue, entry.pages) for entry in cv.entries] == [("J. Chem.", expected)]


def test_every_structured_format_splits_pages_the_same_way():
    texts = {
        "bibtex": ("@article{k, title={T}, author={A. B}, year={2020}, pages={%s}}", bibtex),
        "csljson": ('[{"type": "article-journal", "title": "T", "page": "%s"}]', csljson),
        "ris": ("TY  - JOUR\nTI  - T\nSP  - %s\nER  - \n", ris),
    }
    for template, module in texts.values():
        for value, expected in (("107899", (None, "107899")), ("1-14", ("1-14", None))):
            entry = module.parse(template % value).entries[0]
            assert (entry.pages, entry.article_number) == expected, module.__name__
    item = "\\item \\journalref{A. Author and B. Author}{2016}{A title}{J. Chem.}{%s}"
    for value, expected in (("5(9):1006--1019", ("1006--1019", None)), ("115:107899", (None, "107899"))):
        cv = latex.parse("\\section{Publications}\n\\begin{itemize}\n" + item % value + "\n\\end{itemize}\n")
        assert [(entry.pages, entry.article_number) for entry in cv.entries] == [expected]


def test_a_year_before_1950_counts_where_a_year_stands_and_only_there():
    assert early_year("Renard, P., Monnaies trouvées près de Lyon, Revue numismatique, 1872.") == 1872
    assert early_year("Hale, T. 1931. The salt roads of the north. London: Harbour Press.") == 1931
    assert early_year("Bulletin de la Société, t. XII (1889), p. 44.") == 1889
    # A number inside a phrase is no year ("the 1887 edition"); pages, volumes and ranges are none,
    # two candidates give none, and a year from 1950 on leaves the reading to the usual year readers.
    assert early_year("Reprint of the 1887 edition, 1935.") == 1935
    assert early_year("Annales, vol. 1901, pp. 1867-1870.") is None
    assert early_year("Letters of 1887, reprinted 1935.") is None
    assert early_year("Collected letters (1902), reprinted 1998.") is None


def test_an_arxiv_numbers_head_is_no_year():
    assert find_years("arXiv preprint 2002.08187") == []
    assert find_years("arXiv:1905.12345v2, 2019") == [2019]
    assert find_years("Tide Letters 12 (2020), 2020.3") == [2020, 2020]


def test_an_entry_citing_only_its_arxiv_number_has_no_year():
    [entry] = parse(
        "K. Lind, B. Okafor. Adaptive spectral methods for layered tidal flows. arXiv preprint "
        "arXiv:2003.04512."
    ).entries
    assert (entry.year, entry.arxiv_id) == (None, "2003.04512")


def test_a_standard_serial_number_is_no_year():
    entry, _ = read_reference(
        "Lind, K., Okafor, B. “Tidal mixing in layered estuaries”. In: COASTAL LETTERS 8.2 (2019). "
        "issn: 2045-1722."
    )
    assert entry.year == 2019


def test_an_award_noted_in_parentheses_after_a_title_is_the_entry_award():
    text = (
        "MOREAU, Lise et FABRE, Paul.\n"
        "Segmentation de dialogues oraux par champs aléatoires (Prix du meilleur article).\n"
        "In: JEP. 2019.\n\n"
        "MOREAU, Lise.\n"
        "Tagging Spoken Corpora with Shallow Parsers (Best Student 2018 paper award).\n"
        "In: LREC. 2018.\n\n"
        "MOREAU, Lise and FABRE, Paul.\n"
        "Chunking Noisy Transcripts.\n"
        "In: TALN. 2017.\n"
    )
    entries = parse(text).entries
    assert [(e.title, e.award) for e in entries] == [
        ("Segmentation de dialogues oraux par champs aléatoires", "Prix du meilleur article"),
        ("Tagging Spoken Corpora with Shallow Parsers", "Best Student 2018 paper award"),
        ("Chunking Noisy Transcripts", None),
    ]


def test_an_award_read_already_from_the_title_note_leaves_the_title():
    entry = ParsedEntry(
        title="Chunking Noisy Transcripts (Best Clarity, Rigour, and Reuse award)",
        award="Best Clarity, Rigour, and Reuse award",
    )
    finish_entry(entry, None)
    assert entry.title == "Chunking Noisy Transcripts"
    assert entry.award == "Best Clarity, Rigour, and Reuse award"
    other = ParsedEntry(title="Chunking Noisy Transcripts (Best Paper Award)", award="Test of Time Award")
    finish_entry(other, None)
    assert other.title == "Chunking Noisy Transcripts (Best Paper Award)"
    assert other.award == "Test of Time Award"


def test_the_words_between_an_acceptance_and_its_venue_are_no_part_of_the_venue():
    text = (
        "Publications\n\n"
        "Sparse widget auctions\n"
        "(joint with Maria Lopez)\n"
        "Accepted for publication, Conference on Widget Fairness, 2021\n"
        "Manuscript: auctions.pdf\n\n"
        "Widget pricing in the long run\n"
        "(joint with Ann Lee)\n"
        "Quarterly Widget Journal, 2018\n"
    )
    entries = parse(text).entries
    assert [(e.title, e.venue, e.status) for e in entries] == [
        ("Sparse widget auctions", "Conference on Widget Fairness", Status.ACCEPTED),
        ("Widget pricing in the long run", "Quarterly Widget Journal", Status.PUBLISHED),
    ]
    for written in (
        "accepted for publication in Widget Letters",
        "Submitted for publication to Widget Letters",
        "accepted at Widget Letters",
    ):
        span = status_span(written)
        assert span is not None and span[1] == 0
        assert written[span[2] :] == "Widget Letters"
    span = status_span("Submitted. Widget Letters")
    assert span is not None and span[2] == len("Submitted")


def test_a_note_that_data_or_code_is_shared_ends_a_title_or_a_venue():
    text = (
        "Widget maps: a forward model for map-level inference, with data available at www.widgets.example, "
        "published in Widget Journal 2, 50, 2023,\n\n"
        "Widget flows: breaking degeneracies with deep learning, published in Widget Review X, 2022,\n"
    )
    assert [(e.title, e.venue) for e in parse(text).entries] == [
        ("Widget maps: a forward model for map-level inference", "Widget Journal"),
        ("Widget flows: breaking degeneracies with deep learning", "Widget Review X"),
    ]
    assert without_data_note("Title, with code available at github.com/x") == "Title"
    assert without_data_note("Revue. Données et code disponibles sur Zenodo") == "Revue"
    assert without_data_note("Zeitschrift. Daten und Code verfügbar") == "Zeitschrift"
    assert without_data_note("Widget Letters. Data and R", venue=True) == "Widget Letters"
    # A title's own words about data stay, and so does a subtitle naming data and code.
    assert without_data_note("Learning with data available at test time") == (
        "Learning with data available at test time"
    )
    assert without_data_note("Open widgets. Data and code") == "Open widgets. Data and code"
    assert without_data_note("Journal of Data and Code", venue=True) == "Journal of Data and Code"


def test_a_work_in_preparation_or_in_progress_has_no_venue_named_preparation():
    text = (
        "A. Widget, B. Gadget and C. Sprocket, Critical slowing of widget entropy in sprocket dynamics, "
        "in preparation (2025).\n"
        "A. Widget and C. Sprocket, Widget transport in disordered sprocket chains, Phys. Rev. B 105, "
        "104201 (2022).\n"
        "A. Widget, Sprocket localisation at finite temperature, Phys. Rev. B 101, 014201 (2020).\n"
    )
    entries = parse(text).entries
    assert [(e.title, e.venue, e.year) for e in entries] == [
        ("Critical slowing of widget entropy in sprocket dynamics", None, 2025),
        ("Widget transport in disordered sprocket chains", "Phys. Rev. B", 2022),
        ("Sprocket localisation at finite temperature", "Phys. Rev. B", 2020),
    ]
    assert entries[0].type == PublicationType.OTHER
    # A session of that name is a venue: only a note opening the tail is the work's state.
    entry, _ = read_reference(
        "A. Widget. Sprocket sketches. In: CHI Extended Abstracts, Work in Progress, 2019."
    )
    assert "CHI Extended Abstracts" in (entry.venue or "")


def test_a_title_parenthesis_naming_no_award_stays_in_the_title():
    assert split_title_award("Choosing the best (a survey)") == ("Choosing the best (a survey)", None)
    assert split_title_award("Parsers (best practices for papers)")[1] is None
    assert split_title_award("Best Paper Award") == ("Best Paper Award", None)
    assert split_title_award("Deep Nets (Outstanding Paper Award Finalist)") == (
        "Deep Nets",
        "Outstanding Paper Award Finalist",
    )


def test_a_decade_is_no_year():
    assert find_years("Protest in the 1970s and the 2010s, 1968, the 1990’s") == [1968]


def test_a_decade_heading_over_a_reading_list_dates_no_item_above_it():
    text = "\n".join(
        [
            "1960s",
            'Okafor, Amara: "Harbour Tolls and the Price of Grain" (1962, JEH)',
            'Brandt, Lena: "Tides and the Timing of Trade" (1966, AER)',
            "1970s",
            'Ruiz, Marco: "Ports and Their Hinterlands" (1971, QJE)',
        ]
    )
    assert [entry.year for entry in parse(text).entries] == [1962, 1966, 1971]


def test_an_unknown_venue_with_pages_and_no_volume_is_a_journal_unless_it_writes_a_meeting():
    text = (
        "Okafor, R., & Brandt, L. (2019). Grazing pressure on coastal dunes. Coastal Dune Dynamics, 1-12.\n"
        "Brandt, L. (2018). Dune grasses after storms. Dune Days 2018, 33-36.\n"
        "Varga, T. (2017). Salt marsh burrows. Symposium on Shore Biology, 40-44.\n"
        "Varga, T. (2016). Salt marsh crabs. ISSB 2016, pp. 40-44.\n"
        "Varga, T. (2015). Salt marsh snails. In Shore Days, 10-14.\n"
    )
    assert [entry.type for entry in parse(text).entries] == [
        PublicationType.JOURNAL,
        PublicationType.CONFERENCE,  # the meeting's year after its name
        PublicationType.CONFERENCE,
        PublicationType.CONFERENCE,
        PublicationType.CONFERENCE,  # "In" before it: proceedings
    ]


def test_a_spanish_or_portuguese_note_on_a_talk_is_no_part_of_the_meetings_name():
    text = (
        "Brandt, L., & Okafor, R. (2019). Marismas e caranguejos do litoral. "
        "Trabalho apresentado no XII Congresso Brasileiro de Costas, Recife.\n"
        "Okafor, R., & Varga, T. (2013). Dunas costeras del norte. Ponencia presentada en el "
        "IV Seminario de Costas Áridas (pp. 4-9).\n"
    )
    entries = parse(text).entries
    assert [entry.venue for entry in entries] == [
        "XII Congresso Brasileiro de Costas",
        "IV Seminario de Costas Áridas",
    ]
    # The meeting's edition in Roman numerals tells it from a journal's pages without volume.
    assert [entry.type for entry in entries] == [PublicationType.CONFERENCE, PublicationType.CONFERENCE]


# The same note in French, and any of them after the title's comma (a style that joins every part
# by commas): the note closes the title and is no part of the meeting's name.
@pytest.mark.parametrize(
    "text",
    [
        "Okafor R. et Varga T., 2013, Dunes côtières du nord, Communication présentée au Colloque des"
        " côtes arides, Rennes.",
        "Okafor R. et Varga T., 2013, Dunes côtières du nord, Communication présentée à la Journée des"
        " côtes arides, Rennes.",
        "Okafor R. et Varga T., 2013, Dunes côtières du nord, Ponencia presentada en el Seminario de"
        " Costas Áridas, Rennes.",
    ],
)
def test_a_french_note_on_a_talk_after_a_comma_closes_the_title(text):
    entry = parse(text).entries[0]
    assert entry.title == "Dunes côtières du nord"
    assert entry.venue in (
        "Colloque des côtes arides",
        "Journée des côtes arides",
        "Seminario de Costas Áridas",
    )


def test_meetings_named_in_spanish_and_portuguese_are_conferences():
    text = (
        "Okafor, R. (2013). Dunas costeras. Anais do Encontro Brasileiro de Costas, 8, 390-397.\n"
        "Varga, T. (2012). Marismas del sur. Memorias del Congreso Andino de Costas, 3, 10-14.\n"
    )
    assert [entry.type for entry in parse(text).entries] == [PublicationType.CONFERENCE] * 2


def test_a_doi_written_again_as_the_preprint_s_is_no_doi_of_the_published_work():
    assert (
        find_doi("Coastal Letters. doi: 10.1101/2021.01.13.426555 preprint: 10.1101/2021.01.13.426555")
        is None
    )
    assert find_doi(
        "Coastal Letters. doi: 10.1038/s41380-022-01924-w preprint: 10.1101/2021.01.13.426555"
    ) == ("10.1038/s41380-022-01924-w")
    assert find_doi("Tidal drift in estuaries. bioRxiv. preprint: 10.1101/2021.01.13.426555") == (
        "10.1101/2021.01.13.426555"
    )
