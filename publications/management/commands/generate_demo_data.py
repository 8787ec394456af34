"""Fill the database with a realistic, deterministic demo portal: tens of thousands of publications.

Used to try the site at department scale and by the benchmarks in ``bench/``. Rows are
written with PostgreSQL COPY inside one transaction, so 50,000 publications take seconds.
Everything generated belongs to one ImportBatch ("generate_demo_data"), which ``--clear``
removes again without touching other data.
"""

from __future__ import annotations

import itertools
import random
import time
from bisect import bisect_left
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta

from django.core.management.base import BaseCommand, CommandError
from django.db import connection, models, transaction
from django.utils.text import slugify
from psycopg.types.json import Jsonb

from publications import derived, freshness
from publications.keys import name_form, venue_key
from publications.models import (
    Author,
    AuthorAlias,
    Authorship,
    ImportBatch,
    ImportBatchStatus,
    ImportChange,
    ImportChangeAction,
    ListingCount,
    ListingValues,
    Publication,
    ScopedListingCount,
    Tag,
    Venue,
    VenueAlias,
)
from publications.parsing.records import PersonName
from publications.parsing.venues import all_venues
from publications.slugs import slug_for
from publications.vocabulary import PublicationStatus, PublicationType, VenueKind

DEMO_SOURCE = "generate_demo_data"
# Fixed rather than today's year, so a seed gives the same data on any day.
LAST_YEAR = 2025
YEAR_SPAN = 30
DOI_PREFIX = "10.5555/gsdemo"
MIN_AUTHORS, MAX_AUTHORS = 3, 8


def _words(text: str, sep: str | None = None) -> tuple[str, ...]:
    return tuple(word.replace("_", " ") for word in text.split(sep))


