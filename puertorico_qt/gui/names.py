"""The game's vocabulary, translated: roles, buildings, goods, tiles and terms.

Every name goes through ``QCoreApplication.translate`` with one of two contexts:
``Names`` for the classic edition and ``Names1897`` for Puerto Rico 1897, whose
names differ in every language (Settler/Planter, colonists/workers, indigo/fruit,
Hospice/Hospital, Rathaus/Gouverneurspalast …).  The English source text is the
edition's own English name; the German and Dutch ``.ts`` files carry the rest.

The tables are written with ``QT_TRANSLATE_NOOP`` so that ``pyside6-lupdate
-extensions py`` finds every string; the functions translate at call time, so a
language switch at run time takes effect at the next repaint.

Plurals use Qt's ``%n`` form (``"%n colonist(s)"``).  Without a translator Qt
only substitutes the number, so :func:`tr_n` resolves the English ``(s)`` itself;
an English ``.qm`` (or any translation) takes precedence.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ..engine.data import BUILDINGS, Edition

CLASSIC = "Names"
E1897 = "Names1897"


def context(edition: Edition | int) -> str:
    """The translation context of an edition's names."""
    return E1897 if int(edition) == Edition.E1897 else CLASSIC


def _lookup(ctx: str, text: str, disambiguation: str | None = None) -> str:
    return QCoreApplication.translate(ctx, text, disambiguation)


def plural(text: str, n: int) -> str:
    """Resolve an English ``(s)`` that no translation replaced (Qt only fills in ``%n``)."""
    if "(s)" in text:
        text = text.replace("(s)", "" if n == 1 else "s")
    return text


def tr_plural(ctx: str, source: str, n: int) -> str:
    """A plural message (``"%n colonist(s)"``) translated for ``n``.

    Every plural source must also appear in :func:`_numerus_sources`: pyside6-lupdate
    marks a ``translate(…, n)`` call as a plural ("numerus") message only when ``n`` is
    a number literal, so the sources are declared there and looked up here."""
    return plural(QCoreApplication.translate(ctx, source, None, n), n)


def _numerus_sources() -> None:  # pragma: no cover - read by pyside6-lupdate, never run
    QCoreApplication.translate("Names", "%n colonist(s)", None, 2)
    QCoreApplication.translate("Names1897", "%n worker(s)", None, 2)
    QCoreApplication.translate("Names", "%n doubloon(s)", None, 2)
    QCoreApplication.translate("Names1897", "%n coin(s)", None, 2)
    QCoreApplication.translate("Names", "%n barrel(s)", None, 2)
    QCoreApplication.translate("Names1897", "%n crate(s)", None, 2)
    QCoreApplication.translate("Names", "%n VP", None, 2)
    QCoreApplication.translate("Names", "%n corn", None, 2)
    QCoreApplication.translate("Names", "%n indigo", None, 2)
    QCoreApplication.translate("Names", "%n sugar", None, 2)
    QCoreApplication.translate("Names", "%n tobacco", None, 2)
    QCoreApplication.translate("Names", "%n coffee", None, 2)
    QCoreApplication.translate("Names1897", "%n corn", None, 2)
    QCoreApplication.translate("Names1897", "%n fruit", None, 2)
    QCoreApplication.translate("Names1897", "%n sugar", None, 2)
    QCoreApplication.translate("Names1897", "%n tobacco", None, 2)
    QCoreApplication.translate("Names1897", "%n coffee", None, 2)
    QCoreApplication.translate("Tips", "%n circle(s)", None, 2)
    QCoreApplication.translate("Table", "{barrels} will go back to the supply.", None, 2)
    QCoreApplication.translate(
        "Prompt",
        "Your turn: choose what to keep — one {barrel}, plus all {barrels} of %n kind(s) in your "
        "warehouses. The rest goes back.",
        None,
        2,
    )


# --------------------------------------------------------------------------- roles

