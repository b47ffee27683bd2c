"""The game table: one Qt model per zone, views and a delegate that paint the art,
drag and drop through the models, and the prompt bar that says what to do next.

``TableWidget(session)`` is the widget; ``role_is_useless`` / ``confirm_role``
warn before a role that does nothing for the player.  See ``docs/gui.md``.
"""

from .advice import confirm_role, role_is_useless
from .mime import MIME_TYPE
from .widget import TableWidget

__all__ = ["MIME_TYPE", "TableWidget", "confirm_role", "role_is_useless"]
