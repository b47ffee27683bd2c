"""The card bots with the expansion *Die neuen Gebäude*: whole games at every level, the
Amtsstube's swap, the Bank, the Kathedrale, the Residenz's groups, the Zollamt's
price, and no peeking at the Bank's and Hafen's piles or the Zollamt's good.

The helpers are the card bots' tests' (``test_cards_bots``); positions are reached by
the Normal rules and then given the hand or city a rule is about.
"""

from __future__ import annotations

import random

import pytest

from puertorico_qt import cards
from puertorico_qt.ai.cards.build import build_scores
from puertorico_qt.ai.cards.expansion import BANK_VP, held_vp, sale_price
from puertorico_qt.ai.cards.guide import AUTO_PHASES, SEARCHED_PHASES, CardGuide
from puertorico_qt.ai.cards.hand import kind_worths
from puertorico_qt.ai.cards.pace import Pace, pace_of
from puertorico_qt.ai.cards.policy import CardPolicy
from puertorico_qt.ai.cards.round_start import bank_plan, draw_worth, office_plan
from puertorico_qt.ai.cards.values import CityStats, build_gain, effective_cost, estimates
from puertorico_qt.cards import CardConfig, CardPhase, CardState, observe
from puertorico_qt.cards.actions import A_BUILD, A_PASS, A_SWAP
from puertorico_qt.cards.data import (
    CARD_INDEX,
    CATHEDRAL,
    CUSTOMS_OFFICE,
    IS_PRODUCTION,
    N_KINDS,
    RESIDENCE,
    TRADING_TILES,
)
from puertorico_qt.cards.effects import SCORE_BONUS
from puertorico_qt.cards.state import CardPlayer

from .test_cards_bots import SMALL, _player, advance, play, small_bot

XP = ("buildings",)
LATE = Pace(1.0, 1.0, 0.2, 0.2, 0.3, False, 4)
EARLY = Pace(12.0, 12.0, 0.6, 0.6, 6.0, False, 4)


def xp_game(players: int, seed: int, variant: bool = False) -> CardState:
    return cards.new_game(CardConfig(players=players, variant=variant, expansions=XP), seed)


def reach(phase: CardPhase, seed: int = 0, players: int = 4) -> CardState:
    """The first position of a Normal game (seeds from ``seed`` on) where ``phase`` asks
    a real question."""
    policy = CardPolicy(0.0, random.Random(seed))
    for game in range(seed, seed + 40):
        state = xp_game(players, game)
        while not state.is_terminal():
            if state.phase == phase and len(state.legal_actions()) > 1:
                return state
            state.apply(policy.act(state))
    raise AssertionError(f"no {phase.name} in 40 games")


def set_hand(s: CardState, p: CardPlayer, hand: list[str]) -> None:
    """Give ``p`` of ``s`` this hand (the state's cached legal actions are dropped)."""
    s._legal = None
    p.hand = [0] * N_KINDS
    for c in hand:
        p.hand[CARD_INDEX[c]] += 1
    p.hand_n = len(hand)


def add_city(p: CardPlayer, *names: str) -> None:
    for name in names:
        kind = CARD_INDEX[name]
        p.city.append(kind)
        p.goods.append(-1)
        if not IS_PRODUCTION[kind]:
            p.mask |= 1 << kind


# --------------------------------------------------------------------------- whole games


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_level_plays_whole_games_with_the_expansion(players: int) -> None:
    levels = ("random", "beginner", "normal", "hard")
    for game in range(2):
        names = [levels[(game + i) % len(levels)] for i in range(players)]
        state = xp_game(players, 70 + 10 * players + game, variant=game == 1)
        play(state, [small_bot(name, seed=i) for i, name in enumerate(names)])
        assert state.xp is not None


def test_normal_beats_random_bots_with_the_expansion() -> None:
    wins = 0.0
    for game in range(4):
        state = xp_game(4, 300 + game)
        bots = [small_bot("random", game * 10 + i) for i in range(4)]
        seat = game % 4
        bots[seat] = small_bot("normal", game)
        play(state, bots)
        wins += state.returns()[seat]
    assert wins >= 3


def test_the_expansions_decisions_are_answered_by_rule_and_the_builds_searched() -> None:
    assert {CardPhase.OFFICE, CardPhase.BANK} <= AUTO_PHASES
    assert CardPhase.BUILD in SEARCHED_PHASES


# --------------------------------------------------------------------------- Amtsstube


