"""The Trader: everyone may sell one good to the trading house.

The house holds four goods, each of a different kind (the office lifts that
limit for its owner).  The trader earns one doubloon more, the markets one and
two more.  A full house is emptied at the end of the phase.
"""

from __future__ import annotations

from ..actions import PASS, SELL
from ..data import GOOD_PRICE, LARGE_MARKET, N_GOODS, OFFICE, SMALL_MARKET, Role
from ..state import GameState, Phase, register_phase
from .common import ROLE_START, end_role, next_turn, start_turns

HOUSE_SIZE = 4


def start_trader(state: GameState) -> None:
    start_turns(state, Phase.TRADER)


def sale_price(state: GameState, seat: int, good: int) -> int:
    p = state.players[seat]
    price = GOOD_PRICE[good]
    if seat == state.role_player:
        price += 1
    if p.bocc[SMALL_MARKET] > 0:
        price += 1
    if p.bocc[LARGE_MARKET] > 0:
        price += 2
    return price


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


ROLE_START[Role.TRADER] = start_trader
register_phase(Phase.TRADER, legal_trader_actions, apply_trader)
