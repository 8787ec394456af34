"""Line bookkeeping shared by the line-oriented formats: numbering, non-entry lines,
link-label lines, and the account of every non-blank line.

Accepts any text. Lines are numbered from 1 as an editor shows them.

Cannot handle: a non-publication sentence that happens to read exactly like a citation
(author list, title, venue) is parsed as an entry.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import NamedTuple

from .linecaches import line_cache, text_cache
from .records import LineAccount, LineKind, ParseResult
from .text import strip_list_marker

_LINK_WORDS = (
    r"pdf|code|project(?:\s+page)?|arxiv|link|slides?|video|abstract|bibtex|bib|doi|poster|website|web\s?page|homepage|"
    r"supplementary(?:\s+material)?|supp|data(?:set)?|talk|demo|github|html|cite|preprint|paper|url|"
    r"blog(?:\s+post)?|press|media|news|dataset|model|models|weights|huggingface|colab|openreview|acm\s+dl|ieee\s+xplore|"
    r"green\s+open\s+access|open\s+access|hal|researchgate|publisher|official|springer|journal\s+version|"
    r"pubmed|pmc|ssrn|full\s+text|read|download|repository|repo|software|tool|toolbox|matlab|python|"
    r"presentation|recording|abstract\s+toggle|show\s+abstract|details|more|thesis"
)
# A database's or a publisher's links under each record: "View Abstract", "View at Publisher",
# "Full Text from Publisher" (Web of Science, Scopus), "Related documents", "Similar articles"
# (PubMed), and ScienceDirect's card buttons "View PDF", "Extracts", "Export". Read by
# ``is_link_line`` alone, beside the labels above: the line labeller's features keep to those.
_DATABASE_LINK_WORDS = (
    r"view\s+(?:abstract|at\s+publisher|full\s+text|article|record|pdf|html)|full\s+text\s+from\s+publisher|"
    r"related\s+documents|similar\s+articles|extracts|export"
)
_DATABASE_LINKS_RE = re.compile(
    r"^\s*(?:(?:" + _LINK_WORDS + "|" + _DATABASE_LINK_WORDS + r")\s*[|/·•,]?\s*)+$", re.IGNORECASE
)
_DATABASE_LINK_RE = re.compile(r"\b(?:" + _DATABASE_LINK_WORDS + r")\b", re.IGNORECASE)
# A word that labels a link only beside other labels ("Thesis Slides Video"): alone on its line
# it is a section's heading ("Thesis").
_HEADING_ALONE_RE = re.compile(r"[\W_]*thesis[\W_]*", re.IGNORECASE)
# ".pdf   .git   .cite": links a page labels like file extensions, whatever the word after the dot
# (each its own label: "dataset.pdf" is a file's name).
_EXTENSION_LABEL = r"(?<![^\s\[(|/·•,])\.[a-z]{2,5}\b"
_LINK_LABELS_RE = re.compile(
    r"^\s*(?:[\[(]?\s*(?:" + _LINK_WORDS + "|" + _EXTENSION_LABEL + r")\s*[\])]?\s*[|/·•,]?\s*)+$",
    re.IGNORECASE,
)
# A résumé's job or degree: "Master Thesis, 2019", "Ph.D. Student, 2020 - today", "Research
# Assistant, University of X, 2018 - 2020". The line opens with a role or degree in capitalised
# words (no title's small words: "for", "the", "with"), then its year or span of years and nothing
# else; a place between them only before a span, since "PhD thesis, University of X, 2019" is the
# venue line of a thesis's entry. The shape is matched first and the role's word looked for in it
# after, so that a citation fails at its first small word.
_ROLE_WORD_RE = re.compile(
    r"(?<![^\W\d_])(?:student|thesis|dissertation|doctorate|habilitation|diploma|master|bachelor|semester|"
    r"internship|intern|trainee|apprentice(?:ship)?|engineer|developer|programmer|designer|assistant|"
    r"associate|researcher|scientist|postdoc|post-doc|fellow|fellowship|professor|lecturer|instructor|"
    r"tutor|manager|consultant|analyst|director|officer|coordinator|technician|administrator)(?![^\W\d_])",
    re.IGNORECASE,
)
_ROLE_SPAN = r"(?:19|20)\d\d\s*[-–—]\s*(?:(?:19|20)\d\d|(?i:today|present|now|current|date))"
_ROLE_LINE_RE = re.compile(
    r"((?:(?:[A-ZÀ-Þ][\w.'’-]*|of|in|and|&)\s*){1,6}),\s*"
    rf"(?:(?:[^\W\d_][^\d,;:()\[\]\"“]{{1,80}},\s*){{0,2}}{_ROLE_SPAN}|(?:19|20)\d\d)\.?$"
)
RESUME_ITEM_REASON = "a résumé's job or degree, not a publication"


QUOTED_REVIEW_REASON = "a review quoted under the entry above"
DATABASE_CONTROLS_REASON = "a database page's controls"
DATABASE_IDENTIFIERS_REASON = "a database record's identifiers"
DATABASE_FIELD_REASON = "a field of a database export's record"
CV_ITEM_NOTE_REASON = "a note on the item above: where it was presented or who wrote about it"
SITE_FOOTER_REASON = "a copyright notice, or a web page's footer naming the software that built the site"
PICTURE_CAPTION_REASON = "a picture's caption or credit"
FUNDING_NOTE_REASON = "a note of the grant or funding behind the item"
CITATION_BADGE_REASON = "a citation database's mark of a much-cited paper"
SITE_NAVIGATION_REASON = "a web page's menu, path or language switcher"
METRICS_BADGE_REASON = "a metrics badge's counts"
# The lines of database pages and exports, a CV's notes under its items, and a web page's footer,
# menus, captions, badges and funding notes: the line labeller's features keep to the reasons it
# was trained on, which these came after.
DATABASE_REASONS = frozenset({DATABASE_CONTROLS_REASON, DATABASE_IDENTIFIERS_REASON, DATABASE_FIELD_REASON})
UNLEARNT_REASONS = DATABASE_REASONS | {
    CV_ITEM_NOTE_REASON,
    SITE_FOOTER_REASON,
    PICTURE_CAPTION_REASON,
    FUNDING_NOTE_REASON,
    CITATION_BADGE_REASON,
    SITE_NAVIGATION_REASON,
    METRICS_BADGE_REASON,
}

_NAVIGATION_REASON = "page navigation text"
# A citation's line: some words, a year or a bracket, and a full stop or bracket closing it; a
# page's links and counters ("Cited by 45", "Co-authors", "Export citation") are none.
_FEWEST_WORDS_OF_A_CITATION = 6
_YEAR_OR_BRACKET_RE = re.compile(r"\b(?:1[5-9]|20)\d\d\b|\(")


def _whole_citation(stripped: str) -> bool:
    return (
        stripped[-1:] in ".)"
        and len(stripped.split()) >= _FEWEST_WORDS_OF_A_CITATION
        and _YEAR_OR_BRACKET_RE.search(stripped) is not None
    )


# A language's name as its own speakers write it, or its code in capitals (ISO 639-1), as a
# multilingual site's switcher lists them.
_LANGUAGE = (
    r"(?:(?i:english|deutsch|fran[çc]ais|espa[ñn]ol|italiano|nederlands|portugu[êe]s|polski|svenska|dansk|norsk|"
    r"suomi|čeština|magyar|русский|українська|türkçe|ελληνικά|català|română|hrvatski|slovenščina|slovenčina)|"
    r"中文|日本語|한국어|(?:EN|DE|FR|ES|IT|NL|PT|PL|SV|DA|NO|NB|FI|CS|HU|RU|UK|TR|EL|CA|RO|HR|SL|SK|ZH|JA|KO)\b)"
)
# A metric a badge counts: the provider's name, with the kind of count it shows.
_METRIC = (
    r"(?:altmetric(?:\s+(?:attention\s+)?score)?|dimensions(?:\s+citations)?|plumx(?:\s+metrics)?|"
    r"(?:scopus|crossref|google\s+scholar|semantic\s+scholar|web\s+of\s+science|europe\s+pmc)\s+citations|"
    r"mendeley(?:\s+readers)?|(?:field|relative)\s+citation\s+ratio|views|readers|reads|mentions|captures)"
)


# Semantic Scholar's teaser closed by "Expand" (below): its pattern scans the line to its end, so
# it is tried only on a line that ends in "expand"; the others are matched without it.
_TEASER_THEN_EXPAND = r"|.*\S(?:\.\.\.|…)\s*expand"
_EXPAND_RE = re.compile(r"(?i:expand)")

_IGNORE_PATTERNS: tuple[tuple[str, str], ...] = (
    (r"(?i:according\s+to\s+our\s+database\b)", "database summary sentence"),
    (r"(?i:collaborative\s+distances?\b)", "collaboration-distance heading"),
    (r"(?i:[•\-*·]?\s*(?:dijkstra|erd[őöo]s|bacon|einstein)\s+number\b)", "collaboration-distance line"),
    (
        r"(?i:(?:person\s+information|show\s+more|show\s+all|load\s+more|back\s+to\s+top|"
        r"cited\s+by|citations?\s+per\s+year|co-?authors?|view\s+all|export|refine\s+list)\b)",
        _NAVIGATION_REASON,
    ),
    (r"(?i:(?:citations|h-index|i10-index)\b)", "citation metrics"),
    # The buttons and counters a database's result list shows with each record (PubMed, ORCID,
    # Semantic Scholar, ResearchGate): whole lines only, as a title may open with such a word.
    (
        r"(?i:(?:cite|share|save|alert|expand|similar\s+articles|full[\s-]text\s+available|"
        r"show\s+(?:more|less)\s+detail|preferred\s+source\s+\(of\s+\d+\)|items\s+per\s+page|"
        r"page\s+\d+\s+of\s+\d+|\d+\s+results?|source:\s*(?:crossref|datacite|scopus(?:\s*-\s*elsevier)?|"
        r"europe\s+pubmed\s+central|pubmed|web\s+of\s+science(?:\s+researcherid)?|orcid))\s*$)",
        DATABASE_CONTROLS_REASON,
    ),
    # The links and counters under each record of a literature database's results: INSPIRE's
    # "#1", "cite", "claim", "reference search", "21 citations"; Web of Science's "Related
    # records", "Free Full Text from Publisher"; Semantic Scholar's "PDF", "TLDR"; SSRN's
    # "Downloads 1,204 (32,450)", "Citation 7"; PubMed's "Item in Clipboard"; the classic view of Web
    # of Science's: "Times Cited: 12", "(from Web of Science Core Collection)"; ResearchGate's "123
    # Reads", "2 Recommendations", "Request full-text". Whole lines only.
    (
        r"(?i:(?:\#\d{1,5}|claim|reference\s+search|\d[\d,]*\s+citations?|citations?\s+\d[\d,]*|"
        r"\d[\d,]*\s+(?:reads?|recommendations?)|request\s+full[\s-]text|"
        r"times\s+cited:\s*\d[\d,]*(?:\s*\(from\s+[^()]{3,40}\))?|"
        r"\(from\s+(?:web\s+of\s+science\s+core\s+collection|all\s+databases)\)|"
        r"related\s+(?:records|documents)|(?:free\s+)?full\s+text\s+(?:at|from)\s+publisher|"
        r"show\s+abstract|pdf|tldr|item\s+in\s+clipboard|downloads\s+\d[\d,]*(?:\s*\(\d[\d,]*\))?)\s*$)",
        DATABASE_CONTROLS_REASON,
    ),
    # Semantic Scholar's card: its row of buttons copied as one line ("PDF Save Alert Cite"), and its
    # machine summary, "TLDR" over or before a teaser cut short and closed by the "Expand" control
    # ("… a new sampler is proposed and... Expand"). Whole lines only.
    (
        r"(?i:(?:pdf|save|alert|cite|share)(?:\s+(?:pdf|save|alert|cite|share)){1,4}\s*$|"
        r"(?:tldr\s+\S.*" + _TEASER_THEN_EXPAND + r")\s*$)",
        DATABASE_CONTROLS_REASON,
    ),
    # Google Scholar's row of links under each result ("☆ Save 99 Cite Cited by 12 Related articles
    # All 5 versions"), one a line or all on one; Semantic Scholar's count of a paper's "Highly
    # Influential Citations"; Academia.edu's "154 Views". Whole lines only.
    (
        r"(?i:(?:[☆★]\s*)?(?:(?:save|\d{1,3}\s+cite|cite|cited\s+by\s+\d[\d,]*|related\s+articles|"
        r"all\s+\d[\d,]*\s+versions|web\s+of\s+science:\s*\d[\d,]*|import\s+into\s+\w+)\s*)*"
        r"(?:cited\s+by\s+\d[\d,]*|related\s+articles|all\s+\d[\d,]*\s+versions)\s*$|"
        r"(?:\d[\d,]*\s+)?highly\s+influential\s+citations?(?:\s+\d[\d,]*)?\s*$|\d[\d,]*\s+views?\s*$)",
        DATABASE_CONTROLS_REASON,
    ),
    # The counter and the order control over a repository's or a profile's list: DSpace's "Now
    # showing items 1-20 of 135", Symplectic Elements' "Showing 1-25 of 57 publications", EPrints'
    # "Number of items: 12.", "Sort by: Date" / "Order by: Year Title". Whole lines only.
    (
        r"(?i:(?:(?:now\s+)?showing\s+(?:(?:items?|results?|publications?|records?)\s+)?\d[\d,]*\s*"
        r"(?:[-–—]|to)\s*\d[\d,]*\s+(?:of|out\s+of)\s+\d[\d,]*"
        r"(?:\s+(?:publications?|results?|items?|outputs?|records?|works?|entries))?|"
        r"number\s+of\s+(?:items|publications):\s*\d[\d,]*|(?:sort|order)\s+by:(?:\s*[^\W\d_]+){1,6})\.?\s*$)",
        DATABASE_CONTROLS_REASON,
    ),
    # "Research output: Contribution to journal › Article › peer-review": the kind a research
    # information system's portal (Elsevier Pure) prints under each record, its own words and
    # arrows; the record's citation stands above it.
    (r"Research\s+output:\s*[^›>]{3,80}(?:\s[›>]\s[^›>]{2,80}){0,3}$", DATABASE_FIELD_REASON),
    # The links a researcher profile or a portal prints under each record: Publons' and Pure's "View
    # on publisher site", Pure's "Access to Document" and "Link to publication in Scopus". Whole
    # lines only.
    (
        r"(?i:(?:view\s+on\s+publisher(?:'s)?\s+site|access\s+to\s+document|"
        r"link\s+to\s+publication\s+in\s+scopus)\s*$)",
        DATABASE_CONTROLS_REASON,
    ),
    # "Publication type: Journal article": the kind a research information system's portal
    # (Clarivate's Converis) labels under each record's citation, as Pure prints "Research output:".
    (r"Publication\s+type:\s*[^\W\d_][^:]{2,60}$", DATABASE_FIELD_REASON),
    # "PMID: 36512345 Free PMC article. Review.", "EID: 2-s2.0-…": a result list's line of record
    # numbers under the citation, whose identifiers name no field of the publication read here.
    (
        r"(?:PMID:\s*\d{1,9}(?:\s*(?:Free\s+PMC\s+article|Review|Clinical\s+Trial|Meta-Analysis|"
        r"Randomized\s+Controlled\s+Trial|Systematic\s+Review|Case\s+Reports|Erratum\s+in|Free\s+article)\.?)*|"
        r"EID:\s*2-s2\.0-\d+|Part\s+of\s+ISSN:\s*[\dXx-]{8,9})\s*$",
        DATABASE_IDENTIFIERS_REASON,
    ),
    # "DOCUMENT TYPE: Article", "AUTHOR KEYWORDS: …": the labelled fields under each record of a
    # database's plain-text export, its own capitals; the record's citation stands above them.
    (
        r"(?:AUTHOR\s+(?:FULL\s+NAMES|KEYWORDS)|INDEX\s+KEYWORDS|DOCUMENT\s+TYPE|PUBLICATION\s+STAGE|SOURCE|"
        r"LANGUAGE\s+OF\s+ORIGINAL\s+DOCUMENT|ABBREVIATED\s+SOURCE\s+TITLE|AFFILIATIONS|"
        r"CORRESPONDENCE\s+ADDRESS|FUNDING\s+(?:DETAILS|TEXT(?:\s+\d+)?)|PUBLISHER|ISSN|ISBN|CODEN|"
        r"PUBMED\s+ID|EXPORT\s+DATE|REFERENCES|ABSTRACT|SPONSORS|CONFERENCE\s+(?:NAME|DATE|LOCATION|CODE)|"
        r"OPEN\s+ACCESS|CHEMICALS/CAS|TRADENAMES|MANUFACTURERS|EDITORS):\s",
        DATABASE_FIELD_REASON,
    ),
    (r"(?i:all\s+since\s+(?:19|20)\d\d$)", "citation metrics"),
    (r"(?i:title\s+cited\s+by\s+year$)", "table header"),
    (r"%", "LaTeX comment"),
    (
        r"\\(?:begin|end)\{[^}]*\}(?:\[[^\]]*\])?\s*$|\\(?:item)?sep|\\(?:vspace|hspace|newpage|clearpage|"
        r"noindent|medskip|bigskip|smallskip|hfill|par)\b",
        "LaTeX layout",
    ),
    (r"(?:-{3,}|\*{3,}|_{3,}|={3,}|\+{3})$", "horizontal rule"),
    (r"<!--.*-->$", "HTML comment"),
    # A teaser figure or a badge above a card: "![teaser](img/x.png)", "[![Stars](…)](…)".
    (r"(?:\[?!\[[^\[\]]{0,200}\]\([^()\s]{0,500}\)(?:\]\([^()\s]{0,500}\))?\s*)+$", "image"),
    (r"(?:\{\{[<%].*[>%]\}\})+$", "template shortcode"),
    # “groundbreaking study … eloquently written” (Some Review; review by A. Name): a reviewer's
    # words quoted under a book's entry, as author pages print praise; the attribution names the
    # review, so a quoted title with a parenthesis of its own ("(with A. Name)") is no such line.
    (
        r"(?:>\s*)?[“\"„«][^“”\"»]{8,400}[”\"»“]\s*\([^()]*?"
        r"(?i:\breview(?:ed)?\s+(?:by|in)\b|\brecensie\s+door\b|\brezension\s+von\b)[^()]*\)\.?$",
        QUOTED_REVIEW_REASON,
    ),
    (r"[\[\]{}()<>|/\\.,;:*#`~_\s-]{1,}$", "punctuation only"),
    # An economist's CV prints under a paper who wrote about it and where it was presented:
    # "Media coverage: New York Times, VoxEU", "Press: …", "Featured in: …", "Seminar presentations:
    # Stanford, LSE", "Presented at: NBER Summer Institute 2022, SED 2022" (a talk's own meeting,
    # "Presented at: 9th Conference on …, Delft", is its venue: ``_cv_item_note`` tells them apart);
    # a humanist's, the reviews of a book under it ("Reviewed in: Speculum 96 (2021); …").
    (
        r"(?i:(?:media|press|news)\s+(?:coverage|mentions?)|(?:media|press)|coverage|"
        r"in\s+the\s+(?:news|media|press)|featured\s+in|covered\s+(?:by|in)|"
        r"(?:(?:selected|invited|seminar|conference|seminar\s+and\s+conference)\s+)?presentations|"
        r"seminars|presented\s+at|reviewed\s+(?:in|by)|reviews(?:\s+in)?|"
        r"(?:research\s+highlights?|news\s+(?:&|and)\s+views)(?:\s+in\s+[^:]{2,40})?)"
        r"\s*(?:\([^()]{0,40}\)\s*)?:\s*\S",
        CV_ITEM_NOTE_REASON,
    ),
    # The marks journals give a paper, noted under it on a lab page: "Editors' Suggestion" (the
    # American Physical Society's journals), "Editor's Choice", "Editors' Pick".
    (r"(?i:editors?['’]?s?['’]?\s+(?:suggestion|choice|pick)\b.{0,100}$)", CV_ITEM_NOTE_REASON),
    # Web of Science's (Clarivate's) words for its Highly Cited and Hot Papers, copied from its
    # badge: "As of March/April 2024, this highly cited paper received enough citations to place it
    # in the top 1% of the academic field of Physics based on a highly cited threshold …".
    (
        r"(?i:(?:as\s+of\s+[^,]{3,40},\s*)?this\s+(?:highly\s+cited|hot)\s+paper\s+received\s+enough\s+"
        r"citations\b.*)",
        CITATION_BADGE_REASON,
    ),
    # A copyright notice, and a site's footer: "© 2024 Jane Family. This work is licensed under CC BY
    # 4.0" and "Published with Hugo Blox Builder" (Hugo Blox, formerly Wowchemy), "© Copyright 2024
    # Jane Family. Powered by Jekyll with al-folio theme." (al-folio), "Proudly powered by WordPress"
    # (WordPress themes), "Copyright (c) 2023 …. All rights reserved." A copyright line opens with its
    # sign or with the word and a sign or year ("Copyright Law and …" is a title); the builder's line
    # names it.
    (
        r"(?:©|\((?i:c)\)\s*(?=(?:19|20)\d\d)|(?i:copyright)\s*(?:©|\((?i:c)\)|(?=(?:19|20)\d\d))).{0,250}$|"
        r"(?i:(?:(?:proudly\s+)?powered\s+by|(?:built|published|made|created|generated)\s+with|created\s+using|"
        r"(?:built|generated|hosted)\s+(?:by|on)|theme\s+by)\b.{0,80}?"
        r"\b(?:jekyll|hugo|wordpress|squarespace|wix|google\s+sites|github\s+pages|netlify|wowchemy|"
        r"al-folio|academicpages|minimal\s+mistakes|quarto|pelican|sphinx|mkdocs|drupal|weebly|blogger|"
        r"gatsby|docusaurus|hexo)\b.{0,150}$|all\s+rights\s+reserved\.?$)",
        SITE_FOOTER_REASON,
    ),
    # A picture's text copied with the page: its caption or its alternative text, "Figure 2: …",
    # "Photo: the lab's flume", "Image credit: …", sometimes in brackets ("[Image: …]").
    (
        r"[\[(]?(?i:(?:photo(?:graph)?|image|picture|illustration|graphical\s+abstract|teaser)"
        r"(?:\s+(?:credits?|courtesy(?:\s+of)?))?\s*:|(?:photo|image|picture)\s+(?:credits?|courtesy)\b|"
        r"(?:figure|fig\.)\s*\d{1,3}(?:\.\d{1,3})?[a-z]?\s*[:.–—|](?=\s))\s*\S",
        PICTURE_CAPTION_REASON,
    ),
    # "Grant: ERC Starting Grant 101012345", "Funding: DFG QU 112/4-1", "Supported by: NSF": the
    # grant a lab page or a CV notes under a paper (a CV's grants stand under their own heading).
    (
        r"(?i:(?:grants?|funding(?:\s+(?:sources?|agenc(?:y|ies)|information))?|funded\s+by|supported\s+by|"
        r"financial\s+support|sponsors?|sponsored\s+by)\s*(?:\([^()]{0,40}\)\s*)?:\s*\S)",
        FUNDING_NOTE_REASON,
    ),
    # A site's own links, copied above its list: the accessibility link and the menu's button of
    # WordPress and Drupal themes and of Bootstrap's navigation bar ("Skip to main content",
    # "Toggle navigation"), the path of a university's content system ("You are here: Home /
    # Research", "Home › Research › Publications") and a multilingual site's switcher ("EN | DE",
    # "English | Deutsch", "Deutsch English"). Whole lines only.
    (
        r"(?i:skip\s+to\s+(?:the\s+)?(?:main\s+)?(?:content|navigation|menu|search|footer)|"
        r"toggle\s+(?:navigation|menu|search)|(?:open|close)\s+(?:the\s+)?(?:menu|navigation)|main\s+menu|"
        r"you\s+are\s+here\s*:.{0,200}|(?:home|startseite|accueil|inicio)(?:\s*[>»›/|]\s*[^>»›/|]{1,50}){1,6})$|"
        rf"{_LANGUAGE}(?:\s*[|/·•]\s*{_LANGUAGE}|\s+{_LANGUAGE}){{1,7}}$",
        SITE_NAVIGATION_REASON,
    ),
    # The counts of a paper's metrics badges, the Altmetric, Dimensions and PlumX widgets a page
    # embeds under it: "Altmetric 23", "Dimensions citations: 14 | Mendeley readers: 40", "PlumX
    # Metrics". Whole lines only.
    (
        rf"(?i:{_METRIC}\s*:?\s*\d[\d,.]*[km]?(?:\s*[|·•,;]?\s*{_METRIC}\s*:?\s*\d[\d,.]*[km]?)*|"
        r"(?:plumx|altmetric|dimensions)(?:\s+(?:metrics|badge|score|attention\s+score))?)\s*$",
        METRICS_BADGE_REASON,
    ),
)
# One anchored alternation: the first pattern (in the order above) that matches names the reason.
_IGNORE_ALTERNATION = "|".join(f"(?P<r{i}>{pattern})" for i, (pattern, _) in enumerate(_IGNORE_PATTERNS))
_IGNORE_RE = re.compile(_IGNORE_ALTERNATION)
_IGNORE_BUT_TEASER_RE = re.compile(_IGNORE_ALTERNATION.replace(_TEASER_THEN_EXPAND, "", 1))
_IGNORE_REASONS = {f"r{i}": reason for i, (_, reason) in enumerate(_IGNORE_PATTERNS)}


_new_tuple = tuple.__new__


class Line(NamedTuple):
    number: int  # 1-based
    text: str


def numbered_lines(text: str, *, line_feeds_only: bool = False) -> list[Line]:
    """All lines with their numbers (blank ones included, so that numbers stay right).

    ``line_feeds_only`` splits at "\\n" alone, as bibtexparser and JSON offsets count lines: a form
    feed or a lone carriage return then stays inside its line."""
    lines = text.split("\n") if line_feeds_only else text.splitlines()
    # ``tuple.__new__`` over the (number, text) pairs ``enumerate`` yields: the same ``Line``s
    # without a call of the named tuple's Python-level constructor for every line of a long paste.
    return [_new_tuple(Line, pair) for pair in enumerate(lines, start=1)]


def blank_separated_blocks(lines: Sequence[Line]) -> list[list[Line]]:
    """The runs of lines between blank lines: a paste's paragraphs (a card each, on a page of cards)."""
    blocks: list[list[Line]] = [[]]
    for line in lines:
        if line.text.strip():
            blocks[-1].append(line)
        elif blocks[-1]:
            blocks.append([])
    return [block for block in blocks if block]


