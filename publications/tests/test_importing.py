"""The import service on real parsed text against real PostgreSQL: decisions, identities, writes, undo."""

from __future__ import annotations

import importlib

import pytest
from django.apps import apps
from django.db import connection
from django.test.utils import CaptureQueriesContext

from publications import freshness
from publications.derived import search_text_for
from publications.importing import (
    Action,
    CannotRevert,
    DuplicateResolution,
    ImportFailed,
    apply_import,
    plan_import,
    revert_batch,
)
from publications.models import (
    Author,
    AuthorAlias,
    Authorship,
    ImportBatch,
    ImportBatchStatus,
    ImportChange,
    ImportChangeAction,
    Publication,
    PublicationType,
    Venue,
    VenueAlias,
)
from publications.parsing import parse
from publications.tests.factories import make_author, make_publication, make_venue
from publications.tests.importing_helpers import import_text, plan_text, row_counts

pytestmark = pytest.mark.django_db

BIBTEX_WITH_A_BROKEN_ENTRY = """@article{a, title={First Paper on Things}, author={Smith, John and Doe, Jane},
  journal={Journal of Things}, year={2020}, doi={10.1000/ABC}}

@article{b, author={Smith, John}, journal={Journal of Things}, year={2021}}

@inproceedings{c, title={Third Paper on Things}, author={Smith, John}, booktitle={Proceedings of SC},
  year={2022}, pages={1--10}, url={https://example.org/c.pdf}}
"""


def citation(authors: str, title: str, venue: str = "In Proceedings of SC, 2023.") -> str:
    return f"• {authors}. “{title}.” {venue}\n"


def decision_for(plan, title_start: str):
    return next(d for d in plan.decisions if (d.values.get("title") or d.entry.title).startswith(title_start))


# ---------------------------------------------------------------- reading only


def test_planning_writes_nothing():
    before = row_counts()
    plan = plan_text(BIBTEX_WITH_A_BROKEN_ENTRY)
    assert plan.counts[Action.NEW] == 2
    assert row_counts() == before


def test_planning_takes_the_same_number_of_queries_for_one_entry_and_for_twenty():
    make_publication(title="Something stored already")
    one = citation("Jane Doe, John Smith", "Paper Number 0")
    twenty = "".join(citation(f"Jane Doe{i}, John Smith{i}", f"Paper Number {i}") for i in range(20))
    counts = []
    for text in (one, twenty):
        result = parse(text)
        with CaptureQueriesContext(connection) as queries:
            plan_import(result.entries, format=result.format)
        counts.append(len(queries))
    assert counts[0] == counts[1]


def test_applying_takes_the_same_number_of_queries_for_one_entry_and_for_twenty():
    counts = []
    for size, family in ((1, "Smith"), (20, "Jones")):
        # Each paste: a stored publication updated, new publications, authors and venue, one author renamed.
        stored = make_author(display_name=f"J. {family}", given_name="J.", family_name=family)
        AuthorAlias.objects.create(author=stored, name=f"J. {family}", key=f"{family.lower()}|j.")
        make_publication(title=f"Stored Paper {size}", year=2023, authors=[stored])
        venue = f"In Workshop on {family} Things, 2023"
        text = citation(f"John {family}", f"Stored Paper {size}", f"{venue}, pp. 1-10.")
        text += "".join(
            citation(f"Jane Doe{size}x{i}, J. {family}", f"New Paper {size}x{i}", f"{venue}.")
            for i in range(size)
        )
        plan = plan_text(text)
        with CaptureQueriesContext(connection) as queries:
            report = apply_import(plan, raw_text=text)
        assert len(report.created) == size and len(report.updated) == 1
        counts.append(len(queries))
    assert counts[0] == counts[1]


def test_an_entry_that_cannot_be_imported_is_reported_with_its_line_and_the_others_import():
    report = import_text(BIBTEX_WITH_A_BROKEN_ENTRY)
    broken = report.plan.decisions[1]
    assert broken.action == Action.ERROR
    assert broken.line == 4
    assert "line 4" in broken.describe()
    assert Publication.objects.count() == 2
    assert report.counts["errors"] == 1
    assert "line 4: entry 'b' has no title" in report.batch.warnings


