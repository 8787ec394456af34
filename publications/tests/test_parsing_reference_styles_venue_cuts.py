"""Where the labeller's venue is only part of the rules' one, the rules' stands when the part is cut
inside the venue's name: after a number and a word that is no month ("ABC 7 Denver" is not cut to
"ABC"), or before a small word that opens no name ("Un mare di sale. Guida all'ambiente …" is not cut
to "all'ambiente …"). A Russian month names a date after the venue ("Бизнес. 1 февраля")."""

import pytest

from publications.tests.parsing_helpers import read_one


@pytest.mark.parametrize("station", ["ABC 7 Denver", "NBC 10 Boston", "FOX 5 Atlanta"])
def test_a_stations_number_and_town_stay_in_its_name(station):
    entry = read_one(
        "Lindqvist, Anna M. “New Study Raises Concerns About Harbour Safety as Port Lawsuit Returns to "
        f"Court.” {station}, 19 Sept. 2017, example.com/news/local/harbour-safety-lawsuit. Accessed 12 Oct. "
        "2017."
    )
    assert (entry["venue"], entry["year"]) == (station, 2017)


def test_a_venue_is_not_cut_before_a_small_word():
    entry = read_one(
        "Rossi M. (2001) : “La toponomastica costiera”, in : Bianchi C., Verdi L. ed., Un mare di sale. "
        "Guida all'ambiente della laguna veneta e alla sua storia, Reggio Emilia, p. 517-520."
    )
    assert entry["venue"].startswith("Un mare di sale. Guida all'ambiente della laguna veneta")


def test_a_russian_month_dates_the_issue():
    entry = read_one("Орлов В. 2008. Новые правила торговли в розничных сетях. Бизнес. 1 февраля.")
    assert (entry["title"], entry["year"], entry["month"]) == (
        "Новые правила торговли в розничных сетях",
        2008,
        2,
    )
