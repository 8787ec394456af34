import subprocess
import sys

import pytest

from publications.models import Publication, Venue
from publications.parsing import venues
from publications.parsing.formats import bibtex
from publications.parsing.records import ParsedEntry
from publications.vocabulary import PublicationStatus, PublicationType, VenueKind


def test_a_member_is_its_stored_value_and_carries_its_label():
    assert PublicationType.JOURNAL == "journal"
    assert f"{PublicationType.JOURNAL}" == "journal"
    assert PublicationType("journal") is PublicationType.JOURNAL
    assert PublicationType.JOURNAL.label == "Journal article"
    assert PublicationStatus.choices[0] == ("published", "Published")


def test_an_unknown_value_is_an_error_not_another_member():
    with pytest.raises(ValueError, match="not a valid VenueKind"):
        VenueKind("institution")


def test_the_models_choices_are_the_vocabularys():
    assert Publication._meta.get_field("type").choices == PublicationType.choices
    assert Publication._meta.get_field("status").choices == PublicationStatus.choices
    assert Venue._meta.get_field("kind").choices == VenueKind.choices


def test_the_parser_fills_its_entries_with_the_vocabularys_members():
    text = "@article{k, title={T}, author={A. Author}, journal={Nature}, year={2020}}"
    entry = bibtex.parse(text).entries[0]
    assert entry.type is PublicationType.JOURNAL
    assert ParsedEntry().status is PublicationStatus.PUBLISHED


def test_every_known_venue_has_a_kind_a_venue_row_can_store():
    assert {info.kind for info in venues.all_venues()} <= set(VenueKind)


def test_the_parser_the_keys_and_the_vocabulary_import_nothing_of_django():
    program = (
        "import importlib, pkgutil, sys\n"
        "import publications.keys, publications.vocabulary, publications.parsing\n"
        "for module in pkgutil.walk_packages(publications.parsing.__path__, 'publications.parsing.'):\n"
        "    importlib.import_module(module.name)\n"
        "print(sorted(name for name in sys.modules if name.split('.')[0] == 'django'))\n"
    )
    result = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "[]"