@line_cache  # pure; the line facts and the line labeller's features ask it of the same lines
def ignore_reason(text: str) -> str | None:
    """Why a line is not part of any publication, or None."""
    stripped = text.strip()
    expand_at_end = _EXPAND_RE.fullmatch(stripped, len(stripped) - 6) is not None
    match = (_IGNORE_RE if expand_at_end else _IGNORE_BUT_TEASER_RE).match(stripped)
    if match and match.lastgroup:
        reason = _IGNORE_REASONS[match.lastgroup]
        if reason == _NAVIGATION_REASON and _whole_citation(stripped):
            # "Export Promotion and Firm Growth. Journal 13 (2020): 4-19.", "Co-author, Title (Hart
            # 2013).": a citation whose first words a page's link would also be, no link.
            return None
        if reason == CV_ITEM_NOTE_REASON and not _cv_item_note(stripped):
            return None
        return reason
    # (``_ROLE_LINE_RE`` needs a comma after the job's words: a line without one is let go first.)
    role = _ROLE_LINE_RE.match(stripped) if len(stripped) < 200 and "," in stripped else None
    return RESUME_ITEM_REASON if role is not None and _ROLE_WORD_RE.search(role.group(1)) else None


# "Presented at: NBER Summer Institute 2022, SED 2022": meetings named by an acronym or a year, one
# after another; "Presented at: Stanford, Berkeley, Chicago Fed, Minneapolis Fed": a list of places
# no meeting is among. A talk's own meeting is one, its town and date after it.
_PRESENTED_AT_RE = re.compile(r"(?i:presented\s+at)\b")
_REVIEWS_LABEL_RE = re.compile(r"(?i:reviews)\b")
_NOTE_PART_SEPARATOR_RE = re.compile(r"[,;]")
_NAMED_MEETING_RE = re.compile(r"\b[A-Z]{2,}\b.*(?:19|20)\d\d|\b[A-Z]{3,}\b")
_MEETING_NOUN_RE = re.compile(r"(?i:conference|congress|symposium|workshop|meeting|colloquium|convention)")
_FEWEST_PLACES_NOTED = 4


