"""Cards naming no one, a title line and a bare journal line under it (a link label or not), as a
works list exported from a researcher's record and rendered on a profile page gives them."""

from publications.parsing import parse

EXPORTED_WORKS = """Publications

Showing 14 publications from the researcher's record.

2024

Sparse Coding of Auditory Signals in the Inner Ear
Journal of Hearing Science
DOI

Tonsil Size and Sleep Quality in Young Children
Archives of Pediatric Airways
DOI

Voice Changes After Thyroid Surgery: A Cohort Study
Journal of Voice Disorders
DOI

2023

Olfactory Training After Viral Infection
Rhinology Today
DOI

A Reply to the Commentary on Nasal Packing
Annals of Nasal Surgery
DOI
"""


def test_a_bare_journal_line_under_a_title_is_its_venue():
    result = parse(EXPORTED_WORKS)
    read = [(entry.title, entry.venue, entry.year) for entry in result.entries]
    assert read == [
        ("Sparse Coding of Auditory Signals in the Inner Ear", "Journal of Hearing Science", 2024),
        ("Tonsil Size and Sleep Quality in Young Children", "Archives of Pediatric Airways", 2024),
        ("Voice Changes After Thyroid Surgery: A Cohort Study", "Journal of Voice Disorders", 2024),
        ("Olfactory Training After Viral Infection", "Rhinology Today", 2023),
        ("A Reply to the Commentary on Nasal Packing", "Annals of Nasal Surgery", 2023),
    ]
    assert all(entry.type == "journal" for entry in result.entries)
    assert all(entry.authors == [] for entry in result.entries)


def test_the_journal_line_gets_no_warning_of_its_own():
    result = parse(EXPORTED_WORKS)
    starts = {entry.line_start for entry in result.entries}
    assert all(issue.line in starts or issue.field is None for issue in result.issues)


TWO_LINE_TITLES = """Talks

Listening to the Inner Ear
Grand rounds, city hospital

Airways in Children
Invited lecture, spring school

Voice and Surgery
Evening seminar for residents
"""


def test_second_lines_naming_no_journal_are_left_as_read():
    result = parse(TWO_LINE_TITLES)
    assert not any(entry.venue == "Grand rounds, city hospital" for entry in result.entries)
