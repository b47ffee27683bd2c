"""What stopping a search once its answer is settled saves, and whether it changes a move.

    python bench/search_settle.py [--positions 16] [--bots hard,expert] [--games cards,puertorico]
    python bench/search_settle.py --games cards --bots expert --expert-iterations 3200

A search may stop before its iteration budget once the most visited root move leads
the next by more than the iterations still to come (``ismcts.Searcher.run``,
``stop_when_settled``).  For Hard and the card game's Expert (one tree each) the move
is then the same by construction; the board game's Expert sums the visits of one tree
per worker (``WORKERS`` here), and two trees that settle on different moves could sum
otherwise.  On positions of Normal games (the card game's those of
``cards_search_speed.py``; the board game's every tenth searched decision of 4-player
Normal games) each bot searches each position twice, without and with the stop, from
the same seed, the Expert's workers in this process (``use_processes=False``: the same
trees as in its worker processes).  It prints, per game and bot, how many moves
agree, the share of the budget used (median, mean) and the CPU seconds per decision
(median) both ways.  The CPU time is this process's (``time.process_time``), so other
work on the machine counts little.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cards_search_speed import positions as card_positions

from puertorico_qt import cards, engine
from puertorico_qt.ai import make_bot
from puertorico_qt.ai.base import SearchBudget
from puertorico_qt.ai.ismcts import AUTO_PHASES, HardBot

BOT_SEED = 12345
WORKERS = 2


def board_positions(count: int, seed: int = 1) -> list[Any]:
    """Every tenth decision of 4-player Normal games that Hard would search."""
    out: list[Any] = []
    game = 0
    while len(out) < count:
        state = engine.new_game(engine.GameConfig(players=4), seed=seed + game)
        bots = [make_bot("normal", seed * 10 + i) for i in range(4)]
        searched = 0
        while not state.is_terminal() and len(out) < count:
            seat = state.current_player
            if len(state.legal_actions()) > 1 and state.phase not in AUTO_PHASES:
                if searched % 10 == 0:
                    out.append(state.clone())
                searched += 1
            state.apply(bots[seat].choose(engine.observe(state, seat)))
        game += 1
    return out


def make(bot: str, game: str, settle: bool, expert_iterations: int | None = None) -> Any:
    """The bot of ``game`` at its default budget (the Expert's per worker:
    ``expert_iterations`` if given), with or without the stop."""
    made = make_bot(bot, BOT_SEED, game=game)
    if bot == "expert":
        if game != "cards":  # the card game's Expert is one tree
            made.workers = WORKERS
        made.use_processes = False
        if expert_iterations is not None:
            made.iterations_per_worker = expert_iterations
    made.stop_when_settled = settle
    return made


def budget_of(made: Any, state: Any) -> int:
    if isinstance(made, HardBot):
        return made.iterations_for(state.config)
    return made.iterations_per_worker * made.workers


def measure(game: str, bot: str, states: list[Any], expert_iterations: int | None) -> None:
    observe = cards.observe if game == "cards" else engine.observe
    agree = 0
    shares: list[float] = []
    seconds: dict[bool, list[float]] = {False: [], True: []}
    searched = 0
    for state in states:
        moves = {}
        for settle in (False, True):
            made = make(bot, game, settle, expert_iterations)
            obs = observe(state, state.current_player)
            c0 = time.process_time()
            moves[settle] = made.choose(obs, SearchBudget(iterations=None, seconds=None))
            cpu = time.process_time() - c0
            last = made.last
            if last is None or not last.searched:
                break
            seconds[settle].append(cpu)
            if settle:
                shares.append(last.iterations / budget_of(made, state))
        else:
            searched += 1
            agree += moves[False] == moves[True]
    if not searched:
        print(f"{game:10s} {bot:6s}: no searched position")
        return
    print(
        f"{game:10s} {bot:6s}: {agree}/{searched} moves the same; budget used: median "
        f"{statistics.median(shares):.0%}, mean {statistics.fmean(shares):.0%}; median CPU "
        f"{statistics.median(seconds[False]):.2f} s -> {statistics.median(seconds[True]):.2f} s "
        f"a decision (mean {statistics.fmean(seconds[False]):.2f} -> "
        f"{statistics.fmean(seconds[True]):.2f})",
        flush=True,
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--positions", type=int, default=16, help="per game")
    parser.add_argument("--bots", default="hard,expert")
    parser.add_argument("--games", default="cards,puertorico")
    parser.add_argument("--expert-iterations", type=int, help="per worker (default: its own)")
    args = parser.parse_args(argv)
    for game in args.games.split(","):
        if game == "cards":
            per_game = max(1, args.positions // 8)  # two set-ups of four games
            states = [s for _, _, _, s in card_positions([1, 2, 3, 4], per_game)]
        else:
            states = board_positions(args.positions)
        for bot in args.bots.split(","):
            measure(game, bot, states[: args.positions], args.expert_iterations)
    return 0


if __name__ == "__main__":
    sys.exit(main())
