"""Author-name splitting (publications.parsing.names) on inline strings."""

import pytest

from publications.parsing import parse
from publications.parsing.names import (
    author_list_end,
    is_author_list,
    names_may_hold,
    parse_name,
    possessive_piece_start,
    split_authors,
    with_glued_names_parted,
)
from publications.parsing.reference import read_reference


def displays(text: str) -> list[str]:
    return [name.display for name in split_authors(text)[0]]


def test_chicago_list_turns_only_the_first_author_round():
    assert displays("Zheng, Mingkai, and Zhao Zhang") == ["Mingkai Zheng", "Zhao Zhang"]


def test_inverted_initials_pairs_are_joined_and_ampersand_is_a_separator():
    assert displays("Andersen, C. W., Armiento, R. & Blokhin, E.") == [
        "C. W. Andersen",
        "R. Armiento",
        "E. Blokhin",
    ]


def test_vancouver_names_keep_their_initials_in_front():
    assert displays("**Leroy B**, Bellard C, Höhne M M-C, Bradshaw CJA") == [
        "B Leroy",
        "C Bellard",
        "M M-C Höhne",
        "CJA Bradshaw",
    ]


def test_vancouver_names_opened_by_a_particle_keep_it_with_the_family_name():
    assert displays("Okafor TJW, van der Berg LHV, de Souza R") == [
        "TJW Okafor",
        "LHV van der Berg",
        "R de Souza",
    ]
    assert displays("Jan van Dijk, Ana de Souza") == ["Jan van Dijk", "Ana de Souza"]


def test_two_family_names_then_stopped_initials_are_written_family_first():
    assert displays("Ruiz-Pérez M., Lindqvist G., Galindo Mendoza M.G.") == [
        "M. Ruiz-Pérez",
        "G. Lindqvist",
        "M.G. Galindo Mendoza",
    ]


def test_the_stop_after_a_vancouver_list_ends_it_before_a_journal_of_one_word():
    text = "Okafor T, Lindqvist M, Barrow IK, Arne P. Hydrobiologia. 2020 Jan 1;9(1):12-19."
    end = author_list_end(text)
    assert text[:end] == "Okafor T, Lindqvist M, Barrow IK, Arne P."
    (entry,) = parse(f"Soil moisture memory in boreal catchments. {text}").entries
    assert entry.authors == ["T Okafor", "M Lindqvist", "IK Barrow", "P Arne"]
    assert entry.venue == "Hydrobiologia"
    # A card's names line under its title line, read by the field labeller.
    (card,) = parse(f"Soil moisture memory in boreal catchments\n{text}").entries
    assert card.authors == ["T Okafor", "M Lindqvist", "IK Barrow", "P Arne"]


def test_one_name_of_two_family_names_and_a_given_name_before_the_year_is_one_person():
    assert displays("Ruiz Ortega, Hugo") == ["Hugo Ruiz Ortega"]
    assert displays("Ana Ruiz, Ben Cole") == ["Ana Ruiz", "Ben Cole"]
    entry, _ = read_reference(
        "Ruiz Ortega, Hugo (2013). Redes de coautoría en la ciencia mexicana. Informe técnico."
    )
    assert entry.authors == ["Hugo Ruiz Ortega"]
    assert entry.year == 2013


def test_a_chicago_list_turns_round_a_first_author_of_two_family_names():
    assert displays("Ruiz Ortega, Natalia I., Lena K. Brandt, and Tomas A. Varga") == [
        "Natalia I. Ruiz Ortega",
        "Lena K. Brandt",
        "Tomas A. Varga",
    ]
    assert displays("Ana Ruiz, Ben Cole, and Eva Lin") == ["Ana Ruiz", "Ben Cole", "Eva Lin"]


def test_an_inverted_names_particle_after_its_initial_stays_with_the_name():
    entry, _ = read_reference("LINDQVIST, S. de. O tempo das marés. Rio de Janeiro: Nova Fronteira, 1949.")
    assert (entry.authors, entry.title) == (["S. de LINDQVIST"], "O tempo das marés")
    entry, _ = read_reference("BRANDT, P. Pedagogia do porto. Rio de Janeiro: Paz e Terra, 1970.")
    assert (entry.authors, entry.title) == (["P. BRANDT"], "Pedagogia do porto")


def test_a_particle_written_after_the_given_name_keeps_the_names_whole():
    # "Family, Given particle": the particle closes the given half of an inverted name.
    assert is_author_list("Brandauer, Ilse von")
    assert is_author_list("SOUZA, M. A. d.; LIMA, P. R.")
    assert displays("SOUZA, M. A. d.; LIMA, P. R.") == ["M. A. d. SOUZA", "P. R. LIMA"]
    assert parse_name("SOUZA, M. A. d.").display == "M. A. d. SOUZA"
    entry, _ = read_reference("Brandauer, Ilse von: Grüne Wellen im Radverkehr. In: Stadt 12 (2019), S. 4–9")
    assert (entry.authors, entry.title) == (["Ilse von Brandauer"], "Grüne Wellen im Radverkehr")
    entry, _ = read_reference("SOUZA, M. A. d. Tradutores para robôs móveis. São Paulo: Editora Sul, 2021.")
    assert (entry.authors, entry.title) == (["M. A. d. SOUZA"], "Tradutores para robôs móveis")


def test_a_particle_after_the_given_name_stays_in_the_names_of_a_wrapped_web_reference():
    text = (
        "[Bra19] Brandauer, Ilse von: Grüne Wellen im Radverkehr.\n"
        "          http://www.example.org/Themen/Rad/Wellen,\n"
        "          Mai 2019. – Zugriff: 12.03.2020\n"
    )
    (entry,) = parse(text).entries
    assert (entry.authors, entry.title) == (["Ilse von Brandauer"], "Grüne Wellen im Radverkehr")


def test_a_lone_letter_closes_a_name_as_a_particle_only_after_initials():
    # "Ideas d" is no name; a full stop after a family name is the sentence's, not kept.
    assert not is_author_list("Brandauer, Ideas d")
    assert parse_name("Ilse Brandauer.").display == "Ilse Brandauer"


