"""No peeking: what a seat's observation keeps and hides, and ``determinize``."""

from __future__ import annotations

import json
import random

import pytest

from puertorico_qt import cards
from puertorico_qt.cards import CardConfig, CardPhase, CardState, observe
from puertorico_qt.cards.data import CARD_IDS, CARD_INDEX
from puertorico_qt.cards.observation import unseen_counts

from .positions import act, table


def _states(players: int, seed: int, every: int = 7) -> list[CardState]:
    """States met along a random game."""
    s = cards.new_game(CardConfig(players=players, variant=seed % 2 == 1), seed)
    rng = random.Random(seed)
    out = []
    step = 0
    while not s.is_terminal():
        if step % every == 0:
            out.append(s.clone())
        legal = s.legal_actions()
        s.apply(legal[rng.randrange(len(legal))])
        step += 1
    out.append(s)
    return out


def _knowledge(s: CardState, seat: int) -> tuple:
    """What ``seat`` knows, written out independently of ``observation.py``."""
    me = s.players[seat]
    seen = min(s.trades, len(s.tiles))
    return (
        me.hand,
        me.chapel,
        s.pending if s.current == seat else s.pending_n,
        [(p.city, [g >= 0 for g in p.goods], p.hand_n, p.chapel_n) for p in s.players],
        len(s.deck),
        sum(s.discard),
        s.out,
        s.tiles[:seen],
        sorted(s.tiles[seen:]),
        (s.phase, s.round, s.governor, s.pick, s.current, s.turn, s.role, s.role_player),
        (s.roles_taken, s.library_used, s.library_on, s.built, s.trades),
        (s.left, s.done, s.building, s.over, s.active, s.market_left, s.earned),
    )


@pytest.mark.parametrize("players", [2, 3, 4])
def test_determinised_worlds_look_the_same_to_the_observer(players: int) -> None:
    """A world drawn from a seat's observation gives that seat the same observation,
    keeps every count and the seat's own knowledge, and is a legal state."""
    rng = random.Random(players)
    differs = 0
    for seed in range(6):
        for s in _states(players, seed):
            for seat in range(players):
                obs = observe(s, seat)
                world = obs.determinize(rng)
                cards.check_invariants(world)
                assert _knowledge(world, seat) == _knowledge(s, seat)
                assert observe(world, seat) == obs
                if seat == s.current_player:
                    assert obs.legal_actions() == s.legal_actions()
                    assert world.legal_actions() == s.legal_actions()
                differs += world != s
    assert differs  # the hidden parts really were dealt anew


def test_the_unseen_cards_are_the_same_in_every_determinised_world() -> None:
    """``unseen_counts``: what a seat has not seen, by kind, whichever world a bot holds;
    with its hand and the public cards it makes up the whole deck."""
    rng = random.Random(7)
    for seed in range(4):
        for s in _states(3, seed):
            for seat in range(3):
                unseen = unseen_counts(s, seat)
                world = observe(s, seat).determinize(rng)
                assert unseen_counts(world, seat) == unseen
                hand = s.players[seat].hand_n
                assert sum(unseen) + hand <= len(cards.data.deck_kinds(s.config.contents))


def test_hidden_swaps_give_equal_observations() -> None:
    """Two states that differ only in cards the seat cannot see: another hand, the
    deck, the discard pile, a good (its own too), another chapel, the tiles not yet
    turned up, the game's RNG."""
    s = table(
        3,
        cities={0: [("indigo_plant", "hero"), "chapel"], 1: [("indigo_plant", "well"), "chapel"]},
        hands={0: ["statue"], 1: ["tower", "smithy"], 2: ["library"]},
        chapels={0: ["archive"], 1: ["quarry"]},
        top=["palace", "aqueduct"],
    )
    s.discard[CARD_INDEX["crane"]] += 1
    s.deck.remove(CARD_INDEX["crane"])
    t = s.clone()
    t.players[1].hand[CARD_INDEX["tower"]] -= 1  # seat 1's tower <-> the deck's palace
    t.players[1].hand[CARD_INDEX["palace"]] += 1
    t.deck[-1] = CARD_INDEX["tower"]
    t.players[0].goods[0], t.players[1].goods[0] = CARD_INDEX["well"], CARD_INDEX["hero"]
    t.players[1].chapel[CARD_INDEX["quarry"]] -= 1  # seat 1's chapel <-> the discard pile
    t.players[1].chapel[CARD_INDEX["crane"]] += 1
    t.discard[CARD_INDEX["crane"]] -= 1
    t.discard[CARD_INDEX["quarry"]] += 1
    t.tiles = t.tiles[::-1]
    t.rng ^= 0xFFFF
    cards.check_invariants(t)
    assert t != s
    assert observe(t, 0) == observe(s, 0)
    assert observe(t, 2) == observe(s, 2)
    assert observe(t, 1) != observe(s, 1)  # seat 1 sees its own hand and chapel


