"""The notes of the expansion "Die neuen Gebäude" on its small rules (pure functions;
the phases will call them once the expansion joins the engine)."""

from __future__ import annotations

from puertorico_qt.cards.buildings_data import cost_of
from puertorico_qt.cards.buildings_rules import (
    CUSTOMS_GOOD_PRICE,
    ROUND_START,
    bank_tuck_allowed,
    crane_saving,
    goldsmith_keeps,
    hand_limit,
    hut_draws,
    office_swap_allowed,
    tavern_draws,
)


def test_round_start_order():
    # "1. Amtsstube – 2. Kapelle/Bank – 3. Wachstube/Turm"
    assert ROUND_START == (("office_building",), ("chapel", "bank"), ("guard_room", "tower"))


def test_hand_limits():
    """A Wachstube limits every hand without one to 6; its owner keeps 7, a Turm 12."""
    assert hand_limit(["indigo_plant", "smithy"], guard_room_in_play=False) == 7
    assert hand_limit(["indigo_plant", "smithy"], guard_room_in_play=True) == 6
    assert hand_limit(["guard_room"], guard_room_in_play=True) == 7
    assert hand_limit(["tower"], guard_room_in_play=True) == 12
    assert hand_limit(["tower", "guard_room"], guard_room_in_play=True) == 12


def test_park_crane_saves_up_to_six():
    assert crane_saving("park", cost_of("park")) == 6
    assert crane_saving("smithy", cost_of("smithy")) == 1
    assert crane_saving("bank", cost_of("bank")) == 3


def test_tavern_fewest_means_nobody_fewer_and_someone_more():
    assert tavern_draws([3, 4, 5], 0)
    assert tavern_draws([3, 3, 5], 0) and tavern_draws([3, 3, 5], 1)  # shared fewest
    assert not tavern_draws([3, 3, 3], 0)  # nobody has more
    assert not tavern_draws([4, 3, 5], 0)  # someone has fewer


def test_hut_only_when_no_good_at_all_was_sold():
    assert hut_draws(0) and not hut_draws(1)


def test_customs_good_sells_for_two_whatever_the_tile():
    assert CUSTOMS_GOOD_PRICE == 2


def test_goldsmith_keeps_only_a_building_nobody_built():
    built = {"indigo_plant", "smithy"}
    assert goldsmith_keeps("library", True, built)
    assert not goldsmith_keeps("smithy", True, built)  # his own counts too
    assert not goldsmith_keeps("indigo_plant", True, built)


def test_office_swaps_one_or_two_and_bank_once():
    assert office_swap_allowed(1, 3) and office_swap_allowed(2, 3)
    assert not office_swap_allowed(0, 3) and not office_swap_allowed(3, 5)
    assert not office_swap_allowed(2, 1)
    assert bank_tuck_allowed(5, 5, used=False)
    assert not bank_tuck_allowed(1, 5, used=True)
    assert not bank_tuck_allowed(0, 5, used=False)