_ROLES = {
    CLASSIC: (
        QT_TRANSLATE_NOOP("Names", "Settler"),
        QT_TRANSLATE_NOOP("Names", "Mayor"),
        QT_TRANSLATE_NOOP("Names", "Builder"),
        QT_TRANSLATE_NOOP("Names", "Craftsman"),
        QT_TRANSLATE_NOOP("Names", "Trader"),
        QT_TRANSLATE_NOOP("Names", "Captain"),
        QT_TRANSLATE_NOOP("Names", "Prospector"),
    ),
    E1897: (
        QT_TRANSLATE_NOOP("Names1897", "Planter"),
        QT_TRANSLATE_NOOP("Names1897", "Recruiter"),
        QT_TRANSLATE_NOOP("Names1897", "Builder"),
        QT_TRANSLATE_NOOP("Names1897", "Craftsman"),
        QT_TRANSLATE_NOOP("Names1897", "Trader"),
        QT_TRANSLATE_NOOP("Names1897", "Captain"),
        QT_TRANSLATE_NOOP("Names1897", "Adventurer"),
    ),
}

#: The SVG of each role kind (``resources/roles/<name>.svg``).
ROLE_ART = ("settler", "mayor", "builder", "craftsman", "trader", "captain", "prospector")


def role_name(kind: int, edition: Edition | int = Edition.CLASSIC) -> str:
    ctx = context(edition)
    return _lookup(ctx, _ROLES[ctx][kind])


# --------------------------------------------------------------------------- goods

_GOODS = {
    CLASSIC: (
        QT_TRANSLATE_NOOP("Names", "Corn"),
        QT_TRANSLATE_NOOP("Names", "Indigo"),
        QT_TRANSLATE_NOOP("Names", "Sugar"),
        QT_TRANSLATE_NOOP("Names", "Tobacco"),
        QT_TRANSLATE_NOOP("Names", "Coffee"),
    ),
    E1897: (
        QT_TRANSLATE_NOOP("Names1897", "Corn"),
        QT_TRANSLATE_NOOP("Names1897", "Fruit"),
        QT_TRANSLATE_NOOP("Names1897", "Sugar"),
        QT_TRANSLATE_NOOP("Names1897", "Tobacco"),
        QT_TRANSLATE_NOOP("Names1897", "Coffee"),
    ),
}

# The same goods inside a sentence ("ships 3 corn"); the translator decides the case.
_GOODS_LOWER = {
    CLASSIC: (
        QT_TRANSLATE_NOOP("Names", "corn"),
        QT_TRANSLATE_NOOP("Names", "indigo"),
        QT_TRANSLATE_NOOP("Names", "sugar"),
        QT_TRANSLATE_NOOP("Names", "tobacco"),
        QT_TRANSLATE_NOOP("Names", "coffee"),
    ),
    E1897: (
        QT_TRANSLATE_NOOP("Names1897", "corn"),
        QT_TRANSLATE_NOOP("Names1897", "fruit"),
        QT_TRANSLATE_NOOP("Names1897", "sugar"),
        QT_TRANSLATE_NOOP("Names1897", "tobacco"),
        QT_TRANSLATE_NOOP("Names1897", "coffee"),
    ),
}


def good_name(good: int, edition: Edition | int = Edition.CLASSIC) -> str:
    """A good as a label: "Corn", "Indigo" (1897: "Fruit")."""
    ctx = context(edition)
    return _lookup(ctx, _GOODS[ctx][good])


def good_word(good: int, edition: Edition | int = Edition.CLASSIC) -> str:
    """A good inside a sentence: "corn", "indigo" (1897: "fruit")."""
    ctx = context(edition)
    return _lookup(ctx, _GOODS_LOWER[ctx][good])


