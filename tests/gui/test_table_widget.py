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
from puertorico_qt.gui import names as N
from puertorico_qt.gui import texts as T
from puertorico_qt.gui.table import TableWidget, advice, role_is_useless
from puertorico_qt.gui.table.demo import LocalSession, SeatInfo, add_building, position
from puertorico_qt.gui.table.screenshots import keen_action

NAMES = ["Anna", "Benno", "Clara", "Dirk", "Eva"]


def make_table(qtbot, state: GameState, viewer: int = 0, **kw) -> tuple[TableWidget, LocalSession]:
    session = LocalSession(
        state, [SeatInfo(NAMES[i], i == viewer) for i in range(state.n)], viewer=viewer, **kw
    )
    table = TableWidget(session)
    table.confirm_role = lambda card: True
    qtbot.addWidget(table)
    return table, session


# ============================================================================ whole games


@pytest.mark.parametrize("players,edition", [(3, Edition.CLASSIC), (5, Edition.E1897)])
def test_renders_every_state_of_a_whole_game(qtbot, players, edition):
    state = new_game(GameConfig(players=players, edition=edition), seed=players)
    table, session = make_table(qtbot, state, follow_turn=True)
    for seat in session.seats:
        assert seat.is_human is (seat.name == "Anna")
    session.seats = [SeatInfo(NAMES[i]) for i in range(players)]  # hot seat: everyone is human
    table.resize(1366, 720)
    table.show()
    qtbot.waitExposed(table)
    rng = random.Random(players)
    times = []
    steps = 0
    while not state.is_terminal():
        session.request(keen_action(state, rng))  # through the session: the table refreshes
        times.append(table.refresh_seconds)
        steps += 1
        if steps % 29 == 0:
            assert not table.grab().isNull()
            assert T.phase_prompt(state, session.viewer_seat(), NAMES)
    assert table.prompt_bar.chip.text() == "Game over"
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
    table.confirm_role = lambda card: True  # no modal question
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
                while draft.sj and draft.room(("tile", k)) > 0:
                    draft.move(("sj",), ("tile", k))
            for b in list(draft.bld):
                while draft.sj and draft.room(("bld", b)) > 0:
                    draft.move(("sj",), ("bld", b))
            assert ctx.submit_mayor()
        elif ctx.storage.active:
            assert table.storage_panel.submit()
        else:
            action = keen_action(session.state, rng)
            if A.ROLE <= action < A.TAKE:
                assert table.take_role(action - A.ROLE)
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
    assert "drag a building" in bar.prompt.text() and "6 doubloons" in bar.prompt.text()
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
<message><source>Your turn: drag a building from the market into your {city} (you have {doubloons}), or pass.</source>
<translation>Du bist dran: zieh ein Gebäude in deine {city} ({doubloons}), oder passe.</translation></message>
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
            table.prompt_bar.prompt.text().startswith("Du bist dran")
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


def test_role_is_useless():
    state = new_game(GameConfig(players=3), seed=2)
    me = state.current
    card = {
        k: next(c for c, kk in enumerate(state.role_cards) if kk == k)
        for k in set(state.role_cards)
    }
    # Nothing produced (no colonists yet), nothing to sell or ship.
    assert "produce nothing" in role_is_useless(state, me, card[Role.CRAFTSMAN])
    assert "no goods to sell" in role_is_useless(state, me, card[Role.TRADER])
    assert "no goods to ship" in role_is_useless(state, me, card[Role.CAPTAIN])
    assert role_is_useless(state, me, card[Role.SETTLER]) is None
    assert role_is_useless(state, me, card[Role.BUILDER]) is None  # 2 doubloons buy a small plant
    state.players[me].doubloons = 0
    assert role_is_useless(state, me, card[Role.BUILDER]) is None  # the builder gets it for free
    state.building_supply[SMALL_INDIGO_PLANT] = 0
    state.building_supply[SMALL_MARKET] = 0
    assert "cannot afford" in role_is_useless(state, me, card[Role.BUILDER])
    state.role_coins[card[Role.CRAFTSMAN]] = 2
    assert "2 doubloons on the card" in role_is_useless(state, me, card[Role.CRAFTSMAN])
    state.players[me].goods[Good.SUGAR] = 1
    assert role_is_useless(state, me, card[Role.TRADER]) is None
    state.house.append(Good.SUGAR)
    assert "takes none" in role_is_useless(state, me, card[Role.TRADER])


