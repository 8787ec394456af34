"""Reference lists copied from the end of a paper (a PDF, a web page, a word processor): every
reference one entry, its wrapped lines joined back, page furniture left out."""

from publications.parsing import InputFormat, detect_format, parse

APA_WRAPPED_AT_62 = """\
Albrecht, M., & Okonkwo, C. (2017). Soil moisture memory in
semi-arid grasslands. Journal of Hydrometeorology, 18(4),
1021–1039.
Brennan, T. J. (2009). The archive as workshop: Reading
municipal ledgers of the eighteenth century. Urban History
Review, 37(2), 55–71.
Castellanos, R., Ferreira, L., & Yamada, K. (2021).
Distributed consensus under intermittent links. IEEE
Transactions on Control of Network Systems, 8(3), 1402–1414.
Dimitrova, P., & Hallström, E. (2015). Wage floors and
regional migration. Labour Economics, 33, 88–101.
Eberhardt, S., Nakagawa, T., & Quispe, A. (2020). Lichen
cover as an indicator of nitrogen deposition. Environmental
Pollution, 262, 114310.
Fitzgerald, A., Gómez, R., Haddad, N., & Ivanova, S. (2018).
Coral bleaching thresholds in the Red Sea. PLOS ONE, 13(2),
e0191817.
Jovanović, D., Kowalczyk, M., Lindqvist, P., & Moreau, J.
(2012). Basal melt beneath floating ice tongues. Nature
Geoscience, 5(9), 640–645.
Kaminski, H., Mbeki, T., Novak, J., Ortega, F., & Petrov, V.
(2019). Parasite load and song complexity in finches. Animal
Behaviour, 150, 33–41.
"""


def test_an_author_year_list_wrapped_in_a_narrow_column_is_read_as_references():
    assert detect_format(APA_WRAPPED_AT_62) == InputFormat.CITATIONS
    entries = parse(APA_WRAPPED_AT_62).entries
    assert [entry.title for entry in entries] == [
        "Soil moisture memory in semi-arid grasslands",
        "The archive as workshop: Reading municipal ledgers of the eighteenth century",
        "Distributed consensus under intermittent links",
        "Wage floors and regional migration",
        "Lichen cover as an indicator of nitrogen deposition",
        "Coral bleaching thresholds in the Red Sea",
        "Basal melt beneath floating ice tongues",
        "Parasite load and song complexity in finches",
    ]
    assert entries[0].authors == ["M. Albrecht", "C. Okonkwo"]
    assert [entry.year for entry in entries] == [2017, 2009, 2021, 2015, 2020, 2018, 2012, 2019]
    assert entries[2].venue == "IEEE Transactions on Control of Network Systems"
    assert entries[3].venue == "Labour Economics"


HARVARD_WRAPPED_AT_70 = """\
Okafor, N., Lindqvist, B., Sørensen, T., Vasquez, R., Whitfield, G.
and Zeller, H. 2016. Copper tolerance in estuarine diatoms. Marine
Pollution Bulletin 104, 12–20.
doi:10.1016/j.marpolbul.2016.02.011
Pereira, L. 2003. The Harbour Towns of the Atlantic Littoral. Lisbon:
Edições Atlântico.
Quinlan, M. and Rask, J. 2011. Grazing pressure and seedling survival
on limestone pavements. Journal of Vegetation Science 22, 331–340.
Stavros, E., Uhlmann, D. and Varga, I. 2019. Reading municipal tax
rolls with handwriting recognition. Digital Humanities Quarterly
13(2), 1–19.
"""


def test_wrapped_lines_of_an_author_year_list_join_back_where_a_line_stops_mid_sentence():
    entries = parse(HARVARD_WRAPPED_AT_70).entries
    assert [(entry.line_start, entry.line_end) for entry in entries] == [(1, 4), (5, 6), (7, 8), (9, 11)]
    okafor, pereira, quinlan, stavros = entries
    assert okafor.title == "Copper tolerance in estuarine diatoms"
    assert okafor.authors[-1] == "H. Zeller" and len(okafor.authors) == 6
    assert okafor.doi == "10.1016/j.marpolbul.2016.02.011"
    assert pereira.title == "The Harbour Towns of the Atlantic Littoral" and pereira.year == 2003
    assert quinlan.venue == "Journal of Vegetation Science"
    assert stavros.title == "Reading municipal tax rolls with handwriting recognition"
    assert stavros.authors == ["E. Stavros", "D. Uhlmann", "I. Varga"]
    assert stavros.venue == "Digital Humanities Quarterly"


NUMBERED_WITH_PAGE_BREAKS = """\
References

[1] H. Abernethy and R. Castillo, “Tidal mixing fronts in shallow shelf seas,” Continental
    Shelf Research, vol. 41, pp. 10–22, 2012.
[2] K. Brandvold, “Sediment resuspension by trawling gear,” ICES Journal of Marine Science,
    vol. 76, no. 2, pp. 480–491, 2019.
[3] M. Cheung, P. Dalgaard, and S. Eriksen, “Acoustic tracking of juvenile cod across
14
Proceedings of the Northern Fisheries Colloquium 7 (2022) 1–30
    the Barents Sea,” Fisheries Oceanography, vol. 30, no. 5, pp. 611–625, 2021.
[4] L. Fontaine, “Wave energy converters in the Bay of Biscay,” Renewable Energy, vol. 145,
    pp. 1403–1415, 2020.
[5] T. Gunnarsson and E. Holm, “Seabird bycatch in longline fisheries,” Biological
    Conservation, vol. 211, pp. 36–45, 2017.
[6] N. Ivanova, “Phytoplankton blooms after sea-ice retreat,” Progress in Oceanography,
    vol. 185, art. 102334, 2020.
[7] J. Kowalski and A. Lindahl, “Otolith chemistry as a natal tag,” Canadian Journal of
    Fisheries and Aquatic Sciences, vol. 74, pp. 1712–1723, 2017.
[8] B. Moreau, “Larval drift in a warming North Sea,” Marine Ecology Progress Series,
    vol. 598, pp. 1–16, 2018.
15
Proceedings of the Northern Fisheries Colloquium 7 (2022) 1–30
[9] O. Nakamura and C. Price, “Harbour porpoise echolocation near offshore wind farms,”
    Journal of the Acoustical Society of America, vol. 149, pp. 2010–2022, 2021.
"""


