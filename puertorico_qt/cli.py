"""Headless sub-commands: the engine for tests and bug reports, self-play for research.

``python -m puertorico_qt selfplay`` here; ``engine new|legal|apply|score`` in
``cli_engine``.  ``--game cards`` plays the card game.  Other modules add their sub-commands
through ``COMMAND_MODULES`` (each module has ``register(subparsers)``), so this
file never needs to know about Qt.
"""

from __future__ import annotations

import argparse
import functools
import importlib
import json
import re
import statistics
import sys
import time
from typing import Any, NoReturn

from . import cards, engine
from .ai import bot_names, make_bot
from .engine.config import MARKET_SETUPS
from .engine.data import EXPANSION_NAMES, SETUP
from .games import DEFAULT_GAME, GameKind, game_kind, game_names

#: Modules that add sub-commands; imported lazily so that unused layers stay unloaded.
COMMAND_MODULES: list[str] = ["puertorico_qt.cli_engine", "puertorico_qt.ai.tournament"]

EXIT_ILLEGAL = 2

#: Input quoted in a message is cut to this many characters (a message is one short line).
SHOWN_CHARS = 40
#: The longest error line; longer ones (an engine message quoting a file) are cut.
MESSAGE_CHARS = 300
#: A state file is a few kilobytes; anything much bigger is not one.
MAX_STATE_BYTES = 16 * 1024 * 1024
#: The longest action in the notation is about 40 characters ("store indigo,tobacco keep
#: coffee"); longer text is refused before parsing (the notation's messages quote it whole).
MAX_ACTION_CHARS = 80
#: No number in a state file has more digits (the largest are counts below 200).
MAX_NUMBER_CHARS = 30
#: ``--seed``: 0 to 2**63 - 1.
MAX_SEED = 2**63 - 1
EDITIONS = ("classic", "1897")


class CommandError(Exception):
    """A message for the user on stderr, with exit status 2."""


def shorten(text: str, limit: int = SHOWN_CHARS) -> str:
    """``text`` cut to ``limit`` characters (the cut marked with ``...``), for a message."""
    text = str(text)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def shorten_path(path: str, limit: int = SHOWN_CHARS) -> str:
    """A file name for a message: its end (the file's own name) when it is long."""
    return path if len(path) <= limit else "..." + path[-(limit - 3) :]


def quoted(text: str) -> str:
    """``text`` shortened and quoted (``repr``) for a message."""
    return repr(shorten(text))


_QUOTED = re.compile(r"'(?:[^'\\]|\\.)*'" + r'|"(?:[^"\\]|\\.)*"')
_LONG_WORD = re.compile(rf"\S{{{SHOWN_CHARS + 1},}}")


def one_line(message: str) -> str:
    """An error message as one line (line breaks become spaces) of at most ``MESSAGE_CHARS``."""
    return shorten(" ".join(str(message).splitlines()), MESSAGE_CHARS)


class ArgumentParser(argparse.ArgumentParser):
    """argparse's parser, whose error line never repeats a huge argument whole (argparse
    quotes a bad value, an unknown sub-command or extra arguments in full)."""

    def error(self, message: str) -> NoReturn:
        message = _QUOTED.sub(
            lambda m: (
                m[0] if len(m[0]) <= SHOWN_CHARS else m[0][: SHOWN_CHARS - 4] + "..." + m[0][-1]
            ),
            message,
        )
        head, colon, rest = message.partition(": ")
        if head == "unrecognized arguments":  # the arguments, unquoted, joined by spaces
            message = head + colon + shorten(rest)
        message = _LONG_WORD.sub(lambda m: shorten(m[0]), message)
        super().error(one_line(message))


# --------------------------------------------------------------------------- argument types


def _integer(text: str) -> int:
    text = text.strip()
    if re.fullmatch(r"[+-]?\d{31,}", text):  # a whole number, only far too large
        raise argparse.ArgumentTypeError(f"too large: {quoted(text)}")
    if not re.fullmatch(r"[+-]?\d{1,30}", text):
        raise argparse.ArgumentTypeError(f"not a whole number: {quoted(text)}")
    return int(text)


def positive_int(text: str) -> int:
    """argparse type: a whole number, 1 or more."""
    n = _integer(text)
    if n < 1:
        raise argparse.ArgumentTypeError(f"must be 1 or more, not {n}")
    return n


def player_count(text: str) -> int:
    """argparse type: a number of players the game is made for (``engine.data.SETUP``)."""
    n = _integer(text)
    if n not in SETUP:
        raise argparse.ArgumentTypeError(
            f"Puerto Rico is played by {min(SETUP)} to {max(SETUP)} players, not {n}"
        )
    return n


