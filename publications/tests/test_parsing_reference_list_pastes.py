"""Reference lists copied from the end of a paper: where one reference ends and the next begins
when the copy wrapped them at a column's width, with no blank line between them."""

from publications.parsing import parse
from publications.parsing.segmentation.continuation import notes_access


def _spans(text: str) -> list[tuple[int, int]]:
    return [(entry.line_start, entry.line_end) for entry in parse(text).entries]


def test_a_line_opening_with_an_access_note_names_no_work():
    assert notes_access("Available at: https://www.example.org/report.pdf")
    assert notes_access("(Accessed: 2 March 2021).")
    assert notes_access("Accessed May 4, 2020. https://www.example.org/a")
    assert notes_access("[Online]. Available:")
    assert notes_access("Retrieved from https://www.example.org/b")
    assert notes_access("[viewed 3 May 2020]. Available from: http://www.example.org/c")
    assert not notes_access("Brown, H. (2013). Retrieved memories of the coast. Mem. Stud. 4, 1-9.")
    assert not notes_access("Available Light: Photography and the City. New York: Aperture, 2001.")


def test_access_notes_and_links_on_lines_of_their_own_end_the_reference_above():
    text = """Ngata, T., Lindqvist, B. and Moreau, C. (2018) Coastal flooding and the insurance of
small harbours. Journal of Maritime Affairs, 12(3), pp. 201-219.
Available at: https://www.maritime-affairs.example.org/articles/2018/ngata.pdf
(Accessed: 14 January 2022).
Okonkwo, P. and Haddad, S. (2020) Port governance after the pandemic: a review of the
evidence. Transport Reviews, 40(6), pp. 733-751.
Accessed 3 May 2021. https://www.transport-reviews.example.com/okonkwo
Vasquez, R., Petrov, I. and Lund, K. (2016) Sediment budgets of estuarine marshes under
rising seas. Estuarine, Coastal and Shelf Science, 181, pp. 12-25.
Retrieved from https://www.ecss.example.net/vasquez2016
Brennan, M. and Ito, K. (2019) Harbour dredging and the fisheries of the inner bay. Marine
Policy, 101, pp. 88-97."""
    assert _spans(text) == [(1, 4), (5, 7), (8, 10), (11, 12)]
