"""The base game's pieces: its 23 buildings, its seven roles and the zones of its table.

Names in both namings (classic, 1897), what each piece does in the team's own words
(never a rulebook's sentence), and the picture it is drawn with.  See ``catalog``.
"""

from __future__ import annotations

from ...engine.data import Role
from ..i18n import QT_TRANSLATE_NOOP
from .catalog import BuildingLook, RoleLook, add_buildings, add_roles, add_zones

add_buildings(
    {
        "small_indigo_plant": BuildingLook(
            QT_TRANSLATE_NOOP("Names", "Small Indigo Plant"),
            QT_TRANSLATE_NOOP("Names1897", "Small Fruit Depot"),
            "production_indigo",
        ),
        "small_sugar_mill": BuildingLook(
            QT_TRANSLATE_NOOP("Names", "Small Sugar Mill"),
            QT_TRANSLATE_NOOP("Names1897", "Small Sugar Mill"),
            "production_sugar",
        ),
        "indigo_plant": BuildingLook(
            QT_TRANSLATE_NOOP("Names", "Indigo Plant"),
            QT_TRANSLATE_NOOP("Names1897", "Large Fruit Depot"),
            "production_indigo",
        ),
        "sugar_mill": BuildingLook(
            QT_TRANSLATE_NOOP("Names", "Sugar Mill"),
            QT_TRANSLATE_NOOP("Names1897", "Large Sugar Mill"),
            "production_sugar",
        ),
        "tobacco_storage": BuildingLook(
            QT_TRANSLATE_NOOP("Names", "Tobacco Storage"),
            QT_TRANSLATE_NOOP("Names1897", "Large Tobacco Storage"),
            "production_tobacco",
        ),
        "coffee_roaster": BuildingLook(
            QT_TRANSLATE_NOOP("Names", "Coffee Roaster"),
            QT_TRANSLATE_NOOP("Names1897", "Large Coffee Roaster"),
            "production_coffee",
        ),
        "small_market": BuildingLook(
            QT_TRANSLATE_NOOP("Names", "Small Market"),
            QT_TRANSLATE_NOOP("Names1897", "Small Market"),
            "small_market",
            QT_TRANSLATE_NOOP(
                "Tips", "Each good you sell to the trading house earns one {doubloon} more."
            ),
        ),
        "hacienda": BuildingLook(
            QT_TRANSLATE_NOOP("Names", "Hacienda"),
            QT_TRANSLATE_NOOP("Names1897", "Hacienda"),
            "hacienda",
            QT_TRANSLATE_NOOP(
                "Tips",
                "In the {settler_phase}, before your normal pick, you may add a random face-down {plantation} to your {island}.",
            ),
        ),
        "construction_hut": BuildingLook(
            QT_TRANSLATE_NOOP("Names", "Construction Hut"),
            QT_TRANSLATE_NOOP("Names1897", "Builder's Yard"),
            "construction_hut",
            QT_TRANSLATE_NOOP(
                "Tips",
                "In the {settler_phase} you may take a quarry instead of a face-up tile, whoever chose the role.",
            ),
        ),
        "small_warehouse": BuildingLook(
            QT_TRANSLATE_NOOP("Names", "Small Warehouse"),
            QT_TRANSLATE_NOOP("Names1897", "Small Warehouse"),
            "small_warehouse",
            QT_TRANSLATE_NOOP(
                "Tips",
                "After the {captain_phase} you keep all {barrels} of one kind, on top of the single {barrel} everyone keeps.",
            ),
        ),
        "hospice": BuildingLook(
            QT_TRANSLATE_NOOP("Names", "Hospice"),
            QT_TRANSLATE_NOOP("Names1897", "Hospital"),
            "hospice",
            QT_TRANSLATE_NOOP(
                "Tips",
                "Each {plantation} or quarry you take from the open display in the {settler_phase} arrives with a {colonist} on it (from the supply, or from the {ship} when the supply is empty). The face-down tile of the {hacienda} comes without one.",
            ),
        ),
        "office": BuildingLook(
            QT_TRANSLATE_NOOP("Names", "Office"),
            QT_TRANSLATE_NOOP("Names1897", "Office"),
            "office",
            QT_TRANSLATE_NOOP(
                "Tips", "You may sell a kind of good the trading house already holds."
            ),
        ),
        "large_market": BuildingLook(
            QT_TRANSLATE_NOOP("Names", "Large Market"),
            QT_TRANSLATE_NOOP("Names1897", "Large Market"),
            "large_market",
            QT_TRANSLATE_NOOP(
                "Tips",
                "Each good you sell to the trading house earns two {doubloons} more (adds up with the {small_market}).",
            ),
        ),
        "large_warehouse": BuildingLook(
            QT_TRANSLATE_NOOP("Names", "Large Warehouse"),
            QT_TRANSLATE_NOOP("Names1897", "Large Warehouse"),
            "large_warehouse",
            QT_TRANSLATE_NOOP(
                "Tips",
                "After the {captain_phase} you keep all {barrels} of two kinds, on top of the single {barrel} everyone keeps.",
            ),
        ),
        "factory": BuildingLook(
            QT_TRANSLATE_NOOP("Names", "Factory"),
            QT_TRANSLATE_NOOP("Names1897", "Factory"),
            "factory",
            QT_TRANSLATE_NOOP(
                "Tips",
                "When goods are produced, variety pays: 1 {doubloon} for two kinds, 2 for three, 3 for four, 5 for all five.",
            ),
        ),
        "university": BuildingLook(
            QT_TRANSLATE_NOOP("Names", "University"),
            QT_TRANSLATE_NOOP("Names1897", "School"),
            "university",
            QT_TRANSLATE_NOOP(
                "Tips",
                "Every building you buy comes with a {colonist} from the supply already in it.",
            ),
        ),
        "harbor": BuildingLook(
            QT_TRANSLATE_NOOP("Names", "Harbor"),
            QT_TRANSLATE_NOOP("Names1897", "Harbor"),
            "harbor",
            QT_TRANSLATE_NOOP(
                "Tips",
                "Each shipment you make, onto a cargo ship or a wharf of yours, earns one VP more.",
            ),
        ),
        "wharf": BuildingLook(
            QT_TRANSLATE_NOOP("Names", "Wharf"),
            QT_TRANSLATE_NOOP("Names1897", "Wharf"),
            "wharf",
            QT_TRANSLATE_NOOP(
                "Tips",
                "Your own ship without a size limit: once per {captain_phase}, ship all {barrels} of one kind here instead of on a cargo ship.",
            ),
        ),
        "guild_hall": BuildingLook(
            QT_TRANSLATE_NOOP("Names", "Guild Hall"),
            QT_TRANSLATE_NOOP("Names1897", "Fire Station"),
            "guild_hall",
            QT_TRANSLATE_NOOP(
                "Tips",
                "Game end: 1 VP per small and 2 VP per large production building in your {city}.",
            ),
        ),
        "residence": BuildingLook(
            QT_TRANSLATE_NOOP("Names", "Residence"),
            QT_TRANSLATE_NOOP("Names1897", "Residence"),
            "residence",
            QT_TRANSLATE_NOOP(
                "Tips",
                "Game end: 4 VP for up to 9 filled {island} spaces, 5 for 10, 6 for 11 and 7 for all 12.",
            ),
        ),
        "fortress": BuildingLook(
            QT_TRANSLATE_NOOP("Names", "Fortress"),
            QT_TRANSLATE_NOOP("Names1897", "Fortress"),
            "fortress",
            QT_TRANSLATE_NOOP("Tips", "Game end: 1 VP for every three {colonists} you own."),
        ),
        "customs_house": BuildingLook(
            QT_TRANSLATE_NOOP("Names", "Customs House"),
            QT_TRANSLATE_NOOP("Names1897", "Customs House"),
            "customs_house",
            QT_TRANSLATE_NOOP("Tips", "Game end: 1 VP for every four VP in chips you hold."),
        ),
        "city_hall": BuildingLook(
            QT_TRANSLATE_NOOP("Names", "City Hall"),
            QT_TRANSLATE_NOOP("Names1897", "City Hall"),
            "city_hall",
            QT_TRANSLATE_NOOP(
                "Tips",
                "Game end: 1 VP for every {violet} building in your {city}, this one included.",
            ),
        ),
    }
)

