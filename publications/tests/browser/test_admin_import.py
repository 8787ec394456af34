"""An admin imports the lab page through the real pages: log in, paste, preview, correct, confirm."""

import pytest
from playwright.sync_api import Page, expect

from publications.models import Publication
from publications.tests.browser.conftest import DEVICES, SAMPLES_DIR

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

LAB_PAGE = (SAMPLES_DIR / "lab-page.txt").read_text(encoding="utf-8")
AS_PASTED = "Using application skeletons to improve escience infrastructure"
CORRECTED = "Using Application Skeletons to Improve eScience Infrastructure"


def log_in(page: Page, username: str, password: str) -> None:
    page.goto("/admin/")
    page.get_by_label("Username").fill(username)
    page.get_by_label("Password").fill(password)
    page.get_by_role("button", name="Log in").click()
    expect(page.get_by_role("button", name="Log out")).to_be_attached()


def open_import_preview(page: Page) -> None:
    """From the admin index to the preview of the pasted lab page, by clicking."""
    page.locator("#publications-publication").get_by_role("link", name="Publications").click()
    page.get_by_role("link", name="Import publications").click()
    page.get_by_label("Publication list").fill(LAB_PAGE)
    page.get_by_role("button", name="Preview").click()
    expect(page.get_by_role("heading", name="Entries")).to_be_visible()


def title_input(page: Page, title: str):
    """The preview's title box that holds ``title`` (rows are found by content, not position)."""
    inputs = page.locator("#import-rows input[name$='-title']")
    names = [
        inputs.nth(i).get_attribute("name")
        for i in range(inputs.count())
        if inputs.nth(i).input_value() == title
    ]
    assert len(names) == 1, f"expected one preview row titled {title!r}, found {len(names)}"
    return page.locator(f"#import-rows input[name='{names[0]}']")


@pytest.mark.parametrize("screen", ["desktop", "phone"])
def test_an_admin_pastes_previews_corrects_and_confirms_the_lab_page(
    admin_user, screen, new_context, screenshot
):
    page = new_context(**DEVICES[screen]).new_page()
    log_in(page, "admin", "password")
    open_import_preview(page)

    expect(page.locator("#import-rows tbody tr")).to_have_count(35)
    assert Publication.objects.count() == 0, "the preview must not write"
    sideways = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert sideways <= 0, f"the preview page is {sideways}px wider than the screen"
    screenshot(page, f"admin-import-preview-{screen}")

    title_input(page, AS_PASTED).fill(CORRECTED)
    page.get_by_role("button", name="Confirm import").click()

    expect(page.locator(".messagelist")).to_contain_text("Import #")
    assert Publication.objects.count() == 35
    assert Publication.objects.filter(title=CORRECTED).exists()
    assert not Publication.objects.filter(title=AS_PASTED).exists()

    page.get_by_role("link", name="View site").click()
    expect(page.get_by_role("heading", level=1, name="Publications")).to_be_visible()
    expect(page.locator(".result-summary")).to_contain_text("35 publications")
    corrected = page.locator(".pub").filter(has=page.get_by_role("link", name=CORRECTED, exact=True))
    expect(corrected).to_have_count(1)
    expect(corrected).to_contain_text("2014")
    expect(page.get_by_text(AS_PASTED, exact=True)).to_have_count(0)
    expect(page.locator(".pub__title", has_text="Crafter: Towards Automated Reproducible")).to_be_visible()
    screenshot(page, f"admin-import-result-{screen}")


def test_a_wrong_password_keeps_the_visitor_on_the_login_form(admin_user, desktop_page: Page):
    page = desktop_page
    page.goto("/admin/")
    page.get_by_label("Username").fill("admin")
    page.get_by_label("Password").fill("not the password")
    page.get_by_role("button", name="Log in").click()

    expect(page.locator(".errornote")).to_contain_text("correct username and password")
    expect(page.get_by_role("button", name="Log out")).to_have_count(0)


