"""How often the bots build each building of the 1897 expansions.

    python bench/expansion_buildings.py                       # 50 games, 4 Normal
    python bench/expansion_buildings.py --bots normal,random,random,random --games 100
    python bench/expansion_buildings.py --bots hard:50,normal,normal,normal --games 20
    python bench/expansion_buildings.py --market random --jobs 2

Plays seeded games with both expansions (``buildings`` and ``nobles``) and prints, for
each new building, how many games it was on the board, and how often each bot kind
built it (per game it was on the board) — a building no bot ever builds is one the
evaluation undervalues.  The default market is ``chosen`` with every building of
expansion I on the board (plus three of the base game's large buildings), so that each
appears in every game; ``random`` and ``draft`` lay out the board as in play (the draft
by the bots themselves).  Seats rotate with the game number as in ``ai.tournament``.
"""

from __future__ import annotations

import argparse
import collections
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from puertorico_qt import engine
from puertorico_qt.ai.tournament import BotSpec, _bot_for
from puertorico_qt.engine.data import BUILDINGS, DRAFT_SPACES

NEW = tuple(b.index for b in BUILDINGS if b.expansion in ("buildings", "nobles"))


def all_new_market() -> tuple[str, ...]:
    """Every building of expansion I, and base buildings for the spaces left (cost 10)."""
    chosen = [b.id for b in BUILDINGS if b.expansion == "buildings"]
    spaces = dict(DRAFT_SPACES)
    for b in BUILDINGS:
        if b.expansion == "buildings":
            spaces[b.cost] -= 1
    for b in BUILDINGS:
        if b.expansion == "base" and not b.is_production and spaces.get(b.cost, 0) > 0:
            chosen.append(b.id)
            spaces[b.cost] -= 1
    assert not any(spaces.values()), spaces
    return tuple(chosen)


def config(players: int, market: str) -> engine.GameConfig:
    return engine.GameConfig(
        players=players,
        expansions=frozenset({"buildings", "nobles"}),
        market=market,
        chosen=all_new_market() if market == "chosen" else (),
    )


def play(args: tuple[list[str], str, int, int]) -> dict:
    """One game: the bot kind of each seat, who built what, the scores and the winners."""
    bots, market, seed, game = args
    n = len(bots)
    specs = [BotSpec.parse(b) for b in bots]
    seats = [(seat + game) % n for seat in range(n)]  # seat -> entry of ``bots``
    state = engine.new_game(config(n, market), seed=seed + game)
    players = [_bot_for(specs[seats[s]], seats[s], (seed + game) * 10 + s) for s in range(n)]
    budgets = [specs[seats[s]].budget() for s in range(n)]
    while not state.is_terminal():
        seat = state.current_player
        state.apply(players[seat].choose_in(state, budgets[seat]))
    for bot in players:
        close = getattr(bot, "close", None)
        if close is not None:
            close()
    return {
        "kinds": [specs[seats[s]].name for s in range(n)],
        "market": list(state.market),
        "built": [list(p.buildings) for p in state.players],
        "scores": state.scores(),
        "returns": state.returns(),
    }


def table(results: list[dict]) -> str:
    kinds = sorted({k for r in results for k in r["kinds"]})
    on_board = collections.Counter(b for r in results for b in r["market"] if b in NEW)
    built: dict[str, collections.Counter] = {k: collections.Counter() for k in kinds}
    seats_of: collections.Counter = collections.Counter()
    for r in results:
        for kind, blds in zip(r["kinds"], r["built"], strict=True):
            seats_of[kind] += 1
            for b in blds:
                built[kind][b] += 1
    head = f"{'building':<18} {'on board':>8} " + " ".join(
        f"{k + ' (per seat)':>20}" for k in kinds
    )
    lines = [head, "-" * len(head)]
    for b in NEW:
        games = on_board[b]
        cells = []
        for k in kinds:
            seats = seats_of[k] * games / max(1, len(results))
            rate = built[k][b] / seats if seats else 0.0
            cells.append(f"{built[k][b]:>9} {100 * rate:>8.1f}%")
        lines.append(f"{BUILDINGS[b].id:<18} {games:>8} " + " ".join(f"{c:>20}" for c in cells))
    wins: collections.Counter = collections.Counter()
    score: dict[str, list[int]] = collections.defaultdict(list)
    for r in results:
        for kind, ret, sc in zip(r["kinds"], r["returns"], r["scores"], strict=True):
            wins[kind] += ret
            score[kind].append(sc)
    lines.append("")
    for k in kinds:
        lines.append(
            f"{k}: {seats_of[k]} seats, wins {wins[k]:g}, "
            f"mean score {sum(score[k]) / len(score[k]):.1f}"
        )
    lines.append(
        "built: how many seats of that bot built it; %: of the seats of that bot in games "
        "where it was on the board"
    )
    return "\n".join(lines)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--bots", default="normal,normal,normal,normal")
    ap.add_argument("--games", type=int, default=50)
    ap.add_argument("--market", choices=["chosen", "random", "draft"], default="chosen")
    ap.add_argument("--seed", type=int, default=7000)
    ap.add_argument("--jobs", type=int, default=1)
    args = ap.parse_args()
    bots = args.bots.split(",")
    start = time.perf_counter()
    work = [(bots, args.market, args.seed, g) for g in range(args.games)]
    if args.jobs > 1:
        with ProcessPoolExecutor(max_workers=args.jobs) as pool:
            results = list(pool.map(play, work))
    else:
        results = [play(w) for w in work]
    print(
        f"{args.games} games, {len(bots)} players ({args.bots}), market {args.market}, "
        f"seed {args.seed}, {time.perf_counter() - start:.0f} s"
    )
    print(table(results))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
