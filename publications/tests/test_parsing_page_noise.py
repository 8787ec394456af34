"""What a lab's or a researcher's web page prints around its publications that is none: the site's
footer (copyright, the software that built it), its menus and language switcher, metrics badges,
pictures' captions and credits, the grant noted under a paper and the marks a journal or a citation
database gave it. Each such line is left out with its reason, never read as an entry."""

from publications.parsing import parse
from publications.parsing.lines import (
    CITATION_BADGE_REASON,
    CV_ITEM_NOTE_REASON,
    FUNDING_NOTE_REASON,
    METRICS_BADGE_REASON,
    PICTURE_CAPTION_REASON,
    SITE_FOOTER_REASON,
    SITE_NAVIGATION_REASON,
    ignore_reason,
)
from publications.parsing.records import LineKind

LAB_PAGE = "\n".join(
    [
        "Publications",
        "",
        "2022",
        "",
        "Ilse Varrow, Mara Quelling. Wave breaking over muddy beds. Coastal Engineering, 175:104133, 2022.",
        "Image: photograph of the wave flume in the lab basement",
        "Grant: ERC Starting Grant 101012345 (MUDWAVE)",
        "",
        "Mara Quelling. Estuarine turbulence in the laboratory. Annual Review of Fluid Mechanics, 54:1–25,"
        " 2022.",
        "Photo: Mara Quelling at the flume (credit: T. Fendt)",
        "",
        "© 2024 Quelling Lab, University of Nowhere",
        "Powered by Jekyll & Minimal Mistakes.",
    ]
)


def test_a_lab_pages_footer_captions_and_grant_lines_are_no_entries():
    result = parse(LAB_PAGE)
    assert [entry.title for entry in result.entries] == [
        "Wave breaking over muddy beds",
        "Estuarine turbulence in the laboratory",
    ]
    venues = [entry.venue for entry in result.entries]
    assert venues == ["Coastal Engineering", "Annual Review of Fluid Mechanics"]
    accounts = {account.line: account for account in result.lines}
    for line, reason in (
        (6, PICTURE_CAPTION_REASON),
        (7, FUNDING_NOTE_REASON),
        (10, PICTURE_CAPTION_REASON),
        (12, SITE_FOOTER_REASON),
        (13, SITE_FOOTER_REASON),
    ):
        assert (accounts[line].kind, accounts[line].reason) == (LineKind.IGNORED, reason), line


def test_a_sites_footer_is_told_by_its_copyright_sign_or_its_builders_name():
    for text in (
        "© 2024 Jane Family. This work is licensed under CC BY NC ND 4.0",
        "© Copyright 2025 Jane Family. Powered by Jekyll with al-folio theme.",
        "Copyright © 2023 Harbour Lab. All rights reserved.",
        "Copyright 2023 Harbour Lab",
        "(c) 2021 Harbour Lab",
        "Published with Hugo Blox Builder — the free, open source website builder.",
        "Proudly powered by WordPress",
        "Created using Sphinx 7.2.6.",
        "All rights reserved.",
    ):
        assert ignore_reason(text) == SITE_FOOTER_REASON, text
    # A title that opens with the same words is no footer.
    for text in (
        "Copyright Law and the Public Domain. Oxford University Press, 2019.",
        "Built with Timber: Barns of the Northern Plains. Prairie Press, 2018.",
        "Powered by the People: Energy Cooperatives in Denmark. Energy Policy 41 (2012).",
    ):
        assert ignore_reason(text) is None, text


def test_a_pictures_caption_and_a_grant_note_are_told_by_their_labels():
    for text in (
        "Figure 1: Snapshot of the mixing front at t = 12 s.",
        "Fig. 3. The flume seen from above.",
        "Figure 2.1: The marsh in winter",
        "[Image: the group at the 2023 retreat]",
        "Image credit: NASA/JPL",
        "Graphical abstract: a droplet bouncing on a heated plate",
    ):
        assert ignore_reason(text) == PICTURE_CAPTION_REASON, text
    for text in (
        "Funding: German Research Foundation (DFG), QU 112/4-1",
        "Supported by: NSF OCE-2212345",
        "Grants (2020–2024): ERC Starting Grant",
    ):
        assert ignore_reason(text) == FUNDING_NOTE_REASON, text
    for text in (
        "Image processing for astronomy. Journal of Astronomical Methods 12 (2020).",
        "Figure skating injuries in adolescents. Sports Medicine 49 (2019): 33–41.",
        "Figure 2.4 shows the same for the second site.",
        "Grants",
    ):
        assert ignore_reason(text) is None, text


MARKED_PAPER = "\n".join(
    [
        "2023",
        "[4] Lind, T., & Brenner, A. Tidal creeks as sediment conduits. Phys. Rev. Fluids, 8(4), 044502"
        " (2023).",
        "Highlights",
        "As of May/June 2025, this highly cited paper received enough citations to place it in the top 1% of"
        " the academic field of Geosciences based on a highly cited threshold for the field and publication"
        " year. Source: Web of Science.",
        "Editors' Suggestion of that issue of Phys. Rev. Fluids",
        "Research Highlight: Okafor, N. Where the marsh drains. Nature Geoscience, 16, 12 (2023).",
        "2022",
        "[3] Brenner, A. Salt marsh accretion under rising seas. Geomorphology, 401, 108112 (2022).",
    ]
)


