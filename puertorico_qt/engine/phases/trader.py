"""The Trader: everyone may sell one good to the trading house.

The house holds four goods, each of a different kind (the office lifts that
limit for its owner).  The trader earns one doubloon more, the markets one and
two more.  A full house is emptied at the end of the phase.

The expansions: a manned library doubles the trader's privilege (two doubloons); a
manned trading post may sell one barrel of any kind straight to the goods supply
instead (``SellToSupply``: the price and the trader's privilege, no market bonus, the
house's limits do not apply); the land office acts before the sale (``land_office``).
"""

from __future__ import annotations

from ..actions import PASS, SELL, SELL_POST, Action, LandBuy, LandSell, Sell, SellToSupply
from ..data import (
    GOOD_PRICE,
    LAND_OFFICE,
    LARGE_MARKET,
    LIBRARY,
    N_GOODS,
    OFFICE,
    SMALL_MARKET,
    TRADING_POST,
    Role,
)
from ..reasons import Reason, Why, reason
from ..state import GameState, Phase, register_phase
from .common import ROLE_IDLE, ROLE_START, end_role, next_turn, start_turns
from .land_office import (
    apply_land_office,
    can_buy_land,
    can_sell_land,
    land_office_actions,
    refuse_land_office,
)

HOUSE_SIZE = 4


def start_trader(state: GameState) -> None:
    start_turns(state, Phase.TRADER)


def sale_price(
    state: GameState,
    seat: int,
    good: int,
    as_trader: bool | None = None,
    to_supply: bool = False,
) -> int:
    """What ``seat`` earns for one barrel of ``good``: the house's price, one more for the
    trader (``as_trader``; by default: the player who chose the Trader under way) — two
    with a manned library —, one more with a manned small market, two more with a
    manned large market.  ``to_supply``: sold with the trading post, where the markets
    add nothing."""
    p = state.players[seat]
    price = GOOD_PRICE[good]
    if as_trader is None:
        as_trader = seat == state.role_player and state.role == Role.TRADER
    if as_trader:
        price += 2 if p.bocc[LIBRARY] > 0 else 1
    if to_supply:
        return price
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


def can_sell_to_supply(state: GameState, seat: int, good: int) -> bool:
    """Could ``seat`` sell a barrel of ``good`` with his trading post (manned)?"""
    p = state.players[seat]
    return p.bocc[TRADING_POST] > 0 and p.goods[good] > 0


def legal_trader_actions(state: GameState) -> list[int]:
    house = state.house
    p = state.players[state.current]
    bocc = p.bocc
    if bocc[TRADING_POST] > 0 or bocc[LAND_OFFICE] > 0:
        return _legal_with_expansions(state)
    if len(house) >= HOUSE_SIZE:
        return [PASS]
    goods = p.goods
    office = p.bocc[OFFICE] > 0
    acts = [PASS]
    for g in range(N_GOODS):
        if goods[g] and (office or g not in house):
            acts.append(SELL + g)
    return acts


def _legal_with_expansions(state: GameState) -> list[int]:
    """The Trader turn of an owner of a trading post or a land office."""
    house = state.house
    p = state.players[state.current]
    goods = p.goods
    acts = [PASS]
    if len(house) < HOUSE_SIZE:
        office = p.bocc[OFFICE] > 0
        for g in range(N_GOODS):
            if goods[g] and (office or g not in house):
                acts.append(SELL + g)
    if p.bocc[TRADING_POST] > 0:
        for g in range(N_GOODS):
            if goods[g]:
                acts.append(SELL_POST + g)
    return acts + land_office_actions(state, p)


def apply_trader(state: GameState, action: int) -> None:
    if action != PASS:
        seat = state.current
        p = state.players[seat]
        if action < SELL_POST:
            g = action - SELL
            p.goods[g] -= 1
            p.doubloons += sale_price(state, seat, g)
            state.house.append(g)
        elif action < SELL_POST + N_GOODS:
            g = action - SELL_POST
            p.goods[g] -= 1
            state.goods_supply[g] += 1
            p.doubloons += sale_price(state, seat, g, to_supply=True)
        else:  # the land office: the turn goes on
            apply_land_office(state, action)
            return
    state.land_office_used = False
    if next_turn(state):
        return
    if len(state.house) >= HOUSE_SIZE:
        for g in state.house:
            state.goods_supply[g] += 1
        state.house.clear()
    end_role(state)


def refuse_trader(state: GameState, action: Action) -> Reason | None:
    if isinstance(action, LandBuy | LandSell):
        return refuse_land_office(state, action)
    if isinstance(action, SellToSupply):
        if state.players[state.current].bocc[TRADING_POST] <= 0:
            return reason(Why.TRADING_POST_UNMANNED, building=TRADING_POST)
        if state.players[state.current].goods[action.good] == 0:
            return reason(Why.NO_SUCH_GOOD, good=action.good)
        return None
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
    """The trading house would take nothing from ``seat`` — nor would his trading post
    (any barrel) or his land office (a tile to buy or to sell)."""
    if any(can_sell(state, seat, g) for g in range(N_GOODS)):
        return None
    p = state.players[seat]
    if p.bocc[TRADING_POST] > 0 and any(p.goods):
        return None
    if p.bocc[LAND_OFFICE] > 0 and (can_buy_land(state, p) or can_sell_land(p)):
        return None
    if not any(state.players[seat].goods):
        return reason(Why.IDLE_NO_GOODS_TO_SELL)
    return reason(Why.IDLE_HOUSE_TAKES_NONE)


ROLE_START[Role.TRADER] = start_trader
ROLE_IDLE[Role.TRADER] = trader_idle
register_phase(
    Phase.TRADER,
    legal_trader_actions,
    apply_trader,
    refuse_trader,
    accepts=(Sell, SellToSupply, LandBuy, LandSell),
)