def test_a_reference_printed_without_a_title_is_refused_on_its_line_and_the_others_import():
    text = (
        "1. A. Rossi and T. Müller, Magnon transport in layered antiferromagnets, Phys. Rev. Lett. 126, "
        "017202 (2021).\n"
        "2. A. Rossi, B. K. Chen, and T. Müller, Phys. Rev. B 104, 045112 (2021).\n"
    )
    report = import_text(text)
    untitled = report.plan.decisions[1]
    assert (untitled.entry.title, untitled.entry.authors, untitled.entry.venue) == (
        "",
        ["A. Rossi", "B. K. Chen", "T. Müller"],
        "Phys. Rev. B",
    )
    assert (untitled.action, untitled.line, untitled.error) == (Action.ERROR, 2, "no title found")
    assert untitled.describe() == "error on line 2: no title found"
    assert report.counts["errors"] == 1
    assert list(Publication.objects.values_list("title", flat=True)) == [
        "Magnon transport in layered antiferromagnets"
    ]


# ---------------------------------------------------------------- matching publications


def test_same_doi_is_the_same_publication_and_missing_fields_are_added():
    stored = make_publication(title="First Paper on Things", doi="10.1000/abc", year=2020)
    text = BIBTEX_WITH_A_BROKEN_ENTRY.replace("doi={10.1000/ABC}}", "doi={10.1000/ABC}, pages={7--9}}")
    plan = plan_text(text)
    decision = decision_for(plan, "First Paper")
    assert decision.action == Action.UPDATE
    assert decision.target_id == stored.pk
    assert set(decision.updates) >= {"pages"}
    report = apply_import(plan, raw_text=text)
    stored.refresh_from_db()
    assert stored.pages == "7–9" or stored.pages.replace("--", "–").replace("-", "–") == "7–9"
    change = ImportChange.objects.get(
        batch=report.batch, publication=stored, action=ImportChangeAction.UPDATED
    )
    assert change.previous_values["pages"] == ""
    assert ImportChange.objects.filter(
        batch=report.batch, publication=stored, action=ImportChangeAction.MATCHED, entry_line=1
    ).exists()


def test_a_lone_page_and_the_same_article_number_are_one_fact_not_an_update():
    stored = make_publication(title="First Paper on Things", doi="10.1000/abc", year=2020, pages="31")
    text = BIBTEX_WITH_A_BROKEN_ENTRY.replace("doi={10.1000/ABC}}", "doi={10.1000/ABC}, pages={31}}")
    plan = plan_text(text)
    decision = decision_for(plan, "First Paper")
    assert decision.target_id == stored.pk
    assert "article_number" not in decision.updates


def test_title_matching_ignores_case_accents_punctuation_and_latex():
    stored = make_publication(title="Deep Learning à la Carte: A Study", year=2021)
    stored.title_key = "deeplearningalacarteastudy"
    stored.save()
    text = (
        "@article{x, title={{D}eep {L}earning \\`a la {C}arte -- a Study}, author={Doe, Jane}, year={2022}}"
    )
    decision = plan_text(text).decisions[0]
    assert decision.action in (Action.SAME, Action.UPDATE)
    assert decision.target_id == stored.pk


def test_same_title_far_apart_in_time_is_a_different_publication():
    make_publication(title="Deep Learning: A Study", title_key="deeplearningastudy", year=2010)
    text = "@article{x, title={Deep Learning: A Study}, author={Doe, Jane}, year={2022}}"
    assert plan_text(text).decisions[0].action == Action.NEW


def test_a_near_title_is_only_proposed_as_a_possible_duplicate():
    stored = make_publication(
        title="Parallel Scripting for Applications at the Petascale and Beyond",
        title_key="parallelscriptingforapplicationsatthepetascaleandbeyond",
        year=2009,
    )
    text = "@article{x, title={Parallel Scripting for Application at the Petascale and Beyond}, year={2009}}"
    plan = plan_text(text)
    decision = plan.decisions[0]
    assert decision.action == Action.POSSIBLE_DUPLICATE
    assert decision.near[0].id == stored.pk
    assert f"possible duplicate of #{stored.pk}" in decision.describe()
    assert plan_text(text, resolutions={0: DuplicateResolution.SKIP}).decisions[0].action == Action.SKIPPED
    merged = plan_text(text, resolutions={0: DuplicateResolution.MERGE}).decisions[0]
    assert merged.target_id == stored.pk and merged.action in (Action.SAME, Action.UPDATE)
    apply_import(plan, raw_text=text)
    assert Publication.objects.count() == 2  # imported as new, never merged silently


