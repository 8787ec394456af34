"""Stored visitor entries, and the triggers that delete them when what they show is written.

Statement-level triggers with transition tables, like the data version's and the listing
counts' (``publications`` migrations 0016 and 0020): whatever writes (the ORM, ``update()``,
bulk actions, raw SQL, COPY), the rows of the publications it touches are gone when the
statement ends, in the writing transaction. An entry shows its publication's row, its venue, its
authorships and their people, and its artifacts (as links); a site's own entry template may show
its tags too, so taggings and tags count as well. An UPDATE that changes only bookkeeping columns
(``EXEMPT``: timestamps, the search text and title key, the private note, the highlight order)
leaves the entries alone, so refreshing derived data or reordering highlights does not empty them.

The triggers are named to fire after ``*_bumps_data_version``: a writer holds the data version's
row lock before it deletes entries, and the filler inserts only while holding a share lock on
that row at the version it rendered from, so no entry rendered from older data can be stored
after the write's triggers ran.
"""

from django.db import migrations, models

STORED = "publications_web_storedentry"

EXEMPT = {
    "publications_publication": [
        "updated_at",
        "search_text",
        "search_vector",
        "title_key",
        "note",
        "highlight_order",
    ],
    "publications_author": ["updated_at", "created_at", "created_by_batch_id", "display_name_locked"],
    "publications_venue": ["created_at", "created_by_batch_id"],
    "publications_tag": [],
}


def _changed(table: str) -> str:
    """The ids of the rows an UPDATE changed in anything but ``EXEMPT``."""
    exempt = ", ".join(f"'{column}'" for column in EXEMPT[table]) or "''"
    return f"""SELECT old_row.id FROM old_rows AS old_row JOIN new_rows AS new_row USING (id)
            WHERE to_jsonb(old_row) - ARRAY[{exempt}] IS DISTINCT FROM to_jsonb(new_row) - ARRAY[{exempt}]"""


def _drop(publication_ids: str) -> str:
    return f"DELETE FROM {STORED} WHERE publication_id IN ({publication_ids});"


def _function(name: str, *, insert: str | None, update: str, delete: str) -> str:
    insert_branch = f"IF TG_OP = 'INSERT' THEN\n        {_drop(insert)}\n    ELS" if insert else ""
    return f"""CREATE FUNCTION {name}() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    {insert_branch}IF TG_OP = 'UPDATE' THEN
        {_drop(update)}
    ELSIF TG_OP = 'DELETE' THEN
        {_drop(delete)}
    END IF;
    RETURN NULL;
END;
$$;"""


def _relation_rows(rows: str) -> str:
    return f"SELECT publication_id FROM {rows}"


# A publication's own entry, and the entries of the papers it is (or was) an artifact of.
_PUBLICATION_UPDATE = f"""
        WITH changed AS ({_changed("publications_publication")})
        SELECT id FROM changed
        UNION ALL SELECT old_row.artifact_of_id FROM old_rows AS old_row JOIN changed USING (id)
        UNION ALL SELECT new_row.artifact_of_id FROM new_rows AS new_row JOIN changed USING (id)"""


def _of_people(ids: str) -> str:
    return f"SELECT publication_id FROM publications_authorship WHERE author_id IN ({ids})"


def _in_venues(ids: str) -> str:
    return f"SELECT id FROM publications_publication WHERE venue_id IN ({ids})"


def _tagged(ids: str) -> str:
    return f"SELECT publication_id FROM publications_publication_tags WHERE tag_id IN ({ids})"


def _relation_function(name: str) -> str:
    """A table of a publication's relations: the publications of its rows, old and new."""
    return _function(
        name,
        insert=_relation_rows("new_rows"),
        update=f"{_relation_rows('new_rows')} UNION ALL {_relation_rows('old_rows')}",
        delete=_relation_rows("old_rows"),
    )


def _named_function(name: str, table: str, publications_of) -> str:
    """People, venues, tags: the publications that name the rows changed or deleted. A new
    person, venue or tag is on no entry yet."""
    return _function(
        name,
        insert=None,
        update=publications_of(_changed(table)),
        delete=publications_of("SELECT id FROM old_rows"),
    )


