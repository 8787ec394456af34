"""Publication lists printed the way lab pages and CVs print them, read back by the whole parser.

    .venv/bin/python bench/page_layouts.py [--pool tuning|held_out|all] [--records 12] [--seed 7]
    .venv/bin/python bench/page_layouts.py -v LAYOUT      # one layout's paste and every miss

The records are ``reference_styles.make_records`` (made-up, fixed seed: particles, hyphenated
and two-part family names, corporate authors, long author lists). Each layout below is a small
function printing the whole page as one would copy it from a browser or a document: a site
generator's cards (Hugo Academic / Wowchemy, al-folio, academicpages), a CMS page with year
headings, a CV (Word numbering, moderncv, awesome-cv, LaTeX tags), a Google Scholar or ORCID
profile, a university research portal, PubMed records with abstracts or in its Summary format,
ResearchGate's and a Pure portal's lists, a Hugo Academic list with "Type" labels, a WordPress
page with kind headings and ``<strong>`` members, a CV under "Published" / "In press" /
"Submitted", lists numbered from 1 in each section, a Chinese CV's full-width punctuation,
markdown lists, and the lists of discipline databases and repositories (IDEAS/RePEc, NASA
ADS, INSPIRE-HEP, MathSciNet, zbMATH, SSRN, PhilPapers, EPrints, DSpace, Semantic Scholar, arXiv,
HAL, Zenodo, Figshare, Scopus, Web of Science, Europe PMC, bioRxiv, OSF Preprints, CiNii, Crossref),
publishers' and their databases' result lists with their badges and buttons (ScienceDirect, Wiley
Online Library, IEEE Xplore, Taylor & Francis Online, SpringerLink), PubMed's search results page,
Scopus's results table, Web of Science's classic summary, a Scholar profile copied cell by cell,
Google Scholar's "Cite" styles, a Zotero Chicago author-date bibliography, Esploro and
Academia.edu profiles, grant biosketches (NIH, NSF) and faculty-activity systems' CVs (Symplectic
Elements, Activity Insight, Faculty180, Europass, AltaCV).
Lab websites' plugins and tools too: al-folio's year groups cut by its author limit, a
department's view of labelled fields, Drupal Biblio, WordPress teachPress, Papercite and Zotpress,
a Quarto listing, a Google Docs list, a GitHub README; pages noting impact factors, marking co-first,
corresponding and student authors, holding talks and patents, or abstracts under each entry.
Pages of site builders and services: a Wix page, a Notion page's Markdown export, LinkedIn's
"Publications" section, an Overleaf one-page résumé, a Hugo PaperMod list, OpenAlex's works,
Mendeley and MDPI SciProfiles profiles; and CVs in national conventions: a German
"Publikationsliste", a French "Liste des publications" in the HCERES categories, a Brazilian
Lattes CV.
Names, markup (bold owner, ``<b>``), awards, statuses and link buttons vary
with a random generator seeded by the seed and the layout's name, so every run prints the same pages.

Layouts are dealt into two pools by a hash of their names: "tuning" layouts are the ones to read
when mending the parser; "held_out" layouts are for the figure alone (read their TOTAL line,
never their pages or misses); a layout added after the first 29 goes by the parity of its name's
hash, so that adding one moves no other between the pools. Per layout: records, entries found,
spurious entries (found but matching no record), and the share of records whose title, authors,
year and venue came out right, and "core" (title, authors and year all right). Fields are compared as
``reference_styles.py`` compares them.
"""

from __future__ import annotations

import argparse
import copy
import random
import sys
import textwrap
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from reference_styles import fields_right, make_records, match_by_title, title_key  # noqa: E402

from publications.parsing import parse  # noqa: E402
from publications.parsing.training import synthetic  # noqa: E402

# --- names -------------------------------------------------------------------------------------


def _family(author: dict) -> str:
    return " ".join(filter(None, (author.get("non-dropping-particle"), author["family"])))


def _initials(author: dict, *, periods: bool = True, spaced: bool = True) -> str:
    mark = "." if periods else ""
    parts = ["-".join(piece[:1] + mark for piece in word.split("-")) for word in author["given"].split()]
    return (" " if spaced else "").join(parts)


def full(author: dict) -> str:
    """Given Family: "Anna van der Berg"."""
    return author["literal"] if "literal" in author else f"{author['given']} {_family(author)}"


def initial_first(author: dict) -> str:
    """ "A. M. van der Berg"."""
    return author["literal"] if "literal" in author else f"{_initials(author)} {_family(author)}"


def inverted(author: dict) -> str:
    """ "van der Berg, A. M."."""
    return author["literal"] if "literal" in author else f"{_family(author)}, {_initials(author)}"


def compact(author: dict) -> str:
    """PubMed and Scholar: "van der Berg AM" (``family_first``) or "AM van der Berg"."""
    return (
        author["literal"]
        if "literal" in author
        else f"{_family(author)} {_initials(author, periods=False, spaced=False)}"
    )


def scholar_name(author: dict) -> str:
    return (
        author["literal"]
        if "literal" in author
        else f"{_initials(author, periods=False, spaced=False)} {_family(author)}"
    )


def joined(names: list[str], last: str = ", and ", pair: str = " and ", sep: str = ", ") -> str:
    if len(names) == 1:
        return names[0]
    if len(names) == 2:
        return names[0] + pair + names[1]
    return sep.join(names[:-1]) + last + names[-1]


def bold_owner(rng: random.Random, names: list[str], style: str) -> list[str]:
    """The page owner's name set off as the page's markup sets it ("**A. Berg**", "<b>…</b>")."""
    if not names or rng.random() < 0.3:
        return names
    names = list(names)
    k = rng.randrange(len(names))
    names[k] = {"md": "**{}**", "html": "<b>{}</b>", "star": "{}*"}[style].format(names[k])
    return names


# --- record details ----------------------------------------------------------------------------


def venue_of(record) -> str:
    if record.kind == "preprint":
        return f"arXiv preprint arXiv:{record.article}"
    if record.kind == "thesis":
        return f"PhD thesis, {record.publisher}"
    if record.kind == "book":
        return record.publisher
    return record.venue


def numbers(record, form: str = "apa") -> str:
    """Volume, issue and pages in one of the forms pages print them."""
    pages = record.pages.replace("-", "\u2013") if form in ("apa", "vancouver") else record.pages
    pages = pages or record.article
    if record.kind != "journal":
        return f"pp. {pages}" if pages and form == "apa" and record.kind != "preprint" else ""
    issue = f"({record.issue})" if record.issue else ""
    if form == "apa":
        return ", ".join(filter(None, (f"{record.volume}{issue}", pages)))
    if form == "vancouver":
        return f"{record.volume}{issue}:{pages}" if pages else f"{record.volume}{issue}"
    if form == "scholar":
        return f"{record.volume} {issue}, {pages}".strip(", ").replace("  ", " ")
    return f"{record.volume}{issue}, {pages}" if pages else record.volume


def venue_with_numbers(record, form: str = "apa") -> str:
    return ", ".join(filter(None, (venue_of(record), numbers(record, form))))


def extras(rng: random.Random) -> str:
    """An award, a presentation kind or a status, as pages append them (or nothing)."""
    roll = rng.random()
    if roll < 0.08:
        return f" ({rng.choice(synthetic.AWARDS)})"
    if roll < 0.14:
        return f" **{rng.choice(synthetic.AWARDS)}**"
    if roll < 0.2:
        return f" ({rng.choice(synthetic.STATUSES)})"
    if roll < 0.25:
        return f" ({rng.choice(('Oral', 'Spotlight', 'Poster'))})"
    return ""


def buttons(rng: random.Random, labels: tuple[str, ...], bracket: str = "") -> str:
    chosen = [label for label in labels if rng.random() < 0.6] or [labels[0]]
    if bracket == "[":
        return " ".join(f"[{label}]" for label in chosen)
    if bracket == "|":
        return " | ".join(chosen)
    return " ".join(chosen)


def doi_line(record) -> str:
    return f"https://doi.org/{record.doi}" if record.doi else ""


def by_year(items: list[dict]) -> list[dict]:
    return sorted(items, key=lambda entry: -entry["record"].year)


def by_kind(items: list[dict], kinds):
    """Each of ``kinds`` in turn with its entries newest first; a kind with none is passed over."""
    for kind in kinds:
        group = by_year([e for e in items if e["record"].kind == kind])
        if group:
            yield kind, group


def wrapped(text: str, rng: random.Random, indent: str = "") -> str:
    return textwrap.fill(text, width=rng.randint(70, 90), subsequent_indent=indent, break_on_hyphens=False)


def abstract(rng: random.Random) -> str:
    words = synthetic.TITLE_WORDS["en"]
    sentences = [
        " ".join(rng.choice(words) for _ in range(rng.randint(8, 18))).capitalize() + "."
        for _ in range(rng.randint(2, 4))
    ]
    return " ".join(sentences)


def kind_heading(record) -> str:
    return {
        "journal": "Journal Articles",
        "conference": "Conference Papers",
        "chapter": "Book Chapters",
        "book": "Books",
        "thesis": "Theses",
        "preprint": "Preprints",
    }[record.kind]


# --- layouts: each prints the whole page ---------------------------------------------------------


def hugo_academic_stream(rng, items):
    """Wowchemy "stream" view: title; authors · date; summary; buttons."""
    blocks = []
    for entry in items:
        record, names = entry["record"], [full(a) for a in entry["item"]["author"]]
        month = synthetic.MONTHS["en"][(record.month or rng.randint(1, 12)) - 1]
        lines = [record.title, f"{', '.join(names)}\n{month} {record.year}"]
        if record.kind in ("journal", "conference", "chapter"):
            lines.append(f"In *{record.venue}*")
        lines.append(buttons(rng, ("PDF", "Cite", "Code", "Dataset", "Project", "DOI")))
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks)


def wowchemy_citation(rng, items):
    """Wowchemy "citation" view (APA-like) with buttons under each entry."""
    blocks = []
    for entry in items:
        record, names = entry["record"], [full(a) for a in entry["item"]["author"]]
        names = bold_owner(rng, names, "md")
        venue = (
            f" In *{venue_of(record)}*."
            if record.kind in ("conference", "chapter")
            else f" *{venue_of(record)}*."
        )
        blocks.append(
            f"{', '.join(names)} ({record.year}). {record.title}.{venue}\n\n"
            + buttons(rng, ("PDF", "Cite", "Code", "DOI"))
        )
    return "\n\n".join(blocks)


def al_folio(rng, items):
    """al-folio: an abbreviation badge, title, authors (owner bold), *Venue* year, ABS BIB PDF."""
    blocks = []
    for entry in by_year(items):
        record, names = entry["record"], [initial_first(a) for a in entry["item"]["author"]]
        names = bold_owner(rng, names, "md")
        lines = []
        if record.acronym and rng.random() < 0.6:
            lines.append(record.acronym)
        lines += [record.title, joined(names), f"*{venue_of(record)}* {record.year}{extras(rng)}"]
        lines.append(buttons(rng, ("ABS", "BIB", "HTML", "PDF", "CODE")))
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks)


def academicpages(rng, items):
    """Jekyll academicpages: title, "Published in *Venue*, year", recommended citation."""
    blocks = []
    for entry in items:
        record, names = entry["record"], [inverted(a) for a in entry["item"]["author"]]
        venue = venue_of(record)
        blocks.append(
            f"{record.title}\n\nPublished in *{venue}*, {record.year}\n\n"
            + (f"{abstract(rng)[:120]}...\n\n" if rng.random() < 0.5 else "")
            + f'Recommended citation: {joined(names, ", & ", " & ")} ({record.year}). "{record.title}." '
            + f"*{venue_with_numbers(record)}*.\n\nDownload Paper"
        )
    return "\n\n".join(blocks)


def wordpress_year_bullets(rng, items):
    """A CMS page: year headings, a bullet per citation, the owner bold."""
    out, year = [], None
    for entry in by_year(items):
        record = entry["record"]
        if record.year != year:
            year = record.year
            out.append(f"\n{year}\n")
        names = bold_owner(rng, [initial_first(a) for a in entry["item"]["author"]], "md")
        out.append(
            f"• {joined(names)}, “{record.title},” {venue_with_numbers(record, 'plain')}, "
            f"{record.year}.{extras(rng)}"
        )
    return "\n".join(out).strip()


def google_sites(rng, items):
    """Google Sites: one paragraph per paper, title in quotes, [pdf] links after."""
    blocks = []
    for entry in by_year(items):
        record, names = entry["record"], [full(a) for a in entry["item"]["author"]]
        tail = f" [{rng.choice(('pdf', 'paper', 'link'))}]" if rng.random() < 0.6 else ""
        blocks.append(f'{joined(names)}. "{record.title}". {venue_of(record)}, {record.year}.{tail}')
    return "\n\n".join(blocks)


def word_cv_numbered(rng, items):
    """A CV in Word: years in a left column (a tab), then "1." numbered citations."""
    out = []
    for number, entry in enumerate(by_year(items), 1):
        record, names = entry["record"], [inverted(a) for a in entry["item"]["author"]]
        written = joined(names, ", & ", " & ")
        written += "" if written.endswith(".") else "."  # (a body's name closed by a stop too)
        out.append(
            f"{record.year}\t{number}.\t{written} {record.title}. "
            f"{venue_with_numbers(record, 'plain')}.{extras(rng)}"
        )
    return "\n".join(out)


def moderncv(rng, items):
    """moderncv \\cvitem{year}{…}: the year in the left column, a citation with italic title."""
    out = []
    for entry in by_year(items):
        record, names = entry["record"], [initial_first(a) for a in entry["item"]["author"]]
        out.append(
            f"{record.year}\t{joined(names)}, *{record.title}*, {venue_with_numbers(record, 'plain')}."
        )
    return "Publications\n\n" + "\n".join(out)


def awesome_cv(rng, items):
    """awesome-cv \\cventry: title and venue on one row, authors and date on the next."""
    blocks = []
    for entry in by_year(items):
        record, names = entry["record"], [full(a) for a in entry["item"]["author"]]
        month = synthetic.MONTHS["en"][(record.month or rng.randint(1, 12)) - 1][:3]
        blocks.append(f"{record.title}\t{venue_of(record)}\n{joined(names)}\t{month}. {record.year}")
    return "PUBLICATIONS\n\n" + "\n".join(blocks)


def scholar_profile(rng, items):
    """A Google Scholar profile copied: title / authors / venue, year, then cited-by and year cells."""
    out = ["TITLE\tCITED BY\tYEAR"]
    for entry in sorted(items, key=lambda e: -len(e["record"].title)):
        record, authors = entry["record"], entry["item"]["author"]
        names = ", ".join(scholar_name(a) for a in authors[:6]) + (", ..." if len(authors) > 6 else "")
        venue = venue_of(record) if record.kind != "thesis" else record.publisher
        details = numbers(record, "scholar")
        cited = rng.choice(("", str(rng.randint(1, 900))))
        out.append(
            f"{record.title}\n{names}\n{venue}{' ' + details if details else ''}, "
            f"{record.year}\t{cited}\t{record.year}"
        )
    return "\n".join(out)


def orcid_works(rng, items):
    """ORCID works list copied: title, venue, date | type, DOI, contributors, source."""
    blocks = []
    kinds = {
        "journal": "Journal article",
        "conference": "Conference paper",
        "chapter": "Book chapter",
        "book": "Book",
        "thesis": "Dissertation or Thesis",
        "preprint": "Preprint",
    }
    for entry in by_year(items):
        record, names = entry["record"], [full(a) for a in entry["item"]["author"]]
        lines = [record.title, venue_of(record)]
        month = f"-{record.month:02d}" if record.month else ""
        lines.append(f"{record.year}{month} | {kinds[record.kind]}")
        if record.doi:
            lines.append(f"DOI: {record.doi}")
        lines.append("Contributors: " + "; ".join(names))
        lines.append(
            f"Show more detail\nSource: {rng.choice(('Crossref', 'Europe PubMed Central', 'DataCite'))}"
        )
        blocks.append("\n".join(lines))
    return "Works (" + str(len(items)) + ")\n\n" + "\n\n".join(blocks)


def department_selected(rng, items):
    """A department page: "Selected Publications", members in bold, year in parentheses."""
    blocks = []
    for entry in items:
        record, names = entry["record"], [compact(a) for a in entry["item"]["author"]]
        names = bold_owner(rng, names, "html" if rng.random() < 0.5 else "md")
        blocks.append(
            f"{', '.join(names)} ({record.year}) {record.title}. {venue_with_numbers(record, 'vancouver')}."
        )
    return "Selected Publications\n\n" + "\n\n".join(blocks)


def title_first_with(rng, items):
    """A personal CV: title first, co-authors after "with" (the owner, first author, left out)."""
    out = []
    for entry in by_year(items):
        record, authors = entry["record"], entry["item"]["author"]
        others = [initial_first(a) for a in authors[1:]]
        if others and "literal" not in authors[0]:
            entry["want_authors"] = authors[1:]
            out.append(f"{record.title} (with {joined(others)}). {venue_of(record)}, {record.year}.")
        else:
            out.append(f"{record.title}. {venue_of(record)}, {record.year}.")
    return "\n\n".join(out)


def cards_equal_contribution(rng, items):
    """Robotics/ML cards: title, authors with "*", "CoRL 2023 (Oral)", [PDF] [Code]."""
    blocks = []
    for entry in items:
        record, names = entry["record"], [full(a) for a in entry["item"]["author"]]
        if len(names) > 1 and rng.random() < 0.5:
            names[0] += "*"
            names[1] += "*"
        venue = record.acronym or venue_of(record)
        kind = rng.choice(("", " (Oral)", " (Spotlight)", " (Poster)"))
        lines = [
            record.title,
            ", ".join(names),
            f"{venue} {record.year}{kind}",
            buttons(rng, ("PDF", "Code", "Video", "Website"), "["),
        ]
        if "*" in lines[1]:
            lines.append("* equal contribution")
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks)


def markdown_links(rng, items):
    """A README/markdown list: a linked title, then authors and venue."""
    out = []
    for entry in by_year(items):
        record, names = entry["record"], [full(a) for a in entry["item"]["author"]]
        names = bold_owner(rng, names, "md")
        url = f"https://example.org/papers/{rng.randint(1, 9999)}.pdf"
        out.append(
            f"- [{record.title}]({url})  \n  {', '.join(names)}  \n  *{venue_of(record)}*, {record.year}"
        )
    return "## Publications\n\n" + "\n".join(out)


def tagged_acronyms(rng, items):
    """Systems/HPC pages: "[SC'23]" tags before each citation."""
    out = []
    for entry in by_year(items):
        record, names = entry["record"], [full(a) for a in entry["item"]["author"]]
        tag = record.acronym or {"journal": "J", "preprint": "arXiv"}.get(record.kind, "W")
        where = f"In Proceedings of {record.venue}" if record.kind == "conference" else venue_of(record)
        out.append(
            f"[{tag}'{record.year % 100:02d}] {joined(names)}. {record.title}. {where}, "
            f"{record.year}.{extras(rng)}"
        )
    return "\n".join(out)