def test_confirmation_respects_the_setting(qtbot, monkeypatch):
    old_names = QCoreApplication.organizationName(), QCoreApplication.applicationName()
    QCoreApplication.setOrganizationName("puertorico-qt-tests")
    QCoreApplication.setApplicationName("table-tests")
    settings = QSettings()
    state = new_game(GameConfig(players=3), seed=2)
    me = state.current
    craftsman = next(c for c, k in enumerate(state.role_cards) if k == Role.CRAFTSMAN)
    asked = []
    monkeypatch.setattr(
        advice.QMessageBox,
        "exec",
        lambda self: asked.append(self.text()) or QMessageBox.StandardButton.No,
    )
    try:
        settings.setValue("confirmations", True)
        assert advice.confirm_role(None, state, me, craftsman) is False
        assert asked and "Craftsman" in asked[0]
        settler = next(c for c, k in enumerate(state.role_cards) if k == Role.SETTLER)
        assert advice.confirm_role(None, state, me, settler) is True  # useful: not asked
        assert len(asked) == 1
        settings.setValue("confirmations", False)
        assert advice.confirm_role(None, state, me, craftsman) is True
        assert len(asked) == 1
    finally:
        settings.remove("confirmations")
        QCoreApplication.setOrganizationName(old_names[0])
        QCoreApplication.setApplicationName(old_names[1])


def test_table_leaves_the_question_to_a_session_hook(qtbot):
    state = position("role")
    session = LocalSession(state, viewer=state.governor)
    session.confirm_hook = lambda action: True  # type: ignore[attr-defined]
    table = TableWidget(session)
    qtbot.addWidget(table)
    craftsman = next(c for c, k in enumerate(state.role_cards) if k == Role.CRAFTSMAN)
    assert table.confirm_role(craftsman) is True  # no dialog from the table itself


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
    assert T.describe_action(state, anna, A.ROLE + builder, NAMES[:0] + ["Anna"] * 4) == (
        "Anna takes the Builder (+2 doubloons)"
    )
    # Benno ships 3 corn on the 6-ship as captain (first load): 3 + 1 VP.
    state = position("captain", players=4)
    benno = state.governor
    names = ["Benno"] * 4
    six = state.ship_cap.index(6)
    assert T.describe_action(state, benno, A.SHIP + 5 * six + Good.CORN, names) == (
        "Benno ships 3 corn on the 6-ship (+4 VP)"
    )
    state = position("trader")
    me = state.governor
    assert (
        T.describe_action(state, me, A.SELL + Good.SUGAR, ["X"] * 3)
        == "X sells sugar for 5 doubloons"
    )
    assert T.describe_action(state, me, A.PASS, ["X"] * 3) == "X sells nothing"
    state = position("storage")
    me = state.governor
    store = A.STORE + 6 * (1 << Good.SUGAR) + Good.COFFEE
    assert (
        T.describe_action(state, me, store, ["X"] * 3)
        == "X keeps 3 sugar, 1 coffee and returns 1 barrel"
    )
    state = position("settler", edition=Edition.E1897)
    assert (
        T.describe_action(state, state.governor, A.TAKE + Good.INDIGO, ["X"] * 3)
        == "X takes a fruit estate"
    )


def test_the_last_round_stands_out_in_the_title(qtbot):
    state = position("trader")
    table, _session = make_table(qtbot, state, viewer=state.governor)
    title = table.prompt_bar.title
    assert not title.property("last") and "last round" not in title.text()
    state.end_triggered = True
    table.refresh()
    assert title.property("last") and title.text().endswith(" · last round")


def test_mayor_prompt_counts_colonists_already_placed_this_turn():
    """A person's arrangement covers all their colonists: mid-way (a placement already
    made, e.g. in a game saved then), the prompt counts those too."""
    state = position("mayor")
    me = state.governor
    assert T.phase_prompt(state, me, NAMES).startswith("Your turn: arrange your 2 colonists.")
    state.apply(state.legal_actions()[0])
    assert state.current == me and state.mayor_left == 1
    assert T.phase_prompt(state, me, NAMES).startswith("Your turn: arrange your 2 colonists.")


