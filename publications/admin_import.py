"""Admin pages of the import: paste → preview → confirm, undo of a batch, merging authors and venues.

The import page has delete_selected's shape: POST "_preview" parses and plans and writes
nothing; POST "_confirm" parses the text the preview carried back, applies the admin's
corrections, writes, reports with ``message_user`` and redirects. No state is kept between.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass

from django.conf import settings
from django.contrib import admin, messages
from django.contrib.auth import get_permission_codename
from django.core.exceptions import PermissionDenied
from django.db import transaction
from django.db.models import QuerySet
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import get_object_or_404
from django.template.response import TemplateResponse
from django.urls import path, reverse
from django.utils.html import format_html, format_html_join
from django.utils.safestring import SafeString
from django.views.decorators.http import require_POST

from publications import parsing
from publications.forms import (
    ConfirmForm,
    EntryForm,
    EntryFormSet,
    ImportForm,
    corrections,
    with_unchanged_rows,
)
from publications.importing import (
    Action,
    CannotRevert,
    EntryDecision,
    ImportFailed,
    ImportPlan,
    PublicationRef,
    apply_edits,
    apply_import,
    plan_import,
    revert_batch,
)
from publications.importing.authors import IN_PASTE, Person
from publications.importing.jobs import resolutions_of
from publications.importing.merge import merge_authors, merge_venues
from publications.models import Author, ImportBatch, ImportJob, ImportJobPhase, Publication, Venue
from publications.params import parse_whole_number
from publications.parsing.records import PersonName
from publications.tasks import apply_import_job, prepare_import_job

FORMSET_PREFIX = "entries"
NEW_PERSON = "new"


def _admin_link(model_name: str, pk: int, text: str) -> SafeString:
    url = reverse(f"admin:publications_{model_name}_change", args=[pk])
    return format_html('<a href="{}">{}</a>', url, text)


def _decision_html(decision: EntryDecision) -> SafeString:
    """The decision in words (escaped), each stored publication it names linked to its admin page."""
    pieces = (
        _admin_link("publication", part.id, str(part)) if isinstance(part, PublicationRef) else part
        for part in decision.describe_parts()
    )
    return format_html_join("", "{}", ((piece,) for piece in pieces))


@dataclass
class PreviewRow:
    decision: EntryDecision
    form: EntryForm
    authors: list[tuple[str, SafeString]]  # (as written, note on whom it resolved to)
    venue: SafeString

    @property
    def low_confidence(self) -> bool:
        return self.decision.entry.confidence < 0.7

    @property
    def decision_html(self) -> SafeString:
        return _decision_html(self.decision)

    @property
    def difference(self) -> SafeString:
        """How a possible duplicate's title differs from the stored one it resembles most."""
        decision = self.decision
        if decision.action != Action.POSSIBLE_DUPLICATE or not decision.near:
            return format_html("")
        return title_difference(decision.values.get("title", ""), decision.near[0].title)


def title_difference(pasted: str, stored: str) -> SafeString:
    """The stored title word by word: words only it has struck through, words only the paste has inserted."""
    old, new = stored.split(), pasted.split()
    pieces: list[SafeString] = []
    for op, a1, a2, b1, b2 in difflib.SequenceMatcher(a=old, b=new, autojunk=False).get_opcodes():
        if op == "equal":
            pieces.append(format_html("{}", " ".join(old[a1:a2])))
            continue
        if a2 > a1:
            pieces.append(format_html("<del>{}</del>", " ".join(old[a1:a2])))
        if b2 > b1:
            pieces.append(format_html("<ins>{}</ins>", " ".join(new[b1:b2])))
    return format_html_join(" ", "{}", ((piece,) for piece in pieces))


def _author_note(
    decision: EntryDecision, ambiguous: set[str], unsure: set[str]
) -> list[tuple[str, SafeString]]:
    notes = []
    for name, person in decision.authors:
        note = _person_note(name, person, ambiguous)
        if name.display in unsure:
            note = format_html("{}; or someone else: choose above", note)
        notes.append((name.display, note))
    return notes


def _person_note(name: PersonName, person: Person, ambiguous: set[str]) -> SafeString:
    """Whom a spelling resolved to, in words, the stored author linked by number."""
    if name.display in ambiguous:
        return format_html("{}", "ambiguous: kept apart, choose above")
    if person.is_new:
        if name.display == person.display_name:
            return format_html("{}", "new")
        return format_html("new, joins {}", person.display_name)
    link = _admin_link("author", person.author_id, f"#{person.author_id}")
    if name.display != person.display_name:
        return format_html("is {} ({})", person.display_name, link)
    return link


