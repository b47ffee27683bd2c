"""The prompt bar across the top of the table, and the storage panel.

``PromptBar``: whose turn it is, the round and phase, what to do next in plain words,
the buttons for the decisions that are not a drag (from the phase presenters,
``gui.phases``), and a line for refusals and the last move.  ``StoragePanel``: after
the Captain phase, the viewer's warehouse places and kept barrel, what goes back, and
the button that submits the choice.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFontMetricsF, QIcon
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
)

from .. import names as N
from ..i18n import QT_TRANSLATE_NOOP
from .board_zones import StorageModel
from .context import TableContext
from .views import ZoneView


def _t(text: str) -> str:
    return QCoreApplication.translate("Table", text)


class StoragePanel(QFrame):
    """After the Captain phase: the warehouse places and the kept barrel (a drop
    target for the viewer's goods), what is lost, and the button that submits it."""

    def __init__(self, ctx: TableContext, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("storagePanel")
        self.ctx = ctx
        self.model = StorageModel(ctx, self)
        self.view = ZoneView(self.model, ctx, cell_em=(3.0, 2.7))
        self.label = QLabel(self)
        self.label.setWordWrap(True)
        self.button = QPushButton(self)
        self.button.setObjectName("primaryButton")
        self.button.clicked.connect(self.submit)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view, 3)
        side = QVBoxLayout()
        side.addWidget(self.label, 1)
        side.addWidget(self.button)
        layout.addLayout(side, 2)
        self.retranslate_ui()
        self.update_from_draft()

    def submit(self) -> bool:
        return self.ctx.request(self.ctx.storage.action())

    def update_from_draft(self) -> None:
        draft = self.ctx.storage
        self.setVisible(draft.active)
        if not draft.active:
            return
        lost = draft.lost()
        ok = draft.action() in self.ctx.legal
        if ok:
            text = N.tr_plural("Table", "{barrels} will go back to the supply.", lost).format(
                barrels=N.n_barrels(lost, self.ctx.edition)
            )
        else:
            text = self.ctx.explain(draft.action())
        self.label.setText(text)
        self.button.setEnabled(ok)

    def retranslate_ui(self) -> None:
        self.button.setText(_t(QT_TRANSLATE_NOOP("Table", "Keep these")))
        self.update_from_draft()


class PromptBar(QFrame):
    """Whose turn, the round and phase, what to do next, the buttons, the info line."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("promptBar")
        self.chip = QLabel(self)
        self.chip.setObjectName("turnChip")
        self.chip.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title = QLabel(self)
        self.title.setObjectName("phaseTitle")
        self.prompt = QLabel(self)
        self.prompt.setObjectName("promptText")
        self.prompt.setWordWrap(True)
        self.prompt.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.info = QLabel(self)
        self.info.setObjectName("infoLine")
        self.info.setWordWrap(True)
        self.progress = QProgressBar(self)
        self.progress.setRange(0, 100)
        self.progress.setTextVisible(False)
        em = QFontMetricsF(self.font()).height()
        self.progress.setMaximumHeight(int(em * 0.4))
        self.progress.setMaximumWidth(int(em * 8))
        self.progress.hide()
        self.buttons = QHBoxLayout()
        self.buttons.setSpacing(int(em * 0.4))
        texts = QVBoxLayout()
        texts.setSpacing(int(em * 0.1))
        top = QHBoxLayout()
        top.addWidget(self.title)
        top.addWidget(self.progress)
        top.addStretch(1)
        texts.addLayout(top)
        texts.addWidget(self.prompt)
        texts.addWidget(self.info)
        layout = QHBoxLayout(self)
        m = int(em * 0.4)
        layout.setContentsMargins(m, m // 2, m, m // 2)
        layout.setSpacing(int(em * 0.7))
        layout.addWidget(self.chip)
        layout.addLayout(texts, 1)
        layout.addLayout(self.buttons)
        self._button_keys: tuple = ()

    def set_buttons(
        self, specs: list[tuple[str, str, Callable[[], object], bool, QIcon | None, bool]]
    ) -> list[QPushButton]:
        """(key, text, callback, enabled, icon, primary) per button; rebuilt when the keys change."""
        keys = tuple(spec[0] for spec in specs)
        if keys != self._button_keys:
            while self.buttons.count():
                item = self.buttons.takeAt(0)
                widget = item.widget() if item is not None else None
                if widget is not None:
                    widget.deleteLater()
            for key, _text, callback, _enabled, _icon, primary in specs:
                button = QPushButton(self)
                button.setObjectName("primaryButton" if primary else "promptButton")
                button.setProperty("key", key)
                button.clicked.connect(callback)
                self.buttons.addWidget(button)
            self._button_keys = keys
        out = []
        for button, (_key, text, _callback, enabled, icon, _primary) in zip(
            self._button_widgets(), specs, strict=True
        ):
            button.setText(text)
            button.setEnabled(enabled)
            button.setIcon(icon if icon is not None else QIcon())
            out.append(button)
        return out

    def _button_widgets(self) -> list[QPushButton]:
        """The buttons now in the row, in order."""
        out = []
        for i in range(self.buttons.count()):
            item = self.buttons.itemAt(i)
            widget = item.widget() if item is not None else None
            if isinstance(widget, QPushButton):
                out.append(widget)
        return out

    def button(self, key: str) -> QPushButton | None:
        return next((b for b in self._button_widgets() if b.property("key") == key), None)
