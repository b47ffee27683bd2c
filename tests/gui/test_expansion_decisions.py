"""Every decision of the 1897 expansions I and II is playable by a person at the table:
the prompt bar offers it as a button (or the storage panel, for the storehouse), and
pressing it applies that engine action through the real session, with a line in the
game log; and every new kind of action reads well in both namings and all three
languages (no placeholder left, no "unknown action", German and Dutch translated).

Positions come from random games with both expansions: the first state in which the
decision comes up, opened in a session where its player is the person at the screen."""

from __future__ import annotations

import dataclasses
import functools
import random
import re
from collections.abc import Callable, Iterator

import pytest

from puertorico_qt.engine import GameConfig, GameState, Phase, new_game
from puertorico_qt.engine import actions as A
from puertorico_qt.engine.data import LIBRARY, Edition, Role
from puertorico_qt.gui import phases
from puertorico_qt.gui.table import TableWidget
from puertorico_qt.gui.table.model_base import R

from .positions import NAMES, session_at

BOTH = frozenset({"buildings", "nobles"})


def _states() -> Iterator[GameState]:
    """Every state before a decision of random games with both expansions."""
    for seed in range(1, 400):
        for market in ("random", "draft"):
            state = new_game(GameConfig(players=4, expansions=BOTH, market=market), seed)
            rng = random.Random(seed)
            while not state.is_terminal():
                yield state
                state.apply(rng.choice(state.legal_actions()))


def _has(kind: str) -> Callable[[GameState], bool]:
    return lambda s: any(A.is_kind(a, kind) for a in s.legal_actions())


def _in(phase: Phase, kind: str | None = None) -> Callable[[GameState], bool]:
    return lambda s: s.phase == phase and (kind is None or _has(kind)(s))


#: name -> (when the decision comes up, the kind of action its button applies); the
#: royal supplier and the noble question are toggles and a confirm
#: (``test_expansion_toggles``)
DECISIONS: dict[str, tuple[Callable[[GameState], bool], str]] = {
    "forest: as a forest": (_in(Phase.FOREST), "forest"),
    "forest: as a plantation": (_in(Phase.FOREST), "take"),
    "black market": (_in(Phase.BLACK_MARKET), "trade_"),
    "small wharf: load": (_in(Phase.SMALL_WHARF, "small_wharf"), "small_wharf"),
    "small wharf: sail": (_in(Phase.SMALL_WHARF), "pass"),
    "hunting lodge": (_in(Phase.HUNTING_LODGE, "discard"), "discard"),
    "hunting lodge: keep all": (_in(Phase.HUNTING_LODGE), "pass"),
    "guests' window": (_in(Phase.GUESTS, "guest"), "guest"),
    "guests' window: go on": (_in(Phase.GUESTS), "pass"),
    "settler: a forest": (_in(Phase.SETTLER, "forest"), "forest"),
    "trading post": (_in(Phase.TRADER, "sell_post"), "sell_post"),
    "land office: buy": (_in(Phase.TRADER, "land_buy"), "land_buy"),
    "land office: sell": (_in(Phase.TRADER, "land_sell"), "land_sell"),
    "captain: small wharf": (_in(Phase.CAPTAIN, "small_wharf"), "small_wharf"),
    "guest in another phase": (
        lambda s: s.phase not in (Phase.GUESTS, Phase.STORAGE) and _has("guest")(s),
        "guest",
    ),
    "mayor: second extra colonist": (
        lambda s: s.phase == Phase.MAYOR_EXTRA and bool(s.privilege_used),
        "mayor_extra",
    ),
    "craftsman: second extra barrel": (
        lambda s: s.phase == Phase.CRAFTSMAN and bool(s.privilege_used),
        "craft",
    ),
}


@functools.cache
def position_for(name: str) -> GameState:
    found = DECISIONS[name][0]
    for state in _states():
        if found(state):
            return state.clone()
    raise AssertionError(f"no random game reached {name!r}")


def _record(session) -> list[tuple[int, int]]:
    applied: list[tuple[int, int]] = []
    session.action_applied.connect(lambda seat, action, _text: applied.append((seat, action)))
    return applied


