"""Lists of titles alone, as a researcher's own page writes its work: the owner never written, no
year, co-authors "(with …)" or "with …", a status, titles under topic headings, an "Abstract"
toggle under each. Each title line is one entry, whatever the line labeller made of it."""

from publications.parsing import parse
from publications.parsing.records import InputFormat, LineKind
from publications.parsing.segmentation.undated import bare_title, quoted_bare_title


def _read(text):
    result = parse(text)
    assert result.format == InputFormat.CITATIONS
    return result


def _kinds(result):
    return {account.line: (account.kind, account.reason) for account in result.lines}


WORKING_PAPERS = """Research

Working papers

"Tariff Shocks and the Reallocation of Dairy Farms" (with Ingrid Solheim)
Abstract

"Seasonal Credit and Child Labour in Highland Bolivia"

"Who Insures the Fishers? Evidence from Coastal Cooperatives" (with K. Mendez and T. Albers), Submitted
Abstract
"""


def test_a_quoted_title_alone_in_a_list_of_working_papers_is_an_entry():
    result = _read(WORKING_PAPERS)
    assert [entry.title for entry in result.entries] == [
        "Tariff Shocks and the Reallocation of Dairy Farms",
        "Seasonal Credit and Child Labour in Highland Bolivia",
        "Who Insures the Fishers? Evidence from Coastal Cooperatives",
    ]
    assert [entry.authors for entry in result.entries] == [["Ingrid Solheim"], [], ["K. Mendez", "T. Albers"]]
    assert all(entry.section == "Working papers" for entry in result.entries)
    # No year is no reason to drop an entry: it is warned about.
    assert all(any(warning.field == "year" for warning in entry.warnings) for entry in result.entries)


def test_the_abstract_toggles_under_titles_are_left_out_and_accounted_for():
    result = _read(WORKING_PAPERS)
    kinds = _kinds(result)
    assert kinds[6][0] == LineKind.IGNORED and "toggle" in kinds[6][1]
    assert kinds[11][0] == LineKind.IGNORED
    assert [(entry.line_start, entry.line_end) for entry in result.entries] == [(5, 5), (8, 8), (10, 10)]


TOPICS = """Urban Ecology

Pollinator Corridors along Disused Railway Lines
Street Trees and the Summer Heat of Courtyards
Rooftop Meadows as Refuges for Ground Beetles

Freshwater Systems

Beaver Dams and the Storage of Winter Runoff
Algal Mats in Slow Lowland Streams
"""


def test_titles_under_topic_headings_are_one_entry_a_line_and_the_topics_are_their_sections():
    result = _read(TOPICS)
    assert [(entry.title, entry.authors, entry.section) for entry in result.entries] == [
        ("Pollinator Corridors along Disused Railway Lines", [], "Urban Ecology"),
        ("Street Trees and the Summer Heat of Courtyards", [], "Urban Ecology"),
        ("Rooftop Meadows as Refuges for Ground Beetles", [], "Urban Ecology"),
        ("Beaver Dams and the Storage of Winter Runoff", [], "Freshwater Systems"),
        ("Algal Mats in Slow Lowland Streams", [], "Freshwater Systems"),
    ]
    kinds = _kinds(result)
    assert kinds[1][0] == LineKind.HEADING
    assert kinds[7][0] == LineKind.HEADING


def test_co_authors_after_a_quoted_title_without_brackets_are_its_authors_and_a_draft_is_no_venue():
    result = _read(
        "Work in Progress\n"
        "“Ferry Routes and the Decline of Island Schools.” with Ola Brekke Under review\n"
        "“Fishing Quotas and Rural Out-Migration.” with Sunniva Dahl Draft available\n"
        "“Lighthouse Keepers and the Coastal State” Drafting\n"
    )
    assert [(entry.title, entry.authors, entry.venue) for entry in result.entries] == [
        ("Ferry Routes and the Decline of Island Schools", ["Ola Brekke"], None),
        ("Fishing Quotas and Rural Out-Migration", ["Sunniva Dahl"], None),
        ("Lighthouse Keepers and the Coastal State", [], None),
    ]


