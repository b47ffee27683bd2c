"""The game table: Qt models per zone, views and a delegate that paint the art, drag
and drop through the models, and the prompt bar that says what to do next."""

from .mime import MIME_TYPE
from .widget import TableWidget

__all__ = ["MIME_TYPE", "TableWidget"]