def test_et_al_and_ellipsis_mark_a_truncated_list():
    assert split_authors("Esters, M. et al.")[1] is True
    assert split_authors("S Baressi Šegota, N Anđelić, ...")[1] is True
    assert split_authors("A. Smith and B. Jones")[1] is False


def test_names_after_a_comma_closed_et_al_are_kept_and_mark_the_cut():
    # "…, et al., Owner": a profile keeps its owner's name after the cut of the list.
    names, truncated = split_authors("Okonkwo A, Lindgren P, et al., Varga I")
    assert [name.display for name in names] == ["A Okonkwo", "P Lindgren", "I Varga"]
    assert truncated
    assert is_author_list("Okonkwo Adaeze, Haldane Tomas, et al., VARGA Ilona Kata")
    # Without the comma after it, "et al." still closes the list.
    names, truncated = split_authors("Okonkwo A, Lindgren P, et al.")
    assert [name.display for name in names] == ["A Okonkwo", "P Lindgren"] and truncated


def test_family_names_only_are_not_paired_as_inverted_names():
    assert displays("Achtibat, Hatefi, Dreyer and \\textbf{Lapuschkin}") == [
        "Achtibat",
        "Hatefi",
        "Dreyer",
        "Lapuschkin",
    ]


def test_a_single_word_name_in_the_middle_stays_one_person():
    assert displays("Hiya Bhatt, Sahil, Karthik Vaidhyanathan") == [
        "Hiya Bhatt",
        "Sahil",
        "Karthik Vaidhyanathan",
    ]


def test_marks_and_emphasis_are_removed_but_remembered():
    name = parse_name("**Minsuk Ji***")
    assert name.display == "Minsuk Ji"
    assert name.equal_contribution and name.emphasized


def test_the_typeset_asterisk_is_a_mark_like_the_typed_one():
    # A list copied from a PDF typesets "*" as "∗" (U+2217), before or after the name.
    assert [name.display for name in split_authors("∗Lund, K., Ruiz, A.∗, and Holm, B.")[0]] == [
        "K. Lund",
        "A. Ruiz",
        "B. Holm",
    ]
    assert parse_name("∗Lund, K.").equal_contribution


def test_a_typeset_asterisk_inside_a_title_stays_in_it():
    entry, _ = read_reference("Ruiz, A. (2014). The ∗-algebra of tides. Norma 9(4), 249-268.")
    assert (entry.title, entry.authors) == ("The ∗-algebra of tides", ["A. Ruiz"])


@pytest.mark.parametrize(
    ("names", "displays_read"),
    [
        (
            "Holm Deland, A-Ch., Lund, K., & Brandt-Berg, H.",
            ["A-Ch. Holm Deland", "K. Lund", "H. Brandt-Berg"],
        ),
        ("Moreau, J.-Ch. and Ruiz, Th.", ["J.-Ch. Moreau", "Th. Ruiz"]),
        ("Ch. Moreau, Ph. Lund and K. Ruiz", ["Ch. Moreau", "Ph. Lund", "K. Ruiz"]),
    ],
)
def test_a_digraph_with_its_period_is_an_initial(names, displays_read):
    assert displays(names) == displays_read


def test_a_short_family_name_is_no_digraph_initial():
    assert displays("Chen, Li and Tham, Karin") == ["Li Chen", "Karin Tham"]


def test_latex_accents_are_decoded():
    assert parse_name('M{\\"u}ller, Klaus-Robert').display == "Klaus-Robert Müller"


def test_author_list_ends_before_an_unquoted_title():
    text = "Oses, C., Toher, C. & Curtarolo, S. High-entropy ceramics. Nat. Rev. Mater. 5, 295–309 (2020)."
    end = author_list_end(text)
    assert end is not None and text[:end] == "Oses, C., Toher, C. & Curtarolo, S."


@pytest.mark.parametrize("text", ["item 12", "Invented Talk Title", "- note on the invented work"])
def test_no_author_list_in_a_line_with_no_stop_colon_comma_bracket_or_year(text):
    assert author_list_end(text) is None


def test_an_author_list_closed_by_a_year_alone_is_still_found():
    # No stop, colon, comma or bracket: the year after the last name closes the list.
    text = "Ada Okafor and Lena Brandt 2019 Invented Tides of the North"
    end = author_list_end(text)
    assert end is not None and text[:end] == "Ada Okafor and Lena Brandt"


def test_author_list_ends_at_the_colon_after_the_last_initial():
    text = "Okoro, T. N., and Lind, P. K.: Seasonal drift of coastal plumes, Estuar. Res., 41, 2011."
    end = author_list_end(text)
    assert end is not None and text[:end] == "Okoro, T. N., and Lind, P. K.:"


def test_author_list_goes_on_after_an_initial_and_the_semicolon_of_acs_style():
    # ACS separates its names by semicolons, each family name before its stopped initials.
    text = "Okoro, T. N.; Lind, P. K. Seasonal drift of coastal plumes. J. Am. Chem. Soc. 2011, 41, 5-9."
    end = author_list_end(text)
    assert end is not None and text[:end] == "Okoro, T. N.; Lind, P. K."
    # A reading list writes them without the comma, the title on the line above.
    text = "Okoro T. N.; Lind P. K. et al. J. Am. Chem. Soc. 2011, 41, 5-9."
    end = author_list_end(text)
    assert end is not None and text[:end] == "Okoro T. N.; Lind P. K. et al."


def test_an_inverted_name_with_a_middle_name_after_inverted_pairs_stays_one_person():
    names = displays("Okafor, N., Brandt, M. Ilse, and Lanza, P.")
    assert names == ["N. Okafor", "M. Ilse Brandt", "P. Lanza"]


