"""Places of publication: the cities a book's imprint names ("Madrid: Cátedra", "PWN, Warszawa
1999", "Leiden, Brill, 2012"), in English and in their own languages, with the abbreviations of
Russian imprints ("М.: Наука") and the state or country codes (also the Associated Press's "Ga.",
"Mass."), or the country, written after a city.

A place the list lacks is one after a house named with a publisher's word ("Harbour Press, Kirkwall"),
or one of the places before it joined to one the list knows ("Amsterdam/ Philadelphie, John Benjamins").

Cannot handle: otherwise a place that is not in the list is not known as one (a small town's press); a
publisher named after its city alone ("Cambridge") reads as the place.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from .classify import MEETING_NOUNS
from .linecaches import text_cache
from .linkingwords import HOUSE_LINKING_WORDS

_CITIES = """
london, new york, oxford, cambridge, edinburgh, glasgow, dublin, manchester, birmingham, bristol,
leeds, liverpool, abingdon, farnham, aldershot, basingstoke, harmondsworth, chichester, cheltenham,
hove, milton park, oxon, reading, brighton, norwich, exeter, durham, york, belfast, cardiff,
st andrews, boston, chicago, princeton, new haven, berkeley, los angeles, san francisco, stanford,
baltimore, philadelphia, washington, ithaca, chapel hill, austin, minneapolis, bloomington,
ann arbor, madison, urbana, seattle, hoboken, englewood cliffs, upper saddle river, thousand oaks,
newbury park, beverly hills, malden, lanham, westport, norwood, mahwah, hillsdale, new brunswick,
piscataway, amherst, notre dame, lincoln, columbia, nashville, atlanta, houston, dallas, denver,
pittsburgh, cleveland, detroit, st louis, san diego, toronto, montréal, montreal, québec, quebec,
ottawa, vancouver, paris, lyon, marseille, toulouse, bordeaux, lille, strasbourg, rennes, nancy,
grenoble, montpellier, nantes, rouen, caen, dijon, besançon, aix-en-provence, poitiers, limoges,
tours, orléans, clermont-ferrand, bruxelles, brussels, louvain, leuven, louvain-la-neuve, liège,
namur, gand, gent, antwerpen, anvers, bruges, genève, geneva, lausanne, neuchâtel, fribourg, zürich,
zurich, basel, bâle, bern, berne, lugano, berlin, leipzig, münchen, munich, frankfurt,
frankfurt am main, frankfurt/m, hamburg, stuttgart, köln, cologne, göttingen, tübingen, heidelberg,
wiesbaden, bonn, bielefeld, münster, mainz, freiburg, marburg, darmstadt, dresden, weinheim, opladen,
bad heilbrunn, düsseldorf, hannover, kiel, bremen, nürnberg, regensburg, würzburg, paderborn, weimar,
jena, halle, potsdam, baden-baden, wien, vienna, innsbruck, graz, salzburg, linz, klagenfurt,
amsterdam, leiden, utrecht, rotterdam, groningen, nijmegen, the hague, den haag, dordrecht, madrid,
barcelona, sevilla, seville, valencia, salamanca, granada, zaragoza, bilbao, oviedo, santander,
lisboa, lisbon, porto, coimbra, braga, roma, rome, milano, milan, torino, turin, firenze, florence,
bologna, napoli, naples, venezia, venice, padova, padua, bari, pisa, genova, genoa, palermo, catania,
verona, trento, trieste, perugia, siena, warszawa, warsaw, kraków, krakow, cracow, wrocław, poznań,
łódź, gdańsk, lublin, katowice, toruń, praha, prague, brno, olomouc, bratislava, budapest, ljubljana,
zagreb, beograd, belgrade, novi sad, sarajevo, bucurești, bucharest, cluj-napoca, iași, sofia,
athens, athina, thessaloniki, moskva, moscow, st. petersburg, saint petersburg, sankt-peterburg,
leningrad, kazan, novosibirsk, ufa, ekaterinburg, yekaterinburg, kyiv, kiev, kharkiv, lviv, minsk,
vilnius, riga, tallinn, stockholm, uppsala, lund, göteborg, gothenburg, oslo, bergen, trondheim,
tromsø, københavn, copenhagen, aarhus, odense, helsinki, turku, reykjavík, reykjavik, istanbul,
ankara, tehran, jerusalem, tel aviv, beirut, cairo, amman, baghdad, damascus, tokyo, kyoto, osaka,
beijing, shanghai, hong kong, singapore, seoul, taipei, new delhi, delhi, mumbai, bombay, calcutta,
kolkata, chennai, madras, bangalore, hyderabad, karachi, lahore, islamabad, dhaka, colombo,
kathmandu, bangkok, jakarta, manila, kuala lumpur, hanoi, mexico, méxico, ciudad de méxico,
guadalajara, monterrey, buenos aires, córdoba, são paulo, sao paulo, rio de janeiro, porto alegre,
belo horizonte, brasília, curitiba, salvador, recife, santiago, santiago de chile, lima, bogotá,
bogota, medellín, caracas, montevideo, quito, havana, la habana, la paz, asunción, san josé, nairobi,
johannesburg, cape town, pretoria, lagos, ibadan, dakar, accra, kampala, dar es salaam, sydney,
melbourne, canberra, brisbane, adelaide, perth, auckland, wellington, cham, москва, санкт-петербург,
спб, ленинград, казань, уфа, новосибирск, екатеринбург, киев, минск,
brasil, canada, australia, sweden, norway, denmark, finland, portugal, greece, ireland, scotland,
londres, londra, venise, venedig, gênes, genf, ginevra, mailand, neapel, florenz, rom, parigi, vienne,
wenen, lisbonne, lissabon, moscou, varsovie, prag, pékin, leyde, la haye, francfort, mayence,
aix-la-chapelle, brüssel, bruselas, bruxelas, nueva york, nova york, nova iorque,
assisi, spoleto, urbino, fermo, macerata, ancona, brescia, bergamo, modena, parma, pavia, ravenna,
udine, vicenza, cagliari, messina, lecce, nouméa, noumea, papeete, avignon, arles, reims, amiens,
angers, la rochelle, gatineau, sherbrooke, collegeville, binghamton, evanston, urss, ussr,
new orleans, las vegas, long beach, honolulu, orlando, miami, phoenix, san jose, santa clara,
salt lake city, san antonio, anaheim, portland, sacramento, punta cana, abu dhabi, dubai, doha
"""
# Countries, also written after a city the list lacks ("Le Puy, France: Éditions …").
_COUNTRIES = """
germany, deutschland, france, italy, italia, spain, españa, england, switzerland, schweiz, austria,
österreich, netherlands, belgium, belgique, poland, polska, russia, china, japan, india, brazil,
argentina, chile, peru, colombia, venezuela, bolivia, ecuador, uruguay, paraguay, cuba, guatemala,
honduras, nicaragua, panama, costa rica, jamaica, indonesia, malaysia, thailand, vietnam,
philippines, cambodia, myanmar, nepal, bangladesh, pakistan, afghanistan, sri lanka, mongolia,
kazakhstan, uzbekistan, korea, south korea, taiwan, turkey, israel, lebanon, syria, iraq,
saudi arabia, yemen, oman, egypt, morocco, algeria, tunisia, libya, sudan, ethiopia, kenya,
tanzania, uganda, rwanda, nigeria, ghana, senegal, cameroon, congo, angola, zambia,
zimbabwe, mozambique, madagascar, namibia, botswana, south africa, new zealand, papua new guinea,
iceland, greenland, estonia, latvia, lithuania, ukraine, belarus, romania, hungary, bulgaria,
serbia, croatia, slovenia, slovakia, czech republic, albania, armenia, azerbaijan, usa, uk
"""
COUNTRIES = frozenset(name.strip() for name in _COUNTRIES.replace("\n", " ").split(",") if name.strip())
PLACES = frozenset(name.strip() for name in _CITIES.replace("\n", " ").split(",") if name.strip()) | COUNTRIES
# Russian imprints abbreviate the two capitals: "М.: Наука", "Л.: Наука", "СПб.: Питер".
_ABBREVIATED = frozenset({"м", "л", "спб"})
# A state, province or country after the city: "Cambridge, MA", "Thousand Oaks (CA)", "Leiden (NL)".
_QUALIFIER_RE = re.compile(r"^(?:[A-Z]{2,3}|[A-Z]\.[A-Z]\.|USA|U\.S\.A\.|UK|U\.K\.)$")
# The states of the United States as the Associated Press abbreviates them: "Atlanta, Ga.", "Boston, Mass.".
_AP_STATES = frozenset(
    [
        "Ala",
        "Ariz",
        "Ark",
        "Calif",
        "Colo",
        "Conn",
        "Del",
        "Fla",
        "Ga",
        "Ill",
        "Ind",
        "Kan",
        "Kans",
        "Ky",
        "La",
        "Md",
        "Mass",
        "Mich",
        "Minn",
        "Miss",
        "Mo",
        "Mont",
        "Neb",
        "Nebr",
        "Nev",
        "Okla",
        "Ore",
        "Pa",
        "Tenn",
        "Tex",
        "Vt",
        "Va",
        "Wash",
        "Wis",
        "Wyo",
        # Canada's provinces, abbreviated the same way ("Gatineau, Que.", "Toronto, Ont.").
        "Alta",
        "Ont",
        "Que",
        "Qué",
        "Sask",
    ]
)
_PARENS_RE = re.compile(r"\s*\([^()]{1,20}\)\s*$")
# The postal codes of the states and provinces of the United States and Canada: a city the list
# lacks is a place when one follows it before the publisher ("Pearl Harbor, HI: Navy Press").
_STATE_CODES = frozenset(
    [
        "AL",
        "AK",
        "AZ",
        "AR",
        "CA",
        "CO",
        "CT",
        "DE",
        "FL",
        "GA",
        "HI",
        "ID",
        "IL",
        "IN",
        "IA",
        "KS",
        "KY",
        "LA",
        "ME",
        "MD",
        "MA",
        "MI",
        "MN",
        "MS",
        "MO",
        "MT",
        "NE",
        "NV",
        "NH",
        "NJ",
        "NM",
        "NY",
        "NC",
        "ND",
        "OH",
        "OK",
        "OR",
        "PA",
        "RI",
        "SC",
        "SD",
        "TN",
        "TX",
        "UT",
        "VT",
        "VA",
        "WA",
        "WV",
        "WI",
        "WY",
        "DC",
        "AB",
        "BC",
        "MB",
        "NB",
        "NL",
        "NS",
        "ON",
        "PE",
        "QC",
        "SK",
    ]
)
_REGION_ABBREVIATION_RE = re.compile(r"[A-Z][a-zäöü]{1,3}")
_SEPARATOR_RE = re.compile(r"\s*(?:/|-|–|\bund\b|\bet\b|\band\b|&)\s*")


@text_cache(maxsize=4096)
def is_place(text: str) -> bool:
    """Is ``text`` a place of publication ("Paris", "Cambridge, MA", "Berlin/Boston", "М.")?"""
    text = _PARENS_RE.sub("", text.strip(" ,;:")).strip()
    if text.rstrip(".").casefold() in _ABBREVIATED and text.endswith("."):
        return True
    text = text.rstrip(".")
    if not text:
        return False
    city, _, qualifier = text.partition(",")
    if qualifier and not (
        _QUALIFIER_RE.match(qualifier.strip())
        or qualifier.strip().rstrip(".") in _AP_STATES
        or is_place(qualifier)
    ):
        return False
    parts = [part for part in _SEPARATOR_RE.split(city.strip()) if part]
    if len(parts) == 2 and parts[1] in {"M", "Main"} and _known(parts[0]):
        return True  # "Frankfurt/M"
    if len(parts) == 2 and "/" in city and _REGION_ABBREVIATION_RE.fullmatch(parts[1]) and _known(parts[0]):
        return True  # "Bad Heilbrunn/Obb.": the town and its region, abbreviated
    return bool(parts) and all(_known(part) for part in parts)


def _known(part: str) -> bool:
    return part.strip(" .").casefold() in PLACES


# ---------------------------------------------------------------- a book's imprint
_YEAR_AT_END_RE = re.compile(r"(?:,\s*|\s+)(?:1[5-9]|20)\d\d[a-z]?\s*\)?\s*\.?\s*$")
_IMPRINT_SEPARATOR_RE = re.compile(r"\s*([,:])\s*")
# (Vietnamese imprints abbreviate "Nhà xuất bản", publishing house: "Nxb Giáo dục". A Czech or
# Slovak university publishes under its name, the noun in small letters after its adjective:
# "Brno: Masarykova univerzita".)
_PUBLISHER_WORD_RE = re.compile(
    r"\b(?:Press|Presses|Verlag\w*|Publish\w*|Pub(?=\.)|Publ(?=\.)|Books|[ÉE]ditions?|Éd(?=\.)|Editorial"
    r"|Editora|Editore|Edizioni|[Uu]niverzita"
    r"|Wydawnictwo|UP|Librair\w*|Libreria|Издательство|Nxb|NXB)\b"
)
# Words of a journal's, a meeting's or a series' name: such a segment is no publisher.
_VENUE_WORD_RE = re.compile(
    r"\b(?:Journal|Review|Revue|Revista|Rivista|Zeitschrift|Proceedings|Proc|Bulletin|Annals|Annales"
    r"|Transactions|Quarterly|Letters|Magazine|Cahiers|Archives|Acta|Actes|Series|Report|Thesis"
    r"|Dissertation|Vol|Volume|" + "|".join(MEETING_NOUNS) + r")\b",
    re.IGNORECASE,
)


_NOTE_AFTER_YEAR_RE = re.compile(r"(?<=\d)\s*[(\[][^()\[\]]{3,200}[)\]]\s*\.?\s*$")
# The pages cited after the imprint's year: "…, Paris, Gallimard, 1990, p. 12-30.", "…, Praha, Academia
# 2004, passim, zejm. s. 276–277, 290.", "…, Berlin, Springer, 2001, S. 45-67".
_PAGE_RANGE = r"\d{1,5}(?:\s*[-–]\s*\d{1,5})?"
_PAGES_AFTER_YEAR_RE = re.compile(
    r"(?<=\d)\s*,\s*(?:[a-zà-ž]{3,8}\.?,?\s+){0,2}(?:pp?|S|s|str|с|págs?|pages?)\.?\s*"
    rf"{_PAGE_RANGE}(?:\s*,\s*{_PAGE_RANGE})*\s*\.?\s*$"
)
_IMPRINT_IN_PARENS_RE = re.compile(r"\s\(([^()]{3,100})\)\s*\.?\s*$")


def imprint_start(text: str, *, at_most: int | None = None) -> int | None:
    """Where the imprint that closes a book's citation starts (the separator before it):
    "…, Farnham: Ashgate, 2012.", "… (Oxford: Clarendon Press, 2014).", "…, Chêne, Paris, 2003.",
    "…, PWN, Warszawa 1999.", "…, Praha 1951.", "… (Harbour Verlag, Germany).", also before the pages
    cited ("…, Paris, Gallimard, 1990, p. 12-30."); None when the citation ends otherwise. With
    ``at_most``, None also where the imprint starts after that place: the imprints that would
    start there are not read."""
    year = _YEAR_AT_END_RE.search(text, max(0, len(text) - 30))
    if year is None and text.rstrip(" .")[-1:] in ")]" and (note := _NOTE_AFTER_YEAR_RE.search(text)):
        # "…, Melbourne University Press 1977 (extracts: pp. 1-25).": a note after the imprint's year.
        year = _YEAR_AT_END_RE.search(text, max(0, note.start() - 30), note.start())
    if year is None and (pages := _PAGES_AFTER_YEAR_RE.search(text, max(0, len(text) - 90))) is not None:
        year = _YEAR_AT_END_RE.search(text, max(0, pages.start() - 30), pages.start())
    if year is None:
        parens = (
            _IMPRINT_IN_PARENS_RE.search(text, max(0, len(text) - 110))
            if text.rstrip(" .")[-1:] == ")"
            else None
        )
        if parens is not None and (book := read_imprint(parens.group(1))) is not None and book.publisher:
            return _not_after(parens.start(), at_most)
        return _not_after(_yearless_imprint_start(text), at_most)
    end = year.start()
    separators = []
    position = end
    for _ in range(4):
        # (Three calls, not a generator over the marks: a third of the time.)
        found = max(text.rfind(",", 0, position), text.rfind(":", 0, position), text.rfind("(", 0, position))
        if found < 0 or end - found > 140:
            break
        separators.append(found)
        position = found
        if text[found] == "(":
            break
    for start in reversed(separators):  # the longest imprint first
        if at_most is not None and start > at_most:
            return None  # this imprint and those left start after it
        if text[start] != ":" and read_imprint(text[start + 1 : end]) is not None:
            return start
        if text[start] == "(" and _PLACE_BEFORE_YEAR_RE.fullmatch(text, start + 1, end):
            return start  # "Title (Bilthoven, 1973)": a place the list lacks, with the year, in parentheses
    return None


def _not_after(start: int | None, at_most: int | None) -> int | None:
    return None if start is None or (at_most is not None and start > at_most) else start


# A place's name before the year in a book's closing parenthesis: one to three capitalised words.
_PLACE_BEFORE_YEAR_RE = re.compile(r"[A-ZÀ-Þ][^\W\d_]+(?:[\s-][A-ZÀ-Þ][^\W\d_]+){0,2},?")
_PLACE_LEFT_OF_YEAR_RE = re.compile(r"\(\s*" + _PLACE_BEFORE_YEAR_RE.pattern + r"\s*\)")


def place_left_of_year(text: str) -> bool:
    """ "(Bilthoven, )": what a book's closing "(Place, Year)" leaves once its year is read."""
    return _PLACE_LEFT_OF_YEAR_RE.fullmatch(text.strip()) is not None and "," in text


