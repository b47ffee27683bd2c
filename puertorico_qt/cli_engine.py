"""``python -m puertorico_qt engine new|legal|apply|score``: the rules on a state file, for
tests, bug reports and other programs.  Either game's state JSON is read (its ``format``
says which game it is); ``engine new --game cards`` starts a card game.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from typing import Any

from .cli import (
    MAX_ACTION_CHARS,
    MAX_NUMBER_CHARS,
    MAX_STATE_BYTES,
    CommandError,
    add_game_options,
    game_config,
    print_json,
    quoted,
    shorten,
    shorten_path,
)
from .games import DEFAULT_GAME, GameKind, game_kind, game_of_state_dict


class _BadNumber(ValueError):
    pass


def _json_int(text: str) -> int:
    if len(text) > MAX_NUMBER_CHARS:
        raise _BadNumber(f"a number is too long ({len(text)} digits)")
    return int(text)


def _json_float(text: str) -> float:
    value = float(text)
    if len(text) > MAX_NUMBER_CHARS or not math.isfinite(value):
        raise _BadNumber(f"a number is out of range ({shorten(text, 20)})")
    return value


def _json_constant(text: str) -> float:
    raise _BadNumber(f"{text} is not a number in JSON")


def _read_state(path: str) -> tuple[GameKind, Any]:
    """The game and the state in the file (either game's state JSON)."""
    name = shorten_path(path)
    try:
        if path == "-":
            stdin = getattr(sys.stdin, "buffer", None)
            if stdin is None:  # no standard input (a windowed launch) or a text-only stand-in
                raw = (sys.stdin.read(MAX_STATE_BYTES + 1) if sys.stdin else "").encode()
            else:
                raw = stdin.read(MAX_STATE_BYTES + 1)
        else:
            with open(path, "rb") as f:
                raw = f.read(MAX_STATE_BYTES + 1)
    except OSError as exc:
        raise CommandError(f"cannot read {name}: {exc.strerror or exc}") from None
    if len(raw) > MAX_STATE_BYTES:
        raise CommandError(f"{name} is too large for a game state (over {MAX_STATE_BYTES} bytes)")
    try:
        # bytes: UTF-8 (with or without a byte order mark), or UTF-16/32 with one
        # (what PowerShell's > writes), as json.loads detects them.
        data = json.loads(
            raw,
            parse_int=_json_int,
            parse_float=_json_float,
            parse_constant=_json_constant,
        )
    except UnicodeDecodeError as exc:
        raise CommandError(
            f"{name} is not UTF-8 text (byte 0x{exc.object[exc.start]:02x} at offset {exc.start})"
        ) from None
    except json.JSONDecodeError as exc:
        raise CommandError(f"{name} is not JSON ({exc.msg} at line {exc.lineno})") from None
    except _BadNumber as exc:
        raise CommandError(f"{name} is not a game state: {exc}") from None
    except RecursionError:
        raise CommandError(f"{name} is not a game state: nested too deeply") from None
    except ValueError as exc:  # anything else json.loads refuses
        raise CommandError(f"{name} is not JSON ({exc})") from None
    kind = game_of_state_dict(data) or game_kind(DEFAULT_GAME)  # the board's says what is wrong
    try:
        return kind, kind.state_from_dict(data)
    except kind.state_errors as exc:
        raise CommandError(f"{name}: {exc}") from None
    except (ArithmeticError, RecursionError) as exc:
        raise CommandError(f"{name}: not a valid {kind.title} state: {exc!r}") from None


def cmd_engine_new(args: argparse.Namespace) -> int:
    config = game_config(args, hidden_vp=args.hidden_vp)
    print_json(game_kind(args.game).new_game(config, args.seed).to_dict())
    return 0


def cmd_engine_legal(args: argparse.Namespace) -> int:
    _, state = _read_state(args.state)
    if state.is_terminal():
        print("the game is over", file=sys.stderr)
        return 0
    for action in state.legal_actions():
        print(state.format_action(action))
    return 0


def cmd_engine_apply(args: argparse.Namespace) -> int:
    kind, state = _read_state(args.state)
    if len(args.action) > MAX_ACTION_CHARS:
        # The notation's messages quote the text whole: no action is this long.
        raise CommandError(
            f"not an action: {quoted(args.action)} is too long ({len(args.action)} characters)"
        )
    try:
        action = state.parse_action(args.action)
        state.apply(action)
    except kind.notation_errors as exc:
        raise CommandError(f"not an action: {exc}") from None
    except kind.illegal_errors as exc:
        raise CommandError(f"illegal action {quoted(args.action)}: {exc}") from None
    print_json(state.to_dict())
    return 0


def cmd_engine_score(args: argparse.Namespace) -> int:
    kind, state = _read_state(args.state)
    breakdown = kind.score_breakdown(state)
    winners = kind.winners(state) if state.is_terminal() else []
    print_json(
        {
            "game_over": state.is_terminal(),
            "winners": winners,
            "players": [dict(seat=i, **b.to_dict()) for i, b in enumerate(breakdown)],
        }
    )
    return 0


def register(sub: Any) -> None:
    """Add the ``engine`` sub-command (called by ``cli.build_parser``)."""
    eng = sub.add_parser("engine", help="the rules engine on a state file")
    esub = eng.add_subparsers(dest="engine_command", required=True)
    p = esub.add_parser("new", help="print a new game's state as JSON")
    add_game_options(p, seed=True)
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
