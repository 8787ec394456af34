"""Author names: the one place that splits author lists and single names.

Accepts the name forms found in publication lists: "Given Family", "G. Family",
"Family, Given" (Chicago/APA/MLA/Nature/IEEE-inverted), Vancouver "Family GM",
Scholar "GM Family", LaTeX accents and markup (``\\textbf{...}``, ``{\\"o}``),
markdown/HTML emphasis, and contribution marks (``*``, ``†``, ``#``, ``‡``).
Lists may be joined by commas, semicolons, "and", "&", "und", "et", and may end in
"et al." (or its spellings in other languages, ``with_plain_et_al``), "и др.", "and others" or
an ellipsis, or leave out their middle (APA 7 "…, ... & Last, F."). Family names in capitals
("DUPONT, J."), French "Dupont (J.)". A list ends with its last name after "and" when that name
is written in full or completes an inverted pair ("E. Novak and F. Ruiz, Topology, …", "Kovář,
Jan and Novák, Petr, Title"). A contribution or
corresponding-author mark after a name or an initial, with or without a space before it, stays
with the list ("Brandt, M.* Title", "M. Brandt#. Title", "L. Chen ‡, M. Brandt ✉. Title").
``coauthor_note`` reads the co-author note of a page owner's own list ("(with A. Name)").
The reader mends the end it is given where a colon closes the last name after its initial
("Hanna Vogel, K. Brenner: Title", ``name_before_colon``), where a lone word after whole names
opens the title ("A. R. Falk, Wealth and Wisdom: …", ``lone_word_after_whole_names``) and where
the words before a colon after whole names open it ("Benedict Anderson, Imagined Communities: …",
``title_head_before_colon``).

Cannot handle: inverted names whose family part has several words *and* whose
given part is a full word list without a semicolon separator (ambiguous with two
people); single-word names (mononyms) next to a full name (read as an inverted pair).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import replace

from .cjk import is_cjk_name
from .linecaches import line_cache, text_cache
from .records import PersonName
from .text import collapse_spaces, decode_latex, holds_any, holds_digit, strip_list_marker, strip_markup

# Marks that flag equal contribution or corresponding authorship next to a name.
# "∗" is the asterisk as typeset (LaTeX's \ast), copied from a PDF.
_EQUAL_MARKS = "*∗✱⁎†‡#§"
_CORRESPONDING_MARKS = "✉✝"
# "⁺": a raised plus, a mark that flags nothing (a supervisor, a student, a mentee). Raised
# letters ("Varga, E.ᵃ", "Chen ᵇ") are affiliation marks, as Elsevier's pages print them.
_MARK_CHARS = _EQUAL_MARKS + _CORRESPONDING_MARKS + "¹²³⁴⁵⁶⁷⁸⁹⁰⁺" + "ᵃᵇᶜᵈᵉᶠ"
# The mark this reader knows for each meaning a page's legend gives its own marks (``marklegend``).
LEGEND_MARKS = {"equal": "∗", "corresponding": "✉", "other": "⁺"}
NAME_MARKS = _MARK_CHARS

_PARTICLES = frozenset(
    [
        "van",
        "von",
        "der",
        "den",
        "de",
        "del",
        "della",
        "di",
        "da",
        "dos",
        "du",
        "le",
        "la",
        "ter",
        "ten",
        "vom",
        "zu",
        "y",
        "bin",
        "al",
        "el",
        "ben",
    ]
)
# Irish family names open with a capitalised word of their own, written apart: "Ó Briain",
# "Ní Dhomhnaill", "Mac Giolla", "Nic Aodha", "Uí Bhriain".
_IRISH_PARTICLES = frozenset({"Ó", "Ní", "Nic", "Mac", "Uí", "Ua"})


def _is_particle(token: str) -> bool:
    """Does ``token`` open a family name as a word of its own ("van", "de", "Ó", "Mac")?"""
    return token.lower() in _PARTICLES or token in _IRISH_PARTICLES


# The particles a family name opens with that no title opens with in small letters after an
# initial ("y", "al", "el" and "la" also join or open words of other languages).
_CONTINUING_PARTICLES = "van|von|vom|der|den|de|del|della|di|da|dos|du|ter|ten|zu"
# The particles as one pattern's alternatives, the longest first ("della" before "del").
PARTICLES_PATTERN = "|".join(sorted(_PARTICLES, key=len, reverse=True))
# A name written with a particle before the family name ("van der Berg, H.", "de Vries, J.").
PARTICLE_NAME_PATTERN = r"(?:" + PARTICLES_PATTERN + r")\s(?:[a-z]{1,3}\s)?[A-ZÀ-ÖØ-Þ]"
_PARTICLE_NAME_RE = re.compile(PARTICLE_NAME_PATTERN)


def opens_with_particle_name(text: str) -> bool:
    """Does the text open with a name whose family name has a particle before it ("van der Berg")?"""
    return _PARTICLE_NAME_RE.match(text) is not None


# Lowercase words that join two names in a list ("and", German "und", French "et", Spanish "y").
_JOINING_WORDS = frozenset({"and", "und", "et", "y"})


def names_may_hold(word: str) -> bool:
    """Can a list of names hold this lowercase word: a family name's particle ("van", "de", "der")
    or a word joining two names ("and", "und", "et")? A title's small words are mostly other ones."""
    return word in _PARTICLES or word in _JOINING_WORDS


_SUFFIXES = frozenset({"jr", "jr.", "sr", "sr.", "ii", "iii", "iv", "phd", "ph.d."})
_SUFFIX_WORDS = frozenset(suffix.strip(".") for suffix in _SUFFIXES)
# The suffixes that are capitals, as initials are: "III" after a whole name is a generation, "II"
# alone after a family name and its comma ("Kowal, II") is the initials of two given names.
_NUMBERED_SUFFIXES = frozenset({"II", "III", "IV"})
# Degrees a student list writes after a name ("Hannah Crook MSPH"): no part of it, nor its initials.
# Only those no Vancouver list writes as a person's initials.
_DEGREE_WORDS = frozenset({"msph", "mph", "msn", "bsn", "dnp", "drph", "msc", "mba", "mphil", "dphil"})


def _without_degree(tokens: list[str]) -> list[str]:
    """ "Hannah Crook MSPH" → "Hannah Crook": a degree after a given name and a family name."""
    if (
        len(tokens) >= 3
        and tokens[-1].lower().strip(".,") in _DEGREE_WORDS
        and all(token[1:2].islower() for token in tokens[-3:-1])
    ):
        return tokens[:-1]
    return tokens


# "J.", "J.-P.", "JP", "M-C", "A.B." : initials only (no lower-case letters except after a hyphen's initial).
# An initial may be a digraph with its period ("Ch." for Charlotte, "Th.", "Ph."; "A-Ch.", "J.-Ch.").
_INITIALS_TOKEN = re.compile(
    r"^(?:(?:[A-ZÀ-ÖØ-Þ](?:\.|\b)?|(?:Ch|Th|Ph|Sh|Kh|Zh)\.)-?)+\.?$|^[A-ZÀ-ÖØ-Þ]{1,3}(?:-[A-ZÀ-ÖØ-Þ]{1,2})?$"
)
_TRUNCATION = re.compile(
    r"(?:,?\s*(?:\bet\.?\s*al\b\.?|\band\s+others\b|\bu\.\s*a\.|\band\s+\d+\s+(?:more(?:\s+authors?)?|others)\b|\bи\s*др\b\.?)"
    r"|,?\s*(?:\.\.\.|…|\[\.\.\.\]))\s*[.,;]?\s*$",
    re.IGNORECASE,
)
# How a text ending in a truncation marker ends, once one trailing [.,;] is removed. ("and 4 more
# authors" is al-folio's, whose author line shows the first names and a toggle for the rest.)
_TRUNCATION_ENDINGS = ("al", "al.", "others", "a", "a.", "more", "authors", "..", "…", "]", "др", "др.")
# Joining words: "and", German "und", French "et" (never "et al."), Spanish "y".
_JOINERS = re.compile(r"\s*(?:;|,?\s+(?:and|und|et(?!\s+al\b)|(?-i:y))\s+|,?\s*&\s*|,)\s*", re.IGNORECASE)
_JOINER_CORE_RE = re.compile(r"(?=[;,&aeuy])(?:[;,&]|(?:and|und|et|(?-i:y))(?=\s))", re.IGNORECASE)
_SPACES = re.compile(r"\s+")
EMPHASIZED_ET_AL_RE = re.compile(r"([*_]{1,2})(et\.?\s*al\.?)\1")
# "et al." in other spellings: Latin "et alii", "and al.", German "u.a." / "u. a.", French "et
# coll.", Dutch "e.a.", Spanish "y otros" / "y cols.", Portuguese "e outros" / "e col.", Indonesian
# "dkk." (dan kawan-kawan), Chinese "等" (GB/T 7714: "WANG L, LI Y, 等."), Polish "i in." (i inni),
# Croatian "i sur." (i suradnici), Czech "a kol." (a kolektiv), Danish, Norwegian and Swedish
# "m.fl." (med flere), Slovenian "idr." (in drugi), Turkish "vd." or "v.dğr." (ve diğerleri).
# Those that are also words of a title ("y otros relatos", "arroz y col") count only where
# punctuation, a parenthesis or the end follows them, as after the last name of a list; the abbreviations keep
# their final period, which a reader may already have cut off. The point after a spelling is
# taken in, as "et al." writes its own ("u.a." and "y otros" both become "et al.").
_OTHER_ET_AL_RE = re.compile(
    r"(?<=\s)(?:et\s+ali[ia]\b|and\s+al(?=[.,])|(?:u\.\s?a|e\.a|et\s+coll?|y\s+cols?|e\s+cols?|dkk|等|i\s+in|i\s+sur|a\s+kol|m\.\s?fl|idr|vd|v\.\s?dğr)(?=\.|\s*$)"
    r"|(?:y\s+otros|e\s+outros|ve\s+diğerleri)(?=\s*[.,;:(]|\s*$))\.?"
)
# English "and others" closing a list ("Vries, Hiroshi and others, Title"), a title's words too
# ("Hume and others."): taken only where the text before it reads as names.
_AND_OTHERS_RE = re.compile(r"(?:(?<=[^\W\d_]\s)|(?<=[^\W\d_]\.\s))and\s+others(?=\s*[.,;:(])")
_AND_OTHERS_REACH = 200
# BibTeX's "and others" printed by a style that never tests for it: "Roe, K. & Others Title …"
# (the key word capitalised, no point closing the list); only after an initial's point, before
# a capital.
_BIBTEX_OTHERS_RE = re.compile(r"(?<=[^\W\d_]\.\s)(?:&|and)\s+Others(?=\s+[\"“‘]?[A-ZÀ-ÖØ-Þ0-9])")
_OTHER_ET_AL_NEEDLES = (
    *(" al", "u.", " e.a", " col", " otros", " outros", " dkk", "等"),
    *(" i in", " i sur", " a kol", " m.", " idr", " vd", " v.d", " ve diğ"),
)
# GOST's "и др." after a particle that the style writes after the initials ("Heuvel G. B. van den и
# др. Title"): there "и" would pass for one more word of the name; read as "et al." it ends the list.
_PARTICLE_THEN_RUSSIAN_ET_AL_RE = re.compile(
    r"(?<=[A-ZÀ-Þ]\.\s)((?:(?:van|von|de|da|dos|das|du|der|den|di|del|la|le)\s){1,2})и\s*др\.(?=\s)"
)
# "et al." run together or with a stray point: "etal.", "et.al.", "et. al"; and "et al.2012" with
# the year glued on. Only where a name list can end: after a space, comma or closing markup, and
# before a point, a comma, a year or the end ("metal", "Etalon" stay words); its point taken in.
_GLUED_ET_AL_RE = re.compile(r"(?<=[\s,>*_])et(?:\.\s?)?al(?=\.|\s*[,;:(]|\s*\d|\s*$)\.?")
_GLUED_ET_AL_NEEDLES = ("etal", "et.al", "et. al")
_ET_AL_YEAR_RE = re.compile(r"(?<=\bet al\.)(?=\d)")
# "Family, I.; Family, I.; & Family, I.": a joining word after the last semicolon joins, no name of its own.
_SEMICOLON_LIST_RE = re.compile(r"\s*;\s*(?:(?:and|&)\s+)?|\s+(?:and|&)\s+")
# "McNeill, David y Pera, Maria": the word between two inverted names, each with its comma.
_TWO_JOINED_PAIRS_RE = re.compile(r"([^,;]{2,40},[^,;]{1,40}?)\s+(?:und|et|y)\s+([^,;]{2,40},[^,;]{1,40})")


def _two_joined_pairs(piece: str) -> list[str]:
    """The two inverted names of a piece that joins them by a word, else the piece alone."""
    pair = _TWO_JOINED_PAIRS_RE.fullmatch(piece) if " " in piece else None
    return [pair.group(1), pair.group(2)] if pair is not None else [piece]


def _is_initials(token: str) -> bool:
    if len(token) > 4 and "." not in token and "-" not in token:
        return False  # "DUPONT", "MÜLLER": a family name in capitals, not five initials
    if not token.isascii():
        # Any capital counts as an initial ("Ł.", "Ş."): compare the shape with Latin capitals.
        token = "".join("A" if ch.isupper() else ch for ch in token)
    return bool(_INITIALS_TOKEN.match(token))


@text_cache(maxsize=16384)
def is_initials_piece(text: str) -> bool:
    """True for "J.", "J. G.", "M.-C.", "JG": a given-name part made of initials only."""
    tokens = text.replace(".-", "-").replace(".", ". ").split()  # "C.-Y." is one hyphenated initial
    return bool(tokens) and all(_is_initials(t) for t in tokens)


_EMPHASIS_RE = re.compile(r"\*\*|__|\\textbf|\\underline|<\s*(?:b|strong|u)\b")
_MARKS_RE = re.compile(r"[" + re.escape(_MARK_CHARS) + r"]+")
_AFFILIATION_DIGITS_RE = re.compile(r"(?<=[a-z])\d+(?:,\d+)*$")
_INITIAL_END_RE = re.compile(r"(?:^|[\s.-])([^\W\d_]{1,2})\.$")
_MARKUP_CHARS = frozenset("*_\\<&[{`~" + _MARK_CHARS)


# "OLIVEIRA, T. B. d.": a particle cut to its letter ("d." for de, da, do) after the given name's
# initials; its period is the abbreviation's, kept as written.
_ABBREVIATED_PARTICLE_END_RE = re.compile(r"(?<=[A-Z]\.)\s?d\.$")


# Given names abbreviated to two letters: one sound written with two (Latin "Ch", "Ph", "Th";
# transliterated Cyrillic "Zh", "Kh", "Sh", "Ts", "Yu", "Ya", "Ye", "Yo"; Hungarian "Gy", "Sz", "Cs",
# "Zs", "Ny", "Ty", "Ly"; South Slavic "Dj", "Dž", "Lj", "Nj") and the old "St", "Wm", "Fr", "Wł". After
# a space, any other two letters and a period close a short family name ("Yunhao Lu.", "Ni Ni.").
_TWO_LETTER_INITIALS = frozenset(
    {"Ch", "Ph", "Th", "Rh", "Zh", "Kh", "Sh", "Ts", "Yu", "Ya", "Ye", "Yo", "Gy", "Sz", "Cs", "Zs", "Ny"}
    | {"Ty", "Ly", "Dj", "Dž", "Lj", "Nj", "St", "Wm", "Fr", "Wł"}
)


def _ends_with_initial(text: str) -> bool:
    """ "… A." / "… Ch." / "… Ł." / "J.-Ch.": the final period belongs to an abbreviated given name."""
    match = _INITIAL_END_RE.search(text)
    if match is None:
        return False
    core = match.group(1)
    if len(core) == 1:
        return core.isupper()
    return (
        core[0].isupper()
        and core[1].islower()
        and (core in _TWO_LETTER_INITIALS or not text[: match.start(1)].endswith(" "))
    )


# A former name a CV adds in brackets after its owner's name: "Anna Smith (née Jones)", "A. Smith
# (formerly A. Jones)", German "(geb. Jones)", "(born Jones)". The name published under now is the
# one that stands; the note is no part of it.
_FORMER_NAME_RE = re.compile(
    r"\s*\((?:née|nee|geb\.|geborene|born|formerly|previously|former name|maiden name)\s+[^()]{1,60}\)"
)
# Another name a list adds in brackets closing its holder's name: the name the person goes by
# ("Okafor, T. (Tom)") or the name in another spelling ("Petrenko A.V. (Petrenko O. V.)"). Capitalised
# words and initials only, one word at least written in small letters after its capital, so that
# initials ("Dupont (J.)"), a body's acronym ("Network (EDEN)"), a role ("(Ed.)", "(Hrsg.)") and
# a body's name in words ("CROSS (Osservatorio sulla Criminalità)") stay. A bracket inside the name
# ("Ming-Hui (Tony) Lin") is the name as its holder writes it, and stays too; so does the given
# name a style writes in brackets after the family name ("Rossi (Pierre)", French "NOM (Prénom)"):
# the name before the bracket must hold an initial.
_OTHER_NAME_CLOSING_RE = re.compile(
    r"(?<=[^\W\d_]\.|[^\W\d_]{2})\s*\((?P<other>[A-ZÀ-Þ][^\W\d_'’-]*\.?(?:[\s-]+[A-ZÀ-Þ][^\W\d_'’-]*\.?){0,3})\)$"
)
# An initial of the name before the bracket: the name is whole without it.
_INITIAL_BEFORE_RE = re.compile(r"(?<![^\W\d_])[A-ZÀ-Þ]\.")
_ROLE_NOTE_RE = re.compile(
    r"(?i:eds?|edd|hrsg|hgg?|coords?|dirs?|trans|tr|editors?|orgs?|comps?|ill|red|pi|co-pi)"
)


