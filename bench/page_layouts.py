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
ADS, INSPIRE-HEP, MathSciNet, zbMATH, SSRN, PhilPapers, EPrints, DSpace, Semantic Scholar, arXiv).
Lab websites' plugins and tools too: Drupal Biblio, WordPress teachPress, Papercite and Zotpress,
a Quarto listing, a Google Docs list, a GitHub README; pages noting impact factors, marking co-first,
corresponding and student authors, holding talks and patents, or abstracts under each entry.
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
    for kind in order:
        group = by_year([e for e in items if e["record"].kind == kind])
        if not group:
            continue
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


def research_portal(rng, items):
    """A university research portal (Pure): title; authors, year, In: venue; output type."""
    kinds = {
        "journal": "Contribution to journal \u203a Article \u203a peer-review",
        "conference": "Chapter in Book/Report/Conference proceeding \u203a Conference contribution",
        "chapter": "Chapter in Book/Report/Conference proceeding \u203a Chapter",
        "book": "Book/Report \u203a Book",
        "thesis": "Thesis \u203a Doctoral Thesis",
        "preprint": "Working paper \u203a Preprint",
    }
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
    kinds = {
        "journal": "Journal article",
        "conference": "Conference paper",
        "chapter": "Book section",
        "book": "Book",
        "thesis": "Thesis",
        "preprint": "Preprint",
    }
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
    for kind in ("journal", "conference", "chapter", "book", "thesis", "preprint"):
        group = by_year([e for e in items if e["record"].kind == kind])
        if not group:
            continue
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
    kinds = {
        "journal": "Contribution to journal \u203a Article \u203a peer-review",
        "conference": "Chapter in Book/Report/Conference proceeding \u203a Conference contribution",
        "chapter": "Chapter in Book/Report/Conference proceeding \u203a Chapter",
        "book": "Book/Report \u203a Book",
        "thesis": "Thesis \u203a Doctoral Thesis",
        "preprint": "Working paper \u203a Preprint",
    }
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
