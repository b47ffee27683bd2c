"""Whole random card games, with every check after every decision.

After every action: every card is accounted for (``check_invariants``), the current
player has at least two legal actions (forced steps are played by the engine), and
the game ends within a bound.  At sampled points: the notation round trip of each
legal action, the JSON round trip, a clone that does not follow the game, random
illegal ids refused without touching the state, and ``observe`` / ``determinize``.

The default run plays ``DEFAULT_GAMES`` games per player count (half with the variant
set-up), and ``EXPANSION_GAMES`` with the expansion "Die neuen Gebäude"; the ``slow``
run 1000 per player count and set-up, and 1000 per player count with the expansion,
spread over processes.
"""

from __future__ import annotations

import itertools
import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from puertorico_qt import cards
from puertorico_qt.cards import CardConfig, CardState, IllegalActionError, Reason
from puertorico_qt.cards.actions import N_ACTIONS

#: No game takes this many decisions (random games take ~250-400).
MAX_DECISIONS = 20_000
DEFAULT_GAMES = 60  # the slow run plays 1,000 more per player count and set-up
EXPANSION_GAMES = 30  # with "buildings"; the slow run 1,000 more per player count
BUILDINGS = ("buildings",)

_checked_notation: set[int] = set()


def play_checked(
    players: int,
    variant: bool,
    seed: int,
    *,
    sample: int = 101,
    expansions: tuple[str, ...] = (),
) -> CardState:
    """A complete random game with every check after every decision and the costly
    ones every ``sample`` decisions."""
    s = cards.new_game(CardConfig(players=players, variant=variant, expansions=expansions), seed)
    rng = random.Random(seed * 7919 + players * 31 + variant)
    check = cards.check_invariants
    check(s)
    decisions = 0
    offset = seed % sample
    while not s.is_terminal():
        legal = s.legal_actions()
        assert len(legal) >= 2, (seed, s.phase, legal)
        if decisions % sample == offset:
            _sampled_checks(s, legal, rng)
        s.apply(legal[int(rng.random() * len(legal))])
        check(s)
        decisions += 1
        assert decisions < MAX_DECISIONS, "the game does not end"
    assert s.current_player == -1 and s.legal_actions() == []
    assert sum(s.returns()) == pytest.approx(1.0)
    assert len(s.scores()) == players and cards.winners(s)
    assert CardState.from_dict(json.loads(json.dumps(s.to_dict()))) == s
    return s


def _sampled_checks(s: CardState, legal: list[int], rng: random.Random) -> None:
    for a in legal:
        if a not in _checked_notation:
            text = s.format_action(a)
            assert s.parse_action(text) == a and s.parse_action(f" {text.upper()} ") == a
            _checked_notation.add(a)
    # JSON round trip
    loaded = CardState.from_dict(json.loads(json.dumps(s.to_dict())))
    assert loaded == s and loaded.legal_actions() == legal
    # a clone is independent
    twin = s.clone()
    twin.apply(legal[0])
    assert twin != s and s.legal_actions() == legal
    # illegal ids are refused and change nothing
    before = s.to_dict()
    for _ in range(2):
        a = rng.randrange(-2, N_ACTIONS + 2)
        if a in legal:
            continue
        with pytest.raises(IllegalActionError) as info:
            s.apply(a)
        assert info.value.reason != Reason.LEGAL and str(info.value)
    assert s.to_dict() == before
    # the observer at the table sees his own legal actions; a determinisation is a game
    seat = s.current_player
    obs = cards.observe(s, seat)
    assert obs.legal_actions() == legal
    world = obs.determinize(rng)
    cards.check_invariants(world)
    assert world.legal_actions() == legal
    other = (seat + 1) % s.n
    cards.check_invariants(cards.observe(s, other).determinize(rng))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games(players: int) -> None:
    for seed in range(DEFAULT_GAMES):
        play_checked(players, seed % 2 == 1, seed)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_with_the_new_buildings(players: int) -> None:
    for seed in range(EXPANSION_GAMES):
        play_checked(players, seed % 2 == 1, seed, expansions=BUILDINGS)


def test_replay_from_seed_and_decisions_is_the_same_game() -> None:
    """Same config, seed and decisions: the same game (no hidden clock or global RNG)."""
    config = CardConfig(players=3, variant=True)
    a, b = cards.new_game(config, 11), cards.new_game(config, 11)
    rng = random.Random(5)
    while not a.is_terminal():
        action = a.legal_actions()[rng.randrange(len(a.legal_actions()))]
        a.apply(action)
        b.apply(action)
        assert a == b
    assert cards.new_game(config, 12) != cards.new_game(config, 11)


# --------------------------------------------------------------------------- slow

ROOT = Path(__file__).resolve().parents[2]
_WORKER = (
    "import sys; sys.path.insert(0, sys.argv[1]); "
    "from tests.cards.test_random_games import run_seeds; "
    "run_seeds(int(sys.argv[2]), sys.argv[3] == '1', int(sys.argv[4]), int(sys.argv[5]), "
    "tuple(e for e in sys.argv[6].split(',') if e))"
)


def run_seeds(
    players: int, variant: bool, first: int, last: int, expansions: tuple[str, ...] = ()
) -> None:
    """The slow run's work for one range of seeds (also a worker process's entry)."""
    for seed in range(first, last):
        play_checked(players, variant, seed, sample=53, expansions=expansions)


def run_seeds_parallel(
    players: int, variant: bool, seeds: range, expansions: tuple[str, ...] = ()
) -> None:
    """``run_seeds`` split over one process per available core (at most 8)."""
    try:
        cores = len(os.sched_getaffinity(0))
    except AttributeError:  # not Linux
        cores = os.cpu_count() or 1
    workers = max(1, min(8, cores))
    if workers == 1:
        run_seeds(players, variant, seeds.start, seeds.stop, expansions)
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
                str(int(variant)),
                str(lo),
                str(hi),
                ",".join(expansions),
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


@pytest.mark.slow
@pytest.mark.timeout(1800)
@pytest.mark.parametrize("variant", [False, True], ids=["base", "variant"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_many(players: int, variant: bool) -> None:
    run_seeds_parallel(players, variant, range(1000, 2000))


@pytest.mark.slow
@pytest.mark.timeout(1800)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_many_with_the_new_buildings(players: int) -> None:
    """1,000 games per player count with the expansion, half with the variant set-up."""
    run_seeds_parallel(players, False, range(1000, 1500), BUILDINGS)
    run_seeds_parallel(players, True, range(1500, 2000), BUILDINGS)