def good_art(good: int, edition: Edition | int = Edition.CLASSIC) -> str:
    """The SVG name of a good (``goods/<name>.svg``, ``tiles/<name>.svg``)."""
    names = ("corn", "indigo", "sugar", "tobacco", "coffee")
    if good == 1 and int(edition) == Edition.E1897:
        return "fruit"
    return names[good]


# --------------------------------------------------------------------------- tiles

_TILES = {
    CLASSIC: (
        QT_TRANSLATE_NOOP("Names", "Corn plantation"),
        QT_TRANSLATE_NOOP("Names", "Indigo plantation"),
        QT_TRANSLATE_NOOP("Names", "Sugar plantation"),
        QT_TRANSLATE_NOOP("Names", "Tobacco plantation"),
        QT_TRANSLATE_NOOP("Names", "Coffee plantation"),
        QT_TRANSLATE_NOOP("Names", "Quarry"),
    ),
    E1897: (
        QT_TRANSLATE_NOOP("Names1897", "Corn estate"),
        QT_TRANSLATE_NOOP("Names1897", "Fruit estate"),
        QT_TRANSLATE_NOOP("Names1897", "Sugar estate"),
        QT_TRANSLATE_NOOP("Names1897", "Tobacco estate"),
        QT_TRANSLATE_NOOP("Names1897", "Coffee estate"),
        QT_TRANSLATE_NOOP("Names1897", "Quarry"),
    ),
}

_TILES_LOWER = {
    CLASSIC: (
        QT_TRANSLATE_NOOP("Names", "a corn plantation"),
        QT_TRANSLATE_NOOP("Names", "an indigo plantation"),
        QT_TRANSLATE_NOOP("Names", "a sugar plantation"),
        QT_TRANSLATE_NOOP("Names", "a tobacco plantation"),
        QT_TRANSLATE_NOOP("Names", "a coffee plantation"),
        QT_TRANSLATE_NOOP("Names", "a quarry"),
    ),
    E1897: (
        QT_TRANSLATE_NOOP("Names1897", "a corn estate"),
        QT_TRANSLATE_NOOP("Names1897", "a fruit estate"),
        QT_TRANSLATE_NOOP("Names1897", "a sugar estate"),
        QT_TRANSLATE_NOOP("Names1897", "a tobacco estate"),
        QT_TRANSLATE_NOOP("Names1897", "a coffee estate"),
        QT_TRANSLATE_NOOP("Names1897", "a quarry"),
    ),
}


def tile_name(tile: int, edition: Edition | int = Edition.CLASSIC) -> str:
    """An island tile as a label: "Sugar plantation", "Quarry"."""
    ctx = context(edition)
    return _lookup(ctx, _TILES[ctx][tile])


def tile_phrase(tile: int, edition: Edition | int = Edition.CLASSIC) -> str:
    """An island tile inside a sentence, with its article: "a sugar plantation"."""
    ctx = context(edition)
    return _lookup(ctx, _TILES_LOWER[ctx][tile])


def tile_art(tile: int, edition: Edition | int = Edition.CLASSIC) -> str:
    return "quarry" if tile == 5 else good_art(tile, edition)


# --------------------------------------------------------------------------- buildings