def _venue_note(decision: EntryDecision) -> SafeString:
    venue = decision.venue
    if venue is None:
        return format_html("{}", "no venue")
    if venue.is_new:
        return format_html("{} (new venue)", venue)
    return format_html("{} ({})", venue, _admin_link("venue", venue.venue_id, f"#{venue.venue_id}"))


def _preview_rows(plan: ImportPlan, formset) -> list[PreviewRow]:
    ambiguous = {name.spelling for name in plan.ambiguous_authors}
    unsure = {name.spelling for name in plan.author_questions if name.default is not None}
    return [
        PreviewRow(decision, form, _author_note(decision, ambiguous, unsure), _venue_note(decision))
        for decision, form in zip(plan.decisions, formset.forms, strict=True)
    ]


def _author_choices(request: HttpRequest) -> dict[str, int | str]:
    """Choices for ambiguous names posted back by the preview: alias key → ``Person.choice``.

    A stored author comes back as its id, a person new in the list as IN_PASTE + their key,
    "a new person" for a name the rules would join as NEW_PERSON (None: someone new); the empty
    choice leaves the name to the rules, which keep an ambiguous name apart.
    """
    choices: dict[str, int | str | None] = {}
    for index, key in enumerate(request.POST.getlist("ambiguous_key")):
        value = request.POST.get(f"ambiguous_choice_{index}", "")
        if (author_id := parse_whole_number(value)) is not None:
            choices[key] = author_id
        elif value.startswith(IN_PASTE):
            choices[key] = value
        elif value == NEW_PERSON:
            choices[key] = None
    return choices


