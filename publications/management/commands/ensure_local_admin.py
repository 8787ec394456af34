import secrets

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand


class Command(BaseCommand):
    help = "Create a local superuser with a random password, once, and print how to log in."

    def add_arguments(self, parser):
        parser.add_argument("--username", default="admin")

    def handle(self, *args, username: str, **options):
        users = get_user_model()
        if users.objects.filter(is_superuser=True).exists():
            self.stdout.write(
                "An admin account exists already. Forgot its password? "
                f"Run: .venv/bin/python manage.py changepassword {username}"
            )
            return
        password = secrets.token_urlsafe(12)
        users.objects.create_superuser(username=username, email="", password=password)
        self.stdout.write(
            self.style.SUCCESS(
                f"Created the admin account. Log in at /admin/ as {username!r} with password {password!r}.\n"
                "This password is shown only once."
            )
        )
