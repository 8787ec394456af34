"""What a pasted page writes around its citations, which is no field of them: an introduction
of a sentence or two above the list, a notice to the reader or a book's blurb, a member's tag
before an item ("[Okafor] …"), link labels closing an item ("… Journal of Cognition DOI"), and a
year in parentheses written against the initial before it ("Most, S.B.(2022)")."""

from publications.parsing import parse
from publications.parsing.lines import without_closing_link_labels
from publications.tests.parsing_helpers import read_fields


def test_an_introduction_in_running_text_above_the_list_is_no_entry():
    text = """Besides the books listed elsewhere, members of the department publish widely in journals \
and edited volumes of the discipline. What follows is a selection of recent articles by the faculty.

Okafor, Ngozi and Pietro Lanza. "Rural Credit and Electoral Loyalty." Forthcoming. Comparative Politics.

Lanza, Pietro. "Ballots in the Borderlands." 2019. Journal of Politics 81(2): 400-15.
"""
    assert read_fields(text) == [
        ("Rural Credit and Electoral Loyalty", ["Ngozi Okafor", "Pietro Lanza"], None),
        ("Ballots in the Borderlands", ["Pietro Lanza"], 2019),
    ]


def test_a_notice_to_the_reader_a_writers_note_and_a_books_blurb_are_no_entries():
    text = """Papers are listed by subject. If you want a copy of a paper without a link, write to us.

Each spring I post the papers our reading group chose. I hope the list is useful to others.

Lanza, Pietro. "Ballots in the Borderlands." 2019. Journal of Politics 81(2): 400-15.

Mia Brandt, Towns of the River: Trade and Kinship on the Upper Danube, 1400–1650 (Alder Press, 2021)

Towns of the River: Trade and Kinship on the Upper Danube, 1400–1650 is the first study of how the \
families of six river towns kept their trade alive across three centuries of war and flood. Brandt, \
a historian of the region, draws on guild records.
"""
    assert read_fields(text) == [
        ("Ballots in the Borderlands", ["Pietro Lanza"], 2019),
        ("Towns of the River: Trade and Kinship on the Upper Danube, 1400–1650", ["Mia Brandt"], 2021),
    ]


def test_a_members_tag_before_the_authors_is_no_part_of_them():
    text = """[Okafor] Lanza, Pietro D. and Ngozi Okafor. 2018. “Courts and Coalitions.” World Pol. 70: 1-30.

[Lanza] Brandt, Mia, Pietro D. Lanza, and Ivo Kral. 2016. “Veto Players Revisited.” Party Pol. 22: 31-60.
"""
    assert read_fields(text) == [
        ("Courts and Coalitions", ["Pietro D. Lanza", "Ngozi Okafor"], 2018),
        ("Veto Players Revisited", ["Mia Brandt", "Pietro D. Lanza", "Ivo Kral"], 2016),
    ]


def test_link_labels_closing_an_item_and_a_year_against_an_initial_are_read_round():
    text = """2022

Halvorsen, K.T., Mbeki, S.B.(2022) Deferring effort makes it feel smaller. Psychon Bull Rev. DOI

Ramos, L., Ito, Y. (2022) Priming survives a change of modality. Journal of Cognition DOI
"""
    assert read_fields(text) == [
        ("Deferring effort makes it feel smaller", ["K.T. Halvorsen", "S.B. Mbeki"], 2022),
        ("Priming survives a change of modality", ["L. Ramos", "Y. Ito"], 2022),
    ]
    assert [entry.venue for entry in parse(text).entries] == ["Psychon Bull Rev", "Journal of Cognition"]


def test_co_authors_joined_with_with_to_the_member_named_first_are_authors():
    text = """Forthcoming Articles

Ines Taborda, "Turnout and the Lottery of Office," Journal of Politics, forthcoming

Ines Taborda, with Karel Novak and Ada Moreno, "What Conjoints Reveal," Am. J. Polit. Sci., forthcoming
"""
    assert [entry.authors for entry in parse(text).entries] == [
        ["Ines Taborda"],
        ["Ines Taborda", "Karel Novak", "Ada Moreno"],
    ]


def test_bracketed_link_labels_after_a_card_title_and_a_running_year_are_no_part_of_the_fields():
    text = """Preprints

Quell, M. and Marta Brandt. (2019+). Shrinkage estimation with the twin penalty.
arxiv:1906.01936.

Reactive Grasping with Local Gaussian Maps [pdf, video]
I. Varga, X. Holt, N. Brandt
Conference on Robot Learning (CoRL), 2019
"""
    assert read_fields(text) == [
        ("Shrinkage estimation with the twin penalty", ["M. Quell", "Marta Brandt"], 2019),
        ("Reactive Grasping with Local Gaussian Maps", ["I. Varga", "X. Holt", "N. Brandt"], 2019),
    ]


