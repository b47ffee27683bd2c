"""Tune the card game's Normal rules by self-play: a copy of the rules with other
constants plays against three Normal bots (docs/ai.md, "The card game").

    python bench/tune_cards_policy.py --deals 500 --jobs 2              # coordinate search
    python bench/tune_cards_policy.py --deals 1000 --seed 90000 --jobs 2 \
        --set CARD_NOW=0.8 --set LEADER_WEIGHT=0.5                      # one measurement

The Normal rules are the Hard and Expert bots' knowledge: their priors, their play-outs
and their model of every other seat.  A better rule for one's own seat gives the Expert
something the Hard bots it plays do not have.  The rules' constants are module globals
of ``ai/cards/``, shared by every bot of a process, so the tuned seat plays a second
copy of the package (``load_copy``: the same files imported under another name, with
its own globals and memos); the engine and the search stay shared.

Each deal is played ``players`` times, the tuned seat rotating (common deals: the
comparison of two settings sees the same cards).  A coordinate search tries each
constant at the factors ``--factors`` of its current value, keeps a change only when it
wins more than ``--margin`` standard errors of the paired difference more, and ends
with the best setting measured on fresh deals.
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import json
import math
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from types import ModuleType

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from puertorico_qt import cards
from puertorico_qt.ai.base import decision_rng
from puertorico_qt.ai.cards import policy as normal_policy

COPY = "puertorico_qt.ai.cards_tuned"
#: The constants tuned, with the modules of ``ai/cards`` that hold a binding of each
#: (``from .values import GOOD_SHARE`` copies the value into the importer).
TUNED: dict[str, tuple[str, ...]] = {
    "CARD_NOW": ("pace",),
    "CARD_VP": ("pace",),
    "CARD_FULL_PHASES": ("pace",),
    "LEADER_WEIGHT": ("roles",),
    "FIELD_WEIGHT": ("roles",),
    "TYPICAL_BUILD": ("roles",),
    "GOOD_SHARE": ("values", "roles", "policy"),
    "HAND_FACTOR": ("values",),
    "PRODUCTION_SHARE": ("values",),
    "VIOLET_SHARE": ("values",),
    "BASE_INCOME": ("values",),
    "END_AHEAD": ("build",),
    "END_BEHIND": ("build",),
    "CHAPEL_VP": ("policy",),
    "LIBRARY_LATER": ("policy",),
    "OPTION_FULL_PHASES": ("hand", "round_start"),
}
#: A game not over after this many decisions is stalled: with some settings every seat
#: finds the Builder worth more to the others than to itself, and nobody builds again.
#: It counts as a loss of the tuned seat (its rules stalled the table).
STALL_STEPS = 3000
MODULES = ("pace", "values", "hand", "build", "roles", "round_start", "policy", "evaluation")


def load_copy(name: str = COPY) -> dict[str, ModuleType]:
    """A second copy of ``puertorico_qt.ai.cards`` imported as ``name``: its modules
    (by short name) with globals of their own."""
    if name not in sys.modules:
        directory = Path(normal_policy.__file__).resolve().parent
        spec = importlib.util.spec_from_file_location(
            name, directory / "__init__.py", submodule_search_locations=[str(directory)]
        )
        assert spec is not None and spec.loader is not None
        package = importlib.util.module_from_spec(spec)
        sys.modules[name] = package
        spec.loader.exec_module(package)
    return {m: importlib.import_module(f"{name}.{m}") for m in MODULES}


def defaults() -> dict[str, float]:
    mods = load_copy()
    return {k: float(getattr(mods[where[0]], k)) for k, where in TUNED.items()}


def apply(setting: dict[str, float]) -> dict[str, ModuleType]:
    """Set the copy's constants to ``setting`` and forget what it remembered."""
    mods = load_copy()
    for key, value in setting.items():
        for where in TUNED[key]:
            old = getattr(mods[where], key)
            setattr(mods[where], key, type(old)(value) if isinstance(old, int) else value)
    mods["pace"]._PACES.clear()
    mods["values"].clear_memos()
    return mods


def play_deals(args: tuple[dict[str, float], int, list[int], tuple[str, ...]]) -> float:
    """Play each deal once per seat of the tuned copy; the copy's wins (a shared win
    counts as a share)."""
    setting, players, deals, expansions = args
    mods = apply(setting)
    tuned = mods["policy"].CardPolicy
    normal = normal_policy.CardPolicy
    config = cards.CardConfig(players=players, expansions=expansions)
    wins = 0.0
    for deal in deals:
        for focal in range(players):
            state = cards.new_game(config, deal)
            steps = 0
            while not state.is_terminal():
                steps += 1
                if steps > STALL_STEPS:
                    break
                seat = state.current_player
                legal = state.legal_actions()
                if len(legal) == 1:
                    state.apply(legal[0])
                    continue
                obs = cards.observe(state, seat)
                rng = decision_rng(deal * 1000 + seat, obs)
                rules = tuned if seat == focal else normal
                state.apply(rules(0.0, rng).act(obs.determinize(rng)))
            if state.is_terminal():
                wins += state.returns()[focal]
    return wins


