"""The rules, one module per role.  Importing this package registers every phase."""

from . import arrangement, bonus, builder, captain, craftsman, mayor, roles, settler, trader

__all__ = [
    "arrangement",
    "bonus",
    "builder",
    "captain",
    "craftsman",
    "mayor",
    "roles",
    "settler",
    "trader",
]
