"""Synthetic lab-page pastes in the layouts the pastes of ``pastes.py`` lack, each line with its
label, for the line labeller.

Accepts the references of ``pastes.load_references`` and a seeded ``random.Random``; the same
seed gives the same pastes.

Layouts: profile-export rows without names ("Title (2023) Journal Link"); a person's name in
capitals heading that person's dated items ("(2013). Title. Journal, 12, 1–10."); records one
field a line (title / authors / venue / year or DOI), with blank lines between records,
between fields or none; an economist's cards (title, a "(with X and Y)" co-author note, a
status or series line such as ``Under review`` or ``NBER WP 12345``, an abstract, link
labels) where the page's owner is never written; items with a row of ``Abstract | Links |
BibTeX | Tags: …`` under them; references wrapped at a narrow column's width, flush left
or with a hanging indent; cards that name nobody (title, a venue and year wrapped over two
lines or not, a note or an award line, the card's link such as "Read Article →" or "DOI");
cards each followed by a paragraph that sums the item up or quotes a review of it (the page's
prose); and items under a year at the margin, repeated over each item of that year, their
fields each a paragraph. Around them: a sentence of the page's writer before
the list, numbering ``1.``, ``[1]``, ``(1)``, ``1)``, and year and type headings in English,
German, French, Spanish, Italian, Portuguese, Japanese and Chinese.

Every heading written here gets the label the trainer gives the same heading in a gold list
(``lines.heading_label``); a test holds the two together.

What they are for: ``bench/segment_quality.py --lab-pages N`` reads fresh pastes of each layout
(``LAYOUTS``) with the committed labeller alone and with the whole parser, to find where the
parser's rules overrule a right labeller. They are not among the labeller's training data
(``lines.training_documents``): trained in (a hundred pastes beside the others), the labeller
read these layouts far better, but grew sure enough of its continuations to overrule the rules
where they were right (a name in capitals over one dated line read as a heading, undated
references of one line each run together), and the real lists under ``bench/`` fell. The last
three were tried as training data too (forty pastes beside the others) and left out: with
summarised cards, the labeller read a short undated item after a card ("“Title” (to appear).")
as the page's prose; cards that name nobody alone gained the lab lists one entry and two fewer
spurious ones but cost a list of one field a line four entries; items under a year at the
margin the labeller learns, but there the rules decide what a bare year is.

Pastes of the benchmark's page layouts (whole pages of made-up records, each line labelled from
where the page prints each record) did the same as training data: the labeller alone found more than
half again as many of those layouts' entries on pages it had not seen, but the parser read layouts
it had not been trained on no better (up to a point worse, with fewer spurious entries; the more
pastes, the worse), and the real lists fell by twenty entries; letting the rules defer to a labeller
sure of a start or a continuation changed neither.
"""

from __future__ import annotations

import random
from pathlib import Path

from ..segmentation import LineLabel
from .headings import LAB_PAGE_OTHER_HEADINGS, LAB_PAGE_TYPE_HEADINGS, LAB_PAGE_YEAR_HEADINGS
from .pastes import (
    AWARD_LINES,
    LINK_LABELS,
    REFERENCES,
    Document,
    Paste,
    Reference,
    joined_names,
    load_references,
    reference_year,
    without_date,
    wrapped,
)

