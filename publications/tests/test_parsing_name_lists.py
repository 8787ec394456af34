"""Where a list's names end and its title starts: inverted names joined by slashes (German
humanities citations), the last name after ", and" in a title-first item right before an
abbreviated journal, an ACS list before a title opening with "A", a title opening with an acronym
or closed by an arXiv identifier."""

from publications.parsing import parse
from publications.parsing.slashednames import dashes_as_semicolons, slashes_as_semicolons


def _fields(result):
    return [(entry.title, entry.authors, entry.year) for entry in result.entries]


SLASHED = """Aufsätze
Hartmann, Jonas/Lindner-Vogt, Petra/Sauer, Mia: Klöster und Städte. Eine Studie, in: Zeitschrift für
Landesgeschichte 12 (2019), S. 45–67.
Lindner-Vogt, Petra: Briefe und Netzwerke am Hof, in: Weber, Anna/Roth, Max (Hrsg.): Höfe und Residenzen.
Berlin 2016, S. 10–30.
Sauer, Mia/von Arnim, Lukas: Die Digitalisierung der Urkunden, in: Archiv für Diplomatik 40 (2021), S. 1–20.
"""


def test_inverted_names_joined_by_slashes_are_a_list_of_people():
    result = parse(SLASHED)
    fields = _fields(result)
    first = "Klöster und Städte. Eine Studie"
    assert (first, ["Jonas Hartmann", "Petra Lindner-Vogt", "Mia Sauer"], 2019) in fields
    assert ("Die Digitalisierung der Urkunden", ["Mia Sauer", "Lukas von Arnim"], 2021) in fields
    chapter = next(entry for entry in result.entries if entry.title == "Briefe und Netzwerke am Hof")
    assert chapter.authors == ["Petra Lindner-Vogt"]
    assert chapter.editors == ["Anna Weber", "Max Roth"]
    assert result.entries[0].raw.startswith("Hartmann, Jonas/Lindner-Vogt, Petra/")  # as pasted


def test_slashes_elsewhere_stay_as_written():
    # Places of a publisher, a link, a single name: no list of inverted names before a colon.
    for text in (
        "Müller, Hans: Titel, Berlin/Boston 2018, S. 1–2.",
        "in: Handbuch, Berlin/Boston, De Gruyter 2018",
        "Roth, Max: Titel, https://example.org/a/b, 2020",
    ):
        assert slashes_as_semicolons(text) == text
    assert slashes_as_semicolons("Roth, Max/Weber, A.: Titel") == "Roth, Max; Weber, A.: Titel"


SLASHED_NORMAL_ORDER = """Aufsätze
1. Lena Fischer/Tobias Krämer/Ida van den Meulen: Die Mühlen am Fluss. In: Blätter für Heimatkunde
45 (2014), S. 12–30.
2. Ole Brandt/Clara-Marie Seidel/Paul Vogt/u. a.: Wege der Pilger. In: Jahrbuch für Landeskunde
8 (2020), S. 5–19.
"""


def test_names_in_normal_order_joined_by_slashes_are_a_list_of_people():
    fields = _fields(parse(SLASHED_NORMAL_ORDER))
    assert fields[0] == ("Die Mühlen am Fluss", ["Lena Fischer", "Tobias Krämer", "Ida van den Meulen"], 2014)
    assert fields[1] == ("Wege der Pilger", ["Ole Brandt", "Clara-Marie Seidel", "Paul Vogt"], 2020)


def test_slashes_in_a_title_or_beside_a_place_stay_as_written():
    # Only the names opening a citation (or following "In:") are read so; a title's own slash is
    # the title's, and a name list ends where the colon stands.
    for text in (
        "Jonas Weber: Input/Output Systeme in der Praxis: eine Studie, Berlin/Boston 2018.",
        "3. Three-Component, Radical Heck/Allylic Substitution Cascade: A Study. J. Chem. 2019, 4, 1.",
        "Anna Berg/Karl Huber und die Stadt. Berlin 2015.",
    ):
        assert slashes_as_semicolons(text) == text
    assert (
        slashes_as_semicolons("In: Mia Roth/Jan de Vries (Hrsg.): Buch")
        == "In: Mia Roth; Jan de Vries (Hrsg.): Buch"
    )


TITLE_FIRST = """Selected publications:
Slow decay of coupled oscillators. K. L. Marsh, T. O. Vance, and P. D. Ibarra. Phys. Rev. B, 98:014502, 2019.
Spectral methods for stiff kinetic equations. T. O. Vance, and K. L. Marsh. Phys. Rev. E, 3:023311, 2018.
"""