def _cv_item_note(stripped: str) -> bool:
    """Is a labelled line (``CV_ITEM_NOTE_REASON``'s) a CV's note on its item, not a talk's meeting?
    Only "Presented at:" can be either: a note lists several meetings by their acronyms, or
    several places and no meeting's name. "Reviews:" lists the journals that reviewed the book
    above, parted by semicolons (one review after the label is an item of a list of reviews)."""
    if _REVIEWS_LABEL_RE.match(stripped):
        return ";" in stripped
    if not _PRESENTED_AT_RE.match(stripped):
        return True
    parts = [
        part.strip() for part in _NOTE_PART_SEPARATOR_RE.split(stripped.partition(":")[2]) if part.strip()
    ]
    named = sum(1 for part in parts if _NAMED_MEETING_RE.search(part))
    return named >= 2 or (len(parts) >= _FEWEST_PLACES_NOTED and not any(map(_MEETING_NOUN_RE.search, parts)))


_LINK_TARGET_RE = re.compile(r"\]\([^()\s]*\)")


@text_cache(maxsize=4096)
def is_link_labels(text: str) -> bool:
    """ "Project  ARXIV  Code", "[PDF] [Slides]": labels of links that belong to the entry above."""
    stripped = text.strip()
    if len(stripped) > 2000:
        return False
    if "](" in stripped:
        stripped = _LINK_TARGET_RE.sub("]", stripped)
    return (
        bool(stripped)
        and len(stripped) < 160
        and bool(_LINK_LABELS_RE.match(stripped))
        and not _HEADING_ALONE_RE.fullmatch(stripped)
    )