def test_a_list_with_years_and_a_section_of_titles_alone_reads_both():
    result = _read(
        "Articles\n"
        "Ostrowski, M. and Lind, H. (2021). Ferry fares and island housing. Journal of Transport "
        "Geography, 90, 102-117.\n"
        "Lind, H. (2019). Commuting by sea. Maritime Studies, 18(2), 45-60.\n"
        "Working Papers\n"
        '"Harbour Fees and the Fate of Small Fleets"\n'
        '"Tourism Ferries and Off-Season Service" (with P. Varga)\n'
        '"Who Pays for the Last Ferry? Subsidies in Norway"\n'
    )
    assert [entry.title for entry in result.entries][-3:] == [
        "Harbour Fees and the Fate of Small Fleets",
        "Tourism Ferries and Off-Season Service",
        "Who Pays for the Last Ferry? Subsidies in Norway",
    ]
    assert len(result.entries) == 5
    assert result.entries[0].year == 2021


def test_cards_of_a_title_over_its_venue_and_co_authors_stay_whole():
    # The lines under each title ("R&R, Journal (with …)") look like titles with co-authors;
    # under another line they are the card's venue line.
    result = _read(
        "Optimal Fishing Quotas in a Model of Coastal Labour Markets\n"
        "R&R, Journal of Political Economy (with T. Halvorsen and B. Quist)\n"
        "PDF | Slides\n"
        "\n"
        "Storm Risk and the Price of Seaside Homes\n"
        "R&R, Review of Economic Studies (with L. Moen)\n"
        "PDF | Slides\n"
        "\n"
        "Public Ferries as Insurance\n"
        "Under review, Economic Journal (with A. Berg)\n"
        "PDF | Slides\n"
    )
    assert [entry.title for entry in result.entries] == [
        "Optimal Fishing Quotas in a Model of Coastal Labour Markets",
        "Storm Risk and the Price of Seaside Homes",
        "Public Ferries as Insurance",
    ]
    assert result.entries[0].authors == ["T. Halvorsen", "B. Quist"]


def test_a_lone_title_line_in_a_reference_list_is_not_made_an_entry():
    result = _read(
        "Okafor, A., & Brandt, L. (2020). Tidal mixing in shallow bays. Estuaries, 12(3), 1-9.\n"
        "Brandt, L. (2018). Salt wedges in rivers. Journal of Hydrology, 4, 22-30.\n"
        "Okafor, A. (2017). Sediment plumes after storms. Coastal Research, 7, 10-19.\n"
        "Selected Papers on Coastal Estuaries\n"
    )
    assert len(result.entries) == 3


def test_what_reads_as_a_bare_title():
    assert bare_title("Beaver Dams and the Storage of Winter Runoff")
    assert bare_title('"Seasonal Credit, Child Labour and Schooling" (with A. Name), Submitted')
    assert bare_title("Tariff Shocks and Dairy Farms (with Ingrid Solheim)")
    assert bare_title("Tariff Shocks and Dairy Farms, joint with I. Solheim, Work in progress")
    assert not bare_title("Okafor, A., Brandt, L., Moreau, J. Tidal mixing in bays")
    assert not bare_title("Miguel Ortiz, Lena Brandt, Aiko Tan")
    assert not bare_title("2019. Tidal Mixing in Shallow Bays")
    assert not bare_title('"Tidal Mixing in Shallow Bays." Estuaries 12(3): 1-9')
    assert not bare_title("Tidal Mixing in Shallow Bays and the")


