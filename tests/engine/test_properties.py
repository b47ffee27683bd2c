"""Properties of whole random games, for every player count and both editions.

After every decision: every component is accounted for (``check_invariants``), the
current player has a legal action, every legal action survives notation and
int <-> value round trips; at sampled points the state survives JSON, and random
illegal ids are refused without touching the state. Every game ends within a bound.
A replay one primitive step at a time (forced steps included) checks the invariants
between the steps that ``apply`` chains together.

The default run plays 8 games per (players, edition); the ``slow`` run 12 more and 1000.
"""

from __future__ import annotations

import itertools
import json
import os
import random
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from puertorico_qt import engine
from puertorico_qt.engine import Edition, GameState, IllegalActionError, Phase
from puertorico_qt.engine.actions import N_ACTIONS, ROLE
from puertorico_qt.engine.state import _LEGAL, _legal_now, apply_step

from .positions import CONFIG_IDS, CONFIGS, EDITIONS, new, play_random, random_action

#: No game takes this many decisions (random games take ~150-600).
MAX_DECISIONS = 5000

# Notation and encoding depend only on the action id and the game's role cards and ships
# (and, for "role X" with two cards of a kind, which are still free). A key checked once
# need not be checked again: the functions are pure, and the property runs stay fast.
_checked_notation: set[tuple] = set()


def check_notation(s: GameState, legal: list[int]) -> None:
    cards, ships = s.role_cards, s.ship_cap
    free = tuple(t < 0 for t in s.role_taken) if s.phase == Phase.ROLE else ()
    for a in legal:
        key = (a, cards, ships, free if a < ROLE + 15 else ())
        if key in _checked_notation:
            continue
        text = s.format_action(a)
        assert s.parse_action(text) == a, (a, text)
        assert s.parse_action(text.upper()) == a
        assert s.parse_action(f"  {text}  ") == a
        assert engine.encode(engine.decode(a)) == a
        _checked_notation.add(key)


def check_json(s: GameState) -> None:
    d = s.to_dict()
    loaded = GameState.from_dict(d)
    assert loaded == s
    through_text = GameState.from_dict(json.loads(json.dumps(d)))
    assert through_text == s
    assert through_text.legal_actions() == s.legal_actions()
    assert through_text.current_player == s.current_player


def check_illegal(s: GameState, rng: random.Random, tries: int) -> None:
    legal = set(s.legal_actions())
    before = s.to_dict()
    for _ in range(tries):
        a = rng.randrange(-1, N_ACTIONS + 1)
        if a in legal:
            continue
        with pytest.raises(IllegalActionError) as info:
            s.apply(a)
        assert str(info.value)  # a reason is given
        assert s.to_dict() == before
        assert set(s.legal_actions()) == legal


@dataclass
class Game:
    state: GameState
    start: dict
    log: list[tuple[int, int]]
    decisions: list[bool]  # per log entry: asked (True) or forced (False)


def play_checked(
    players: int,
    edition: Edition,
    seed: int,
    *,
    json_every: int = 29,
    illegal_every: int = 13,
    illegal_tries: int = 3,
    expansions: tuple[str, ...] = (),
    market: str = "base",
) -> Game:
    """A complete random game with every check after every decision."""
    s = new(players, seed=seed, edition=edition, expansions=expansions, market=market)
    start = s.to_dict()
    rng = random.Random(seed * 7919 + players * 31 + edition)
    log: list[tuple[int, int]] = []
    decisions: list[bool] = []
    assert engine.check_invariants(s) == []
    n_decisions = 0
    while not s.is_terminal():
        legal = s.legal_actions()
        assert legal, "the current player has no legal action"
        # Steps without a choice were played by the engine: nobody is asked to pick
        # from a single action.
        assert len(legal) >= 2
        assert 0 <= s.current_player < players
        assert len(set(legal)) == len(legal)
        check_notation(s, legal)
        if n_decisions % json_every == 0:
            check_json(s)
        if n_decisions % illegal_every == 0:
            check_illegal(s, rng, illegal_tries)
        action = legal[rng.randrange(len(legal))]
        before = len(log)
        s.apply(action, log)
        decisions += [True] + [False] * (len(log) - before - 1)
        problems = engine.check_invariants(s)
        assert problems == [], (seed, n_decisions, problems)
        n_decisions += 1
        assert n_decisions < MAX_DECISIONS, "the game does not end"
    # The end.
    assert s.current_player == -1 and s.legal_actions() == []
    check_json(s)
    check_illegal(s, rng, 2)
    winners = engine.winners(s)
    assert winners and sum(s.returns()) == pytest.approx(1.0)
    assert len(s.scores()) == players
    assert s.end_triggered
    return Game(s, start, log, decisions)


