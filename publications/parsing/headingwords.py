"""The words publication headings are made of, by language, and the two questions asked of them.

Accepts any text; a heading's words are compared in lower case. Two tiers per language:
the words that name publications and their lists ("Publications", "Book chapters",
"Zeitschriftenaufsätze", "Capítulos de livros", "Selected papers"), which a line that holds
one is likely a heading for, and the other words headings of publication pages are made of
(page sections, fields, ordinals: "Talks", "Machine Learning", "Second"), which say nothing
alone. Linking words ("Books and chapters", "Minha Tese de Doutorado") join a heading's words
and are no heading alone.

- ``has_publication_word``: does a line hold a word that names publications (the line
  labeller's heading-word feature)?
- ``is_heading_words`` / ``reads_as_heading``: is a line made only of heading words (without /
  with linking words)?
- ``names_other_section``: is a line the heading of a CV's section that lists no works?
- ``is_cjk_heading``: is a line a Chinese or Japanese heading of a CV's section?

Cannot handle: languages not listed here, and headings whose words are inflected or
compounded otherwise than listed (only a few German compound stems are).
"""

from __future__ import annotations

import re

# Words naming publications, their kinds and their lists, by language: the words of the line
# labeller's heading-word feature. "peer-reviewed" stands for "peer-reviewed" and "peer reviewed";
# a word ending in "*" is a stem of compounds ("Zeitschriftenartikel", "Konferenzbeiträge").
_PUBLICATION_WORDS_WRITTEN = {
    "en": """publication publications paper papers article articles journal journals conference
        conferences proceedings preprint preprints book books chapter chapters thesis theses
        dissertation dissertations report reports workshop workshops bibliography references
        selected highlighted recent refereed peer-reviewed""",
    "de": "publikationen veröffentlichungen aufsätze beiträge bücher zeitschrift* konferenz* literatur*",
    "fr": "ouvrages chapitres revues communications travaux sélection",
    "es": "publicaciones artículos libros capítulos revistas congresos",
    "pt": "publicações artigos",
    "it": "pubblicazioni articoli riviste conferenze",
}
# The other words of headings: page sections (an academic CV's too: "Panels Organized", "Courses
# Taught", "Professional Activities"), fields of research, order and scope; and words
# naming publications that the line labeller has not learnt as its heading-word feature yet
# (moving one up changes the features: the labeller is then retrained and measured again).
_OTHER_HEADING_WORDS_WRITTEN = {
    "en": """working review reviews reviewed peer other
        various work works progress talks patents technical invited press media software datasets
        data editorials commentaries abstracts posters presentations under submitted forthcoming
        accepted published preparation research teaching service awards grants education
        experience contact news projects people members team students alumni home about edited
        volumes encyclopedia entries policy briefs blog posts interviews textbooks highlights major
        minor full list all more older earlier current past new first second third science letters
        learning networks systems theory methods models analysis group lab laboratory department
        faculty university institute school center centre program programme cited sources citations
        further reading index contents appendix notes acknowledgements
        table figures supplementary material materials economics politics
        political comparative urban labor labour sociology psychology biology chemistry physics
        mathematics statistics history philosophy law medicine health engineering ecology
        neuroscience linguistics computing robotics vision related academic scholarly creative
        ongoing miscellaneous outreach monographs manuscripts
        panels organized organised chaired sessions seminars lectures keynote keynotes courses
        taught supervision mentoring memberships affiliations appointments positions employment
        honors honours fellowships participation professional activities committees editorial
        boards refereeing skills languages qualifications personal statement contributions
        scientific synergistic products significant closely proposed project translations
        training information support""",
    "de": """kommentare vorträge sonstiges sonstige buchbeiträge monographien monografien
        herausgeberschaften sammelbände schriften schriftenverzeichnis kommentierungen rezensionen
        besprechungen""",
    "fr": "autres actes thèse thèses",
    "es": "otros otras tesis",
    "pt": "outros outras doutorado mestrado livros capítulos periódicos tese teses dissertação",
    "it": "altri libri capitoli tesi",
    # Greek, with and without the accent its capitals drop ("ΥΠΟ ΚΡΙΣΗ", under review).
    "el": """δημοσιεύσεις δημοσιευσεις δημοσιευμένες δημοσιευμενες υπό υπο κρίση κριση
        προετοιμασία προετοιμασια εξέλιξη εξελιξη όλες ολες πρώτος πρωτος συγγραφέας
        συγγραφεας""",
}
# Words naming the sections of an academic CV that list no works of the person's: teaching,
# supervision, funding, prizes, service, education, employment and work experience (Europass's "WORK
# EXPERIENCE", "Research experience"; "Enseignement", "Lehre",
# "Docencia", "Orientações", "Premi e riconoscimenti"). A heading made of heading words with one
# of these heads such a section. ("Awards" alone is left out: a page lists its award-winning
# papers under it; "projects" too, which heads a lab's work by topic as often as its grants.)
_OTHER_SECTION_WORDS_WRITTEN = {
    "en": """teaching supervision mentoring funding grants fellowships honors honours prizes service
        reviewing education employment experience""",
    "fr": """enseignement enseignements encadrement encadrements financements subventions bourses
        prix distinctions formation responsabilités""",
    "de": """lehre lehrtätigkeit lehrveranstaltungen betreuung drittmittel förderungen preise
        auszeichnungen ausbildung werdegang berufserfahrung gutachtertätigkeit""",
    "es": "docencia premios distinciones becas financiación formación",
    "pt": "ensino docência orientações orientação prêmios premiações distinções bolsas formação",
    "it": "didattica insegnamento insegnamenti premi riconoscimenti finanziamenti borse formazione",
}
# Chinese and Japanese headings are written without spaces between their words: a short line of
# Han and kana characters alone, no digit, that holds a word of a CV's sections is a heading. The
# words of publication lists ("发表论文", papers published; "著作", works; "研究業績"), and of the
# sections that list no works: prizes ("获奖情况", "受賞"), honours, teaching, education and
# employment, funded projects ("科研项目", "基金"), supervision ("指导"), patents ("专利", as
# "Patents" is among the sections that hold no works).
_CJK_PUBLICATION_SECTION_RE = re.compile(r"论文|論文|著作|出版物|发表|業績")
_CJK_OTHER_SECTION_RE = re.compile(
    r"获奖|奖励|荣誉|受賞|教学|授课|講義|教育背景|学歴|工作经历|職歴|项目|基金|研究費|指导|专利|特許"
)
_CJK_HEADING_RE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]{2,12}")
# Words that link a heading's words ("Work in progress", "Livros e capítulos").
_LINKING_WORDS_WRITTEN = {
    "en": "and of in on the my our to",
    "de": "und der die das",
    "fr": "et des du de la le les mes",
    "es": "y de del en",
    "pt": "e de da do dos em minha meu",
    "it": "e di del della delle dei su",
    "el": "και σε",
}