def test_a_400_entry_list_confirms_with_only_the_changed_rows_posted(admin_user, desktop_page: Page):
    from publications.tests.test_admin_import_large import lab_list

    page = desktop_page
    page.set_default_timeout(90_000)  # 400 entries are read and planned twice on a shared machine
    text = lab_list(400)
    first, second = (line.split("“")[1].split("”")[0].rstrip(".") for line in text.splitlines()[:2])
    log_in(page, "admin", "password")
    page.goto("/admin/publications/publication/import/")
    page.get_by_label("Publication list").fill(text)
    page.get_by_role("button", name="Preview").click()
    expect(page.get_by_text("400 entries read")).to_be_visible(timeout=90_000)
    expect(page.locator("#import-rows tbody tr")).to_have_count(100)  # the first page of four

    title_input(page, first).fill("A Title Corrected in the Preview")
    page.locator("#import-rows input[name='entries-1-include']").uncheck()
    page.get_by_role("button", name="Confirm import").click()

    expect(page.locator(".messagelist")).to_contain_text("Import #", timeout=90_000)
    assert Publication.objects.count() == 399
    assert Publication.objects.filter(title="A Title Corrected in the Preview").exists()
    assert not Publication.objects.filter(title=second).exists()


def test_without_javascript_a_400_entry_list_is_reviewed_page_by_page_and_confirmed(admin_user, new_context):
    from publications.tests.test_admin_import_large import lab_list

    page = new_context(**DEVICES["desktop"], java_script_enabled=False).new_page()
    page.set_default_timeout(90_000)  # each page reads and plans the 400 entries on a shared machine
    text = lab_list(400)
    titles = [line.split("“")[1].split("”")[0].rstrip(".") for line in text.splitlines()]
    log_in(page, "admin", "password")
    page.goto("/admin/publications/publication/import/")
    page.get_by_label("Publication list").fill(text)
    page.get_by_role("button", name="Preview").click()
    expect(page.get_by_text("400 entries read")).to_be_visible()
    expect(page.locator("#import-rows tbody tr")).to_have_count(100)

    title_input(page, titles[3]).fill("Corrected on the First Page")
    page.get_by_role("button", name="Page 3", exact=True).click()
    expect(page.get_by_role("heading", name="Entries: 201–300 of 400")).to_be_visible()
    title_input(page, titles[250]).fill("Corrected on the Third Page")
    page.get_by_role("button", name="Previous page").click()
    expect(page.get_by_role("heading", name="Entries: 101–200 of 400")).to_be_visible()
    assert Publication.objects.count() == 0, "turning pages must not import"
    page.get_by_role("button", name="Confirm import").click()

    expect(page.locator(".messagelist")).to_contain_text("Import #")
    assert Publication.objects.count() == 400
    stored = set(Publication.objects.values_list("title", flat=True))
    assert {"Corrected on the First Page", "Corrected on the Third Page"} <= stored
    assert titles[3] not in stored and titles[250] not in stored


def test_at_1280_pixels_the_preview_fits_and_its_boxes_follow_the_decisions(admin_user, desktop_page: Page):
    from publications.tests.importing_helpers import import_text

    page = desktop_page
    import_text(LAB_PAGE)
    log_in(page, "admin", "password")
    open_import_preview(page)

    # Every column on screen: the table is no wider than the page, the page no wider than the screen.
    table = page.locator("#import-rows").bounding_box()
    assert table["x"] + table["width"] <= 1280, table
    overflow = page.evaluate(
        "(() => { const box = document.querySelector('.import-table');"
        " return box.scrollWidth - box.clientWidth; })()"
    )
    assert overflow <= 0, f"the preview table scrolls {overflow}px sideways"
    for header in ["Import", "Decision", "Title and authors", "Year", "Venue", "Details"]:
        box = page.locator("#import-rows thead th", has_text=header).bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= 1280, (header, box)

    # Rows already stored are not ticked (and cannot be): the box follows "same as".
    same_rows = page.locator("#import-rows tr.import-row", has=page.locator("td.decision-same"))
    assert same_rows.count() >= 30
    for index in range(same_rows.count()):
        box = same_rows.nth(index).locator("input[type=checkbox]")
        expect(box).not_to_be_checked()
        expect(box).to_be_disabled()

    # Secondary fields are one click away.
    crafter = page.locator("#import-rows tr.import-row", has=page.locator("input[value^='Crafter']"))
    more = crafter.locator("details.import-more")
    expect(more.locator("select[name$='-type']")).to_be_hidden()
    more.locator("summary").click()
    expect(more.locator("select[name$='-type']")).to_be_visible()