# Initials glued to the family name they stand before, no space between: "O.Zekioğlu",
# "A.B.Ivanov", "J.-P.Martin", as hand-typed, Turkish and Russian (GOST) lists write them. Only a
# word-opening run of capital initials before a capital and small letters that end the word, so
# "U.S.", "e.g.", "Ph.D.", a domain, a DOI's "/S0387" or "J.Am.Chem.Soc." (the word after a stop
# again) stay whole.
_GLUED_INITIALS = r"(?:[A-ZÀ-ÖØ-ÞŁŚŠŽČŘŞĞİ]\.-?){1,3}"
_GLUED_FAMILY = r"[A-ZÀ-ÖØ-ÞŁŚŠŽČŘŞĞİ][a-zß-öø-ÿĀ-ž'’]+(?:-[A-ZÀ-ÖØ-Þ]?[a-zß-öø-ÿĀ-ž]+)*(?!\w|\.\w)"
_GLUED_INITIALS_RE = re.compile(rf"(?<![^\s,;(&])({_GLUED_INITIALS})(?={_GLUED_FAMILY})")
_GLUED_NAME_RE = re.compile(_GLUED_INITIALS + _GLUED_FAMILY)
_GLUED_PAIR_RE = re.compile(rf"(?<![^\s,;(&])({_GLUED_INITIALS})({_GLUED_FAMILY})")
# Where initials are glued to a family name, a stop stands right before a capital: looked for first,
# as the regex engine skips to each stop, where the pattern above is tried at every position.
_GLUED_HINT_RE = re.compile(r"\.-?[A-ZÀ-ÖØ-ÞŁŚŠŽČŘŞĞİ]")


def as_printed(name: PersonName, text: str) -> PersonName:
    """``name`` shown glued as ``text`` prints it ("O.Zekioğlu"): read with the space, the given
    and family names are the spaced name's, the display stays the list's own spelling."""
    display = name.display
    for found in _GLUED_PAIR_RE.finditer(text):
        initials, word = found.groups()
        display = display.replace(f"{initials} {word}", f"{initials}{word}", 1)
    return name if display == name.display else replace(name, display=display)


def with_glued_initials_spaced(text: str) -> str:
    """``text`` with a space between initials and the family name glued to them ("O.Zekioğlu" ->
    "O. Zekioğlu"), so the name reads as the same person written with the space."""
    if _GLUED_HINT_RE.search(text) is None:
        return text
    return _GLUED_INITIALS_RE.sub(r"\1 ", text)


def _without_other_name(text: str) -> str:
    """``text`` without the other name in brackets that closes it (``_OTHER_NAME_CLOSING_RE``)."""
    found = _OTHER_NAME_CLOSING_RE.search(text)
    if found is None or not _INITIAL_BEFORE_RE.search(text, 0, found.start()):
        return text  # "Rossi (Pierre)", "van den Heuvel (Ingrid)": the given name a style brackets
    words = found.group("other").replace("-", " ").split()
    if not any(sum(ch.islower() for ch in word) >= 2 for word in words):
        return text  # initials or an acronym: "Dupont (J.)", "Network (EDEN)"
    if any(_ROLE_NOTE_RE.fullmatch(word.rstrip(".")) for word in words):
        return text
    return text[: found.start()].rstrip()


# A member's role in the group in brackets after the name, as lab pages mark their members' papers
# ("Ana Ruiz (PI)", "Tom Baker (undergraduate)", "Kim Lee (graduate student)"): no part of the name.
_MEMBER_ROLE = (
    r"\((?:co-?PI|PI|post-?doc(?:toral (?:fellow|researcher))?|(?:(?:PhD|Ph\.D\.|MSc|MS|MA|BSc|graduate|"
    r"undergraduate|doctoral|master'?s|visiting|former|high school)\s+)?(?:student|researcher|scholar)|"
    r"undergrad(?:uate)?|lab member|group member|trainee|mentee|intern|alumn(?:us|a|i))\)"
)
_MEMBER_ROLE_RE = re.compile(r"\s*" + _MEMBER_ROLE, re.IGNORECASE)
_DASHES = "-–—"
_CLOSING_DASH_RE = re.compile(r"\s+[-–—]+$")


@text_cache(maxsize=16384)
def _clean(text: str) -> tuple[str, bool, bool, bool]:
    """Remove markup and marks; return (clean text, emphasized, equal, corresponding).

    Cached: a list repeats the same names (the group's members) in almost every entry.
    """
    emphasized = equal = corresponding = False
    if not _MARKUP_CHARS.isdisjoint(text) or holds_digit(text):
        emphasized = bool(_EMPHASIS_RE.search(text))
        text = decode_latex(strip_markup(text))
        equal = holds_any(text, _EQUAL_MARKS)
        corresponding = holds_any(text, _CORRESPONDING_MARKS)
        text = _MARKS_RE.sub("", text.strip(_MARK_CHARS + " \t"))
        # Superscript affiliation digits glued to the name ("Smith1,2") carry no meaning here.
        text = _AFFILIATION_DIGITS_RE.sub("", text)
    text = _SPACES.sub(" ", with_glued_initials_spaced(text)).strip(" ,;")
    if text[-1:] in _DASHES:
        # "Ines Vogel —": the dash a card writes between its names and its venue ("… — ICML 2021").
        text = _CLOSING_DASH_RE.sub("", text)
    if "(" in text:
        text = _MEMBER_ROLE_RE.sub("", _FORMER_NAME_RE.sub("", text))
        if text.endswith(")"):
            text = _without_other_name(text)
    if (
        text.endswith(".")
        and not _ends_with_initial(text)
        and not _ABBREVIATED_PARTICLE_END_RE.search(text)
        and not text.endswith((" Jr.", " Sr."))
    ):
        # A sentence full stop after a family name (or after its mark: "Brandt ✉."), not an
        # initial's period nor an abbreviated suffix's ("Martin Luther King Jr.").
        text = text[:-1].rstrip()
    return text, emphasized, equal, corresponding


def _split_family_given(tokens: list[str]) -> tuple[str, str, str]:
    """For "Given ... Family" tokens, return (given, family, suffix)."""
    suffix = ""
    if len(tokens) > 1 and tokens[-1].lower().strip(",") in _SUFFIXES:
        suffix = tokens.pop().strip(",")
    if len(tokens) == 1:
        return "", tokens[0], suffix
    start = len(tokens) - 1
    while start > 1 and _is_particle(tokens[start - 1]):
        start -= 1
    return " ".join(tokens[:start]), " ".join(tokens[start:]), suffix


def vancouver_list(text: str) -> bool:
    """ "Roth A, Weber B, van der Berg HA, et al": each name between the commas written family first,
    then its initials unpunctuated (the Vancouver form), perhaps cut short by "et al"."""
    names, _ = strip_truncation(text.strip(" ."))
    pieces = [piece.strip() for piece in names.strip(" ,").split(",")]
    return all(_looks_vancouver(piece.split()) for piece in pieces)


# A given name of two parts cut to their initials, the hyphen kept ("Jae-Hyun" → "J-H", "Jean-Pierre"
# → "J-P"), as Vancouver lists print them: no family name is written so, in capitals or not.
_HYPHENED_INITIALS_RE = re.compile(r"[A-ZÀ-Þ]-[A-ZÀ-Þ](?:-[A-ZÀ-Þ])?")


def _looks_vancouver(tokens: list[str]) -> bool:
    """ "Leroy B", "Höhne M M-C", "Zhang HJ": family first, then unpunctuated capital initials."""
    if len(tokens) < 2 or "." in tokens[-1]:
        return False
    while len(tokens) > 2 and _is_particle(tokens[0]):
        tokens = tokens[1:]  # "van der Woude LHV", "den Otter R", "Ó Briain C": opened by its particles
    if not tokens[0][:1].isupper():
        return False
    if _is_initials(tokens[0]) and len(tokens[0]) <= 3 and not _HYPHENED_INITIALS_RE.fullmatch(tokens[-1]):
        return False  # "JH KIM": initials first; "KIM J-H" is family first, a hyphen joins only initials
    tail = [t for t in tokens[1:] if _is_initials(t)]
    if (
        len(tokens) >= 3
        and tokens[-1] in _NUMBERED_SUFFIXES
        and all(_given_word(token) for token in tokens[:-1])
    ):
        return False  # "John Smith III": a name written out, then its generation, no initials
    return (
        len(tail) >= 1
        and all(_is_initials(t) for t in tokens[len(tokens) - len(tail) :])
        and (len(tail) == len(tokens) - 1 or all(_is_initials(t) for t in tokens[-len(tail) :]))
    )


_INITIALS_IN_PARENS_RE = re.compile(r"^([^()]{2,60}?)\s*\(([^()]{1,12})\)$")
# Academic honorifics before a name written in normal order, as CVs and German lists print their
# co-authors: "Dr. Anna Berg", "Prof. Dr. Karl Huber", "Prof. Dr.-Ing. Jan Roth", "PD Dr. Mia Lang",
# "Dr. h.c. Eva Weber". No part of the name. (An inverted name's "Berg, Dr. A." keeps its honorific
# as written: it stands among the given names, where a style copies what the source prints.)
_HONORIFIC_OPENINGS = frozenset({"Pr", "Dr", "Do", "PD"})
_HONORIFICS_RE = re.compile(
    r"^(?:(?:Prof|Dr|Doz|Priv\.-Doz|PD(?=\s+Dr))(?:\.-Ing)?\.?(?:\s+h\.\s?c\.)?\s+)+(?=[A-ZÀ-Þ][^\W\d_]*\.?\s+\S)"
)


_FAMILY_INITIALS_PARTICLES_RE = re.compile(
    r"^([A-ZÀ-Þ][^\W\d_'’-]+(?:[-'’][A-ZÀ-Þ]?[^\W\d_]+)?(?:\s[A-ZÀ-Þ][^\W\d_'’-]+)?)\s+"
    r"((?:[A-ZÀ-Þ]\.?-?){1,3}(?:\s[A-ZÀ-Þ]\.(?:-[A-ZÀ-Þ]\.)?)*)\s+([a-z]+(?:\s[a-z]+)?)$"
)


@text_cache(maxsize=16384)
def parse_name(text: str, *, inverted: bool | None = None, stopped_initials: bool = False) -> PersonName:
    """Read one person's name.

    ``inverted=True`` forces "Family Given" reading for a comma-less name, False forces
    "Given Family"; None decides from the text ("Family, Given" and Vancouver forms).
    ``stopped_initials`` says the list writes its initials with stops, so the period of a
    closing "Family I." is the initial's, kept as written.
    """
    name = _parse_name(text, inverted=inverted, stopped_initials=stopped_initials)
    if "." in text and with_glued_initials_spaced(text) != text:
        return as_printed(name, text)
    return name


def _parse_name(text: str, *, inverted: bool | None, stopped_initials: bool) -> PersonName:
    clean, emphasized, equal, corresponding = _clean(text)
    if not clean:
        return PersonName(display="", emphasized=emphasized)
    given = family = suffix = ""
    if "," not in clean and clean[:2] in _HONORIFIC_OPENINGS:
        clean = _HONORIFICS_RE.sub("", clean)
    parenthesised = _INITIALS_IN_PARENS_RE.match(clean) if clean.endswith(")") else None
    if parenthesised and "." in parenthesised.group(2) and is_initials_piece(parenthesised.group(2)):
        clean = f"{parenthesised.group(1)}, {parenthesised.group(2)}"  # French "Dupont (J.)"
    trailing = _FAMILY_INITIALS_PARTICLES_RE.match(clean) if "," not in clean else None
    if trailing is not None and all(w in _PARTICLES for w in trailing.group(3).split()):
        # "Menezes RX de", "Heuvel I. van den": a family name, its initials, then its particles
        # written last, as a style that puts particles after the given name writes them.
        clean = f"{trailing.group(1)}, {trailing.group(2)} {trailing.group(3)}"
    elif "," not in clean and (words := clean.split()) and _family_whole_given_then_particles(words):
        # "Heuvel Ingrid van den", "Cruz Hans Ana de la": a family name, its given names written
        # out, then its particles written last; a name given first never ends with a particle.
        clean = f"{words[0]}, {' '.join(words[1:])}"
    if "," in clean:
        family_part, _, given_part = clean.partition(",")
        given_part = given_part.strip()
        family_part = family_part.strip()
        if given_part in _NUMBERED_SUFFIXES and " " not in family_part:
            # "Kowal, II": a family name alone holds no generation to number; these are initials.
            given, family = given_part, family_part
        elif given_part.lower().strip(". ") in _SUFFIX_WORDS:
            given, family, suffix = _split_family_given(family_part.split())
            suffix = given_part
        else:
            if "," in given_part:  # "Family, Given, Jr."
                given_part, _, suffix = given_part.partition(",")
                suffix = suffix.strip()
            given, family = given_part.strip(), family_part
    else:
        clean = " ".join(_without_degree(clean.split(" ")))
        family_then_initial = (
            clean.endswith(".") and clean.count(".") == 1 and _looks_vancouver(clean[:-1].split(" "))
        )
        if family_then_initial and not stopped_initials:
            clean = clean[:-1]  # "Leroy B." closing a Vancouver list: the period ends the list
        tokens = clean.split(" ")
        # "Potts S. G.": a family name, then initials with periods (French and Swiss lists);
        # "Silva Aguirre V." in a list that stops every initial.
        family_first = inverted is None and (
            ("." in clean and _family_and_initials(clean)) or (family_then_initial and stopped_initials)
        )
        if inverted is True or (inverted is None and _looks_vancouver(tokens)) or family_first:
            # The particles opening a family name belong to it, in any case: "van den Heuvel I",
            # GB/T 7714's capitals "VAN DEN HEUVEL I", "DE LA CRUZ Y" (whose particles, being short
            # capitals, would read as initials).
            lead = 0
            while lead < len(tokens) - 2 and tokens[lead].lower() in _PARTICLES:
                lead += 1
            idx = lead + 1
            while idx < len(tokens) and not _is_initials(tokens[idx]) and inverted is None:
                idx += 1
            if inverted is True:
                idx = lead + 1
            family, given = " ".join(tokens[:idx]), " ".join(tokens[idx:])
        else:
            given, family, suffix = _split_family_given(tokens)
    display = " ".join(part for part in (given, family) if part)
    if suffix:
        display = f"{display} {suffix}"
    return PersonName(
        display=display,
        given=given,
        family=family,
        suffix=suffix,
        equal_contribution=equal,
        corresponding=corresponding,
        emphasized=emphasized,
    )


def _is_single_word(piece: str) -> bool:
    words = piece.split()
    return len(words) == 1 and not _is_initials(words[0])


def _given_word(piece: str) -> bool:
    """ "Byung-Chul", "Remo": one given name written out, in lower case after its capital."""
    return bool(piece) and " " not in piece and piece[:1].isupper() and piece[1:2].islower()


def _given_like(piece: str) -> bool:
    """Could this piece be the given-name half of an inverted "Family, Given" pair?"""
    piece = _without_trailing_particles(piece)
    if not piece:
        return False
    if is_initials_piece(piece):
        return True
    return len(piece.split()) <= 3 and piece[:1].isupper()


def with_plain_et_al(text: str) -> str:
    """``text`` with "et al." written plainly where a list of names ends in it: emphasis removed
    ("*et al.*"), a glued or stray-pointed spelling ("etal.", "et.al.", "et al.2012") spaced, and
    the first of its other spellings ("u.a.", "et coll.", "y otros", …) rewritten, each with its
    point ("*et al*", "et alii" and "y otros" have none), so that every reader of an author list,
    the rules and the labeller alike, knows one marker."""
    if "et" in text and ("*" in text or "_" in text):
        text = EMPHASIZED_ET_AL_RE.sub(_without_emphasis, text)
    if holds_any(text, _GLUED_ET_AL_NEEDLES):
        text = _GLUED_ET_AL_RE.sub("et al.", text, count=1)
    if "al." in text:
        text = _ET_AL_YEAR_RE.sub(" ", text, count=1)
    if holds_any(text, _OTHER_ET_AL_NEEDLES):
        text = _OTHER_ET_AL_RE.sub("et al.", text, count=1)
    if "Others" in text:
        text = _BIBTEX_OTHERS_RE.sub("et al.", text, count=1)
    if "and others" in text[:_AND_OTHERS_REACH]:
        others = _AND_OTHERS_RE.search(text, 0, _AND_OTHERS_REACH)
        if others is not None and is_author_list(text[: others.start()].rstrip(" ,")):
            text = f"{text[: others.start()]}et al.{text[others.end() :].removeprefix('.')}"
    if "др." in text:
        text = _PARTICLE_THEN_RUSSIAN_ET_AL_RE.sub(r"\1et al.", text, count=1)
    return text