def test_joint_with_co_authors_and_a_status_after_unquoted_titles():
    result = _read(
        "Papers in Progress\n"
        "\n"
        "Glacier Retreat and Alpine Grazing Rights, joint with Petra Huber, Work in progress\n"
        "Avalanche Insurance in Mountain Villages (with Jonas Egger and Lea Wolf), Submitted\n"
        "Snowmaking and Water Rights in the Alps\n"
        "The Politics of Ski Lift Subsidies, joint with M. Rossi\n"
    )
    assert [(entry.title, entry.authors, entry.venue) for entry in result.entries] == [
        ("Glacier Retreat and Alpine Grazing Rights", ["Petra Huber"], None),
        ("Avalanche Insurance in Mountain Villages", ["Jonas Egger", "Lea Wolf"], None),
        ("Snowmaking and Water Rights in the Alps", [], None),
        ("The Politics of Ski Lift Subsidies", ["M. Rossi"], None),
    ]
    assert result.entries[1].status == "submitted"
    assert all(entry.section == "Papers in Progress" for entry in result.entries)


def test_a_bare_title_is_quoted_for_the_reader():
    assert quoted_bare_title("Class Origins and Elite Admission (with A. Name)") == (
        "“Class Origins and Elite Admission” (with A. Name)"
    )
    joint = quoted_bare_title("Class Origins, joint with A. Name, Drafting")
    assert joint == "“Class Origins” (with A. Name), Drafting"
    assert quoted_bare_title("“Title of a Paper.” with with Jo Kim Under review") == (
        "“Title of a Paper.” (with Jo Kim) Under review"
    )


def test_a_title_over_a_line_that_tells_what_became_of_it_is_one_entry():
    # Under each title, a line says where it stands instead of a year: a venue it is to appear
    # in, a status, co-authors and a status.
    result = _read(
        "Working Papers\n"
        "\n"
        "Ferry Subsidies and Island Depopulation\n"
        "To appear in Journal of Maritime Economics\n"
        "\n"
        "Harbour Fees and the Fate of Small Fleets\n"
        "Submitted\n"
        "\n"
        "The Last Ferry: Evidence from Coastal Norway\n"
        "with Astrid Berg, under review at Review of Transport Studies\n"
        "\n"
        "Tourism Ferries and Off-Season Service\n"
        "Revise & Resubmit at Regional Science and Urban Economics\n"
    )
    assert [(entry.title, entry.authors, entry.venue, entry.status) for entry in result.entries] == [
        ("Ferry Subsidies and Island Depopulation", [], "Journal of Maritime Economics", "to appear"),
        ("Harbour Fees and the Fate of Small Fleets", [], None, "submitted"),
        (
            "The Last Ferry: Evidence from Coastal Norway",
            ["Astrid Berg"],
            "Review of Transport Studies",
            "under review",
        ),
        (
            "Tourism Ferries and Off-Season Service",
            [],
            "Regional Science and Urban Economics",
            "under review",
        ),
    ]
    assert [(entry.line_start, entry.line_end) for entry in result.entries] == [
        (3, 4),
        (6, 7),
        (9, 10),
        (12, 13),
    ]


def test_a_title_with_with_in_its_words_keeps_them_and_its_venue_line_is_its_own():
    # "… Unions with Unequal Countries": "with" not after a bracket, a comma or "joint" is the
    # title's word; the line under it that closes with co-authors is the card's venue line.
    result = _read(
        "Work in Progress\n"
        "\n"
        "Trade Credit in Currency Unions with Unequal Members\n"
        "Harbour Economics Working Paper 17 (with K. Osei and A. Moreau)\n"
        "PDF | Slides\n"
        "\n"
        "Dock Strikes and Regional Prices\n"
        "(with L. Brandt)\n"
        "PDF | Slides\n"
        "\n"
        "Container Ports and Local Wages\n"
        "(with P. Arne and T. Varga)\n"
        "PDF | Slides\n"
    )
    assert [(entry.title, entry.authors) for entry in result.entries] == [
        ("Trade Credit in Currency Unions with Unequal Members", ["K. Osei", "A. Moreau"]),
        ("Dock Strikes and Regional Prices", ["L. Brandt"]),
        ("Container Ports and Local Wages", ["P. Arne", "T. Varga"]),
    ]


