"""Text clean-up shared by the readers (publications.parsing.text) on inline strings."""

import re

from publications.parsing.text import (
    clean_title,
    collapse_spaces,
    decode_latex,
    has_pdf_glyphs,
    hyphenated_words,
    literal_pattern,
    other_hyphens_of,
    rejoin_broken_words,
    strip_markup,
    with_other_hyphens,
    with_plain_hyphens,
    words_weighed_at_breaks,
    written_words,
)


def test_a_one_letter_accent_keeps_the_space_after_its_letter():
    assert decode_latex("Caf\\'e Co") == "Café Co"
    assert decode_latex("\\c c and \\v s") == "ç and š"
    assert decode_latex('{\\"u} ber') == "ü ber"


def test_braced_accents_are_decoded_with_or_without_outer_braces():
    assert decode_latex("S{\\'{e}}bastien") == "Sébastien"
    assert decode_latex('M\\"{u}ller and {\\"o}') == "Müller and ö"
    assert decode_latex("\\'{\\i}ndice") == "índice"


def test_a_stray_closing_brace_is_removed_like_any_other_brace():
    assert decode_latex("Deep} Learning") == "Deep Learning"
    assert decode_latex("plain text") == "plain text"


def test_line_breaks_and_unusual_spaces_become_single_spaces():
    assert collapse_spaces("Deep\nLearning\r\n for\u00a0All\u2009 ") == "Deep Learning for All"
    assert clean_title("“A Title\nover Two Lines.”") == "A Title over Two Lines"


def test_a_word_broken_at_a_line_end_keeps_its_hyphen_only_where_the_text_writes_it_so():
    text = (
        "cross-validation of the data\nthe cross-\nvalidation of the distri-\n"
        "bution of Lund-\nberg and Smith-\nJones"
    )
    lines = text.split("\n")[1:]
    assert rejoin_broken_words(lines, hyphenated_words(text)) == [
        "the cross-validation",
        "of the distribution",
        "of Lundberg",
        "and Smith-Jones",
    ]
    assert rejoin_broken_words(["see http://example.org/a/b.", "Accessed 2 May"]) == [
        "see http://example.org/a/b.",
        "Accessed 2 May",
    ]
    assert rejoin_broken_words(["doi:10.1000/abc.", "2021.04.007"]) == ["doi:10.1000/abc.2021.04.007"]


def test_hyphenated_words_are_whole_words_of_letters_wherever_they_stand():
    # "e-mail_box": the underscore ends the word.
    text = "Self-supervised (semi-supervised) x-ray,state-of-the-art 3-D e-mail_box Ünter-Öber\ta-b"
    assert hyphenated_words(text) == {
        "self-supervised",
        "semi-supervised",
        "x-ray",
        "e-mail",
        "state-of-the-art",
        "ünter-öber",
        "a-b",
    }
    assert hyphenated_words("no hyphen here") == frozenset()


def test_a_literal_pattern_matches_exactly_its_words():
    words = ["jan", "jun", "jul", "ju", "a.b", "(x", "déc"]
    pattern = re.compile(literal_pattern(words))
    assert all(pattern.fullmatch(word) for word in words)
    assert not any(pattern.fullmatch(other) for other in ["j", "jux", "axb", "x", "dec", ""])
    assert pattern.search("in déc 2020").group(0) == "déc"
    assert re.fullmatch(literal_pattern(["", "a"]), "")


def test_words_read_with_plain_hyphens_get_their_hyphens_back():
    pasted = "Ortiz\u2011Lund, A. Cross\u2010linked gels, 12\u201118; Ortiz-Lund, B."
    words = other_hyphens_of(pasted)
    assert with_plain_hyphens(pasted) == "Ortiz-Lund, A. Cross-linked gels, 12-18; Ortiz-Lund, B."
    assert with_other_hyphens("A. Ortiz-Lund: Cross-linked gels, 12-18", words) == (
        "A. Ortiz\u2011Lund: Cross\u2010linked gels, 12\u201118"
    )
    assert with_other_hyphens("Well-known gels", words) == "Well-known gels"


def test_a_link_target_whose_label_lost_its_opening_bracket_is_no_visible_text():
    # A page copied as markdown that lost a link's "[": "Title, 2014](files/paper.pdf)".
    assert strip_markup("Fjord budgets, 2014](files/fjord-2014.pdf)") == "Fjord budgets, 2014"
    assert strip_markup("Report, 201](https://example.org/r.pdf)9") == "Report, 2019"
    assert strip_markup("[Fjord budgets](files/fjord.pdf), 2014") == "Fjord budgets, 2014"
    # Kept where asked: the line is a link, not the bare words of its label.
    assert strip_markup("2014](files/a.pdf)", keep_lost_labels=True) == "2014](files/a.pdf)"


def test_a_paste_weighs_its_words_only_where_a_line_ends_in_a_broken_word():
    assert words_weighed_at_breaks("Cross-linked gels\nand films") == frozenset()
    assert words_weighed_at_breaks("Gels, pp. 12-\n18") == frozenset()
    assert words_weighed_at_breaks("- gels\n-\n- films -") == frozenset()
    for broken in ("Cross-linked gels, distri-\nbution", "Cross-linked distri- \t\nbution", "Gels, distri-"):
        assert words_weighed_at_breaks(broken) == written_words(broken) != frozenset()


def test_a_pdf_glyph_anywhere_in_a_paste_is_found():
    assert has_pdf_glyphs("Müller, K. E\ufb03cient gels")
    assert has_pdf_glyphs("Garc\u00b4\u0131a, L. Gels")
    assert has_pdf_glyphs("Fran\u00b8cois, M.")
    assert not has_pdf_glyphs("García, L. Efficient gels, 2019 \u2013 \u201cquoted\u201d")
