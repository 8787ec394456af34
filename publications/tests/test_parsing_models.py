"""The committed model files are what their trainers build from the committed data and code:
each manifest's input digest is built again here, and the model file's digest checked."""

import dataclasses
from pathlib import Path

from publications.parsing.labelling.model import MODEL_PATH as FIELDS_MODEL
from publications.parsing.labelling.tokens import tokenize
from publications.parsing.segmentation.model import MODEL_PATH as LINES_MODEL
from publications.parsing.training import fields, lines, manifest


def _check(model_path: Path, model_name: str, input_digest: str) -> None:
    retrain = f"run python -m publications.parsing.train {model_name}"
    found = manifest.read(model_path)
    assert found is not None, f"{manifest.manifest_path(model_path).name} is missing: {retrain}"
    assert input_digest == found["input_sha256"], f"training data changed: {retrain}"
    assert manifest.file_digest(model_path) == found["model_sha256"], (
        f"{model_path.name} is not the file its trainer wrote: {retrain}"
    )


def test_the_field_labeller_is_trained_from_the_committed_data():
    digest = fields.input_digest(fields.training_sequences(), fields.PARAMETERS)
    _check(FIELDS_MODEL, "fields", digest)


def test_the_line_labeller_is_trained_from_the_committed_data():
    digest = lines.input_digest(lines.training_documents(), lines.PARAMETERS)
    _check(LINES_MODEL, "lines", digest)


def test_the_field_input_digest_sees_a_label_a_layout_flag_and_the_parameters():
    tokens = tokenize(["Osei, K. Cobalt catalysis. *Chem. Sci.* 2021"])
    labels = ["author"] * 4 + ["title"] * 3 + ["container"] * 6 + ["date"]
    assert len(labels) == len(tokens)
    digest = fields.input_digest([(tokens, labels)], fields.PARAMETERS)
    assert digest == fields.input_digest([(list(tokens), list(labels))], dict(fields.PARAMETERS))

    relabelled = ["author"] * 4 + ["title"] * 4 + ["container"] * 5 + ["date"]
    assert fields.input_digest([(tokens, relabelled)], fields.PARAMETERS) != digest

    upright = [dataclasses.replace(token, italic=False) for token in tokens]
    assert upright != tokens
    assert fields.input_digest([(upright, labels)], fields.PARAMETERS) != digest

    longer = {**fields.PARAMETERS, "max_iterations": fields.PARAMETERS["max_iterations"] + 1}
    assert fields.input_digest([(tokens, labels)], longer) != digest


def test_the_code_of_a_module_leaves_out_its_comments_and_docstrings():
    from publications.parsing.labelling import features

    code = manifest.code_of(features)
    assert "token_features" in code
    assert "Every feature is a string" not in code  # the module's docstring
    assert "each a feature of its name where it is set" not in code  # a comment