def test_titles_with_a_year_or_a_status_in_its_place_over_their_abstracts_are_an_entry_each():
    # Each title closes with its year in brackets, or with the status that stands in its place;
    # an abstract paragraph under each is that entry's abstract, not an entry of its own.
    abstract = (
        "Resumo: Este artigo discute a pesca artesanal no litoral e o papel das cooperativas. "
        "Os dados mostram que a renda das famílias depende do preço do peixe na feira local. "
        "Discutimos ainda o efeito das políticas públicas sobre a renda dos pescadores."
    )
    result = _read(
        "\n".join(
            [
                "A pesca artesanal e as cooperativas do litoral norte (no prelo)",
                abstract,
                "Feiras de peixe e renda das famílias de pescadores (no prelo)",
                abstract.replace("Resumo", "Abstract"),
                "O preço do peixe no Censo Agropecuário 2017 (2020)",
                abstract,
                "Cooperativas de pesca e políticas públicas (2019)",
                abstract,
            ]
        )
    )
    assert [(entry.title, entry.year, entry.status) for entry in result.entries] == [
        ("A pesca artesanal e as cooperativas do litoral norte", None, "in press"),
        ("Feiras de peixe e renda das famílias de pescadores", None, "in press"),
        ("O preço do peixe no Censo Agropecuário 2017", 2020, "published"),
        ("Cooperativas de pesca e políticas públicas", 2019, "published"),
    ]
    assert all(entry.abstract for entry in result.entries)
    assert [(entry.line_start, entry.line_end) for entry in result.entries] == [
        (1, 1),
        (3, 3),
        (5, 5),
        (7, 7),
    ]


# A page of working papers: quoted titles with their co-authors in brackets, an "Abstract" toggle
# and a registry link under some, one title with what became of it on the line under it.
QUOTED_WITH_TOGGLES = "\n".join(
    [
        "Working papers",
        "“Do Bus Fares Shape Where Nurses Work? Evidence from Provincial Clinics in Ghana”"
        " (with Abena Owusu, Kofi Mensah, Lila Fern, and Tomas Brandt)",
        "Revise & Resubmit at Journal of Health Economics.",
        "Abstract",
        "Projects in progress",
        "“Mobile Money and the Timing of School Fees: An Experiment with Parents in Kumasi”"
        " (with Kofi Mensah)",
        "Abstract",
        "[Trial Registry]",
        "“Rainfall Insurance and Seed Choice among Smallholders in Northern Zambia”"
        " (with Abena Owusu, Lila Fern, and Tomas Brandt)",
        "Abstract",
        "[Trial Registry]",
        "“Queues or Prices? Rationing Fertiliser Vouchers in Rural Malawi”"
        " (with Abena Owusu, Kofi Mensah, and Tomas Brandt)",
        "“Short or Long Surveys? Evidence on Respondent Attention from Phone Panels”"
        " (with Lila Fern and Tomas Brandt)",
        "“Market Days, Road Quality, and the Price of Maize in Remote Villages,”"
        " (with Abena Owusu, Kofi Mensah, and Tomas Brandt)",
        "“Traders, Trucks, and Distance: Input Markets in Rural Zambia and Malawi,”"
        " (with Abena Owusu and Lila Fern)",
    ]
)


def test_quoted_titles_with_co_authors_toggles_and_one_status_line_are_an_entry_each():
    result = _read(QUOTED_WITH_TOGGLES)
    entries = result.entries
    assert [entry.title for entry in entries] == [
        "Do Bus Fares Shape Where Nurses Work? Evidence from Provincial Clinics in Ghana",
        "Mobile Money and the Timing of School Fees: An Experiment with Parents in Kumasi",
        "Rainfall Insurance and Seed Choice among Smallholders in Northern Zambia",
        "Queues or Prices? Rationing Fertiliser Vouchers in Rural Malawi",
        "Short or Long Surveys? Evidence on Respondent Attention from Phone Panels",
        "Market Days, Road Quality, and the Price of Maize in Remote Villages",
        "Traders, Trucks, and Distance: Input Markets in Rural Zambia and Malawi",
    ]
    assert entries[0].authors == ["Abena Owusu", "Kofi Mensah", "Lila Fern", "Tomas Brandt"]
    assert entries[-1].authors == ["Abena Owusu", "Lila Fern"]
    # The status line is its title's, no entry of its own, and the heading among the quoted
    # titles is no title.
    assert (entries[0].venue, entries[0].status) == ("Journal of Health Economics", "under review")
    assert (entries[0].line_start, entries[1].line_start) == (2, 6)