_DIGIT_RE = re.compile(r"\d")


def _yearless_imprint_start(text: str) -> int | None:
    """ "…, 2001, Title, Presses universitaires de Lyon, Paris.": the year written earlier, the imprint
    closes the citation without one; it is taken only when it names its publisher."""
    closing = text.rstrip(" .")
    last = closing.rfind(",")
    if last < 0 or len(closing) - last > 70 or _DIGIT_RE.search(closing, last):
        return None  # "…, pp. 1-13": an imprint holds no number
    before = closing.rfind(",", 0, last)
    for start in (before, last):
        if start > 0 and len(closing) - start <= 140 and ". " not in closing[start:]:
            book = read_imprint(closing[start + 1 :])
            if book is not None and book.publisher:
                return start
    return None


class Imprint(NamedTuple):
    """A book's imprint: its publisher (None when only the place is written)."""

    publisher: str | None


def read_imprint(text: str) -> Imprint | None:
    """A place and a publisher, in either order, or a place alone ("Madrid: Cátedra", "Chêne,
    Paris", "Cambridge, MA: MIT Press", "Praha"), or None when the text is no imprint."""
    # "Paris, Éd. de l’Éclat (Coll. « Essais »)": the series in parentheses after the house is no part of it.
    text = _SERIES_IN_PARENS_RE.sub("", text)
    pieces = _IMPRINT_SEPARATOR_RE.split(text.strip(" .,;()"))
    segments, marks = pieces[0::2], pieces[1::2]
    if len(segments) > 1 and _SERIES_SEGMENT_RE.match(segments[-1]):
        segments, marks = segments[:-1], marks[:-1]  # the series after the house is no part of it
    if not segments or len(segments) > 4 or any(_not_imprint(segment) for segment in segments):
        return None
    for split in range(len(segments) + 1):
        place = ", ".join(segments[:split])
        rest = segments[split:]
        if split and (is_place(place) or (split == 2 and _city_and_state(segments, marks))):
            if not rest:
                return Imprint(None)
            if len(rest) == 1 and _publisher_like(rest[0]):
                return Imprint(rest[0])
            # "Leeds: Centre for the Study of Law, University of Leeds": after a colon, a publisher
            # that names its house (and perhaps its place again).
            if marks[split - 1] == ":" and all(_publisher_like(part) or is_place(part) for part in rest):
                return Imprint(", ".join(part for part in rest if not is_place(part)))
        # "Chêne, Paris": the publisher first, then the place.
        if split == 1 and rest and is_place(", ".join(rest)) and _publisher_like(segments[0]):
            return Imprint(segments[0])
    if len(segments) == 1 and _PUBLISHER_WORD_RE.search(segments[0]) and _publisher_like(segments[0]):
        return Imprint(segments[0])
    # A house named with a publisher's word beside a place the list lacks, after a comma: after the
    # house ("Harbour Press, Kirkwall"), or before it where the list knows one of its places
    # ("Amsterdam/ Philadelphie, John Benjamins Publishing Company"). (A place the list lacks alone
    # before the house reads as the end of a title: "Coastal Towns, Harbour Press".)
    if len(segments) == 2 and marks[0] == ",":
        first, second = segments
        if _house(first) and _place_like(second):
            return Imprint(first)
        if _house(second) and _place_like(first) and _names_a_known_place(first):
            return Imprint(second)
    # "Tucson: University of Arizona Press": a place the list lacks, before a colon and a publisher.
    if (
        len(segments) == 2
        and marks[0] == ":"
        and _PUBLISHER_WORD_RE.search(segments[1])
        and _publisher_like(segments[1])
        and _publisher_like(segments[0])
        and len(segments[0].split()) <= 3
    ):
        return Imprint(segments[1])
    return None


