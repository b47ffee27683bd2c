"""What a new game is made of: the seats and options the new-game dialog asks, and the
computer players' levels."""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from ... import cards, engine
from ...cards import config as card_config
from ...engine import GameConfig
from ...engine.config import MARKET_SETUPS
from ...games import CARD_GAME, DEFAULT_GAME, GAMES
from ...persistence import SeatInfo

# The levels offered to people, weakest first (names in ``ai.bot_names()``).
LEVELS = ("beginner", "normal", "hard", "expert")
# The most a computer player may think per move, in seconds.  The searching levels play
# with the iteration budget their strength was measured with (``Bot.default_iterations``:
# the same Hard and Expert on every machine, and about 0.4 s and 2.5 s a move on a
# 2-core laptop); the cap only keeps a slow machine from waiting longer.
BOT_SECONDS = {"random": 0.0, "beginner": 0.3, "normal": 1.0, "hard": 3.0, "expert": 10.0}
# The level that answers "what should I do?": a searching one, so that the hint can
# rank the moves and say how much worse the next-best ones are (``ai.explain``).
HINT_LEVEL = "hard"
# The expansions the new-game dialog offers (``GameConfig.expansions``), in order:
# expansion I (the new buildings, forests, the building draft), II (the nobles), III
# (the smuggler) and IV (the festival).
OFFERED_EXPANSIONS = ("buildings", "nobles", "smuggler", "festival")


def offered_card_expansions() -> tuple[str, ...]:
    """The card game's expansions a player may choose now (``CardConfig.expansions``):
    those the rules know and that are no longer engine only."""
    known, engine_only = card_config.KNOWN_EXPANSIONS, card_config.ENGINE_ONLY
    return tuple(e for e in known if e not in engine_only)


# How expansion I's buildings come onto the board (``GameConfig.market``); the draft
# at the table is what the rulebook describes, so it is the default.
DEFAULT_MARKET = "draft"


@dataclass(slots=True)
class NewGameSetup:
    """What the new-game dialog asks: the game, the seats and the options.

    ``game``: the game's name in ``games.GAMES`` ("puertorico", the board game, or
    "cards", the card game); ``variant`` (the card game): the variant set-up.
    ``expansions``: the chosen game's, names of ``OFFERED_EXPANSIONS`` (the board game) or
    of ``offered_card_expansions()`` (the card game); ``market`` (used only with
    "buildings"): "base", "random", "draft" or "chosen"; ``chosen``: the building ids of a chosen set
    (``market == "chosen"``), one per non-production space of the board."""

    seats: list[SeatInfo]
    edition: str = "classic"  # "classic" or "1897" (the naming and the rules of that edition)
    hidden_vp: bool = False
    seed: int | None = None  # None: a fresh random seed
    expansions: tuple[str, ...] = ()
    market: str = DEFAULT_MARKET  # remembered even while expansion I is not chosen
    chosen: tuple[str, ...] = ()
    game: str = DEFAULT_GAME
    variant: bool = False  # the card game's variant set-up (deal more, keep 4)
    #: The card game: the first governor drawn by lot, as its rulebook says (the seats
    #: turned round, their order kept; the engine's seat 0 governs first).  The board
    #: game's engine draws its own.  Off for the tutorial's fixed seating.
    draw_governor: bool = False

    def seated(self, seed: int) -> list[SeatInfo]:
        """The seats in the game's order: for a card game with ``draw_governor``, turned
        round so that the seat drawn (by the game's seed) sits first."""
        if not (self.draw_governor and self.game == CARD_GAME.name):
            return list(self.seats)
        first = random.Random(seed).randrange(len(self.seats))
        return self.seats[first:] + self.seats[:first]

    def game_config(self) -> GameConfig | cards.CardConfig:
        """The options as the game's config (``engine.GameConfig`` or ``cards.CardConfig``;
        raises the game's config error for an impossible setup)."""
        if self.game == CARD_GAME.name:
            return cards.CardConfig(
                players=len(self.seats), variant=self.variant, expansions=self.expansions
            )
        return self.board_config()

    def board_config(self) -> GameConfig:
        """The board game's options (``game_config`` of a board-game setup)."""
        buildings = "buildings" in self.expansions
        market = self.market if buildings else "base"
        return GameConfig(
            players=len(self.seats),
            edition=engine.parse_edition(self.edition),
            hidden_vp=self.hidden_vp,
            expansions=frozenset(self.expansions),
            market=market,
            chosen=tuple(self.chosen) if market == "chosen" else (),
        )

    @classmethod
    def from_config(
        cls,
        seats: list[SeatInfo],
        config: Mapping[str, object],
        seed: int | None,
        game: str = DEFAULT_GAME,
    ) -> NewGameSetup:
        """The setup of a game whose options are ``config`` (``GameConfig.to_dict()`` or
        ``CardConfig.to_dict()``, as a record keeps them), read forgivingly: what is not
        understood is left out."""
        if game == CARD_GAME.name:
            chosen_expansions = config.get("expansions", [])
            offered = offered_card_expansions()
            return cls(
                seats=seats,
                seed=seed,
                game=game,
                variant=bool(config.get("variant", False)),
                expansions=tuple(
                    e
                    for e in offered
                    if isinstance(chosen_expansions, list) and e in chosen_expansions
                ),
            )
        if game not in GAMES:
            game = DEFAULT_GAME
        expansions = config.get("expansions", [])
        market = config.get("market", DEFAULT_MARKET)
        if not isinstance(market, str) or market not in MARKET_SETUPS:
            market = DEFAULT_MARKET
        chosen = config.get("chosen", [])
        return cls(
            seats=seats,
            edition=str(config.get("edition", "classic")),
            hidden_vp=bool(config.get("hidden_vp", False)),
            seed=seed,
            expansions=tuple(
                e for e in OFFERED_EXPANSIONS if isinstance(expansions, list) and e in expansions
            ),
            market=market,
            chosen=tuple(str(b) for b in chosen) if isinstance(chosen, list) else (),
        )

    @classmethod
    def default(cls, name: str = "", players: int = 4) -> NewGameSetup:
        """A person (``name``) against computer players of the normal level."""
        first = name or QCoreApplication.translate("NewGameDialog", "Player {n}").format(n=1)
        seats = [SeatInfo(first, True, "normal")]
        seats += [
            SeatInfo(
                QCoreApplication.translate("NewGameDialog", "Computer {n}").format(n=i),
                False,
                "normal",
            )
            for i in range(1, players)
        ]
        return cls(seats=seats)
