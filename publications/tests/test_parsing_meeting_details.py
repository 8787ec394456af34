"""What follows a meeting's name in a reference: the days it was held, the town and the tag of its
edition are no volume, pages or part of the venue; a note on the kind of contribution before the
meeting's name is no part of it."""

import pytest

from publications.tests.parsing_helpers import only_entry


def test_a_meetings_tag_joined_to_its_year_by_a_hyphen():
    entry = only_entry(
        "Lund, A., Osei, B. Cold-start recommendation. In Proceedings of the Thirty-Sixth AAAI "
        "Conference on Artificial Intelligence (AAAI-22), Vancouver, Canada, pp. 5000–5008, 2022."
    )
    assert entry.venue_acronym == "AAAI"
    assert entry.venue == "Proceedings of the Thirty-Sixth AAAI Conference on Artificial Intelligence"


@pytest.mark.parametrize(
    "text, venue, acronym",
    [
        (
            "Lund, A., Osei, B.: Robust tabular models. In: Proceedings of the Twenty-Ninth International "
            "Joint Conference on Artificial Intelligence, IJCAI-20, pp. 100–106. International Joint "
            "Conferences on Artificial Intelligence Organization (2020)",
            "Proceedings of the Twenty-Ninth International Joint Conference on Artificial Intelligence",
            "IJCAI",
        ),
        (
            "Lund, A., Osei, B. Efficient samplers. In International Conference on Learning "
            "Representations, ICLR 2023 (Poster), 2023.",
            "International Conference on Learning Representations",
            "ICLR",
        ),
    ],
)
def test_a_meetings_tag_after_a_comma_closing_its_name_is_its_acronym(text, venue, acronym):
    entry = only_entry(text)
    assert (entry.venue, entry.venue_acronym) == (venue, acronym)


def test_a_country_after_a_meetings_name_is_no_tag():
    entry = only_entry("Lund, A. Tides. In Proceedings of the Coastal Conference, USA, pp. 3–9, 2020.")
    assert entry.venue_acronym != "USA"


@pytest.mark.parametrize(
    "text, venue",
    [
        (
            "A. Lund, B. Osei, and C. Varga. 2023. Quiet caches. In Proceedings of the 30th ACM SIGSAC "
            "Conference on Computer and Communications Security (CCS '23), Copenhagen, Denmark, "
            "November 26–30, 2023, pp. 1–15.",
            "Proceedings of the 30th ACM SIGSAC Conference on Computer and Communications Security",
        ),
        (
            "Lund, A., Osei, B. (2016). Cruise control on wet roads. In: 2016 American Control Conference "
            "(ACC), Boston, MA, USA, July 6–8, 2016, pp. 300–305. IEEE.",
            "2016 American Control Conference",
        ),
        (
            "Lund, A., Osei, B. Depth from few views. In Proceedings of the European Conference on "
            "Computer Vision (ECCV), Glasgow, UK, 23–28 August 2020; pp. 100–116.",
            "Proceedings of the European Conference on Computer Vision",
        ),
        (
            "Lund, A., Osei, B. (2022). Speech for small languages. In Interspeech 2022, 23rd Annual "
            "Conference of the International Speech Communication Association, Incheon, Korea, "
            "18–22 September 2022, pp. 2000–2004.",
            "Interspeech",
        ),
    ],
)
def test_a_meetings_days_are_no_volume(text, venue):
    entry = only_entry(text)
    assert entry.venue == venue
    assert entry.volume is None


def test_a_meetings_days_running_into_the_next_month_are_no_volume():
    entry = only_entry(
        "Lund, A., Osei, B. Cold-start recommendation. In Proceedings of the Thirty-Sixth AAAI "
        "Conference on Artificial Intelligence (AAAI-22), Vancouver, Canada, February 22–March 1, 2022, "
        "pp. 5000–5008."
    )
    assert (entry.volume, entry.pages, entry.year) == (None, "5000–5008", 2022)


def test_a_journals_day_of_issue_is_left_alone():
    entry = only_entry("Lund, A. Tides. Coastal Review, 12, 3–9, June 2020.")
    assert (entry.volume, entry.pages) == ("12", "3–9")


