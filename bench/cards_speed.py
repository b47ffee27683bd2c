"""Card game speed: complete random games per second, and the cost of the protocol calls.

    python bench/cards_speed.py [--games 300] [--seed 1] [--repeat 3] [--json]
    python bench/cards_speed.py --expansions buildings

The figure: random 4-player games per second, the median of ``--repeat`` runs of
``--games`` games each.  Then the same for 2 and 3 players and the variant set-up,
and the microseconds of one ``legal_actions()`` (uncached), ``apply()``, ``clone()``,
``observe()`` + ``determinize()`` and a JSON round trip.  The last line is the same
figures as JSON (``--json``: only that line).

Runs on one core (this process only), timed in this process's CPU time
(``time.process_time``), so that other work on the machine does not count.  A random
game chooses uniformly among ``legal_actions()`` at every decision and plays it with
``apply()`` (which validates the action and plays the forced steps).  The bar: at least
500 complete random 4-player games per second.  ``--expansions buildings`` plays every
game and samples every state with *Die neuen Gebäude*.
"""

from __future__ import annotations

import argparse
import json
import platform
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from puertorico_qt import cards

#: The expansions of every game (``--expansions``).
EXPANSIONS: tuple[str, ...] = ()


def random_games(players: int, games: int, seed: int, variant: bool = False) -> tuple[float, float]:
    """Games per second (CPU time) and decisions per game, with ``apply`` (validated)."""
    rng = random.Random(seed)
    config = cards.CardConfig(players=players, variant=variant, expansions=EXPANSIONS)
    decisions = 0
    start = time.process_time()
    for game in range(games):
        state = cards.new_game(config, seed + game)
        while not state.is_terminal():
            legal = state.legal_actions()
            state.apply(legal[int(rng.random() * len(legal))])
            decisions += 1
    seconds = time.process_time() - start
    return games / seconds, decisions / games


def sample_states(players: int, count: int, seed: int) -> list[cards.CardState]:
    """States met along random games, for timing single calls."""
    rng = random.Random(seed)
    config = cards.CardConfig(players=players, expansions=EXPANSIONS)
    states: list[cards.CardState] = []
    game = 0
    while len(states) < count:
        state = cards.new_game(config, seed + game)
        game += 1
        while not state.is_terminal() and len(states) < count:
            states.append(state.clone())
            legal = state.legal_actions()
            state.apply(legal[int(rng.random() * len(legal))])
    return states


def per_call_costs(players: int, seed: int, count: int = 20000) -> dict[str, float]:
    """Microseconds per call, over states of random games."""
    states = sample_states(players, count, seed)
    fresh = [s.clone() for s in states]
    start = time.process_time()
    for s in fresh:
        s._legal = None
        s.legal_actions()
    legal_us = (time.process_time() - start) / len(fresh) * 1e6

    rng = random.Random(seed)
    work = [s.clone() for s in states]
    chosen = [s.legal_actions()[int(rng.random() * len(s.legal_actions()))] for s in work]
    start = time.process_time()
    for s, a in zip(work, chosen, strict=True):
        s.apply(a)
    apply_us = (time.process_time() - start) / len(work) * 1e6

    start = time.process_time()
    for s in states:
        s.clone()
    clone_us = (time.process_time() - start) / len(states) * 1e6

    few = states[:: max(1, len(states) // 2000)]
    start = time.process_time()
    for s in few:
        cards.observe(s, s.current_player).determinize(rng)
    observe_us = (time.process_time() - start) / len(few) * 1e6

    start = time.process_time()
    for s in few:
        cards.CardState.from_dict(s.to_dict())
    json_us = (time.process_time() - start) / len(few) * 1e6
    return {
        "legal_actions_us": round(legal_us, 2),
        "apply_us": round(apply_us, 2),
        "clone_us": round(clone_us, 2),
        "observe_determinize_us": round(observe_us, 1),
        "json_round_trip_us": round(json_us, 1),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeat", type=int, default=3, help="runs of the 4-player figure")
    parser.add_argument("--json", action="store_true", help="print only the JSON line")
    parser.add_argument("--expansions", default="", choices=["", "buildings"])
    args = parser.parse_args(argv)
    global EXPANSIONS
    EXPANSIONS = tuple(x for x in args.expansions.split(",") if x)
    if args.repeat < 1 or args.games < 1:
        parser.error("--games and --repeat must be at least 1")
    say = (lambda *a, **k: None) if args.json else print
    say(
        f"Python {sys.version.split()[0]} on {platform.machine()}, one core, CPU time, "
        f"expansions: {', '.join(EXPANSIONS) or 'none'}"
    )
    random_games(4, 20, args.seed)  # warm-up
    runs = [random_games(4, args.games, args.seed)[0] for _ in range(args.repeat)]
    rate = statistics.median(runs)
    dpg = random_games(4, 50, args.seed)[1]
    say(
        f"4 players: {rate:.1f} random games/s (median of {args.repeat} runs of "
        f"{args.games} games: {', '.join(f'{r:.1f}' for r in runs)}), {dpg:.1f} decisions/game"
    )
    table = {}
    say(
        f"{'table':>10} {'games/s':>9} {'decisions/game':>15} {'legal µs':>9} {'apply µs':>9} "
        f"{'clone µs':>9} {'obs+det µs':>11} {'json µs':>9}"
    )
    for players in (2, 3, 4):
        for variant in (False, True):
            gps, d = random_games(players, max(1, args.games // 3), args.seed, variant)
            name = f"{players}p" + ("-variant" if variant else "")
            row: dict[str, float] = {"games_per_s": round(gps, 1), "decisions_per_game": d}
            if not variant:
                row |= per_call_costs(players, args.seed, 10000)
            table[name] = row
            say(
                f"{name:>10} {gps:>9.1f} {d:>15.1f} "
                + (
                    f"{row['legal_actions_us']:>9.2f} {row['apply_us']:>9.2f} "
                    f"{row['clone_us']:>9.2f} {row['observe_determinize_us']:>11.1f} "
                    f"{row['json_round_trip_us']:>9.1f}"
                    if not variant
                    else ""
                )
            )
    result = {
        "benchmark": "cards_speed",
        "python": sys.version.split()[0],
        "machine": platform.machine(),
        "timer": "process_time",
        "games": args.games,
        "seed": args.seed,
        "expansions": list(EXPANSIONS),
        "games_per_s_4p": round(rate, 1),
        "runs_4p": [round(r, 1) for r in runs],
        "decisions_per_game_4p": round(dpg, 1),
        "tables": table,
    }
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
