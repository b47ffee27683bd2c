"""The prompt bar across the top of the table.

``PromptBar``: whose turn it is, the round and phase, what to do next in plain words,
the buttons for the decisions that are not a drag (from the phase presenters,
``gui.phases``) — among them toggles, for a decision made of several on/off choices
and one confirm (the royal supplier, the noble question) — a line for refusals and the
last move, and a small "Hint" button while the window's Game › hint can be used
(``offer_hint``): a family's first game should not have to find it in a menu.  The storage panel lives in :mod:`.storage` (re-exported here).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer
from PySide6.QtGui import QAction, QFontMetricsF, QIcon, QKeySequence
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..i18n import QT_TRANSLATE_NOOP
from .storage import StoragePanel
from .style import set_style_props

__all__ = ["ButtonSpec", "InfoLineMixin", "PromptBar", "StoragePanel"]


@dataclass(frozen=True, slots=True)
class ButtonSpec:
    """One button of the prompt bar, as the table builds it from a presenter's button."""

    key: str
    text: str
    callback: Callable[[], object]
    enabled: bool = True
    icon: QIcon | None = None
    primary: bool = False
    checked: bool | None = None  # a toggle: on or off (None: a plain button)
    action: int | None = None  # the engine action it sends, if it sends one (a hint's mark)
    toggle: int | None = None  # a toggle's bit in its decision's mask (a hint's mark)
    tip: str = ""  # its tooltip


