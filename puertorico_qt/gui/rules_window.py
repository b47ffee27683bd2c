"""The rules window: the reference's chapters (``gui.rules``) in a browser, a list of
them to jump to, and a selector of the naming.

The naming (classic or 1897) follows the game on the table when the window is opened
for one, else the "naming" setting; the selector switches it.  The list shows the base
game's chapters, then, under a heading of their own, the expansions' chapters.  Opened
for the card game (``game="cards"``), it shows the card game's chapters instead
(``gui.cards.rules``; one naming, so no naming selector).  A second selector switches
between the two games, so that either's rules can be read before choosing it (the
welcome page offers both).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QSettings, Qt
from PySide6.QtGui import QFont, QKeyEvent
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ..engine.data import Edition
from .cards import rules as card_rules
from .i18n import QT_TRANSLATE_NOOP
from .rules import CHAPTERS, rules_html, section_titles

# The list item's role that holds its chapter's anchor (none on the expansions' heading).
ANCHOR = Qt.ItemDataRole.UserRole


def _t(text: str) -> str:
    return QCoreApplication.translate("Rules", text)


def _edition_from_settings() -> Edition:
    """The naming the player chose in the settings (no game to take it from)."""
    naming = QSettings().value("naming", "classic")
    return Edition.E1897 if naming == "1897" else Edition.CLASSIC


class RulesWindow(QWidget):
    """The rules reference (a window of its own, not modal)."""

    def __init__(
        self,
        parent: QWidget | None = None,
        edition: Edition | int | None = None,
        game: str = "puertorico",
    ) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("rules_window")
        self.cards = game == "cards"
        self.edition = Edition(int(edition)) if edition is not None else _edition_from_settings()
        self.contents = QListWidget(self)
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(False)
        self.game_label = QLabel(self)
        self.game = QComboBox(self)
        self.game.addItems(["", ""])
        self.game.setCurrentIndex(int(self.cards))
        self.game.currentIndexChanged.connect(self._game_changed)
        self.game_label.setBuddy(self.game)
        self.naming_label = QLabel(self)
        self.naming = QComboBox(self)
        self.naming.addItems(["", ""])
        self.naming.setCurrentIndex(int(self.edition))
        self.naming.currentIndexChanged.connect(self._naming_changed)
        self.naming_label.setBuddy(self.naming)
        top = QHBoxLayout()
        top.addWidget(self.game_label)
        top.addWidget(self.game)
        top.addStretch(1)
        top.addWidget(self.naming_label)
        top.addWidget(self.naming)
        self.naming_label.setVisible(not self.cards)
        self.naming.setVisible(not self.cards)
        splitter = self.splitter = QSplitter(self)
        splitter.addWidget(self.contents)
        splitter.addWidget(self.browser)
        splitter.setStretchFactor(1, 4)
        em = self.fontMetrics().height()
        splitter.setSizes([int(em * 11), int(em * 44)])
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(splitter, 1)
        self.contents.currentRowChanged.connect(self._go)
        self.retranslate_ui()
        em = self.fontMetrics().height()
        # 66 em: the buildings' table of six columns beside a contents list widened by the
        # expansions' titles; at 56 em its name column broke "Construction" mid-word
        self.resize(int(em * 66), int(em * 40))
        self._fit_contents()

    def _game_changed(self, index: int) -> None:
        self.cards = index == 1
        self.naming_label.setVisible(not self.cards)
        self.naming.setVisible(not self.cards)
        self.contents.setCurrentRow(0)  # the other game's chapters: from the top
        self.retranslate_ui()
        self._fit_contents()

    def _naming_changed(self, index: int) -> None:
        self.edition = Edition(index)
        self.retranslate_ui()

    def _go(self, row: int) -> None:
        item = self.contents.item(row)
        anchor = item.data(ANCHOR) if item is not None else None
        if anchor:
            self.browser.scrollToAnchor(anchor)

    def _fill_contents(self) -> None:
        """One item per chapter; the expansions' under a heading that cannot be chosen."""
        if self.cards:
            for chapter in card_rules.CHAPTERS:
                item = QListWidgetItem(card_rules.chapter_title(chapter), self.contents)
                item.setData(ANCHOR, chapter.key)
            return
        titles = section_titles(self.edition)
        heading_done = False
        for chapter in CHAPTERS:
            if chapter.expansion is not None and not heading_done:
                heading_done = True
                head = QListWidgetItem(_t(QT_TRANSLATE_NOOP("Rules", "Expansions")), self.contents)
                head.setFlags(Qt.ItemFlag.ItemIsEnabled)  # shown plainly, never chosen
                font = QFont(self.contents.font())
                font.setBold(True)
                head.setFont(font)
                head.setToolTip(
                    _t(
                        QT_TRANSLATE_NOOP(
                            "Rules", "These rules apply only to a game with that expansion."
                        )
                    )
                )
            item = QListWidgetItem(titles[chapter.key], self.contents)
            item.setData(ANCHOR, chapter.key)
            if chapter.expansion is not None:
                item.setToolTip(item.text())

    def _fit_contents(self) -> None:
        """Make the list as wide as its longest title (within reason)."""
        em = self.fontMetrics().height()
        widest = max(
            self.contents.fontMetrics().horizontalAdvance(self.contents.item(i).text())
            for i in range(self.contents.count())
        )
        scrollbar = self.contents.verticalScrollBar().sizeHint().width()
        width = min(max(widest + scrollbar + em, int(em * 11)), int(em * 20))
        total = sum(self.splitter.sizes()) or int(em * 55)
        self.splitter.setSizes([width, max(total - width, int(em * 30))])

    def retranslate_ui(self) -> None:
        if self.cards:
            self.setWindowTitle(_t(QT_TRANSLATE_NOOP("Rules", "Rules of the card game")))
        else:
            self.setWindowTitle(_t(QT_TRANSLATE_NOOP("Rules", "Rules of Puerto Rico")))
        self.game_label.setText(_t(QT_TRANSLATE_NOOP("Rules", "&Game:")))
        self.game.setItemText(0, _t(QT_TRANSLATE_NOOP("Rules", "Puerto Rico (the board game)")))
        self.game.setItemText(1, _t(QT_TRANSLATE_NOOP("Rules", "The card game")))
        self.naming_label.setText(_t(QT_TRANSLATE_NOOP("Rules", "&Names:")))
        self.naming.setItemText(0, _t(QT_TRANSLATE_NOOP("Rules", "Classic")))
        self.naming.setItemText(1, _t(QT_TRANSLATE_NOOP("Rules", "Puerto Rico 1897")))
        row = max(0, self.contents.currentRow())
        self.contents.blockSignals(True)
        self.contents.clear()
        self._fill_contents()
        self.contents.setCurrentRow(row)
        self.contents.blockSignals(False)
        self.browser.setHtml(card_rules.rules_html() if self.cards else rules_html(self.edition))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Escape closes the window, as it would a dialog."""
        if event.key() == Qt.Key.Key_Escape:
            self.close()
            return
        super().keyPressEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
            self._fit_contents()  # the titles' lengths differ between the languages
        super().changeEvent(event)


__all__ = ["RulesWindow", "rules_html", "section_titles"]
