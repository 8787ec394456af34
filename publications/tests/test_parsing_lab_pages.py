"""Synthetic lab-page pastes for the line labeller (publications.parsing.training.labpages)."""

from publications.parsing.segmentation import LineLabel
from publications.parsing.training import headings, labpages
from publications.parsing.training.lines import entry_spans, heading_label


def test_every_heading_the_pastes_write_gets_the_label_a_gold_list_gives_it():
    written = [
        *((form.format(y="2019"), LineLabel.HEADING_YEAR) for form in headings.LAB_PAGE_YEAR_HEADINGS),
        *((heading, LineLabel.HEADING_TYPE) for heading in headings.LAB_PAGE_TYPE_HEADINGS),
        *((heading, LineLabel.HEADING) for heading in headings.LAB_PAGE_OTHER_HEADINGS),
    ]
    assert [(heading, heading_label(heading)) for heading, _ in written] == written


def test_the_same_seed_gives_the_same_pastes_and_another_seed_others():
    assert labpages.lab_page_documents(12, seed=3) == labpages.lab_page_documents(12, seed=3)
    assert labpages.lab_page_documents(12, seed=3) != labpages.lab_page_documents(12, seed=4)


def test_each_layout_writes_entries_and_labels_every_line():
    documents = labpages.lab_page_documents(2 * len(labpages.LAYOUTS), seed=5)
    for lines, labels in documents:
        assert len(lines) == len(labels)
        assert entry_spans(labels), "a paste without entries teaches nothing about them"
        for line, label in zip(lines, labels, strict=True):
            assert (label == LineLabel.BLANK) == (not line.strip()), (line, label)


def test_status_cards_never_name_the_pages_owner_and_keep_their_status_line():
    lines, labels = labpages.lab_page_documents(4, seed=6)[3]  # the fourth layout: status cards
    statuses = [
        line for line in lines if any(line.startswith(s.split("{")[0]) for s in labpages.STATUS_LINES)
    ]
    assert statuses
    for line in statuses:
        assert labels[lines.index(line)] == LineLabel.CONTINUATION, line


def test_toggle_rows_under_items_are_the_items_own_lines_as_link_labels_are():
    lines, labels = labpages.lab_page_documents(5, seed=7)[4]  # the fifth layout: toggle rows
    toggles = [index for index, line in enumerate(lines) if "Tags:" in line]
    assert toggles
    assert all(labels[index] == LineLabel.CONTINUATION for index in toggles)
    assert all(labels[index - 1] in (LineLabel.START, LineLabel.CONTINUATION) for index in toggles)


def test_authorless_cards_end_with_their_link_as_a_line_of_the_card():
    links = set(labpages.READ_LINKS)
    layouts = len(labpages.LAYOUTS)
    authorless = labpages.LAYOUTS.index(labpages._authorless_cards)
    for lines, labels in labpages.lab_page_documents(2 * layouts, seed=8)[authorless::layouts]:
        for index, line in enumerate(lines):
            if line in links:
                assert labels[index] == LineLabel.CONTINUATION, line
                assert labels[index - 1] in (LineLabel.START, LineLabel.CONTINUATION)


def test_a_cards_summary_is_a_paragraph_of_the_page_not_an_entry():
    summaries = 0
    layouts = len(labpages.LAYOUTS)
    summarised = labpages.LAYOUTS.index(labpages._summarised_cards)
    for _, labels in labpages.lab_page_documents(2 * layouts, seed=9)[summarised::layouts]:
        for index, label in enumerate(labels[2:], start=2):
            after_card = labels[index - 2] == LineLabel.CONTINUATION and labels[index - 1] == LineLabel.BLANK
            summaries += label == LineLabel.NOISE and after_card
    assert summaries
