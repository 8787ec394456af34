"""The field labeller (publications.parsing.labelling): tokens, features, normalisers, the
alignment of training data, a tiny trained model, and the committed model on entries in the
shapes rule readers get wrong."""

from pathlib import Path

import pytest

from publications.parsing import parse
from publications.parsing.labelling import normalise
from publications.parsing.labelling.features import field_order, shape, token_features, word_features
from publications.parsing.labelling.labels import Label
from publications.parsing.labelling.model import MODEL, MODEL_PATH, Labelling, label_tokens
from publications.parsing.labelling.reader import (
    _body_cut_short,
    _imprint_from_labels,
    _last_names_read_into_title,
    _names_cut_short,
    _names_misread,
    _names_open_title,
    _title_cut_into_venue,
    _title_read_as_names,
    _venue_nested_in_labels,
    _words_taken_from_title,
    entry_from_labels,
)
from publications.parsing.labelling.tokens import tokenize
from publications.parsing.records import ParsedEntry, PersonName, Status
from publications.parsing.training import anystyle, synthetic
from publications.parsing.training import fields as trainer
from publications.parsing.training.align import align
from publications.tests.parsing_helpers import read_one


def test_tokens_keep_line_breaks_and_the_markup_they_sit_in():
    tokens = tokenize(['"Sandboxing Plugins", **M. Tan**, [PDF](http://x.org/a.pdf)', "NDSS 2019"])
    by_text = {token.text: token for token in tokens}
    assert by_text["Sandboxing"].quoted and not by_text["Tan"].quoted
    assert by_text["Tan"].bold and not by_text["Sandboxing"].bold
    assert by_text["PDF"].link_label and by_text["http://x.org/a.pdf"].link_target
    assert by_text["NDSS"].line == 1 and by_text["NDSS"].line_start
    assert by_text[")"].line_end


def test_a_url_or_doi_token_does_not_take_the_sentence_period():
    texts = [token.text for token in tokenize(["See doi:10.1145/123.456. Then https://x.org/p."])]
    assert "10.1145/123.456" in texts and "https://x.org/p" in texts


def test_shapes_and_lexicons_describe_a_word():
    assert shape("Smith") == "Xx" and shape("2021") == "d" and shape("e0130140") == "xd"
    assert "month" in word_features("juin") and "month" in word_features("März")
    assert "year" in word_features("1998") and "particle" in word_features("van")
    assert "venue" in word_features("Proceedings") and "editor" in word_features("Hrsg")


def test_features_look_two_tokens_each_way():
    features = token_features(tokenize(["A. Smith. Title. Nature 5, 2021."]))
    assert "-2:w=a" in features[2] and "2:w=title" in features[2]
    assert "-2:none" in features[0] and "2:none" in features[-1]


def test_a_title_written_as_a_link_loses_the_link_target_with_or_without_its_opening_bracket():
    for labelled_text in (
        '["Tide Pools of the Northern Fjords,"](https://journal.example.org/article/tide-pools)',
        '"Tide Pools of the Northern Fjords,"](https://journal.example.org/article/tide-pools)',
        '"[Tide Pools of the Northern Fjords](#),"',
    ):
        assert normalise.title(labelled_text) == "Tide Pools of the Northern Fjords"
    assert normalise.title("Tide Pools [of] the Northern Fjords") == "Tide Pools [of] the Northern Fjords"


def test_co_authors_written_as_a_note_and_editor_marks_are_read_as_names():
    assert [n.display for n in normalise.people("(with P. Novak and R. Silva)")[0]] == [
        "P. Novak",
        "R. Silva",
    ]
    assert [n.display for n in normalise.people("in R. Allen and T. Smith (eds.)")[0]] == [
        "R. Allen",
        "T. Smith",
    ]


def test_alignment_labels_every_token_of_a_gold_entry():
    tokens, labels = align(
        ["[4] Kim, J. H.; Osei, K. Hydroamination of Dienes. *J. Am. Chem. Soc.* **2021**, 143, 5120–5127."],
        {
            Label.TITLE: ["Hydroamination of Dienes"],
            Label.CONTAINER: ["J. Am. Chem. Soc."],
            Label.DATE: ["2021"],
            Label.VOLUME: ["143"],
            Label.PAGES: ["5120–5127"],
        },
        names=[("Kim", ["J. H."]), ("Osei", ["K."])],
    )
    pairs = dict(zip((t.text for t in tokens), labels, strict=True))
    assert pairs["4"] == "citation-number" and pairs["Kim"] == pairs["Osei"] == pairs[";"] == "author"
    assert pairs["Dienes"] == "title" and pairs["Soc"] == "container" and pairs["143"] == "volume"
    assert pairs["2021"] == "date" and pairs["5127"] == "pages"


def test_synthetic_data_are_the_same_for_the_same_seed_and_use_many_styles():
    first = synthetic.generate(7, 60, 20)
    second = synthetic.generate(7, 60, 20)
    assert [[t.text for t in tokens] for tokens, _ in first] == [
        [t.text for t in tokens] for tokens, _ in second
    ]
    assert [labels for _, labels in first] == [labels for _, labels in second]
    assert len(synthetic.STYLES) >= 40


def test_records_rendered_through_the_wide_pool_come_after_the_rest_and_leave_it_unchanged():
    pool = synthetic.style_pool("training")[len(synthetic.STYLES) :][:6]
    base = synthetic.generate(7, 60, 20)
    wide = synthetic.generate(7, 60, 20, wide=2, wide_styles=pool)
    assert len(wide) > len(base) + 6
    assert [[t.text for t in tokens] for tokens, _ in wide[: len(base)]] == [
        [t.text for t in tokens] for tokens, _ in base
    ]
    assert [labels for _, labels in wide[: len(base)]] == [labels for _, labels in base]


def test_the_style_collection_is_dealt_into_pools_that_share_no_style():
    pools = ("training", "tuning", "held_out")
    training, tuning, held_out = (set(synthetic.style_pool(pool)) for pool in pools)
    assert set(synthetic.STYLES) <= training
    assert not training & tuning and not training & held_out and not tuning & held_out
    assert training | tuning | held_out == set(synthetic.installed_styles())
    # Each pool holds hundreds of styles, so a figure on the held-out pool is no accident of a few.
    assert min(len(tuning), len(held_out)) > 300
    with pytest.raises(ValueError, match="unknown style pool"):
        synthetic.style_pool("everything")