_PLACE_WORDS_RE = re.compile(r"[A-ZÀ-Þ][^\W\d_]+(?:[\s-][A-ZÀ-Þ][^\W\d_]+){0,2}")


def _place_parts(segment: str) -> list[str]:
    return [part for part in _SEPARATOR_RE.split(segment.strip()) if part]


def _place_like(segment: str) -> bool:
    """A place the list may lack: one to three capitalised words, or places of such words joined by
    "/" or "-" ("Amsterdam/ Philadelphie"); no publisher's word."""
    parts = _place_parts(segment)
    return (
        0 < len(parts) <= 3
        and all(_PLACE_WORDS_RE.fullmatch(part) for part in parts)
        and not _PUBLISHER_WORD_RE.search(segment)
    )


def _names_a_known_place(segment: str) -> bool:
    return any(_known(part) for part in _place_parts(segment))


def _house(segment: str) -> bool:
    """A publisher named as one: a publisher's word in a short name ("Hinstorff Verlag", "Nxb Trẻ")."""
    return bool(_PUBLISHER_WORD_RE.search(segment)) and _publisher_like(segment)


def _city_and_state(segments: list[str], marks: list[str]) -> bool:
    """ "Pearl Harbor, HI: …", "Le Puy, France: …": a city and its state's code or its country, then
    a colon and the publisher."""
    return (
        len(segments) > 2
        and marks[:2] == [",", ":"]
        and (segments[1] in _STATE_CODES or segments[1].casefold() in COUNTRIES)
        and len(segments[0].split()) <= 3
        and _publisher_like(segments[0])
    )


