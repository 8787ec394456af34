"""Reference lists copied out of the PDF of a paper: the running heads and feet of the journals'
pages between the references (ACM's ``acmart``, Elsevier's, Springer's ``llncs``), a DOI that the
copy parts after its prefix, soft hyphens, and words hyphenated at a line's end (invented lists)."""

from publications.parsing import parse
from publications.parsing.records import LineKind
from publications.parsing.segmentation.pagelines import PAGE_LINE_REASON, journal_head, page_line_reason
from publications.parsing.text import rejoin_broken_words, written_words

ACM_REFERENCES = (
    "REFERENCES\n"
    "[1] Priya Raman, Jonas Weller, and Elif Demir. 2021. Scalable Checkpointing for\n"
    "Exascale Simulations. In Proceedings of the International Conference for High\n"
    "Performance Computing, Networking, Storage and Analysis (SC ’21). ACM, New\n"
    "York, NY, USA, 1–14. https://doi.org/10.1145/ 3458817.3476201\n"
    "[2] Hana Kowalczyk, Omar Farouk, and Lena Vogt. 2020. Energy-Aware Sched-\n"
    "uling for Heterogeneous Clusters. ACM Trans. Comput. Syst. 38, 2 (2020), 1–29.\n"
    "https://doi.org/10.1145/3391194\n"
    "Proc. ACM Meas. Anal. Comput. Syst., Vol. 5, No. 2, Article 17. Publication date: June 2021.\n"
    "17:22 • Raman et al.\n"
    "[3] Daniel Osei and Sofia Marquez. 2018. Lock-Free Data Structures Revisited.\n"
    "In Proceedings of the 23rd ACM SIGPLAN Symposium on Principles and Practice of\n"
    "Parallel Programming (PPoPP ’18). 112–125. https://doi.org/10.1145/3178487.\n"
    "3178501\n"
)


def test_the_running_head_and_foot_of_an_acm_journal_page_are_page_lines_and_its_venue_lines_not():
    heads_and_feet = [
        "Proc. ACM Meas. Anal. Comput. Syst., Vol. 5, No. 2, Article 17. Publication date: June 2021.",
        "J. ACM, Vol. 37, No. 4, Article 111. Publication date: August 2018.",
        "ACM Trans. Graph., Vol. 40, No. 6, Article 231. Publication date: December 2021.",
        "17:22 • Raman et al.",
        "111:4 • Trovato and Tobin, et al.",
        "Scalable Checkpointing for Exascale Simulations • 17:23",
    ]
    venue_lines = [
        "ACM Trans. Comput. Syst. 38, 2 (2020), 1–29.",
        "J. ACM 37, 4, Article 111 (Aug. 2018), 24 pages.",
        "Proc. ACM Program. Lang. 5, OOPSLA, Article 17 (Oct. 2021), 30 pages.",
        "17:22",
    ]
    assert [page_line_reason(line) for line in heads_and_feet + venue_lines] == [PAGE_LINE_REASON] * len(
        heads_and_feet
    ) + [None] * len(venue_lines)


def test_the_running_head_and_foot_between_references_are_neither_entries_nor_their_text():
    result = parse(ACM_REFERENCES)
    entries = result.entries
    assert [entry.title for entry in entries] == [
        "Scalable Checkpointing for Exascale Simulations",
        "Energy-Aware Scheduling for Heterogeneous Clusters",
        "Lock-Free Data Structures Revisited",
    ]
    assert (entries[1].volume, entries[1].pages) == ("38", "1–29")
    assert "Publication date" not in entries[1].raw
    ignored = {account.line for account in result.lines if account.kind == LineKind.IGNORED}
    assert {9, 10} <= ignored


def test_a_doi_parted_after_its_prefix_is_read_whole():
    assert [entry.doi for entry in parse(ACM_REFERENCES).entries] == [
        "10.1145/3458817.3476201",
        "10.1145/3391194",
        "10.1145/3178487.3178501",
    ]