def test_a_preprint_of_a_stored_paper_is_kept_and_linked_to_it():
    author = make_author(display_name="Jane Doe")
    paper = make_publication(title="A Second Paper", title_key="asecondpaper", year=2023, authors=[author])
    text = citation("Jane Doe, John Smith", "A Second Paper", "arXiv preprint arXiv:2301.01234, 2023.")
    import_text(text)
    preprint = Publication.objects.get(type=PublicationType.PREPRINT)
    assert preprint.published_version == paper
    assert Publication.objects.count() == 2


def test_a_published_paper_links_the_stored_preprint_to_itself():
    import_text(citation("Jane Doe, John Smith", "A Second Paper", "arXiv preprint arXiv:2301.01234, 2023."))
    report = import_text(citation("Jane Doe, John Smith", "A Second Paper", "In Proceedings of SC, 2023."))
    paper = Publication.objects.exclude(type=PublicationType.PREPRINT).get()
    assert Publication.objects.get(type=PublicationType.PREPRINT).published_version == paper
    assert report.counts["created"] == 1 and report.counts["updated"] == 1


def test_a_dataset_record_of_a_stored_paper_becomes_its_artifact():
    author = make_author(display_name="Zizhao Mo")
    paper = make_publication(
        title="Heet: Elastic Training", title_key="heetelastictraining", authors=[author]
    )
    text = "Heet: Elastic Training.\n\nZizhao Mo, Huanle Xu\n\nDataset, January, 2023\n"
    result = parse(text, "author-db")
    plan = plan_import(result.entries, format=result.format)
    assert plan.decisions[0].action == Action.ARTIFACT
    apply_import(plan, raw_text=text)
    assert Publication.objects.get(type=PublicationType.DATASET).artifact_of == paper
    assert Publication.objects.listed().count() == 1


def test_two_entries_with_one_title_in_a_paste_give_one_publication():
    text = citation("Jane Doe", "Twice Listed") + citation("Jane Doe", "Twice Listed")
    plan = plan_text(text)
    assert [d.action for d in plan.decisions] == [Action.NEW, Action.SAME]
    assert "line 1" in plan.decisions[1].describe()


# ---------------------------------------------------------------- authors


def test_initials_join_the_single_compatible_written_out_name_and_are_recorded_as_aliases():
    text = citation("Zhao Zhang, Tong Zhang", "One Paper About Things") + citation(
        "Z. Zhang, T. Zhang", "Two Paper About Things"
    )
    plan = plan_text(text)
    joins = {(j.spelling, j.person.display_name) for j in plan.author_joins}
    assert {("Z. Zhang", "Zhao Zhang"), ("T. Zhang", "Tong Zhang")} <= joins
    apply_import(plan, raw_text=text)
    zhao = Author.objects.get(display_name="Zhao Zhang")
    assert set(zhao.aliases.values_list("name", flat=True)) == {"Zhao Zhang", "Z. Zhang"}
    assert Author.objects.count() == 2


def test_initials_join_a_stored_author_and_a_fuller_spelling_renames_it():
    stored = make_author(display_name="I. Foster", given_name="I.", family_name="Foster")
    AuthorAlias.objects.create(author=stored, name="I. Foster", key="foster|i.")
    older = make_publication(
        title="Older Grid Paper", authors=[stored], search_text="older grid paper i. foster"
    )
    import_text(citation("Ian T. Foster, Jane Doe", "Grid Things"))
    stored.refresh_from_db()
    assert stored.display_name == "Ian T. Foster"
    assert Author.objects.filter(family_name="Foster").count() == 1
    assert "ian t. foster" in Publication.objects.get(pk=older.pk).search_text


def test_a_locked_display_name_is_kept():
    stored = make_author(
        display_name="I. Foster", given_name="I.", family_name="Foster", display_name_locked=True
    )
    AuthorAlias.objects.create(author=stored, name="I. Foster", key="foster|i.")
    import_text(citation("Ian T. Foster", "Grid Things"))
    stored.refresh_from_db()
    assert stored.display_name == "I. Foster"
    assert stored.authorships.count() == 1