@pytest.mark.parametrize("name", list(DECISIONS))
def test_the_decision_is_a_button_that_plays_it(qtbot, name):
    state = position_for(name)
    me = state.current
    kind = DECISIONS[name][1]
    session = session_at(state, viewer=me)
    table = TableWidget(session)
    qtbot.addWidget(table)
    ctx = table.ctx
    assert ctx.interactive()
    offered = phases.buttons(session.state, ctx.legal, me)
    # every button asks for a legal action, and every legal action of the kind is offered
    assert all(b.action in ctx.legal for b in offered if b.action is not None)
    kinds = {a for a in ctx.legal if A.kind_of(a).startswith(kind)}
    assert kinds and kinds <= {b.action for b in offered}, (name, offered)
    button = next(b for b in offered if b.action in kinds)
    widget = table.prompt_bar.button(button.key)
    assert widget is not None and widget.isEnabled() and widget.text() == button.text
    assert button.text and "{" not in button.text
    prompt = phases.phase_prompt(session.state, me, NAMES)
    assert prompt and "{" not in prompt
    lines = len(session.log_lines)
    applied = _record(session)
    widget.click()
    assert applied and applied[0] == (me, button.action)
    # the log told it (the small wharf's loads: when it sails)
    if kind != "small_wharf":
        new = session.log_lines[lines:]
        assert new and any(NAMES[me] in line for line in new), new
    assert session.bot_errors == []


def test_the_storehouse_keeps_up_to_four_loose_barrels(qtbot):
    """The storage panel with a storehouse: four places for loose barrels, the best legal
    choice to start with, and "Keep these" plays the engine's writing of it."""
    state = next(
        s.clone()
        for s in _states()
        if s.phase == Phase.STORAGE
        and _has("store_more")(s)
        and sum(s.players[s.current].goods) > 4
    )
    me = state.current
    session = session_at(state, viewer=me)
    table = TableWidget(session)
    qtbot.addWidget(table)
    draft, panel = table.ctx.storage, table.storage_panel
    assert draft.active and len(draft.kept) == 4
    model = panel.model
    cells = [model.cell(model.index(0, c)) for c in range(model.columnCount())]
    assert sum(1 for cell in cells if cell and cell[R.Kind] == "keep_slot") == 4
    action = draft.action()
    assert action in table.ctx.legal and panel.button.isEnabled()
    applied = _record(session)
    assert panel.submit()
    assert applied and applied[0] == (me, action)
    kept = session.state.players[me].goods
    assert sum(kept) >= min(4, sum(state.players[me].goods))


def test_a_loose_barrel_can_be_taken_out_and_put_back(qtbot):
    state = next(s.clone() for s in _states() if s.phase == Phase.STORAGE and _has("store_more")(s))
    me = state.current
    session = session_at(state, viewer=me)
    table = TableWidget(session)
    qtbot.addWidget(table)
    draft = table.ctx.storage
    first = next(i for i, g in enumerate(draft.kept) if g >= 0)
    good = draft.kept[first]
    draft.take_out(len(draft.stored) + first)
    assert draft.kept[first] == -1
    assert table.ctx.store_good(draft.free_keep_slot(), good)
    assert good in draft.kept and draft.action() in table.ctx.legal


# ============================================================================ words

#: One state per new kind of action (before it), with the action.
NEW_KINDS = (
    "forest", "trade_vp", "trade_good", "trade_worker", "guest", "sell_post", "small_wharf",
    "store_more", "supply", "land_buy", "land_sell", "discard", "nobles", "draft",
)  # fmt: skip


#: Words of the English log lines that no German or Dutch line has.
ENGLISH = re.compile(
    r"\b(the|onto|trades|moves|gives|sells|lays|puts|ships|buys|keeps|loads|draws|builds)\b"
)


@functools.cache
def examples() -> dict[str, tuple[GameState, int]]:
    """(state, action) for each new kind of action, in both namings: the first time a
    random game with both expansions offers it."""
    out: dict[str, tuple[GameState, int]] = {}
    for state in _states():
        for action in state.legal_actions():
            kind = A.kind_of(action)
            if kind in NEW_KINDS and kind not in out:
                out[kind] = (state.clone(), action)
        if len(out) == len(NEW_KINDS):
            return out
    raise AssertionError(f"never offered: {set(NEW_KINDS) - set(out)}")


def _as_edition(state: GameState, edition: Edition) -> GameState:
    s = state.clone()
    s.config = dataclasses.replace(s.config, edition=edition)
    return s


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
@pytest.mark.parametrize("edition", [Edition.CLASSIC, Edition.E1897])
def test_every_new_action_has_a_log_line(language, lang, edition):
    language(lang)
    english: dict[str, str] = {}
    for kind, (state, action) in examples().items():
        s = _as_edition(state, edition)
        seat = s.current
        text = phases.describe_action(s, seat, action, NAMES)
        assert text and NAMES[seat] in text, (kind, text)
        assert not re.search(r"\{\w*\}|unknown action|: (trade|guest|forest|supply) ", text), text
        english[kind] = text
        if lang != "en":  # no English sentence left untranslated
            assert not ENGLISH.search(text), (kind, text)
        prompt = phases.phase_prompt(s, seat, NAMES)
        others = phases.phase_prompt(s, (seat + 1) % s.n, NAMES)
        assert prompt and others and "{" not in prompt + others, (kind, prompt, others)
        for b in phases.buttons(s, frozenset(s.legal_actions()), seat):
            assert b.text and "{" not in b.text, (kind, b)
    if lang != "en":  # translated: not the English sentence
        language("en")
        for kind, (state, action) in examples().items():
            s = _as_edition(state, edition)
            assert phases.describe_action(s, s.current, action, NAMES) != english[kind], kind


