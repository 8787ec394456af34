from pathlib import Path

from django.conf import settings
from django.core.management import call_command
from django.core.management.base import BaseCommand
from django.db import transaction

from publications.keys import name_form
from publications.models import Author, ImportBatch
from publications.parsing.names import parse_name

SAMPLES_DIR = Path(settings.BASE_DIR) / "samples"
MEMBERS_FILE = SAMPLES_DIR / "group-members"


def member_names(path: Path) -> list[str]:
    lines = path.read_text(encoding="utf-8").splitlines() if path.exists() else []
    return [line.strip() for line in lines if line.strip() and not line.lstrip().startswith("#")]


class Command(BaseCommand):
    help = (
        "Import the sample publication lists into an empty site and mark the sample group's members "
        "(does nothing once anything was imported)."
    )

    def handle(self, *args, **options):
        if ImportBatch.objects.exists():
            self.stdout.write("Sample data: the site has imports already; nothing loaded.")
            return
        files = sorted(str(path) for path in SAMPLES_DIR.glob("*.txt"))
        call_command("import_publications", *files, stdout=self.stdout)
        keys = [name_form(parse_name(name)).key for name in member_names(MEMBERS_FILE)]
        marked = Author.objects.filter(aliases__key__in=keys).distinct()
        # One transaction: its commit is announced once, and what follows a write (the stored
        # entries of the members' publications) follows it.
        with transaction.atomic():
            for author in marked:
                author.is_member = True
                author.save(update_fields=["is_member"])
        self.stdout.write(f"Sample data: {len(marked)} group member(s) marked.")
