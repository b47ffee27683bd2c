"""Pictures of expansions III and IV on the screen, for ``docs/screenshots``.

``python -m puertorico_qt.gui.table.smuggler_shots OUTDIR [SCENE …] [LANG …]`` renders the
main window with the game log open at 1366×768, in English (classic naming) and German
(1897 naming), of a 4-player game with the smuggler and the festival:

- ``smuggler_<lang>_1366x768.png`` — the person took the smuggler and chooses what he
  does: the loaded ships, the trading house, the colonist ship and the unused role cards
  lit as his choices, the four buttons in the prompt bar;
- ``festival_<lang>_1366x768.png`` — the middle of the game, the person to choose a role:
  the festival board with a goal met (its winner's name across it) and goals still
  open, the wanted poster on its holder's board, the role card the smuggler swapped.

The same scenes are ``python -m puertorico_qt screenshot --scene smuggler|festival``
(``render``).  The game is played by one beginner bot for every seat
(``GameSession.play_now``); the moment is found by playing the game in the engine
(``moments``), so the pictures keep their kind of content when the bots change.
"""

from __future__ import annotations

import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

LANGUAGES = (("en", "classic"), ("de", "1897"))
SIZE = (1366, 768)
SCENES = ("smuggler", "festival")
#: The game shown per naming (four players, the smuggler and the festival).
SEEDS = {"classic": 18, "1897": 1}
NAMES = ("Anna", "Benno", "Carla", "Dirk")
LEVEL = "beginner"
EXPANSIONS = ("smuggler", "festival")


def _setup(edition: str, seed: int) -> Any:
    from ..session import NewGameSetup, SeatInfo

    seats = [SeatInfo(name, i == 0, "normal") for i, name in enumerate(NAMES)]
    return NewGameSetup(seats=seats, edition=edition, seed=seed, expansions=EXPANSIONS)


def _smuggler_interest(s: Any) -> int:
    """The person (seat 0) chooses what the smuggler does, with much to choose from:
    loaded ships, goods in the trading house, workers to poach, unused roles."""
    from ...engine import Phase
    from ...engine.phases.smuggler import poach_counts

    if s.phase != Phase.SMUGGLER or s.current != 0 or s.round < 3:
        return 0
    loaded = sum(1 for load in s.ship_load if load)
    unused = sum(1 for taker in s.role_taken if taker < 0)
    return 1 + 2 * min(loaded, 2) + min(len(s.house), 2) + 2 * (poach_counts(s)[1] > 0) + unused


def _festival_interest(s: Any) -> int:
    """The person to choose a role in the middle of the game, the festival half done:
    goals met and open, the wanted poster on a board, a role swapped this round."""
    from ...engine import Phase

    if s.phase != Phase.ROLE or s.current != 0 or not 5 <= s.round <= 12:
        return 0
    met = sum(1 for who in s.festival_by if who >= 0)
    if met in (0, 3):
        return 0
    return 1 + 2 * met + (s.wanted >= 0) + 3 * (s.captured >= 0)


INTEREST: dict[str, Callable[[Any], int]] = {
    "smuggler": _smuggler_interest,
    "festival": _festival_interest,
}


def moments(edition: str, seed: int) -> dict[str, int]:
    """Decisions to play (from the start) for each scene: the first of the best."""
    from ...ai import make_bot
    from ...engine import observe
    from ...persistence import GameRecord

    state = GameRecord(config=_setup(edition, seed).game_config().to_dict(), seed=seed,
                       seats=[]).new_state()  # fmt: skip
    bot = make_bot(LEVEL, seed * 100_003)  # as play_now makes it at the start
    out: dict[str, int] = {}
    best = dict.fromkeys(SCENES, 0)
    done = 0
    while not state.is_terminal():
        for scene, interest in INTEREST.items():
            value = interest(state)
            if value > best[scene]:
                best[scene], out[scene] = value, done
        state.apply(bot.choose(observe(state, state.current_player)))
        done += 1
    return out


def _window(folder: Path, translations: Any, edition: str, seed: int, count: int) -> Any:
    """The main window on the game ``seed`` after ``count`` decisions."""
    from PySide6.QtCore import QSettings

    from ..main_window import MainWindow
    from ..session import GameSession
    from ..settings import Settings

    settings = Settings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    session = GameSession(autosave_path=None, bot_delay_ms=0)
    session.paused = True
    session.new_game(_setup(edition, seed))
    session.play_now(count, level=LEVEL, seed=seed)
    return MainWindow(session, settings, translations, interactive=False, persist=False)


def shoot(app: Any, window: Any, size: tuple[int, int], path: Path) -> Path:
    """The window at ``size``, saved to ``path``."""
    from .screenshots import save_shot

    window.resize(*size)
    window.show()
    for _ in range(5):
        app.processEvents()
    path.parent.mkdir(parents=True, exist_ok=True)
    return save_shot(window, path)


def render(scene: str, size: tuple[int, int], path: Path, lang: str, edition: str) -> Path:
    """One scene (``SCENES``) at ``size`` in ``lang`` (the screenshot command's)."""
    from PySide6.QtWidgets import QApplication

    from ..i18n import Translations

    app = QApplication.instance()
    translations = Translations()
    translations.set_language(lang)
    seed = SEEDS.get(edition, SEEDS["classic"])
    count = moments(edition, seed).get(scene, 0)
    with tempfile.TemporaryDirectory() as tmp:
        window = _window(Path(tmp), translations, edition, seed, count)
        try:
            return shoot(app, window, size, path)
        finally:
            window.close()
            window.session.shutdown()
            window.deleteLater()


def main(argv: list[str], report: Callable[[Path], None] = print) -> int:
    from PySide6.QtWidgets import QApplication

    from ..i18n import Translations

    out = Path(argv[0] if argv else "docs/screenshots")
    wanted = [s for s in argv[1:] if s in SCENES] or list(SCENES)
    languages = [x for x in LANGUAGES if x[0] in argv[1:]] or list(LANGUAGES)
    app = QApplication.instance() or QApplication(["smuggler_shots"])
    translations = Translations()
    with tempfile.TemporaryDirectory() as tmp:
        for lang, edition in languages:
            translations.set_language(lang)
            seed = SEEDS[edition]
            found = moments(edition, seed)
            for scene in (s for s in SCENES if s in wanted and s in found):
                window = _window(Path(tmp), translations, edition, seed, found[scene])
                w, h = SIZE
                report(shoot(app, window, SIZE, out / f"{scene}_{lang}_{w}x{h}.png"))
                window.close()
                window.session.shutdown()
                window.deleteLater()
    return 0


if __name__ == "__main__":  # pragma: no cover - a tool
    sys.exit(main(sys.argv[1:]))
