"""Exporting everything the site knows, and restoring it into an empty database.

``export_all(outdir)`` writes:

- ``publications.bib``: every publication (artifacts included) as BibTeX, readable by any
  reference manager and importable again through the normal import service;
- ``groupsite.json``: every row of the publication data (authors with aliases, member flags and
  slugs; venues with aliases; publications with highlights and their order, links, tags,
  awards, artifact and preprint links; authorships; import history), with its primary keys,
  so that a restore gives the same site at the same URLs;
- ``files/``: every uploaded PDF, slides file, cover image, photo and thumbnail, under its
  stored name (``groupsite.json`` lists them).

``restore_all(indir)`` loads ``groupsite.json`` into a database that holds no publication data,
in one transaction, and checks the counts against the ones recorded at export time.
``restore_from_bibtex(path)`` rebuilds the publications from the BibTeX alone through the import
service, for when only that file survived or it came from elsewhere.
"""

from __future__ import annotations

import json
import shutil
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from django.contrib.auth import get_user_model
from django.core import serializers
from django.core.files import File
from django.core.files.storage import default_storage
from django.core.management.color import no_style
from django.core.serializers.json import DjangoJSONEncoder
from django.db import connection, models, transaction

from publications import freshness
from publications.exports import EXPORTERS, ExportFormat
from publications.importing import ImportReport, apply_import, plan_import
from publications.importing.apply import take_import_lock
from publications.models import (
    Author,
    AuthorAlias,
    Authorship,
    ImportBatch,
    ImportChange,
    Publication,
    Tag,
    Venue,
    VenueAlias,
)
from publications.parsing import InputFormat, parse

FILES_DIR = "files"
FORMAT_NAME = "groupsite-export"
FORMAT_VERSION = 1
JSON_FILE = "groupsite.json"
BIBTEX_FILE = "publications.bib"

# Parents before children, so that a reader of the file meets every row after what it refers to.
MODELS: tuple[type[models.Model], ...] = (
    Tag,
    Venue,
    VenueAlias,
    Author,
    AuthorAlias,
    ImportBatch,
    Publication,
    Authorship,
    ImportChange,
)
USER_FIELDS = ("created_by", "reverted_by")


class RestoreError(Exception):
    pass


class ExactJSONEncoder(DjangoJSONEncoder):
    """DjangoJSONEncoder, but keeping microseconds: restored timestamps must equal the originals."""

    def default(self, o: Any) -> Any:
        if isinstance(o, datetime):
            return o.isoformat()
        return super().default(o)


@dataclass(frozen=True)
class ExportSummary:
    json_path: Path
    bibtex_path: Path
    counts: dict[str, int]


def model_label(model: type[models.Model]) -> str:
    return model._meta.label_lower


def export_all(outdir: Path | str) -> ExportSummary:
    """Write ``publications.bib`` and ``groupsite.json`` into ``outdir``, from one snapshot."""
    outdir = Path(outdir)
    outdir.mkdir(parents=True, exist_ok=True)
    starts_transaction = not connection.in_atomic_block
    with transaction.atomic():
        if starts_transaction:
            # One consistent view of the data even while an admin imports: both files agree.
            with connection.cursor() as cursor:
                cursor.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ")
        counts: dict[str, int] = {}
        objects: list[dict[str, Any]] = []
        for model in MODELS:
            rows = serializers.serialize(
                "python", model._default_manager.order_by("pk"), use_natural_foreign_keys=True
            )
            counts[model_label(model)] = len(rows)
            objects.extend(rows)
        document = {
            "format": FORMAT_NAME,
            "version": FORMAT_VERSION,
            "exported_at": datetime.now(UTC).isoformat(),
            "counts": counts,
            "objects": objects,
            "files": _export_files(outdir / FILES_DIR),
        }
        json_path = outdir / JSON_FILE
        json_path.write_text(
            json.dumps(document, cls=ExactJSONEncoder, ensure_ascii=False, indent=1), encoding="utf-8"
        )
        bibtex_path = outdir / BIBTEX_FILE
        publications = Publication.objects.with_listing_relations().order_by("pk")
        with bibtex_path.open("w", encoding="utf-8") as handle:
            for chunk in EXPORTERS[ExportFormat.BIBTEX].stream(publications):
                handle.write(chunk)
    return ExportSummary(json_path, bibtex_path, counts)


def _stored_file_names() -> list[str]:
    """Every uploaded file a row names (PDFs, slides, images and their thumbnails)."""
    names: set[str] = set()
    for model in MODELS:
        fields = [f.name for f in model._meta.get_fields() if isinstance(f, models.FileField)]
        for field in fields:
            names.update(model._default_manager.exclude(**{field: ""}).values_list(field, flat=True))
    return sorted(names)