def test_a_tiny_model_trained_on_a_sample_labels_held_back_references(tmp_path: Path):
    references = anystyle.read(anystyle.DATA / "core.xml")[:400]
    kept, held = references[:320], references[320:]
    path = trainer.fit(kept, tmp_path / "tiny.crfsuite", {"max_iterations": 40})
    MODEL.use(path)
    try:
        right = total = 0
        for tokens, labels in held:
            predicted = label_tokens(tokens).labels
            right += sum(p == w for p, w in zip(predicted, labels, strict=True))
            total += len(labels)
    finally:
        MODEL.use(MODEL_PATH)
    assert right / total > 0.8


@pytest.mark.parametrize(
    ("text", "authors", "title", "year"),
    [
        (
            "Kim, J. H.; Lopez, M. A.; Osei, K. Cobalt-Catalysed Hydroamination of Dienes. "
            "J. Am. Chem. Soc. 2021, 143, 5120–5127.",
            ["J. H. Kim", "M. A. Lopez", "K. Osei"],
            "Cobalt-Catalysed Hydroamination of Dienes",
            2021,
        ),
        (
            '- "Sandboxing Untrusted Plugins", R. Iyer, **M. Tan**, L. Ortiz, '
            "Network and Distributed System Security Symposium 2019",
            ["R. Iyer", "M. Tan", "L. Ortiz"],
            "Sandboxing Untrusted Plugins",
            2019,
        ),
        (
            "Harmonic Sums over Number Fields (with P. Novak and R. Silva). Algebra Number Theory 15 (2021).",
            ["P. Novak", "R. Silva"],
            "Harmonic Sums over Number Fields",
            2021,
        ),
        (
            "A. Rossi, B. K. Chen, and T. Müller, Ultrafast melting of charge order in TiSe2, "
            "Phys. Rev. B 104, 045112 (2021).",
            ["A. Rossi", "B. K. Chen", "T. Müller"],
            "Ultrafast melting of charge order in TiSe2",
            2021,
        ),
        (
            "M. Dubois, J. Martin, Apprentissage fédéré pour la santé, "
            "Revue d'Intelligence Artificielle, juin 2022.",
            ["M. Dubois", "J. Martin"],
            "Apprentissage fédéré pour la santé",
            2022,
        ),
    ],
)
def test_entries_in_shapes_the_rules_misread_come_out_right(text, authors, title, year):
    [entry] = parse(text).entries
    assert entry.authors == authors
    assert entry.title == title
    assert entry.year == year


def test_venue_details_of_the_misread_shapes_are_read_too():
    [acs] = parse(
        "Kim, J. H.; Lopez, M. A.; Osei, K. Cobalt-Catalysed Hydroamination of Dienes. "
        "J. Am. Chem. Soc. 2021, 143, 5120–5127."
    ).entries
    assert (acs.venue, acs.volume, acs.pages) == ("J. Am. Chem. Soc.", "143", "5120–5127")
    [physics] = parse(
        "A. Rossi, B. K. Chen, and T. Müller, Ultrafast melting of charge order in TiSe2, "
        "Phys. Rev. B 104, 045112 (2021)."
    ).entries
    assert physics.venue == "Phys. Rev. B" and physics.volume == "104" and physics.article_number == "045112"
    [french] = parse(
        "M. Dubois, J. Martin, Apprentissage fédéré pour la santé, "
        "Revue d'Intelligence Artificielle, juin 2022."
    ).entries
    assert french.venue == "Revue d'Intelligence Artificielle" and french.month == 6


def test_a_chapter_keeps_its_editors_out_of_the_venue():
    [entry] = parse(
        "Allen, R. 2009. Real wages in Europe and Asia. in R. Allen and T. Smith (eds.), "
        "Living Standards in the Past, pp. 277–306"
    ).entries
    assert entry.authors == ["R. Allen"]
    assert entry.editors == ["R. Allen", "T. Smith"]
    assert entry.venue == "Living Standards in the Past"
    assert entry.pages == "277–306"
    assert entry.type == "chapter"


def test_an_entry_the_labeller_read_carries_a_confidence_per_field():
    [entry] = parse(
        '"Sandboxing Untrusted Plugins", R. Iyer, **M. Tan**, L. Ortiz, '
        "Network and Distributed System Security Symposium 2019"
    ).entries
    assert {"title", "authors", "year", "venue"} <= entry.field_confidence.keys()
    assert all(0.0 < value <= 1.0 for value in entry.field_confidence.values())
    assert "field_confidence" in entry.to_dict()


def test_a_labelling_that_runs_names_past_et_al_gives_those_words_back_to_the_title():
    lines = [
        "Oses, C. et al. AFLOW-CHULL: Cloud-oriented platform. J. Chem. Inf. Model. 58, 2477–2490 (2018)."
    ]
    tokens = tokenize(lines)
    # "Oses , C . et al . AFLOW-CHULL :" as names, "Cloud-oriented platform ." as the title, the rest a venue.
    labels = ["author"] * 9 + ["title"] * 3 + ["container"] * (len(tokens) - 12)
    entry, _ = entry_from_labels(" ".join(lines), lines, tokens, Labelling(labels, [0.9] * len(tokens)))
    assert entry.authors == ["C. Oses"] and entry.authors_truncated
    assert entry.title == "AFLOW-CHULL: Cloud-oriented platform"


def test_words_labelled_names_after_the_title_of_an_entry_whose_names_lead_are_no_names():
    lines = ["Roe, A. B., Gravity studies of the Kettle Basin, Rock County, Idaho. Field Guide, 1961."]
    tokens = tokenize(lines)
    # "Roe , A . B . ," as names, the title to its comma, "Rock County , Idaho ." as names again.
    labels = ["author"] * 7 + ["title"] * 7 + ["author"] * 5 + ["container"] * (len(tokens) - 19)
    entry, _ = entry_from_labels(" ".join(lines), lines, tokens, Labelling(labels, [0.9] * len(tokens)))
    assert entry.authors == ["A. B. Roe"]
    # A title-first entry: its names after the title are names.
    lines = ["Gravity studies of the Kettle Basin. Roe, A. B. Field Guide, 1961."]
    tokens = tokenize(lines)
    labels = ["title"] * 7 + ["author"] * 6 + ["container"] * (len(tokens) - 13)
    entry, _ = entry_from_labels(" ".join(lines), lines, tokens, Labelling(labels, [0.9] * len(tokens)))
    assert entry.authors == ["A. B. Roe"]