# A house named as one ("Éditions de la Nouvelle revue critique"): a journal's word in it is the house's.
_HOUSE_OPENING_RE = re.compile(r"(?:[ÉE]ditions|Edizioni|Editorial|Editora|Presses|Librairie|Wydawnictwo)\s")
# A book's series among the imprint's parts: "…, Éditions du Seuil, collection « Points », 1990".
_SERIES_SEGMENT_RE = re.compile(r"(?:[Cc]ollection|[Cc]oll\.|[Cc]ollana|Reihe)\s")
_SERIES_IN_PARENS_RE = re.compile(r"\s*\((?:[Cc]ollection|[Cc]oll\.|[Cc]ollana|Reihe)\s[^()]*\)[\s.,;]*$")


def _not_imprint(segment: str) -> bool:
    return (
        not segment
        or len(segment) > 60
        or any(map(str.isdigit, segment))
        or (bool(_VENUE_WORD_RE.search(segment)) and not _HOUSE_OPENING_RE.match(segment))
    )


def _unelided(word: str) -> str:
    """The word without an elided article or preposition before it ("l’Aube" → "Aube", "d'Aquitaine")."""
    return word[2:] if word[1:2] in "’'" and word[:1] in "dlDL" else word


# Houses whose name opens with a lower-case article: "il Mulino", "il Saggiatore", "la Découverte".
_HOUSE_ARTICLES = frozenset({"il", "lo", "la", "le", "les", "el"})


