"""Each naming speaks its own words everywhere: a game named after 1897 says workers,
coins, Recruiter and Portrait (Arbeiter, Münzen, Anwerber, Porträt) — never colonists,
doubloons, Mayor or San Juan — and a classic game never uses an 1897 word.

The texts looked at: the game log of a whole game (as the session writes it, Mayor
placements folded), the line of every single step, the title and the prompt of every
phase (for the player to move and for someone watching), why an action is refused,
the tooltips of every building, role and table zone, and the rules reference."""

from __future__ import annotations

import contextlib
import gc
import random
import re
from collections.abc import Iterator

import pytest

from puertorico_qt import engine
from puertorico_qt.ai import make_bot
from puertorico_qt.engine import actions as A
from puertorico_qt.engine.data import BUILDINGS, Edition, Role
from puertorico_qt.engine.reasons import Reason, Why
from puertorico_qt.engine.state import GameState, Phase
from puertorico_qt.gui import content, phases, tooltips
from puertorico_qt.gui.phases.mayor import describe_placements
from puertorico_qt.gui.reasons import reason_text
from puertorico_qt.gui.rules_window import rules_html, section_titles
from puertorico_qt.gui.session import GameSession, NewGameSetup, SeatInfo

SOFT_HYPHEN = "\u00ad"

# Words of one naming that the other naming never uses (matched at the start of a word,
# case-insensitive: "colonist" also finds "colonists", "Kolonist" "Kolonistenschiff").
CLASSIC_ONLY = {
    "en": ("colonist", "doubloon", "San Juan", "Mayor", "Settler", "Prospector", "plantation",
           "island", "indigo", "barrel", "Hospice", "University", "Guild Hall"),
    "de": ("Kolonist", "Dublone", "San Juan", "Bürgermeister", "Siedler", "Goldsucher",
           "Aufseher", "Insel", "Indigo", "Hospiz", "Universität", "Zunfthalle", "Adlig"),
    "nl": ("kolonist", "dubloen", "San Juan", "Burgemeester", "Landbouwer", "Goudzoeker",
           "Opzichter", "eiland", "indigo", "Hospitium", "edel"),
}  # fmt: skip
E1897_ONLY = {
    "en": ("worker", "coin", "Portrait", "Recruiter", "Planter", "Adventurer", "Work register",
           "estate", "countryside", "fruit", "crate", "Fire Station"),
    "de": ("Arbeiter", "Münze", "Porträt", "Anwerber", "Pflanzer", "Abenteurer", "Produzent",
           "Arbeitsregister", "Anbaufläche", "Frucht", "Früchte", "Durchgang", "Bürger\\b",
           "Feuerwache"),
    "nl": ("arbeider", "munt", "Portret", "Werver", "Planter", "Avonturier", "Producent",
           "Arbeidsregister", "platteland", "fruit", "burger", "Brandweerkazerne"),
}  # fmt: skip

EDITIONS = {"classic": Edition.CLASSIC, "1897": Edition.E1897}
NAMES = ["Anna", "Benno", "Carla", "Dirk"]


def _pattern(words: tuple[str, ...]) -> re.Pattern[str]:
    return re.compile(r"\b(?:" + "|".join(words) + ")", re.IGNORECASE)


ALL = frozenset({"buildings", "nobles", "smuggler", "festival"})  # the 1897 box's expansions


def _random_game(config: engine.GameConfig, seed: int) -> list[tuple[GameState, int, list]]:
    """A whole game of random moves: per decision (state before, action, [(state before
    each step, seat, step action)])."""
    state = engine.new_game(config, seed=seed)
    rng = random.Random(seed)
    moves = []
    while not state.is_terminal():
        action = rng.choice(state.legal_actions())
        before = state.clone()
        steps: list[tuple[int, int]] = []
        state.apply(action, steps)
        walk, described = before.clone(), []
        for i, (seat, step) in enumerate(steps):
            described.append((walk.clone(), seat, step))
            if i + 1 < len(steps):
                engine.state.apply_step(walk, step)  # one rule at a time
                walk._legal = None
        moves.append((before, action, described))
    moves.append((state, -1, []))
    return moves