def _without_emphasis(match: re.Match[str]) -> str:
    """An emphasized "et al." written plainly, with its point where the emphasis held none and no
    point follows it ("*et al*" becomes "et al.", "*et al*." keeps its one point)."""
    written = match.group(2)
    if written.endswith(".") or match.string.startswith(".", match.end()):
        return written
    return f"{written}."


def strip_truncation(text: str) -> tuple[str, bool]:
    """Remove a trailing "et al." / "and others" / ellipsis; report whether one was there."""
    # The marker is at the very end, before at most one [.,;]: look there first, cheaply.
    end = text[-60:].rstrip()
    if end[-1:] in (".", ",", ";"):
        end = end[:-1].rstrip()
    if not end.lower().endswith(_TRUNCATION_ENDINGS):
        return text, False
    offset = max(0, len(text) - 40)  # never scan a long list
    match = _TRUNCATION.search(text, offset)
    if not match:
        return text, False
    return text[: match.start()], True


def _joiners(text: str) -> Iterator[re.Match[str]]:
    """``_JOINERS.finditer(text)``, found faster: the pattern opens with optional white space, so
    the regex engine would try it at every position; a joiner always holds ";", ",", "&" or a
    spaced "and"/"und", so only the white space before those is tried."""
    position = 0
    for core in _JOINER_CORE_RE.finditer(text):
        start = core.start()
        if start < position or (core.group(0)[0] not in ";,&" and not (start and text[start - 1].isspace())):
            continue
        while start > position and text[start - 1].isspace():
            start -= 1
        match = _JOINERS.match(text, start)
        if match is not None:
            position = match.end()
            yield match


def _pieces(text: str) -> tuple[list[str], list[bool]]:
    """Pieces of a list and, for each, whether a bare comma (not "and"/"&") follows it."""
    pieces: list[str] = []
    comma_after: list[bool] = []
    position = 0
    for match in _joiners(text):
        piece = text[position : match.start()].strip()
        if piece.strip(" ."):
            pieces.append(piece)
            comma_after.append(match.group(0).strip() == ",")
        position = match.end()
    tail = text[position:].strip()
    if tail.strip(" ."):
        pieces.append(tail)
        comma_after.append(False)
    return pieces, comma_after


@text_cache(maxsize=16384)
def _given_then_stopped_initials(bare: str) -> bool:
    """ "Kendra L.", "Thomas J. R.": a given name written out, then initials with their stops. No
    whole name ends so; after a family name alone and its comma it is that name's given half,
    wherever in the list ("Ana M. Ruiz, Berg, Thomas J., Cole, P.": a first name written given
    name first, the others turned round)."""
    found = _GIVEN_THEN_INITIALS_RE.match(bare)
    return found is not None and found.group("initials") is not None


@line_cache  # pure; the readings of a citation read the same pieces of its list of names
def _read_piece(piece: str) -> tuple[str, bool, bool, bool]:
    """(bare text, made of initials, a single non-initial word, Vancouver form) of one list piece."""
    bare = _clean(piece)[0]
    vancouver = (_looks_vancouver(bare.rstrip(".").split(" ")) and bare.count(".") <= 1) or (
        "." in bare and _family_and_initials(bare)
    )
    return bare, is_initials_piece(_without_trailing_particles(bare)), _is_single_word(bare), vancouver


def _short_capitals_pair(bare: str) -> bool:
    """ "WU J", "KIM JH", "LI XY": two words in capitals of three letters at most, either of which
    may be the initials."""
    words = bare.rstrip(".").split()
    return len(words) == 2 and all(word.isupper() and word.isalpha() and len(word) <= 3 for word in words)


def _short_capitals_families_first(readings: list[tuple[str, bool, bool, bool]]) -> bool:
    """A Vancouver list in capitals, each name its family first and its initials unstopped
    ("LOPEZ MA, WU J, OSEI K", GB/T 7714's "ZHANG S, LI X"): where one name at least shows the order
    (a family name longer than initials, "LOPEZ MA"; hyphenated initials, "NAM J-H") and every other
    one is two short words in capitals, those are family first too ("WU J", not J. Wu's "WU")."""
    ordered = [reading[3] and reading[0].isupper() for reading in readings]
    short = [_short_capitals_pair(reading[0]) for reading in readings]
    each_one_or_other = all(order or brief for order, brief in zip(ordered, short, strict=True))
    return len(readings) >= 2 and any(ordered) and any(short) and each_one_or_other


def _without_trailing_particles(given: str) -> str:
    """ "G. B." of "G. B. van den", "Hiroshi" of "Hiroshi de": the given half of an inverted name
    whose family name's particles are written after the given names ("Heuvel, G. B. van den")."""
    words = given.split()
    while len(words) > 1 and words[-1] in _PARTICLES:
        words.pop()
    return " ".join(words)


def _stopped_initials_then_capitals_family(bare: str, bare_next: str) -> bool:
    """ "E. BURRI" before "A. DEL BON": a whole name, initials with stops before a family name in
    capitals, before another such; the next one's short capitals words ("DEL BON") read like
    initials, but a name writes its initials one way, so they are its family name."""
    return all(
        (found := _INITIALS_THEN_FAMILY_RE.match(text)) is not None and found.group(2).isupper()
        for text in (bare, bare_next)
    )


def _capitals_word(bare: str) -> bool:
    """ "WANG", "ESHKOL-TARAVELLA": a word in capitals, or words joined by hyphens."""
    return all(part.isalpha() and part.isupper() and len(part) >= 2 for part in bare.split("-"))


_CAPITALS_NAME_PARTS_RE = re.compile(r"[\s-]")


def _capitals_names(bare: str) -> bool:
    """ "VAN DEN HEUVEL", "LE ROUX", "O'BRIEN", "CHEN", "SOUSA E SILVA": a family name in capitals,
    of up to four words, hyphenated or not (Portuguese joins two by "e")."""
    if not bare.isupper():
        return False  # a letter in lower case (or none cased): most names, told apart cheaply
    words = _CAPITALS_NAME_PARTS_RE.split(bare.replace("'", "").replace("’", ""))
    return 0 < len(words) <= 4 and all(
        (w.isalpha() and w.isupper() and len(w) >= 2) or (w == "E" and 0 < i < len(words) - 1)
        for i, w in enumerate(words)
    )


@line_cache  # pure; the reading of a list asks it of each piece, as itself and as the next
def _particle_family(bare: str) -> bool:
    """ "de la Cruz", "van den Heuvel", "di Marco": particles in lower case, then a family name of
    one or two capitalised words, nothing else."""
    words = bare.split()
    rest = [w for w in words if w not in _PARTICLES]
    return (
        opens_with_particle_name(bare)
        and len(words) <= 5
        and 0 < len(rest) <= 2
        and words[-len(rest) :] == rest
        and all(w[:1].isupper() and not _is_initials(w) for w in rest)
    )


# A name written out, given names first, has one reading, ``whole_name_given_first``, for a name
# already cut out of its list. ``WRITTEN_NAME_PATTERN`` finds such names where their end is still
# to be found, in a line's running text (a reference opening with its names before a stop and its
# title): a given name and a family name, in Latin letters, an initial or particles between
# ("Ada Okafor", "Jean-Luc M. Brandt", "Lena van Dijk", "Ian McLeod"). It takes two words only, so
# that a title's capitalised words after the names' stop are not read into them.
_WRITTEN_WORD = r"[A-ZÀ-Þ][a-zà-ÿ'’]+(?:[-A-ZÀ-Þ][a-zà-ÿ'’]+)?"
WRITTEN_NAME_PATTERN = rf"{_WRITTEN_WORD}(?:\s[A-Z]\.)?(?:\s(?:{PARTICLES_PATTERN}))*\s{_WRITTEN_WORD}"


def whole_name_given_first(bare: str) -> bool:
    """ "Jean García", "Ahmed Hiroshi Leal-Taixé", "Min-Jun von Braun": a name written out, given
    names first. After "Le Roux, Hans" such a name says the list is Chicago's, whose first name
    alone is turned round: "Le Roux" (its particle written with a capital) is one family name and
    "Hans" its given name. Two words without a particle may be a whole name before a one-word one
    ("Hiya Bhatt, Sahil, Karthik Vaidhyanathan")."""
    words = bare.split()
    rest = [w for w in words[1:] if w not in _PARTICLES]
    return (
        2 <= len(words) <= 4
        and _given_word(words[0])
        and bool(rest)
        and all(w[:1].isupper() and not _is_initials(w) for w in rest)
    )


def _capitals_families_given_first(readings: list[tuple[str, bool, bool, bool]]) -> bool:
    """ "Marco VON BRAUN", "Ama Kwame WANG": every name after a list's first pair written given
    names first and its family name in capitals. ISO 690 turns the first name alone round
    ("CRUZ, Yuki, Ama Kwame WANG and Marco VON BRAUN"), so the word after the first comma is the
    first person's given name."""
    return bool(readings) and all(_given_then_capitals_family(reading[0]) for reading in readings)


def _given_then_capitals_family(bare: str) -> bool:
    words = bare.split()
    family_at = next((k for k, word in enumerate(words) if word.isupper() and len(word) >= 2), None)
    return (
        family_at is not None
        and 0 < family_at <= 3
        and all(_given_word(word) for word in words[:family_at])
        and _capitals_names(" ".join(words[family_at:]))
    )


def _given_names(bare: str) -> bool:
    """ "Fatima Sofia", "Min-Jun", "James L.": given names written out, the first in full, then
    perhaps their initials."""
    words = _without_trailing_particles(bare).split()
    return (
        0 < len(words) <= 3
        and _given_word(words[0])
        and all(_given_word(w) or _is_initials(w) for w in words[1:])
    )


def _capitals_family_before_stopped_initials(bare: str, bare_next: str) -> bool:
    """ "IUNG, A.", "ZHOU, Z.-H.", "MORANDÍN-AHUERMA, F.", "LE ROUX, H.": a short, hyphenated or
    particled family name in capitals reads like initials, but initials written without stops
    before initials written with them would mix two forms in one name; a list writes its initials
    one way (ABNT prints the family name in capitals and the initials with stops)."""
    return (
        "." in bare_next
        and "." not in bare
        and len(bare) >= 2
        and _capitals_names(bare)
        and is_initials_piece(bare_next)
    )


def _two_whole_vancouver_names(reading: tuple, reading_next: tuple) -> bool:
    """ "VAN DER MEULEN I, PENA R" (GB/T 7714): a family name closed by its one- or two-letter
    initials, then another such name; a short family name in capitals ("PENA") reads like initials,
    but the name before already has its own, so the two are two people, not one pair."""
    bare, vancouver = reading[0], reading[3]
    words = bare.split()
    return vancouver and reading_next[3] and len(words) >= 2 and len(words[-1]) <= 2


def _whole_names_with_initials_follow(bare: str, readings: list[tuple[str, bool, bool, bool]]) -> bool:
    """ "Marie Dubois, Tremblay K., Okafor M.N.": a first name written out, given name first, before
    two or more names each written family name then initials: the list's first author spelt in
    full, every piece one person (not "Marie Dubois, Tremblay K." as a family name and its given)."""
    return (
        len(readings) >= 3
        and whole_name_given_first(bare)
        and all(_family_and_initials(reading[0]) for reading in readings[1:])
    )


@line_cache  # pure; the reading of a list asks it of each piece, as itself and as the next
def _family_and_initials(bare: str) -> bool:
    """ "TANAKA M.", "DOE A.", "Potts S. G.", "Alfaro de la Torre M.C.": a whole name already, family
    (with its particles) then initials, no half of a pair."""
    words = bare.split()
    if len(words) < 2:
        return False
    if _is_initials(words[0]):
        # "DOE A.", "WU J.-P.": a short family name in capitals reads like initials, but initials
        # without stops before initials with them would mix two forms in one name.
        return len(words) == 2 and _capitals_family_before_stopped_initials(words[0], words[1])
    if is_initials_piece(" ".join(words[1:])):
        return True
    if (
        len(words) <= 4
        and "." in words[-1]
        and is_initials_piece(words[-1])
        and all(word[:1].isupper() and not _is_initials(word) for word in words[:-1])
    ):
        return True  # "Galindo Mendoza M.G.": two family names, then the given names' initials
    # A family name of several words joined by particles: the initials are its last word.
    return (
        len(words) <= 5
        and "." in words[-1]
        and is_initials_piece(words[-1])
        and any(word.lower() in _PARTICLES for word in words[1:-1])
        and all(word.lower() in _PARTICLES or word[:1].isupper() for word in words[1:-1])
    )


# "Pinto, A. L. Moreira, T. H. J.": the comma between one name's initials and the next family name
# left out. The piece is initials with periods, then a capitalised word or two.
_INITIALS_THEN_FAMILY_RE = re.compile(
    r"^((?:[A-ZÀ-ÖØ-Þ]\.\s?-?)+)\s*([A-ZÀ-ÖØ-Þ][^\W\d_]+(?:[-\s][A-ZÀ-ÖØ-Þ][^\W\d_]+)?)$"
)


def _with_missing_commas(pieces: list[str], comma_after: list[bool]) -> tuple[list[str], list[bool]]:
    """An inverted list's pieces with "A. L. Moreira" split in two where a family name stands before
    it and initials after it ("Pinto, A. L. Moreira, T. H. J."): its initials are Pinto's."""
    # The piece opens with an initial and its period: test the period before the pattern.
    if len(pieces) < 3 or not any(
        piece[1:2] == "." and _INITIALS_THEN_FAMILY_RE.match(piece) for piece in pieces
    ):
        return pieces, comma_after
    split_pieces: list[str] = []
    split_commas: list[bool] = []
    for index, piece in enumerate(pieces):
        # Only an inner piece between two commas is split: test that before the pattern.
        inner = 0 < index < len(pieces) - 1 and comma_after[index - 1] and comma_after[index]
        found = _INITIALS_THEN_FAMILY_RE.match(piece) if inner and piece[1:2] == "." else None
        if (
            found is not None
            and not any(_is_initials(word) for word in pieces[index - 1].split())
            and is_initials_piece(pieces[index + 1])
        ):
            split_pieces += [found.group(1).strip(), found.group(2)]
            split_commas += [True, True]
        else:
            split_pieces.append(piece)
            split_commas.append(comma_after[index])
    return split_pieces, split_commas


# A mark closing a name inside a piece, a capitalised word after it: "Marc Galland* Paula Kleeff*",
# two names whose comma the list left out, the mark standing where it would be.
_INNER_MARK_RE = re.compile(r"(?<=[^\W\d_])[" + re.escape(_MARK_CHARS) + r"]+\s+(?=[A-ZÀ-Þ])")


def _split_at_inner_marks(pieces: list[str], comma_after: list[bool]) -> tuple[list[str], list[bool]]:
    """Pieces split after an inner mark where both halves are names of two words or more (one
    word before the mark is the family half of an inverted pair: "Galland* M.")."""
    split_pieces: list[str] = []
    split_commas: list[bool] = []
    for piece, comma in zip(pieces, comma_after, strict=True):
        mark = _INNER_MARK_RE.search(piece)
        head, rest = (piece[: mark.end()].strip(), piece[mark.end() :]) if mark else ("", "")
        if mark and all(len(_clean(half)[0].split()) >= 2 and looks_like_name(half) for half in (head, rest)):
            split_pieces += [head, rest]
            split_commas += [True, comma]
        else:
            split_pieces.append(piece)
            split_commas.append(comma)
    return split_pieces, split_commas


# Spanish double surnames with the second one cut to its initial, then the given names' initials:
# "Díaz T. R.C.", "Cilia L V.G.". A name with its given initials written together after a spaced
# single initial shows the form; then every one-word "Family X. Y." of the list is read alike
# ("Espinosa R. G." is G. Espinosa R.), where a list without it reads "Potts S. G." as S. G. Potts;
# after two surnames written out ("Pérez García M. A.") the initials are all given names. A
# hyphenated initial ("Moreau A. J.-P.") is one given name (Jean-Pierre), not two written together,
# so it shows no such form.
_SECOND_SURNAME_FORM_RE = re.compile(r"[^\W\d_]{2}\s[A-ZÀ-Þ]\.?\s[A-ZÀ-Þ]\.[A-ZÀ-Þ]\.?$")
# The form is anchored at the piece's end and at most this long: only the end is searched.
_SECOND_SURNAME_FORM_LENGTH = 11


def _has_second_surname_form(piece: str) -> bool:
    """``piece`` (stripped) ends in the form; its last initials are written together ("R.C", "R.C."),
    so a stop stands second or third from the end: tested first, most names have none there."""
    if piece[-2:-1] != "." and piece[-3:-2] != ".":
        return False
    start = max(0, len(piece) - _SECOND_SURNAME_FORM_LENGTH)
    return _SECOND_SURNAME_FORM_RE.search(piece, start) is not None


_SECOND_SURNAME_RE = re.compile(
    r"^(?P<family>[^\W\d_]+[a-zà-ÿ][\w'’-]*)\s(?P<second>[A-ZÀ-Þ]\.?)"
    r"\s(?P<given>[A-ZÀ-Þ]\.?(?:-?[A-ZÀ-Þ]\.?)*)$"
)


def _with_second_surname(piece: str) -> str:
    """ "Díaz T. R.C." written "Díaz T., R.C." (family, given), for :func:`parse_name`."""
    found = _SECOND_SURNAME_RE.match(piece.strip())
    return f"{found.group('family')} {found.group('second')}, {found.group('given')}" if found else piece


