"""Where a task's zone lies on each table, for the overlay (``overlay.HighlightOverlay``):
``board_zone_rect`` on the board game's ``TableWidget``, ``card_zone_rect`` on the card
game's ``CardTableWidget`` (which names its own zones: ``zone_widget``), and where the
overlay's tag goes on each (``BOARD_TAGS``, ``CARD_TAGS``).  A rectangle is in the
table's coordinates; None when the zone is not on the screen now.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QWidget

from ..cards.widget import CardTableWidget
from ..table import TableWidget
from ..table.prompt_bar import PromptBar

#: Where a zone's tag goes ("inside", "above", "below", "bottom": on the bottom edge,
#: "center": on the top edge's middle; the others': on the top edge's right end).
BOARD_TAGS = {
    "island": "inside",
    "city": "inside",
    "goods": "above",
    "san_juan": "above",
    "buttons": "below",
    "storage": "below",  # on the top edge it covered the captions ("Keep one")
}
CARD_TAGS = {
    "buttons": "bottom",  # "below" would cover the trading house's title
    "city": "inside",
    "hand": "inside",
    # above it covered the tile's title and pushed the buttons' tag astray; below it
    # lies the piles' title, of no use while selling
    "house": "below",
    "deck": "bottom",  # "above" covered a corner of the trading-house tile
    "spread": "center",  # the buttons' tag is below its right end
}


def widget_rect(table: QWidget, widget: QWidget | None) -> QRect | None:
    """``widget``'s rectangle in ``table``'s coordinates (None: not shown)."""
    if widget is None or not widget.isVisible():
        return None
    return QRect(widget.mapTo(table, QPoint(0, 0)), widget.size())


def buttons_rect(table: QWidget, bar: PromptBar) -> QRect | None:
    """The prompt bar's buttons (None while it has none)."""
    area = bar.buttons.geometry()
    if bar.buttons.count() == 0 or area.isEmpty() or not bar.isVisible():
        return None
    return QRect(bar.mapTo(table, area.topLeft()), area.size())


def board_zone_rect(table: TableWidget, zone: str, seat: int) -> QRect | None:
    """Where ``zone`` (a name of ``steps.TASKS``' targets) lies on the board table."""
    if zone == "buttons":
        return buttons_rect(table, table.prompt_bar)
    widget: QWidget | None = {
        "roles": table.roles_panel,
        "offer": table.offer_panel,
        "market": table.market_panel,
        "ships": table.ships_panel,
        "house": table.house_panel,
    }.get(zone)
    if zone == "storage":  # its places and their captions, not its note and button
        panel = table.storage_panel
        places = widget_rect(table, panel.view)
        captions = widget_rect(table, panel.captions)
        if places is None or captions is None:
            return places
        lift = round(panel.fontMetrics().height() * 0.45)  # the frame's line above the words
        return places.united(captions).adjusted(0, -lift, 0, 0)
    if widget is None:
        try:
            board = table.board(seat)
        except KeyError:
            return None
        widget = {
            "island": board.island_view,
            "city": board.city_view,
            "san_juan": board.san_juan_view,
            "goods": board.goods_view,
        }.get(zone)
    return widget_rect(table, widget)


def card_zone_rect(table: CardTableWidget, zone: str, seat: int) -> QRect | None:
    """Where ``zone`` (a name of ``cards_steps.TASKS``' targets) lies on the card table;
    ``seat``'s city for "city"."""
    if zone == "buttons":
        return buttons_rect(table, table.prompt_bar)
    if zone == "deck":  # the deck alone: the discard pile beside it gives nothing
        view = table.pile_view
        if not view.isVisible():
            return None
        cell = view.visualRect(view.model().index(0, 0))
        return QRect(view.viewport().mapTo(table, cell.topLeft()), cell.size())
    return widget_rect(table, table.zone_widget(zone, seat))


__all__ = [
    "BOARD_TAGS",
    "CARD_TAGS",
    "board_zone_rect",
    "buttons_rect",
    "card_zone_rect",
    "widget_rect",
]
