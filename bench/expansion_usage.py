"""How often the bots use the smuggler (expansion III) and meet the festival's goals (IV).

    python bench/expansion_usage.py                                  # 100 games, 4 Normal
    python bench/expansion_usage.py --bots beginner,beginner,beginner,beginner
    python bench/expansion_usage.py --bots hard,normal,normal,normal --games 20 \\
        --out bench/results/expansion_usage_hard.json
    python bench/expansion_usage.py --table bench/results/expansion_usage_*.json
    python bench/expansion_usage.py --match bench/results/hard4_all_expansions.json

Plays seeded games with all four 1897 expansions (a random legal set of buildings; the
``--expansions`` option narrows them) and prints, per bot level: how often each smuggler
action is chosen (per game per seat of that level, and its share of that level's
smuggler picks), and how often a seat of that level met each festival goal (per seat,
and its share of the goals met in those games: 25% is a fair share at four players).
Seats rotate with the game number as in ``ai.tournament``.  ``--out`` keeps the games
played so far after every game (a long run with Hard can be stopped and still counts);
``--table`` merges such files.  ``--match`` prints the same table from a strength
match's result (``bench/ai_strength.py``: the tournament counts the smuggler's actions
and the goals per ``--bots`` entry, ``ai.usage``), so that Hard's figures come from
the 100 games of ``hard4_all`` instead of games of their own.
"""

from __future__ import annotations

import argparse
import collections
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))  # game_runner

from game_runner import play_games

from puertorico_qt import engine
from puertorico_qt.ai.tournament import BotSpec, _bot_for
from puertorico_qt.engine import actions as A
from puertorico_qt.engine.state import Phase

ALL = ("buildings", "nobles", "smuggler", "festival")
OPTIONS = A.SMUGGLER_OPTIONS  # plunder, poach, raid, swap
GOALS = ("plantations", "goods", "building")


def config(players: int, expansions: tuple[str, ...]) -> engine.GameConfig:
    return engine.GameConfig(
        players=players,
        expansions=frozenset(expansions),
        market="random" if "buildings" in expansions else "base",
    )


def play(args: tuple[list[str], tuple[str, ...], int, int]) -> dict:
    """One game: each seat's bot level, smuggler actions, festival goals, scores, time."""
    bots, expansions, seed, game = args
    n = len(bots)
    specs = [BotSpec.parse(b) for b in bots]
    seats = [(seat + game) % n for seat in range(n)]  # seat -> entry of ``bots``
    state = engine.new_game(config(n, expansions), seed=seed + game)
    players = [_bot_for(specs[seats[s]], seats[s], (seed + game) * 10 + s) for s in range(n)]
    budgets = [specs[seats[s]].budget() for s in range(n)]
    smuggle: list[list[str]] = [[] for _ in range(n)]
    start = time.perf_counter()
    while not state.is_terminal():
        seat = state.current_player
        action = players[seat].choose_in(state, budgets[seat])
        if state.phase == Phase.SMUGGLER:
            v = A.decode(action)
            if isinstance(v, A.Smuggle):
                smuggle[seat].append(v.option)
        state.apply(action)
    for bot in players:
        close = getattr(bot, "close", None)
        if close is not None:
            close()
    return {
        "game": game,
        "kinds": [specs[seats[s]].name for s in range(n)],
        "smuggle": smuggle,
        "festival_by": list(state.festival_by) if state.festival else [],
        "plunder_vp": list(state.plunder_vp),
        "scores": state.scores(),
        "returns": state.returns(),
        "seconds": round(time.perf_counter() - start, 2),
    }


