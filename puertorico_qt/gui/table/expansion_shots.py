"""Pictures of the expansions on the screen, for ``docs/screenshots`` (``expansion_*.png``).

``python -m puertorico_qt.gui.table.expansion_shots OUTDIR [SCENE …] [LANG …]`` renders, in
English (classic naming) and German (1897 naming), the main window with the game log
open at 1366×768 and 1920×1080:

- ``expansion_draft_<lang>_<size>.png`` — the building draft about half played, the
  person to choose;
- ``expansion_table_<lang>_<size>.png`` — later in the same game (both expansions, a
  drafted set of buildings), the person to choose a role: nobles on several players'
  buildings and plantations, forests on the islands, guests on a guest house, the
  nobles' nine-row market;
- ``expansion_score_<lang>_<size>.png`` — the end of that game (of another one,
  ``SCORE_SEEDS``): the score sheet (the expansions' rows: the nobles, the royal
  garden's bonus) over the table, as the window opens it;

and ``expansion_new_game_<lang>.png``, the new-game dialog with both expansions chosen
and a saved set of buildings offered.  SCENE limits it to some of ``draft``, ``table``,
``score``, ``new_game``, LANG to ``en`` or ``de``.

Each game is played by one beginner bot for every seat (``GameSession.play_now``);
the seeds are chosen for what the pictures show, the moments found by playing the game
in the engine (``moments``), so the pictures keep their kind of content when the bots
change.
"""

from __future__ import annotations

import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

LANGUAGES = (("en", "classic"), ("de", "1897"))
SIZES = ((1366, 768), (1920, 1080))
SCENES = ("draft", "table", "score", "new_game")
#: The game shown per naming: four players, both expansions, the buildings drafted.
SEEDS = {"classic": 313, "1897": 102}
#: Where the score sheet is of another game (one whose end has more of the expansions'
#: rows: the royal garden's bonus).  Seeds chosen again when the bots change (Stop 54).
SCORE_SEEDS = {"1897": 5}
NAMES = ("Anna", "Benno", "Carla", "Dirk")
LEVEL = "beginner"


def _setup(edition: str, seed: int) -> Any:
    from ..session import NewGameSetup, SeatInfo

    seats = [SeatInfo(name, i == 0, "normal") for i, name in enumerate(NAMES)]
    return NewGameSetup(
        seats=seats, edition=edition, seed=seed, expansions=("buildings", "nobles"), market="draft"
    )


def _table_interest(s: Any) -> int:
    """How much of the expansions a moment shows (0: not a moment to show): the person
    (seat 0) to choose a role in rounds 8 to 14 (the middle of a game); players with
    nobles on their board, with forests, guests on a guest house, the person's own
    nobles and forests."""
    from ...engine import Phase
    from ...engine.data import GUEST_HOUSE

    if s.phase != Phase.ROLE or s.current != 0 or not 8 <= s.round <= 14:
        return 0
    placed = [p.nobles - p.san_juan > 0 for p in s.players]
    forests = [p.forests() > 0 for p in s.players]
    guests = sum(max(p.bocc[GUEST_HOUSE], 0) for p in s.players)
    return 1 + sum(placed) + sum(forests) + 2 * (guests > 0) + placed[0] + forests[0]


def moments(edition: str, seed: int) -> dict[str, int]:
    """Decisions to play (from the start) for each scene of the game ``seed``: the
    person's first draft pick after 8 spaces are taken, the most telling role choice
    (``_table_interest``, the first of the best), the end."""
    from ...ai import make_bot
    from ...engine import Phase, observe
    from ...persistence import GameRecord
    from ..draft.model import drafted

    setup = _setup(edition, seed)
    state = GameRecord(config=setup.game_config().to_dict(), seed=seed, seats=[]).new_state()
    bot = make_bot(LEVEL, seed * 100_003)  # as play_now makes it at the start
    out: dict[str, int] = {}
    best, done = 0, 0
    while not state.is_terminal():
        if (
            "draft" not in out
            and state.phase == Phase.DRAFT
            and state.current == 0
            and len(drafted(state)) >= 8
        ):
            out["draft"] = done
        interest = _table_interest(state)
        if interest > best:
            best, out["table"] = interest, done
        state.apply(bot.choose(observe(state, state.current_player)))
        done += 1
    out["score"] = done
    return out


def _seed(edition: str, scene: str) -> int:
    return SCORE_SEEDS.get(edition, SEEDS[edition]) if scene == "score" else SEEDS[edition]


