"""Storage after the Captain phase: the warehouses, the loose barrels, the storehouse.

Each player keeps whole kinds in his manned warehouses (small one kind, large two)
and one loose barrel; a manned storehouse (expansion I) lets him keep up to three
loose barrels more, of any kinds.  As in the base game, a player always fills his
warehouses (as many kinds as he can) and keeps as many loose barrels as he may.

With a storehouse one outcome can often be written several ways (a kind kept whole
in a warehouse, or as loose barrels); the decision list holds each outcome once: the
way whose warehouse kinds come first in the order of the goods, then the first kept
set in ``actions.KEPT_SETS``.  The other writings are refused with a reason
(``Why.STORE_WRITTEN_OTHERWISE``); ``storage_action`` finds the listed one for a
wanted outcome.  A player without a storehouse keeps the base game's list unchanged.
"""

from __future__ import annotations

from itertools import combinations
from operator import add, gt

from ..actions import (
    KEEP_NONE,
    KEPT_SETS,
    STORE,
    STORE_MORE,
    STOREHOUSE_KEEP,
    is_kind,
    store,
    store_more,
)
from ..data import LARGE_WAREHOUSE, N_GOODS, SMALL_WAREHOUSE, STOREHOUSE
from ..player import PlayerState

_ROW = KEEP_NONE + 1  # ids per warehouse mask in the storage layout
_N_KEPT = len(KEPT_SETS)
#: The kept sets of each size (0 … STOREHOUSE_KEEP), in ``KEPT_SETS`` order.
_KEPT_BY_SIZE: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(kept for kept in KEPT_SETS if sum(kept) == size) for size in range(STOREHOUSE_KEEP + 1)
)


def warehouse_slots(p: PlayerState) -> int:
    """Kinds this player may keep whole: small warehouse one, large warehouse two."""
    return (1 if p.bocc[SMALL_WAREHOUSE] > 0 else 0) + (2 if p.bocc[LARGE_WAREHOUSE] > 0 else 0)


def loose_barrels_kept(p: PlayerState) -> int:
    """Barrels this player may keep besides his warehouses' kinds: one, or four with a
    manned storehouse."""
    return STOREHOUSE_KEEP if p.bocc[STOREHOUSE] > 0 else 1


def storage_action_of(mask: int, kept: tuple[int, ...]) -> int:
    """The action that keeps the kinds of ``mask`` whole and the loose barrels ``kept``
    (counts per good): a ``Store`` for none or one, a ``StoreMore`` for two to four."""
    total = sum(kept)
    if total == 0:
        return store(mask, -1)
    if total == 1:
        return store(mask, kept.index(1))
    return store_more(mask, kept)


def storage_choices(p: PlayerState) -> list[tuple[int, tuple[int, ...]]]:
    """(warehouse mask, kept barrels) of each storage outcome a storehouse owner may
    choose, each outcome once (see the module docstring), in the order of the list."""
    goods = p.goods
    kinds = [g for g in range(N_GOODS) if goods[g]]
    stored = min(warehouse_slots(p), len(kinds))
    out: list[tuple[int, tuple[int, ...]]] = []
    seen: set[tuple[int, ...]] = set()
    for combo in combinations(kinds, stored):
        mask = 0
        for g in combo:
            mask |= 1 << g
        rest = [0 if mask >> g & 1 else goods[g] for g in range(N_GOODS)]
        whole = [goods[g] - rest[g] for g in range(N_GOODS)]  # the kinds kept whole
        size = min(STOREHOUSE_KEEP, sum(rest))
        # (up to 70 kept sets per mask: compared with ``map``, not a generator per set)
        for kept in _KEPT_BY_SIZE[size]:
            if any(map(gt, kept, rest)):
                continue
            outcome = tuple(map(add, kept, whole))  # kept is 0 where the kind is whole
            if outcome not in seen:
                seen.add(outcome)
                out.append((mask, kept))
    return out


def legal_storehouse_actions(p: PlayerState) -> list[int]:
    """The storage decisions of a player with a manned storehouse."""
    return [storage_action_of(mask, kept) for mask, kept in storage_choices(p)]


def decode_storage(action: int) -> tuple[int, tuple[int, ...]]:
    """(warehouse mask, kept barrels per good) of a ``Store`` or ``StoreMore`` id."""
    if action >= STORE_MORE:
        mask, index = divmod(action - STORE_MORE, _N_KEPT)
        return mask, KEPT_SETS[index]
    mask, keep = divmod(action - STORE, _ROW)
    return mask, tuple(1 if g == keep else 0 for g in range(N_GOODS))


def storage_outcome(p: PlayerState, action: int) -> tuple[int, ...] | None:
    """The barrels ``p`` would have after the storage ``action``, or None if it is no
    storage decision or names goods he does not have (or a kind whole and loose)."""
    if not (is_kind(action, "store") or is_kind(action, "store_more")):
        return None
    mask, kept = decode_storage(action)
    goods = p.goods
    out = []
    for g in range(N_GOODS):
        if mask >> g & 1:
            if not goods[g] or kept[g]:
                return None
            out.append(goods[g])
        elif kept[g] > goods[g]:
            return None
        else:
            out.append(kept[g])
    return tuple(out)


def keep_after_storage(p: PlayerState, supply: list[int], action: int) -> None:
    """Apply a ``StoreMore``: the kinds of the mask stay, the kept barrels stay, the
    rest goes back to the supply."""
    mask, kept = decode_storage(action)
    goods = p.goods
    for g in range(N_GOODS):
        if goods[g] and not mask >> g & 1:
            supply[g] += goods[g] - kept[g]
            goods[g] = kept[g]