def seed_int(text: str) -> int:
    """argparse type: a seed, 0 to 2**63 - 1."""
    n = _integer(text)
    if not 0 <= n <= MAX_SEED:
        raise argparse.ArgumentTypeError(f"a seed is a whole number from 0 to 2**63 - 1, not {n}")
    return n


def expansion_list(text: str) -> tuple[str, ...]:
    """argparse type for ``--expansions``: comma-separated names (``buildings``,
    ``nobles``, ``smuggler``, ``festival``), each once; ``none`` or empty for none."""
    names = [name.strip() for name in text.split(",") if name.strip()]
    if names == ["none"]:
        return ()
    for name in names:
        if name not in EXPANSION_NAMES:
            raise argparse.ArgumentTypeError(
                f"unknown expansion {quoted(name)}; choose from {', '.join(EXPANSION_NAMES)}"
            )
    if len(set(names)) != len(names):
        raise argparse.ArgumentTypeError("an expansion is named twice")
    return tuple(names)


def game_config(
    args: argparse.Namespace, hidden_vp: bool = False
) -> engine.GameConfig | cards.CardConfig:
    """The configuration the game options ask for (``add_game_options``).  With the new
    buildings and no ``--market``, a random legal set of buildings is laid out (the
    base set would leave the new buildings out).  ``--game cards``: the card game's
    options; an option of the other game is refused, not ignored."""
    if args.game == "cards":
        return card_config(args, hidden_vp)
    if args.variant:
        raise CommandError("--variant is an option of the card game (--game cards)")
    expansions = frozenset(args.expansions)
    market = args.market or ("draft" if args.draft else None)
    if args.draft and args.market not in (None, "draft"):
        raise CommandError("--draft and --market name two different set-ups")
    if market is None:
        market = "random" if "buildings" in expansions else "base"
    try:
        return engine.GameConfig(
            players=args.players,
            edition=engine.parse_edition(args.edition or EDITIONS[0]),
            hidden_vp=hidden_vp,
            expansions=expansions,
            market=market,
        )
    except engine.ConfigError as exc:
        raise CommandError(str(exc)) from None


def card_config(args: argparse.Namespace, hidden_vp: bool = False) -> cards.CardConfig:
    """The card game's configuration from the options (``--game cards``)."""
    board_only = (
        ("--edition", args.edition is not None),
        ("--market", args.market is not None),
        ("--draft", args.draft),
        ("--hidden-vp", hidden_vp),
    )
    for flag, given in board_only:
        if given:
            raise CommandError(f"{flag} is an option of the board game, not of the card game")
    try:
        return cards.CardConfig(
            players=args.players, variant=args.variant, expansions=tuple(args.expansions)
        )
    except cards.CardConfigError as exc:
        raise CommandError(str(exc)) from None


def config_summary(config: engine.GameConfig | cards.CardConfig) -> dict:
    """The game's part of a result's JSON: nothing for the base game (its JSON is as it
    always was); the game, the variant and any expansions for the card game."""
    if isinstance(config, cards.CardConfig):
        return {"game": "cards", "variant": config.variant, "expansions": list(config.expansions)}
    if not config.expansions:
        return {}
    return {"expansions": sorted(config.expansions), "market": config.market}


def edition_name(text: str) -> str:
    """argparse type: ``classic`` or ``1897``."""
    if text not in EDITIONS:
        raise argparse.ArgumentTypeError(
            f"unknown edition {quoted(text)}; choose from {', '.join(EDITIONS)}"
        )
    return text


def print_json(data: object) -> None:
    json.dump(data, sys.stdout, indent=1)
    sys.stdout.write("\n")


def play_game(state: Any, bots: list, log: list | None = None) -> int:
    """Play ``state`` to the end with one bot per seat; returns the number of decisions."""
    decisions = 0
    board = isinstance(state, engine.GameState)  # its apply logs the forced steps too
    while not state.is_terminal():
        seat = state.current_player
        action = bots[seat].choose_in(state)
        if board:
            state.apply(action, log)
        else:
            state.apply(action)
            if log is not None:
                log.append((seat, action))
        decisions += 1
    return decisions


