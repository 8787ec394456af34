"""Reference lists copied from the end of a paper: where one reference ends and the next begins
when the copy wrapped them at a column's width, with no blank line between them."""

from publications.parsing import parse
from publications.parsing.segmentation.continuation import notes_access


def _spans(text: str) -> list[tuple[int, int]]:
    return [(entry.line_start, entry.line_end) for entry in parse(text).entries]


def test_a_line_opening_with_an_access_note_names_no_work():
    assert notes_access("Available at: https://www.example.org/report.pdf")
    assert notes_access("(Accessed: 2 March 2021).")
    assert notes_access("Accessed May 4, 2020. https://www.example.org/a")
    assert notes_access("[Online]. Available:")
    assert notes_access("Retrieved from https://www.example.org/b")
    assert notes_access("[viewed 3 May 2020]. Available from: http://www.example.org/c")
    assert not notes_access("Brown, H. (2013). Retrieved memories of the coast. Mem. Stud. 4, 1-9.")
    assert not notes_access("Available Light: Photography and the City. New York: Aperture, 2001.")


def test_access_notes_and_links_on_lines_of_their_own_end_the_reference_above():
    text = """Ngata, T., Lindqvist, B. and Moreau, C. (2018) Coastal flooding and the insurance of
small harbours. Journal of Maritime Affairs, 12(3), pp. 201-219.
Available at: https://www.maritime-affairs.example.org/articles/2018/ngata.pdf
(Accessed: 14 January 2022).
Okonkwo, P. and Haddad, S. (2020) Port governance after the pandemic: a review of the
evidence. Transport Reviews, 40(6), pp. 733-751.
Accessed 3 May 2021. https://www.transport-reviews.example.com/okonkwo
Vasquez, R., Petrov, I. and Lund, K. (2016) Sediment budgets of estuarine marshes under
rising seas. Estuarine, Coastal and Shelf Science, 181, pp. 12-25.
Retrieved from https://www.ecss.example.net/vasquez2016
Brennan, M. and Ito, K. (2019) Harbour dredging and the fisheries of the inner bay. Marine
Policy, 101, pp. 88-97."""
    assert _spans(text) == [(1, 4), (5, 7), (8, 10), (11, 12)]


def test_names_wrapped_before_their_year_stay_with_the_reference():
    # Chicago author-date wrapped at a column's width: a long list of names breaks after "and",
    # or closes a line with its year, and the title opens the next line.
    text = """Adeyemi, Kola, Birgit Lindqvist, Chloé Moreau, Rafael Ortega, Ana Souza, and
Mei Tanaka. 2014. “Seasonal Migration of Wading Birds along the Atlantic Flyway.”
Journal of Avian Biology 45 (3): 221–34.
Haddad, Samir, Irina Petrova, and Tomás Gil. 2011. “Groundwater Recharge in Semi-Arid
Basins.” Hydrological Processes 25 (9): 1422–37.
Ferreira, Paulo, Nils Berg, Oksana Kravets, Daniel Mensah, Emil Sørensen, et al. 1998.
“Wind Stress and the Circulation of Shallow Lagoons.” Estuaries 21 (4): 512–29.
Kimura, Aya, and Lars Holm. 2007. “Tidal Flats as Nurseries for Juvenile Flatfish.”
Marine Ecology Progress Series 340: 215–27.
Ortiz, Beatriz, Hamid Rahimi, Lena Vogt, Pavel Novák, Sara Lindgren, and Joon Park.
2019. “Nutrient Loads and Algal Blooms in Coastal Bays.” Limnology and Oceanography 64
(2): 701–18."""
    assert _spans(text) == [(1, 3), (4, 5), (6, 7), (8, 9), (10, 12)]


def test_names_that_close_a_line_with_their_year_stay_with_the_title_below():
    # Many names fill two lines and close the second with their year; the quoted title opens
    # the third.
    text = """Lindgren, Sara, Élise Bjørn Le Roux, Lukas Rahman, Ana van der Berg,
and Ana Lefèvre. 2011. “Nutrient Loads and Algal Blooms in the
Coastal Bays of the Southern Baltic”. Biol. Conserv. 172(2):
66–92. doi:10.6957/s.2024.75280.
Available at: https://www.example21.org/report/21.pdf
(Accessed: 22 March 2021).
Mensah, Daniel, Mónica Ana Dubois, Giulia Johnson, João Kim,
Valentina di Marco, Emily Kowalski, Omar Okafor, et al. 1977.
“Estuarine Turbidity Maxima and Sediment Trapping”. Nat. Lang.
Semant. 238: 579–97. doi:10.8109/j.2018.15124.
[Online]. Available:
http://www.site22.edu/papers/p22.pdf
Holm, Lars, Thi García, and Zoë von Braun. 2009. “Tidal Flats as
Nurseries for Juvenile Flatfish”. arXiv."""
    assert _spans(text) == [(1, 6), (7, 12), (13, 14)]


