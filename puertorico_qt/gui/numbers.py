"""Figures in the player's number format (``QLocale``: "2,5" in German), one place for
the windows that show chances and averages (hint, key moments, statistics)."""

from __future__ import annotations

from PySide6.QtCore import QLocale


def number(value: float, places: int = 1) -> str:
    """Whole numbers without decimals ("3"), others with ``places`` ("2,5")."""
    if abs(value - round(value)) < 1e-9:
        return QLocale().toString(round(value))
    return QLocale().toString(float(value), "f", places)


def whole_percent(chance: float) -> str:
    """A chance (0 … 1) in whole per cent, without the sign ("37")."""
    return QLocale().toString(round(100 * chance))