# APA 7 leaves out the middle of a long list: "…, Robertson, R., ... & Msangi, S.". Pages also
# space the dots and leave out the "&": "…, Hawe, J. S., . . . Fox, M., Ruiz, P." (after a comma,
# before the next name), where the ellipsis stands for the names between and so becomes a separator.
_ELLIPSIS = r"(?:\.\.\.|…|\.\s\.\s\.)"
_INNER_ELLIPSIS_RE = re.compile(r",?\s*" + _ELLIPSIS + r"\s*(?=&|and\s)")
_INNER_ELLIPSIS_BEFORE_NAME_RE = re.compile(r",\s*" + _ELLIPSIS + r"\s*(?=[^\W\d_])")
# "A. Smith, B. Jones, …, Z. Wu", "…, . . ., & Wu, Z.": the ellipsis written as an item of the
# list, with its own comma after it.
_ELLIPSIS_ITEM_RE = re.compile(r",\s*" + _ELLIPSIS + r"\s*,\s*(?=(?:(?:and|&)\s+)?[^\W\d_])")
# "Adler Mira, Quist Tomas, et al., Varga Ilona": a list cut by "et al." that goes on after its
# comma with the names a profile keeps whatever the cut (the page's owner, a collaboration).
_INNER_ET_AL_RE = re.compile(r",\s*et\.?\s?al\.?,\s*(?=[^\W\d_])")
# "Aiko Sato, L. Hartmann, +2 authors P. Lindqvist": a literature database's result (Semantic
# Scholar's) counts the names it leaves out between the first ones and the last.
_COUNTED_ELISION_RE = re.compile(r",?\s*\+\s?\d{1,5}\s+authors?\b\s*,?\s*(?=[^\W\d_]|$)", re.IGNORECASE)


def _without_inner_ellipsis(text: str) -> tuple[str, bool]:
    """``text`` with an ellipsis, or a comma-closed "et al.", inside its list of names taken out;
    whether there was one."""
    cut = False
    if "al" in text:
        text, inner = _INNER_ET_AL_RE.subn(", ", text)
        cut = bool(inner)
    if "+" in text:
        text, counted = _COUNTED_ELISION_RE.subn(", ", text)
        cut = cut or bool(counted)
    if "..." not in text and "…" not in text and ". . ." not in text:
        return text, cut
    text, before_joiner = _INNER_ELLIPSIS_RE.subn(" ", text)
    text, before_name = _INNER_ELLIPSIS_BEFORE_NAME_RE.subn(", ", text)
    return text, bool(before_joiner or before_name or cut)


# "DUNNE, Anthony; RABY Fiona": a list that writes family names in capitals before the given
# names; a piece that leaves out the comma is still the family name first.
_CAPITALS_FAMILY_PAIR_RE = re.compile(r"^[A-ZÀ-ÖØ-Þ]{2,}(?:[\s-][A-ZÀ-ÖØ-Þ]{2,})*,\s*[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]")
_CAPITALS_FAMILY_THEN_GIVEN_RE = re.compile(
    r"^([A-ZÀ-ÖØ-Þ]{2,}(?:[\s-][A-ZÀ-ÖØ-Þ]{2,})*)\s+"
    r"(?!(?:Collaboration|Consortium|Group|Team|Society|Project|Network|Initiative|Associates)\b)"
    r"([A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ][^,;]*)$"
)


# One "FAMILY, Given" pair of a list that writes family names in capitals (ABNT NBR 6023): the
# family name (particles too: "VAN DEN HEUVEL", "D'ÁVILA") with no point, then the given names or
# their initials.
_CAPITALS_FAMILY_PART_RE = re.compile(r"(?:[A-Z]['’])?[A-ZÀ-ÖØ-Þ]{2,}(?:[\s'’-][A-ZÀ-ÖØ-Þ]{2,})*")
_GIVEN_PART_RE = re.compile(r"[A-ZÀ-ÖØ-Þ](?:[a-zß-öø-ÿ]+|\.)(?:[\s-]+[A-ZÀ-ÖØ-Þ](?:[a-zß-öø-ÿ]+|\.))*\.?")


def _capitals_pairs(piece: str) -> list[str]:
    """ "SANTOS, Fatima, VAN DEN HEUVEL, Ingrid ; PÉREZ, Siddharth": a list parting its names by
    semicolons that also parts two of them by a comma; in capitals, each family name opens a
    person, the words after its comma are that person's given names. Any other piece as it is."""
    if piece.count(",") < 3:
        return [piece]
    parts = [part.strip() for part in piece.split(",")]
    if len(parts) % 2 or not all(
        _CAPITALS_FAMILY_PART_RE.fullmatch(family) and _GIVEN_PART_RE.fullmatch(given)
        for family, given in zip(parts[::2], parts[1::2], strict=True)
    ):
        return [piece]
    return [f"{family}, {given}" for family, given in zip(parts[::2], parts[1::2], strict=True)]


def _with_capitals_family_comma(piece: str) -> str:
    """ "RABY Fiona" → "RABY, Fiona" in a list of "FAMILY, Given" names; any other piece as it is."""
    found = _CAPITALS_FAMILY_THEN_GIVEN_RE.match(piece)
    return f"{found.group(1)}, {found.group(2)}" if found else piece


# (An initial's capital may carry an accent: "M. Á.", "É.G.". The capital is matched before the
# test that no letter precedes it, "(?<![^\W\d_].)", here and in the initials' patterns of the
# other modules: see ``fields.WRITTEN_YEAR_RE``.)
_STOPPED_INITIALS_RE = re.compile(r"[A-ZÀ-ÖØ-Þ](?<![^\W\d_].)\.\s?-?[A-ZÀ-ÖØ-Þ]\.")
# "Creevey O., Grundahl F., Thévenin F.": a lone initial stopped before the separator of the next
# name, so the list writes stops on every initial, not only the one that closes a Vancouver list.
# The initial may be a capital of Latin's other letters, of Greek or of Cyrillic ("Kowalski Ł.,
# Nowak Ś.", "Παπαδόπουλος Γ., Νικολάου Μ.", "Иванов И., Петров П.").
_INITIAL_CAPITAL = (
    "[A-ZÀ-ÖØ-Þ"
    + "".join(c for c in map(chr, range(0x100, 0x250)) if c.isupper())
    + "\u0386\u0388-\u038f\u0391-\u03a9\u0400-\u042f]"
)
_STOPPED_INITIAL_BEFORE_NEXT_NAME_RE = re.compile(
    _INITIAL_CAPITAL + r"(?<![^\W\d_].)\.(?=\s*(?:[,;&]|(?:and|und|et(?!\s+al\b)|y|και|и|ve)\s))"
)
# "Huang Y. et al.": a lone initial stopped where "et al." cut the list after it (what is left ends there).
_STOPPED_LAST_INITIAL_RE = re.compile(_INITIAL_CAPITAL + r"(?<![^\W\d_].)\.,?$")
# "Kowalski J.: Title" (DIN 1505, PN-ISO 690): the colon closing the names follows the initial's own
# stop, which a Vancouver list, closing its names with a period alone, never writes.
_STOPPED_INITIAL_BEFORE_COLON_RE = re.compile(_INITIAL_CAPITAL + r"(?<![^\W\d_].)\.:\s*$")


# "Hopkins III", "Moreau Jr.": a family name and the suffix after it, before the given name's initials.
_SUFFIXED_FAMILY_RE = re.compile(
    r"([A-ZÀ-Þ][^\W\d_'’-]+(?:[-'’][A-ZÀ-Þ]?[^\W\d_]+)?)\s+(Jr\.?|Sr\.?|II|III|IV)"
)
# "Cazau, D., .Dubus, G.": a stop slipped in before a name, which no name opens with.
_STRAY_STOP_RE = re.compile(r"^(\s*)\.(?=[A-ZÀ-Þ])")


# A given name written out, and its middle initials: "Hugo", "Natalia I.", "Jean-Paul M. K."
_GIVEN_THEN_INITIALS_RE = re.compile(
    r"^[A-ZÀ-Þ][a-zß-ÿ]+(?:-[A-ZÀ-Þ][a-zß-ÿ]+)?(?P<initials>(?:\s[A-ZÀ-Þ]\.)+)?$"
)


# The word joining the last two names in other languages: Dutch "en", Indonesian "dan",
# Scandinavian "og"/"och", Hungarian "és", Turkish "ve", Greek "και" after any name; Portuguese and
# Italian "e", Slovene "in", Polish and Catalan "i", Czech "a" only after an initial's stop or a
# comma, where no name holds them ("Sousa e Silva" is one family name).
_JOINERS_AFTER_ANY_NAME = ("en", "dan", "og", "och", "és", "ve", "και")
# The capitals a name after such a word opens with: Latin and Greek ("Γ. και Νικολάου, Μ.").
_GREEK_CAPITALS = "\u0386\u0388-\u038f\u0391-\u03a9"
# Russian "и" only after an initial's stop or a comma as well ("Иванов И. И. и Петров П. П.").
_JOINERS_AFTER_AN_INITIAL = ("e", "in", "i", "a", "и")
_CYRILLIC_CAPITALS = "\u0400-\u042f"
# ISO 690 as Czech, Slovak, Polish and Italian lists print it (ČSN ISO 690, PN-ISO 690, UNI ISO
# 690): the first name inverted, the others given name first with the family name in capitals, the
# last joined by the language's "and" after a given name ("NOVÁK, Jan a Petr SVOBODA", "KOWALSKI,
# Jan i Anna NOWAK", "ROSSI, Mario e Luca BIANCHI"). The name after the word settles it (a Roman
# numeral is no family name: "Praha a Karel IV").
_GIVEN_THEN_CAPITALS_FAMILY = (
    r"[A-ZÀ-ÖØ-ÞĀ-ſ][a-zß-öø-ÿā-ſ]+(?:[\s-][A-ZÀ-ÖØ-ÞĀ-ſ][a-zß-öø-ÿā-ſ]+)*"
    r"\s+(?![IVXLC]+\b)[A-ZÀ-ÖØ-ÞĀ-ſ]{2,}(?:[\s-][A-ZÀ-ÖØ-ÞĀ-ſ]{2,})*(?![\w'’])"
)
_JOINER_BEFORE_CAPITALS_FAMILY = rf"(?-i:(?:a|i|e)\s+(?={_GIVEN_THEN_CAPITALS_FAMILY}))"
# After a family name, such a word before an initial and its stop joins two names too: no family
# name ("Sousa e Silva", "Puig i Cadafalch") goes on with an initial ("Z. Lis i K. Nowak").
_JOINER_BEFORE_STOPPED_INITIAL = r"(?-i:(?:in|a|i|e)\s+(?=[A-ZÀ-Þ]\.))"
_OTHER_JOINER_RE = re.compile(
    rf"(?:(?<=[^\W\d_])\s+{_JOINER_BEFORE_STOPPED_INITIAL}"
    rf"|(?<=[^\W\d_])\s+{_JOINER_BEFORE_CAPITALS_FAMILY}"
    rf"|(?:(?<=[.\w])\s+(?:{'|'.join(_JOINERS_AFTER_ANY_NAME)})"
    rf"|(?<=[^\W\d_]\.)\s+(?:{'|'.join(_JOINERS_AFTER_AN_INITIAL)})"
    rf"|(?<=,)\s*(?:{'|'.join(_JOINERS_AFTER_AN_INITIAL)}))\s+"
    rf"(?=[A-ZÀ-Þ{_GREEK_CAPITALS}{_CYRILLIC_CAPITALS}]|(?:{_CONTINUING_PARTICLES})\s))"
)
# The joiner as it stands in a text whose white space is single spaces: between spaces, or after
# a comma (the pattern is tried at every position of a list; most lists hold none of these).
_OTHER_JOINERS = (
    *(f" {joiner} " for joiner in (*_JOINERS_AFTER_ANY_NAME, *_JOINERS_AFTER_AN_INITIAL)),
    *(f",{joiner} " for joiner in _JOINERS_AFTER_AN_INITIAL),
)


def _given_after_each_family(pieces: list[str], comma_after: list[bool]) -> bool:
    """ "Mehrabi, Ahmad, He, Han", "Nguyen, Hans, Rossi, Pierre, Oliveira, Emily, et al.": an even
    number of one-word pieces, four or more, parted by commas alone, is a list of inverted pairs
    with given names written out (as ADS and some author-date styles print it); a list of family
    names only ends its last name with "and" or "&"."""
    count = len(pieces)
    return (
        count >= 4
        and count % 2 == 0
        and all(comma_after[: count - 1])
        and all(map(_given_word, pieces[1::2]))
    )


def _written_given_after_each_family(pieces: list[str], comma_after: list[bool]) -> bool:
    """ "Le Roux, Hans, García, Jean, Leal-Taixé, Ahmed Hiroshi, et al.": the same list of inverted
    pairs where a family name has a particle ("Le Roux", "da Silva") or a given name has two or
    three words. Every family name is one word or particles before one, so names written given
    name first ("Hans Roux, Jean García") are no such list. The last pair may be joined by "and"
    or "&" ("…, Lefèvre, Priya, and Bianchi, Pierre"), and a family name's particles may follow
    the given names ("Braun, Min-Jun von")."""
    count = len(pieces)
    if (
        count < 4
        or count % 2
        or not all(joined for k, joined in enumerate(comma_after[: count - 1]) if k != count - 3)
    ):
        return False
    families = [_read_piece(piece)[0] for piece in pieces[0::2]]
    givens = [_read_piece(piece)[0].split() for piece in pieces[1::2]]
    givens = [words[: _trailing_particles_start(words)] for words in givens]
    return all(
        _is_single_word(family) or _particle_family(family) or _capitalised_particle_family(family)
        for family in families
    ) and all(0 < len(words) <= 3 and all(map(_given_word, words)) for words in givens)


def _capitalised_particle_family(bare: str) -> bool:
    """ "Le Roux", "Van Dijk", "De Luca": a particle written with its capital, then one family name."""
    words = bare.split()
    return (
        len(words) == 2
        and words[0].lower() in _PARTICLES
        and words[0][:1].isupper()
        and _given_word(words[1])
    )


# "Tanaka Y, Okafor CN, van der Berg JH": names written family first with run-together initials,
# the comma between people (never between a family name and its given names).
_VANCOUVER_NAME = r"[^\W\d_][\w'’-]*(?:[ -][^\W\d_][\w'’-]*){0,3}\s[A-Z]{1,3}"
_VANCOUVER_NAMES_RE = re.compile(rf"{_VANCOUVER_NAME}(?:,\s*{_VANCOUVER_NAME})+")
_VANCOUVER_NAME_SEP_RE = re.compile(r",\s*")


def split_authors(text: str) -> tuple[list[PersonName], bool]:
    """Split an author list into names; the bool says it was cut by "et al." or similar."""
    names, truncated = _split_authors_as_printed(text)
    return list(names), truncated


@line_cache  # pure; a citation's readings ask it of the same names more than once
def _split_authors_as_printed(text: str) -> tuple[tuple[PersonName, ...], bool]:
    names, truncated = _split_authors(text)
    if "." in text and with_glued_initials_spaced(text) != text:
        names = [as_printed(name, text) for name in names]
    return tuple(names), truncated


def _whole_names_joined_after(
    readings: list[tuple[str, bool, bool, bool]], comma_after: list[bool], truncated: bool
) -> bool:
    """ "Ruiz Blanco, Marta, and Ingrid Berg": Chicago (and APSA, the linguists' unified style)
    turn the first name alone round and join the last name with "and" or "&", or cut the list with
    "et al."; where every name after the first pair is written given name first and the list is so
    closed, the one word after the first comma is the first person's given name. A list of whole
    names with a one-word name among them and no such close stays as written ("Hiya Bhatt, Sahil,
    Karthik Vaidhyanathan")."""
    count = len(readings)
    return (
        count >= 3
        and (truncated or not comma_after[count - 2])
        and all(whole_name_given_first(reading[0]) for reading in readings[2:])
    )