def test_page_numbers_and_running_heads_inside_a_list_are_left_out_with_a_warning():
    result = parse(NUMBERED_WITH_PAGE_BREAKS)
    entries = result.entries
    assert len(entries) == 9
    cheung = entries[2]
    assert cheung.title == "Acoustic tracking of juvenile cod across the Barents Sea"
    assert cheung.authors == ["M. Cheung", "P. Dalgaard", "S. Eriksen"]
    assert cheung.venue == "Fisheries Oceanography" and cheung.year == 2021
    assert (cheung.line_start, cheung.line_end) == (7, 10)
    assert entries[-1].title == "Harbour porpoise echolocation near offshore wind farms"
    assert entries[-1].venue == "Journal of the Acoustical Society of America"
    assert all("Colloquium" not in entry.raw for entry in entries)
    left_out = {issue.line for issue in result.issues if issue.message.startswith("left out")}
    assert left_out == {8, 9, 21, 22}


NUMBERED_WITH_PARENTHESES = """\
Bibliography

1) Haugen, Ingrid. “Ferry timetables and the rhythm of island life.” Journal of
Transport Geography 58 (2017): 1–12.
2) Mbatha, Sipho, and Lerato Dube. “Informal savings groups in peri-urban
Durban.” Development Southern Africa 36. 4 (2019): 455–470.
3) Novak, Petra. The Salt Roads of Bohemia. Prague: Karolinum, 2008. 312 pp.
with maps and
2 plates.
7) Oduya, Felix. “Cassava mosaic disease in smallholder fields.” Plant Pathology
69 (2020): 1201–1213.
8) Pires, Ana. “Tram lines and the growth of Lisbon, 1890–1940.” Urban History 44
(2017): 233–251.
1) Quist, Hannah. “Pollinator decline on Danish heathland.” Ecological
Entomology 46 (2021): 88–99.
"""


def test_a_numbered_list_keeps_wrapped_lines_that_open_with_a_number_a_year_or_a_lower_case_word():
    entries = parse(NUMBERED_WITH_PARENTHESES).entries
    assert [entry.line_start for entry in entries] == [3, 5, 7, 10, 12, 14]
    haugen, mbatha, novak, oduya, pires, quist = entries
    assert haugen.title == "Ferry timetables and the rhythm of island life"
    assert haugen.venue == "Journal of Transport Geography" and haugen.year == 2017
    assert mbatha.title == "Informal savings groups in peri-urban Durban"
    assert mbatha.authors == ["Sipho Mbatha", "Lerato Dube"] and mbatha.year == 2019
    assert novak.title == "The Salt Roads of Bohemia" and novak.line_end == 9
    assert oduya.title == "Cassava mosaic disease in smallholder fields" and oduya.year == 2020
    assert pires.line_end == 13 and pires.year == 2017
    assert quist.authors == ["Hannah Quist"] and quist.venue == "Ecological Entomology"


RUN_TOGETHER = (
    "[1] R. Achterberg and S. Bui, “Frost heave under rural roads,” Cold Regions Science and Technology, "
    "vol. 160, pp. 1–9, 2019. [2] C. Delacroix, “Granular flow in rotating drums,” Powder Technology, "
    "vol. 345, pp. 220–231, 2019. [3] E. Fagerlund, “Ice loads on bridge piers,” Journal of Cold Regions "
    "Engineering, vol. 34, no. 2, 2020.\n"
    "[4] G. Hakimi and J. Iversen, “Road salt in roadside soils,” Environmental Earth Sciences, vol. 79,\n"
    "art. 412, 2020. [5] K. Jablonski, “Freeze–thaw cycles and asphalt cracking,” Construction and\n"
    "Building Materials, vol. 253, pp. 119–128, 2020. Vol. 6. [6] L. Kato, “Snow drift fences,” "
    "Cold Regions Science and Technology, vol. 171, art. 102954, 2020.\n"
)


def test_numbered_references_run_together_on_one_line_become_one_entry_each():
    entries = parse(RUN_TOGETHER).entries
    assert [entry.title for entry in entries] == [
        "Frost heave under rural roads",
        "Granular flow in rotating drums",
        "Ice loads on bridge piers",
        "Road salt in roadside soils",
        "Freeze–thaw cycles and asphalt cracking",
        "Snow drift fences",
    ]
    spans = [(entry.line_start, entry.line_end) for entry in entries]
    assert spans == [(1, 1), (1, 1), (1, 1), (2, 3), (3, 4), (4, 4)]
    assert entries[1].authors == ["C. Delacroix"] and entries[1].venue == "Powder Technology"
    assert entries[2].venue == "Journal of Cold Regions Engineering" and entries[2].year == 2020
    assert entries[4].venue == "Construction and Building Materials"