def test_bare_and_bracketed_link_labels_closing_the_last_line_are_stripped_together():
    text = """Okonkwo, R., Varga, T. (2021) Counting on slow birds. Avian Letters DOI [PDF]

Varga, T. (2020) Dusk songs in the marsh. Marsh Ecology [Code] PDF
"""
    entries = parse(text).entries
    assert [entry.venue for entry in entries] == ["Avian Letters", "Marsh Ecology"]
    assert [entry.title for entry in entries] == ["Counting on slow birds", "Dusk songs in the marsh"]


def test_bare_labels_are_stripped_only_where_asked_and_only_after_other_words():
    assert without_closing_link_labels("Marsh Ecology DOI [pdf, video]") == "Marsh Ecology DOI"
    assert without_closing_link_labels("Marsh Ecology DOI [pdf, video]", bare=True) == "Marsh Ecology"
    assert without_closing_link_labels("Marsh Ecology [Code] HTML", bare=True) == "Marsh Ecology"
    assert without_closing_link_labels("PDF", bare=True) == "PDF"
    assert without_closing_link_labels("Reading the PDFs of Marsh Ecology", bare=True).endswith("Ecology")


def test_a_sentence_pointing_to_the_whole_list_on_a_service_opens_no_entry():
    text = (
        "Recent papers. For the complete list, see my Google Scholar profile.\n"
        "R Okafor, L Brandt, T Varga (2022) Tidal mixing in shallow estuaries. Coastal Letters. "
        "doi: 10.1234/cl.55\n"
        "L Brandt, R Okafor (2020) Sediment plumes after storms. Marine Notes. doi: 10.1234/mn.12\n"
        "Esta lista é atualizada a partir do perfil ORCID.\n"
    )
    assert read_fields(text) == [
        ("Tidal mixing in shallow estuaries", ["R Okafor", "L Brandt", "T Varga"], 2022),
        ("Sediment plumes after storms", ["L Brandt", "R Okafor"], 2020),
    ]


def test_an_item_whose_title_names_a_service_and_a_list_is_read():
    text = (
        "Okafor, R. (2020). Mining the Google Scholar citation graph: a list of pitfalls. "
        "Scientometric Notes, 12, 3-9.\n"
        "Brandt, L. A checklist for ORCID adoption in small libraries. Library Letters, 2019.\n"
    )
    assert [title for title, _, _ in read_fields(text)] == [
        "Mining the Google Scholar citation graph: a list of pitfalls",
        "A checklist for ORCID adoption in small libraries",
    ]


def test_a_line_of_links_to_bibliographic_services_above_blocks_is_no_heading_nor_a_name():
    text = """Google Scholar

Sparse Probes for Tidal Flow
Ruth Okafor, Lena Brandt, and Tomas Varga.
Coastal Modelling Workshop, 2023.
PDF

Learning Sediment Plumes from Drifters
Lena Brandt and Ruth Okafor.
Marine Data Letters, 2021.
Code
"""
    assert read_fields(text) == [
        ("Sparse Probes for Tidal Flow", ["Ruth Okafor", "Lena Brandt", "Tomas Varga"], 2023),
        ("Learning Sediment Plumes from Drifters", ["Lena Brandt", "Ruth Okafor"], 2021),
    ]


def test_a_title_that_names_a_service_among_other_words_is_still_read():
    text = (
        "Okafor, R. (2021). Google Scholar profiles of early-career ecologists. Ecology Notes, 4, 1-9.\n"
        "Brandt, L. (2020). ORCID and DBLP records compared. Library Letters, 2, 5-7.\n"
    )
    assert [title for title, _, _ in read_fields(text)] == [
        "Google Scholar profiles of early-career ecologists",
        "ORCID and DBLP records compared",
    ]


def test_link_labels_after_a_closing_doi_or_address_end_the_line():
    assert without_closing_link_labels("Marsh Ecology 4, 1-9. doi:10.5555/me.204 Blog Post", bare=True) == (
        "Marsh Ecology 4, 1-9. doi:10.5555/me.204"
    )
    assert without_closing_link_labels(
        "Marsh Ecology 4, 1-9. https://example.org/me4 PDF Code", bare=True
    ) == ("Marsh Ecology 4, 1-9. https://example.org/me4")
    # Words of the entry's own after an address are no label.
    assert without_closing_link_labels("Notes on https://example.org/a reader", bare=True).endswith("reader")