_LOWERCASE_HOUSE_RE = re.compile(r"[a-z]\.?[Vv]erlag\b|^[a-z]+\s+[Vv]erlag\b|\bGmbH\b")


def _publisher_like(segment: str) -> bool:
    """A short name of capitalised words ("Clarendon Press", "Éditions du Seuil", "PWN", "il Mulino",
    "l'Harmattan")."""
    words = segment.split()
    if not 1 <= len(words) <= 10 or is_place(segment):
        return False
    if words[0] in _HOUSE_ARTICLES and len(words) > 1:
        words = words[1:]
    # German houses that write their name in lower case: "dpunkt.verlag GmbH", "transcript Verlag".
    lowercase_house = _LOWERCASE_HOUSE_RE.search(segment) is not None
    if not (_unelided(words[0])[:1].isupper() or lowercase_house):
        return False
    if _HOUSE_OPENING_RE.match(segment):
        return True  # "Presses polytechniques et universitaires romandes": a house named as one
    lower = [
        word
        for word in words
        if not _unelided(word)[:1].isupper() and word.casefold() not in HOUSE_LINKING_WORDS
    ]
    return not lower or (len(lower) <= 2 and (lowercase_house or bool(_PUBLISHER_WORD_RE.search(segment))))


# The last sentence of a text: after a period that closes a word of two letters or more ("Heideggers.
# Würzburg"), not an initial's ("Martin H. Würzburg").
_LAST_SENTENCE_RE = re.compile(r"\.(?<=[^\W\d_]{2}\.)\s+(?=[^.]{2,100}$)")


