"""What a card is when it lies in a city: the one enum that both card tables (the base
deck in ``data`` and the expansion's rows in ``buildings_data``) share, kept apart so
that ``data`` can read the expansion's table without an import cycle."""

from __future__ import annotations

from enum import IntEnum


class CardKind(IntEnum):
    """What a card is when it lies in a city."""

    PRODUCTION = 0
    CITY = 1  # a violet building with a function
    MONUMENT = 2  # statue, victory column, hero: points only
    SIX = 3  # the 6-cost buildings that score a bonus at the end
