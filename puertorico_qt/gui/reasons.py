"""Reasons in words: the engine's ``Reason`` values (``engine.reasons``) rendered from one
table of translatable templates, in the player's language and the edition's words.

The table is the generic templates below plus those of every phase presenter
(``gui.phases``); ``tests/i18n`` checks that it covers every code of the engine with
the placeholders the engine's parameters fill.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..engine.data import Edition
from ..engine.reasons import Reason, Why
from . import names as N
from .i18n import QT_TRANSLATE_NOOP
from .phases import PRESENTERS, Template, presenter

_GENERIC: dict[Why, Template] = {
    Why.GAME_OVER: Template("Refusals", QT_TRANSLATE_NOOP("Refusals", "The game is over.")),
    Why.NOT_AN_ACTION: Template(
        "Refusals", QT_TRANSLATE_NOOP("Refusals", "That is not a move of this game.")
    ),
    Why.NOT_NOW: Template("Refusals", QT_TRANSLATE_NOOP("Refusals", "Not now: first {ask}.")),
    Why.NOT_ALLOWED: Template(
        "Refusals", QT_TRANSLATE_NOOP("Refusals", "That is not allowed now: first {ask}.")
    ),
    Why.CANNOT_PASS: Template(
        "Refusals", QT_TRANSLATE_NOOP("Refusals", "Passing is not possible now.")
    ),
    Why.NO_SUCH_GOOD: Template("Refusals", QT_TRANSLATE_NOOP("Refusals", "You have no {good}.")),
    # expansions I and II: the Mayor with nobles, the craftsman, the guest house's guests
    Why.NOBLE_NOT_MANNED: Template(
        "Refusals",
        QT_TRANSLATE_NOOP("Refusals", "Nobody mans your {building}, so no {noble} stands there."),
    ),
    Why.TOO_FEW_NOBLES: Template(
        "Refusals", QT_TRANSLATE_NOOP("Refusals", "You do not have that many {nobles}.")
    ),
    Why.TOO_FEW_PLAIN_COLONISTS: Template(
        "Refusals",
        QT_TRANSLATE_NOOP(
            "Refusals",
            "You do not have {colonists} enough for the other buildings: more of them hold "
            "{nobles}.",
        ),
    ),
    Why.OTHER_KIND_SECOND: Template(
        "Refusals",
        QT_TRANSLATE_NOOP(
            "Refusals",
            "The second extra {barrel} is of another kind you produced, not {good}.",
        ),
    ),
    Why.GUESTS_STAY_IN_MAYOR: Template(
        "Refusals",
        QT_TRANSLATE_NOOP("Refusals", "Guests do not move during the {mayor_phase}."),
    ),
    Why.NO_GUEST: Template(
        "Refusals", QT_TRANSLATE_NOOP("Refusals", "There is no guest in your {building}.")
    ),
    Why.GUEST_LEAVES: Template(
        "Refusals",
        QT_TRANSLATE_NOOP("Refusals", "A guest moves out of the {building}, not into it."),
    ),
    Why.NO_SUCH_TILE: Template(
        "Refusals", QT_TRANSLATE_NOOP("Refusals", "You have no {tile} on your {island}.")
    ),
    Why.NOBLE_MAKES_NO_DIFFERENCE: Template(
        "Refusals",
        QT_TRANSLATE_NOOP(
            "Refusals",
            "A guest goes there as a {colonist}: it makes no difference whether a {noble} mans it.",
        ),
    ),
    Why.NO_FREE_NOBLE: Template(
        "Refusals",
        QT_TRANSLATE_NOOP("Refusals", "None of your {nobles} is free to man the {building}."),
    ),
    Why.NO_FREE_COLONIST: Template(
        "Refusals",
        QT_TRANSLATE_NOOP("Refusals", "None of your {colonists} is free to man the {building}."),
    ),
    Why.PLACE_KEPT_FOR_BONUS: Template(
        "Refusals",
        QT_TRANSLATE_NOOP("Refusals", "That place is kept for the {colonist} being offered."),
    ),
    # expansions I and II: the Captain phase (small wharf, royal supplier, storehouse)
    Why.SMALL_WHARF_ORDER: Template(
        "Refusals",
        QT_TRANSLATE_NOOP(
            "Refusals",
            "The {building} is loaded in the order of the goods: no {good} after a later kind.",
        ),
    ),
    Why.SUPPLY_PER_NOBLE: Template(
        "Refusals",
        QT_TRANSLATE_NOOP(
            "Refusals", "The {building} takes at most one {barrel} per {noble} you own."
        ),
    ),
    Why.STOREHOUSE_RULE: Template(
        "Refusals",
        QT_TRANSLATE_NOOP(
            "Refusals",
            "With the {building} keep up to four loose {barrels}, plus whole kinds in your "
            "manned warehouses — as many as you can.",
        ),
    ),
    Why.STORE_WRITTEN_OTHERWISE: Template(
        "Refusals",
        QT_TRANSLATE_NOOP(
            "Refusals", "Those goods are kept by a choice written another way: take that one."
        ),
    ),
    # expansion I: the draft, the builder's black market
    Why.DRAFT_NOT_CANDIDATE: Template(
        "Refusals", QT_TRANSLATE_NOOP("Refusals", "The {building} is not drafted onto the board.")
    ),
    Why.DRAFT_ON_BOARD: Template(
        "Refusals", QT_TRANSLATE_NOOP("Refusals", "The {building} is already on the board.")
    ),
    Why.DRAFT_NO_SPACE: Template(
        "Refusals",
        QT_TRANSLATE_NOOP("Refusals", "Every space for buildings costing {cost} is taken."),
    ),
    Why.BLACK_MARKET_SHORT: Template(
        "Refusals",
        QT_TRANSLATE_NOOP(
            "Refusals",
            "The {building} costs you {cost}; you have {money} and can trade in only {items} "
            "item(s).",
        ),
    ),
    Why.BLACK_MARKET_ONE_EACH: Template(
        "Refusals",
        QT_TRANSLATE_NOOP(
            "Refusals",
            "Trade in at most one VP chip, one {barrel} and one {colonist}, in that order.",
        ),
    ),
    Why.BLACK_MARKET_NO_VP: Template(
        "Refusals", QT_TRANSLATE_NOOP("Refusals", "You have no VP chip to trade in.")
    ),
    Why.BLACK_MARKET_NO_WORKER: Template(
        "Refusals", QT_TRANSLATE_NOOP("Refusals", "You have no such {colonist} there.")
    ),
    Why.BLACK_MARKET_OWN_WORKER: Template(
        "Refusals",
        QT_TRANSLATE_NOOP("Refusals", "The {colonist} on the {building} cannot be traded in."),
    ),
    Why.BLACK_MARKET_REST_UNPAID: Template(
        "Refusals",
        QT_TRANSLATE_NOOP(
            "Refusals",
            "Still {items} item(s) to pay, and after this one the rest could not be paid: "
            "first a VP chip, then a {barrel}, then a {colonist}.",
        ),
    ),
    # expansions I and II: settler and trader (forests, library, hunting lodge, land
    # office, trading post)
    Why.FOREST_HOUSE_UNMANNED: Template(
        "Refusals",
        QT_TRANSLATE_NOOP("Refusals", "Only the owner of a manned {building} may lay a forest."),
    ),
    Why.DRAWN_TILE_IS: Template(
        "Refusals",
        QT_TRANSLATE_NOOP(
            "Refusals",
            "The tile you drew is the {tile}: lay it face up, or face down as a forest.",
        ),
    ),
    Why.LIBRARY_NO_QUARRY: Template(
        "Refusals",
        QT_TRANSLATE_NOOP(
            "Refusals",
            "The second tile of the double privilege cannot be a quarry without a manned "
            "{building}.",
        ),
    ),
    Why.NO_SUCH_FOREST: Template(
        "Refusals",
        QT_TRANSLATE_NOOP("Refusals", "None of your forests has {tile} on its face."),
    ),
    Why.LAND_OFFICE_NEEDS_COLONIST: Template(
        "Refusals",
        QT_TRANSLATE_NOOP(
            "Refusals",
            "Only the owner of a {building} manned by a {colonist} may buy one of the face-down "
            "{plantations}.",
        ),
    ),
    Why.LAND_OFFICE_NEEDS_NOBLE: Template(
        "Refusals",
        QT_TRANSLATE_NOOP(
            "Refusals",
            "Only the owner of a {building} manned by a {noble} may sell one of his {plantations}.",
        ),
    ),
    Why.LAND_OFFICE_USED: Template(
        "Refusals",
        QT_TRANSLATE_NOOP(
            "Refusals", "The {building} is used once in your turn of the {trader_phase}."
        ),
    ),
    Why.LAND_BUY_NO_MONEY: Template(
        "Refusals",
        QT_TRANSLATE_NOOP(
            "Refusals",
            "The {building} sells a tile for 1 {doubloon}, and you have none.",
        ),
    ),
    Why.TRADING_POST_UNMANNED: Template(
        "Refusals",
        QT_TRANSLATE_NOOP(
            "Refusals",
            "Only the owner of a manned {building} may sell a {barrel} straight to the supply.",
        ),
    ),
}


def templates() -> dict[Why, Template]:
    """Every code's template: the generic ones and the phase presenters'."""
    table = dict(_GENERIC)
    for p in {id(p): p for p in PRESENTERS.values()}.values():
        for code, template in p.reasons.items():
            if code in table and table[code] != template:
                raise ValueError(f"two templates for {code}")
            table[code] = template
    return table


_TEMPLATES = templates()


def reason_text(reason: Reason, edition: Edition | int) -> str:
    """The sentence of ``reason`` in the player's language."""
    template = _TEMPLATES[reason.code]
    words = N.words(edition)
    for name, value in reason.args.items():
        if name == "building":
            words[name] = N.building_name(value, edition)
        elif name == "good":
            words[name] = N.good_word(value, edition)
        elif name == "tile":
            words[name] = N.tile_name(value, edition)
        elif name == "role":
            words[name] = N.role_name(value, edition)
            words["role_phase"] = N.phase_name(value, edition)
        elif name == "phase":
            words["ask"] = presenter(value).ask_text(edition)
        elif name in ("cost", "money"):
            words[name] = N.n_doubloons(value, edition)
        else:
            words[name] = str(value)
    text = QCoreApplication.translate(template.context, template.text).format(**words)
    return text[:1].upper() + text[1:]