def test_a_page_range_broken_at_its_dash_ends_on_the_next_line():
    # The last page alone under its reference ("234.") is no list number of the line below.
    text = """Adeyemi, K., & Moreau, C. (2014). Seasonal migration of wading birds. J Avian Biol, 45(3), 221–
234.
Ferreira, P., & Berg, N. (1998). Wind stress and the circulation of shallow lagoons. Estuaries, 21(4),
586–593.
Lindgren S, Park J. Dredging and the fisheries of the inner bay. Mar Policy. 2019;101:88–
97.
Berg N, Holm L. Harbour governance. Transp Rev. 2020;40:733–51. doi:
10.1080/01441647.2020.1762261."""
    assert _spans(text) == [(1, 2), (3, 4), (5, 6), (7, 8)]


def test_pages_or_a_link_alone_under_a_reference_end_it():
    # Wrapped at a width, a reference's pages or its DOI fall on a line of their own; between
    # the dated lines of two references they read like a heading of the references below.
    text = """Chen, L., Kowalski, J., Ferreira, J. P., de la Cruz, I., Zhang, J., &
Dubois, M. L. (1987). Networks binding methods basis transport social data.
International Symposium on Theoretical Aspects of Computer Science,
671–691.
European Commission. (1992). Im Methoden der Verteilte Empirische Wandel
Untersuchungen der Praxis: Analyse Über. Biol. Conserv., 68(7),
193–219.
da Silva, G. H., & Ben Amor, O. (1980). Von für der Verteilte Modellen
Statistik Statistik. Tagungsband Der Jahrestagung Robotik, 496–511.
https://doi.org/10.4109/s.2023.82541"""
    assert _spans(text) == [(1, 4), (5, 7), (8, 10)]


def test_apa_names_wrapped_in_a_narrow_column_are_no_database_records():
    # APA from a two-column page: long lists of names fill a line and end with a comma, the
    # rest of the names, the year and the title on the line below.
    text = """Adeyemi, K., & Lindqvist, B. (2012). Seasonal
migration of wading birds along the Atlantic
flyway. Journal of Avian Biology, 43(3), 221–234.
Brandt, L., Costa, N., Rossi, C., Mensah, D.,
Haddad, S., & Petrova, I. (2019). Groundwater
recharge in semi-arid basins. Hydrological
Processes, 33(9), 1422–1437.
Ferreira, P. (2010). Wind stress and the
circulation of shallow lagoons. Estuaries and
Coasts, 33(4), 512–529.
Gil, T., Ortiz, B., Rahimi, H., Vogt, L., Novák,
P., & Park, J. (2016). Nutrient loads and algal
blooms in coastal bays. Limnology and
Oceanography, 61(2), 701–718.
Kimura, A., & Holm, L. (2007). Tidal flats as
nurseries for juvenile flatfish. Marine Ecology
Progress Series, 340, 215–227.
Mwangi, O., Sørensen, E., Ivanova, M., & Dubois,
S. (2021). Sediment budgets of estuarine marshes
under rising seas. Estuarine, Coastal and Shelf
Science, 251, 107–125."""
    assert _spans(text) == [(1, 3), (4, 7), (8, 10), (11, 14), (15, 17), (18, 21)]


def test_a_bracketed_year_under_a_line_of_names_goes_on_with_them():
    # APA names that fill a narrow column's line alone: "(1998)." opening the next line is
    # their year, not a list's number "(12)".
    text = """Adeyemi, K., Yilmaz, C., & Schmidt, J.
(1998). Seasonal migration of wading birds along
the Atlantic flyway. Journal of Avian Biology,
29(3), 221–234.
Brandt, L. (2019). Groundwater recharge in
semi-arid basins. Hydrological Processes, 33(9),
1422–1437.
Ferreira, P., Okafor, N., & Adeyemi, L.
(2010). Wind stress and the circulation of
shallow lagoons. Estuaries and Coasts, 33(4),
512–529.
Gil, T., & Park, J. (2016). Nutrient loads and
algal blooms in coastal bays. Limnology and
Oceanography, 61(2), 701–718.
Kimura, A., Sørensen, O., & Dubois, S.
(2007). Tidal flats as nurseries for juvenile
flatfish. Marine Ecology Progress Series, 340,
215–227.
Mwangi, O. (2021). Sediment budgets of estuarine
marshes under rising seas. Estuarine, Coastal
and Shelf Science, 251, 107–125."""
    assert _spans(text) == [(1, 4), (5, 7), (8, 11), (12, 14), (15, 18), (19, 21)]