# Indexed by building id; every row of engine/buildings.json has a name here.
_BUILDINGS_CLASSIC = {
    "small_indigo_plant": QT_TRANSLATE_NOOP("Names", "Small Indigo Plant"),
    "small_sugar_mill": QT_TRANSLATE_NOOP("Names", "Small Sugar Mill"),
    "indigo_plant": QT_TRANSLATE_NOOP("Names", "Indigo Plant"),
    "sugar_mill": QT_TRANSLATE_NOOP("Names", "Sugar Mill"),
    "tobacco_storage": QT_TRANSLATE_NOOP("Names", "Tobacco Storage"),
    "coffee_roaster": QT_TRANSLATE_NOOP("Names", "Coffee Roaster"),
    "small_market": QT_TRANSLATE_NOOP("Names", "Small Market"),
    "hacienda": QT_TRANSLATE_NOOP("Names", "Hacienda"),
    "construction_hut": QT_TRANSLATE_NOOP("Names", "Construction Hut"),
    "small_warehouse": QT_TRANSLATE_NOOP("Names", "Small Warehouse"),
    "hospice": QT_TRANSLATE_NOOP("Names", "Hospice"),
    "office": QT_TRANSLATE_NOOP("Names", "Office"),
    "large_market": QT_TRANSLATE_NOOP("Names", "Large Market"),
    "large_warehouse": QT_TRANSLATE_NOOP("Names", "Large Warehouse"),
    "factory": QT_TRANSLATE_NOOP("Names", "Factory"),
    "university": QT_TRANSLATE_NOOP("Names", "University"),
    "harbor": QT_TRANSLATE_NOOP("Names", "Harbor"),
    "wharf": QT_TRANSLATE_NOOP("Names", "Wharf"),
    "guild_hall": QT_TRANSLATE_NOOP("Names", "Guild Hall"),
    "residence": QT_TRANSLATE_NOOP("Names", "Residence"),
    "fortress": QT_TRANSLATE_NOOP("Names", "Fortress"),
    "customs_house": QT_TRANSLATE_NOOP("Names", "Customs House"),
    "city_hall": QT_TRANSLATE_NOOP("Names", "City Hall"),
    # Expansion I: new buildings
    "aqueduct": QT_TRANSLATE_NOOP("Names", "Aqueduct"),
    "forest_house": QT_TRANSLATE_NOOP("Names", "Forest House"),
    "black_market": QT_TRANSLATE_NOOP("Names", "Black Market"),
    "storehouse": QT_TRANSLATE_NOOP("Names", "Storehouse"),
    "guest_house": QT_TRANSLATE_NOOP("Names", "Guest House"),
    "trading_post": QT_TRANSLATE_NOOP("Names", "Trading Post"),
    "church": QT_TRANSLATE_NOOP("Names", "Church"),
    "small_wharf": QT_TRANSLATE_NOOP("Names", "Small Wharf"),
    "lighthouse": QT_TRANSLATE_NOOP("Names", "Lighthouse"),
    "specialty_factory": QT_TRANSLATE_NOOP("Names", "Specialty Factory"),
    "library": QT_TRANSLATE_NOOP("Names", "Library"),
    "union_hall": QT_TRANSLATE_NOOP("Names", "Union Hall"),
    "statue": QT_TRANSLATE_NOOP("Names", "Statue"),
    "cloister": QT_TRANSLATE_NOOP("Names", "Cloister"),
    # Expansion II: nobles
    "land_office": QT_TRANSLATE_NOOP("Names", "Land Office"),
    "chapel": QT_TRANSLATE_NOOP("Names", "Chapel"),
    "hunting_lodge": QT_TRANSLATE_NOOP("Names", "Hunting Lodge"),
    "zoning_office": QT_TRANSLATE_NOOP("Names", "Zoning Office"),
    "royal_supplier": QT_TRANSLATE_NOOP("Names", "Royal Supplier"),
    "villa": QT_TRANSLATE_NOOP("Names", "Villa"),
    "jeweler": QT_TRANSLATE_NOOP("Names", "Jeweler"),
    "royal_garden": QT_TRANSLATE_NOOP("Names", "Royal Garden"),
}