def test_a_line_break_inside_a_wrapped_reference_is_no_field_boundary_for_the_labeller():
    lines = [
        "Halvorsen, K., Mbeki, T. and Lindqvist, S. (2014). Seasonal variation in the",
        "foraging range of urban foxes: evidence from twelve cities. Journal of Applied",
        "Ecology 51, 233-241.",
    ]
    tokens = tokenize(lines)
    labelling = label_tokens(tokens)
    entry, _ = entry_from_labels(" ".join(lines), lines, tokens, labelling)
    assert entry.title == (
        "Seasonal variation in the foraging range of urban foxes: evidence from twelve cities"
    )
    assert entry.authors == ["K. Halvorsen", "T. Mbeki", "S. Lindqvist"]
    assert entry.venue == "Journal of Applied Ecology"
    assert "break=full-word" in token_features(tokens)[[t.text for t in tokens].index("foraging")]


def test_wrapped_training_references_keep_their_labels():
    wrapped = [
        (tokens, labels)
        for tokens, labels in anystyle.read(anystyle.DATA / "core.xml")[:60]
        if any(token.line for token in tokens)
    ]
    assert len(wrapped) >= 15  # three in ten are wrapped
    for tokens, labels in wrapped:
        assert len(tokens) == len(labels)


@pytest.mark.parametrize(
    ("text", "authors", "title", "year", "venue"),
    [
        (
            "C. Ortega y L. Ruiz, Redes neuronales para la predicción de heladas, "
            "en Actas del Congreso Nacional de Agronomía, 2018.",
            ["C. Ortega", "L. Ruiz"],
            "Redes neuronales para la predicción de heladas",
            2018,
            "Actas del Congreso Nacional de Agronomía",
        ),
        (
            "P. Lindner und M. Graf, Verteilte Planung für mobile Roboter, "
            "In: Tagungsband der Jahrestagung Robotik, S. 45–52, 2017.",
            ["P. Lindner", "M. Graf"],
            "Verteilte Planung für mobile Roboter",
            2017,
            "Tagungsband der Jahrestagung Robotik",
        ),
    ],
)
def test_references_in_spanish_and_german_wording_come_out_right(text, authors, title, year, venue):
    [entry] = parse(text).entries
    assert (entry.authors, entry.title, entry.year, entry.venue) == (authors, title, year, venue)


@pytest.mark.parametrize(
    ("text", "title", "publisher"),
    [
        (
            "Lindqvist, Sara, Maps of the northern coast, 1600-1800, London, Harbour Press, 2004.",
            "Maps of the northern coast, 1600-1800",
            "Harbour Press",
        ),
        (
            "Marc Delorme, Les ports de la Manche au XIXe siècle, Paris, 2011.",
            "Les ports de la Manche au XIXe siècle",
            None,
        ),
    ],
)
def test_a_books_place_and_publisher_are_not_its_venue(text, title, publisher):
    [entry] = parse(text).entries
    assert entry.venue is None
    if title:
        assert entry.title == title
    if publisher:
        assert entry.publisher == publisher


def test_an_institution_named_with_a_lowercase_adjective_is_read_as_the_author():
    [entry] = parse(
        "Commission européenne, Rapport annuel sur la politique de concurrence, "
        "COM (2019) 112 final du 4 mars 2019."
    ).entries
    assert entry.authors == ["Commission européenne"]
    assert entry.title == "Rapport annuel sur la politique de concurrence"
    assert entry.year == 2019


def _read(lines: list[str], spans: list[tuple[str, int, float]], **probabilities) -> object:
    """The entry read from a labelling given as runs of (label, tokens, marginal)."""
    tokens = tokenize(lines)
    labels = [label for label, count, _ in spans for _ in range(count)]
    marginals = [marginal for _, count, marginal in spans for _ in range(count)]
    assert len(labels) == len(tokens)
    labelling = Labelling(labels, marginals, **probabilities)
    entry, _ = entry_from_labels(" ".join(lines), lines, tokens, labelling)
    return entry


ACM_SHAPE = [
    "Ines Moreau and Priya Raman. 2019. Elastic Scheduling for Stream Processing at Scale. In "
    "Proceedings of the 14th European Conference on Computer Systems. ACM, 112–126."
]


def test_doubted_words_between_the_title_and_in_end_the_title():
    # "Processing at Scale ." doubted as the container's, "In Proceedings …" sure.
    spans = [("author", 6, 0.99), ("date", 2, 0.99), ("title", 4, 0.95), ("container", 4, 0.6)]
    spans += [("container", 11, 0.99), ("publisher", 2, 0.9), ("pages", 4, 0.95)]
    entry = _read(ACM_SHAPE, spans)
    assert entry.title == "Elastic Scheduling for Stream Processing at Scale"
    assert entry.venue == "Proceedings of the 14th European Conference on Computer Systems"
    # Where the labeller is sure, its reading stands.
    spans[3] = ("container", 4, 0.95)
    assert _read(ACM_SHAPE, spans).title == "Elastic Scheduling for Stream"


def test_a_doubted_last_word_of_a_cards_names_line_is_a_name():
    lines = ["Tidal Mixing in Shallow Fjords", "R. Oduya and T. Brekke", "Ocean Modelling 151 (2020)"]
    # "Brekke", the names line's last word, doubted as the venue on the next line.
    spans = [("title", 5, 0.99), ("author", 6, 0.99), ("container", 1, 0.6), ("container", 2, 0.99)]
    spans += [("volume", 1, 0.9), ("date", 3, 0.99)]
    entry = _read(lines, spans)
    assert entry.authors == ["R. Oduya", "T. Brekke"]
    assert entry.venue == "Ocean Modelling"


