"""Where imported fields land: a thesis's school and a preprint's arXiv id, from each structured format."""

from __future__ import annotations

import json

import pytest
from django.urls import reverse

from publications.models import Publication, PublicationType, Venue
from publications.tests.importing_helpers import import_text

pytestmark = pytest.mark.django_db

THESIS_BIBTEX = """@phdthesis{wang2021,
  author = {Wang, Yinzhi},
  title = {Scalable Second-Order Optimisation for Deep Learning},
  school = {University of Texas at Austin},
  year = {2021}
}
"""

THESIS_RIS = """TY  - THES
AU  - Wang, Yinzhi
TI  - Scalable Second-Order Optimisation for Deep Learning
PB  - University of Texas at Austin
PY  - 2021
ER  -
"""

THESIS_CSL = json.dumps(
    [
        {
            "id": "wang2021",
            "type": "thesis",
            "genre": "PhD thesis",
            "title": "Scalable Second-Order Optimisation for Deep Learning",
            "author": [{"family": "Wang", "given": "Yinzhi"}],
            "publisher": "University of Texas at Austin",
            "issued": {"date-parts": [[2021]]},
        }
    ]
)


@pytest.mark.parametrize("text", [THESIS_BIBTEX, THESIS_RIS, THESIS_CSL], ids=["bibtex", "ris", "csljson"])
def test_a_thesis_keeps_its_school_as_institution_and_makes_no_venue(text, client):
    import_text(text)

    thesis = Publication.objects.get()
    assert thesis.type == PublicationType.THESIS
    assert thesis.publisher == "University of Texas at Austin"
    assert thesis.venue is None and thesis.venue_name == ""
    assert not Venue.objects.exists()
    page = client.get(reverse("publications:list")).content.decode()
    assert "University of Texas at Austin" in page


def test_a_thesis_exports_its_school_as_school(client):
    import_text(THESIS_BIBTEX)
    thesis = Publication.objects.get()

    response = client.get(reverse("publications:publication-export", args=[thesis.pk, "bibtex"]))
    bibtex = b"".join(response.streaming_content).decode()

    assert "@phdthesis{" in bibtex
    assert "school = {University of Texas at Austin}" in bibtex
    assert "publisher =" not in bibtex


DBLP_ARXIV = """@article{DBLP:journals/corr/abs-2302-06984,
  author  = {Yinzhi Wang and Zhao Zhang},
  title   = {Second-Order Methods at Scale},
  journal = {CoRR},
  volume  = {abs/2302.06984},
  year    = {2023},
  eprinttype = {arXiv},
  eprint  = {2302.06984}
}
"""

CSL_ARXIV = json.dumps(
    [
        {
            "id": "a",
            "type": "article",
            "title": "Second-Order Methods at Scale",
            "author": [{"family": "Wang", "given": "Yinzhi"}],
            "container-title": "arXiv",
            "number": "arXiv:2302.06984",
            "issued": {"date-parts": [[2023]]},
        }
    ]
)


@pytest.mark.parametrize("text", [DBLP_ARXIV, CSL_ARXIV], ids=["dblp-bibtex", "csljson"])
def test_an_arxiv_id_is_stored_once_not_also_as_the_article_number(text):
    import_text(text)

    preprint = Publication.objects.get()
    assert preprint.arxiv_id == "2302.06984"
    assert preprint.article_number == ""


def test_a_real_article_number_stays_beside_an_arxiv_id():
    import_text(
        """@article{b, author={Wang, Yinzhi}, title={Second-Order Methods in Practice},
  journal={Nature Communications}, volume={14}, pages={105}, year={2023}, eprint={2302.06985},
  archiveprefix={arXiv}}
"""
    )

    article = Publication.objects.get()
    assert article.arxiv_id == "2302.06985"
    assert article.article_number == "105"


BIBTEX_PMID = """@article{lecun2015, author={LeCun, Yann}, title={Deep learning}, journal={Nature},
  year={2015}, pmid={26017442}}
"""
CSL_PMID = json.dumps(
    [{"type": "article-journal", "title": "Deep learning", "author": [{"family": "LeCun", "given": "Yann"}],
      "container-title": "Nature", "issued": {"date-parts": [[2015]]}, "PMID": "PMID: 26017442"}]
)  # fmt: skip


@pytest.mark.parametrize("text", [BIBTEX_PMID, CSL_PMID], ids=["bibtex", "csljson"])
def test_a_pubmed_id_in_the_list_is_stored_with_the_publication(text):
    import_text(text)

    assert Publication.objects.get().pmid == "26017442"