HYPHENATED_AT_LINE_ENDS = """\
[1] T. Oyelaran and M. Rask-Nielsen, “Self-supervised segmentation of micro-
    scopy images of root hairs,” Plant Methods, vol. 17, art. 88, 2021.
[2] U. Petrescu-
    Lindgren, “Fault-tolerant scheduling for self-
    supervised training clusters,” in Proc. Symp. Cloud Computing, 2022,
    pp. 301–
    315, doi: 10.1145/3542929.35
    63471.
[3] V. Quaresma, “A com-
    parison of nitrogen uptake in rice cultivars,” Field Crops Research,
    vol. 250, art. 107760, 2020. https://example.org/papers/
    quaresma-2020.pdf
"""


def test_words_pages_and_links_broken_at_line_ends_are_joined_back():
    oyelaran, petrescu, quaresma = parse(HYPHENATED_AT_LINE_ENDS).entries
    assert oyelaran.title == "Self-supervised segmentation of microscopy images of root hairs"
    assert oyelaran.authors == ["T. Oyelaran", "M. Rask-Nielsen"]
    assert petrescu.authors == ["U. Petrescu-Lindgren"]
    assert petrescu.title == "Fault-tolerant scheduling for self-supervised training clusters"
    assert petrescu.pages == "301–315"
    assert petrescu.doi == "10.1145/3542929.3563471"
    assert quaresma.title == "A comparison of nitrogen uptake in rice cultivars"
    assert quaresma.venue == "Field Crops Research" and quaresma.year == 2020


HANGING_WITH_ONE_LINE_REFERENCES = """\
Lindberg, O. (2014). Moss cover on boulder fields after the last glaciation.
    Boreas, 43(2), 301–315.
Mwangi, J. (2019). 山地の気候と植生の変化について 日本生態学会誌 第69巻
Nordqvist, E., & Osei, A. (2020). Lake ice phenology in a warming climate
    across Fennoscandia. Climatic Change, 160, 95–112.
Pålsson, K. (2017). Reindeer grazing and lichen recovery. Rangifer, 37, 1–14.
Quarshie, B. (2021). Soil crusts on abandoned fields. Geoderma, 385, 114870
    (supplementary data online).
"""


def test_under_a_hanging_indent_a_flush_line_with_indented_lines_under_it_starts_a_reference():
    entries = parse(HANGING_WITH_ONE_LINE_REFERENCES).entries
    spans = [(entry.line_start, entry.line_end) for entry in entries]
    assert spans == [(1, 2), (3, 3), (4, 5), (6, 6), (7, 8)]
    assert entries[2].title == "Lake ice phenology in a warming climate across Fennoscandia"
    assert entries[2].authors == ["E. Nordqvist", "A. Osei"] and entries[2].venue == "Climatic Change"
    assert entries[4].title == "Soil crusts on abandoned fields" and entries[4].year == 2021


def test_a_references_heading_in_any_language_is_a_heading_not_an_entry():
    for heading in ("Literatur", "Références", "REFERENCES", "Bibliography"):
        result = parse(f"{heading}\n\n{HARVARD_WRAPPED_AT_70}")
        assert len(result.entries) == 4, heading
        assert result.entries[0].title == "Copper tolerance in estuarine diatoms"
        assert result.lines[0].line == 1 and result.lines[0].kind == "heading", heading


def test_in_a_numbered_list_a_heading_under_an_entry_that_ends_without_a_period_stays_a_heading():
    text = (
        "[1] H. Varga, “Tactile sorting,” in Proc. IROS, 2022. Honourable Mention\n"
        "Journal Articles\n"
        "[2] J. Xu, “Soft grippers for fruit picking,” IEEE Robotics and Automation Letters, vol. 6,"
        " pp. 110–117, 2021.\n"
        "[3] K. Young, “Wind loads on drone swarms,” Autonomous Robots, vol. 45, pp. 1–15, 2021.\n"
    )
    result = parse(text)
    assert [(entry.line_start, entry.line_end) for entry in result.entries] == [(1, 1), (3, 3), (4, 4)]
    assert result.lines[1].kind == "heading"
    assert result.entries[1].venue == "IEEE Robotics and Automation Letters"


ABBREVIATION_AT_A_SHORT_LINE_END = """\
Rahimi, S., & Sato, Y. (2018). Gait recognition from floor vibrations. In Proc.
Int. Conf.
Pervasive Computing and Communications (pp. 1–10). IEEE.
Sandoval, M. (2016). Brick kilns and air quality in the Andes. Atmospheric
Environment, 141, 1–11.
Tanaka, R., & Ulloa, P. (2019). Dune migration mapped from archived aerial
photographs. Geomorphology, 330, 210–222.
"""


def test_in_wrapped_text_a_line_that_ends_in_an_abbreviation_does_not_end_its_reference():
    entries = parse(ABBREVIATION_AT_A_SHORT_LINE_END).entries
    assert [(entry.line_start, entry.line_end) for entry in entries] == [(1, 3), (4, 5), (6, 7)]
    assert entries[0].title == "Gait recognition from floor vibrations" and entries[0].year == 2018
    assert entries[2].venue == "Geomorphology"


