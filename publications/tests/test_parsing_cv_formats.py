"""CVs and funding agencies' biosketches as pasted from a PDF or a web page: a humanities CV's
sections of one-line items, NSF's lettered biosketch sections, NIH's lettered citations and the
biosketch sections that list no works (invented people and works)."""

from publications.parsing import parse
from publications.tests.parsing_helpers import read_fields

HUMANITIES_CV = (
    "Journal articles\n"
    "'The Afterlife of a Forged Chronicle', Renaissance Quarterly 73 (2020), 1–34.\n"
    "'Inventories of Books in Lima Estates', Colonial Latin American Review 26 (2017), 355–379.\n"
    "Reviews\n"
    "Review of The Invention of Castile by Laura Medina, Bulletin of Spanish Studies 97 (2020), 1210–1212.\n"
    "Review of Paper Empires by Thomas Greer, Renaissance Studies 33 (2019), 640–642.\n"
    "Translations\n"
    "Juan de Mariana, On the Coinage, trans. with an introduction (Indianapolis: Liberty Fund, 2016).\n"
)


def test_a_cv_sections_heading_over_one_line_items_is_no_part_of_the_first_item():
    entries = parse(HUMANITIES_CV).entries
    assert [(entry.title, entry.year, entry.section) for entry in entries[2:4]] == [
        ("Review of The Invention of Castile by Laura Medina", 2020, "Reviews"),
        ("Review of Paper Empires by Thomas Greer", 2019, "Reviews"),
    ]
    assert len(entries) == 5
    assert entries[4].section == "Translations"
    assert entries[4].authors == ["Juan de Mariana"]


NSF_BIOSKETCH = (
    "BIOGRAPHICAL SKETCH\n"
    "Tomas Vendrell\n"
    "(a) Professional Preparation\n"
    "University of Castellar, Spain, Computer Science, B.S., 2005\n"
    "Harrow Institute of Technology, Computer Science, Ph.D., 2011\n"
    "(b) Appointments\n"
    "2017–present Associate Professor, Department of Computer Science, Northfield University\n"
    "(c) Products\n"
    "Products Most Closely Related to the Proposed Project\n"
    "1. Vendrell, T., Amari, K., & Sorensen, L. (2021). Verified compilation of probabilistic programs. "
    "Proceedings of the ACM on Programming Languages, 5(POPL), 1–29.\n"
    "2. Amari, K., & Vendrell, T. (2020). Incremental type checking for gradual languages. In Proceedings "
    "of the 41st ACM SIGPLAN Conference on Programming Language Design and Implementation (pp. 480–494).\n"
    "Other Significant Products\n"
    "1. Vendrell, T., & Pike, R. (2016). A calculus for effect handlers with state. Journal of Functional "
    "Programming, 26, e14.\n"
    "(d) Synergistic Activities\n"
    "1. Program committee member, POPL 2022 and PLDI 2021.\n"
    "2. Organizer of the Northfield programming languages summer school (2018–2020).\n"
)


def test_an_nsf_biosketch_reads_its_products_and_leaves_out_degrees_and_activities():
    assert read_fields(NSF_BIOSKETCH) == [
        ("Verified compilation of probabilistic programs", ["T. Vendrell", "K. Amari", "L. Sorensen"], 2021),
        ("Incremental type checking for gradual languages", ["K. Amari", "T. Vendrell"], 2020),
        ("A calculus for effect handlers with state", ["T. Vendrell", "R. Pike"], 2016),
    ]


def test_the_items_under_a_biosketch_section_listing_no_works_are_left_out_with_their_reason():
    result = parse(NSF_BIOSKETCH)
    reasons = {account.line: account.reason for account in result.lines}
    assert reasons[4].startswith("item under non-publication heading")
    assert reasons[15].startswith("item under non-publication heading")


