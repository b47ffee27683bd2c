"""How often the card bots build each card of *Die neuen Gebäude*, per level.

    python bench/cards_usage.py --bots normal,normal,normal,normal --games 100
    python bench/cards_usage.py --bots normal,normal,beginner,beginner --games 200 \\
        --out bench/results/cards_usage_nb.json
    python bench/cards_usage.py --bots hard:100,normal,normal,normal --games 8
    python bench/cards_usage.py --table bench/results/cards_usage_*.json

Plays seeded games of the card game with the expansion (game ``k``: the deal of seed
``S + k``, the ``--bots`` entries rotated ``k`` seats, as in ``ai.tournament``) and
prints per level: for each new card, how many a seat of that level built per game
(built from the hand or the display, crane builds included), the share of that
level's seats that built it at least once, the Amtsstube's swaps and the Bank's uses
(cards tucked) per seat, wins and mean scores, and the seconds per decision of each
level (decisions with one legal action left out).  ``--out`` keeps the games after
every game; ``--table`` merges such files.
"""

from __future__ import annotations

import argparse
import collections
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))  # game_runner

from game_runner import play_games

from puertorico_qt import cards
from puertorico_qt.ai.tournament import BotSpec, _bot_for
from puertorico_qt.cards import CardConfig, CardPhase, observe
from puertorico_qt.cards.actions import A_BANK, A_BUILD, A_OVER, A_SWAP, MAX_KINDS, N_ACTIONS
from puertorico_qt.cards.data import CARD_IDS, CARDS

GAME = "cards"
NEW = tuple(c.index for c in CARDS if c.content == "buildings")


def _built(action: int) -> int:
    """The kind a build action builds, or -1."""
    if A_BUILD <= action < A_OVER:
        return action - A_BUILD
    if A_OVER <= action < A_OVER + MAX_KINDS * MAX_KINDS:
        return (action - A_OVER) // MAX_KINDS
    return -1


def play(args: tuple[list[str], int, int]) -> dict:
    """One game: per seat its level, the new cards built, swaps, cards banked, times."""
    bots, seed, game = args
    n = len(bots)
    specs = [BotSpec.parse(b, GAME) for b in bots]
    seats = [(seat + game) % n for seat in range(n)]  # seat -> entry of ``bots``
    state = cards.new_game(CardConfig(players=n, expansions=("buildings",)), seed + game)
    players = [_bot_for(specs[seats[s]], seats[s], (seed + game) * 10 + s, GAME) for s in range(n)]
    budgets = [specs[seats[s]].budget() for s in range(n)]
    built: list[list[int]] = [[] for _ in range(n)]
    swaps = [0] * n
    times: list[list[float]] = [[] for _ in range(n)]
    start = time.perf_counter()
    while not state.is_terminal():
        seat = state.current_player
        obs = observe(state, seat)
        t0 = time.perf_counter()
        action = players[seat].choose(obs, budgets[seat])
        if len(obs.legal_actions()) > 1:
            times[seat].append(time.perf_counter() - t0)
        if state.phase == CardPhase.BUILD and 0 <= action < N_ACTIONS:
            kind = _built(action)
            if kind in NEW:
                built[seat].append(kind)
        if A_SWAP <= action < A_BANK:
            swaps[seat] += 1
        state.apply(action)
    for bot in players:
        close = getattr(bot, "close", None)
        if close is not None:
            close()
    xp = state.xp
    assert xp is not None
    return {
        "game": game,
        "kinds": [specs[seats[s]].name for s in range(n)],
        "built": [[CARD_IDS[k] for k in b] for b in built],
        "swaps": swaps,
        "banked": list(xp.bank_n),
        "harbor": list(xp.harbor_n),
        "scores": state.scores(),
        "returns": state.returns(),
        "decision_seconds": [round(statistics.median(t), 4) if t else None for t in times],
        "decision_max": [round(max(t), 3) if t else None for t in times],
        "seconds": round(time.perf_counter() - start, 2),
    }