def test_a_title_then_the_year_then_names_without_periods_is_read_names_first():
    text = """2012
Segmenting density maps by watershed. (2012) Pintar, G, Chow, W. Biopolymers.
Gorgon tools for density maps. (2012) Baker, ML, Baker, MR, Hryc, CF, Ju, T, Chow, W. Structure (Lond.).
2011
Near-atomic cryo-EM for virology. (2011) Hryc, CF, Chen, DH, Chow, W. Current opinion in virology.
"""
    result = parse(text)
    assert [(entry.title, entry.authors, entry.year) for entry in result.entries] == [
        ("Segmenting density maps by watershed", ["G Pintar", "W Chow"], 2012),
        (
            "Gorgon tools for density maps",
            ["ML Baker", "MR Baker", "CF Hryc", "T Ju", "W Chow"],
            2012,
        ),
        ("Near-atomic cryo-EM for virology", ["CF Hryc", "DH Chen", "W Chow"], 2011),
    ]


def test_an_author_date_entry_keeps_its_names_first_reading():
    (entry,) = parse("Smith, J. (2012). Coral bleaching. Marine Biology 12: 1-9.\n").entries
    assert (entry.title, entry.authors, entry.year) == ("Coral bleaching", ["J. Smith"], 2012)


BROKEN_BY_BLANK_LINES = """\
Okafor A, Lindqvist B, Moreau C, Brandt D. Tidal mixing in shallow

estuaries and the role of wind forcing. J Coast Res. 2019;35(2):101-15.

Moreau C, Brandt D, Silva E, Novak P. Sediment transport under
storm surges on a barrier coast. Mar Geol. 2020;412:45-60.

Ortiz G, Silva E, Novak P, Haddad F. Seasonal stratification in the

Hardanger Fjord with a sill at its mouth. Cont Shelf Res. 2021;220:
104-118.

Haddad F, Tanaka R. “Salinity Fronts on a Broad and Shallow

Continental Shelf in Winter.” Estuar Coast Shelf Sci. 2017;140:1-9.

Brandt D, Moreau C, Okafor A, Silva E, Tanaka R, Ortiz G, Haddad F &

Lindqvist B. Wave setup on reef flats. Coral Reefs. 2016;35:11-20.

Tanaka R, Ortiz G. Fjord circulation in winter under sea ice cover.
Ocean Dyn. 2015;65:33-48.
"""


def test_a_reference_broken_by_a_blank_line_is_joined_where_its_rest_cannot_open_a_reference():
    # A copy wrapped at a width, with a blank line after a wrapped line now and then: the rest
    # below it opens with a lower-case word or closes the title's quotation, or the line above
    # stops inside a phrase ("… the", "… &").
    entries = parse(BROKEN_BY_BLANK_LINES).entries
    assert [(entry.line_start, entry.line_end) for entry in entries] == [
        (1, 3),
        (5, 6),
        (8, 11),
        (13, 15),
        (17, 19),
        (21, 22),
    ]
    assert entries[0].title == "Tidal mixing in shallow estuaries and the role of wind forcing"
    assert entries[2].title == "Seasonal stratification in the Hardanger Fjord with a sill at its mouth"
    assert entries[3].title == "Salinity Fronts on a Broad and Shallow Continental Shelf in Winter"
    assert entries[4].authors[-2:] == ["F Haddad", "B Lindqvist"] and entries[4].year == 2016


def test_a_reference_broken_by_a_blank_line_after_a_wrapped_line_ending_on_a_word_is_joined():
    # A wrapped line that ends on a word with no stop ("… Groundwater", "… the Modern") leaves its
    # sentence unfinished: the paragraph below goes on with it unless it opens with authors (a
    # person's name, or a body's name and its year).
    text = """\
Okafor, A., Lindqvist, B. and Moreau, C. (2019). Tidal mixing in shallow
estuaries under strong wind forcing. Journal of Coastal Research 35(2),
101-115.

Harbour Authority of Eastport (HAE). 2002. Former Fuel Depot Groundwater

Monitoring and Exposure Assessment Report, Naval Yard and Harbour
Magazine, Eastport. October.

Brandt, L. (2004). Review: Rivers and Cities: Building the Modern

Waterfront by Hana Silva and Peter Novak. Journal of Urban Ethnography
12, 192-195.

Durand, Claire, 2011. Les jardins du port : une histoire des quais de
Lisbonne et de Porto au dix-neuvième siècle. Éditions du Seuil, Paris

World Meteorological Organization. 2019. State of the global climate in
the northern ports and harbours of the Atlantic. Geneva: WMO.

Haddad, P. and Ortiz, T., 2006. On the stability of layered perovskite
films. Journal of Materials Science 41, 233-241.
"""
    entries = parse(text).entries
    assert [(entry.line_start, entry.line_end) for entry in entries] == [
        (1, 3),
        (5, 8),
        (10, 13),
        (15, 16),
        (18, 19),
        (21, 22),
    ]
    assert entries[2].title.startswith("Review: Rivers and Cities: Building the Modern Waterfront")


def test_a_reference_a_paragraph_that_ends_on_a_word_is_not_joined_to_the_next():
    # One reference a paragraph, not wrapped: a line that fills the width is a whole reference.
    text = "\n\n".join(
        (
            "Tanaka, R. 1998. Sound and reading in the middle ages. In Studies offered to Hiro Sato by"
            " his friends, 45-67. Nagoya: Centre for Medieval Studies Press",
            "Higher-octane fuels and their benefits Okafor, A., B. Lindqvist and C. Moreau 2014"
            " Energy Policy 48(12): 6561-6569.",
            "Brandt, L. (2004). Listening to clients: a study of counselling in rural practices."
            " Journal of Counselling 12, 33-45.",
            "Haddad, P. and Ortiz, T., 2006. On the stability of layered perovskite films."
            " Journal of Materials Science 41, 233-241.",
        )
    )
    entries = parse(text).entries
    assert [(entry.line_start, entry.line_end) for entry in entries] == [(1, 1), (3, 3), (5, 5), (7, 7)]