add_roles(
    {
        Role.SETTLER: RoleLook(
            QT_TRANSLATE_NOOP("Names", "Settler"),
            QT_TRANSLATE_NOOP("Names1897", "Planter"),
            "settler",
            QT_TRANSLATE_NOOP(
                "Tips",
                "Everyone, the {settler} first, may add one face-up {plantation} to their {island}. The {settler} may take a quarry instead.",
            ),
            QT_TRANSLATE_NOOP("Names", "Settler phase"),
            QT_TRANSLATE_NOOP("Names1897", "Planter phase"),
        ),
        Role.MAYOR: RoleLook(
            QT_TRANSLATE_NOOP("Names", "Mayor"),
            QT_TRANSLATE_NOOP("Names1897", "Recruiter"),
            "mayor",
            QT_TRANSLATE_NOOP(
                "Tips",
                "The {colonists} on the {ship} are handed out round the table, and everyone places all of theirs anew. The {mayor} gets one extra {colonist} from the supply.",
            ),
            QT_TRANSLATE_NOOP("Names", "Mayor phase"),
            QT_TRANSLATE_NOOP("Names1897", "Recruiter phase"),
        ),
        Role.BUILDER: RoleLook(
            QT_TRANSLATE_NOOP("Names", "Builder"),
            QT_TRANSLATE_NOOP("Names1897", "Builder"),
            "builder",
            QT_TRANSLATE_NOOP(
                "Tips",
                "Everyone may buy one building for their {city}. The {builder} pays one less; every manned quarry takes one more off (up to the building's column).",
            ),
            QT_TRANSLATE_NOOP("Names", "Builder phase"),
            QT_TRANSLATE_NOOP("Names1897", "Builder phase"),
        ),
        Role.CRAFTSMAN: RoleLook(
            QT_TRANSLATE_NOOP("Names", "Craftsman"),
            QT_TRANSLATE_NOOP("Names1897", "Craftsman"),
            "craftsman",
            QT_TRANSLATE_NOOP(
                "Tips",
                "Everyone's manned {plantations} and production buildings turn out goods. The {craftsman} then takes one more {barrel} of a kind just produced.",
            ),
            QT_TRANSLATE_NOOP("Names", "Craftsman phase"),
            QT_TRANSLATE_NOOP("Names1897", "Craftsman phase"),
        ),
        Role.TRADER: RoleLook(
            QT_TRANSLATE_NOOP("Names", "Trader"),
            QT_TRANSLATE_NOOP("Names1897", "Trader"),
            "trader",
            QT_TRANSLATE_NOOP(
                "Tips",
                "Everyone may sell one good to the trading house, which holds four goods of different kinds. Prices: corn 0, {indigo} 1, sugar 2, tobacco 3, coffee 4 {doubloons}. The {trader} earns one {doubloon} more.",
            ),
            QT_TRANSLATE_NOOP("Names", "Trader phase"),
            QT_TRANSLATE_NOOP("Names1897", "Trader phase"),
        ),
        Role.CAPTAIN: RoleLook(
            QT_TRANSLATE_NOOP("Names", "Captain"),
            QT_TRANSLATE_NOOP("Names1897", "Captain"),
            "captain",
            QT_TRANSLATE_NOOP(
                "Tips",
                "In turn, round after round, everyone who can must load goods onto a cargo ship: one kind, as many {barrels} as fit. It goes on until nobody can load any more: one VP per {barrel}, and one more for the {captain}'s first load. Then everyone keeps one {barrel} (more with a warehouse); the rest go back to the supply.",
            ),
            QT_TRANSLATE_NOOP("Names", "Captain phase"),
            QT_TRANSLATE_NOOP("Names1897", "Captain phase"),
        ),
        Role.PROSPECTOR: RoleLook(
            QT_TRANSLATE_NOOP("Names", "Prospector"),
            QT_TRANSLATE_NOOP("Names1897", "Adventurer"),
            "prospector",
            QT_TRANSLATE_NOOP(
                "Tips",
                "Nobody else acts: the {prospector} simply takes one {doubloon} from the bank.",
            ),
            QT_TRANSLATE_NOOP("Names", "Prospector phase"),
            QT_TRANSLATE_NOOP("Names1897", "Adventurer phase"),
        ),
    }
)

