"""The card game's rules, one module per phase.  Importing this package registers
every phase (``state.register_phase``) and every role (``common.ROLE_START`` /
``common.NEXT_TURN``).

The flow of a round: the governor and then each seat in turn chooses a role (two
players: governor, other, governor), and every seat, starting with the chooser, takes
its turn of that role.  A turn that needs several choices (paying a price, producing
on three buildings) is a short sequence of one-card actions in a canonical order: one
kind after the other, the lowest kind first, so each multiset of cards has exactly one
sequence.  Turns with nothing to decide are played without asking (a trader without
goods, a councillor keeping both of two cards).

=================  ============================================================
``common``         turn order, forced steps, canonical sequences, discards
``deal``           ``DEAL``: the variant set-up
``round_start``    a new round: ``CHAPEL``, ``HAND_LIMIT`` (and the end when the
                   cards run out)
``roles``          ``ROLE``, ``LIBRARY``: choosing a role, the end of a role
``builder``        ``BUILD``: the builder, the crane, the end at 12 buildings
``builder_pay``    ``BLACK_MARKET``, ``PAY``: the price, the after-build draws
``producer``       ``PRODUCE``
``trader``         ``TRADE``: the trading-house tiles
``councillor``     ``KEEP``, ``ARCHIVE``
``prospector``     no decision: the prospector's draw and the gold mines
=================  ============================================================

Buildings: the limits, discounts and after-turn draws come from ``effects``; the
crane, the black market, the library, the chapel and the archive shape the actions
and are named in the modules of the phases they shape.
"""

from . import (
    builder,
    builder_pay,
    common,
    councillor,
    deal,
    producer,
    prospector,
    roles,
    round_start,
    trader,
)

__all__ = [
    "builder",
    "builder_pay",
    "common",
    "councillor",
    "deal",
    "producer",
    "prospector",
    "roles",
    "round_start",
    "trader",
]
