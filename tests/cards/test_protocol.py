"""The game protocol of the card game: config, set-up, notation, refusals, JSON."""

from __future__ import annotations

import copy
import json
import random

import pytest

from puertorico_qt import cards
from puertorico_qt.cards import (
    CardConfig,
    CardConfigError,
    CardPhase,
    CardState,
    CardStateError,
    IllegalActionError,
    NotationError,
    Reason,
)
from puertorico_qt.cards import actions as A
from puertorico_qt.cards.data import CARDS, COPIES, INDIGO_PLANT, N_KINDS
from puertorico_qt.cards.reasons import english
from puertorico_qt.cards.state import apply_step

from .positions import act, table

# ---------------------------------------------------------------------- data and config


def test_deck_is_the_german_2018_printing() -> None:
    assert sum(c.copies for c in CARDS if c.content == "base") == 112
    assert sum(COPIES) == 112 + 30  # with the expansion "Die neuen Gebäude"
    production = [c.copies for c in CARDS if c.is_production]
    assert production == [10, 8, 9, 9, 8]
    assert [c.content for c in CARDS] == ["base"] * 29 + ["buildings"] * 11
    assert CARDS[cards.data.CARD_INDEX["prefecture"]].cost == 4


@pytest.mark.parametrize(
    "kwargs",
    [
        {"players": 1},
        {"players": 5},
        {"players": True},
        {"players": "4"},
        {"players": 3, "variant": 1},
        {"players": 3, "expansions": ("treasure",)},
        {"players": 3, "expansions": "buildings"},
    ],
)
def test_config_refuses(kwargs: dict) -> None:
    with pytest.raises(CardConfigError):
        CardConfig(**kwargs)


def test_config_round_trip_and_strict_reader() -> None:
    config = CardConfig(players=3, variant=True)
    assert CardConfig.from_dict(config.to_dict()) == config
    assert config.to_dict() == {"players": 3, "variant": True, "expansions": []}
    for bad in ({}, {"players": 3, "colour": "red"}, [], {"players": 3, "expansions": "x"}):
        with pytest.raises(CardConfigError):
            CardConfig.from_dict(bad)


# ---------------------------------------------------------------------- set-up


@pytest.mark.parametrize("players", [2, 3, 4])
def test_new_game(players: int) -> None:
    s = cards.new_game(CardConfig(players=players), 5)
    cards.check_invariants(s)
    assert s.governor == 0 and s.current_player == 0 and s.phase == CardPhase.ROLE
    assert s.round == 1 and s.n == players
    for p in s.players:
        assert p.city == [INDIGO_PLANT] and p.hand_n == 4
    assert len(s.deck) == 112 - 5 * players
    assert sorted(s.tiles) == [0, 1, 2, 3, 4]
    assert s == cards.new_game(CardConfig(players=players), 5)
    assert s != cards.new_game(CardConfig(players=players), 6)


def test_new_game_checks_its_arguments() -> None:
    with pytest.raises(TypeError):
        cards.new_game({"players": 2}, 1)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        cards.new_game(CardConfig(players=2), "1")  # type: ignore[arg-type]


# ---------------------------------------------------------------------- notation


def test_every_id_formats_and_parses_back() -> None:
    seen = set()
    for a in range(A.N_ACTIONS):
        try:
            value = A.decode(a)
        except NotationError:
            continue
        text = A.format_action(a)
        assert A.parse_action(text) == a and A.parse_action(text.upper()) == a
        assert text not in seen
        seen.add(text)
        assert value.verb in {b.name for b in A.BLOCKS}
    card_blocks = sum(1 for b in A.BLOCKS if b.size == A.MAX_KINDS)
    assert card_blocks == 10  # build, pay, blackmarket … tuck, swap, bank
    assert len(seen) == 1 + 5 + 2 + card_blocks * N_KINDS + N_KINDS * N_KINDS