def test_a_compound_broken_at_its_hyphen_keeps_it_where_the_text_writes_both_halves():
    text = (
        "Long-range dependencies in document retrieval\n"
        "Sparse attention for long-\ndocument classification\n"
        "Community-based screening of acquired infections\n"
        "Pneumonia in community-\nacquired cases\n"
        "Multi-task learning of multi-\nple objectives\n"
        "The international survey\nof inter-\nnational trade\n"
    )
    lines = text.split("\n")
    words = written_words(text)
    assert rejoin_broken_words(lines[1:3], words) == ["Sparse attention for long-document", "classification"]
    assert rejoin_broken_words(lines[4:6], words) == ["Pneumonia in community-acquired", "cases"]
    assert rejoin_broken_words(lines[6:8], words) == ["Multi-task learning of multiple", "objectives"]
    assert rejoin_broken_words(lines[9:11], words) == ["of international", "trade"]


def test_a_reference_list_keeps_the_hyphen_of_a_compound_broken_at_a_line_end():
    text = (
        "References\n"
        "1. Okafor N, Lindqvist B. Community-based screening for tuberculosis in rural clinics.\n"
        "Int J Tuberc Lung Dis. 2019;23(4):411-8.\n"
        "2. Petrov I, Achebe O, Lund K. Antimicrobial resistance patterns in community-\n"
        "acquired pneumonia. Clin Infect Dis. 2020;71(5):1234-42.\n"
        "3. Whitmore A, Sanchez R. Risk factors for acquired resistance in adults. Lancet Infect\n"
        "Dis. 2018;18(2):101-10.\n"
    )
    assert [entry.title for entry in parse(text).entries] == [
        "Community-based screening for tuberculosis in rural clinics",
        "Antimicrobial resistance patterns in community-acquired pneumonia",
        "Risk factors for acquired resistance in adults",
    ]


def test_the_foot_and_head_of_an_elsevier_page_and_the_head_of_a_springer_page_are_page_lines():
    heads_and_feet = [
        "Preprint submitted to Journal of Computational Physics March 3, 2022",
        "Preprint submitted to Elsevier                                  June 12, 2019",
        "14 M. Ivanova et al.",
        "208 J.-P. Okafor et al.",
        "L. Brandt et al. / Journal of Computational Physics 412 (2020) 109–130",
        "110 L. Brandt et al. / Journal of Computational Physics 412 (2020) 109–130",
    ]
    reference_lines = [
        "Preprint submitted to Nature Physics (2021).",
        "Preprint submitted to Phys. Rev. Lett., March 3, 2022.",
        "14 M. Ivanova, T. Keller, and others",
        "L. Brandt et al., Journal of Computational Physics 412 (2020) 109–130.",
    ]
    assert [page_line_reason(line) for line in heads_and_feet + reference_lines] == [PAGE_LINE_REASON] * len(
        heads_and_feet
    ) + [None] * len(reference_lines)


def test_a_preprint_foot_inside_a_reference_is_left_out_of_its_text():
    text = (
        "References\n"
        "[1] R. Iyer, M. Tan, and K. Okonkwo, “Efficient sparse attention for document\n"
        "classification,” in Proc. IEEE Conf. Comput. Vis. Pattern Recognit. (CVPR),\n"
        "2021, pp. 1123–1131.\n"
        "[2] T. Nakamura, D. Ferreira, and A. Lindqvist, “Graph neural networks\n"
        "Preprint submitted to Elsevier                                  March 3, 2022\n"
        "for traffic forecasting,” in Proc. Int. Conf. Learn. Represent. (ICLR), 2022.\n"
        "[3] M. Oyelaran and J. Castellanos, “A survey of fine-grained image retrieval,”\n"
        "ACM Comput. Surv., vol. 54, no. 3, pp. 1–36, 2021.\n"
    )
    result = parse(text)
    assert [entry.title for entry in result.entries] == [
        "Efficient sparse attention for document classification",
        "Graph neural networks for traffic forecasting",
        "A survey of fine-grained image retrieval",
    ]
    assert 6 in {account.line for account in result.lines if account.kind == LineKind.IGNORED}


