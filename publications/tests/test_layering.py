"""The domain's import graph: no module of the domain is part of an import cycle."""

from __future__ import annotations

import ast
from pathlib import Path

import publications

ROOT = Path(publications.__file__).parent
# The domain: the words, the keys, the models and their derived data, parsing and importing.
DOMAIN = ("vocabulary", "keys", "models", "derived", "search", "slugs", "validators", "importing", "parsing")


def _module_name(path: Path) -> str:
    parts = path.relative_to(ROOT.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imports(path: Path, name: str, modules: set[str]) -> set[str]:
    """The project modules a file imports, at its top or inside functions."""
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
        found.update(target for target in targets if target in modules)
    found.discard(name)
    return found


def _graph() -> dict[str, set[str]]:
    files = {
        _module_name(path): path
        for path in ROOT.rglob("*.py")
        if "tests" not in path.parts and "migrations" not in path.parts
    }
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


def _in_domain(module: str) -> bool:
    names = {f"publications.{part}" for part in DOMAIN}
    return module in names or any(module.startswith(f"{name}.") for name in names)


def test_no_module_of_the_domain_is_part_of_an_import_cycle():
    graph = _graph()
    # A package's __init__ only hands on the names of its modules: an arrow back to it is no loop.
    graph = {name: {t for t in targets if not name.startswith(f"{t}.")} for name, targets in graph.items()}
    assert [cycle for cycle in _cycles(graph) if any(_in_domain(module) for module in cycle)] == []