def closing_imprint(text: str) -> tuple[str, Imprint] | None:
    """The text before the book's imprint that closes it, and that imprint, where a reader ran the
    imprint into the title: a last sentence naming a place ("Zur Geschichte der Brücken. Würzburg",
    "… Flüsse. Berlin: Hinstorff Verlag"), a place and perhaps its house before the year or pages,
    set off by commas alone ("Où et quand ?, Arles, Acte Sud, 2009"), or a house named by its word
    after a colon ("Title: Subtitle: Harbour University Press"). None where no imprint closes it."""
    return closing_imprint_sentence(text) or _imprint_after_commas(text) or _house_after_colon(text)


def closing_imprint_sentence(text: str) -> tuple[str, Imprint] | None:
    """The text before the imprint its last sentence is, and that imprint: "Zur Geschichte der
    Brücken. Würzburg" → ("Zur Geschichte der Brücken", no publisher), "… Flüsse. Berlin: Hinstorff
    Verlag"; None when the last sentence names no place ("… Flüsse. Neue Folge", a publisher alone)."""
    found = _LAST_SENTENCE_RE.search(text.rstrip(" ."))
    if found is None:
        return None
    sentence = text[found.end() :].strip(" .")
    book = read_imprint(sentence)
    if book is None or (book.publisher is not None and not _IMPRINT_SEPARATOR_RE.search(sentence)):
        return None  # "… Flüsse. Harbour Press": a name alone may be the title's own
    return text[: found.start()], book