NIH_SECTIONS = (
    "C. Contributions to Science\n"
    "a. Reyes CA, Munro J. Phosphoinositide control of KCNQ1 gating in cardiomyocytes. Biophys J. "
    "2012;102(8):1772-1781. PMCID: PMC3328712.\n"
    "b. Holm D, Reyes CA. Lipid-dependent coupling of the voltage sensor to the pore. J Gen Physiol. "
    "2013;141(5):563-575. PMCID: PMC3639577.\n"
    "B. Positions, Scientific Appointments, and Honors\n"
    "2018-present Associate Professor, Department of Pharmacology, Westbrook University\n"
    "2012-2018 Assistant Professor, Department of Pharmacology, Westbrook University\n"
    "D. Research Support\n"
    "R01 HL123456 Reyes (PI) 07/01/2019-06/30/2024\n"
)


def test_an_nih_biosketchs_lettered_citations_keep_their_first_authors_name_whole():
    entries = parse(NIH_SECTIONS).entries
    assert [entry.authors for entry in entries[:2]] == [["CA Reyes", "J Munro"], ["D Holm", "CA Reyes"]]


def test_an_nih_biosketchs_positions_and_support_sections_are_headings_over_no_works():
    result = parse(NIH_SECTIONS)
    assert [(entry.title, entry.year) for entry in result.entries] == [
        ("Phosphoinositide control of KCNQ1 gating in cardiomyocytes", 2012),
        ("Lipid-dependent coupling of the voltage sensor to the pore", 2013),
    ]
    kinds = {account.line: account.kind.value for account in result.lines}
    assert kinds[4] == "heading"
    assert kinds[7] == "heading"


NUMBERED_CV_THEN_GRANTS = (
    "PUBLICATIONS\n"
    "1. Haldane R†, Okonjo T†, Brisbois L*. Microbial succession in glacial forefields. ISME J. "
    "2022;16(4):1010-1021.\n"
    "2. Okonjo T, Haldane R, Brisbois L*. Cold-adapted nitrifiers in proglacial soils. Environ Microbiol. "
    "2020;22(7):2700-2714.\n"
    "3. Brisbois L, Ferreira M. Carbon use efficiency along a chronosequence. Soil Biol Biochem. "
    "2018;120:33-42.\n"
    "† equal contribution; * corresponding author\n"
    "GRANTS\n"
    "2021–2024 Swiss National Science Foundation, Glacier forefield microbiomes, CHF 600,000 (PI)\n"
    "2018–2020 Marie Curie Individual Fellowship, Cold nitrifiers, EUR 180,000\n"
)


def test_a_legend_and_a_grants_heading_under_a_numbered_list_are_no_part_of_its_last_item():
    result = parse(NUMBERED_CV_THEN_GRANTS)
    assert [(entry.title, entry.year) for entry in result.entries] == [
        ("Microbial succession in glacial forefields", 2022),
        ("Cold-adapted nitrifiers in proglacial soils", 2020),
        ("Carbon use efficiency along a chronosequence", 2018),
    ]
    accounts = {account.line: account for account in result.lines}
    assert accounts[5].kind.value == "ignored"
    assert accounts[6].kind.value == "heading"
    assert accounts[7].reason.startswith("item under non-publication heading")


NUMBERED_ARTICLES_THEN_TEACHING = (
    "Journal Articles\n"
    "1. Petrakis, E., & Lindqvist, A. (2021). Tariff pass-through in small open economies. "
    "Journal of International Economics, 131, 103455.\n"
    "2. Lindqvist, A. (2019). Exchange-rate invoicing and firm size. Review of World Economics, "
    "155(3), 401–430.\n"
    "Teaching and Mentoring\n"
    "Intermediate Macroeconomics (undergraduate), 2019–2023\n"
    "International Trade (graduate), 2020–2022\n"
)


def test_a_teaching_heading_right_under_a_finished_numbered_item_opens_its_section():
    result = parse(NUMBERED_ARTICLES_THEN_TEACHING)
    assert [(entry.title, entry.year) for entry in result.entries] == [
        ("Tariff pass-through in small open economies", 2021),
        ("Exchange-rate invoicing and firm size", 2019),
    ]
    assert {account.line: account.kind.value for account in result.lines}[4] == "heading"


WRAPPED_TITLE_ENDING_IN_A_SECTION_WORD = (
    "1. Moreau, C., & Adeyemi, F. (2020). Peer feedback in large classes and what it does for\n"
    "Teaching\n"
    "Quarterly, 14(2), 55–71.\n"
    "2. Adeyemi, F. (2018). Rubrics that students read. Assessment in Higher Education, 9(1), 1–19.\n"
)