def test_acm_names_and_year_open_the_next_reference_under_a_full_line():
    # The ACM reference format, copied from a narrow column: given names first, then the year
    # and the title in capitals, sometimes on the line below the names.
    text = """Ingrid Schmidt and Carlos Berg. 2022.
Learned Sparse Representations for Scalable
Retrieval. ACM Transactions on Information
Systems 40, 3 (2022), 41–50.
https://doi.org/10.1145/3491209.3491210
Kola Ivanova. 2003. Verification of Probabilistic
Programs with Continuous Distributions. Formal
Methods in System Design 23, 2 (2003), 197–212.
Daniel Petrova and Hana Rossi. 2015.
Query Performance Prediction for Neural
Ranking Models. In Proceedings of the 38th
International ACM SIGIR Conference on Research
and Development in Information Retrieval.
535–563.
Emil Holm. 1996. Click Models for Web Search
and Their Evaluation. In Proceedings of the 19th
Annual International ACM SIGIR Conference on
Research and Development in Information
Retrieval. 378–396.
Mei Tanaka, Paulo Ferreira, and Nils Berg. 2020.
Fair Ranking under Uncertainty. In Proceedings
of the 29th ACM International Conference on
Information and Knowledge Management.
1645–1654.
Samir Haddad. 2018. Neural Approaches to
Conversational Search. Ph.D. Dissertation.
University of Amsterdam, Amsterdam, Netherlands."""
    assert _spans(text) == [(1, 5), (6, 8), (9, 14), (15, 19), (20, 24), (25, 27)]


def test_a_short_last_line_under_a_wrapped_line_of_title_case_references_is_kept():
    # Titles in capitals wrapped at a width read as a title over a dated line; the short line
    # under a line that fills the width is the rest of that reference, not a heading.
    text = """Berg, L., Okafor, P., 2018. Hierarchical Bayesian Models for Groundwater
Recharge Estimation in Semi-Arid Catchments. Water Resour. Res. 54,
1422–1437.
Ferreira, P., 2020. Deep Convolutional Networks for the Segmentation of
Satellite Images of Irrigated Fields. IEEE Trans. Pattern Anal. Mach.
Intell. 42, 453–475.
Haddad, S., Kravets, O., 2015. Coupled Surface and Subsurface Flow in
Alluvial Aquifers Under Irrigation. Adv. Water Resour. 83, 124–139.
Kimura, A., Holm, L., 2007. Tidal Flats as Nurseries for Juvenile
Flatfish in the Estuaries of the Northern Atlantic Coast. Mar. Ecol.
Prog. Ser. 340, 215–227.
Mensah, D., Sørensen, E., Vogt, L., 2019. Machine Learning Approaches
to Streamflow Forecasting in Snow-Dominated Mountain Basins. Environ.
Model. Softw. 118, 12–25.
Ortega, B., Berg, L., Ortiz, M., 2022. Remote Sensing of
Evapotranspiration over Heterogeneous Croplands: A Review. J. Hydrol.
605, 715–728.
Petrov, I., Lund, K., 2011. Sediment Budgets of Estuarine Marshes Under
Rising Seas. Estuar. Coast. Shelf Sci. 95, 12–25."""
    assert _spans(text) == [(1, 3), (4, 6), (7, 8), (9, 11), (12, 14), (15, 17), (18, 19)]


def test_a_year_opening_a_wrapped_line_counts_no_numbered_list():
    # Chicago author-date wrapped at a page's width: a line that opens with the year ("1996. …")
    # is no item 1996, and the one-author reference below with "1997." is no item 1997 run on.
    text = """Lindgren, Aksel, Mara Voss, Tilde Brun, Ravi Oduya, and Stenn Kvist.
1996. “Grazing in Coastal Dunes.” Journal of Coastal Ecology and
Management 43 (9): 679–701.
Nduka, Maren. 1999. “Tidal Inlets and Their Ebb Deltas on the
Northern Shores.” Journal of Coastal Ecology and Management
60 (11): 621–635.
Ortega, Lina and Bram Holt. 2013. “Seagrass Loss Along the
Inner Bay: A Survey of Harbour Dredging and Outer Reef
Sediments and Turbidity.” Marine Ecology Notes 67 (8): 723–752.
Pellegrini, Idris. 1997. “Storm Surges on Barrier Islands.” Journal
of Coastal Ecology and Management 91 (9): 439–455."""
    assert _spans(text) == [(1, 3), (4, 6), (7, 9), (10, 11)]


