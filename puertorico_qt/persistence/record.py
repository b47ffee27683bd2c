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

from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime

from .. import __version__, engine

FORMAT = "puertorico-qt/save"
VERSION = 1


class SaveError(Exception):
    """A file that cannot be read or written as a saved game.

    ``code`` names the kind of problem so that the GUI can say it in the
    player's language; ``str(exc)`` is the English message with the details
    (path, action number, the rule that refused an action).

    Codes: ``unreadable`` (I/O error or not UTF-8), ``not_json``, ``foreign``
    (JSON, but not a save of this program), ``version`` (a newer or unknown
    format version), ``invalid`` (a field is missing or has the wrong shape),
    ``illegal_action`` (the replay stopped at an action), ``write_failed``.
    """

    def __init__(self, message: str, code: str = "invalid", *, action_index: int | None = None):
        super().__init__(message)
        self.code = code
        self.action_index = action_index


@dataclass(slots=True)
class SeatInfo:
    """Who sits at a seat: a person, or a computer player of a level."""

    name: str
    is_human: bool
    level: str = "normal"  # the bot's name in ai.bot_names(); ignored for people

    def to_dict(self) -> dict:
        return {"name": self.name, "human": self.is_human, "level": self.level}

    @classmethod
    def from_dict(cls, d: object) -> SeatInfo:
        if not isinstance(d, dict):
            raise SaveError(f"a seat must be an object, not {d!r}")
        name, human, level = d.get("name"), d.get("human"), d.get("level", "normal")
        if not isinstance(name, str) or not isinstance(human, bool) or not isinstance(level, str):
            raise SaveError(f"a seat needs a name, human true/false and a level: {d!r}")
        return cls(name=name, is_human=human, level=level)


def now_iso() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


@dataclass(slots=True)
class GameRecord:
    """Everything needed to re-create a game, and a little about the file."""

    config: dict  # engine.GameConfig.to_dict()
    seed: int
    seats: list[SeatInfo]
    actions: list[str] = field(default_factory=list)  # decisions in the notation
    created: str = field(default_factory=now_iso)
    updated: str = ""
    finished: bool = False
    app_version: str = __version__

    # ------------------------------------------------------------------ engine

    def game_config(self) -> engine.GameConfig:
        try:
            return engine.GameConfig.from_dict(self.config)
        except (engine.ConfigError, KeyError, TypeError, ValueError) as exc:
            raise SaveError(f"the game options are not valid: {exc}") from None

    def new_state(self) -> engine.GameState:
        """The game as it was before the first decision."""
        return engine.new_game(self.game_config(), seed=self.seed)

    def replay(
        self,
        upto: int | None = None,
        on_action: Callable[[engine.GameState, int], None] | None = None,
    ) -> engine.GameState:
        """The state after the first ``upto`` decisions (all by default).

        ``on_action(state, index)`` is called after each decision is applied.
        Raises SaveError (code ``illegal_action``) naming the first action the
        rules refuse, with its number (1-based) and the rule.
        """
        state = self.new_state()
        actions = self.actions if upto is None else self.actions[:upto]
        for index, text in enumerate(actions):
            where = f"action {index + 1} ({text!r})"
            if state.is_terminal():
                raise SaveError(
                    f"{where} comes after the end of the game",
                    "illegal_action",
                    action_index=index,
                )
            try:
                action = state.parse_action(text)
                state.apply(action)
            except engine.NotationError as exc:
                raise SaveError(
                    f"{where} is not an action: {exc}", "illegal_action", action_index=index
                ) from None
            except engine.IllegalActionError as exc:
                raise SaveError(
                    f"{where} is not allowed: {exc}", "illegal_action", action_index=index
                ) from None
            if on_action is not None:
                on_action(state, index)
        return state

    # ------------------------------------------------------------------ JSON

    def to_dict(self) -> dict:
        return {
            "format": FORMAT,
            "version": VERSION,
            "app_version": self.app_version,
            "created": self.created,
            "updated": self.updated or self.created,
            "finished": self.finished,
            "config": dict(self.config),
            "seed": self.seed,
            "seats": [s.to_dict() for s in self.seats],
            "actions": list(self.actions),
        }

    @classmethod
    def from_dict(cls, d: object) -> GameRecord:
        """Checks the envelope and the shapes; ``replay()`` checks the game itself."""
        if not isinstance(d, dict) or d.get("format") != FORMAT:
            raise SaveError("this is not a puertorico-qt saved game", "foreign")
        version = d.get("version")
        if version != VERSION:
            raise SaveError(
                f"save format version {version!r} is not supported (this program reads "
                f"version {VERSION})",
                "version",
            )
        config, seed, seats, actions = (d.get(k) for k in ("config", "seed", "seats", "actions"))
        if not isinstance(config, dict):
            raise SaveError("the game options are missing")
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise SaveError(f"the seed must be a whole number, not {seed!r}")
        if not isinstance(seats, list):
            raise SaveError("the list of players is missing")
        if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
            raise SaveError("the list of actions is missing or holds something else than text")
        record = cls(
            config=config,
            seed=seed,
            seats=[SeatInfo.from_dict(s) for s in seats],
            actions=list(actions),
            created=str(d.get("created") or now_iso()),
            updated=str(d.get("updated") or ""),
            finished=bool(d.get("finished", False)),
            app_version=str(d.get("app_version", "")),
        )
        players = record.game_config().players
        if len(record.seats) != players:
            raise SaveError(f"{len(record.seats)} players are listed for a {players}-player game")
        return record
