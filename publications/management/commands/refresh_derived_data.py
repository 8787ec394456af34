from django.core.management.base import BaseCommand

from publications import derived


class Command(BaseCommand):
    help = (
        "Recompute every publication's derived data (search text, title key, stored citation) and "
        "write what differs: after a change of CITATION_STYLE or of citeproc-py, or after "
        "generate_demo_data; then choose again the search words kept ready (those of many publications)."
    )

    def add_arguments(self, parser):
        parser.add_argument("--batch", type=int, default=derived.REFRESH_BATCH, help="Rows a transaction.")

    def handle(self, *args, **options):
        changed = derived.refresh_all(batch=options["batch"])
        self.stdout.write(f"Derived data: {changed} publications changed.")
        self.stdout.write(f"Search words kept ready: {derived.choose_frequent_terms()}.")