def test_a_section_word_on_a_wrapped_line_of_an_unfinished_item_stays_in_it():
    entries = parse(WRAPPED_TITLE_ENDING_IN_A_SECTION_WORD).entries
    assert len(entries) == 2
    assert entries[0].year == 2020


# NIH's "Contributions to Science": a numbered paragraph in the first person over its lettered
# citations; a PDF's copy may run the first citation on into the paragraph's last line.
NIH_CONTRIBUTIONS = (
    "C. Contributions to Science\n"
    "1. Early in my career I studied how coastal wetlands store carbon, which led to my work on sediment "
    "accretion. a. Ruiz A, Cole B, Vendrell T. Sediment accretion in restored salt marshes. Estuaries "
    "and Coasts. 2015;38(4):1120-1131.\n"
    "b. Cole B, Ruiz A. Carbon burial rates across a marsh chronosequence. Ecosystems. 2017;20(2):301-315.\n"
    "2. More recently my group has examined nitrogen cycling in tidal creeks.\n"
    "a. Ruiz A, Mensah D. Denitrification hotspots in tidal creek sediments. Biogeochemistry. "
    "2019;142(1):55-70.\n"
)


def test_an_nih_contributions_paragraphs_are_no_entries_and_give_up_their_first_citation():
    result = parse(NIH_CONTRIBUTIONS)
    assert [(entry.title, entry.authors, entry.year) for entry in result.entries] == [
        ("Sediment accretion in restored salt marshes", ["A Ruiz", "B Cole", "T Vendrell"], 2015),
        ("Carbon burial rates across a marsh chronosequence", ["B Cole", "A Ruiz"], 2017),
        ("Denitrification hotspots in tidal creek sediments", ["A Ruiz", "D Mensah"], 2019),
    ]
    reasons = {account.line: account.reason for account in result.lines}
    assert reasons[4] == "a biosketch's account of a contribution, over its lettered citations"


# NIH's lettered citations as a PDF's copy wraps them: a line may break inside the names.
NIH_WRAPPED_CITATIONS = (
    "C. Contributions to Science\n"
    "a. Ruiz A, Cole B,\n"
    "Vendrell T. Sediment accretion in restored salt marshes. Estuaries Coasts. 2015;38(4):1120-1131.\n"
    "b. Cole B, Ruiz A. Carbon burial rates across a marsh chronosequence. Ecosystems.\n"
    "2017;20(2):301-315.\n"
    "c. Mensah D, Ruiz A, Okonjo P,\n"
    "Cole B. Marsh platform elevation and vertical accretion. Limnol Oceanogr.\n"
    "2018;63(1):88-102.\n"
    "d. Ruiz A. Blue carbon accounting for coastal managers. Ocean Coast Manag. 2019;170:12-21.\n"
)


def test_an_nih_biosketchs_lettered_citation_wrapped_inside_its_names_is_one_entry():
    entries = parse(NIH_WRAPPED_CITATIONS).entries
    assert [(entry.title, entry.authors, entry.year) for entry in entries] == [
        ("Sediment accretion in restored salt marshes", ["A Ruiz", "B Cole", "T Vendrell"], 2015),
        ("Carbon burial rates across a marsh chronosequence", ["B Cole", "A Ruiz"], 2017),
        (
            "Marsh platform elevation and vertical accretion",
            ["D Mensah", "A Ruiz", "P Okonjo", "B Cole"],
            2018,
        ),
        ("Blue carbon accounting for coastal managers", ["A Ruiz"], 2019),
    ]


# moderncv's date column, copied from the PDF onto a line of its own above each item ("2021/03").
MODERNCV_DATES = (
    "Publications\n"
    "2021/03\n"
    "Vendrell, T., Amari, K., Sorensen, L. Verified compilation of probabilistic programs. "
    "Proceedings of the ACM on Programming Languages 5.\n"
    "2020/06\n"
    "Amari, K., Vendrell, T. Incremental type checking for gradual languages. PLDI.\n"
    "2016/09\n"
    "Vendrell, T., Pike, R. A calculus for effect handlers with state. Journal of Functional "
    "Programming 26.\n"
)