def test_a_list_of_names_holds_particles_and_joining_words_not_a_titles_small_words():
    assert all(names_may_hold(word) for word in ("van", "der", "della", "dos", "ter", "and", "und", "et"))
    assert not any(names_may_hold(word) for word in ("the", "of", "under", "rising", "seas", "in"))


def test_et_al_in_other_languages_cuts_a_list_short_also_without_its_last_period():
    # A reader may hand the list over with the marker's final period cut off ("… Antje u.a").
    for text in (
        "Prengel, Annedore; Zapf, Antje u.a",
        "Prengel, Annedore; Zapf, Antje u. a.",
        "Prengel A, Zapf A, e.a.",
    ):
        names, truncated = split_authors(text)
        assert [name.family for name in names] == ["Prengel", "Zapf"]
        assert truncated


def test_single_inverted_initial_keeps_its_stop_where_the_list_writes_stops():
    assert displays("Lindqvist M.O., Haverkamp T., Orlova N.K.") == [
        "M.O. Lindqvist",
        "T. Haverkamp",
        "N.K. Orlova",
    ]
    # The list's last name keeps its stop too: the list writes its initials with stops.
    assert displays("Lindqvist M.O., Haverkamp T.") == ["M.O. Lindqvist", "T. Haverkamp"]


def test_vancouver_list_end_stop_is_not_an_initials_stop():
    # No stop inside the list: the final period closes the list, not an initial.
    assert displays("Lindqvist MO, Haverkamp T.") == ["MO Lindqvist", "T Haverkamp"]
    assert displays("Haverkamp T.") == ["T Haverkamp"]
    # Single initials, each stopped before the next name: the stops are the initials', as written.
    assert displays("Lindqvist M., Haverkamp T.") == ["M. Lindqvist", "T. Haverkamp"]


def test_a_stop_on_every_single_initial_is_kept_and_a_family_of_two_words_turned_round():
    assert displays("Okonkwo B., Marchetti L., Van der Linde P.") == [
        "B. Okonkwo",
        "L. Marchetti",
        "P. Van der Linde",
    ]
    assert displays("Ferreira Lopes R., Hagen T.") == ["R. Ferreira Lopes", "T. Hagen"]
    assert displays("Ferreira Lopes R. and Hagen T.") == ["R. Ferreira Lopes", "T. Hagen"]
    # Only the closing initial stopped: a Vancouver list's full stop, not the initials'.
    assert displays("Ferreira Lopes R, Hagen T.") == ["R Ferreira Lopes", "T Hagen"]
    # Inverted pairs are untouched by the list's stops.
    assert displays("Okonkwo, B., Marchetti, L.") == ["B. Okonkwo", "L. Marchetti"]


def test_a_degree_after_a_students_whole_name_is_no_part_of_it():
    assert displays("Hana Osei MSPH") == ["Hana Osei"]
    assert displays("Hana Osei MPH, Lena Brandt MSN") == ["Hana Osei", "Lena Brandt"]
    # After a family name alone the capitals are a Vancouver list's initials.
    assert displays("Osei MPH, Brandt L") == ["MPH Osei", "L Brandt"]


def test_family_names_in_capitals_before_given_names():
    # A family name in capitals reads like initials: before a given name written out it is a family.
    assert displays("OKONKWO, Bea-Min") == ["Bea-Min OKONKWO"]
    # In a list of "FAMILY, Given" names, a piece without its comma is the family name first too.
    assert displays("MARCHETTI, Lia; OSEI Hana") == ["Lia MARCHETTI", "Hana OSEI"]
    # Not a group's name, nor where the list writes no family name in capitals.
    assert displays("MARCHETTI, Lia; CMS Collaboration") == ["Lia MARCHETTI", "CMS Collaboration"]
    assert displays("Marchetti, L.; OSEI Hana") == ["L. Marchetti", "OSEI Hana"]
    # Capitals after a family name are a Vancouver list's initials.
    assert displays("Okonkwo JA, Marchetti L") == ["JA Okonkwo", "L Marchetti"]


@pytest.mark.parametrize("text", ["Ingrid Halvorsen, Farmer’s Almanac", "Lund, P., Berg, K., Sailor's Guide"])
def test_a_piece_holding_a_possessive_opens_the_title(text):
    assert possessive_piece_start(text) == text.rfind(",")


@pytest.mark.parametrize(
    "text", ["Ingrid O’Shea, Tomas D'Souza", "Farmer’s Almanac", "Per Lund and Sailor's Guide"]
)
def test_no_possessive_piece_after_a_name(text):
    assert possessive_piece_start(text) is None


def test_a_stop_slipped_in_before_a_name_is_no_part_of_it():
    names, _ = split_authors("Okafor, R., .Brandt, L., Varga, T.")
    assert [name.display for name in names] == ["R. Okafor", "L. Brandt", "T. Varga"]
    names, _ = split_authors("R. Okafor, .L. Brandt and T. Varga")
    assert [name.display for name in names] == ["R. Okafor", "L. Brandt", "T. Varga"]
    # A stop inside a name's initials stays theirs.
    names, _ = split_authors("R.A. Okafor, L. Brandt")
    assert [name.display for name in names] == ["R.A. Okafor", "L. Brandt"]


def test_a_suffix_of_an_inverted_name_stays_with_it_before_or_after_the_initials():
    names, _ = split_authors("Okafor, R. A., Lind, K. J., Jr, Brandt, L., & Varga, T.")
    assert [name.display for name in names] == ["R. A. Okafor", "K. J. Lind Jr", "L. Brandt", "T. Varga"]
    names, _ = split_authors("Okafor R. A., Moreau III, J. B., Varga, T.")
    assert [name.display for name in names] == ["R. A. Okafor", "J. B. Moreau III", "T. Varga"]
    # A family name of two words whose second is no suffix stays whole.
    names, _ = split_authors("Okafor, R. A., Perrier Moreau, J. B., Varga, T.")
    assert [name.display for name in names] == ["R. A. Okafor", "J. B. Perrier Moreau", "T. Varga"]