# What a page's writer says before the list (noise).
INTRO_SENTENCES = (
    "Below is a list of my publications, most recent first.",
    "For an up-to-date list, please see my Google Scholar profile.",
    "Publications are listed in reverse chronological order; * denotes equal contribution.",
    "Names of students I supervised are underlined.",
    "You can also find my articles on my ORCID page.",
    "Click on a title for the abstract and the PDF.",
    "Nachfolgend eine Auswahl meiner Veröffentlichungen.",
    "Voici la liste de mes publications récentes.",
    "A continuación se listan mis publicaciones más recientes.",
    "Di seguito l'elenco delle mie pubblicazioni.",
    "Abaixo está a lista das minhas publicações.",
    "以下は主な研究業績です。",
    "以下为近年发表的论文（*为通讯作者）。",
)
# A card's status or series line: "{j}" a journal, "{n}" a paper number.
STATUS_LINES = (
    "Under review",
    "Working paper",
    "Submitted",
    "Work in progress",
    "Draft available upon request",
    "NBER WP {n}",
    "NBER Working Paper No. {n}",
    "CEPR Discussion Paper {n}",
    "IZA DP No. {n}",
    "R&R, {j}",
    "Revise and resubmit, {j}",
    "Reject and resubmit at {j}",
    "Forthcoming, {j}",
    "Conditionally accepted, {j}",
    "Accepted at {j}",
)
STATUS_JOURNALS = (
    "Journal of Finance",
    "American Economic Review",
    "Review of Economic Studies",
    "Journal of Public Economics",
    "Management Science",
    "Journal of Development Economics",
)
CARD_LINKS = ("[PDF] [Slides]", "Draft | Slides | Online Appendix", "[PDF] [Code] [Slides]", "PDF | Slides")
# A row of toggles under an item, as publication plugins print it: the item's, as its link labels are.
TOGGLE_ROWS = (
    "Abstract | Tags: {tags} | Links:",
    "Abstract | Links | BibTeX | Tags: {tags}",
    "Abstract | BibTeX | Tags: {tags}",
    "BibTeX | Tags: {tags}",
)
ABSTRACT_SENTENCES = (
    "This paper studies {}.",
    "We revisit the question of {} with new data.",
    "Using a large panel, we show that {} matters more than previously thought.",
    "Our results shed light on {}.",
    "We propose a simple model of {} and test its predictions.",
    "The evidence suggests that {} is driven by local conditions.",
    "In this article I argue that {} deserves closer attention.",
    "We find no effect of {} on outcomes in the long run.",
)
GIVEN_NAMES = ("Ana", "Tomás", "Ingrid", "Kwame", "Mei", "Ravi", "Sofia", "Lukas", "Amara", "Hiroshi")
FAMILY_NAMES = ("Pereira", "Lindqvist", "Okafor", "Tanaka", "Moreau", "Novak", "Haddad", "Silva", "Brandt")
PROFILE_ROWS = (
    "{t} ({y}) {v} Link",
    "{t} ({y}). {v}. [Link]",
    "{t}\t{y}\t{v}\tLink",
    "{t} · {v} · {y} · DOI",
    "{t}, {v}, {y}",
)
# Whole names only: "FAMILY, I." over dated lines is the rules' to read (over one dated line it
# is that item's names, over two or more a heading), not a heading the labeller should assume.
NAME_HEADINGS = ("{G} {F}", "{F}, {G}", "DR. {G} {F}")
# The year in brackets: an item that opens with a bare year reads like a year's heading.
DATED_ITEMS = ("({y}). {t}. {v}{rest}", "({y}) {t}, {v}{rest}")
NUMBERINGS = ("", "", "{n}. ", "[{n}] ", "({n}) ", "{n}) ")


# The link a card ends with, in the page's language: the card's own line, as link labels are.
READ_LINKS = (
    "Read Article →",
    "Read Paper →",
    "Read more →",
    "DOI",
    "PDF",
    "Full text",
    "Paper Slides",
    "Paper Code Video",
    "Lire l'article →",
    "Zum Artikel →",
    "Ver artículo",
    "Leia o artigo",
    "Leggi l'articolo",
    "Artikel lezen →",
    "Dostępne tutaj",
    "論文を読む",
    "阅读全文",
)
# A note under a card's venue, of the card: "{s}" a subject.
CARD_NOTES = (
    "Lead author: chapter on {s}",
    "Invited contribution",
    "Editor's choice",
    "Cover article",
    "Featured in the press: {s}",
    "Auteur principal : chapitre sur {s}",
    "Hauptautor, Kapitel zu {s}",
    "Autor principal del capítulo sobre {s}",
)
# A status badge written before a card's title.
TITLE_BADGES = ("Under review", "In preparation", "First author", "Preprint", "Open access", "En révision")
# What a page says under a card (noise): "{s}" a subject; one sentence.
SUMMARY_SENTENCES = (
    "First evidence that {s} shapes the outcome.",
    "A new method for {s}, tested on three data sets.",
    "We show how {s} changes over time.",
    "Highlights the role of {s} in practice.",
    "Erste Studie zu {s} mit Langzeitdaten.",
    "Nous montrons que {s} dépend du contexte local.",
    "Mostramos que {s} varía entre regiones.",
    "Mostramos como {s} afeta os resultados.",
    "Dimostriamo che {s} è più rilevante del previsto.",
    "{s}に関する初めての体系的な研究。",
    "首次系统研究了{s}。",
)
# A review of a book quoted under it (noise): "{q}" words of a title, "{v}" a journal, "{n}" a name.
REVIEW_QUOTES = (
    "“{q} … an important contribution” ({v}; review by {n})",
    "“a careful study of {q}” — {n}, {v}",
    "“Essential reading on {q}.” ({n} in {v})",
)


