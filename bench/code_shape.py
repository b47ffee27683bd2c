"""The shape of the code: the biggest files, and how often gui/ and ai/ name a rule.

    python bench/code_shape.py [--top 5]

Prints the lines of the biggest modules of the package, and per package (gui, ai)
how many times it names a specific phase (``Phase.BUILDER``), role (``Role.CAPTAIN``)
or building constant of the engine (``WHARF``, ``HARBOR`` …).  Each such name is a
place that knows a rule by name and must be visited when that rule or its
neighbours change; the engine and the per-phase / per-content-set modules are the
places meant to hold them.  Imports are not counted, only uses.
"""

from __future__ import annotations

import argparse
import ast
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "puertorico_qt"
sys.path.insert(0, str(ROOT))

from puertorico_qt.engine import data  # noqa: E402

BUILDING_CONSTANTS = frozenset(
    name
    for name, value in vars(data).items()
    if name.isupper() and name.lower() in data.BUILDING_INDEX
)


def references(path: Path) -> Counter[str]:
    """Uses (not imports) of Phase.X, Role.X and building constants in one module."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: Counter[str] = Counter()
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
            if node.value.id in ("Phase", "Role") and node.attr.isupper():
                found[f"{node.value.id}.*"] += 1
            elif node.attr in BUILDING_CONSTANTS:
                found["building"] += 1
        elif isinstance(node, ast.Name) and node.id in BUILDING_CONSTANTS:
            found["building"] += 1
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--top", type=int, default=5)
    args = parser.parse_args()
    files = sorted(PACKAGE.rglob("*.py"), key=lambda p: -len(p.read_text().splitlines()))
    print(f"biggest modules of {PACKAGE.name}/")
    for path in files[: args.top]:
        lines = len(path.read_text().splitlines())
        print(f"  {lines:>5}  {path.relative_to(ROOT)}")
    for package in ("gui", "ai"):
        total: Counter[str] = Counter()
        per_file: dict[str, int] = {}
        for path in sorted((PACKAGE / package).rglob("*.py")):
            counts = references(path)
            total += counts
            if counts:
                per_file[str(path.relative_to(PACKAGE))] = sum(counts.values())
        print(
            f"{package}/: Phase.* {total['Phase.*']}, Role.* {total['Role.*']}, "
            f"building constants {total['building']} "
            f"(in {len(per_file)} files: "
            + ", ".join(f"{name} {n}" for name, n in sorted(per_file.items(), key=lambda x: -x[1]))
            + ")"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
