"""The score sheet's rows for where VP chips came from besides shipping
(``engine.scoring.ScoreBreakdown.chips_from``): the smuggler's plunder (expansion III)
and the festival's building goal (expansion IV) — "… of them" under the VP chips."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication

from ..engine.data import Edition, Role
from ..engine.scoring import ScoreBreakdown
from . import names as N
from .i18n import QT_TRANSLATE_NOOP

#: Where VP chips came from besides shipping (``ScoreBreakdown.chips_from``), in order.
CHIP_SOURCES = {
    "plunder": QT_TRANSLATE_NOOP("Scores", "… of them plundered ({smuggler})"),
    "festival": QT_TRANSLATE_NOOP("Scores", "… of them from the {festival}"),
}


def chip_rows(
    scores: Sequence[ScoreBreakdown],
    cells: Callable[[list[int]], list[str]],
    edition: Edition | int,
) -> list[tuple[str, list[str], bool]]:
    """A row per source of VP chips that occurs: the smuggler's plunder, the festival."""
    words = {
        "smuggler": N.role_name(Role.SMUGGLER, edition),
        "festival": N.term("festival", edition),
    }
    return [
        (
            QCoreApplication.translate("Scores", label).format(**words),
            cells([s.chips_from.get(key, 0) for s in scores]),
            False,
        )
        for key, label in CHIP_SOURCES.items()
        if any(key in s.chips_from for s in scores)
    ]
