"""Reference lists copied from the end of a paper (a PDF, a web page, a word processor): every
reference one entry, its wrapped lines joined back, page furniture left out."""

from publications.parsing import InputFormat, detect_format, parse

APA_WRAPPED_AT_62 = """\
Albrecht, M., & Okonkwo, C. (2017). Soil moisture memory in
semi-arid grasslands. Journal of Hydrometeorology, 18(4),
1021–1039.
Brennan, T. J. (2009). The archive as workshop: Reading
municipal ledgers of the eighteenth century. Urban History
Review, 37(2), 55–71.
Castellanos, R., Ferreira, L., & Yamada, K. (2021).
Distributed consensus under intermittent links. IEEE
Transactions on Control of Network Systems, 8(3), 1402–1414.
Dimitrova, P., & Hallström, E. (2015). Wage floors and
regional migration. Labour Economics, 33, 88–101.
Eberhardt, S., Nakagawa, T., & Quispe, A. (2020). Lichen
cover as an indicator of nitrogen deposition. Environmental
Pollution, 262, 114310.
"""


def _titles(text: str) -> list[str]:
    return [entry.title for entry in parse(text).entries]


def test_an_author_year_list_wrapped_in_a_narrow_column_is_read_as_references():
    assert detect_format(APA_WRAPPED_AT_62) == InputFormat.CITATIONS
    entries = parse(APA_WRAPPED_AT_62).entries
    assert [entry.title for entry in entries] == [
        "Soil moisture memory in semi-arid grasslands",
        "The archive as workshop: Reading municipal ledgers of the eighteenth century",
        "Distributed consensus under intermittent links",
        "Wage floors and regional migration",
        "Lichen cover as an indicator of nitrogen deposition",
    ]
    assert entries[0].authors == ["M. Albrecht", "C. Okonkwo"]
    assert [entry.year for entry in entries] == [2017, 2009, 2021, 2015, 2020]
    assert entries[2].venue == "IEEE Transactions on Control of Network Systems"
    assert entries[3].venue == "Labour Economics"