def test_the_title_runs_to_the_last_lowercase_word_the_labeller_gave_to_a_name():
    lines = [
        "Grain trade and the Baltic timber market Lindqvist, S., P. Moreau 2018 "
        "Economic History Review, 71: 45-67"
    ]
    # "Baltic timber market Lindqvist , S . , P . Moreau" read as names.
    spans = [("title", 4, 0.99), ("author", 11, 0.9), ("date", 1, 0.99), ("container", 4, 0.9)]
    spans += [("volume", 2, 0.99), ("pages", 1, 0.99)]
    entry = _read(lines, spans)
    assert entry.title == "Grain trade and the Baltic timber market"
    assert entry.authors == ["S. Lindqvist", "P. Moreau"]


def test_a_first_part_doubted_as_the_title_in_favour_of_the_names_is_the_author():
    lines = ["Ministère de la culture, Rapport sur les musées de France, Paris, 2017."]
    spans = [("title", 5, 0.75), ("title", 7, 0.97), ("location", 2, 0.9), ("date", 2, 0.99)]
    title = [0.75] * 5 + [0.97] * 7 + [0.0] * 4
    names = [0.22] * 5 + [0.02] * 7 + [0.0] * 4
    entry = _read(lines, spans, title=title, author=names)
    assert entry.authors == ["Ministère de la culture"]
    assert entry.title == "Rapport sur les musées de France"
    # Where the doubt is for something else than names, the part stays the title's.
    elsewhere = [0.05] * 5 + [0.02] * 7 + [0.0] * 4
    entry = _read(lines, spans, title=title, author=elsewhere)
    assert entry.authors == []
    assert entry.title.startswith("Ministère de la culture")


def test_the_word_introducing_a_book_is_no_venue_on_its_own():
    [entry] = parse(
        "Neri A., 2011, « Le saline di Cervia », dans Rossi G., Bruni P. (dir.), Sale e commercio, "
        "Bologna, Il Mulino, p. 12-30."
    ).entries
    assert entry.title == "Le saline di Cervia"
    assert entry.venue == "Sale e commercio"


@pytest.mark.parametrize(
    ("text", "venue", "publisher"),
    [
        (
            'Lindqvist, Sara. 2019. "Rural credit in crisis". Guardian, 12 March. '
            "Online: https://example.org/credit (accessed 3 April 2019).",
            "Guardian",
            None,
        ),
        (
            "Halvorsen, Kari & Tomas Lindqvist. 2016. Tone in northern dialects of Sámi. "
            "Nordic Journal of Linguistics 39. 101-130.",
            "Nordic Journal of Linguistics",
            None,
        ),
        (
            "Delorme, Marc. Les ports de la Manche. Paris : Presses Universitaires de Normandie, 2011.",
            None,
            "Presses Universitaires de Normandie",
        ),
    ],
)
def test_the_labellers_venue_replaces_a_rule_venue_holding_dates_pages_or_an_imprint(text, venue, publisher):
    [entry] = parse(text).entries
    assert entry.venue == venue
    if publisher:
        assert entry.publisher == publisher


def test_a_name_the_rules_leave_in_the_title_goes_back_to_the_authors():
    [entry] = parse(
        "Okafor CN, Mbeki T, 2014. Seasonal variation in the foraging range of urban foxes. "
        "J Urban Ecol 7, 233-241."
    ).entries
    assert entry.authors == ["CN Okafor", "T Mbeki"]
    assert entry.title == "Seasonal variation in the foraging range of urban foxes"
    assert entry.year == 2014


def test_a_token_knows_its_place_in_the_order_of_fields():
    tokens = tokenize(["Osei, K. A. 2011. Salt marshes. In Coastal Studies, 4."])
    order = {token.text: features for token, features in zip(tokens, field_order(tokens), strict=True)}
    # An initial's period is no sentence break; the year's and the title's are.
    assert "brk=0" in order["Osei"] and "brk=0" in order["2011"]
    assert "brk=1" in order["Salt"] and "year_before" in order["Salt"]
    assert "year_after" in order["Osei"] and "year_after" not in order["Salt"]
    assert "in_before" in order["Coastal"] and "in_before" not in order["marshes"]
    assert "pw=salt" in order["marshes"] and "nw=coastal" in order["In"]


def test_a_reference_to_an_older_work_keeps_its_year():
    [entry] = parse("Renard, Paul, Monnaies trouvées près de Lyon, Revue numismatique, t. IX, 1872.").entries
    assert entry.year == 1872
    assert entry.authors == ["Paul Renard"]


def test_a_status_in_parentheses_after_the_authors_is_not_the_title():
    [entry] = parse(
        "Osei, K. (in press) Coastal erosion and the cost of sea walls. Journal of Coastal Research."
    ).entries
    assert entry.title == "Coastal erosion and the cost of sea walls"
    assert entry.status == Status.IN_PRESS


@pytest.mark.parametrize(
    "text",
    [
        "Halvorsen, Kari. The Northern Coasts: A History. Translated by Tomas Lindqvist. "
        "Bergen: Harbour Press, 2008.",
        "Okafor, Chidi. Markets and Memory. 2nd ed. Lagos: Harbour Press, 1999.",
    ],
)
def test_a_books_translator_and_edition_are_not_its_venue(text):
    [entry] = parse(text).entries
    assert entry.venue is None
    assert entry.publisher == "Harbour Press"


def test_a_labellers_title_cut_inside_a_phrase_with_its_rest_in_the_venue_is_not_taken():
    rules = ParsedEntry(title="Dual Labour Markets and Regional Wage Differences", venue="Economica")
    cut = ParsedEntry(title="Dual Labour Markets and", venue="Regional Wage Differences. Economica")
    assert _title_cut_into_venue(rules, cut)
    rules = ParsedEntry(
        title="Drivers of recovery: Lessons from large, infrequent storms", venue="Ecosystems"
    )
    cut = ParsedEntry(title="Drivers of recovery: Lessons from large", venue="infrequent storms. Ecosystems")
    assert _title_cut_into_venue(rules, cut)
    # The labeller's title ends where a title can, and the venue reads as one: its reading stands.
    rules = ParsedEntry(title="Spin Waves in Thin Films, Physical Review B", venue=None)
    model = ParsedEntry(title="Spin Waves in Thin Films", venue="Physical Review B")
    assert not _title_cut_into_venue(rules, model)