add_zones(
    {
        "roles": QT_TRANSLATE_NOOP(
            "Tips",
            "The role cards. On your turn take one: everybody then does that action, you with a small advantage. Cards nobody took collect a {doubloon} each round.",
        ),
        "offer": QT_TRANSLATE_NOOP(
            "Tips",
            "Face-up {plantations} for the {settler_phase}. What nobody takes is discarded afterwards.",
        ),
        "quarries": QT_TRANSLATE_NOOP(
            "Tips",
            "Quarries make buildings cheaper once a {colonist} works them. Only the {settler} may take one, and anyone with a manned {construction_hut}.",
        ),
        "pile": QT_TRANSLATE_NOOP(
            "Tips", "Face-down {plantations}: they refill the offer after each {settler_phase}."
        ),
        "colonist_ship": QT_TRANSLATE_NOOP(
            "Tips",
            "These {colonists} arrive in the next {mayor_phase}. Afterwards it is refilled with one for every empty building circle, at least one per player.",
        ),
        "colonist_supply": QT_TRANSLATE_NOOP(
            "Tips",
            "{colonists} still to come. When the {ship} can no longer be refilled, the game ends {after_the_round}.",
        ),
        "market": QT_TRANSLATE_NOOP(
            "Tips",
            "Buildings for sale, by column. Each player may own each building once. Manned quarries lower the price by up to the column number.",
        ),
        "trading_house": QT_TRANSLATE_NOOP(
            "Tips",
            "Four places, each kind of good only once. When all four are taken, it is emptied after the {trader_phase}.",
        ),
        "cargo_ships": QT_TRANSLATE_NOOP(
            "Tips",
            "Each ship takes one kind of good, and no two ships the same kind. Full ships are unloaded after the {captain_phase}; the others keep their cargo.",
        ),
        "wharf": QT_TRANSLATE_NOOP(
            "Tips", "Your private ship from the {wharf}: all {barrels} of one kind, once per phase."
        ),
        "vp_supply": QT_TRANSLATE_NOOP(
            "Tips",
            "Victory point chips still in the bank. When they run out while shipping, the game ends {after_the_round}.",
        ),
        "goods_supply": QT_TRANSLATE_NOOP(
            "Tips", "{barrels} left in the supply. Nobody produces a good that has run out."
        ),
        "island": QT_TRANSLATE_NOOP(
            "Tips",
            "Twelve spaces for {plantations} and quarries. A tile works only with a {colonist} on it.",
        ),
        "city": QT_TRANSLATE_NOOP(
            "Tips",
            "Twelve building spaces; large buildings take two. Filling the last space ends the game {after_the_round}.",
        ),
        "san_juan": QT_TRANSLATE_NOOP(
            "Tips",
            "{colonists} waiting for work. In the {mayor_phase} they may only stay here when every circle is full.",
        ),
        "goods": QT_TRANSLATE_NOOP(
            "Tips", "Your goods: sell them to the trading house or ship them for VP."
        ),
        "others_goods": QT_TRANSLATE_NOOP(
            "Tips",
            "This player's goods: to be sold to the trading house or shipped for VP; at "
            "the end of the {captain_phase} only one of them is kept, and more with a "
            "warehouse.",
        ),
        "doubloons": QT_TRANSLATE_NOOP(
            "Tips", "Money to buy buildings. Also breaks a tie at the end."
        ),
        "vp_chips": QT_TRANSLATE_NOOP("Tips", "VP chips earned by shipping."),
        "players": QT_TRANSLATE_NOOP("Tips", "Everyone's standing at a glance."),
    }
)