def _title(reference: Reference) -> str:
    return reference.title.rstrip(".,") or reference.text[:80]


def _as_written(rng: random.Random, reference: Reference) -> str:
    """The reference's text, now and then without its date (accepted or undated work)."""
    return without_date(reference) if rng.random() < 0.2 else reference.text


def _venue(rng: random.Random, reference: Reference) -> str:
    return reference.venue.rstrip(".,") or rng.choice(STATUS_JOURNALS)


def _after_venue(reference: Reference) -> str:
    """What the reference writes after its venue (volume, pages), or ".": "…, 12(3), 45–67."."""
    if not reference.venue or reference.venue not in reference.text:
        return "."
    rest = reference.text.split(reference.venue, 1)[1].strip()
    return (" " + rest if rest[:1].isalnum() else rest) if 2 < len(rest) < 60 else "."


def _abstract(rng: random.Random, references: list[Reference]) -> str:
    """An abstract's prose: sentences that speak of other works' subjects, not a list of titles."""
    subjects = [_title(other).strip("?!.,:;'\"“”‘’ ").lower() for other in rng.sample(references, 3)]
    templates = rng.sample(ABSTRACT_SENTENCES, 3)
    sentences = [template.format(subject) for template, subject in zip(templates, subjects, strict=True)]
    return " ".join(sentences)


def _person(rng: random.Random) -> tuple[str, str]:
    return rng.choice(GIVEN_NAMES), rng.choice(FAMILY_NAMES)


def _coauthor(rng: random.Random) -> str:
    given, family = _person(rng)
    return f"{given[0]}. {family}" if rng.random() < 0.3 else f"{given} {family}"


def _newest_first(rng: random.Random, references: list[Reference]) -> list[tuple[str, Reference]]:
    """The references with their years, the newest first (as a page lists them)."""
    dated = [(reference_year(rng, reference), reference) for reference in references]
    return sorted(dated, key=lambda pair: pair[0], reverse=True)


def _add_year_heading(paste: Paste, rng: random.Random, year: str) -> None:
    paste.add(rng.choice(LAB_PAGE_YEAR_HEADINGS).format(y=year), LineLabel.HEADING_YEAR)


def _add_heading(paste: Paste, rng: random.Random, year: str | None = None) -> None:
    if year is not None and rng.random() < 0.5:
        _add_year_heading(paste, rng, year)
    elif rng.random() < 0.7:
        paste.add(rng.choice(LAB_PAGE_TYPE_HEADINGS), LineLabel.HEADING_TYPE)
    else:
        paste.add(rng.choice(LAB_PAGE_OTHER_HEADINGS), LineLabel.HEADING)


def _introduce(paste: Paste, rng: random.Random) -> None:
    """A page title and the writer's sentence (or two) before the list, now and then."""
    if rng.random() < 0.5:
        _add_heading(paste, rng)
    if rng.random() < 0.6:
        for sentence in rng.sample(INTRO_SENTENCES, rng.choice((1, 1, 2))):
            paste.add(sentence, LineLabel.NOISE)
        paste.add("", LineLabel.BLANK)


def _profile_rows(rng: random.Random, references: list[Reference]) -> Document:
    """A profile's export: one row a work, title, year, journal and a link label, no names."""
    paste = Paste()
    _introduce(paste, rng)
    row = rng.choice(PROFILE_ROWS)
    if rng.random() < 0.4:
        paste.add("Title\tYear\tJournal\tLink" if "\t" in row else "Title Year Journal Link", LineLabel.NOISE)
    blank_between = rng.random() < 0.3
    for reference in rng.sample(references, rng.randint(5, 25)):
        year = reference_year(rng, reference)
        paste.entry([row.format(t=_title(reference), y=year, v=_venue(rng, reference))])
        if blank_between:
            paste.add("", LineLabel.BLANK)
    return paste.lines, paste.labels