def _split_authors(text: str) -> tuple[list[PersonName], bool]:
    text = with_plain_et_al(text)
    cleaned = collapse_spaces(with_glued_initials_spaced(strip_markup(text, keep_emphasis=True))).strip(
        " ,;:"
    )
    cleaned, ellipsis_items = _ELLIPSIS_ITEM_RE.subn(", ", cleaned) if "," in cleaned else (cleaned, 0)
    cleaned, inner_ellipsis = _without_inner_ellipsis(cleaned)
    inner_ellipsis = inner_ellipsis or bool(ellipsis_items)
    cleaned, truncated = strip_truncation(cleaned)
    if holds_any(cleaned, _OTHER_JOINERS):
        cleaned = _OTHER_JOINER_RE.sub(" and ", cleaned)
    truncated = truncated or inner_ellipsis
    cleaned = cleaned.strip(" ,;")
    if not cleaned:
        return [], truncated
    semicolons = ";" in cleaned
    if semicolons:
        # "Family, Given; Family, Given": every piece is one person, inverted when it has a comma.
        raw = [p.strip() for p in _SEMICOLON_LIST_RE.split(cleaned) if p.strip(" .")]
        # "…; McNeill, David y Pera, Maria": the last two inverted names joined by a word.
        raw = [part for p in raw for part in _two_joined_pairs(p)]
        # "Tanaka Y, Okafor CN; Liver Study Group": the NLM (Vancouver) style lists a group that
        # wrote the work after the people, past a semicolon; the people's part keeps its commas.
        raw = [
            part
            for p in raw
            for part in (_VANCOUVER_NAME_SEP_RE.split(p) if _VANCOUVER_NAMES_RE.fullmatch(p) else [p])
        ]
        raw = [part for p in raw for part in _capitals_pairs(p)]
        if any(_CAPITALS_FAMILY_PAIR_RE.match(p) for p in raw):
            raw = [_with_capitals_family_comma(p) for p in raw]
        names = [parse_name(p) for p in raw]
        return [n for n in names if n.display], truncated
    pieces, comma_after = _pieces(cleaned)
    pieces, comma_after = _with_missing_commas(pieces, comma_after)
    if not _MARK_CHARS_SET.isdisjoint(cleaned):
        pieces, comma_after = _split_at_inner_marks(pieces, comma_after)
    # Only a piece opening with a stop can hold one: test that first, a substitution costs more.
    pieces = [_STRAY_STOP_RE.sub(r"\1", piece) if piece.lstrip()[:1] == "." else piece for piece in pieces]
    readings = [_read_piece(p) for p in pieces]
    # "Achtibat, Hatefi, Dreyer": a list of family names only, never inverted pairs.
    # Not "Silva, Rui & Novak, Petra": a comma after the name that follows "&" or "and" pairs it.
    family_only = (
        len(pieces) >= 3
        and all(reading[2] for reading in readings)
        and not any(not comma_after[k] and comma_after[k + 1] for k in range(len(pieces) - 2))
        and not _given_after_each_family(pieces, comma_after)
    )
    if any(_has_second_surname_form(piece.strip()) for piece in pieces):
        pieces = [_with_second_surname(piece) for piece in pieces]
        readings = [_read_piece(p) for p in pieces]
    names: list[PersonName] = []
    i = 0
    count = len(pieces)
    # "Perkov A.V., Orekhova N.": where the list's names keep their stops ("A.V. Perkov"), a single
    # initial keeps its own, so every name is in the list's form ("N. Orekhova").
    stopped_initials = bool(
        _STOPPED_INITIALS_RE.search(cleaned)
        or _STOPPED_INITIAL_BEFORE_NEXT_NAME_RE.search(cleaned)
        or (truncated and _STOPPED_LAST_INITIAL_RE.search(cleaned))
        or _STOPPED_INITIAL_BEFORE_COLON_RE.search(text)
    )
    inverted = False  # "Silva, Rui & Novak, Petra": after one "Family, Given" pair, the next are alike
    # (No stop but the list's last: a list that stops its initials writes "WU J." for J. Wu too.)
    short_families_first = "." not in cleaned.rstrip(".") and _short_capitals_families_first(readings)
    written_pairs = _written_given_after_each_family(pieces, comma_after)
    # "CRUZ, Yuki, Ama Kwame WANG and Marco VON BRAUN" (ISO 690): the first name alone turned round,
    # the others given names first; a family name in capitals never reads as a Vancouver name's
    # initials there ("Ama Kwame WANG" is not "WANG, A. K.").
    capitals_pair_first = (
        count >= 3
        and _capitals_names(readings[0][0])
        and _given_names(readings[1][0])
        and _capitals_families_given_first(readings[2:])
    )
    while i < count:
        piece = pieces[i]
        bare, initials, single, vancouver = readings[i]
        nxt = pieces[i + 1] if i + 1 < count else ""
        bare_next, initials_next = (readings[i + 1][0], readings[i + 1][1]) if nxt else ("", False)
        # "HAN, Byung-Chul": a family name in capitals, which reads like initials, before a given name.
        # In a list of such pairs ("TELLIER, Isabelle, ESHKOL-TARAVELLA, Iris et WANG, Ilaine"),
        # every family name in capitals before a given name is one, hyphenated or not.
        capitals_family = bool(
            initials
            and ((count == 2 and i == 0 and bare.isalpha()) or (inverted and _capitals_word(bare)))
            and len(bare) >= 2
            and _given_word(bare_next)
        ) or _capitals_family_before_stopped_initials(bare, bare_next)
        # "DE VRIES, Hiroshi, DOS SANTOS, James Lucía, CHEN, Fatima Sofia" (ISO 690, ABNT): a family
        # name in capitals, of several words or short enough to read as initials, before given
        # names written out; the list's next family name is in capitals too, or there is none.
        capitals_family = capitals_family or (
            (
                inverted
                or count == 2
                or (i == 0 and _capitals_names(readings[min(i + 2, count - 1)][0]))
                or (i == 0 and capitals_pair_first)
            )
            and _capitals_names(bare)
            and _given_names(bare_next)
        )
        # "Salinas Ibarra, Hugo", "Valdez Gonzalez, Natalia I., Alexander L. Brown": two family
        # names and a given name after the comma are one person, the first turned round as Chicago
        # writes it: where the list holds no one else, or the given name has its initials (a list
        # may name a person by one word: "Hiya Bhatt, Sahil, Karthik Vaidhyanathan").
        given_next = _GIVEN_THEN_INITIALS_RE.match(bare_next) if i == 0 and not initials else None
        double_family = (
            given_next is not None
            and len(bare.split()) == 2
            and (
                count == 2
                or given_next.group("initials") is not None
                or (
                    count >= 3
                    and bare.split()[0].lower() in _PARTICLES
                    and whole_name_given_first(readings[2][0])
                )
                or _whole_names_joined_after(readings, comma_after, truncated)
            )
        )
        # "de la Cruz, Yuki, and Marco von Braun", "van den Heuvel, Giulia Bjørn, Emily Santos": a
        # family name with its particle in lower case opens the list, the given names after it.
        # After such a pair the list's next names are pairs too: "Santos, Fatima, van den Heuvel, Ingrid".
        particle_family = (i == 0 or inverted) and _particle_family(bare) and _given_names(bare_next)
        pairs_with_given = (
            (i == 0 or inverted)
            and (
                single
                or capitals_family
                or double_family
                or particle_family
                or (written_pairs and i % 2 == 0)
            )
            and _given_like(bare_next)
        ) or (single and _given_then_stopped_initials(bare_next))
        suffixed = _SUFFIXED_FAMILY_RE.fullmatch(piece.strip()) if initials_next and comma_after[i] else None
        if suffixed is not None:
            # "Hopkins III, J. B.": the suffix written after the family name of an inverted name.
            names.append(parse_name(f"{suffixed.group(1)}, {nxt}, {suffixed.group(2)}"))
            inverted = inverted or i == 0
            i += 2
            continue
        if names and bare.lower().strip(".") in _SUFFIX_WORDS:
            # "Guimarães, P. R., Jr, Bocherens, H.": the suffix closes the name before it.
            pairs_with_given = False
        if (
            bare_next
            and comma_after[i]
            and not family_only
            and (not initials or capitals_family)
            # "… and SANTOS LIMA, Beatriz": in capitals, a short last word reads as initials too;
            # before a given name written out it is the family name's second word.
            and (capitals_family or not _family_and_initials(bare))
            and not (i == 0 and _whole_names_with_initials_follow(bare, readings))
            and (initials_next or pairs_with_given)
            and not _stopped_initials_then_capitals_family(bare, bare_next)
            and not _two_whole_vancouver_names(readings[i], readings[i + 1])
        ):
            names.append(parse_name(f"{piece}, {nxt}"))
            # "Chanda, A., Cook, C. Justin": after a "Family, Initials" pair the next are pairs too.
            inverted = inverted or i == 0
            i += 2
            continue
        if bare.lower().strip(".") in _SUFFIX_WORDS and names:
            last = names[-1]
            names[-1] = PersonName(
                display=f"{last.display} {bare}",
                given=last.given,
                family=last.family,
                suffix=bare,
                equal_contribution=last.equal_contribution,
                corresponding=last.corresponding,
                emphasized=last.emphasized,
            )
            i += 1
            continue
        if short_families_first and _short_capitals_pair(bare):
            # "WU J" among "LOPEZ MA, WU J, OSEI K": the list's order, the stop the list's end.
            name = parse_name(piece.strip().rstrip("."), inverted=True)
        else:
            name = parse_name(
                piece,
                inverted=None if vancouver and not capitals_pair_first else False,
                stopped_initials=stopped_initials,
            )
        if name.display:
            names.append(name)
        i += 1
    return names, truncated


# ---------------------------------------------------------------- where an author list ends
_NAME_TOKEN_RE = re.compile(
    r"^(?:[A-Z][a-z]?\.(?:-?[A-Z][a-z]?\.)*"  # J.  Ch.  J.-P.  D.A.B.
    r"|[A-Z]{1,4}(?:-[A-Z]{1,2})?"  # JG  M-C (Vancouver initials)
    r"|[^\W\d_][\w'’.-]*)$"  # a capitalised word, checked below
)
_TITLE_WORDS = frozenset(
    [
        "the",
        "an",
        "on",
        "of",
        "for",
        "and",
        "to",
        "with",
        "from",
        "towards",
        "toward",
        "is",
        "are",
        "how",
        "what",
        "why",
        "when",
        "using",
        "via",
        "into",
        "new",
        "beyond",
        "through",
        "under",
        "over",
        "between",
        "about",
    ]
)
# Besides "and", "und", "et", "y": the joiners of other languages that no name holds (Indonesian
# "dan", Scandinavian "og"/"och", Hungarian "és", Turkish "ve", Greek "και"; not Dutch "en", which is
# a Romance title's "in");
# Italian and Portuguese "e", Polish and Catalan "i", Czech "a" only after an initial's stop or a
# comma and before a capital ("Ferrari, G. e Romano, S.", "Nowak A. i Lis P."; "Sousa e Silva" is
# one name).
_LIST_SEPARATOR_RE = re.compile(
    r"(?=[\s;,])\s*(?:;|,\s*(?:and|&|und|et(?!\s+al\b))\s+"
    r"|\s+(?:and|und|et(?!\s+al\b)|(?-i:y)|&|(?-i:dan|og|och|és|ve|και))\s+"
    r"|(?:(?<=[^\W\d_]\.)\s+|,\s*)(?-i:(?:e|i|a)\s+(?=[A-ZÀ-ÖØ-ÞĀ-ſ])|и\s+(?=[\u0400-\u042f]))"
    rf"|(?<=[^\W\d_])\s+{_JOINER_BEFORE_CAPITALS_FAMILY}|,)\s*",
    re.IGNORECASE,
)
# Also before a bare year and a capitalised word: "Aldrich, Lewis C., and Frank R. Holmes 1891 History …";
# and at a comma before the year and another comma, as Elsevier Pure's portal lists write a record
# ("Ana Ruiz, Li Wei & Tom Lee, 2021, In: Journal. 12, 3, p. 33-41."): the names end before it.
_BOUNDARY_RE = re.compile(
    r"(?=[.:\s,])(?:[.:](?=\s)|\.$|:$|(?=\s\(\s*(?:(?:19|20)\d\d[a-z]?(?:,[^()]{1,25})?|n\.\s?d\.|s\.\s?[df]\.)\s*\))"
    r"|(?<=[^\W\d_])(?=\s(?:1[5-9]|20)\d\d[a-z]?\s+[A-ZÀ-Þ])"
    r"|(?<=[^\W\d_]),(?=\s(?:19|20)\d\d[a-z]?,\s))"
)
_COMMA_BOUNDARY_RE = re.compile(r",(?=\s)")
_NON_SPACE_RE = re.compile(r"\S")
# Matched at the first word after a boundary: does the author list go on there?
# "Novak, Jan K., A history of …", "Bartoš, Jan, Z dějin …": a one-letter word before a lower-case
# word opens the title; an initial before a lower-case particle ("K. de Vries") stays a name.
_ONE_LETTER_WORD = r"(?![A-Z]\s+(?!(?:" + PARTICLES_PATTERN + r")\s)[a-zà-öø-ÿ])"
# Capital letters of the Latin alphabets beyond Latin-1 ("Şevket", "Łukasz", "Čapek") and Cyrillic.
_CAPITALS = "A-ZÀ-ÖØ-Þ" + "".join(c for c in map(chr, range(0x100, 0x250)) if c.isupper())
_CONTINUATION_RE = re.compile(
    r"(?!(?:[Ii]n\s+[Pp]ress|IN\s+PRESS|[Aa]ccepted|[Ss]ubmitted|[Ff]orthcoming|[Tt]o\s+[Aa]ppear)\b)"
    + _ONE_LETTER_WORD
    + r"(?:\*\*|__)?(?:(?:,|;|and\b|&|und\b|et\b|y(?=\s+[A-ZÀ-Þ])|и\s+др\b)"
    # An initial, also the last one before the colon that closes the names ("Roe, K. J.: Title")
    # or the last one with its mark ("Roe, K. J.✉ Title", "Roe, K. J.*, Lee, M."); a member's bold
    # after it ("**Roe, K.**, Lee, M.") is no mark.
    # ("Müller, É.G., Costa, J.": an initial's capital may carry an accent.)
    rf"|(?:[{_CAPITALS}{_CYRILLIC_CAPITALS}][a-z\u0430-\u045f]?\.(?:-?[{_CAPITALS}{_CYRILLIC_CAPITALS}]\.)*|[A-Z]{{1,3}})(?=(?!\*\*)["
    + re.escape(_MARK_CHARS)
    + r"]*[\s,]|(?<=\.);\s|(?<=\.):\s)"
    # "D.E. Brown and F. White": a family name before "and" and the initial of the last name, or
    # before the year that closes the names ("F. White 2021 Title", "F. White (2021) Title").
    rf"|[{_CAPITALS}][\w'’-]+(?:\s+[{_CAPITALS}][\w'’-]+)?"
    r"(?=[.,]\s|\s\(?(?:1[5-9]|20)\d\d[a-z]?\)?[.,:]?\s+[A-ZÀ-Þ]|\s(?:and|und|et|&)\s+[A-ZÀ-Þ][a-z]?\.)"
    # "O.Zekioğlu, Y.Erhan": initials glued to their family name.
     + rf"|{_GLUED_INITIALS}{_GLUED_FAMILY}"
    # "Degenne A., Forsé M., 2004": a family name, then its initials.
    r"|[^\W\d_][\w'’-]+\s+(?:[A-Z]\.(?:-?[A-Z]\.)*(?=,)|[A-Z]{1,3}(?=[,;]))"
    # "Vries H de, Santos JL dos, …", "Silva YJ-H da, Dijk A van.": Vancouver names whose particles
    # are written after the initials.
    rf"|[^\W\d_][\w'’-]+\s+[A-Z]{{1,3}}(?:-[A-Z]{{1,2}})?\s(?:{_CONTINUING_PARTICLES})(?:\s(?:der|den|la))?"
    r"(?=[,;.])"
    # "Vries, H. de and others", "Heuvel, I. van den, Rossi, P.": the particles of an inverted name
    # after its initials, before the next name or the word that joins it.
    rf"|(?:{_CONTINUING_PARTICLES})(?:\s(?:der|den|la))?(?=[,;]|\s+(?:and|&|et|und)\s)"
    # "Heuvel, Giulia Bjørn van den, Rossi, Pia", "Braun, Min-Jun von and …": an inverted name's
    # given names written out, its particles after them (as biblatex and CSL styles print a name
    # "sorted" on its family name).
    rf"|[{_CAPITALS}][\w'’-]+(?:\s+[{_CAPITALS}][\w'’-]+){{0,2}}\s+(?:{_CONTINUING_PARTICLES})(?:\s(?:der|den|la))?"
    r"(?=[,;]|\s+(?:and|&|et|und)\s)"
    # "Varnell, T. (PhD student), Oskarsen, B.": a member's role after an inverted name's initials.
     + r"|(?i:" + _MEMBER_ROLE + r")(?=\s*[,;]|\s+(?:and|&)\s)"
    # "…, and A. van Dijk. 2007", "H. de la Cruz, …": a family name opened by its particles, in
    # small letters, after the initial of its given name.
    rf"|(?:{_CONTINUING_PARTICLES})\s+(?:[a-z]{{1,3}}\s+)?[{_CAPITALS}][\w'’-]+"
    r"(?=[.,;:]|\s+(?:and|&|und|et)\s|\s\(?(?:1[5-9]|20)\d\d)"
    # "Oliveira, E. in Suzuki, E. V.", "J. Novák a P. Svoboda", "Nowak A. i Lis P.": the word joining
    # the last two names in another language, before a name with its initials.
    rf"|(?:en|dan|og|och|és|ve|και|e|in|i|a)\s+(?:(?:{_CONTINUING_PARTICLES})\s+){{0,2}}(?:[A-Z]\.\s?(?:-?[A-Z]\.\s?)*[A-ZÀ-Þ][a-zß-ÿ]"
    rf"|[A-ZÀ-Þ{_GREEK_CAPITALS}][\w'’-]+,\s*[{_CAPITALS}{_GREEK_CAPITALS}]\.|[{_CAPITALS}][\w'’-]+\s+[{_CAPITALS}]\.(?:\s?-?[{_CAPITALS}]\.)*(?=[\s,;:]|$))"
    # "Иванов И. И. и Петров П. П.", "Иванов, И. и Петров, П.": Russian "и" before a name with its
    # initials.
    rf"|и\s+[{_CYRILLIC_CAPITALS}][\w'’-]+,?\s+[{_CYRILLIC_CAPITALS}]\.(?:\s?-?[{_CYRILLIC_CAPITALS}]\.)*(?=[\s,;:/]|$))"
)


