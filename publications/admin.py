from collections.abc import Callable

from django.contrib import admin
from django.db import models, transaction
from django.db.models import QuerySet
from django.db.models.functions import Lower
from django.http import HttpRequest
from django.utils.safestring import SafeString

from publications import derived, freshness, uploads
from publications.admin_batch import counts_table, decisions_list
from publications.admin_enrich import EnrichPublicationMixin
from publications.admin_import import (
    ImportBatchUndoMixin,
    ImportPublicationsMixin,
    MergeAuthorsMixin,
    MergeVenuesMixin,
)
from publications.models import (
    Author,
    AuthorAlias,
    Authorship,
    ImportBatch,
    ImportBatchStatus,
    ImportChange,
    Publication,
    Tag,
    Venue,
    VenueAlias,
)

# An address typed without its scheme ("example.org/paper.pdf") is saved as https, the scheme
# every site the links point to serves today; Django's own default is http until 6.0.
URL_FIELDS_ASSUME_HTTPS = {models.URLField: {"assume_scheme": "https"}}


def _bulk_update(queryset: QuerySet, **values) -> int:
    """``queryset.update(**values)`` in a transaction that announces its commit: an UPDATE sends no
    signal, and what follows a committed write (warming, stored entries) should follow it too."""
    with transaction.atomic():
        updated = queryset.update(**values)
        freshness.announce_on_commit()
    return updated


def flag_action(field: str, value: bool, description: str, done: str) -> Callable:
    """A bulk action setting one yes/no field on the selected rows; ``done`` follows their number."""

    @admin.action(description=description, permissions=["change"])
    def action(modeladmin: admin.ModelAdmin, request: HttpRequest, queryset: QuerySet) -> None:
        updated = _bulk_update(queryset, **{field: value})
        modeladmin.message_user(request, f"{updated} {done}")

    return action


class IndexRowAdmin(admin.ModelAdmin):
    """The admin of a row the public indexes list, a venue or a person: its publications counted
    as the index counts them, and its names carried into their search text when it is saved."""

    # derived.refresh_for_venues or refresh_for_authors: what a saved row's publications need.
    refresh_publications_of: Callable[[list[int]], int]
    formfield_overrides = URL_FIELDS_ASSUME_HTTPS

    def get_queryset(self, request: HttpRequest) -> QuerySet:
        # A subquery per row, as on the public index: a search joining aliases cannot multiply it.
        return super().get_queryset(request).with_publication_counts()

    @admin.display(description="publications", ordering="publication_count")
    def publication_count(self, row: Venue | Author) -> int:
        return row.publication_count

    def save_related(self, request: HttpRequest, form, formsets, change: bool) -> None:
        super().save_related(request, form, formsets, change)
        # After the alias inlines; a rename reaches the search text of the row's publications.
        self.refresh_publications_of([form.instance.pk])


class AliasInline(admin.TabularInline):
    extra = 0
    fields = ["name", "key"]


class VenueAliasInline(AliasInline):
    model = VenueAlias


@admin.register(Venue)
class VenueAdmin(MergeVenuesMixin, IndexRowAdmin):
    list_display = ["short_name", "name", "kind", "publication_count"]
    list_filter = ["kind"]
    search_fields = ["short_name", "name", "aliases__name"]
    prepopulated_fields = {"slug": ["short_name"]}
    inlines = [VenueAliasInline]
    actions = ["merge_venues"]
    # As the public venue index orders them; without an order the pages could repeat or skip venues.
    ordering = [Lower("short_name"), Lower("name"), "slug"]
    refresh_publications_of = staticmethod(derived.refresh_for_venues)


class AuthorAliasInline(AliasInline):
    model = AuthorAlias


@admin.register(Author)
class AuthorAdmin(MergeAuthorsMixin, IndexRowAdmin):
    list_display = ["display_name", "family_name", "is_member", "role", "publication_count"]
    list_filter = ["is_member", "role"]
    list_editable = ["is_member"]
    search_fields = ["display_name", "family_name", "aliases__name"]
    prepopulated_fields = {"slug": ["display_name"]}
    inlines = [AuthorAliasInline]
    fieldsets = [
        (None, {"fields": ["display_name", "given_name", "family_name", "slug", "display_name_locked"]}),
        (
            "Profile",
            {
                "fields": [
                    "is_member",
                    "role",
                    "affiliation",
                    "start_year",
                    "end_year",
                    "photo",
                    "homepage",
                    "orcid",
                ]
            },
        ),
    ]

    def save_model(self, request: HttpRequest, obj: Author, form, change: bool) -> None:
        uploads.follow_form_uploads(form, obj.photo, obj.photo_thumbnail, uploads.PHOTO_THUMBNAIL_BOX)
        super().save_model(request, obj, form, change)

    actions = ["mark_members", "unmark_members", "merge_authors"]
    refresh_publications_of = staticmethod(derived.refresh_for_authors)
    mark_members = flag_action(
        "is_member", True, "Mark selected authors as group members", "author(s) marked as group members."
    )
    unmark_members = flag_action(
        "is_member",
        False,
        "Mark selected authors as not group members",
        "author(s) no longer marked as group members.",
    )