GIVEN_NAMES = _words(
    "Ada Alan Alice Amir Ana Andrea Anja Anna Antoine Arjun Aylin Beatriz Ben Bjørn Carla Carlos Chen "
    "Chloé Daniel David Dmitri Elena Elif Emma Eva Fatima Felix Fernando Florian Françoise Gabriel "
    "Grace Hana Hannah Hiroshi Hugo Ingrid Isabel Ivan Jakob James Jana Javier Jiří João Johanna "
    "Jonas Jorge José Julia Julien Kai Karim Katarzyna Kenji Laura Lea Lei Leila Lena Li Lin Lucas "
    "Lucía Luis Lukas Magnus Maria Mariana Markus Martin Mateo Mei Mia Michael Miguel Min Mohammed "
    "Nadia Naomi Nikolai Nina Noah Olga Omar Oskar Pablo Paul Pedro Peter Priya Rafael Rahul Raphaël "
    "Ravi Rosa Ruth Sakura Samuel Sara Sebastian Sergei Shreya Simon Sofia Søren Stefan Susanne "
    "Takeshi Tanja Thomas Tomás Valentina Victor Wei Xin Yara Yuki Yusuf Zeynep Zhao Zoë Łukasz Ömer "
    "Ángel Éric Ines Ilse Jun Kofi Amara Chidi Tariq"
)
FAMILY_NAMES = _words(
    "Abbott Adeyemi Aguilar Ahmed Albrecht Alves Andersen Arslan Bauer Becker Bergström Bianchi Böhm "
    "Brandt Brown Campos Cardoso Castillo Chan Chen Cheng Clarke Costa Dąbrowski Da_Silva Demir "
    "Dietrich Dubois Dvořák Eriksson Esposito Fernández Ferrari Fischer Fontaine François Fuchs "
    "García Garnier Gómez Graf Gruber Guo Gupta Haas Hahn Hansen Hartmann Hernández Hoffmann Horvath "
    "Huang Ibrahim Ito Ivanov Jäger Jansen Jensen Jiménez Johansson Kaiser Kang Kaya Keller Kim Klein "
    "Koch König Kowalski Krämer Krause Kumar Kuznetsov Lambert Lang Larsen Laurent Lee Lehmann Li Lin "
    "Lindqvist Liu López Lorenz Ma Martin Martínez Meier Mendes Mishra Moreau Morozov Müller Murphy "
    "Nakamura Nguyen Nielsen Novák Núñez O'Brien Öztürk Park Patel Peters Petrov Pham Popescu "
    "Quintero Ramírez Rao Reddy Richter Rossi Ruiz Saito Sánchez Santos Sato Schäfer Schmidt "
    "Schneider Schröder Schulz Schwarz Shah Silva Singh Šimek Smith Sokolova Sørensen Suzuki Svoboda "
    "Takahashi Tanaka Thomsen Torres Tran Vargas Vasquez Vogel Wagner Walter Wang Weber Wei Weiß "
    "Wilson Wolf Wong Wu Xu Yamamoto Yang Yilmaz Yoshida Zhang Zhao Zhou Zhu Zimmermann Ødegaard "
    "Ålund Çelik Łopata Żak Nowak Okafor Mensah Banerjee Chatterjee Iyer Nair Khan Hussain Rahman "
    "Ortega Navarro Romero Molina Delgado Ortiz Morales Herrera Medina Castro Rubio Marín Sanz "
    "Iglesias"
)
TOPICS = (
    "Parallel Computing",
    "Distributed Systems",
    "Machine Learning",
    "Computer Vision",
    "Natural Language Processing",
    "Data Management",
    "Storage Systems",
    "Computer Architecture",
    "Programming Languages",
    "Software Engineering",
    "Network Security",
    "Cloud Computing",
    "Scientific Computing",
    "Numerical Methods",
    "Graph Analytics",
    "Robotics",
    "Human-Computer Interaction",
    "Information Retrieval",
    "Bioinformatics",
    "Computational Physics",
    "Climate Modelling",
    "Quantum Computing",
    "Embedded Systems",
    "Operating Systems",
    "Performance Engineering",
    "Visualization",
    "Data Mining",
    "Edge Computing",
    "Energy-Efficient Computing",
    "Formal Methods",
)
TAGS = (
    "HPC",
    "I/O",
    "GPU",
    "Deep learning",
    "Compilers",
    "Scheduling",
    "Benchmarking",
    "Energy",
    "Fault tolerance",
    "Compression",
    "Sparse linear algebra",
    "Graph neural networks",
    "Reproducibility",
    "Open data",
    "Simulation",
    "Climate",
    "Genomics",
    "Privacy",
    "Cloud",
    "Quantum",
)
ADJECTIVES = _words(
    "Scalable Efficient Adaptive Robust Fast Accurate Lightweight Distributed Parallel Incremental "
    "Sparse Hierarchical Asynchronous Fault-Tolerant Energy-Aware Portable Automatic Learned "
    "Approximate Secure Elastic Predictive Unified Verified Interpretable Communication-Avoiding "
    "Low-Latency Mixed-Precision"
)
OBJECTS = _words(
    "Checkpointing|Scheduling|Data Placement|Load Balancing|Caching|Compression|Graph Partitioning|"
    "Matrix Multiplication|Stencil Computation|Query Processing|Model Training|Inference|"
    "Code Generation|Resource Allocation|Job Scheduling|Memory Management|Collective Communication|"
    "Autotuning|Prefetching|Anomaly Detection|Tensor Decomposition|Mesh Refinement|"
    "Particle Simulation|Replication|Indexing|Sampling|Topology Mapping|Power Capping|"
    "Failure Prediction|Workflow Execution",
    sep="|",
)
SETTINGS = _words(
    "Exascale Systems|GPU Clusters|Heterogeneous Architectures|Large Language Models|Burst Buffers|"
    "Parallel File Systems|Cloud Platforms|Edge Devices|Supercomputers|Data Centers|"
    "Multicore Processors|Serverless Platforms|Scientific Workflows|Climate Simulations|"
    "Genomic Pipelines|Sparse Tensors|Graph Neural Networks|Streaming Data|Federated Learning|"
    "Quantum Circuits",
    sep="|",
)
TITLE_PATTERNS = (
    "{adj} {obj} for {setting}",
    "Towards {adj} {obj} on {setting}",
    "{adj} {obj}: Lessons from {setting}",
    "On {adj} {obj} of {setting}",
    "{obj} at Scale: {adj} Techniques for {setting}",
    "Rethinking {adj} {obj} for {setting}",
    "{adj} and {adj2} {obj} in {setting}",
    "A Study of {adj} {obj} in {setting}",
    "Understanding {adj} {obj} on {setting}",
)
SUBTITLES = _words(
    "An Empirical Study|A Case Study|Design and Evaluation|Experience Report|Theory and Practice|"
    "A Systematic Comparison|Extended Version|Benchmarks and Insights|From Prototype to Production",
    sep="|",
)
ABSTRACT_WORDS = _words(
    "we present a novel approach to the problem of efficient execution on modern systems our method "
    "combines static analysis with runtime adaptation and reduces overhead substantially compared "
    "with the state of the art experiments on production workloads show speedups of up to an order of "
    "magnitude while preserving accuracy we further analyse scalability memory footprint energy "
    "consumption and sensitivity to parameters and discuss limitations and future work the evaluation "
    "covers synthetic benchmarks and real applications from science and industry results indicate "
    "that careful co-design of algorithms and data layout matters more than raw hardware throughput"
)
AWARDS = ("Best Paper Award", "Best Student Paper Award", "Best Paper Finalist", "Distinguished Artifact")
# The kinds of known venue the demo's papers appear in.
_TABLE_KINDS = frozenset(
    {
        VenueKind.CONFERENCE,
        VenueKind.JOURNAL,
        VenueKind.WORKSHOP,
        VenueKind.PREPRINT_SERVER,
        VenueKind.REPOSITORY,
    }
)
_TYPE_FOR_KIND = {
    VenueKind.CONFERENCE: PublicationType.CONFERENCE,
    VenueKind.WORKSHOP: PublicationType.CONFERENCE,
    VenueKind.JOURNAL: PublicationType.JOURNAL,
    VenueKind.PREPRINT_SERVER: PublicationType.PREPRINT,
    VenueKind.REPOSITORY: PublicationType.DATASET,
    VenueKind.BOOK: PublicationType.BOOK,
    VenueKind.OTHER: PublicationType.THESIS,
}
_GENERATED_VENUE_PATTERNS = (
    ("International Conference on {topic}", VenueKind.CONFERENCE),
    ("Symposium on {topic}", VenueKind.CONFERENCE),
    ("Journal of {topic}", VenueKind.JOURNAL),
    ("Transactions on {topic}", VenueKind.JOURNAL),
    ("Workshop on {topic}", VenueKind.WORKSHOP),
    ("Letters in {topic}", VenueKind.JOURNAL),
)
_REGIONS = ("", "European", "Asian", "American", "Nordic", "Pacific", "African", "Latin American", "Alpine")


