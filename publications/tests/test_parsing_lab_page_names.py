"""Author lists as lab pages and CVs print them: short family names in capitals before initials
with stops ("SMITH J., DOE A.")."""

from publications.parsing.names import split_authors


def test_short_family_names_in_capitals_before_stopped_initials():
    names, _ = split_authors("SMITH J., DOE A., MARTIN P.")
    assert [(name.given, name.family) for name in names] == [("J.", "SMITH"), ("A.", "DOE"), ("P.", "MARTIN")]
    names, _ = split_authors("LEE K., WU J.-P., KIM S.")
    assert [name.family for name in names] == ["LEE", "WU", "KIM"]