# A house named by the word that marks one, closing what was read as the title after a colon and no
# place: "The Right to Look: A Counterhistory: Harbour University Press", "…: Brandt Verlag".
_HOUSE_AFTER_COLON_RE = re.compile(
    r":\s+([A-ZÀ-Þ][^:]{0,80}?\b(?:Press|Presses|Publishers|Publishing|Verlag))\.?\s*$"
)


# Wording of a subtitle, not of a house's name: an article opening it, a small word other than a
# university's "of" ("A History of Printing Presses").
_SUBTITLE_WORDING_RE = re.compile(r"^(?:A|An)\s|(?<!University)(?<!College)\s(?!and\b)[a-z]+\s")


def _house_after_colon(title: str) -> tuple[str, Imprint] | None:
    """A title read to its publisher's name after a colon, where a place would stand before it
    ("Title: Subtitle: Harbour University Press") or after the place ("Title, New York: Harbour
    University Press"); None where no house closes it."""
    found = _HOUSE_AFTER_COLON_RE.search(title)
    if found is None or not _publisher_like(found.group(1)) or _SUBTITLE_WORDING_RE.search(found.group(1)):
        return None
    kept = title[: found.start()].rstrip()
    head, comma, last = kept.rpartition(", ")
    if comma and is_place(last):
        kept = head  # "Title, New York: Harbour University Press": the place before the house goes too
    if len(kept.split()) < 2:
        return None
    return kept, Imprint(found.group(1))