# A bold or linked name copied without the separator after it runs into the next one.
@pytest.mark.parametrize(
    "text",
    [
        "1. A.K. LundS. Ruiz, B. Okafor (2019) Sparse Grids for Reliability, Journal of Methods, 16, 18.",
        "A.K. LundS. Ruiz, B. Okafor (2019) Sparse Grids for Reliability, Journal of Methods, 16, 18.",
    ],
)
def test_two_names_glued_together_are_read_as_two(text):
    [entry] = parse(text).entries
    assert (entry.title, entry.authors) == (
        "Sparse Grids for Reliability",
        ["A.K. Lund", "S. Ruiz", "B. Okafor"],
    )
    assert entry.raw == text  # the raw keeps the text as written


@pytest.mark.parametrize(
    "text",
    [
        "K. Lund (2017) Tuning the iPhoneX. Markets, Journal of Trade, 2, 1-4.",
        "Lund, K. (2017). Speaking of McDonaldsA. Okafor, the Brand, Journal of Trade, 2, 1-4.",
    ],
)
def test_a_capital_glued_to_a_word_outside_the_names_is_left_alone(text):
    assert with_glued_names_parted(text) == text


@pytest.mark.parametrize(
    ("text", "authors"),
    [
        # "An" closing a name, or before its initials, is the family name, not the article.
        (
            "Okafor, B., Lind, K., An, Q., & Sato, T. (2021). Tidal mixing in layered estuaries. "
            "Coastal Letters, 4(2), 11-19.",
            ["B. Okafor", "K. Lind", "Q. An", "T. Sato"],
        ),
        (
            "Okafor B, An QT, Sato T. Tidal mixing in layered estuaries. Coast Lett. 2021;4:11-9.",
            ["B Okafor", "QT An", "T Sato"],
        ),
    ],
)
def test_the_family_name_an_is_read_as_a_name(text, authors):
    [entry] = parse(text).entries
    assert entry.authors == authors
    assert entry.title == "Tidal mixing in layered estuaries"


def test_the_family_name_an_does_not_end_the_author_list():
    text = "Okafor, B., Lind, K., An, Q., & Sato, T. (2021). Tidal mixing in layered estuaries."
    assert text[: author_list_end(text)] == "Okafor, B., Lind, K., An, Q., & Sato, T."
    assert is_author_list("Okafor B, An QT, Sato T")
    assert not is_author_list("Okafor B, An introduction")


def test_an_article_opening_the_title_after_the_names_stays_in_the_title():
    [entry] = parse(
        "Okafor, B., & Lind, K. (2021). An atlas of estuaries. Coastal Letters, 4, 11-19."
    ).entries
    assert (entry.authors, entry.title) == (["B. Okafor", "K. Lind"], "An atlas of estuaries")


def test_a_co_author_note_naming_an_is_read():
    [entry] = parse(
        '2017. "Tidal mixing in layered estuaries." with Weihua An. Coastal Letters. 4 (2): 11-19'
    ).entries
    assert entry.authors == ["Weihua An"]


def test_a_list_of_capitals_family_pairs_pairs_hyphenated_and_short_capitals_too():
    people, _ = split_authors("MARCHAND, Lucie, ROUX, Paul, BERTIN-LAVAL, Agnès et LIN, Mei")
    assert [person.display for person in people] == [
        "Lucie MARCHAND",
        "Paul ROUX",
        "Agnès BERTIN-LAVAL",
        "Mei LIN",
    ]
    assert people[2].family == "BERTIN-LAVAL"


def test_initials_before_capitals_family_names_are_whole_names():
    assert displays("G. ROSSI, L. DAL RE, P. CONTI, MARTA LINDQVIST") == [
        "G. ROSSI",
        "L. DAL RE",
        "P. CONTI",
        "MARTA LINDQVIST",
    ]


def test_a_lone_stopped_initial_before_et_al_keeps_its_stop_and_the_list_runs_to_et_al():
    assert split_authors("Novak T. et al.")[1] is True
    assert displays("Novak T. et al.") == ["T. Novak"]
    assert displays("Novak T, et al.") == ["T Novak"]
    text = "Novak T. et al. Chem. Eur. J. 2021, 27, 1011-1019"
    assert text[: author_list_end(text)] == "Novak T. et al."


def test_a_citation_naming_one_stopped_author_before_et_al():
    entry, _ = read_reference(
        "Novak T. et al. A copper-catalysed coupling of allyl ethers. Chem. Eur. J. 2021, 27, 1011-1019."
    )
    assert entry.title == "A copper-catalysed coupling of allyl ethers"
    assert entry.authors == ["T. Novak"]
    assert entry.authors_truncated is True


def test_a_long_vancouver_list_keeps_its_last_name_out_of_the_title():
    text = (
        "Orsini M, Kalla BB, Petrov AJ, Dunmore H, Vale B, Ortega GY, Singh NS, Brandt EM, "
        "Lowe LB, Marsh L, Okafor T, Weiss D, Morgan JA. Two decades of United States coastal flood "
        "claims data, 1990-2019. Under review at Nature. March 2025.\n\n"
        "Halvorsen JA, Li YM, Moreau L, Fischer TB, Lowe LB. Heat waves and emergency visits "
        "in older adults. medRxiv. 2025:2025-03.\n"
    )
    first = parse(text).entries[0]
    assert first.title == "Two decades of United States coastal flood claims data, 1990-2019"
    assert first.authors[-2:] == ["D Weiss", "JA Morgan"]
    assert len(first.authors) == 13


def test_capitals_family_names_of_several_words_pair_with_given_names_written_out():
    assert displays("TEN BRINK, Marloes, OKONJO, Ada Grace, LE GALL, Yann and WU, Lin") == [
        "Marloes TEN BRINK",
        "Ada Grace OKONJO",
        "Yann LE GALL",
        "Lin WU",
    ]
    assert displays("DA COSTA, Inês Maria") == ["Inês Maria DA COSTA"]


