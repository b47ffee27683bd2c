"""How the game's pieces are shown, one module per content set (see ``catalog``).

Importing this package registers every content set.  To add one (an expansion, the
card game): a module here that calls ``catalog.add_buildings`` / ``add_roles`` /
``add_zones``, imported below.
"""

from . import base_game, new_buildings, nobles
from .catalog import BUILDINGS, ROLES, ZONES, BuildingLook, RoleLook

__all__ = [
    "BUILDINGS",
    "ROLES",
    "ZONES",
    "BuildingLook",
    "RoleLook",
    "base_game",
    "new_buildings",
    "nobles",
]