def table(results: list[dict]) -> str:
    levels = sorted({k for r in results for k in r["kinds"]})
    seats: collections.Counter = collections.Counter()
    built: dict[str, collections.Counter] = {k: collections.Counter() for k in levels}
    anyone: dict[str, collections.Counter] = {k: collections.Counter() for k in levels}
    extra: dict[str, collections.Counter] = {k: collections.Counter() for k in levels}
    scores: dict[str, list[int]] = collections.defaultdict(list)
    times: dict[str, list[float]] = collections.defaultdict(list)
    slowest: dict[str, float] = collections.defaultdict(float)
    for r in results:
        for seat, level in enumerate(r["kinds"]):
            seats[level] += 1
            built[level].update(r["built"][seat])
            anyone[level].update(set(r["built"][seat]))
            extra[level]["swaps"] += r["swaps"][seat]
            extra[level]["banked"] += r["banked"][seat]
            extra[level]["bank_used"] += r["banked"][seat] > 0
            extra[level]["harbor"] += r["harbor"][seat]
            extra[level]["wins"] += r["returns"][seat]
            scores[level].append(r["scores"][seat])
            if r["decision_seconds"][seat] is not None:
                times[level].append(r["decision_seconds"][seat])
                slowest[level] = max(slowest[level], r["decision_max"][seat])
    players = len(results[0]["kinds"])
    lines = [
        f"{len(results)} games, {players} players, "
        f"{sum(r['seconds'] for r in results):.0f} s of play",
        "",
        "new cards built: per game per seat of the level (share of its seats that built it)",
    ]
    head = f"{'card':<16}" + "".join(f"{lv:>18}" for lv in levels)
    lines += [head, "-" * len(head)]
    for kind in NEW:
        cid = CARD_IDS[kind]
        cells = [
            f"{built[lv][cid] / seats[lv]:>8.2f} ({100 * anyone[lv][cid] / seats[lv]:>5.1f}%)"
            for lv in levels
        ]
        lines.append(f"{cid:<16}" + "".join(f"{c:>18}" for c in cells))
    lines.append("-" * len(head))
    rows = {
        "seats": lambda lv: f"{seats[lv]}",
        "swaps/seat": lambda lv: f"{extra[lv]['swaps'] / seats[lv]:.2f}",
        "bank used": lambda lv: f"{100 * extra[lv]['bank_used'] / seats[lv]:.1f}%",
        "banked/seat": lambda lv: f"{extra[lv]['banked'] / seats[lv]:.2f}",
        "harbor VP/seat": lambda lv: f"{extra[lv]['harbor'] / seats[lv]:.2f}",
        "wins": lambda lv: f"{extra[lv]['wins']:g} ({100 * extra[lv]['wins'] / seats[lv]:.1f}%)",
        "mean score": lambda lv: f"{sum(scores[lv]) / len(scores[lv]):.1f}",
        "s/decision": lambda lv: f"{statistics.median(times[lv]):.4f}" if times[lv] else "-",
        "slowest s": lambda lv: f"{slowest[lv]:.3f}",
    }
    for name, cell in rows.items():
        lines.append(f"{name:<16}" + "".join(f"{cell(lv):>18}" for lv in levels))
    lines.append(
        "s/decision: the median over games of each seat's median seconds per decision with "
        "more than one legal action"
    )
    return "\n".join(lines)


def main() -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    ap.add_argument("--bots", default="normal,normal,normal,normal")
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=7000)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--out", type=Path, default=None, help="keep the games here (JSON)")
    ap.add_argument("--table", type=Path, nargs="+", default=None, help="print these files' table")
    args = ap.parse_args()
    if args.table:
        merged = [g for path in args.table for g in json.loads(path.read_text())["games"]]
        print(table(merged))
        return 0
    bots = args.bots.split(",")
    for b in bots:
        BotSpec.parse(b, GAME)  # refuse a bad name before playing
    work = [(bots, args.seed, g) for g in range(args.games)]
    results = play_games(play, work, args.jobs, args.out, {"bots": args.bots, "seed": args.seed})
    print(f"bots {args.bots}, expansion buildings, seed {args.seed}")
    print(table(results))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