def test_a_titles_plain_in_read_as_a_container_that_runs_on_into_the_journal_is_not_taken():
    # "… Marsh Birds in Coastal Wetland Soils. Hydrology": the labeller drops "in" and joins the
    # rest of the title to the journal after it.
    rules = ParsedEntry(
        title="Seasonal Nitrogen Uptake by Marsh Birds in Coastal Wetland Soils", venue="Hydrology"
    )
    cut = ParsedEntry(
        title="Seasonal Nitrogen Uptake by Marsh Birds", venue="Coastal Wetland Soils. Hydrology"
    )
    assert _title_cut_into_venue(rules, cut)
    # The rules read a container into their title ("… in Coastal Wetland Soils" and no venue): the
    # labeller's venue is that container alone, going on no further, and its reading stands.
    rules = ParsedEntry(title="Seasonal Nitrogen Uptake in Coastal Wetland Soils", venue=None)
    model = ParsedEntry(title="Seasonal Nitrogen Uptake", venue="Coastal Wetland Soils")
    assert not _title_cut_into_venue(rules, model)
    # A venue that is not the rest of the title after "in" is the labeller's own finding.
    rules = ParsedEntry(title="Seasonal Nitrogen Uptake in Marshes", venue="Hydrology")
    model = ParsedEntry(title="Seasonal Nitrogen Uptake", venue="Hydrology Letters")
    assert not _title_cut_into_venue(rules, model)


def test_the_last_names_the_labeller_reads_into_the_title_before_its_colon_leave_the_rules_reading():
    rules = ParsedEntry(
        authors=["Ana Ruiz", "Karl Holm", "Eva Lind"], title="Fault-Tolerant Scheduling on Many-Core Chips"
    )
    model = ParsedEntry(
        authors=["Ana Ruiz", "Karl Holm"], title="Eva Lind: Fault-Tolerant Scheduling on Many-Core Chips"
    )
    assert _last_names_read_into_title(rules, model)
    # One name before the words and the colon: those words may open the title, the labeller's stands.
    rules = ParsedEntry(authors=["Ana L. Ruiz", "Becoming Modern"], title="Cities and Markets")
    model = ParsedEntry(authors=["Ana L. Ruiz"], title="Becoming Modern: Cities and Markets")
    assert not _last_names_read_into_title(rules, model)
    # The rules made a name of the title's first words: no colon closes it, the labeller's reading stands.
    rules = ParsedEntry(authors=["Ana Ruiz", "Karl Holm", "Deep Learning"], title="for Many-Core Chips")
    model = ParsedEntry(authors=["Ana Ruiz", "Karl Holm"], title="Deep Learning for Many-Core Chips")
    assert not _last_names_read_into_title(rules, model)


def test_a_titles_article_the_labeller_reads_as_the_last_names_initial_goes_back_to_the_title():
    rules = ParsedEntry(authors=["Ana Ruiz", "Karl Holm"], title="A Study of Harbour Towns")
    model = ParsedEntry(authors=["Ana Ruiz", "A Karl Holm"], title="Study of Harbour Towns")
    assert _words_taken_from_title(rules, model) == "A"
    # The labeller's last name is the rules' whole: nothing was taken.
    model = ParsedEntry(authors=["Ana Ruiz", "Karl Holm"], title="Study of Harbour Towns")
    assert _words_taken_from_title(rules, model) is None


def test_names_the_labeller_cuts_to_an_initial_leave_the_rules_reading_standing():
    # "K. Vos: De viool …": the labeller reads the name as "K." and puts "Vos:" into the title.
    rules = ParsedEntry(authors=["K. Vos"], title="De viool in de tijd van Jan Pieters")
    cut = ParsedEntry(authors=["K."], title="Vos: De viool in de tijd van Jan Pieters")
    assert _names_cut_short(rules, cut)
    rules = ParsedEntry(authors=["A. Berg", "J.-P. Smit"], title="Over het orgel")
    cut = ParsedEntry(authors=["A. Berg", "J.-P."], title="Smit: Over het orgel")
    assert _names_cut_short(rules, cut)
    # Names the labeller reads whole, or a list it ends early at a whole name, are no such cut.
    assert not _names_cut_short(rules, ParsedEntry(authors=["A. Berg", "J.-P. Smit"], title="Over het orgel"))
    assert not _names_cut_short(rules, ParsedEntry(authors=["A. Berg"], title="J.-P. Smit: Over het orgel"))
    assert not _names_cut_short(ParsedEntry(authors=["Anna Bergman"]), ParsedEntry(authors=["Anna Berg"]))


def test_a_body_the_labeller_cuts_short_leaves_the_rules_reading_standing():
    # "Norway. Department of Coastal Affairs. 1921. Title": the labeller's author stops at "of".
    body = "Norway. Department of Coastal Affairs"
    rules = ParsedEntry(authors=[body], author_names=[PersonName(display=body, family=body)], title="Report")
    cut = ParsedEntry(authors=["Norway. Department of"], title="Coastal Affairs. 1921. Report")
    assert _body_cut_short(rules, cut)
    # A person's name the labeller reads shorter is no body cut short; nor the body read whole.
    person = ParsedEntry(
        authors=["Anna Bergman"], author_names=[PersonName("Anna Bergman", "Anna", "Bergman")]
    )
    assert not _body_cut_short(person, ParsedEntry(authors=["Anna Berg"]))
    assert not _body_cut_short(rules, ParsedEntry(authors=[body], title="Report"))


def test_words_the_labellers_last_name_took_from_the_title_go_back_to_it():
    rules = ParsedEntry(
        authors=["K Lund", "M.H. Okafor"], title="Short Note: Tides of the Old Harbour Coastal Review 12 2001"
    )
    model = ParsedEntry(authors=["K Lund", "Okafor M.H. Short"], title="Note: Tides of the Old Harbour")
    assert _words_taken_from_title(rules, model) == "Short"
    # Names the labeller reads otherwise than the rules, or a last name of initials alone: no.
    assert _words_taken_from_title(rules, ParsedEntry(authors=["K Lund"], title="Note: Tides")) is None
    rules = ParsedEntry(authors=["C. Roe", "B. P."], title="Okafor,D., Tides of the Old Harbour")
    model = ParsedEntry(authors=["C. Roe", "D. B. P. Okafor"], title="Tides of the Old Harbour")
    assert _words_taken_from_title(rules, model) is None


