"""The building draft of expansion I at the table: its models and its screen."""

from .model import DraftBoardModel, DraftPoolModel, drafted_set
from .widget import DraftWidget

__all__ = ["DraftBoardModel", "DraftPoolModel", "DraftWidget", "drafted_set"]
