"""An article of a reference work titled by its headword, a person's name written family name
first, between the author's name and the container's "In:" ("Names. Headword. In: Lexikon, Bd.
4."): the headword is the title, not more names."""

from publications.parsing import parse

ARTICLES = """Artikel
Anna K. Berger. Luther, Martin (1483–1546). In: Lexikon der Kirchengeschichte [LKG] (Steinweg Verlag), Bd. 4.
Paul Weiss. Gnade und Recht: Eine Skizze. In: LKG, Bd. 5.
Dr. Paul Weiss. Herder, Johann Gottfried. In: LKG, Bd. 5.
Lena Brandt, Orgelbau – Neuzeit. In: LKG, Bd. 6.
Tomas Roth. Kirchenlied und Gemeinde im Barock. In: LKG, Bd. 6.
"""


def test_a_headword_before_the_in_mark_is_the_title():
    entries = [(entry.title, entry.authors) for entry in parse(ARTICLES).entries]
    assert entries == [
        ("Luther, Martin (1483–1546)", ["Anna K. Berger"]),
        ("Gnade und Recht: Eine Skizze", ["Paul Weiss"]),
        ("Herder, Johann Gottfried", ["Paul Weiss"]),
        ("Orgelbau – Neuzeit", ["Lena Brandt"]),
        ("Kirchenlied und Gemeinde im Barock", ["Tomas Roth"]),
    ]