def _token_ok(token: str, last: bool) -> bool:
    if not _NAME_TOKEN_RE.match(token):
        return False
    if token in _PARTICLES:
        return not last
    if token.lower().strip(".") in _TITLE_WORDS and not _is_initials(token):
        return False
    first = token[0]
    return first.isupper() and not holds_digit(token)


_STATUS_WORDS_RE = re.compile(r"\b(?:in\s+press|accepted|submitted|forthcoming|to\s+appear)\b", re.IGNORECASE)


# A word of four letters or more with a period ends a sentence; inside a name only
# abbreviations (initials, "Jr.", "St.") carry one.
_SENTENCE_END_RE = re.compile(r"^[^\W\d_]{4,}\.$")


# The word that closes a group author's name (ICMJE's group authorship, NLM's "organization as
# author"): a collaboration, a consortium, a network, a study or working group, a workgroup, a
# task force or committee, its investigators.
GROUP_AUTHOR_HEAD = (
    r"(?:Collaborators|Collaboration|Consortium|Investigators|Network|Workgroup|Task\s+Force|Committee"
    r"|(?:Study|Work|Working|Writing|Research)\s+Group)"
)


# A group author (NLM's "organization as author", ICMJE's group authorship): a study's or a
# collaboration's name closed by the word that says it is a body of people, which may hold the
# year or the age band of its study ("GBD 2019 Under-5 Mortality Collaborators") and may follow
# the names with "the" ("C. Foster, et al., the MAGPI Collaboration"). Capitalised words, acronyms
# and numbers only, one acronym or number among them at least (or a word holding a number,
# "Lake2Sea"), so a title's words ("A Study of Collaboration") never read as one.
_GROUP_AUTHOR_RE = re.compile(
    r"(?:[Tt]he\s+)?(?!(?:A|An)\s)(?=(?:\S+\s+)*?(?:[A-Z]{2,}|[^\W\d_]*\d)[^\s]*\s)"
    r"(?:(?:[A-ZÀ-Þ][^\W_]*(?:-[^\W_]+)*|\d{1,4}(?:[-–]\d{1,4})?|of|and|for|on|&)\s+){1,7}"
    rf"{GROUP_AUTHOR_HEAD}"
)


@text_cache(maxsize=16384)
def looks_like_name(piece: str) -> bool:
    """Could this comma-free piece be one person's name (or half of an inverted one)?"""
    clean = _clean(piece)[0].strip(" .")
    if not clean or len(clean) > 60 or _STATUS_WORDS_RE.search(clean):
        return False
    if is_cjk_name(clean):
        return True  # "彭立", "吴晓晓": a Chinese, Japanese or Korean name, written without spaces
    if _GROUP_AUTHOR_RE.fullmatch(clean):
        return True  # "GBD 2019 Under-5 Mortality Collaborators", "the MAGPI Collaboration"
    tokens = clean.replace(".", ". ").replace(". -", ".-").split()
    if not 1 <= len(tokens) <= 6:
        return False
    if any(_SENTENCE_END_RE.match(token) for token in tokens[:-1]):
        return False  # "Sandboxing Untrusted Plugins. R. Iyer": a title's period, then the names
    if _given_then_particle(tokens) or _whole_given_then_particles(tokens):
        return True
    return all(
        _token_ok(tok, i == len(tokens) - 1) or _family_an(tokens, i) or _family_e(tokens, i)
        for i, tok in enumerate(tokens)
    )


def _given_then_particle(tokens: list[str]) -> bool:
    """The given half of "Family, Given particle", which writes the family name's particle after the
    given name: "Schmitt, Ilse von", "SOUZA, M. A. d." (the particle cut to its letter)."""
    if _initials_then_particles(tokens):
        return True
    if len(tokens) < 2 or not (tokens[-1] in _TRAILING_PARTICLES or tokens[-1] in _ABBREVIATED_PARTICLES):
        return False
    given = tokens[:-1]
    if tokens[-1] in _ABBREVIATED_PARTICLES:  # a letter alone is a particle only after initials
        return all(_is_initials(token) for token in given)
    return all(_token_ok(token, last=False) and token not in _PARTICLES for token in given)


def _whole_given_then_particles(tokens: list[str]) -> bool:
    """ "Hiroshi de", "Ingrid van den" (of "Vries, Hiroshi de", "Heuvel, Ingrid van den"): whole
    given names, then the particles of the family name before them, which a style that moves them
    behind the given name writes last (Chicago's first, inverted name among names given first)."""
    end = _trailing_particles_start(tokens)
    given = tokens[:end]
    return (
        0 < end < len(tokens)
        and len(given) <= 3
        and all(token.istitle() and _token_ok(token, last=False) for token in given)
    )


_PARTICLES_AFTER_INITIALS = frozenset(_CONTINUING_PARTICLES.split("|"))


def _family_whole_given_then_particles(words: list[str]) -> bool:
    """ "Heuvel Ingrid van den": a family name, then whole given names and the family name's
    particles (a style that moves them behind the given name, with no comma after the family)."""
    return (
        len(words) >= 3
        and _trailing_particles_start(words) < len(words)
        and words[0][:1].isupper()
        and _token_ok(words[0], last=False)
        and words[0] not in _PARTICLES
        and _whole_given_then_particles(words[1:])
    )


def _trailing_particles_start(tokens: list[str]) -> int:
    """Where the particles written after a name's given names start: "van den" of "Ingrid van den",
    "de la" of "HA de la" (the Spanish article after "de"), "de" of "H. de"; the length when none."""
    end = len(tokens)
    if end >= 2 and tokens[-1] in ("la", "las", "los") and tokens[-2] == "de":
        return end - 2
    while end > 0 and tokens[end - 1] in _PARTICLES_AFTER_INITIALS and len(tokens) - end < 2:
        end -= 1
    return end


def _initials_then_particles(tokens: list[str]) -> bool:
    """ "H. de" (of "Vries, H. de"), "YJ-H da" / "Silva YJ-H da", "Heuvel I. van den": initials,
    perhaps after the family name (of one word or two: "Oliveira Filho PF de"), then the family
    name's particles, which a style that moves them behind the given name writes last. Initials
    alone are no title's words."""
    end = _trailing_particles_start(tokens)
    if end == len(tokens) or end == 0:
        return False
    start = 0
    while (
        start < min(2, end - 1) and _token_ok(tokens[start], last=False) and not _is_initials(tokens[start])
    ):
        start += 1
    return start < end and all(_is_initials(token) for token in tokens[start:end])


# The particles a German or Brazilian list writes after the given name ("Schmitt, Ilse von"); the
# Dutch and Romance ones written there are read elsewhere ("LINDQVIST, S. de", a name's opening
# "Pieter van" before its family name).
_TRAILING_PARTICLES = frozenset(["von", "vom", "zu"])
# The letter the abbreviation keeps ("d." for de, da, do), its period taken off with the piece's
# closing one.
_ABBREVIATED_PARTICLES = frozenset(["d", "d."])


def _family_an(tokens: list[str], index: int) -> bool:
    """Is the word "An" at ``index`` a family name, not the article: the last word of a name
    ("Weihua An", "An" of "An, Q."), or before initials alone ("An Q", "An QT")? An article
    opens its words, it never ends them."""
    return tokens[index] == "An" and all(_is_initials(token) for token in tokens[index + 1 :])


def _family_e(tokens: list[str], index: int) -> bool:
    """Is the word "e" at ``index`` inside a Portuguese family name of two ("Sousa e Silva", "COSTA
    E SILVA"): between two capitalised words written out, neither of them an initial, with nothing
    but initials around them ("J. Sousa e Silva", "Sousa e Silva JM")? An Italian or Portuguese
    name of a journal joins words so too ("Sociologia e Politiche Sociali"), among more words."""
    joiner = tokens[index]
    return (
        joiner in ("e", "E")
        and 0 < index < len(tokens) - 1
        and all(_is_initials(token) for token in tokens[: index - 1] + tokens[index + 2 :])
        and all(
            len(word) > 2 and word[0].isupper() and word.isalpha() and (joiner == "e" or word.isupper())
            for word in (tokens[index - 1], tokens[index + 1])
        )
    )


@line_cache  # pure; the readers ask it of the same prefixes of a citation more than once
def is_author_list(text: str) -> bool:
    """True when the whole text reads as a list of person names."""
    text, _ = _without_inner_ellipsis(text)
    body, _ = strip_truncation(text.strip(" ,;"))
    body = body.strip(" ,;:")
    if not body or len(body) > 3000:
        return False
    pieces = [p for p in _LIST_SEPARATOR_RE.split(body) if p.strip()]
    if not pieces or not all(looks_like_name(p) for p in pieces):
        return False
    last = _clean(pieces[-1])[0]
    # A bare initial can only close the list as the given half of an inverted "Family, I." pair.
    if not is_initials_piece(last):
        return True
    if len(pieces) == 1:
        return False
    if _whole_vancouver_names(pieces):
        return True
    before = _clean(pieces[-2])[0]
    return not is_initials_piece(before) or _capitals_family_before_stopped_initials(before, last)


def _whole_vancouver_names(pieces: list[str]) -> bool:
    """ "LOPEZ A J H, DE LA CRUZ H A, IYER A L" (GB/T 7714): every piece a family name in capitals
    then its initials. A short ("IYER"), hyphenated ("MÜLLER-LÜDENSCHEIDT") or particled family
    name in capitals reads like initials, but where every piece is a whole name the last one is a
    name too, not the given half of an inverted pair. (The list's closing stop is no initial's.)"""
    return all(_looks_vancouver(_clean(piece)[0].removesuffix(".").split()) for piece in pieces)


_INNER_ET_AL_PIECE_RE = re.compile(r"et\.?\s?al\.?")


def _first_non_name_piece_end(window: str) -> int:
    """Where the first piece that cannot be a name has been followed by more text (else the end).

    A prefix reaching past that point contains that piece before a separator, so it is no list
    of names whatever follows; the boundary scan can stop there.
    """
    position = len(window) - len(window.lstrip(" ,;:"))
    for separator in _LIST_SEPARATOR_RE.finditer(window, position):
        piece = window[position : separator.start()]
        position = separator.end()
        # "A. Ruiz, et al., M. Tan": a cut closed by its comma, the names a profile keeps after it.
        if _INNER_ET_AL_PIECE_RE.fullmatch(piece.strip()) and window.startswith(",", separator.start()):
            continue
        # "..." leaves names out (APA 7): the name after it is read without it.
        if piece.strip(" .…") and not looks_like_name(piece.lstrip(" .…")):
            following = _NON_SPACE_RE.search(window, position)
            return following.start() + 1 if following else len(window)
    return len(window)


# An initial closed by a contribution or corresponding-author mark ("Brandt, M.* Title", "M. ✉ Title").
_MARKED_BOUNDARY_RE = re.compile(r"\.\s?[" + re.escape(_MARK_CHARS) + r"]+(?=\s)")
# After a boundary, a name whose mark stands between it and the period or comma after it ("M.
# Brandt#.", "L. Chen ‡,"), or the mark of the initial before it and the next name ("Varga, E. †, Chen").
_MARKED_NAME_GOES_ON_RE = re.compile(
    r"[A-Z][\w'’-]+\s?[{marks}]+(?=[.,]\s)|[{marks}]+\s*(?:[,;&]|and\s)".format(marks=re.escape(_MARK_CHARS))
)
# Marks after the list's last initial ("Brandt, M. ✉ Title"): the list's, not the title's.
_TRAILING_MARKS_RE = re.compile(r"\s?[" + re.escape(_MARK_CHARS) + r"]+(?=\s)")
_MARK_CHARS_SET = frozenset(_MARK_CHARS)


# An ellipsis standing for left-out names, with the joining word after it ("…, ... & Fox, M.").
_ELLIPSIS_THEN_RE = re.compile(_ELLIPSIS + r"\s*(?:(?:&|and)\s+)?")


# The rest of a name after its middle initial, then the list's last name written in full and
# closed by its stop: "McKeating and Tom Lee. ".
_FAMILY_THEN_LAST_FULL_NAME_RE = re.compile(
    rf"[{_CAPITALS}][\w'’-]+\s+(?:and|&)\s+[{_CAPITALS}][a-zà-ÿ]+(?:\s+[A-Z]\.)?\s+[{_CAPITALS}][\w'’-]+\.\s"
)
# A given name and its middle initial after a comma: "…, Jane A.".
_GIVEN_AND_INITIAL_RE = re.compile(rf",\s+[{_CAPITALS}][a-zà-ÿ]+\s+[A-Z]\.$")


def _middle_initial_of_full_names(text: str, end: int, next_start: int) -> bool:
    """Is the stop before ``end`` a middle initial's in a list of names written in full, given name
    first ("Ana Ruiz, Kim Sato, Jane A." / "McKeating and Tom Lee. Title")? Every name before it
    has two words or more, so "Jane A." is no family name and its initial ("Lee, Jane A. Gender
    and Social Change." is one inverted name, then the title)."""
    found = _GIVEN_AND_INITIAL_RE.search(text, 0, end)
    if found is None or not _FAMILY_THEN_LAST_FULL_NAME_RE.match(text, next_start):
        return False
    earlier = text[: found.start()].split(",")
    return all(len(piece.split()) >= 2 for piece in earlier)


def _goes_on(text: str, position: int) -> bool:
    """Does the author list go on at the word at ``position``, after a boundary? Past an ellipsis
    that leaves names out it goes on where the next name does."""
    skipped = _ELLIPSIS_THEN_RE.match(text, position) if text[position] in ".…" else None
    if skipped is not None:
        position = skipped.end()
    if _CONTINUATION_RE.match(text, position) is not None:
        return True
    return not _MARK_CHARS_SET.isdisjoint(text[position : position + 60]) and bool(
        _MARKED_NAME_GOES_ON_RE.match(text, position)
    )


def _past_marks(text: str, end: int) -> int:
    """The end of an author list moved past the marks after its last initial."""
    marks = _TRAILING_MARKS_RE.match(text, end)
    return marks.end() if marks else end


# The last name of a list, after "and": "…, and F. Ruiz" / "… & Ruiz FM" (the name written in full).
_LAST_JOINED_NAME_RE = re.compile(r"(?:\s(?:and|und|et|y)|&)\s+([^,;&]{3,60})$")
# What may still follow that name: its initials (an inverted pair), a suffix, "et al.".
_AFTER_LAST_NAME_RE = re.compile(
    r"\s*(?:[A-Z][a-z]?\.(?:\s?-?[A-Z][a-z]?\.)*|[A-Z]{1,3}|Jr\.?|Sr\.?|II|III|IV|et\s+al\b)\s*(?:[,;:.(]|$)"
)


# An inverted list closed by its last pair: "Family, Given[, Family, Given] and Family, Given".
_INVERTED_PAIRS_CLOSED_RE = re.compile(
    r"^[^,;&]{2,40},[^,;&]{1,40}(?:,[^,;&]{2,40},[^,;&]{1,40})*,?\s+(?:and|und|et|y|&)\s+[^,;&]{2,40},[^,;&]{1,40}$"
)


_GIVEN_NAME_THEN_AND_RE = re.compile(
    rf"[{_CAPITALS}][\w'’-]+(?:\s+[A-Z]\.)?\s+(?:(?:and|&|und|et)\s|{_JOINER_BEFORE_CAPITALS_FAMILY})"
)
# A given name or two, then the cut of the list ("and others", "et al."), then its close.
_GIVEN_NAME_THEN_CUT_RE = re.compile(
    rf"[{_CAPITALS}][\w'’-]+(?:\s+[{_CAPITALS}][\w'’-]+)?\s+(?:and others|et al\.)(?=[,;:]|\.?\s|\.?$)"
)
_LAST_PIECE_ONE_WORD_RE = re.compile(r",\s*[^\s,;]+$")

# Chicago inverts the first author's name alone: "Li, François, Yuki da Silva, and Ana van Dijk,
# Title". After that first pair the names stand given name first, and the list is known for one
# only by the last of them being joined with "and".
_WHOLE_NAME = (
    rf"[{_CAPITALS}][\w'’-]+(?:\s+(?:[{_CAPITALS}]\.|[{_CAPITALS}][\w'’-]+))*?"
    rf"(?:\s+(?:{_CONTINUING_PARTICLES})(?:\s+(?:der|den|la))?)?\s+[{_CAPITALS}][\w'’-]+"
)
_WHOLE_NAMES_JOINED_RE = re.compile(
    rf"{_WHOLE_NAME}(?:,\s+{_WHOLE_NAME})*,?\s+(?:and|&)\s+{_WHOLE_NAME}(?=[.,;:]|\s\(?(?:1[5-9]|20)\d\d)"
)
# The list so far: that first pair, its given name in full, and any names after it.
_FIRST_PAIR_GIVEN_IN_FULL_RE = re.compile(
    rf"(?:(?:{_CONTINUING_PARTICLES})\s+)?[{_CAPITALS}][\w'’-]+,\s*[{_CAPITALS}][\w'’-]+(?:\s+[{_CAPITALS}][\w'’-]+)?"
    rf"(?:,\s+{_WHOLE_NAME})*"
)


