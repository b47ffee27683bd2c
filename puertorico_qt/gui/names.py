"""The game's vocabulary, translated: roles, buildings, goods, tiles and terms.

The names of roles and buildings come from the content sets (``gui.content``); the
goods, tiles and the words that differ between the editions are here.

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

from PySide6.QtCore import QCoreApplication

from ..engine.data import BUILDING_INDEX, BUILDINGS, Edition, Role
from . import content
from .i18n import QT_TRANSLATE_NOOP

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
    QCoreApplication.translate("Names", "%n noble(s)", None, 2)
    QCoreApplication.translate("Names1897", "%n noble(s)", None, 2)
    QCoreApplication.translate("Names", "%n forest(s)", None, 2)
    QCoreApplication.translate("Names1897", "%n forest(s)", None, 2)
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
        "Choose what to keep — one {barrel}, plus all {barrels} of %n kind(s) in your "
        "warehouses. The rest goes back.",
        None,
        2,
    )


# --------------------------------------------------------------------------- roles


def role_name(kind: int, edition: Edition | int = Edition.CLASSIC) -> str:
    look = content.ROLES[kind]
    ctx = context(edition)
    return _lookup(ctx, look.e1897 if ctx == E1897 else look.classic)


def phase_name(kind: int, edition: Edition | int = Edition.CLASSIC) -> str:
    """The name of a role's phase ("Captain phase"; German 1897 "Lieferphase")."""
    look = content.ROLES[kind]
    ctx = context(edition)
    return _lookup(ctx, look.phase_1897 if ctx == E1897 else look.phase_classic)


def role_art(kind: int) -> str:
    """The picture of a role card (``roles/<name>.svg``)."""
    return "roles/" + content.ROLES[kind].art


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


def building_name(building: int, edition: Edition | int = Edition.CLASSIC) -> str:
    look = content.BUILDINGS[BUILDINGS[building].id]
    ctx = context(edition)
    return _lookup(ctx, look.e1897 if ctx == E1897 else look.classic)


def building_art(building: int, edition: Edition | int = Edition.CLASSIC) -> str:
    """The SVG name of a building (``buildings/<name>.svg``); production buildings
    of one good share a picture (1897: the indigo plants are fruit depots, with the
    fruit's picture, as every other piece of that good)."""
    art = content.BUILDINGS[BUILDINGS[building].id].art
    if art == "production_indigo" and _is_1897(edition):
        return "production_fruit"
    return art


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
        "colonist_ship_word": QT_TRANSLATE_NOOP("Names", "colonist ship"),
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
        # whole phrases: a German 1897 "Durchgang" is masculine, a "Runde" feminine
        "last_round": QT_TRANSLATE_NOOP("Names", "last round"),
        "after_this_round": QT_TRANSLATE_NOOP("Names", "after this round"),
        "after_the_round": QT_TRANSLATE_NOOP("Names", "after the round"),
        "noble": QT_TRANSLATE_NOOP("Names", "noble"),
        "nobles": QT_TRANSLATE_NOOP("Names", "nobles"),
        "Nobles": QT_TRANSLATE_NOOP("Names", "Nobles"),
        "forest": QT_TRANSLATE_NOOP("Names", "Forest"),
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
        "colonist_ship_word": QT_TRANSLATE_NOOP("Names1897", "work register"),
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
        "last_round": QT_TRANSLATE_NOOP("Names1897", "last round"),
        "after_this_round": QT_TRANSLATE_NOOP("Names1897", "after this round"),
        "after_the_round": QT_TRANSLATE_NOOP("Names1897", "after the round"),
        "noble": QT_TRANSLATE_NOOP("Names1897", "noble"),
        "nobles": QT_TRANSLATE_NOOP("Names1897", "nobles"),
        "Nobles": QT_TRANSLATE_NOOP("Names1897", "Nobles"),
        "forest": QT_TRANSLATE_NOOP("Names1897", "Forest"),
        "barrel": QT_TRANSLATE_NOOP("Names1897", "crate"),
        "barrels": QT_TRANSLATE_NOOP("Names1897", "crates"),
    },
}


def term(key: str, edition: Edition | int = Edition.CLASSIC) -> str:
    """An edition-dependent word: ``term("colonists", ed)`` → "colonists" / "workers" (an
    expansion's terms: the content sets', ``content.TERMS``)."""
    ctx = context(edition)
    return _lookup(ctx, _TERMS[ctx].get(key) or content.TERMS[key][ctx == E1897])