def table(results: list[dict]) -> str:
    kinds = sorted({k for r in results for k in r["kinds"]})
    seats: collections.Counter = collections.Counter()
    picks: dict[str, collections.Counter] = {k: collections.Counter() for k in kinds}
    met: dict[str, collections.Counter] = {k: collections.Counter() for k in kinds}
    met_any: collections.Counter = collections.Counter()
    wins: collections.Counter = collections.Counter()
    score: dict[str, list[int]] = collections.defaultdict(list)
    for r in results:
        for seat, kind in enumerate(r["kinds"]):
            seats[kind] += 1
            picks[kind].update(r["smuggle"][seat])
            wins[kind] += r["returns"][seat]
            score[kind].append(r["scores"][seat])
        for goal, by in enumerate(r["festival_by"]):
            if by >= 0:
                met_any[goal] += 1
                met[r["kinds"][by]][goal] += 1
    lines = [
        f"{len(results)} games, {len(results[0]['kinds'])} players, "
        f"{sum(r['seconds'] for r in results):.0f} s of play",
        "",
        "smuggler actions (per game per seat of the level; share of its smuggler picks)",
    ]
    head = f"{'level':<10} {'seats':>5} {'picks/game':>10} " + " ".join(f"{o:>16}" for o in OPTIONS)
    lines += [head, "-" * len(head)]
    for k in kinds:
        total = sum(picks[k].values())
        cells = [
            f"{picks[k][o] / seats[k]:>6.2f} {100 * picks[k][o] / max(1, total):>7.1f}%"
            for o in OPTIONS
        ]
        lines.append(
            f"{k:<10} {seats[k]:>5} {total / seats[k]:>10.2f} "
            + " ".join(f"{c:>16}" for c in cells)
        )
    lines += [
        "",
        "festival goals met (per seat of the level; share of the goals met in its games)",
    ]
    head = f"{'level':<10} {'seats':>5} " + " ".join(f"{g:>20}" for g in GOALS)
    lines += [head, "-" * len(head)]
    for k in kinds:
        cells = []
        for goal in range(3):
            # the goals met in games this level played, counted once per seat of it
            shared = sum(r["kinds"].count(k) for r in results if r["festival_by"][goal] >= 0)
            cells.append(
                f"{100 * met[k][goal] / seats[k]:>8.1f}% {100 * met[k][goal] / max(1, shared):>9.1f}%"
            )
        lines.append(f"{k:<10} {seats[k]:>5} " + " ".join(f"{c:>20}" for c in cells))
    lines.append(
        f"{'anyone':<10} {'':>5} "
        + " ".join(f"{100 * met_any[g] / len(results):>8.1f}% {'of games':>10}" for g in range(3))
    )
    lines.append("")
    for k in kinds:
        lines.append(
            f"{k}: {seats[k]} seats, wins {wins[k]:g}, mean score "
            f"{sum(score[k]) / len(score[k]):.1f}, plunder VP per seat "
            f"{sum(r['plunder_vp'][s] for r in results for s in range(len(r['kinds'])) if r['kinds'][s] == k) / seats[k]:.2f}"
        )
    lines.append(
        "share of goals met: the goals a level's seats met over (goals met in its games x its "
        "seats in them); a fair share is 1/players"
    )
    return "\n".join(lines)


def match_table(result: dict) -> str:
    """The table of a tournament result with ``smuggler_actions`` (one per entry)."""
    games = result["games"]
    names = [b.split(":")[0] for b in result["bots"]]
    kinds = sorted(set(names))
    lines = [
        f"{games} games of {','.join(result['bots'])} ({result.get('match', '')}), "
        f"expansions {','.join(result.get('expansions', []))}",
        "",
        "smuggler actions (per game per seat of the level; share of its smuggler picks)",
    ]
    head = f"{'level':<10} {'seats':>5} {'picks/game':>10} " + " ".join(f"{o:>16}" for o in OPTIONS)
    lines += [head, "-" * len(head)]
    met = result["festival_goals_met"]
    rows = []
    for k in kinds:
        entries = [i for i, x in enumerate(names) if x == k]
        seats = games * len(entries)
        picks = {o: sum(result["smuggler_actions"][i][o] for i in entries) for o in OPTIONS}
        total = sum(picks.values())
        cells = [
            f"{picks[o] / seats:>6.2f} {100 * picks[o] / max(1, total):>7.1f}%" for o in OPTIONS
        ]
        lines.append(
            f"{k:<10} {seats:>5} {total / seats:>10.2f} " + " ".join(f"{c:>16}" for c in cells)
        )
        goals = [sum(result["festival_goals"][i][g] for i in entries) for g in range(3)]
        rows.append(
            f"{k:<10} {seats:>5} "
            + " ".join(
                f"{100 * goals[g] / seats:>8.1f}% "
                f"{100 * goals[g] / max(1, met[g] * len(entries)):>9.1f}%"
                for g in range(3)
            )
        )
    lines += [
        "",
        "festival goals met (per seat of the level; share of the goals met in its games)",
    ]
    head = f"{'level':<10} {'seats':>5} " + " ".join(f"{g:>20}" for g in GOALS)
    lines += [head, "-" * len(head), *rows]
    lines.append(
        f"{'anyone':<10} {'':>5} "
        + " ".join(f"{100 * met[g] / games:>8.1f}% {'of games':>10}" for g in range(3))
    )
    lines.append("")
    for i, b in enumerate(result["bots"]):
        lines.append(
            f"entry {i} {b}: win rate {100 * result['win_rate'][i]:.1f}%, "
            f"mean score {result['mean_score'][i]}"
        )
    return "\n".join(lines)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--bots", default="normal,normal,normal,normal")
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--expansions", default=",".join(ALL))
    ap.add_argument("--seed", type=int, default=9000)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--out", type=Path, default=None, help="keep the games here (JSON)")
    ap.add_argument("--table", type=Path, nargs="+", default=None, help="print these files' table")
    ap.add_argument("--match", type=Path, default=None, help="the table of a strength match")
    args = ap.parse_args()
    if args.match:
        for name, result in json.loads(args.match.read_text()).items():
            if "smuggler_actions" in result:
                print(match_table({**result, "match": name}))
        return 0
    if args.table:
        merged = [g for path in args.table for g in json.loads(path.read_text())["games"]]
        print(table(merged))
        return 0
    bots = args.bots.split(",")
    expansions = tuple(x for x in args.expansions.split(",") if x)
    work = [(bots, expansions, args.seed, g) for g in range(args.games)]
    results = play_games(
        play,
        work,
        args.jobs,
        args.out,
        {"bots": args.bots, "expansions": list(expansions), "seed": args.seed},
    )
    print(f"bots {args.bots}, expansions {','.join(expansions)}, seed {args.seed}")
    print(table(results))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
