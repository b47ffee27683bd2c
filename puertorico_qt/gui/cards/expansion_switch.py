"""The new-game dialog's switch for the card game's expansion "Die neuen Gebäude"
(``CardConfig.expansions``: ``"buildings"``).

The switch is offered only while the card config accepts the expansion from players
(``session.offered_card_expansions()``: known, and not engine only) and the card table
has words for every phase of the engine (``table_ready()``: a phase without a title or
prompt would stop the table); otherwise it is hidden and chooses nothing, so a setup
never names an expansion the config refuses or the table cannot show.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QWidget

from ...cards import CardPhase
from ..i18n import QT_TRANSLATE_NOOP
from ..session.setup import offered_card_expansions
from . import catalog, prompts
from . import names as CN

#: The config name of the expansion this switch chooses.
BUILDINGS = "buildings"


def table_ready() -> bool:
    """Does the card table know every phase the engine may ask (the expansion's
    round-start decisions included)?"""
    return all(p in prompts.TITLES and p in prompts.OTHERS for p in CardPhase)


class CardExpansionSwitch(QCheckBox):
    """A check box for one expansion of the card game (by its config name)."""

    def __init__(self, name: str = BUILDINGS, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.name = name
        self.setObjectName(f"card_expansion_{name}")
        self.retranslate_ui()

    def offered(self) -> bool:
        """May a player choose the expansion now?"""
        return self.name in offered_card_expansions() and table_ready()

    def set_expansions(self, expansions: tuple[str, ...]) -> None:
        self.setChecked(self.name in expansions)

    def expansions(self) -> tuple[str, ...]:
        """The expansions chosen: this one if it is ticked and offered."""
        return (self.name,) if self.isChecked() and self.offered() else ()

    def retranslate_ui(self) -> None:
        title = CN.expansion_title(self.name)
        self.setText(
            _t(QT_TRANSLATE_NOOP("NewGameDialog", "Expansion: {title}")).format(title=title)
        )
        self.setToolTip(
            _t(
                QT_TRANSLATE_NOOP(
                    "NewGameDialog",
                    "{count} new city buildings are shuffled into the deck, and the {cathedral} "
                    "lies face up beside the trading house for anybody to build.",
                )
            ).format(count=catalog.deck_copies(), cathedral=CN.name_of("cathedral"))
        )


def _t(text: str) -> str:
    return QCoreApplication.translate("NewGameDialog", text)
