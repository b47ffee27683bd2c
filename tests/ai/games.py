"""Games for the bots' tests, shared by the base game's and the expansions' files: bots
with tiny budgets (strength is measured by ``bench/ai_strength.py``, not by tests),
whole games through each seat's observation, and mid-game positions reached by the
Normal rules."""

from __future__ import annotations

import random

from puertorico_qt import engine
from puertorico_qt.ai import make_bot
from puertorico_qt.ai.base import Bot
from puertorico_qt.ai.expert import ExpertBot
from puertorico_qt.ai.ismcts import HardBot, SearchConfig
from puertorico_qt.ai.normal import NormalPolicy
from puertorico_qt.engine import Phase, observe


def small_bot(name: str, seed: int, search: SearchConfig, expert_iterations: int) -> Bot:
    """The bot ``name``; the searching ones with the budget given."""
    if name == "hard":
        return HardBot(seed, search)
    if name == "expert":
        return ExpertBot(
            seed, workers=2, iterations_per_worker=expert_iterations, use_processes=False
        )
    return make_bot(name, seed)


def play(state: engine.GameState, bots: list[Bot]) -> int:
    """Play to the end through each seat's observation: every answer legal, the game
    finite, the components conserved.  Returns the number of decisions."""
    decisions = 0
    while not state.is_terminal():
        seat = state.current_player
        action = bots[seat].choose(observe(state, seat))
        assert action in state.legal_actions()
        state.apply(action)
        decisions += 1
        assert decisions < 5000
    assert engine.check_invariants(state) == []
    return decisions


def advance(state: engine.GameState, steps: int, seed: int = 0) -> engine.GameState:
    """Play ``steps`` decisions with the Normal rules (a realistic mid-game position)."""
    policy = NormalPolicy(0.0, random.Random(seed))
    for _ in range(steps):
        if state.is_terminal():
            break
        state.apply(policy.act(state))
    return state


def advance_to(state: engine.GameState, phase: Phase, seed: int = 0) -> engine.GameState:
    """Play with the Normal rules until ``phase`` asks a real question (two answers or more)."""
    policy = NormalPolicy(0.0, random.Random(seed))
    while state.phase != phase or len(state.legal_actions()) < 2:
        assert not state.is_terminal()
        state.apply(policy.act(state))
    return state


def hidden_twin(state: engine.GameState, seat: int) -> engine.GameState:
    """The same table as ``seat`` sees it, with every fact hidden from ``seat`` changed:
    another face-down pile order and game RNG and, with hidden VP chips, the others'
    chips moved between them (the no-peeking tests)."""
    twin = state.clone()
    random.Random(99).shuffle(twin.pile)
    twin.rng = 123456789
    if state.config.hidden_vp:
        others = [i for i in range(state.n) if i != seat]
        moved = twin.players[others[0]].vp
        twin.players[others[0]].vp = 0
        twin.players[others[-1]].vp += moved
    twin._legal = None
    return twin