def test_a_springer_running_head_inside_a_reference_is_no_part_of_its_pages():
    text = (
        "References\n"
        "1. Ivanova, M., Keller, T.: Verified compilation of reactive programs. In: Smith, J.\n"
        "(ed.) CAV 2020. LNCS, vol. 12224, pp. 301–322. Springer, Cham (2020)\n"
        "2. Olsen, K., Bauer, F., Rossi, E.: A type system for gradual information flow. In:\n"
        "Proceedings of the 34th European Symposium on Programming (ESOP 2021), pp.\n"
        "14 M. Ivanova et al.\n"
        "112–139. Springer, Heidelberg (2021)\n"
        "3. Dubois, A.: Model checking concurrent data structures. J. Autom. Reason. 64(5),\n"
        "821–848 (2019)\n"
    )
    entries = parse(text).entries
    assert [(entry.title, entry.pages) for entry in entries] == [
        ("Verified compilation of reactive programs", "301–322"),
        ("A type system for gradual information flow", "112–139"),
        ("Model checking concurrent data structures", "821–848"),
    ]


def test_soft_hyphens_are_no_letters_and_one_at_a_break_joins_the_word():
    text = (
        "References\n"
        "[1] R. Iyer and M. Tan, “Efficient sparse at\u00adtention for document classi\u00ad\n"
        "fication,” IEEE Trans. Knowl. Data Eng., vol. 33, no. 4, pp. 1123–1131, 2021.\n"
        "[2] L. Brandt and P. Oduya, “Learning represen\u00adtations for flow estimation,” IEEE\n"
        "Trans. Image Process., vol. 29, pp. 455–467, 2020.\n"
    )
    assert [entry.title for entry in parse(text).entries] == [
        "Efficient sparse attention for document classification",
        "Learning representations for flow estimation",
    ]


def test_a_word_the_list_writes_hyphenated_in_an_earlier_reference_keeps_its_hyphen_at_a_break():
    text = (
        "References\n"
        "[1] R. Iyer and M. Tan, “Cross-validation of sparse attention models,” IEEE Trans.\n"
        "Knowl. Data Eng., vol. 33, no. 4, pp. 1123–1131, 2021.\n"
        "[2] L. Brandt and P. Oduya, “Nested cross-\n"
        "validation for flow estimation,” IEEE Trans. Image Process., vol. 29, pp. 455–467,\n"
        "2020.\n"
        "[3] S. Halvorsen, “Robust models for noisy sensor networks,” IEEE Sens. J., vol. 18,\n"
        "no. 4, pp. 88–97, 2018.\n"
    )
    assert [entry.title for entry in parse(text).entries] == [
        "Cross-validation of sparse attention models",
        "Nested cross-validation for flow estimation",
        "Robust models for noisy sensor networks",
    ]


def test_a_journal_page_head_naming_only_the_journal_and_volume_has_the_shape_of_one():
    heads = [
        "Journal of Applied Numerical Methods, Vol. 3",
        "IEEE TRANSACTIONS ON SIGNAL PROCESSING, VOL. 68, NO. 4, APRIL 2020",
        "412 International Journal of Heat Transfer, Vol. 12, No. 2 (2019)",
        "J. Appl. Phys. 128, 2020",
    ]
    venue_lines = [
        "Journal of Applied Numerical Methods, vol. 3, pp. 12–15, 2019.",
        "J. Appl. Phys. 128, 045101 (2020).",
        "Conf. Learn. Represent. (ICLR), 2022.",
    ]
    assert [journal_head(line) for line in heads + venue_lines] == [True] * len(heads) + [False] * len(
        venue_lines
    )