def _name_heading_list(rng: random.Random, references: list[Reference]) -> Document:
    """A department's list grouped by member: each member's name in capitals over the member's
    items, which open with their year and name nobody."""
    paste = Paste()
    _introduce(paste, rng)
    item = rng.choice(DATED_ITEMS)
    numbering = rng.choice(NUMBERINGS)
    width = rng.choice((0, 0, rng.randint(45, 90)))
    hanging = rng.choice((0, 3, 4))
    blank_between = rng.random() < 0.4
    for _ in range(rng.randint(2, 5)):
        given, family = _person(rng)
        heading = rng.choice(NAME_HEADINGS).format(F=family, G=given)
        paste.add("", LineLabel.BLANK)
        paste.add(heading.upper(), LineLabel.HEADING)
        if rng.random() < 0.3:
            paste.add("", LineLabel.BLANK)
        chosen = rng.sample(references, rng.randint(2, 6))
        for number, (year, reference) in enumerate(_newest_first(rng, chosen), start=1):
            text = numbering.format(n=number) + item.format(
                y=year, t=_title(reference), v=_venue(rng, reference), rest=_after_venue(reference)
            )
            paste.entry(wrapped(text, width, hanging))
            if blank_between:
                paste.add("", LineLabel.BLANK)
    return paste.lines, paste.labels


def _field_records(rng: random.Random, references: list[Reference]) -> Document:
    """Records one field a line: title, authors, venue, then the year or a DOI (or both), in
    one order for the page, with blank lines between records, between fields or none."""
    paste = Paste()
    _introduce(paste, rng)
    titled = rng.random() < 0.25  # "Title: …", "Authors: …"
    authors_first = rng.random() < 0.25
    tail = rng.choice(("year", "doi", "both", "year-in-venue"))
    spacing = rng.choice(("none", "records", "records", "fields"))
    for reference in rng.sample([r for r in references if r.authors], rng.randint(4, 18)):
        year = reference_year(rng, reference)
        fields = [("Title", _title(reference)), ("Authors", reference.authors.rstrip(".,"))]
        if authors_first:
            fields.reverse()
        venue = _venue(rng, reference) + (f", {year}" if tail == "year-in-venue" else "")
        fields.append(("Journal", venue))
        doi = f"10.{rng.randint(1000, 99999)}/{rng.choice(('j.', 's', 'a'))}{rng.randint(10_000, 9_999_999)}"
        if tail in ("year", "both"):
            month = rng.randint(1, 9)
            fields.append(("Year", rng.choice(("{}", "Published: {}", "{}-0" + str(month))).format(year)))
        if tail in ("doi", "both"):
            fields.append(("DOI", rng.choice(("DOI: {}", "https://doi.org/{}", "doi:{}")).format(doi)))
        paste.entry(
            [f"{name}: {value}" if titled else value for name, value in fields], spaced=spacing == "fields"
        )
        if spacing != "none":
            paste.add("", LineLabel.BLANK)
    return paste.lines, paste.labels


def _status_cards(rng: random.Random, references: list[Reference]) -> Document:
    """An economist's page: title, the co-authors in a "(with X and Y)" note (the page's owner
    is never written), a status, series or journal line, an abstract and link labels."""
    paste = Paste()
    _introduce(paste, rng)
    note_on_title = rng.random() < 0.4  # "Title (with X and Y)" on the title's line
    blank_between = rng.random() < 0.8
    for index, reference in enumerate(rng.sample(references, rng.randint(4, 14))):
        if index == 0 or rng.random() < 0.15:
            paste.add("", LineLabel.BLANK)
            _add_heading(paste, rng)
        if blank_between:
            paste.add("", LineLabel.BLANK)
        lines = [_title(reference)]
        others = [_coauthor(rng) for _ in range(rng.choice((1, 1, 2, 3)))]
        if rng.random() < 0.8:
            note = rng.choice(("(with {})", "with {}", "joint with {}", "(joint with {})"))
            note = note.format(joined_names(others))
            if note_on_title:
                lines[0] += " " + note
            else:
                lines.append(note)
        if rng.random() < 0.6:
            number = rng.randint(10_000, 33_999)
            status = rng.choice(STATUS_LINES).format(n=number, j=rng.choice(STATUS_JOURNALS))
        else:
            status = f"{_venue(rng, reference)}, {reference_year(rng, reference)}{_after_venue(reference)}"
        lines.append(status)
        if rng.random() < 0.4:
            lines.append(rng.choice(CARD_LINKS + LINK_LABELS))
        paste.entry(lines)
        if rng.random() < 0.35:
            prose = _abstract(rng, references)
            if rng.random() < 0.5:
                prose = "Abstract: " + prose
            for line in wrapped(prose, rng.randint(70, 120) if rng.random() < 0.5 else 0):
                paste.add(line, LineLabel.NOISE)
    return paste.lines, paste.labels