def test_two_compatible_people_make_the_name_a_question_not_a_guess():
    yinzhi = make_author(display_name="Yinzhi Wang", given_name="Yinzhi", family_name="Wang")
    yu = make_author(display_name="Yu Wang", given_name="Yu", family_name="Wang")
    text = citation("Y. Wang, Jane Doe", "Ambiguous Paper")
    plan = plan_text(text)
    (question,) = plan.ambiguous_authors
    assert question.spelling == "Y. Wang"
    assert {p.author_id for p in question.candidates} == {yinzhi.pk, yu.pk}
    assert plan.decisions[0].authors[0][1].is_new
    chosen = plan_text(text, author_choices={question.key: yu.pk})
    assert chosen.decisions[0].authors[0][1].author_id == yu.pk


def test_a_single_group_member_among_compatible_people_is_preferred():
    member = make_author(display_name="Yinzhi Wang", given_name="Yinzhi", family_name="Wang", is_member=True)
    make_author(display_name="Yu Wang", given_name="Yu", family_name="Wang")
    plan = plan_text(citation("Y. Wang", "Member Paper"))
    assert plan.decisions[0].authors[0][1].author_id == member.pk
    assert not plan.ambiguous_authors


def test_spelling_variants_and_accents_join_and_different_people_stay_apart():
    text = (
        citation("Cheng-Zhong Xu, Huanle Xu, Paul Erdős", "One Paper About Things")
        + citation("ChengZhong Xu, Paul Erdos", "Two Paper About Things")
        + citation("Chengzhong Xu, Zhi Zhou, Zhao Zhang", "Three Paper About Things")
    )
    import_text(text)
    names = set(Author.objects.values_list("display_name", flat=True))
    assert len(names) == 5 and {"Huanle Xu", "Paul Erdős", "Zhi Zhou", "Zhao Zhang"} < names
    chengzhong = Authorship.objects.get(name_as_written="ChengZhong Xu").author
    assert set(chengzhong.authorships.values_list("name_as_written", flat=True)) == {
        "Cheng-Zhong Xu", "ChengZhong Xu", "Chengzhong Xu",
    }  # fmt: skip
    assert Authorship.objects.get(name_as_written="Paul Erdos").author.display_name == "Paul Erdős"


def test_new_authors_get_unique_slugs():
    make_author(display_name="Someone Else", slug="tong-zhang")
    import_text(citation("Tong Zhang", "Slug Paper"))
    assert Author.objects.get(display_name="Tong Zhang").slug == "tong-zhang-2"


def test_emphasised_names_become_group_members():
    import_text('- **Jane Doe**, John Smith. "Markdown Paper." In NeurIPS 2023.\n')
    assert Author.objects.get(display_name="Jane Doe").is_member
    assert not Author.objects.get(display_name="John Smith").is_member


# ---------------------------------------------------------------- venues and fields


def test_known_venues_get_their_full_name_and_every_spelling_becomes_an_alias():
    full_name = "International Conference for High Performance Computing, Networking, Storage and Analysis"
    import_text(citation("Jane Doe", "One Paper About Things", f"In Proceedings of the {full_name}, 2023."))
    import_text(citation("Jane Doe", "Two Paper About Things", "In SC'24, 2024."))
    venue = Venue.objects.get()
    assert venue.short_name == "SC"
    assert venue.kind == "conference"
    assert "High Performance Computing" in venue.name
    assert VenueAlias.objects.filter(venue=venue, key="sc").exists()
    assert Publication.objects.filter(venue=venue).count() == 2


def test_an_unknown_venue_is_created_once_and_found_again_by_its_spelling():
    import_text(citation("Jane Doe", "One Paper About Things", "In Workshop on Obscure Things, 2023."))
    import_text(citation("Jane Doe", "Two Paper About Things", "In Workshop on Obscure Things, 2024."))
    assert Venue.objects.count() == 1
    assert Publication.objects.filter(venue=Venue.objects.get()).count() == 2


def test_stored_venue_without_aliases_is_found_by_its_short_name():
    venue = make_venue(short_name="SC", name="Supercomputing")
    import_text(citation("Jane Doe", "One Paper About Things", "In SC'23, 2023."))
    assert Publication.objects.get().venue == venue


def test_links_awards_marks_and_highlights_map_to_their_fields():
    text = (
        '- **Jane Doe***, John Smith*. "Markdown Paper About Links." In NeurIPS 2023. '
        "[PDF](https://example.org/p.pdf) [Code](https://github.com/x/y) Best Paper Award.\n"
        '- Jane Doe. "Second Highlight." In NeurIPS 2023.\n'
    )
    import_text(text, highlight_all=True)
    first = Publication.objects.get(title="Markdown Paper About Links")
    assert first.pdf_url == "https://example.org/p.pdf"
    assert first.code_url == "https://github.com/x/y"
    assert first.award == "Best Paper Award"
    assert [a.equal_contribution for a in first.authorships.all()] == [True, True]
    highlights = Publication.objects.highlighted().order_by("highlight_order")
    assert [(p.title, p.highlight_order) for p in highlights] == [
        ("Markdown Paper About Links", 1), ("Second Highlight", 2),
    ]  # fmt: skip


