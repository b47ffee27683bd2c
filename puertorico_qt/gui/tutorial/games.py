"""What each game gives the tutorial's controller: ``BOARD`` (Puerto Rico) and
``CARDS`` (the card game), each a ``TutorialGame``.

A ``TutorialGame`` names its files (``store.StoreFiles``), its fixed deal (``setup``,
``plays``), its step logic (``steps``, ``cards_steps``), its table and how the overlay
finds the table's zones (``zones``), and its words for a page and for "what to do now"
(``texts``, ``cards_texts``).  The controller (``controller.py``) is the same for both.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QWidget

from ...games import BOARD_GAME
from ...persistence import GameRecord
from .. import names as N
from ..cards.widget import CardTableWidget
from ..game_tables import GameTables
from ..session import NewGameSetup
from ..settings import Settings
from ..table import TableWidget
from . import cards_steps, cards_texts, steps, texts, zones
from .core import Progress, StepsCore, Task
from .panel import Page
from .setup import card_tutorial_setup, tutorial_setup
from .store import BOARD_FILES, CARD_FILES, StoreFiles


@dataclass(frozen=True, slots=True)
class TutorialGame(ABC):
    """One game's tutorial (see the module docstring); the methods differ per game."""

    name: str  # the session's name of the game ("puertorico", "cards")
    files: StoreFiles
    seed: int
    players: int
    person: int
    tags: Mapping[str, str]  # where the overlay's tags go on its table

    def plays(self, record: GameRecord) -> bool:
        """Is ``record`` this tutorial's deal (the autosave continued at the start)?"""
        return record.game == self.name and (record.seed, len(record.seats)) == (
            self.seed,
            self.players,
        )

    @abstractmethod
    def setup(self, settings: Settings) -> NewGameSetup: ...

    @abstractmethod
    def steps(self, progress: Progress) -> StepsCore: ...

    @abstractmethod
    def table(self, tables: GameTables) -> QWidget | None: ...

    @abstractmethod
    def locate(self, table: QWidget, zone: str, seat: int) -> QRect | None: ...

    @abstractmethod
    def page(self, key: str, state: Any, chooser: str) -> Page: ...

    @abstractmethod
    def now_text(self, state: Any, task: Task | None, names: Sequence[str]) -> str: ...


@dataclass(frozen=True, slots=True)
class BoardTutorial(TutorialGame):
    """Puerto Rico, in the naming of the player's settings."""

    def setup(self, settings: Settings) -> NewGameSetup:
        return tutorial_setup(settings)

    def steps(self, progress: Progress) -> StepsCore:
        return steps.TutorialSteps(progress)

    def table(self, tables: GameTables) -> QWidget | None:
        return tables.board

    def locate(self, table: QWidget, zone: str, seat: int) -> QRect | None:
        assert isinstance(table, TableWidget)
        return zones.board_zone_rect(table, zone, seat)

    def page(self, key: str, state: Any, chooser: str) -> Page:
        edition = state.config.edition
        role = steps.role_of(key)
        picture = N.role_art(role) if role is not None else ""
        return Page(texts.page_title(key, edition), picture, chooser, texts.page_body(key, edition))

    def now_text(self, state: Any, task: Task | None, names: Sequence[str]) -> str:
        return texts.now_text(state, task, self.person, names)


@dataclass(frozen=True, slots=True)
class CardTutorial(TutorialGame):
    """The card game."""

    def setup(self, settings: Settings) -> NewGameSetup:
        return card_tutorial_setup(settings)

    def steps(self, progress: Progress) -> StepsCore:
        return cards_steps.CardTutorialSteps(progress)

    def table(self, tables: GameTables) -> QWidget | None:
        return tables.cards

    def locate(self, table: QWidget, zone: str, seat: int) -> QRect | None:
        assert isinstance(table, CardTableWidget)
        return zones.card_zone_rect(table, zone, seat)

    def page(self, key: str, state: Any, chooser: str) -> Page:
        return Page(
            cards_texts.page_title(key),
            cards_texts.page_art(key),
            chooser,
            cards_texts.page_body(key),
        )

    def now_text(self, state: Any, task: Task | None, names: Sequence[str]) -> str:
        return cards_texts.now_text(state, task, self.person, names)


BOARD = BoardTutorial(
    BOARD_GAME.name, BOARD_FILES, steps.SEED, steps.PLAYERS, steps.PERSON, zones.BOARD_TAGS
)
CARDS = CardTutorial(
    cards_steps.GAME,
    CARD_FILES,
    cards_steps.SEED,
    cards_steps.PLAYERS,
    cards_steps.PERSON,
    zones.CARD_TAGS,
)
#: Both tutorials, by the session's name of their game.
GAMES: dict[str, TutorialGame] = {game.name: game for game in (BOARD, CARDS)}

__all__ = ["BOARD", "CARDS", "GAMES", "BoardTutorial", "CardTutorial", "TutorialGame"]
