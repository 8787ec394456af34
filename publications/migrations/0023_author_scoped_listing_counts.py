"""People as a scope of the scoped listing counts: each person's publications by every facet.

``publications_scoped_pairs`` (migration 0022) paired each filter value of a publication but its
people with each of its facet values. Now a person is a filter value too, so a person's page and
a listing of one author read their facets, and the people they share publications with, from
``publications_scopedlistingcount`` instead of counting them. A publication's values are a set:
a person named twice on one publication is one value of it (one publication shared, as a
person's page counts them). Both tables are built again.
"""

from django.db import migrations


def _values_of(author_values: str) -> str:
    return f"""
CREATE OR REPLACE FUNCTION publications_listing_values_of(ids bigint[])
RETURNS TABLE (publication_id bigint, facet_values text[])
LANGUAGE sql STABLE AS $$
    SELECT publication.id, ARRAY(
        SELECT 'year:' || publication.year WHERE publication.year IS NOT NULL
        UNION ALL SELECT 'type:' || publication.type
        UNION ALL SELECT 'status:' || publication.status
        UNION ALL SELECT 'venue:' || publication.venue_id WHERE publication.venue_id IS NOT NULL
        UNION ALL SELECT 'highlight:' || publication.highlight
        UNION ALL SELECT 'tag:' || tagging.tag_id
            FROM publications_publication_tags AS tagging WHERE tagging.publication_id = publication.id
        UNION ALL {author_values}
    )
    FROM publications_publication AS publication
    WHERE publication.id = ANY(ids) AND publication.artifact_of_id IS NULL
$$;
"""


def _pairs(filtered_condition: str) -> str:
    return f"""
CREATE OR REPLACE FUNCTION publications_scoped_pairs(facet_values text[])
RETURNS TABLE (scope text, scope_key text, facet text, key text)
LANGUAGE sql IMMUTABLE AS $$
    SELECT split_part(filtered, ':', 1), substr(filtered, strpos(filtered, ':') + 1),
           split_part(counted, ':', 1), substr(counted, strpos(counted, ':') + 1)
    FROM unnest(facet_values) AS filtered, unnest(facet_values || 'total:'::text) AS counted
    WHERE {filtered_condition}split_part(counted, ':', 1) <> 'highlight'
$$;
"""


WITH_PEOPLE = (
    _values_of(
        "SELECT DISTINCT 'author:' || authorship.author_id\n"
        "            FROM publications_authorship AS authorship"
        " WHERE authorship.publication_id = publication.id"
    )
    + _pairs("")
)
WITHOUT_PEOPLE = (
    _values_of(
        "SELECT 'author:' || authorship.author_id\n"
        "            FROM publications_authorship AS authorship"
        " WHERE authorship.publication_id = publication.id"
    )
    + _pairs("split_part(filtered, ':', 1) <> 'author' AND ")
)

REBUILD = "SELECT publications_rebuild_listing_values_now();"


class Migration(migrations.Migration):
    dependencies = [
        ("publications", "0022_scoped_listing_counts"),
    ]

    operations = [
        migrations.RunSQL(sql=WITH_PEOPLE + REBUILD, reverse_sql=WITHOUT_PEOPLE + REBUILD),
    ]
