"""Pictures of the replay window, for ``docs/screenshots``.

``python -m puertorico_qt.gui.replay.shots OUTDIR [LANG …]`` renders
``replay_<lang>_1366x768.png`` (a 3-player board game) and
``cards_replay_<lang>_1366x768.png`` (a 3-player card game), English and German by
default: a finished game of Normal bots, seat 0 (Anna) a person's, at the start of
round 8, seen by Anna with everything shown, and the charts beside it.

``bot_record`` is also the key-moments pictures' game (``gui.key_moments.shots``).
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

SIZE = (1366, 768)
LANGUAGES = ("en", "de")
NAMES = ("Anna", "Benno", "Carla")
SEED = 5
#: The round the pictures show (its first step).
ROUND = 8


def bot_record(game: str, names: Sequence[str], levels: Sequence[str], seed: int) -> Any:
    """A finished ``game`` ("puertorico" or "cards") played by bots of ``levels``, one a
    seat; seat 0 stands for a person (``is_human``), so that the replay is seen by it."""
    from ...ai import make_bot
    from ...ai.base import play_out
    from ...games import game_kind
    from ...persistence import GameRecord, SeatInfo

    kind = game_kind(game)
    config = kind.config_from_dict({"players": len(names)})
    bots = [make_bot(level, seed * 10 + i, game=game) for i, level in enumerate(levels)]
    actions = play_out(kind.new_game(config, seed), bots)
    seats = [SeatInfo(name, i == 0, levels[i]) for i, name in enumerate(names)]
    return GameRecord(config.to_dict(), seed, seats, actions, finished=True, game=game)


def render(record: Any, size: tuple[int, int], path: Path, round_no: int = ROUND) -> Path:
    """The replay window of ``record`` at ``size``, at the first step of ``round_no``."""
    from PySide6.QtWidgets import QApplication

    from ..table.screenshots import save_shot
    from .window import ReplayWindow

    window = ReplayWindow(record)
    window.resize(*size)
    window.show()
    starts = window.steps.round_starts()
    window.session.go(starts[min(round_no, len(starts)) - 1])  # round 1 starts first
    for _ in range(3):
        QApplication.processEvents()
    path.parent.mkdir(parents=True, exist_ok=True)
    save_shot(window, path)
    window.close()
    window.deleteLater()
    return path


def shots_main(
    argv: list[str],
    usage: str,
    languages: Sequence[str],
    records: Callable[[], dict[str, Any]],
    shoot: Callable[[str, Any, Path], Path],
) -> int:
    """The command line of a pictures module: ``OUTDIR [LANG …]``.  ``records()`` gives
    the games to show by a name; ``shoot(name, record, path_stem)`` renders one in the
    language set and returns the file (``path_stem`` is ``OUTDIR/<name>_<lang>``)."""
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from ..i18n import Translations

    if not argv:
        print(usage, file=sys.stderr)
        return 2
    folder = Path(argv[0])
    app = QApplication.instance() or QApplication([])
    translations = Translations()
    games = records()
    for language in argv[1:] or list(languages):
        translations.set_language(language)
        for name, record in games.items():
            print(shoot(name, record, folder / f"{name}_{language}"))
    del app
    return 0


def main(argv: list[str]) -> int:
    levels = ["normal"] * len(NAMES)
    return shots_main(
        argv,
        __doc__.strip().splitlines()[2],
        LANGUAGES,
        lambda: {
            "replay": bot_record("puertorico", NAMES, levels, SEED),
            "cards_replay": bot_record("cards", NAMES, levels, SEED),
        },
        lambda _name, record, stem: render(
            record, SIZE, stem.with_name(f"{stem.name}_{SIZE[0]}x{SIZE[1]}.png")
        ),
    )


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
