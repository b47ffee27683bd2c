"""A word of warning before a person takes a role that would bring them nothing.

The rules say whether it would (``engine.rules.idle_role``: a reason, or None); this
module only asks, when the "confirm_useless_role" setting is on.  The question names
the reason, mentions the doubloons on the card (they may be reason enough), and offers
"Don't ask again", which switches the setting off.  The main window gives
``RoleWarning`` to the session as its ``confirm_hook``: one mechanism, one setting.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QMessageBox, QWidget

from ..engine import GameState
from ..engine import actions as A
from ..engine.rules import idle_role
from ..engine.state import Phase
from . import names as N
from .i18n import QT_TRANSLATE_NOOP
from .reasons import reason_text
from .settings import Settings


def _t(text: str) -> str:
    return QCoreApplication.translate("Advice", text)


def idle_role_warning(state: GameState, seat: int, action: int) -> str | None:
    """Why choosing role card ``action`` brings ``seat`` nothing, in words (with the
    doubloons on the card, if any), or None when it is of some use or not a role."""
    if state.phase != Phase.ROLE or not A.is_kind(action, "role"):
        return None
    card = A.card_of(action)
    why = idle_role(state, seat, card)
    if why is None:
        return None
    ed = state.config.edition
    text = reason_text(why, ed)
    coins = state.role_coins[card]
    if coins:
        text += " " + _t(
            QT_TRANSLATE_NOOP("Advice", "You would still get the {doubloons} on the card.")
        ).format(doubloons=N.n_doubloons(coins, ed))
    return text


class RoleWarning:
    """``confirm_hook(action)`` for the session: True = go ahead."""

    def __init__(self, parent: QWidget, settings: Settings, state: Callable[[], GameState]) -> None:
        self.parent = parent
        self.settings = settings
        self.state = state

    def __call__(self, action: int) -> bool:
        if not self.settings.confirm_useless_role:
            return True
        state = self.state()
        text = idle_role_warning(state, state.current_player, action)
        if text is None:
            return True
        role = N.role_name(state.role_cards[A.card_of(action)], state.config.edition)
        box = QMessageBox(self.parent)
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(_t(QT_TRANSLATE_NOOP("Advice", "Take the {role}?")).format(role=role))
        box.setText(
            _t(QT_TRANSLATE_NOOP("Advice", "The {role} does nothing for you now.")).format(
                role=role
            )
        )
        box.setInformativeText(text)
        box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        box.setDefaultButton(QMessageBox.StandardButton.No)
        check = QCheckBox(_t(QT_TRANSLATE_NOOP("Advice", "Don't ask again")))
        box.setCheckBox(check)
        answer = box.exec()
        if check.isChecked():
            self.settings.confirm_useless_role = False
        return answer == QMessageBox.StandardButton.Yes