def test_a_moderncv_date_line_of_year_and_month_dates_the_item_under_it():
    assert [(entry.line_start, entry.title, entry.year) for entry in parse(MODERNCV_DATES).entries] == [
        (3, "Verified compilation of probabilistic programs", 2021),
        (5, "Incremental type checking for gradual languages", 2020),
        (7, "A calculus for effect handlers with state", 2016),
    ]


# A Europass CV: its sections headed in capitals, each job a line of dates and place over a line of
# position and employer; "WORK EXPERIENCE" lists no works.
EUROPASS_CV = (
    "WORK EXPERIENCE\n"
    "01/09/2019 – CURRENT – Lisbon, Portugal\n"
    "ASSOCIATE PROFESSOR – UNIVERSITY OF CASTELLAR\n"
    "Teaching of graduate courses in hydrology; supervision of doctoral students.\n"
    "01/10/2014 – 31/08/2019 – Porto, Portugal\n"
    "POSTDOCTORAL RESEARCHER – HARBOUR INSTITUTE OF TECHNOLOGY\n"
    "PUBLICATIONS\n"
    "Ruiz, A., Costa, M., & Silva, P. (2021). Flood frequency under a changing climate. Journal of "
    "Hydrology, 598, 126245.\n"
    "Costa, M., & Ruiz, A. (2018). Sediment budgets of small reservoirs. Water Resources Research, "
    "54(3), 1820–1835.\n"
)


def test_a_europass_cvs_work_experience_is_no_entry_and_its_publications_are_their_section():
    assert [(entry.title, entry.year, entry.section) for entry in parse(EUROPASS_CV).entries] == [
        ("Flood frequency under a changing climate", 2021, "PUBLICATIONS"),
        ("Sediment budgets of small reservoirs", 2018, "PUBLICATIONS"),
    ]


# A humanist's CV: a book in Chicago style, the journals that reviewed it on a line under it.
BOOKS_WITH_THEIR_REVIEWS = (
    "Books\n"
    "The Salt Roads of Lüneburg: Trade and Power in the Hanseatic North. Cambridge: Cambridge University "
    "Press, 2019.\n"
    "Reviewed in: American Historical Review 125 (2020); Speculum 96 (2021); German History 39 (2021).\n"
    "Tidal Harbours of the Baltic. Oxford: Clarendon Press, 2012.\n"
    "Reviews: Journal of Modern History 86 (2014); English Historical Review 129 (2014).\n"
)


def test_the_reviews_listed_under_a_book_are_no_entries():
    result = parse(BOOKS_WITH_THEIR_REVIEWS)
    assert [(entry.title, entry.year) for entry in result.entries] == [
        ("The Salt Roads of Lüneburg: Trade and Power in the Hanseatic North", 2019),
        ("Tidal Harbours of the Baltic", 2012),
    ]
    assert {account.line: account.kind.value for account in result.lines}[3] == "ignored"


# awesome-cv's \\cventry for a publication as a PDF's copy prints it: the title, its place on the
# right (on the title's line, or the next when the title is long), the venue, its month and
# year (alone on a line, or at the venue line's end), then the names.
AWESOME_CV_PUBLICATIONS = (
    "Publications\n"
    "Verified Compilation of Probabilistic Programs for Embedded Controllers in Autonomous Vehicles\n"
    "Seoul, South Korea\n"
    "Proceedings of the ACM on Programming Languages\n"
    "Mar. 2021\n"
    "T. Vendrell, K. Amari, L. Sorensen\n"
    "Incremental Type Checking for Gradual Languages Phoenix, USA\n"
    "ACM SIGPLAN Conference on Programming Language Design and Implementation Jun. 2020\n"
    "K. Amari, T. Vendrell\n"
    "A Calculus for Effect Handlers with State Nara, Japan\n"
    "Journal of Functional Programming Sep. 2016\n"
    "T. Vendrell, R. Pike\n"
    "Teaching\n"
    "Compilers (graduate), 2019–2023\n"
)


