from django.core.management.base import BaseCommand

from publications.backup import export_all


class Command(BaseCommand):
    help = (
        "Write every publication as BibTeX (publications.bib) and all publication data as JSON "
        "(groupsite.json) into OUTDIR; `manage.py import_all OUTDIR` restores it."
    )

    def add_arguments(self, parser):
        parser.add_argument("outdir", help="Directory to write into (created if missing).")

    def handle(self, *args, outdir: str, **options):
        summary = export_all(outdir)
        total = sum(summary.counts.values())
        self.stdout.write(f"Wrote {summary.json_path} ({total} rows) and {summary.bibtex_path}.")
        for label, count in summary.counts.items():
            self.stdout.write(f"  {label}: {count}")