def test_a_journals_and_a_databases_marks_under_a_paper_are_no_entries():
    result = parse(MARKED_PAPER)
    assert [entry.title for entry in result.entries] == [
        "Tidal creeks as sediment conduits",
        "Salt marsh accretion under rising seas",
    ]
    accounts = {account.line: account for account in result.lines}
    for line, reason in ((4, CITATION_BADGE_REASON), (5, CV_ITEM_NOTE_REASON), (6, CV_ITEM_NOTE_REASON)):
        assert (accounts[line].kind, accounts[line].reason) == (LineKind.IGNORED, reason), line
    for text in (
        "News & Views: Ilsen, P. A flume for every lab. Nature Physics 19, 5 (2023).",
        "Research highlight in Nature Reviews Earth & Environment: Marshes that keep up",
        "Editor's Choice",
    ):
        assert ignore_reason(text) == CV_ITEM_NOTE_REASON, text
    assert ignore_reason(
        "This hot paper received enough citations in March/April 2024 to place it in the top 0.1%"
    )


SITE_PAGE = "\n".join(
    [
        "Skip to main content",
        "Toggle navigation",
        "You are here: Home / Research / Publications",
        "English | Deutsch",
        "Publications",
        "Kaya B, Holm S, Weiler R (2024) Root exudates shape the rhizosphere microbiome of barley. New"
        " Phytologist 241:1123–1137",
        "Dimensions citations: 14",
        "PlumX Metrics",
        "Holm S, Kaya B (2023) Nitrogen cycling in drained peatlands. Soil Biology and Biochemistry"
        " 180:108999",
    ]
)


def test_a_sites_menu_path_language_switcher_and_metrics_badges_are_no_entries():
    result = parse(SITE_PAGE)
    assert [entry.title for entry in result.entries] == [
        "Root exudates shape the rhizosphere microbiome of barley",
        "Nitrogen cycling in drained peatlands",
    ]
    accounts = {account.line: account for account in result.lines}
    for line in (1, 2, 3, 4):
        assert (accounts[line].kind, accounts[line].reason) == (LineKind.IGNORED, SITE_NAVIGATION_REASON), (
            line
        )
    for line in (7, 8):
        assert (accounts[line].kind, accounts[line].reason) == (LineKind.IGNORED, METRICS_BADGE_REASON), line
    for text in ("EN | DE | FR", "Deutsch English", "Home › Research › Publications", "Skip to content"):
        assert ignore_reason(text) == SITE_NAVIGATION_REASON, text
    for text in ("Altmetric 23", "Altmetric: 145", "Dimensions citations: 14 | Mendeley readers: 40"):
        assert ignore_reason(text) == METRICS_BADGE_REASON, text
    # A topic's heading of two acronyms, a language's name alone and a title are none of them.
    for text in ("AI / ML", "English", "Home care in rural Denmark. Scand J Public Health 40 (2012): 1-9."):
        assert ignore_reason(text) is None, text


# A CV notes under a paper where it was also presented, on a line of its own.
PRESENTED_PAPERS = "\n".join(
    [
        "Publications",
        "",
        "Okafor, M., Brandt, L. (2021). Sediment pulses in braided rivers. Water Resources Research, 57(4),"
        " e2020WR028812.",
        "Talk at the AGU Fall Meeting, San Francisco, December 2021.",
        "",
        "Brandt, L., Okafor, M. (2020). Gravel sorting in flume experiments. Earth Surface Dynamics, 8,"
        " 101-118.",
        "Poster presented at EGU General Assembly 2020, Vienna, Austria.",
        "",
        "Okafor, M. (2019). Bedload tracers in mountain streams. Geomorphology, 330, 45-59.",
        "Invited talk, Department of Geography, University of Leeds, 2019.",
    ]
)


def test_a_presentation_noted_under_a_paper_is_neither_an_entry_nor_part_of_the_paper():
    result = parse(PRESENTED_PAPERS)
    assert [(entry.title, entry.venue, entry.line_end) for entry in result.entries] == [
        ("Sediment pulses in braided rivers", "Water Resources Research", 3),
        ("Gravel sorting in flume experiments", "Earth Surface Dynamics", 6),
        ("Bedload tracers in mountain streams", "Geomorphology", 9),
    ]
    accounts = {account.line: account for account in result.lines}
    for line in (4, 7, 10):
        assert (accounts[line].kind, accounts[line].reason) == (LineKind.IGNORED, CV_ITEM_NOTE_REASON), line
    # Under a citation that names no venue, the line is that citation's venue.
    result = parse(
        "Okafor M, Brandt L (2021) Sediment pulses in braided rivers: evidence from the 2019 floods.\n"
        "Poster presented at EGU General Assembly 2021, Vienna, Austria.\n"
    )
    assert [(entry.venue, entry.line_end) for entry in result.entries] == [("EGU General Assembly", 2)]
