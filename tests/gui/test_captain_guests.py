"""The guests' window at the start of the Captain phase, as the table says it: the
prompt names the buildings that act before their owner decides, and the log pays the
lighthouse and the union hall when they act (after the window), not before."""

from __future__ import annotations

from puertorico_qt.engine.data import Role
from puertorico_qt.engine.state import Phase
from puertorico_qt.gui import phases

from ..engine.expansions.kit import ANNA, CLARA, LARGE, build, choose, goods, table
from .positions import NAMES

GUESTS = (
    "small_market", "hacienda", "construction_hut", "small_warehouse", "guest_house", "office",
    "large_market", "large_warehouse", "lighthouse", "harbor", "university", "union_hall",
    *LARGE,
)  # fmt: skip


def _lines(before, action) -> tuple[object, list[str]]:
    after = before.clone()
    seat = before.current
    after.apply(action)
    return after, [line() for line in phases.step_lines(before, after, seat, action, NAMES)]


def test_the_window_at_the_captains_start_is_prompted_and_its_payments_logged(language):
    s = table(GUESTS, seed=3, governor=CLARA)
    build(s, ANNA, "guest_house", colonists=1)
    build(s, ANNA, "union_hall", colonists=0)
    goods(s, ANNA, corn=2, sugar=2)
    build(s, CLARA, "guest_house", colonists=1)
    build(s, CLARA, "lighthouse", colonists=0)
    goods(s, CLARA, indigo=1)
    choose_action = s.parse_action("role captain")
    s, said = _lines(s, choose_action)
    assert s.phase == Phase.GUESTS and s.role == Role.CAPTAIN and s.current == CLARA
    assert not any("Lighthouse" in line for line in said)  # not manned yet: no doubloon
    prompt = phases.phase_prompt(s, CLARA, NAMES)
    assert prompt.startswith("Before the first shipment: drag guests from your Guest House")
    assert "The Union Hall, the Royal Supplier and the captain's Lighthouse act" in prompt
    s, said = _lines(s, s.parse_action("guest lighthouse"))
    assert s.current == ANNA and not any("Lighthouse" in line for line in said)
    s, said = _lines(s, s.parse_action("guest union_hall"))
    assert s.phase == Phase.CAPTAIN and s.current == CLARA
    assert any("Lighthouse" in line and "1 doubloon" in line for line in said), said
    assert not any("Union Hall" in line for line in said)  # Anna's first turn is later
    s, said = _lines(s, min(s.legal_actions()))  # Clara ships her indigo
    assert any("Anna" in line and "Union Hall" in line for line in said), said
    language("de")
    assert phases.phase_prompt(_at_window(), CLARA, NAMES).startswith(
        "Vor der ersten Verschiffung: Zieh Gäste"
    )


def _at_window():
    s = table(GUESTS, seed=3, governor=CLARA)
    build(s, CLARA, "guest_house", colonists=1)
    build(s, CLARA, "lighthouse", colonists=0)
    choose(s, CLARA, Role.CAPTAIN)
    assert s.phase == Phase.GUESTS
    return s
