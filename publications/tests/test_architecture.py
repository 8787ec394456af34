"""The rules of docs/architecture.md, read from the code's own imports.

Parsing knows no Django; nothing outside the public package imports it (the settings and the
root URLconf name it by string); no two modules of publications import each other in a loop,
not even through an import inside a function.
Imports under ``if TYPE_CHECKING:`` are for annotations only and are not counted.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PUBLIC_PACKAGE = "publications.web"
# The product's code besides the public package; tests may import anything.
PRODUCT = ("publications", "groupsite", "bench", "scripts", "manage.py")


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def product_files() -> list[Path]:
    files = []
    for name in PRODUCT:
        place = ROOT / name
        files += [place] if place.is_file() else sorted(place.rglob("*.py"))
    return [path for path in files if "tests" not in path.relative_to(ROOT).parts]


MODULES = frozenset(module_name(path) for path in product_files())


def imported_names(path: Path) -> set[str]:
    """The modules ``path`` imports, at its top or inside functions (relative imports resolved)."""
    package = module_name(path) if path.name == "__init__.py" else module_name(path).rpartition(".")[0]
    names: set[str] = set()

    def visit(node: ast.AST) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and "TYPE_CHECKING" in ast.unparse(child.test):
                continue
            if isinstance(child, ast.Import):
                names.update(alias.name for alias in child.names)
            elif isinstance(child, ast.ImportFrom):
                base = child.module or ""
                if child.level:
                    parts = package.split(".")[: len(package.split(".")) - child.level + 1]
                    base = ".".join([*parts, *([child.module] if child.module else [])])
                # ``from package import module`` names the module, ``from module import name`` the module.
                names.update(
                    f"{base}.{alias.name}" if f"{base}.{alias.name}" in MODULES else base
                    for alias in child.names
                )
            visit(child)

    visit(ast.parse(path.read_text(encoding="utf-8")))
    return names


def within(name: str, package: str) -> bool:
    return name == package or name.startswith(f"{package}.")


def test_nothing_outside_the_public_package_imports_it():
    offenders = {
        str(path.relative_to(ROOT)): sorted(
            name for name in imported_names(path) if within(name, PUBLIC_PACKAGE)
        )
        for path in product_files()
        if not within(module_name(path), PUBLIC_PACKAGE)
    }
    assert {path: names for path, names in offenders.items() if names} == {}


def test_parsing_reaches_nothing_of_django_through_any_import():
    modules = {module_name(path): path for path in product_files()}

    def resolve(name: str) -> str | None:
        while name and name not in modules:
            name = name.rpartition(".")[0]
        return name or None

    seen: set[str] = set()
    waiting = [name for name in modules if within(name, "publications.parsing")]
    reached_django: dict[str, list[str]] = {}
    while waiting:
        current = waiting.pop()
        if current in seen:
            continue
        seen.add(current)
        names = imported_names(modules[current])
        django = sorted(name for name in names if within(name, "django"))
        if django:
            reached_django[current] = django
        waiting += [found for name in names if (found := resolve(name)) and found not in seen]
    assert reached_django == {}


def import_cycles() -> list[set[str]]:
    """Every group of publications modules that import each other in a loop (Tarjan's algorithm)."""
    modules = {
        module_name(path): path
        for path in product_files()
        if within(module_name(path), "publications") and "migrations" not in path.parts
    }

    def resolve(name: str) -> str | None:
        while name and name not in modules:
            name = name.rpartition(".")[0]
        return name or None

    graph = {
        name: {found for imported in imported_names(path) if (found := resolve(imported))} - {name}
        for name, path in modules.items()
    }
    order: dict[str, int] = {}
    lowest: dict[str, int] = {}
    stack: list[str] = []
    cycles: list[set[str]] = []

    def connect(node: str) -> None:
        order[node] = lowest[node] = len(order)
        stack.append(node)
        for target in graph[node]:
            if target not in order:
                connect(target)
                lowest[node] = min(lowest[node], lowest[target])
            elif target in stack:
                lowest[node] = min(lowest[node], order[target])
        if lowest[node] == order[node]:
            group = set()
            while True:
                member = stack.pop()
                group.add(member)
                if member == node:
                    break
            if len(group) > 1:
                cycles.append(group)

    for node in graph:
        if node not in order:
            connect(node)
    return cycles


def test_no_two_modules_of_publications_import_each_other_not_even_through_a_late_import():
    assert import_cycles() == []
