"""The new-game dialog's expansions: expansion I (new buildings, forests) with its four
ways of putting the buildings on the board, expansion II (nobles); the GameConfig it
builds, and the settings that remember the last choice and the last drafted or chosen
set of buildings."""

from __future__ import annotations

import pytest

from puertorico_qt.engine import GameConfig, Phase
from puertorico_qt.engine.config import check_building_set
from puertorico_qt.engine.data import BUILDINGS, DRAFT_CANDIDATES, DRAFT_SPACES, Edition
from puertorico_qt.engine.setup import market_base
from puertorico_qt.gui.main_window import MainWindow
from puertorico_qt.gui.new_game_dialog import NewGameDialog
from puertorico_qt.gui.session import NewGameSetup, SeatInfo


def _a_set() -> tuple[str, ...]:
    """A legal set: per cost, the last candidates (the expansion's where there are)."""
    ids: list[str] = []
    for cost, spaces in sorted(DRAFT_SPACES.items()):
        here = [BUILDINGS[b].id for b in DRAFT_CANDIDATES if BUILDINGS[b].cost == cost]
        ids += here[-spaces:]
    check_building_set(ids)
    return tuple(ids)


SAVED = _a_set()


def _markets(dialog: NewGameDialog) -> list[str]:
    combo = dialog.expansions.market
    return [combo.itemData(i) for i in range(combo.count())]


def _choose(dialog: NewGameDialog, market: str) -> None:
    combo = dialog.expansions.market
    combo.setCurrentIndex(combo.findData(market))


def test_the_expansions_are_off_and_the_draft_is_the_default(qtbot):
    dialog = NewGameDialog(player_name="Anna")
    qtbot.addWidget(dialog)
    box = dialog.expansions
    assert not box.buildings.isChecked() and not box.nobles.isChecked()
    assert box.market.currentData() == "draft"
    assert not box.market.isEnabled()  # only with expansion I
    assert _markets(dialog) == ["draft", "random", "base"]  # no saved set: not offered
    config = dialog.setup().game_config()
    assert config.expansions == frozenset() and config.market == "base"
    box.buildings.setChecked(True)
    assert box.market.isEnabled()
    assert box.hint.text()  # what the draft means, in words


@pytest.mark.parametrize("market", ["draft", "random", "base"])
@pytest.mark.parametrize("nobles", [False, True])
def test_each_choice_builds_its_game_config(qtbot, market, nobles):
    dialog = NewGameDialog(player_name="Anna")
    qtbot.addWidget(dialog)
    dialog.expansions.buildings.setChecked(True)
    dialog.expansions.nobles.setChecked(nobles)
    _choose(dialog, market)
    config = dialog.setup().game_config()
    expansions = {"buildings", "nobles"} if nobles else {"buildings"}
    assert config == GameConfig(
        players=4, edition=Edition.CLASSIC, expansions=frozenset(expansions), market=market
    )


def test_nobles_alone(qtbot):
    dialog = NewGameDialog(player_name="Anna")
    qtbot.addWidget(dialog)
    dialog.expansions.nobles.setChecked(True)
    _choose(dialog, "random")  # remembered, but without expansion I the base game's buildings
    config = dialog.setup().game_config()
    assert config.expansions == frozenset({"nobles"}) and config.market == "base"


def test_the_saved_set_is_offered_and_chosen(qtbot):
    dialog = NewGameDialog(player_name="Anna", building_set=SAVED)
    qtbot.addWidget(dialog)
    assert _markets(dialog) == ["draft", "random", "base", "chosen"]
    dialog.expansions.buildings.setChecked(True)
    _choose(dialog, "chosen")
    setup = dialog.setup()
    assert setup.chosen == SAVED
    config = setup.game_config()
    assert config.market == "chosen" and config.chosen == SAVED
    # the hint names the saved buildings
    from puertorico_qt.engine.data import BUILDING_INDEX
    from puertorico_qt.gui import names as N

    assert N.building_name(BUILDING_INDEX[SAVED[0]]).replace("\u00ad", "") in (
        dialog.expansions.hint.text()
    )


