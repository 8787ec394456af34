"""A list's rows read by the roles of their pieces, for fields in an order the entry reader has no
rule for.

Accepts the rows of one pasted list (each the text of one entry) and reads each by cutting it at
the marks that part fields (tabs, bars, ", ", a sentence's ". ", quotes, line breaks) into
pieces, and classing each piece by what it is: a year; a venue's badge before a year ("TWS 2025
Title …"); a run of two names or more, as the name reader reads names; a link label; a venue the
venue table knows or its name calls one ("… Research Letters"). The longest run of the pieces
left is the title, and a capitalised piece beside it the venue where none was found. A row's
*order* is the order of its fields' letters ("VYTA": badge, year, title, names). The rows of one
list write their fields in one order: where at least three rows, and more than half of all of
them, are read in one order, that order is the list's, and each row read in it is read so. A
table copied as text (three cells or more parted by tabs in most rows) is read by its columns,
each column's role the one most of its cells have; its cells stand as fields, so its reading
replaces the entry reader's. A table may have no column of names (one author's page) or write
its years in its venue's cells ("ICSE 2024").
Where the table's header row was copied with it ("Year | Title | Authors | Journal", the
words of its cells naming fields: ``column_roles``), its rows are read by the header's columns
instead, however few they are.

Cannot handle: a row with one author (one name is no run: "Deep Learning" looks like a name
too); a name of one word, or inverted ("Ruiz, Ana" is cut at its comma into two such halves);
a title that holds a quote or a ". " before its end (it is cut there, and the longest piece
kept); names written "Family I." before the title (the stop after the initial does not part
them from it); a list whose rows follow several orders, none the majority's (nothing is read).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from .labelling.lexicons import GENERIC_VENUE_WORDS
from .linecaches import text_cache
from .lines import is_link_labels
from .names import coauthor_note, is_author_list, looks_like_name, split_authors
from .records import ParsedEntry
from .reference import parse_reference
from .text import clean_title
from .venues import lookup

# A list's rows have an order where at least this many rows, and more than this share of all its
# rows, are read in it: a plurality of a mixed list is no order.
_FEWEST_AGREEING = 3
_MAJORITY = 0.5
# A name's piece is short: a longer run of capitalised words is a title ("Graph Neural Networks
# for Traffic Forecasting").
_MOST_WORDS_OF_A_NAME = 4

# The marks that part a row's fields. A ". " parts only after a word of two letters or more, a
# digit or a closing bracket: "J. Du" keeps its initial.
_PIECE_SPLIT_RE = re.compile(
    r"\t+|\s+\|\s+|\n+|,\s+|(?:(?<=[^\W\d_]{2})|(?<=[\d)]))\.\s+|\s*[“”\"«»]\s*|;\s+"
)
# A year, alone or in brackets: "2024", "(2024)", "2024a", "[2024]".
_YEAR_RE = re.compile(r"^[(\[]?((?:19|20)\d\d)[a-z]?[)\]]?\.?$")
# A piece that opens with a year, after a venue's badge or none: "2024 Title …", "TWS 2025 Title …".
_LEADING_YEAR_RE = re.compile(
    r"^(?:(?P<badge>[A-Z][A-Za-z&-]{1,14})\s+)?[(\[]?(?P<year>(?:19|20)\d\d)[a-z]?[)\]]?[.:,]?\s+(?=\S)"
)
# A cell that ends in a year after words: "ICSE 2024", "Proc. VLDB, 2019".
_TRAILING_YEAR_RE = re.compile(r"(?<=\w)[\s,]+[(\[]?((?:19|20)\d\d)[a-z]?[)\]]?\.?$")
_LATIN_LETTER_RE = re.compile(r"[A-Za-zÀ-ÖØ-öø-ÿ]")
_WORD_RE = re.compile(r"\w+")
_DIGIT_RE = re.compile(r"\d")
# An initial, or a run of them, in a name: "T", "TL", "J.", "J.-P."
_INITIAL_RE = re.compile(r"(?<![\w.-])(?:[A-Z]\.?-?){1,3}(?![\w])")


@dataclass(frozen=True)
class RowReading:
    """A row's fields, as its pieces say, and the order they stand in."""

    order: str  # "Y" year, "V" venue, "T" title, "A" names, in the order the row writes them
    title: str
    names: str
    year: int | None
    venue: str | None
    # Read by a table's columns: each field is a cell of its own, so no field can have run into
    # another (a title that reads like names, "Racial Classification and Ascriptive Injury", is one).
    from_table: bool = False