def _imprint_after_commas(title: str) -> tuple[str, Imprint] | None:
    """ "Title, Arles, Acte Sud, 2009", "Title, Utrecht, p. 1-130": a book's place, perhaps its
    house, then its year or pages, written after the title with commas alone. Cut where a known
    place opens such a tail; a place closing a title with no year or pages after it ("…impact
    structure, Manitoba, Canada") stays."""
    parts = title.split(", ")
    end = len(parts)
    while end > 1 and _IMPRINT_NUMBERS_RE.fullmatch(parts[end - 1].strip()):
        end -= 1  # the year, the pages, a count of pages
    if end == len(parts) or end < 2:
        return None
    last, second = parts[end - 1].strip(), parts[end - 2].strip() if end >= 3 else ""
    if is_place(last):
        cut = end - 1  # "…, Lisbon, 2011, 212 p."
    elif second and _HOUSE_RE.fullmatch(last) and is_place(second):
        cut = end - 2
    elif second and _CITY_RE.fullmatch(second) and _NAMED_HOUSE_RE.fullmatch(last):
        cut = end - 2  # "…, Arles, Acte Sud, 2009": a town's one word, then a house of capitalised words
    else:
        return None
    kept = ", ".join(parts[:cut]).rstrip(" ,.;:")
    house = parts[end - 1].strip() if cut == end - 2 else None
    return (kept, Imprint(house)) if len(kept.split()) >= 2 else None


# What closes a book's imprint: its year (a month before it, "novembre 2006"), its pages or their count.
_IMPRINT_NUMBERS_RE = re.compile(
    r"(?:[^\W\d_]{3,9}\.?\s+)?(?:\d{1,2}\s+)?(?:1[5-9]|20)\d\d[a-z]?\.?"
    r"|(?:pp?\.|S\.)?\s*\d{1,5}(?:\s*[-–]\s*\d{0,5})?(?:\s*(?:pp?|S)\.?)?\.?"
)
# A town unknown to the places list, written as one capitalised word ("Arles", "Aix-en-Provence"),
# and the house after it, two to four capitalised words ("Acte Sud"; "Tides, Winds" is a title's).
_CITY_RE = re.compile(r"[A-ZÀ-Þ][a-zà-ÿ]+(?:-[A-ZÀ-Þ]?[a-zà-ÿ]+)*")
_NAMED_HOUSE_RE = re.compile(r"[A-ZÀ-Þ][\w'’&.-]*(?:\s+[A-ZÀ-Þ&][\w'’&.-]*){1,3}")
# A publishing house between its place and its year: a few capitalised words, no digits ("Acte Sud").
_HOUSE_RE = re.compile(r"[A-ZÀ-Þ][\w'’&.-]*(?:\s+(?:[A-ZÀ-Þ&][\w'’&.-]*|de|du|des|la|le|and|und|of)){0,4}")