@line_cache  # pure; the grouping asks it of a paste's lines in more than one pass
def is_link_line(text: str) -> bool:
    """A line of links that belongs to the entry above: labels (``is_link_labels``), a row of them
    opened by its separator ("| doi | pubmed |"), a row of export formats ("Google Scholar BibTex
    RTF Tagged MARC XML RIS") or a labelled file ("Manuscript: paper.pdf").
    The line labeller's features keep to ``is_link_labels``, the reading it was trained on."""
    if is_link_labels(text):
        return True
    stripped = text.strip()
    if len(stripped) >= 160:
        return False
    if stripped[:1] in "|·•" and is_link_labels(stripped[1:]):
        return True
    if " | " in stripped and _label_row(stripped):
        return True
    if (buttons := _ABSTRACT_BUTTON_RE.match(stripped)) and (
        buttons.end() == len(stripped) or is_link_labels(stripped[buttons.end() :])
    ):
        return True
    if (" - " in stripped or "] [" in stripped) and _bracketed_row(stripped):
        return True
    if _EXPORT_ROW_RE.match(stripped):
        return True
    if _DATABASE_LINK_RE.search(stripped) and _DATABASE_LINKS_RE.match(stripped):
        return True
    if (count := _DOWNLOAD_COUNT_RE.search(stripped)) and is_link_labels(stripped[: count.start()]):
        return True
    return _LABELLED_FILE_RE.match(stripped) is not None


