"""One player's board — island, city, San Juan, goods, money, VP chips, and the
expansions' forests and nobles — as plain slots, cheap to clone, exact to serialise.

Kept apart from ``state.py`` (the table and the registry of the rules) because every
phase and every bot reads a player's board, and its save format has rules of its own
(``from_dict``: the island's and the city's spaces, a colonist per tile, nobles only
among the workers).
"""

from __future__ import annotations

from .config import GameConfig
from .data import N_BUILDINGS, N_GOODS, N_TILE_KINDS, NOBLE_SENSITIVE
from .readers import MAX_COUNT, fail, read_int, read_ints, read_list, read_object


class PlayerState:
    """One player's board: island, city, San Juan, goods, money and VP chips."""

    __slots__ = (
        "doubloons",
        "vp",
        "goods",
        "plant",
        "plant_occ",
        "bocc",
        "buildings",
        "city_used",
        "san_juan",
        "forest",
        "nobles",
        "noble_on",
    )
    doubloons: int
    vp: int
    goods: list[int]
    plant: list[int]
    plant_occ: list[int]
    bocc: list[int]
    buildings: list[int]
    city_used: int
    san_juan: int
    forest: list[int]
    nobles: int
    noble_on: int

    def __init__(self) -> None:
        self.doubloons = 0
        self.vp = 0  # VP chips
        self.goods = [0] * N_GOODS
        self.plant = [0] * N_TILE_KINDS  # island tiles per kind (5 plantations, quarry)
        self.plant_occ = [0] * N_TILE_KINDS  # of those, how many carry a colonist
        self.bocc = [-1] * N_BUILDINGS  # colonists per building, -1 = not owned
        self.buildings = []  # owned buildings, sorted by index
        self.city_used = 0  # city spaces used (large buildings take two)
        self.san_juan = 0  # colonists waiting in San Juan
        # Expansion I: forests (face-down plantations), by the kind on their face.
        self.forest = [0] * 5
        # Expansion II: nobles are workers (counted in ``colonists()`` like the others);
        # ``nobles`` says how many of them are nobles, ``noble_on`` which of the
        # ``NOBLE_SENSITIVE`` buildings a noble mans (bit i: ``NOBLE_SENSITIVE[i]``).
        # Where the other nobles stand changes no rule, so it is not kept.
        self.nobles = 0
        self.noble_on = 0

    def clone(self) -> PlayerState:
        p = PlayerState.__new__(PlayerState)
        p.doubloons = self.doubloons
        p.vp = self.vp
        p.goods = self.goods[:]
        p.plant = self.plant[:]
        p.plant_occ = self.plant_occ[:]
        p.bocc = self.bocc[:]
        p.buildings = self.buildings[:]
        p.city_used = self.city_used
        p.san_juan = self.san_juan
        p.forest = self.forest[:]
        p.nobles = self.nobles
        p.noble_on = self.noble_on
        return p

    # Derived facts the rules ask often.
    def occupied(self, building: int) -> bool:
        return self.bocc[building] > 0

    def owns(self, building: int) -> bool:
        return self.bocc[building] >= 0

    def island_used(self) -> int:
        """Island spaces filled: plantations, quarries and forests."""
        return sum(self.plant) + sum(self.forest)

    def forests(self) -> int:
        return sum(self.forest)

    def colonists(self) -> int:
        """All of this player's colonists: on tiles, in buildings and in San Juan."""
        bocc = self.bocc
        total = self.san_juan + sum(self.plant_occ)
        for b in self.buildings:  # a loop, not sum(generator): about twice as fast
            total += bocc[b]
        return total

    def to_dict(self, config: GameConfig | None = None) -> dict:
        """The player's fields; ``forest`` only with expansion I in ``config``, the
        nobles only with expansion II (a base game's file is as it always was)."""
        d = {
            "doubloons": self.doubloons,
            "vp": self.vp,
            "goods": self.goods[:],
            "plantations": self.plant[:],
            "plantations_occupied": self.plant_occ[:],
            "buildings": [[b, self.bocc[b]] for b in self.buildings],
            "san_juan": self.san_juan,
        }
        if config is not None and "buildings" in config.expansions:
            d["forests"] = self.forest[:]
        if config is not None and "nobles" in config.expansions:
            d["nobles"] = self.nobles
            d["noble_on"] = [b for i, b in enumerate(NOBLE_SENSITIVE) if self.noble_on >> i & 1]
        return d

    @classmethod
    def from_dict(
        cls, d: object, where: str = "player", config: GameConfig | None = None
    ) -> PlayerState:
        """The inverse of ``to_dict``, strict (raises ``readers.StateFormatError``, the
        message naming the field as ``where.key``): the fields ``to_dict`` writes for
        ``config`` and no other, whole numbers in range, at most 12 island spaces and
        12 city spaces, a colonist per tile at most, each building once with at most
        its circles manned, nobles only among the workers."""
        from .data import BUILDINGS, CITY_SPACES, ISLAND_SPACES

        keys = tuple(cls().to_dict(config))
        fields = read_object(d, where, keys)
        p = cls()
        p.doubloons = read_int(fields["doubloons"], f"{where}.doubloons", 0, MAX_COUNT)
        p.vp = read_int(fields["vp"], f"{where}.vp", 0, MAX_COUNT)
        p.goods = read_ints(fields["goods"], f"{where}.goods", 0, MAX_COUNT, N_GOODS)
        at = f"{where}.plantations"
        p.plant = read_ints(fields["plantations"], at, 0, ISLAND_SPACES, N_TILE_KINDS)
        if sum(p.plant) > ISLAND_SPACES:
            fail(at, f"fill more than {ISLAND_SPACES} island spaces")
        at = f"{where}.plantations_occupied"
        occupied = read_list(fields["plantations_occupied"], at, N_TILE_KINDS)
        p.plant_occ = [read_int(x, f"{at}[{k}]", 0, p.plant[k]) for k, x in enumerate(occupied)]
        at = f"{where}.buildings"
        for i, entry in enumerate(read_list(fields["buildings"], at, most=CITY_SPACES)):
            b_raw, occ_raw = read_list(entry, f"{at}[{i}]", 2)
            b = read_int(b_raw, f"{at}[{i}][0]", 0, N_BUILDINGS - 1)
            if p.bocc[b] >= 0:
                fail(f"{at}[{i}]", f"repeats building {BUILDINGS[b].id}")
            p.bocc[b] = read_int(occ_raw, f"{at}[{i}][1]", 0, BUILDINGS[b].circles)
            p.buildings.append(b)
        p.buildings.sort()
        p.city_used = sum(BUILDINGS[b].city_spaces for b in p.buildings)
        if p.city_used > CITY_SPACES:
            fail(at, f"fill more than {CITY_SPACES} city spaces")
        p.san_juan = read_int(fields["san_juan"], f"{where}.san_juan", 0, MAX_COUNT)
        if "forests" in fields:
            at = f"{where}.forests"
            p.forest = read_ints(fields["forests"], at, 0, ISLAND_SPACES, 5)
            if p.island_used() > ISLAND_SPACES:
                fail(at, f"with the plantations fill more than {ISLAND_SPACES} island spaces")
        if "nobles" in fields:
            p.nobles = read_int(fields["nobles"], f"{where}.nobles", 0, MAX_COUNT)
            at = f"{where}.noble_on"
            for b in read_list(fields["noble_on"], at, most=len(NOBLE_SENSITIVE)):
                if b not in NOBLE_SENSITIVE or p.bocc[b] != 1:
                    fail(at, "names a building that is not a manned colonist-or-noble building")
                p.noble_on |= 1 << NOBLE_SENSITIVE.index(b)
        return p