@pytest.mark.parametrize(
    "text, venue",
    [
        (
            "Lund, A. (2019). Learning from sparse rewards. Extended abstract presented at the 18th "
            "International Conference on Autonomous Agents and MultiAgent Systems (AAMAS), Montreal, Canada.",
            "18th International Conference on Autonomous Agents and MultiAgent Systems",
        ),
        (
            "Lund, A. (2015). L'écologie des friches urbaines. Communication au Congrès de l'ACFAS, "
            "Rimouski, Québec, 25–29 mai 2015.",
            "Congrès de l'ACFAS",
        ),
    ],
)
def test_a_note_on_the_contribution_is_no_part_of_the_venue(text, venue):
    assert only_entry(text).venue == venue


def test_a_poster_sessions_note_in_vancouver_is_no_part_of_the_venue():
    entry = only_entry(
        "1. Lund A, Osei B. Early warning scores in paediatrics. Poster session presented at: 25th Annual "
        "Scientific Meeting of the European Society of Paediatric Research; 2019 Oct 4–7; Tallinn, Estonia."
    )
    assert entry.venue == "25th Annual Scientific Meeting of the European Society of Paediatric Research"
    assert entry.year == 2019


def test_agus_abstract_number_and_days_are_no_part_of_the_venue():
    entry = only_entry(
        "Lund, A., and B. Osei (2017). Soil carbon trends. Abstract B21A-01 presented at 2017 Fall "
        "Meeting, AGU, New Orleans, LA, 11–15 Dec."
    )
    assert entry.venue.startswith("2017 Fall Meeting")
    assert not any(word in entry.venue for word in ("presented", "B21A", "Dec", "Orleans"))


def test_a_host_citys_name_ending_like_a_topic_is_cut():
    entry = only_entry(
        "Lund, A., Osei, B. Scaling laws for small code models. NeurIPS 2022 Workshop on Deep "
        "Learning for Code, New Orleans, LA, 2022."
    )
    assert entry.venue == "NeurIPS 2022 Workshop on Deep Learning for Code"


def test_pmlrs_series_after_the_meetings_name_is_no_part_of_the_venue():
    entry = only_entry(
        "Lund, A., Osei, B. 2023. Diffusion for tabular data. Proceedings of the 40th International "
        "Conference on Machine Learning, in Proceedings of Machine Learning Research 202:100-120."
    )
    assert entry.venue == "Proceedings of the 40th International Conference on Machine Learning"
    assert (entry.volume, entry.pages) == ("202", "100–120")


@pytest.mark.parametrize(
    "text",
    [
        "Lund, A., & Osei, B. (2020). Gut flora and sleep quality [Abstract]. Sleep, 43(Suppl 1), A120.",
        "1. Lund A, Osei B. Early results of a gait trial [abstract]. Gait Posture. 2019;70(Suppl 1):S12.",
    ],
)
def test_the_mark_of_an_abstract_is_no_part_of_the_title(text):
    assert only_entry(text).title in ("Gut flora and sleep quality", "Early results of a gait trial")


def test_a_series_after_a_meetings_name_is_no_tag():
    entry = only_entry(
        "Lund, A., Osei, B. Spectral clustering revisited. In Proceedings of the 38th International "
        "Conference on Machine Learning, PMLR 139:100–110, 2021."
    )
    assert entry.venue == "Proceedings of the 38th International Conference on Machine Learning"
    assert entry.venue_acronym is None


def test_a_host_after_a_meetings_name_is_no_tag():
    entry = only_entry(
        "Lund, A. (2019). Dados abertos. Workshop de informação, dados e tecnologia, UFES, Vitória, 2019."
    )
    assert entry.venue_acronym is None


def test_a_gbt_proceedings_place_and_publisher_are_no_part_of_its_title():
    entry = only_entry(
        "[1] 王伟, 李娜. 潮汐模型研究[C]//第十届全国海洋计算学术会议论文集. 北京: 海洋计算学会, 2019: 12-15."
    )
    assert entry.venue == "第十届全国海洋计算学术会议论文集"
    assert entry.publisher == "海洋计算学会"
    assert (entry.pages, entry.year) == ("12–15", 2019)


