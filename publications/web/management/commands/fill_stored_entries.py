from django.core.management.base import BaseCommand

from publications.web import rendering, stored_entries, stored_fragments


class Command(BaseCommand):
    help = (
        "Store the listing entry of every listed publication that has none under the current templates, "
        "release and settings (a fresh site, a deploy, changed templates); the others are kept. "
        "Then store the filter form's pickers of the data now."
    )

    def add_arguments(self, parser):
        parser.add_argument(
            "--batch", type=int, default=rendering.FILL_BATCH, help="Entries rendered a batch."
        )

    def handle(self, *args, **options):
        missing = stored_entries.missing(stored_entries.current_key()).count()
        filled = rendering.fill_stored_entries(batch=options["batch"])
        self.stdout.write(f"Stored entries: {filled} stored of {missing} missing or out of date.")
        stored_fragments.store_pickers()