# Puerto Rico 1897 names (English per the 1897 Special Edition; see gamedata.md).
_BUILDINGS_1897 = {
    "small_indigo_plant": QT_TRANSLATE_NOOP("Names1897", "Small Fruit Depot"),
    "small_sugar_mill": QT_TRANSLATE_NOOP("Names1897", "Small Sugar Mill"),
    "indigo_plant": QT_TRANSLATE_NOOP("Names1897", "Large Fruit Depot"),
    "sugar_mill": QT_TRANSLATE_NOOP("Names1897", "Large Sugar Mill"),
    "tobacco_storage": QT_TRANSLATE_NOOP("Names1897", "Large Tobacco Storage"),
    "coffee_roaster": QT_TRANSLATE_NOOP("Names1897", "Large Coffee Roaster"),
    "small_market": QT_TRANSLATE_NOOP("Names1897", "Small Market"),
    "hacienda": QT_TRANSLATE_NOOP("Names1897", "Hacienda"),
    "construction_hut": QT_TRANSLATE_NOOP("Names1897", "Builder's Yard"),
    "small_warehouse": QT_TRANSLATE_NOOP("Names1897", "Small Warehouse"),
    "hospice": QT_TRANSLATE_NOOP("Names1897", "Hospital"),
    "office": QT_TRANSLATE_NOOP("Names1897", "Office"),
    "large_market": QT_TRANSLATE_NOOP("Names1897", "Large Market"),
    "large_warehouse": QT_TRANSLATE_NOOP("Names1897", "Large Warehouse"),
    "factory": QT_TRANSLATE_NOOP("Names1897", "Factory"),
    "university": QT_TRANSLATE_NOOP("Names1897", "School"),
    "harbor": QT_TRANSLATE_NOOP("Names1897", "Harbor"),
    "wharf": QT_TRANSLATE_NOOP("Names1897", "Wharf"),
    "guild_hall": QT_TRANSLATE_NOOP("Names1897", "Fire Station"),
    "residence": QT_TRANSLATE_NOOP("Names1897", "Residence"),
    "fortress": QT_TRANSLATE_NOOP("Names1897", "Fortress"),
    "customs_house": QT_TRANSLATE_NOOP("Names1897", "Customs House"),
    "city_hall": QT_TRANSLATE_NOOP("Names1897", "City Hall"),
    # The expansions' English 1897 names are not known (gamedata.md): the English
    # source is the original expansion's name; the German 1897 book's names
    # (Kanal, Holzlager, Bohio, Destille …) go into the German translation.
    "aqueduct": QT_TRANSLATE_NOOP("Names1897", "Aqueduct"),
    "forest_house": QT_TRANSLATE_NOOP("Names1897", "Forest House"),
    "black_market": QT_TRANSLATE_NOOP("Names1897", "Black Market"),
    "storehouse": QT_TRANSLATE_NOOP("Names1897", "Storehouse"),
    "guest_house": QT_TRANSLATE_NOOP("Names1897", "Guest House"),
    "trading_post": QT_TRANSLATE_NOOP("Names1897", "Trading Post"),
    "church": QT_TRANSLATE_NOOP("Names1897", "Church"),
    "small_wharf": QT_TRANSLATE_NOOP("Names1897", "Small Wharf"),
    "lighthouse": QT_TRANSLATE_NOOP("Names1897", "Lighthouse"),
    "specialty_factory": QT_TRANSLATE_NOOP("Names1897", "Specialty Factory"),
    "library": QT_TRANSLATE_NOOP("Names1897", "Library"),
    "union_hall": QT_TRANSLATE_NOOP("Names1897", "Union Hall"),
    "statue": QT_TRANSLATE_NOOP("Names1897", "Statue"),
    "cloister": QT_TRANSLATE_NOOP("Names1897", "Cloister"),
    "land_office": QT_TRANSLATE_NOOP("Names1897", "Land Office"),
    "chapel": QT_TRANSLATE_NOOP("Names1897", "Chapel"),
    "hunting_lodge": QT_TRANSLATE_NOOP("Names1897", "Hunting Lodge"),
    "zoning_office": QT_TRANSLATE_NOOP("Names1897", "Zoning Office"),
    "royal_supplier": QT_TRANSLATE_NOOP("Names1897", "Royal Supplier"),
    "villa": QT_TRANSLATE_NOOP("Names1897", "Villa"),
    "jeweler": QT_TRANSLATE_NOOP("Names1897", "Jeweler"),
    "royal_garden": QT_TRANSLATE_NOOP("Names1897", "Royal Garden"),
}