def _grab(window: Any, dialog: Any = None) -> Any:
    """The window as a screen shows it; a dialog over it (centred, with a title bar
    and a shadow: the offscreen platform draws no window frames)."""
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QColor, QFont, QPainter, QPen

    from ..win_chance_chart import wait_for_chances

    for shown in (window, dialog):
        if shown is not None:
            wait_for_chances(shown)
    image = window.grab().toImage()
    if dialog is None:
        return image
    inner = dialog.grab().toImage()
    title_h = round(dialog.fontMetrics().height() * 1.8)
    x = (image.width() - inner.width()) // 2
    y = max(0, (image.height() - inner.height() - title_h) // 2)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    for i in range(8, 0, -1):  # a soft shadow
        painter.fillRect(
            QRectF(x - i + 4, y - i + 6, inner.width() + 2 * i, inner.height() + title_h + 2 * i),
            QColor(0, 0, 0, 10),
        )
    bar = QRectF(x, y, inner.width(), title_h)
    painter.fillRect(bar, QColor("#e8e2d6"))
    font = QFont(dialog.font())
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(QColor("#3b2a1a"))
    painter.drawText(bar, Qt.AlignmentFlag.AlignCenter, dialog.windowTitle())
    painter.drawImage(x, y + title_h, inner)
    painter.setPen(QPen(QColor("#8a7f6e"), 1))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRect(QRectF(x - 0.5, y - 0.5, inner.width() + 1, inner.height() + title_h + 1))
    painter.end()
    return image


def _window_shots(
    app: Any, folder: Path, translations: Any, edition: str, lang: str, scene: str, count: int,
    out: Path,
) -> list[Path]:  # fmt: skip
    """The game of ``scene`` (``_seed``) after ``count`` decisions, at every size."""
    from PySide6.QtCore import QSettings

    from ..main_window import MainWindow
    from ..score_dialog import ScoreDialog
    from ..session import GameSession
    from ..settings import Settings
    from .screenshots import save_png

    seed = _seed(edition, scene)
    settings = Settings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    session = GameSession(autosave_path=None, bot_delay_ms=0)
    session.paused = True
    session.new_game(_setup(edition, seed))
    session.play_now(count, level=LEVEL, seed=seed)
    window = MainWindow(session, settings, translations, interactive=False, persist=False)
    paths = []
    for w, h in SIZES:
        window.resize(w, h)
        window.show()
        dialog = ScoreDialog(session, window) if scene == "score" else None
        if dialog is not None:
            dialog.show()
        for _ in range(5):
            app.processEvents()
        path = out / f"expansion_{scene}_{lang}_{w}x{h}.png"
        save_png(_grab(window, dialog), path)
        paths.append(path)
        if dialog is not None:
            dialog.close()
            dialog.deleteLater()
    window.close()
    window.deleteLater()
    session.shutdown()
    return paths


def _saved_set() -> tuple[str, ...]:
    from ...engine.data import BUILDINGS, DRAFT_CANDIDATES, DRAFT_SPACES

    ids: list[str] = []
    for cost, spaces in sorted(DRAFT_SPACES.items()):
        ids += [BUILDINGS[b].id for b in DRAFT_CANDIDATES if BUILDINGS[b].cost == cost][-spaces:]
    return tuple(ids)


def _new_game_shot(app: Any, edition: str, path: Path) -> None:
    from ..new_game_dialog import NewGameDialog
    from ..session import NewGameSetup
    from .screenshots import save_png

    setup = NewGameSetup.default(NAMES[0])
    setup.edition = edition
    setup.expansions = ("buildings", "nobles")
    dialog = NewGameDialog(None, setup, edition, NAMES[0], _saved_set())
    dialog.show()
    for _ in range(5):
        app.processEvents()
    save_png(dialog.grab().toImage(), path)
    dialog.close()
    dialog.deleteLater()


def main(argv: list[str], report: Callable[[Path], None] = print) -> int:
    from PySide6.QtWidgets import QApplication

    from ..i18n import Translations

    out = Path(argv[0] if argv else "docs/screenshots")
    wanted = [s for s in argv[1:] if s in SCENES] or list(SCENES)
    languages = [x for x in LANGUAGES if x[0] in argv[1:]] or list(LANGUAGES)
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(["expansion_shots"])
    translations = Translations()
    with tempfile.TemporaryDirectory() as tmp:
        for lang, edition in languages:
            translations.set_language(lang)
            if "new_game" in wanted:
                path = out / f"expansion_new_game_{lang}.png"
                _new_game_shot(app, edition, path)
                report(path)
            for scene in (s for s in SCENES if s in wanted and s != "new_game"):
                count = moments(edition, _seed(edition, scene)).get(scene)
                if count is None:
                    continue  # that game never reaches it (the bots changed)
                for path in _window_shots(
                    app, Path(tmp), translations, edition, lang, scene, count, out
                ):
                    report(path)
    return 0


if __name__ == "__main__":  # pragma: no cover - a tool
    sys.exit(main(sys.argv[1:]))