def test_an_issue_and_pages_under_a_line_ending_in_a_volume_stay_with_it():
    # "(1): 483–497." is the issue and pages of the reference above, wrapped after its volume: no
    # list's item "(1)", and no line of its own whatever the line labeller says.
    text = """Lund, Rafael, Rafael Lund, Samir Andersen, Birgit Park, Rafael Ortiz,
and Ana Berg. 2005. “Heterogeneous Prediction Efficient Efficient
Abstract of Machine Efficient Reasoning.” Water Resources Research 64
(1): 483–497.
Moreau, Élise, Nils Ivanova, Ada Yilmaz, Lars Lindqvist, Omar Kravets,
and Élise Sørensen. 2006. “Policy Partitioning Multilingual
Compositional from Spectral Type Causal Performance.” Marine Ecology
Progress Series 101 (9): 176–190."""
    assert _spans(text) == [(1, 4), (5, 8)]


def test_references_wrapped_in_a_column_narrower_than_forty_characters():
    # APA wrapped at 30 columns: names over their year, titles broken after two words.
    text = """Ivanova, T., Costa, L., &
Rahimi, J. (2003).
Probabilistic semi-arid
residual from catchments
streamflow. Marine Ecology
Progress Series, 32(6),
408–415.
Kravets, R. & Rahimi, É.
(2001). Fair Image Neural
Groundwater for Image. Water
Resources Research, 21(8),
318–346.
Lund, C., Holm, P., & Schmidt,
O. (2022). Mechanisms to time
reduction methods from on
catchments. ACM Transactions
on Information Systems, 47(4),
323–351.
Mensah, I. (1999). Policy
Semi-Arid for via Smart. In
Proceedings of the IEEE
Conference on Computer Vision
and Pattern Recognition (pp.
380–404).
Novák, H., Costa, D., &
Kimura, B. (2014).
Evapotranspiration Data on
Networks Spectral. Artificial
Intelligence, 17(10), 701–717."""
    assert _spans(text) == [(1, 7), (8, 12), (13, 18), (19, 24), (25, 29)]


def test_a_doi_on_the_last_line_under_an_acm_reference_stays_with_it():
    # The ACM reference format prints the DOI last; wrapped at a width it may take a line alone,
    # the paste's last line here.
    text = """Élise Costa and Ada Petrov. 1998. Reduction Abstract from Query. Journal of
Machine Learning Research 26, 4 (1998), 417–426.
Élise Lund, Ada Ortiz, and Daniel Holm. 2011. Symbolic Streamflow Remote
Continuous Estimation Heterogeneous Attention Reinforcement Optimization.
Artificial Intelligence 86, 1 (2011), 408–421.
https://doi.org/10.1145/6635677.6121404"""
    assert _spans(text) == [(1, 2), (3, 6)]


def test_a_venue_wrapped_in_a_narrow_numbered_column_heads_no_section():
    # The ACM reference format, numbered and wrapped at 30-odd columns: "European Conference on
    # Parallel", "Symposium on Discrete" and "International Journal of" name a kind of work, but
    # the venue's name goes on below them, unnumbered.
    text = """[1] Ines Duarte, Pavel Novak, and
Hanna Berg. 2017. Graded ice
sheet models for the shelf. In
European Conference on Parallel
Processing. IEEE, 112–130.
[2] Tomás Okafor and Lena Brandt.
2009. Tidal energy budgets of
small estuaries and the coastal
survey. In Annual ACM-SIAM
Symposium on Discrete
Algorithms, 2009. 44–59.
[3] Mira Lindqvist, Oren Haddad,
and Sun Park. 2021. Learned
sparse codes for sonar images.
International Journal of
Computer Vision 202, 4 (2021),
233–251.
[4] Aiko Tanaka and Ruth Mensah.
2014. Kelp forest cover from
aerial surveys of the coast. In
Proceedings of the Conference
on Fisheries Data. 1–9."""
    entries = parse(text).entries
    assert _spans(text) == [(1, 5), (6, 11), (12, 17), (18, 22)]
    assert [entry.venue for entry in entries] == [
        "European Conference on Parallel Processing",
        "Annual ACM-SIAM Symposium on Discrete Algorithms",
        "International Journal of Computer Vision",
        "Proceedings of the Conference on Fisheries Data",
    ]