def test_a_translation_in_brackets_after_the_title_does_not_replace_the_rule_reading():
    entry = parse("Ada Lindqvist, Hamnens Röster [Voices of the Harbour], Göteborg, Bokförlaget Kust, 1991.")
    assert (entry.entries[0].title, entry.entries[0].authors) == ("Hamnens Röster", ["Ada Lindqvist"])


def test_places_and_words_after_the_title_are_not_taken_for_names():
    body = "A. Roe, Wealth and Wisdom: the Kings of Old, Acta XI, Ithaca NY, 1986, 31-52."
    rules = ParsedEntry(authors=["A. Roe"], title="Wealth and Wisdom: the Kings of Old", venue="Acta XI")
    # The labeller read the title's first word and the place of the proceedings as names.
    model = ParsedEntry(authors=["A. Roe", "Wealth", "NY Ithaca"], title="Wisdom: the Kings of Old")
    assert _names_misread(rules, model, body)
    # A place the labeller reads as a name, wherever it stands.
    model = ParsedEntry(authors=["A. Roe", "Paris"], title="Wealth and Wisdom: the Kings of Old")
    assert _names_misread(rules, model, "A. Roe, Paris, Wealth and Wisdom: the Kings of Old, 1986.")
    # Names the rules left in their title are the labeller's to take.
    body = "A. Roe, B. Poe. Wealth and Wisdom: the Kings of Old, Acta XI, 1986."
    rules = ParsedEntry(authors=["A. Roe"], title="B. Poe. Wealth and Wisdom: the Kings of Old")
    model = ParsedEntry(authors=["A. Roe", "B. Poe"], title="Wealth and Wisdom: the Kings of Old")
    assert not _names_misread(rules, model, body)
    # A title-first entry: its names after the title are names.
    body = "Wealth and Wisdom: the Kings of Old. A. Roe. Acta XI, 1986."
    rules = ParsedEntry(authors=[], title="Wealth and Wisdom: the Kings of Old")
    model = ParsedEntry(authors=["A. Roe"], title="Wealth and Wisdom: the Kings of Old")
    assert not _names_misread(rules, model, body)


def _labelled(text: str, spans: list[tuple[str, str]]) -> tuple[list, list[str]]:
    """The tokens of ``text`` and a label for each: the label of the first of ``spans`` (a piece of
    text and its label, in order) that holds the token."""
    tokens = tokenize([text])
    labels, at = [], 0
    bounds = []
    for piece, label in spans:
        start = text.index(piece, at)
        bounds.append((start, start + len(piece), label))
        at = start + len(piece)
    for token in tokens:
        labels.append(next(label for start, end, label in bounds if start <= token.start < end))
    return tokens, labels


def test_a_book_the_rules_read_after_its_in_stays_the_venue_where_the_labeller_reads_a_note():
    text = "H. Roe, « Ports et droit », in Mélanges offerts à G. Brandt, Paris, Dalloz, 1996, p. 489"
    tokens, labels = _labelled(
        text,
        [
            ("H. Roe,", Label.AUTHOR),
            ("« Ports et droit »,", Label.TITLE),
            ("in Mélanges offerts à G. Brandt,", Label.NOTE),
            ("Paris, Dalloz,", Label.LOCATION),
            ("1996,", Label.DATE),
            ("p. 489", Label.PAGES),
        ],
    )
    rule = ParsedEntry(title="Ports et droit", authors=["H. Roe"], venue="Mélanges offerts à G. Brandt")
    model = ParsedEntry(title="Ports et droit", authors=["H. Roe"], publisher="Dalloz")
    model.field_confidence = {"title": 0.95, "venue": 0.2}
    _imprint_from_labels(rule, model, text, tokens, labels)
    assert rule.venue == "Mélanges offerts à G. Brandt"
    # Without the "in", the same reading is the book's imprint and a note: no venue.
    bare = text.replace(" in ", " ")
    tokens, labels = _labelled(
        bare,
        [
            ("H. Roe,", Label.AUTHOR),
            ("« Ports et droit »,", Label.TITLE),
            ("Mélanges offerts à G. Brandt,", Label.NOTE),
            ("Paris, Dalloz,", Label.LOCATION),
            ("1996,", Label.DATE),
            ("p. 489", Label.PAGES),
        ],
    )
    _imprint_from_labels(rule, model, bare, tokens, labels)
    assert rule.venue is None


def test_a_title_the_rules_made_of_names_gives_way_to_the_labellers_title_and_venue():
    # The rules lose the names' end and read the last name and the year as the title.
    [entry] = parse(
        "Lindgren K., Osei P. Van den Broek T. (2011). Working memory load in bilingual children: "
        "A question of attention? Developmental Science, Vol 14(3), 210-221."
    ).entries
    assert entry.title == "Working memory load in bilingual children: A question of attention?"
    assert entry.venue == "Developmental Science"
    assert entry.year == 2011
    # The labeller runs two names into one there: the rules' names stand.
    assert entry.authors[:2] == ["K. Lindgren", "P. Osei"]  # stopped as written
    [report] = parse(
        "Halvorsen, R. T. Jr.; P. L. Marsh, K. K. Odum, Jr., and D. F. Bellweather. 2012. Guidance "
        "for Sampling Soil Gas Beneath Slab Foundations at Former Fuel Depots. Prepared by "
        "Northfield Engineering Group, Inc."
    ).entries
    assert report.title == "Guidance for Sampling Soil Gas Beneath Slab Foundations at Former Fuel Depots"
    assert report.venue is None


def test_plausible_names_of_the_labeller_stand_where_the_rules_title_was_names():
    [entry] = parse(
        "Okafor, T.L.; Brenner, K.M.; & Salas, J.A., 2014. Leak Detection in Municipal Water "
        "Networks at Night. Report Number 5120. Water Res. Fdn., Denver."
    ).entries
    assert entry.authors == ["T.L. Okafor", "K.M. Brenner", "J.A. Salas"]
    assert entry.title.startswith("Leak Detection in Municipal Water Networks at Night")