def test_own_hand_is_seen() -> None:
    s = table(2, hands={0: ["statue"], 1: ["hero"]})
    t = s.clone()
    t.players[0].hand[CARD_INDEX["statue"]] -= 1
    t.players[0].hand[CARD_INDEX["well"]] += 1
    t.deck.remove(CARD_INDEX["well"])
    t.deck.append(CARD_INDEX["statue"])
    assert observe(t, 0) != observe(s, 0)
    assert observe(t, 1) == observe(s, 1)


def test_another_councillors_drawn_cards_are_hidden() -> None:
    s = table(2, governor=1, top=["well", "tower", "hero", "palace", "statue"])
    act(s, "role councillor")
    assert s.phase == CardPhase.KEEP and s.current == 1 and s.pending_n == 5
    t = s.clone()
    t.pending[CARD_INDEX["palace"]] -= 1
    t.pending[CARD_INDEX["smithy"]] += 1
    t.deck.remove(CARD_INDEX["smithy"])
    t.deck.insert(0, CARD_INDEX["palace"])
    assert observe(t, 0) == observe(s, 0)
    assert observe(t, 1) != observe(s, 1)
    assert observe(s, 1).legal_actions() == s.legal_actions()


def test_the_last_card_another_seat_paid_is_hidden() -> None:
    s = table(2, hands={0: ["palace", "well", "well", "tower", "hero", "statue", "smithy"]})
    act(s, "role builder", "build palace", "pay smithy")
    assert s.phase == CardPhase.PAY and s.min_kind == CARD_INDEX["well"]  # (forced)
    public = observe(s, 1).public
    assert public.min_kind == 0 and observe(s, 0).public.min_kind == CARD_INDEX["well"]


def test_observe_never_reads_or_moves_the_game_rng() -> None:
    s = _states(3, 2)[5]
    before = s.clone()
    obs = observe(s, 1)
    assert s == before and obs.public.rng == 0
    a = obs.determinize(random.Random(9))
    b = obs.determinize(random.Random(9))
    assert a == b and a.rng != 0


def test_observation_dict_shows_counts_only() -> None:
    s = table(
        3,
        cities={0: [("indigo_plant", "hero")]},
        hands={0: ["statue"], 1: ["tower", "smithy"]},
        chapels={1: ["quarry"]},
    )
    d = observe(s, 0).to_dict()
    json.dumps(d)
    assert d["observer"] == 0 and d["rng"] is None
    assert d["deck"] == {"hidden": True, "count": len(s.deck)}
    assert d["players"][0]["hand"] == ["statue"]
    assert d["players"][1]["hand"] == {"hidden": True, "count": 2}
    assert d["players"][1]["chapel"] == {"hidden": True, "count": 1}
    assert d["players"][0]["city"] == [["indigo_plant", "hidden"]]
    assert d["trading_tiles"] == [None] * 5
    text = json.dumps(d["players"][1:])
    assert not any(f'"{card}"' in text for card in ("tower", "smithy", "quarry"))


def test_observe_refuses_a_seat_not_at_the_table() -> None:
    s = table(2)
    with pytest.raises(ValueError):
        observe(s, 2)


def test_tiles_turned_up_stay_known() -> None:
    s = table(2, cities={0: [("indigo_plant", "hero")]}, tiles=[3, 1, 4, 0, 2])
    act(s, "role trader", "pass")
    obs = observe(s, 1)
    assert obs.public.tiles[0] == 3 and obs.public.tiles[1:] == [0, 1, 2, 4]
    assert obs.to_dict()["trading_tiles"] == [3, None, None, None, None]
    world = obs.determinize(random.Random(1))
    assert world.tiles[0] == 3 and sorted(world.tiles) == list(range(5))
    assert CARD_IDS  # (the ids are what the dict shows)