def test_a_capitals_family_name_with_particles_before_stopped_initials():
    assert displays("DE LA FUENTE, R. T.") == ["R. T. DE LA FUENTE"]
    assert displays("LE BRAS, C. et al.") == ["C. LE BRAS"]


def test_a_first_family_name_with_lower_case_particles_pairs_with_the_given_names():
    assert displays("van der Linden, Roos Anna, Kofi Mensah, and Ilse Brandt") == [
        "Roos Anna van der Linden",
        "Kofi Mensah",
        "Ilse Brandt",
    ]
    assert displays("de la Fuente, Rosa") == ["Rosa de la Fuente"]


def test_inverted_pairs_with_given_names_written_out_are_one_person_each():
    assert displays("Okonkwo, Tobias, Lindgren, Astrid") == ["Tobias Okonkwo", "Astrid Lindgren"]
    assert displays("Okonkwo, Tobias, Lindgren, Astrid, Ferreira, Paulo, et al.") == [
        "Tobias Okonkwo",
        "Astrid Lindgren",
        "Paulo Ferreira",
    ]
    # Family names alone close their list with "and": no pairs there.
    assert displays("Okonkwo, Lindgren, Ferreira and Amara") == ["Okonkwo", "Lindgren", "Ferreira", "Amara"]


def test_a_family_name_with_particles_after_an_inverted_pair_pairs_with_its_given_names():
    assert displays("Okonkwo, Tobias, van der Berg, Astrid & Ferreira, Paulo") == [
        "Tobias Okonkwo",
        "Astrid van der Berg",
        "Paulo Ferreira",
    ]


def test_particles_written_after_the_given_names_stay_with_their_family_name():
    assert displays("Linden, R. A. van der, Mensah, K., Fuente, R. de la, & Brandt, I.") == [
        "R. A. van der Linden",
        "K. Mensah",
        "R. de la Fuente",
        "I. Brandt",
    ]
    assert displays("Okafor T, Linden RA van der, Brandt I") == ["T Okafor", "RA van der Linden", "I Brandt"]
    assert displays("Okafor T., Linden R. A. van der, Brandt I.") == [
        "T. Okafor",
        "R. A. van der Linden",
        "I. Brandt",
    ]


def test_a_list_runs_on_past_glued_initials_with_an_accented_capital():
    text = (
        "Okafor, T., Lindqvist, É.M., Brandt, I., 2015. Tidal mixing in layered estuaries. "
        "Coastal Letters 4, 11-19."
    )
    assert text[: author_list_end(text)].startswith("Okafor, T., Lindqvist, É.M., Brandt, I.")
    entry, _ = read_reference(text)
    assert entry.authors == ["T. Okafor", "É.M. Lindqvist", "I. Brandt"]
    assert entry.title == "Tidal mixing in layered estuaries"


def test_an_accented_initial_before_the_year_keeps_its_stop():
    entry, _ = read_reference("Okafor, T., & Brandt Ruiz, I. Á. (2017). Tidal mixing in layered estuaries.")
    assert entry.authors == ["T. Okafor", "I. Á. Brandt Ruiz"]
    assert entry.year == 2017


def _read(text: str) -> dict:
    (entry,) = parse(text).to_dict()["entries"]
    return entry


@pytest.mark.parametrize(
    ("citation", "authors"),
    [
        (
            "Okafor, T., R. Lindqvist, and B. van Wyk. 2011. Drift of river sediments in deltas. "
            "Journal of Delta Studies 14: 22–31.",
            ["T. Okafor", "R. Lindqvist", "B. van Wyk"],
        ),
        (
            "P. Moreno and K. de la Fuente, Grain growth in thin films, in Proceedings of the "
            "Film Workshop, Elsevier, (2003): pp. 12–19.",
            ["P. Moreno", "K. de la Fuente"],
        ),
    ],
)
def test_a_family_name_opened_by_a_particle_after_an_initial_goes_on_with_the_names(citation, authors):
    assert _read(citation)["authors"] == authors


def test_an_initial_before_a_title_in_small_letters_still_ends_the_names():
    entry = _read("Quist, H. de novo assembly of reed genomes. Plant Gen. 12 (2001) 1-9.")
    assert entry["authors"] == ["H. Quist"]


@pytest.mark.parametrize(
    ("names", "expected"),
    [
        ("Visser, Anke, Joost Bakker en Lotte de Wit", ["Anke Visser", "Joost Bakker", "Lotte de Wit"]),
        ("Sari, D., Putra, B. dan Wijaya, K. A.", ["D. Sari", "B. Putra", "K. A. Wijaya"]),
        ("Kranjc, M., Novak, P. in Zupan, T.", ["M. Kranjc", "P. Novak", "T. Zupan"]),
        ("Ferreira, R., Lopes, A., e Matos, C.", ["R. Ferreira", "A. Lopes", "C. Matos"]),
        ("Dvořák, J. a Svoboda, P.", ["J. Dvořák", "P. Svoboda"]),
        ("Lund, K., Berg, S. og van Dam, H.", ["K. Lund", "S. Berg", "H. van Dam"]),
    ],
)
def test_the_word_joining_the_last_two_names_in_other_languages(names, expected):
    assert displays(names) == expected


def test_a_family_name_holding_e_stays_one_name():
    assert displays("Rui Sousa e Melo, Ana Prado") == ["Rui Sousa e Melo", "Ana Prado"]


def test_the_joining_word_of_another_language_keeps_the_last_name_in_the_list():
    entry = _read(
        "Kranjc, M., Novak, P. in Zupan, T. (2019). Karst springs of the plateau. "
        "Acta Carsologica, 48(2), 11–20."
    )
    assert entry["authors"] == ["M. Kranjc", "P. Novak", "T. Zupan"]
    assert entry["title"] == "Karst springs of the plateau"


@pytest.mark.parametrize(
    ("names", "expected"),
    [
        (
            "Le Bihan, Maud, Tomas Eklund, and Rosa Iglesias",
            ["Maud Le Bihan", "Tomas Eklund", "Rosa Iglesias"],
        ),
        ("Van Wyk, Pieter, Ana María Soto, Jun Arai", ["Pieter Van Wyk", "Ana María Soto", "Jun Arai"]),
    ],
)
def test_chicago_first_family_name_of_two_words_opened_by_a_capital_particle(names, expected):
    assert displays(names) == expected