def year_and_type_headings(rng, items):
    """Reverse-chronological: type headings ("Journal Articles", …), then year headings."""
    out = []
    order = ("journal", "conference", "chapter", "book", "thesis", "preprint")
    for _kind, group in by_kind(items, order):
        out.append(f"\n{kind_heading(group[0]['record'])}\n")
        year = None
        for entry in group:
            record, names = entry["record"], [inverted(a) for a in entry["item"]["author"]]
            if record.year != year:
                year = record.year
                out.append(f"{year}")
            out.append(
                f"{joined(names, ', & ', ' & ')} ({record.year}). {record.title}. "
                f"{venue_with_numbers(record)}."
            )
    return "\n".join(out).strip()


def pubmed_abstracts(rng, items):
    """PubMed "Abstract" format: citation line, title, authors, Abstract, PMID/PMCID lines."""
    blocks = []
    for number, entry in enumerate(items, 1):
        record, names = entry["record"], [compact(a) for a in entry["item"]["author"]]
        month = synthetic.MONTHS["en"][(record.month or 1) - 1][:3]
        source = f"{venue_of(record)}. {record.year} {month};{numbers(record, 'vancouver')}."
        if record.doi:
            source += f" doi: {record.doi}."
        pmid = rng.randint(10000000, 39999999)
        blocks.append(
            f"{number}. {source}\n\n{record.title}\n\n{', '.join(names)}.\n\nAbstract\n\n{abstract(rng)}\n\n"
            f"PMID: {pmid}" + (f"\nPMCID: PMC{rng.randint(1000000, 9999999)}" if rng.random() < 0.5 else "")
        )
    return "\n\n".join(blocks)


def wrapped_apa(rng, items):
    """APA citations wrapped at 70-90 columns with a hanging indent, no blank lines."""
    out = []
    for entry in by_year(items):
        record, names = entry["record"], [inverted(a) for a in entry["item"]["author"]]
        text = (
            f"{joined(names, ', & ', ' & ')} ({record.year}). {record.title}. {venue_with_numbers(record)}."
        )
        out.append(wrapped(text, rng, "    "))
    return "\n".join(out)


def family_initial_ampersand(rng, items):
    """Ecology/biology CVs: "Family, F., Family, G. & Family, H. 2019. Title. Venue 12: 100-120."."""
    out = []
    for entry in by_year(items):
        record, names = entry["record"], [inverted(a) for a in entry["item"]["author"]]
        out.append(
            f"{joined(names, ' & ', ' & ')} {record.year}. {record.title}. "
            f"{venue_with_numbers(record, 'plain')}.{extras(rng)}"
        )
    return "\n\n".join(out)


def statuses_and_awards(rng, items):
    """Lines with "to appear"/"under review" in place of pages and award lines after."""
    out = []
    for entry in items:
        record, names = entry["record"], [initial_first(a) for a in entry["item"]["author"]]
        status = rng.choice(("", "", " (to appear)", " (under review)", " (accepted)"))
        line = f"{joined(names)}. {record.title}. {venue_of(record)}, {record.year}{status}."
        if rng.random() < 0.3:
            line += f"\n{rng.choice(synthetic.AWARDS)}"
        out.append(line)
    return "\n\n".join(out)


def jekyll_scholar(rng, items):
    """jekyll-scholar's default (Chicago-like) rendering: quoted title, venue, year."""
    out = []
    for entry in by_year(items):
        record, names = entry["record"], [full(a) for a in entry["item"]["author"]]
        out.append(
            f"{joined(names)}. “{record.title}.” *{venue_with_numbers(record, 'plain')}*, {record.year}."
        )
    return "\n\n".join(out)


def latex_cv_tags(rng, items):
    """A LaTeX CV with kind-numbered tags: "[J3]", "[C12]", "[P1]"."""
    out, counts = [], {}
    letters = {"journal": "J", "conference": "C", "chapter": "B", "book": "B", "thesis": "T", "preprint": "P"}
    for entry in reversed(by_year(items)):
        record = entry["record"]
        letter = letters[record.kind]
        counts[letter] = counts.get(letter, 0) + 1
        entry["tag"] = f"[{letter}{counts[letter]}]"
    for entry in by_year(items):
        record, names = entry["record"], [initial_first(a) for a in entry["item"]["author"]]
        names = bold_owner(rng, names, "md")
        out.append(
            f"{entry['tag']} {joined(names)}, “{record.title},” in *{venue_of(record)}*, "
            f"{record.year}.{extras(rng)}"
        )
    return "\n".join(out)


def html_source(rng, items):
    """A page's HTML pasted as source: <li> items, <b> owner, <i> venue."""
    out = ["<ul>"]
    for entry in by_year(items):
        record, names = entry["record"], [initial_first(a) for a in entry["item"]["author"]]
        names = bold_owner(rng, names, "html")
        out.append(f"<li>{', '.join(names)}. {record.title}. <i>{venue_of(record)}</i>, {record.year}.</li>")
    return "\n".join([*out, "</ul>"])


def dblp_copy(rng, items):
    """dblp's person page copied: "A, B, C:" then title, venue volume(issue): pages (year)."""
    out = []
    for entry in by_year(items):
        record, names = entry["record"], [full(a) for a in entry["item"]["author"]]
        volume = f" {record.volume}{f'({record.issue})' if record.issue else ''}" if record.volume else ""
        pages = f": {record.pages}" if record.pages else ""
        out.append(
            f"{', '.join(names)}:\n{record.title}. "
            f"{record.acronym or venue_of(record)}{volume}{pages} ({record.year})"
        )
    return "\n\n".join(out)


# A Pure portal's output types as it prints them (type, subtype, peer review), by record kind.
PURE_OUTPUT_TYPES = {
    "journal": "Contribution to journal \u203a Article \u203a peer-review",
    "conference": "Chapter in Book/Report/Conference proceeding \u203a Conference contribution",
    "chapter": "Chapter in Book/Report/Conference proceeding \u203a Chapter",
    "book": "Book/Report \u203a Book",
    "thesis": "Thesis \u203a Doctoral Thesis",
    "preprint": "Working paper \u203a Preprint",
}


# The names Hugo Academic's publication types and Zenodo's resource types share, by record kind.
ARTICLE_PAPER_SECTION_KINDS = {
    "journal": "Journal article",
    "conference": "Conference paper",
    "chapter": "Book section",
    "book": "Book",
    "thesis": "Thesis",
    "preprint": "Preprint",
}


def research_portal(rng, items):
    """A university research portal (Pure): title; authors, year, In: venue; output type."""
    kinds = PURE_OUTPUT_TYPES
    blocks = []
    for entry in by_year(items):
        record, names = entry["record"], [full(a) for a in entry["item"]["author"]]
        where = f", In: {venue_of(record)}" if record.kind in ("journal", "conference", "chapter") else ""
        nums = (
            f". {record.volume}, {record.issue}, p. {record.pages}"
            if record.kind == "journal" and record.pages and record.issue
            else ""
        )
        blocks.append(
            f"{record.title}\n{joined(names, ' & ', ' & ')}, {record.year}{where}{nums}.\n"
            f"Research output: {kinds[record.kind]}"
        )
    return "\n\n".join(blocks)


def vancouver_numbered(rng, items):
    """A clinician's CV: numbered Vancouver citations, PMID after."""
    out = []
    for number, entry in enumerate(by_year(items), 1):
        record, names = entry["record"], [compact(a) for a in entry["item"]["author"]]
        names = names[:6] + (["et al"] if len(names) > 6 else [])
        pmid = f" PMID: {rng.randint(10000000, 39999999)}." if rng.random() < 0.5 else ""
        out.append(
            f"{number}. {', '.join(names)}. {record.title}. {venue_of(record)}. "
            f"{record.year};{numbers(record, 'vancouver')}.{pmid}"
        )
    return "\n".join(out)


def two_column_year(rng, items):
    """A table copied from a page: year cell, then a cell holding the citation."""
    out = []
    for entry in by_year(items):
        record, names = entry["record"], [initial_first(a) for a in entry["item"]["author"]]
        out.append(f"{record.year}\n{joined(names)}. {record.title}. {venue_with_numbers(record, 'plain')}.")
    return "\n\n".join(out)


def bibbase(rng, items):
    """BibBase embeds: "Title." Authors. Venue, vol(issue): pages. Month year. links."""
    out = []
    for entry in by_year(items):
        record, names = entry["record"], [full(a) for a in entry["item"]["author"]]
        month = synthetic.MONTHS["en"][(record.month or rng.randint(1, 12)) - 1]
        out.append(
            f"{record.title}.\n {joined(names)}.\n {venue_with_numbers(record, 'plain')}. {month} "
            f"{record.year}.\n" + buttons(rng, ("Paper", "doi", "link", "bibtex", "abstract"))
        )
    return "\n\n".join(out)


def pubmed_summary(rng, items):
    """PubMed "Summary" format: "1. Title. Authors. Journal. Year Mon;Vol(Issue):pages. doi. PMID: n."."""
    out = []
    for number, entry in enumerate(items, 1):
        record, names = entry["record"], [compact(a) for a in entry["item"]["author"]]
        month = synthetic.MONTHS["en"][(record.month or 1) - 1][:3]
        details = numbers(record, "vancouver")
        line = f"{number}. {record.title}. {', '.join(names)}. {venue_of(record)}. {record.year} {month}"
        line += f";{details}." if details else "."
        if record.doi:
            line += f" doi: {record.doi}."
        line += f" PMID: {rng.randint(10000000, 39999999)}."
        out.append(line)
    return "\n".join(out)


def hugo_publication_type(rng, items):
    """Hugo Academic "publication" list: title, authors, "(Year). Venue.", buttons, Type label."""
    kinds = ARTICLE_PAPER_SECTION_KINDS
    blocks = []
    for entry in by_year(items):
        record, names = entry["record"], [full(a) for a in entry["item"]["author"]]
        blocks.append(
            f"{record.title}\n{', '.join(names)}\n({record.year}). {venue_of(record)}.\n"
            f"{buttons(rng, ('PDF', 'Cite', 'DOI', 'Code'))}\nType\n{kinds[record.kind]}"
        )
    return "\n\n".join(blocks)


def wordpress_strong_kinds(rng, items):
    """A WordPress lab page: "Journal Articles" / "Conference Proceedings" headings, members in
    ``<strong>``, "Authors. Year. Title. Venue." paragraphs."""
    headings = {"journal": "Journal Articles", "conference": "Conference Proceedings"}
    out = []
    for kind, heading in (*headings.items(), ("other", "Other Publications")):
        group = by_year(
            [e for e in items if (e["record"].kind if e["record"].kind in headings else "other") == kind]
        )
        if not group:
            continue
        out.append(heading)
        for entry in group:
            record = entry["record"]
            names = [initial_first(a) for a in entry["item"]["author"]]
            names = [f"<strong>{n}</strong>" if rng.random() < 0.3 else n for n in names]
            venue = venue_with_numbers(record, "plain")
            out.append(f"{joined(names)}. {record.year}. {record.title}. {venue}.")
    return "\n\n".join(out)


def cv_status_sections(rng, items):
    """A CV: "Published", "In press" and "Submitted" sections, APA citations under each."""
    sections: dict[str, list[dict]] = {"Published": [], "In press": [], "Submitted": []}
    for entry in by_year(items):
        roll = rng.random()
        sections["Published" if roll < 0.6 else "In press" if roll < 0.8 else "Submitted"].append(entry)
    out = []
    for heading, group in sections.items():
        if not group:
            continue
        out.append(heading)
        for entry in group:
            record, names = entry["record"], [inverted(a) for a in entry["item"]["author"]]
            authors = joined(names, ", & ", " & ")
            out.append(f"{authors} ({record.year}). {record.title}. {venue_with_numbers(record)}.")
    return "\n".join(out)


def numbered_per_section(rng, items):
    """Kind headings, each list numbered from 1 again; Vancouver-like items."""
    out = []
    for _kind, group in by_kind(items, ("journal", "conference", "chapter", "book", "thesis", "preprint")):
        out.append(f"\n{kind_heading(group[0]['record'])}")
        for number, entry in enumerate(group, 1):
            record, names = entry["record"], [compact(a) for a in entry["item"]["author"]]
            out.append(f"{number}. {', '.join(names)}. {record.title}. {venue_of(record)}. {record.year}.")
    return "\n".join(out).strip()


def cjk_fullwidth(rng, items):
    """A Chinese CV's list: GB/T-like tags ("[J]") and the full-width forms of its brackets, stops and
    commas, around Latin-script titles and names."""
    tags = {"journal": "J", "conference": "C", "chapter": "M", "book": "M", "thesis": "D", "preprint": "Z"}
    comma, stop, opening, closing = "\uff0c", "\uff0e", "\uff3b", "\uff3d"
    out = []
    for number, entry in enumerate(by_year(items), 1):
        record, names = entry["record"], [compact(a) for a in entry["item"]["author"]]
        details = numbers(record, "plain")
        venue = comma.join(filter(None, (venue_of(record), str(record.year), details)))
        tag = f"{opening}{tags[record.kind]}{closing}"
        out.append(
            f"{opening}{number}{closing}{comma.join(names)}{stop}{record.title}{tag}{stop}{venue}{stop}"
        )
    return "\n".join(out)


def researchgate(rng, items):
    """ResearchGate's list: kind label, "Full-text available", title, "Month Year · Venue", authors."""
    kinds = {
        "journal": "Article",
        "conference": "Conference Paper",
        "chapter": "Chapter",
        "book": "Book",
        "thesis": "Thesis",
        "preprint": "Preprint",
    }
    blocks = []
    for entry in by_year(items):
        record, names = entry["record"], [full(a) for a in entry["item"]["author"]]
        month = synthetic.MONTHS["en"][(record.month or 1) - 1]
        lines = [kinds[record.kind]]
        if rng.random() < 0.5:
            lines.append("Full-text available")
        lines += [record.title, f"{month} {record.year} · {venue_of(record)}", " · ".join(names)]
        if record.doi and rng.random() < 0.5:
            lines.append(f"DOI: {record.doi}")
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks)


def pure_portal_list(rng, items):
    """A Pure portal's list view: title, authors with "&", "Year, In: Venue. Vol, Issue, p. pages",
    "Research output: …" line."""
    kinds = PURE_OUTPUT_TYPES
    blocks = []
    for entry in by_year(items):
        record, names = entry["record"], [full(a) for a in entry["item"]["author"]]
        where = f"{record.year}, In: {venue_of(record)}"
        if record.kind == "journal":
            where += f". {record.volume}" + (f", {record.issue}" if record.issue else "")
            if record.pages:
                where += f", p. {record.pages}"
        blocks.append(
            f"{record.title}\n{joined(names, ' & ', ' & ')}, {where}.\nResearch output: {kinds[record.kind]}"
        )
    return "\n\n".join(blocks)


def _arxiv_id(rng, record) -> str:
    """An arXiv identifier: "2103.04567" (two-digit year and month, then a number) from 2007 on,
    "hep-th/9701123" (archive, year, month, number) before."""
    month = record.month or rng.randint(1, 12)
    if record.year < 2007:
        archive = rng.choice(("hep-th", "hep-ph", "gr-qc", "cond-mat", "math"))
        return f"{archive}/{record.year % 100:02d}{month:02d}{rng.randint(1, 999):03d}"
    return f"{record.year % 100:02d}{month:02d}.{rng.randint(1000, 19999):05d}"


def _isbn(rng) -> str:
    return f"978-{rng.randint(0, 9)}-{rng.randint(100, 999)}-{rng.randint(10000, 99999)}-{rng.randint(0, 9)}"


def _pages_or_article(record) -> str:
    return record.pages or record.article


def repec_ideas(rng, items):
    """An IDEAS (RePEc) author page: "Working papers" / "Articles" / "Chapters" / "Books" sections,
    numbered items ``A & B, 2021. "Title," Journal, Publisher, vol. 12(3), pages 33-41, Month.``,
    "Cited by:" and "Other versions" notes under some."""
    series = ("Working Papers", "NBER Working Papers", "CEPR Discussion Papers", "Discussion Papers")
    institutions = (
        "National Bureau of Economic Research, Inc",
        "C.E.P.R. Discussion Papers",
        "University of Oxford",
    )
    sections = {"Working papers": [], "Articles": [], "Chapters": [], "Books": []}
    for entry in by_year(items):
        kind = entry["record"].kind
        heading = {"journal": "Articles", "chapter": "Chapters", "conference": "Chapters", "book": "Books"}
        sections[heading.get(kind, "Working papers")].append(entry)
    out = []
    for heading, group in sections.items():
        if not group:
            continue
        out.append(heading)
        for number, entry in enumerate(group, 1):
            record, names = entry["record"], [full(a) for a in entry["item"]["author"]]
            month = synthetic.MONTHS["en"][(record.month or rng.randint(1, 12)) - 1]
            if heading == "Articles":
                issue = f"({record.issue})" if record.issue else "(C)"
                pages = f", pages {record.pages}" if record.pages else ""
                publisher = rng.choice(
                    ("Elsevier", "Wiley Blackwell", "Springer", "Taylor & Francis Journals")
                )
                where = f"{record.venue}, {publisher}, vol. {record.volume}{issue}{pages}, {month}."
            elif heading == "Chapters":
                pages = f", pages {record.pages}" if record.pages else ""
                editor, chapter = full(entry["item"]["author"][0]), rng.randint(1, 14)
                publisher = record.publisher or "Springer"
                where = f"in: {editor} (ed.),{record.venue}, chapter {chapter}{pages}, {publisher}."
            elif heading == "Books":
                where = f"{record.publisher} Books, {record.publisher}, number {_isbn(rng)}, {month}."
            else:
                paper = f"{record.year}-{rng.randint(1, 40):02d}"
                where = f"{rng.choice(series)} {paper}, {rng.choice(institutions)}."
            out.append(f'{number}. {" & ".join(names)}, {record.year}.\n"{record.title},"\n{where}')
            roll = rng.random()
            if roll < 0.3:
                out.append(f"\nCited by:\n\n    Cited by {rng.randint(2, 40)} other items.")
            elif roll < 0.45:
                out.append(
                    f"\nOther versions of this item:\n\n    {' & '.join(names)}, {record.year - 1}. "
                    f'"{record.title},"\n    {rng.choice(series)} {rng.randint(100, 999)}, '
                    f"{rng.choice(institutions)}."
                )
            out.append("")
    return "\n".join(out)


