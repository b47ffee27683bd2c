"""The layer rules of docs/architecture.md, checked by reading the source with ``ast``.

- Nothing in ``puertorico_qt`` outside ``gui/`` imports Qt (PySide6, shiboken6,
  pyqtgraph) or ``puertorico_qt.gui``. The entry points (``__main__.py``, ``cli.py``)
  start the desktop program, so they may import the GUI *inside a function* only:
  the headless sub-commands never load Qt.
- The rules (``engine/``, ``cards/``) and the table of games over them (``games.py``)
  import neither ``ai/``, ``gui/`` nor ``persistence/``.

``lint-imports`` (contracts in pyproject.toml) checks the same rules and also follows
indirect imports; this test needs nothing but the standard library.
"""

from __future__ import annotations

import ast
import functools
from dataclasses import dataclass
from pathlib import Path

import pytest

PACKAGE = "puertorico_qt"
PACKAGE_DIR = Path(__file__).resolve().parent.parent / PACKAGE

QT_MODULES = ("PySide6", "shiboken6", "pyqtgraph", f"{PACKAGE}.gui")
ENTRY_POINTS = (f"{PACKAGE}.__main__", f"{PACKAGE}.cli")
RULES_PACKAGES = (f"{PACKAGE}.engine", f"{PACKAGE}.cards", f"{PACKAGE}.games")
ABOVE_RULES = (f"{PACKAGE}.ai", f"{PACKAGE}.gui", f"{PACKAGE}.persistence")


@dataclass(frozen=True)
class Import:
    module: str  # absolute dotted name
    lineno: int
    lazy: bool  # inside a function body


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE_DIR.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def find_imports(source: str, module: str, is_package: bool = False) -> list[Import]:
    """Every module that ``source`` (the text of ``module``) may import, with relative
    imports made absolute. ``from a import b`` yields both ``a`` and ``a.b`` (``b`` may
    be a submodule); ``importlib.import_module("x")`` and ``__import__("x")`` with a
    literal name count too."""
    package = module if is_package else module.rpartition(".")[0]
    found: list[Import] = []

    def visit(node: ast.AST, lazy: bool) -> None:
        if isinstance(node, ast.Import):
            found.extend(Import(alias.name, node.lineno, lazy) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.rsplit(".", node.level - 1)[0]  # up level - 1 packages
                target = f"{base}.{node.module}" if node.module else base
            else:
                target = node.module or ""
            found.append(Import(target, node.lineno, lazy))
            found.extend(
                Import(f"{target}.{alias.name}", node.lineno, lazy)
                for alias in node.names
                if alias.name != "*"
            )
        elif isinstance(node, ast.Call) and node.args:
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)
            first = node.args[0]
            if (
                name in ("import_module", "__import__")
                and isinstance(first, ast.Constant)
                and isinstance(first.value, str)
                and not first.value.startswith(".")
            ):
                found.append(Import(first.value, node.lineno, lazy))
        inner = lazy or isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda)
        for child in ast.iter_child_nodes(node):
            visit(child, inner)

    visit(ast.parse(source), lazy=False)
    return found


def is_within(name: str, packages: tuple[str, ...]) -> bool:
    return any(name == p or name.startswith(p + ".") for p in packages)


def package_files() -> list[Path]:
    return sorted(PACKAGE_DIR.rglob("*.py"))


@functools.cache  # two tests walk the whole package
def imports_of(path: Path) -> tuple[str, list[Import]]:
    name = module_name(path)
    source = path.read_text(encoding="utf-8")
    return name, find_imports(source, name, is_package=path.name == "__init__.py")


def test_the_walk_sees_the_package() -> None:
    files = package_files()
    assert PACKAGE_DIR / "__init__.py" in files
    assert PACKAGE_DIR / "paths.py" in files


def test_nothing_outside_gui_imports_qt() -> None:
    violations = []
    for path in package_files():
        name, imports = imports_of(path)
        if is_within(name, (f"{PACKAGE}.gui",)):
            continue
        for imp in imports:
            if not is_within(imp.module, QT_MODULES):
                continue
            if name in ENTRY_POINTS and imp.lazy:
                continue  # the entry point starts the GUI on demand
            where = "at module level " if name in ENTRY_POINTS else ""
            violations.append(
                f"{path.relative_to(PACKAGE_DIR.parent)}:{imp.lineno}: imports {imp.module} "
                f"{where}(Qt belongs in {PACKAGE}/gui/)"
            )
    assert not violations, "\n".join(violations)


def test_rules_import_neither_ai_gui_nor_persistence() -> None:
    violations = []
    for path in package_files():
        name, imports = imports_of(path)
        if not is_within(name, RULES_PACKAGES):
            continue
        violations.extend(
            f"{path.relative_to(PACKAGE_DIR.parent)}:{imp.lineno}: imports {imp.module} "
            "(the rules must not depend on the AI, the GUI or persistence)"
            for imp in imports
            if is_within(imp.module, ABOVE_RULES)
        )
    assert not violations, "\n".join(violations)


