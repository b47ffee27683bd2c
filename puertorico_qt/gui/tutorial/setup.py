"""Starting a tutorial game: the fixed deal of each game as a new game, and the
question whether to continue the kept one or start over."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from ...persistence import SeatInfo
from ..i18n import QT_TRANSLATE_NOOP
from ..session import NewGameSetup
from ..settings import Settings
from . import cards_steps, steps
from .texts import tr

if TYPE_CHECKING:
    from ..main_window import MainWindow


def _seats(settings: Settings, players: int) -> list[SeatInfo]:
    """The person at seat 0 (the player's name) and Beginner computer players."""
    first = settings.player_name or QCoreApplication.translate(
        "NewGameDialog", "Player {n}"
    ).format(n=1)
    seats = [SeatInfo(first, True, "normal")]
    seats += [
        SeatInfo(
            QCoreApplication.translate("NewGameDialog", "Computer {n}").format(n=i),
            False,
            "beginner",
        )
        for i in range(1, players)
    ]
    return seats


def tutorial_setup(settings: Settings) -> NewGameSetup:
    """The board game's fixed deal: the person at seat 0 against two Beginner computer
    players, in the naming of the player's settings."""
    seats = _seats(settings, steps.PLAYERS)
    return NewGameSetup(seats=seats, edition=settings.naming, seed=steps.SEED)


def card_tutorial_setup(settings: Settings) -> NewGameSetup:
    """The card game's fixed deal (``cards_steps``): the person at seat 0, the first
    governor, against two Beginner computer players; the basic set-up, no expansion."""
    seats = _seats(settings, cards_steps.PLAYERS)
    return NewGameSetup(seats=seats, seed=cards_steps.SEED, game=cards_steps.GAME)


def ask_continue(window: MainWindow, game_title: str) -> str | None:
    """Help › Learn to play while a tutorial game is kept: "continue", "restart" or None
    (cancelled); a window that opens no dialogs (tests, screenshots) continues.
    ``game_title`` (the menu entry's words, "Learn to play the card game") heads the
    question, so that it names the game: macOS shows no title on a message box."""
    if not window.interactive:
        return "continue"
    box = QMessageBox(
        QMessageBox.Icon.Question,
        tr(QT_TRANSLATE_NOOP("Tutorial", "Learn to play")),
        game_title,
        parent=window,
    )
    box.setInformativeText(
        tr(
            QT_TRANSLATE_NOOP(
                "Tutorial",
                "Your tutorial game is waiting. Continue where you left off, or start "
                "again from the beginning?",
            )
        )
    )
    go_on = box.addButton(
        tr(QT_TRANSLATE_NOOP("Tutorial", "Continue")), QMessageBox.ButtonRole.AcceptRole
    )
    again = box.addButton(
        tr(QT_TRANSLATE_NOOP("Tutorial", "Start over")), QMessageBox.ButtonRole.ResetRole
    )
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(go_on)
    box.exec()
    clicked = box.clickedButton()
    return "continue" if clicked is go_on else "restart" if clicked is again else None


__all__ = ["ask_continue", "card_tutorial_setup", "tutorial_setup"]