def read_rows(texts: Sequence[str], headers: Sequence[tuple[str, ...] | None] = ()) -> dict[int, RowReading]:
    """The rows of ``texts`` (one list's entries) read in the list's order, by their index; empty
    where no order holds a majority of the rows. A table's rows are read by its columns.
    ``headers``: for each row, the roles of its table's header row above it (``column_roles``) or
    None; a row under a header is read by it (the header says what its columns hold: no
    majority is needed), the others as above."""
    found: dict[int, RowReading] = {}
    for index, (text, header) in enumerate(zip(texts, headers, strict=False)):
        if header is not None and (row := _read_under_header(text, header)) is not None:
            found[index] = row
    rest = [index for index in range(len(texts)) if index not in found]
    readings = _read_table([texts[index] for index in rest])
    if not readings:
        read = [read_row(texts[index]) for index in rest]
        readings = {position: row for position, row in enumerate(read) if row is not None}
    counted = Counter(reading.order for reading in readings.values())
    if counted:
        order, count = counted.most_common(1)[0]
        if count >= _FEWEST_AGREEING and count > _MAJORITY * len(rest):
            found.update(
                {rest[position]: reading for position, reading in readings.items() if reading.order == order}
            )
    return found


def read_row(text: str) -> RowReading | None:
    """The row read by its pieces, where they give a title of two words or more, a run of names
    and a year, and place every piece of words; None otherwise."""
    cut = _pieces(text)
    pieces = [piece for piece, _ in cut]
    roles: list[str] = []
    year = venue = None
    for piece, badge in cut:
        role = "V" if badge else _role(piece)
        roles.append(role)
        if role == "Y":
            year = year or int(_YEAR_RE.match(piece).group(1))
        elif role == "V" and venue is None:
            venue = piece
    _mark_names(pieces, roles)
    title_run = _longest_run(pieces, roles, "?")
    if title_run is None or year is None or "A" not in roles:
        return None
    start, end = title_run
    title = clean_title(", ".join(pieces[start:end]))
    if len(_WORD_RE.findall(title)) < 2:
        return None
    for index in range(len(roles)):
        if roles[index] == "?" and start <= index < end:
            roles[index] = "T"
        elif roles[index] == "?":
            # A capitalised piece of words beside the title and names is the venue where no other
            # is; a number's piece ("ISBN 978…", "12(3)") is read by none.
            if _DIGIT_RE.search(pieces[index]):
                roles[index] = ""  # a number's piece: volume, pages, an ISBN
            elif venue is None and pieces[index][:1].isupper():
                roles[index], venue = "V", pieces[index]
            else:
                return None  # a piece of words the reading has no place for (a name it missed)
    names = ", ".join(piece for piece, role in zip(pieces, roles, strict=True) if role == "A")
    fields = [role for role in roles if role and role in "YVTA"]
    order = "".join(dict.fromkeys(fields))
    if len(order) != len(_runs(fields)):
        return None  # a field in two places ("Names, Title, more names"): no row's order
    return RowReading(order=order, title=title, names=names, year=year, venue=venue)