class ImportPublicationsMixin:
    """Adds the import page to the Publication admin."""

    import_template = "admin/publications/publication/import.html"
    job_template = "admin/publications/publication/import_job.html"
    preview_template = "admin/publications/publication/import_preview.html"

    def get_urls(self):
        info = self.opts.app_label, self.opts.model_name
        job_view = self.admin_site.admin_view(self.import_job_view)
        return [
            path("import/", self.admin_site.admin_view(self.import_view), name="{}_{}_import".format(*info)),
            path("import/jobs/<int:job_id>/", job_view, name="{}_{}_import_job".format(*info)),
            *super().get_urls(),
        ]

    def has_import_permission(self, request: HttpRequest) -> bool:
        return self.has_add_permission(request) and self.has_change_permission(request)

    def _context(self, request: HttpRequest, title: str, **extra) -> dict:
        return {**self.admin_site.each_context(request), "opts": self.opts, "title": title, **extra}

    def import_view(self, request: HttpRequest) -> HttpResponse:
        if not self.has_import_permission(request):
            raise PermissionDenied
        if request.method == "POST" and "_confirm" in request.POST:
            return self._confirm(request)
        form = ImportForm(request.POST or None, request.FILES or None)
        if request.method == "POST" and form.is_valid():
            data = form.cleaned_data
            if len(data["content"].encode("utf-8")) > settings.IMPORT_INLINE_MAX_BYTES:
                return self._start_job(request, data["content"], data["format"], data["source_name"])
            return self._preview(request, data["content"], data["format"], data["source_name"])
        return TemplateResponse(
            request, self.import_template, self._context(request, "Import publications", form=form)
        )

    def _preview(
        self, request: HttpRequest, content: str, fmt: str, source_name: str, formset=None, plan=None
    ):
        if plan is None:
            result = parsing.parse(content, fmt or None)
            plan = plan_import(result.entries, format=result.format, issues=result.issues)
        if formset is None:
            formset = EntryFormSet(
                prefix=FORMSET_PREFIX,
                initial=[EntryForm.initial_for(decision) for decision in plan.decisions],
            )
        for form, decision in zip(formset.forms, plan.decisions, strict=False):
            # Already stored: nothing to import, so nothing to tick.
            form.fields["include"].disabled = decision.action == Action.SAME
        confirm = ConfirmForm(initial={"content": content, "format": fmt, "source_name": source_name})
        context = self._context(
            request,
            "Import publications: preview",
            plan=plan,
            rows=_preview_rows(plan, formset),
            formset=formset,
            confirm_form=confirm,
            counts=plan.counts,
            source_name=source_name,
        )
        return TemplateResponse(request, self.preview_template, context)

    def _confirm(self, request: HttpRequest) -> HttpResponse:
        confirm = ConfirmForm(request.POST)
        if not confirm.is_valid():
            self.message_user(request, "The preview was incomplete; paste the list again.", messages.ERROR)
            return HttpResponseRedirect(request.path)
        content, fmt, source_name = (confirm.cleaned_data[k] for k in ("content", "format", "source_name"))
        result = parsing.parse(content, fmt or None)
        # The plan the preview showed, read again: rows left unchanged are as it showed them.
        shown = plan_import(result.entries, format=result.format, issues=result.issues)
        formset = EntryFormSet(
            with_unchanged_rows(request.POST, FORMSET_PREFIX, shown.decisions), prefix=FORMSET_PREFIX
        )
        if not formset.is_valid() or len(formset.forms) != len(result.entries):
            plan = shown
            if len(formset.forms) != len(result.entries):
                self.message_user(
                    request, "The list reads differently now; check the preview again.", messages.WARNING
                )
                formset = None
            return self._preview(request, content, fmt, source_name, formset=formset, plan=plan)
        edits, skip, resolutions = corrections(formset, shown.decisions)
        plan = plan_import(
            apply_edits(result.entries, edits),
            format=result.format,
            issues=result.issues,
            skip=skip,
            resolutions=resolutions,
            author_choices=_author_choices(request),
        )
        try:
            report = apply_import(
                plan, user=request.user, raw_text=content, format=result.format, source_name=source_name
            )
        except ImportFailed as error:
            self.message_user(request, f"Nothing was imported: {error}", messages.ERROR)
            return HttpResponseRedirect(
                reverse("admin:publications_importbatch_change", args=[error.batch.pk])
            )
        if report.batch is None:
            self.message_user(request, f"Nothing new to import ({report.summary()}).", messages.INFO)
            return HttpResponseRedirect(reverse("admin:publications_publication_changelist"))
        self.message_user(request, f"Import #{report.batch.pk}: {report.summary()}.", messages.SUCCESS)
        return HttpResponseRedirect(reverse("admin:publications_importbatch_change", args=[report.batch.pk]))

    def _start_job(self, request: HttpRequest, content: str, fmt: str, source_name: str) -> HttpResponse:
        job = ImportJob.objects.create(
            raw_text=content.replace("\x00", "\ufffd"),
            format=fmt,
            source_name=source_name,
            created_by=request.user,
        )
        prepare_import_job.enqueue(job.pk)
        return HttpResponseRedirect(reverse("admin:publications_publication_import_job", args=[job.pk]))

    def import_job_view(self, request: HttpRequest, job_id: int) -> HttpResponse:
        """A background import: its progress, then its summary to confirm, then where it led."""
        if not self.has_import_permission(request):
            raise PermissionDenied
        job = get_object_or_404(ImportJob, pk=job_id)
        if request.method == "POST" and "_confirm" in request.POST:
            return self._confirm_job(request, job)
        running = job.phase not in (ImportJobPhase.PLANNED, ImportJobPhase.DONE, ImportJobPhase.FAILED)
        context = self._context(
            request,
            f"Import publications: {job.get_phase_display().lower()}",
            job=job,
            running=running,
            phases=_job_phases(job),
            summary=job.summary,
            duplicate_choices=EntryForm.base_fields["duplicate"].choices,
        )
        return TemplateResponse(request, self.job_template, context)

    def _confirm_job(self, request: HttpRequest, job: ImportJob) -> HttpResponse:
        url = reverse("admin:publications_publication_import_job", args=[job.pk])
        with transaction.atomic():
            job = ImportJob.objects.select_for_update().get(pk=job.pk)
            if job.phase != ImportJobPhase.PLANNED or job.confirmed:
                self.message_user(request, "This import is not waiting for a confirmation.", messages.WARNING)
                return HttpResponseRedirect(url)
            chosen = {
                key.removeprefix("duplicate_"): value
                for key, value in request.POST.items()
                if key.startswith("duplicate_")
            }
            job.confirmed = True
            job.phase = ImportJobPhase.QUEUED
            job.save(update_fields=["confirmed", "phase", "updated_at"])
            resolutions = {str(index): value for index, value in resolutions_of(job, chosen).items()}
            apply_import_job.enqueue(job.pk, resolutions)
        self.message_user(request, "The import is queued; this page shows its progress.", messages.INFO)
        return HttpResponseRedirect(url)


def _permission(model, action: str) -> str:
    return f"{model._meta.app_label}.{get_permission_codename(action, model._meta)}"


# Undo removes the publications, authors and venues a batch created and restores the
# publications and author names it changed: it takes the permissions of all of that.
UNDO_PERMISSIONS = (
    *(_permission(model, "delete") for model in (Publication, Author, Venue)),
    *(_permission(model, "change") for model in (Publication, Author)),
)