def test_a_rules_title_of_words_the_labeller_doubts_without_reading_them_as_names_stands():
    body = "Roe A. (2011). Tidal Mixing in Fjords. Ocean Modelling 14, 1-9."
    tokens = tokenize([body])
    # "Roe A. (2011)" doubted as the title's, but read as the title by the labeller.
    labels = ["title"] * 12 + ["container"] * 2 + ["volume"] + ["pages"] * 3
    labelling = Labelling(labels, [0.9] * len(tokens), [0.1] * 7 + [0.99] * (len(tokens) - 7))
    rules = ParsedEntry(title="Roe A. (2011)", venue="Tidal Mixing in Fjords. Ocean Modelling")
    model = ParsedEntry(title="Tidal Mixing in Fjords", field_confidence={"title": 0.99})
    assert not _title_read_as_names(rules, model, tokens, labelling)
    names = ["author"] * 4 + ["date"] * 3
    labelling = Labelling(names + labels[7:], labelling.marginals, labelling.title)
    assert _title_read_as_names(rules, model, tokens, labelling)


def test_a_last_name_the_rules_read_into_the_title_is_left_out_of_it():
    [entry] = parse(
        "Moreau, A. B., Tanaka, K., Ruiz, P., Okafor, C., Tanaka,K., Erosion rates of the Sarn "
        "valley terraces (Ontario, Canada), Quaternary Science Reviews 118, 44-59, 2015."
    ).entries
    assert entry.title == "Erosion rates of the Sarn valley terraces (Ontario, Canada)"
    assert entry.venue == "Quaternary Science Reviews"
    assert len(entry.authors) == 5


def test_a_word_before_the_title_is_no_name_where_the_names_follow_the_title():
    # "HALO: …. Mei Tanaka, Paolo Ricci": the labeller reads the acronym as a name.
    body = "HALO: Hierarchical Action Learning. Mei Tanaka, Paolo Ricci"
    tokens = tokenize([body])
    labels = ["author"] * 2 + ["title"] * 4 + ["author"] * 5
    labelling = Labelling(labels, [0.95] * len(tokens), [0.05] * 2 + [0.99] * 4 + [0.0] * 5)
    rules = ParsedEntry(title="HALO: Hierarchical Action Learning", authors=["Mei Tanaka", "Paolo Ricci"])
    model = ParsedEntry(title="Hierarchical Action Learning", authors=["HALO"])
    assert not _names_open_title(rules, model, body, tokens, labelling)
    # The same words after names leading the entry are the last name.
    body = "Mei Tanaka, Paolo Ricci, Berg,J., Hierarchical Action Learning."
    tokens = tokenize([body])
    labels = ["author"] * 11 + ["title"] * 4
    labelling = Labelling(labels, [0.95] * len(tokens), [0.05] * 11 + [0.99] * 4)
    rules = ParsedEntry(title="Berg,J., Hierarchical Action Learning", authors=["Mei Tanaka", "Paolo Ricci"])
    assert _names_open_title(rules, model, body, tokens, labelling)


@pytest.mark.parametrize(
    ("text", "title"),
    [
        (
            "Halvorsen, Kari, and Tomas Lindqvist (2003), Ordbok over kystdialektene. [`Dictionary of "
            "the coastal dialects.']. 3rd edition. Nordisk Forlag, Tromsø.",
            "Ordbok over kystdialektene",
        ),
        (
            "12. Moreau, Claire (2011). Écrire un rapport annuel. Valenciennes [França].",
            "Écrire un rapport annuel",
        ),
        (
            "Okonkwo J. 2007 La vida en los puertos. Migraciones y oficios del litoral. Lima, Editorial "
            "Pacífico, 2a. ed, 254 p",
            "La vida en los puertos",
        ),
        (
            "Department of the Interior (DOI). 1999. Harbor District Regional Plan. Revised June 2001.",
            "Harbor District Regional Plan",
        ),
    ],
)
def test_a_book_or_report_the_labeller_reads_without_a_container_has_no_venue(text, title):
    [entry] = parse(text).entries
    assert entry.title == title
    assert entry.venue is None


def _journal_last(text: str, tail: list[tuple[str, str]]) -> tuple[list, list[str]]:
    """ "A. Roe (2020). Leaf water in maize. <venue> …" labelled with no container: the venue's
    words as the title's second sentence."""
    head = [("A. Roe", Label.AUTHOR), ("(2020).", Label.DATE), ("Leaf water in maize.", Label.TITLE)]
    return _labelled(text, head + tail)


def test_a_venue_the_rules_mark_as_a_container_stays_where_the_labeller_reads_none():
    model = ParsedEntry(title="Leaf water in maize. Crop Notes", authors=["A. Roe"])
    model.field_confidence = {"title": 0.95}
    text = "A. Roe (2020). Leaf water in maize. Crop Notes. https://doi.org/10.1234/cn.118"
    tokens, labels = _journal_last(
        text, [("Crop Notes.", Label.TITLE), ("https://doi.org/10.1234/cn.118", Label.DOI)]
    )
    rule = ParsedEntry(title="Leaf water in maize", authors=["A. Roe"], venue="Crop Notes")
    rule.doi = "10.1234/cn.118"
    _imprint_from_labels(rule, model, text, tokens, labels)
    assert rule.venue == "Crop Notes"  # a DOI: an article's
    rule.doi = None
    rule.volume = "12"
    _imprint_from_labels(rule, model, text, tokens, labels)
    assert rule.venue == "Crop Notes"  # a volume: a journal's
    rule.volume = None
    _imprint_from_labels(rule, model, text, tokens, labels)
    assert rule.venue is None  # nothing marks it: the labeller's reading stands
    for venue in ("Workshop on Crop Notes", "Science"):  # a venue's word, a known venue
        text = f"A. Roe (2020). Leaf water in maize. {venue}."
        tokens, labels = _journal_last(text, [(f"{venue}.", Label.TITLE)])
        rule = ParsedEntry(title="Leaf water in maize", authors=["A. Roe"], venue=venue)
        _imprint_from_labels(rule, model, text, tokens, labels)
        assert rule.venue == venue