def cmd_selfplay(args: argparse.Namespace) -> int:
    names = [b.strip() for b in args.bot.split(",")]
    known = bot_names(args.game)
    for name in names:
        if name not in known:
            raise CommandError(f"unknown bot {quoted(name)}; choose from {', '.join(known)}")
    if len(names) == 1:
        names *= args.players
    if len(names) != args.players:
        raise CommandError(f"--bot names {len(names)} bots for {args.players} players")
    if args.seed + args.games - 1 > MAX_SEED:  # game g plays seed + g
        room = MAX_SEED - args.seed + 1
        raise CommandError(f"--seed {args.seed} leaves room for {room} game(s) only")
    config = game_config(args)
    kind = game_kind(args.game)
    wins = [0.0] * args.players
    scores: list[list[int]] = [[] for _ in range(args.players)]
    decisions: list[int] = []
    errors: list[str] = []
    start = time.perf_counter()
    for game in range(args.games):
        seed = args.seed + game
        try:
            bots = [
                make_bot(name, seed=seed * 10 + seat, game=args.game)
                for seat, name in enumerate(names)
            ]
        except ValueError as exc:
            raise CommandError(str(exc)) from None
        state = kind.new_game(config, seed)
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
            _print_game_log(kind, state, log, seed, sys.stderr if args.json else None)
    seconds = time.perf_counter() - start
    played = len(decisions)
    result = {
        "players": args.players,
        **({} if args.game == "cards" else {"edition": args.edition}),
        **config_summary(config),
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
        print_json(result)
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


def _print_game_log(kind: GameKind, state: Any, log: list, seed: int, out: Any = None) -> None:
    """A game's moves and scores, on ``out`` (stdout; stderr beside ``--json``, whose
    output is one JSON object)."""
    say = functools.partial(print, file=out or sys.stdout)
    say(f"# game with seed {seed}")
    for seat, action in log:
        say(f"seat {seat}: {state.format_action(action)}")
    for seat, b in enumerate(kind.score_breakdown(state)):
        parts = ", ".join(
            f"{key} {value}"
            for key, value in b.to_dict().items()
            if key not in ("total", "tiebreak", "bonuses") and value
        )
        say(f"seat {seat}: {b.total} VP ({parts or 'nothing'})")
    say(f"winner(s): {kind.winners(state)}")


def add_game_options(p: argparse.ArgumentParser, seed: bool) -> None:
    """``--game``, ``--players`` and ``--edition`` (and ``--seed``, the expansions, the
    set-ups), checked by argparse; what fits which game, by ``game_config``."""
    p.add_argument(
        "--game",
        choices=game_names(),
        default=DEFAULT_GAME,
        help="the board game (default) or the card game",
    )
    p.add_argument(
        "--players",
        type=player_count,
        default=4,
        metavar="N",
        help="2 to 5, the card game 2 to 4 (default 4)",
    )
    p.add_argument(
        "--edition",
        type=edition_name,
        default=None,
        metavar="{" + ",".join(EDITIONS) + "}",
        help="the board game's edition (default classic)",
    )
    p.add_argument(
        "--variant",
        action="store_true",
        help="the card game's set-up for experienced players (5/6/7/8 cards, keep 4)",
    )
    if seed:
        p.add_argument("--seed", type=seed_int, default=0, help="0 to 2**63 - 1 (default 0)")
    p.add_argument(
        "--expansions",
        type=expansion_list,
        default=(),
        metavar="LIST",
        help=f"comma-separated: {', '.join(EXPANSION_NAMES)} (default none)",
    )
    p.add_argument(
        "--market",
        choices=MARKET_SETUPS[:3],
        default=None,
        help="with the new buildings: the base set, a random legal set (default) or a draft",
    )
    p.add_argument(
        "--draft", action="store_true", help="with the new buildings: the seats draft the board"
    )


def build_parser() -> argparse.ArgumentParser:
    parser = ArgumentParser(prog="puertorico-qt", description="Puerto Rico: headless tools")
    sub = parser.add_subparsers(dest="command", required=True)

    p = sub.add_parser("selfplay", help="play complete games between bots")
    add_game_options(p, seed=False)
    p.add_argument("--games", type=positive_int, default=10, help="1 or more (default 10)")
    p.add_argument(
        "--seed", type=seed_int, default=0, help="the first game's seed; game k plays seed S + k"
    )
    p.add_argument(
        "--bot", default="random", help=f"one name, or one per seat: {', '.join(bot_names())}"
    )
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument(
        "--log",
        action="store_true",
        help="print every game's moves and result (with --json: on stderr)",
    )
    p.set_defaults(func=cmd_selfplay)

    for name in COMMAND_MODULES:
        importlib.import_module(name).register(sub)
    return parser


def command_names(parser: argparse.ArgumentParser) -> list[str]:
    """The sub-commands of ``parser`` (``build_parser``'s), in their order."""
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            return list(action.choices)
    return []


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if getattr(args, "game", "cards") != "cards" and args.edition is None:
        args.edition = EDITIONS[0]  # the board game's default edition, named in results
    try:
        return args.func(args)
    except CommandError as exc:
        print(f"error: {one_line(str(exc))}", file=sys.stderr)
        return EXIT_ILLEGAL
    except BrokenPipeError:
        return 0
    except KeyboardInterrupt:  # Ctrl+C: a line, not a traceback (the shell's own code)
        print("interrupted", file=sys.stderr)
        return 130