@pytest.mark.parametrize(
    "citation",
    [
        # Polish notes ("i in."), Danish author-date ("m.fl."), Slovenian APA ("idr."), Turkish
        # notes ("vd."), Croatian ("i sur.") and Czech ("a kol.") write "et al." in their language.
        "Halvorsen K. i in., Drift of river sediments, „Delta Studies” 2011, t. 14, nr 2.",
        "Halvorsen, K. m.fl. 2011. Drift of river sediments. Delta Studies 14(2). 22–31.",
        "Halvorsen, K. idr. (2011). Drift of river sediments. Delta Studies, 14(2), 22–31.",
        "HALVORSEN Knut vd., “Drift of river sediments”, Delta Studies, 2011, ss. 22-31.",
        "Halvorsen K, i sur. Drift of river sediments. Delta Studies. 2011;14(2):22-31.",
        "HALVORSEN, K. a kol. Drift of river sediments. Delta Studies. 2011, 14(2), 22–31.",
        # Turkish "v.dğr." and "ve diğerleri", the other abbreviation and the words written out.
        "HALVORSEN Knut v.dğr., “Drift of river sediments”, Delta Studies, c. 14, sy. 2 (2011), ss. 22-31.",
        "HALVORSEN Knut ve diğerleri, “Drift of river sediments”, Delta Studies, 2011, ss. 22-31.",
    ],
)
def test_et_al_in_slavic_nordic_and_turkish_closes_the_names(citation):
    entry = _read(citation)
    assert entry["authors_truncated"]
    assert entry["title"] == "Drift of river sediments"
    assert len(entry["authors"]) == 1
    assert entry["authors"][0].replace("HALVORSEN", "Halvorsen").split() in (
        ["K.", "Halvorsen"],
        ["K", "Halvorsen"],
        ["Halvorsen", "Knut"],
    )


@pytest.mark.parametrize(
    ("citation", "author"),
    [
        ("de Haan, Karin and others, Grain growth large films, Routledge 1994.", "Karin de Haan"),
        ("Berg, Knut and others, Grain growth large films, Routledge 1994.", "Knut Berg"),
    ],
)
def test_and_others_after_an_inverted_name_closes_the_names(citation, author):
    # Norwegian legal citation's cut list, in English: the field labeller reads it as "et al.".
    entry = _read(citation)
    assert (entry["authors"], entry["authors_truncated"]) == ([author], True)
    assert entry["title"] == "Grain growth large films"


def test_and_others_in_a_title_stays_the_title_s():
    entry = _read("Halvorsen, K. (2011). Rivers, deltas and others. Delta Studies, 14(2), 22–31.")
    assert entry["title"] == "Rivers, deltas and others"
    assert not entry["authors_truncated"]


@pytest.mark.parametrize(
    "citation",
    [
        "[4] HALVORSEN K, MBEKI T, ORTIZ R, 等. Drift of river sediments[J]. Delta Studies, 2011, 14: 22-31.",
        "[4] Halvorsen, K. dkk., Drift of river sediments, Delta Studies, vol. 14, no. 2, hal. 22–31, 2011.",
    ],
)
def test_et_al_in_chinese_and_indonesian_closes_the_names(citation):
    entry = _read(citation)
    assert entry["authors_truncated"]
    assert entry["title"] == "Drift of river sediments"
    assert entry["authors"][0] in ("K HALVORSEN", "K. Halvorsen")


@pytest.mark.parametrize(
    ("citation", "authors"),
    [
        (
            "Wit L de, Santos MR dos, Kato H, Berg A van den (2003). Grain growth in thin films. "
            "Elsevier, Leiden.",
            ["L de Wit", "MR dos Santos", "H Kato", "A van den Berg"],
        ),
        (
            "7. Kato H, Silva MR-J da, Dam K van. Grain growth in thin films. Journal of Films. 2003;4:1–9.",
            ["H Kato", "MR-J da Silva", "K van Dam"],
        ),
        (
            "Wit, L. de and others, Grain Growth in Thin Films (Elsevier, 2003)",
            ["L. de Wit"],
        ),
    ],
)
def test_particles_written_after_the_initials_stay_in_the_names(citation, authors):
    assert _read(citation)["authors"] == authors


def test_a_title_in_small_letters_after_initials_is_no_particle():
    assert _read("Quist H, Lind K. de novo assembly of reed genomes. Plant Gen. 2001;12:1-9.")["authors"] == [
        "H Quist",
        "K Lind",
    ]


def test_academic_honorifics_before_a_name_are_no_part_of_it():
    # CVs and German lists print their co-authors with "Dr.", "Prof.", "Prof. Dr.", "PD Dr.".
    assert displays("Prof. Dr. Lina Hofer, Dr. Tomas Brenner and Jana Weiss") == [
        "Lina Hofer",
        "Tomas Brenner",
        "Jana Weiss",
    ]
    assert parse_name("PD Dr. Erik Sommer").display == "Erik Sommer"
    assert parse_name("Dr Ruth Okafor").display == "Ruth Okafor"
    # "PD" is an honorific only before "Dr."; alone it is a pair of initials.
    assert parse_name("PD Sommer").display == "PD Sommer"


def test_a_former_name_in_brackets_is_dropped_from_the_name():
    assert displays("Clara Novak (née Berger), Ivo Stein and Ada Falk") == [
        "Clara Novak",
        "Ivo Stein",
        "Ada Falk",
    ]
    assert displays("C. Novak (formerly C. Berger), I. Stein") == ["C. Novak", "I. Stein"]
    assert parse_name("Novak, C. (geb. Berger)").display == "C. Novak"