def test_notation_examples() -> None:
    p = A.parse_action
    assert p("role builder") == A.role(cards.CardRole.BUILDER)
    assert p("  Build   Palace  over chapel ") == A.build(28, 14)
    assert p("done") == p("pass") == A.PASS
    assert A.format_action(A.blackmarket(1)) == "blackmarket sugar_mill"
    assert A.format_action(A.LIBRARY_SKIP) == "library skip"
    for bad in ("", "role mayor", "build", "build castle", "pay", "library maybe", "build a over"):
        with pytest.raises(NotationError):
            p(bad)
    for bad_id in (-1, A.N_ACTIONS, A.role(7), A.build(60), True, "pass"):
        with pytest.raises(NotationError):
            A.decode(bad_id)  # type: ignore[arg-type]


# ---------------------------------------------------------------------- refusals


def test_every_reason_has_words() -> None:
    for reason in Reason:
        assert english(reason)


def _refused(s: CardState, text_or_id: str | int, reason: Reason) -> None:
    a = s.parse_action(text_or_id) if isinstance(text_or_id, str) else text_or_id
    before = s.to_dict()
    legal = s.legal_actions()[:]
    assert s.why_illegal(a) == reason
    with pytest.raises(IllegalActionError) as info:
        s.apply(a)
    assert info.value.reason == reason
    assert english(reason) in str(info.value)
    assert s.to_dict() == before and s.legal_actions() == legal


def test_refusals_leave_the_state_as_it_was() -> None:
    s = table(
        2,
        cities={0: [("indigo_plant", "hero"), "black_market"]},
        hands={0: ["palace", "statue", "well", "tower", "smithy", "archive"]},
    )
    assert s.why_illegal(s.legal_actions()[0]) == Reason.LEGAL
    _refused(s, -1, Reason.NOT_AN_ACTION)
    _refused(s, A.N_ACTIONS + 5, Reason.NOT_AN_ACTION)
    _refused(s, "pay well", Reason.NOT_NOW)
    _refused(s, "pass", Reason.NO_PASS_HERE)
    _refused(s, "library use", Reason.NO_LIBRARY_QUESTION)
    act(s, "role builder")
    _refused(s, "role trader", Reason.NOT_NOW)
    _refused(s, "build hero", Reason.NOT_IN_HAND)
    _refused(s, "build statue over indigo_plant", Reason.NO_CRANE)
    s2 = table(2, hands={0: ["palace", "well"]})
    act(s2, "role builder")
    _refused(s2, "build palace", Reason.CANNOT_AFFORD)
    _refused(s2, "build indigo_plant", Reason.NOT_IN_HAND)
    act(s, "build palace")  # 6 - 1 = 5: a good and 4 of 5 cards, or 5 cards
    assert s.phase == CardPhase.BLACK_MARKET
    _refused(s, "blackmarket sugar_mill", Reason.NO_GOOD_THERE)
    _refused(s, "blackmarket smithy", Reason.NOT_PRODUCTION)
    act(s, "blackmarket indigo_plant")
    _refused(s, "pay hero", Reason.NOT_IN_HAND)
    _refused(s, "pay well", Reason.PAY_IN_ORDER)  # 4 cards, lowest first: well is too high
    _refused(s, "pass", Reason.NO_PASS_HERE)
    act(s, "pay smithy")
    _refused(s, "pay smithy", Reason.NOT_IN_HAND)