def replay_step_by_step(game: Game) -> None:
    """Re-apply the log one primitive step at a time (no forced-step chaining)."""
    s = GameState.from_dict(game.start)
    for (seat, action), asked in zip(game.log, game.decisions, strict=True):
        assert s.current == seat
        legal = _legal_now(s) if s.config.expansions else _LEGAL[s.phase](s)
        assert action in legal
        if not asked:
            assert legal == [action], "a logged forced step had alternatives"
        apply_step(s, action)
        problems = engine.check_invariants(s)
        assert problems == [], problems
    assert s == game.state


def replay_decisions(game: Game) -> GameState:
    """Same config and seed, same decisions: the same game."""
    s = GameState.from_dict(game.start)
    log: list[tuple[int, int]] = []
    for (_, action), asked in zip(game.log, game.decisions, strict=True):
        if asked:
            s.apply(action, log)
    assert log == game.log
    return s


# --------------------------------------------------------------------------- default run

#: Games per table in the default run; the ``slow`` run plays seeds up to ``MORE_GAMES``
#: too (and then a thousand more, below).
DEFAULT_GAMES = 6
MORE_GAMES = 20


def _random_games(players: int, edition: Edition, seeds: range) -> None:
    for seed in seeds:
        game = play_checked(players, edition, seed)
        if seed < 3:
            replay_step_by_step(game)
        if seed == 3:
            assert replay_decisions(game) == game.state


def test_random_games(players, edition):
    _random_games(players, edition, range(DEFAULT_GAMES))


@pytest.mark.slow
def test_random_games_more(players, edition):
    _random_games(players, edition, range(DEFAULT_GAMES, MORE_GAMES))


def run_seeds(players: int, edition: int, first: int, last: int, mode: str) -> None:
    """The slow runs' work for one range of seeds (also the entry point of a worker)."""
    if mode.startswith("expansions:"):
        from .test_expansion_games import run_expansion_seeds

        run_expansion_seeds(players, mode.partition(":")[2], first, last)
        return
    for seed in range(first, last):
        if mode == "many":
            play_checked(
                players, Edition(edition), seed, json_every=97, illegal_every=41, illegal_tries=2
            )
        else:
            game = play_checked(players, Edition(edition), seed, json_every=499, illegal_every=499)
            replay_step_by_step(game)


ROOT = Path(__file__).resolve().parents[2]
_WORKER = (
    "import sys; sys.path.insert(0, sys.argv[1]); "
    "from tests.engine.test_properties import run_seeds; "
    "run_seeds(int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5]), sys.argv[6])"
)