def test_another_name_in_brackets_closing_a_name_is_dropped():
    # The name its holder goes by, or the name in another spelling, after the published one.
    assert displays("Okafor, T. (Tom), Lindqvist, A., & Berg, J.") == ["T. Okafor", "A. Lindqvist", "J. Berg"]
    assert displays("Petrenko A.V. (Petrenko O. V.), Sirko I.M., Bondar P.P.") == [
        "A.V. Petrenko",
        "I.M. Sirko",
        "P.P. Bondar",
    ]
    assert displays("Ivanov I., L. Horak(Horák L. M.), Melnyk O.D.")[1] == "L. Horak"


def test_a_bracket_that_is_no_other_name_stays_with_the_name():
    # French initials after the family name, a body's acronym or name, a role, a bracket inside.
    assert parse_name("Moreau (P.)").display == "P. Moreau"
    assert parse_name("Nordic Glacier Network (NGN)").display == "Nordic Glacier Network (NGN)"
    assert parse_name("ARGO (Osservatorio per la Montagna)").display == "ARGO (Osservatorio per la Montagna)"
    assert parse_name("Ming-Hui (Tony) Lin").display == "Ming-Hui (Tony) Lin"
    assert parse_name("Lindqvist A. (Hrsg.)").display == "Lindqvist A. (Hrsg.)"
    # The given name a style brackets after the family name ("NOM (Prénom)"): the name has no
    # initial before the bracket, and the bracket is its given name, kept as written.
    assert displays("Rossi (Pierre), Moreau (Élise Anna), van den Heuvel (Ingrid), Le Roux (Hans)") == [
        "Rossi (Pierre)",
        "Moreau (Élise Anna)",
        "van den Heuvel (Ingrid)",
        "Le Roux (Hans)",
    ]


def test_capital_family_names_keep_their_particles_in_gbt_7714():
    # GB/T 7714 prints family names in capitals, particles included, before unstopped initials.
    assert displays("OKAFOR T, VAN DER MEULEN I, DE LA PENA R") == [
        "T OKAFOR",
        "I VAN DER MEULEN",
        "R DE LA PENA",
    ]
    assert parse_name("VAN DER MEULEN I").family == "VAN DER MEULEN"
    assert parse_name("van der Meulen I", inverted=True).family == "van der Meulen"


def test_a_middle_initial_in_a_list_of_full_names_is_no_name_of_its_own():
    entry, _ = read_reference(
        "Ana Ruiz, Jane A. Smith and Tom Lee. Potential agents for combination treatment. Cell Reports. "
        "102367. (2021)."
    )
    assert entry.authors == ["Ana Ruiz", "Jane A. Smith", "Tom Lee"]
    assert entry.title == "Potential agents for combination treatment"
    # After one name written family first, "Jane A." is that name's given name and initial.
    entry, _ = read_reference("Lee, Jane A. Gender and Social Change. Oxford: Clarendon Press, 2001.")
    assert (entry.authors, entry.title) == (["Jane A. Lee"], "Gender and Social Change")


def test_a_list_of_full_names_keeps_its_middle_initials_whatever_the_labeller_reads():
    text = (
        "Publications\n"
        "[3]\tAna Ruiz, Kim Sato, Jane A. McKeating and Tom Lee. Potential agents against viral entry, and "
        "their usage for combination treatment. iScience. 102367. (2021).\n"
        "[2]\tKim Sato, Ana Ruiz and Tom Lee. Estimation of the incubation period using viral load data. "
        "Epidemics. 100454. (2021).\n"
        "[1]\tTom Lee, Ana Ruiz, Paul B. Stone and Kim Sato. A quantitative model of within-host dynamics. "
        "PLOS Biology. 18(7): e3000562. (2020).\n"
    )
    assert [(e.authors[-2:], e.title) for e in parse(text).entries] == [
        (
            ["Jane A. McKeating", "Tom Lee"],
            "Potential agents against viral entry, and their usage for combination treatment",
        ),
        (["Ana Ruiz", "Tom Lee"], "Estimation of the incubation period using viral load data"),
        (["Paul B. Stone", "Kim Sato"], "A quantitative model of within-host dynamics"),
    ]


# The first author written out, given name first, before names written family name then initials:
# every piece is one person ("Marie Dubois" is no family name whose given name is "Tremblay K.").
@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("Marie Dubois, Tremblay K., Okafor M.N.", ["Marie Dubois", "K. Tremblay", "M.N. Okafor"]),
        (
            "Ines Lafleur-Brandt, Lind O., Berg R., Holm A.B.",
            ["Ines Lafleur-Brandt", "O. Lind", "R. Berg", "A.B. Holm"],
        ),
    ],
)
def test_a_first_name_written_out_before_family_names_with_initials_is_one_person(text, names):
    assert [name.display for name in split_authors(text)[0]] == names


def test_two_family_names_and_a_given_name_with_initials_stay_one_person():
    assert [name.display for name in split_authors("Valdez Gonzalez, Natalia I., Alexander L. Brown")[0]] == [
        "Natalia I. Valdez Gonzalez",
        "Alexander L. Brown",
    ]


GROUP_AUTHORS = (
    "Publications\n\n"
    "1. Rossi A, Chen B, Moreau C. Tidal mixing in shallow estuaries. J Coast Stud. 2019;12:100-110.\n"
    "2. GBD 2021 Coastal Health Collaborators. Global, regional, and national burden of coastal flooding, "
    "1990–2021: a systematic analysis. The Lancet. 12 May 2022; 399:1870-1905.\n"
    "3. Patel D, Novak E. Sediment budgets of alpine lakes. Limnol Lett. 2020;4:45-50.\n"
)


def test_group_author_with_its_study_year_is_the_names():
    # NLM's "organization as author": a study's name, its year and the word for a body of people.
    entries = parse(GROUP_AUTHORS).entries
    assert [(e.title[:40], e.authors, e.year) for e in entries] == [
        ("Tidal mixing in shallow estuaries", ["A Rossi", "B Chen", "C Moreau"], 2019),
        ("Global, regional, and national burden of", ["GBD 2021 Coastal Health Collaborators"], 2022),
        ("Sediment budgets of alpine lakes", ["D Patel", "E Novak"], 2020),
    ]