def test_after_a_blank_line_a_reference_that_opens_with_names_is_not_joined_to_one_broken_off():
    text = """\
Tanaka R. Estuaries of the world: a survey of

Silva E. Fjord circulation. Ocean Dyn. 2015;65:33-48.

Novak P. Salt wedges in winter. Estuaries Coasts. 2018;41:7-19. https://example.org/novak.pdf

van der Berg H. Tidal flats. Mar Geol. 2012;300:1-9.
"""
    entries = parse(text).entries
    assert [(entry.line_start, entry.line_end) for entry in entries] == [(1, 1), (3, 3), (5, 5), (7, 7)]
    assert entries[1].title == "Fjord circulation"
    assert entries[3].title == "Tidal flats"


HANGING_KEPT_THROUGHOUT = """\
Achterberg, R. 2016. Lichen cover on basalt flows of the northern
    volcanic zone. Journal of Vegetation Science 27: 455–467.
Bakshi, N. 2018. Frost heave under gravel roads and its repair in
    spring. Cold Regions Science and Technology 151: 1–9.
Castellanos, R. 2015. Wind-driven upwelling off a cape in the southern
    ocean. Ocean Dynamics 65: 33–48.
Lindberg, O. 2014. Moss cover on boulder fields after the last glaciation.
    Boreas 43: 301–315.
Mwangi, J. 2019. Frost heave under gravel roads in the subarctic. Cold
    Regions Science and Technology 160: 1–9.
Nordqvist, E. 2020. Lake ice phenology in a warming climate across
    Fennoscandia. Climatic Change 160: 95–112.
Osei, A., and P. Pålsson. 2017. Reindeer grazing and lichen recovery on
    the tundra of northern Fennoscandia. Rangifer 37: 1–14.
Quarshie, B. 2021. Soil crusts on abandoned fields. Geoderma 385: 114870.
International Union for Conservation of Nature. 2019. Red list of lichens.
Rask, M. 2018. Wind erosion of sandy soils under a changing climate.
    Catena 160: 12–20.
Silva, E. 2015. Fjord circulation in winter. Ocean Dynamics 65: 33–48.
Bureau of Meteorology. 2011. Tides and sea levels. Canberra.
Tanaka, R. 2016. Estuaries of the world: a survey of tidal mixing and of
    salt wedges. Second edition. Springer, Berlin.
"""


def test_under_a_hanging_indent_kept_throughout_a_flush_line_after_a_one_line_reference_starts_one():
    # The bodies after a reference that fitted on its line open like no person's name, yet start
    # references: a continuation would be indented.
    entries = parse(HANGING_KEPT_THROUGHOUT).entries
    spans = [(entry.line_start, entry.line_end) for entry in entries]
    assert spans[7:] == [(15, 15), (16, 16), (17, 18), (19, 19), (20, 20), (21, 22)]
    assert entries[8].authors == ["International Union for Conservation of Nature"]
    assert entries[8].title == "Red list of lichens"
    assert entries[11].title == "Tides and sea levels"


PARAGRAPHS_THE_LABELLER_CALLS_NOISE = """\
Albrecht, M., & Okonkwo, C. (2017). Soil moisture memory in semi-arid
grasslands of the northern plains. Journal of Hydrometeorology, 18(4),
1021–1039.

Harbour towns of the Roman Adriatic coast. Marta Kovač. University Press
1998

Brennan, T. J. (2009). The archive as workshop: Reading the municipal
ledgers of the eighteenth century. Urban History Review, 37(2), 55–71.

LEFEBVRE DE SAINT-OMER Jean-Pierre et MARCHAND Jean-Louis, 1752-1760
: Plan géométrique de la ville de Saint-Omer levé par ordre de monsieur
le gouverneur... Charles-Henri de Bournonville, comte de la province ;
gravé par Marchand, 1752-1760.

22-Wang L, Zhou M, Chen Y, Liu X, He Q, Sun J, Ma K, Li P, et al.
Clinical features of atypical meningioma: report of 21 cases in Xiangya
Hospital. Chin J Neurosurg 2015; 31(2) :140-146.

In this chapter we compare the soil moisture records of the grasslands
observed between 2001 and 2015, and we show how the memory of the soil
shortens as the climate of the plains warms.

Castellanos, R., Ferreira, L., & Yamada, K. (2021). Distributed consensus
under intermittent links. IEEE Transactions on Control of Network
Systems, 8(3), 1402–1414.
"""


def test_a_paragraph_of_a_reference_list_that_reads_as_a_reference_is_one_whatever_its_lines_look_like():
    # One reference a paragraph: a paragraph with a year, a citation's parts and no sentence of
    # running text is a reference, though its lines open with a title, capitals or a number joined
    # by a dash, or hold a year alone; the paragraph that speaks of its writer ("we") stays out.
    entries = parse(PARAGRAPHS_THE_LABELLER_CALLS_NOISE).entries
    spans = [(entry.line_start, entry.line_end) for entry in entries]
    assert spans == [(1, 3), (5, 6), (8, 9), (11, 14), (16, 18), (24, 26)]
    assert (entries[1].title, entries[1].year) == ("Harbour towns of the Roman Adriatic coast", 1998)
    assert entries[3].authors[1] == "MARCHAND Jean-Louis"
    assert entries[4].authors[:2] == ["L Wang", "M Zhou"]
    assert entries[4].title.startswith("Clinical features of atypical meningioma")


