"""A saved card game is its seed and its decisions (docs/save-format.md): the deck a
seed deals must never change, or every older save would replay another game and be
refused at its first card the deal no longer has.  A new card (a row in ``cards.json``
or an expansion's ``buildings.json``) moves every deal of its set: the saves need a
content version first (docs/cards.md, "Adding a card or a role")."""

from __future__ import annotations

import hashlib

import pytest

from puertorico_qt import cards
from puertorico_qt.cards import CardConfig
from puertorico_qt.cards.data import CARD_IDS

#: (expansions, variant set-up) -> sha256 prefix of seeds 0, 1 and 2's deals
DEALS = {
    ((), False): "4abc19e5546b54b7",
    ((), True): "640d0484a5e1f3a6",
    (("buildings",), False): "d780aa39d6d3d4b9",
    (("buildings",), True): "370226e0b865dd44",
}


def deal_digest(expansions: tuple[str, ...], variant: bool) -> str:
    digest = hashlib.sha256()
    for seed in (0, 1, 2):
        s = cards.new_game(
            CardConfig(players=3, variant=variant, expansions=frozenset(expansions)), seed
        )
        hands = [
            sorted(CARD_IDS[k] for k, n in enumerate(p.hand) for _ in range(n)) for p in s.players
        ]
        display = [] if s.xp is None else [CARD_IDS[k] for k, n in enumerate(s.xp.display) if n]
        deck = [CARD_IDS[k] for k in s.deck]
        digest.update(repr((deck, hands, display)).encode())
    return digest.hexdigest()[:16]


@pytest.mark.parametrize(("expansions", "variant"), sorted(DEALS))
def test_a_seed_deals_as_it_always_did(expansions: tuple[str, ...], variant: bool) -> None:
    assert deal_digest(expansions, variant) == DEALS[expansions, variant]