def run_seeds_parallel(players: int, edition: Edition, seeds: range, mode: str) -> None:
    """``run_seeds`` split over one worker process per available core (CI machines have
    several; the games are independent). One core: in this process."""
    try:
        cores = len(os.sched_getaffinity(0))
    except AttributeError:  # not Linux
        cores = os.cpu_count() or 1
    workers = max(1, min(8, cores))
    if workers == 1:
        run_seeds(players, int(edition), seeds.start, seeds.stop, mode)
        return
    bounds = [seeds.start + len(seeds) * i // workers for i in range(workers + 1)]
    procs = [
        subprocess.Popen(
            [
                sys.executable,
                "-c",
                _WORKER,
                str(ROOT),
                str(players),
                str(int(edition)),
                str(lo),
                str(hi),
                mode,
            ],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for lo, hi in itertools.pairwise(bounds)
    ]
    failures = []
    for proc in procs:
        _, err = proc.communicate()
        if proc.returncode:
            failures.append(err[-6000:])
    assert not failures, "\n".join(failures)


#: Seeds per table in the slow run: 1,000 games per player count of the classic edition;
#: the 1897 edition differs in a few set-up and scoring details (the 5-player VP supply,
#: the large buildings' bonuses) and in names (the GUI's), so a quarter of that samples
#: it (CI's time).
MANY_SEEDS = {Edition.CLASSIC: range(1000, 2000), Edition.E1897: range(1000, 1250)}


@pytest.mark.slow
def test_random_games_many(players, edition):
    run_seeds_parallel(players, edition, MANY_SEEDS[edition], "many")


@pytest.mark.slow
def test_random_games_step_by_step_many(players, edition):
    run_seeds_parallel(players, edition, range(5000, 5100), "steps")


# --------------------------------------------------------------------------- hypothesis

HYPOTHESIS = settings(
    deadline=None,
    database=None,  # no .hypothesis directory from the engine tests
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)

#: A game drawn by hypothesis: the table, the seed, and ``data`` for the decisions.
GAMES = {
    "players": st.integers(2, 5),
    "edition": st.sampled_from(EDITIONS),
    "seed": st.integers(0, 2**32 - 1),
    "data": st.data(),
}


def drive(players: int, edition: Edition, seed: int, data: st.DataObject, steps: int) -> None:
    s = new(players, seed=seed, edition=edition)
    for _ in range(steps):
        if s.is_terminal():
            break
        legal = s.legal_actions()
        assert legal
        a = data.draw(st.sampled_from(legal))
        s.apply(a)
        assert engine.check_invariants(s) == []
    # Finish the game at random so that the late game is covered too.
    rng = random.Random(seed)
    for _ in range(MAX_DECISIONS):
        if s.is_terminal():
            break
        s.apply(random_action(s, rng))
        assert engine.check_invariants(s) == []
    assert s.is_terminal()
    assert GameState.from_dict(json.loads(json.dumps(s.to_dict()))) == s


@settings(HYPOTHESIS, max_examples=25)
@given(**GAMES)
def test_hypothesis_action_sequences(players, edition, seed, data):
    drive(players, edition, seed, data, steps=150)


@pytest.mark.slow
@settings(HYPOTHESIS, max_examples=300)
@given(**GAMES)
def test_hypothesis_action_sequences_many(players, edition, seed, data):
    drive(players, edition, seed, data, steps=300)


# --------------------------------------------------------------------------- reproducibility


@pytest.mark.parametrize(("players", "edition"), CONFIGS[::3], ids=CONFIG_IDS[::3])
def test_same_seed_and_actions_give_the_same_states(players, edition):
    a = new(players, seed=42, edition=edition)
    b = new(players, seed=42, edition=edition)
    assert a == b
    rng = random.Random(5)
    for _ in range(10_000):
        if a.is_terminal():
            break
        action = random_action(a, rng)
        a.apply(action)
        b.apply(action)
        assert a == b
        assert a.rng == b.rng and a.pile == b.pile
    assert a.is_terminal() and b.is_terminal()


def test_different_seeds_deal_different_piles():
    piles = {tuple(new(4, seed=seed).pile) for seed in range(20)}
    assert len(piles) == 20


def test_clone_is_independent():
    s = new(3, seed=3)
    play_random(s, random.Random(1), 60)
    c = s.clone()
    assert c == s
    play_random(c, random.Random(2), 40)
    assert c != s
    assert engine.check_invariants(s) == []


# --------------------------------------------------------------------------- observation


def _mid_game(players=4, hidden_vp=False, seed=11, decisions=180):
    s = new(players, seed=seed, hidden_vp=hidden_vp)
    play_random(s, random.Random(seed), decisions)
    assert not s.is_terminal()
    return s


def test_observation_hides_the_pile_order_and_the_rng():
    s = _mid_game()
    t = s.clone()
    random.Random(3).shuffle(t.pile)
    t.rng ^= 0xDEADBEEF
    assert t != s
    for seat in range(4):
        assert engine.observe(s, seat) == engine.observe(t, seat)
    obs = engine.observe(s, 0)
    assert sorted(obs.public.pile) == sorted(s.pile)  # the contents are public
    assert obs.to_dict()["plantation_pile"] == {"hidden": True, "count": len(s.pile)}
    assert obs.to_dict()["rng"] is None


def test_observation_sees_the_public_table():
    s = _mid_game()
    t = s.clone()
    t.players[2].doubloons += 1  # money lies open on the table
    assert engine.observe(s, 0) != engine.observe(t, 0)


def test_hidden_vp_hides_the_other_players_chips():
    s = _mid_game(hidden_vp=True)
    seat = 1
    others = [i for i in range(4) if i != seat]
    giver, taker = others[0], others[1]
    s.players[giver].vp += 5
    s.vp_supply -= 5
    t = s.clone()
    # Move a chip between two other players: the total stays, the split is hidden.
    t.players[giver].vp -= 1
    t.players[taker].vp += 1
    obs = engine.observe(s, seat)
    assert obs == engine.observe(t, seat)
    assert obs.public.players[seat].vp == s.players[seat].vp  # one's own chips are known
    assert all(obs.public.players[i].vp == 0 for i in others)
    assert obs.hidden_vp_total == sum(s.players[i].vp for i in others)
    assert all(obs.to_dict()["players"][i]["vp"] is None for i in others)
    # The giver and the taker themselves see the difference.
    assert engine.observe(s, giver) != engine.observe(t, giver)


def test_open_vp_are_visible():
    s = _mid_game(hidden_vp=False)
    t = s.clone()
    t.players[0].vp += 1
    t.vp_supply -= 1
    assert engine.observe(s, 2) != engine.observe(t, 2)


def test_hidden_vp_are_revealed_when_the_game_is_over():
    s = _mid_game(hidden_vp=True)
    play_random(s, random.Random(8), 10_000)
    assert s.is_terminal()
    obs = engine.observe(s, 0)
    assert obs.hidden_vp_seats == ()
    assert [p.vp for p in obs.public.players] == [p.vp for p in s.players]


def test_determinized_state_matches_the_observation():
    s = _mid_game(hidden_vp=True)
    for seat in range(4):
        obs = engine.observe(s, seat)
        for k in range(3):
            d = obs.determinize(random.Random(k))
            assert engine.check_invariants(d) == []
            assert engine.observe(d, seat) == obs
            assert d.legal_actions() == s.legal_actions()


def test_observation_legal_actions_are_the_states():
    s = _mid_game(players=5, seed=4, decisions=120)
    assert engine.observe(s, 3).legal_actions() == s.legal_actions()
