"""``KeyMomentsDialog``: runs the analysis in a ``QThread`` (``worker``), shows a progress
bar, Cancel and "Stop and show" while it runs, then the moments (``texts``, ``frame``) —
of every decision, or of those looked at before the player stopped it."""

from __future__ import annotations

import sys
import threading

import shiboken6
from PySide6.QtCore import QEvent, QThread, QTimer, Signal, Slot
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...ai import Bot
from ...ai.key_moments import THRESHOLD, Analysis, KeyMoment
from ...persistence import GameRecord
from ..i18n import QT_TRANSLATE_NOOP
from .frame import moment_frame
from .texts import MomentText, _t, moment_texts, not_rated, percent
from .worker import _RUNNING, AnalysisWorker


class KeyMomentsDialog(QDialog):
    """The analysis of ``seat``'s decisions in ``record`` (see the package docstring).

    ``bot``/``iterations``/``seconds``: the analyser and its budget per decision (None:
    the game's Expert with the analysis budget of ``ai.key_moments``)."""

    #: (step) "Show in replay": the replay's step just before the decision.
    show_step = Signal(int)

    def __init__(
        self,
        record: GameRecord,
        seat: int,
        parent: QWidget | None = None,
        *,
        bot: Bot | None = None,
        iterations: int | None = None,
        seconds: float | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("key_moments_dialog")
        self.record = GameRecord.from_dict(record.to_dict())  # the worker's own copy
        self.seat = seat
        self.analysis: Analysis | None = None
        self.error = ""
        self._cancel = threading.Event()
        self._stopping = False  # "Stop and show": the partial analysis is wanted
        self._thread: QThread | None = None
        self._worker: AnalysisWorker | None = None

        self.heading = QLabel(self)
        self.heading.setObjectName("heading")
        font = QFont(self.heading.font())
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.heading.setFont(font)
        self.status = QLabel(self)
        self.status.setObjectName("status")
        self.status.setWordWrap(True)
        self.progress = QProgressBar(self)
        self.progress.setObjectName("progress")
        self.progress.setRange(0, 1000)
        self.progress.setTextVisible(True)
        self.results = QWidget(self)
        self.results.setObjectName("results")
        self.results_layout = QVBoxLayout(self.results)
        self.results_layout.setContentsMargins(0, 0, 0, 0)
        self.results_layout.setSpacing(10)
        self.note = QLabel(self)
        self.note.setObjectName("note")
        self.note.setWordWrap(True)
        note_font = QFont(self.note.font())
        note_font.setPointSizeF(note_font.pointSizeF() * 0.9)
        self.note.setFont(note_font)
        self.buttons = QDialogButtonBox(self)
        self.cancel_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.close_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.stop_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        self.stop_button.setObjectName("stop_and_show")
        self.stop_button.clicked.connect(self.stop_and_show)
        self.buttons.rejected.connect(self.reject)
        self.show_buttons: list[QPushButton] = []

        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.status)
        layout.addWidget(self.progress)
        layout.addWidget(self.results)
        layout.addWidget(self.note)
        layout.addStretch(1)
        layout.addWidget(self.buttons)
        em = self.fontMetrics().height()
        self.setMinimumWidth(int(em * 40))
        self._start(bot, iterations, seconds)
        self.retranslate_ui()
        self.resize(int(em * 46), self.sizeHint().height())
        self.resize(self.width(), self._height())  # the wrapped lines at that width

    # ------------------------------------------------------------------ running

    @property
    def running(self) -> bool:
        return self._thread is not None

    def _start(self, bot: Bot | None, iterations: int | None, seconds: float | None) -> None:
        thread = QThread()
        thread.setObjectName("puertorico-key-moments")
        worker = AnalysisWorker(self.record, self.seat, bot, iterations, seconds, self._cancel)
        worker.moveToThread(thread)
        thread.started.connect(worker.run)
        worker.ended.connect(thread.quit)  # queued: the loop ends once ``run`` returned
        thread.finished.connect(worker.deleteLater)
        worker.progressed.connect(self._on_progress)
        worker.analysed.connect(self._on_analysed)
        worker.failed.connect(self._on_failed)
        thread.finished.connect(self._on_thread_finished)
        cancel = self._cancel
        self.destroyed.connect(lambda *_: cancel.set())  # deleted with a parent: stop
        for done in [t for t in _RUNNING if not shiboken6.isValid(t) or t.isFinished()]:
            _RUNNING.pop(done, None)  # ended after their dialog was deleted
        _RUNNING[thread] = cancel
        self._thread, self._worker = thread, worker
        thread.start()

    def stop(self) -> None:
        """Cancel the analysis (if it runs) and wait for its thread to end."""
        self._cancel.set()
        thread = self._thread
        if thread is not None:
            thread.quit()
            if thread.wait(10_000):
                _RUNNING.pop(thread, None)
            self._thread = None
            self._worker = None

    def cancel(self) -> None:
        """Cancel: stop the analysis and close."""
        self.reject()

    def stop_and_show(self) -> None:
        """Stop the analysis and show the moments among the decisions looked at so far
        (the decision under way is dropped)."""
        if self.running and not self._cancel.is_set():
            self._stopping = True
            self.stop_button.setEnabled(False)
            self._cancel.set()

    def done(self, result: int) -> None:
        self.stop()
        super().done(result)

    def closeEvent(self, event) -> None:
        self.stop()
        super().closeEvent(event)

    @Slot(float)
    def _on_progress(self, fraction: float) -> None:
        if self.running:
            self.progress.setValue(round(1000 * fraction))

    @Slot(object)
    def _on_analysed(self, analysis: Analysis) -> None:
        if (analysis.cancelled or self._cancel.is_set()) and not self._stopping:
            return  # cancelled: nobody waits for it
        self.analysis = analysis
        self.progress.setValue(1000)
        self._finish()

    @Slot(str)
    def _on_failed(self, message: str) -> None:
        """A bug in the analysis: the player reads what went wrong in one line; the
        traceback goes to the error output for a report."""
        print(message, file=sys.stderr)
        lines = [line.strip() for line in message.strip().splitlines() if line.strip()]
        self.error = lines[-1] if lines else message
        self._finish()

    def _finish(self) -> None:
        thread = self._thread
        if thread is not None:
            thread.quit()
            thread.wait(10_000)
            _RUNNING.pop(thread, None)
        self._thread = None
        self._worker = None
        self.retranslate_ui()
        # From the progress to the list: the height the list needs, neither more (an
        # empty band above Close) nor less (squeezed moments), once the layout has taken
        # in the widgets just shown.
        QTimer.singleShot(0, self._fit_height)

    @Slot()
    def _fit_height(self) -> None:
        if shiboken6.isValid(self):
            self.resize(self.width(), self._height())

    @Slot()
    def _on_thread_finished(self) -> None:
        thread = self.sender()
        if isinstance(thread, QThread):
            _RUNNING.pop(thread, None)

    # ------------------------------------------------------------------ showing

    def _name(self) -> str:
        seats = self.record.seats
        return seats[self.seat].name if 0 <= self.seat < len(seats) else ""

    def retranslate_ui(self) -> None:
        self.setWindowTitle(_t(QT_TRANSLATE_NOOP("KeyMoments", "Key moments")))
        self.heading.setText(
            _t(QT_TRANSLATE_NOOP("KeyMoments", "Key moments of {player}")).format(
                player=self._name()
            )
        )
        running = self.running
        self.progress.setVisible(running)
        self.cancel_button.setVisible(running)
        self.stop_button.setVisible(running)
        self.stop_button.setText(_t(QT_TRANSLATE_NOOP("KeyMoments", "Stop and show results")))
        self.close_button.setVisible(not running)
        self.progress.setFormat(
            _t(QT_TRANSLATE_NOOP("KeyMoments", "{percent} % analysed")).format(percent="%p")
        )
        if running:
            self.status.setText(
                _t(
                    QT_TRANSLATE_NOOP(
                        "KeyMoments",
                        "The Expert goes through your decisions and compares each with "
                        "the move it would have made. This can take a few minutes; you can "
                        "stop at any time and see what it has found so far.",
                    )
                )
            )
            self.note.setText("")
        elif self.error:
            self.status.setText(
                _t(QT_TRANSLATE_NOOP("KeyMoments", "The analysis failed:")) + "\n" + self.error
            )
            self.note.setText("")
        elif self.analysis is not None:
            self._show_results(self.analysis)
        self.results.setVisible(self.analysis is not None and not running)
        self.note.setVisible(bool(self.note.text()))
        self.close_button.setDefault(not running)
        if not running:
            self.resize(self.width(), max(self.height(), self._height()))

    def _height(self) -> int:
        """The height the contents need at the present width (word-wrapped lines)."""
        layout = self.layout()
        if layout is not None:
            layout.activate()  # the widgets just shown or hidden: else a stale height
        if layout is not None and layout.hasHeightForWidth():
            return layout.totalHeightForWidth(self.width())
        return self.sizeHint().height()

    def _show_results(self, analysis: Analysis) -> None:
        looked_at = len(analysis.rated)
        if analysis.cancelled:
            self.status.setText(self._stopped_text(analysis))
        elif analysis.moments:
            self.status.setText(
                _t(
                    QT_TRANSLATE_NOOP(
                        "KeyMoments",
                        "The Expert looked at {count} of your decisions. These cost you "
                        "the most chance to win:",
                    )
                ).format(count=looked_at)
            )
        else:
            self.status.setText(
                _t(
                    QT_TRANSLATE_NOOP(
                        "KeyMoments",
                        "No key mistakes: the Expert looked at {count} of your decisions, "
                        "and none cost you more than {threshold} % chance to win against "
                        "its own choice.",
                    )
                ).format(count=looked_at, threshold=percent(THRESHOLD))
            )
        margin = _t(
            QT_TRANSLATE_NOOP(
                "KeyMoments",
                "The chances are the Expert's estimates from what you could see at the "
                "time, after a short search: a difference of a few per cent is within "
                "its margin of error.",
            )
        )
        self.note.setText(f"{margin} {not_rated(self.record)}")
        self._fill(moment_texts(self.record, analysis.moments), analysis.moments)

    def _stopped_text(self, analysis: Analysis) -> str:
        reached = len(analysis.rated) + analysis.skipped
        if analysis.moments:
            text = QT_TRANSLATE_NOOP(
                "KeyMoments",
                "You stopped the analysis after {count} of your {total} decisions. Among "
                "those, these cost you the most chance to win:",
            )
        else:
            text = QT_TRANSLATE_NOOP(
                "KeyMoments",
                "You stopped the analysis after {count} of your {total} decisions. None of "
                "those cost you more than {threshold} % chance to win against the Expert's "
                "own choice.",
            )
        return _t(text).format(
            count=reached, total=analysis.decisions, threshold=percent(THRESHOLD)
        )

    def _fill(self, texts: list[MomentText], moments: tuple[KeyMoment, ...]) -> None:
        while self.results_layout.count():
            item = self.results_layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()  # at once: deleteLater waits for the event loop
                widget.deleteLater()
        self.show_buttons = []
        for number, (text, moment) in enumerate(zip(texts, moments, strict=True), start=1):
            self.results_layout.addWidget(self._moment_frame(number, text, moment.index))

    def _moment_frame(self, number: int, text: MomentText, step: int) -> QFrame:
        frame, show = moment_frame(self.results, number, text)
        show.clicked.connect(lambda *_: self.show_step.emit(step))
        self.show_buttons.append(show)
        return frame

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