# The checker itself, on hand-written sources: the real tree may not yet hold a
# violation to catch.


@pytest.mark.parametrize(
    ("source", "module", "is_package", "expected"),
    [
        ("import PySide6.QtCore", "puertorico_qt.engine.state", False, "PySide6.QtCore"),
        ("from pyqtgraph import PlotWidget", "puertorico_qt.ai", True, "pyqtgraph"),
        ("import shiboken6 as sb", "puertorico_qt.cards.rules", False, "shiboken6"),
        ("from .. import gui", "puertorico_qt.engine.state", False, "puertorico_qt.gui"),
        ("from ..gui.models import X", "puertorico_qt.ai.mcts", False, "puertorico_qt.gui.models"),
        ("from . import gui", "puertorico_qt", True, "puertorico_qt.gui"),
        ("from .gui import app", "puertorico_qt.cli", False, "puertorico_qt.gui.app"),
        (
            "from ...gui import app",
            "puertorico_qt.engine.phases.captain",
            False,
            "puertorico_qt.gui",
        ),
        (
            "import importlib\nimportlib.import_module('PySide6')",
            "puertorico_qt.ai",
            True,
            "PySide6",
        ),
        ("__import__('pyqtgraph')", "puertorico_qt.persistence.saves", False, "pyqtgraph"),
    ],
)
def test_find_imports_resolves(source: str, module: str, is_package: bool, expected: str) -> None:
    names = [imp.module for imp in find_imports(source, module, is_package)]
    assert expected in names
    assert is_within(expected, QT_MODULES)


def test_find_imports_tells_lazy_from_module_level() -> None:
    source = "import json\n\ndef main():\n    from puertorico_qt.gui import app\n    return app\n"
    imports = find_imports(source, "puertorico_qt.__main__")
    assert Import("json", 1, lazy=False) in imports
    assert Import("puertorico_qt.gui", 4, lazy=True) in imports


def test_is_within_matches_whole_names_only() -> None:
    assert is_within("puertorico_qt.gui.models", ("puertorico_qt.gui",))
    assert not is_within("puertorico_qt.guide", ("puertorico_qt.gui",))
    assert not is_within("PySide6x", QT_MODULES)


# --------------------------------------------------------------------------- action ids
# Outside the engine, actions are built and read through constructors and accessors
# (``engine.actions``): no code may do arithmetic with the offsets of the id layout,
# so that the layout can grow without a hunt through the GUI and the bots.


def layout_offsets() -> frozenset[str]:
    """The names of ``engine.actions`` that are offsets or strides of the id layout."""
    from puertorico_qt.engine import actions

    names = {kind.name.upper() for kind in actions.KINDS if kind.size > 1}
    names |= {"SHIP", "STORE", "BUILDING_TARGET", "KEEP_NONE", "PLACE", "BUILD", "BONUS_COLONIST"}
    return frozenset(n for n in names if hasattr(actions, n))


def raw_id_arithmetic(source: str, offsets: frozenset[str]) -> list[int]:
    """Lines where ``source`` imports a layout offset from ``engine.actions`` or does
    arithmetic with one (``A.SHIP + 5 * i + g``, ``a - BUILD``)."""
    tree = ast.parse(source)
    lines: list[int] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and (node.module or "").endswith("engine.actions"):
            lines += [node.lineno for alias in node.names if alias.name in offsets]
        elif isinstance(node, ast.BinOp):
            for side in (node.left, node.right):
                name = side.attr if isinstance(side, ast.Attribute) else getattr(side, "id", None)
                if name in offsets:
                    lines.append(node.lineno)
    return lines


def test_no_raw_id_arithmetic_outside_the_engine() -> None:
    offsets = layout_offsets()
    assert {"ROLE", "SHIP", "BUILD", "STORE", "PLACE"} <= offsets
    bad = []
    for path in package_files():
        if is_within(module_name(path), (f"{PACKAGE}.engine",)):
            continue
        bad += [
            f"{path.relative_to(PACKAGE_DIR)}:{line}"
            for line in raw_id_arithmetic(path.read_text(encoding="utf-8"), offsets)
        ]
    assert bad == [], "use the constructors and accessors of engine.actions: " + ", ".join(bad)


@pytest.mark.parametrize(
    "source, found",
    [
        ("from puertorico_qt.engine.actions import SHIP\n", [1]),
        ("from ..engine.actions import PASS, build\n", []),
        ("x = A.SHIP + 5 * ship + good\n", [1]),
        ("b = a - BUILD\n", [1]),
        ("b = A.building_of(a)\nc = a == A.PASS\n", []),
    ],
)
def test_raw_id_arithmetic_is_found(source: str, found: list[int]) -> None:
    assert raw_id_arithmetic(source, layout_offsets()) == found
