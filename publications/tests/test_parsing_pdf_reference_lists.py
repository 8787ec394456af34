"""Reference lists copied out of the PDF of a paper: the running heads and feet of the journals'
pages between the references (ACM's ``acmart``, Elsevier's, Springer's ``llncs``), a DOI that the
copy parts after its prefix, soft hyphens, and words hyphenated at a line's end (invented lists)."""

from publications.parsing import parse


def test_a_word_the_list_writes_hyphenated_in_an_earlier_reference_keeps_its_hyphen_at_a_break():
    text = (
        "References\n"
        "[1] R. Iyer and M. Tan, “Cross-validation of sparse attention models,” IEEE Trans.\n"
        "Knowl. Data Eng., vol. 33, no. 4, pp. 1123–1131, 2021.\n"
        "[2] L. Brandt and P. Oduya, “Nested cross-\n"
        "validation for flow estimation,” IEEE Trans. Image Process., vol. 29, pp. 455–467,\n"
        "2020.\n"
        "[3] S. Halvorsen, “Robust models for noisy sensor networks,” IEEE Sens. J., vol. 18,\n"
        "no. 4, pp. 88–97, 2018.\n"
    )
    assert [entry.title for entry in parse(text).entries] == [
        "Cross-validation of sparse attention models",
        "Nested cross-validation for flow estimation",
        "Robust models for noisy sensor networks",
    ]
