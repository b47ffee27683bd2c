"""The expansions' screenshot generator (``gui.table.expansion_shots``): its game reaches
every scene, and one scene renders to a PNG of the window's size."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QImage

from puertorico_qt.ai import make_bot
from puertorico_qt.engine import Phase, observe
from puertorico_qt.gui.table import expansion_shots as X
from puertorico_qt.persistence import GameRecord


def _state_after(edition: str, decisions: int):
    seed = X.SEEDS[edition]
    setup = X._setup(edition, seed)
    state = GameRecord(config=setup.game_config().to_dict(), seed=seed, seats=[]).new_state()
    bot = make_bot(X.LEVEL, seed * 100_003)
    for _ in range(decisions):
        state.apply(bot.choose(observe(state, state.current_player)))
    return state


def test_the_game_reaches_the_draft_a_telling_table_and_the_end():
    counts = X.moments("classic", X.SEEDS["classic"])
    assert counts["draft"] < counts["table"] < counts["score"]
    draft = _state_after("classic", counts["draft"])
    assert draft.phase == Phase.DRAFT and draft.current == 0
    table = _state_after("classic", counts["table"])
    assert table.phase == Phase.ROLE and table.current == 0
    assert sum(p.nobles - p.san_juan > 0 for p in table.players) >= 2  # nobles on boards
    assert table.players[0].forests() > 0  # forests on the person's island
    assert _state_after("classic", counts["score"]).is_terminal()


def test_one_scene_renders_at_its_size(qapp, tmp_path: Path, monkeypatch):
    from puertorico_qt.gui.i18n import Translations
    from puertorico_qt.gui.table import screenshots

    # the plain PNG writer: the palette fitting costs seconds and is tested elsewhere
    monkeypatch.setattr(screenshots, "save_png", lambda image, path: image.save(str(path)))
    monkeypatch.setattr(X, "SIZES", ((1366, 768),))
    from PySide6.QtCore import QLocale

    default = QLocale()
    translations = Translations()
    translations.set_language("en")
    try:
        paths = X._window_shots(qapp, tmp_path, translations, "classic", "en", "draft", 2, tmp_path)
    finally:
        translations.remove()
        QLocale.setDefault(default)
    assert [p.name for p in paths] == ["expansion_draft_en_1366x768.png"]
    image = QImage(str(paths[0]))
    assert (image.width(), image.height()) == (1366, 768)
