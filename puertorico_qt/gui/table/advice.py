"""A word of warning before a player takes a role that does nothing for them.

``role_is_useless(state, seat, card)`` returns the reason in words (or None);
``confirm_role(parent, state, seat, card)`` asks the player when there is a reason
and the "confirmations" setting (``QSettings`` key ``confirmations``, default
true) is on.  The question offers "Don't ask again", which switches it off.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QSettings
from PySide6.QtWidgets import QCheckBox, QMessageBox, QWidget

from ...engine.data import BUILDINGS, CITY_SPACES, ISLAND_SPACES, OFFICE, QUARRY, WHARF, Role
from ...engine.phases.captain import cargo_options
from ...engine.phases.craftsman import production
from ...engine.phases.mayor import capacity
from ...engine.phases.trader import HOUSE_SIZE
from ...engine.state import GameState
from .. import names as N

SETTINGS_KEY = "confirmations"


def _t(text: str) -> str:
    return QCoreApplication.translate("Advice", text)


def role_is_useless(state: GameState, seat: int, card: int) -> str | None:
    """Why taking role card ``card`` would bring ``seat`` nothing (its action and
    privilege both empty), or None when it is of some use.  Doubloons lying on the
    card are mentioned: they may be reason enough to take it."""
    if not 0 <= card < len(state.role_cards):
        return None
    kind = state.role_cards[card]
    ed = state.config.edition
    p = state.players[seat]
    reason: str | None = None
    if kind == Role.SETTLER:
        if sum(p.plant) >= ISLAND_SPACES:
            reason = _t(
                QT_TRANSLATE_NOOP(
                    "Advice", "Your {island} is full: there is no space for another tile."
                )
            ).format(island=N.term("island_word", ed))
    elif kind == Role.CRAFTSMAN:
        made = production(p)
        if not any(min(made[g], state.goods_supply[g]) for g in range(5)):
            reason = _t(
                QT_TRANSLATE_NOOP(
                    "Advice",
                    "You would produce nothing: no manned {plantation} has a manned building to process it.",
                )
            ).format(plantation=N.term("plantation", ed))
    elif kind == Role.TRADER:
        office = p.bocc[OFFICE] > 0
        sellable = (
            [g for g in range(5) if p.goods[g] and (office or g not in state.house)]
            if len(state.house) < HOUSE_SIZE
            else []
        )
        if not sellable:
            if not any(p.goods):
                reason = _t(QT_TRANSLATE_NOOP("Advice", "You have no goods to sell."))
            else:
                reason = _t(
                    QT_TRANSLATE_NOOP("Advice", "The trading house takes none of your goods.")
                )
    elif kind == Role.CAPTAIN:
        if not any(p.goods):
            reason = _t(
                QT_TRANSLATE_NOOP(
                    "Advice", "You have no goods to ship; only the others would ship."
                )
            )
        elif not cargo_options(state, p.goods) and p.bocc[WHARF] <= 0:
            reason = _t(QT_TRANSLATE_NOOP("Advice", "No ship can take any of your goods."))
    elif kind == Role.BUILDER:
        quarries = p.plant_occ[QUARRY]
        free = CITY_SPACES - p.city_used
        affordable = [
            b
            for b in state.market
            if state.building_supply[b] > 0
            and p.bocc[b] < 0
            and BUILDINGS[b].city_spaces <= free
            and max(0, BUILDINGS[b].cost - 1 - min(quarries, BUILDINGS[b].column)) <= p.doubloons
        ]
        if not affordable:
            reason = _t(
                QT_TRANSLATE_NOOP(
                    "Advice", "You cannot afford any building, even with the discount."
                )
            )
    elif kind == Role.MAYOR and p.colonists() >= capacity(p):
        reason = _t(
            QT_TRANSLATE_NOOP(
                "Advice",
                "All your circles are manned: new {colonists} would only wait on the {san_juan} space.",
            )
        ).format(colonists=N.term("colonists", ed), san_juan=N.term("san_juan", ed))
    if reason is None:
        return None
    coins = state.role_coins[card]
    if coins:
        reason += " " + _t(
            QT_TRANSLATE_NOOP("Advice", "You would still get the {doubloons} on the card.")
        ).format(doubloons=N.n_doubloons(coins, ed))
    return reason


def confirmations_enabled() -> bool:
    """The "confirmations" setting (the settings dialog's "confirm_useless_role" too)."""
    q = QSettings()
    return bool(q.value(SETTINGS_KEY, True, type=bool)) and bool(
        q.value("confirm_useless_role", True, type=bool)
    )


def confirm_role(parent: QWidget | None, state: GameState, seat: int, card: int) -> bool:
    """Ask before a useless role (when confirmations are on); True = go ahead."""
    reason = role_is_useless(state, seat, card)
    if reason is None or not confirmations_enabled():
        return True
    role = N.role_name(state.role_cards[card], state.config.edition)
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(_t(QT_TRANSLATE_NOOP("Advice", "Take the {role}?")).format(role=role))
    box.setText(
        _t(QT_TRANSLATE_NOOP("Advice", "The {role} does nothing for you now.")).format(role=role)
    )
    box.setInformativeText(reason)
    box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
    box.setDefaultButton(QMessageBox.StandardButton.No)
    check = QCheckBox(_t(QT_TRANSLATE_NOOP("Advice", "Don't ask again")))
    box.setCheckBox(check)
    answer = box.exec()
    if check.isChecked():
        QSettings().setValue(SETTINGS_KEY, False)
    return answer == QMessageBox.StandardButton.Yes
