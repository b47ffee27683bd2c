"""The interface every computer opponent implements, for either game.

A bot is written for one game's observations (``Bot[Observation]`` for the board game,
``Bot[CardObservation]`` for the card game); ``choose_in`` finds the game of a full
state through ``games`` and hands the bot that seat's observation.
"""

from __future__ import annotations

import hashlib
import json
import os
import random
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Generic, Protocol, TypeVar

from ..cards import CardConfig, CardState
from ..engine import GameConfig, GameState
from ..games import game_of_config

#: The observation type a bot decides on (one per game).
ObsT = TypeVar("ObsT")


class Viewable(Protocol):
    """What ``decision_rng`` reads of an observation (either game's)."""

    def to_dict(self) -> dict: ...


@dataclass(frozen=True, slots=True)
class SearchBudget:
    """How long a bot may think: a number of iterations (reproducible) or seconds (play).

    ``cancel`` lets the caller stop the search at any moment; the bot then answers
    with the best action found so far.  ``progress`` is called at most about ten
    times a second with a fraction in [0, 1].
    """

    iterations: int | None = None
    seconds: float | None = None
    cancel: threading.Event | None = None
    progress: Callable[[float], None] | None = None


class Bot(Generic[ObsT]):
    """A player that chooses actions from what its seat may see."""

    name = "bot"
    #: A searching bot may stop once its answer can no longer change
    #: (``ismcts.Searcher.run``): the same move, sooner, but root numbers short of the
    #: budget.  Whoever reads those numbers (a hint, the key moments) turns it off.
    stop_when_settled = False
    #: Whether ``choose`` computes for long in the calling thread (a search in this
    #: process).  A program with a window asks such a bot in another process
    #: (``elsewhere.choose_elsewhere``): its pure-Python search would hold the GIL that
    #: the window's thread needs.
    searches_here = False

    @property
    def default_iterations(self) -> int | None:
        """The iteration budget this bot's strength was measured with
        (``bench/ai_strength.py``) and that it plays with in the program, under a time
        cap; None: it does not search."""
        return None

    def iterations_for(self, game: GameConfig | CardConfig) -> int | None:
        """``default_iterations`` for a game with ``game``'s set-up (a search may do
        fewer where each iteration costs more)."""
        return self.default_iterations

    def choose(self, observation: ObsT, budget: SearchBudget | None = None) -> int:
        """One of ``observation.legal_actions()``."""
        raise NotImplementedError

    def prepare(self) -> None:
        """Get ready to play (start worker processes …) so that the first move is not the
        slow one; may take a second, so a program calls it off its GUI thread."""

    def needs_preparing(self) -> bool:
        return type(self).prepare is not Bot.prepare

    def choose_in(self, state: GameState | CardState, budget: SearchBudget | None = None) -> int:
        """Choose for the current player of a full state, through that seat's observation.

        The only door from a real game to a bot: it sees ``observe(state, seat)`` of the
        state's own game.
        """
        observe = game_of_config(state.config).observe
        return self.choose(observe(state, state.current_player), budget)


def play_out(state: GameState | CardState, bots: Sequence[Bot]) -> list[str]:
    """Play ``state`` to its end, each seat by its bot (``bots[seat]``); the decisions in
    the game's notation, as a game record keeps them (finished games for pictures and
    tests)."""
    actions = []
    while not state.is_terminal():
        action = bots[state.current_player].choose_in(state)
        actions.append(state.format_action(action))
        state.apply(action)
    return actions


def decision_rng(seed: int, observation: Viewable) -> random.Random:
    """A fresh RNG for one decision, from the bot's seed and what it sees.

    The same observation and seed give the same stream (reproducible moves, whatever
    the bot decided before); the game's own RNG is never read.
    """
    text = json.dumps(observation.to_dict(), sort_keys=True, separators=(",", ":"))
    digest = hashlib.blake2b(text.encode(), digest_size=8, key=str(seed).encode()[:64])
    return random.Random(int.from_bytes(digest.digest(), "little"))


def fresh_seed(seed: int | None) -> int:
    """The seed a bot uses: the one it was given, else one from the OS."""
    if seed is not None:
        return seed
    return int.from_bytes(os.urandom(8), "little")