def test_the_second_privilege_questions_read_as_second(qtbot):
    """With a library the mayor's extra colonist and the craftsman's extra barrel are asked
    twice; the second question says so."""
    for name in ("mayor: second extra colonist", "craftsman: second extra barrel"):
        state = position_for(name)
        text = phases.phase_prompt(state, state.current, NAMES)
        assert "Library" in text and "doubles the privilege" in text, text
        first = state.clone()
        first.privilege_used = 0
        assert phases.phase_prompt(first, first.current, NAMES) != text


def test_the_role_log_line_says_the_doubloons_the_chooser_gets():
    """The log said "+1 doubloon" for the prospector with a manned library, which pays
    two: every role's line says what the engine pays at once."""
    checked = library = 0
    for state in _states():
        if state.phase != Phase.ROLE:
            continue
        for action in (a for a in state.legal_actions() if A.is_kind(a, "role")):
            kind = state.role_cards[A.card_of(action)]
            if kind in (Role.CRAFTSMAN, Role.CAPTAIN):
                continue  # they pay more at their start (a factory, a lighthouse), told apart
            seat = state.current
            after = state.clone()
            after.apply(action)
            gained = after.players[seat].doubloons - state.players[seat].doubloons
            line = phases.describe_action(state, seat, action, NAMES)
            said = re.search(r"\(\+(\d+) doubloons?\)", line)
            assert (int(said.group(1)) if said else 0) == gained, (line, gained)
            checked += 1
            library += kind == Role.PROSPECTOR and state.players[seat].bocc[LIBRARY] > 0
        if library and checked > 400:
            return
    pytest.fail(f"{checked} role choices, {library} prospectors with a library: need other seeds")


def test_game_end_trigger_names_the_cause_in_expansion_games():
    """VP chips can run out outside the Captain's shipments (royal supplier, hunting lodge,
    church …): the last-round line names the chips, not the colonist ship."""
    for state in _states():
        if state.phase == Phase.ROLE or state.end_triggered:
            continue
        for action in state.legal_actions():
            after = state.clone()
            steps: list[tuple[int, int]] = []
            after.apply(action, steps)
            if after.end_triggered and after.vp_supply <= 0 < state.vp_supply:
                lines = phases.step_lines(state, after, state.current, action, NAMES)
                texts = [line() for line in lines]
                assert any("victory point chips" in t for t in texts), texts
                return
    pytest.fail("no game of the sample ran out of VP chips: the test needs other seeds")


def test_role_titles_hold_in_the_new_phases():
    """A title for every new phase (the guests' window at the end has no role)."""
    # every phase of the base game and expansions I and II but the game's end (the
    # smuggler's and the festival's are tested with their expansions)
    wanted = set(Phase) - {Phase.GAME_OVER, Phase.SMUGGLER, Phase.PLACE_WORKERS}
    seen = set()
    for state in _states():
        phase = Phase(state.phase)
        if phase not in seen:
            seen.add(phase)
            title = phases.phase_title(state)
            assert title and "{" not in title
            if phase == Phase.GUESTS and state.role < 0:
                assert "final scoring" in title
            else:
                assert title.startswith("Round"), title
        if seen >= wanted:  # (it waited for phases these games never reach: 7 s)
            break
    assert seen == wanted


def test_the_hunting_lodge_speaks_of_forests_only_to_an_owner_of_forests():
    s = position_for("hunting lodge")
    seat = s.current_player
    p = s.players[seat]
    asked = phases.phase_prompt(s, seat, NAMES)
    assert ("forests" in asked) == any(p.forest), asked
    bare = s.clone()  # the same question to a player without forests
    bare.players[seat].forest = [0] * len(p.forest)
    assert "forests" not in phases.phase_prompt(bare, seat, NAMES)
    wooded = s.clone()
    wooded.players[seat].forest = [1, *([0] * (len(p.forest) - 1))]
    assert "or forests?" in phases.phase_prompt(wooded, seat, NAMES)
