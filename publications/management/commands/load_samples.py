from pathlib import Path

from django.conf import settings
from django.core.management import call_command, get_commands
from django.core.management.base import BaseCommand

from publications.models import ImportBatch

SAMPLES_DIR = Path(settings.BASE_DIR) / "samples"


class Command(BaseCommand):
    help = "Import the sample publication lists into an empty site (does nothing once anything was imported)."

    def handle(self, *args, **options):
        if ImportBatch.objects.exists():
            self.stdout.write("Sample data: the site has imports already; nothing loaded.")
            return
        if "import_publications" not in get_commands():
            self.stdout.write("Sample data: the importer is not available; the site starts empty.")
            return
        files = sorted(str(path) for path in SAMPLES_DIR.glob("*.txt"))
        call_command("import_publications", *files, stdout=self.stdout)
