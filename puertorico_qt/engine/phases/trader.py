"""The Trader: everyone may sell one good to the trading house.

The house holds four goods, each of a different kind (the office lifts that
limit for its owner).  The trader earns one doubloon more, the markets one and
two more.  A full house is emptied at the end of the phase.
"""

from __future__ import annotations

from ..actions import PASS, SELL, Action, Sell
from ..data import GOOD_PRICE, LARGE_MARKET, N_GOODS, OFFICE, SMALL_MARKET, Role
from ..reasons import Reason, Why, reason
from ..state import GameState, Phase, register_phase
from .common import ROLE_IDLE, ROLE_START, end_role, next_turn, start_turns

HOUSE_SIZE = 4


def start_trader(state: GameState) -> None:
    start_turns(state, Phase.TRADER)


def sale_price(state: GameState, seat: int, good: int, as_trader: bool | None = None) -> int:
    """What ``seat`` earns for one barrel of ``good``: the house's price, one more for the
    trader (``as_trader``; by default: the player who chose the Trader under way), one
    more with a manned small market, two more with a manned large market."""
    p = state.players[seat]
    price = GOOD_PRICE[good]
    if as_trader is None:
        as_trader = seat == state.role_player and state.role == Role.TRADER
    if as_trader:
        price += 1
    if p.bocc[SMALL_MARKET] > 0:
        price += 1
    if p.bocc[LARGE_MARKET] > 0:
        price += 2
    return price


def can_sell(state: GameState, seat: int, good: int) -> bool:
    """Would the trading house take a barrel of ``good`` from ``seat`` now?"""
    return (
        state.players[seat].goods[good] > 0
        and len(state.house) < HOUSE_SIZE
        and (good not in state.house or state.players[seat].bocc[OFFICE] > 0)
    )


def legal_trader_actions(state: GameState) -> list[int]:
    house = state.house
    if len(house) >= HOUSE_SIZE:
        return [PASS]
    p = state.players[state.current]
    goods = p.goods
    office = p.bocc[OFFICE] > 0
    acts = [PASS]
    for g in range(N_GOODS):
        if goods[g] and (office or g not in house):
            acts.append(SELL + g)
    return acts


def apply_trader(state: GameState, action: int) -> None:
    if action != PASS:
        g = action - SELL
        seat = state.current
        state.players[seat].goods[g] -= 1
        state.players[seat].doubloons += sale_price(state, seat, g)
        state.house.append(g)
    if next_turn(state):
        return
    if len(state.house) >= HOUSE_SIZE:
        for g in state.house:
            state.goods_supply[g] += 1
        state.house.clear()
    end_role(state)


def refuse_trader(state: GameState, action: Action) -> Reason | None:
    if not isinstance(action, Sell):
        return None
    g = action.good
    if state.players[state.current].goods[g] == 0:
        return reason(Why.NO_SUCH_GOOD, good=g)
    if len(state.house) >= HOUSE_SIZE:
        return reason(Why.HOUSE_FULL)
    if g in state.house and state.players[state.current].bocc[OFFICE] <= 0:
        return reason(Why.HOUSE_HAS_KIND, good=g, building=OFFICE)
    return None


def trader_idle(state: GameState, seat: int) -> Reason | None:
    """The trading house would take nothing from ``seat``."""
    if any(can_sell(state, seat, g) for g in range(N_GOODS)):
        return None
    if not any(state.players[seat].goods):
        return reason(Why.IDLE_NO_GOODS_TO_SELL)
    return reason(Why.IDLE_HOUSE_TAKES_NONE)


ROLE_START[Role.TRADER] = start_trader
ROLE_IDLE[Role.TRADER] = trader_idle
register_phase(Phase.TRADER, legal_trader_actions, apply_trader, refuse_trader, accepts=(Sell,))
