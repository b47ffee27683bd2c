"""Do more iterations change the card search's move?  Hard and the Expert against one
long search, on the positions of ``cards_search_speed.py``.

    python bench/cards_search_agreement.py [--seeds 11 12 13] [--per-game 4] [--reference 8000]
    python bench/cards_search_agreement.py --workers 2 4 8   # the Expert on more cores

On each position (4-player games of Normal bots, with and without *Die neuen Gebäude*,
``--per-game`` of the decisions Hard searches) a single search of ``--reference``
iterations (``CardHardBot``, seed 99) is the reference; Hard (400 iterations) and the
root-parallel Expert as it was (2 × 800, its shards in this process: the same move as
with worker processes) answer the same observation; ``--single 1600`` adds the Expert
as it is now (one tree of 1,600, ``bots.CARD_EXPERT_TREE_ITERATIONS``).  Printed per
position: the three moves and the reference's top edges (visits and mean value); at
the end how often each bot chose the reference's
move and its mean regret: the reference's mean value of its move less that of the bot's
(a move the reference tried fewer than 30 times counts as its worst tried move).
The regrets are the reference's own estimates, noisy themselves: read them as a scale.
``--workers`` answers with that root-parallel Expert as it played on machines with that
many cores (a tree of 800 iterations per core, their visits summed): its strength
against Hard was measured on two.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cards_search_speed import positions

from puertorico_qt import cards
from puertorico_qt.ai.base import SearchBudget
from puertorico_qt.ai.cards.bots import CARD_EXPERT_ITERATIONS, CardExpertBot, CardHardBot

#: The fewest visits for the reference's mean value of a move to count.
MIN_VISITS = 30


def main() -> int:
    ap = argparse.ArgumentParser(description="Hard and Expert against one long card search")
    ap.add_argument("--seeds", type=int, nargs="+", default=[11, 12, 13])
    ap.add_argument("--per-game", type=int, default=4)
    ap.add_argument("--reference", type=int, default=8000, help="the long search's iterations")
    ap.add_argument(
        "--single", type=int, nargs="*", default=[], help="also one tree of these iterations"
    )
    ap.add_argument(
        "--workers", type=int, nargs="+", default=[2], help="the Expert with these many trees"
    )
    args = ap.parse_args()
    experts = [("expert" if w == 2 else f"expert{w}", w) for w in args.workers]
    names = ["hard", *(name for name, _w in experts), *(f"single{n}" for n in args.single)]
    agree = dict.fromkeys(names, 0)
    regret = dict.fromkeys(names, 0.0)
    counted = 0
    for label, _seed, _step, state in positions(args.seeds, args.per_game):
        observation = cards.observe(state, state.current_player)
        reference = CardHardBot(99)
        reference.stop_when_settled = False  # its root values are read: the whole budget
        start = time.perf_counter()
        best = reference.choose(observation, SearchBudget(iterations=args.reference))
        seconds = time.perf_counter() - start
        last = reference.last
        assert last is not None
        if not last.searched:
            continue
        counted += 1
        means = {a: last.value_sums[a] / n for a, n in last.visits.items() if n >= MIN_VISITS}
        worst = min(means.values())
        moves = {"hard": CardHardBot(7).choose(observation)}
        for name, workers in experts:
            expert = CardExpertBot(7, workers=workers, iterations_per_worker=CARD_EXPERT_ITERATIONS)
            moves[name] = expert.choose(observation)
        for n in args.single:
            moves[f"single{n}"] = CardHardBot(7).choose(observation, SearchBudget(iterations=n))
        shown = []
        for name, move in moves.items():
            agree[name] += move == best
            regret[name] += means[best] - means.get(move, worst)
            shown.append(f"{name} {'=' if move == best else state.format_action(move):22s}")
        top = sorted(last.visits.items(), key=lambda kv: -kv[1])[:3]
        edges = " ".join(f"{state.format_action(a)}:{n}:{means.get(a, 0.0):.3f}" for a, n in top)
        print(
            f"{label:9s} {state.phase.name:7s} reference {state.format_action(best):22s} "
            f"{' '.join(shown)} [{edges}] {seconds:.1f} s",
            flush=True,
        )
    if not counted:
        print("no searched position")
        return 1
    for name in agree:
        print(
            f"{name}: the reference's move in {agree[name]} of {counted}, "
            f"mean regret {regret[name] / counted:.4f} of a win chance"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