def _toggle_rows(rng: random.Random, references: list[Reference]) -> Document:
    """Items as a publication plugin prints them, each with a row of toggles under it and now and
    then its abstract, grouped under year headings."""
    paste = Paste()
    _introduce(paste, rng)
    numbering = rng.choice(NUMBERINGS)
    chosen = _newest_first(rng, rng.sample(references, rng.randint(5, 18)))
    headed = paste.by_year(chosen, lambda year: _add_year_heading(paste, rng, year))
    for number, (_, reference) in enumerate(headed, start=1):
        paste.entry([numbering.format(n=number) + _as_written(rng, reference)])
        words = [word.strip(".,:;()“”\"'").lower() for word in rng.choice(references).title.split()]
        tags = ", ".join([word for word in words if len(word) > 3][:3] or ["misc"])
        paste.add(rng.choice(TOGGLE_ROWS).format(tags=tags), LineLabel.CONTINUATION)
        if rng.random() < 0.3:
            paste.add(_abstract(rng, references), LineLabel.NOISE)
        if rng.random() < 0.5:
            paste.add("", LineLabel.BLANK)
    return paste.lines, paste.labels


def _narrow_column(rng: random.Random, references: list[Reference]) -> Document:
    """References wrapped at a narrow column's width (a sidebar, a two-column page), flush left
    or under a hanging indent, numbered or not, under year or type headings."""
    paste = Paste()
    _introduce(paste, rng)
    numbering = rng.choice(NUMBERINGS)
    width = rng.randint(35, 55)
    hanging = rng.choice((0, 0, 2, 3, 4))
    blank_between = rng.random() < 0.4
    for number, reference in enumerate(rng.sample(references, rng.randint(5, 16)), start=1):
        if number == 1 or rng.random() < 0.1:
            paste.add("", LineLabel.BLANK)
            _add_heading(paste, rng, reference_year(rng, reference))
        paste.entry(wrapped(numbering.format(n=number) + _as_written(rng, reference), width, hanging))
        if blank_between:
            paste.add("", LineLabel.BLANK)
    return paste.lines, paste.labels


def _subject(rng: random.Random, references: list[Reference]) -> str:
    """Another work's subject, for prose that speaks of it: its title's first words, lower case."""
    words = _title(rng.choice(references)).split()[: rng.randint(3, 7)]
    return " ".join(words).strip("?!.,:;'\"“”‘’ ").lower()


def _authorless_cards(rng: random.Random, references: list[Reference]) -> Document:
    """A page of cards that name nobody (the page's owner wrote them all): the title, the venue
    and year wrapped over two lines at a narrow card's width or not, now and then a note or an
    award line, and the card's link ("Read Article →", "DOI"), with blank lines between cards."""
    paste = Paste()
    _introduce(paste, rng)
    venue_forms = rng.choice((("{v}, {y}",), ("{v}{rest} ({y})", "{v}, {y}"), ("{v} ({y})",)))
    width = rng.choice((0, rng.randint(35, 60)))
    link = rng.choice(READ_LINKS) if rng.random() < 0.8 else None
    heading = (lambda year: _add_heading(paste, rng, year)) if rng.random() < 0.4 else None
    titled = [reference for reference in references if reference.title and reference.venue]
    chosen = _newest_first(rng, rng.sample(titled, rng.randint(5, 15)))
    for year, reference in paste.by_year(chosen, heading):
        paste.add("", LineLabel.BLANK)
        rest = _after_venue(reference).rstrip(".")
        venue = rng.choice(venue_forms).format(v=_venue(rng, reference), y=year, rest=rest)
        lines = [_title(reference), *wrapped(venue, width)]
        if rng.random() < 0.15:
            lines.append(rng.choice(CARD_NOTES).format(s=_subject(rng, references)))
        if rng.random() < 0.1:
            lines.append(rng.choice(AWARD_LINES))
        if link:
            lines.append(link)
        paste.entry(lines)
    return paste.lines, paste.labels