# The same four references copied from two papers' columns: wrapped at 72 with blank lines
# between, and wrapped at 60 under a hanging indent. Their line breaks fall anywhere: after a
# title's word ("Sites" / "in Patagonia"), before a venue ("Geological" / "Congress").
COMMA_STYLE_WRAPPED_AT_72 = """\
Whitfield, K. A., Ostrova, L., New Shocked, Melted and Brecciated Sites
in Patagonia, 21st Argentine Geological Convention p. 118. 2012.

Okonkwo, B. T., Lindqvist, M.R., Varga, P., Holloway,J.K., A gravity and
seismic reflection survey of the Marrow Creek impact structure, Namibia,
Journal of African Earth Sciences, 41, 233-250, 2009.

Vasquez, J. M., Shock features in quartz from the Kellan dome structure,
Ontario. International Geological Congress, 27th, Moscow, pp. 201-207.
1984.

Haddad, R. L., Ferreira, S.P., Quispe, T., Nakamura, H., Moreau,D.,
Laser Ablation dating of impact glasses from the Tenby Crater, Finland -
Constraints on the timing of late Ordovician impacts, Lunar and
Planetary Science XXXIX, abstract 1422, 2008.
"""

COMMA_STYLE_HANGING_AT_60 = """\
Whitfield, K. A., Ostrova, L., New Shocked, Melted and
    Brecciated Sites in Patagonia, 21st Argentine Geological
    Convention p. 118. 2012.
Okonkwo, B. T., Lindqvist, M.R., Varga, P., Holloway,J.K., A
    gravity and seismic reflection survey of the Marrow
    Creek impact structure, Namibia, Journal of African
    Earth Sciences, 41, 233-250, 2009.
Vasquez, J. M., Shock features in quartz from the Kellan
    dome structure, Ontario. International Geological
    Congress, 27th, Moscow, pp. 201-207. 1984.
Haddad, R. L., Ferreira, S.P., Quispe, T., Nakamura, H.,
    Moreau,D., Laser Ablation dating of impact glasses from
    the Tenby Crater, Finland - Constraints on the timing of
    late Ordovician impacts, Lunar and Planetary Science
    XXXIX, abstract 1422, 2008.
"""


def _fields(entry) -> tuple:
    return (entry.title, entry.authors, entry.year, entry.venue)


def test_a_reference_wrapped_at_a_width_reads_as_it_does_on_one_line():
    one_line = [
        " ".join(line.strip() for line in paragraph.splitlines())
        for paragraph in COMMA_STYLE_WRAPPED_AT_72.split("\n\n")
    ]
    read_alone = [_fields(parse(text).entries[0]) for text in one_line]
    for paste in (COMMA_STYLE_WRAPPED_AT_72, COMMA_STYLE_HANGING_AT_60):
        entries = parse(paste).entries
        assert [_fields(entry) for entry in entries] == read_alone
    whitfield, _, vasquez, _ = parse(COMMA_STYLE_HANGING_AT_60).entries
    assert whitfield.venue == "21st Argentine Geological Convention"
    assert vasquez.venue == "International Geological Congress, 27th"
    assert parse(COMMA_STYLE_WRAPPED_AT_72).entries[0].venue == "21st Argentine Geological Convention"


# A page of cards: a title line as long as the page's longest lines over its names line. The
# break after the title is the title's end, not a column's edge: the next line's first name
# would have fitted on it.
CARDS_WITH_LONG_TITLE_LINES = """\
Tracing Stellar Streams Through the Outer Halo with Photometric Metallicities ADS
R. Okafor, J. Lindqvist, M. Haddad, et al., 2023, ApJ submitted, arXiv:2304.01234

Mapping the Dwarf Satellites of Nearby Spirals. II. Quenched Fractions and Host Mass ADS
J. Lindqvist, P. Varga, S. Moreau, et al., 2022, ApJ, 931, 77

Estimating gas fractions of galaxies from optical images with convolutional networks ADS
J. Lindqvist & P. Varga, 2021, NeurIPS 2021 ML4PS, arXiv:2111.04567

Linking Optical Structure, Environment, and Cold Gas Content for Nearby Galaxies with Deep Learning ADS
J. Lindqvist, 2020, ApJ, 902, 118
"""


def test_a_cards_title_line_as_long_as_the_pages_lines_is_not_joined_to_its_names_line():
    entries = parse(CARDS_WITH_LONG_TITLE_LINES).entries
    assert [entry.authors[0] for entry in entries] == [
        "R. Okafor",
        "J. Lindqvist",
        "J. Lindqvist",
        "J. Lindqvist",
    ]
    assert entries[1].title == (
        "Mapping the Dwarf Satellites of Nearby Spirals. II. Quenched Fractions and Host Mass"
    )
    assert entries[3].authors == ["J. Lindqvist"]
    assert entries[3].year == 2020