_BUILDINGS = {CLASSIC: _BUILDINGS_CLASSIC, E1897: _BUILDINGS_1897}


def building_name(building: int, edition: Edition | int = Edition.CLASSIC) -> str:
    ctx = context(edition)
    return _lookup(ctx, _BUILDINGS[ctx][BUILDINGS[building].id])


def building_art(building: int) -> str:
    """The SVG name of a building (``buildings/<name>.svg``); production buildings
    of one good share a picture."""
    b = BUILDINGS[building]
    if b.is_production:
        goods = ("corn", "indigo", "sugar", "tobacco", "coffee")
        return "production_" + goods[b.produces]
    return b.id


# --------------------------------------------------------------------------- terms

# Words that differ between the editions; "%n" forms carry the plural.
_TERMS = {
    CLASSIC: {
        "colonist": QT_TRANSLATE_NOOP("Names", "colonist"),
        "colonists": QT_TRANSLATE_NOOP("Names", "colonists"),
        "Colonists": QT_TRANSLATE_NOOP("Names", "Colonists"),
        "doubloon": QT_TRANSLATE_NOOP("Names", "doubloon"),
        "doubloons": QT_TRANSLATE_NOOP("Names", "doubloons"),
        "Doubloons": QT_TRANSLATE_NOOP("Names", "Doubloons"),
        "colonist_ship": QT_TRANSLATE_NOOP("Names", "Colonist ship"),
        "colonist_supply": QT_TRANSLATE_NOOP("Names", "Colonist supply"),
        "san_juan": QT_TRANSLATE_NOOP("Names", "San Juan"),
        "island": QT_TRANSLATE_NOOP("Names", "Island"),
        "island_word": QT_TRANSLATE_NOOP("Names", "island"),
        "city_word": QT_TRANSLATE_NOOP("Names", "city"),
        "city": QT_TRANSLATE_NOOP("Names", "City"),
        "plantations": QT_TRANSLATE_NOOP("Names", "Plantations"),
        "plantations_word": QT_TRANSLATE_NOOP("Names", "plantations"),
        "plantation": QT_TRANSLATE_NOOP("Names", "plantation"),
        "round": QT_TRANSLATE_NOOP("Names", "Round %1"),
        "governor": QT_TRANSLATE_NOOP("Names", "Governor"),
        "violet": QT_TRANSLATE_NOOP("Names", "violet"),
        "round_label": QT_TRANSLATE_NOOP("Names", "Round"),
        "round_word": QT_TRANSLATE_NOOP("Names", "round"),
        "noble": QT_TRANSLATE_NOOP("Names", "noble"),
        "nobles": QT_TRANSLATE_NOOP("Names", "nobles"),
        "barrel": QT_TRANSLATE_NOOP("Names", "barrel"),
        "barrels": QT_TRANSLATE_NOOP("Names", "barrels"),
    },
    E1897: {
        "colonist": QT_TRANSLATE_NOOP("Names1897", "worker"),
        "colonists": QT_TRANSLATE_NOOP("Names1897", "workers"),
        "Colonists": QT_TRANSLATE_NOOP("Names1897", "Workers"),
        "doubloon": QT_TRANSLATE_NOOP("Names1897", "coin"),
        "doubloons": QT_TRANSLATE_NOOP("Names1897", "coins"),
        "Doubloons": QT_TRANSLATE_NOOP("Names1897", "Coins"),
        "colonist_ship": QT_TRANSLATE_NOOP("Names1897", "Work register"),
        "colonist_supply": QT_TRANSLATE_NOOP("Names1897", "Worker supply"),
        "san_juan": QT_TRANSLATE_NOOP("Names1897", "Portrait"),
        "island": QT_TRANSLATE_NOOP("Names1897", "Countryside"),
        "island_word": QT_TRANSLATE_NOOP("Names1897", "countryside"),
        "city_word": QT_TRANSLATE_NOOP("Names1897", "city"),
        "city": QT_TRANSLATE_NOOP("Names1897", "City"),
        "plantations": QT_TRANSLATE_NOOP("Names1897", "Estates"),
        "plantations_word": QT_TRANSLATE_NOOP("Names1897", "estates"),
        "plantation": QT_TRANSLATE_NOOP("Names1897", "estate"),
        "round": QT_TRANSLATE_NOOP("Names1897", "Round %1"),
        "governor": QT_TRANSLATE_NOOP("Names1897", "Governor"),
        "violet": QT_TRANSLATE_NOOP("Names1897", "beige"),
        "round_label": QT_TRANSLATE_NOOP("Names1897", "Round"),
        "round_word": QT_TRANSLATE_NOOP("Names1897", "round"),
        "noble": QT_TRANSLATE_NOOP("Names1897", "noble"),
        "nobles": QT_TRANSLATE_NOOP("Names1897", "nobles"),
        "barrel": QT_TRANSLATE_NOOP("Names1897", "crate"),
        "barrels": QT_TRANSLATE_NOOP("Names1897", "crates"),
    },
}