_WORD_RE = re.compile(r"[^\W\d_]+")


def _words(written: dict[str, str]) -> frozenset[str]:
    return frozenset(word for words in written.values() for word in words.split())


_PUBLICATION_ENTRIES = _words(_PUBLICATION_WORDS_WRITTEN)
_OTHER_SECTION_WORDS = _words(_OTHER_SECTION_WORDS_WRITTEN)
_STEMS = tuple(sorted(word[:-1] for word in _PUBLICATION_ENTRIES if word.endswith("*")))
# Every whole word of a heading, "peer-reviewed" as its two words.
_HEADING_WORDS = frozenset(
    part
    for word in _PUBLICATION_ENTRIES | _words(_OTHER_HEADING_WORDS_WRITTEN) | _OTHER_SECTION_WORDS
    if not word.endswith("*")
    for part in _WORD_RE.findall(word)
)
_LINKING_WORDS = _words(_LINKING_WORDS_WRITTEN)
_PUBLICATION_WORD_RE = re.compile(
    r"\b(?:"
    + "|".join(
        re.escape(word[:-1]) + r"\w*" if word.endswith("*") else re.escape(word).replace(r"\-", "[- ]")
        for word in sorted(_PUBLICATION_ENTRIES, key=lambda word: (-len(word), word))
    )
    + r")\b",
    re.IGNORECASE,
)


def has_publication_word(text: str) -> bool:
    """Does ``text`` hold a word that names publications or their lists, in any language listed
    ("Recent papers", "Zeitschriftenaufsätze", "Capitoli di libri")?"""
    return bool(_PUBLICATION_WORD_RE.search(text))


def is_heading_word(word: str) -> bool:
    """Is ``word`` (one word, any case) a word of publication headings, in any language listed?"""
    lowered = word.lower()
    return lowered in _HEADING_WORDS or lowered.startswith(_STEMS)


def is_heading_words(text: str) -> bool:
    """Is ``text`` made only of words of publication headings ("Journal", "Recent Highlights",
    "Book Chapters", "Aufsätze")? No person's name is: such a line where a list's names would
    stand is a section's heading."""
    words = _WORD_RE.findall(text)
    return bool(words) and all(is_heading_word(word) for word in words)


def reads_as_heading(text: str) -> bool:
    """Is ``text`` made of heading words and the words that link them, one heading word at least
    ("Work in progress", "Livros e capítulos", "Minha Dissertação de Mestrado")?"""
    # (One loop, each word read once, that stops at the first word of neither kind: cheaper than
    # two generators over the words, and most lines of a long paste are asked.)
    heading = False
    for word in _WORD_RE.findall(text):
        if is_heading_word(word):
            heading = True
        elif word.lower() not in _LINKING_WORDS:
            return False
    return heading


def is_cjk_heading(text: str) -> bool:
    """Is ``text`` a Chinese or Japanese heading of a CV's section ("发表论文", "获奖情况", "研究業績"):
    a short line of Han and kana characters alone holding a word of such headings?"""
    return bool(_CJK_HEADING_RE.fullmatch(text)) and bool(
        _CJK_PUBLICATION_SECTION_RE.search(text) or _CJK_OTHER_SECTION_RE.search(text)
    )


def names_other_section(text: str) -> bool:
    """Is ``text`` the heading of a CV's section that lists no works ("Teaching", "Encadrement",
    "Drittmittel", "Prêmios e distinções", "获奖情况"): heading words and the words linking them,
    one of them naming such a section?"""
    if is_cjk_heading(text):
        return bool(_CJK_OTHER_SECTION_RE.search(text)) and not _CJK_PUBLICATION_SECTION_RE.search(text)
    return reads_as_heading(text) and any(
        word.lower() in _OTHER_SECTION_WORDS for word in _WORD_RE.findall(text)
    )
