"""The table as a whole: a whole game rendered, the real GameSession, the prompt bar,
language changes, the warnings before useless roles, the texts, the score sheet and
the rules window, and a few pixels of a screenshot."""

from __future__ import annotations

import random
import shutil
import statistics
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QSettings, Qt, QTranslator
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QMainWindow, QMessageBox

from puertorico_qt.engine import GameConfig, GameState, Phase, new_game
from puertorico_qt.engine import actions as A
from puertorico_qt.engine.data import (
    BUILDINGS,
    CITY_HALL,
    HARBOR,
    HOSPICE,
    SMALL_INDIGO_PLANT,
    SMALL_MARKET,
    Edition,
    Good,
    Role,
)
from puertorico_qt.engine.rules import SAN_JUAN, building_place, tile_place
from puertorico_qt.gui import content, phases, role_warning, tooltips
from puertorico_qt.gui import names as N
from puertorico_qt.gui.reasons import reason_text
from puertorico_qt.gui.role_warning import RoleWarning, idle_role_warning
from puertorico_qt.gui.session import GameSession
from puertorico_qt.gui.settings import Settings
from puertorico_qt.gui.table import TableWidget
from puertorico_qt.gui.table.screenshots import keen_action

from .positions import NAMES, add_building, position, session_at


def make_table(
    qtbot, state: GameState, viewer: int = 0, everyone_human: bool = False
) -> tuple[TableWidget, GameSession]:
    session = session_at(state, viewer, everyone_human=everyone_human)
    table = TableWidget(session)
    qtbot.addWidget(table)
    return table, session


def play_keenly(session: GameSession, seed: int) -> None:
    """Every seat (all people) plays keen random moves to the end of the game."""
    rng = random.Random(seed)
    while not session.state.is_terminal():
        assert session.request(keen_action(session.state, rng))


# ============================================================================ whole games


@pytest.mark.parametrize(
    "players,edition",
    [(3, Edition.CLASSIC), pytest.param(5, Edition.E1897, marks=pytest.mark.slow)],
)
def test_renders_every_state_of_a_whole_game(qtbot, players, edition):
    state = new_game(GameConfig(players=players, edition=edition), seed=players)
    table, session = make_table(qtbot, state, everyone_human=True)  # hot seat
    table.resize(1366, 720)
    table.show()
    qtbot.waitExposed(table)
    rng = random.Random(players)
    times = []
    steps = 0
    while not session.state.is_terminal():
        # through the session: the table refreshes
        assert session.request(keen_action(session.state, rng))
        times.append(table.refresh_seconds)
        steps += 1
        if steps % 29 == 0:
            assert not table.grab().isNull()
            assert phases.phase_prompt(session.state, session.viewer_seat(), NAMES)
    assert table.prompt_bar.chip.text() == "Game over"
    assert table.prompt_bar.title.text() == "Final scores"  # not "Game over" a second time
    said = table.prompt_bar.prompt.text()  # who won; the chip says "Game over"
    assert "over" not in said and (" wins with " in said or " share the win " in said), said
    assert table.prompt_bar.button("scores") is not None
    assert not table.grab().isNull()
    # Measured, not asserted (tests never assert wall-clock times).
    print(
        f"\n{players} players, {steps} moves: table refresh mean {statistics.mean(times) * 1000:.1f} ms, "
        f"max {max(times) * 1000:.1f} ms"
    )


def test_with_the_real_game_session(qtbot, make_session, setup_for, wait_for_person):
    """One person and two computer players through the real GameSession: every move of
    the person goes through the table (the Mayor through its draft and Done)."""
    session = make_session()
    table = TableWidget(session)
    qtbot.addWidget(table)
    table.resize(1366, 720)
    session.new_game(setup_for(1, 2, seed=21))
    rng = random.Random(5)
    moves = 0
    while not session.state.is_terminal() and moves < 400:
        wait_for_person(session)
        if session.state.is_terminal():
            break
        ctx = table.ctx
        assert ctx.interactive() and ctx.legal == frozenset(session.legal_actions())
        if ctx.mayor.active:
            draft = ctx.mayor
            for k in range(6):  # fill every free circle from San Juan
                while draft.sj and draft.room(tile_place(k)) > 0:
                    draft.move(SAN_JUAN, tile_place(k))
            for b in list(draft.arrangement.bld):
                while draft.sj and draft.room(building_place(b)) > 0:
                    draft.move(SAN_JUAN, building_place(b))
            assert ctx.submit_mayor()
        elif ctx.storage.active:
            assert table.storage_panel.submit()
        else:
            action = keen_action(session.state, rng)
            if A.is_kind(action, "role"):
                assert table.take_role(A.card_of(action))
            else:
                assert ctx.request(action)
        moves += 1
    wait_for_person(session)
    assert session.state.is_terminal()
    assert session.bot_errors == []
    assert table.prompt_bar.chip.text() == "Game over"


