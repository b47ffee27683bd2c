"""The replay's controls: first / back a round / back / forward / forward a round /
last, a slider over every decision, a round chooser, whose view the table shows and
"show everything".  The keys (arrows, Page Up/Down, Home/End) are the window's."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QSlider,
    QStyle,
    QToolButton,
    QWidget,
)

from .. import names as N
from .. import phases
from ..i18n import QT_TRANSLATE_NOOP
from .session import ReplaySession


def _t(text: str) -> str:
    return QCoreApplication.translate("Replay", text)


class ReplayControls(QWidget):
    """See the module docstring; every control moves ``session``."""

    def __init__(self, session: ReplaySession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("replayControls")
        self.session = session
        steps = session.steps
        icon = self.style().standardIcon
        P = QStyle.StandardPixmap

        def button(name: str, pixmap: QStyle.StandardPixmap, slot) -> QToolButton:
            b = QToolButton(self)
            b.setObjectName(name)
            b.setIcon(icon(pixmap))
            b.setAutoRaise(True)
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys stay the window's
            b.clicked.connect(slot)
            return b

        self.first = button("first", P.SP_MediaSkipBackward, self.go_first)
        self.back_round = button("back_round", P.SP_MediaSeekBackward, self.go_back_round)
        self.back = button("back", P.SP_ArrowLeft, self.go_back)
        self.forward = button("forward", P.SP_ArrowRight, self.go_forward)
        self.forward_round = button("forward_round", P.SP_MediaSeekForward, self.go_forward_round)
        self.last = button("last", P.SP_MediaSkipForward, self.go_last)
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setObjectName("slider")
        self.slider.setRange(0, steps.last)
        self.slider.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.slider.valueChanged.connect(session.go)
        self.position = QLabel(self)
        self.position.setObjectName("position")
        self.round_label = QLabel(self)
        self.rounds = QComboBox(self)
        self.rounds.setObjectName("rounds")
        self.rounds.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.rounds.activated.connect(self._round_chosen)
        self.viewer_label = QLabel(self)
        self.viewer = QComboBox(self)
        self.viewer.setObjectName("viewer")
        self.viewer.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.viewer.activated.connect(session.set_viewer)
        self.everything = QCheckBox(self)
        self.everything.setObjectName("show_everything")
        self.everything.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.everything.setChecked(session.show_everything)
        self.everything.toggled.connect(session.set_show_everything)

        row = QHBoxLayout(self)
        row.setContentsMargins(4, 2, 4, 2)
        for b in (self.first, self.back_round, self.back):
            row.addWidget(b)
        row.addWidget(self.slider, 1)
        for b in (self.forward, self.forward_round, self.last):
            row.addWidget(b)
        row.addWidget(self.position)
        row.addSpacing(8)
        row.addWidget(self.round_label)
        row.addWidget(self.rounds)
        row.addSpacing(8)
        row.addWidget(self.viewer_label)
        row.addWidget(self.viewer)
        row.addWidget(self.everything)
        session.state_changed.connect(self.refresh)
        self.retranslate_ui()

    # ------------------------------------------------------------------ moving

    def go_first(self) -> None:
        self.session.go(0)

    def go_last(self) -> None:
        self.session.go(self.session.steps.last)

    def go_back(self) -> None:
        self.session.go(self.session.step - 1)

    def go_forward(self) -> None:
        self.session.go(self.session.step + 1)

    def go_back_round(self) -> None:
        self.session.go(self.session.steps.previous_round(self.session.step))

    def go_forward_round(self) -> None:
        self.session.go(self.session.steps.next_round(self.session.step))

    def go_round(self, round_number: int) -> None:
        self.session.go(self.session.steps.round_start(round_number))

    def _round_chosen(self, index: int) -> None:
        self.go_round(int(self.rounds.itemData(index)))

    # ------------------------------------------------------------------ showing

    def refresh(self) -> None:
        s = self.session
        step, last = s.step, s.steps.last
        self.slider.blockSignals(True)
        self.slider.setValue(step)
        self.slider.blockSignals(False)
        self.position.setText(
            _t(QT_TRANSLATE_NOOP("Replay", "Decision {step} of {last}")).format(
                step=step, last=last
            )
        )
        at = self.rounds.findData(s.steps.round_of(step))
        if at >= 0:
            self.rounds.setCurrentIndex(at)
        self.viewer.setCurrentIndex(s.viewer_seat())
        self.everything.setChecked(s.show_everything)
        for b in (self.first, self.back, self.back_round):
            b.setEnabled(step > 0)
        for b in (self.forward, self.forward_round, self.last):
            b.setEnabled(step < last)

    def retranslate_ui(self) -> None:
        tips = {
            self.first: QT_TRANSLATE_NOOP("Replay", "To the start (Home)"),
            self.back_round: QT_TRANSLATE_NOOP("Replay", "Back one {round} (Page Up)"),
            self.back: QT_TRANSLATE_NOOP("Replay", "Back one decision (Left)"),
            self.forward: QT_TRANSLATE_NOOP("Replay", "Forward one decision (Right)"),
            self.forward_round: QT_TRANSLATE_NOOP("Replay", "Forward one {round} (Page Down)"),
            self.last: QT_TRANSLATE_NOOP("Replay", "To the end (End)"),
        }
        ed = N.naming_of(self.session.state)  # 1897 German: "Durchgang"
        for b, tip in tips.items():
            b.setToolTip(_t(tip).format(round=N.term("round_word", ed)))
        self.round_label.setText(
            _t(QT_TRANSLATE_NOOP("Replay", "{Round}:")).format(Round=N.term("round_label", ed))
        )
        self.rounds.clear()
        for number in self.session.steps.rounds():
            self.rounds.addItem(str(number), number)
        self.viewer_label.setText(_t(QT_TRANSLATE_NOOP("Replay", "Seen by:")))
        self.viewer.clear()
        names = self.session.names()
        for seat in range(len(names)):
            self.viewer.addItem(phases.player_name(seat, names))
        self.everything.setText(_t(QT_TRANSLATE_NOOP("Replay", "Show everything")))
        self.everything.setToolTip(
            _t(
                QT_TRANSLATE_NOOP(
                    "Replay",
                    "Show what the chosen player could not see: the others' hands, "
                    "hidden victory points",
                )
            )
        )
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


__all__ = ["ReplayControls"]
