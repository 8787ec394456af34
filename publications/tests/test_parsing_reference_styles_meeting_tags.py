"""A meeting's acronym and year inside its name, then its place and dates (LNCS and dblp write
"…International Conference, ABC 2013, Place, Country, July 13-19, 2013. Proceedings"): the venue
is the name before the acronym, the acronym is read apart, as it is in "Name (ABC), Place, Date",
and the place and the meeting's dates are neither the venue's end nor its volume or pages."""

import pytest

from publications.tests.parsing_helpers import read_one


def test_lncs_acronym_place_and_dates_after_the_name():
    entry = read_one(
        "Marlow, K., Osei, T.: Bounded checking of lock-free queues. In: Automated Reasoning for "
        "Systems - 12th International Conference, ARS 2014, Valletta, Malta, June 3-6, 2014. "
        "Proceedings. pp. 88–103 (2014). https://doi.org/10.1007/978-3-000-00000-0_7"
    )
    assert (entry["venue"], entry["venue_acronym"], entry["year"], entry["pages"]) == (
        "Automated Reasoning for Systems - 12th International Conference",
        "ARS",
        2014,
        "88–103",
    )


def test_proceedings_of_with_acronym_place_and_dates():
    entry = read_one(
        "Ferreira, L., Nakamura, S.: Cheap snapshots for persistent heaps. In: Proceedings of the 9th "
        "International Symposium on Memory Systems, ISMS 2011, Lisbon, Portugal, June 2-4, 2011. "
        "pp. 12–24 (2011)"
    )
    assert (entry["venue"], entry["venue_acronym"], entry["year"], entry["month"]) == (
        "Proceedings of the 9th International Symposium on Memory Systems",
        "ISMS",
        2011,
        6,
    )


def test_acronym_year_and_place_in_parentheses():
    entry = read_one(
        "Quiroga, Marta y Belén, Tomás: «Redes de sensores en cultivos de altura». En: IV Workshop "
        "de Informática Aplicada (JIA 2018, Salta, Argentina), , 2018."
    )
    assert (entry["venue"], entry["venue_acronym"], entry["year"]) == (
        "IV Workshop de Informática Aplicada",
        "JIA",
        2018,
    )


@pytest.mark.parametrize("tail", ["pp. 5–9.", "vol. 3, pp. 5–9."])
def test_pages_after_the_place_stay_pages(tail):
    entry = read_one(
        "Okafor, N., Lind, P.: Sparse probes for cache timing. In: Proceedings of the Workshop on "
        f"Hardware Security, WHS 2019, Oslo, Norway, {tail} (2019)"
    )
    assert (entry["venue"], entry["venue_acronym"], entry["pages"]) == (
        "Proceedings of the Workshop on Hardware Security",
        "WHS",
        "5–9",
    )