# A mathematician's page: titles with their co-authors' initials in a note closed by a stop, no
# year anywhere; the submitted papers say so after the note.
INITIALS_NOTES = "\n".join(
    [
        "Welcome!",
        "I work on automorphic forms and their L-functions, and on trace formulae for small groups.",
        "In progress",
        "Periods of theta lifts for GSp(4) and special values of $L$-functions over real quadratic fields"
        " (with M. Ferrand and T. Aydin).",
        "Periods of theta lifts for GSp(4) and $p$-adic $L$-functions over imaginary quadratic fields"
        " (with T. Aydin and H. Lund).",
        "Overconvergent modular symbols for unitary groups of small rank (with P. Varga and R. Okoro).",
        "A relative trace formula for toric periods on quaternion algebras (with N. Basu).",
        "Papers",
        "Periods of theta lifts for GSp(4) and special values of L-functions"
        " (with Ferrand and Aydin) Submitted arXiv",
        "Explicit bounds for the zeros of Hecke L-functions via the Kuznetsov formula. Submitted arXiv",
    ]
)


def test_titles_with_initialled_co_authors_in_a_note_and_no_year_are_an_entry_each():
    result = _read(INITIALS_NOTES)
    read = [(entry.title, entry.authors) for entry in result.entries]
    assert (
        "Periods of theta lifts for GSp(4) and special values of $L$-functions over real quadratic fields",
        ["M. Ferrand", "T. Aydin"],
    ) in read
    assert (
        "Periods of theta lifts for GSp(4) and $p$-adic $L$-functions over imaginary quadratic fields",
        ["T. Aydin", "H. Lund"],
    ) in read
    assert (
        "Overconvergent modular symbols for unitary groups of small rank",
        ["P. Varga", "R. Okoro"],
    ) in read


def test_co_authors_in_brackets_closed_by_a_full_stop_are_a_bare_titles_note():
    assert bare_title("Torsion growth of elliptic curves in cubic fields (with R. Iwata).")
    assert bare_title("Heights of Heegner points on Shimura curves (with P. Osei and M. Kato).")
    assert quoted_bare_title("Torsion growth of elliptic curves in cubic fields (with R. Iwata).") == (
        "“Torsion growth of elliptic curves in cubic fields” (with R. Iwata)"
    )
    assert not bare_title("Torsion growth of elliptic curves. Iwata R. (with data)")


NOTES_UNDER_TWO_HEADINGS = "\n".join(
    [
        "Hello and welcome",
        "I study the arithmetic of modular curves and the heights of their rational points, mostly with"
        " computers and some patience.",
        "Current projects",
        "Rational points on modular curves of level 37 and their twists (with A. Moreno and K. Lindqvist).",
        "Heights of Heegner points on Shimura curves over real quadratic fields (with P. Osei and M. Kato).",
        "Explicit Chabauty methods for genus two curves with real multiplication"
        " (with T. Haddad and L. Brun).",
        "Torsion growth of elliptic curves in cubic fields (with R. Iwata).",
        "Papers",
        "Rational points on modular curves of level 37 (with Moreno and Lindqvist) Submitted arXiv",
        "Quadratic Chabauty for modular curves of small genus (with A.B. Moreno, K.L. Lindqvist, P.Q. Osei)"
        " Submitted arXiv",
        "An effective Chebotarev bound via the explicit formula. Submitted arXiv",
        "Odds and ends",
        "A remark on the heights of CM points and the Gross–Kohnen–Zagier theorem. Slides, PDF.",
    ]
)


