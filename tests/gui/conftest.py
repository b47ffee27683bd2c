"""Fixtures for the desktop program's tests: sessions that save into tmp_path, a slow bot,
Qt's checks for many models at once, translators that are removed again."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QSettings
from PySide6.QtWidgets import QApplication

from puertorico_qt.ai import Bot, SearchBudget, make_bot
from puertorico_qt.engine import Observation
from puertorico_qt.gui.i18n import Translations
from puertorico_qt.gui.session import GameSession, NewGameSetup, SeatInfo
from puertorico_qt.gui.settings import Settings


class SlowBot(Bot):
    """Thinks for ``seconds`` (busy, holding the GIL between checks) unless cancelled,
    reporting progress on every iteration; then plays the first legal action."""

    name = "slow"

    def __init__(self, seconds: float = 0.6) -> None:
        self.seconds = seconds
        self.progress_calls = 0
        self.cancelled = threading.Event()

    def choose(self, observation: Observation, budget: SearchBudget | None = None) -> int:
        deadline = time.monotonic() + self.seconds
        x = 0
        while time.monotonic() < deadline:
            if budget and budget.cancel is not None and budget.cancel.is_set():
                self.cancelled.set()
                break
            for i in range(2000):  # some pure-Python work, as a search would do
                x = (x * 31 + i) % 1_000_003
            self.progress_calls += 1
            if budget and budget.progress:
                budget.progress(1.0 - (deadline - time.monotonic()) / self.seconds)
        return observation.legal_actions()[0]


def _setup_for(humans: int, bots: int, seed: int = 11, **options: object) -> NewGameSetup:
    seats = [SeatInfo(f"Human {i}", True, "normal") for i in range(humans)]
    seats += [SeatInfo(f"Bot {i}", False, "random") for i in range(bots)]
    return NewGameSetup(seats=seats, seed=seed, **options)  # type: ignore[arg-type]


@pytest.fixture
def make_session(qtbot, tmp_path: Path) -> Iterator[Callable[..., GameSession]]:
    """``make_session(bot_factory=None, **kw)``: a session with no delay, autosaving into
    ``tmp_path``; shut down after the test."""
    sessions: list[GameSession] = []

    def make(bot_factory: Callable[[str, int | None], Bot] | None = None, **kw) -> GameSession:
        kw.setdefault("bot_delay_ms", 0)
        kw.setdefault("autosave_path", tmp_path / "autosave.json")
        kw.setdefault("bot_seconds", dict.fromkeys(("beginner", "normal", "hard", "expert"), 0.02))
        session = GameSession(
            bot_factory=bot_factory or (lambda level, seed: make_bot("random", seed)), **kw
        )
        sessions.append(session)
        return session

    yield make
    for session in sessions:
        session.shutdown()


def _wait_for_person(qtbot, session: GameSession, timeout: int = 20_000) -> None:
    """Until a person is to move or the game is over; in a tutorial game, "Got it" is
    clicked whenever the computer players wait for a new explanation to be read."""
    while True:
        qtbot.waitUntil(
            lambda: (
                session.is_human_turn()
                or session.state.is_terminal()
                or session.bots_held("tutorial")
            ),
            timeout=timeout,
        )
        if session.is_human_turn() or session.state.is_terminal():
            return
        reader = next(
            w.tutorial
            for w in QApplication.topLevelWidgets()
            if getattr(getattr(w, "tutorial", None), "session", None) is session
        )
        reader.panel.got_it.click()


@pytest.fixture
def slow_bot_class() -> type[SlowBot]:
    return SlowBot


@pytest.fixture
def setup_for() -> Callable[..., NewGameSetup]:
    """``setup_for(humans, bots, seed=11, **options)``: people first, then random bots."""
    return _setup_for


@pytest.fixture
def wait_for_person(qtbot) -> Callable[..., None]:
    """``wait_for_person(session)``: until a person is to move or the game is over."""
    return lambda session, timeout=20_000: _wait_for_person(qtbot, session, timeout)


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    """Settings in an ini file of the test's own (nothing of the user's is touched)."""
    return Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))


@pytest.fixture
def check_models(request):
    """``check_models(models)``: Qt's model checks for each model, one ``ModelTester``
    each, kept connected through the test (the ``qtmodeltester`` fixture's single tester
    would re-check only the last model on every signal)."""
    from pytestqt.modeltest import ModelTester

    testers = []

    def check(models) -> None:
        for model in models:
            tester = ModelTester(request.config)
            tester.check(model, force_py=True)
            testers.append(tester)

    yield check
    for tester in testers:
        tester._cleanup()


@pytest.fixture
def translations(qapp) -> Iterator[Translations]:
    """Installs translators; English and the default locale come back afterwards."""
    default = QLocale()
    t = Translations()
    yield t
    t.remove()
    QLocale.setDefault(default)


@pytest.fixture
def language(translations: Translations) -> Callable[[str], None]:
    """``language("de")`` installs a language for the test; English and the default
    locale come back afterwards (``translations``)."""
    return translations.set_language


@pytest.fixture
def drafting(qtbot, make_session, setup_for):
    """A table in the draft of a 4-player game where every seat is a person."""
    from puertorico_qt.engine import Phase
    from puertorico_qt.gui.table import TableWidget

    from .driving import Recorder

    session = make_session()
    session.new_game(setup_for(4, 0, seed=5, expansions=("buildings",), market="draft"))
    assert session.state.phase == Phase.DRAFT and session.is_human_turn()
    table = TableWidget(session)
    qtbot.addWidget(table)
    table.resize(1366, 720)
    return table, session, Recorder(session)


@pytest.fixture
def shown_window(qtbot, make_session, settings):
    """The main window at 1366x768, shown and active, with no game yet."""
    from puertorico_qt.gui.main_window import MainWindow

    win = MainWindow(make_session(), settings, interactive=False, persist=False)
    qtbot.addWidget(win)
    win.resize(1366, 768)
    win.show()
    win.activateWindow()
    qtbot.waitExposed(win)
    return win
