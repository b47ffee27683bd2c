"""The desktop program's command line (``python -m puertorico_qt [options] [screenshot
…] [replay FILE]``): its parser, and the checks that refuse what cannot be used together —
in one line, before Qt starts — as the headless tools do (``cli``).  Nothing here
imports Qt, so ``--help`` and a refusal cost no window system."""

from __future__ import annotations

import argparse
import math

from ..cards import config as card_config
from ..engine.config import ConfigError, GameConfig, parse_edition
from ..engine.data import EXPANSION_NAMES
from .selftest import SELFTEST_GAMES

PROG = "puertorico-qt"  # the installed command (python -m puertorico_qt does the same)
#: The card game's scenes (``gui.cards.screenshots``: ``SCENES``, then the expansion's
#: and the 4-player one), named here so that parsing the command line imports no Qt.
CARD_SCENES = ("start", "councillor", "payment", "scores", "buildings", "cathedral", "cities")
#: The board game's scenes of expansions III and IV (``gui.table.smuggler_shots``): a set
#: game of four players with the smuggler and the festival, at its own moment.
BOARD_SCENES = ("smuggler", "festival")
#: A screenshot's defaults for the options left ``None`` by the parser (so that the
#: checks see which were given): ``defaults`` fills them in.
SHOT_PLAYERS = 4
SHOT_SEED = 7
#: ``--selftest``'s defaults (``SELFTEST_OPTIONS``).
SELFTEST_BOT_SECONDS = 0.02
SELFTEST_SEED = 2024
SELFTEST_TIMEOUT = 300.0


class Parser(argparse.ArgumentParser):
    """The program's parser; ``commands``: its sub-commands' parsers by name, so that a
    refusal shows the usage of the sub-command it is about."""

    commands: dict[str, argparse.ArgumentParser]

    def for_command(self, command: str | None) -> argparse.ArgumentParser:
        """The parser of ``command`` (this one for none)."""
        return self.commands.get(command or "", self)


def build_parser() -> Parser:
    parser = Parser(prog=PROG, description="Puerto Rico on the desktop")
    parser.add_argument("--lang", choices=["de", "en", "nl"], help="language for this run")
    parser.add_argument(
        "--selftest",
        action="store_true",
        help="play a whole game of each game (or --selftest-game) offscreen and check it",
    )
    parser.add_argument(
        "--bot-seconds",
        type=float,
        default=SELFTEST_BOT_SECONDS,
        help="selftest: thinking time per computer move (default %(default)s s)",
    )
    parser.add_argument(
        "--selftest-game",
        choices=["all", *SELFTEST_GAMES],
        default="all",
        help="selftest: the game to play (default: each, one after the other)",
    )
    parser.add_argument("--seed", type=int, default=SELFTEST_SEED, help="selftest: the games' seed")
    parser.add_argument(
        "--timeout",
        type=float,
        default=SELFTEST_TIMEOUT,
        help="selftest: give up after this many seconds",
    )
    sub = parser.add_subparsers(dest="command")
    shot = sub.add_parser("screenshot", help="save a picture of the main window")
    shot.add_argument(
        "--out",
        required=True,
        help="the picture to write; its suffix names the format (.png, .jpg, .bmp, ...)",
    )
    shot.add_argument(
        "--players",
        type=int,
        default=None,
        choices=range(2, 6),
        help=f"2 to 5, the card game 2 to 4 (default {SHOT_PLAYERS})",
    )
    shot.add_argument(
        "--seed",
        type=int,
        default=None,
        dest="shot_seed",
        metavar="SEED",
        help=f"the game's seed (default {SHOT_SEED})",
    )
    shot.add_argument(
        "--actions",
        type=int,
        default=None,
        help="decisions played before the picture (the board game: 30 unless given; the "
        "card game: its scene's first moment after this many)",
    )
    shot.add_argument(
        "--size",
        default="1280x820",
        help="window size, WIDTHxHEIGHT (refused below the window's smallest size)",
    )
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
    parser.commands = {"screenshot": shot, "replay": replay}
    return parser