def naming_of(state: object) -> Edition:
    """The naming a game's words follow: its edition (the card game's, and no game's:
    classic, whose "round" is the card game's too)."""
    edition = getattr(getattr(state, "config", None), "edition", None)
    return Edition.CLASSIC if edition is None else Edition(int(edition))


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


def n_nobles(n: int, edition: Edition | int = Edition.CLASSIC) -> str:
    """ "2 nobles" (expansion II; German classic "Adlige", 1897 "Bürger")."""
    return tr_plural(context(edition), "%n noble(s)", n)


def n_forests(n: int, edition: Edition | int = Edition.CLASSIC) -> str:
    """ "3 forests" (expansion I)."""
    return tr_plural(context(edition), "%n forest(s)", n)


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


def words(edition: Edition | int) -> dict[str, str]:
    """The edition's words for the placeholders of tooltips, prompts and refusals
    (``{colonist}``, ``{settler}``, ``{island}`` …)."""
    ed = edition
    return {
        "colonist": term("colonist", ed),
        "colonists": term("colonists", ed),
        "Colonists": term("Colonists", ed),
        "doubloon": term("doubloon", ed),
        "doubloons": term("doubloons", ed),
        "plantation": term("plantation", ed),
        "plantations": term("plantations_word", ed),  # in a sentence; German keeps its capital
        "ship": term("colonist_ship_word", ed),  # in a sentence; German keeps its capital
        "san_juan": term("san_juan", ed),
        "Doubloons": term("Doubloons", ed),
        "island": term("island_word", ed),
        "city": term("city_word", ed),
        "violet": term("violet", ed),
        "indigo": good_word(1, ed),
        "settler": role_name(Role.SETTLER, ed),
        "mayor": role_name(Role.MAYOR, ed),
        "builder": role_name(Role.BUILDER, ed),
        "craftsman": role_name(Role.CRAFTSMAN, ed),
        "trader": role_name(Role.TRADER, ed),
        "captain": role_name(Role.CAPTAIN, ed),
        "prospector": role_name(Role.PROSPECTOR, ed),
        "smuggler": role_name(Role.SMUGGLER, ed),
        "settler_phase": phase_name(Role.SETTLER, ed),
        "mayor_phase": phase_name(Role.MAYOR, ed),
        "builder_phase": phase_name(Role.BUILDER, ed),
        "craftsman_phase": phase_name(Role.CRAFTSMAN, ed),
        "trader_phase": phase_name(Role.TRADER, ed),
        "captain_phase": phase_name(Role.CAPTAIN, ed),
        "smuggler_phase": phase_name(Role.SMUGGLER, ed),
        "small_market": building_name(BUILDING_INDEX["small_market"], ed),
        "wharf": building_name(BUILDING_INDEX["wharf"], ed),
        "forest_house": building_name(BUILDING_INDEX["forest_house"], ed),
        "hacienda": building_name(BUILDING_INDEX["hacienda"], ed),
        "construction_hut": building_name(BUILDING_INDEX["construction_hut"], ed),
        "noble": term("noble", ed),
        "nobles": term("nobles", ed),
        "barrel": term("barrel", ed),
        "barrels": term("barrels", ed),
        "after_the_round": term("after_the_round", ed),
    }


def all_source_names() -> dict[str, list[str]]:
    """Every source string per context (for tests: nothing is missing)."""
    out: dict[str, list[str]] = {CLASSIC: [], E1897: []}
    for ctx in (CLASSIC, E1897):
        out[ctx] += list(_GOODS[ctx]) + list(_GOODS_LOWER[ctx])
        out[ctx] += list(_TILES[ctx]) + list(_TILES_LOWER[ctx]) + list(_TERMS[ctx].values())
        out[ctx] += [pair[ctx == E1897] for pair in content.TERMS.values()]
    looks: list[content.RoleLook | content.BuildingLook] = [
        *content.ROLES.values(),
        *content.BUILDINGS.values(),
    ]
    for look in looks:
        out[CLASSIC].append(look.classic)
        out[E1897].append(look.e1897)
    for role in content.ROLES.values():
        out[CLASSIC].append(role.phase_classic)
        out[E1897].append(role.phase_1897)
    return out