def _export_files(files_dir: Path) -> list[str]:
    """Copy every uploaded file the rows name into ``files_dir``, under its stored name."""
    names = _stored_file_names()
    for name in names:
        target = files_dir / name
        target.parent.mkdir(parents=True, exist_ok=True)
        with default_storage.open(name, "rb") as source, target.open("wb") as copy:
            shutil.copyfileobj(source, copy)
    return names


def _restore_files(indir: Path, names: list[str]) -> list[str]:
    """Put the exported files back into the storage under their names; returns those written."""
    files_dir = (indir / FILES_DIR).resolve()
    sources = {}
    for name in names:
        source = (files_dir / name).resolve()
        if not isinstance(name, str) or not source.is_relative_to(files_dir) or not source.is_file():
            raise RestoreError(f"The export lists the file {name!r} but {FILES_DIR}/ does not hold it.")
        sources[name] = source
    written: list[str] = []
    try:
        for name, source in sources.items():
            if default_storage.exists(name):
                continue  # names are random and never reused: the same upload
            with source.open("rb") as handle:
                saved = default_storage.save(name, File(handle))
            written.append(saved)
            if saved != name:
                raise RestoreError(f"The storage saved {name!r} as {saved!r}; the rows would not find it.")
    except BaseException:
        _delete_files(written)
        raise
    return written


def _delete_files(names: list[str]) -> None:
    for name in names:
        default_storage.delete(name)


def read_export(indir: Path | str) -> dict[str, Any]:
    path = Path(indir) / JSON_FILE
    try:
        document = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise RestoreError(f"{path} does not exist.") from None
    except ValueError as error:
        raise RestoreError(f"{path} is not valid JSON: {error}") from None
    if not isinstance(document, dict) or document.get("format") != FORMAT_NAME:
        raise RestoreError(f"{path} is not a groupsite export.")
    if document.get("version") != FORMAT_VERSION:
        raise RestoreError(
            f"{path} is export version {document.get('version')}; this site reads {FORMAT_VERSION}."
        )
    return document


def has_publication_data() -> bool:
    return any(model._default_manager.exists() for model in MODELS)


def _without_unknown_users(objects: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Import history names its users by username; users missing here become "unknown"."""
    User = get_user_model()
    names = {
        tuple(obj["fields"][name])
        for obj in objects
        for name in USER_FIELDS
        if isinstance(obj.get("fields", {}).get(name), list)
    }
    existing = {
        (username,)
        for username in User.objects.filter(
            **{f"{User.USERNAME_FIELD}__in": [name[0] for name in names]}
        ).values_list(User.USERNAME_FIELD, flat=True)
    }
    for obj in objects:
        fields = obj.get("fields", {})
        for name in USER_FIELDS:
            if isinstance(fields.get(name), list) and tuple(fields[name]) not in existing:
                fields[name] = None
    return objects


def restore_all(indir: Path | str) -> dict[str, int]:
    """Load an export into a database without publication data; all of it or nothing."""
    document = read_export(indir)
    objects = _without_unknown_users(list(document["objects"]))
    expected = {label: int(count) for label, count in document["counts"].items()}
    written: list[str] = []
    try:
        with transaction.atomic():
            take_import_lock()
            if has_publication_data():
                raise RestoreError("The database already holds publication data; restore into an empty one.")
            for deserialized in serializers.deserialize("python", objects, handle_forward_references=True):
                deserialized.save()
            with connection.cursor() as cursor:
                tables = [*MODELS, Publication.tags.through]
                for statement in connection.ops.sequence_reset_sql(no_style(), tables):
                    cursor.execute(statement)
            restored = {model_label(model): model._default_manager.count() for model in MODELS}
            if restored != expected:
                raise RestoreError(f"Restored counts {restored} differ from the exported {expected}.")
            written = _restore_files(Path(indir), list(document.get("files", [])))
            freshness.bump()
    except BaseException:
        _delete_files(written)  # the rows that named them were rolled back
        raise
    return restored


def restore_from_bibtex(path: Path | str, *, user=None) -> ImportReport:
    """Rebuild publications from a BibTeX file through the import service (no JSON needed)."""
    text = Path(path).read_text(encoding="utf-8", errors="replace")
    result = parse(text, InputFormat.BIBTEX)
    plan = plan_import(result.entries, format=result.format, issues=result.issues)
    return apply_import(plan, user=user, raw_text=text, format=result.format, source_name=Path(path).name)
