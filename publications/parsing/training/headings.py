"""The headings synthetic pastes write between their entries, each list by the label the line
labeller is given for its lines (the label ``lines.heading_label`` gives the same heading in a
gold list).

Two sets, kept apart on purpose. The training pastes' (``pastes``) are part of the labeller's
training data: changing them changes what the committed line model was trained on, and the test of
the committed models then asks for it to be trained again. The lab pages' (``labpages``) are not
trained on: written for the layouts the training pastes lack, they add bracketed years ("[2019]",
"(2019)") and headings in Japanese and Chinese, among others.
"""

from __future__ import annotations

YEAR_HEADINGS = ("{y}", "## {y}", "**{y}**", "`{y}`", "{y}:", "### {y}")
TYPE_HEADINGS = (
    "Journal Articles",
    "Journal Papers",
    "Conference Papers",
    "Conference Proceedings",
    "Refereed Conference Papers",
    "Peer-reviewed Journal Articles",
    "Preprints",
    "Book Chapters",
    "Books",
    "Theses",
    "Workshop Papers",
    "Technical Reports",
    "Zeitschriftenartikel",
    "Konferenzbeiträge",
    "Buchkapitel",
    "Articles de revue",
    "Communications dans des congrès",
    "Chapitres d'ouvrages",
    "Artículos en revistas",
    "Capítulos de libro",
    "Artigos em periódicos",
    "Articoli su rivista",
    "## Journal Publications",
    "# Conference Papers",
    "JOURNAL ARTICLES",
)
HIGHLIGHT_HEADINGS = (
    "Selected Publications",
    "Selected Papers",
    "Highlighted Publications",
    "Recent Highlights",
    "Ausgewählte Publikationen",
    "Publications choisies",
    "Publicaciones seleccionadas",
    "## Selected Publications",
    "Featured Papers",
)
OTHER_HEADINGS = (
    "Publications",
    "Publications:",
    "References",
    "Bibliography",
    "Literatur",
    "Références",
    "Referencias",
    "Papers",
    "# Publications",
    "Full list",
    "Publikationen",
    "All Publications",
)

# The lab pages' headings.
LAB_PAGE_YEAR_HEADINGS = ("{y}", "[{y}]", "{y}:", "### {y}", "**{y}**", "({y})")
# Each a heading ``fields.heading_type`` reads as a type (labelled ``head-type``).
LAB_PAGE_TYPE_HEADINGS = (
    "Journal Articles",
    "Peer-reviewed articles",
    "Working Papers",
    "Working papers",
    "Under Review",
    "Submitted",
    "Manuscripts in preparation",
    "Book Reviews",
    "Dissertation",
    "Publications in Refereed Journals",
    "Referierte Zeitschriftenartikel",
    "Begutachtete Konferenzbeiträge",
    "Monographien",
    "Articles dans des revues à comité de lecture",
    "Actes de conférences",
    "Ouvrages",
    "Artículos en revistas indexadas",
    "Ponencias en congresos",
    "Libros",
    "Capítulos de livros",
    "学术论文",
    "期刊论文",
    "会议论文",
    "学術論文",
    "雑誌論文",
    "国際会議論文",
    "著書",
)
# Headings that announce no type or year (labelled ``head``).
LAB_PAGE_OTHER_HEADINGS = (
    "Publications",
    "Research",
    "Work in Progress",
    "Policy papers",
    "Articoli in rivista",
    "Atti di convegno",
    "Artigos publicados em periódicos",
    "Trabalhos em eventos",
    "論文",
    "査読付き論文",
    "口頭発表",
)