JOB_STEPS = ("read the list", "decide what to import", "import")
_STEP_STATES = {
    ImportJobPhase.QUEUED: ("waiting", "waiting", "waiting"),
    ImportJobPhase.PARSING: ("running", "waiting", "waiting"),
    ImportJobPhase.PLANNING: ("done", "running", "waiting"),
    ImportJobPhase.PLANNED: ("done", "done", "waiting"),
    ImportJobPhase.APPLYING: ("done", "done", "running"),
    ImportJobPhase.DONE: ("done", "done", "done"),
}


def _job_phases(job: ImportJob) -> list[tuple[str, str]]:
    """Each step of a job and its state (done, running, waiting); none once it failed."""
    phase = ImportJobPhase.PLANNED if job.phase == ImportJobPhase.QUEUED and job.confirmed else job.phase
    states = _STEP_STATES.get(phase)
    return list(zip(JOB_STEPS, states, strict=True)) if states else []


class ImportBatchUndoMixin:
    """Adds "Undo this import" to the ImportBatch admin (a button on the page and an action)."""

    change_form_template = "admin/publications/importbatch/change_form.html"

    def has_undo_permission(self, request: HttpRequest, obj: ImportBatch | None = None) -> bool:
        return self.has_change_permission(request, obj) and request.user.has_perms(UNDO_PERMISSIONS)

    def change_view(self, request: HttpRequest, object_id, form_url="", extra_context=None):
        extra_context = {**(extra_context or {}), "has_undo_permission": self.has_undo_permission(request)}
        return super().change_view(request, object_id, form_url, extra_context)

    def get_urls(self):
        info = self.opts.app_label, self.opts.model_name
        view = self.admin_site.admin_view(require_POST(self.undo_view))
        return [path("<int:object_id>/undo/", view, name="{}_{}_undo".format(*info)), *super().get_urls()]

    def _undo(self, request: HttpRequest, batch: ImportBatch) -> None:
        try:
            result = revert_batch(batch, request.user)
        except CannotRevert as error:
            self.message_user(request, str(error), messages.WARNING)
            return
        self.message_user(request, f"Import #{batch.pk} undone: {result.summary()}.", messages.SUCCESS)

    def undo_view(self, request: HttpRequest, object_id: int) -> HttpResponse:
        batch = get_object_or_404(ImportBatch, pk=object_id)
        if not self.has_undo_permission(request, batch):
            raise PermissionDenied
        self._undo(request, batch)
        return HttpResponseRedirect(reverse("admin:publications_importbatch_change", args=[batch.pk]))

    @admin.action(description="Undo selected imports", permissions=["undo"])
    def undo_imports(self, request: HttpRequest, queryset: QuerySet) -> None:
        for batch in queryset.order_by("-created_at"):
            self._undo(request, batch)


def _merge_action(modeladmin, request: HttpRequest, queryset: QuerySet, merge, noun: str):
    """Intermediate page (like delete_selected): choose the one to keep, then merge the others into it."""
    items = list(queryset)
    if len(items) < 2:
        modeladmin.message_user(request, f"Select two or more {noun}s to merge.", messages.WARNING)
        return None
    if request.POST.get("post") == "yes":
        target = next((item for item in items if str(item.pk) == request.POST.get("target")), None)
        if target is None:
            modeladmin.message_user(request, f"Choose the {noun} to keep.", messages.ERROR)
        else:
            merged = merge(target, items)
            modeladmin.message_user(request, f"{merged} {noun}(s) merged into “{target}”.", messages.SUCCESS)
            return None
    context = {
        **modeladmin.admin_site.each_context(request),
        "opts": modeladmin.opts,
        "title": f"Merge {noun}s",
        "items": items,
        "noun": noun,
        "action": request.POST.get("action"),
        "action_checkbox_name": admin.helpers.ACTION_CHECKBOX_NAME,
    }
    return TemplateResponse(request, "admin/publications/merge_selected.html", context)


class _MergePermissionMixin:
    def has_merge_permission(self, request: HttpRequest) -> bool:
        # A merge changes the one kept and deletes the others. (An action's list of
        # permissions is satisfied by any one of them, so both are asked for here.)
        return self.has_change_permission(request) and self.has_delete_permission(request)


class MergeAuthorsMixin(_MergePermissionMixin):
    @admin.action(description="Merge selected authors into one", permissions=["merge"])
    def merge_authors(self, request: HttpRequest, queryset: QuerySet):
        return _merge_action(self, request, queryset, merge_authors, "author")


class MergeVenuesMixin(_MergePermissionMixin):
    @admin.action(description="Merge selected venues into one", permissions=["merge"])
    def merge_venues(self, request: HttpRequest, queryset: QuerySet):
        return _merge_action(self, request, queryset, merge_venues, "venue")
