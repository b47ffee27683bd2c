"""A saved game as events: options, seed, seats and the list of decisions.

A ``GameRecord`` never stores the state itself.  The state is re-created by
starting a new game from (config, seed) and applying every decision in the
action notation (``docs/notation.md``); the steps that leave no choice are not
stored, because ``GameState.apply`` plays them again.  Replaying is also the
validation: a record whose actions the rules refuse is not a game.

No Qt here (``tests/test_layers.py``): the headless tools read and write the
same files as the desktop program.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from .. import __version__
from ..engine.config import short_repr
from ..games import DEFAULT_GAME, GAMES, GameKind, game_kind

FORMAT = "puertorico-qt/save"
VERSION = 1
GAME = DEFAULT_GAME  # the "game" field of the board game; the card game writes "cards"

# Limits of what a saved game may hold (a real one is a few kB: 2-5 short names and a
# few hundred decisions).  Loading refuses more; text made in the program is cut to them.
MAX_NAME_LENGTH = 40  # characters of a player's name (the new-game dialog's limit)
MAX_LEVEL_LENGTH = 40  # characters of a computer player's level (a bot's name)
MAX_ACTION_LENGTH = 100  # characters of one decision ("store corn,indigo,sugar keep coffee")
MAX_ACTIONS = 10_000  # decisions in one game (a real game has a few hundred)
MAX_TEXT_LENGTH = 64  # characters of "created", "updated" and "app_version"
MAX_MESSAGE_LENGTH = 1000  # characters of a SaveError's message (a last safeguard)

_LONE_SURROGATE = re.compile("[\ud800-\udfff]")  # a pair is one character in a str


class SaveError(Exception):
    """A file that cannot be read or written as a saved game.

    ``code`` names the kind of problem so that the GUI can say it in the
    player's language; ``str(exc)`` is the English message with the details
    (path, action number, the rule that refused an action).

    Codes: ``unreadable`` (I/O error or not UTF-8), ``not_json``, ``foreign``
    (JSON, but not a save of this program, or a save of another game), ``version``
    (a newer or unknown format version), ``invalid`` (a field is missing, has the wrong
    type, or is too large), ``illegal_action`` (the replay stopped at an action),
    ``write_failed``.  Messages quote bad values shortened (``short_repr``).
    """

    def __init__(self, message: str, code: str = "invalid", *, action_index: int | None = None):
        if len(message) > MAX_MESSAGE_LENGTH:
            message = message[: MAX_MESSAGE_LENGTH - 1] + "…"
        super().__init__(message)
        self.code = code
        self.action_index = action_index


def clean_text(text: str, limit: int) -> str:
    """``text`` as the program keeps and writes it: a lone surrogate (which UTF-8 cannot
    encode) becomes U+FFFD, and it is cut to ``limit`` characters."""
    return _LONE_SURROGATE.sub("\ufffd", text[:limit])


def checked_text(value: object, what: str, limit: int, *, default: str | None = None) -> str:
    """A text field of a file: a str of at most ``limit`` characters that UTF-8 can
    encode, else SaveError (``invalid``).  A missing field (None) is ``default`` when
    one is given."""
    if value is None and default is not None:
        return default
    if not isinstance(value, str):
        raise SaveError(f"{what} must be text, not {short_repr(value)}")
    if len(value) > limit:
        raise SaveError(f"{what} is too long ({len(value)} characters, at most {limit})")
    if _LONE_SURROGATE.search(value):
        raise SaveError(f"{what} is not valid text (a lone surrogate): {short_repr(value)}")
    return value


@dataclass(slots=True)
class SeatInfo:
    """Who sits at a seat: a person, or a computer player of a level.

    The name and the level are cleaned when made (``clean_text``: at most
    ``MAX_NAME_LENGTH`` / ``MAX_LEVEL_LENGTH`` characters, no lone surrogate) and again
    when written, so that whatever the program makes can be saved and loaded again.
    """

    name: str
    is_human: bool
    level: str = "normal"  # the bot's name in ai.bot_names(); ignored for people

    def __post_init__(self) -> None:
        if isinstance(self.name, str):
            self.name = clean_text(self.name, MAX_NAME_LENGTH)
        if isinstance(self.level, str):
            self.level = clean_text(self.level, MAX_LEVEL_LENGTH)

    def to_dict(self) -> dict:
        return {
            "name": clean_text(str(self.name), MAX_NAME_LENGTH),
            "human": bool(self.is_human),
            "level": clean_text(str(self.level), MAX_LEVEL_LENGTH),
        }

    @classmethod
    def from_dict(cls, d: object) -> SeatInfo:
        if not isinstance(d, dict):
            raise SaveError(f"a seat must be an object, not {short_repr(d)}")
        human = d.get("human")
        if not isinstance(human, bool):
            raise SaveError(f"a seat's human must be true or false, not {short_repr(human)}")
        name = checked_text(d.get("name"), "a player's name", MAX_NAME_LENGTH)
        level = checked_text(d.get("level"), "a level", MAX_LEVEL_LENGTH, default="normal")
        return cls(name=name, is_human=human, level=level)


def now_iso() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


@dataclass(slots=True)
class GameRecord:
    """Everything needed to re-create a game, and a little about the file."""

    config: dict  # the game's config.to_dict()
    seed: int
    seats: list[SeatInfo]
    actions: list[str] = field(default_factory=list)  # decisions in the notation
    created: str = field(default_factory=now_iso)
    updated: str = ""
    finished: bool = False
    app_version: str = __version__
    game: str = GAME  # which game (``games.GAMES``): "puertorico" or "cards"

    # ------------------------------------------------------------------ rules

    @property
    def kind(self) -> GameKind:
        """The rules of this record's game (SaveError for a game this program lacks)."""
        try:
            return game_kind(self.game)
        except ValueError:
            raise SaveError(
                f"this is a saved game of another game ({short_repr(self.game)})", "foreign"
            ) from None

    def game_config(self) -> Any:
        """The options as the game's config object (``engine.GameConfig`` or
        ``cards.CardConfig``)."""
        kind = self.kind
        try:
            return kind.config_from_dict(self.config)
        except kind.config_errors as exc:
            raise SaveError(f"the game options are not valid: {_reason(exc)}") from None

    def new_state(self) -> Any:
        """The game as it was before the first decision."""
        return self.kind.new_game(self.game_config(), self.seed)

    def replay(
        self,
        upto: int | None = None,
        on_action: Callable[[Any, int], None] | None = None,
    ) -> Any:
        """The state after the first ``upto`` decisions (all by default).

        ``on_action(state, index)`` is called after each decision is applied.
        Raises SaveError (code ``illegal_action``) naming the first action the
        rules refuse, with its number (1-based) and the rule.
        """
        kind = self.kind
        state = self.new_state()
        actions = self.actions if upto is None else self.actions[:upto]
        for index, text in enumerate(actions):
            where = f"action {index + 1} ({short_repr(text, 60)})"
            if state.is_terminal():
                raise SaveError(
                    f"{where} comes after the end of the game",
                    "illegal_action",
                    action_index=index,
                )
            try:
                action = state.parse_action(text)
                state.apply(action)
            except kind.notation_errors as exc:
                raise SaveError(
                    f"{where} is not an action: {_reason(exc)}",
                    "illegal_action",
                    action_index=index,
                ) from None
            except kind.illegal_errors as exc:
                raise SaveError(
                    f"{where} is not allowed: {_reason(exc)}",
                    "illegal_action",
                    action_index=index,
                ) from None
            if on_action is not None:
                on_action(state, index)
        return state

    # ------------------------------------------------------------------ JSON

    def to_dict(self) -> dict:
        """The file's JSON.  Text is cleaned (``clean_text``) so that UTF-8 can always
        encode it; the rest is as the program made it."""
        return {
            "format": FORMAT,
            "game": self.game,
            "version": VERSION,
            "app_version": clean_text(str(self.app_version), MAX_TEXT_LENGTH),
            "created": clean_text(str(self.created), MAX_TEXT_LENGTH),
            "updated": clean_text(str(self.updated or self.created), MAX_TEXT_LENGTH),
            "finished": bool(self.finished),
            "config": dict(self.config),
            "seed": self.seed,
            "seats": [s.to_dict() for s in self.seats],
            "actions": list(self.actions),
        }

    @classmethod
    def from_dict(cls, d: object) -> GameRecord:
        """Checks the envelope, the types and the sizes; ``replay()`` checks the game.

        Everything that changes the game is strict: ``version`` and ``seed`` are whole
        numbers (not ``true``, ``1.0`` or ``"1"``), ``finished`` is true or false, the
        options follow ``GameConfig.from_dict``.  A save without ``game`` is of this game
        (saves written before the field existed).
        """
        if not isinstance(d, dict) or d.get("format") != FORMAT:
            raise SaveError("this is not a puertorico-qt saved game", "foreign")
        game = d.get("game", GAME)
        if not isinstance(game, str):
            raise SaveError(f"the name of the game must be text, not {short_repr(game)}")
        if game not in GAMES:
            raise SaveError(
                f"this is a saved game of another game ({short_repr(game)}), not of "
                f"{' or '.join(kind.title for kind in GAMES.values())}",
                "foreign",
            )
        kind = GAMES[game]
        version = d.get("version")
        if not isinstance(version, int) or isinstance(version, bool):
            raise SaveError(
                f"the save format version must be a whole number, not {short_repr(version)}"
            )
        if version < 1:  # no version of the program wrote it: not a newer one
            raise SaveError(f"save format version {version} does not exist", "invalid")
        if version != VERSION:
            raise SaveError(
                f"save format version {short_repr(version)} is not supported (this program "
                f"reads version {VERSION})",
                "version",
            )
        config, seed, seats, actions = (d.get(k) for k in ("config", "seed", "seats", "actions"))
        if config is None:
            raise SaveError("the game options are missing")
        try:
            game_config = kind.config_from_dict(config)
        except kind.config_errors as exc:
            raise SaveError(f"the game options are not valid: {_reason(exc)}") from None
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise SaveError(f"the seed must be a whole number, not {short_repr(seed)}")
        if not isinstance(seats, list):
            raise SaveError(f"the players must be a list, not {short_repr(seats)}")
        if len(seats) != game_config.players:
            raise SaveError(
                f"{len(seats)} players are listed for a {game_config.players}-player game"
            )
        if not isinstance(actions, list):
            raise SaveError(f"the actions must be a list, not {short_repr(actions)}")
        if len(actions) > MAX_ACTIONS:
            raise SaveError(f"too many actions ({len(actions)}, at most {MAX_ACTIONS})")
        for index, text in enumerate(actions):
            checked_text(text, f"action {index + 1}", MAX_ACTION_LENGTH)
        finished = d.get("finished", False)
        if not isinstance(finished, bool):
            raise SaveError(f"finished must be true or false, not {short_repr(finished)}")
        created = checked_text(d.get("created"), "created", MAX_TEXT_LENGTH, default="")
        return cls(
            config=game_config.to_dict(),  # the options as this program writes them
            seed=seed,
            seats=[SeatInfo.from_dict(s) for s in seats],
            actions=list(actions),
            created=created or now_iso(),
            updated=checked_text(d.get("updated"), "updated", MAX_TEXT_LENGTH, default=""),
            finished=finished,
            app_version=checked_text(
                d.get("app_version"), "app_version", MAX_TEXT_LENGTH, default=""
            ),
            game=game,
        )


def _reason(exc: Exception) -> str:
    """The engine's reason, shortened (it may quote the action)."""
    text = str(exc)
    return text if len(text) <= 200 else text[:199] + "…"