def test_a_near_duplicate_defaults_to_the_same_publication_and_an_initial_is_asked(
    admin_user, desktop_page: Page
):
    from publications.tests.factories import make_author, make_publication

    page = desktop_page
    stored = make_author(display_name="Yinzhi Wang", given_name="Yinzhi", family_name="Wang")
    make_publication(title="Learned Caches for Faster Storage Systems", year=2023, authors=[stored])
    text = "• Y. Wang, Jane Doe. “Learned Caches for Faster Storage System.” In Proceedings of SC, 2023.\n"
    log_in(page, "admin", "password")
    page.goto("/admin/publications/publication/import/")
    page.get_by_label("Publication list").fill(text)
    page.get_by_role("button", name="Preview").click()

    question = page.get_by_label("“Y. Wang”")
    expect(question).to_have_value(str(stored.pk))
    expect(question.locator("option", has_text="a new person")).to_have_count(1)
    duplicate = page.locator("#import-rows select[name$='-duplicate']")
    expect(duplicate).to_have_value("merge")
    expect(page.locator("#import-rows .difference del")).to_have_text("Systems")
    expect(page.locator("#import-rows .difference ins")).to_have_text("System")

    page.get_by_role("button", name="Confirm import").click()
    expect(page.locator(".messagelist")).to_be_visible()
    assert Publication.objects.count() == 1


@pytest.mark.usefixtures("recorded_services")
def test_at_1280_pixels_the_admin_fills_missing_fields_from_identifiers_reviews_and_confirms(
    admin_user, desktop_page: Page, screenshot
):
    from publications.tests.test_admin_import_enrichment import PASTE

    page = desktop_page
    log_in(page, "admin", "password")
    page.goto("/admin/publications/publication/import/")
    page.get_by_label("Publication list").fill(PASTE)
    page.get_by_role("button", name="Preview").click()
    expect(page.locator("#import-rows tbody tr")).to_have_count(3)

    page.get_by_role("button", name="Fill missing fields from DOI / arXiv / PubMed").click()

    expect(page.locator(".messagelist")).to_contain_text("Looked up 3 entries: 3 filled in")
    rows = page.locator("#import-rows tr.import-row")
    expect(rows.nth(0).locator(".import-filled")).to_contain_text("Use what Crossref filled in:")
    expect(rows.nth(0).locator(".import-filled")).to_contain_text("volume 521")
    expect(rows.nth(1).locator(".import-filled")).to_contain_text("Use what arXiv filled in:")
    expect(rows.nth(2).locator(".import-filled")).to_contain_text("Use what PubMed filled in:")
    table = page.locator("#import-rows").bounding_box()
    assert table["x"] + table["width"] <= 1280, table
    for header in ["Import", "Decision", "Title and authors", "Year", "Venue", "Details"]:
        box = page.locator("#import-rows thead th", has_text=header).bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= 1280, (header, box)
    screenshot(page, "admin-import-filled-desktop")
    assert Publication.objects.count() == 0, "looking up must not import"

    rows.nth(1).get_by_label("Use what arXiv filled in:").uncheck()
    page.get_by_role("button", name="Confirm import").click()

    expect(page.locator(".messagelist")).to_contain_text("Import #")
    assert Publication.objects.get(title="Deep learning").volume == "521"
    assert Publication.objects.get(title="Attention Is All You Need").abstract == ""