# BibBase closes the row of buttons under each entry with how often its file was fetched:
# "Paper   link   bibtex   abstract   2 downloads".
_DOWNLOAD_COUNT_RE = re.compile(r"\s\d[\d,]*\s+downloads?$", re.IGNORECASE)


# Drupal Biblio's row of export links under each entry, "Export:" before them in some sites:
# "Google Scholar BibTex RTF Tagged MARC XML RIS", "Export: Tagged XML BibTex Google Scholar".
_EXPORT_ROW_RE = re.compile(
    r"(?i:export\s*:\s*)?(?:(?:Google\s+Scholar|BibTe[Xx]|RTF|Tagged|MARC|EndNote(?:\s+XML)?|XML|RIS)(?:\s+|$)){3,9}$"
)


# al-folio's (jekyll-scholar) row of buttons under each card opens with the toggle of the
# abstract, labelled "Abs" ("Abs Bib PDF", "Abs HTML Code"): no title or venue line opens so. The
# theme shows its buttons in capitals, and a browser that copies the text as shown writes them so
# ("ABS BIB HTML PDF").
_ABSTRACT_BUTTON_RE = re.compile(r"A(?:bs|BS)\b\s*")


# One label of a row separated by bars: a word or three, no digit, no sentence's punctuation.
_ROW_LABEL_RE = re.compile(r"[^\W\d_][^\W\d_'’-]*(?:[ -][^\W\d_]+){0,2}")