def test_a_journal_page_head_between_two_references_joins_neither():
    ieee = (
        "References\n"
        "[1] R. Iyer, M. Tan, and K. Okonkwo, “Efficient sparse attention for document classification,”\n"
        "Journal of Computational Linguistics, vol. 12, no. 3, pp. 211–230, 2019.\n"
        "Journal of Applied Numerical Methods, Vol. 3\n"
        "[2] T. Nakamura and A. Lindqvist, “Graph neural networks for traffic forecasting,” in Proc. Int.\n"
        "Conf. Learn. Represent. (ICLR), 2022.\n"
    )
    vancouver = (
        "References\n"
        "1. Okafor N, Lindqvist B. Grain boundary diffusion in thin copper films. Phys Rev B.\n"
        "2018;97(4):045301.\n"
        "J. Appl. Phys. 128, 2020\n"
        "2. Petrov I, Achebe O. Strain relaxation in epitaxial layers. Appl Phys Lett. 2019;114:101902.\n"
        "3. Whitmore A, Sanchez R. Thermal transport across interfaces. J Appl Phys. 2017;121:175103.\n"
    )
    for text, head, years in ((ieee, 4, [2019, 2022]), (vancouver, 4, [2018, 2019, 2017])):
        result = parse(text)
        assert [entry.year for entry in result.entries] == years
        assert not any("Vol. 3" in entry.raw or "128, 2020" in entry.raw for entry in result.entries)
        assert head in {account.line for account in result.lines if account.kind == LineKind.IGNORED}


def test_a_line_shaped_like_a_journal_head_under_an_undated_reference_is_its_venue():
    text = (
        "[1] R. Iyer and M. Tan. Efficient sparse attention for document classification.\n"
        "Journal of Applied Numerical Methods, Vol. 3\n"
        "[2] T. Nakamura and A. Lindqvist. Graph neural networks for traffic forecasting. 2022.\n"
    )
    entries = parse(text).entries
    assert len(entries) == 2
    assert "Vol. 3" in entries[0].raw


def test_a_doi_broken_at_a_full_line_with_no_mark_of_the_break_goes_on_with_the_rest_below():
    text = (
        "References\n"
        "Brandt, L., & Oduya, P. (2020). A spectral solver for stiff flows in rotating channels.\n"
        "Journal of Computational Physics, 412, Article 109431. https://doi.org/10.1016/j.jcp.2020.\n"
        "109431\n"
        "Kowalczyk, H., & Farouk, O. (2023). Energy-aware scheduling for heterogeneous clusters.\n"
        "ACM Transactions on Computer Systems, 38(2), 1–29. https://doi.org/10.1145/3581\n"
        "784.3613\n"
        "Osei, D. (2020). Stem cell niches in the developing gut of the zebrafish larva.\n"
        "Development, 147(3), Article dev.187123. https://doi.org/10.1242/de\n"
        "v.187123\n"
        "Lund, K. (2020). Tidal mixing in fjords. Journal of Physical Oceanography, 50, 3–17.\n"
    )
    assert [entry.doi for entry in parse(text).entries] == [
        "10.1016/j.jcp.2020.109431",
        "10.1145/3581784.3613",
        "10.1242/dev.187123",
        None,
    ]


def test_a_page_number_under_a_reference_whose_doi_stops_short_is_no_part_of_it():
    text = (
        "References\n"
        "Brandt, L., & Oduya, P. (2020). A spectral solver for stiff flows in rotating channels.\n"
        "Journal of Computational Physics, 412, Article 109431. https://doi.org/10.1016/j.jcp.2020.\n"
        "109431\n"
        "Kowalczyk, H., & Farouk, O. (2023). Energy-aware scheduling for heterogeneous clusters.\n"
        "ACM Transactions on Computer Systems, 38(2), 1–29. https://doi.org/10.1145/3581784\n"
        "12\n"
        "Lund, K. (2020). Tidal mixing in fjords. Journal of Physical Oceanography, 50, 3–17.\n"
    )
    assert [entry.doi for entry in parse(text).entries][1:] == ["10.1145/3581784", None]
