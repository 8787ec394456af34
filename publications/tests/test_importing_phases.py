"""Each phase of planning an import alone, on real parsed text and real PostgreSQL rows."""

from __future__ import annotations

import pytest

from publications.importing.authors import StoredAuthors, load_stored_authors, match_authors
from publications.importing.plan import Action, DuplicateResolution, link, match, resolve, validate
from publications.parsing import parse
from publications.parsing.names import parse_name
from publications.tests.factories import make_author, make_publication, make_venue
from publications.vocabulary import PublicationType

PASTE = """@article{paper, title={Scheduling Jobs on Busy Clusters}, author={Ada Lovelace and Alan Turing},
  journal={Journal of Things}, year={2021}, doi={10.1000/PAPER}}

@misc{preprint, title={Scheduling Jobs on Busy Clusters}, author={Lovelace, A. and Turing, A.},
  year={2020}, eprint={2001.00001}, archiveprefix={arXiv}}

@misc{data, title={Scheduling Jobs on Busy Clusters}, author={Ada Lovelace}, howpublished={Dataset},
  year={2021}, note={Dataset}}

@article{broken, author={Ada Lovelace}, journal={Journal of Things}, year={2021}}

@article{late, title={A Later Paper}, author={Ada Lovelace}, journal={Journal of Things}, year={2022}}
"""


def entries():
    return parse(PASTE).entries


def test_validate_reads_model_values_and_reports_what_cannot_be_imported_without_the_database():
    paste = entries()
    paste[4].year = 2999  # as an admin's correction could set it
    checked = validate(paste, skip=[0])
    assert [(c.skipped, c.error) for c in checked] == [
        (True, ""),
        (False, ""),
        (False, ""),
        (False, "no title found"),
        (False, "year 2999 is out of range"),
    ]
    preprint = checked[1]
    assert preprint.values["type"] is PublicationType.PREPRINT
    assert preprint.values["title_key"] == "schedulingjobsonbusyclusters"
    assert preprint.values["arxiv_id"] == "2001.00001"


def test_validate_refuses_a_type_outside_the_vocabulary():
    entry = entries()[0]
    entry.type = "poster"
    assert validate([entry])[0].error == "unknown type “poster”"


def test_validate_numbers_highlights_in_paste_order():
    checked = validate(entries()[:3], highlight_all=True)
    assert [c.values["highlight_order"] for c in checked] == [1, 2, 3]


@pytest.mark.django_db
def test_resolve_finds_stored_authors_and_venues_and_describes_new_ones():
    ada = make_author(display_name="Ada Lovelace", given_name="Ada", family_name="Lovelace")
    venue = make_venue(short_name="J. Things", name="Journal of Things")
    resolution = resolve(validate(entries()))
    paper = resolution.entries[0]
    assert [(name.display, person.author_id) for name, person in paper.authors] == [
        ("Ada Lovelace", ada.pk),
        ("Alan Turing", None),
    ]
    assert paper.families == frozenset({"lovelace", "turing"})
    assert paper.venue is not None and not paper.venue.is_new
    assert paper.venue.venue_id == venue.pk
    assert set(resolution.entries) == {0, 1, 2, 4}  # the entry without a title is not resolved


@pytest.mark.django_db
def test_load_stored_authors_reads_the_candidates_and_match_authors_applies_the_rules_without_queries(
    django_assert_num_queries,
):
    make_author(display_name="Ada Lovelace", given_name="Ada", family_name="Lovelace")
    names = [parse_name("Ada Lovelace"), parse_name("A. Lovelace"), parse_name("Alan Turing")]
    stored = load_stored_authors(names)
    assert [person.display_name for person in stored.people] == ["Ada Lovelace"]
    with django_assert_num_queries(0):
        resolution = match_authors(names, stored)
    assert resolution.person_for(names[1]) is resolution.person_for(names[0]) is stored.people[0]
    assert resolution.person_for(names[2]).is_new
    with django_assert_num_queries(0):
        alone = match_authors(names, StoredAuthors([], {}))
    assert [person.is_new for person in alone.people] == [True, True]


@pytest.mark.django_db
def test_match_finds_the_stored_row_an_entry_is_and_an_entry_the_paste_repeats():
    stored = make_publication(title="Scheduling Jobs on Busy Clusters", year=2021, doi="10.1000/paper")
    again = "@article{again, title={A Later Paper}, author={Ada Lovelace}, year={2022}}"
    paste = parse(f"{PASTE}\n{again}\n").entries
    checked = validate(paste)
    matches = match(checked, resolve(checked))
    assert matches[0].action in (Action.SAME, Action.UPDATE)
    assert matches[0].target_id == stored.pk
    assert matches[5].action is Action.SAME
    assert matches[5].target_index == 4


@pytest.mark.django_db
def test_match_leaves_a_near_title_to_the_admin():
    stored = make_publication(title="Scheduling Jobs on Busy Cluster", year=2021)
    checked = validate(entries()[:1])
    found = match(checked, resolve(checked))[0]
    assert found.action is Action.POSSIBLE_DUPLICATE
    assert [near.id for near in found.near] == [stored.pk]
    skipped = match(checked, resolve(checked), resolutions={0: DuplicateResolution.SKIP})[0]
    assert skipped.action is Action.SKIPPED


@pytest.mark.django_db
def test_link_relates_a_preprint_and_a_dataset_to_the_paper_of_the_same_paste():
    checked = validate(entries()[:3])
    matches = match(checked, resolve(checked))
    paper, preprint, dataset = checked
    assert matches[0].action is Action.NEW
    assert link(preprint, matches[1]).published_version is paper
    assert matches[2].action is Action.ARTIFACT
    assert link(dataset, matches[2]).artifact_of_entry is paper


@pytest.mark.django_db
def test_link_gives_a_new_paper_the_stored_preprints_it_publishes():
    preprint = make_publication(
        title="Scheduling Jobs on Busy Clusters", year=2020, type=PublicationType.PREPRINT, authors=[]
    )
    checked = validate(entries()[:1])
    found = match(checked, resolve(checked))[0]
    assert found.action is Action.NEW
    assert link(checked[0], found).preprint_ids == (preprint.pk,)