def test_a_set_that_is_not_legal_is_not_offered(qtbot):
    dialog = NewGameDialog(player_name="Anna", building_set=(*SAVED[:-1], "harbor"))
    qtbot.addWidget(dialog)
    assert "chosen" not in _markets(dialog)


def test_the_nobles_are_named_in_the_chosen_naming(qtbot):
    from puertorico_qt.gui import names as N

    dialog = NewGameDialog(player_name="Anna")
    qtbot.addWidget(dialog)
    dialog.naming.setCurrentIndex(dialog.naming.findData("1897"))
    assert N.term("nobles", Edition.E1897).lower() in dialog.expansions.nobles.text().lower()
    assert dialog.expansions.edition == Edition.E1897


def test_the_last_choice_is_remembered(qtbot, settings):
    seats = [SeatInfo("Anna", True, "normal"), SeatInfo("Bot", False, "normal")]
    for setup in (
        NewGameSetup(seats=seats, expansions=("buildings", "nobles"), market="random"),
        NewGameSetup(seats=seats, expansions=("buildings",), market="chosen", chosen=SAVED),
        NewGameSetup(seats=seats, expansions=(), market="base"),
    ):
        settings.last_setup = setup
        again = settings.last_setup
        assert again is not None
        assert (again.expansions, again.market, again.chosen) == (
            setup.expansions,
            setup.market,
            setup.chosen,
        )
        dialog = NewGameDialog(setup=again)
        qtbot.addWidget(dialog)
        assert dialog.setup().game_config() == setup.game_config()


def test_a_broken_remembered_choice_falls_back(settings):
    settings.q.setValue(
        "last_setup",
        '{"seats": [{"name": "A", "human": true, "level": "normal"}, '
        '{"name": "B", "human": false, "level": "normal"}], "expansions": ["buildings", '
        '"pirates", 3], "market": "chosen", "chosen": ["harbor"]}',
    )
    setup = settings.last_setup
    assert setup is not None
    assert setup.expansions == ("buildings",) and setup.market == "draft" and setup.chosen == ()


def test_the_building_set_setting(settings):
    assert settings.building_set == ()
    settings.building_set = SAVED
    assert settings.building_set == SAVED
    settings.building_set = ("harbor",)  # not a legal set: not written
    assert settings.building_set == SAVED
    settings.q.setValue("building_set", ["harbor", "wharf"])
    assert settings.building_set == ()


def test_the_window_keeps_a_chosen_set_and_a_finished_draft(qtbot, make_session, settings):
    win = MainWindow(make_session(), settings, interactive=False, persist=True)
    qtbot.addWidget(win)
    seats = [SeatInfo(f"Person {i}", True, "normal") for i in range(3)]
    win.start_new_game(
        NewGameSetup(seats=seats, seed=3, expansions=("buildings",), market="chosen", chosen=SAVED)
    )
    assert settings.building_set == SAVED
    assert settings.last_setup is not None and settings.last_setup.market == "chosen"
    # a draft played to its end: its set is the saved one from then on
    win.start_new_game(NewGameSetup(seats=seats, seed=4, expansions=("buildings",), market="draft"))
    session = win.session
    assert session.state.phase == Phase.DRAFT
    assert settings.building_set == SAVED  # not before the draft is over
    session.play_now(17, level="random", seed=1)
    assert session.state.phase != Phase.DRAFT
    drafted = tuple(
        BUILDINGS[b].id for b in session.state.market if b not in market_base(session.config)
    )
    assert settings.building_set == drafted
    check_building_set(drafted)
    win.close()


def test_a_loaded_games_setup_keeps_its_expansions(make_session, setup_for, tmp_path):
    session = make_session()
    setup = setup_for(1, 2, expansions=("buildings", "nobles"), market="random")
    session.new_game(setup)
    path = tmp_path / "game.json"
    session.save(path)
    other = make_session()
    other.load(path)
    assert other.setup.expansions == ("buildings", "nobles")
    assert other.setup.market == "random"
    assert other.setup.game_config() == session.config