WRAPPED_GROUP_AUTHOR = (
    "1. Lindgren P, Osei K. Night shifts and sleep in ward nurses. Sleep Med. 2020;43(2):1-9.\n"
    "2. GBD 2021 Kidney Stone\n"
    "Collaborators. Global incidence of kidney stones in 150 countries, 1990-2021. Lancet.\n"
    "2023;401(10412):1201-15.\n"
    "3. Moreau C, Baker T. Salt intake in rural clinics. BMJ. 2019;365:l2210.\n"
)


def test_a_group_author_wrapped_over_lines_is_no_venue_tag_before_a_title():
    # A line opening with an acronym and a year is a card's venue tag ("ICRA 2024 Title") unless
    # the words after it close a group author's name: the study's year is no publication year.
    entries = parse(WRAPPED_GROUP_AUTHOR).entries
    assert [(e.title[:30], e.authors, e.year) for e in entries][1] == (
        "Global incidence of kidney sto",
        ["GBD 2021 Kidney Stone Collaborators"],
        2023,
    )


def test_collaboration_named_after_the_authors_is_one_of_them():
    assert is_author_list("Greco F., Lind G., et al., The ALPS Collaboration")
    assert is_author_list("GBD 2019 Under-5 Wetland Collaborators")
    # A title's words are no group: no acronym or number, or an article opening them.
    assert not is_author_list("A Study of Collaboration")
    assert not is_author_list("A Study of AI Collaboration")


def test_a_stopped_initial_before_a_joining_word_of_another_language_keeps_its_stop():
    # French "et", German "und", Spanish "y" join the last two names as "and" does: the stops of
    # "Petit O." and "Marchal A." are the initials', as in "Petit O., Marchal A.".
    assert displays("Petit O. et Marchal A.") == ["O. Petit", "A. Marchal"]
    assert displays("Brandt K. und Vogel L.") == ["K. Brandt", "L. Vogel"]
    assert displays("Petit O. et al.") == ["O. Petit"]


def test_a_joining_word_before_an_initial_parts_two_names_after_a_family_name():
    # Polish "i", Italian and Portuguese "e", Czech "a": before an initial and its stop they join
    # two names; before a capitalised word they may be inside a family name.
    assert displays("T. Lis i W. Kaczmarek") == ["T. Lis", "W. Kaczmarek"]
    assert displays("G. Ferri e P. Conti") == ["G. Ferri", "P. Conti"]
    assert displays("R. Sousa e Silva, M. Puig i Ferrer") == ["R. Sousa e Silva", "M. Puig i Ferrer"]


def test_a_generation_after_a_name_written_out_is_no_initials():
    assert displays("Henry Walker III, Maria Lund") == ["Henry Walker III", "Maria Lund"]
    assert displays("Maria Lund and Henry Walker III") == ["Maria Lund", "Henry Walker III"]
    assert displays("Lund M, Walker IV, Berg A") == ["M Lund", "IV Walker", "A Berg"]
    assert displays("Henry Walker Jr., Maria Lund") == ["Henry Walker Jr.", "Maria Lund"]


def test_two_capital_i_after_a_lone_family_name_are_its_initials():
    # "Serova, II" in a list of "Family, Initials" pairs: a family name alone has no generation.
    assert displays("Petrov, AV, Serova, II") == ["AV Petrov", "II Serova"]
    assert displays("Walker, H., III, and Lund, M.") == ["H. Walker III", "M. Lund"]


def test_irish_family_names_keep_their_opening_word():
    assert displays("Byrne K, Ó Briain C, Ní Dhuibhir N") == ["K Byrne", "C Ó Briain", "N Ní Dhuibhir"]
    assert displays("Clodagh Ní Dhuibhir and Cathal Mac Giolla") == [
        "Clodagh Ní Dhuibhir",
        "Cathal Mac Giolla",
    ]


def test_a_note_that_the_authors_contributed_equally_is_no_part_of_a_name():
    text = (
        'with Iris Vale and Tomas Brook (all authors contributed equally), "Salt marsh carbon", '
        "in Coastal Futures, edited by K. Poe (Leeds: Tide Press, 2014), 12–30."
    )
    (entry,) = parse(text).entries
    assert entry.authors == ["Iris Vale", "Tomas Brook"]
    text = (
        "Vale, I. (authors contributed equally), Brook, T., & Marsh, P. (2019). Salt marsh carbon. "
        "Coastal Research, 4, 1–9."
    )
    (entry,) = parse(text).entries
    assert entry.authors == ["I. Vale", "T. Brook", "P. Marsh"]


@pytest.mark.parametrize(
    ("names", "expected"),
    [
        ("SOTO, Lena and Pavel VAN DER MEER", [("Lena", "SOTO"), ("Pavel", "VAN DER MEER")]),
        (
            "DE LA FUENTE, Marta, Kofi Ama OSEI et Ingrid LUND",
            [("Marta", "DE LA FUENTE"), ("Kofi Ama", "OSEI"), ("Ingrid", "LUND")],
        ),
        ("NOVÁK, Jan, Eva DLAB a Petr SVOBODA", [("Jan", "NOVÁK"), ("Eva", "DLAB"), ("Petr", "SVOBODA")]),
    ],
)
def test_iso_690_turns_only_the_first_name_round_its_family_names_in_capitals(names, expected):
    # ISO 690 (its English, French and Czech renderings): the first name "FAMILY, Given", the others
    # "Given FAMILY"; a short family name in capitals is no Vancouver name's initials there.
    assert [(name.given, name.family) for name in split_authors(names)[0]] == expected


def test_vancouver_names_in_capitals_stay_family_first():
    assert [(name.given, name.family) for name in split_authors("LOPEZ MA, WU J, OSEI K")[0]] == [
        ("MA", "LOPEZ"),
        ("J", "WU"),
        ("K", "OSEI"),
    ]
