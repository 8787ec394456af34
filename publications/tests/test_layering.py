"""The rules of docs/architecture.md, read from the code's own imports (inside functions too).

No module of publications is part of an import cycle; parsing reaches nothing of Django; nothing
outside the public package (publications.web) imports it: the settings and the root URLconf
name it by string.
"""

from __future__ import annotations

import ast
from pathlib import Path

import publications

ROOT = Path(publications.__file__).parent
PUBLIC_PACKAGE = "publications.web"
# The product's code outside publications/; tests may import anything.
PROJECT_CODE = ("groupsite", "bench", "scripts", "manage.py")
# The domain: the words, the keys, the models and their derived data, parsing and importing.
DOMAIN = ("vocabulary", "keys", "models", "derived", "search", "slugs", "validators", "importing", "parsing")


def _module_name(path: Path) -> str:
    parts = path.relative_to(ROOT.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imported(path: Path, name: str) -> set[str]:
    """Every name a file imports, modules and the names taken from them, at its top or inside functions."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            targets = [base, *(f"{base}.{alias.name}" for alias in node.names)]
        else:
            continue
        found.update(targets)
    return found


def _imports(path: Path, name: str, modules: set[str]) -> set[str]:
    """The project modules a file imports, at its top or inside functions."""
    return {target for target in _imported(path, name) if target in modules} - {name}


def _files() -> dict[str, Path]:
    return {
        _module_name(path): path
        for path in ROOT.rglob("*.py")
        if "tests" not in path.parts and "migrations" not in path.parts
    }


def _graph() -> dict[str, set[str]]:
    files = _files()
    return {name: _imports(path, name, set(files)) for name, path in files.items()}


def _cycles(graph: dict[str, set[str]]) -> list[set[str]]:
    """Strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[set[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for other in graph.get(node, ()):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in on_stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            component = set()
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.add(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(component)

    for node in graph:
        if node not in index:
            visit(node)
    return found


def _within(module: str, package: str) -> bool:
    return module == package or module.startswith(f"{package}.")


def _in_domain(module: str) -> bool:
    return any(_within(module, f"publications.{part}") for part in DOMAIN)


def test_no_module_of_publications_is_part_of_an_import_cycle():
    graph = _graph()
    # A package's __init__ only hands on the names of its modules: an arrow back to it is no loop.
    graph = {name: {t for t in targets if not name.startswith(f"{t}.")} for name, targets in graph.items()}
    cycles = _cycles(graph)
    assert [cycle for cycle in cycles if any(_in_domain(module) for module in cycle)] == []
    assert cycles == []


def test_parsing_reaches_nothing_of_django_through_any_import():
    graph, files = _graph(), _files()
    waiting = [name for name in graph if _within(name, "publications.parsing")]
    reached: set[str] = set()
    while waiting:
        name = waiting.pop()
        if name not in reached:
            reached.add(name)
            waiting += graph[name]
    django = {
        name: sorted(target for target in _imported(files[name], name) if _within(target, "django"))
        for name in reached
    }
    assert {name: targets for name, targets in django.items() if targets} == {}


def test_nothing_outside_the_public_package_imports_it():
    files = {name: path for name, path in _files().items() if not _within(name, PUBLIC_PACKAGE)}
    for place in PROJECT_CODE:
        path = ROOT.parent / place
        for file in [path] if path.is_file() else path.rglob("*.py"):
            files[_module_name(file)] = file
    offenders = {
        name: sorted(target for target in _imported(path, name) if _within(target, PUBLIC_PACKAGE))
        for name, path in files.items()
    }
    assert {name: targets for name, targets in offenders.items() if targets} == {}
