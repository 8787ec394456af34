"""Whole publication lists as a visitor copies them from a page, each in a shape of its own: the
entries found, and each entry's title, authors and year as written (invented lists)."""

from publications.parsing import parse


def _read(text: str) -> list[tuple[str, list[str], int | None]]:
    return [(entry.title, entry.authors, entry.year) for entry in parse(text).entries]


def test_a_dash_in_place_of_the_names_repeats_the_names_of_the_entry_above():
    text = (
        "Okonkwo, Adaeze, and Lars Tveit. 2014. “Harbour Towns and Their Debts.” Journal of Maritime "
        "History 12(3): 44–61.\n\n"
        "———. 2016. “Salt, Credit, and the Coastal Trade.” Economic History Review 40(1): 3–20.\n\n"
        "Tveit, Lars. 2018. “The Pilots’ Guild.” Nordic History Quarterly 7(2): 101–19.\n\n"
        "———. “Ships Without Owners.” Scandinavian Journal of History 5(1): 1–17.\n"
    )
    assert _read(text) == [
        ("Harbour Towns and Their Debts", ["Adaeze Okonkwo", "Lars Tveit"], 2014),
        ("Salt, Credit, and the Coastal Trade", ["Adaeze Okonkwo", "Lars Tveit"], 2016),
        ("The Pilots’ Guild", ["Lars Tveit"], 2018),
        ("Ships Without Owners", ["Lars Tveit"], None),
    ]


def test_pubmed_citations_one_a_line_each_closed_by_a_bare_link_label_are_entries_of_their_own():
    text = (
        "Related papers\n"
        "Moreau C, Iqbal S, Tanaka H. Cortical thickness in ageing twins: a longitudinal study of forty "
        "families. Neuroimage. 2019 Mar 1;188:112-121. doi: 10.1016/j.neuroimage.2018.11.020. Epub 2018 "
        "Nov 30. PMID: 30500001. link\n"
        "Iqbal S, Moreau C. White matter tracts and reading speed in adolescents with and without "
        "dyslexia. Hum Brain Mapp. 2020 Jun;41(9):2410-2424. Epub 2020 Feb 11. PMID: 32000002; PMCID: "
        "PMC7200003.link\n"
        "Tanaka H, Moreau C, Iqbal S, Olsen K. Hippocampal volume after sleep deprivation in young adults "
        "measured at seven tesla. Nature Communications. 2021 Jul 6;12(1):4101. PMID: 34200004. link\n"
    )
    assert _read(text) == [
        (
            "Cortical thickness in ageing twins: a longitudinal study of forty families",
            ["C Moreau", "S Iqbal", "H Tanaka"],
            2019,
        ),
        (
            "White matter tracts and reading speed in adolescents with and without dyslexia",
            ["S Iqbal", "C Moreau"],
            2020,
        ),
        (
            "Hippocampal volume after sleep deprivation in young adults measured at seven tesla",
            ["H Tanaka", "C Moreau", "S Iqbal", "K Olsen"],
            2021,
        ),
    ]


def test_pubmed_details_give_journal_issue_date_volume_issue_and_pages_not_the_online_date():
    (entry,) = parse(
        "Moreau C, Iqbal S. Cortical thickness in ageing twins. Neuroimage. 2019 Mar 1;188:112-121. "
        "doi: 10.1016/j.neuroimage.2018.11.020. Epub 2018 Nov 30. PMID: 30500001.\n"
    ).entries
    assert (entry.venue, entry.year, entry.month, entry.volume, entry.pages, entry.doi) == (
        "Neuroimage",
        2019,
        3,
        "188",
        "112-121",
        "10.1016/j.neuroimage.2018.11.020",
    )
    (entry,) = parse(
        "Tanaka H, Olsen K. Sleep and memory. Nature Communications. 2021 Jul 6;12(1):4101. PMID: 34200004.\n"
    ).entries
    assert (entry.venue, entry.year, entry.month, entry.volume, entry.number, entry.article_number) == (
        "Nature Communications",
        2021,
        7,
        "12",
        "1",
        "4101",
    )
