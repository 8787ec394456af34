"""Forms of the admin import page: the paste/upload form, and the per-row corrections of the preview."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from django import forms
from django.conf import settings
from django.http import QueryDict
from django.template.defaultfilters import filesizeformat

from publications.importing import Action, DuplicateResolution, EntryDecision
from publications.models import MAX_YEAR, MIN_YEAR, PublicationStatus, PublicationType
from publications.parsing.records import InputFormat, Link, ParsedEntry

UPLOAD_EXTENSIONS = (".bib", ".ris", ".txt", ".json")
# A possible duplicate whose title scores this much against the stored one (fuzz.ratio of the
# title keys) is offered as the same publication; below, importing it as new stays the default.
CLEAR_DUPLICATE_SCORE = 95.0
FORMAT_CHOICES = [("", "Detect automatically")] + [(f.value, f.value) for f in InputFormat]


def _too_large() -> str:
    return f"The list is larger than the {filesizeformat(settings.IMPORT_MAX_BYTES)} an import may have."


class ImportForm(forms.Form):
    text = forms.CharField(
        label="Publication list",
        required=False,
        strip=False,
        widget=forms.Textarea(attrs={"rows": 18, "cols": 100, "spellcheck": "false"}),
        help_text="Paste a publication list: a lab page, a CV section, BibTeX, RIS, CSL-JSON ...",
    )
    file = forms.FileField(
        label="…or upload a file",
        required=False,
        help_text="A .bib, .ris, .txt or .json file in UTF-8.",
    )
    format = forms.ChoiceField(choices=FORMAT_CHOICES, required=False, help_text="Leave it to detection.")

    def clean_text(self) -> str:
        text = self.cleaned_data["text"]
        if len(text.encode("utf-8")) > settings.IMPORT_MAX_BYTES:
            raise forms.ValidationError(_too_large())
        return text

    def clean_file(self):
        upload = self.cleaned_data.get("file")
        if upload is None:
            return None
        if Path(upload.name).suffix.lower() not in UPLOAD_EXTENSIONS:
            raise forms.ValidationError("Upload a .bib, .ris, .txt or .json file.")
        if upload.size > settings.IMPORT_MAX_BYTES:
            raise forms.ValidationError(_too_large())
        raw = upload.read(settings.IMPORT_MAX_BYTES + 1)
        try:
            # NUL cannot travel through the preview's form field nor into the database.
            self.uploaded_text = raw.decode("utf-8-sig").replace("\x00", "\ufffd")
        except UnicodeDecodeError as error:
            raise forms.ValidationError(
                f"The file is not UTF-8 text (invalid byte at position {error.start}); "
                "save it as UTF-8 and upload it again."
            ) from error
        return upload

    def clean(self) -> dict[str, Any]:
        cleaned = super().clean()
        upload = cleaned.get("file")
        if upload is not None and not self.errors:
            cleaned["content"] = self.uploaded_text
            cleaned["source_name"] = Path(upload.name).name
        else:
            cleaned["content"] = cleaned.get("text", "")
            cleaned["source_name"] = ""
        if not self.errors and not cleaned["content"].strip():
            raise forms.ValidationError("Paste a publication list or upload a file.")
        return cleaned


class ReviewForm(forms.Form):
    """What each page of the preview carries besides its rows: the draft it belongs to (a signed id:
    the text and the decisions of the other pages stay on the server) and the page it shows."""

    draft = forms.CharField(widget=forms.HiddenInput, max_length=200)
    page = forms.IntegerField(widget=forms.HiddenInput, min_value=1)


class EntryForm(forms.Form):
    """One preview row: keep it or not, and what the parser may have read wrong."""

    include = forms.BooleanField(required=False, initial=True)
    title = forms.CharField(max_length=1000, required=False, widget=forms.TextInput(attrs={"size": 50}))
    year = forms.IntegerField(
        min_value=MIN_YEAR,
        max_value=MAX_YEAR,
        required=False,
        widget=forms.NumberInput(attrs={"class": "import-year"}),
    )
    venue = forms.CharField(max_length=500, required=False, widget=forms.TextInput(attrs={"size": 22}))
    type = forms.ChoiceField(choices=PublicationType.choices)
    status = forms.ChoiceField(choices=PublicationStatus.choices)
    duplicate = forms.ChoiceField(
        required=False,
        choices=[
            (DuplicateResolution.NEW.value, "import as new"),
            (DuplicateResolution.SKIP.value, "skip"),
            (DuplicateResolution.MERGE.value, "same publication: fill in what it lacks"),
        ],
        initial=DuplicateResolution.NEW.value,
    )
    # Shown only on a row that a lookup by identifier filled: untick to import the row without it.
    keep_filled = forms.BooleanField(required=False, initial=True, label="Use the fields filled in")

    @staticmethod
    def parsed_values(entry: ParsedEntry) -> dict[str, Any]:
        return {
            "title": entry.title,
            "year": entry.year,
            "venue": entry.venue or entry.venue_acronym or "",
            "type": str(entry.type),
            "status": str(entry.status),
        }

    @classmethod
    def initial_for(cls, decision: EntryDecision) -> dict[str, Any]:
        """The row as the preview shows it: the parsed values, and boxes that follow the decision.

        A row that is already stored ("same as") imports nothing, so its box is not ticked; a
        possible duplicate whose title is all but equal to the stored one defaults to "same".
        """
        clear_duplicate = decision.action == Action.POSSIBLE_DUPLICATE and bool(
            decision.near and decision.near[0].score >= CLEAR_DUPLICATE_SCORE
        )
        return {
            "include": decision.action != Action.SAME,
            **cls.parsed_values(decision.entry),
            "duplicate": (DuplicateResolution.MERGE if clear_duplicate else DuplicateResolution.NEW).value,
            "keep_filled": True,
        }


EntryFormSet = forms.formset_factory(EntryForm, extra=0, max_num=50_000, absolute_max=50_000)


# The fields of a row the draft keeps when the admin changed them.
ROW_FIELDS = ("include", "title", "year", "venue", "type", "status", "duplicate", "keep_filled")


def _same(a: Any, b: Any) -> bool:
    return (a if a is not None else "") == (b if b is not None else "")


def row_changes(values: dict[str, Any], decision: EntryDecision) -> dict[str, Any]:
    """What the admin changed in a row, against the preview's reading of it: what a draft keeps.

    Only a possible duplicate offers its choice, so other rows never record one.
    """
    initial = EntryForm.initial_for(decision)
    return {
        name: values.get(name)
        for name in ROW_FIELDS
        if not _same(values.get(name), initial[name])
        and (name != "duplicate" or decision.action == Action.POSSIBLE_DUPLICATE)
    }


def row_values(decision: EntryDecision, changes: dict[str, Any] | None) -> dict[str, Any]:
    """A row as the admin left it: the preview's reading, then the changes the draft kept."""
    kept = {name: value for name, value in (changes or {}).items() if name in ROW_FIELDS}
    return {**EntryForm.initial_for(decision), **kept}