def nasa_ads(rng, items):
    """NASA ADS results list copied: number, bibcode, "Mon Year", "cited: n", title, up to three
    "Family, Given" authors with "and N more", the publication."""
    blocks = []
    for number, entry in enumerate(by_year(items), 1):
        record, people = entry["record"], entry["item"]["author"]
        names = [a.get("literal") or f"{_family(a)}, {a['given']}" for a in people]
        authors = "; ".join(names[:3]) + (f" and {len(names) - 3} more" if len(names) > 3 else "")
        month = synthetic.MONTHS["en"][(record.month or rng.randint(1, 12)) - 1][:3]
        stem = "".join(w[0] for w in (record.venue or record.title).split() if w[:1].isalpha())[:5]
        first = (names[0][:1] or "X").upper()
        bibcode = f"{record.year}{stem:.<5}{record.volume or '':.>4}{'.' * 5}{first}"[:19].ljust(19, ".")
        if record.kind == "journal":
            page = record.pages.split("-")[0] if record.pages else record.article
            pub = f"{record.venue}, Volume {record.volume}"
            pub += f", Issue {record.issue}" if record.issue else ""
            pub += f", pp.{record.pages}" if record.pages else f", id.{page}"
        elif record.kind == "preprint":
            pub = "arXiv e-prints"
        elif record.kind == "thesis":
            pub = "Ph.D. Thesis"
        else:
            pub = record.venue or record.publisher
        lines = [str(number), bibcode, f"{month} {record.year}"]
        if rng.random() < 0.7:
            lines.append(f"cited: {rng.randint(1, 300)}")
        lines += [record.title, authors, pub]
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks)


def inspire_hep(rng, items):
    """INSPIRE-HEP's literature list: title, authors (with affiliations; "et al." past ten),
    "e-Print: 2101.01234 [hep-th]", "Published in: Journal Vol (Year) Issue, Page", DOI, and the
    row of links and citation counts."""
    affiliations = ("(CERN)", "(DESY)", "(Heidelberg U.)", "(Princeton U.)", "(Tokyo U.)", "")
    blocks = []
    for entry in by_year(items):
        record, people = entry["record"], entry["item"]["author"]
        names = [f"{full(a)} {rng.choice(affiliations)}".strip() for a in people]
        authors = ", ".join(names[:10]) + (" et al." if len(names) > 10 else "")
        lines = [record.title, f"#{rng.randint(1, 60)}", authors]
        category = rng.choice(("hep-th", "hep-ph", "gr-qc", "astro-ph.CO", "hep-ex"))
        if record.kind in ("preprint", "journal") and rng.random() < 0.8:
            lines.append(f"e-Print: {_arxiv_id(rng, record)} [{category}]")
        if record.kind == "journal":
            issue = f" {record.issue}," if record.issue and rng.random() < 0.5 else ""
            page = _pages_or_article(record)
            lines.append(
                f"Published in: {record.venue} {record.volume} ({record.year}){issue} {page}".rstrip()
            )
        elif record.kind in ("conference", "chapter"):
            lines.append(f"Contribution to: {record.venue}, {record.pages}".rstrip(", "))
        if record.doi:
            lines.append(f"DOI: {record.doi}")
        if record.kind in ("preprint", "book", "thesis"):
            lines.append(
                f"{synthetic.MONTHS['en'][(record.month or 1) - 1][:3]} {rng.randint(1, 28)}, {record.year}"
            )
        lines.append(f"{rng.randint(5, 60)} pages")
        lines.append(f"pdf cite claim reference search {rng.randint(0, 400)} citations")
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks)


def _math_authors(people) -> str:
    return "; ".join(a.get("literal") or f"{_family(a)}, {a['given']}" for a in people)


def mathscinet(rng, items):
    """MathSciNet's publication list: "MR4123456 Reviewed", ``Family, Given; Family, Given`` with no
    stop, the title, ``J. Name 12 (2021), no. 3, 33-41.`` (books: ``Publisher, Place, 2021. xii+345
    pp. ISBN``), then the classification."""
    blocks = []
    for entry in by_year(items):
        record = entry["record"]
        status = rng.choice(("Reviewed", "Indexed", "Reviewed", "Pending"))
        if record.kind == "journal":
            issue = f", no. {record.issue}" if record.issue else ""
            pages = (
                record.pages.replace("-", "\u2013")
                if record.pages
                else f"Paper No. {record.article or rng.randint(1, 999)}"
            )
            where = f"{record.venue} {record.volume} ({record.year}){issue}, {pages}."
        elif record.kind in ("conference", "chapter"):
            pages = record.pages.replace("-", "\u2013")
            publisher = f"{record.publisher or 'Springer'}, {record.place or 'Cham'}"
            where = f"{record.venue}, {pages}, {publisher}, {record.year}."
        elif record.kind == "book":
            length = f"xii+{rng.randint(120, 600)} pp."
            where = (
                f"{record.publisher}, {record.place or 'Berlin'}, {record.year}. {length} ISBN: {_isbn(rng)}"
            )
        elif record.kind == "thesis":
            where = f"Thesis (Ph.D.)\u2013{record.publisher}. {record.year}. {rng.randint(60, 200)} pp."
        else:
            where = f"arXiv:{_arxiv_id(rng, record)} ({record.year})."
        msc = f"{rng.randint(11, 94)}{rng.choice('ABCDEFGHJKLMN')}{rng.randint(5, 99):02d}"
        blocks.append(
            f"MR{rng.randint(3000000, 4799999)} {status} {_math_authors(entry['item']['author'])} "
            f"{record.title}. {where} {msc}"
        )
    return "\n\n".join(blocks)


def zbmath(rng, items):
    """zbMATH Open's author profile list: ``Family, Given; Family, Given``, the title with
    "(English) Zbl 1234.56789", then ``J. Name 12, No. 3, 33-41 (2021).`` and the MSC line."""
    blocks = []
    for entry in by_year(items):
        record = entry["record"]
        if record.kind == "journal":
            issue = f", No. {record.issue}" if record.issue else ""
            pages = record.pages or f"Article ID {record.article or rng.randint(1, 999)}"
            where = f"{record.venue} {record.volume}{issue}, {pages} ({record.year})."
        elif record.kind in ("conference", "chapter"):
            where = f"{record.venue}, {record.pages} ({record.year})."
        elif record.kind == "book":
            where = f"{record.place or 'Berlin'}: {record.publisher} ({record.year})."
        elif record.kind == "thesis":
            where = f"{record.publisher} (Diss.) ({record.year})."
        else:
            where = f"Preprint, arXiv:{_arxiv_id(rng, record)} ({record.year})."
        zbl = (
            f"Zbl {rng.randint(1000, 1599)}.{rng.randint(10000, 99999)}"
            if rng.random() < 0.7
            else f"Zbl 0{rng.randint(7000000, 7999999)}"
        )
        msc = f"MSC: {rng.randint(11, 94)}{rng.choice('ABCDEFGHJKLMN')}{rng.randint(5, 99):02d}"
        blocks.append(
            f"{_math_authors(entry['item']['author'])}\n{record.title}. (English) {zbl}\n{where}\n{msc}"
        )
    return "\n\n".join(blocks)


def ssrn_author(rng, items):
    """An SSRN author page: numbered titles, "Number of pages: 45 Posted: 12 Mar 2021 Last Revised:
    …", the authors "A, B and C", their institutions, a journal line on some, download counts."""
    places = (
        "Harvard University",
        "University of Chicago",
        "London School of Economics",
        "Stanford University",
    )
    blocks = []
    for number, entry in enumerate(by_year(items), 1):
        record, names = entry["record"], [full(a) for a in entry["item"]["author"]]
        month = synthetic.MONTHS["en"][(record.month or rng.randint(1, 12)) - 1][:3]
        lines = [f"{number}.", record.title]
        if record.kind == "journal" and rng.random() < 0.6:
            lines.append(
                f"{record.venue}, Vol. {record.volume}"
                + (f", No. {record.issue}" if record.issue else "")
                + f", {record.year}"
            )
        elif rng.random() < 0.3:
            lines.append("Forthcoming")
        posted = (
            f"Number of pages: {rng.randint(8, 90)} Posted: {rng.randint(1, 28):02d} {month} {record.year}"
        )
        if rng.random() < 0.5:
            revised = synthetic.MONTHS["en"][rng.randint(0, 11)][:3]
            posted += f" Last Revised: {rng.randint(1, 28):02d} {revised} {record.year + 1}"
        lines.append(posted)
        lines.append(joined(names, " and ", " and "))
        lines.append(joined([rng.choice(places) for _ in names[:3]], " and ", " and "))
        lines.append(f"Downloads {rng.randint(10, 4000):,} ({rng.randint(5000, 400000):,})")
        if rng.random() < 0.5:
            lines.append(f"Citation {rng.randint(1, 60)}")
        lines.append(buttons(rng, ("View PDF", "Download", "Add Paper to My Library")))
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks)


def philpapers(rng, items):
    """A PhilPapers profile: ``A, B & C (2021). Title. Journal 12 (3):33-41.``, books
    ``Place: Publisher.``, chapters ``In Editor (ed.), Book. Publisher. pp. 33-41.``, then the
    "details" and category lines."""
    categories = ("Epistemology", "Philosophy of Mind", "Metaethics", "Philosophy of Science, Misc")
    out = []
    for entry in by_year(items):
        record, names = entry["record"], [full(a) for a in entry["item"]["author"]]
        authors = joined(names, " & ", " & ")
        if record.kind == "journal":
            issue = f" ({record.issue})" if record.issue else ""
            pages = f":{record.pages}" if record.pages else ""
            where = f"{record.venue} {record.volume}{issue}{pages}."
        elif record.kind in ("conference", "chapter"):
            editor = full(entry["item"]["author"][-1])
            pages = f" pp. {record.pages}." if record.pages else ""
            where = (
                f"In {editor} (ed.), {record.venue}. {record.publisher or 'Oxford University Press'}.{pages}"
            )
        elif record.kind == "book":
            where = f"{record.place or 'New York'}: {record.publisher}."
        elif record.kind == "thesis":
            where = f"Dissertation, {record.publisher}"
        else:
            where = ""
        line = f"{authors} ({record.year}). {record.title}. {where}".strip()
        out.append(line)
        if rng.random() < 0.4:
            out.append(wrapped(abstract(rng), rng))
        out.append(
            f"{rng.choice(categories)} (categorize this paper)"
            if rng.random() < 0.3
            else rng.choice(categories)
        )
        out.append(
            "details" if rng.random() < 0.6 else f"DOI: {record.doi or '10.1093/mind/fzab001'}\n  details"
        )
        out.append("")
    return "\n".join(out)


def eprints_repository(rng, items):
    """An EPrints repository's person or year listing: year headings, "Number of items at this
    level", ``Family, A. and Family, B. (2021) Title. Journal, 12 (3). pp. 33-41. ISSN 1234-5678``,
    file lines under some."""

    def name(a):
        return a.get("literal") or f"{_family(a)}, {_initials(a, spaced=False)}"

    out = [f"Number of items: {len(items)}."]
    year = None
    for entry in by_year(items):
        record = entry["record"]
        if record.year != year:
            year = record.year
            out += ["", str(year)]
        names = [name(a) for a in entry["item"]["author"]]
        authors = joined(names, " and ", " and ")
        issn = f" ISSN {rng.randint(1000, 9999)}-{rng.randint(100, 999)}{rng.choice('0123456789X')}"
        if record.kind == "journal":
            issue = f" ({record.issue})" if record.issue else ""
            pages = f" pp. {record.pages}." if record.pages else ""
            where = f"{record.venue}, {record.volume}{issue}.{pages}{issn if rng.random() < 0.7 else ''}"
        elif record.kind == "conference":
            held = f"{rng.randint(1, 14)}-{rng.randint(15, 28)} {synthetic.MONTHS['en'][rng.randint(0, 11)]}"
            where = f"In: {record.venue}, {held} {record.year}, {record.place or 'London'}."
        elif record.kind == "chapter":
            editor = name(entry["item"]["author"][0])
            where = (
                f"In: {editor}, (ed.) {record.venue}. {record.publisher or 'Routledge'}, pp. {record.pages}."
            )
        elif record.kind == "book":
            where = f"{record.publisher}, {record.place or 'London'}. ISBN {_isbn(rng).replace('-', '')}"
        elif record.kind == "thesis":
            where = f"PhD thesis, {record.publisher}."
        else:
            where = "arXiv. (Unpublished)"
        out.append(f"{authors} ({record.year}) {record.title}. {where}")
        if rng.random() < 0.4:
            pdf = rng.choice(("accepted_manuscript.pdf", "paper.pdf"))
            out.append(f"[img]\nText\n{pdf} - Accepted Version\nDownload ({rng.randint(100, 999)}kB)")
    return "\n".join(out)


def dspace_items(rng, items):
    """A DSpace repository's item list (XMLUI): the title, then ``Family, Given; Family, Given
    (Publisher, 2021-03)``, an abstract cut with "...", a "Thumbnail" line on some."""
    blocks = []
    for entry in by_year(items):
        record, people = entry["record"], entry["item"]["author"]
        names = "; ".join(a.get("literal") or f"{_family(a)}, {a['given']}" for a in people)
        month = record.month or rng.randint(1, 12)
        date = rng.choice(
            (
                str(record.year),
                f"{record.year}-{month:02d}",
                f"{record.year}-{month:02d}-{rng.randint(1, 28):02d}",
            )
        )
        publisher = (
            record.venue
            if record.kind in ("journal", "conference") and rng.random() < 0.5
            else record.publisher or rng.choice(("Elsevier", "Springer", "IEEE", "MDPI"))
        )
        lines = ["Thumbnail"] if rng.random() < 0.4 else []
        lines += [record.title, f"{names} ({publisher}, {date})"]
        if rng.random() < 0.7:
            lines.append(abstract(rng)[: rng.randint(120, 240)].rstrip() + " ...")
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks)


def semantic_scholar(rng, items):
    """A Semantic Scholar author page copied: title, authors (first ones, "+N authors", the last),
    fields of study, venue, date, "TLDR" text with "Expand", citation count and buttons."""
    fields = ("Computer Science", "Medicine", "Biology", "Physics", "Economics", "Psychology")
    blocks = []
    for entry in by_year(items):
        record, people = entry["record"], entry["item"]["author"]
        names = [initial_first(a) if rng.random() < 0.5 else full(a) for a in people]
        if len(names) > 4:
            names = [*names[:2], f"+{len(names) - 3} authors", names[-1]]
        month = synthetic.MONTHS["en"][(record.month or rng.randint(1, 12)) - 1]
        lines = [record.title, ", ".join(names)]
        if rng.random() < 0.6:
            lines.append(", ".join(rng.sample(fields, rng.randint(1, 2))))
        venue = venue_of(record) if record.kind in ("journal", "conference", "chapter") else ""
        if record.kind == "preprint":
            venue = "ArXiv"
        if venue:
            lines.append(venue)
        lines.append(rng.choice((str(record.year), f"{rng.randint(1, 28)} {month} {record.year}")))
        if rng.random() < 0.5:
            lines.append(f"TLDR\n{abstract(rng)[:160].rstrip()}... Expand")
        lines.append(f"{rng.randint(1, 900)}\nCitations")
        lines.append(buttons(rng, ("PDF", "Save", "Alert", "Cite")))
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks)


def arxiv_listing(rng, items):
    """An arXiv author or search listing: "[1] arXiv:2101.01234 [pdf, other]", then "Title:",
    "Authors:", "Comments:", "Journal-ref:" and "Subjects:" lines."""
    subjects = (
        "High Energy Physics - Theory (hep-th)",
        "Machine Learning (cs.LG); Artificial Intelligence (cs.AI)",
        "Quantitative Methods (q-bio.QM)",
        "General Economics (econ.GN)",
        "Materials Science (cond-mat.mtrl-sci)",
    )
    blocks = []
    for number, entry in enumerate(by_year(items), 1):
        record, names = entry["record"], [full(a) for a in entry["item"]["author"]]
        lines = [
            f"[{number}] arXiv:{_arxiv_id(rng, record)} [{rng.choice(('pdf, other', 'pdf, ps, other'))}]",
            f"Title: {record.title}",
            f"Authors: {', '.join(names)}",
        ]
        if rng.random() < 0.6:
            lines.append(f"Comments: {rng.randint(4, 60)} pages, {rng.randint(1, 12)} figures")
        if record.kind == "journal" and rng.random() < 0.7:
            issue = f", no. {record.issue}" if record.issue and rng.random() < 0.5 else ""
            lines.append(
                f"Journal-ref: {record.venue} {record.volume}{issue}, "
                f"{_pages_or_article(record)} ({record.year})"
            )
        elif record.kind == "conference" and rng.random() < 0.7:
            lines.append(f"Journal-ref: {record.venue} {record.year}")
        lines.append(f"Subjects: {rng.choice(subjects)}")
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks)


def esploro_profile(rng, items):
    """An Ex Libris Esploro researcher profile's outputs: title, authors, the asset type, the
    journal with volume(issue) and pages, the year, and "Published" / "Open Access" badges."""
    kinds = {
        "journal": "Journal article",
        "conference": "Conference proceeding",
        "chapter": "Book chapter",
        "book": "Book",
        "thesis": "Dissertation",
        "preprint": "Preprint",
    }
    blocks = []
    for entry in by_year(items):
        record, names = entry["record"], [full(a) for a in entry["item"]["author"]]
        lines = [record.title, "; ".join(names), kinds[record.kind]]
        if record.kind == "journal":
            issue = f"({record.issue})" if record.issue else ""
            lines.append(", ".join(filter(None, (record.venue, f"{record.volume}{issue}", record.pages))))
        elif record.kind in ("conference", "chapter"):
            lines.append(record.venue)
        lines.append(str(record.year))
        badges = [badge for badge in ("Published", "Open Access") if rng.random() < 0.5]
        lines += badges
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks)


def academia_edu_profile(rng, items):
    """An Academia.edu profile's papers: title, "by" and the authors, the venue and year, then the
    counts and buttons ("12 Views", "Cited by 3", "Download (PDF)")."""
    blocks = []
    for entry in by_year(items):
        record, names = entry["record"], [full(a) for a in entry["item"]["author"]]
        lines = [record.title, f"by {joined(names, ', and ', ' and ')}"]
        venue = venue_of(record) if record.kind != "preprint" else ""
        lines.append(", ".join(filter(None, (venue, str(record.year)))))
        lines.append(f"{rng.randint(2, 900)} Views")
        if rng.random() < 0.4:
            lines.append(f"Cited by {rng.randint(1, 60)}")
        if rng.random() < 0.7:
            lines.append("Download (PDF)")
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks)


# --- CV and faculty-activity systems, grant biosketches, discipline lab pages --------------------


def _dashed(pages: str) -> str:
    return pages.replace("-", "\u2013")


def _given_part(author: dict) -> str:
    given = author["given"].split()
    return " ".join([given[0], *(f"{g[0]}." for g in given[1:])])


def _given_first(author: dict) -> str:
    """ "Anna M. van der Berg": the given name, the middle ones as initials."""
    return author["literal"] if "literal" in author else f"{_given_part(author)} {_family(author)}"