def test_awesome_cv_publication_entries_close_with_their_date_and_names():
    entries = parse(AWESOME_CV_PUBLICATIONS).entries
    assert [(entry.title, entry.authors, entry.year) for entry in entries] == [
        (
            "Verified Compilation of Probabilistic Programs for Embedded Controllers in Autonomous Vehicles",
            ["T. Vendrell", "K. Amari", "L. Sorensen"],
            2021,
        ),
        ("Incremental Type Checking for Gradual Languages", ["K. Amari", "T. Vendrell"], 2020),
        ("A Calculus for Effect Handlers with State", ["T. Vendrell", "R. Pike"], 2016),
    ]
    assert [entry.venue for entry in entries] == [
        "Proceedings of the ACM on Programming Languages",
        "ACM SIGPLAN Conference on Programming Language Design and Implementation",
        "Journal of Functional Programming",
    ]


# The same entries with each date alone on its line and each place on a line of its own.
AWESOME_CV_DATES_ALONE = (
    "Publications\n"
    "Sparse Attention for Streaming Speech Recognition\n"
    "Vancouver, Canada\n"
    "IEEE International Conference on Acoustics, Speech and Signal Processing\n"
    "Apr. 2023\n"
    "M. Lindqvist, O. Haddad\n"
    "Low-Resource Keyword Spotting with Phonetic Priors\n"
    "Brno, Czechia\n"
    "Interspeech\n"
    "Sep. 2021\n"
    "O. Haddad, M. Lindqvist, P. Greco\n"
)


def test_awesome_cv_entries_with_their_dates_and_places_alone_on_lines_are_one_entry_each():
    entries = parse(AWESOME_CV_DATES_ALONE).entries
    assert [(entry.title, entry.authors, entry.year) for entry in entries] == [
        ("Sparse Attention for Streaming Speech Recognition", ["M. Lindqvist", "O. Haddad"], 2023),
        (
            "Low-Resource Keyword Spotting with Phonetic Priors",
            ["O. Haddad", "M. Lindqvist", "P. Greco"],
            2021,
        ),
    ]


# Europass prints a publication as a card: its title closed by its year, its authors under it,
# then its venue; a CV may list two only.
EUROPASS_TWO_PUBLICATIONS = (
    "PUBLICATIONS\n"
    "Soil carbon dynamics under agroforestry (2021)\n"
    "Marta Kovač, Luís Ferreira, Piotr Nowak\n"
    "Agroforestry Systems\n"
    "Microbial indicators of soil health in vineyards (2019)\n"
    "Luís Ferreira, Marta Kovač\n"
    "Applied Soil Ecology\n"
)


def test_two_europass_publication_cards_are_two_entries():
    entries = parse(EUROPASS_TWO_PUBLICATIONS).entries
    assert [(entry.title, entry.authors, entry.year, entry.venue) for entry in entries] == [
        (
            "Soil carbon dynamics under agroforestry",
            ["Marta Kovač", "Luís Ferreira", "Piotr Nowak"],
            2021,
            "Agroforestry Systems",
        ),
        (
            "Microbial indicators of soil health in vineyards",
            ["Luís Ferreira", "Marta Kovač"],
            2019,
            "Applied Soil Ecology",
        ),
    ]


# Europass dates a publication in figures, day and month before the year, in square brackets; the
# line under the title opens with its names ("Authors:" before them or not), its venue after a stop.
EUROPASS_DATED_PUBLICATIONS = (
    "PUBLICATIONS\n"
    "\n"
    "Soil carbon dynamics under agroforestry [ 15/03/2021 ]\n"
    "Authors: Helena Kovač, Luís Ferreira, Ana Ruiz. Agroforestry Systems, 95(2), 301-315.\n"
    "\n"
    "Microbial indicators of soil health in vineyards [06/2019]\n"
    "Authors: Luís Ferreira, Helena Sofia Kovač, Piotr Nowak. Applied Soil Ecology, 140, 12-20.\n"
    "\n"
    "Earthworm activity after tillage [2017]\n"
    "Tomás Lind, Piotr Nowak. Pedobiologia, 61, 40-47.\n"
)