def test_texts_for_every_move_of_random_games():
    """describe_action, phase_prompt and explain_illegal never fail and never come back empty."""
    rng = random.Random(8)
    for players, edition in ((2, 0), (4, 1)):
        state = new_game(GameConfig(players=players, edition=edition), seed=players)
        while not state.is_terminal():
            legal = state.legal_actions()
            assert T.phase_prompt(state, state.current, NAMES) and T.phase_title(state)
            assert T.phase_prompt(state, (state.current + 1) % players, NAMES)
            for action in rng.sample(range(A.N_ACTIONS), 3):
                if action not in legal:
                    assert T.explain_illegal(state, action)
            action = rng.choice(legal)
            assert T.describe_action(state, state.current, action, NAMES)
            state.apply(action)
        assert "wins" in T.phase_prompt(state, 0, NAMES) or "share" in T.phase_prompt(
            state, 0, NAMES
        )


def test_tooltips_for_every_building_role_and_zone():
    for ed in (Edition.CLASSIC, Edition.E1897):
        for b in range(23):
            tip = T.building_tooltip(b, ed, cost_for_you=0, copies_left=1)
            assert N.building_name(b, ed) in tip and len(tip) > 60
        for kind in Role:
            assert N.role_name(kind, ed) in T.role_tooltip(kind, ed, coins=1)
        for zone in T.ZONES:
            assert len(T.zone_tooltip(zone, ed)) > 15
    assert "worker" in T.zone_tooltip("island", Edition.E1897)


def test_lupdate_finds_every_context_and_the_plural_forms(tmp_path):
    lupdate = shutil.which(
        "pyside6-lupdate", path=str(Path(sys.executable).parent)
    ) or shutil.which("pyside6-lupdate")
    if lupdate is None:
        pytest.skip("pyside6-lupdate not found")
    gui = Path(T.__file__).parent
    ts = tmp_path / "table.ts"
    files = [
        gui / "names.py",
        gui / "texts.py",
        gui / "table",
        gui / "score_dialog.py",
        gui / "rules_window.py",
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
    state = new_game(GameConfig(players=3), seed=4)
    session = LocalSession(state)
    rng = random.Random(1)
    while not state.is_terminal():
        session.apply_any(keen_action(state, rng))
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
    rounds, vp, _money = dialog.series()
    assert len(rounds) == len(session.history()) >= state.round
    assert vp[0][-1] == state.scores()[0]
    assert (
        dialog.table.horizontalHeaderItem(state.scores().index(max(state.scores())))
        .text()
        .startswith("★")
    )


def test_score_dialog_hides_hidden_vp_during_the_game(qtbot):
    state = new_game(GameConfig(players=3, hidden_vp=True), seed=4)
    state.players[1].vp = 5
    session = LocalSession(state, viewer=0)
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
    assert window.contents.count() == 9
    window.contents.setCurrentRow(5)
    assert "100" in rules_html(Edition.CLASSIC)  # the 4-player VP chips of the set-up table


# ============================================================================ a look at the pixels


def test_screenshot_probe_at_1366x768(qtbot):
    """The table fits a 1366×768 screen and shows whose turn it is in green."""
    state = position("builder", players=4)
    me = state.governor
    session = LocalSession(state, [SeatInfo(NAMES[i], i == me) for i in range(4)], viewer=me)
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
    state = new_game(GameConfig(players=2), seed=6)
    session = LocalSession(state)
    rng = random.Random(2)
    while not state.is_terminal():
        session.apply_any(keen_action(state, rng))
    table = TableWidget(session)
    qtbot.addWidget(table)
    button = table.prompt_bar.button("scores")
    button.click()  # nobody listens: the table opens the sheet itself
    assert table._score_dialog.isVisible()
    table._score_dialog.close()
    asked = []
    table.scores_requested.connect(lambda: asked.append(True))
    button.click()
    assert asked == [True]