# "Tags: glacier, mass balance": the keywords a publication plugin's row of toggles shows.
_TAGS_FIELD_RE = re.compile(r"(?i:tags|keywords)\s?:\s?[^|:;.]{0,120}")


def _label_row(text: str) -> bool:
    """ "PDF | Published Version | Replication": a row of short labels separated by bars, one of them
    at least a known link's; the others are the page's own ("Replication", "Online Appendix"). A
    plugin's row of toggles writes a label with a colon ("Links:") and the item's tags among them
    ("Abstract | BibTeX | Tags: glacier, ice")."""
    labels = [label.strip().removesuffix(":") for label in text.strip(" |").split(" | ")]
    named = [label for label in labels if not _TAGS_FIELD_RE.fullmatch(label)]
    return (
        len(labels) >= 2
        and len(labels) - len(named) <= 1
        and all(_ROW_LABEL_RE.fullmatch(label) for label in named)
        and any(is_link_labels(label) for label in named)
    )


# What parts the labels of a row in brackets: a dash, or a bracket's close and the next's open.
_BRACKETED_LABELS_SPLIT_RE = re.compile(r" - |\]\s+\[")


def _bracketed_row(text: str) -> bool:
    """ "[Paper - Slides - Replication files ]", "[Paper] - [Slides]", "[pubmed] [pdf] [Nat Comm]":
    labels inside brackets, separated by dashes or by the brackets alone (the page's own labels,
    a journal's short name, among known ones). The brackets are asked for since a bare "Code -
    Data" may open a title."""
    if not (text.startswith("[") and text.endswith("]")):
        return False
    # A journal's short name keeps its abbreviations' stops: "[Nat Rev Neurosci.]".
    labels = [label.strip(" []").replace(".", "") for label in _BRACKETED_LABELS_SPLIT_RE.split(text)]
    return _label_row(" | ".join(labels))