def _first_inverted(authors: list[dict], *, pair: str = ", and ") -> str:
    """ASA, Chicago author-date and biblatex: the first name inverted, the rest in reading order
    ("van der Berg, Anna M., Jon Smith, and Li Wei")."""
    names = [_given_first(a) for a in authors]
    if "literal" not in authors[0]:
        names[0] = f"{_family(authors[0])}, {_given_part(authors[0])}"
    return joined(names, ", and ", pair)


def _nlm_pages(pages: str) -> str:
    """NLM elides a page range's repeated leading digits ("1234-1256" -> "1234-56")."""
    if "-" not in pages:
        return pages
    first, end = pages.split("-", 1)
    if len(first) == len(end):
        keep = next((i for i, (a, b) in enumerate(zip(first, end, strict=False)) if a != b), len(end))
        end = end[keep:] or end
    return f"{first}-{end}"


def _nlm_reference(rng, record, names: list[str]) -> str:
    """One NLM (Citing Medicine) reference as MyBibliography and SciENcv print it."""
    authors = ", ".join(names)
    if record.kind == "journal":
        month = f" {synthetic.MONTHS['en'][record.month - 1][:3]}" if record.month else ""
        issue = f"({record.issue})" if record.issue else ""
        pages = _nlm_pages(record.pages) if record.pages else record.article
        text = (
            f"{authors}. {record.title}. {record.venue.rstrip('.')}. {record.year}{month};"
            f"{record.volume}{issue}:{pages}."
        )
        if record.doi:
            text += f" doi: {record.doi}."
        return text
    if record.kind == "conference":
        pages = f" p. {_nlm_pages(record.pages)}." if record.pages else ""
        return f"{authors}. {record.title}. In: {record.venue}; {record.year}.{pages}"
    if record.kind == "chapter":
        editors = ", ".join(f"{e.family} {e.initials(periods=False, spaced=False)}" for e in record.editors)
        where = f"{record.place}: " if record.place else ""
        return (
            f"{authors}. {record.title}. In: {editors}, editor{'s' if len(record.editors) > 1 else ''}. "
            f"{record.venue}. {where}{record.publisher}; {record.year}. p. {_nlm_pages(record.pages)}."
        )
    if record.kind == "book":
        where = f"{record.place}: " if record.place else ""
        return f"{authors}. {record.title}. {where}{record.publisher}; {record.year}."
    if record.kind == "thesis":
        return f"{authors}. {record.title} [dissertation]. {record.publisher}; {record.year}."
    return (
        f"{authors}. {record.title}. arXiv [Preprint]. {record.year}. "
        f"Available from: https://arxiv.org/abs/{record.article}"
    )


def nih_biosketch_contributions(rng, items):
    """An NIH biosketch's "Contributions to Science": numbered paragraphs of narrative, each
    followed by up to four lettered NLM references with PMID and PMCID, and the closing
    "Complete List of Published Work in MyBibliography:" link."""
    out = ["C. Contributions to Science", ""]
    entries = by_year(items)
    groups = [entries[i : i + 4] for i in range(0, len(entries), 4)]
    for number, group in enumerate(groups, 1):
        # The narrative NIH asks for ends on the applicant's own role in the work; a few write of
        # themselves in the third person.
        role = rng.choice(
            (
                "I was the principal investigator of these studies.",
                "My laboratory designed and ran the experiments.",
                "I served as lead analyst and corresponding author on this work.",
                "We developed the methods now used by several groups.",
                "The Smith group led this work, with Dr. Smith directing the analyses.",
            )
        )
        out.append(f"{number}. {abstract(rng)} {abstract(rng)} {role}")
        out.append("")
        for letter, entry in zip("abcd", group, strict=False):
            record = entry["record"]
            names = bold_owner(rng, [compact(a) for a in entry["item"]["author"]], "md")
            text = _nlm_reference(rng, record, names)
            if record.kind == "journal":
                pmid = f"PMID: {rng.randint(10000000, 39999999)}"
                pmcid = f"PMCID: PMC{rng.randint(1000000, 9999999)}" if rng.random() < 0.6 else ""
                if not pmcid:
                    text += f" {pmid}."
                elif rng.random() < 0.5:
                    text += f" {pmid}; {pmcid}."
                else:
                    text += f"\n    {pmid}; {pmcid}"
            out.append(f"    {letter}. {text}")
        out.append("")
    handle = f"{rng.choice(('anna', 'jon', 'li'))}.{rng.choice(('berg', 'smith', 'wei'))}.1"
    out.append("Complete List of Published Work in MyBibliography:")
    out.append(f"https://www.ncbi.nlm.nih.gov/myncbi/{handle}/bibliography/public/")
    return "\n".join(out)


def nsf_biosketch_products(rng, items):
    """An NSF biosketch (SciENcv): "Products" numbered from 1 under "Products Most Closely Related
    to the Proposed Project" and "Other Significant Products", SciENcv's "Available from:" and "DOI:"
    tails; the "Synergistic Activities" section after."""
    entries = by_year(items)
    half = (len(entries) + 1) // 2
    out = ["(c) Products", ""]
    for heading, group in (
        ("Products Most Closely Related to the Proposed Project", entries[:half]),
        ("Other Significant Products, Whether or Not Related to the Proposed Project", entries[half:]),
    ):
        out.append(heading)
        for number, entry in enumerate(group, 1):
            record = entry["record"]
            text = _nlm_reference(rng, record, [compact(a) for a in entry["item"]["author"]])
            if record.doi:
                text = text.replace(f" doi: {record.doi}.", "")
                text += f" Available from: https://doi.org/{record.doi} DOI: {record.doi}"
            out.append(f"{number}. {text}")
        out.append("")
    out.append("(d) Synergistic Activities")
    out.append(
        f"1. Organizer, Workshop on {rng.choice(synthetic.TITLE_WORDS['en']).title()} Methods, 2019-2022."
    )
    out.append("2. Associate Editor, a society's journal of the field; reviewer for national panels.")
    return "\n".join(out)


def symplectic_profile(rng, items):
    """A research profile fed by Symplectic Elements: kind headings; "Names, Year, Title, Venue,
    Vol: n, Pages: a-b, ISSN: ..." with the field labels the profile prints."""
    groups = {
        "journal": "Journal articles",
        "conference": "Conference papers",
        "chapter": "Book chapters",
        "book": "Books",
        "thesis": "Thesis",
        "preprint": "Working papers",
    }
    out = ["Publications"]
    for kind, group in by_kind(items, groups):
        heading = groups[kind]
        out += ["", heading, ""]
        for entry in group:
            record, authors = entry["record"], entry["item"]["author"]
            names = ", ".join(compact(a) for a in authors[:10]) + (" et al." if len(authors) > 10 else "")
            fields = [names, str(record.year), record.title]
            if kind == "journal":
                fields += [record.venue, f"Vol: {record.volume}"]
                if record.pages:
                    fields.append(f"Pages: {record.pages}")
                fields.append(f"ISSN: {rng.randint(1000, 9999)}-{rng.randint(1000, 9999)}")
            elif kind == "conference":
                fields.append(record.venue)
                if record.publisher:
                    fields.append(f"Publisher: {record.publisher}")
                if record.pages:
                    fields.append(f"Pages: {record.pages}")
            elif kind == "chapter":
                fields += [record.venue, f"Publisher: {record.publisher}", f"Pages: {record.pages}"]
                fields.append(f"ISBN: 978{rng.randint(1000000000, 9999999999)}")
            elif kind == "book":
                fields += [
                    f"Publisher: {record.publisher}",
                    f"ISBN: 978{rng.randint(1000000000, 9999999999)}",
                ]
            elif kind == "preprint":
                fields.append(f"Publisher: arXiv, arXiv:{record.article}")
            out.append(", ".join(fields))
            if record.doi and rng.random() < 0.5:
                out.append(f"DOI: {record.doi}")
            out.append("")
    return "\n".join(out).strip()


def _apa_authors(authors: list[dict], *, ampersand: bool = True) -> str:
    names = [inverted(a) for a in authors]
    return joined(names, ", & ", " & ") if ampersand else ", ".join(names)


def _apa_tail(record, *, place: bool = True) -> str:
    """The part of an APA reference after the title."""
    where = f"{record.place}: " if place and record.place else ""
    if record.kind == "journal":
        return f"{venue_with_numbers(record)}."
    if record.kind == "conference":
        pages = f" (pp. {record.pages})" if record.pages else ""
        return f"In {record.venue}{pages}." + (f" {record.publisher}." if record.publisher else "")
    if record.kind == "chapter":
        editors = joined([f"{e.initials()} {e.family}" for e in record.editors], ", & ", " & ")
        ed = "Eds." if len(record.editors) > 1 else "Ed."
        return f"In {editors} ({ed}), {record.venue} (pp. {record.pages}). {where}{record.publisher}."
    if record.kind == "book":
        return f"{where}{record.publisher}."
    if record.kind == "thesis":
        return f"(Doctoral dissertation). {record.publisher}."
    return f"arXiv:{record.article}."


def activity_insight_vita(rng, items):
    """A vita printed by Watermark's (Digital Measures) Activity Insight: "INTELLECTUAL
    CONTRIBUTIONS", refereed and non-refereed subheadings, APA-like citations whose authors are
    joined by commas alone, as the report strings its author records together."""
    groups = (
        ("Refereed Journal Articles", ("journal",)),
        ("Refereed Conference Proceedings", ("conference",)),
        ("Books and Book Chapters", ("book", "chapter")),
        ("Non-Refereed Works", ("thesis", "preprint")),
    )
    out = ["INTELLECTUAL CONTRIBUTIONS"]
    for heading, kinds in groups:
        group = by_year([e for e in items if e["record"].kind in kinds])
        if not group:
            continue
        out += ["", heading]
        for entry in group:
            record = entry["record"]
            authors = _apa_authors(entry["item"]["author"], ampersand=False)
            out.append(f"{authors} ({record.year}). {record.title}. {_apa_tail(record)}")
    return "\n".join(out)


def faculty180_vita(rng, items):
    """An Interfolio Faculty180 vita: "Scholarly Contributions and Creative Productions", a
    heading per activity type, APA citations, an ongoing status ("In Press", "Accepted") after the
    citations not yet published."""
    groups = {
        "journal": "Journal Article",
        "conference": "Conference Proceeding",
        "chapter": "Book Chapter",
        "book": "Book",
        "thesis": "Thesis/Dissertation",
        "preprint": "Other",
    }
    out = ["Scholarly Contributions and Creative Productions"]
    for kind, group in by_kind(items, groups):
        heading = groups[kind]
        out += ["", heading]
        for entry in group:
            record = entry["record"]
            authors = _apa_authors(entry["item"]["author"])
            text = f"{authors} ({record.year}). {record.title}. {_apa_tail(record)}"
            if kind in ("journal", "chapter", "book") and rng.random() < 0.2:
                text += f" ({rng.choice(('In Press', 'Accepted', 'Revise & Resubmit'))})"
            out.append(text)
    return "\n".join(out)


def europass_publications(rng, items):
    """A Europass CV (the online editor's PDF) copied: "PUBLICATIONS", each publication's title
    with its date after, then the description holding authors and venue, and its link."""
    out = ["PUBLICATIONS", ""]
    for entry in by_year(items):
        record, names = entry["record"], [full(a) for a in entry["item"]["author"]]
        month = f"{record.month:02d}/" if record.month else ""
        out.append(f"{record.title} [{month}{record.year}]")
        if record.doi and rng.random() < 0.6:
            out.append(f"Link: https://doi.org/{record.doi}")
        venue = venue_with_numbers(record, "plain")
        out.append(
            f"Authors: {', '.join(names)}. {venue}."
            if rng.random() < 0.5
            else f"{', '.join(names)} \u2013 {venue}"
        )
        out.append("")
    return "\n".join(out).strip()


def altacv_biblatex(rng, items):
    """AltaCV (Overleaf): biblatex's authoryear bibliography under pubtype headings, the owner in
    bold, at most three names before "et al.", "In:" before the venue, "12.3" for volume and issue."""
    groups = {
        "journal": "Journal Articles",
        "conference": "Conference Proceedings",
        "chapter": "Book Chapters",
        "book": "Books",
        "thesis": "Theses",
        "preprint": "Preprints",
    }
    out = ["Publications"]
    for kind, group in by_kind(items, groups):
        heading = groups[kind]
        out += ["", heading]
        for entry in group:
            record, authors = entry["record"], entry["item"]["author"]
            if len(authors) > 3:
                names = f"{_first_inverted(authors[:1])} et al."
            else:
                names = _first_inverted(authors, pair=" and ")
            if rng.random() < 0.5 and "**" not in names:
                names = names.replace(names.split(",")[0], f"**{names.split(',')[0]}**", 1)
            if kind == "journal":
                number = f"{record.volume}.{record.issue}" if record.issue else record.volume
                pages = f", pp. {_dashed(record.pages)}" if record.pages else f", {record.article}"
                tail = f"“{record.title}”. In: *{record.venue}* {number}{pages}."
            elif kind == "conference":
                pages = f", pp. {_dashed(record.pages)}" if record.pages else ""
                tail = f"“{record.title}”. In: *{record.venue}*{pages}."
            elif kind == "chapter":
                where = f"{record.place}: " if record.place else ""
                pages = f", pp. {_dashed(record.pages)}"
                tail = f"“{record.title}”. In: *{record.venue}*. {where}{record.publisher}{pages}."
            elif kind == "book":
                where = f"{record.place}: " if record.place else ""
                tail = f"*{record.title}*. {where}{record.publisher}."
            elif kind == "thesis":
                tail = f"“{record.title}”. PhD thesis. {record.publisher}."
            else:
                tail = f"“{record.title}”. arXiv: {record.article}."
            if record.doi:
                tail += f" doi: {record.doi}."
            out.append(f"{names} ({record.year}). {tail}")
    return "\n".join(out)


def social_science_cv(rng, items):
    """A sociology or political-science CV: "Refereed Journal Articles", "Books", "Book Chapters",
    "Book Reviews", "Conference Papers", "Works in Progress / Under Review"; ASA or Chicago
    author-date references ("Family, Given, and Given Family. 2019. “Title.” *Journal* 12(3):1-9.")."""
    chicago = rng.random() < 0.5
    journals = [e for e in by_year(items) if e["record"].kind == "journal"]
    reviews = journals[-1:] if len(journals) >= 4 else []
    for entry in reviews:
        reviewed = rng.choice(synthetic.FAMILY)
        entry["book"] = entry["record"].title
        entry[
            "record"
        ].title = f"Review of {entry['record'].title}, by {rng.choice(synthetic.GIVEN)} {reviewed}"
    sections = (
        ("Refereed Journal Articles", [e for e in journals if e not in reviews]),
        ("Books", [e for e in by_year(items) if e["record"].kind == "book"]),
        ("Book Chapters", [e for e in by_year(items) if e["record"].kind == "chapter"]),
        ("Book Reviews", reviews),
        ("Conference Papers", [e for e in by_year(items) if e["record"].kind == "conference"]),
        (
            "Works in Progress / Under Review",
            [e for e in by_year(items) if e["record"].kind in ("preprint", "thesis")],
        ),
    )
    out = []
    for heading, group in sections:
        if not group:
            continue
        out += ["", heading, ""]
        for entry in group:
            record = entry["record"]
            names = _first_inverted(entry["item"]["author"])
            names += "" if names.endswith(".") else "."
            start = f"{names} {record.year}."
            issue = f"({record.issue})" if record.issue else ""
            pages = _dashed(record.pages or record.article)
            numbers_ = (
                f"{record.volume} {issue}: {pages}".replace(" :", ":")
                if chicago
                else f"{record.volume}{issue}:{pages}"
            )
            if heading == "Book Reviews":
                title = record.title.replace(entry["book"], f"*{entry['book']}*")
                out.append(f"{start} {title}. *{record.venue}* {numbers_}.")
            elif record.kind == "journal":
                out.append(f"{start} “{record.title}.” *{record.venue}* {numbers_}.")
            elif record.kind == "book":
                where = f"{record.place}: " if record.place else ""
                out.append(f"{start} *{record.title}*. {where}{record.publisher}.")
            elif record.kind == "chapter":
                editors = joined([f"{e.initials()} {e.family}" for e in record.editors])
                where = f"{record.place}: " if record.place else ""
                pp = _dashed(record.pages)
                if chicago:
                    out.append(
                        f"{start} “{record.title}.” In *{record.venue}*, edited by {editors}, {pp}. "
                        f"{where}{record.publisher}."
                    )
                else:
                    out.append(
                        f"{start} “{record.title}.” Pp. {pp} in *{record.venue}*, edited by {editors}. "
                        f"{where}{record.publisher}."
                    )
            elif record.kind == "conference":
                place = f", {record.place}" if record.place else ""
                out.append(f"{start} “{record.title}.” Paper presented at the {record.venue}{place}.")
            elif record.kind == "thesis":
                out.append(f"{start} “{record.title}.” PhD dissertation, {record.publisher}.")
            else:
                out.append(
                    f"{start} “{record.title}.” {rng.choice(('Under review.', 'Revise and resubmit.'))} "
                    f"Working paper, arXiv:{record.article}."
                )
    return "\n".join(out).strip()


def acs_group_page(rng, items):
    """A chemistry group's page in ACS style, numbered down from the newest: "Family, A. B.;
    Family, C. D.* Title. *J. Am. Chem. Soc.* **2021**, *143*, 5120-5127.", the corresponding author
    starred; bold and italics as markdown or, pasted as plain text, gone."""
    plain = rng.random() < 0.4

    def b(text):
        return text if plain else f"**{text}**"

    def i(text):
        return text if plain else f"*{text}*"

    out = ["Publications", ""]
    entries = by_year(items)
    for number, entry in zip(range(len(entries), 0, -1), entries, strict=False):
        record = entry["record"]
        names = [inverted(a) for a in entry["item"]["author"]]
        if len(names) > 1 and rng.random() < 0.7:
            names[-1] += "*"
        authors = "; ".join(names)
        authors += "" if authors.endswith((".", "*")) else "."
        pages = _dashed(record.pages or record.article)
        where = f"{record.place}, " if record.place else ""
        if record.kind == "journal":
            issue = f" ({record.issue})" if record.issue else ""
            tail = f"{i(record.venue)} {b(record.year)}, {i(record.volume)}{issue}, {pages}."
        elif record.kind == "conference":
            tail = (
                f"In {i(record.venue)}; {record.publisher or 'Publisher'}: {where}{record.year}; pp {pages}."
            )
        elif record.kind == "chapter":
            editors = "; ".join(f"{e.family}, {e.initials()}" for e in record.editors)
            ed = "Eds." if len(record.editors) > 1 else "Ed."
            published = f"{record.publisher}: {where}{record.year}"
            tail = f"In {i(record.venue)}; {editors}, {ed}; {published}; pp {pages}."
        elif record.kind == "book":
            tail = f"{record.publisher}: {where}{record.year}."
        elif record.kind == "thesis":
            tail = f"Ph.D. Dissertation, {record.publisher}, {record.year}."
        else:
            tail = f"{i('arXiv')} {b(record.year)}, arXiv:{record.article}."
        title = i(record.title) if record.kind == "book" else record.title
        line = f"{number}. {authors} {title}. {tail}"
        if record.doi and rng.random() < 0.6:
            line += f" DOI: {record.doi}"
        out.append(line)
        out.append("")
    return "\n".join(out).strip()