def entry_of(reading: RowReading) -> ParsedEntry | None:
    """The entry a row's reading gives; None where its names do not read as names, or where it
    names none though its table has no header saying so."""
    people, truncated = split_authors(reading.names)
    if not people and reading.names:
        return None
    entry = ParsedEntry(
        title=reading.title, authors=[person.display for person in people], author_names=people
    )
    entry.authors_truncated = truncated
    entry.year, entry.venue = reading.year, reading.venue
    return entry


def _pieces(text: str) -> list[tuple[str, bool]]:
    """The row cut at its marks, a year (with the badge before it) that opens a piece cut off it;
    each piece with whether it is such a badge."""
    pieces: list[tuple[str, bool]] = []
    for piece in _PIECE_SPLIT_RE.split(text.strip()):
        piece = piece.strip(" .,;:")
        leading = _LEADING_YEAR_RE.match(piece)
        if leading is not None:
            if leading.group("badge"):
                pieces.append((leading.group("badge"), True))
            pieces.append((leading.group("year"), False))
            piece = piece[leading.end() :].strip()
        if piece:
            pieces.append((piece, False))
    return pieces


# A row's pieces repeat (a line of names, link labels): each distinct piece is looked up once.
@text_cache(maxsize=4096)
def _role(piece: str) -> str:
    """A piece's field, its names aside (a name is told from a run of them): "Y" a year, "V" a
    venue, "L" a link label, "?" not known yet."""
    if _YEAR_RE.match(piece):
        return "Y"
    if is_link_labels(piece) or not _LATIN_LETTER_RE.search(piece):
        return "L"
    words = piece.split()
    if len(words) > 1 and (
        lookup(piece) is not None or any(word.casefold() in GENERIC_VENUE_WORDS for word in words)
    ):
        return "V"  # a venue the table knows, or one its name calls so ("… Research Letters")
    return "?"


def _mark_names(pieces: list[str], roles: list[str]) -> None:
    """Mark as names ("A") the longest run of two pieces or more that each look like one name."""
    named = [role == "?" and _one_name(piece) for piece, role in zip(pieces, roles, strict=True)]
    best: tuple[int, int] | None = None
    start = None
    for index, is_name in enumerate([*named, False]):
        if is_name and start is None:
            start = index
        elif not is_name and start is not None:
            if index - start >= 2 and (best is None or index - start > best[1] - best[0]):
                best = (start, index)
            start = None
    if best is None:
        return
    start, end = best
    # A list writes its names alike: where most of the run's names hold an initial ("T Okafor"),
    # a piece at its edge without one is no name of it ("Nature Communications, T Okafor, …").
    initialled = [bool(_INITIAL_RE.search(piece)) for piece in pieces[start:end]]
    if sum(initialled) * 2 > len(initialled):
        while start < end and not _INITIAL_RE.search(pieces[start]):
            start += 1
        while end > start and not _INITIAL_RE.search(pieces[end - 1]):
            end -= 1
    if end - start >= 2:
        for index in range(start, end):
            roles[index] = "A"


def _one_name(piece: str) -> bool:
    """A piece that is one whole name: two words or more ("J Du", "Ana Ruiz"), as a name of one
    word is an inverted name's half ("Ruiz, Ana" cut at its comma) the pieces cannot put together."""
    words = piece.split()
    return 2 <= len(words) <= _MOST_WORDS_OF_A_NAME and looks_like_name(piece)


def _longest_run(pieces: list[str], roles: list[str], role: str) -> tuple[int, int] | None:
    """The longest run, in characters, of pieces of ``role``, as a start and an end."""
    best: tuple[int, int] | None = None
    most = 0
    index = 0
    for value, length in _runs(roles):
        size = sum(len(piece) for piece in pieces[index : index + length])
        if value == role and size > most:
            best, most = (index, index + length), size
        index += length
    return best


def _runs(roles: list[str]) -> list[tuple[str, int]]:
    runs: list[tuple[str, int]] = []
    for role in roles:
        if runs and runs[-1][0] == role:
            runs[-1] = (role, runs[-1][1] + 1)
        else:
            runs.append((role, 1))
    return runs


