"""Whole random games with the 1897 expansions I (new buildings, forests, the draft) and
II (nobles), each alone and both together, III (smuggler) with IV (festival), and all
four, for every player count.

The same checks as the base game's property runs (``test_properties.play_checked``):
after every decision every component is accounted for — nobles and forests too —, the
current player has a legal action, every legal action survives the notation and the id
round trips; at sampled points the state survives JSON and illegal ids are refused
without a trace.  A replay one primitive step at a time checks the steps ``apply`` chains.

The default run plays three games per table; the ``slow`` run one more, and 1000 per
player count and expansion set (the random set of buildings, the draft for one game in ten).
"""

from __future__ import annotations

import pytest

from puertorico_qt.engine import Edition

from .test_properties import play_checked, replay_decisions, replay_step_by_step, run_seeds_parallel

SETS = {
    "buildings": ("buildings",),
    "nobles": ("nobles",),
    "both": ("buildings", "nobles"),
    "smuggler_festival": ("smuggler", "festival"),
    "all": ("buildings", "nobles", "smuggler", "festival"),
}
PLAYERS = (2, 3, 4, 5)


def _market(expansions: tuple[str, ...], seed: int) -> str:
    """The draft for one game in ten, a random legal set otherwise (the base set would
    leave the new buildings out)."""
    if "buildings" not in expansions:
        return "base"
    return "draft" if seed % 10 == 0 else "random"


def play(players: int, expansions: tuple[str, ...], seed: int, **checks: int):
    edition = Edition.E1897 if seed % 2 else Edition.CLASSIC
    return play_checked(
        players,
        edition,
        seed,
        expansions=expansions,
        market=_market(expansions, seed),
        **checks,
    )


def _random_games(players: int, name: str, seeds: range) -> None:
    """Every game replayed: the even seeds (classic) step by step, the odd ones (1897)
    by their decisions alone."""
    expansions = SETS[name]
    for seed in seeds:
        game = play(players, expansions, seed)
        if seed % 2 == 0:
            replay_step_by_step(game)
        else:
            assert replay_decisions(game) == game.state


@pytest.mark.parametrize("players", PLAYERS)
@pytest.mark.parametrize("name", list(SETS))
def test_random_games_with_expansions(players: int, name: str) -> None:
    # seed 0: classic (the draft with the new buildings); 1: 1897
    _random_games(players, name, range(2))


@pytest.mark.slow
@pytest.mark.parametrize("players", PLAYERS)
@pytest.mark.parametrize("name", list(SETS))
def test_random_games_with_expansions_more(players: int, name: str) -> None:
    _random_games(players, name, range(2, 4))


def run_expansion_seeds(players: int, name: str, first: int, last: int) -> None:
    """The slow run's work for one range of seeds (also a worker's entry point)."""
    for seed in range(first, last):
        game = play(players, SETS[name], seed, json_every=97, illegal_every=41, illegal_tries=2)
        if seed % 50 == 0:
            replay_step_by_step(game)


@pytest.mark.slow
@pytest.mark.timeout(1800)
@pytest.mark.parametrize("players", PLAYERS)
@pytest.mark.parametrize("name", list(SETS))
def test_random_games_with_expansions_many(players: int, name: str) -> None:
    run_seeds_parallel(players, 0, range(1000, 2000), f"expansions:{name}")