def test_refusals_in_the_other_phases() -> None:
    s = table(
        3,
        cities={
            0: ["indigo_plant", "sugar_mill", "sugar_mill", ("coffee_roaster", "hero")],
            1: ["indigo_plant", "sugar_mill"],
        },
        top=["well", "tower", "hero", "palace", "statue"],
    )
    act(s, "role producer")
    _refused(s, "produce coffee_roaster", Reason.NO_EMPTY_BUILDING)
    _refused(s, "produce smithy", Reason.NOT_PRODUCTION)
    act(s, "produce sugar_mill")
    _refused(s, "produce indigo_plant", Reason.PAY_IN_ORDER)  # the lowest kind first
    act(s, "pass", "pass", "pass")  # seat 0 stops, seats 1 and 2 pass
    assert s.phase == CardPhase.ROLE and s.current == 1
    _refused(s, "role producer", Reason.ROLE_TAKEN)
    act(s, "role councillor")  # seat 1 draws 5
    assert s.phase == CardPhase.KEEP
    _refused(s, "keep library", Reason.NOT_DRAWN)
    _refused(s, "pass", Reason.NO_PASS_HERE)
    _refused(s, "role trader", Reason.NOT_NOW)
    act(s, "keep tower")
    while s.phase == CardPhase.KEEP:
        act(s, s.format_action(s.legal_actions()[0]))
    act(s, "role trader")  # seat 2 has no good: seat 0 sells
    _refused(s, "sell indigo_plant", Reason.NO_GOOD_THERE)
    _refused(s, "sell smithy", Reason.NOT_PRODUCTION)
    _refused(s, "role builder", Reason.NOT_NOW)
    act(s, "sell sugar_mill")


def test_game_over_refuses_everything() -> None:
    eleven = ["indigo_plant"] * 5 + ["sugar_mill"] * 6
    s = table(2, cities={0: eleven}, hands={0: ["indigo_plant", "well"]})
    act(s, "role builder", "build indigo_plant")
    assert s.is_terminal()
    _refused(s, "pass", Reason.GAME_OVER)
    assert s.scores() and s.returns() == [1.0, 0.0]


# ---------------------------------------------------------------------- clone, equality, JSON


def test_clone_is_independent() -> None:
    s = table(2, hands={0: ["statue", "well", "tower"]})
    c = s.clone()
    act(c, "role builder", "build statue")
    assert s.players[0].hand_n == 3 and c.players[0].hand_n == 0 and c != s
    assert s == table(2, hands={0: ["statue", "well", "tower"]})
    assert (s == 3) is False


def test_json_round_trip_and_format() -> None:
    s = table(
        2,
        cities={0: [("indigo_plant", "hero"), "chapel"]},
        chapels={0: ["well"]},
        hands={0: ["statue"]},
    )
    act(s, "role councillor")
    d = s.to_dict()
    assert json.loads(json.dumps(d)) == d
    assert d["format"] == "puertorico-qt/cards-state" and d["version"] == 1
    assert d["players"][0]["city"] == [["indigo_plant", "hero"], ["chapel", None]]
    assert d["players"][0]["chapel"] == ["well"] and d["phase"] == "keep"
    assert CardState.from_dict(d) == s


@pytest.mark.parametrize(
    "damage",
    [
        lambda d: d.update(format="other"),
        lambda d: d.update(version=2),
        lambda d: d.pop("deck"),
        lambda d: d.update(extra=1),
        lambda d: d.update(rng="xyz"),
        lambda d: d.update(phase="mayor"),
        lambda d: d.update(round=True),
        lambda d: d.update(governor=7),
        lambda d: d["deck"].append("castle"),
        lambda d: d["deck"].pop(),  # a card missing
        lambda d: d["players"][0]["hand"].append("indigo_plant"),  # a card too many
        lambda d: d["players"][0]["city"].append(["chapel", None]),  # the chapel twice
        lambda d: d["players"][0]["city"].append(["smithy", "well"]),  # a good on a city card
        lambda d: d["config"].update(players=5),
        lambda d: d["scratch"].update(left=-1),
        lambda d: d.update(current=1),  # not the chooser's turn
    ],
)
def test_damaged_files_are_refused(damage) -> None:
    s = table(2, cities={0: [("indigo_plant", "hero"), "chapel"]}, hands={0: ["statue"]})
    d = copy.deepcopy(s.to_dict())
    damage(d)
    with pytest.raises(CardStateError) as info:
        CardState.from_dict(d)
    assert "not a valid card game state" in str(info.value)