# "Manuscript: findings.pdf", "Supplement: appendix_b.pdf", "Code: https://…": a link written as a
# label and the file's name or address, which the copy keeps as text.
_LABELLED_FILE_RE = re.compile(
    r"^[A-Z][\w ’'-]{0,40}:\s+(?:[\w.%~/-]+\.(?:pdf|zip|docx?|pptx?|html?|ipynb|tar\.gz)|https?://\S+)$"
)


_CLOSING_BRACKET_RE = re.compile(r"\s*\[([^\[\]]{1,60})\]\s*$")
# "… Journal of Cognition DOI", "… Glacier Mapping ADS": the label of a link written bare after
# an entry's last words or a card's title (ADS: the astrophysics abstract service).
_BARE_LABELS = ("DOI", "PDF", "HTML", "URL", "ADS")
# "… Estimates of the PDF": after an article or a preposition the word is the title's own.
_OWN_WORD_BEFORE_RE = re.compile(
    r"(?<![^\W\d_])(?:a|an|the|its|their|of|in|on|to|for|from|with|by|as|via|and|or)\s*$", re.IGNORECASE
)
_CLOSING_BARE_LABEL_RE = re.compile(r"\s+(?:" + "|".join(_BARE_LABELS) + r")\s*$")
# "… PMID: 34304910. link", "… PMC1054.link": a link's label copied bare after the entry's final stop.
_LABEL_AFTER_STOP_RE = re.compile(r"\s*(?:" + _LINK_WORDS + r")\s*", re.IGNORECASE)
# "… in Nepal. Download.", "… e01382. link.": a label with a stop of its own; only the words that
# name a link alone, not those that may tell the work's kind ("Preprint.", "Poster.", "Software.").
_STOPPED_LABEL_AFTER_STOP_RE = re.compile(
    r"\s*(?:link|pdf|download|code|html|url|bibtex|github|website|full\s+text)\s*\.", re.IGNORECASE
)


def _label_after_stop(end: str) -> int | None:
    """Where a link's label copied bare after the final stop starts in ``end`` (no white space
    closing it), or None. The label is letters and spaces only, so it can only follow the last
    ".", ")" or "]" (the label's own stop aside): one anchored match there, where a pattern with
    a lookbehind would be tried at every position of the line."""
    stopped = end.endswith(".")
    body = end[:-1] if stopped else end
    stop = max(body.rfind("."), body.rfind(")"), body.rfind("]"))
    label_re = _STOPPED_LABEL_AFTER_STOP_RE if stopped else _LABEL_AFTER_STOP_RE
    if stop >= 0 and label_re.fullmatch(end, stop + 1) is not None:
        return stop + 1
    # Hugo Academic's buttons after the citation, on its line: "… Ecology Letters. PDF Cite Code DOI".
    if (
        stop >= 0
        and not stopped
        and len(labels := end[stop + 1 :].split()) >= 2
        and is_link_labels(" ".join(labels))
    ):
        return stop + 1
    return _label_after_address(end)


# "… doi:10.1111/ele.1228 Blog Post", "… https://example.org/a7 PDF": the entry closes on its DOI or
# address, no stop after it, and a link's label follows.
_ADDRESS_RE = re.compile(r"(?:doi:\s?)?10\.\d{4,9}/\S+|https?://\S+", re.IGNORECASE)
_LABEL_WORDS_RE = re.compile(rf"(?:{_LINK_WORDS})(?:\s+(?:{_LINK_WORDS}))*", re.IGNORECASE)


def _label_after_address(end: str) -> int | None:
    """Where a link's label (one to three words) after a closing DOI or address starts in ``end``,
    or None."""
    words = end.rsplit(maxsplit=4)
    for count in (1, 2, 3):
        if len(words) <= count:
            return None
        label = " ".join(words[-count:])
        if _ADDRESS_RE.fullmatch(words[-count - 1]) and _LABEL_WORDS_RE.fullmatch(label):
            return end.rstrip().rfind(words[-count - 1]) + len(words[-count - 1])
    return None