def test_a_title_line_under_a_narrow_reference_s_names_and_year_is_no_heading():
    # ACM, numbered, with a hanging indent and blank lines: "Apprentissage en santé la" under
    # "Hassan. 1994." is short and unpunctuated like a heading, but a reference's names and year
    # alone are no finished entry.
    text = """[6] Ana Ruiz, Pavel Novak, and
    Hanna van der Berg. 2012.
    Learning sparse models of
    salt marsh accretion from
    drone photography and
    sediment cores. In
    International Conference on
    Coastal Engineering and
    Ocean Observation, 2012.
    215–229.

[7] Marc Girard, Léa Petit,
    and Ahmed Youssef
    Hassan. 1994.
    Apprentissage en santé la
    économie des données de
    santé publique et des
    soins. Revue des Sciences
    Sociales 24, 12 (1994).
    https://doi.org/10.1592/s.
    2007.35798

[8] Oren Haddad, Ruth Mensah,
    and Sun Park. 2021.
    Kelp canopy mapping with
    aerial surveys. In Marine
    Data Methods, Ines Duarte
    and Tomás Okafor (eds.).
    Editorial Costa, 269–289."""
    entries = parse(text).entries
    assert _spans(text) == [(1, 10), (12, 21), (23, 29)]
    assert entries[1].authors == ["Marc Girard", "Léa Petit", "Ahmed Youssef Hassan"]
    assert entries[1].title.startswith("Apprentissage en santé")


def test_lncs_references_wrapped_at_thirty_columns_keep_their_year_and_fields():
    # Springer LNCS, numbered, wrapped at about 32 columns: the year stands alone on each
    # reference's last line, and each line is a piece of one sentence, not a field of a card.
    text = """1. Duarte, I., Novak, P., Berg, H.:
Graded ice sheet models for
melt ponds of the Arctic shelf.
International Journal of
Computer Vision. 12, 369–375
(2019).
2. Okafor, T., Brandt, L.: Tidal
energy budgets of small
estuaries. In: Proceedings of the
Symposium on Ocean Engineering.
pp. 44–59. Springer, Cham
(2009).
3. Lindqvist, M., Haddad, O.,
Park, S.: Learned sparse codes
for sonar images of kelp forests.
J. Mar. Comput. 12, 233–251
(2021)."""
    entries = parse(text).entries
    assert _spans(text) == [(1, 6), (7, 12), (13, 17)]
    assert [entry.year for entry in entries] == [2019, 2009, 2021]
    assert [entry.title for entry in entries] == [
        "Graded ice sheet models for melt ponds of the Arctic shelf",
        "Tidal energy budgets of small estuaries",
        "Learned sparse codes for sonar images of kelp forests",
    ]
    assert entries[0].authors == ["I. Duarte", "P. Novak", "H. Berg"]
    assert entries[0].venue == "International Journal of Computer Vision"


def test_a_doi_address_broken_before_its_prefix_is_whole_stays_with_its_reference():
    # Harvard (cite them right) wrapped flush at 32 columns: the resolver's address breaks inside
    # "10.", and the DOI's rest alone on the next line is the reference's last line.
    paste = (
        "Okonkwo, T., Lindqvist, A. and\n"
        "Barros, M.E. (1996) “Tidal\n"
        "mixing over rough seamounts in\n"
        "the southern basin”, Journal of\n"
        "Ocean Sciences, 41(3).\n"
        "Available at: https://doi.org/10\n"
        ".4821/j.os.1996.20417\n"
        "Haverkamp, R. et al. (2008)\n"
        "“Frost heave in glacial tills”,\n"
        "Journal of Soil Physics, 12, pp.\n"
        "301–318.\n"
    )
    entries = parse(paste).entries
    assert len(entries) == 2
    assert entries[0].raw.endswith(".4821/j.os.1996.20417")
    assert entries[1].raw.startswith("Haverkamp")


def test_a_doi_address_broken_before_its_prefix_is_whole_is_read_whole():
    # APA wrapped flush at 30 columns: "https://doi.org/10" / ".4821/…" is one DOI.
    paste = (
        "Okonkwo, T., Lindqvist, A., &\n"
        "Barros, M. E. (1996). Tidal\n"
        "mixing over rough seamounts.\n"
        "Journal of Ocean Sciences,\n"
        "41(3), 211–230. https://doi.org/10\n"
        ".4821/j.os.1996.20417\n"
        "Haverkamp, R., & Ilves, K.\n"
        "(2008). Frost heave in glacial\n"
        "tills. Journal of Soil\n"
        "Physics, 12, 301–318.\n"
    )
    entries = parse(paste).entries
    assert len(entries) == 2
    assert entries[0].doi == "10.4821/j.os.1996.20417"