class AuthorshipInline(admin.TabularInline):
    model = Authorship
    extra = 0
    ordering = ["position"]
    autocomplete_fields = ["author"]
    fields = ["position", "author", "name_as_written", "equal_contribution", "corresponding"]


@admin.register(Publication)
class PublicationAdmin(EnrichPublicationMixin, ImportPublicationsMixin, admin.ModelAdmin):
    list_display = ["title", "year", "type", "venue", "status", "highlight", "highlight_order"]
    list_display_links = ["title"]
    list_editable = ["highlight_order"]
    list_filter = ["highlight", "type", "status", "year", "venue", "authorships__author__is_member"]
    list_select_related = ["venue"]
    search_fields = ["title", "doi", "venue_name", "authorships__author__display_name"]
    autocomplete_fields = ["venue", "artifact_of", "published_version", "tags"]
    readonly_fields = ["created_at", "updated_at"]
    inlines = [AuthorshipInline]
    actions = ["mark_highlighted", "unmark_highlighted"]
    formfield_overrides = URL_FIELDS_ASSUME_HTTPS
    fieldsets = [
        (None, {"fields": ["title", "type", "status", "year", "month"]}),
        (
            "Venue",
            {"fields": ["venue", "venue_name", "volume", "number", "pages", "article_number", "publisher"]},
        ),
        (
            "Identifiers and links",
            {
                "fields": [
                    "doi",
                    "arxiv_id",
                    "pmid",
                    "url",
                    "pdf_url",
                    "code_url",
                    "slides_url",
                    "video_url",
                    "project_url",
                    "bibtex_key",
                ]
            },
        ),
        ("Files", {"fields": ["pdf_file", "slides_file", "cover_image"]}),
        ("Presentation", {"fields": ["highlight", "highlight_order", "award", "tags", "abstract", "note"]}),
        ("Related", {"fields": ["artifact_of", "published_version"]}),
        ("History", {"fields": ["created_at", "updated_at"]}),
    ]

    def save_model(self, request: HttpRequest, obj: Publication, form, change: bool) -> None:
        uploads.follow_form_uploads(form, obj.cover_image, obj.cover_thumbnail, uploads.COVER_THUMBNAIL_BOX)
        super().save_model(request, obj, form, change)

    def save_related(self, request: HttpRequest, form, formsets, change: bool) -> None:
        # After the inlines: the search text holds the authors as the authorship rows now name them.
        super().save_related(request, form, formsets, change)
        derived.refresh([form.instance.pk])

    mark_highlighted = flag_action(
        "highlight", True, "Highlight selected publications", "publication(s) highlighted."
    )
    unmark_highlighted = flag_action(
        "highlight",
        False,
        "Remove highlight from selected publications",
        "publication(s) no longer highlighted.",
    )


@admin.register(Tag)
class TagAdmin(admin.ModelAdmin):
    list_display = ["name", "slug"]
    search_fields = ["name"]
    prepopulated_fields = {"slug": ["name"]}


class ImportChangeInline(admin.TabularInline):
    model = ImportChange
    extra = 0
    can_delete = False
    fields = ["action", "publication", "author", "entry_line"]
    readonly_fields = fields

    def has_add_permission(self, request: HttpRequest, obj=None) -> bool:
        return False


@admin.register(ImportBatch)
class ImportBatchAdmin(ImportBatchUndoMixin, admin.ModelAdmin):
    list_display = ["__str__", "format", "status", "created_by", "created_at"]
    list_filter = ["status", "format"]
    list_select_related = ["created_by"]
    search_fields = ["raw_text", "source_name"]
    fields = [
        "status", "created_by", "created_at", "source_name", "format", "counts_table", "decisions_list",
        "warnings", "error", "reverted_at", "reverted_by", "raw_text",
    ]  # fmt: skip
    readonly_fields = fields
    inlines = [ImportChangeInline]
    actions = ["undo_imports"]
    save_on_top = True

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: ImportBatch | None = None) -> bool:
        # Deleting an applied batch would lose its undo record while its rows stay: undo it first.
        if obj is not None and obj.status == ImportBatchStatus.APPLIED:
            return False
        return super().has_delete_permission(request, obj)

    def change_view(self, request: HttpRequest, object_id: str, form_url: str = "", extra_context=None):
        # A batch records what happened; nothing on it is edited, so there is nothing to save.
        extra_context = {
            **(extra_context or {}),
            "show_save": False,
            "show_save_and_continue": False,
            "show_save_and_add_another": False,
        }
        return super().change_view(request, object_id, form_url, extra_context)

    @admin.display(description="counts")
    def counts_table(self, batch: ImportBatch) -> SafeString:
        return counts_table(batch)

    @admin.display(description="decisions")
    def decisions_list(self, batch: ImportBatch) -> SafeString:
        return decisions_list(batch)