def test_reshuffle_uses_the_engines_generator() -> None:
    """The card game's inlined shuffle is ``engine.rng.shuffle``, step for step."""
    import random

    from puertorico_qt.cards.deck import shuffle
    from puertorico_qt.engine import rng

    r = random.Random(4)
    for size in (0, 1, 2, 57, 112):
        seed = r.getrandbits(64)
        a, b = list(range(size)), list(range(size))
        assert shuffle(seed, a) == rng.shuffle(seed, b) and a == b


def test_check_invariants_names_the_problem() -> None:
    s = table(2)
    s.players[0].hand[3] += 1
    with pytest.raises(AssertionError, match="cards of kinds"):
        cards.check_invariants(s)


# ---------------------------------------------------------------------- prices asked


@pytest.mark.parametrize("expansions", [(), ("buildings",)])
def test_the_quoted_build_price_is_what_the_rules_then_ask(expansions) -> None:
    """``build_price`` (what the table shows and the log says) against the rules' own
    count: the cards left to pay right after the build, before any payment the engine
    plays by force; ``price_under_payment`` keeps quoting it while the payment goes on.
    Over random games with every discount, the crane, the library and the black market."""
    import random

    from puertorico_qt.cards.state import _APPLY

    rng = random.Random(5)
    quoted = forced = 0
    for game in range(40):
        s = cards.new_game(CardConfig(players=2 + game % 3, expansions=expansions), game)
        while not s.is_terminal():
            legal = s.legal_actions()
            if s.phase == CardPhase.BUILD:
                for action in legal:
                    if A.decode(action).verb not in ("build", "build_over"):
                        continue
                    price = cards.build_price(s, action)
                    raw = s.clone()
                    _APPLY[raw.phase](raw, action)  # the build alone, no forced step
                    paying = raw.phase in (CardPhase.PAY, CardPhase.BLACK_MARKET)
                    assert price == (raw.left if paying else 0)
                    quoted += 1
                    played = s.clone()
                    played.apply(action)  # with the payments that leave no choice
                    if played.current == s.current and played.phase in (
                        CardPhase.PAY,
                        CardPhase.BLACK_MARKET,
                    ):
                        assert cards.price_under_payment(played) == price
                        forced += played.left < price
            s.apply(legal[rng.randrange(len(legal))])
    assert quoted > 1000 and forced > 0
    with pytest.raises(ValueError):
        cards.build_price(s, A.PASS)


def test_apply_reports_the_steps_it_plays_by_force() -> None:
    """``apply(action, log)`` lists the decision and every step after it that left no
    choice, each with its seat: played one at a time, with no forced step between, they
    give the same game; each was the only legal action where it was played."""
    import random

    from puertorico_qt.cards.serialize import state_to_dict
    from puertorico_qt.cards.state import _APPLY

    rng = random.Random(8)
    forced = 0
    for game in range(12):
        s = cards.new_game(
            CardConfig(players=2 + game % 3, expansions=("buildings",) * (game % 2)), game
        )
        while not s.is_terminal():
            legal = s.legal_actions()
            action = legal[rng.randrange(len(legal))]
            log: list[tuple[int, int]] = []
            stepwise = s.clone()
            s.apply(action, log)
            assert log[0] == (stepwise.current_player, action)
            for i, (seat, step) in enumerate(log):
                assert seat == stepwise.current_player
                if i:
                    assert stepwise.legal_actions() == [step]
                    forced += 1
                _APPLY[stepwise.phase](stepwise, step)
                stepwise._legal = None
            assert state_to_dict(stepwise) == state_to_dict(s)
    assert forced > 50


def test_the_steps_of_an_apply_replayed_one_by_one_reach_the_same_state():
    """``apply_step`` (the log's narrator goes through the forced steps with it)."""
    rng = random.Random(7)
    for seed in range(3):
        s = cards.new_game(cards.CardConfig(players=3, expansions=("buildings",)), seed)
        while not s.is_terminal():
            action = rng.choice(s.legal_actions())
            again = s.clone()
            steps: list[tuple[int, int]] = []
            s.apply(action, log=steps)
            for seat, step in steps:
                assert seat == again.current_player
                apply_step(again, step)
            assert again.to_dict() == s.to_dict()
