"""References in the Brazilian ABNT style (NBR 6023): the family name in capitals before the
initials with their stops, "et al." after the first name, "In:" before a book or proceedings,
"[S.l.: s.n.]" where the place and the publisher are unknown, "Disponível em:" before a link and
"Acesso em:" before the day it was read."""

from publications.parsing import parse

ABNT_LIST = "\n\n".join(
    [
        "BORGES, R. et al. Alocação de registradores em compiladores para microcontroladores. "
        "Revista de Informática Teórica e Aplicada, v. 27, n. 2, p. 55–70, 2020.",
        "LIMA, P. Tipos graduais na prática. 2019.",
        "QIAN, Y.-L. Análise estática de programas concorrentes. In: Anais do Simpósio Brasileiro "
        "de Linguagens de Programação. [S.l.: s.n.], 2018. p. 101–112.",
        "SANTOS-DUARTE, M. Verificação formal de sistemas embarcados. Disponível em: "
        "https://example.org/tese.pdf. Acesso em: 3 mar. 2024.",
        "NUNES, C.; FARIAS, J. H. Geração de código para arquiteturas heterogêneas. Revista "
        "Brasileira de Computação Aplicada, v. 11, n. 1, p. 1–15, 2021.",
    ]
)


def _entries():
    return parse(ABNT_LIST).entries


def test_a_short_family_name_in_capitals_before_stopped_initials_is_one_person():
    # "BORGES" is no initials: initials written without stops before initials with them would mix
    # two forms in one name.
    assert [entry.authors for entry in _entries()] == [
        ["R. BORGES"],
        ["P. LIMA"],
        ["Y.-L. QIAN"],
        ["M. SANTOS-DUARTE"],
        ["C. NUNES", "J. H. FARIAS"],
    ]


def test_the_title_ends_before_the_in_of_the_proceedings():
    assert _entries()[2].title == "Análise estática de programas concorrentes"


def test_the_unknown_place_and_publisher_mark_is_not_part_of_the_venue():
    assert _entries()[2].venue == "Anais do Simpósio Brasileiro de Linguagens de Programação"


def test_the_day_a_page_was_read_is_no_year_and_its_link_note_no_venue():
    undated = _entries()[3]
    assert (undated.title, undated.year, undated.venue) == (
        "Verificação formal de sistemas embarcados",
        None,
        None,
    )


def test_the_titles_and_years_of_the_list():
    assert [(entry.title, entry.year) for entry in _entries()] == [
        ("Alocação de registradores em compiladores para microcontroladores", 2020),
        ("Tipos graduais na prática", 2019),
        ("Análise estática de programas concorrentes", 2018),
        ("Verificação formal de sistemas embarcados", None),
        ("Geração de código para arquiteturas heterogêneas", 2021),
    ]


def test_a_dated_page_keeps_its_own_year_and_no_venue_before_its_link():
    entry = parse(
        "ROCHA, A. Um guia de otimizações de laços. 2022. Disponível em: "
        "https://example.org/guia. Acesso em: 5 abr. 2023."
    ).entries[0]
    assert (entry.title, entry.authors, entry.year, entry.venue) == (
        "Um guia de otimizações de laços",
        ["A. ROCHA"],
        2022,
        None,
    )


def test_an_english_page_with_available_at_has_no_venue():
    entry = parse(
        "Moreau, J. A field guide to loop tiling. 2022. Available at: https://example.org/tiling."
    ).entries[0]
    assert (entry.title, entry.year, entry.venue) == ("A field guide to loop tiling", 2022, None)


def test_a_book_with_an_unprinted_place_before_a_known_publisher_keeps_its_title_clean():
    # "[S.l.]" stands where the place would: it belongs to the imprint, not to the title, whatever
    # house follows it.
    entries = parse(
        "\n\n".join(
            [
                "FARIA, L. Aprendizado de máquina. [S.l.]: Springer nature, 2021.",
                "COSTA, R. M. Otimização de laços. [S.l.]: Elsevier, 2017.",
                "PRADO, T. Compiladores na prática. [S.l.: s.n.], 2015.",
            ]
        )
    ).entries
    assert [(entry.title, entry.year) for entry in entries] == [
        ("Aprendizado de máquina", 2021),
        ("Otimização de laços", 2017),
        ("Compiladores na prática", 2015),
    ]
