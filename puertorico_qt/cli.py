"""Headless sub-commands: the engine for tests and bug reports, self-play for research.

``python -m puertorico_qt engine new|legal|apply|score`` and
``python -m puertorico_qt selfplay``.  Other layers add their own sub-commands
through ``COMMAND_MODULES`` (each module has ``register(subparsers)``), so this
file never needs to know about Qt.
"""

from __future__ import annotations

import argparse
import importlib
import json
import statistics
import sys
import time
from pathlib import Path

from . import engine
from .ai import bot_names, make_bot
from .engine.scoring import score_breakdown

#: Modules that add sub-commands; imported lazily so that unused layers stay unloaded.
COMMAND_MODULES: list[str] = ["puertorico_qt.ai.tournament"]

EXIT_ILLEGAL = 2


class CommandError(Exception):
    """A message for the user on stderr, with exit status 2."""


def _read_state(path: str) -> engine.GameState:
    try:
        text = sys.stdin.read() if path == "-" else Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise CommandError(f"cannot read {path}: {exc.strerror}") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise CommandError(f"{path} is not JSON ({exc.msg} at line {exc.lineno})") from None
    try:
        return engine.GameState.from_dict(data)
    except engine.StateFormatError as exc:
        raise CommandError(f"{path}: {exc}") from None


def _print_json(data: object) -> None:
    json.dump(data, sys.stdout, indent=1)
    sys.stdout.write("\n")


def cmd_engine_new(args: argparse.Namespace) -> int:
    try:
        config = engine.GameConfig(
            players=args.players,
            edition=engine.parse_edition(args.edition),
            hidden_vp=args.hidden_vp,
        )
    except engine.ConfigError as exc:
        raise CommandError(str(exc)) from None
    _print_json(engine.new_game(config, seed=args.seed).to_dict())
    return 0


def cmd_engine_legal(args: argparse.Namespace) -> int:
    state = _read_state(args.state)
    if state.is_terminal():
        print("the game is over", file=sys.stderr)
        return 0
    for action in state.legal_actions():
        print(state.format_action(action))
    return 0


def cmd_engine_apply(args: argparse.Namespace) -> int:
    state = _read_state(args.state)
    try:
        action = state.parse_action(args.action)
        state.apply(action)
    except engine.NotationError as exc:
        raise CommandError(f"not an action: {exc}") from None
    except engine.IllegalActionError as exc:
        raise CommandError(f"illegal action {args.action!r}: {exc}") from None
    _print_json(state.to_dict())
    return 0


def cmd_engine_score(args: argparse.Namespace) -> int:
    state = _read_state(args.state)
    breakdown = score_breakdown(state)
    winners = engine.winners(state) if state.is_terminal() else []
    _print_json(
        {
            "game_over": state.is_terminal(),
            "winners": winners,
            "players": [dict(seat=i, **b.to_dict()) for i, b in enumerate(breakdown)],
        }
    )
    return 0


def play_game(state: engine.GameState, bots: list, log: list | None = None) -> int:
    """Play ``state`` to the end with one bot per seat; returns the number of decisions."""
    decisions = 0
    while not state.is_terminal():
        bot = bots[state.current_player]
        state.apply(bot.choose_in(state), log)
        decisions += 1
    return decisions


def cmd_selfplay(args: argparse.Namespace) -> int:
    names = [b.strip() for b in args.bot.split(",")]
    if len(names) == 1:
        names *= args.players
    if len(names) != args.players:
        raise CommandError(f"--bot names {len(names)} bots for {args.players} players")
    config = engine.GameConfig(players=args.players, edition=engine.parse_edition(args.edition))
    wins = [0.0] * args.players
    scores: list[list[int]] = [[] for _ in range(args.players)]
    decisions: list[int] = []
    errors: list[str] = []
    start = time.perf_counter()
    for game in range(args.games):
        seed = args.seed + game
        try:
            bots = [make_bot(name, seed=seed * 10 + seat) for seat, name in enumerate(names)]
        except ValueError as exc:
            raise CommandError(str(exc)) from None
        state = engine.new_game(config, seed=seed)
        log: list | None = [] if args.log else None
        try:
            decisions.append(play_game(state, bots, log))
        except Exception as exc:  # a bug: count it, keep the run going
            errors.append(f"game {game} (seed {seed}): {exc!r}")
            continue
        for seat, value in enumerate(state.returns()):
            wins[seat] += value
        for seat, score in enumerate(state.scores()):
            scores[seat].append(score)
        if log is not None:
            _print_game_log(state, log, seed)
    seconds = time.perf_counter() - start
    played = len(decisions)
    result = {
        "players": args.players,
        "edition": args.edition,
        "bots": names,
        "games": played,
        "seconds": round(seconds, 4),
        "games_per_second": round(played / seconds, 2) if seconds else None,
        "decisions_per_game": round(statistics.fmean(decisions), 1) if decisions else 0,
        "wins": wins,
        "mean_scores": [round(statistics.fmean(s), 2) if s else None for s in scores],
        "errors": errors,
    }
    if args.json:
        _print_json(result)
    else:
        print(
            f"{played} games of {args.players} players in {seconds:.2f} s "
            f"({result['games_per_second']} games/s, {result['decisions_per_game']} decisions/game)"
        )
        for seat in range(args.players):
            print(
                f"  seat {seat} ({names[seat]}): wins {wins[seat]:g}, mean score {result['mean_scores'][seat]}"
            )
        for error in errors:
            print("  ERROR", error)
    return 1 if errors else 0


def _print_game_log(state: engine.GameState, log: list, seed: int) -> None:
    print(f"# game with seed {seed}")
    for seat, action in log:
        print(f"seat {seat}: {state.format_action(action)}")
    breakdown = score_breakdown(state)
    for seat, b in enumerate(breakdown):
        print(
            f"seat {seat}: {b.total} VP (chips {b.chips}, buildings {b.buildings}, bonus {b.bonus})"
        )
    print(f"winner(s): {engine.winners(state)}")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="puertorico_qt", description="Puerto Rico: headless tools"
    )
    sub = parser.add_subparsers(dest="command", required=True)

    eng = sub.add_parser("engine", help="the rules engine on a state file")
    esub = eng.add_subparsers(dest="engine_command", required=True)
    p = esub.add_parser("new", help="print a new game's state as JSON")
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--edition", default="classic", choices=["classic", "1897"])
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--hidden-vp", action="store_true", help="VP chips are kept face down")
    p.set_defaults(func=cmd_engine_new)
    p = esub.add_parser("legal", help="the current player's legal actions, one per line")
    p.add_argument("state", help="state file (- for stdin)")
    p.set_defaults(func=cmd_engine_legal)
    p = esub.add_parser("apply", help="apply one action and print the next state")
    p.add_argument("state")
    p.add_argument("action", help='an action in the notation, e.g. "role settler"')
    p.set_defaults(func=cmd_engine_apply)
    p = esub.add_parser("score", help="the score breakdown per player as JSON")
    p.add_argument("state")
    p.set_defaults(func=cmd_engine_score)

    p = sub.add_parser("selfplay", help="play complete games between bots")
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--games", type=int, default=10)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument(
        "--bot", default="random", help=f"one name, or one per seat: {', '.join(bot_names())}"
    )
    p.add_argument("--edition", default="classic", choices=["classic", "1897"])
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--log", action="store_true", help="print every game's moves and result")
    p.set_defaults(func=cmd_selfplay)

    for name in COMMAND_MODULES:
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name != name:
                raise
            continue
        module.register(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return args.func(args)
    except CommandError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return EXIT_ILLEGAL
    except BrokenPipeError:
        return 0