def test_the_last_name_after_and_is_kept_before_an_abbreviated_journal():
    result = parse(TITLE_FIRST)
    assert _fields(result) == [
        (
            "Slow decay of coupled oscillators",
            ["K. L. Marsh", "T. O. Vance", "P. D. Ibarra"],
            2019,
        ),
        ("Spectral methods for stiff kinetic equations", ["T. O. Vance", "K. L. Marsh"], 2018),
    ]
    assert [entry.venue for entry in result.entries] == ["Phys. Rev. B", "Phys. Rev. E"]
    # Without the serial comma too.
    alone = parse(
        "Noise-driven transitions in a lattice of rotors. P. D. Ibarra, K. L. Marsh and T. O. Vance. "
        "Phys. Rev. Lett., 120:104101, Jan 2017."
    )
    assert _fields(alone) == [
        (
            "Noise-driven transitions in a lattice of rotors",
            ["P. D. Ibarra", "K. L. Marsh", "T. O. Vance"],
            2017,
        )
    ]
    assert alone.entries[0].venue == "Phys. Rev. Lett."


def test_a_journal_abbreviation_after_the_names_is_still_cut_off():
    # "…, J. Stat. Phys.": no "and" before it, so the abbreviation is the journal's, not a name.
    result = parse(
        "Heat flow in chains of coupled rotors. A. Kovac, B. Lindqvist, J. Stat. Phys. 183, 12 (2021)."
    )
    assert _fields(result) == [("Heat flow in chains of coupled rotors", ["A. Kovac", "B. Lindqvist"], 2021)]


ACS = """2021
Kim, J. H.; Lopez, M. A.; Osei, K. Cobalt-catalysed hydroformylation. J. Am. Chem. Soc. 2021, 143, 1020.
Lopez, M. A.; Kim, J. H. A general route to bridged lactams. Org. Lett. 2021, 23, 455–459.
Osei, K.; Van der Berg, T.; et al. A cheap ligand for nickel. Inorg. Chem. 2021, 60, 88–95.
"""


def test_an_acs_title_opening_with_a_is_no_initial_of_the_last_name():
    assert _fields(parse(ACS)) == [
        ("Cobalt-catalysed hydroformylation", ["J. H. Kim", "M. A. Lopez", "K. Osei"], 2021),
        ("A general route to bridged lactams", ["M. A. Lopez", "J. H. Kim"], 2021),
        ("A cheap ligand for nickel", ["K. Osei", "T. Van der Berg"], 2021),
    ]


def test_an_acronym_opening_the_title_after_names_with_dotted_initials_is_no_name():
    entry = parse(
        "R. Okafor, L. Brandt, and T. Varga, NOVA: Numerical Optics for Vector Arrays, "
        "IEEE Transactions on Antennas, 2023."
    ).entries[0]
    assert (entry.title, entry.authors, entry.year) == (
        "NOVA: Numerical Optics for Vector Arrays",
        ["R. Okafor", "L. Brandt", "T. Varga"],
        2023,
    )


def test_an_arxiv_identifier_after_a_comma_ends_the_title():
    for text in (
        "Lena Hofmann, Rafael Ortiz, Stability of flux vacua: Moduli and Bounds, arXiv:2401.01234 (2024).",
        "L. Hofmann, R. Ortiz, Stability of flux vacua: Moduli and Bounds, arXiv preprint arXiv:2401.01234, "
        "2024.",
    ):
        entry = parse(text).entries[0]
        assert (entry.title, entry.year, entry.venue) == (
            "Stability of flux vacua: Moduli and Bounds",
            2024,
            "arXiv",
        )


SLASHED_DATED = """
Hartmann, J./Kolb, M.-T. von/Sauer, M.R. (2017): Klöster im Wandel. In: Landeskunde, S. 4–6.

Weber, Anna/Kolb, Maria/Roth, Max/u. a.: Briefe am Hof, in: Archiv für Diplomatik 40, 2021, 1–20.
"""


def test_slashed_names_before_the_year_or_a_closing_u_a():
    entries = parse(SLASHED_DATED).entries
    assert (entries[0].title, entries[0].authors, entries[0].year) == (
        "Klöster im Wandel",
        ["J. Hartmann", "M.-T. von Kolb", "M.R. Sauer"],
        2017,
    )
    assert entries[1].authors == ["Anna Weber", "Maria Kolb", "Max Roth"]
    assert entries[1].authors_truncated
    assert entries[1].title == "Briefe am Hof"


DASHED = """
[1] Dvořák, K. - Svoboda, P.J. - van Loon, T.: Betonové mosty. Acta Polytechnica, 12, 2018, s. 4–9.

Ruiz, A. – Soto, B. M. – Vidal, C., “Las cartas de Pablo”, Revista de Exégesis 22 (2004) 10-31.
"""


def test_inverted_names_joined_by_dashes_are_a_list_of_people():
    entries = parse(DASHED).entries
    assert entries[0].authors == ["K. Dvořák", "P.J. Svoboda", "T. van Loon"]
    assert entries[0].title == "Betonové mosty"
    assert entries[1].authors == ["A. Ruiz", "B. M. Soto", "C. Vidal"]
    assert entries[1].title == "Las cartas de Pablo"


