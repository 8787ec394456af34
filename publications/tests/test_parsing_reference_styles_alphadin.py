"""References as German theses print them with BibTeX's alphadin style (DIN 1505): each opens with a
label of its authors' letters and its year ("[Kra17]", "[MSW+ 12]"), the names inverted and parted
by " ; ", a colon before the title, "In:" before the journal, "(year)" after its volume and "S."
before its pages; lines wrapped under a hanging indent."""

from publications.parsing import parse

ALPHADIN_LIST = """\
[Hof18] Hofmann, Lena: Lastprognose in städtischen Stromnetzen. In: Energiewirtschaftliche
          Tagesfragen 68 (2018), Nr. 4, S. 22–27
[MSW+ 12] Maier, Jonas ; Schulte, Anna ; Weber, Tobias ; Yilmaz, Deniz ; Zander, Paul:
          Kooperative Verkehrssteuerung an Knotenpunkten. In: Straßenverkehrstechnik 56
          (2012), S. 410–418
[Kor15] Korte, Paul: Radverkehr im ländlichen Raum. In: Verkehrszeichen 31 (2015), Nr. 2,
          S. 5–9
[P.Ln16] P.Lange: Mobilitätsdaten als Planungsgrundlage. In: Internationales
          Verkehrswesen 68 (2016), S. 60–63
[Sto11] Stolz, Erika: Sensorik für Lichtsignalanlagen. München : Oldenbourg, 2011
[Wen19] Wendt, Karl: Grüne Wellen für den Radverkehr. In: Straßenverkehrstechnik 63
          (2019), Nr. 7, S. 480–486
"""


def test_every_alpha_label_opens_a_reference_the_raised_plus_and_a_stop_in_it_too():
    # The labels' years are no count ("[Hof18]", "[MSW+ 12]", "[Kor15]", "[P.Ln16]"), and a wrapped
    # line that opens with the journal's "(2019)," is the date of the reference above.
    entries = parse(ALPHADIN_LIST).entries
    assert [(entry.title, entry.year) for entry in entries] == [
        ("Lastprognose in städtischen Stromnetzen", 2018),
        ("Kooperative Verkehrssteuerung an Knotenpunkten", 2012),
        ("Radverkehr im ländlichen Raum", 2015),
        ("Mobilitätsdaten als Planungsgrundlage", 2016),
        ("Sensorik für Lichtsignalanlagen", 2011),
        ("Grüne Wellen für den Radverkehr", 2019),
    ]


def test_the_names_after_a_label_are_read_without_it():
    entries = parse(ALPHADIN_LIST).entries
    assert entries[1].authors == [
        "Jonas Maier",
        "Anna Schulte",
        "Tobias Weber",
        "Deniz Yilmaz",
        "Paul Zander",
    ]
    assert entries[0].venue == "Energiewirtschaftliche Tagesfragen"


UNDATED_PAGES = """\
[Hof18] Hofmann, Lena: Lastprognose in städtischen Stromnetzen. In: Energiewirtschaftliche
          Tagesfragen 68 (2018), Nr. 4, S. 22–27
[kar] Karten für Radfahrer. http://www.example.org/karten/, . – Zugriff: 02.03.2016
[Kor15] Korte, Paul ; Lenz, Maria: Ampelphasen im Radverkehr / Hochschule Nord. 2015.
          – Forschungsbericht
[osm] OpenStreetMap. http://www.openstreetmap.org/, . – Zugriff: 02.03.2016
[Wen19] Wendt, Karl: Grüne Wellen für den Radverkehr. In: Straßenverkehrstechnik 63
          (2019), Nr. 7, S. 480–486
"""


def test_a_label_without_a_year_opens_a_reference_and_a_dashed_note_goes_on_with_its_own():
    entries = parse(UNDATED_PAGES).entries
    assert [entry.raw.split()[0] for entry in entries] == ["[Hof18]", "[kar]", "[Kor15]", "[osm]", "[Wen19]"]
    assert entries[2].raw.endswith("– Forschungsbericht")
    assert [entry.year for entry in entries][::2] == [2018, 2015, 2019]
