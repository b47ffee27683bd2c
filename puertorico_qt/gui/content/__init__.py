"""How the game's pieces are shown, one module per content set (see ``catalog``).

Importing this package registers every content set.  To add one (an expansion, the
card game): a module here that calls ``catalog.add_buildings`` / ``add_roles`` /
``add_zones`` / ``add_terms``, imported below.
"""

from . import base_game, festival, new_buildings, nobles, smuggler
from .catalog import BUILDINGS, ROLES, TERMS, ZONES, BuildingLook, RoleLook

__all__ = [
    "BUILDINGS",
    "ROLES",
    "TERMS",
    "ZONES",
    "BuildingLook",
    "RoleLook",
    "base_game",
    "festival",
    "new_buildings",
    "nobles",
    "smuggler",
]
