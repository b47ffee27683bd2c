"""The card game's pictures from the command line (``screenshot --game cards``): every
scene of ``gui.cards.screenshots`` can be asked for, ``--actions`` moves the scene later
in the game, and a scene that needs the expansion or four players gets them."""

from __future__ import annotations

import pytest

from puertorico_qt.cards import CardConfig, CardPhase, new_game
from puertorico_qt.gui import app as gui_app
from puertorico_qt.gui import app_args
from puertorico_qt.gui.cards import screenshots
from puertorico_qt.gui.cards.screenshots import (
    EXPANSION_SCENES,
    SCENE_PLAYERS,
    SCENES,
    STOPS,
    scene_record,
)


def test_the_command_line_offers_every_scene_of_the_module() -> None:
    assert (*SCENES, *EXPANSION_SCENES, *SCENE_PLAYERS) == app_args.CARD_SCENES
    assert set(STOPS) == set(app_args.CARD_SCENES)


def test_a_scene_after_some_decisions_is_its_first_moment_after_them() -> None:
    early = scene_record("start", players=3, seed=11)
    assert early.actions == []  # the person, governor, chooses the game's first role
    record = scene_record("start", players=3, seed=11, after=40)
    assert len(record.actions) >= 40
    state = new_game(CardConfig.from_dict(record.config), record.seed)
    seen_after = []
    for text in record.actions:
        state.apply(state.parse_action(text))
        seen_after.append(STOPS["start"](state))
    # it stops at the person's role choice, and at no such moment after the 40th decision
    assert state.phase == CardPhase.ROLE and state.current_player == 0
    assert not any(seen_after[39:-1])


def test_the_command_gives_a_scene_the_expansion_it_needs(tmp_path, monkeypatch) -> None:
    asked: dict[str, object] = {}

    def fake_render(scene, size, path, lang, players, seed, expansions, after=0):
        asked.update(scene=scene, players=players, expansions=expansions, after=after)
        return path

    monkeypatch.setattr(screenshots, "render", fake_render)
    out = str(tmp_path / "x.png")
    base = ["screenshot", "--game", "cards", "--out", out, "--lang", "en"]
    assert gui_app.main([*base, "--scene", "cathedral", "--players", "3"]) == 0
    assert asked == {"scene": "cathedral", "players": 3, "expansions": ("buildings",), "after": 0}
    assert gui_app.main([*base, "--scene", "cities", "--players", "2", "--actions", "9"]) == 0
    assert asked == {"scene": "cities", "players": 4, "expansions": (), "after": 9}
    argv = [*base, "--scene", "buildings", "--expansions", "buildings"]
    assert gui_app.main(argv) == 0
    assert asked["expansions"] == ("buildings",)  # not twice


def test_a_scene_no_game_reaches_is_an_error_in_words(tmp_path, monkeypatch, capsys) -> None:
    def unreachable(*args, **kwargs):
        raise RuntimeError("no game reached the scene 'start'")

    monkeypatch.setattr(screenshots, "render", unreachable)
    argv = ["screenshot", "--game", "cards", "--out", str(tmp_path / "x.png"), "--actions", "9999"]
    assert gui_app.main(argv) == 2
    assert "no game reached the scene" in capsys.readouterr().err


@pytest.mark.slow  # the real window, painted: a few seconds
def test_the_command_paints_a_scene_late_in_the_game(qtbot, tmp_path, monkeypatch) -> None:
    from PySide6.QtGui import QImage

    from puertorico_qt.gui.table import screenshots as table_shots

    # the plain PNG writer: the palette fitting costs seconds and is tested elsewhere
    monkeypatch.setattr(table_shots, "save_png", lambda image, path: image.save(str(path)))
    out = tmp_path / "late.png"
    argv = ["screenshot", "--game", "cards", "--players", "3", "--actions", "120"]
    assert gui_app.main([*argv, "--out", str(out), "--size", "1366x768", "--lang", "en"]) == 0
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1366, 768)
