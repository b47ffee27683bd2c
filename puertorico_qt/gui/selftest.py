"""The self-test (``python -m puertorico_qt --selftest``): the real program, offscreen,
plays a whole 4-player game between the four computer levels of each game it offers —
the board game, then the card game (``--selftest-game``: one of them) — through the
session, the AI thread and the main window, saves it, loads it back, checks the scores,
the log and the score sheet, and prints a summary; exit status 0 when all is well.  The
bundle check (``packaging/check_bundle.py``) runs it in the frozen program.

Nothing but the standard library is imported at module level: the command line's
parser reads ``SELFTEST_GAMES`` before Qt starts.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..persistence import GameRecord

#: The games the self-test plays, one after the other (``games.GAMES``' names).
SELFTEST_GAMES = ("puertorico", "cards")


def run_selftest(app, args: argparse.Namespace) -> int:
    """The bundle check: the whole program, a whole game of each game it offers (the board
    game, then the card game), each saved and loaded back."""
    from .app import stop_worker_processes
    from .i18n import Translations
    from .session import LEVELS

    started = time.monotonic()
    translations = Translations()
    language = translations.set_language(args.lang or "en")
    games = SELFTEST_GAMES if args.selftest_game == "all" else (args.selftest_game,)
    print(f"puertorico-qt selftest ({sys.platform}, Python {sys.version.split()[0]})")
    print(f"  language: {language}; translations loaded: {', '.join(translations.loaded) or '-'}")
    print(f"  computer players: {', '.join(LEVELS)}; {args.bot_seconds:g} s per move")
    failures: list[str] = []
    for game in games:
        failures += [f"{game}: {failure}" for failure in _selftest_game(game, args, translations)]
    failures += _check_searches_elsewhere()
    stop_worker_processes()
    print(f"  time: {time.monotonic() - started:.1f} s")
    if failures:
        for failure in failures:
            print(f"SELFTEST FAILED: {failure}")
        return 1
    print("selftest passed")
    return 0


def _check_searches_elsewhere() -> list[str]:
    """Hard and the card game's Expert searched in the worker process of ``ai.elsewhere``
    (in a bundle: the frozen program started as a ``spawn`` worker)."""
    from ..ai import elsewhere, make_bot
    from .ai_worker import thinks_elsewhere

    if not thinks_elsewhere(make_bot("hard", 1)):
        print("  searches: in the AI thread")
        return []
    done = elsewhere.jobs_done()
    print(f"  decisions searched in the worker process: {done}")
    return [] if done else ["the searching computer players did not think in a worker process"]


def _selftest_game(game: str, args: argparse.Namespace, translations) -> list[str]:
    """One whole game of ``game`` between the four levels through the session, the AI
    thread and the main window; its summary printed, its failures returned in words."""
    from PySide6.QtCore import QEventLoop, QTimer

    from .. import persistence
    from ..games import game_kind
    from .app import temporary_settings
    from .main_window import MainWindow
    from .session import LEVELS, GameSession, NewGameSetup, SeatInfo

    started = time.monotonic()
    kind = game_kind(game)
    failures: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        settings = temporary_settings(folder)
        session = GameSession(
            autosave_path=folder / "autosave.json",
            bot_delay_ms=0,
            bot_seconds=dict.fromkeys(LEVELS, args.bot_seconds),
        )
        window = MainWindow(session, settings, translations, interactive=False, persist=False)
        window.show()
        applied = [0]
        session.action_applied.connect(lambda *_: applied.__setitem__(0, applied[0] + 1))
        seats = [
            SeatInfo(f"{level.title()} {i + 1}", False, level) for i, level in enumerate(LEVELS)
        ]
        loop = QEventLoop()
        session.game_over.connect(loop.quit)
        timer = QTimer()
        timer.setSingleShot(True)
        timer.timeout.connect(loop.quit)
        timer.start(int(args.timeout * 1000))
        session.new_game(NewGameSetup(seats=seats, seed=args.seed, game=game))
        if not session.state.is_terminal():
            loop.exec()
        timer.stop()
        state = session.state
        if not state.is_terminal():
            failures.append(f"the game did not end within {args.timeout:g} s")
        failures += [f"a computer player failed: {e.strip()}" for e in session.bot_errors]
        if window.log_view.blockCount() < _decisions_with_a_line(session.record):
            failures.append("the game log missed moves")
        picture = window.grab()
        if picture.isNull() or picture.width() < 100:
            failures.append("the main window did not render")
        failures += _check_score_charts(session, window)
        path = folder / "selftest.json"
        try:
            session.save(path)
            record, loaded = persistence.load_game(path)
            if record.game != game:
                failures.append(f"the save says it is a game of {record.game!r}")
            if loaded.scores() != state.scores():
                failures.append(f"scores after loading {loaded.scores()} != {state.scores()}")
            if record.actions != session.record.actions:
                failures.append("the saved actions differ")
            again = GameSession(autosave_path=None)
            again.load(path)
            if again.state != state:
                failures.append("the reloaded session's state differs")
            again.shutdown()
            auto = persistence.load_record(folder / "autosave.json")
            if auto.actions != session.record.actions:
                failures.append("the autosave is behind the game")
        except persistence.SaveError as exc:
            failures.append(f"save/load: {exc}")
        window.close()
        session.shutdown()

    scores = state.scores()
    won = kind.winners(state) if state.is_terminal() else []
    print(f"  {kind.title}, seed {args.seed}:")
    print(
        f"    {len(session.record.actions)} decisions ({applied[0]} steps with forced ones), "
        f"{state.round} rounds"
    )
    print(f"    scores: {', '.join(f'{s.name} {v}' for s, v in zip(seats, scores, strict=True))}")
    print(f"    winner: {', '.join(seats[i].name for i in won) or '-'}")
    saved = "FAILED" if any("save" in f for f in failures) else "ok"
    print(f"    save, load and replay: {saved}; {time.monotonic() - started:.1f} s")
    return failures


def _check_score_charts(session, window) -> list[str]:
    """The game's score sheet with its pyqtgraph charts: a bundle that left out a module
    pyqtgraph imports fails here, not in a player's hands."""
    try:
        dialog = window.tables.score_dialog(window)
        dialog.show()
        picture = dialog.grab()
        dialog.close()
    except Exception as exc:  # reported as a self-test failure
        return [f"the score sheet's charts: {type(exc).__name__}: {exc}"]
    if len(dialog.plots) < 2 or picture.isNull():
        return ["the score sheet's charts did not render"]
    return []


def _decisions_with_a_line(record: GameRecord) -> int:
    """How many of a record's decisions get a line of their own in the game log at least:
    the board game's all but the Mayor placements (a player's arrangement is one line, at
    its last placement); the card game's role choices (a payment, a councillor's keep or a
    discard is told once, where it opens, and forced steps are told too)."""
    state = record.new_state()
    if record.game == "cards":
        from ..cards import decode

        return sum(decode(state.parse_action(text)).verb == "role" for text in record.actions)
    from ..engine import Phase
    from ..engine.actions import is_kind

    count = 0
    for text in record.actions:
        action = state.parse_action(text)
        count += not (state.phase == Phase.MAYOR and is_kind(action, "place"))
        state.apply(action)
    return count