# ============================================================================ prompt bar


def test_prompt_says_whose_turn_and_what_to_do(qtbot):
    state = position("builder")
    me = state.governor
    table, _session = make_table(qtbot, state, viewer=me)
    bar = table.prompt_bar
    assert bar.chip.text() == "Your turn"
    assert "Builder" in bar.title.text() and "Round 1" in bar.title.text()
    assert bar.prompt.text().startswith("Drag a building") and "6 doubloons" in bar.prompt.text()
    assert bar.button("pass").text() == "Pass"
    other = (me + 1) % state.n
    table2, _ = make_table(qtbot, position("builder"), viewer=other)
    assert table2.prompt_bar.chip.text() == NAMES[me]
    assert NAMES[me] in table2.prompt_bar.prompt.text()
    assert table2.prompt_bar.button("pass") is None


def test_yes_no_and_craftsman_buttons(qtbot):
    state = new_game(GameConfig(players=3), seed=1)
    me = state.governor
    add_building(state, me, HOSPICE, 1)
    card = next(c for c, k in enumerate(state.role_cards) if k == Role.SETTLER)
    state.apply(A.ROLE + card)
    state.apply(A.TAKE + next(k for k in range(5) if state.offer[k]))
    assert state.phase == Phase.HOSPICE
    table, session = make_table(qtbot, state, viewer=me)
    yes = table.prompt_bar.button("yes")
    assert yes is not None and "colonist" in yes.text()
    assert table.prompt_bar.button("pass").text() == "No, thanks"
    yes.click()
    assert session.state.phase != Phase.HOSPICE

    state = new_game(GameConfig(players=3), seed=1)
    me = state.governor
    state.players[me].plant_occ[Good.CORN] = 1
    state.colonist_supply -= 1
    card = next(c for c, k in enumerate(state.role_cards) if k == Role.CRAFTSMAN)
    state.apply(A.ROLE + card)
    table, session = make_table(qtbot, state, viewer=me)
    craft = table.prompt_bar.button(f"craft{Good.CORN}")
    assert craft is not None and craft.text() == "+1 Corn"
    before = session.state.players[me].goods[Good.CORN]
    craft.click()
    assert session.state.players[me].goods[Good.CORN] == before + 1


def test_last_move_is_described_in_the_info_line(qtbot):
    state = position("role")
    me = state.governor
    table, _session = make_table(qtbot, state, viewer=me)
    card = next(c for c, k in enumerate(state.role_cards) if k == Role.TRADER)
    assert table.take_role(card)
    assert (
        table.message_text() == "Anna takes the Trader"
        or "takes the Trader" in table.message_text()
    )


# ============================================================================ language


def _compile_translation(tmp_path: Path) -> Path:
    ts = tmp_path / "test_de.ts"
    ts.write_text(
        """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS><TS version="2.1" language="de">
<context><name>Names</name>
<message><source>Settler</source><translation>Siedler</translation></message>
<message><source>Harbor</source><translation>Hafen</translation></message>
<message numerus="yes"><source>%n doubloon(s)</source>
<translation><numerusform>%n Dublone</numerusform><numerusform>%n Dublonen</numerusform></translation></message>
</context>
<context><name>Table</name>
<message><source>Buildings</source><translation>Gebäude</translation></message>
<message><source>Column {n}</source><translation>Spalte {n}</translation></message>
</context>
<context><name>Prompt</name>
<message><source>Drag a building from the market into your {city} (you have {doubloons}), or pass.</source>
<translation>Zieh ein Gebäude in deine {city} ({doubloons}), oder passe.</translation></message>
</context>
</TS>
""",
        encoding="utf-8",
    )
    qm = tmp_path / "test_de.qm"
    lrelease = shutil.which(
        "pyside6-lrelease", path=str(Path(sys.executable).parent)
    ) or shutil.which("pyside6-lrelease")
    if lrelease is None:
        pytest.skip("pyside6-lrelease not found")
    subprocess.run([lrelease, str(ts), "-qm", str(qm)], check=True, capture_output=True)
    return qm


