"""Raised digits ("¹", an affiliation number copied with its name) anywhere in a list."""

from publications.parsing import parse
from publications.parsing.labelling.features import word_features

RAISED = """Articles

Smith JA¹², Doe B³, Okafor CN¹. Antimicrobial resistance in rural clinics. Lancet Infect Dis. 2020;20:567-75.

Smith, A.¹, Jones, B.², & Patel, C.¹ (2019). Sleep spindles and memory. J Neurosci, 39(12), 2345–2356.

Wang L¹, Li Y²*. CO2 reduction on Cu2O catalysts. Nature Catalysis 4, 2021.

Garcia M, Lee K. COVID19, H1N1 and H5N1: lessons for pandemic preparedness. BMJ 2021;372:n12.
"""


def test_a_raised_digit_alone_is_read_without_failing():
    assert "digits=1" in word_features("¹")
    result = parse(RAISED)
    assert not result.issues
    assert [entry.authors for entry in result.entries] == [
        ["JA Smith", "B Doe", "CN Okafor"],
        ["A. Smith", "B. Jones", "C. Patel"],
        ["L Wang", "Y Li"],
        ["M Garcia", "K Lee"],
    ]