def _summarised_cards(rng: random.Random, references: list[Reference]) -> Document:
    """A researcher's cards, title / authors / venue and year (a status badge now and then before
    the title), each followed by a paragraph of its own that sums it up in a sentence, or by a
    review's words: the page's prose, no entry."""
    paste = Paste()
    _introduce(paste, rng)
    separator = rng.choice((" · ", ", ", " "))
    badged = rng.random() < 0.3
    summarised = rng.uniform(0.5, 1.0)
    link = rng.choice(LINK_LABELS + READ_LINKS) if rng.random() < 0.3 else None
    heading = (lambda year: _add_heading(paste, rng, year)) if rng.random() < 0.5 else None
    named = [reference for reference in references if reference.title and reference.authors]
    chosen = _newest_first(rng, rng.sample(named, rng.randint(5, 14)))
    for year, reference in paste.by_year(chosen, heading):
        paste.add("", LineLabel.BLANK)
        title = _title(reference)
        if badged and rng.random() < 0.4:
            title = f"{rng.choice(TITLE_BADGES).upper()} {title}"
        lines = [title, reference.authors.rstrip(".,"), f"{_venue(rng, reference)}{separator}{year}"]
        if link:
            lines.append(link)
        paste.entry(lines)
        if rng.random() < summarised:
            paste.add("", LineLabel.BLANK)
            paste.add(rng.choice(SUMMARY_SENTENCES).format(s=_subject(rng, references)), LineLabel.NOISE)
        elif rng.random() < 0.3:
            for _ in range(rng.choice((1, 2))):
                paste.add("", LineLabel.BLANK)
                given, family = _person(rng)
                quote = rng.choice(REVIEW_QUOTES).format(
                    q=_subject(rng, references), v=rng.choice(STATUS_JOURNALS), n=f"{given} {family}"
                )
                paste.add(quote, LineLabel.NOISE)
    return paste.lines, paste.labels


def _margin_year_cards(rng: random.Random, references: list[Reference]) -> Document:
    """Items that open with their own year at the margin, on a line of its own (a column of the
    page's table, so the same year stands over each item of that year, unlike a heading), now and
    then a code or rank under it ("A12", "Q2"), then the item: its fields each a paragraph
    (authors, title, venue, DOI) or the whole reference as one paragraph."""
    paste = Paste()
    _introduce(paste, rng)
    whole = rng.random() < 0.4
    coded = rng.random() < 0.5
    gap = rng.random() < 0.7  # a blank line under the year (and its code)
    by_year: dict[str, list[Reference]] = {}
    for reference in references:
        if reference.title and reference.authors and reference.venue and reference.date:
            by_year.setdefault(reference_year(rng, reference), []).append(reference)
    shared = sorted(year for year, group in by_year.items() if len(group) > 1)
    for year in sorted(rng.sample(shared, rng.randint(2, 5)), reverse=True):
        for reference in rng.sample(by_year[year], min(len(by_year[year]), rng.randint(1, 4))):
            lines = [year]
            if coded:
                code = rng.choice(("A{n}", "Q{q}", "Q{q} · SCI-E", "[{n}]"))
                lines.append(code.format(n=rng.randint(1, 80), q=rng.randint(1, 4)))
            if whole:
                fields = [without_date(reference)]
            else:
                venue = _venue(rng, reference) + _after_venue(reference)
                fields = [reference.authors.rstrip(".,"), _title(reference), venue]
                if rng.random() < 0.5:
                    fields.append(f"DOI: 10.{rng.randint(1000, 99999)}/{rng.randint(10_000, 9_999_999)}")
            paste.entry(lines)
            for index, field in enumerate(fields):
                if gap or index:
                    paste.add("", LineLabel.BLANK)
                paste.add(field, LineLabel.CONTINUATION)
            if rng.random() < 0.6:
                paste.add("", LineLabel.BLANK)
    return paste.lines, paste.labels


LAYOUTS = (
    _profile_rows,
    _name_heading_list,
    _field_records,
    _status_cards,
    _toggle_rows,
    _narrow_column,
    _authorless_cards,
    _summarised_cards,
    _margin_year_cards,
)


def lab_page_documents(count: int, seed: int = 18, path: Path = REFERENCES) -> list[Document]:
    """``count`` pastes in these layouts, in turn, the same for the same seed; kept apart from
    ``pastes.synthetic_documents`` so that adding them leaves those pastes as they were."""
    rng = random.Random(seed)
    references = [reference for reference in load_references(path) if len(reference.text) > 30]
    return [LAYOUTS[index % len(LAYOUTS)](rng, references) for index in range(count)]