def _random_games(edition: Edition, seeds: range) -> list[list[tuple[GameState, int, list]]]:
    """Base games of random moves, then games with all four expansions (buildings drafted or
    laid out at random) until every phase of the game has come up."""
    games = [_random_game(engine.GameConfig(players=4, edition=edition), seed) for seed in seeds]
    seen = {Phase(state.phase) for moves in games for state, _action, _steps in moves}
    for seed in range(1, 100):
        if seen == set(Phase):
            break
        for market in ("draft", "random"):
            config = engine.GameConfig(players=4, edition=edition, expansions=ALL, market=market)
            moves = _random_game(config, seed)
            reached = {Phase(state.phase) for state, _action, _steps in moves}
            if reached - seen:
                games.append(moves)
                seen |= reached
    return games


@contextlib.contextmanager
def _no_cycle_collection() -> Iterator[None]:
    """Python's cycle collector paused: while tens of thousands of states are cloned it
    would walk all of them again and again (most of the time the ``games`` took)."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


@pytest.fixture(scope="module")
def games() -> dict[str, list]:
    with _no_cycle_collection():
        return {name: _random_games(ed, range(1, 4)) for name, ed in EDITIONS.items()}


@pytest.fixture(scope="module")
def session_logs(qapp) -> dict[str, list[GameSession]]:
    """Whole games per naming, played by the session (its log folds the Mayor placements
    and the small wharf's loads): a base game and one with all four expansions."""
    out: dict[str, list[GameSession]] = {}
    with _no_cycle_collection():  # the games' states are many: see above
        for name in EDITIONS:
            out[name] = []
            for expansions in ((), tuple(sorted(ALL))):
                session = GameSession(
                    bot_factory=lambda level, seed: make_bot("random", seed),
                    autosave_path=None,
                    bot_delay_ms=0,
                )
                session.paused = True
                seats = [SeatInfo(n, False, "random") for n in NAMES]
                setup = NewGameSetup(seats=seats, edition=name, seed=21, expansions=expansions)
                session.new_game(setup)
                session.play_now(10_000, level="random", seed=5)
                assert session.state.is_terminal()
                out[name].append(session)
    yield out
    for sessions in out.values():
        for session in sessions:
            session.shutdown()


def _texts(edition: Edition, moves_of_games: list, sessions: list[GameSession]) -> list[str]:
    out: list[str] = [line for session in sessions for line in session.log_lines]
    seen = set()
    for moves in moves_of_games:
        explained = set()
        for state, _action, steps in moves:
            seen.add(Phase(state.phase))
            out.append(phases.phase_title(state))
            if not state.is_terminal():
                seat = state.current
                out.append(phases.phase_prompt(state, seat, NAMES))
                out.append(phases.phase_prompt(state, (seat + 1) % state.n, NAMES))
                legal = frozenset(state.legal_actions())
                out.extend(b.text for b in phases.buttons(state, legal, seat))
            else:
                out.append(phases.phase_prompt(state, 0, NAMES))
            for st, seat, step in steps:
                out.append(phases.describe_action(st, seat, step, NAMES))
                if st.phase == Phase.MAYOR and A.is_kind(step, "place") and st.mayor_left == 1:
                    out.append(describe_placements(st, seat, step, NAMES))
            if state.phase not in explained and not state.is_terminal():
                explained.add(state.phase)  # every refusal of this phase, once
                out.extend(reason_text(why, edition) for why in _refusals(state))
    assert seen == set(Phase), f"phases never reached: {set(Phase) - seen}"
    for building in range(len(BUILDINGS)):
        out.append(tooltips.building_tooltip(building, edition, cost_for_you=0, copies_left=1))
    for kind in Role:
        out.append(tooltips.role_tooltip(kind, edition, coins=2))
    for zone in content.ZONES:
        out.append(tooltips.zone_tooltip(zone, edition))
    # every reason the rules give, in words (the arrangement's, the idle roles' …)
    args = {"building": 0, "good": 1, "tile": 1, "role": Role.MAYOR, "cost": 3, "money": 2}
    args["items"] = 2  # the black market's (expansion I)
    for code in Why:
        out.append(reason_text(Reason(code, dict(args, phase=Phase.MAYOR)), edition))
    out.append(rules_html(edition))
    out.extend(section_titles(edition).values())
    # visible text only: no soft hyphens, no HTML tags (anchors are named "colonists")
    return [re.sub(r"<[^>]*>", " ", text.replace(SOFT_HYPHEN, "")) for text in out]


#: The ids whose refusals are put in words: every id of each kind, but for the big kinds
#: (the storehouse's storage, the black market's and the guests' places …) every
#: seventh one — their refusals repeat a few reasons, and asking all would take seconds.
_SAMPLED_IDS = [
    a
    for kind in A.KINDS
    for a in range(A.OFFSET[kind.name], A.OFFSET[kind.name] + kind.size)
    if kind.size <= 128 or (a - A.OFFSET[kind.name]) % 7 == 0
]

#: Every distinct refusal of a state, by the state's id: the states live as long as the
#: module's ``games`` fixture, and their refusals do not depend on the language, so the
#: six language and naming runs ask the engine once (thousands of ids per state).
_REFUSALS: dict[int, list[Reason]] = {}


def _refusals(state: GameState) -> list[Reason]:
    found = _REFUSALS.get(id(state))
    if found is None:
        legal = set(state.legal_actions())
        reasons = {}  # the same reason reads the same: each put in words once
        for action in _SAMPLED_IDS:
            if action not in legal:
                why = state.why_illegal(action)
                reasons[(why.code, tuple(sorted(why.args.items())))] = why
        found = _REFUSALS[id(state)] = list(reasons.values())
    return found


def _around(match: re.Match[str], text: str) -> str:
    return f"{match.group(0)!r} in …{text[max(0, match.start() - 60) : match.end() + 60]}…"


def _naming_cases() -> list:
    """Each language and each naming by default (three of the six pairs: the default run
    stays under two minutes); all six in the slow run."""
    default = {("1897", "de"), ("classic", "en"), ("1897", "nl")}
    return [
        (naming, lang)
        if (naming, lang) in default
        else pytest.param(naming, lang, marks=pytest.mark.slow)
        for naming in ("1897", "classic")
        for lang in ("en", "de", "nl")
    ]


@pytest.mark.parametrize(("naming", "lang"), _naming_cases())
def test_each_naming_speaks_its_own_words(translations, games, session_logs, lang, naming):
    translations.set_language(lang)
    edition = EDITIONS[naming]
    texts = _texts(edition, games[naming], session_logs[naming])
    assert len(texts) > 2000
    foreign = _pattern(CLASSIC_ONLY[lang] if naming == "1897" else E1897_ONLY[lang])
    wrong = sorted({_around(m, text) for text in texts for m in foreign.finditer(text)})
    assert wrong == [], "\n".join(wrong[:30])
    # and the naming's own words are there
    own = _pattern(E1897_ONLY[lang] if naming == "1897" else CLASSIC_ONLY[lang])
    assert sum(bool(own.search(text)) for text in texts) > 100


@pytest.mark.parametrize(
    ("lang", "naming", "expected"),
    [
        ("de", "1897", ["1 Frucht", "3 Früchte", "1 Mais", "3 Mais"]),
        ("de", "classic", ["1 Indigo", "3 Indigo", "1 Mais", "3 Mais"]),
        ("en", "1897", ["1 fruit", "3 fruit", "1 corn", "3 corn"]),
        ("nl", "1897", ["1 fruit", "3 fruit", "1 maïs", "3 maïs"]),
    ],
)
def test_goods_are_counted_in_good_grammar(translations, lang, naming, expected):
    from puertorico_qt.gui import names as N

    translations.set_language(lang)
    ed = EDITIONS[naming]
    assert [N.n_goods(1, 1, ed), N.n_goods(3, 1, ed), N.n_goods(1, 0, ed), N.n_goods(3, 0, ed)] == (
        expected
    )


def test_the_last_round_is_a_durchgang_in_german_1897(translations) -> None:
    """German 1897 headed each round "Durchgang" and then said the game ends "nach dieser
    Runde" and "letzte Runde" in the title: those phrases follow the naming now."""
    translations.set_language("de")
    try:
        for edition, last, after in (
            (Edition.E1897, "letzter Durchgang", "nach diesem Durchgang"),
            (Edition.CLASSIC, "letzte Runde", "nach dieser Runde"),
        ):
            state = engine.new_game(engine.GameConfig(players=3, edition=edition), seed=3)
            state.end_triggered = True
            assert phases.phase_title(state).endswith(f" · {last}")
            ending = phases.Ending(phases.EndCause.CHIPS_USED_UP, -1)
            assert phases.describe_ending(ending, edition).endswith(f"{after}.")
            assert after in tooltips.zone_tooltip("vp_supply", edition)
    finally:
        translations.set_language("en")


@pytest.mark.parametrize(
    ("lang", "naming", "captain", "craftsman", "settler"),
    [
        ("de", "classic", "Kapitänphase", "Aufseherphase", "Siedlerphase"),
        ("de", "1897", "Lieferphase", "Produktionsphase", "Pflanzphase"),
        ("nl", "classic", "Kapiteinsfase", "Opzichterfase", "Landbouwfase"),
        ("en", "1897", "Captain phase", "Craftsman phase", "Planter phase"),
    ],
)
def test_phases_have_the_rulebooks_names(translations, lang, naming, captain, craftsman, settler):
    """A phase is named as its rulebook names it, not the role's name plus "phase"
    (German 1897 said "Produzentphase", Dutch "Kapiteinfase"): in titles and sentences."""
    from puertorico_qt.gui import names as N

    translations.set_language(lang)
    try:
        ed = EDITIONS[naming]
        assert [N.phase_name(r, ed) for r in (Role.CAPTAIN, Role.CRAFTSMAN, Role.SETTLER)] == [
            captain,
            craftsman,
            settler,
        ]
        state = engine.new_game(engine.GameConfig(players=3, edition=ed), seed=3)
        state.phase, state.role = Phase.CAPTAIN, Role.CAPTAIN  # the title reads only these
        assert phases.phase_title(state).endswith(captain)
        text = reason_text(Reason(Why.STORE_ONLY_AFTER_CAPTAIN, {"role": Role.CAPTAIN}), ed)
        assert captain in text
    finally:
        translations.set_language("en")


def test_the_1897_fruit_depots_show_fruit(qapp) -> None:
    """The indigo plants are fruit depots in 1897: their picture and card colour are the
    fruit's (they showed the indigo drop on blue beside apples everywhere else)."""
    from puertorico_qt.engine.data import BUILDING_INDEX
    from puertorico_qt.gui import names as N
    from puertorico_qt.gui.table.art import GOOD_COLORS
    from puertorico_qt.gui.table.delegate_base import _building_colors
    from puertorico_qt.paths import resource

    for name in ("small_indigo_plant", "indigo_plant"):
        b = BUILDING_INDEX[name]
        assert N.building_art(b, Edition.CLASSIC) == "production_indigo"
        fruit = N.building_art(b, Edition.E1897)
        assert fruit == "production_fruit" and resource("buildings", fruit + ".svg").is_file()
        assert _building_colors(b, "buildings/" + fruit)[1] == GOOD_COLORS["fruit"].darker(150)
    sugar = BUILDING_INDEX["sugar_mill"]
    assert N.building_art(sugar, Edition.E1897) == N.building_art(sugar, Edition.CLASSIC)