def test_entries_closing_on_a_doi_and_a_label_are_one_to_a_line():
    text = (
        "2021\n"
        "Okafor, R. A., & Brandt, L. Tidal mixing in shallow estuaries. Coastal Letters, 12, 40-52. "
        "doi:10.5555/cl.12 Blog Post\n"
        "Brandt, L., Varga, T., & Okafor, R. A. Sediment plumes after winter storms. Marine Notes 7, 3-9. "
        "doi:10.5555/mn.7 Blog Post\n"
        "Varga, T., & Brandt, L. Burrowing as a response to heat. Shore Biology 2, 11-19. doi:10.5555/sb.2\n"
    )
    assert read_fields(text) == [
        ("Tidal mixing in shallow estuaries", ["R. A. Okafor", "L. Brandt"], 2021),
        ("Sediment plumes after winter storms", ["L. Brandt", "T. Varga", "R. A. Okafor"], 2021),
        ("Burrowing as a response to heat", ["T. Varga", "L. Brandt"], 2021),
    ]


def _accounts(text):
    result = parse(text)
    return result, {account.line: account for account in result.lines}


def test_a_dated_sentence_unlike_the_lists_entries_is_reported_not_read():
    text = """Reading list

As of May 2019, our view is that few new findings in the field change how the methods are taught.

2019 March 3, Ilse Varga, Tomas Brandt. Sparse coding in the auditory cortex. Neural Computation.
2018 June 12, Ngozi Okafor. Why memories fade. Trends in Cognitive Sciences.
2018 May 2, Pietro Lanza, Mia Kral, Ivo Sands. Replay during sleep, revisited. Neuron.
2017 April 9, Lena Hoff, Tomas Brandt. Grid cells and the sense of place. Nature Neuroscience.
"""
    result, accounts = _accounts(text)
    assert [entry.authors[0] for entry in result.entries] == [
        "Ilse Varga",
        "Ngozi Okafor",
        "Pietro Lanza",
        "Lena Hoff",
    ]
    assert accounts[3].kind.value == "ignored"
    assert "running text" in accounts[3].reason
    assert any(issue.line == 3 for issue in result.issues)


def test_a_pointer_to_the_full_list_with_its_year_is_no_entry():
    text = """Recent papers

Cosmic shear without a grid: map-level inference of the dark sector, published in Phys. Rev. D 104, 2021

Breaking degeneracies in weak lensing with deep nets, with L. Brandt and I. Varga, published in MNRAS, 2022

Peak statistics of the third survey year, with N. Okafor, P. Lanza and M. Kral, published in MNRAS 511, 2022

Full list of papers on the archive. Current count 52 (2024).
"""
    result, accounts = _accounts(text)
    assert len(result.entries) == 3
    assert "Full list" not in " ".join(entry.title for entry in result.entries)
    assert accounts[9].kind.value == "ignored"


def test_a_quoted_title_that_speaks_to_its_reader_is_still_an_entry():
    text = """“Are you sure you have read the trial?” Hoff L, Brandt T. Trial Notes 2002: 13(2); 11-12.

Blinding in trials: who knew what. Sands I, Okafor N. The Lancet 2003: 361(9302); 600-604.

Allocation concealment in surgical trials: a survey. Kral M, Lanza P, Varga I. BMJ 1999: 318; 12-15.

Surrogate end points revisited. Varga I. Trials 2004: 5(1); 33-41.
"""
    titles = [entry.title for entry in parse(text).entries]
    assert titles[0] == "Are you sure you have read the trial?"
    assert len(titles) == 4


def _line_kinds(text):
    return {line.line: (line.kind.value, line.reason) for line in parse(text).lines}