def _ends_with_family_alone(prefix: str) -> bool:
    """Does the list so far end with a family name still waiting for its given name ("Kovář")?"""
    last = _LIST_SEPARATOR_RE.split(prefix[-80:])[-1]
    if not _is_single_word(_clean(last)[0]):
        return False
    pairs = _one_word_pieces(prefix)
    return pairs is None or pairs % 2 == 1  # "Martin, Jean-Hubert": a pair already complete


def _one_word_pieces(prefix: str) -> int | None:
    """How many pieces a list of one-word pieces has ("Novak, Jan, Ostrava": 3), else None."""
    if len(prefix) > 300:
        return None
    count = 0
    for piece in _LIST_SEPARATOR_RE.split(prefix):
        if piece.strip():
            if not _is_single_word(_clean(piece)[0]):
                return None  # (the pieces after it are not read)
            count += 1
    return count or None


def _is_whole_name(piece: str) -> bool:
    """Is ``piece`` a name written in full, given names first ("Jan Novak")? A piece opening with
    a particle is a family name written first ("von Braun, Marco"; ISO 690 and its national
    standards write it in capitals, "DA COSTA, Rui"): the word after its comma is its given name."""
    words = piece.split()
    if len(words) < 2 or is_initials_piece(piece):
        return False
    return words[0].casefold() not in _PARTICLES_AFTER_INITIALS


def _unpaired_end(prefix: str) -> int | None:
    """ "Novak, Jan, Ostrava, města a lidé, Praha": inverted names go in pairs of one word each; a
    third word alone before the title is the title's first, and the list ends before it. So does a
    word alone after whole names ("Jan Novak, Ostrava. Město a lidé")."""
    if not _LAST_PIECE_ONE_WORD_RE.search(prefix):
        return None
    count = _one_word_pieces(prefix)
    if count is None:
        cut = prefix.rfind(",")
        last = _clean(prefix[cut + 1 :])[0]
        if not _is_single_word(last) or last.lower().strip(".") in _SUFFIX_WORDS or len(prefix) > 300:
            return None
        pieces = [_clean(piece)[0] for piece in _LIST_SEPARATOR_RE.split(prefix[:cut]) if piece.strip()]
        if pieces and _capitals_names(pieces[-1]):
            return None  # "RODRÍGUEZ PÉREZ, Luis.": ISO 690's family name in capitals, its given name after
        whole = pieces and all(_is_whole_name(piece) for piece in pieces)
        return cut + 1 if whole else None
    if count < 3 or count % 2 == 0:
        return None
    return prefix.rfind(",") + 1


def _capitals_family_in_capitals_list(last: str, prefix: str) -> bool:
    """ "SOUZA, Pedro, LIMA, Carla and MARTÍN PÉREZ, Élise": ISO 690 and its national standards
    (ABNT, NP 405) write every family name in capitals before its given names; in a list opened so,
    a last name in capitals is a family name (of one word or more), and the piece after its comma
    is its given name."""
    return _capitals_names(last) and _CAPITALS_FAMILY_PAIR_RE.match(prefix.lstrip()) is not None


_AFTER_CLOSED_NAME_RE = re.compile(r"(?:\s(?:and|und|et|y)|&)\s+([^,;&]{3,60}),\s*([^,;&]+)$")


def _past_closed_last_name(prefix: str) -> bool:
    """ "D. Fischer and A. Gomez, Chem.": a piece after the last name joined by "and" (written in
    full) is no name; the list ended before it."""
    after = _AFTER_CLOSED_NAME_RE.search(prefix[-160:])
    if after is None:
        return False
    last, following = _clean(after.group(1))[0], _clean(after.group(2))[0]
    if not _is_whole_name(last) or _capitals_family_in_capitals_list(last, prefix):
        return False  # "… and VON BRAUN, Marco": a family name first, its given name after
    return not (is_initials_piece(following) or following.lower().strip(".") in _SUFFIX_WORDS)


_NEXT_PIECE_RE = re.compile(r"\s*([^\s,;]+)\s*,")
_GIVEN_PIECE_RE = re.compile(r"\s*([^,;]{1,12}?)\s*(?:[,;]|$)")


def _closed_before_single_word(prefix: str, text: str, after: int) -> bool:
    """ "E. Novak, F. Ruiz, Topology, disorder, …": in a list of whole names (none of them half of
    an inverted pair), a lone capitalised word is the title's first, not a name."""
    following = _NEXT_PIECE_RE.match(text, after)
    if following is None or len(prefix) > 600:
        return False
    word = following.group(1)
    if _GLUED_NAME_RE.match(text, following.start(1)):
        return False  # "O.Zekioğlu, Y.Erhan": the word is the initial of a name written glued
    if _is_initials(word) or word.lower().strip(".") in _SUFFIX_WORDS or word.lower() in {"et", "and", "und"}:
        return False
    given = _GIVEN_PIECE_RE.match(text, following.end())
    if given is not None and is_initials_piece(given.group(1)):
        return False  # "McHone J. F., Dietz, R. S., Title": the word is a family name before its initials
    pieces = [piece for piece in _LIST_SEPARATOR_RE.split(prefix) if piece.strip()]
    return bool(pieces) and all(len(_clean(piece)[0].split()) >= 2 for piece in pieces)


# The piece after a comma and the words after its own comma.
_NEXT_TWO_PIECES_RE = re.compile(r"\s*([^,;:.()]{1,60}),\s*([^,;:()]{1,60})")
_LIST_WORDS = frozenset({"and", "und", "et", "y", "&"})
# Lowercase words a name list holds: particles, joiners, "et al.".
# ("Rossi, L. dan Brown, E.": the word joining the last two names in another language is one.)
_NOT_TITLE_WORDS = (
    _LIST_WORDS
    | {"van", "von", "de", "der", "den", "da", "di", "du", "la", "le", "del", "al"}
    | set(_JOINERS_AFTER_ANY_NAME)
)


def _closed_inverted_pairs(prefix: str, text: str, after: int) -> bool:
    """ "Moreau, P. A., Lind, K., New Quiet, Grand Lakes in …": a list of inverted pairs (one or
    more), every one a family name and its initials, ends where the piece after it is followed by
    words no given name has (a lowercase word): the next name would be "Family, I." too, so "New
    Quiet" opens the title."""
    if len(prefix) > 600:
        return False
    following = _NEXT_TWO_PIECES_RE.match(text, after)
    if following is None:
        return False
    words, then = following.group(1).split(), following.group(2).split()
    if not words or not then or any(_is_initials(word) for word in words) or words[0].lower() in _LIST_WORDS:
        return False
    if not any(word[:1].islower() and word.strip(".") not in _NOT_TITLE_WORDS for word in then):
        return False  # "Lind, K., Novak, Jan Erik": a name given in full may follow
    pieces = [part.strip() for part in prefix.split(",")]
    return (
        len(pieces) >= 2
        and len(pieces) % 2 == 0
        and all(is_initials_piece(given) for given in pieces[1::2])
        and all(family and not is_initials_piece(family) for family in pieces[0::2])
    )


def _closed_by_last_name(prefix: str, text: str, after: int) -> bool:
    """ "E. Novak and F. Ruiz, Topology, disorder, …": a list whose last name, joined by "and", is
    written in full ends at the comma after it, even before a capitalised word that could be a
    name ("Topology"); an inverted list goes on there ("Novak, E. and Ruiz, F., Topology") until
    its last pair is complete ("Kovář, Jan and Novák, Petr, Husitství, in: …")."""
    if len(prefix) < 300 and _INVERTED_PAIRS_CLOSED_RE.match(prefix):
        return True
    last = _LAST_JOINED_NAME_RE.search(prefix[-80:])
    if last is None:
        return False
    words = _clean(last.group(1))[0].split()
    if len(words) < 2 or is_initials_piece(" ".join(words)):
        return False
    return _AFTER_LAST_NAME_RE.match(text, after) is None


# A Vancouver name closed by a period ("Durand P.", "Lind KA."), then a lone capitalised word, a
# comma and a lowercase word: the title's start ("Durand P. Villes, marchés …"); the next name would
# be "Moreau K", and a name's comma is followed by a name or the title ("Janet L. Nelson, Wealth").
_VANCOUVER_NAME_RE = re.compile(rf"[{_CAPITALS}][\w'’-]+\s+[A-Z]{{1,3}}")
# ("Terence E. Fretheim, and David …": "and" after the comma joins one more name.)
_LONE_WORD_THEN_COMMA_RE = re.compile(rf"[{_CAPITALS}][\w'’-]+,\s+(?!(?:and|und|et|y)\s)[a-zà-ÿ]")
# The same word before a capitalised one ("Wielgosz T. Ice, Water and Stone: …") is the title's
# where the reference dates itself as Vancouver (NLM) does, and no name given first does: the
# year after a book's publisher and a semicolon ("London: Publisher; 2018"), or before a
# journal's volume ("J Glaciol. 2019;65(250)").
_LONE_WORD_THEN_CAPITAL_RE = re.compile(rf"[{_CAPITALS}][\w'’-]+,\s+(?!(?:and|und|et|y)\s)[{_CAPITALS}]")
_VANCOUVER_DATE_RE = re.compile(r";\s?(?:1[5-9]|20)\d\d\b|\b(?:1[5-9]|20)\d\d(?:\s[A-Z][a-z]{2})?;\s?\d")


# After a colon written right after a name the names go on only with an initial or a joiner; a
# capitalised word there opens the title ("Hale, Dard: Papermaking"). (A colon after a space is the
# French typography of any colon: "…, Istanbul : Kaynak".)
_NAME_AFTER_COLON_RE = re.compile(r"(?:[A-Z]\.|[,;&]|and\s|und\s|et\s)")


def _title_word_after_vancouver_name(text: str, boundary: int, next_word: int) -> bool:
    # (Both of the dates hold a semicolon: where none follows, the date is not searched for.)
    if not _LONE_WORD_THEN_COMMA_RE.match(text, next_word) and not (
        _LONE_WORD_THEN_CAPITAL_RE.match(text, next_word)
        and text.find(";", boundary) != -1
        and _VANCOUVER_DATE_RE.search(text, boundary)
    ):
        return False
    piece = max(text.rfind(",", 0, boundary), text.rfind(";", 0, boundary)) + 1
    return _VANCOUVER_NAME_RE.fullmatch(text[piece:boundary].strip()) is not None


# A Vancouver list's names are written without stops ("Wang W, Das A, Lanfear R"): this many of
# them before a stop show the form, and the stop ends the list ("Lanfear R. Gigascience. 2020").
_FEWEST_VANCOUVER_NAMES = 3


def closes_vancouver_list(text: str, boundary: int) -> bool:
    """Does the stop at ``boundary`` close a list of names each written "Family II", no stop in
    any of them? A word after it is the title's or the journal's, not one more name."""
    if boundary > 600 or "." in text[:boundary]:
        return False
    pieces = text[:boundary].split(",")
    return len(pieces) >= _FEWEST_VANCOUVER_NAMES and all(
        _VANCOUVER_NAME_RE.fullmatch(piece.strip()) for piece in pieces
    )


# Names written family name first (one family name or two) with their given names in full, one
# or several set apart by semicolons, then a year, bare and closed by a period or a colon or in
# parentheses: "Lindqvist, Dirk 1988. Cognitive grammar …", "Salinas Ibarra, Hugo (2013). Análisis
# …", "Berg, Ingrid; Moen, Knut G. 2022. Title" (a library's bibliography; a family name in capitals
# alone, "DDR, Leipzig 1988.", is a body and its place). A later name's given names may close with
# an initial ("Knut G."); the first's stay whole words, as a place never is.
_NAME_WORD = rf"[{_CAPITALS}][a-zà-ÿ][\w'’-]*"
# ("di Marco, Sofia 2018. Title", "van der Berg, Ingrid": a family name may open with its particles.)
_INVERTED_FULL_NAME = (
    rf"(?:(?:{_CONTINUING_PARTICLES})\s(?:(?:der|den|la)\s)?)?"
    rf"{_NAME_WORD}(?:\s{_NAME_WORD})?,\s+{_NAME_WORD}(?:\s{_NAME_WORD})?"
)
_LATER_INVERTED_NAME = rf"{_INVERTED_FULL_NAME}(?:\s[{_CAPITALS}]\.)?"
_FAMILY_GIVEN_THEN_YEAR_RE = re.compile(
    rf"{_INVERTED_FULL_NAME}(?:;\s+{_LATER_INVERTED_NAME}){{0,30}}"
    r"(?=\s(?:(?:1[5-9]|20)\d\d[a-z]?[.:]|\((?:1[5-9]|20)\d\d[a-z]?\)[.:]?)\s+[A-ZÀ-Þ])"
)


# French bibliographies put the initials in parentheses after the family name: "Durand (P.), Title",
# "Durand (P.) et Lemoine (A.-M.) : Title".
_FAMILY_THEN_BRACKETED_INITIALS = (
    rf"[{_CAPITALS}][\w'’-]+(?:\s[\w'’-]+){{0,2}}\s\((?:[{_CAPITALS}][a-z]?\.[\s-]?){{1,3}}\)"
)
_BRACKETED_INITIALS_LIST_RE = re.compile(
    rf"{_FAMILY_THEN_BRACKETED_INITIALS}(?:\s*(?:,|;|&|\s(?:et|and|und|y))\s+{_FAMILY_THEN_BRACKETED_INITIALS})*"
    r"\s*[,.:](?=\s)"
)


def bracketed_initials_list_end(text: str) -> int | None:
    """Index just after a leading list of "Family (I.)" names and the mark closing it, or None.
    (The line labeller's features read lines with ``author_list_end`` alone.)"""
    bracketed = _BRACKETED_INITIALS_LIST_RE.match(text)
    return bracketed.end() if bracketed is not None else None


_ET_AL_NEXT_RE = re.compile(r"\s*et\.?\s*al\b")
_ET_AL_BEFORE_RE = re.compile(r"[A-Z](?<![^\W\d_].)\.,?\s+et\.?\s*al$")


# What each boundary pattern that ends an author list in the window needs (``_BOUNDARY_RE``,
# ``_MARKED_BOUNDARY_RE``, ``_COMMA_BOUNDARY_RE``): a stop, a colon, a comma, a bracket or a year.
# A window with none of them holds no such boundary, and is told so before its pieces are read.
_BOUNDARY_HINT_RE = re.compile(r"[.:,(]|(?:1[5-9]|20)\d\d")


@line_cache  # pure; a citation's readings ask it of the same text more than once
def author_list_end(text: str, *, limit: int = 1500) -> int | None:
    """Index just after the author list at the start of a citation, or None.

    The list ends at the first period/colon (or " (2021)" year) whose prefix reads as names
    and whose continuation does not go on with another name ("Katz, D. S. Title" ends after
    "S."); failing that, at a comma before a non-name ("B. Rosenhahn, Outdoor and …").
    """
    if (inverted := _FAMILY_GIVEN_THEN_YEAR_RE.match(text)) is not None:
        return inverted.end()
    if _BOUNDARY_HINT_RE.search(text, 0, limit) is None:
        return None  # "item 12", "Title of a talk": no boundary in the window (most short lines)
    fallback: int | None = None
    window = text[: min(len(text), limit)]
    # No prefix that goes past a piece which is not a name can be an author list: stop there.
    stop = _first_non_name_piece_end(window)
    for pattern in (_BOUNDARY_RE, _MARKED_BOUNDARY_RE, _COMMA_BOUNDARY_RE):
        for count, match in enumerate(pattern.finditer(window)):
            if count > 80:
                break
            end = match.end()
            if match.start() >= stop:
                break
            next_word = _NON_SPACE_RE.search(text, end)
            continues = next_word is not None and _goes_on(text, next_word.start())
            mark = text[match.start()] if match.start() < len(text) else ""
            if mark == "," and next_word is not None:
                prefix = text[: match.start()]
                if continues and (
                    _closed_by_last_name(prefix, text, end)
                    or _closed_before_single_word(prefix, text, end)
                    or _closed_inverted_pairs(prefix, text, end)
                ):
                    continues = False
                elif (
                    not continues
                    and _GIVEN_NAME_THEN_AND_RE.match(text, next_word.start())
                    and _ends_with_family_alone(text[: match.start()])
                ):
                    continues = True  # "Kovář, Jan and Novák, Petr": the given name of a pair
                elif not continues and _GIVEN_NAME_THEN_CUT_RE.match(text, next_word.start()):
                    continues = True  # "Vries, Hiroshi and others, Title": a given name, then the cut
                elif (
                    not continues
                    and _FIRST_PAIR_GIVEN_IN_FULL_RE.fullmatch(prefix.strip())
                    and _WHOLE_NAMES_JOINED_RE.match(text, next_word.start())
                ):
                    continues = True  # "Li, François, Yuki da Silva and Ana van Dijk": Chicago's first pair
            if (
                continues
                and mark == ":"
                and text[match.start() - 1 : match.start()].isalpha()
                and not _NAME_AFTER_COLON_RE.match(text, next_word.start())
            ):
                continues = False  # "Hale, Dard: Papermaking. …": a colon right after a name closes the names
            # "Huang Y. et al. Angew. Chem.": the stop is the initial's, and "et al." closes the list.
            if mark == "." and _ET_AL_NEXT_RE.match(text, end):
                continues = True
            elif (
                continues
                and mark == "."
                and text.endswith("al", 0, match.start())
                and _ET_AL_BEFORE_RE.search(text, max(0, match.start() - 20), match.start())
            ):
                continues = False
            if (
                continues
                and mark == "."
                and (
                    _title_word_after_vancouver_name(text, match.start(), next_word.start())
                    or closes_vancouver_list(text, match.start())
                )
            ):
                continues = False
            if (
                continues
                and mark == "."
                and not _ends_with_initial(text[: match.end()])
                and _closed_by_last_name(text[: match.start()], text, end)
            ):
                continues = False  # "… and David L. Peters. A Theological …": the list ended at "Peters."
            if (
                not continues
                and mark == "."
                and next_word is not None
                and _middle_initial_of_full_names(text, match.end(), next_word.start())
            ):
                continues = True  # "Ana Ruiz, Jane A. McKeating and Tom Lee. Title": "A." is Jane's
            if continues and fallback is not None:
                continue  # only the first such boundary is ever kept as the fallback
            prefix = text[:end] if mark == "." else text[: match.start()]
            if _past_closed_last_name(prefix) or not is_author_list(prefix):
                continue
            if continues:
                fallback = end
                continue
            if (unpaired := _unpaired_end(prefix.rstrip("."))) is not None:
                return unpaired
            return _past_marks(text, end)
    return fallback