def test_applying_fills_search_text_and_moves_the_data_version():
    before = freshness.current().version
    import_text(citation("Paul Erdős, Jane Doe", "Über Graphs"))
    publication = Publication.objects.get()
    assert publication.search_text.startswith("uber graphs")
    assert "paul erdos" in publication.search_text
    assert freshness.current().version > before


def test_a_plan_made_before_another_import_wrote_is_made_again_when_applied():
    text = citation("Jane Doe", "One Paper About Things") + citation("Jane Doe", "Two Paper About Things")
    early = plan_text(text)
    import_text(citation("Jane Doe", "One Paper About Things"))
    report = apply_import(early, raw_text=text)
    assert len(report.created) == 1
    assert Publication.objects.filter(title="One Paper About Things").count() == 1
    assert Author.objects.count() == 1


def test_a_plan_made_from_the_current_data_is_applied_without_reading_the_stored_publications_again():
    make_publication(title="Something stored already")
    plan = plan_text(citation("Jane Doe", "One Paper About Things"))
    with CaptureQueriesContext(connection) as queries:
        report = apply_import(plan, raw_text="x")
    assert len(report.created) == 1
    reads = [q["sql"] for q in queries if q["sql"].startswith("SELECT") and "title_key" in q["sql"]]
    assert reads == []


def test_applying_a_plan_leaves_it_as_it_was_made():
    text = citation("Jane Doe, Ali Khan", "One Paper About Things", "In Workshop on Obscure Things, 2023.")
    plan = plan_text(text)
    counts = dict(plan.counts)
    apply_import(plan, raw_text=text)
    assert plan.counts == counts
    assert counts["new authors"] == 2 and counts["new venues"] == 1


def test_a_plan_whose_write_failed_can_be_applied_again_once_the_cause_is_gone():
    with connection.cursor() as cursor:
        cursor.execute(
            """CREATE FUNCTION refuse_authorship() RETURNS trigger AS $$
               BEGIN RAISE EXCEPTION 'refused by test trigger'; END $$ LANGUAGE plpgsql;
               CREATE TRIGGER refuse BEFORE INSERT ON publications_authorship
               FOR EACH ROW EXECUTE FUNCTION refuse_authorship();"""
        )
    text = citation("Jane Doe, Ali Khan", "One Paper About Things", "In Workshop on Obscure Things, 2023.")
    plan = plan_text(text)
    with pytest.raises(ImportFailed):
        apply_import(plan, raw_text=text)
    with connection.cursor() as cursor:
        cursor.execute("DROP TRIGGER refuse ON publications_authorship")
    report = apply_import(plan, raw_text=text)
    publication = Publication.objects.get()
    assert report.created == [publication.pk]
    written = [a.name_as_written for a in publication.authorships.order_by("position")]
    assert written == ["Jane Doe", "Ali Khan"]
    assert publication.venue.name == "Workshop on Obscure Things"


def test_created_rows_are_recorded_on_the_batch():
    report = import_text(
        citation("Jane Doe", "One Paper About Things", "In Workshop on Obscure Things, 2023."),
        source_name="x.txt",
    )
    batch = report.batch
    assert batch.status == ImportBatchStatus.APPLIED and batch.source_name == "x.txt"
    assert batch.counts["created"] == 1
    assert batch.counts["new authors"] == 1 and batch.counts["new venues"] == 1
    assert batch.decisions[0]["action"] == "new"
    assert Author.objects.get().created_by_batch == batch
    assert Venue.objects.get().created_by_batch == batch
    assert AuthorAlias.objects.get().created_by_batch == batch
    assert ImportChange.objects.get(batch=batch).entry_line == 1


# ---------------------------------------------------------------- failure and undo