def apa7_student_authors(rng, items):
    """A psychology lab page in APA 7: graduate students starred and undergraduates daggered (the
    key at the top), DOIs as https://doi.org/ links, italics as markdown or gone."""
    plain = rng.random() < 0.4

    def i(text):
        return text if plain else f"*{text}*"

    out = ["Publications", "* graduate student author; † undergraduate student author", ""]
    for entry in by_year(items):
        record = entry["record"]
        names = [inverted(a) for a in entry["item"]["author"]]
        for k in range(1, len(names)):
            roll = rng.random()
            names[k] += "*" if roll < 0.25 else "†" if roll < 0.35 else ""
        authors = joined(names, ", & ", ", & ")
        if len(names) == 2:
            authors = f"{names[0]}, & {names[1]}"
        authors += "" if authors.endswith((".", "*", "†")) else "."
        head = f"{authors} ({record.year})."
        if record.kind == "journal":
            issue = f"({record.issue})" if record.issue else ""
            pages = _dashed(record.pages or record.article)
            text = f"{head} {record.title}. {i(record.venue)}, {i(record.volume)}{issue}, {pages}."
        elif record.kind == "conference":
            pages = f" (pp. {_dashed(record.pages)})" if record.pages else ""
            text = f"{head} {record.title}. In {i(record.venue)}{pages}." + (
                f" {record.publisher}." if record.publisher else ""
            )
        elif record.kind == "chapter":
            editors = joined([f"{e.initials()} {e.family}" for e in record.editors], ", & ", " & ")
            ed = "Eds." if len(record.editors) > 1 else "Ed."
            book = f"{i(record.venue)} (pp. {_dashed(record.pages)})"
            text = f"{head} {record.title}. In {editors} ({ed}), {book}. {record.publisher}."
        elif record.kind == "book":
            text = f"{head} {i(record.title)}. {record.publisher}."
        elif record.kind == "thesis":
            text = f"{head} {i(record.title)} [Doctoral dissertation, {record.publisher}]."
        else:
            text = (
                f"{head} {i(record.title)} [Preprint]. arXiv. https://doi.org/10.48550/arXiv.{record.article}"
            )
        if record.doi:
            text += f" https://doi.org/{record.doi}"
        out.append(text)
        out.append("")
    return "\n".join(out).strip()


def robotics_lab_links(rng, items):
    """A robotics lab's page: year headings, IEEE-like references with the venue's acronym in
    parentheses, "[paper] [video] [code]" links after, an award line under some."""
    out, year = [], None
    for entry in by_year(items):
        record = entry["record"]
        if record.year != year:
            year = record.year
            out += ["", str(year), ""]
        names = joined([initial_first(a) for a in entry["item"]["author"]])
        acronym = f" ({record.acronym})" if record.acronym else ""
        if record.kind == "journal":
            issue = f", no. {record.issue}" if record.issue else ""
            pages = f", pp. {_dashed(record.pages)}" if record.pages else ""
            where = f"{record.venue}{acronym}, vol. {record.volume}{issue}{pages}, {record.year}"
        elif record.kind == "conference":
            where = f"in Proc. {record.venue}{acronym}, {record.year}"
        elif record.kind == "preprint":
            where = f"arXiv preprint arXiv:{record.article}, {record.year}"
        elif record.kind == "thesis":
            where = f"Ph.D. dissertation, {record.publisher}, {record.year}"
        else:
            where = f"in {venue_of(record)}, {record.publisher}, {record.year}"
        links = (
            " ".join(
                f"[{label}]"
                for label in ("paper", "video", "code", "bibtex", "project page")
                if rng.random() < 0.55
            )
            or "[paper]"
        )
        out.append(f"{names}, “{record.title},” {where}. {links}")
        if rng.random() < 0.15:
            out.append(
                rng.choice(
                    ("Best Paper Award Finalist", "Best Student Paper Award", "Outstanding Paper Award")
                )
            )
    return "\n".join(out).strip()


def _month_name(rng, record, short: bool = False) -> str:
    name = synthetic.MONTHS["en"][(record.month or rng.randint(1, 12)) - 1]
    return name[:3] if short else name


def _doi_of(rng, record, prefix: str = "10.5281/zenodo.") -> str:
    return record.doi or f"{prefix}{rng.randint(1000000, 9999999)}"


def hal_archive(rng, items):
    """HAL's list (the French open archive): the title, the authors, then HAL's reference line
    ``Journal, 2021, 12 (3), pp.33-41. ⟨10.1016/…⟩. ⟨hal-01234567⟩`` (a conference as "Conf, Jun
    2021, Paris, France. pp.33-41", a thesis with its ``⟨tel-…⟩``), the document type above."""
    kinds = {
        "journal": "Article dans une revue",
        "conference": "Communication dans un congrès",
        "chapter": "Chapitre d'ouvrage",
        "book": "Ouvrages",
        "thesis": "Thèse",
        "preprint": "Pré-publication, Document de travail",
    }
    places = ("Paris, France", "Lyon, France", "Montréal, Canada", "Berlin, Germany", "Online, France")
    blocks = []
    for entry in by_year(items):
        record, names = entry["record"], [full(a) for a in entry["item"]["author"]]
        pages = f"pp.{record.pages}" if record.pages else (record.article and f"pp.{record.article}")
        if record.kind == "journal":
            issue = f" ({record.issue})" if record.issue else ""
            ref = ", ".join(filter(None, (record.venue, str(record.year), f"{record.volume}{issue}", pages)))
        elif record.kind == "conference":
            ref = f"{record.venue}, {_month_name(rng, record, True)} {record.year}, {rng.choice(places)}"
            ref += f". {pages}" if pages else ""
        elif record.kind == "chapter":
            ref = f"{record.venue}, {record.publisher or 'Springer'}, {pages or 'pp.1-20'}, {record.year}"
        elif record.kind == "thesis":
            subject = rng.choice(("Physique", "Informatique", "Biologie"))
            ref = f"{subject}. {record.publisher}, {record.year}. English"
            school = rng.choice(("PA", "LY", "GR"))
            ref += f". ⟨NNT : {record.year}{school}{rng.randint(10, 99)}X{rng.randint(100, 999)}⟩"
        elif record.kind == "book":
            ref = f"{record.publisher}, {record.year}"
        else:
            ref = str(record.year)
        prefix = "tel" if record.kind == "thesis" else rng.choice(("hal", "hal", "inria", "cea"))
        ids = ([f"⟨{record.doi}⟩"] if record.doi else []) + [
            f"⟨{prefix}-{rng.randint(1000000, 4999999):08d}⟩"
        ]
        lines = [rng.choice((kinds[record.kind], ""))]
        lines += [record.title, ", ".join(names), f"{ref}. {'. '.join(ids)}"]
        if rng.random() < 0.5:
            lines.append(buttons(rng, ("Fichier principal", "Texte intégral", "DOI", "Accès au bibtex")))
        blocks.append("\n".join(filter(None, lines)))
    return "\n\n".join(blocks)


def zenodo_records(rng, items):
    """Zenodo's search or community list: "Published March 12, 2021 | Version v1", the resource
    type and access, title, ``Family, Given; Family, Given`` creators, the description cut, and
    "Uploaded on …" with views and downloads."""
    kinds = ARTICLE_PAPER_SECTION_KINDS
    blocks = []
    for entry in by_year(items):
        record, people = entry["record"], entry["item"]["author"]
        names = "; ".join(a.get("literal") or f"{_family(a)}, {a['given']}" for a in people)
        day = rng.randint(1, 28)
        published = f"{_month_name(rng, record)} {day}, {record.year}"
        lines = [
            f"Published {published} | Version v{rng.randint(1, 3)}",
            f"{kinds[record.kind]} {rng.choice(('Open', 'Open', 'Restricted'))}",
            record.title,
            names,
        ]
        if rng.random() < 0.7:
            lines.append(abstract(rng)[: rng.randint(120, 260)].rstrip() + "...")
        lines.append(f"Uploaded on {published}")
        if rng.random() < 0.6:
            lines.append(f"{rng.randint(10, 900)} views {rng.randint(1, 400)} downloads")
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks)


def figshare_items(rng, items):
    """Figshare's search or portal list: the item type in capitals, the title, "posted on
    2021-03-12, 10:23 authored by Anna Berg, Jan Smith" and the views and citation counts."""
    kinds = {
        "journal": "JOURNAL CONTRIBUTION",
        "conference": "CONFERENCE CONTRIBUTION",
        "chapter": "CHAPTER",
        "book": "BOOK",
        "thesis": "THESIS",
        "preprint": "PREPRINT",
    }
    blocks = []
    for entry in by_year(items):
        record, names = entry["record"], [full(a) for a in entry["item"]["author"]]
        month = record.month or rng.randint(1, 12)
        date = f"{record.year}-{month:02d}-{rng.randint(1, 28):02d}"
        lines = [kinds[record.kind], record.title]
        if rng.random() < 0.5:
            lines.append(
                f"posted on {date}, {rng.randint(0, 23):02d}:{rng.randint(0, 59):02d} "
                f"authored by {', '.join(names)}"
            )
        else:
            lines += [f"Posted on {date}", ", ".join(names)]
        if rng.random() < 0.5:
            lines.append(f"{rng.randint(5, 900)} views {rng.randint(0, 50)} citations")
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks)


def scopus_documents(rng, items):
    """Scopus's author page, "Documents" tab: the document type with "Open access", the title,
    ``Family, A.B., Family, C.`` authors, ``Journal, 2021, 12(3), pp. 33-41`` (an en dash) and the citation
    count ("12 Citations" / "Cited by 12"), "Show abstract" and "Related documents" links."""
    kinds = {
        "journal": "Article",
        "conference": "Conference Paper",
        "chapter": "Book Chapter",
        "book": "Book",
        "thesis": "Article",
        "preprint": "Review",
    }
    blocks = []
    for entry in by_year(items):
        record, people = entry["record"], entry["item"]["author"]
        names = ", ".join(a.get("literal") or f"{_family(a)}, {_initials(a, spaced=False)}" for a in people)
        access = " • Open access" if rng.random() < 0.4 else ""
        source = venue_of(record) if record.kind != "preprint" else "SSRN"
        parts = [source, str(record.year)]
        if record.kind == "journal":
            parts.append(f"{record.volume}({record.issue})" if record.issue else record.volume)
        if record.pages:
            parts.append("pp. " + record.pages.replace("-", "\u2013"))
        elif record.article:
            parts.append(record.article)
        lines = [f"{kinds[record.kind]}{access}", record.title, names, ", ".join(parts)]
        cited = rng.randint(0, 300)
        lines.append(rng.choice((f"{cited} Citations", f"Cited by {cited}")))
        lines.append(buttons(rng, ("Show abstract", "Related documents", "View at Publisher")))
        blocks.append("\n".join(lines))
    return "Documents\n\n" + "\n\n".join(blocks)


def wos_researcher(rng, items):
    """A Web of Science researcher profile's documents: a number, the title, ``Family, AB;
    Family, C`` authors, ``Mar 2021 | JOURNAL NAME 12 (3) , pp.33-41``, the citation count
    above "Citations", "Free Full Text From Publisher" on some."""
    blocks = []
    for number, entry in enumerate(by_year(items), 1):
        record, people = entry["record"], entry["item"]["author"]
        names = "; ".join(
            a.get("literal") or f"{_family(a)}, {_initials(a, periods=False, spaced=False)}" for a in people
        )
        source = (venue_of(record) if record.kind != "preprint" else "SSRN").upper()
        detail = ""
        if record.kind == "journal":
            detail = f" {record.volume}" + (f" ({record.issue})" if record.issue else "")
        if record.pages:
            detail += f" , pp.{record.pages}"
        elif record.article:
            detail += f" , {record.article}"
        date = rng.choice((f"{_month_name(rng, record, True)} {record.year}", str(record.year)))
        lines = [str(number), record.title, names, f"{date} | {source}{detail}"]
        if rng.random() < 0.4:
            lines.append("Free Full Text From Publisher")
        lines.append(f"{rng.randint(0, 400)}\nCitations")
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks)


def europe_pmc(rng, items):
    """Europe PMC's search results: the title, ``Berg AM, Smith J, Curie M.`` authors, ``Journal
    Abbrev. 2021 Mar;12(3):33-41`` with the source's id, "Cited by: 12 articles | PMID: 33123456
    | PMCID: PMC8123456", "Free full text in Europe PMC" on some."""
    blocks = []
    for entry in by_year(items):
        record, people = entry["record"], entry["item"]["author"]
        names = [compact(a) for a in people]
        if len(names) > 10 and rng.random() < 0.7:
            names = [*names[:10], "et al"]
        month = f" {_month_name(rng, record, True)}" if rng.random() < 0.6 else ""
        if record.kind == "journal":
            issue = f"({record.issue})" if record.issue else ""
            page = record.pages or record.article
            source = f"{record.venue}. {record.year}{month};{record.volume}{issue}" + (
                f":{page}" if page else ""
            )
        elif record.kind == "preprint":
            source = f"bioRxiv. {record.year}{month}"
        else:
            source = f"{venue_of(record)}. {record.year}"
        ids = [f"Cited by: {rng.randint(1, 200)} articles"] if rng.random() < 0.5 else []
        ids.append(
            f"PMID: {rng.randint(20000000, 38999999)}"
            if record.kind != "preprint"
            else f"PPR: PPR{rng.randint(100000, 999999)}"
        )
        if rng.random() < 0.4:
            ids.append(f"PMCID: PMC{rng.randint(1000000, 9999999)}")
        lines = [record.title, ", ".join(names) + ".", source, " | ".join(ids)]
        if rng.random() < 0.4:
            lines.append("Free full text in Europe PMC")
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks)


def scholar_cite_styles(rng, items):
    """Citations copied one by one from Google Scholar's "Cite" box, each in one of its five
    styles (MLA, APA, Chicago, Harvard, Vancouver), the style's label left in front on some."""
    out = []
    for entry in items:
        record, people = entry["record"], entry["item"]["author"]
        style = rng.choice(("MLA", "APA", "Chicago", "Harvard", "Vancouver"))
        venue = venue_of(record)
        vol, issue, pages = record.volume, record.issue, record.pages or record.article
        first = people[0].get("literal") or f"{_family(people[0])}, {people[0]['given']}"
        if style == "MLA":
            rest = [full(a) for a in people[1:]]
            names = f"{first}, et al." if len(people) > 2 else joined([first, *rest], pair=", and ") + "."
            nums = f" {vol}.{issue}" if vol and issue else (f" {vol}" if vol else "")
            text = f'{names} "{record.title}." {venue}{nums} ({record.year})' + (
                f": {pages}." if pages else "."
            )
        elif style == "APA":
            names = [inverted(a) for a in people]
            written = names[0] if len(names) == 1 else ", ".join(names[:-1]) + ", & " + names[-1]
            nums = f", {vol}" + (f"({issue})" if issue else "") if vol else ""
            text = f"{written} ({record.year}). {record.title}. {venue}{nums}" + (
                f", {pages}." if pages else "."
            )
        elif style == "Chicago":
            names = [first, *[full(a) for a in people[1:]]]
            written = joined(names, pair=", and ")
            written = (
                f"{first}, et al." if len(people) > 10 else written + ("" if written.endswith(".") else ".")
            )
            nums = f" {vol}" + (f", no. {issue}" if issue else "") if vol else ""
            text = f'{written} "{record.title}." {venue}{nums} ({record.year})' + (
                f": {pages}." if pages else "."
            )
        elif style == "Harvard":
            names = [inverted(a) for a in people]
            written = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
            written += "" if written.endswith(".") else ","
            nums = f", {vol}" + (f"({issue})" if issue else "") if vol else ""
            text = f"{written} {record.year}. {record.title}. {venue}{nums}" + (
                f", pp.{pages}." if pages else "."
            )
        else:
            names = [compact(a) for a in people]
            written = ", ".join(names[:6]) + (", et al." if len(names) > 6 else ".")
            nums = f";{vol}" + (f"({issue})" if issue else "") if vol else ""
            text = f"{written} {record.title}. {venue}. {record.year}{nums}" + (
                f":{pages}." if pages else "."
            )
        label = f"{style}\t" if rng.random() < 0.4 else ""
        out.append(label + text)
    return "\n\n".join(out)


def zotero_chicago_author_date(rng, items):
    """A bibliography Zotero writes in Chicago author-date: sorted by the first author, ``Berg,
    Anna, Jan Smith, and Marie Curie. 2021. "Title." Journal 12 (3): 33-41.
    https://doi.org/…``, "In Book, edited by …, 33-41. Place: Publisher." for chapters."""
    out = []
    ordered = sorted(
        items,
        key=lambda e: (
            _family(e["item"]["author"][0])
            if "family" in e["item"]["author"][0]
            else e["item"]["author"][0]["literal"]
        ).lower(),
    )
    for entry in ordered:
        record, people = entry["record"], entry["item"]["author"]
        first = people[0].get("literal") or f"{_family(people[0])}, {people[0]['given']}"
        names = [first, *[full(a) for a in people[1:]]]
        if len(names) > 10:
            names = [*names[:7], "et al"]
            written = ", ".join(names[:-1]) + ", et al."
        else:
            written = joined(names, pair=", and ")
            written += "" if written.endswith(".") else "."
        pages = record.pages.replace("-", "\u2013") if record.pages else record.article
        if record.kind == "journal":
            tail = f"{record.venue} {record.volume}" + (f" ({record.issue})" if record.issue else "")
            tail += f": {pages}." if pages else "."
            text = f'{written} {record.year}. "{record.title}." {tail}'
        elif record.kind in ("conference", "chapter"):
            text = f'{written} {record.year}. "{record.title}." In {record.venue}' + (
                f", {pages}" if pages else ""
            )
            text += f". {record.place + ': ' if record.place else ''}{record.publisher or 'ACM'}."
        elif record.kind == "book":
            place = f"{record.place}: " if record.place else ""
            text = f"{written} {record.year}. {record.title}. {place}{record.publisher}."
        elif record.kind == "thesis":
            text = f'{written} {record.year}. "{record.title}." PhD diss., {record.publisher}.'
        else:
            text = f'{written} {record.year}. "{record.title}." arXiv. https://doi.org/10.48550/arXiv.{record.article}.'
        if record.doi and record.kind != "preprint":
            text += f" https://doi.org/{record.doi}."
        out.append(text)
    return "\n\n".join(out)


