"""Pictures of the card game as a player sees it (no display needed).

``python -m puertorico_qt screenshot --game cards --scene SCENE --out FILE.png`` renders
one scene in the real main window (the game log beside the table; ``--expansions
buildings``: with the expansion "Die neuen Gebäude"); ``python -m
puertorico_qt.gui.cards.screenshots [DIR]`` renders every scene at 1366×768 and
1920×1080 in German and English into ``DIR/cards_<scene>_<lang>_<size>.png`` (default
``docs/screenshots``).

The scenes come from a seeded game in which every seat plays a keen random policy (it
builds when it can): ``start`` (the person's first role), ``councillor`` (the person
keeps cards as councillor: the spread), ``payment`` (the person pays for a building,
one card already chosen: the prompt counts down) and ``scores`` (the score sheet of the
finished game); with the expansion "Die neuen Gebäude": ``buildings`` (the person's
Amtsstube or Bank at a round start, expansion cards in the cities) and ``cathedral`` (the
person's Builder phase with the Kathedrale beside the trading house); with four players:
``cities`` (late in the game, the others' cities so long that their cards overlap and
show their names on spines).
"""

from __future__ import annotations

import os
import random
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ...cards import CardConfig, CardPhase, CardState, actions, new_game
from ...persistence import GameRecord, SeatInfo

SCENES = ("start", "councillor", "payment", "scores")
#: Scenes of a game with an expansion: its config name per scene.
EXPANSION_SCENES: dict[str, tuple[str, ...]] = {
    "buildings": ("buildings",),
    "cathedral": ("buildings",),
}
#: Scenes of a game of more players than the others' three.
SCENE_PLAYERS = {"cities": 4}
SIZES = ((1366, 768), (1920, 1080))
LANGUAGES = ("de", "en")
NAMES = ("Anna", "Benno", "Carla", "Dirk")


def keen_action(state: CardState, rng: random.Random) -> int:
    """A random legal action that builds when it can and passes only when nothing else
    is possible."""
    legal = state.legal_actions()
    doing = [a for a in legal if a != actions.PASS]
    builds = [a for a in doing if actions.decode(a).verb in ("build", "build_over")]
    if builds and rng.random() < 0.85:
        return rng.choice(builds)
    return rng.choice(doing or legal)


STOPS: dict[str, Callable[[CardState], bool]] = {
    "start": lambda s: s.phase == CardPhase.ROLE and s.current_player == 0,
    "councillor": lambda s: (
        s.phase == CardPhase.KEEP and s.current_player == 0 and s.pending_n >= 5 and s.round >= 3
    ),
    "payment": lambda s: (
        s.phase in (CardPhase.PAY, CardPhase.BLACK_MARKET)
        and s.current_player == 0
        and s.left >= 3
        and s.round >= 4
    ),
    "scores": lambda s: s.is_terminal(),
    "cities": lambda s: (
        s.phase == CardPhase.ROLE
        and s.current_player == 0
        and sorted(len(p.city) for p in s.players[1:])[-2] >= 9
    ),
    "buildings": lambda s: (
        s.phase in (CardPhase.OFFICE, CardPhase.BANK) and s.current_player == 0 and s.round >= 3
    ),
    "cathedral": lambda s: (
        s.phase == CardPhase.BUILD
        and s.current_player == 0
        and s.xp is not None
        and any(s.xp.display)
        and s.round >= 3
    ),
}


def scene_record(
    scene: str,
    players: int = 3,
    seed: int = 11,
    variant: bool = False,
    expansions: tuple[str, ...] = (),
    after: int = 0,
) -> GameRecord:
    """A record of a game that stops at ``scene`` (seat 0 is the person, the governor);
    ``expansions``: the card game's (``CardConfig.expansions``); ``after``: the scene's
    first moment once this many decisions are played (``screenshot --actions``)."""
    config = CardConfig(players=players, variant=variant, expansions=expansions)
    for attempt in range(200):
        game_seed = seed + attempt
        rng = random.Random(game_seed)
        state = new_game(config, game_seed)
        record = GameRecord(
            config=config.to_dict(),
            seed=game_seed,
            seats=[SeatInfo(NAMES[i], i == 0, "normal") for i in range(players)],
            game="cards",
        )
        stop = STOPS[scene]
        for _ in range(3000):
            if state.is_terminal() or (len(record.actions) >= after and stop(state)):
                break
            action = keen_action(state, rng)
            record.actions.append(state.format_action(action))
            state.apply(action)
        if len(record.actions) >= after and stop(state):
            return record
    raise RuntimeError(f"no game reached the scene {scene!r}")


def _prepare(scene: str, window: Any) -> None:
    """What the person has done on the screen before the picture: one card chosen to pay."""
    if scene == "payment":
        window.card_table.hand_view.click(0)


def render(
    scene: str,
    size: tuple[int, int],
    path: Path,
    lang: str = "en",
    players: int = 3,
    seed: int = 11,
    expansions: tuple[str, ...] = (),
    after: int = 0,
) -> Path:
    """The main window in ``scene`` (the score sheet for ``scores``) saved to ``path``
    (``after``: not before this many decisions, as ``scene_record``)."""
    import tempfile

    from PySide6.QtCore import QCoreApplication, QEvent, QSettings
    from PySide6.QtWidgets import QApplication

    from ..i18n import Translations
    from ..main_window import MainWindow
    from ..session import GameSession
    from ..settings import Settings
    from ..table.screenshots import save_shot

    translations = Translations()
    translations.set_language(lang)
    record = scene_record(scene, players, seed, expansions=expansions, after=after)
    with tempfile.TemporaryDirectory() as tmp:
        settings = Settings(QSettings(str(Path(tmp) / "s.ini"), QSettings.Format.IniFormat))
        session = GameSession(autosave_path=None, bot_delay_ms=0)
        session.paused = True
        session.open_record(record)
        window = MainWindow(session, settings, translations, interactive=False, persist=False)
        window.resize(*size)
        window.show()
        QApplication.processEvents()
        _prepare(scene, window)
        for _ in range(3):
            QApplication.processEvents()
            QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        path.parent.mkdir(parents=True, exist_ok=True)
        if scene == "scores":
            window.show_scores()
            dialog = window._score_dialog
            assert dialog is not None
            dialog.resize(min(size[0] - 80, 1180), min(size[1] - 80, 760))
            QApplication.processEvents()
            save_shot(dialog, path)
            dialog.close()
        else:
            save_shot(window, path)
        window.close()
        session.shutdown()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    return path


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    out = Path(argv[0] if argv else "docs/screenshots")
    only = argv[1:]  # scene names: just these
    for scene in (*SCENES, *EXPANSION_SCENES, *SCENE_PLAYERS):
        if only and scene not in only:
            continue
        expansions = EXPANSION_SCENES.get(scene, ())
        players = SCENE_PLAYERS.get(scene, 3)
        for lang in LANGUAGES:
            for w, h in SIZES:
                path = out / f"cards_{scene}_{lang}_{w}x{h}.png"
                print(render(scene, (w, h), path, lang, players, expansions=expansions))
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
