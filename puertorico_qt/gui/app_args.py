"""The desktop program's command line (``python -m puertorico_qt [options] [screenshot
…] [replay FILE]``): its parser, and the checks that refuse what cannot be used together —
in one line, before Qt starts — as the headless tools do (``cli``).  Nothing here
imports Qt, so ``--help`` and a refusal cost no window system."""

from __future__ import annotations

import argparse
import math

from ..cards import config as card_config
from ..engine.data import EXPANSION_NAMES
from .selftest import SELFTEST_GAMES

PROG = "puertorico-qt"  # the installed command (python -m puertorico_qt does the same)
#: The card game's scenes (``gui.cards.screenshots``: ``SCENES``, then the expansion's
#: and the 4-player one), named here so that parsing the command line imports no Qt.
CARD_SCENES = ("start", "councillor", "payment", "scores", "buildings", "cathedral", "cities")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog=PROG, description="Puerto Rico on the desktop")
    parser.add_argument("--lang", choices=["de", "en", "nl"], help="language for this run")
    parser.add_argument(
        "--selftest",
        action="store_true",
        help="play a whole game of each game (or --selftest-game) offscreen and check it",
    )
    parser.add_argument(
        "--bot-seconds",
        type=float,
        default=0.02,
        help="selftest: thinking time per computer move (default %(default)s s)",
    )
    parser.add_argument(
        "--selftest-game",
        choices=["all", *SELFTEST_GAMES],
        default="all",
        help="selftest: the game to play (default: each, one after the other)",
    )
    parser.add_argument("--seed", type=int, default=2024, help="selftest: the games' seed")
    parser.add_argument(
        "--timeout", type=float, default=300.0, help="selftest: give up after this many seconds"
    )
    sub = parser.add_subparsers(dest="command")
    shot = sub.add_parser("screenshot", help="save a picture of the main window")
    shot.add_argument("--out", required=True, help="the PNG file to write")
    shot.add_argument(
        "--players", type=int, default=4, choices=range(2, 6), help="2 to 5 (the card game: 4)"
    )
    shot.add_argument(
        "--seed", type=int, default=7, dest="shot_seed", metavar="SEED", help="the game's seed"
    )
    shot.add_argument(
        "--actions",
        type=int,
        default=None,
        help="decisions played before the picture (the board game: 30 unless given; the "
        "card game: its scene's first moment after this many)",
    )
    shot.add_argument("--size", default="1280x820", help="window size, WIDTHxHEIGHT")
    shot.add_argument(
        "--lang", choices=["de", "en", "nl"], dest="shot_lang", help="the picture's language"
    )
    shot.add_argument(
        "--edition", choices=["classic", "1897"], default=None, help="the board game's edition"
    )
    shot.add_argument(
        "--hidden-vp", action="store_true", help="the board game: VP chips hidden from the others"
    )
    shot.add_argument(
        "--expansions",
        default="",
        help="comma-separated: buildings, nobles, smuggler, festival (expansions I to IV)",
    )
    shot.add_argument(
        "--market",
        choices=["base", "random", "draft"],
        default=None,
        help="with expansion I: how its buildings come onto the board (default: draft)",
    )
    shot.add_argument(
        "--game",
        choices=["puertorico", "cards"],
        default="puertorico",
        help="the board game (default) or the card game",
    )
    shot.add_argument(
        "--scene",
        choices=[*CARD_SCENES, "smuggler", "festival"],
        default="start",
        help="the card game: the moment to show (the score sheet for scores; buildings and "
        "cathedral with its expansion, cities with four players); the board game: smuggler "
        "or festival (expansions III and IV, gui.table.smuggler_shots)",
    )
    replay = sub.add_parser("replay", help="watch a recorded or saved game, step by step")
    replay.add_argument("file", help="the game record or saved game (.json)")
    replay.add_argument("--lang", choices=["de", "en", "nl"], dest="replay_lang")
    return parser


#: A screenshot's largest side (8K): 30000x30000 took 8.5 GB of memory and did not end.
MAX_SHOT_SIDE = 7680
#: The expansions each game's screenshot may have (the engines' own lists).
BOARD_EXPANSIONS: tuple[str, ...] = tuple(EXPANSION_NAMES)
CARD_EXPANSIONS: tuple[str, ...] = tuple(
    e for e in card_config.KNOWN_EXPANSIONS if e not in card_config.ENGINE_ONLY
)
MAX_SEED = 2**63 - 1  # as the headless tools (``cli``)


#: Qt's own command-line options, which the program hands on to it (``-style fusion``,
#: ``-platform offscreen``); any other option is refused: a typo (``--selftets``) or
#: ``--version`` opened the whole program.
QT_OPTIONS = frozenset(
    {
        "platform", "platformpluginpath", "platformtheme", "plugin", "qwindowgeometry",
        "qwindowicon", "qwindowtitle", "reverse", "session", "style", "stylesheet",
        "widgetcount", "display", "geometry", "name", "title", "visual", "ncols", "cmap",
        "nograb", "dograb", "sync", "qmljsdebugger", "fontengine", "qwindowopengl",
    }
)  # fmt: skip


def unknown_options(rest: list[str]) -> str | None:
    """Why the arguments the parser left (for Qt) cannot be (None: they are Qt's)."""
    for word in rest:
        if word.startswith("-"):
            name = word.lstrip("-").split("=", 1)[0]
            if name not in QT_OPTIONS:
                return f"unrecognized arguments: {word}"
    return None


def check_args(args: argparse.Namespace) -> str | None:
    """Why the options cannot be used together (None: they can), before Qt starts: the
    other game's options are refused, not ignored, as the headless tools do."""
    for name, value in (("--timeout", args.timeout), ("--bot-seconds", args.bot_seconds)):
        if not math.isfinite(value) or value < 0 or (name == "--timeout" and value == 0):
            return f"{name} must be a positive number of seconds, not {value}"
    if not 0 <= args.seed <= MAX_SEED:
        return f"--seed must be a whole number from 0 to {MAX_SEED}"
    if args.command != "screenshot":
        return None
    try:
        width, height = (int(x) for x in args.size.lower().split("x"))
    except ValueError:
        return f"--size must be WIDTHxHEIGHT, not {args.size!r}"
    if not (100 <= width <= MAX_SHOT_SIDE and 100 <= height <= MAX_SHOT_SIDE):
        return f"--size: each side from 100 to {MAX_SHOT_SIDE} pixels, not {args.size}"
    if not 0 <= args.shot_seed <= MAX_SEED:
        return f"--seed must be a whole number from 0 to {MAX_SEED}"
    if args.actions is not None and args.actions < 0:
        return f"--actions must be 0 or more, not {args.actions}"
    expansions = [e for e in args.expansions.split(",") if e]
    if args.game == "cards":
        board_only = [
            option
            for option, given in (
                ("--edition", args.edition is not None),
                ("--hidden-vp", args.hidden_vp),
                ("--market", args.market is not None),
            )
            if given
        ]
        if board_only:
            return f"{', '.join(board_only)}: the board game's, not the card game's"
        if args.scene in ("smuggler", "festival"):
            return f"--scene {args.scene} is the board game's (leave out --game cards)"
        if args.players > 4:
            return "the card game is played by 2 to 4 players"
        allowed = CARD_EXPANSIONS
    else:
        if args.scene not in ("start", "smuggler", "festival"):
            return f"--scene {args.scene} is the card game's: add --game cards"
        allowed = BOARD_EXPANSIONS
    unknown = [e for e in expansions if e not in allowed]
    if unknown:
        return f"--expansions: {', '.join(unknown)} is not one of {', '.join(allowed)}"
    return None