def measure(
    setting: dict[str, float],
    players: int,
    deals: list[int],
    jobs: int,
    pool: ProcessPoolExecutor | None,
    expansions: tuple[str, ...] = (),
) -> list[float]:
    """The tuned copy's wins per deal (over its ``players`` seats)."""
    tasks = [(setting, players, [d], expansions) for d in deals]
    if pool is None:
        return [play_deals(t) for t in tasks]
    return list(pool.map(play_deals, tasks, chunksize=max(1, len(tasks) // (8 * jobs))))


def summary(per_deal: list[float], players: int) -> tuple[float, float]:
    """Win rate and its standard error (per deal: the rotations of a deal are not
    independent)."""
    rates = [w / players for w in per_deal]
    n = len(rates)
    mean = sum(rates) / n
    var = sum((r - mean) ** 2 for r in rates) / max(1, n - 1)
    return mean, math.sqrt(var / n)


def paired(a: list[float], b: list[float], players: int) -> tuple[float, float]:
    """Mean and standard error of ``b - a`` per deal, as a win rate."""
    d = [(y - x) / players for x, y in zip(a, b, strict=True)]
    n = len(d)
    mean = sum(d) / n
    var = sum((x - mean) ** 2 for x in d) / max(1, n - 1)
    return mean, math.sqrt(var / n)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--deals", type=int, default=500)
    ap.add_argument("--seed", type=int, default=80000)
    ap.add_argument("--check-seed", type=int, default=90000)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--set", action="append", default=[], help="NAME=VALUE: measure this")
    ap.add_argument("--factors", default="0.6,1.5")
    ap.add_argument("--margin", type=float, default=1.5)
    ap.add_argument("--rounds", type=int, default=1)
    ap.add_argument("--only", action="append", default=[], help="tune only these constants")
    ap.add_argument("--expansions", default="")
    ap.add_argument("--out", type=Path)
    args = ap.parse_args()
    expansions = tuple(e for e in args.expansions.split(",") if e)
    setting = defaults()
    for item in args.set:
        key, _, value = item.partition("=")
        if key not in TUNED:
            ap.error(f"unknown constant {key!r}; one of {', '.join(TUNED)}")
        setting[key] = float(value)
    deals = list(range(args.seed, args.seed + args.deals))
    pool = ProcessPoolExecutor(args.jobs) if args.jobs > 1 else None
    start = time.perf_counter()
    log: list[dict] = []
    base = defaults()

    def run(s: dict[str, float], ds: list[int]) -> list[float]:
        t0 = time.perf_counter()
        out = measure(s, args.players, ds, args.jobs, pool, expansions)
        rate, se = summary(out, args.players)
        changed = {k: v for k, v in s.items() if v != base[k]}
        print(
            f"{rate:6.1%} ± {se:.1%}  {changed}  ({time.perf_counter() - t0:.0f} s)",
            flush=True,
        )
        return out

    current = run(setting, deals)
    log.append({"setting": dict(setting), "rate": summary(current, args.players)[0]})
    if not args.set or args.only:
        factors = [float(f) for f in args.factors.split(",")]
        keys = args.only or list(TUNED)
        for _ in range(args.rounds):
            for key in keys:
                best: tuple[float, dict[str, float], list[float]] | None = None
                for f in factors:
                    trial = dict(setting)
                    trial[key] = setting[key] * f if setting[key] else f - 1.0
                    out = run(trial, deals)
                    gain, se = paired(current, out, args.players)
                    log.append({"setting": trial, "gain": gain, "se": se})
                    if gain > args.margin * se and (best is None or gain > best[0]):
                        best = (gain, trial, out)
                if best is not None:
                    setting, current = best[1], best[2]
                    print(f"  kept {key} = {setting[key]:g} (+{best[0]:.1%})", flush=True)
        check = list(range(args.check_seed, args.check_seed + args.deals))
        print("fresh deals: the default rules, then the tuned", flush=True)
        before = run(base, check)
        after = run(setting, check)
        gain, se = paired(before, after, args.players)
        print(f"gain on fresh deals {gain:+.1%} ± {se:.1%}", flush=True)
        log.append({"check": setting, "gain": gain, "se": se})
    if args.out:
        tuned = {k: v for k, v in setting.items() if v != base[k]}
        out = {"players": args.players, "deals": args.deals, "seed": args.seed}
        out.update(setting=tuned, check_seed=args.check_seed, log=log)
        args.out.write_text(json.dumps(out, indent=1) + "\n")
    print(f"{time.perf_counter() - start:.0f} s in all", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
