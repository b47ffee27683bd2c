"""The games this program plays, by name: one table that tells the layers above the rules
(persistence, the AI's registry, the command line, the GUI's session) how to start,
read, replay and check either game without knowing which one it is.

Both rule packages speak the same protocol (DESIGN.md, "The game protocol"): a state
with ``legal_actions``/``apply``/``clone``/``current_player``/``is_terminal``/
``scores``/``returns``/``format_action``/``parse_action``/``to_dict``, and an
observation per seat with ``legal_actions`` and ``determinize``.  What differs —
the configuration class, the constructors, the exceptions — is listed in a ``GameKind``.

Adding a game: a rules package with that protocol, and one row in ``GAMES``.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from . import cards, engine
from .cards import serialize as cards_serialize
from .engine import serialize as engine_serialize


class GameConfigLike(Protocol):
    """What every game's configuration offers."""

    @property
    def players(self) -> int: ...

    def to_dict(self) -> dict: ...


class PlayableState(Protocol):
    """The protocol both games' states follow (what a bot, a record or a session uses)."""

    @property
    def current_player(self) -> int: ...

    def is_terminal(self) -> bool: ...

    def legal_actions(self) -> list[int]: ...

    def apply(self, action: int) -> None: ...

    def apply_unchecked(self, action: int) -> None: ...

    def format_action(self, action: int) -> str: ...

    def parse_action(self, text: str) -> int: ...

    def scores(self) -> list[int]: ...

    def returns(self) -> list[float]: ...

    def to_dict(self) -> dict: ...


class SeatObservation(Protocol):
    """What one seat may see of a state; a bot decides on this alone."""

    seat: int

    @property
    def current_player(self) -> int: ...

    def legal_actions(self) -> list[int]: ...

    def determinize(self, rng: random.Random) -> Any: ...

    def to_dict(self) -> dict: ...


@dataclass(frozen=True, slots=True)
class GameKind:
    """One game of the program: its name in files and on the command line, and the
    few functions that differ between the rule packages."""

    name: str  # the saves' "game" field and the value of ``--game``
    title: str  # in English, for messages of the headless tools
    min_players: int
    max_players: int
    config_from_dict: Callable[[object], Any]
    new_game: Callable[[Any, int], Any]
    state_from_dict: Callable[[dict], Any]
    observe: Callable[[Any, int], Any]
    #: The ``format`` field of the game's state JSON (``state_from_dict`` reads it).
    state_format: str
    #: Per seat an object with ``total`` and ``to_dict()``: where the VP come from.
    score_breakdown: Callable[[Any], list[Any]]
    #: The broken invariants of a state, in words (empty when all hold).
    invariant_problems: Callable[[Any], list[str]]
    winners: Callable[[Any], list[int]]
    #: Raised for options the rules refuse (``config_from_dict``, the config class); the
    #: built-in errors too, so that a caller needs to catch no more than these.
    config_errors: tuple[type[Exception], ...]
    #: Raised by ``parse_action`` for text that is not an action of this game.
    notation_errors: tuple[type[Exception], ...]
    #: Raised by ``apply`` for an action the rules refuse now.
    illegal_errors: tuple[type[Exception], ...]
    #: Raised by ``state_from_dict`` for a dict that is not a state of this game.
    state_errors: tuple[type[Exception], ...]


BOARD_GAME = GameKind(
    name="puertorico",
    title="Puerto Rico",
    min_players=2,
    max_players=5,
    config_from_dict=engine.GameConfig.from_dict,
    new_game=lambda config, seed: engine.new_game(config, seed=seed),
    state_from_dict=engine.GameState.from_dict,
    observe=engine.observe,
    state_format=engine_serialize.FORMAT,
    score_breakdown=engine.score_breakdown,
    invariant_problems=engine.check_invariants,
    winners=engine.winners,
    config_errors=(engine.ConfigError, KeyError, TypeError, ValueError),
    notation_errors=(engine.NotationError,),
    illegal_errors=(engine.IllegalActionError,),
    state_errors=(engine.StateFormatError,),
)

CARD_GAME = GameKind(
    name="cards",
    title="Puerto Rico – the card game",
    min_players=2,
    max_players=4,
    config_from_dict=cards.CardConfig.from_dict,
    new_game=lambda config, seed: cards.new_game(config, seed),
    state_from_dict=cards.CardState.from_dict,
    observe=cards.observe,
    state_format=cards_serialize.FORMAT,
    score_breakdown=cards.score_breakdown,
    invariant_problems=cards.invariant_problems,
    winners=cards.winners,
    config_errors=(cards.CardConfigError, KeyError, TypeError, ValueError),
    notation_errors=(cards.NotationError,),
    illegal_errors=(cards.IllegalActionError,),
    state_errors=(cards.CardStateError,),
)

#: Every game by its name; the board game first (the default everywhere).
GAMES: dict[str, GameKind] = {kind.name: kind for kind in (BOARD_GAME, CARD_GAME)}
DEFAULT_GAME = BOARD_GAME.name


def game_names() -> tuple[str, ...]:
    return tuple(GAMES)


def game_kind(name: str) -> GameKind:
    """The game called ``name``; ValueError naming the choices for another name."""
    try:
        return GAMES[name]
    except (KeyError, TypeError):
        raise ValueError(f"unknown game {name!r}; choose from {', '.join(GAMES)}") from None


def game_of_state_dict(d: object) -> GameKind | None:
    """The game whose state JSON ``d`` claims to be (by its ``format``), or None."""
    if isinstance(d, dict):
        for kind in GAMES.values():
            if d.get("format") == kind.state_format:
                return kind
    return None


def game_of_config(config: object) -> GameKind:
    """The game a configuration object belongs to."""
    if isinstance(config, cards.CardConfig):
        return CARD_GAME
    if isinstance(config, engine.GameConfig):
        return BOARD_GAME
    raise TypeError(f"not a game configuration: {type(config).__name__}")