def _read_table(texts: Sequence[str]) -> dict[int, RowReading]:
    """The rows of a table copied as text (its cells parted by tabs) read by its columns, where at
    least three rows, and more than half of all, have as many cells: each column's role is the
    one most of its cells have (the names: the column most often read as names; the year; the
    venue; the title: the longest of the rest on average), and each row is read by them. A
    column holds one field, so a title and the venue beside it are not run together. A table
    with no column of years may write the year in its venue's cells ("ICSE 2024"); one with no
    column of names (a page of one author's works) gives entries naming no one."""
    cells = [[cell.strip() for cell in text.strip().split("\t") if cell.strip()] for text in texts]
    widths = Counter(len(row) for row in cells if len(row) >= 3)
    if not widths:
        return {}
    width, count = widths.most_common(1)[0]
    if count < _FEWEST_AGREEING or count <= _MAJORITY * len(texts):
        return {}
    table = {index: row for index, row in enumerate(cells) if len(row) == width}
    votes = [Counter(_cell_role(row[column]) for row in table.values()) for column in range(width)]
    roles = [""] * width
    for role in ("A", "Y", "V"):
        # Names' and venues' columns are ones most of whose cells read so: a title of two
        # capitalised words reads as a name too ("Market Unfreedom"), and a title may hold a
        # venue's word ("A Review of …") now and then.
        least = count // 2 + 1 if role in ("A", "V") else 1
        free = [column for column in range(width) if not roles[column] and votes[column][role] >= least]
        if free:
            roles[max(free, key=lambda column: votes[column][role])] = role
    dated = None  # the column whose cells end in the year, where no column holds years alone
    if "Y" not in roles:
        dated = _dated_column(table, roles, count)
        if dated is None:
            return {}
        roles[dated] = "V"
    rest = [column for column in range(width) if not roles[column] and votes[column]["L"] * 2 < count]
    if not rest:
        return {}
    title = max(rest, key=lambda column: sum(len(row[column]) for row in table.values()))
    if "A" not in roles and _citations_column(table, title, count):
        return {}  # a CV's years (and numbers) in columns beside whole citations: no table of fields
    roles[title] = "T"
    if "V" not in roles and len(rest) > 1:
        roles[min(set(rest) - {title})] = "V"  # the one other column of words: the venue
    order = "".join(role for role in roles if role)
    if dated is not None:
        order = order.replace("V", "VY")
    readings: dict[int, RowReading] = {}
    for index, row in table.items():
        field = {role: row[column] for column, role in enumerate(roles) if role}
        if dated is None:
            cell = _year_cell(field["Y"])
            year, venue = (cell[0], field.get("V") or cell[1]) if cell else (None, None)
        else:
            venue, year = _venue_and_year(row[dated]) or (None, None)
        if year is None or len(_WORD_RE.findall(field["T"])) < 2:
            continue
        readings[index] = RowReading(
            order=order,
            title=clean_title(field["T"]),
            names=field.get("A", ""),
            year=year,
            venue=venue,
            from_table=True,
        )
    return readings


def _citations_column(table: dict[int, list[str]], column: int, count: int) -> bool:
    """Do most cells of ``column`` hold whole citations, their names, then a title shorter than
    the cell? A CV in a word processor sets its years, and its items' numbers, in columns by tab
    stops before each citation ("2019 <tab> 3. <tab> Rossi, A., & Bianchi, B. Title. Journal …"),
    which read as a table whose widest column is no title."""
    whole = 0
    for row in table.values():
        cell = row[column]
        entry = parse_reference(cell)
        whole += bool(entry.authors) and bool(entry.title) and len(entry.title) * 3 < len(cell) * 2
    return whole * 2 > count


def _venue_and_year(cell: str) -> tuple[str | None, int] | None:
    """A venue's cell that ends in the year ("ICSE 2024", "Proc. VLDB, 2019") as the venue and the
    year; None where it ends in none."""
    found = _TRAILING_YEAR_RE.search(cell)
    if found is None:
        return None
    return cell[: found.start()].strip(" ,.;:") or None, int(found.group(1))