def defaults(args: argparse.Namespace) -> None:
    """Fill in the screenshot's options that the parser leaves ``None`` (once checked)."""
    if args.command != "screenshot":
        return
    args.players = SHOT_PLAYERS if args.players is None else args.players
    args.shot_seed = SHOT_SEED if args.shot_seed is None else args.shot_seed
    args.edition = args.edition or "classic"
    args.market = args.market or "draft"


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
    if args.selftest and args.command:
        return f"--selftest runs alone, not with {args.command}"
    if not args.selftest:
        given = [name for dest, (name, default) in SELFTEST_OPTIONS.items()
                 if getattr(args, dest) != default]  # fmt: skip
        if given:
            what = "an option" if len(given) == 1 else "options"
            hint = ""
            if args.command == "screenshot" and "--seed" in given:
                hint = " (the picture's game: screenshot --seed S)"
            return f"{', '.join(given)}: {what} of --selftest{hint}"
    if args.command != "screenshot":
        return None
    return check_screenshot(args)


#: The options of ``--selftest`` alone (dest: the option, its default): refused without it.
SELFTEST_OPTIONS = {
    "bot_seconds": ("--bot-seconds", SELFTEST_BOT_SECONDS),
    "selftest_game": ("--selftest-game", "all"),
    "seed": ("--seed", SELFTEST_SEED),
    "timeout": ("--timeout", SELFTEST_TIMEOUT),
}


def check_screenshot(args: argparse.Namespace) -> str | None:
    """Why the ``screenshot`` options cannot be used together (None: they can)."""
    try:
        width, height = (int(x) for x in args.size.lower().split("x"))
    except ValueError:
        return f"--size must be WIDTHxHEIGHT, not {args.size!r}"
    if not (100 <= width <= MAX_SHOT_SIDE and 100 <= height <= MAX_SHOT_SIDE):
        return f"--size: each side from 100 to {MAX_SHOT_SIDE} pixels, not {args.size}"
    if args.shot_seed is not None and not 0 <= args.shot_seed <= MAX_SEED:
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
        if args.scene in BOARD_SCENES:
            return f"--scene {args.scene} is the board game's (leave out --game cards)"
        if args.players is not None and args.players > 4:
            return "the card game is played by 2 to 4 players"
        allowed = CARD_EXPANSIONS
    else:
        if args.scene not in ("start", *BOARD_SCENES):
            return f"--scene {args.scene} is the card game's: add --game cards"
        allowed = BOARD_EXPANSIONS
    unknown = [e for e in expansions if e not in allowed]
    if unknown:
        return f"--expansions: {', '.join(unknown)} is not one of {', '.join(allowed)}"
    if args.game == "cards":
        return None
    if args.scene in BOARD_SCENES:
        return _check_board_scene(args, expansions)
    try:  # as the game will be set up (``defaults``; ``NewGameSetup.board_config``)
        GameConfig(
            players=SHOT_PLAYERS if args.players is None else args.players,
            edition=parse_edition(args.edition or "classic"),
            hidden_vp=args.hidden_vp,
            expansions=frozenset(expansions),
            market=args.market or ("draft" if "buildings" in expansions else "base"),
        )
    except ConfigError as exc:  # the engine's words, as ``engine new`` and ``selfplay``
        return str(exc)
    return None


def _check_board_scene(args: argparse.Namespace, expansions: list[str]) -> str | None:
    """``--scene smuggler|festival`` shows a set game: the options that choose another
    game, or another moment of it, are refused, not ignored."""
    chosen = [
        option
        for option, given in (
            ("--players", args.players is not None),
            ("--seed", args.shot_seed is not None),
            ("--actions", args.actions is not None),
            ("--hidden-vp", args.hidden_vp),
            ("--market", args.market is not None),
            ("--expansions", not set(expansions) <= set(BOARD_SCENES)),
        )
        if given
    ]
    if chosen:
        return (
            f"{', '.join(chosen)}: --scene {args.scene} shows a game of its own "
            f"(4 players, the smuggler and the festival, its seed and moment)"
        )
    return None