@pytest.mark.parametrize(
    "text, venue, number",
    [
        (
            "Lund, A., and B. Osei, 2019: Radar nowcasting of hail. 99th AMS Annual Meeting, Phoenix, AZ, "
            "Amer. Meteor. Soc., 3.4, https://ams.confex.com/ams/2019Annual/webprogram/Paper350000.html.",
            "99th AMS Annual Meeting",
            "3.4",
        ),
        (
            "Lund, A., 2010: Squall lines over plains. 25th Conf. on Severe Local Storms, Denver, CO, "
            "Amer. Meteor. Soc., P1.23.",
            "25th Conf. on Severe Local Storms",
            "P1.23",
        ),
    ],
)
def test_a_meeting_papers_number_after_its_society_is_no_part_of_the_venue(text, venue, number):
    entry = only_entry(text)
    assert (entry.venue, entry.publisher, entry.article_number) == (venue, "Amer. Meteor. Soc", number)


def test_a_societys_acronym_before_a_meetings_town_is_no_region():
    entry = only_entry(
        "Lund, A., and B. Osei (2017), Tidal mixing in estuaries. Abstract B21A-01 presented at 2017 Fall "
        "Meeting, AGU, New Orleans, LA, 11–15 Dec."
    )
    assert entry.venue == "2017 Fall Meeting, AGU"


def test_agus_note_on_an_abstract_after_a_comma_closes_the_title():
    entry = only_entry(
        "Lund, A. (2019), Sediment plumes off river mouths, Abstract OS13B-1542 presented at 2019 Fall "
        "Meeting, AGU, San Francisco, CA, 9–13 Dec."
    )
    assert (entry.title, entry.venue, entry.year) == (
        "Sediment plumes off river mouths",
        "2019 Fall Meeting, AGU",
        2019,
    )


@pytest.mark.parametrize(
    "text, authors, venue",
    [
        (
            "[2] WANG W, LI N. Deep models for tides[C]//Proceedings of the 10th International Conference "
            "on Ocean Computing. Beijing: Science Press, 2019: 1-5.",
            ["W. WANG", "N. LI"],
            "Proceedings of the 10th International Conference on Ocean Computing",
        ),
        (
            "VAN DER BERG J, LI N. Deep models for tides[J]. Journal of Ocean Computing, 2019, 3(2): 1-5.",
            ["J. VAN DER BERG", "N. LI"],
            "Journal of Ocean Computing",
        ),
    ],
)
def test_gbt_names_in_capitals_before_a_marked_title(text, authors, venue):
    entry = only_entry(text)
    assert (entry.authors, entry.title, entry.venue) == (authors, "Deep models for tides", venue)


@pytest.mark.parametrize(
    "text, venue",
    [
        (
            "Okafor, T. R., and L. Brandt, 2014: Gust fronts over complex terrain. Preprints, 27th Conf. on "
            "Severe Local Storms, Madison, WI, Amer. Meteor. Soc., 8B.3.",
            "27th Conf. on Severe Local Storms",
        ),
        (
            "Okafor, T. R., 2009: Fog climatology of coastal valleys. Preprints, 23rd Conference on "
            "Hydrology, Phoenix, AZ, Amer. Meteor. Soc., 112–115.",
            "23rd Conference on Hydrology",
        ),
    ],
)
def test_ams_preprints_before_a_meetings_name_is_no_part_of_the_venue(text, venue):
    entry = only_entry(text)
    assert (entry.venue, entry.publisher) == (venue, "Amer. Meteor. Soc")


def test_a_gbt_hosts_editors_before_its_title_are_its_editors_not_its_title():
    entry = only_entry(
        "[1] 陈静, 许文. 河口泥沙的输运过程[C]//赵强, 孙丽, 编. 第五届全国河口海岸学术会议论文集. "
        "上海: 海洋出版社, 2016: 88-95."
    )
    assert (entry.venue, entry.publisher, entry.editors) == (
        "第五届全国河口海岸学术会议论文集",
        "海洋出版社",
        ["赵强", "孙丽"],
    )
    assert (entry.title, entry.pages, entry.year) == ("河口泥沙的输运过程", "88–95", 2016)


def test_a_gbt_hosts_editors_with_eds_before_its_title_are_no_part_of_the_title_or_venue():
    entry = only_entry(
        "[2] HALL R, PEREZ M. Sediment budgets of tidal inlets[C]//KING D, OSEI B, eds. Proceedings of "
        "the 9th Symposium on Coastal Dynamics. Berlin: Springer, 2016: 88-95."
    )
    assert (entry.title, entry.venue) == (
        "Sediment budgets of tidal inlets",
        "Proceedings of the 9th Symposium on Coastal Dynamics",
    )