def biorxiv_search(rng, items):
    """bioRxiv's (or medRxiv's) author search results: the title, ``Anna Berg, Jan Smith``,
    ``bioRxiv 2021.03.12.435123; doi: https://doi.org/10.1101/2021.03.12.435123``, "Posted March
    14, 2021.", "Now published in Journal doi: …" where a journal took it, "Abstract Full Text PDF"."""
    blocks = []
    for entry in by_year(items):
        record, names = entry["record"], [full(a) for a in entry["item"]["author"]]
        server = rng.choice(("bioRxiv", "bioRxiv", "medRxiv"))
        month, day = record.month or rng.randint(1, 12), rng.randint(1, 28)
        number = f"{record.year}.{month:02d}.{day:02d}.{rng.randint(200000, 599999)}"
        lines = [
            record.title,
            ", ".join(names),
            f"{server} {number}; doi: https://doi.org/10.1101/{number}",
            f"Posted {_month_name(rng, record)} {day}, {record.year}.",
        ]
        if record.kind == "journal" and rng.random() < 0.7:
            lines.append(
                f"Now published in {record.venue} "
                f"doi: 10.{rng.randint(1000, 9999)}/{rng.randint(100000, 999999)}"
            )
        lines.append(buttons(rng, ("Abstract", "Full Text", "PDF")))
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks)


def osf_preprints(rng, items):
    """OSF Preprints' search list: the title, "Contributors: Anna Berg, Jan Smith", the server
    and dates ("PsyArXiv | Date created: 2021-03-12 | Last edited: 2021-04-02"), the abstract cut
    and the subject tags."""
    servers = ("PsyArXiv", "SocArXiv", "EdArXiv", "OSF Preprints", "MetaArXiv", "SportRxiv")
    subjects = (
        "Social and Behavioral Sciences",
        "Psychology",
        "Life Sciences",
        "Education",
        "Medicine and Health Sciences",
    )
    blocks = []
    for entry in by_year(items):
        record, names = entry["record"], [full(a) for a in entry["item"]["author"]]
        month = record.month or rng.randint(1, 12)
        created = f"{record.year}-{month:02d}-{rng.randint(1, 28):02d}"
        edited = f"{record.year + rng.randint(0, 1)}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"
        lines = [
            record.title,
            f"Contributors: {', '.join(names)}",
            f"{rng.choice(servers)} | Date created: {created} | Last edited: {edited}",
        ]
        if rng.random() < 0.6:
            lines.append(abstract(rng)[: rng.randint(120, 260)].rstrip() + "…")
        if rng.random() < 0.6:
            lines.append(" ".join(rng.sample(subjects, 2)))
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks)


def cinii_research(rng, items):
    """CiNii Research's list (Japanese papers catalogued with their English titles): the title,
    ``BERG Anna, SMITH Jan`` (family first, in capitals), ``Journal 12 (3), 33-41, 2021-03-01``, the
    data source and the "DOI", "被引用文献3件" and "参考文献12件" links."""
    blocks = []
    for entry in by_year(items):
        record, people = entry["record"], entry["item"]["author"]
        names = [a.get("literal") or f"{_family(a).upper()} {a['given']}" for a in people]
        month = record.month or rng.randint(1, 12)
        date = rng.choice((f"{record.year}-{month:02d}-01", f"{record.year}", f"{record.year}-{month:02d}"))
        venue = venue_of(record) if record.kind != "preprint" else "arXiv"
        detail = ""
        if record.kind == "journal":
            detail = f" {record.volume}" + (f" ({record.issue})" if record.issue else "")
        if record.pages:
            detail += f", {record.pages}"
        lines = [
            record.title,
            " , ".join(names) if rng.random() < 0.5 else ", ".join(names),
            f"{venue}{detail}, {date}",
        ]
        links = ["DOI"] if record.doi else []
        links += rng.sample(("Web Site", "Crossref", "JaLC", "IR", "NDL Digital Collections"), 2)
        links += [f"参考文献{rng.randint(5, 60)}件"] if rng.random() < 0.6 else []
        links += [f"被引用文献{rng.randint(1, 30)}件"] if rng.random() < 0.5 else []
        lines.append(" ".join(links))
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks)


def crossref_search(rng, items):
    """Crossref's metadata search (search.crossref.org) results: the title, "JOURNAL ARTICLE
    published 12 March 2021 in Journal", "Volume 12, Issue 3", "Authors: Anna Berg, Jan Smith",
    the DOI link, and the "Actions" links."""
    kinds = {
        "journal": "JOURNAL ARTICLE",
        "conference": "PROCEEDINGS ARTICLE",
        "chapter": "BOOK CHAPTER",
        "book": "BOOK",
        "thesis": "DISSERTATION",
        "preprint": "POSTED CONTENT",
    }
    blocks = []
    for entry in by_year(items):
        record, names = entry["record"], [full(a) for a in entry["item"]["author"]]
        date = rng.choice(
            (f"{rng.randint(1, 28)} {_month_name(rng, record)} {record.year}", str(record.year))
        )
        where = f" in {venue_of(record)}" if record.kind in ("journal", "conference", "chapter") else ""
        lines = [record.title, f"{kinds[record.kind]} published {date}{where}"]
        if record.kind == "journal" and record.volume:
            lines.append(f"Volume {record.volume}" + (f", Issue {record.issue}" if record.issue else ""))
        lines.append(f"Authors: {', '.join(names)}")
        lines.append(f"https://doi.org/{_doi_of(rng, record, '10.1000/')}")
        lines.append(rng.choice(("Actions", "Actions Cite Search in Google Scholar")))
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks)


def _year_groups(items):
    """Entries newest first, with the year each starts a group of (or None)."""
    year = None
    for entry in by_year(items):
        record = entry["record"]
        yield (record.year if record.year != year else None), entry
        year = record.year


def drupal_biblio(rng, items):
    """A Drupal Biblio list: the filter and sort rows, year headings, AMA-style citations
    ``Family AB, Family C. Title. Journal. 2021;12(3):33-41.`` and the export link row under each."""
    out = [
        "Filter: Author Keyword Title Type Year",
        f"Export {len(items)} results:",
        "Author Title Type [ Year (Desc) ]",
    ]
    for year, entry in _year_groups(items):
        record = entry["record"]
        if year:
            out += ["", str(year)]
        names = ", ".join(compact(a) for a in entry["item"]["author"])
        if record.kind == "journal":
            where = f"{record.venue}. {record.year};{numbers(record, 'vancouver')}."
        elif record.kind in ("conference", "chapter"):
            pages = f":{record.pages}" if record.pages else ""
            place = f"{record.place or 'New York'}: {record.publisher or 'ACM'}"
            where = f"In: {record.venue}. {place}; {record.year}{pages}."
        elif record.kind == "preprint":
            where = f"arXiv. {record.year}."
        else:
            where = f"{record.place or 'Cambridge'}: {record.publisher}; {record.year}."
        out.append(f"{names}. {record.title}. {where}")
        out.append(
            rng.choice(
                ("Google Scholar BibTeX RTF Tagged XML RIS", "DOI Google Scholar BibTeX RTF Tagged XML RIS")
            )
        )
    return "\n".join(out)


def teachpress(rng, items):
    """The WordPress teachPress plugin: year and type headings, ``Given Family; Given Family: Title.
    In: Journal, 12 (3), pp. 33-41, 2021.``, then the "Abstract | Links | BibTeX | Tags:" row."""
    tags = ("machine learning", "imaging", "ecology", "proteomics", "networks")
    out = []
    for year, entry in _year_groups(items):
        record = entry["record"]
        if year:
            out += ["", str(year)]
        if rng.random() < 0.5:
            out.append(kind_heading(record))
        names = "; ".join(full(a) for a in entry["item"]["author"])
        if record.kind == "journal":
            issue = f" ({record.issue})" if record.issue else ""
            pages = ", pp. " + record.pages.replace("-", "\u2013") if record.pages else ""
            where = f"In: {record.venue}, {record.volume}{issue}{pages}, {record.year}"
        elif record.kind in ("conference", "chapter"):
            pages = ", pp. " + record.pages.replace("-", "\u2013") if record.pages else ""
            where = f"In: {record.venue}{pages}, {record.publisher or 'IEEE'}, {record.year}"
        elif record.kind == "thesis":
            where = f"{record.publisher}, {record.year}"
        elif record.kind == "preprint":
            where = f"arXiv:{record.article}, {record.year}"
        else:
            where = f"{record.publisher}, {record.place or 'Berlin'}, {record.year}"
        if record.doi and rng.random() < 0.5:
            where += f", ISSN: {rng.randint(1000, 9999)}-{rng.randint(1000, 9999)}"
        out.append(f"{names}: {record.title}. {where}.")
        row = ["Abstract"] if rng.random() < 0.6 else []
        row += ["Links"] if record.doi else []
        row += ["BibTeX"]
        out.append(" | ".join(row) + f" | Tags: {', '.join(rng.sample(tags, 2))}")
    return "\n".join(out).strip()


def papercite(rng, items):
    """The WordPress Papercite plugin (its ``ieee`` template): numbered ``[1] [doi] A. Family and
    B. Family, “Title,” Journal, vol. 12, iss. 3, pp. 33-41, 2021.`` with "[Bibtex]" under each."""
    out = []
    for number, entry in enumerate(by_year(items), 1):
        record = entry["record"]
        names = joined([initial_first(a) for a in entry["item"]["author"]])
        if record.kind == "journal":
            parts = [record.venue, f"vol. {record.volume}"]
            parts += [f"iss. {record.issue}"] if record.issue else []
            parts += [f"pp. {record.pages}"] if record.pages else []
        elif record.kind in ("conference", "chapter"):
            parts = [f"in {record.venue}"] + ([f"pp. {record.pages}"] if record.pages else [])
        elif record.kind == "thesis":
            parts = ["PhD Thesis", record.publisher]
        elif record.kind == "preprint":
            parts = [f"arXiv:{record.article}"]
        else:
            parts = [f"{record.place or 'New York'}: {record.publisher}"]
        link = "[doi] " if record.doi else rng.choice(("", "[pdf] "))
        out.append(f"[{number}] {link}{names}, “{record.title},” {', '.join(parts)}, {record.year}.")
        out.append(rng.choice(("[Bibtex]", "[Bibtex] [Abstract]", "[Bibtex] [Download PDF]")))
        out.append("")
    return "\n".join(out).strip()


def zotpress(rng, items):
    """The WordPress Zotpress plugin's bibliography (APA from Zotero), year headings, a "Cite" link
    and some "Download" links after each."""
    out = []
    for year, entry in _year_groups(items):
        record = entry["record"]
        if year:
            out += ["", str(year)]
        names = joined([inverted(a) for a in entry["item"]["author"]], ", & ", " & ")
        if record.kind == "journal":
            where = f"{record.venue}, {numbers(record)}."
        elif record.kind in ("conference", "chapter"):
            pages = f" (pp. {record.pages.replace('-', chr(0x2013))})" if record.pages else ""
            where = f"In {record.venue}{pages}. {record.publisher or 'Springer'}."
        elif record.kind == "preprint":
            where = f"arXiv. https://doi.org/10.48550/arXiv.{record.article}"
        else:
            where = f"{record.publisher}."
        line = f"{names} ({record.year}). {record.title}. {where}"
        if record.doi and record.kind != "preprint":
            line += f" {doi_line(record)}"
        line += " Cite" + (" Download" if rng.random() < 0.4 else "")
        out.append(line)
    return "\n".join(out).strip()


def quarto_listing(rng, items):
    """A Quarto website's default listing of publications: title, description (the venue), the
    authors, the date "Mar 3, 2021", category pills."""
    categories = ("neuroscience", "methods", "software", "review", "open data")
    blocks = []
    for entry in by_year(items):
        record, names = entry["record"], [full(a) for a in entry["item"]["author"]]
        month = synthetic.MONTHS["en"][(record.month or rng.randint(1, 12)) - 1][:3]
        lines = [
            record.title,
            "",
            venue_with_numbers(record),
            "",
            ", ".join(names),
            "",
            f"{month} {rng.randint(1, 28)}, {record.year}",
        ]
        if rng.random() < 0.5:
            lines += ["", " ".join(rng.sample(categories, 2))]
        blocks.append("\n".join(lines))
    return "\n\n\n".join(blocks)


def google_docs_bullets(rng, items):
    """A Google Docs or Notion publication list pasted as text: "●" bullets under year headings,
    "○" sub-bullets holding the DOI link or a note."""
    out = ["Publications", ""]
    for year, entry in _year_groups(items):
        record = entry["record"]
        if year:
            out.append(str(year))
        names = ", ".join(initial_first(a) for a in entry["item"]["author"])
        out.append(f"●\t{names}. {record.title}. {venue_with_numbers(record, 'plain')} ({record.year}).")
        if record.doi and rng.random() < 0.6:
            out.append(f"○\t{doi_line(record)}")
        elif rng.random() < 0.2:
            out.append(f"○\tPress coverage: {rng.choice(('The Guardian', 'Science Daily', 'Wired'))}")
    return "\n".join(out)


def github_readme(rng, items):
    """A GitHub README listing a lab's papers: year headings ``## 2021``, bullets with the bold
    title, ``<br>`` breaks, the authors (members bold), the italic venue and link badges."""
    out = ["# Publications"]
    for year, entry in _year_groups(items):
        record = entry["record"]
        if year:
            out += ["", f"## {year}", ""]
        names = bold_owner(rng, [full(a) for a in entry["item"]["author"]], "md")
        links = " ".join(
            f"[[{label}]](https://example.org/{label.lower()})"
            for label in ("Paper", "Code", "Project")
            if rng.random() < 0.6
        )
        out.append(f"- **{record.title}**<br>")
        out.append(f"  {', '.join(names)}<br>")
        out.append(f"  *{venue_of(record)}*, {record.year}. {links}".rstrip())
    return "\n".join(out)


def impact_factor_notes(rng, items):
    """A lab page noting each journal's impact factor and indexing: ``(IF: 12.3)``, ``(IF=8.1, JCR
    Q1)``, ``[SCI]``, after GB/T-like or plain citations, numbered from the newest."""
    out = []
    for number, entry in enumerate(by_year(items), 1):
        record = entry["record"]
        names = ", ".join(compact(a) for a in entry["item"]["author"])
        factor = f"{rng.uniform(1, 30):.1f}"
        note = rng.choice(
            (
                f"(IF: {factor})",
                f"(IF={factor}, JCR Q1)",
                f"(SCI, IF={factor})",
                "(SCI)",
                f"[SCIE, IF {factor}]",
                "(EI)",
            )
        )
        if rng.random() < 0.5:
            where = f"{venue_of(record)}, {record.year}"
            if record.kind == "journal":
                where += f", {record.volume}" + (f"({record.issue})" if record.issue else "")
                where += f": {record.pages}" if record.pages else ""
            out.append(f"{number}. {names}. {record.title}. {where}. {note}")
        else:
            out.append(
                f"{number}. {names}. {record.title}. "
                f"{venue_with_numbers(record, 'plain')}, {record.year}. {note}"
            )
    return "\n".join(out)


def contribution_marks_legend(rng, items):
    """A lab page marking co-first ("#", "†"), corresponding ("*") and student ("‡") authors, the
    legend line over the list, APA-like entries."""
    legend = rng.choice(
        (
            "(# co-first authors; * corresponding author; ‡ student author)",
            "† These authors contributed equally. * Corresponding author. ‡ Graduate student.",
            "#: equal contribution, *: corresponding author",
        )
    )
    out = ["Publications", legend, ""]
    for entry in by_year(items):
        record = entry["record"]
        names = [initial_first(a) for a in entry["item"]["author"]]
        if len(names) > 1 and rng.random() < 0.5:
            mark = rng.choice(("#", "†"))
            names[0] += mark
            names[1] += mark
        if rng.random() < 0.7:
            names[-1] += "*"
        if len(names) > 2 and rng.random() < 0.3:
            names[1] += "‡"
        out.append(f"{', '.join(names)} ({record.year}). {record.title}. {venue_with_numbers(record)}.")
        out.append("")
    return "\n".join(out).strip()


def underlined_students(rng, items):
    """A markdown page underlining students (``<u>Name</u>``, ``__Name__``) and bolding the PI,
    the note saying so, numbered citations."""
    out = ["Underlined: student or postdoc mentee; bold: lab PI.", ""]
    for number, entry in enumerate(by_year(items), 1):
        record = entry["record"]
        names = [inverted(a) for a in entry["item"]["author"]]
        for k in range(len(names)):
            roll = rng.random()
            if roll < 0.15:
                names[k] = f"<u>{names[k]}</u>"
            elif roll < 0.25:
                names[k] = f"__{names[k]}__"
        names = bold_owner(rng, names, "md")
        out.append(
            f"{number}. {joined(names, ', & ', ' & ')} ({record.year}). {record.title}. "
            f"*{venue_of(record)}*" + (f", {numbers(record)}" if numbers(record) else "") + "."
        )
    return "\n".join(out)


def talks_and_patents(rng, items):
    """A page listing "Journal Articles" and "Conference Papers", then "Invited Talks" and "Patents"
    sections (no records) between and after them."""
    hosts = ("University of Toronto", "Max Planck Institute, Tübingen", "Stanford University", "KAIST")
    talk_titles = ("Learning from small data", "Imaging the living cell", "Towards robust inference")
    journals = by_year([e for e in items if e["record"].kind == "journal"])
    others = by_year([e for e in items if e["record"].kind != "journal"])

    def cite(entry):
        record = entry["record"]
        names = joined([initial_first(a) for a in entry["item"]["author"]])
        return f"{names}, “{record.title},” {venue_with_numbers(record, 'plain')}, {record.year}."

    out = ["Journal Articles", *map(cite, journals), "", "Invited Talks"]
    for title in talk_titles:
        month = synthetic.MONTHS["en"][rng.randint(0, 11)]
        out.append(f"“{title},” {rng.choice(hosts)}, {month} {rng.randint(2015, 2023)}.")
    out += ["", "Conference Papers and Other Publications", *map(cite, others), "", "Patents"]
    inventors = (
        f"{initial_first(items[0]['item']['author'][0])} and {initial_first(items[1]['item']['author'][0])}"
    )
    for subject in rng.sample(("optical sensing", "protein folding", "data compression"), 2):
        number = f"{rng.randint(9, 11)},{rng.randint(100, 999)},{rng.randint(100, 999)}"
        out.append(
            f"{inventors}, “Method and system for {subject},” "
            f"U.S. Patent {number}, {rng.randint(2012, 2023)}."
        )
    return "\n".join(out)


def selected_with_abstracts(rng, items):
    """A "Selected publications" page: each citation, its abstract paragraph, then the
    "[Abstract] [BibTeX] [PDF]" row."""
    out = ["Selected Publications", ""]
    for entry in by_year(items):
        record = entry["record"]
        names = joined([full(a) for a in entry["item"]["author"]])
        out.append(f"{names}. {record.title}. {venue_with_numbers(record, 'plain')}, {record.year}.")
        out.append(wrapped(abstract(rng), rng))
        out.append(buttons(rng, ("Abstract", "BibTeX", "PDF", "Code", "Slides"), "["))
        out.append("")
    return "\n".join(out).strip()


