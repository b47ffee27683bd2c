"""Pictures of the expansions on the screen, for ``docs/screenshots`` (``expansion_*.png``).

``python -m puertorico_qt.gui.table.expansion_shots OUTDIR`` renders, in English
(classic naming) and German (1897 naming), at 1366×768 with the game log open:

- ``expansion_new_game_<lang>.png`` — the new-game dialog with both expansions chosen
  and a saved set of buildings offered;
- ``expansion_draft_<lang>.png`` — the building draft half played, the person to choose;
- ``expansion_board_<lang>.png`` — a game with both expansions and a random set of
  buildings: the person's forests and nobles (a noble on one of the four buildings that
  tell them apart), guests on the guest house, the noble on the colonist ship and the
  nobles' supply, the nobles' nine-row market.

The games are played by the beginner bots for every seat (as ``python -m puertorico_qt
screenshot`` does); the seeds are chosen for what the pictures show.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

LANGUAGES = (("en", "classic"), ("de", "1897"))
SIZE = (1366, 768)
#: (seed, decisions): the draft with the person (seat 0) to choose, 9 of 17 spaces taken.
DRAFT_SCENE = (7, 9)
#: (seed, decisions) per naming (the 1897 rules deal another game): the person to choose
#: a role, with forests and nobles (1897: also two guests on the guest house).
BOARD_SCENES = {"classic": (37, 97), "1897": (7, 210)}
NAMES = ("Anna", "Benno", "Carla", "Dirk")


def _saved_set() -> tuple[str, ...]:
    from ...engine.data import BUILDINGS, DRAFT_CANDIDATES, DRAFT_SPACES

    ids: list[str] = []
    for cost, spaces in sorted(DRAFT_SPACES.items()):
        ids += [BUILDINGS[b].id for b in DRAFT_CANDIDATES if BUILDINGS[b].cost == cost][-spaces:]
    return tuple(ids)


def _window_shot(app, folder: Path, translations, edition: str, market: str, scene, path) -> None:
    from PySide6.QtCore import QSettings

    from ..main_window import MainWindow
    from ..session import GameSession, NewGameSetup, SeatInfo
    from ..settings import Settings
    from .screenshots import save_png

    seed, decisions = scene
    settings = Settings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    session = GameSession(autosave_path=None, bot_delay_ms=0)
    session.paused = True
    seats = [SeatInfo(name, i == 0, "normal") for i, name in enumerate(NAMES)]
    session.new_game(
        NewGameSetup(
            seats=seats,
            edition=edition,
            seed=seed,
            expansions=("buildings", "nobles"),
            market=market,
        )
    )
    session.play_now(decisions, level="beginner", seed=seed)
    window = MainWindow(session, settings, translations, interactive=False, persist=False)
    window.resize(*SIZE)
    window.show()
    for _ in range(5):
        app.processEvents()
    save_png(window.grab().toImage(), path)
    window.close()
    window.deleteLater()
    session.shutdown()


def main(argv: list[str]) -> int:
    from PySide6.QtWidgets import QApplication

    from ..i18n import Translations
    from ..new_game_dialog import NewGameDialog
    from ..session import NewGameSetup
    from .screenshots import save_png

    out = Path(argv[0] if argv else "docs/screenshots")
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(["expansion_shots"])
    translations = Translations()
    with tempfile.TemporaryDirectory() as tmp:
        for lang, edition in LANGUAGES:
            translations.set_language(lang)
            setup = NewGameSetup.default(NAMES[0])
            setup.edition = edition
            setup.expansions = ("buildings", "nobles")
            dialog = NewGameDialog(None, setup, edition, NAMES[0], _saved_set())
            dialog.show()
            for _ in range(5):
                app.processEvents()
            save_png(dialog.grab().toImage(), out / f"expansion_new_game_{lang}.png")
            dialog.close()
            dialog.deleteLater()
            for name, market, scene in (
                ("draft", "draft", DRAFT_SCENE),
                ("board", "random", BOARD_SCENES[edition]),
            ):
                path = out / f"expansion_{name}_{lang}.png"
                _window_shot(app, Path(tmp), translations, edition, market, scene, path)
                print(path)
    return 0


if __name__ == "__main__":  # pragma: no cover - a tool
    sys.exit(main(sys.argv[1:]))