@dataclass
class DemoData:
    """Rows to write, as dicts of column attribute names; ids already assigned for referenced tables."""

    venues: list[dict] = field(default_factory=list)
    venue_aliases: list[dict] = field(default_factory=list)
    authors: list[dict] = field(default_factory=list)
    author_aliases: list[dict] = field(default_factory=list)
    publications: list[dict] = field(default_factory=list)
    authorships: list[dict] = field(default_factory=list)
    publication_tags: list[dict] = field(default_factory=list)


class Command(BaseCommand):
    help = (
        "Generate a deterministic demo database (publications, authors with Zipf-like productivity, "
        "venues with aliases, tags) in seconds. --clear removes earlier demo data first."
    )

    def add_arguments(self, parser):
        parser.add_argument("--publications", type=int, default=1000, help="How many (default 1000).")
        parser.add_argument("--authors", type=int, help="How many (default 40%% of the publications).")
        parser.add_argument("--venues", type=int, help="How many (default 1 per 20 publications, 30-600).")
        parser.add_argument("--seed", type=int, default=1, help="Same seed, same data (default 1).")
        parser.add_argument("--clear", action="store_true", help="Remove earlier demo data first.")

    def handle(self, *args, **options):
        publications = options["publications"]
        if publications < 1:
            raise CommandError("--publications must be at least 1.")
        authors = options["authors"] or max(30, round(publications * 0.4))
        venues = options["venues"] or min(600, max(30, publications // 20))
        started = time.perf_counter()
        phases = {}

        def phase(name: str) -> None:
            phases[name] = time.perf_counter()

        with transaction.atomic():
            if options["clear"]:
                removed = clear_demo_data()
                self.stdout.write(f"Removed {removed} demo publications.")
            elif ImportBatch.objects.filter(source_name=DEMO_SOURCE).exists():
                raise CommandError("Demo data exists already; add --clear to replace it.")
            phase("clear")
            batch = ImportBatch.objects.create(
                raw_text=f"generate_demo_data --publications {publications} --seed {options['seed']}",
                source_name=DEMO_SOURCE,
                format="demo",
                status=ImportBatchStatus.APPLIED,
                counts={"created": publications},
            )
            generator = DemoGenerator(options["seed"], batch.pk)
            data = generator.generate(publications=publications, authors=authors, venues=venues)
            phase("generate")
            write_demo_data(data, batch)
            # The words of many of the rows now written are kept ready (publications.search).
            derived.choose_frequent_terms()
            freshness.bump()
            phase("write")
        phase("commit")
        analyze_tables()
        phase("analyze")
        self.stdout.write(
            f"Generated {len(data.publications)} publications, {len(data.authors)} authors, "
            f"{len(data.venues)} venues, {len(data.authorships)} authorships "
            f"in {time.perf_counter() - started:.1f} s."
        )
        if options["verbosity"] >= 2:
            previous = started
            for name, moment in phases.items():
                self.stdout.write(f"  {name}: {moment - previous:.1f} s")
                previous = moment


# ---------------------------------------------------------------- generation (pure, seeded)
class DemoGenerator:
    def __init__(self, seed: int, batch_id: int):
        self.seed = seed
        self.rng = random.Random(seed)
        self.batch_id = batch_id
        self.data = DemoData()
        self._ids = {model: _next_ids(model) for model in (Venue, Author, Publication)}
        self._taken_author_slugs = set(Author.objects.values_list("slug", flat=True))
        self._taken_venue_slugs = set(Venue.objects.values_list("slug", flat=True))
        self._taken_alias_keys = set(VenueAlias.objects.values_list("key", flat=True))
        self._taken_author_keys = set(AuthorAlias.objects.values_list("key", flat=True))

    def generate(self, *, publications: int, authors: int, venues: int) -> DemoData:
        tags = self._tags()
        venue_rows = self._venues(venues)
        author_rows = self._authors(authors)
        self._publications(publications, venue_rows, author_rows, tags)
        return self.data

    # -- tags are shared with real data: reuse a tag of the same name
    def _tags(self) -> list[int]:
        ids = []
        for name in TAGS:
            tag, _ = Tag.objects.get_or_create(name=name, defaults={"slug": slugify(name)})
            ids.append(tag.pk)
        return ids

    def _venues(self, count: int) -> list[dict]:
        rng = self.rng
        table = [venue for venue in all_venues() if venue.kind in _TABLE_KINDS]
        from_table = sorted(rng.sample(range(len(table)), min(len(table), round(count * 0.64))))
        specs = [
            (info.canonical or info.acronym, info.name, info.kind, info.spellings)
            for info in (table[index] for index in from_table)
        ]
        combos = list(itertools.product(_REGIONS, _GENERATED_VENUE_PATTERNS, TOPICS))
        for region, (pattern, kind), topic in rng.sample(combos, min(len(combos), count - len(specs))):
            name = f"{region} {pattern.format(topic=topic)}".strip()
            acronym = "".join(word[0] for word in name.replace("-", " ").split() if word[0].isupper())
            specs.append((acronym, name, kind, (acronym, name)))
        seen_short = set()
        for short_name, name, kind, spellings in specs:
            if short_name in seen_short:  # two generated venues share initials: the second one gets a digit
                short_name = next(
                    f"{short_name}{n}" for n in itertools.count(2) if f"{short_name}{n}" not in seen_short
                )
            seen_short.add(short_name)
            venue = {
                "id": next(self._ids[Venue]),
                "short_name": short_name,
                "name": name,
                "kind": kind,
                "slug": _unique_slug(short_name or name, self._taken_venue_slugs),
                "created_by_batch_id": self.batch_id,
            }
            self.data.venues.append(venue)
            for spelling in dict.fromkeys((short_name, *spellings)):
                key = venue_key(spelling)
                if key and key not in self._taken_alias_keys:
                    self._taken_alias_keys.add(key)
                    self.data.venue_aliases.append(
                        {
                            "venue_id": venue["id"],
                            "name": spelling,
                            "key": key,
                            "created_by_batch_id": self.batch_id,
                        }
                    )
        return self.data.venues

    def _authors(self, count: int) -> list[dict]:
        rng = self.rng
        pairs = len(GIVEN_NAMES) * len(FAMILY_NAMES)
        picks = rng.sample(range(pairs), min(count, pairs))
        # Beyond every given/family pair, middle initials tell people apart.
        picks += [pairs * (1 + rng.randrange(26)) + rng.randrange(pairs) for _ in range(count - len(picks))]
        members = max(3, count // 250)
        for rank, pick in enumerate(picks):
            middle_index, pair = divmod(pick, pairs)
            given_index, family_index = divmod(pair, len(FAMILY_NAMES))
            given = GIVEN_NAMES[given_index]
            if middle_index:
                given = f"{given} {chr(ord('A') + middle_index - 1)}."
            family = FAMILY_NAMES[family_index]
            display = f"{given} {family}"
            self.data.authors.append(
                {
                    "id": next(self._ids[Author]),
                    "display_name": display,
                    "given_name": given,
                    "family_name": family,
                    "slug": _unique_slug(display, self._taken_author_slugs),
                    # The most productive people are the portal's own members.
                    "is_member": rank < members,
                    "created_by_batch_id": self.batch_id,
                }
            )
            # The spelling the import service records, so later imports find these people.
            key = name_form(PersonName(display, given, family)).key[:300]
            if key not in self._taken_author_keys:
                self._taken_author_keys.add(key)
                self.data.author_aliases.append(
                    {
                        "author_id": self.data.authors[-1]["id"],
                        "name": display,
                        "key": key,
                        "created_by_batch_id": self.batch_id,
                    }
                )
        return self.data.authors

    def _publications(self, count: int, venues: list[dict], authors: list[dict], tags: list[int]) -> None:
        rng = self.rng
        # Zipf-Mandelbrot productivity: a few prolific authors and venues, a long tail of rare ones.
        offset = max(2, len(authors) // 400)  # flattens the head: 50 for 20,000 authors
        author_weights = list(itertools.accumulate(1.0 / (rank + offset) for rank in range(len(authors))))
        venue_weights = list(itertools.accumulate(1.0 / (rank + 5) for rank in range(len(venues))))
        venues_by_kind: dict[str, list[dict]] = {}
        for venue in venues:
            venues_by_kind.setdefault(venue["kind"], []).append(venue)
        first_year = LAST_YEAR - YEAR_SPAN + 1
        years = list(range(first_year, LAST_YEAR + 1))
        year_weights = list(itertools.accumulate(1.0 + 0.12 * index for index in range(len(years))))
        author_pubs = [0] * len(authors)
        papers: list[dict] = []
        for index in range(count):
            year = years[bisect_left(year_weights, rng.random() * year_weights[-1])]
            artifact_of = None
            if papers and rng.random() < 0.01 and venues_by_kind.get(VenueKind.REPOSITORY):
                artifact_of = rng.choice(papers[-200:])
                venue = rng.choice(venues_by_kind[VenueKind.REPOSITORY])
                year = artifact_of["year"]
            elif rng.random() < 0.03:
                venue = None
            else:
                venue = venues[bisect_left(venue_weights, rng.random() * venue_weights[-1])]
            if artifact_of is not None:
                chosen = [row["_author_index"] for row in artifact_of["_authorships"][:3]]
            else:
                size = rng.randint(MIN_AUTHORS, MAX_AUTHORS)
                size = min(size, len(authors))
                chosen = []
                while len(chosen) < size:
                    for pick in rng.choices(range(len(authors)), cum_weights=author_weights, k=size):
                        if pick not in chosen and len(chosen) < size:
                            chosen.append(pick)
            publication = self._publication(index, year, venue, artifact_of, chosen, authors, tags)
            for author_index in chosen:
                author_pubs[author_index] += 1
            papers.append(publication)
        # Everyone generated has at least one publication: the tail joins a paper with room for one more.
        open_papers = [paper for paper in papers if len(paper["_authorships"]) < MAX_AUTHORS]
        for offset, total in enumerate(author_pubs):
            if total == 0 and open_papers:
                slot = rng.randrange(len(open_papers))
                paper = open_papers[slot]
                paper["_authorships"].append(
                    self._authorship(paper, authors, offset, len(paper["_authorships"]))
                )
                if len(paper["_authorships"]) >= MAX_AUTHORS:
                    open_papers[slot] = open_papers[-1]
                    open_papers.pop()
        for paper in papers:
            names = []
            for row in paper.pop("_authorships"):
                names.append((authors[row.pop("_author_index")]["display_name"], row["name_as_written"]))
                self.data.authorships.append(row)
            venue = paper.pop("_venue")
            paper["search_text"] = derived.search_text(
                paper["title"],
                names,
                paper["venue_name"],
                (venue["short_name"], venue["name"]) if venue else None,
            )
            self.data.publications.append(paper)

    def _publication(self, index, year, venue, artifact_of, author_indexes, authors, tags) -> dict:
        rng = self.rng
        kind = venue["kind"] if venue else VenueKind.OTHER
        pub_type = _TYPE_FOR_KIND[kind]
        month = rng.randint(1, 12) if rng.random() < 0.75 else None
        adjectives = rng.sample(ADJECTIVES, 2)
        title = rng.choice(TITLE_PATTERNS).format(
            adj=adjectives[0], adj2=adjectives[1], obj=rng.choice(OBJECTS), setting=rng.choice(SETTINGS)
        )
        if rng.random() < 0.3:
            title = (
                f"{title}: {rng.choice(SUBTITLES)}"
                if ":" not in title
                else f"{title} ({rng.choice(SUBTITLES)})"
            )
        if artifact_of is not None:
            title = f"Artifact for “{artifact_of['title']}”"
        status = PublicationStatus.PUBLISHED
        if year == LAST_YEAR and rng.random() < 0.2:
            status = rng.choice([PublicationStatus.TO_APPEAR, PublicationStatus.ACCEPTED])
        number = index + 1
        row = {
            "id": next(self._ids[Publication]),
            "title": title,
            "title_key": derived.title_key(title),
            "year": year,
            "month": month,
            "type": pub_type,
            "status": status,
            "venue_id": venue["id"] if venue else None,
            "venue_name": _venue_as_written(venue, year, rng) if venue else "",
            "doi": f"{DOI_PREFIX}{self.seed}.{number}" if rng.random() < 0.85 else "",
            "abstract": _abstract(rng) if rng.random() < 0.9 else "",
            "highlight": rng.random() < 0.02,
            "artifact_of_id": artifact_of["id"] if artifact_of else None,
            "created_at": _created_at(year, month, rng),
            "_venue": venue,
        }
        row["updated_at"] = row["created_at"]
        if row["highlight"]:
            row["highlight_order"] = rng.randrange(100)
        if pub_type == PublicationType.JOURNAL:
            row["volume"] = str(year - 1980 + rng.randrange(3))
            row["number"] = str(rng.randint(1, 12))
        if pub_type in (PublicationType.JOURNAL, PublicationType.CONFERENCE):
            first_page = rng.randint(1, 900)
            row["pages"] = f"{first_page}-{first_page + rng.randint(4, 24)}"
        if pub_type == PublicationType.PREPRINT and year >= 2008:
            row["arxiv_id"] = f"{year % 100:02d}{month or 1:02d}.{number % 100000:05d}"
        if rng.random() < 0.3:
            row["pdf_url"] = f"https://papers.example.org/{year}/{number}.pdf"
        if rng.random() < 0.15:
            row["code_url"] = f"https://git.example.org/lab/{slugify(title)[:60]}"
        if rng.random() < 0.005:
            row["award"] = rng.choice(AWARDS)
        row["_authorships"] = []
        for position, author_index in enumerate(author_indexes):
            row["_authorships"].append(self._authorship(row, authors, author_index, position))
        if author_indexes:
            first_author = authors[author_indexes[0]]
            row["bibtex_key"] = (
                f"{slugify(first_author['family_name']).replace('-', '')}{year}{title.split()[0].lower()}"
            )
        for tag_id in rng.sample(tags, rng.choice((0, 0, 1, 1, 1, 2, 2, 3))):
            self.data.publication_tags.append({"publication_id": row["id"], "tag_id": tag_id})
        return row

    def _authorship(self, publication: dict, authors: list[dict], author_index: int, position: int) -> dict:
        rng = self.rng
        author = authors[author_index]
        written = author["display_name"]
        if rng.random() < 0.3:  # many lists abbreviate given names
            initials = " ".join(f"{part[0]}." for part in author["given_name"].split())
            written = f"{initials} {author['family_name']}"
        return {
            "publication_id": publication["id"],
            "author_id": author["id"],
            "position": position + 1,
            "name_as_written": written,
            "equal_contribution": position < 2 and rng.random() < 0.05,
            "corresponding": position > 0 and rng.random() < 0.1,
            "_author_index": author_index,
        }


def _unique_slug(text: str, taken: set[str]) -> str:
    base = slug_for(text)[:100] or "x"
    slug = base
    for number in itertools.count(2):
        if slug not in taken:
            break
        slug = f"{base}-{number}"
    taken.add(slug)
    return slug


def _venue_as_written(venue: dict, year: int, rng: random.Random) -> str:
    if venue["kind"] in (VenueKind.CONFERENCE, VenueKind.WORKSHOP) and rng.random() < 0.6:
        return f"Proceedings of the {venue['name']} ({venue['short_name']} '{year % 100:02d})"
    return venue["name"]


def _abstract(rng: random.Random) -> str:
    sentences = []
    for _ in range(rng.randint(3, 6)):
        words = rng.choices(ABSTRACT_WORDS, k=rng.randint(12, 24))
        sentences.append(" ".join(words).capitalize() + ".")
    return " ".join(sentences)


def _created_at(year: int, month: int | None, rng: random.Random) -> datetime:
    start = datetime(year, month or 1, 1, tzinfo=UTC)
    return start + timedelta(days=rng.randrange(28), seconds=rng.randrange(86400))


# ---------------------------------------------------------------- writing (COPY)
def _next_ids(model: type[models.Model]):
    """Ids drawn from the table's own sequence, so rows written later by the site never collide."""

    def ids():
        with connection.cursor() as cursor:
            cursor.execute(
                "SELECT pg_get_serial_sequence(%s, %s)", [model._meta.db_table, model._meta.pk.column]
            )
            sequence = cursor.fetchone()[0]
        while True:
            with connection.cursor() as cursor:
                cursor.execute("SELECT nextval(%s) FROM generate_series(1, 1000)", [sequence])
                block = [row[0] for row in cursor.fetchall()]
            yield from block

    return ids()


def _copy_rows(model: type[models.Model], rows: list[dict]) -> None:
    """COPY rows into the model's table; columns missing from a row take the field's default."""
    if not rows:
        return
    fields = [
        f
        for f in model._meta.concrete_fields
        if not f.generated and (f.attname in rows[0] or not f.primary_key)
    ]
    defaults = {}
    for f in fields:
        if isinstance(f, models.DateTimeField) and (f.auto_now or f.auto_now_add):
            defaults[f.attname] = datetime.now(UTC)
        elif f.has_default() or not f.null:
            defaults[f.attname] = f.get_default()
        else:
            defaults[f.attname] = None
    json_fields = {f.attname for f in fields if isinstance(f, models.JSONField)}
    columns = ", ".join(connection.ops.quote_name(f.column) for f in fields)
    attnames = [f.attname for f in fields]
    sql = f"COPY {connection.ops.quote_name(model._meta.db_table)} ({columns}) FROM STDIN"
    with connection.cursor() as cursor, cursor.copy(sql) as copy:
        for row in rows:
            values = [row.get(name, defaults[name]) for name in attnames]
            if json_fields:
                values = [
                    Jsonb(v) if name in json_fields else v for name, v in zip(attnames, values, strict=True)
                ]
            copy.write_row(values)


def write_demo_data(data: DemoData, batch: ImportBatch) -> None:
    _copy_rows(Venue, data.venues)
    _copy_rows(VenueAlias, data.venue_aliases)
    _copy_rows(Author, data.authors)
    _copy_rows(AuthorAlias, data.author_aliases)
    _copy_rows(Publication, data.publications)
    _copy_rows(Authorship, data.authorships)
    _copy_rows(Publication.tags.through, data.publication_tags)
    _copy_rows(
        ImportChange,
        [
            {"batch_id": batch.pk, "publication_id": row["id"], "action": ImportChangeAction.CREATED}
            for row in data.publications
        ],
    )


def analyze_tables() -> None:
    """Fresh statistics and visibility maps, so the planner sees the new size at once.

    VACUUM cannot run inside a transaction (a test's, say); ANALYZE alone still gives statistics.
    """
    command = "ANALYZE" if connection.in_atomic_block else "VACUUM (ANALYZE)"
    models_written = (Venue, VenueAlias, Author, AuthorAlias, Publication, Authorship, ImportChange, Tag)
    tables = [model._meta.db_table for model in models_written]
    # The listing counts the triggers wrote too: without statistics the planner takes the 20,000
    # counts of people for 82 and reads them all where the author picker needs a few hundred.
    tables += [
        Publication.tags.through._meta.db_table,
        ListingCount._meta.db_table,
        ListingValues._meta.db_table,
        ScopedListingCount._meta.db_table,
    ]
    with connection.cursor() as cursor:
        for table in tables:
            cursor.execute(f"{command} {connection.ops.quote_name(table)}")


# ---------------------------------------------------------------- clearing
def clear_demo_data() -> int:
    """Delete what earlier runs generated, in a few set-based statements; returns the publication count.

    Demo authors and venues that real publications came to use are kept.
    """
    batches = list(ImportBatch.objects.filter(source_name=DEMO_SOURCE).values_list("pk", flat=True))
    if not batches:
        return 0
    publication_ids = list(
        ImportChange.objects.filter(batch__in=batches, action=ImportChangeAction.CREATED)
        .exclude(publication=None)
        .values_list("publication_id", flat=True)
    )
    _delete_rows(Publication, publication_ids)
    authors = Author.objects.filter(created_by_batch__in=batches, authorships__isnull=True)
    _delete_rows(Author, list(authors.values_list("pk", flat=True)))
    venues = Venue.objects.filter(created_by_batch__in=batches, publications__isnull=True)
    _delete_rows(Venue, list(venues.values_list("pk", flat=True)))
    Tag.objects.filter(name__in=TAGS, publications__isnull=True).delete()
    ImportChange.objects.filter(batch__in=batches).delete()
    ImportBatch.objects.filter(pk__in=batches).delete()
    # The words kept ready were chosen for the publications just deleted.
    derived.choose_frequent_terms()
    freshness.bump()
    return len(publication_ids)


def _delete_rows(model: type[models.Model], ids: list[int]) -> None:
    """Delete rows by id in SQL, applying each relation's on_delete ourselves.

    ``QuerySet.delete()`` would load every authorship and send a signal for each; here the
    whole clean-up is a handful of statements whatever the size.
    """
    if not ids:
        return
    for relation in model._meta.get_fields(include_hidden=True):
        if not (
            relation.auto_created and not relation.concrete and (relation.one_to_many or relation.one_to_one)
        ):
            continue
        related, column = relation.related_model, relation.field.column
        on_delete = relation.field.remote_field.on_delete
        if on_delete is models.CASCADE:
            child_ids = list(
                related._base_manager.filter(**{f"{relation.field.attname}__in": ids}).values_list(
                    "pk", flat=True
                )
            )
            _delete_rows(related, child_ids)
        elif on_delete is models.SET_NULL:
            table = connection.ops.quote_name(related._meta.db_table)
            quoted = connection.ops.quote_name(column)
            with connection.cursor() as cursor:
                cursor.execute(f"UPDATE {table} SET {quoted} = NULL WHERE {quoted} = ANY(%s)", [ids])
    table = connection.ops.quote_name(model._meta.db_table)
    with connection.cursor() as cursor:
        cursor.execute(f"DELETE FROM {table} WHERE id = ANY(%s)", [ids])
