"""The rules, one module per role.  Importing this package registers every phase."""

from . import builder, captain, craftsman, mayor, roles, settler, trader

__all__ = ["builder", "captain", "craftsman", "mayor", "roles", "settler", "trader"]