def _nested_venue(rules_venue: str, labels_venue: str, confidence: float = 0.97) -> str | None:
    """The venue kept of the rules' reading once the labeller's reading of the same entry is heard."""
    rule = ParsedEntry(title="Nesting habits of coastal gulls", venue=rules_venue)
    model = ParsedEntry(title="Nesting habits", venue=labels_venue, field_confidence={"venue": confidence})
    _venue_nested_in_labels(rule, model)
    return rule.venue


@pytest.mark.parametrize(
    ("rules_venue", "labels_venue"),
    [
        # A sentence, a status or an identifier ran into the venue before its name.
        ("A.B. and C.D. contributed equally. Journal of Avian Biology", "Journal of Avian Biology"),
        ("Accepted for publication, Workshop on Coastal Ecology", "Workshop on Coastal Ecology"),
        ("ISSN: 1234-5678 . Revista de Ornitología", "Revista de Ornitología"),
        # A note in lowercase words after the venue's name.
        ("Sleep Medicine preprint", "Sleep Medicine"),
        ("Water Research in press", "Water Research"),
        # The rules stopped short of the name's last capitalised words.
        ("Ann. Nutr. Int.", "Ann. Nutr. Int. Ed."),
        ("Studien zur Ornithologie: Systematik", "Studien zur Ornithologie: Systematik, Ökologie"),
    ],
)
def test_the_labellers_venue_nested_in_the_rules_one_is_taken_where_they_differ_by_no_venue_words(
    rules_venue, labels_venue
):
    assert _nested_venue(rules_venue, labels_venue) == labels_venue


@pytest.mark.parametrize(
    ("rules_venue", "labels_venue", "confidence"),
    [
        # The venue's own opening words, with no clause ending before the labeller's part.
        ("Oxford Structures Journal", "Structures Journal", 0.99),
        ("Procedia Engineering", "Engineering", 0.99),
        ("3rd International Conference on Wind Loads", "International Conference on Wind Loads", 0.99),
        # Words after the labeller's venue that are the name's own, or numbers.
        ("Proceedings of the Symposium on Quality of Service", "Proceedings of the Symposium on", 0.99),
        ("Water Research 12", "Water Research", 0.99),
        # The labeller's longer venue opens with the title's last words, or ends in a lowercase word.
        ("Journal of Climate", "Journal of Climate, in", 0.99),
        ("Inorg. Chem.", "Tantalum Oxide Clusters in Solution Inorg. Chem.", 0.99),
        # A clause before the labeller's venue that is an abbreviation's period, or an imprint.
        ("Can. J. Avian Biol.", "J. Avian Biol.", 0.99),
        ("Coastal Towns, Tome II, Paris, Éditions Nord", "Éditions Nord", 0.99),
        # The labeller's longer venue runs on into a month or a volume.
        ("Avian Biology", "Avian Biology. Jan", 0.99),
        ("Handbuch der Ornithologie", "Handbuch der Ornithologie, Bd", 0.99),
        # Or into the venue's acronym in brackets, which is read apart.
        ("Conference on Bird Migration", "Conference on Bird Migration (CBM", 0.99),
        # A labeller not sure of its venue.
        ("Notes. Journal of Avian Biology", "Journal of Avian Biology", 0.85),
        # A colon parting the journal's name from its subtitle.
        ("Soil Analysis and Crop Mining: The ISA Crop Science Journal", "The ISA Crop Science Journal", 0.99),
    ],
)
def test_the_rules_venue_stands_where_the_part_the_readings_differ_by_may_be_the_venues(
    rules_venue, labels_venue, confidence
):
    assert _nested_venue(rules_venue, labels_venue, confidence) == rules_venue


@pytest.mark.parametrize(
    "text",
    [
        # APA, Vancouver and Elsevier's author-year with a double stop after the names.
        "Abara, K. (2014). Kernel methods for crop yield. Soil Analysis and Crop Mining: The ISA Crop "
        "Science Journal, 6(2), 110–125.",
        "Abara K. Kernel methods for crop yield. Soil Analysis and Crop Mining: The ISA Crop Science "
        "Journal. 2014;6(2):110–125.",
        "Abara, K.. Kernel methods for crop yield. Soil Analysis and Crop Mining: The ISA Crop Science\n"
        "    Journal 2014;6(2):110–125.",
    ],
)
def test_a_journals_name_keeps_its_subtitle_after_a_colon(text):
    entry = read_one(text)
    assert (entry["title"], entry["year"]) == ("Kernel methods for crop yield", 2014)
    assert entry["venue"] == "Soil Analysis and Crop Mining: The ISA Crop Science Journal"


def test_the_labellers_venue_opening_the_rules_one_is_taken_whatever_follows_where_the_titles_agree():
    model = ParsedEntry(title="Nesting habits", venue="Coastal Birds", field_confidence={"venue": 0.85})
    rule = ParsedEntry(title="Nesting habits", venue="Coastal Birds, 20 February")
    _venue_nested_in_labels(rule, model)
    assert rule.venue == "Coastal Birds"
    # Titles that differ: a date after the venue is no lowercase note, so the rules' venue stands,
    # and a labeller below the surer threshold is not heard at all.
    for confidence in (0.85, 0.99):
        model.field_confidence = {"venue": confidence}
        rule = ParsedEntry(title="Nesting habits of coastal gulls", venue="Coastal Birds, 20 February")
        _venue_nested_in_labels(rule, model)
        assert rule.venue == "Coastal Birds, 20 February"


def test_a_status_after_the_names_is_no_part_of_the_last_name():
    # The labeller reads "Forthcoming" into the last name where editors' names follow the title;
    # the rules' names stand.
    text = (
        "Lena Okafor and Pieter Brandt. Forthcoming.\n"
        "Word order and guessing in related languages.\n"
        "Accepted for publication in M. Lanza, C. Moreau and T. Serra (eds), Contact and learning "
        "in multilingual minds."
    )
    (entry,) = parse(text).entries
    assert entry.authors == ["Lena Okafor", "Pieter Brandt"]
    assert entry.title == "Word order and guessing in related languages"