def test_language_switch_updates_texts_without_restart(qtbot, tmp_path):
    qm = _compile_translation(tmp_path)
    state = position("builder")
    table, _session = make_table(qtbot, state, viewer=state.governor)
    settler = next(c for c, k in enumerate(state.role_cards) if k == Role.SETTLER)
    harbor = table.market.find(Kind="building", Value=HARBOR)
    assert table.roles.index(0, settler).data() == "Settler"
    translator = QTranslator()
    assert translator.load(str(qm))
    app = QCoreApplication.instance()
    with (
        qtbot.waitSignal(table.roles.dataChanged, timeout=2000),
        qtbot.waitSignal(table.market.headerDataChanged, timeout=2000),
    ):
        app.installTranslator(translator)  # sends LanguageChange to every widget
        app.processEvents()
    try:
        assert table.roles.index(0, settler).data() == "Siedler"
        assert table.market.data(harbor) == "Hafen"
        assert table.market.headerData(0, Qt.Orientation.Horizontal) == "Spalte 1"
        assert table.market_panel.title.text() == "Gebäude"
        assert (
            table.prompt_bar.prompt.text().startswith("Zieh ein Gebäude")
            and "6 Dublonen" in table.prompt_bar.prompt.text()
        )
        assert N.n_doubloons(1) == "1 Dublone"
    finally:
        app.removeTranslator(translator)
        app.processEvents()
    assert table.roles.index(0, settler).data() == "Settler"


def test_language_change_event_reaches_every_model(qtbot):
    table, _session = make_table(qtbot, position("captain"))
    signals = [m.dataChanged for m in table.all_models()]
    with qtbot.waitSignals(signals, timeout=2000):
        QCoreApplication.sendEvent(table, QEvent(QEvent.Type.LanguageChange))


# ============================================================================ useless roles


def test_a_useless_role_is_named_with_its_reason():
    """One mechanism: the engine says whether a role brings nothing (``rules.idle_role``);
    ``role_warning`` puts it in words, with the doubloons on the card."""
    state = new_game(GameConfig(players=3), seed=2)
    me = state.current
    card = {
        k: A.choose_role(next(c for c, kk in enumerate(state.role_cards) if kk == k))
        for k in set(state.role_cards)
    }

    def why(kind: Role) -> str | None:
        state._legal = None
        return idle_role_warning(state, me, card[kind])

    # Nothing produced (no colonists yet), nothing to sell or ship.
    assert "produce nothing" in why(Role.CRAFTSMAN)
    assert "no goods to sell" in why(Role.TRADER)
    assert "no goods to ship" in why(Role.CAPTAIN)
    assert why(Role.SETTLER) is None
    assert why(Role.BUILDER) is None  # 2 doubloons buy a small plant
    state.players[me].doubloons = 0
    assert why(Role.BUILDER) is None  # the builder gets it for free
    state.building_supply[SMALL_INDIGO_PLANT] = 0
    state.building_supply[SMALL_MARKET] = 0
    assert "cannot afford" in why(Role.BUILDER)
    state.role_coins[A.card_of(card[Role.CRAFTSMAN])] = 2
    assert "2 doubloons on the card" in why(Role.CRAFTSMAN)
    state.players[me].goods[Good.SUGAR] = 1
    assert why(Role.TRADER) is None
    state.house.append(Good.SUGAR)
    assert "takes none" in why(Role.TRADER)


def test_the_warning_respects_the_setting_and_dont_ask_again(qtbot, tmp_path, monkeypatch):
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    state = new_game(GameConfig(players=3), seed=2)
    parent = QMainWindow()
    qtbot.addWidget(parent)
    warning = RoleWarning(parent, settings, lambda: state)
    craftsman = A.choose_role(
        next(c for c, k in enumerate(state.role_cards) if k == Role.CRAFTSMAN)
    )
    settler = A.choose_role(next(c for c, k in enumerate(state.role_cards) if k == Role.SETTLER))
    asked = []
    ticked = [False]

    def exec_(box) -> QMessageBox.StandardButton:
        asked.append(box.text())
        box.checkBox().setChecked(ticked[0])
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(role_warning.QMessageBox, "exec", exec_)
    assert warning(craftsman) is False
    assert asked and "Craftsman" in asked[0]
    assert warning(settler) is True and len(asked) == 1  # useful: not asked
    ticked[0] = True  # "Don't ask again", then No: not taken, and never asked again
    assert warning(craftsman) is False and len(asked) == 2
    assert settings.confirm_useless_role is False
    assert warning(craftsman) is True and len(asked) == 2


