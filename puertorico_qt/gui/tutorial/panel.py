"""The tutorial's panel: a dock beside the table, above the game log, so that it never
covers what must be clicked.

At the top the explanation of the moment (a page: its title, the role card's picture,
who chose the role, two to four sentences), with ◀ ▶ to read the earlier ones again;
"Got it" folds the explanation away (only the explanation: no step of the tutorial
moves on because of it) and "Show the explanation" unfolds it.  Below, always visible,
what to do now — green while it is the person's turn.  The controller
(``controller.py``) fills it; the panel knows nothing of the game.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QSize, Qt, QTimer
from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtWidgets import (
    QDockWidget,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ..i18n import QT_TRANSLATE_NOOP
from ..table.art import art
from .texts import tr

STYLE = """
#tutorialPanel, #tutorialExplanation { background: #fbf4e2; }
#tutorialTitle { color: #3b2a1a; }
#tutorialChooser { color: #6b4a8c; font-style: italic; }
#tutorialBody { color: #3b2a1a; }
#tutorialNow { background: #f1ece0; border: 2px solid #8b6b3e; border-radius: 8px; }
#tutorialNow[mine="true"] { background: #f3f9e9; border-color: #2e9d4f; }
#tutorialNowHeading { color: #6d5a45; font-weight: bold; }
#tutorialNow[mine="true"] #tutorialNowHeading { color: #2e9d4f; }
#tutorialNowText { color: #3b2a1a; }
QPushButton { background: #fffaf0; color: #3b2a1a; border-radius: 6px; padding: 0.25em 0.8em;
    border: 1px solid #8b6b3e; }
QPushButton:hover { border-width: 2px; }
QPushButton:disabled { color: #b8a98f; border-color: #cdbf9f; }
"""


@dataclass(frozen=True, slots=True)
class Page:
    """One explanation as shown: title, the role card's picture (or ""), who chose the
    role (or ""), the sentences."""

    title: str
    art: str
    chooser: str
    body: str


class TutorialPanel(QWidget):
    """See the module docstring."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tutorialPanel")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        self.setStyleSheet(STYLE)
        self.pages: list[Page] = []
        self.index = -1
        self.collapsed = False
        em = QFontMetricsF(self.font()).height()

        self.picture = QLabel()
        self.title = QLabel()
        self.title.setObjectName("tutorialTitle")
        self.title.setWordWrap(True)
        font = QFont(self.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.25)
        self.title.setFont(font)
        self.chooser = QLabel()
        self.chooser.setObjectName("tutorialChooser")
        self.chooser.setWordWrap(True)
        heads = QVBoxLayout()
        heads.setSpacing(int(em * 0.1))
        heads.addWidget(self.title)
        heads.addWidget(self.chooser)
        heads.addStretch(1)
        top = QHBoxLayout()
        top.addWidget(self.picture, 0, Qt.AlignmentFlag.AlignTop)
        top.addLayout(heads, 1)

        self.body = QLabel()
        self.body.setObjectName("tutorialBody")
        self.body.setWordWrap(True)
        self.body.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        self.back = QPushButton("◀")
        self.forward = QPushButton("▶")
        self.counter = QLabel()
        self.got_it = QPushButton()
        self.back.clicked.connect(lambda: self.show_page(self.index - 1))
        self.forward.clicked.connect(lambda: self.show_page(self.index + 1))
        self.got_it.clicked.connect(self.toggle_collapsed)
        nav = QHBoxLayout()
        nav.addWidget(self.back)
        nav.addWidget(self.counter)
        nav.addWidget(self.forward)
        nav.addStretch(1)
        nav.addWidget(self.got_it)

        self.now = QFrame()
        self.now.setObjectName("tutorialNow")
        self.now_heading = QLabel()
        self.now_heading.setObjectName("tutorialNowHeading")
        self.now_text = QLabel()
        self.now_text.setObjectName("tutorialNowText")
        self.now_text.setWordWrap(True)
        now = QVBoxLayout(self.now)
        m = int(em * 0.5)
        now.setContentsMargins(m, m // 2, m, m)
        now.addWidget(self.now_heading)
        now.addWidget(self.now_text)

        # the explanation scrolls when the dock is short; the buttons and "what to do
        # now" below it never do
        self.explanation = QWidget()
        self.explanation.setObjectName("tutorialExplanation")
        self.explanation.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        explanation = QVBoxLayout(self.explanation)
        explanation.setContentsMargins(0, 0, 0, 0)
        explanation.addLayout(top)
        explanation.addWidget(self.body)
        explanation.addStretch(1)
        self.explanation_area = QScrollArea()
        self.explanation_area.setWidget(self.explanation)
        self.explanation_area.setWidgetResizable(True)
        self.explanation_area.setFrameShape(QFrame.Shape.NoFrame)
        self.explanation_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.nav = QWidget()
        self.nav.setLayout(nav)
        nav.setContentsMargins(0, 0, 0, 0)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(m, m, m, m)
        layout.setSpacing(int(em * 0.5))
        layout.addWidget(self.explanation_area, 1)
        layout.addWidget(self.nav)
        layout.addWidget(self.now)
        layout.addStretch(0)  # takes the room only while the explanation is folded away
        self.retranslate_ui()

    def missing_height(self) -> int:
        """How much taller the explanation's area must be to show it all without
        scrolling (negative: room to spare), at the width it has now."""
        if not self.explanation_area.isVisible():
            return 0
        viewport = self.explanation_area.viewport()
        return self.explanation.heightForWidth(viewport.width()) - viewport.height()

    # ---- content

    def set_pages(self, pages: list[Page], focus: int | None = None) -> None:
        """The explanations shown so far; ``focus``: show this one (unfolded)."""
        self.pages = pages
        if focus is not None:
            self.collapsed = False
            self.index = focus
        self.show_page(min(max(self.index, 0), len(pages) - 1))

    def show_page(self, index: int) -> None:
        if not 0 <= index < len(self.pages):
            self._update_controls()
            return
        self.index = index
        page = self.pages[index]
        self.title.setText(page.title)
        self.chooser.setText(page.chooser)
        self.chooser.setVisible(bool(page.chooser))
        self.body.setText(page.body)
        self.explanation_area.verticalScrollBar().setValue(0)
        if page.art:
            em = QFontMetricsF(self.font()).height()
            size = QSize(int(em * 2.6), int(em * 3.6))
            self.picture.setPixmap(art().pixmap(page.art, size, self.devicePixelRatioF()))
        self.picture.setVisible(bool(page.art))
        self._update_controls()

    def set_now(self, heading: str, text: str, mine: bool) -> None:
        self.now_heading.setText(heading)
        self.now_text.setText(text)
        if self.now.property("mine") != mine:
            self.now.setProperty("mine", mine)
            self.setStyleSheet(STYLE)  # the nested selector follows the property

    def toggle_collapsed(self) -> None:
        self.collapsed = not self.collapsed
        self._update_controls()

    def _update_controls(self) -> None:
        n = len(self.pages)
        self.explanation_area.setVisible(not self.collapsed and n > 0)
        for w in (self.back, self.forward, self.counter):
            w.setVisible(not self.collapsed and n > 1)
        self.back.setEnabled(self.index > 0)
        self.forward.setEnabled(self.index < n - 1)
        self.counter.setText(
            tr(QT_TRANSLATE_NOOP("Tutorial", "{n} of {total}")).format(n=self.index + 1, total=n)
            if n
            else ""
        )
        self.got_it.setText(
            tr(QT_TRANSLATE_NOOP("Tutorial", "Show the explanation"))
            if self.collapsed
            else tr(QT_TRANSLATE_NOOP("Tutorial", "Got it"))
        )
        self.got_it.setVisible(n > 0)

    def retranslate_ui(self) -> None:
        self.back.setToolTip(tr(QT_TRANSLATE_NOOP("Tutorial", "The explanation before")))
        self.forward.setToolTip(tr(QT_TRANSLATE_NOOP("Tutorial", "The next explanation")))
        self._update_controls()


class TutorialDock(QDockWidget):
    """The panel in a dock above the game log (``log_dock``)."""

    def __init__(self, window: QMainWindow, log_dock: QDockWidget) -> None:
        super().__init__(window)
        self.setObjectName("tutorial_dock")
        self.panel = TutorialPanel()
        self.setWidget(self.panel)
        self._window = window
        self._log_dock = log_dock
        # above the log (and the chances to win under it): Qt splits only after a dock,
        # so the panel goes after the log, then the log after the panel
        window.addDockWidget(window.dockWidgetArea(log_dock), self)
        window.splitDockWidget(log_dock, self, Qt.Orientation.Vertical)
        window.splitDockWidget(self, log_dock, Qt.Orientation.Vertical)
        # A new explanation gets its room once laid out (the scroll bar says when it
        # does not fit); for a moment only, so that the player's own height stays.
        self._fitting = QTimer(self)
        self._fitting.setSingleShot(True)
        self._fitting.setInterval(1500)
        self.panel.explanation_area.verticalScrollBar().rangeChanged.connect(self._overflow)
        # "Got it" folds the explanation away: the log below takes the room it leaves
        # (it stayed empty); "Show the explanation" asks for it again
        self.panel.got_it.clicked.connect(self._folded)
        self.hide()
        self.retranslate_ui()

    def _folded(self) -> None:
        if not self.panel.collapsed:
            self.fit()
            return
        self._fitting.stop()
        if not self.isVisible() or self.isFloating():
            return
        window, log = self._window, self._log_dock
        height = self.panel.sizeHint().height() + (self.height() - self.panel.height())
        if log.isVisible() and window.dockWidgetArea(log) == window.dockWidgetArea(self):
            rest = log.height() + self.height() - height
            window.resizeDocks([self, log], [height, rest], Qt.Orientation.Vertical)

    def fit(self) -> None:
        """Make room for the explanation just shown (``take_room``, now and while its
        layout settles)."""
        self._fitting.start()
        QTimer.singleShot(0, self, self.take_room)

    def _overflow(self, _low: int, high: int) -> None:
        if high > 0 and self._fitting.isActive():
            QTimer.singleShot(0, self, self.take_room)

    def take_room(self, most: float = 0.55) -> None:
        """As tall as the explanation needs, at most ``most`` of the window's height; the
        log below gives the room (the chances to win keep theirs)."""
        if not self.isVisible() or self.isFloating() or self.panel.collapsed:
            return  # (folded away: the room is the log's)
        window = self._window
        em = QFontMetricsF(self.font()).height()
        need = self.height() + self.panel.missing_height() + round(em / 2)  # and some air
        height = min(max(need, round(window.height() * 0.3)), round(window.height() * most))
        if height <= self.height() < height + em * 4:
            return  # room enough, and not much more: the log below is not moved
        log = self._log_dock
        if log.isVisible() and window.dockWidgetArea(log) == window.dockWidgetArea(self):
            rest = max(log.minimumSizeHint().height(), log.height() + self.height() - height)
            window.resizeDocks([self, log], [height, rest], Qt.Orientation.Vertical)
        else:
            window.resizeDocks([self], [height], Qt.Orientation.Vertical)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(tr(QT_TRANSLATE_NOOP("Tutorial", "Learn to play")))
        self.panel.retranslate_ui()
        if self.isVisible():  # another language's words need other room
            self.fit()


__all__ = ["Page", "TutorialDock", "TutorialPanel"]