def _dated_column(table: dict[int, list[str]], roles: list[str], count: int) -> int | None:
    """The column, of those not given a role, where more than half of the cells end in a year
    ("ICSE 2024", "Proc. VLDB, 2019"); None where there is none."""
    for column, role in enumerate(roles):
        if role not in ("", "V"):
            continue
        ending = sum(1 for row in table.values() if _TRAILING_YEAR_RE.search(row[column]))
        if ending * 2 > count:
            return column
    return None


# A table's cell of a year alone, or of a venue's badge and its year: "2024", "(2024)", "ICSE 2024".
_YEAR_CELL_RE = re.compile(
    r"^(?:(?P<badge>[A-Z][A-Za-z&-]{1,14})\s+)?[(\[]?(?P<year>(?:19|20)\d\d)[a-z]?[)\]]?\.?$"
)


def _year_cell(cell: str) -> tuple[int, str | None] | None:
    """A table's year cell as its year and the venue's badge it writes before it ("ICSE 2024"),
    or None where the cell is no year."""
    found = _YEAR_CELL_RE.match(cell.strip())
    return (int(found.group("year")), found.group("badge")) if found else None


def _cell_role(cell: str) -> str:
    """A table cell's field: its pieces' role where it is one piece, "Y" where it is a venue's
    badge and a year ("ICSE 2024"), "A" where all its pieces are names or the cell is a list of
    names with initials (inverted ones too: "Rivera, Y. J., Klein, K. G.", "Alterman, B. L.")."""
    if _year_cell(cell) is not None:
        return "Y"
    pieces = [piece for piece, _ in _pieces(cell)]
    if len(pieces) == 1:
        role = _role(pieces[0])
        return "A" if role == "?" and _one_name(pieces[0]) else role
    if pieces and all(_one_name(piece) for piece in pieces):
        return "A"
    # Inverted names with initials, their halves parted by the commas that part the names too:
    # "Rivera, Y. J., Klein, K. G.".
    return "A" if _INITIAL_RE.search(cell) and is_author_list(cell) else "?"


# The words of a table's header cells ("Year", "Title", "Authors", "Journal", "Citations") and the
# field each column holds: "T" title, "A" names, "Y" year, "V" venue, "" one no reader fills
# (counts, links, volume and pages). Casefolded; a header cell is one of these as a whole.
_HEADER_WORDS = {
    "T": (
        "title", "titles", "paper", "paper title", "article", "article title", "publication title",
        "titel", "título", "titulo", "titre", "titolo", "tytuł", "naslov",
    ),
    "A": (
        "author", "authors", "author(s)", "authors/editors", "names", "co-author", "co-authors",
        "coauthor", "coauthors",
        "autor", "autores", "autor(es)", "auteur", "auteurs", "autori", "autoren", "autorzy",
    ),
    "Y": (
        "year", "date", "published", "publication year", "year of publication", "pub. year",
        "ano", "año", "jahr", "année", "anno", "rok", "data", "fecha",
    ),
    "V": (
        "journal", "venue", "conference", "journal/conference", "conference/journal", "source",
        "published in", "booktitle", "book title", "journal name", "proceedings", "outlet",
        "revista", "periódico", "periodico", "zeitschrift", "revue", "rivista", "czasopismo",
        "konferenz", "conferencia", "conférence", "evento",
    ),
    "": (
        "citations", "citation", "cited by", "cites", "times cited", "links", "link", "pdf", "doi",
        "url", "publisher", "pages", "volume", "issue", "vol.", "no.", "#", "type", "category",
        "status", "notes", "note", "keywords", "abstract", "impact factor", "rank", "award",
        "editor", "editors", "code", "slides", "video", "bibtex", "download", "downloads",
        "verlag", "editora", "editorial", "éditeur", "citações", "citas", "zitate", "tipo", "typ",
    ),
}  # fmt: skip
_HEADER_ROLE = {word: role for role, words in _HEADER_WORDS.items() for word in words}
# A sort arrow or a mark a page puts after a header's word ("Year ▼", "Title ↑", "Authors*").
_HEADER_MARKS = " \t.:*▲▼↑↓⇅↕⬍"