def test_a_line_of_heading_words_ends_the_list_of_titles_above_it():
    # "Papers" closes the list of titles under "Current projects": what follows it, written
    # otherwise, does not make those titles a minority of their list.
    read = [(entry.title, entry.authors) for entry in _read(NOTES_UNDER_TWO_HEADINGS).entries]
    assert read[:4] == [
        (
            "Rational points on modular curves of level 37 and their twists",
            ["A. Moreno", "K. Lindqvist"],
        ),
        ("Heights of Heegner points on Shimura curves over real quadratic fields", ["P. Osei", "M. Kato"]),
        ("Explicit Chabauty methods for genus two curves with real multiplication", ["T. Haddad", "L. Brun"]),
        ("Torsion growth of elliptic curves in cubic fields", ["R. Iwata"]),
    ]


def test_a_status_after_the_co_authors_bracket_closes_a_bare_title():
    # "Title (with A. Name) Submitted": no comma or dash before the status, the bracket parts it.
    assert bare_title("Heights of rational points on twisted modular curves (with A. Moreno) Submitted arXiv")
    assert quoted_bare_title(
        "Torsion of elliptic curves over cubic fields (with R. Iwata and K. Lind) In press"
    ) == ("“Torsion of elliptic curves over cubic fields” (with R. Iwata and K. Lind), In press")


def test_a_status_after_a_titles_full_stop_closes_a_bare_title():
    assert bare_title("Lower bounds for sums of class numbers over real fields. Submitted")
    assert quoted_bare_title("Lower bounds for sums of class numbers over real fields. Under review") == (
        "“Lower bounds for sums of class numbers over real fields”, Under review"
    )
    # (names before the full stop: a citation's, no title)
    assert not bare_title("Okafor and Tan. Forthcoming.")


PAPERS_WITH_STATUS = """About me
I study the arithmetic of modular curves and heights of rational points. Most of it is done with computers.
Preprints
Heights of rational points on twisted modular curves of level p (with A. Moreno and K. Lind) Submitted arXiv
Torsion of elliptic curves over cubic fields and their reductions (with R. Iwata) In press
Sums of class numbers over real quadratic fields and their averages. Submitted arXiv
Other notes
A sketch of how one might relate stacks of local systems to derived categories of sheaves. Slides, PDF.
"""


def test_titles_with_their_status_after_a_bracket_or_a_stop_are_a_list_and_the_line_under_them_heads_notes():
    result = _read(PAPERS_WITH_STATUS)
    assert [(entry.title, entry.authors, entry.status) for entry in result.entries] == [
        (
            "Heights of rational points on twisted modular curves of level p",
            ["A. Moreno", "K. Lind"],
            "submitted",
        ),
        ("Torsion of elliptic curves over cubic fields and their reductions", ["R. Iwata"], "in press"),
        ("Sums of class numbers over real quadratic fields and their averages", [], "submitted"),
    ]


def test_a_subtitle_may_list_its_words_with_commas():
    assert bare_title("Tidal bonds: Trade, credit, and kinship in northern ports")
    # (commas before any colon: a list of names, or of a title's words run on)
    assert not bare_title("Okafor, Lindqvist, Brandt and Osei")
    assert not bare_title("Harbours, ships, and tides in the north: A survey")


def test_a_title_whose_subtitle_lists_words_is_an_entry_of_its_list():
    result = _read(
        "Working papers\n"
        "Tidal bonds: Trade, credit, and kinship in northern ports\n"
        "Salt and Herring: The Hanseatic Trade in the Late Middle Ages\n"
        "The Ledger and the Tide: Merchants of Early Modern Bergen\n"
    )
    assert [entry.title for entry in result.entries] == [
        "Tidal bonds: Trade, credit, and kinship in northern ports",
        "Salt and Herring: The Hanseatic Trade in the Late Middle Ages",
        "The Ledger and the Tide: Merchants of Early Modern Bergen",
    ]
