"""Behaviour fingerprint: seeded bot games, hashed move by move.

    python bench/fingerprint.py                         # the default set (a few minutes)
    python bench/fingerprint.py --match normal4:40 --match hard4:4 --edition 1897

A refactoring that must not change what the engine and the bots do is checked by
running this before and after: the same seeds must give the same games, decision
for decision, and so the same digest.  Each match line prints the number of games,
decisions, the mean scores and a SHA-256 over every (seat, notation) step of every
game plus its final scores.  Only the public protocol is used (``new_game``,
``legal_actions``, ``apply``, ``format_action``, ``Bot.choose_in``), so the script
outlives a re-layout of the action ids or of the modules behind them.

Matches are ``NAME:GAMES`` with NAME one of the rows of ``MATCHES``; the seats do
not rotate (this is not a strength measurement: see ``ai_strength.py``).
"""

from __future__ import annotations

import argparse
import hashlib
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from puertorico_qt import engine
from puertorico_qt.ai import make_bot

MATCHES = {
    "random2": "random,random",
    "random5": "random,random,random,random,random",
    "beginner4": "beginner,random,random,random",
    "normal3": "normal,normal,normal",
    "normal4": "normal,random,random,random",
    "hard4": "hard,normal,normal,normal",
    "hard2": "hard,normal",
}
DEFAULT = ("random2:200", "random5:100", "beginner4:30", "normal3:30", "normal4:30", "hard4:3")


def play(bots: list[str], edition: str, seed: int) -> tuple[list[str], list[int]]:
    config = engine.GameConfig(players=len(bots), edition=engine.parse_edition(edition))
    state = engine.new_game(config, seed=seed)
    players = [make_bot(name, seed=seed * 10 + seat) for seat, name in enumerate(bots)]
    steps: list[str] = []
    while not state.is_terminal():
        action = players[state.current_player].choose_in(state)
        log: list[tuple[int, int]] = []
        state.apply(action, log)
        # every step, forced ones too (the notation depends only on the game's cards and ships)
        steps += [f"{seat}:{state.format_action(step)}" for seat, step in log]
    for bot in players:
        close = getattr(bot, "close", None)
        if close is not None:
            close()
    return steps, state.scores()


def run(match: str, games: int, edition: str, seed: int) -> dict:
    bots = MATCHES[match].split(",")
    digest = hashlib.sha256()
    scores: list[list[int]] = [[] for _ in bots]
    decisions = 0
    start = time.perf_counter()
    for game in range(games):
        steps, final = play(bots, edition, seed + game)
        decisions += len(steps)
        digest.update("\n".join(steps).encode())
        digest.update(repr(final).encode())
        for seat, score in enumerate(final):
            scores[seat].append(score)
    return {
        "match": match,
        "games": games,
        "decisions": decisions,
        "mean_scores": [round(statistics.fmean(s), 2) for s in scores],
        "sha256": digest.hexdigest()[:16],
        "seconds": round(time.perf_counter() - start, 1),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--match", action="append", help="NAME:GAMES (repeatable)")
    parser.add_argument("--edition", default="classic", choices=["classic", "1897"])
    parser.add_argument("--seed", type=int, default=4242)
    args = parser.parse_args()
    for spec in args.match or DEFAULT:
        name, _, count = spec.partition(":")
        if name not in MATCHES or not count.isdigit() or int(count) < 1:
            parser.error(f"bad --match {spec!r}: NAME:GAMES with NAME in {', '.join(MATCHES)}")
        r = run(name, int(count), args.edition, args.seed)
        print(
            f"{r['match']:<10} {args.edition:<7} games {r['games']:>4}  decisions {r['decisions']:>7}  "
            f"scores {r['mean_scores']}  sha256 {r['sha256']}  ({r['seconds']} s)",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
