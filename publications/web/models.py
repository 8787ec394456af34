"""What the public site stores for itself: each publication's entry as a visitor's listing, the
feeds, the JSON API and the listing exports show it.

Derived data, never edited: a row is the HTML ``includes/publication_entry.html`` rendered for a
visitor, the publication's feed item and its API entry (JSON, with the site's address left out:
a request adds its own), and its text in each export format (``listing_text`` of
``publications.exports``: what a listing's file holds for it), under ``key``, the name of every
input of them that is not the publication's own data (the templates as the loaders find them,
the release, the URLs, the citation styles; ``publications.web.stored_entries``). A row under
another key counts as missing.

The database keeps rows from going stale: statement-level triggers on every table an entry is
made of (migration 0001 of this app) delete the rows of the publications a write touches, in the
writing transaction, whatever wrote. They are filled again after the write commits
(``publications.web.rendering.fill_stored_entries``), never by a public page.
"""

from __future__ import annotations

from django.db import models

from publications.models import Publication


class StoredEntry(models.Model):
    # No foreign key constraint and no cascade: the triggers delete a publication's row with it
    # (raw SQL included), and a row filled while a publication is being deleted must not wait on
    # that publication's lock (the filler holds the data version's, which the deleter waits for).
    publication = models.OneToOneField(
        Publication,
        primary_key=True,
        on_delete=models.DO_NOTHING,
        db_constraint=False,
        related_name="stored_entry",
    )
    key = models.CharField(max_length=64, help_text="The rendering inputs the HTML was made with.")
    html = models.TextField()
    feed_item = models.TextField(help_text="The feed item's values, as JSON (publications.web.feeds).")
    api_entry = models.TextField(help_text="The API entry, as JSON with site paths (publications.web.api).")
    # One column per export format, named as the format (publications.exports.ExportFormat).
    bibtex = models.TextField(help_text="The BibTeX entry a listing's file holds, under its own key.")
    ris = models.TextField(help_text="The RIS record a listing's file holds.")
    csl_json = models.TextField(help_text="The CSL-JSON item a listing's file holds.")
    csv = models.TextField(help_text="The CSV line a listing's file holds.")

    class Meta:
        # Which publications lack an entry under the current key: read from this index alone.
        indexes = [models.Index(fields=["key", "publication"], name="storedentry_key")]
        verbose_name = "stored entry"
        verbose_name_plural = "stored entries"

    def __str__(self) -> str:
        return f"entry of publication {self.publication_id}"


class StoredFragment(models.Model):
    """HTML every listing page shows alike (the filter form's pickers), made once per data version.

    Derived data, never edited: ``key`` names the release and the data version it was made at
    (``publications.web.stored_fragments``), and a page reads only a fragment whose key is the
    current one, so a write leaves none stale, whatever wrote.
    """

    name = models.CharField(max_length=40, primary_key=True)
    key = models.CharField(max_length=80, help_text="The release and the data version it was made at.")
    html = models.TextField()

    class Meta:
        verbose_name = "stored fragment"
        verbose_name_plural = "stored fragments"

    def __str__(self) -> str:
        return self.name
