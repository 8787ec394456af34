"""Admin pages of the import: paste → preview → confirm, undo of a batch, merging authors and venues.

The import page has delete_selected's shape: POST "_preview" parses and plans and writes no
publication data; POST "_confirm" parses the text again, applies the admin's corrections,
writes, reports with ``message_user`` and redirects. Between the two the text and the admin's
corrections wait on the server as a draft (``publications.importing.drafts``), and the preview
shows its rows a page at a time: each page posts its own rows only, so a list of any length
confirms within the number of fields a request may carry, with or without the page's script.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass

from django.conf import settings
from django.contrib import admin, messages
from django.contrib.auth import get_permission_codename
from django.core.exceptions import PermissionDenied
from django.core.paginator import Paginator
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
    EntryForm,
    EntryFormSet,
    ImportForm,
    ReviewForm,
    corrections,
    row_changes,
    row_record,
    row_values,
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
from publications.importing.authors import IN_PASTE, AmbiguousName, Person
from publications.importing.drafts import (
    claim_draft,
    draft_from_token,
    draft_token,
    fill_rows_from_identifiers,
    filled_fields,
    finish_draft,
    keep_changes,
    note_data_version,
    reopen_draft,
    row_lookup,
    save_review,
    start_draft,
)
from publications.importing.jobs import resolutions_of
from publications.importing.merge import merge_authors, merge_venues
from publications.models import (
    Author,
    ImportBatch,
    ImportJob,
    ImportJobMode,
    ImportJobPhase,
    Publication,
    Venue,
)
from publications.params import parse_whole_number
from publications.parsing.records import PersonName
from publications.tasks import apply_import_job, prepare_import_job

FORMSET_PREFIX = "entries"
NEW_PERSON = "new"
# Rows on one page of the preview: about 700 form fields, well within the 1,000 a request may carry
# (DATA_UPLOAD_MAX_NUMBER_FIELDS), with or without the page's script.
PREVIEW_PAGE_ROWS = 100
# One run of "Fill missing fields" asks about this many entries at most, and starts no lookup after
# this many seconds (each lookup waits ENRICHMENT_TIMEOUT_SECONDS at most): a request stays short.
FILL_ROWS_PER_STEP = 40
FILL_STEP_SECONDS = 20.0


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


# The preview's own words for a field where they differ from the model's (its Venue column).
_FILLED_LABELS = {"venue_name": "venue"}


@dataclass
class PreviewRow:
    decision: EntryDecision
    form: EntryForm
    authors: list[tuple[str, SafeString]]  # (as written, note on whom it resolved to)
    venue: SafeString
    lookup: dict  # what a lookup by identifier said of the row (drafts.row_lookup)

    @property
    def filled(self) -> list[tuple[str, str]]:
        """The fields the lookup filled in, as (label, value)."""
        fields = self.lookup.get("fields") or {}
        return [
            (_FILLED_LABELS.get(name) or Publication._meta.get_field(name).verbose_name, str(value))
            for name, value in fields.items()
        ]

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


def _preview_rows(plan: ImportPlan, decisions: list[EntryDecision], formset, lookups) -> list[PreviewRow]:
    ambiguous = {name.spelling for name in plan.ambiguous_authors}
    unsure = {name.spelling for name in plan.author_questions if name.default is not None}
    return [
        PreviewRow(decision, form, _author_note(decision, ambiguous, unsure), _venue_note(decision), lookup)
        for decision, form, lookup in zip(decisions, formset.forms, lookups, strict=True)
    ]


@dataclass
class AuthorQuestion:
    """A name the preview asks about, with its options as (value, label) and the one selected."""

    name: AmbiguousName
    options: list[tuple[str, str]]
    selected: str


def _person_label(person: Person) -> str:
    return f"{person.display_name} ({f'#{person.author_id}' if person.author_id else 'new, in this list'})"


def _question(name: AmbiguousName, saved: str | None) -> AuthorQuestion:
    people = [(str(person.choice), _person_label(person)) for person in name.candidates]
    if name.default is not None:
        options = [*people, (NEW_PERSON, "a new person")]
        default = str(name.default.choice)
    else:
        options = [("", "a new person"), *people]
        default = ""
    return AuthorQuestion(name, options, default if saved is None else saved)


def _page_questions(plan: ImportPlan, first: int, last: int, saved: dict[str, str]) -> list[AuthorQuestion]:
    """The names asked about on rows first..last-1: each on the page of the first row that names it,
    so that a page carries its own questions only."""
    first_row: dict[str, int] = {}
    for index, decision in enumerate(plan.decisions):
        for name, _person in decision.authors:
            first_row.setdefault(name.display, index)
    return [
        _question(name, saved.get(name.key))
        for name in plan.author_questions
        if first <= first_row.get(name.spelling, 0) < last
    ]


def _posted_choices(request: HttpRequest) -> dict[str, str]:
    """The answers a page posted for the names it asked about: alias key → the option chosen."""
    return {
        key: request.POST.get(f"ambiguous_choice_{index}", "")
        for index, key in enumerate(request.POST.getlist("ambiguous_key"))
    }


def _author_choices(answers: dict[str, str]) -> dict[str, int | str | None]:
    """The answers kept by a draft as the planner takes them: alias key → ``Person.choice``.

    A stored author comes back as its id, a person new in the list as IN_PASTE + their key,
    "a new person" for a name the rules would join as NEW_PERSON (None: someone new); the empty
    choice leaves the name to the rules, which keep an ambiguous name apart.
    """
    choices: dict[str, int | str | None] = {}
    for key, value in answers.items():
        if (author_id := parse_whole_number(value)) is not None:
            choices[key] = author_id
        elif value.startswith(IN_PASTE):
            choices[key] = value
        elif value == NEW_PERSON:
            choices[key] = None
    return choices


def _entry_formset(decisions: list[EntryDecision], rows: list[dict], lookups: list[dict], data=None):
    formset = EntryFormSet(data, prefix=FORMSET_PREFIX, initial=rows)
    for form, decision, lookup in zip(formset.forms, decisions, lookups, strict=False):
        # Already stored: nothing to import, so nothing to tick.
        form.fields["include"].disabled = decision.action == Action.SAME
        # Nothing filled in: no box (the page shows none and posts none).
        form.fields["keep_filled"].disabled = not lookup.get("fields")
    return formset


def _page_lookups(draft: ImportJob, first: int, count: int) -> list[dict]:
    return [row_lookup(draft.decisions.get(str(first + offset))) for offset in range(count)]


def _read_draft(draft: ImportJob):
    result = parsing.parse(draft.raw_text, draft.format or None)
    return result, plan_import(result.entries, format=result.format, issues=result.issues)


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
        if request.method == "POST" and ("_confirm" in request.POST or "draft" in request.POST):
            return self._review(request)
        form = ImportForm(request.POST or None, request.FILES or None)
        if request.method == "POST" and form.is_valid():
            data = form.cleaned_data
            if len(data["content"].encode("utf-8")) > settings.IMPORT_INLINE_MAX_BYTES:
                return self._start_job(request, data["content"], data["format"], data["source_name"])
            return self._preview(request, data["content"], data["format"], data["source_name"])
        return TemplateResponse(
            request, self.import_template, self._context(request, "Import publications", form=form)
        )

    def _preview(self, request: HttpRequest, content: str, fmt: str, source_name: str) -> HttpResponse:
        result = parsing.parse(content, fmt or None)
        plan = plan_import(result.entries, format=result.format, issues=result.issues)
        draft = start_draft(
            raw_text=content,
            format=fmt,
            source_name=source_name,
            user=request.user,
            entries=len(result.entries),
        )
        return self._review_page(request, draft, plan, 1)

    def _review_page(self, request: HttpRequest, draft: ImportJob, plan: ImportPlan, number, formset=None):
        """One page of the preview: its rows, with the changes the draft kept, and the names they ask."""
        page = Paginator(plan.decisions, PREVIEW_PAGE_ROWS).get_page(number)
        first = (page.number - 1) * PREVIEW_PAGE_ROWS
        decisions = list(page.object_list)
        lookups = _page_lookups(draft, first, len(decisions))
        if formset is None:
            rows = [row_values(d, draft.decisions.get(str(first + i))) for i, d in enumerate(decisions)]
            formset = _entry_formset(decisions, rows, lookups)
        review = ReviewForm(initial={"draft": draft_token(draft), "page": page.number})
        context = self._context(
            request,
            "Import publications: preview",
            plan=plan,
            rows=_preview_rows(plan, decisions, formset, lookups),
            formset=formset,
            confirm_form=review,
            page=page,
            page_range=page.paginator.get_elided_page_range(page.number, on_each_side=2, on_ends=1),
            questions=_page_questions(plan, first, first + len(decisions), draft.author_choices),
            changed_rows=len(draft.decisions),
            counts=plan.counts,
            source_name=draft.source_name,
        )
        return TemplateResponse(request, self.preview_template, context)

    def _review(self, request: HttpRequest) -> HttpResponse:
        """A page of the preview posted back: keep its changes in the draft, then turn the page or confirm."""
        review = ReviewForm(request.POST)
        draft = draft_from_token(review.cleaned_data["draft"]) if review.is_valid() else None
        if draft is None:
            self.message_user(
                request, "This preview has expired or was incomplete; paste the list again.", messages.ERROR
            )
            return HttpResponseRedirect(request.path)
        if draft.phase != ImportJobPhase.PLANNED or draft.confirmed:
            return self._settled(request, draft)
        result, plan = _read_draft(draft)
        if note_data_version(draft):
            self.message_user(
                request,
                "Publications changed since this list was first read; the preview reads it against them now.",
                messages.INFO,
            )
        if len(result.entries) != draft.entries:
            self.message_user(
                request, "The list reads differently now; check the preview again.", messages.WARNING
            )
            draft.entries, draft.decisions = len(result.entries), {}
            draft.save(update_fields=["entries", "decisions", "data_version", "updated_at"])
            return self._review_page(request, draft, plan, 1)

        page = Paginator(plan.decisions, PREVIEW_PAGE_ROWS).get_page(review.cleaned_data["page"])
        first = (page.number - 1) * PREVIEW_PAGE_ROWS
        decisions = list(page.object_list)
        rows = [row_values(d, draft.decisions.get(str(first + i))) for i, d in enumerate(decisions)]
        lookups = _page_lookups(draft, first, len(decisions))
        posted = with_unchanged_rows(request.POST, FORMSET_PREFIX, rows)
        formset = _entry_formset(decisions, rows, lookups, posted)
        if not formset.is_valid() or len(formset.forms) != len(decisions):
            if len(formset.forms) != len(decisions):
                self.message_user(
                    request, "The page reads differently now; check it again.", messages.WARNING
                )
                formset = None
            save_review(draft)
            return self._review_page(request, draft, plan, page.number, formset)
        changes = [row_changes(f.cleaned_data, d) for f, d in zip(formset.forms, decisions, strict=True)]
        keep_changes(draft, first, changes, _posted_choices(request))
        if "_fill" in request.POST:
            rows = [form.cleaned_data for form in formset.forms]
            self._fill_from_identifiers(request, draft, plan, first, rows)
            return self._review_page(request, draft, plan, page.number)
        if "_confirm" in request.POST:
            return self._confirm(request, draft, result, plan)
        return self._review_page(request, draft, plan, parse_whole_number(request.POST.get("_page", "")) or 1)

    def _fill_from_identifiers(
        self,
        request: HttpRequest,
        draft: ImportJob,
        plan: ImportPlan,
        first: int,
        rows: list[dict],
    ) -> None:
        """The page's rows to import, looked up by DOI / arXiv id / PMID; the draft keeps what each gains."""
        records = {
            first + offset: row_record(decision, values)
            for offset, (decision, values) in enumerate(
                zip(plan.decisions[first : first + len(rows)], rows, strict=True)
            )
            if values.get("include") and decision.action != Action.SAME and not decision.error
        }
        dois = {d.values["doi"]: d.line for d in plan.decisions if d.values.get("doi")}
        report = fill_rows_from_identifiers(
            draft, records, dois_in_list=dois, limit=FILL_ROWS_PER_STEP, budget_seconds=FILL_STEP_SECONDS
        )
        for message in report.unavailable:
            self.message_user(request, message, messages.WARNING)
        if not report.asked and not report.left:
            self.message_user(
                request,
                "No entry on this page has a DOI, arXiv id or PubMed id left to look up.",
                messages.INFO,
            )
        else:
            self.message_user(request, report.summary(), messages.SUCCESS if report.filled else messages.INFO)

    def _confirm(self, request: HttpRequest, draft: ImportJob, result, shown: ImportPlan) -> HttpResponse:
        """Apply the draft: every row as the admin left it, planned against the database as it is now."""
        rows = [row_values(d, draft.decisions.get(str(i))) for i, d in enumerate(shown.decisions)]
        filled = [filled_fields(draft.decisions.get(str(i))) for i in range(len(shown.decisions))]
        edits, skip, resolutions = corrections(rows, shown.decisions, filled)
        plan = plan_import(
            apply_edits(result.entries, edits),
            format=result.format,
            issues=result.issues,
            skip=skip,
            resolutions=resolutions,
            author_choices=_author_choices(draft.author_choices),
        )
        if not claim_draft(draft):
            draft.refresh_from_db()
            return self._settled(request, draft)
        try:
            report = apply_import(
                plan,
                user=request.user,
                raw_text=draft.raw_text,
                format=result.format,
                source_name=draft.source_name,
            )
        except ImportFailed as error:
            reopen_draft(draft, str(error))
            self.message_user(request, f"Nothing was imported: {error}", messages.ERROR)
            return HttpResponseRedirect(
                reverse("admin:publications_importbatch_change", args=[error.batch.pk])
            )
        except Exception as error:
            reopen_draft(draft, f"Nothing was imported: {error}")
            raise
        finish_draft(draft, batch=report.batch, result=report.summary())
        if report.batch is None:
            self.message_user(request, f"Nothing new to import ({report.summary()}).", messages.INFO)
            return HttpResponseRedirect(reverse("admin:publications_publication_changelist"))
        self.message_user(request, f"Import #{report.batch.pk}: {report.summary()}.", messages.SUCCESS)
        return HttpResponseRedirect(reverse("admin:publications_importbatch_change", args=[report.batch.pk]))

    def _settled(self, request: HttpRequest, draft: ImportJob) -> HttpResponse:
        """A draft confirmed already (a second click, the back button): say where it went."""
        if draft.phase == ImportJobPhase.DONE and draft.batch_id is not None:
            self.message_user(
                request, f"This list was imported already: import #{draft.batch_id}.", messages.INFO
            )
            return HttpResponseRedirect(
                reverse("admin:publications_importbatch_change", args=[draft.batch_id])
            )
        if draft.phase == ImportJobPhase.DONE:
            self.message_user(request, "This list was confirmed already; it had nothing new.", messages.INFO)
        else:
            self.message_user(request, "This list is being imported.", messages.INFO)
        return HttpResponseRedirect(reverse("admin:publications_publication_changelist"))

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
        # A draft under review is confirmed from its own pages, with the decisions made there.
        job = get_object_or_404(ImportJob, pk=job_id, mode=ImportJobMode.BACKGROUND)
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