def test_the_old_second_setting_is_folded_into_the_one(tmp_path):
    """Version 1 kept the same warning under two keys; switched off under either, it stays off."""
    path = tmp_path / "old.ini"
    path.write_text("[General]\nversion=1\nconfirmations=false\n", encoding="utf-8")
    settings = Settings(QSettings(str(path), QSettings.Format.IniFormat))
    assert settings.confirm_useless_role is False
    assert settings.q.value("confirmations") is None


# ============================================================================ texts


def test_names_of_both_editions():
    assert N.role_name(Role.SETTLER) == "Settler"
    assert N.role_name(Role.SETTLER, Edition.E1897) == "Planter"
    assert N.role_name(Role.MAYOR, Edition.E1897) == "Recruiter"
    assert N.role_name(Role.PROSPECTOR, Edition.E1897) == "Adventurer"
    assert N.good_name(Good.INDIGO, Edition.E1897) == "Fruit"
    assert N.building_name(SMALL_INDIGO_PLANT, Edition.E1897) == "Small Fruit Depot"
    assert N.building_name(HOSPICE, Edition.E1897) == "Hospital"
    assert N.building_name(CITY_HALL, Edition.E1897) == "City Hall"
    assert N.building_name(BUILDINGS[18].index, Edition.E1897) == "Fire Station"
    assert N.n_colonists(1, Edition.E1897) == "1 worker" and N.n_colonists(3) == "3 colonists"
    assert N.n_doubloons(2, Edition.E1897) == "2 coins"
    for b in range(len(BUILDINGS)):  # every building of the table has a name in both editions
        assert N.building_name(b) and N.building_name(b, Edition.E1897)
    for ctx, sources in N.all_source_names().items():
        assert all(sources), ctx


def test_describe_action_examples():
    state = new_game(GameConfig(players=4), seed=1)
    anna = state.current
    builder = next(c for c, k in enumerate(state.role_cards) if k == Role.BUILDER)
    state.role_coins[builder] = 2
    assert phases.describe_action(state, anna, A.ROLE + builder, ["Anna"] * 4) == (
        "Anna takes the Builder (+2 doubloons)"
    )
    # Benno ships 3 corn on the 6-ship as captain (first load): 3 + 1 VP.
    state = position("captain", players=4)
    benno = state.governor
    names = ["Benno"] * 4
    six = state.ship_cap.index(6)
    assert phases.describe_action(state, benno, A.ship(Good.CORN, six), names) == (
        "Benno ships 3 corn on the 6-ship (+4 VP)"
    )
    state = position("trader")
    me = state.governor
    assert (
        phases.describe_action(state, me, A.sell(Good.SUGAR), ["X"] * 3)
        == "X sells sugar for 5 doubloons"
    )
    assert phases.describe_action(state, me, A.PASS, ["X"] * 3) == "X sells nothing"
    state = position("storage")
    me = state.governor
    store = A.store(1 << Good.SUGAR, Good.COFFEE)
    assert (
        phases.describe_action(state, me, store, ["X"] * 3)
        == "X keeps 3 sugar, 1 coffee and returns 1 barrel"
    )
    state = position("settler", edition=Edition.E1897)
    assert (
        phases.describe_action(state, state.governor, A.take(Good.INDIGO), ["X"] * 3)
        == "X takes a fruit estate"
    )


def test_the_last_round_stands_out_in_the_title(qtbot):
    state = position("trader")
    table, session = make_table(qtbot, state, viewer=state.governor)
    title = table.prompt_bar.title
    assert not title.property("last") and "last round" not in title.text()
    session.state.end_triggered = True
    table.refresh()
    assert title.property("last") and title.text().endswith(" · last round")


def test_mayor_prompt_counts_colonists_already_placed_this_turn():
    """A person's arrangement covers all their colonists: mid-way (a placement already
    made, e.g. in a game saved then), the prompt counts those too."""
    state = position("mayor")
    me = state.governor
    assert phases.phase_prompt(state, me, NAMES).startswith("Arrange your 2 colonists.")
    state.apply(state.legal_actions()[0])
    assert state.current == me and state.mayor_left == 1
    assert phases.phase_prompt(state, me, NAMES).startswith("Arrange your 2 colonists.")