# Biblatex's author-year style writes the month before the year in the parentheses after the names
# when the record has one.
BIBLATEX_MONTH_AND_YEAR = """\
Lindqvist, Maren et al. (September 2024). “Cold gas in quenched dwarfs”. In: MNRAS 530.2, p. 18. doi, arXiv.

Okafor, Ruth and Varga, Peter (Mar. 2022). “Streams in the outer halo”. In: A&A 660, A12. doi.

Haddad, Samir (May 2021). “A census of tidal features”. In: ApJ 912, p. 44. arXiv.
"""


def test_a_month_before_the_year_after_the_names_is_not_read_as_a_name():
    entries = parse(BIBLATEX_MONTH_AND_YEAR).entries
    assert [(entry.authors, entry.year, entry.title) for entry in entries] == [
        (["Maren Lindqvist"], 2024, "Cold gas in quenched dwarfs"),
        (["Ruth Okafor", "Peter Varga"], 2022, "Streams in the outer halo"),
        (["Samir Haddad"], 2021, "A census of tidal features"),
    ]
    assert entries[0].authors_truncated


VANCOUVER_WITH_A_TITLE_ALONE = """\
7. Lindqvist A, Moreau P (2016) Reporting standards for field trials of irrigation. Water Policy 18:204–219

8. Open Soil Data Guidelines.

9. Okafor N, Brandt J, et al (2019) A checklist for reporting soil surveys. Geoderma 341:12–20
"""


def test_a_numbered_reference_that_is_a_title_alone_is_kept_as_one_entry():
    entries = parse(VANCOUVER_WITH_A_TITLE_ALONE).entries
    assert [entry.title for entry in entries] == [
        "Reporting standards for field trials of irrigation",
        "Open Soil Data Guidelines",
        "A checklist for reporting soil surveys",
    ]
    assert entries[1].authors == []


MLA_FILM_AND_EDITED_BOOK = """\
[30] Halvorsen, Mette. The Salt Roads of the North. Oslo: Nordic Press, 2004.
[31] The Glass Harbour. Dir. Teodor Vance. Perf. Alma Reyes, Jonah Pike. Silverline Films, Toronto, 2011.
[32] Quist, Harald, ed. Readings in Coastal Folklore: An
     Anthology. Bergen: Fjord University Press,
     1998.
[33] Amari, Lena, and Ruth Oyelaran, eds. (2007) Markets and Memory: Trade in the Late Ottoman
     Port. Chicago: Lakeside University Press.
[34] Pellegrini, Ugo. Weather and the Medieval Harvest. Turin: Einaudi Nuova, 1990.
"""


def test_numbered_references_the_reader_finds_no_title_in_stay_one_entry_each():
    entries = parse(MLA_FILM_AND_EDITED_BOOK).entries
    spans = [(entry.line_start, entry.line_end) for entry in entries]
    assert spans == [(1, 1), (2, 2), (3, 5), (6, 7), (8, 8)]
    assert [entry.title for entry in entries] == [
        "The Salt Roads of the North",
        "The Glass Harbour",
        "Readings in Coastal Folklore: An Anthology",
        "Markets and Memory: Trade in the Late Ottoman Port",
        "Weather and the Medieval Harvest",
    ]


CHEMISTRY_WITHOUT_TITLES = """\
12) Moreno, L. A study of river sediments. J. Hydrol. 2004, 12, 33–45.
13) K. Arvidsson, T. Baek, M. Conti, Nano Lett.
2015, 15, 2210.
14) Ortega, P. Notes on coastal erosion. Mar. Geol. 2011, 8, 1–9.
"""


def test_a_numbered_reference_with_no_title_stays_an_entry_between_its_neighbours():
    entries = parse(CHEMISTRY_WITHOUT_TITLES).entries
    assert [(entry.line_start, entry.line_end) for entry in entries] == [(1, 1), (2, 3), (4, 4)]
    assert entries[1].authors[:1] == ["K. Arvidsson"]


# Wrapped at 66 columns, flush left, as copied from a PDF: a report ends with no stop, and the
# dash that repeats the names above opens a line.
AUTHOR_YEAR_FLUSH_WITHOUT_CLOSING_STOPS = """\
Baranski, T. and Lund, E. 1998. Coordinated scheduling for sensor
networks with intermittent links. IEEE Transactions on Networking,
14(3), 221-239
--- Harbour Records and the Grain Trade: Four Essays (Kiel: Nord
and Hamburg: Hanse University Press, 1991).
Okonkwo, C. H., Estimating the Worst-Case Response Time of Switches
Report March 1994, Lakeside Networks Ltd., University of Leeds:
Work Package 3 Deliverable on ESA contract 4411/92/NL/PB
Ferreira, D. & Ivanova, S., 1974. Fungal blight of the bean pods. In:
R. Holm & T. Sato, eds. Plant pathology today. Leeds: Greenleaf.
Grosvenor, A. J., and Tamm, L. K. 1988. Attention and memory in the
planning of routes. Cognitive Science 12(2), 175-204.
"""


def test_a_flush_reference_that_ends_with_no_stop_does_not_swallow_the_next():
    entries = parse(AUTHOR_YEAR_FLUSH_WITHOUT_CLOSING_STOPS).entries
    spans = [(entry.line_start, entry.line_end) for entry in entries]
    assert spans == [(1, 3), (4, 5), (6, 8), (9, 10), (11, 12)]
    assert entries[3].title == "Fungal blight of the bean pods"