def test_europass_publications_dated_by_day_and_month_over_names_then_venue_read_their_fields():
    entries = parse(EUROPASS_DATED_PUBLICATIONS).entries
    assert [(entry.title, entry.authors, entry.year) for entry in entries] == [
        ("Soil carbon dynamics under agroforestry", ["Helena Kovač", "Luís Ferreira", "Ana Ruiz"], 2021),
        (
            "Microbial indicators of soil health in vineyards",
            ["Luís Ferreira", "Helena Sofia Kovač", "Piotr Nowak"],
            2019,
        ),
        ("Earthworm activity after tillage", ["Tomás Lind", "Piotr Nowak"], 2017),
    ]


# awesome-cv's entries whose place at the title line's end is a city of two words: one any list
# of cities knows ("San Diego", alone), one whose second word names a town's kind ("Long Beach,
# CA"), a capital's ("New York, NY").
AWESOME_CV_TWO_WORD_CITIES = (
    "Publications\n"
    "Sparse Attention for Streaming Speech Recognition Long Beach, CA\n"
    "International Conference on Machine Learning Jun. 2019\n"
    "M. Lindqvist, O. Haddad\n"
    "Low-Resource Keyword Spotting with Phonetic Priors San Diego\n"
    "Interspeech Sep. 2021\n"
    "O. Haddad, M. Lindqvist, P. Greco\n"
    "Streaming Punctuation Restoration for Live Captions New York, NY\n"
    "Annual Meeting of the Association for Computational Linguistics Jul. 2022\n"
    "P. Greco, M. Lindqvist\n"
)


def test_awesome_cv_entries_leave_out_a_place_of_two_words_at_the_title_line_end():
    entries = parse(AWESOME_CV_TWO_WORD_CITIES).entries
    assert [(entry.title, entry.year) for entry in entries] == [
        ("Sparse Attention for Streaming Speech Recognition", 2019),
        ("Low-Resource Keyword Spotting with Phonetic Priors", 2021),
        ("Streaming Punctuation Restoration for Live Captions", 2022),
    ]


# Lettered citations whose names open with a particle, a family name of two words, the owner's
# name in bold or a body's name: each letter opens a citation all the same.
NIH_LETTERED_NAMES = (
    "C. Contributions to Science\n"
    "\n"
    "1. Early in my career I studied how drought alters soil respiration. I led the field campaigns "
    "and the analyses.\n"
    "\n"
    "    a. van der Linde GB, Okafor CN, Ruiz P. Drought legacies in grassland soil respiration. Soil "
    "Biol Biochem. 2014 Jun;75:112-21. PMID: 24781234.\n"
    "    b. Le Blanc H, Okafor CN. Rewetting pulses and nitrogen mineralization. In: Proceedings of "
    "the Soil Ecology Meeting; 2016. p. 40-52.\n"
    "    c. **Okafor CN**, de Souza MR. Carbon use efficiency under warming. Glob Chang Biol. "
    "2017;23(8):3012-24.\n"
    "    d. Global Soil Partnership. Soil organic carbon monitoring guidelines. Rome: FAO; 2019.\n"
)


def test_an_nih_biosketchs_lettered_citations_are_each_an_entry_whatever_names_open_them():
    entries = parse(NIH_LETTERED_NAMES).entries
    assert [(entry.title, entry.year) for entry in entries] == [
        ("Drought legacies in grassland soil respiration", 2014),
        ("Rewetting pulses and nitrogen mineralization", 2016),
        ("Carbon use efficiency under warming", 2017),
        ("Soil organic carbon monitoring guidelines", 2019),
    ]
    assert entries[1].authors == ["H Le Blanc", "CN Okafor"]


NIH_THIRD_PERSON_ACCOUNT = (
    "C. Contributions to Science\n"
    "\n"
    "1. Root exudates shape which bacteria colonise a seedling, yet the signals involved were long "
    "unknown. Metabolite profiling of stressed maize and sorghum revealed a family of coumarins "
    "released at the root tip. Mutants unable to make them lost their beneficial strains in field "
    "soil. These findings opened the use of exudate breeding targets in cereal crops. The Okafor "
    "laboratory led the profiling and the field trials.\n"
    "\n"
    "    a. Ng TW, Okafor CN. Root exudate profiles of stressed maize seedlings. Plant Physiol. "
    "2020;182(3):1450-63.\n"
    "    b. Okafor CN, Ng TW, Brandt E. Coumarins shape the rhizosphere microbiome. Nat Plants. "
    "2022;8(2):150-62.\n"
)


