"""A subtitle BibTeX lowered after the title's period ("Title. application à la …") stays in the
title of a list that capitalises its titles; a sentence in small letters that opens a venue, a note
or a status ("Title. preprint …", "Title. journal of …") still ends it, and a list written all in
small letters reads as before."""

from publications.tests.parsing_helpers import read_one


def test_a_lowered_subtitle_stays_in_the_title():
    entry = read_one(
        "[32] Claire MOREAU. Analyse du trafic portuaire par radar côtier. application\n"
        "     à la détection et au suivi des navires en zone littorale. Master’s thesis,\n"
        "     UNIVERSITE DU LITTORAL, 2015."
    )
    assert (entry["title"], entry["authors"], entry["year"], entry["type"]) == (
        "Analyse du trafic portuaire par radar côtier. application à la détection et au suivi des navires en "
        "zone littorale",
        ["Claire MOREAU"],
        2015,
        "thesis",
    )


def test_a_lowercase_journal_after_the_title_is_still_the_venue():
    entry = read_one(
        "A. Lind. Tidal mixing in shallow harbours. journal of coastal studies, 12(3):45–60, 2019."
    )
    assert entry["title"] == "Tidal mixing in shallow harbours"