def without_closing_link_labels(text: str, *, bare: bool = False) -> str:
    """A line without the bracketed link labels closing it ("Title [pdf, video]", "… [PDF] [Code]");
    with ``bare``, for an entry's last line or a card's title line, without the bare ones too
    ("… bioRxiv DOI [PDF]", "Sparse Priors for Glacier Mapping PDF"; not "… of the PDF")."""
    while True:
        end = text.rstrip()
        found = _CLOSING_BRACKET_RE.search(text) if end.endswith("]") else None
        if found is not None and found.start() > 0 and is_link_labels(found.group(0).strip()):
            cut = found.start()
        elif bare:
            found = _CLOSING_BARE_LABEL_RE.search(text) if end.endswith(_BARE_LABELS) else None
            if found is not None and _OWN_WORD_BEFORE_RE.search(text, 0, found.start()):
                return text
            cut = found.start() if found is not None else _label_after_stop(end)
        else:
            cut = None
        if cut is None:
            return text
        text = text[:cut]


_LABELS_START_RE = re.compile(r"\s(?=\[[^\[\]]{1,30}\])")


# The bracketed labels opening a line, each "[doi]", "[pdf]", "[bibtex]" followed by a space.
_OPENING_LABELS_RE = re.compile(r"^\s*(?:\[[^\[\]]{1,30}\]\s*){1,6}(?<=\s)(?=\S)")


def without_opening_link_labels(text: str) -> str:
    """ "[doi] [pdf] [bibtex] M. Okafor, L. Brandt, …" → "M. Okafor, L. Brandt, …": WordPress's
    Papercite prints an entry's links before its citation, on its line; the line's other text,
    when it is no more labels, is the entry's. Numbered ("[3] [doi] M. Okafor, …", as its ``ieee``
    template prints), the number stays before the citation."""
    marker, body = strip_list_marker(text)
    if marker and body.startswith("["):
        unlabelled = without_opening_link_labels(body)
        return text if unlabelled == body else f"{marker} {unlabelled}"
    if not text.lstrip().startswith("[") or (found := _OPENING_LABELS_RE.match(text)) is None:
        return text
    rest = text[found.end() :]
    # (a row of labels alone, its last one the journal's: "[pubmed] [pdf] [Mar Ecol Lett]", stays)
    if rest.startswith("[") or not is_link_labels(found.group(0)) or is_link_labels(rest):
        return text
    return rest


# Google Scholar's "Cite" box prints a citation in five styles, each beside its style's name in a
# cell of its own; a copied row is the name, a tab and the citation.
_CITE_STYLE_LABEL_RE = re.compile(r"\s*(?:MLA|APA|Chicago|Harvard|Vancouver)\t+\s*(?=\S)")


def without_cite_style_label(text: str) -> str:
    """ "Chicago<tab>Okafor, Mara. "Title." …" → "Okafor, Mara. "Title." …"; any other line as it is."""
    found = _CITE_STYLE_LABEL_RE.match(text) if "\t" in text[:12] else None
    return text[found.end() :] if found else text


def without_trailing_link_labels(text: str) -> str:
    """ "ICRA 2023 [PDF] [Video]" → "ICRA 2023": a card's venue line ending in its link labels
    (labels without targets: a link's target may hold the DOI)."""
    if "[" not in text or "](" in text or len(text) > 2000:
        return text
    for start in _LABELS_START_RE.finditer(text):
        if is_link_labels(text[start.end() :]):
            return text[: start.start()].rstrip()
    return text


class LineLedger:
    """Records how each non-blank line was used; unclaimed lines become 'ignored', for the reason
    ``unclaimed`` (what a line no reading claims is, in the reader's format)."""

    def __init__(self, lines: list[Line], unclaimed: str = "not part of an entry") -> None:
        # Each line's (kind, reason), its ``LineAccount`` built once, by ``finish``: a line is often
        # marked more than once (an entry's range over its group's), and a range covers blank lines.
        self._kinds: dict[int, tuple[LineKind, str]] = {}
        self._lines = lines
        self._unclaimed = unclaimed
        self._page_lines: set[int] = set()

    def mark(self, number: int, kind: LineKind, reason: str = "") -> None:
        self._kinds[number] = (kind, reason)

    def mark_page_line(self, number: int, reason: str) -> None:
        """A line the pages of a PDF put there (a page number, a running head): ignored, and kept
        so when the entry it interrupts is marked over it."""
        self._page_lines.add(number)
        self.mark(number, LineKind.IGNORED, reason)

    def mark_range(self, start: int, end: int, kind: LineKind, reason: str = "") -> None:
        kinds = self._kinds  # the loop of ``mark``, without a method call per line
        marked = (kind, reason)  # (one pair for the whole range)
        for number in range(start, end + 1):
            if number not in self._page_lines:
                kinds[number] = marked

    def kind(self, number: int) -> LineKind | None:
        marked = self._kinds.get(number)
        return marked[0] if marked else None

    def reason(self, number: int) -> str:
        marked = self._kinds.get(number)
        return marked[1] if marked else ""

    def finish(self, result: ParseResult) -> ParseResult:
        accounts: list[LineAccount] = []
        kinds = self._kinds
        unclaimed = (LineKind.IGNORED, self._unclaimed)
        for line in self._lines:
            if not line.text.strip():
                continue
            kind, reason = kinds.get(line.number, unclaimed)
            # (Positional: keywords cost a good part of building a dataclass, once a line.)
            accounts.append(LineAccount(line.number, kind, reason))
        result.lines = accounts
        return result