def test_the_office_swaps_a_poor_hand_and_keeps_a_good_one() -> None:
    state = reach(CardPhase.OFFICE)
    p = state.players[state.current]
    pace = pace_of(state)
    owned = [k for k in p.city if not IS_PRODUCTION[k]]
    junk = cards.data.CARD_IDS[owned[0]]  # a second copy of an owned violet building
    set_hand(state, p, [junk, junk, "library"])
    plan = office_plan(state, pace)
    assert plan == [CARD_INDEX[junk]] * 2
    assert draw_worth(state, pace) > pace.card
    policy = CardPolicy()
    assert policy.act(state) == A_SWAP + CARD_INDEX[junk]
    # Only copies worth less than a fresh card go, never the hand's best building.
    set_hand(state, p, ["library", "prefecture", "statue", "indigo_plant", "sugar_mill"])
    worths = dict((k, min(ws)) for k, ws in kind_worths(p, pace).items())
    plan = office_plan(state, pace)
    assert CARD_INDEX["library"] not in plan or p.mask >> CARD_INDEX["library"] & 1
    assert all(worths[k] < draw_worth(state, pace) for k in plan)
    # At the very end a fresh card is money only: nothing is swapped for one.
    assert office_plan(state, Pace(0.1, 0.1, 0.02, 0.02, 0.0, False, 4)) == []


def test_a_swap_sequence_is_followed_and_ends() -> None:
    state = reach(CardPhase.OFFICE, seed=3)
    seat = state.current
    before = state.players[seat].hand_n
    CardPolicy().play(state)
    assert state.phase != CardPhase.OFFICE or state.current != seat
    assert state.players[seat].hand_n == before or state.phase == CardPhase.GAME_OVER


# --------------------------------------------------------------------------- Bank


def test_the_bank_waits_early_and_tucks_late_keeping_a_planned_build() -> None:
    state = reach(CardPhase.BANK)
    p = state.players[state.current]
    set_hand(state, p, ["smithy"] * 3 + ["indigo_plant"] * 3)
    assert bank_plan(state, EARLY) == ([], 0.0)
    plan, gain = bank_plan(state, LATE)
    # Late, every card goes under the Bank but what a build still worth more needs
    # (one card in this position).
    assert len(plan) >= 5 and gain > 3.5
    # A build worth more than the VP its cards would make stays: with a Residenz and
    # two cost-1 kinds, a third one (the Wachstube) makes a group of 4 VP.
    add_city(p, "residence")
    cost_one = {k for k in p.city if cards.data.COST[k] == 1}
    assert len(cost_one) >= 2 and CARD_INDEX["guard_room"] not in cost_one
    set_hand(state, p, ["guard_room"] + ["well"] * 5)
    plan, _ = bank_plan(state, LATE)
    guard = CARD_INDEX["guard_room"]
    assert guard not in plan and plan
    assert p.hand_n - len(plan) >= 1 + effective_cost(guard, p.mask, 0)


def test_the_bank_takes_the_cards_above_the_limit_early() -> None:
    state = reach(CardPhase.BANK)
    p = state.players[state.current]
    set_hand(state, p, ["well"] * 3 + ["statue"] * 3 + ["hero"] * 3 + ["indigo_plant"] * 2)
    plan, gain = bank_plan(state, EARLY)
    assert plan and gain > 2.5


def test_normal_banks_late_in_real_games() -> None:
    """Over a few Normal games the Bank is used, and mostly in the game's last rounds."""
    used = late = 0
    for game in range(12):
        state = xp_game(4, 400 + game)
        policy = CardPolicy()
        while not state.is_terminal():
            if state.phase == CardPhase.BANK and state.done == 0:
                action = policy.act(state)
                if action != A_PASS:
                    used += 1
                    late += pace_of(state).phases <= 3.0 or state.players[state.current].hand_n > 6
            state.apply(policy.act(state))
    assert used >= 3
    assert late >= used * 0.7


# --------------------------------------------------------------------------- values


def test_the_cathedral_is_built_from_the_display_when_the_opponents_have_six_costs() -> None:
    state = reach(CardPhase.BUILD, seed=5)
    seat = state.current
    assert state.xp is not None and state.xp.display[CATHEDRAL]
    p = state.players[seat]
    set_hand(state, p, ["well"] * 7)
    for i, q in enumerate(state.players):
        if i != seat:
            add_city(q, "guild_hall", "city_hall")
    legal = state.legal_actions()
    assert A_BUILD + CATHEDRAL in legal
    scores = build_scores(state, legal, LATE)
    best = legal[max(range(len(legal)), key=scores.__getitem__)]
    assert best == A_BUILD + CATHEDRAL and max(scores) > 0
    # Hard's search branches on it: its own build, with the Normal score as a prior.
    guide = CardGuide(random.Random(1), SMALL)
    guide.begin(observe(state, seat))
    actions, _ = guide.priors(state, 0)
    assert A_BUILD + CATHEDRAL in actions and not guide.play_rule(state.clone())
    # Without a 6-cost building among the opponents, it is not worth 7 cards.
    for i, q in enumerate(state.players):
        if i != seat:
            for _ in range(2):
                q.city.pop()
                q.goods.pop()
            q.mask &= ~((1 << CARD_INDEX["guild_hall"]) | (1 << CARD_INDEX["city_hall"]))
    end = Pace(0.3, 0.3, 0.05, 0.05, 0.0, False, 4)
    scores = build_scores(state, legal, end)
    assert scores[legal.index(A_BUILD + CATHEDRAL)] < 0