def test_an_nih_biosketchs_account_in_the_third_person_over_lettered_citations_is_no_entry():
    result = parse(NIH_THIRD_PERSON_ACCOUNT)
    assert [(entry.title, entry.year) for entry in result.entries] == [
        ("Root exudate profiles of stressed maize seedlings", 2020),
        ("Coumarins shape the rhizosphere microbiome", 2022),
    ]
    reasons = {account.line: account.reason for account in result.lines}
    assert reasons[3] == "a biosketch's account of a contribution, over its lettered citations"


# Cards of a dated title over the journal's abbreviated name, the co-authors under it: the
# journal's name ("Duke Math. J.") is no list of people's names under the title.
DATED_TITLES_OVER_JOURNALS = (
    "Counting points on modular curves (2012)\n"
    "J. Number Theory.\n"
    "Joint with A. Ruiz\n"
    "Journal Article\n"
    "\n"
    "Heights of torsion points on elliptic curves (2010)\n"
    "Duke Math. J.\n"
    "Joint with L. Wei\n"
    "Journal Article\n"
    "\n"
    "A remark on Galois images (2008)\n"
    "Compos. Math.\n"
    "Joint with K. Holm\n"
    "Journal Article\n"
)


def test_a_journals_abbreviated_name_under_a_dated_title_is_read_as_no_names():
    entries = parse(DATED_TITLES_OVER_JOURNALS).entries
    assert [(entry.title, entry.year) for entry in entries] == [
        ("Counting points on modular curves", 2012),
        ("Heights of torsion points on elliptic curves", 2010),
        ("A remark on Galois images", 2008),
    ]
    assert [entry.authors for entry in entries[1:]] == [["L. Wei"], ["K. Holm"]]
    assert [entry.venue.split(".")[0] for entry in entries] == ["J", "Duke Math", "Compos"]


# Europass's publication card: its title closed by its date, its "Link:" line, then its description
# holding the authors (a body among them, under an "Authors:" label or not) and the venue, after a
# stop or a spaced dash.
EUROPASS_LINKED_PUBLICATIONS = """PUBLICATIONS

Glacier retreat and river sediment loads [03/2022]
Link: https://doi.org/10.5555/glacier.2022.114
Inés Maria van der Waals, Tomás Lind, Piotr Nowak – Journal of Cold Rivers, 12, 40-52

Snowmelt timing across alpine catchments [2020]
Authors: Alpine Monitoring Network. Mountain Hydrology, 8, 1-9.

Ice jams on northern rivers [2018]
Link: https://doi.org/10.5555/icejams.2018.7
Tomás Lind, Piotr Nowak – River Ice Letters, 3, 77-90

Permafrost springs in winter [2016]
Authors: Piotr Nowak, Inés Maria van der Waals. Frozen Ground Notes, 5, 11-19.
"""


def test_europass_cards_with_link_lines_dashes_and_bodies_keep_their_names_and_venues():
    entries = parse(EUROPASS_LINKED_PUBLICATIONS).entries
    assert [(entry.title, entry.authors, entry.year, entry.venue) for entry in entries] == [
        (
            "Glacier retreat and river sediment loads",
            ["Inés Maria van der Waals", "Tomás Lind", "Piotr Nowak"],
            2022,
            "Journal of Cold Rivers",
        ),
        (
            "Snowmelt timing across alpine catchments",
            ["Alpine Monitoring Network"],
            2020,
            "Mountain Hydrology",
        ),
        ("Ice jams on northern rivers", ["Tomás Lind", "Piotr Nowak"], 2018, "River Ice Letters"),
        (
            "Permafrost springs in winter",
            ["Piotr Nowak", "Inés Maria van der Waals"],
            2016,
            "Frozen Ground Notes",
        ),
    ]