def test_texts_for_every_move_of_random_games():
    """describe_action, phase_prompt and the reasons never fail and never come back empty."""
    rng = random.Random(8)
    both = frozenset({"buildings", "nobles"})  # and with the 1897 expansions I and II
    for players, edition, expansions in ((2, 0, ()), (4, 1, ()), (2, 0, both), (5, 1, both)):
        config = GameConfig(players=players, edition=edition, expansions=frozenset(expansions))
        state = new_game(config, seed=players)
        while not state.is_terminal():
            legal = state.legal_actions()
            assert phases.phase_prompt(state, state.current, NAMES) and phases.phase_title(state)
            assert phases.phase_prompt(state, (state.current + 1) % players, NAMES)
            buttons = phases.buttons(state, frozenset(legal), state.current)
            assert all(b.text and (b.action is None or b.action in legal) for b in buttons)
            for action in rng.sample(range(A.N_ACTIONS), 3):
                if action not in legal:
                    assert reason_text(state.why_illegal(action), edition)
            action = rng.choice(legal)
            assert phases.describe_action(state, state.current, action, NAMES)
            state.apply(action)
        final = phases.phase_prompt(state, 0, NAMES)
        assert "wins" in final or "share" in final


def test_tooltips_for_every_building_role_and_zone():
    for ed in (Edition.CLASSIC, Edition.E1897):
        for b in range(23):
            tip = tooltips.building_tooltip(b, ed, cost_for_you=0, copies_left=1)
            assert N.building_name(b, ed) in tip and len(tip) > 60
        for kind in Role:
            assert N.role_name(kind, ed) in tooltips.role_tooltip(kind, ed, coins=1)
        for zone in content.ZONES:
            assert len(tooltips.zone_tooltip(zone, ed)) > 15
    assert "worker" in tooltips.zone_tooltip("island", Edition.E1897)


def test_lupdate_finds_every_context_and_the_plural_forms(tmp_path):
    lupdate = shutil.which(
        "pyside6-lupdate", path=str(Path(sys.executable).parent)
    ) or shutil.which("pyside6-lupdate")
    if lupdate is None:
        pytest.skip("pyside6-lupdate not found")
    gui = Path(tooltips.__file__).parent
    ts = tmp_path / "table.ts"
    files = [
        gui / "names.py",
        gui / "content",
        gui / "phases",
        gui / "tooltips.py",
        gui / "reasons.py",
        gui / "role_warning.py",
        gui / "table",
        gui / "score_dialog.py",
        gui / "rules_window.py",
        gui / "rules",
    ]
    subprocess.run(
        [lupdate, "-extensions", "py", *map(str, files), "-ts", str(ts)],
        check=True,
        capture_output=True,
    )
    text = ts.read_text(encoding="utf-8")
    for ctx in (
        "Names",
        "Names1897",
        "Log",
        "Prompt",
        "Tips",
        "Table",
        "Refusals",
        "Advice",
        "Scores",
        "Rules",
    ):
        assert f"<name>{ctx}</name>" in text
    assert "<name></name>" not in text
    assert "Small Fruit Depot" in text and "Adventurer" in text
    assert text.count('numerus="yes"') >= 10


# ============================================================================ score sheet, rules


def test_score_dialog_at_the_end(qtbot):
    session = session_at(new_game(GameConfig(players=3), seed=4), everyone_human=True)
    play_keenly(session, 1)
    state = session.state
    from puertorico_qt.engine.scoring import score_breakdown
    from puertorico_qt.gui.score_dialog import ScoreDialog

    dialog = ScoreDialog(session)
    qtbot.addWidget(dialog)
    rows = {label: values for label, values, _bold in dialog.rows()}
    totals = [int(v) for v in rows["Total"]]
    assert totals == state.scores()
    assert [int(v) for v in rows["VP chips"]] == [p.vp for p in state.players]
    for seat, b in enumerate(score_breakdown(state)):
        for bid, bonus in b.bonuses.items():
            label = (
                f"{N.building_name(BUILDINGS[[x.id for x in BUILDINGS].index(bid)].index)} bonus"
            )
            assert rows[label][seat] == str(bonus)
    assert dialog.table.columnCount() == 3
    assert len(dialog.plots) == 2
    guild = N.building_name(BUILDINGS[[x.id for x in BUILDINGS].index("guild_hall")].index)
    assert dialog.row_tips()[f"{guild} bonus"].startswith(f"<b>{guild}</b><br>")
    rounds, vp, _money = dialog.series()
    assert len(rounds) == len(session.history()) >= state.round
    assert vp[0][-1] == state.scores()[0]
    assert (
        dialog.table.horizontalHeaderItem(state.scores().index(max(state.scores())))
        .text()
        .startswith("★")
    )


