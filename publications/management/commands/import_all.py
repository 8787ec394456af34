from django.core.management.base import BaseCommand, CommandError

from publications.backup import BIBTEX_FILE, RestoreError, restore_all, restore_from_bibtex
from publications.importing import ImportFailed


class Command(BaseCommand):
    help = (
        "Restore an `export_all` directory into a database without publication data (all or nothing). "
        "With --from-bibtex, rebuild the publications from publications.bib through the import service."
    )

    def add_arguments(self, parser):
        parser.add_argument("indir", help="A directory written by `manage.py export_all`.")
        parser.add_argument(
            "--from-bibtex",
            action="store_true",
            help=f"Import only {BIBTEX_FILE} (authors, venues and duplicates resolved as in a paste).",
        )

    def handle(self, *args, indir: str, from_bibtex: bool, **options):
        if from_bibtex:
            try:
                report = restore_from_bibtex(f"{indir.rstrip('/')}/{BIBTEX_FILE}")
            except (OSError, ImportFailed) as error:
                raise CommandError(str(error)) from error
            self.stdout.write(f"Imported {BIBTEX_FILE}: {report.summary()}.")
            return
        try:
            counts = restore_all(indir)
        except RestoreError as error:
            raise CommandError(str(error)) from error
        self.stdout.write(f"Restored {sum(counts.values())} rows.")
        for label, count in counts.items():
            self.stdout.write(f"  {label}: {count}")