def test_the_residence_values_the_next_group() -> None:
    """Two different cost-1 buildings and a Residenz: a third cost-1 building of another
    kind makes a group (4 VP); a second copy of one of them does not."""
    pace = Pace(0.0, 0.0, 0.02, 0.02, 0.0, True, 4)
    p = _player(["indigo_plant", "office_building", "residence"], ["guard_room", "indigo_plant"])
    stats = CityStats(p.city, p.chapel_n, pace)
    group = build_gain(p, CARD_INDEX["guard_room"], -1, pace, 0, stats)
    plain = build_gain(p, CARD_INDEX["indigo_plant"], -1, pace, 0, stats)
    assert group - plain == pytest.approx(4 + 1 - 1, abs=0.01)  # the group; VP 1 each
    city = [*p.city, CARD_INDEX["guard_room"]]
    assert SCORE_BONUS[RESIDENCE](city) == 4
    assert stats.with_building(CARD_INDEX["guard_room"]) - stats.value() == pytest.approx(5.0)
    # Earlier in the game the groups still to come count too.
    early = CityStats(p.city, p.chapel_n, EARLY)
    assert early.value() > stats.value()


def test_the_customs_office_good_sells_for_its_fixed_price() -> None:
    for tile in TRADING_TILES:
        assert sale_price(CUSTOMS_OFFICE, tile) == 2.0
        assert sale_price(CARD_INDEX["indigo_plant"], tile) == tile[0]


def test_the_bank_and_harbor_piles_count_in_the_estimates() -> None:
    state = advance(xp_game(4, 9), 80)
    xp = state.xp
    assert xp is not None
    pace = pace_of(state)
    before = estimates(state, pace)
    xp.harbor_n[1] += 3
    after = estimates(state, pace)
    assert after[1] - before[1] >= 3.0 and after[0] == before[0]
    add_city(state.players[2], "bank")
    xp.bank_n[2] = 4
    assert held_vp(state, 2, 5.0) == pytest.approx(4 - BANK_VP)
    assert held_vp(state, 2, 0.0) == pytest.approx(4.0)


# --------------------------------------------------------------------------- no peeking


def test_policy_reads_no_hidden_card_with_the_expansion() -> None:
    """As in the base game, and with the Bank's and Hafen's piles and the Zollamt's good
    hidden: every world the observation allows gets the same scores."""
    checked = piles = 0
    for seed in range(3):
        state = xp_game(4, 90 + seed)
        rng = random.Random(seed)
        policy = CardPolicy()
        while not state.is_terminal():
            if len(state.legal_actions()) > 1 and rng.random() < 0.3:
                seat = state.current_player
                obs = observe(state, seat)
                one = policy.scores(obs.determinize(random.Random(1)))
                two = policy.scores(obs.determinize(random.Random(2)))
                assert one == two, state.phase
                checked += 1
                xp = state.xp
                assert xp is not None
                others_bank = any(xp.bank_n[i] for i in range(4) if i != seat)
                customs = any(
                    k == CUSTOMS_OFFICE and g >= 0
                    for q in state.players
                    for k, g in zip(q.city, q.goods, strict=True)
                )
                piles += others_bank or any(xp.harbor_n) or customs
            state.apply(policy.act(state))
    assert checked > 50 and piles > 10


@pytest.mark.parametrize("name", ["beginner", "normal", "hard"])
@pytest.mark.parametrize("phase", [CardPhase.ROLE, CardPhase.BUILD])
def test_no_peeking_with_the_expansion(name: str, phase: CardPhase) -> None:
    """Late positions with cards under a Hafen: the twin world deals those, the other
    Banks and the goods anew, and the bot's move does not change."""
    policy = CardPolicy(0.0, random.Random(0))
    for game in range(20):
        state = xp_game(4, 120 + game)
        while not state.is_terminal():
            xp = state.xp
            assert xp is not None
            if (
                state.phase == phase
                and len(state.legal_actions()) > 1
                and sum(xp.harbor_n) + sum(xp.bank_n) > 0
            ):
                seat = state.current_player
                twin = observe(state, seat).determinize(random.Random(99))
                assert twin != state
                assert observe(twin, seat) == observe(state, seat)
                first = small_bot(name, seed=5).choose_in(state)
                assert first == small_bot(name, seed=5).choose_in(twin)
                return
            state.apply(policy.act(state))
    raise AssertionError("no position with a pile")