def row_record(decision: EntryDecision, values: dict[str, Any]) -> dict[str, Any]:
    """The publication's field values a row would import, by model field name: the planner's
    reading of the entry with the admin's title, year and venue."""
    return {
        **decision.values,
        "title": values.get("title"),
        "year": values.get("year"),
        "venue_name": values.get("venue"),
    }


# How the fields a lookup fills (model field names) are corrections of a parsed entry.
_FILLED_AS_EDITS = {"venue_name": "venue"}


def _filled_edits(filled: dict[str, Any], decision: EntryDecision, values: dict[str, Any]) -> dict[str, Any]:
    """The fields a lookup filled, as ParsedEntry values: those still empty in the row as the admin left it
    (a title, year or venue typed after the lookup is the admin's, and stays)."""
    record = row_record(decision, values)
    edits: dict[str, Any] = {}
    for name, value in filled.items():
        if record.get(name):
            continue
        if name == "url":
            edits["links"] = [*decision.entry.links, Link(kind="url", url=value)]
        else:
            edits[_FILLED_AS_EDITS.get(name, name)] = value
    return edits


def with_unchanged_rows(data: QueryDict, prefix: str, rows: list[dict[str, Any]]) -> QueryDict:
    """The posted page, with every row the browser left out filled in as the page showed it.

    With its script the page posts only the rows the admin changed; a row counts as posted
    when its type, a select that always posts, is there.
    """
    data = data.copy()
    for index, values in enumerate(rows):
        row = f"{prefix}-{index}-"
        if f"{row}type" in data:
            continue
        for name, value in values.items():
            if isinstance(value, bool):
                if value:
                    data[row + name] = "on"
            elif value is not None:
                data[row + name] = str(value)
    return data


def _edits(values: dict[str, Any], entry: ParsedEntry) -> dict[str, Any]:
    """The fields the admin changed, as ParsedEntry values."""
    initial = EntryForm.parsed_values(entry)
    edits: dict[str, Any] = {}
    for name in ("title", "year", "venue"):
        if not _same(values.get(name), initial[name]):
            edits[name] = values.get(name) or None
    for name, kind in (("type", PublicationType), ("status", PublicationStatus)):
        if values[name] != initial[name]:
            edits[name] = kind(values[name]).value
    return edits


def corrections(
    rows: list[dict[str, Any]], decisions: list[EntryDecision], filled: list[dict[str, Any]] | None = None
) -> tuple[dict[int, dict], set[int], dict[int, str]]:
    """Per-row edits, the rows left out, and the choices made for possible duplicates.

    ``filled[i]`` holds the fields a lookup filled in row i; they join its edits unless the admin
    unticked them.

    A row already stored has no box to tick: it is not left out, so the import still lists it
    (undoing the import that created it then keeps it).
    """
    edits: dict[int, dict] = {}
    skip: set[int] = set()
    resolutions: dict[int, str] = {}
    for index, (values, decision) in enumerate(zip(rows, decisions, strict=True)):
        if not values.get("include") and decision.action != Action.SAME:
            skip.add(index)
            continue
        changed = _edits(values, decision.entry)
        if filled and filled[index] and values.get("keep_filled"):
            changed.update(_filled_edits(filled[index], decision, values))
        if changed:
            edits[index] = changed
        if values.get("duplicate"):
            resolutions[index] = values["duplicate"]
    return edits, skip, resolutions