# --- site builders, social and profile services, national CV conventions -------------------------


def wix_lab_page(rng, items):
    """A Wix lab site's publications page copied from the browser: the editor's empty paragraphs
    come out as lines holding a zero-width space, some spaces as no-break spaces; under year
    headings, title, authors, "Venue, vol(issue), pages" and the "Read Paper" button."""
    blank = "\u200b"
    out = ["PUBLICATIONS", blank]
    for year, entry in _year_groups(items):
        record = entry["record"]
        if year:
            out += [str(year), blank]
        names = ", ".join(initial_first(a) for a in entry["item"]["author"])
        if rng.random() < 0.4:
            names = names.replace(", ", ",\u00a0")
        out += [record.title, names, venue_with_numbers(record, "plain")]
        if rng.random() < 0.7:
            out.append(rng.choice(("Read Paper", "PDF", "Read More")))
        out.append(blank)
    return "\n".join(out)


def notion_markdown_export(rng, items):
    """A Notion page exported as Markdown: the page title as "# Publications", a callout exported
    as an ``<aside>`` block, "## 2021" year headings, numbered items with the title as a link and
    the lab's members bold."""
    out = [
        "# Publications",
        "",
        "<aside>",
        rng.choice(
            ("💡 Lab members in bold. * Equal contribution.", "📌 See Google Scholar for a full list.")
        ),
        "",
        "</aside>",
    ]
    number = 0
    for year, entry in _year_groups(items):
        record = entry["record"]
        if year:
            out += ["", f"## {year}", ""]
            number = 0
        number += 1
        names = bold_owner(rng, [initial_first(a) for a in entry["item"]["author"]], "md")
        title = f"[{record.title}]({doi_line(record)})" if record.doi else record.title
        out.append(
            f"{number}. {', '.join(names)}. {title}. *{venue_of(record)}* "
            + (f"{numbers(record, 'plain')} " if numbers(record, "plain") else "")
            + f"({record.year})."
        )
    return "\n".join(out)


def linkedin_publications(rng, items):
    """LinkedIn's "Publications" section copied from a profile: title, "Publisher · Mon D, YYYY",
    the "Show publication" button, the description (where people put the authors), "Other
    authors"; a whole-page copy doubles each line (the visible text and its screen-reader copy)."""
    doubled = rng.random() < 0.4
    out = ["Publications"]
    for entry in by_year(items):
        record, names = entry["record"], [full(a) for a in entry["item"]["author"]]
        month = _month_name(rng, record, True)
        date = rng.choice((f"{month} {rng.randint(1, 28)}, {record.year}", f"{month} {record.year}"))
        publisher = record.venue if record.kind in ("journal", "conference", "chapter") else venue_of(record)
        shown = [record.title, f"{publisher} · {date}"]
        lines = [line for line in shown for _ in range(2 if doubled else 1)]
        if rng.random() < 0.7:
            lines.append("Show publication")
        lines.append(rng.choice(("", "Authors: ")) + ", ".join(names))
        if rng.random() < 0.5:
            lines.append("Other authors")
        out += ["", *lines]
    return "\n".join(out)


def jakes_resume(rng, items):
    """An Overleaf one-page résumé (Jake's or Deedy's template) copied from its PDF: each entry a
    ``\\resumeSubheading``, the bold title with the date set right, the italic venue with the place
    set right, and a bullet with the authors; the right-set parts come off one space away."""
    gap = rng.choice((" ", "\t"))
    places = ("Vancouver, Canada", "Honolulu, HI", "Vienna, Austria", "Seoul, Korea", "Virtual")
    out = ["PUBLICATIONS"]
    for entry in by_year(items):
        record = entry["record"]
        names = bold_owner(rng, [initial_first(a) for a in entry["item"]["author"]], "star")
        out.append(f"{record.title}{gap}{_month_name(rng, record, True)} {record.year}")
        venue = venue_of(record)
        out.append(f"{venue}{gap}{rng.choice(places)}" if record.kind == "conference" else venue)
        out.append(f"• {joined(names)}")
    return "\n".join(out)


def hugo_papermod(rng, items):
    """A Hugo PaperMod academic site's "Papers" list: the title, the summary (the venue, the
    abstract's start after it on some), and the footer "Month YYYY · Authors"."""
    blocks = []
    for entry in by_year(items):
        record, names = entry["record"], [full(a) for a in entry["item"]["author"]]
        summary = venue_with_numbers(record)
        if rng.random() < 0.4:
            summary += f". {abstract(rng)[:150]}..."
        authors = joined(names, " and " if len(names) == 2 else ", ")
        footer = f"{_month_name(rng, record)} {record.year} · {authors}"
        blocks.append(f"{record.title}\n{summary}\n{footer}")
    return "Papers\n\n" + "\n\n".join(blocks)


def openalex_works(rng, items):
    """OpenAlex's works list: the title, the authorships, "YYYY · Source" and the citation count
    with the work's type."""
    kinds = {
        "journal": "article",
        "conference": "article",
        "chapter": "book-chapter",
        "book": "book",
        "thesis": "dissertation",
        "preprint": "preprint",
    }
    blocks = []
    for entry in items:
        record, names = entry["record"], [full(a) for a in entry["item"]["author"]]
        source = venue_of(record) if record.kind != "preprint" else "arXiv (Cornell University)"
        lines = [record.title, ", ".join(names), f"{record.year} · {source}"]
        lines.append(f"Cited by {rng.randint(0, 400)} · {kinds[record.kind]}")
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks)


def mendeley_profile(rng, items):
    """A Mendeley profile's publications: the title, the authors, the catalogue's citation line
    "Journal (2021) 106(9) 100-122", the DOI, and the citation and reader counts."""
    blocks = []
    for entry in by_year(items):
        record, names = entry["record"], [full(a) for a in entry["item"]["author"]]
        issue = f"({record.issue})" if record.issue else ""
        detail = f" {record.volume}{issue}" if record.kind == "journal" and record.volume else ""
        detail += f" {record.pages}" if record.pages else ""
        lines = [record.title, ", ".join(names), f"{venue_of(record)} ({record.year}){detail}"]
        if record.doi:
            lines.append(f"DOI: {record.doi}")
        lines.append(f"Citations {rng.randint(0, 300)}    Readers {rng.randint(1, 500)}")
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks)


def sciprofiles(rng, items):
    """An MDPI SciProfiles publication list: the kind and access labels, the title, "A, B and C",
    MDPI's citation line "Journal 2021, 106(9), 100-122; https://doi.org/…", the view and citation
    counts."""
    kinds = {
        "journal": "Article",
        "conference": "Proceeding Paper",
        "chapter": "Chapter",
        "book": "Book",
        "thesis": "Thesis",
        "preprint": "Preprint",
    }
    blocks = []
    for entry in by_year(items):
        record, names = entry["record"], [full(a) for a in entry["item"]["author"]]
        if record.kind == "journal":
            issue = f"({record.issue})" if record.issue else ""
            where = f"{record.venue} {record.year}, {record.volume}{issue}"
            where += f", {record.pages or record.article}" if record.pages or record.article else ""
        else:
            where = f"{venue_of(record)} {record.year}"
        if record.doi:
            where += f"; {doi_line(record)}"
        label = kinds[record.kind] + (" | Open Access" if rng.random() < 0.5 else "")
        lines = [label, record.title, joined(names, " and ", " and "), where]
        lines.append(f"Viewed by {rng.randint(50, 3000)} | Cited by {rng.randint(0, 60)}")
        blocks.append("\n".join(lines))
    return "Publications\n\n" + "\n\n".join(blocks)


def _din_names(authors: list[dict], separator: str) -> str:
    """German lists: "Berg, A. M.; Smith, J." and, past three names, the first three and "u. a."."""
    names = [inverted(a) for a in authors]
    if len(names) > 4:
        return separator.join(names[:3]) + " u. a."
    return separator.join(names)


def german_publikationsliste(rng, items):
    """A German "Publikationsliste": kind headings (Zeitschriftenartikel, Beiträge in
    Tagungsbänden, Buchbeiträge, …), ``Berg, A.; Smith, J. (2021): Titel. In: Zeitschrift 12 (3),
    S. 33-41.`` (an en dash in the range), editors marked "(Hrsg.)", long author lists cut with "u. a."."""
    headings = {
        "journal": "Zeitschriftenartikel (begutachtet)",
        "conference": "Beiträge in Tagungsbänden",
        "chapter": "Buchbeiträge",
        "book": "Monographien",
        "thesis": "Dissertation",
        "preprint": "Preprints",
    }
    separator = rng.choice(("; ", " / "))
    out = ["Publikationsliste"]
    for kind, group in by_kind(items, headings):
        out += ["", headings[kind]]
        for entry in group:
            record = entry["record"]
            names = _din_names(entry["item"]["author"], separator)
            pages = f", S. {_dashed(record.pages)}" if record.pages else ""
            if kind == "journal":
                issue = f" ({record.issue})" if record.issue else ""
                where = f"In: {record.venue} {record.volume}{issue}{pages}."
            elif kind == "conference":
                where = f"In: {record.venue}. {record.place or 'Berlin'}{pages}."
            elif kind == "chapter":
                editors = separator.join(f"{e.family}, {e.initials()}" for e in record.editors)
                where = f"In: {editors} (Hrsg.): {record.venue}. "
                where += f"{record.place or 'Wiesbaden'}: {record.publisher}{pages}."
            elif kind == "book":
                where = f"{record.place or 'München'}: {record.publisher}."
            elif kind == "thesis":
                where = f"Dissertation, {record.publisher}."
            else:
                where = f"arXiv:{record.article}."
            line = f"{names} ({record.year}): {record.title}. {where}"
            if record.doi and rng.random() < 0.5:
                line += f" DOI: {record.doi}"
            out.append(line)
    return "\n".join(out)


def french_publications(rng, items):
    """A French "Liste des publications" in the HCERES categories (ACL, ACTI, COS, OS, …), each
    item tagged "[ACL3]"; ``A. Berg, J. Smith et K. Lee. « Titre ». Revue, vol. 12, n° 3,
    pp. 33-41, mars 2021.``, "In :" with the French space before the colon, months in French."""
    headings = {
        "journal": ("ACL", "Articles dans des revues internationales à comité de lecture"),
        "conference": ("ACTI", "Communications avec actes dans des congrès internationaux"),
        "chapter": ("COS", "Chapitres d'ouvrages scientifiques"),
        "book": ("OS", "Ouvrages scientifiques"),
        "thesis": ("TH", "Thèse"),
        "preprint": ("AP", "Prépublications"),
    }
    tagged = rng.random() < 0.6
    nbsp = "\u00a0"
    out = ["Liste des publications"]
    for kind, group in by_kind(items, headings):
        tag, heading = headings[kind]
        out += ["", heading, ""]
        for number, entry in enumerate(group, 1):
            record = entry["record"]
            names = joined([initial_first(a) for a in entry["item"]["author"]], " et ", " et ")
            month = synthetic.MONTHS["fr"][(record.month or rng.randint(1, 12)) - 1]
            pages = f", pp. {record.pages}" if record.pages else ""
            quoted = f"«{nbsp}{record.title}{nbsp}»"
            if kind == "journal":
                issue = f", n° {record.issue}" if record.issue else ""
                text = f"{quoted}. {record.venue}, vol. {record.volume}{issue}{pages}, {month} {record.year}."
            elif kind == "conference":
                place = record.place or rng.choice(("Paris", "Lyon", "Montréal"))
                text = f"{quoted}. In{nbsp}: {record.venue}, {place}, {month} {record.year}{pages}."
            elif kind == "chapter":
                editors = joined([f"{e.initials()} {e.family}" for e in record.editors], " et ", " et ")
                text = (
                    f"{quoted}. In{nbsp}: {record.venue}, sous la direction de {editors}. "
                    f"{record.publisher}, {record.year}{pages}."
                )
            elif kind == "book":
                text = f"{record.title}. {record.place or 'Paris'}{nbsp}: {record.publisher}, {record.year}."
            elif kind == "thesis":
                text = f"{record.title}. Thèse de doctorat, {record.publisher}, {record.year}."
            else:
                text = f"{quoted}. Prépublication arXiv:{record.article}, {record.year}."
            out.append(f"[{tag}{number}] " * tagged + f"{names}. {text}")
    return "\n".join(out)


def _lattes_name(author: dict) -> str:
    """The Lattes CV's "name in citations": the family name in capitals, then the initials."""
    return author["literal"] if "literal" in author else f"{_family(author).upper()}, {_initials(author)}"


def lattes_cv(rng, items):
    """A Brazilian Lattes CV's "Produção bibliográfica": its section headings, each item's number on
    a line of its own, ``BERG, A. M.; SMITH, J. . Título. Revista, v. 12, n. 3, p. 33-41, 2021.``
    (the platform's space before ";" on some names and its " . " after the last), "In:" and
    "Anais do" for congresses, "(Org.)" and the glued "1ed." for chapters, the "Citações:" line."""
    headings = {
        "journal": "Artigos completos publicados em periódicos",
        "conference": "Trabalhos completos publicados em anais de congressos",
        "chapter": "Capítulos de livros publicados",
        "book": "Livros publicados/organizados ou edições",
        "thesis": "Outras produções bibliográficas",
        "preprint": "Outras produções bibliográficas",
    }
    places = ("São Paulo", "Rio de Janeiro", "Campinas", "Porto Alegre", "Belo Horizonte")
    out = ["Produção bibliográfica"]
    heading = None
    for kind, group in by_kind(items, headings):
        if headings[kind] != heading:
            heading = headings[kind]
            out += ["", heading, "Ordenar por", "Ordem Cronológica", ""]
            number = 0
        for entry in group:
            record = entry["record"]
            names = [_lattes_name(a) for a in entry["item"]["author"]]
            head = names[0] + "".join(rng.choice(("; ", " ; ")) + name for name in names[1:]) + " ."
            pages = f"p. {record.pages}" if record.pages else ""
            if kind == "journal":
                issue = f", n. {record.issue}" if record.issue else ""
                numbered = ", ".join(filter(None, (f"v. {record.volume}{issue}", pages, str(record.year))))
                tail = f"{record.venue}, {numbered}."
            elif kind == "conference":
                place = record.place or rng.choice(places)
                tail = f"In: {record.venue}, {record.year}, {place}. Anais do {record.venue}, {record.year}."
                tail += f" {pages}." if pages else ""
            elif kind == "chapter":
                editors = "; ".join(f"{e.family.upper()}, {e.initials()}" for e in record.editors)
                tail = (
                    f"In: {editors}. (Org.). {record.venue}. 1ed.{record.place or rng.choice(places)}: "
                    f"{record.publisher}, {record.year}, v. 1, {pages or 'p. 1-20'}."
                )
            elif kind == "book":
                place = record.place or rng.choice(places)
                tail = f"1. ed. {place}: {record.publisher}, {record.year}. v. 1. {rng.randint(90, 400)}p ."
            elif kind == "thesis":
                tail = f"{record.year}. (Tese de doutorado, {record.publisher})."
            else:
                tail = f"{record.year}. (Preprint, arXiv:{record.article})."
            number += 1
            out += [f"{number}.", f"{head} {record.title}. {tail}"]
            if kind == "journal" and rng.random() < 0.4:
                out.append(f"Citações:WEB OF SCIENCE ™ {rng.randint(1, 40)} | SCOPUS {rng.randint(1, 50)}")
    return "\n".join(out)


def sciencedirect_results(rng, items):
    """ScienceDirect's search results: the article's kind ("Research article", "Review article",
    "Book chapter"), its access badge ("Open access", "Full text access") on most, the title, the
    source line ("Journal, Volume 12, Issue 3, March 2021, Pages 33-41"), the names, then the
    card's buttons ("View PDF", "Abstract", "Extracts", "Export")."""
    kinds = {"journal": ("Research article", "Review article"), "chapter": ("Book chapter",)}
    blocks = []
    for entry in by_year(items):
        record = entry["record"]
        lines = [rng.choice(kinds.get(record.kind, ("Research article", "Conference article")))]
        if rng.random() < 0.7:
            lines.append(rng.choice(("Open access", "Open access", "Full text access", "Free access")))
        source = [venue_of(record)]
        if record.kind == "journal":
            source.append(f"Volume {record.volume}")
            if record.issue:
                source.append(f"Issue {record.issue}")
        source.append(f"{_month_name(rng, record)} {record.year}")
        if record.pages:
            source.append("Pages " + record.pages.replace("-", "\u2013"))
        elif record.article:
            source.append(f"Article {record.article}")
        lines += [record.title, ", ".join(source), ", ".join(full(a) for a in entry["item"]["author"])]
        lines.append(buttons(rng, ("View PDF", "Abstract", "Extracts", "Export")))
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks)


def wiley_online_search(rng, items):
    """Wiley Online Library's search results: an access badge ("Open Access", "Free Access") on
    some, the kind ("Research Article"), the title, the names, "Journal, Volume 12, Issue 3",
    "First Published: 14 March 2021", then the card's links, one a line ("Abstract", "Full text",
    "PDF", "References", "Request permissions")."""
    blocks = []
    for entry in by_year(items):
        record = entry["record"]
        lines = []
        if rng.random() < 0.5:
            lines.append(rng.choice(("Open Access", "Free Access")))
        lines.append(rng.choice(("Research Article", "Research Article", "Review Article", "Article")))
        source = venue_of(record)
        if record.kind == "journal":
            source += f", Volume {record.volume}" + (f", Issue {record.issue}" if record.issue else "")
        day = rng.randint(1, 28)
        lines += [
            record.title,
            ", ".join(full(a) for a in entry["item"]["author"]),
            source,
            f"First Published: {day:02d} {_month_name(rng, record)} {record.year}",
        ]
        lines += [label for label in ("Abstract", "Full text", "PDF", "References") if rng.random() < 0.8]
        lines.append("Request permissions")
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks)


def ieee_xplore_author(rng, items):
    """An IEEE Xplore author page's publications: the title, the names parted by semicolons, the
    publication's name, "Year: 2021 | Volume: 12 | Journal Article | Publisher: IEEE", "Cited by:
    Papers (12)" on some, then the card's links ("Abstract", "HTML") and its access badge ("Free
    Access", "Open Access") on some."""
    kinds = {"journal": "Journal Article", "conference": "Conference Paper", "chapter": "Book Chapter"}
    blocks = []
    for entry in by_year(items):
        record = entry["record"]
        facts = [f"Year: {record.year}"]
        if record.kind == "journal":
            facts.append(f"Volume: {record.volume}")
            if record.issue:
                facts.append(f"Issue: {record.issue}")
        facts += [kinds.get(record.kind, "Journal Article"), "Publisher: IEEE"]
        lines = [
            record.title,
            "; ".join(full(a) for a in entry["item"]["author"]),
            venue_of(record),
            " | ".join(facts),
        ]
        if rng.random() < 0.5:
            lines.append(f"Cited by: Papers ({rng.randint(1, 90)})")
        if rng.random() < 0.4:
            lines.append(rng.choice(("Free Access", "Open Access")))
        lines += [label for label in ("Abstract", "HTML") if rng.random() < 0.8]
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks)


