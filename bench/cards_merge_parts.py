"""One match from the parts it was played in (``cards_expert_variants.py`` /
``cards_strength.py`` runs continued over several sessions), with the paired
comparison against another Expert on the same deals.

    python bench/cards_merge_parts.py PART.json ... [--reference REF.json] [--out OUT.json]

A part is a match file (its match under any key, e.g. ``"expert4"``) or a partial
checkpoint (``*.partial.json``) with ``seed``, ``games`` and ``focal_returns``: the
focal bot's return per game.  A match of base seed ``S`` plays deal ``S + k // 4`` in
its game ``k`` (``ai.tournament``), so a part of seed ``S + m`` continues one of seed
``S`` from its game ``4 m``: the parts must follow each other without a gap or an
overlap (checked).  ``--reference``: a match of another bot on the same base seed; the
deals only one of the two won are counted, with a two-sided sign test.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from puertorico_qt.ai.tournament import wilson_interval

#: Games per deal: the seats rotate through four games.
ROTATION = 4


def match_of(path: Path) -> dict:
    """The match in ``path`` (the single value of a one-key file, or the file itself)."""
    data = json.loads(path.read_text())
    if "focal_returns" not in data and len(data) == 1:
        data = next(iter(data.values()))
    if "focal_returns" not in data:
        raise SystemExit(f"{path}: no focal_returns")
    return data


def merged_returns(parts: list[dict]) -> tuple[int, list[float]]:
    """The base seed and the focal returns of the parts, in deal order."""
    parts = sorted(parts, key=lambda p: p["seed"])
    base = parts[0]["seed"]
    returns: list[float] = []
    for part in parts:
        if len(returns) % ROTATION:
            raise SystemExit(f"the part before seed {part['seed']} ends inside a deal")
        expected = base + len(returns) // ROTATION
        if part["seed"] != expected:
            raise SystemExit(f"part of seed {part['seed']}: seed {expected} was expected next")
        returns += [float(r) for r in part["focal_returns"][: part["games"]]]
    return base, returns


def sign_test(wins: int, losses: int) -> float:
    """Two-sided p of ``wins`` against ``losses`` among the discordant deals."""
    m = wins + losses
    if not m:
        return 1.0
    tail = sum(math.comb(m, i) for i in range(min(wins, losses) + 1)) / 2**m
    return min(1.0, 2 * tail)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("parts", type=Path, nargs="+")
    ap.add_argument("--reference", type=Path)
    ap.add_argument("--out", type=Path)
    args = ap.parse_args()
    base, returns = merged_returns([match_of(p) for p in args.parts])
    n, wins = len(returns), sum(returns)
    low, high = wilson_interval(wins, n)
    out: dict = {
        "seed": base,
        "games": n,
        "wins": wins,
        "win_rate": round(wins / n, 4),
        "ci95": [round(100 * low, 1), round(100 * high, 1)],
        "focal_returns": returns,
        "parts": [str(p) for p in args.parts],
    }
    print(
        f"{n} games from seed {base}: {wins:g} won, {100 * wins / n:.1f} % "
        f"[{100 * low:.1f}, {100 * high:.1f}]"
    )
    if args.reference:
        ref = match_of(args.reference)
        if ref["seed"] != base or len(ref["focal_returns"]) < n:
            raise SystemExit("the reference did not play these deals")
        same = [float(r) for r in ref["focal_returns"][:n]]
        ahead = sum(a > b for a, b in zip(returns, same, strict=True))
        behind = sum(b > a for a, b in zip(returns, same, strict=True))
        p = sign_test(ahead, behind)
        out["reference"] = {
            "file": str(args.reference),
            "wins": sum(same),
            "deals_only_this_won": ahead,
            "deals_only_the_reference_won": behind,
            "sign_test_p": round(p, 3),
        }
        print(
            f"  the reference on the same games: {sum(same):g} won ({100 * sum(same) / n:.1f} %); "
            f"only this won {ahead}, only the reference {behind} (sign test p = {p:.2f})"
        )
    if args.out:
        args.out.write_text(json.dumps(out, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