FUNCTIONS = {
    "publications_publication": _function(
        "publications_web_drop_publication_entries",
        insert="SELECT artifact_of_id FROM new_rows",
        update=_PUBLICATION_UPDATE,
        delete="SELECT id FROM old_rows UNION ALL SELECT artifact_of_id FROM old_rows",
    ),
    "publications_authorship": _relation_function("publications_web_drop_authorship_entries"),
    "publications_publication_tags": _relation_function("publications_web_drop_tagging_entries"),
    "publications_author": _named_function(
        "publications_web_drop_author_entries", "publications_author", _of_people
    ),
    "publications_venue": _named_function(
        "publications_web_drop_venue_entries", "publications_venue", _in_venues
    ),
    "publications_tag": _named_function("publications_web_drop_tag_entries", "publications_tag", _tagged),
}

TRANSITIONS = {
    "INSERT": "REFERENCING NEW TABLE AS new_rows",
    "UPDATE": "REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows",
    "DELETE": "REFERENCING OLD TABLE AS old_rows",
}
EVENTS = {
    "publications_publication": ("INSERT", "UPDATE", "DELETE"),
    "publications_authorship": ("INSERT", "UPDATE", "DELETE"),
    "publications_publication_tags": ("INSERT", "UPDATE", "DELETE"),
    "publications_author": ("UPDATE", "DELETE"),
    "publications_venue": ("UPDATE", "DELETE"),
    "publications_tag": ("UPDATE", "DELETE"),
}


def _function_name(table: str) -> str:
    return FUNCTIONS[table].split("(", 1)[0].removeprefix("CREATE FUNCTION ")


# A TRUNCATE (which has no transition tables) empties every stored entry.
TRUNCATE_FUNCTION = f"""CREATE FUNCTION publications_web_drop_all_entries() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    DELETE FROM {STORED};
    RETURN NULL;
END;
$$;"""

SQL = (
    "\n".join([*FUNCTIONS.values(), TRUNCATE_FUNCTION])
    + "\n"
    + "\n".join(
        f"CREATE TRIGGER {table}_drops_stored_entries_{event.lower()} AFTER {event} ON {table} "
        f"{TRANSITIONS[event]} FOR EACH STATEMENT EXECUTE FUNCTION {_function_name(table)}();"
        for table, events in EVENTS.items()
        for event in events
    )
    + "\n"
    + "\n".join(
        f"CREATE TRIGGER {table}_drops_stored_entries_truncate AFTER TRUNCATE ON {table} "
        f"FOR EACH STATEMENT EXECUTE FUNCTION publications_web_drop_all_entries();"
        for table in EVENTS
    )
)

DROP = (
    "\n".join(
        f"DROP TRIGGER IF EXISTS {table}_drops_stored_entries_{event.lower()} ON {table};"
        for table, events in EVENTS.items()
        for event in (*events, "TRUNCATE")
    )
    + "\n"
    + "\n".join(f"DROP FUNCTION IF EXISTS {_function_name(table)}();" for table in EVENTS)
    + "\nDROP FUNCTION IF EXISTS publications_web_drop_all_entries();"
)


class Migration(migrations.Migration):
    initial = True

    dependencies = [
        ("publications", "0020_listing_counts"),
    ]

    operations = [
        migrations.CreateModel(
            name="StoredEntry",
            fields=[
                (
                    "publication",
                    models.OneToOneField(
                        db_constraint=False,
                        on_delete=models.deletion.DO_NOTHING,
                        primary_key=True,
                        related_name="stored_entry",
                        serialize=False,
                        to="publications.publication",
                    ),
                ),
                (
                    "key",
                    models.CharField(help_text="The rendering inputs the HTML was made with.", max_length=64),
                ),
                ("html", models.TextField()),
            ],
            options={
                "verbose_name": "stored entry",
                "verbose_name_plural": "stored entries",
            },
        ),
        migrations.RunSQL(sql=SQL, reverse_sql=DROP),
    ]