class PromptBar(QFrame):
    """Whose turn, the round and phase, what to do next, the buttons, the info line."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("promptBar")
        #: Where the keyboard goes when the focused button goes and no new one works
        #: (the table sets it: the hand, the roles).
        self.focus_after_buttons: Callable[[], QWidget | None] | None = None
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
        self.hint_button = QToolButton(self)
        self.hint_button.setObjectName("hintButton")
        self.hint_button.setAutoRaise(True)
        self.hint_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Ctrl+H from anywhere
        self.hint_button.hide()
        self._hint_action: QAction | None = None

        texts.addLayout(top)
        texts.addWidget(self.prompt)
        texts.addWidget(self.info)
        layout = QHBoxLayout(self)
        m = int(em * 0.4)
        layout.setContentsMargins(m, m // 2, m, m // 2)
        layout.setSpacing(int(em * 0.7))
        # the hint under the chip: beside the title it widened the bar's least width,
        # and a scene with long buttons squeezed the log
        chip_column = QVBoxLayout()
        chip_column.setSpacing(int(em * 0.2))
        chip_column.addWidget(self.chip, 1)
        chip_column.addWidget(self.hint_button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addLayout(chip_column)
        layout.addLayout(texts, 1)
        layout.addLayout(self.buttons)
        self._button_keys: tuple = ()
        self._specs: dict[str, ButtonSpec] = {}
        self._hinted: int | None = None  # the action a hint points at (``set_hint``)
        self._hinted_mask: int | None = None  # its toggles' mask, for a decision of toggles
        self._hinted_keys: tuple[str, ...] = ()  # the table's commands marked with it

    def offer_hint(self, action: QAction) -> None:
        """Show the "Hint" button while ``action`` (the window's Game › hint) is enabled,
        and trigger it on a click."""
        if self._hint_action is action:
            return
        self._hint_action = action
        self.hint_button.clicked.connect(action.trigger)
        action.changed.connect(self._sync_hint_button)
        self._retranslate_hint()
        self._sync_hint_button()

    def _sync_hint_button(self) -> None:
        action = self._hint_action
        self.hint_button.setVisible(action is not None and action.isEnabled())

    def _retranslate_hint(self) -> None:
        action = self._hint_action
        key = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText) if action else ""
        self.hint_button.setText(
            QCoreApplication.translate("Table", QT_TRANSLATE_NOOP("Table", "Hint"))
        )
        self.hint_button.setToolTip(
            QCoreApplication.translate(
                "Table",
                QT_TRANSLATE_NOOP(
                    "Table", "What should I do? A computer player suggests a move ({key})."
                ),
            ).format(key=key)
        )

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate_hint()
        super().changeEvent(event)

    def set_title(self, text: str, last: bool = False) -> None:
        """The phase's title; ``last``: the game's last round (or phase) has begun, and
        the title says so in red (``style.py``: ``#phaseTitle[last="true"]``)."""
        self.title.setText(text)
        set_style_props(self.title, last=last)

    def set_buttons(self, specs: list[ButtonSpec]) -> list[QPushButton]:
        """The buttons of the moment; rebuilt only when their keys change (so a toggle
        keeps the keyboard focus while it is switched)."""
        keys = tuple((spec.key, spec.primary, spec.checked is not None) for spec in specs)
        had_focus = False
        if keys != self._button_keys:
            had_focus = any(button.hasFocus() for button in self._button_widgets())
            while self.buttons.count():
                item = self.buttons.takeAt(0)
                widget = item.widget() if item is not None else None
                if widget is not None:
                    # hidden now: deleteLater waits for the event loop, and a nested
                    # one (a dialog's) or processEvents leaves it drawn over the new row
                    widget.hide()
                    widget.deleteLater()
            for spec in specs:
                button = QPushButton(self)
                button.setObjectName("primaryButton" if spec.primary else "promptButton")
                button.setProperty("key", spec.key)
                button.setCheckable(spec.checked is not None)
                # Enter presses the focused button as Space does (the table's own "act"
                # key is Enter: a keyboard player tries it first); outside a dialog a
                # button does that only as an auto-default one
                button.setAutoDefault(True)
                button.clicked.connect(partial(self._clicked, spec.key))
                self.buttons.addWidget(button)
            self._button_keys = keys
        # the callbacks of the moment: a kept button (same key) may now send another
        # action, as the confirm of a set of toggles does
        self._specs = {spec.key: spec for spec in specs}
        out = []
        for button, spec in zip(self._button_widgets(), specs, strict=True):
            button.setText(spec.text)
            button.setToolTip(spec.tip)
            button.setEnabled(spec.enabled)
            button.setIcon(spec.icon if spec.icon is not None else QIcon())
            if spec.checked is not None:
                button.setChecked(spec.checked)
            out.append(button)
        self._mark_hinted()
        if had_focus:  # the keyboard's place went with the old row: not to the log dock
            self._refocus(out)
        return out

    def take_focus(self) -> None:
        """Give the keyboard to the decision of the moment (the next person after the
        hand-over screen, whose button was gone): the row's green button, else its first
        one that works, else the table's own place (the hand, the roles)."""
        self._refocus(list(self._button_widgets()))

    def _refocus(self, buttons: list[QPushButton]) -> None:
        """The focus after the focused button went: the new row's green button (else its
        first one that works), else what the table names (``focus_after_buttons``)."""
        usable = [b for b in buttons if b.isEnabled()]
        primary = [b for b in usable if b.objectName() == "primaryButton"]
        choices = primary or usable
        target: QWidget | None = None
        if choices:
            target = choices[0]
            target.show()  # (a new button is shown by its layout only later, queued)
        elif self.focus_after_buttons is not None:
            target = self.focus_after_buttons()
        if target is not None and target.isVisible():
            target.setFocus(Qt.FocusReason.TabFocusReason)

    def set_hint(
        self, action: int | None, mask: int | None = None, keys: tuple[str, ...] = ()
    ) -> None:
        """Mark the button that sends ``action`` (a hint's move; None: no mark); for a
        decision of toggles (``mask``: the toggles the hint has on), the toggles to
        switch first — the confirm once they show the hint; ``keys``: buttons of the
        table's own commands to mark as well (the Mayor's Done)."""
        self._hinted, self._hinted_mask, self._hinted_keys = action, mask, keys
        self._mark_hinted()

    def _is_hinted(self, spec: ButtonSpec | None) -> bool:
        if spec is None or self._hinted is None:
            return False
        if spec.key in self._hinted_keys:
            return True
        if spec.toggle is not None and spec.checked is not None and self._hinted_mask is not None:
            return spec.checked != bool(self._hinted_mask >> spec.toggle & 1)
        return spec.action == self._hinted

    def _mark_hinted(self) -> None:
        for button in self._button_widgets():
            set_style_props(button, hinted=self._is_hinted(self._specs.get(button.property("key"))))

    def hinted_keys(self) -> list[str]:
        """The keys of the buttons a hint marks now (tests)."""
        return [str(b.property("key")) for b in self._button_widgets() if b.property("hinted")]

    def _clicked(self, key: str) -> None:
        spec = self._specs.get(key)
        if spec is None:
            return
        if spec.checked is not None:  # a toggle: its new state (the button switched itself)
            button = self.button(key)
            spec.callback(bool(button is not None and button.isChecked()))  # type: ignore[call-arg]
        else:
            spec.callback()

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


class InfoLineMixin:
    """The info line of a table's prompt bar (both games' tables): a warning shown for
    a while (a refused drop, an illegal move), then the last move again; the bots'
    progress.  The table calls ``_init_info_line(...)`` in its
    ``__init__``."""

    prompt_bar: PromptBar
    _message_time: float
    _info_timer: QTimer
    _last_move_text: Callable[[], str]

    def _init_info_line(self, last_move_text: Callable[[], str]) -> None:
        self._last_move_text = last_move_text
        self._message_time = 0.0
        self._info_timer = QTimer(self)  # type: ignore[arg-type]  # a QObject (the table)
        self._info_timer.setSingleShot(True)
        self._info_timer.timeout.connect(self._clear_warning)

    def show_message(self, text: str) -> None:
        """A warning line (a refused drop, an illegal move): shown for a while."""
        if not text:
            return
        self._message_time = time.monotonic()
        info = self.prompt_bar.info
        info.setText(text)
        set_style_props(info, warn=True)
        self._info_timer.start(9000)

    def show_info(self, text: str) -> None:
        info = self.prompt_bar.info
        info.setText(text)
        set_style_props(info, warn=False)

    def message_text(self) -> str:
        return self.prompt_bar.info.text()

    def _clear_warning(self) -> None:
        """Back to the last move of the game, in the current language."""
        self.show_info(self._last_move_text())

    def _bot_thinking(self, seat: int, thinking: bool) -> None:
        self.prompt_bar.progress.setVisible(thinking)
        self.prompt_bar.progress.setValue(0)

    def _bot_progress(self, fraction: float) -> None:
        self.prompt_bar.progress.setValue(int(max(0.0, min(1.0, fraction)) * 100))
