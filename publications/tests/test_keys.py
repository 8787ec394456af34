from publications.keys import compatible, fold, name_form, title_key, venue_key
from publications.parsing.formats import citations
from publications.parsing.names import parse_name


def test_fold_drops_case_accents_and_letters_unicode_does_not_decompose():
    assert fold("  Erdős  ØRSTED\u2013Łukasz ") == "erdos orsted-lukasz"


def test_a_title_key_ignores_case_accents_punctuation_and_latex():
    assert title_key(r"Caf\'e {GPU}s: \textbf{Fast}!") == title_key("Café GPUs — fast") == "cafegpusfast"


def test_a_venue_key_keeps_the_value_stored_alias_keys_were_made_with():
    # Letters without a Unicode decomposition (ł) are left out of a venue key, not folded.
    key = venue_key("Proc. of the 28th Int. Conf. on Wrocław Systems")
    assert key == "internationalconferenceonwrocawsystems"


def test_a_name_form_keys_family_then_given_names_and_initials():
    full, initials = name_form(parse_name("Ian T. Foster")), name_form(parse_name("I. Foster"))
    assert full.key == "foster|ian t."
    assert initials.key == "foster|i."
    assert compatible(full, initials)
    assert not compatible(name_form(parse_name("Zhao Zhang")), name_form(parse_name("Tong Zhang")))


def test_a_plain_list_drops_an_entry_repeating_a_highlighted_one_whatever_its_accents():
    text = (
        "Selected publications\n\n"
        "A. Author. Über GPU clusters. In SC, 2020.\n\n"
        "All publications\n\n"
        "A. Author. Uber GPU Clusters. In SC, 2020.\n\n"
        "B. Author. Another paper. In ICS, 2021.\n"
    )
    titles = [entry.title for entry in citations.parse(text).entries]
    assert titles == ["Über GPU clusters", "Another paper"]