def column_roles(text: str) -> tuple[str, ...] | None:
    """The fields a table's header row names, a column each ("Year\tTitle\tAuthors\tJournal" ->
    ("Y", "T", "A", "V")), where the row is one: two cells or more parted by tabs, each a known
    column's word, a title's among them and a name's, year's or venue's beside it; else None.
    No row of a publication is written in such words alone."""
    if "\t" not in text:
        return None
    roles = []
    # The cells as the row parts them: an empty cell over a column of no field's word (the rows'
    # numbers) keeps its place, so the header's columns stand over the rows' cells.
    for cell in text.strip(" \r\n").split("\t"):
        role = _header_cell_role(cell)
        if role is None:
            return None
        roles.append(role)
    if len(roles) < 2 or roles.count("T") != 1 or not any(role in "AYV" and role for role in roles):
        return None
    return tuple(roles)


def _header_cell_role(cell: str) -> str | None:
    """The field a header cell's word names; "" for an empty cell (a column of the rows' numbers);
    a cell of words joined by slashes ("Author/Co-Author", "Journal/Conference") names the field
    each of them names, where they name one; None for a cell of other words."""
    word = cell.strip(_HEADER_MARKS).casefold()
    if not word:
        return ""
    if (role := _HEADER_ROLE.get(word)) is not None:
        return role
    parts = {_HEADER_ROLE.get(part.strip()) for part in word.split("/")} if "/" in word else {None}
    return parts.pop() if len(parts) == 1 and None not in parts else None


# A year in a year column's cell ("2024", "(2024)", "2024-05-02").
_CELL_YEAR_RE = re.compile(r"((?:19|20)(?<!\d\d\d)\d\d)(?!\d)")


def _read_under_header(text: str, header: tuple[str, ...]) -> RowReading | None:
    """A table's row read by the columns its header names: None where it has more cells than the
    header, or no title of words. A row with no year column takes the year its venue's cell
    holds ("ICSE 2024"), and the venue is that cell without it."""
    cells = [cell.strip() for cell in text.strip(" \n").split("\t")]
    if len(cells) > len(header) or len(cells) < 2:
        return None
    field: dict[str, str] = {}
    for role, cell in zip(header, cells, strict=False):
        if role and cell and role not in field:
            field[role] = cell
    title_cell, names = field.get("T", ""), field.get("A", "")
    if not names and (noted := _coauthor_note_closing(title_cell)) is not None:
        title_cell, names = noted  # an owner's table: "Title (co-author with Ana Ruiz)"
    title = clean_title(title_cell)
    if not _WORD_RE.search(title):
        return None
    year_match = _CELL_YEAR_RE.search(field.get("Y", ""))
    year = int(year_match.group(1)) if year_match else None
    venue = field.get("V")
    if year is None and venue is not None and (dated := _venue_and_year(venue)) is not None:
        venue, year = dated
    order = "".join(role for role in header if role in field)
    return RowReading(
        order=order,
        title=title,
        names=names,
        year=year,
        venue=venue,
        from_table=True,
    )


def _coauthor_note_closing(cell: str) -> tuple[str, str] | None:
    """A title cell closed by a co-author note in parentheses ("Title (with Ana Ruiz)"): the title
    before it and the names it holds; None for any other cell."""
    opening = cell.rfind("(")
    if opening <= 0:
        return None
    note = coauthor_note(cell, opening)
    if note is None or cell[note[1] :].strip():
        return None
    return cell[:opening], note[0]