def tandf_search(rng, items):
    """Taylor & Francis Online's search results: the article type ("Article", "Research Article"),
    "Open access" on some, the title, the names with "&" before the last, the journal, "Volume 12,
    2021 - Issue 3", "Pages: 33-41", "Published online: 14 Mar 2021", then the card's links parted
    by bars ("Abstract | Full Text | References | PDF (1234 KB) | EPUB | Permissions") and the
    views and CrossRef citation counts."""
    blocks = []
    for entry in by_year(items):
        record = entry["record"]
        lines = [rng.choice(("Article", "Research Article", "Review Article"))]
        if rng.random() < 0.3:
            lines.append("Open access")
        names = [full(a) for a in entry["item"]["author"]]
        lines += [record.title, joined(names, " & ", " & "), venue_of(record)]
        if record.kind == "journal":
            issue = f" - Issue {record.issue}" if record.issue else ""
            lines.append(f"Volume {record.volume}, {record.year}{issue}")
        if record.pages:
            lines.append(f"Pages: {record.pages}")
        day = rng.randint(1, 28)
        lines.append(f"Published online: {day:02d} {_month_name(rng, record, True)} {record.year}")
        links = ["Abstract", "Full Text", "References", f"PDF ({rng.randint(300, 4000)} KB)", "EPUB"]
        lines.append(" | ".join([label for label in links if rng.random() < 0.8] + ["Permissions"]))
        lines.append(f"{rng.randint(50, 9000)} Views")
        if rng.random() < 0.6:
            lines.append(f"{rng.randint(1, 90)} CrossRef citations to date")
        lines.append("Altmetric")
        blocks.append("\n".join(lines))
    return f"{len(items)} results\n\n" + "\n\n".join(blocks)


def pubmed_search_results(rng, items):
    """PubMed's search results page copied: the result's number, "Cite" and "Share", the title, the
    ``Berg AM, Smith J.`` names, ``Journal. 2021 Mar 12;12(3):33-41. doi: 10.…. Epub 2021 Feb 2.``,
    "PMID: 33123456" with "Free PMC article." or "Review." on some, a snippet of the abstract, and
    "Similar articles" under some."""
    blocks = []
    for number, entry in enumerate(by_year(items), 1):
        record = entry["record"]
        names = [compact(a) for a in entry["item"]["author"]]
        date = f"{record.year} {_month_name(rng, record, True)}"
        if rng.random() < 0.5:
            date += f" {rng.randint(1, 28)}"
        details = numbers(record, "vancouver")
        source = f"{venue_of(record)}. {date}" + (f";{details}" if details else "") + "."
        if record.doi:
            source += f" doi: {record.doi}."
        if rng.random() < 0.3:
            source += f" Epub {record.year} {_month_name(rng, record, True)} {rng.randint(1, 28)}."
        marks = [label for label in ("Free PMC article.", "Review.") if rng.random() < 0.3]
        lines = [
            str(number),
            "Cite",
            "Share",
            record.title,
            ", ".join(names) + ".",
            source,
            " ".join([f"PMID: {rng.randint(20000000, 39999999)}", *marks]),
            abstract(rng)[:200].rstrip() + "…",
        ]
        if rng.random() < 0.5:
            lines.append("Similar articles")
        blocks.append("\n".join(lines))
    return f"{len(items)} results\n\n" + "\n\n".join(blocks)


def scopus_results_table(rng, items):
    """Scopus's search results copied as the table it is: the header "Document title  Authors
    Year  Source  Cited by", a row per document (the number, the title, ``Berg, A.M., Smith, J.``,
    the year, ``Journal, 12(3), pp. 33-41``, the citations) in tab-parted cells, then the row's
    links ("View abstract", "View at Publisher", "Related documents")."""
    out = ["\tDocument title\tAuthors\tYear\tSource\tCited by"]
    for number, entry in enumerate(by_year(items), 1):
        record, people = entry["record"], entry["item"]["author"]
        names = ", ".join(a.get("literal") or f"{_family(a)}, {_initials(a, spaced=False)}" for a in people)
        source = venue_of(record) if record.kind != "preprint" else "arXiv"
        if record.kind == "journal":
            source += f", {record.volume}" + (f"({record.issue})" if record.issue else "")
        if record.pages:
            source += f", pp. {record.pages}"
        elif record.article:
            source += f", {record.article}"
        cited = rng.choice(("", str(rng.randint(1, 400))))
        out.append(f"{number}\t{record.title}\t{names}\t{record.year}\t{source}\t{cited}")
        out.append(buttons(rng, ("View abstract", "View at Publisher", "Related documents")))
    return "\n".join(out)


def wos_classic_summary(rng, items):
    """Web of Science's (classic) results summary: a number, the title, "By: Berg, AM; Smith, J",
    ``JOURNAL NAME  Volume: 12  Issue: 3  Pages: 33-41  Published: MAR 2021``, "Times Cited: 12
    (from Web of Science Core Collection)", then "Full Text from Publisher" and "View Abstract"."""
    blocks = []
    for number, entry in enumerate(by_year(items), 1):
        record, people = entry["record"], entry["item"]["author"]
        names = [
            a.get("literal") or f"{_family(a)}, {_initials(a, periods=False, spaced=False)}" for a in people
        ]
        if len(names) > 15:
            names = [*names[:15], "et al."]
        source = [(venue_of(record) if record.kind != "preprint" else "SSRN").upper()]
        if record.kind == "journal":
            source.append(f"Volume: {record.volume}")
            if record.issue:
                source.append(f"Issue: {record.issue}")
        if record.pages:
            source.append(f"Pages: {record.pages}")
        elif record.article:
            source.append(f"Article Number: {record.article}")
        if record.doi and rng.random() < 0.5:
            source.append(f"DOI: {record.doi}")
        month = _month_name(rng, record, True).upper()
        source.append(
            f"Published: {month} {record.year}" if rng.random() < 0.7 else f"Published: {record.year}"
        )
        lines = [
            f"{number}.",
            record.title,
            "By: " + "; ".join(names),
            "  ".join(source),
            f"Times Cited: {rng.randint(0, 300)}",
            "(from Web of Science Core Collection)",
            buttons(rng, ("Full Text from Publisher", "View Abstract"), "|"),
        ]
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks)


def scholar_profile_cells(rng, items):
    """A Google Scholar profile ("My profile") copied whole with each cell on its own line: the
    name and affiliation, the "Cited by" table (All / Since 2020, citations, h-index, i10-index)
    and the citations-per-year bars, then "TITLE / CITED BY / YEAR", each article's title, authors
    and "Venue 12 (3), 33-41, 2021" with its citation count (a "*" where Scholar merged
    versions) and year cells, and "Show more" at the end."""
    recent = 2026 - rng.randint(4, 6)
    cited = rng.randint(500, 9000)
    out = [
        "Anna Example",
        "Professor, Example University",
        "Verified email at example.edu - Homepage",
        "Cited by\tVIEW ALL",
        f"All\tSince {recent}",
        f"Citations\t{cited}\t{cited // 2}",
        f"h-index\t{rng.randint(10, 40)}\t{rng.randint(5, 20)}",
        f"i10-index\t{rng.randint(10, 60)}\t{rng.randint(5, 30)}",
        "\n".join(str(year) for year in range(recent - 1, 2026)),
        "\n".join(str(rng.randint(20, 900)) for _ in range(recent - 1, 2026)),
        "TITLE",
        "CITED BY",
        "YEAR",
    ]
    for entry in sorted(items, key=lambda e: -len(e["record"].title)):
        record, authors = entry["record"], entry["item"]["author"]
        names = ", ".join(scholar_name(a) for a in authors[:6]) + (", ..." if len(authors) > 6 else "")
        details = numbers(record, "scholar")
        venue = venue_of(record) if record.kind != "thesis" else record.publisher
        out += [record.title, names, f"{venue}{' ' + details if details else ''}, {record.year}"]
        if rng.random() < 0.7:
            out.append(f"{rng.randint(1, 900)}{' *' if rng.random() < 0.2 else ''}")
        out.append(str(record.year))
    out.append("Show more")
    return "\n".join(out)


def department_fields_view(rng, items):
    """A department's publications view from a CMS (a Django app or a Drupal view): the filter
    row, "Showing 1-12 of 12 publications" (an en dash), then each publication as labelled fields ("Authors:",
    "Published in:", "Year:", "DOI:", "Type:") under its title, "Read more" and the pager."""
    out = [
        "Publications",
        "Search\tYear\tAll\tType\tAll\tApply",
        f"Showing 1\u2013{len(items)} of {len(items)} publications",
    ]
    kinds = ARTICLE_PAPER_SECTION_KINDS
    for entry in by_year(items):
        record = entry["record"]
        names = [full(a) for a in entry["item"]["author"]]
        lines = [record.title, "Authors: " + ", ".join(names)]
        where = venue_with_numbers(record, "plain")
        if where:
            lines.append(f"Published in: {where}")
        lines.append(f"Year: {record.year}")
        if record.doi and rng.random() < 0.6:
            lines.append(f"DOI: {record.doi}")
        if rng.random() < 0.5:
            lines.append(f"Type: {kinds[record.kind]}")
        lines.append("Read more")
        out.append("\n".join(lines))
    out.append("« First \u2039 Previous Page 1 of 1 Next \u203a Last »")
    return "\n\n".join(out)


def al_folio_year_groups(rng, items):
    """The al-folio theme's publications page as it prints now: year headings, the venue's
    abbreviation badge, the title, the names in reading order with "and" before the last, cut by
    ``max_author_limit`` to "Anna Berg, Jan Smith, and 3 more authors", the periodical line
    ("*Journal*, Mar 2021", "*In Proceedings*, 2021"), then the buttons ("Abs arXiv Bib HTML PDF
    Code")."""
    limit = rng.choice((3, 4, 5))
    out, year = [], None
    for entry in by_year(items):
        record, people = entry["record"], entry["item"]["author"]
        if record.year != year:
            year = record.year
            out.append(str(year))
        names = [full(a) for a in people]
        if len(names) > limit:
            shown = names[:limit]
            rest = len(names) - limit
            written = ", ".join(shown) + f", and {rest} more author{'s' if rest > 1 else ''}"
        else:
            written = joined(names, ", and ", ", and ")
        lines = []
        if record.acronym and rng.random() < 0.7:
            lines.append(record.acronym)
        venue = venue_of(record)
        periodical = {"conference": f"*In {venue}*", "chapter": f"*In {venue}*"}.get(
            record.kind, f"*{venue}*"
        )
        month = f" {_month_name(rng, record, True)}" if rng.random() < 0.5 else ""
        lines += [record.title, written, f"{periodical},{month} {record.year}"]
        lines.append(buttons(rng, ("Abs", "arXiv", "Bib", "HTML", "PDF", "Code")))
        out.append("\n".join(lines))
    return "publications\n\npublications by categories in reversed chronological order.\n\n" + "\n\n".join(
        out
    )


def springer_link_search(rng, items):
    """SpringerLink's search results: the content type ("Article", "Conference paper", "Chapter"),
    "Open access" on some, the title, a snippet, the names (past three, the first two, ", …" and the
    last), the journal or book, "Volume 12, pages 33-41, (2021)" or the year, and "Published: 12
    March 2021"."""
    kinds = {"conference": "Conference paper", "chapter": "Chapter", "book": "Book"}
    blocks = []
    for entry in by_year(items):
        record = entry["record"]
        lines = [kinds.get(record.kind, "Article")]
        if rng.random() < 0.3:
            lines.append("Open access")
        names = [full(a) for a in entry["item"]["author"]]
        written = f"{names[0]}, {names[1]}, … {names[-1]}" if len(names) > 3 else joined(names, " & ", " & ")
        lines += [record.title, abstract(rng)[:180].rstrip() + " …", written, venue_of(record)]
        if record.kind == "journal":
            pages = record.pages.replace("-", "\u2013") if record.pages else ""
            where = f"Volume {record.volume}" + (
                f", pages {pages}" if pages else f", article number {record.article}"
            )
            lines.append(
                f"{where}, ({record.year})" if record.article or pages else f"{where} ({record.year})"
            )
        else:
            lines.append(str(record.year))
        lines.append(f"Published: {rng.randint(1, 28)} {_month_name(rng, record)} {record.year}")
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks)


LAYOUTS = {
    function.__name__: function
    for function in (
        hugo_academic_stream,
        wowchemy_citation,
        al_folio,
        academicpages,
        wordpress_year_bullets,
        google_sites,
        word_cv_numbered,
        moderncv,
        awesome_cv,
        scholar_profile,
        orcid_works,
        department_selected,
        title_first_with,
        cards_equal_contribution,
        markdown_links,
        tagged_acronyms,
        year_and_type_headings,
        pubmed_abstracts,
        wrapped_apa,
        family_initial_ampersand,
        statuses_and_awards,
        jekyll_scholar,
        latex_cv_tags,
        html_source,
        dblp_copy,
        research_portal,
        vancouver_numbered,
        two_column_year,
        bibbase,
    )
}
# The layouts the pools were first dealt from; each added since goes to a pool by its own hash, so
# that adding one moves none of these from its pool to the other.
_FIRST_LAYOUTS = tuple(LAYOUTS)
LAYOUTS |= {
    function.__name__: function
    for function in (
        pubmed_summary,
        hugo_publication_type,
        wordpress_strong_kinds,
        cv_status_sections,
        numbered_per_section,
        cjk_fullwidth,
        researchgate,
        pure_portal_list,
        repec_ideas,
        nasa_ads,
        inspire_hep,
        mathscinet,
        zbmath,
        ssrn_author,
        philpapers,
        eprints_repository,
        dspace_items,
        semantic_scholar,
        arxiv_listing,
        esploro_profile,
        academia_edu_profile,
        nih_biosketch_contributions,
        nsf_biosketch_products,
        symplectic_profile,
        activity_insight_vita,
        faculty180_vita,
        europass_publications,
        altacv_biblatex,
        social_science_cv,
        acs_group_page,
        apa7_student_authors,
        robotics_lab_links,
        hal_archive,
        zenodo_records,
        figshare_items,
        scopus_documents,
        wos_researcher,
        europe_pmc,
        scholar_cite_styles,
        zotero_chicago_author_date,
        biorxiv_search,
        osf_preprints,
        cinii_research,
        crossref_search,
        drupal_biblio,
        teachpress,
        papercite,
        zotpress,
        quarto_listing,
        google_docs_bullets,
        github_readme,
        impact_factor_notes,
        contribution_marks_legend,
        underlined_students,
        talks_and_patents,
        selected_with_abstracts,
        wix_lab_page,
        notion_markdown_export,
        linkedin_publications,
        jakes_resume,
        hugo_papermod,
        openalex_works,
        mendeley_profile,
        sciprofiles,
        german_publikationsliste,
        french_publications,
        lattes_cv,
        sciencedirect_results,
        wiley_online_search,
        ieee_xplore_author,
        tandf_search,
        pubmed_search_results,
        scopus_results_table,
        wos_classic_summary,
        scholar_profile_cells,
        department_fields_view,
        al_folio_year_groups,
        springer_link_search,
    )
}


def pool_of(name: str) -> str:
    """Layouts dealt into two halves by the order of a hash of their names; one added since by the
    hash's parity."""
    if name not in _FIRST_LAYOUTS:
        return "tuning" if zlib.crc32(name.encode()) % 2 == 0 else "held_out"
    ranked = sorted(_FIRST_LAYOUTS, key=lambda n: zlib.crc32(n.encode()))
    return "tuning" if ranked.index(name) % 2 == 0 else "held_out"


# --- scoring ------------------------------------------------------------------------------------

COLUMNS = ("records", "found", "spurious", "title", "authors", "year", "venue", "core")


def score_layout(name: str, items: list[dict], seed: int, verbose: bool) -> dict:
    items = copy.deepcopy(items)
    rng = random.Random(seed * 1000003 + zlib.crc32(name.encode()))
    paste = LAYOUTS[name](rng, items)
    got = parse(paste).to_dict()["entries"]
    if verbose:
        print(paste, "\n")
    counts = dict.fromkeys(COLUMNS, 0) | {"records": len(items), "found": len(got)}
    used: set[int] = set()
    for entry in items:
        record = entry["record"]
        match = match_by_title(title_key(record.title), got, used)
        if match is None:
            if verbose:
                print(f"  unmatched: {record.title!r}")
            continue
        used.add(match)
        found = got[match]
        right = fields_right(record, entry.get("want_authors") or entry["item"]["author"], found)
        counts["core"] += right["title"] and right["authors"] and right["year"]
        for field, ok in right.items():
            counts[field] += ok
            if verbose and not ok:
                wanted = {
                    "title": record.title,
                    "authors": [
                        a.get("literal") or full(a)
                        for a in entry.get("want_authors") or entry["item"]["author"]
                    ],
                    "year": record.year,
                    "venue": record.venue,
                }[field]
                print(f"  {field}: want {wanted!r} got {found.get(field)!r}  <- {found.get('raw')!r}")
    counts["spurious"] = len(got) - len(used)
    if verbose:
        for i, g in enumerate(got):
            if i not in used:
                print(f"  spurious: {g.get('raw')!r}")
    return counts


def print_row(name: str, row: dict) -> None:
    shares = " ".join(f"{row[c] / max(row['records'], 1):7.1%}" for c in COLUMNS[3:])
    print(f"{name[:34]:34} {row['records']:5} {row['found']:5} {row['spurious']:5} {shares}")


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--records", type=int, default=12, help="records per layout (the same in each)")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--pool", choices=("tuning", "held_out", "all"), default="tuning")
    parser.add_argument(
        "-v", "--verbose", metavar="LAYOUT", help="print one (tuning) layout's paste and misses"
    )
    args = parser.parse_args()
    items = make_records(args.seed, args.records)
    if args.verbose:
        if pool_of(args.verbose) != "tuning":
            parser.error(f"{args.verbose} is a held-out layout: only its pool's TOTAL is to be read")
        names = [args.verbose]
    else:
        names = [n for n in LAYOUTS if args.pool == "all" or pool_of(n) == args.pool]
    print(f"{'layout':34} {'recs':>5} {'found':>5} {'spur':>5}" + "".join(f" {c:>7}" for c in COLUMNS[3:]))
    total = dict.fromkeys(COLUMNS, 0)
    for name in names:
        row = score_layout(name, items, args.seed, bool(args.verbose))
        if pool_of(name) == "tuning":  # held-out layouts are summed, never shown one by one
            print_row(f"{pool_of(name)}/{name}", row)
        for key in total:
            total[key] += row[key]
    print_row(f"TOTAL ({len(names)} layouts, {args.pool})", total)
    return 0


if __name__ == "__main__":
    sys.exit(main())