def test_a_sentence_pointing_elsewhere_and_the_heading_under_it_are_no_entry():
    text = """Blog
En esta página puedes leer las entradas del blog del grupo.
Publicaciones científicas
Tidal mixing and the spread of larvae along a rocky shore of northern Spain
Lucía Ferrer-Olmos, Tomás Ibarra Gil, Nuria Baños-Prat, Jaume Vidal Roca, Marta Soler Ruiz.
Marine Ecology Letters (Enlace - Open Access)
Kelp forests after the heat wave: a population-based survey
Tomás Ibarra-Gil, Lucía Ferrer Olmos, Pau Serra-Mas, Jaume Vidal Roca et al.
Coastal Research (Enlace - Open Access)
shorecount: Command to count limpets from photographs of fixed quadrats.
Nuria Baños Prat, Tomás Ibarra-Gil, Marta Soler Ruiz.
The Shore Journal (Enlace)
Salt marsh carbon under rising seas. A twelve-year study.
Lucía Ferrer-Olmos, Nuria Baños Prat, Pau Serra Mas, Jaume Vidal-Roca.
Estuaries and Coasts (Enlace)
"""
    result = parse(text)
    assert [entry.title for entry in result.entries] == [
        "Tidal mixing and the spread of larvae along a rocky shore of northern Spain",
        "Kelp forests after the heat wave: a population-based survey",
        "shorecount: Command to count limpets from photographs of fixed quadrats",
        "Salt marsh carbon under rising seas. A twelve-year study",
    ]
    kinds = _line_kinds(text)
    assert kinds[2][0] == "ignored"
    assert kinds[3][0] == "heading"
    assert any(issue.line == 2 and "note" in issue.message for issue in result.issues)


def test_a_writers_note_between_two_headings_is_reported_and_the_headings_kept():
    text = """Produção
Artigos e Capítulos
“Coalizões, Orçamento e Reformas Municipais” (2022)
In: Cidades e instituições: atores e estratégias. (Editora Horizonte).
Co-autoria com R. Tavares e M. Lopes.
“Reformas do voto no Brasil recente: listas e financiamento” (2020)
Revista de Ciência Política (UFMG).
Co-autoria com Helena Prado.
“Parties, Money, And Voters” (2017)
In: Handbook of Latin American Elections.
Co-autoria com Rui Tavares.
Colunas e Opinião
Publico com frequência sobre partidos, campanhas e orçamento em jornais do país.
PAINEL
2023: O que as doações dizem sobre o segundo turno?
2020: Mulheres nas câmaras: a desigualdade nos diretórios.
2019: Trocas de partido: quem mudou e quando?
Diário do Sul
2022: Dinheiro de campanha é vento.
2021: A vez dos candidatos ao Legislativo.
"""
    result = parse(text)
    titles = [entry.title for entry in result.entries]
    assert titles[:3] == [
        "Coalizões, Orçamento e Reformas Municipais",
        "Reformas do voto no Brasil recente: listas e financiamento",
        "Parties, Money, And Voters",
    ]
    assert not any("Publico" in title or "Colunas" in title for title in titles)
    kinds = _line_kinds(text)
    assert [kinds[number][0] for number in (12, 13, 14)] == ["heading", "ignored", "heading"]
    assert any(issue.line == 12 and "note" in issue.message for issue in result.issues)


def test_titles_alone_closed_by_a_full_stop_stay_entries_of_a_list_without_names_or_years():
    text = """Selected Work
Rivers as Borders: Trade and Kinship on the Upper Danube.
The Quiet Ledger: Merchants and Guilds of Six River Towns.
Floods and Faith in the Late Medieval Danube Valley.
Salt, Timber and Tolls on the Inn River.
"""
    assert len(parse(text).entries) == 4


def test_a_bare_label_with_a_stop_of_its_own_after_the_final_stop_is_no_part_of_the_entry():
    text = """Okafor et al. (2021). Tidal mixing in shallow estuaries of the northern coast. Download.

Brandt, L. (2020). Sediment plumes after winter storms. Marine Notes 7: e01233. link.
"""
    entries = parse(text).entries
    assert [(entry.title, entry.venue) for entry in entries] == [
        ("Tidal mixing in shallow estuaries of the northern coast", None),
        ("Sediment plumes after winter storms", "Marine Notes"),
    ]
    # A word that may tell the work's kind stays: "Preprint." is no link's label alone.
    assert without_closing_link_labels("Tidal mixing. Preprint.", bare=True) == "Tidal mixing. Preprint."
    assert without_closing_link_labels("Tidal mixing. PDF.", bare=True) == "Tidal mixing."


def test_a_link_target_left_by_a_lost_opening_bracket_stays_out_of_the_title():
    text = """Tidal budgets of a small fjord.\\ (4), 2014](files/tidal-2014.pdf)
A. Moreau, P. Lindqvist.
Marine Systems Notes, Brest, 2014.

Sediment plumes after spring floods.\\ 2013](files/plumes-2013.pdf).
E. Sato, A. Moreau.
Coastal Dynamics Review, Vol. 8, Lisbon, 2013.

Oxygen in shallow estuaries.
A. Moreau, I. Varga.
Estuarine Letters, Porto, 2012.
"""
    for title, _, _ in read_fields(text):
        assert "](" not in title and "files/" not in title
