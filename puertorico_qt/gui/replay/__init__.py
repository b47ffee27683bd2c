"""The replay window: a finished (or any) game, step by step.

``ReplaySteps`` (``steps``) plays a record once through the session's own game rules
(``gui.session.games``) and keeps the state after every decision, the game log up to
it and the round boundaries; ``ReplaySession`` (``session``) shows one of those states
to the tables, read-only; ``ReplayWindow`` (``window``) puts the table, the controls,
the log and the charts together.  ``opening`` connects it to File › Open, Export and
the archive of finished games; ``launch`` is ``python -m puertorico_qt replay FILE``.
"""

from __future__ import annotations

from .steps import ReplaySteps

__all__ = ["ReplaySteps"]