def term(key: str, edition: Edition | int = Edition.CLASSIC) -> str:
    """An edition-dependent word: ``term("colonists", ed)`` → "colonists" / "workers"."""
    ctx = context(edition)
    return _lookup(ctx, _TERMS[ctx][key])


def _is_1897(edition: Edition | int) -> bool:
    return int(edition) == Edition.E1897


def n_doubloons(n: int, edition: Edition | int = Edition.CLASSIC) -> str:
    """ "3 doubloons" / 1897: "3 coins"."""
    if _is_1897(edition):
        return tr_plural(E1897, "%n coin(s)", n)
    return tr_plural(CLASSIC, "%n doubloon(s)", n)


def n_colonists(n: int, edition: Edition | int = Edition.CLASSIC) -> str:
    """ "3 colonists" / 1897: "3 workers"."""
    if _is_1897(edition):
        return tr_plural(E1897, "%n worker(s)", n)
    return tr_plural(CLASSIC, "%n colonist(s)", n)


def n_barrels(n: int, edition: Edition | int = Edition.CLASSIC) -> str:
    """ "3 barrels" / 1897: "3 crates"."""
    if _is_1897(edition):
        return tr_plural(E1897, "%n crate(s)", n)
    return tr_plural(CLASSIC, "%n barrel(s)", n)


def n_vp(n: int) -> str:
    return tr_plural(CLASSIC, "%n VP", n)


# "%n corn": a count of barrels of one good, one plural message per good and edition
# (declared in ``_numerus_sources``), so that a language may say "1 Frucht", "3 Früchte".
_N_GOODS = {
    CLASSIC: ("%n corn", "%n indigo", "%n sugar", "%n tobacco", "%n coffee"),
    E1897: ("%n corn", "%n fruit", "%n sugar", "%n tobacco", "%n coffee"),
}


def n_goods(n: int, good: int, edition: Edition | int = Edition.CLASSIC) -> str:
    """ "3 corn", "1 fruit": a count of barrels of one good, plural-correct."""
    ctx = context(edition)
    return tr_plural(ctx, _N_GOODS[ctx][good], n)


def all_source_names() -> dict[str, list[str]]:
    """Every source string per context (for tests: nothing is missing)."""
    out: dict[str, list[str]] = {CLASSIC: [], E1897: []}
    for ctx in (CLASSIC, E1897):
        out[ctx] += list(_ROLES[ctx]) + list(_GOODS[ctx]) + list(_GOODS_LOWER[ctx])
        out[ctx] += list(_TILES[ctx]) + list(_TILES_LOWER[ctx])
        out[ctx] += list(_BUILDINGS[ctx].values()) + list(_TERMS[ctx].values())
    return out