# The words that say a work was written with the names after them: "co-authored with", "co-autoria com".
COAUTHORED = r"co-?author(?:ed)?|co-?written|co-?autori[aá]|co-?autor(?:a|ía)?|in\s+collaboration"


# "with P. Novak and R. Silva", "joint with …", "(avec C. Moreau)", "mit …", "con …": on a page
# owner's list a card's line names the co-authors; the owner is never written.
_COAUTHOR_LINE_RE = re.compile(
    r"^\(?\s*(?:(?:joint(?:ly)?(?:\s+work)?|together|en\s+collaboration|zusammen|gemeinsam|junto|"
    + COAUTHORED
    + r")\s+)?"
    r"(?:with|avec|mit|con|com)\s+([^()]{2,400}?)\s*\)?\s*[.;,]?\s*$",
    re.IGNORECASE,
)


_INITIAL_IN_NAME_RE = re.compile(r"[A-ZÀ-ÖØ-Þ](?<![^\W\d_].)\.")


def coauthors_of_line(text: str, *, known_words: frozenset[str] = frozenset()) -> str | None:
    """The names of a co-author line ("with P. Novak and R. Silva" → "P. Novak and R. Silva"), or None;
    the word joining the last two names in the line's language is "and" ("com M. Silva e J. Costa"
    → "M. Silva and J. Costa").

    A title wrapped before "with" ("… Estimation / with Noisy Labels") reads as names too: names
    without initials count only when none of their words is one of ``known_words`` (words of
    titles and venues)."""
    match = _COAUTHOR_LINE_RE.match(text.strip())
    if match is None:
        return None
    # (the last two joined in the note's language: "com B. Bolognesi e L. Mesquita")
    names = _NOTE_JOINER_RE.sub(" and ", match.group(1).strip(" ,;."))
    if not is_author_list(names):
        return None
    pieces = [piece for piece in _LIST_SEPARATOR_RE.split(names) if piece.strip()]
    if all(_INITIAL_IN_NAME_RE.search(piece) for piece in pieces):
        return names
    # An initial ("E." of "Marcelo E. A. Silva") is no title's word, whatever word it spells.
    words = {word.casefold() for word in re.findall(r"[^\W\d_]{2,}", names)}
    return None if words & known_words else names


# The word "with" in a co-author note: English, French, German, Spanish and Italian, Portuguese.
WITH = r"with|avec|mit|con|com"
# Only in brackets, where a short word cannot open a title: Polish "(z …)", Czech and Slovak
# "(s …)", Dutch "(met …)", Scandinavian "(med …)", Catalan "(amb …)", Romanian "(cu …)".
BRACKETED_WITH = WITH + r"|(?-i:z|ze|s|se|met|med|amb|cu)"
# A co-author note in the place of the author list, before the title or after a quoted one: "(with
# P. Novak and R. Silva)", "(joint with …)", ", with P. Novak, Journal …". The page owner is not written.
_COAUTHOR_NOTE_RE = re.compile(
    r"[\s,.;:]*(?:(?P<open>\(\s*)(?:[^\W\d_][^(),]{1,38},\s*)?)?"
    r"(?:(?:joint(?:ly)?(?:\s+work)?|together|" + COAUTHORED + r")\s+)?"
    r"(?:" + WITH + r"|(?<=\()\s*(?:" + BRACKETED_WITH + r"))\s+",
    re.IGNORECASE,
)
# The word joining the last two co-authors in those languages: "(z J. Kowalski i A. Nowak)",
# "(met J. de Vries en P. Smit)", "(com M. Silva e J. Costa)", "(s J. Novák a P. Dvořák)".
_NOTE_JOINER_RE = re.compile(r"\s+(?-i:i|e|a|en|og|och|ja|és)\s+(?=[A-ZÀ-ÖØ-Þ])")
_NOTE_CLOSE_RE = re.compile(r"\)\s*[.,;:]?\s*")
_NOTE_PARTICLES = frozenset(particle.casefold() for particle in _PARTICLES)
_NOTE_PIECE_END_RE = re.compile(r"\s*[,.;:]\s*")


def coauthor_note(
    text: str, start: int = 0, *, known_words: frozenset[str] = frozenset()
) -> tuple[str, int] | None:
    """The names of a co-author note at ``start`` of ``text`` and where the note ends, or None.

    In parentheses the note is what they hold; without them it runs to the end of the author list
    after "with", less a last part that is a venue's name (``known_words``: words of venue names;
    "with L. Ruiz, American Economic Review" names one co-author)."""
    lead = _COAUTHOR_NOTE_RE.match(text, start)
    if lead is None:
        return None
    # Names hold "and", "de", "van": only the other words of venue names are a venue's.
    known_words = known_words - _TITLE_WORDS - _NOTE_PARTICLES
    if lead.group("open") is not None:
        close = _closing_parenthesis(text, lead.end(), lead.end() + 400)
        if close is None:
            return None
        # Held in parentheses after "with", an author list is the co-authors whatever its words;
        # a note in parentheses after a name ("Ana Ruiz (co-first author)") is none of them.
        held = _INNER_NOTE_RE.sub("", text[lead.end() : close])
        if "(" in held or ")" in held:
            return None
        names = coauthors_of_line(f"with {_NOTE_JOINER_RE.sub(' and ', held)}")
        end = _NOTE_CLOSE_RE.match(text, close)
        return (names, end.end()) if names is not None and end is not None else None
    rest = text[lead.end() :]
    end = author_list_end(rest, limit=400)
    while end is not None:
        names = coauthors_of_line(f"with {rest[:end]}", known_words=known_words)
        if names is not None:
            after = _NOTE_PIECE_END_RE.match(rest, end)
            return names, lead.end() + (after.end() if after else end)
        # The list ran into the venue ("L. Ruiz, American Economic Review"): its last part is none.
        end = rest.rfind(",", 0, end) if "," in rest[:end] else -1
        end = end if end > 0 else None
    return None


# A co-author note in square brackets: "“Title” [with A. Ruiz and B. Cole], 2023", "[joint with A. Ruiz]",
# as economists' CVs print it in place of the round one. The readers know the round one.
_SQUARE_COAUTHOR_NOTE_RE = re.compile(r"\[(\s*(?:joint(?:ly)?\s+)?with\s+[^\[\]()]{2,200})\]", re.IGNORECASE)


def has_square_coauthor_note(text: str) -> bool:
    """Does ``text`` write a co-author note in square brackets ("[with A. Ruiz]")?"""
    return "[" in text and _SQUARE_COAUTHOR_NOTE_RE.search(text) is not None


def with_square_coauthor_notes_rounded(text: str) -> str:
    """``text`` with each co-author note in square brackets written in round ones ("[with A. Ruiz]"
    → "(with A. Ruiz)"); a text with none as it is."""
    return _SQUARE_COAUTHOR_NOTE_RE.sub(r"(\1)", text) if "[" in text else text


# A note in parentheses inside a co-author note: "(with Ana Ruiz (co-first author), and Eva Holm)".
_INNER_NOTE_RE = re.compile(r"\s*\([^()]{1,60}\)")


def _closing_parenthesis(text: str, start: int, stop: int) -> int | None:
    """Where the parenthesis open before ``start`` closes, notes in parentheses inside it passed
    over; None where it does not close before ``stop``."""
    depth = 0
    for index in range(start, min(stop, len(text))):
        if text[index] == "(":
            depth += 1
        elif text[index] == ")":
            if depth == 0:
                return index
            depth -= 1
    return None


# ---------------------------------------------------------------- mending a list's end (the reader's)
# These read the list ``author_list_end`` found once more; the line features never call them.
# A colon glued to the title's first word: "… and Eva Holm:Learning …".
_GLUED_COLON_RE = re.compile(r":(?<=[^\W\d_]{2}:)(?=[A-ZÀ-Þ][a-z])")


def names_before_glued_colon(text: str, end: int) -> int | None:
    """ "Ana Ruiz, Karl Holm and Eva Holm:Learning …": a list read to a name before the last ones
    goes on to the colon glued to the title's first word where all before it reads as names; the
    index after that colon, else None."""
    colon = _GLUED_COLON_RE.search(text, end, end + 120)
    if colon is None or not is_author_list(text[: colon.start()]):
        return None
    return colon.end()


# One capitalised word, then a colon: "G. Feuser: Erste Erfahrungen …".
_WORD_THEN_COLON_RE = re.compile(rf"\s*([{_CAPITALS}][\w'’-]+):(?=\s)")


# A given name written out: "Walid", "Chi-Yin", "José".
_GIVEN_NAME_RE = re.compile(rf"^[{_CAPITALS}][^\W\d_]+(?:-[{_CAPITALS}][^\W\d_]+)?$")


def _whole_given_first(piece: str) -> bool:
    """ "Chi-Yin Chow", "Daniel J. Abadi": a whole name written given name first, its last word no
    initial."""
    words = piece.split()
    return 2 <= len(words) <= 4 and _GIVEN_NAME_RE.match(words[0]) is not None and not _is_initials(words[-1])


def name_before_colon(text: str, end: int) -> int | None:
    """ "Wolfgang Jantzen, G. Feuser: Title", "U. Lenz, T. Vogt, H. Zeiher: Title": a list read to a
    given name's initials after whole names (no half of an inverted "Family, I." pair) goes on to
    the family name closed by a colon; the index after that colon, else None."""
    word = _WORD_THEN_COLON_RE.match(text, end)
    if word is None or word.group(1).lower() in _TITLE_WORDS:
        return None
    pieces = [_clean(piece)[0] for piece in _LIST_SEPARATOR_RE.split(text[:end]) if piece.strip(" .")]
    if len(pieces) < 2 or len(pieces) > 30:
        return None
    if not is_initials_piece(pieces[-1]):
        # "Chi-Yin Chow, Walid G. Aref: Title": a given name and its middle initial, after whole
        # names written given name first, go on to the family name closed by the colon (DBLP's form).
        given = pieces[-1].split()
        if not (
            len(given) >= 2 and is_initials_piece(" ".join(given[1:])) and _GIVEN_NAME_RE.match(given[0])
        ):
            return None
        if not all(_whole_given_first(piece) for piece in pieces[:-1]):
            return None
        return word.end() if is_author_list(text[:end] + " " + word.group(1)) else None
    before = pieces[-2].split()
    # "Van Dijk, T. Racism: …": a family name with a particle, then its initial, is an inverted pair.
    if len(before) < 2 or is_initials_piece(pieces[-2]) or any(w.lower() in _PARTICLES for w in before):
        return None
    if not is_author_list(text[:end] + " " + word.group(1)):
        return None
    return word.end()


# The last word of a title's head that names a thing, not a person: "Imagined Communities",
# "Citizen Politics", "Full Participation" (family names rarely end so).
_COMMON_NOUN_END_RE = re.compile(
    r"(?:tions?|sions?|ities|olog(?:y|ies)|ograph(?:y|ies)|ics|isms?|ments?|ness|ships?|hoods?)$"
)


def title_head_before_colon(names: str) -> int | None:
    """ "Benedict Anderson, Imagined Communities: …", "Steven Wassenaar, De Beaubourg: …": after
    whole names written given name first, the two or three words before the colon that ends
    ``names`` open the title, not another name, where they are no person's: their first is a
    title's word ("The"), or a particle with no given name before it, or their last names a thing
    ("-ities", "-tion", "-ics", …). The index of the comma before them, else None."""
    if len(names) > 300 or not names.endswith(":"):
        return None
    comma = names.rfind(", ")
    head = names[comma + 1 : -1].split()
    if comma <= 0 or not 2 <= len(head) <= 3 or any(_is_initials(word) for word in head):
        return None
    for piece in _LIST_SEPARATOR_RE.split(names[:comma]):
        words = _clean(piece)[0].split()
        # A whole name written given name first: two to four words, the last no initial.
        if not 2 <= len(words) <= 4 or _is_initials(words[-1]) or not words[0][:1].isupper():
            return None
    first, last = head[0].lower(), head[-1].lower()
    if first in _TITLE_WORDS or (len(head) == 2 and first in _PARTICLES) or _COMMON_NOUN_END_RE.search(last):
        return comma
    return None


# A possessive ("Sailor’s", "Farmer's"): a title's word; no name is written so.
_POSSESSIVE_RE = re.compile(r"[^\W\d_]{2}['’]s\b")


def possessive_piece_start(names: str) -> int | None:
    """ "Ingrid Halvorsen, Sailor’s Almanac (1994)": a piece of the list holding a possessive opens
    the title; the index of the separator before it, else None (no such piece, or none before it)."""
    # (An apostrophe first: most lists of names hold none, told before the pattern steps through them.)
    if len(names) > 600 or ("'" not in names and "’" not in names) or _POSSESSIVE_RE.search(names) is None:
        return None
    position = 0
    for separator in [*_LIST_SEPARATOR_RE.finditer(names), None]:
        stop = separator.start() if separator is not None else len(names)
        if _POSSESSIVE_RE.search(names, position, stop):
            comma = names.rfind(",", 0, position)
            return comma if comma > 0 else None
        if separator is None:
            return None
        position = separator.end()
    return None


def lone_word_after_whole_names(names: str) -> int | None:
    """ "J. Novak, Counting, Calendars, and Cosmology: …", "Ana L. Ruiz, Wealth and Wisdom: …": after
    whole names written given name first (initials before the family name), a lone word (neither an
    initial nor a suffix) opens the title; the index of the comma before it, else None."""
    if len(names) > 600 or ", " not in names:
        return None
    position = 0
    whole = 0
    for separator in [*_LIST_SEPARATOR_RE.finditer(names), None]:
        stop = separator.start() if separator is not None else len(names)
        piece = _clean(names[position:stop].strip(" :"))[0]
        if piece:
            words = piece.split()
            if len(words) == 1:
                # Bare capitals are initials where the list writes them so; after "T. Varga" they
                # are a title's acronym ("T. Varga, NOVA: …").
                dotted = "." in names[:position] and "." not in words[0]
                initials = _is_initials(words[0]) and not dotted
                if whole == 0 or initials or piece.lower().strip(".") in _SUFFIX_WORDS:
                    return None
                comma = names.rfind(",", 0, position)
                return comma if comma >= 0 and not names[comma:position].strip(" ,") else None
            # Given name first: an initial before the family name ("J. J. Novak", "Ana L. Ruiz").
            if not any(_is_initials(word) for word in words[:-1]) or _is_initials(words[-1]):
                return None
            whole += 1
        if separator is None:
            return None
        position = separator.end()
    return None


# ---------------------------------------------------------------- names glued together
# A bold or linked name copied without the separator after it runs into the next one: "A.K.
# RathiS. Sharma, A. Chakraborty (2019) Title": a family name's small letters, then the next name's
# initials and its family name, closed by the list's comma. (The match is the first initial; the
# small letters are looked behind from it: a pattern that opens with its look-behind makes the
# regex engine try every position of the text, one that opens with a capital only the capitals.)
_GLUED_NAMES_RE = re.compile(
    r"[A-Z](?<=[a-zà-ÿ]{2}[A-Z])(?=\.\s?(?:[A-Z]\.\s?)*[A-Z][a-zà-ÿ]+(?:[-'’][A-Za-zà-ÿ]+)*,\s)"
)


def has_glued_names(text: str) -> bool:
    """Does a line hold two names glued together where its author list would be (a cheap test)?"""
    return _GLUED_NAMES_RE.search(text, 0, 300) is not None


def with_glued_names_parted(text: str) -> str:
    """``text`` with a comma between two names glued together in the author list opening it, where
    the names before and after the glue read as a list; any other text as it is."""
    found = _GLUED_NAMES_RE.search(text, 0, 300)
    if found is None:
        return text
    _, body = strip_list_marker(text)
    opening = text.find(body) if body else -1  # the list's number or bullet stays as it is
    if not 0 <= opening < found.start():
        return text
    names, rest = text[opening : found.start()], text[found.start() :]
    end = author_list_end(f"{names}, {rest}")
    if end is None or end <= len(names) + 2 or not is_author_list(names):
        return text
    return f"{text[:opening]}{names}, {rest}"