@pytest.mark.filterwarnings("error::RuntimeWarning")  # the hidden seats' all-NaN lines
def test_score_dialog_hides_hidden_vp_during_the_game(qtbot):
    state = new_game(GameConfig(players=3, hidden_vp=True), seed=4)
    state.players[1].vp = 5
    session = session_at(state, viewer=0)
    from puertorico_qt.gui.score_dialog import ScoreDialog

    dialog = ScoreDialog(session)
    qtbot.addWidget(dialog)
    rows = {label: values for label, values, _bold in dialog.rows()}
    assert rows["VP chips"] == ["0", "?", "?"]
    table, _ = make_table(qtbot, new_game(GameConfig(players=3, hidden_vp=True), seed=4))
    assert table.players.index(1, table.players.VP).data() == "?"
    assert table.board(1).vp.text.text() == "?"


def test_rules_window(qtbot):
    from puertorico_qt.gui.rules_window import RulesWindow, rules_html

    window = RulesWindow(None, Edition.CLASSIC)
    qtbot.addWidget(window)
    html = window.browser.toHtml()
    assert "Settler" in html and "Guild Hall" in html and "Residence" in html
    window.naming.setCurrentIndex(1)
    html = window.browser.toHtml()
    assert "Planter" in html and "Fire Station" in html and "Settler" not in html
    assert window.contents.count() == 9 + 5  # the base game's, "Expansions", expansions I-IV
    window.contents.setCurrentRow(5)
    assert "100" in rules_html(Edition.CLASSIC)  # the 4-player VP chips of the set-up table


# ============================================================================ a look at the pixels


def test_screenshot_probe_at_1366x768(qtbot):
    """The table fits a 1366×768 screen and shows whose turn it is in green."""
    state = position("builder", players=4)
    me = state.governor
    session = session_at(state, me)
    window = QMainWindow()
    qtbot.addWidget(window)
    table = TableWidget(session)
    window.setCentralWidget(table)
    window.menuBar().addMenu("Game")
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    hint = table.minimumSizeHint()
    assert hint.width() <= 1366 and hint.height() <= 768 - 60
    image = window.grab().toImage()
    chip = table.prompt_bar.chip
    center = chip.mapTo(window, chip.rect().center())
    color = QColor(image.pixel(center.x(), center.y() + 4))
    assert color.green() > color.red() + 40, color.name()  # the green "Your turn" chip
    # Every zone is visible and not squeezed to nothing.
    for view in table.all_views():
        if view.isVisibleTo(table):
            assert view.width() > 20 and view.height() > 20, view.model().__class__.__name__


def test_show_the_scores_button(qtbot):
    session = session_at(new_game(GameConfig(players=2), seed=6), everyone_human=True)
    play_keenly(session, 2)
    table = TableWidget(session)
    qtbot.addWidget(table)
    button = table.prompt_bar.button("scores")
    asked = []
    table.scores_requested.connect(lambda: asked.append(True))
    button.click()
    assert asked == [True]


def test_zone_titles_follow_the_naming_of_a_new_game(qtbot, make_session, setup_for):
    """A new game in the other edition renames the table's zones ("Colonists" in the
    classic game, "Workers" in 1897) without a language change."""
    from puertorico_qt.gui.table import TableWidget

    session = make_session()
    session.new_game(setup_for(1, 2, edition="classic"))
    table = TableWidget(session)
    qtbot.addWidget(table)
    assert table.colonist_panel.title.text() == "Colonists"
    assert table.offer_panel.title.text() == N.term("plantations", 0)
    session.new_game(setup_for(1, 2, edition="1897"))
    assert table.colonist_panel.title.text() == N.term("Colonists", 1) == "Workers"
    assert table.offer_panel.title.text() == N.term("plantations", 1)
    session.new_game(setup_for(1, 2, edition="classic"))
    assert table.colonist_panel.title.text() == "Colonists"