def test_a_write_failing_half_way_leaves_nothing_but_a_failed_batch_with_the_text_and_error():
    with connection.cursor() as cursor:
        cursor.execute(
            """CREATE FUNCTION refuse_authorship() RETURNS trigger AS $$
               BEGIN IF NEW.name_as_written = 'Refused Person' THEN RAISE EXCEPTION 'refused by test trigger';
               END IF; RETURN NEW; END $$ LANGUAGE plpgsql;
               CREATE TRIGGER refuse BEFORE INSERT ON publications_authorship
               FOR EACH ROW EXECUTE FUNCTION refuse_authorship();"""
        )
    before = row_counts()
    text = citation("Jane Doe", "Fine Paper") + citation("Refused Person", "Failing Paper")
    with pytest.raises(ImportFailed) as failure:
        import_text(text)
    batch = failure.value.batch
    assert batch.status == ImportBatchStatus.FAILED
    assert batch.raw_text == text
    assert "refused by test trigger" in batch.error
    after = row_counts()
    assert after.pop("publications.ImportBatch") == before.pop("publications.ImportBatch") + 1
    assert after == before


def test_undo_removes_what_the_batch_created_and_restores_what_it_updated():
    kept_author = make_author(display_name="Jane Doe", given_name="Jane", family_name="Doe")
    AuthorAlias.objects.create(author=kept_author, name="Jane Doe", key="doe|jane")
    stored = make_publication(
        title="First Paper on Things", doi="10.1000/abc", year=2020, authors=[kept_author]
    )
    before = row_counts()
    report = import_text(
        BIBTEX_WITH_A_BROKEN_ENTRY.replace("doi={10.1000/ABC}}", "doi={10.1000/ABC}, volume={3}}")
    )
    stored.refresh_from_db()
    assert stored.volume == "3"
    assert Publication.objects.count() == 2
    result = revert_batch(report.batch, user=None)
    assert result.counts["publications removed"] == 1 and result.counts["publications restored"] == 1
    stored.refresh_from_db()
    assert stored.volume == ""
    report.batch.refresh_from_db()
    assert report.batch.status == ImportBatchStatus.REVERTED and report.batch.reverted_at
    after = row_counts()
    assert after.pop("publications.ImportChange") > before.pop("publications.ImportChange")
    assert after.pop("publications.ImportBatch") == before.pop("publications.ImportBatch") + 1
    assert after == before
    with pytest.raises(CannotRevert):
        revert_batch(report.batch)


def test_undo_takes_the_same_number_of_queries_for_one_entry_and_for_twenty_and_bumps_the_version_once():
    counts = []
    for size in (1, 20):
        text = "".join(
            citation(
                f"Jane Doe{size}x{i}, Ali Khan{size}",
                f"Paper Number {size}x{i}",
                "In Workshop W{size}, 2023.",
            )
            for i in range(size)
        )
        report = import_text(text)
        version = freshness.current().version
        with CaptureQueriesContext(connection) as queries:
            result = revert_batch(report.batch)
        assert result.counts["publications removed"] == size
        assert freshness.current().version > version
        counts.append(len(queries))
    assert counts[0] == counts[1]
    assert Publication.objects.count() == Author.objects.count() == 0


def test_undo_keeps_authors_that_a_later_import_uses():
    first = import_text(citation("Jane Doe", "One Paper About Things"))
    import_text(citation("Jane Doe", "Two Paper About Things"))
    revert_batch(first.batch)
    assert Author.objects.get().display_name == "Jane Doe"
    assert Publication.objects.get().title == "Two Paper About Things"
    assert ImportBatch.objects.filter(status=ImportBatchStatus.APPLIED).count() == 1


def stored_initials_author():
    """A stored "Z. Zhang" with one older publication whose search text carries that spelling."""
    author = make_author(display_name="Z. Zhang", given_name="Z.", family_name="Zhang")
    AuthorAlias.objects.create(author=author, name="Z. Zhang", key="zhang|z.")
    older = make_publication(title="Older Storage Paper", authors=[author], search_text="older storage paper")
    return author, older