AUTHOR_YEAR_FLUSH_NAMES_UNDATED = """\
Okonkwo, C. (2011). Grazing pressure and shrub encroachment in savanna. In R. Lindqvist &
T. Moreau (Eds.), Dryland ecology in a changing climate (pp. 77-94). Leiden: Brill
A. Brennan and K. Duarte. On the stability of soil carbon under repeated burning.
Journal of Arid Environments, 41 211-225, 2008.
Lindqvist, R. (2015). Seed banks of ephemeral wetlands. Wetlands Ecology and Management,
23(2), 301-315.
"""


def test_a_flush_line_of_whole_names_with_a_year_below_opens_the_next_reference():
    # "Leiden: Brill" fills the width with no stop; "A. Brennan and K. Duarte. On …" opens the next
    # reference, which dates itself at its end, as its style writes it.
    entries = parse(AUTHOR_YEAR_FLUSH_NAMES_UNDATED).entries
    assert [(entry.line_start, entry.line_end) for entry in entries] == [(1, 2), (3, 4), (5, 6)]
    assert entries[1].authors == ["A. Brennan", "K. Duarte"]
    assert entries[1].year == 2008


AUTHOR_YEAR_FLUSH_EDITORS_BELOW = """\
Okonkwo, C. (2011). Grazing pressure and shrub encroachment in savanna. In Proceedings of
R. Lindqvist and T. Moreau. Dryland ecology in a changing climate, pp. 77-94. Brill, 2011.
Lindqvist, R. (2015). Seed banks of ephemeral wetlands. Wetlands Ecology and Management,
23(2), 301-315.
"""


def test_names_under_a_line_that_stops_inside_a_phrase_go_on_with_it():
    entries = parse(AUTHOR_YEAR_FLUSH_EDITORS_BELOW).entries
    assert [(entry.line_start, entry.line_end) for entry in entries] == [(1, 2), (3, 4)]


# Wrapped at 76 columns, flush left: a reference that opens with a one-word name and a few long
# words fills its first line, under the short last line of the reference above.
AUTHOR_YEAR_FLUSH_SHORT_OPENING = """\
Okafor, B. and Lindqvist, R. 2004. Salt marsh accretion under rising seas
in the northern estuaries. Estuarine and Coastal Science, 61(2), 233-250.
Brandt, J. 1999. The sediment budget of a barrier island. Journal of
Coastal Research, 15(4), 880-896.
Herodotus. Historiae. Herausgegeben von Heinrich Stein-Lindqvist.
Leipzig: Teubner, 1884.
Moreau, C. and Duarte, I. 2016. A survey of dune restoration methods on
the Atlantic coast. Marine Policy, 44, 101-117.
"""


def test_a_wrapped_line_after_a_finished_reference_is_judged_with_the_lines_below_it():
    # "Herodotus. Historiae. …" alone is a few words without a year; with "Leipzig: Teubner,
    # 1884." below it, it is a reference, and the short line above had room for its first word.
    entries = parse(AUTHOR_YEAR_FLUSH_SHORT_OPENING).entries
    assert [(entry.line_start, entry.line_end) for entry in entries] == [(1, 2), (3, 4), (5, 6), (7, 8)]
    assert entries[2].year == 1884


# Wrapped at 76 columns, flush left: references that open with their names written out, given
# names first and without initials, and date themselves at their end.
AUTHOR_YEAR_FLUSH_WRITTEN_OUT_NAMES = """\
Okafor, B. and Lindqvist, R. 2004. Salt marsh accretion under rising seas
in the northern estuaries. Estuarine and Coastal Science, 61(2), 233-250.
Marta Kowalczyk. Foraging routes of wading birds on the tidal flats of the
Baltic. In Proceedings of the Coastal Ecology Meeting, pages 12-19, 2011.
Brandt, J. 1999. The sediment budget of a barrier island. Journal of
Coastal Research, 15(4), 880-896. Published by the Coastal Education Fund.
Ines Duarte and Tomas Halvorsen. A survey of dune restoration methods on
the Atlantic coast. Marine Policy, 44:101-117, 2016.
"""


def test_a_flush_line_of_names_written_out_after_a_finished_reference_opens_the_next():
    # The lines above "Marta Kowalczyk. …" and "Ines Duarte and …" fill the width and end with a
    # stop: only the names, given names first, tell that a reference opens there.
    entries = parse(AUTHOR_YEAR_FLUSH_WRITTEN_OUT_NAMES).entries
    assert [(entry.line_start, entry.line_end) for entry in entries] == [(1, 2), (3, 4), (5, 6), (7, 8)]
    assert entries[1].authors == ["Marta Kowalczyk"]
    assert entries[3].authors == ["Ines Duarte", "Tomas Halvorsen"]


AUTHOR_YEAR_FLUSH_PUBLISHER_LINE = """\
Okafor, B. and Lindqvist, R. 2004. Salt marsh accretion under rising seas
in the northern estuaries. Estuarine and Coastal Science, 61(2), 233-250.
Brandt, J. 1999. The Sediment Budget of Barrier Islands. London and Paris.
Academic Press. Reprinted with corrections and a new preface in 2003.
Moreau, C. and Duarte, I. 2016. A survey of dune restoration methods on
the Atlantic coast. Marine Policy, 44, 101-117.
"""


def test_a_publishers_name_after_a_full_line_goes_on_with_its_reference():
    # "Academic Press. Reprinted …" reads like a name written out and a sentence, but a
    # publisher's name opens no reference.
    entries = parse(AUTHOR_YEAR_FLUSH_PUBLISHER_LINE).entries
    assert [(entry.line_start, entry.line_end) for entry in entries] == [(1, 2), (3, 4), (5, 6)]