def test_dashes_elsewhere_stay_as_written():
    for text in (
        "Roth, Max: Titel - eine Studie, Berlin 2018.",
        "Roth, M. (2019). Rivers - a history. Oxford.",
        "Title of a work, 1990 - 2000, Roth, M.",
    ):
        assert dashes_as_semicolons(text) == text


def test_joined_inverted_names_with_particles_and_two_word_family_names():
    # "dos Santos", "Le Roux", "Ben Amor": family names a joined list of inverted names holds too.
    assert dashes_as_semicolons("Novák, J. - dos Santos, P. - Le Roux, K.: Titul") == (
        "Novák, J.; dos Santos, P.; Le Roux, K.: Titul"
    )
    assert slashes_as_semicolons("Roth, Max/del Monte, Ana/Ben Amor, Rami: Titel") == (
        "Roth, Max; del Monte, Ana; Ben Amor, Rami: Titel"
    )
    entries = parse(
        "Ruiz, A. – dos Santos, B. M. – Le Roux, C., “Las cartas de Pablo”, Revista de Exégesis 22 (2004)"
        " 10-31."
    ).entries
    assert entries[0].authors == ["A. Ruiz", "B. M. dos Santos", "C. Le Roux"]
    assert entries[0].title == "Las cartas de Pablo"


SLASHED_BEFORE_A_COMMA = """Literatur
Brandl, Theresa/Okoye, Felix/Lindqvist, Maren, Gärten der Klöster im Mittelalter, in: Zeitschrift für
Agrargeschichte 31 (2011), S. 77–94.

Kessler, Ruth / Amsel, Jonas / Vidal, Ines u. a., Die Zünfte der Stadt, in: Archiv für Stadtgeschichte 4
(2009), S. 5–19.

Pfeiffer, R./ Hollmann, T. (2017), Steuern und Staat im Vergleich, in: Jahrbuch für Wirtschaftsgeschichte
58, S. 3–25.

Vogt, Lea/Baumann, Kai u. a.: Die Brücken des Rheins, in: Rheinische Blätter 12 (2003), S. 1–9.

Ortmann, B./Keller, S. (2021). Preise und Märkte im Wandel. Zeitschrift für Handelsforschung, 9(2), 44–61.
"""


def test_slashed_inverted_names_before_a_comma_a_year_or_a_closing_et_al():
    # German law, history and theology styles close the slashed names with a comma, business
    # schools with the year in parentheses; "u. a." may follow the last name after a space.
    fields = _fields(parse(SLASHED_BEFORE_A_COMMA))
    assert fields == [
        ("Gärten der Klöster im Mittelalter", ["Theresa Brandl", "Felix Okoye", "Maren Lindqvist"], 2011),
        ("Die Zünfte der Stadt", ["Ruth Kessler", "Jonas Amsel", "Ines Vidal"], 2009),
        ("Steuern und Staat im Vergleich", ["R. Pfeiffer", "T. Hollmann"], 2017),
        ("Die Brücken des Rheins", ["Lea Vogt", "Kai Baumann"], 2003),
        ("Preise und Märkte im Wandel", ["B. Ortmann", "S. Keller"], 2021),
    ]


def test_slashed_words_before_a_comma_inside_a_citation_stay_as_written():
    # Only at the citation's opening does a comma close such a list.
    # Nor is a title with its names after GOST's slash such a list.
    for text in (
        "Roth, Max: Titel, in: Zeitschrift für Recht, Heft/Band, Seite 4 (2019), S. 1.",
        "7. Roth, Anna. Die Mühlen / Anna Roth, Max Weber, Ida Berg. — Berlin, 2016.",
    ):
        assert slashes_as_semicolons(text) == text


SLASHED_FAMILY_NAMES = """Schrifttum
Brandl/Okoye/von Lindqvist, Haftung der Plattformen im Wandel, ZfRV 2011, 77.

Kessler/Amsel/u. a., Die Zünfte der Stadt und das Recht, NJW 2009, 5.

Pfeiffer/Hollmann, Steuern und Staat im Vergleich, in: Jahrbuch für Steuerrecht 58 (2017), 3.
"""


def test_family_names_alone_joined_by_slashes_are_a_list_of_people():
    # German and Austrian legal citation: "Roth/Weber, Titel, Zeitschrift Jahr, Seite".
    entries = parse(SLASHED_FAMILY_NAMES).entries
    assert [(entry.title, entry.authors, entry.year) for entry in entries] == [
        ("Haftung der Plattformen im Wandel", ["Brandl", "Okoye", "von Lindqvist"], 2011),
        ("Die Zünfte der Stadt und das Recht", ["Kessler", "Amsel"], 2009),
        ("Steuern und Staat im Vergleich", ["Pfeiffer", "Hollmann"], 2017),
    ]
    assert entries[1].authors_truncated
    for text in ("ETH/EPFL, Jahresbericht 2019.", "Input/Output Systeme, Berlin 2018."):
        assert slashes_as_semicolons(text) == text