def test_undo_gives_an_author_that_the_import_renamed_the_old_name_back():
    author, older = stored_initials_author()
    before = row_counts()
    report = import_text(citation("Zhao Zhang, Jane Doe", "Newer Storage Paper"))
    author.refresh_from_db()
    assert (author.display_name, author.given_name, author.family_name) == ("Zhao Zhang", "Zhao", "Zhang")
    assert "zhao zhang" in Publication.objects.get(pk=older.pk).search_text
    rename = ImportChange.objects.get(batch=report.batch, author=author)
    assert rename.previous_values == {"display_name": "Z. Zhang", "given_name": "Z.", "family_name": "Zhang"}

    result = revert_batch(report.batch)

    assert result.counts["author names restored"] == 1
    author.refresh_from_db()
    assert (author.display_name, author.given_name, author.family_name) == ("Z. Zhang", "Z.", "Zhang")
    assert set(author.aliases.values_list("name", flat=True)) == {"Z. Zhang"}
    assert "zhao" not in Publication.objects.get(pk=older.pk).search_text
    after = row_counts()
    assert after.pop("publications.ImportChange") > before.pop("publications.ImportChange")
    assert after.pop("publications.ImportBatch") == before.pop("publications.ImportBatch") + 1
    assert after == before


def test_an_undo_failing_after_the_names_were_restored_keeps_the_import_whole():
    author, older = stored_initials_author()
    report = import_text(citation("Zhao Zhang, Jane Doe", "Newer Storage Paper"))
    with connection.cursor() as cursor:
        # Restoring the older publication's search text is the last write of the undo: it fails.
        cursor.execute(
            f"""CREATE FUNCTION refuse_restore() RETURNS trigger AS $$
               BEGIN IF NEW.id = {older.pk} THEN RAISE EXCEPTION 'refused by test trigger'; END IF;
               RETURN NEW; END $$ LANGUAGE plpgsql;
               CREATE TRIGGER refuse BEFORE UPDATE ON publications_publication
               FOR EACH ROW EXECUTE FUNCTION refuse_restore();"""
        )
    before = row_counts()
    with pytest.raises(Exception, match="refused by test trigger"):
        revert_batch(report.batch)
    author.refresh_from_db()
    assert author.display_name == "Zhao Zhang"
    report.batch.refresh_from_db()
    assert report.batch.status == ImportBatchStatus.APPLIED
    assert row_counts() == before


# ---------------------------------------------------------------- search text


def test_a_title_with_letters_and_quotes_only_search_folding_knows_is_found_by_plain_ascii_queries(client):
    import_text(citation("Ŋoma Ħadad, Jane Doe", "Taŋgled ‘Smart’ Caches—Revisited"))
    publication = Publication.objects.get()
    assert publication.title == "Taŋgled ‘Smart’ Caches—Revisited"
    assert publication.search_text == search_text_for(publication)
    for query in ("tangled", "'smart' caches", "caches-revisited", "noma hadad"):
        response = client.get("/", {"q": query})
        assert [p.title for p in response.context["publications"]] == [publication.title], query


def test_the_search_text_an_import_writes_is_the_one_the_public_search_defines():
    stored = make_author(display_name="I. Foster", given_name="I.", family_name="Foster")
    AuthorAlias.objects.create(author=stored, name="I. Foster", key="foster|i.")
    older = make_publication(title="Older Grid Paper", authors=[stored])
    import_text(citation("Ian T. Foster, Jane Doe", "Grid Things", "In Workshop on Obscure Things, 2023."))
    import_text(
        citation("Ian T. Foster, Jane Doe", "Grid Things", "In Workshop on Obscure Things, 2023, pp. 1-2.")
    )
    created = Publication.objects.get(title="Grid Things")
    assert created.pages  # updated by the second import
    older.refresh_from_db()  # renamed author
    for publication in (created, older):
        assert publication.search_text == search_text_for(publication)


def test_keys_and_search_text_stored_with_the_older_folding_are_refolded_so_a_reimport_matches():
    refold = importlib.import_module("publications.migrations.0007_refold_import_keys_and_search_text").refold
    author = make_author(display_name="Ŋoma Ħadad", given_name="Ŋoma", family_name="Ħadad")
    AuthorAlias.objects.create(author=author, name="Ŋoma Ħadad", key="ħadad|ŋoma")
    stored = make_publication(
        title="Taŋgled ‘Smart’ Caches",
        title_key="taŋgledsmartcaches",
        search_text="taŋgled ‘smart’ caches ŋoma ħadad",
        year=2023,
        authors=[author],
    )
    refold(apps, None)
    text = citation("Ŋoma Ħadad", "Taŋgled ‘Smart’ Caches")
    plan = plan_text(text)
    assert plan.decisions[0].target_id == stored.pk
    assert plan.decisions[0].authors[0][1].author_id == author.pk
    assert list(Publication.objects.search("tangled 'smart' caches noma hadad")) == [stored]
