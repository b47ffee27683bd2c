"""The base of the card table's models: a row of items (cards, role cards, piles) read
from the state, with drag and drop through the model as Qt intends.

Each model is a ``QAbstractListModel`` whose items are dicts of item-data roles
(``CR``) computed from the state by ``items()``; ``refresh()`` emits ``dataChanged`` for
what changed, or resets the model when the number of items changed.  Texts (names,
tooltips) are made in ``data()`` at call time, so a language switch needs only
``retranslate()``.

Drag and drop: ``mimeData`` packs a payload (``table.mime``: the private MIME type and
its JSON) for the items a player may pick up now; the *target* model's
``drop_effect(payload, row)`` turns payload and place into an effect —
``("action", id)``, an engine action sent to the session, or ``("select", (zone, key))``,
a change of the selection (``context.CardContext``) — so a payload never carries an
action id.  ``canDropMimeData`` is true when that effect is allowed now; ``dropMimeData``
performs it, or refuses it with the reason in words and changes nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import IntEnum
from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QCoreApplication,
    QMimeData,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)

from ...cards import actions
from ..i18n import QT_TRANSLATE_NOOP
from ..table.mime import MIME_TYPE, Payload, from_mime, to_mime
from . import names as CN
from .context import BuildOffer, CardContext

Index = QModelIndex | QPersistentModelIndex
Effect = tuple[str, Any]  # ("action", id) | ("select" | "submit", (zone, key)) | ("say", words)


class CR(IntEnum):
    """Item-data roles of the card table's models (beyond Display and ToolTip)."""

    Kind = Qt.ItemDataRole.UserRole + 1  # str: card, role, deck, discard, house, slot
    Card = Qt.ItemDataRole.UserRole + 2  # int: the card's kind (cards.json row), -1
    Good = Qt.ItemDataRole.UserRole + 3  # bool: a good lies on it (face down)
    Selected = Qt.ItemDataRole.UserRole + 4  # bool: chosen for the decision under way
    Active = Qt.ItemDataRole.UserRole + 5  # bool: a legal choice for the viewer now
    Role = Qt.ItemDataRole.UserRole + 6  # int: a role card's role
    Taker = Qt.ItemDataRole.UserRole + 7  # int: the seat that took the role (-1)
    Count = Qt.ItemDataRole.UserRole + 8  # int: cards in a pile
    Prices = Qt.ItemDataRole.UserRole + 9  # tuple[int, ...] | None: the tile turned up
    Slot = Qt.ItemDataRole.UserRole + 10  # int: place in a city (build order)
    Seat = Qt.ItemDataRole.UserRole + 11  # int: whose city / hand
    Current = Qt.ItemDataRole.UserRole + 12  # bool: the role being played now
    Cost = Qt.ItemDataRole.UserRole + 13  # int: printed cost
    Vp = Qt.ItemDataRole.UserRole + 14  # int: printed VP (-1: see the bonus)
    Id = Qt.ItemDataRole.UserRole + 15  # str: the card's id, where its row may be missing
    Fresh = Qt.ItemDataRole.UserRole + 16  # bool: built since the viewer's latest decision
    Price = Qt.ItemDataRole.UserRole + 17  # int: what building it costs the viewer now
    #: context.BuildOffer | None: the ways the viewer may build the card now (a plain
    #: build's price, a cheaper one over a building of his with a crane)
    Offer = Qt.ItemDataRole.UserRole + 18


Item = dict[int, Any]

#: What a screen reader adds to a card marked fresh (``CR.Fresh``).
FRESH_WORD = QT_TRANSLATE_NOOP("CardTable", "new")
PRICE_WORDS = QT_TRANSLATE_NOOP("CardTable", "costs you {cards}")


def _tr(text: str) -> str:
    return QCoreApplication.translate("CardTable", text)


def build_effect(card: int, offer: BuildOffer | None) -> Effect:
    """Building ``card`` by a double-click or onto the free place: the build, or — where
    only a crane lets it be built — how ("the Palace goes over your Park": which building
    to replace is the player's to say, by a drag; the plain build's refusal said he
    could not pay, beside a coin that said 0)."""
    if offer is not None and offer.plain is None and offer.over is not None:
        price, building = offer.over
        text = _tr(
            QT_TRANSLATE_NOOP(
                "CardTable",
                "Drag the {card} onto your {building} to build it over that ({cards}).",
            )
        ).format(
            card=CN.card_name(card),
            building=CN.card_name(building),
            cards=CN.n_cards(price),
        )
        return ("say", text)
    return ("action", actions.build(card))


class CardZoneModel(QAbstractListModel):
    """A row of items of the card table."""

    def __init__(self, ctx: CardContext, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self._items: list[Item] = self.items()

    # ------------------------------------------------------------------ shape and data

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._items)

    def item(self, index: Index | int) -> Item | None:
        if isinstance(index, int):
            row = index
        elif index.isValid() and index.model() is self:
            row = index.row()
        else:
            return None
        return self._items[row] if 0 <= row < len(self._items) else None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        item = self.item(index)
        if item is None:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.display(item)
        if role == Qt.ItemDataRole.AccessibleTextRole:  # star and coin, for a screen reader
            text = (self.display(item) or "").replace("\u00ad", "")  # (a soft hyphen)
            if text and item.get(CR.Fresh):
                text = f"{text} ({_tr(FRESH_WORD)})"
            if text and item.get(CR.Price) is not None:
                text = f"{text} ({_tr(PRICE_WORDS).format(cards=CN.n_cards(item[CR.Price]))})"
            return text
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.tooltip(item)
        return item.get(role)

    def display(self, item: Item) -> str | None:
        return None

    def tooltip(self, item: Item) -> str | None:
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if self.item(index) is None:
            return Qt.ItemFlag.NoItemFlags
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if self.payload(index.row()) is not None:
            flags |= Qt.ItemFlag.ItemIsDragEnabled
        return flags | Qt.ItemFlag.ItemIsDropEnabled

    def find(self, **match: Any) -> QModelIndex:
        """The first index whose item has these role values (by role name), for tests."""
        want = {CR[k]: v for k, v in match.items()}
        for row, item in enumerate(self._items):
            if all(item.get(k) == v for k, v in want.items()):
                return self.index(row, 0)
        return QModelIndex()

    # ------------------------------------------------------------------ refresh

    def items(self) -> list[Item]:  # pragma: no cover - abstract
        raise NotImplementedError

    def refresh(self) -> None:
        new = self.items()
        old = self._items
        if len(new) != len(old):
            self.beginResetModel()
            self._items = new
            self.endResetModel()
            return
        self._items = new
        changed = [row for row, (a, b) in enumerate(zip(old, new, strict=True)) if a != b]
        if changed:
            self.dataChanged.emit(self.index(changed[0], 0), self.index(changed[-1], 0))

    def retranslate(self) -> None:
        if self._items:
            self.dataChanged.emit(
                self.index(0, 0),
                self.index(len(self._items) - 1, 0),
                [Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole],
            )

    # ------------------------------------------------------------------ what a player does

    def payload(self, row: int) -> Payload | None:
        """What a drag from this item carries (None: nothing to pick up)."""
        return None

    def drop_effect(self, payload: Payload, row: int) -> Effect | None:
        """What dropping ``payload`` on item ``row`` (-1: on the strip's empty space) would
        do (None: it does not belong there)."""
        return None

    def click_effect(self, row: int) -> Effect | None:
        """What a click on item ``row`` does with nothing picked (None: pick it up, if it
        can be picked up)."""
        return None

    def activate_effect(self, row: int) -> Effect | None:
        """What a double-click or Enter on item ``row`` does (the quick action)."""
        return self.click_effect(row)

    # ------------------------------------------------------------------ effects

    def allowed(self, effect: Effect | None) -> bool:
        if effect is None:
            return False
        kind, arg = effect
        if kind == "action":
            return arg in self.ctx.legal
        if kind == "select":
            zone, key = arg
            sel = self.ctx.selection
            chosen = {"hand": sel.hand, "slot": sel.slots, "spread": sel.spread}.get(zone, set())
            return key in chosen or (
                self.ctx.selectable(zone, key) is None
                and (sel.mode == "tuck" or sel.count() < self.ctx.need())
            )
        return False

    def perform(self, effect: Effect | None) -> bool:
        """Do ``effect``, or say why not (nothing changes then)."""
        if effect is None:
            self.ctx.message.emit(_tr(QT_TRANSLATE_NOOP("CardTable", "That does not go there.")))
            return False
        kind, arg = effect
        if kind == "action":
            return self.ctx.request(arg)
        if kind == "select":
            return self.ctx.toggle(*arg)
        if kind == "say":  # no action: words on what to do instead
            self.ctx.message.emit(arg)
            return False
        if kind == "submit":
            zone, key = arg
            sel = self.ctx.selection
            chosen = {"hand": sel.hand, "slot": sel.slots, "spread": sel.spread}.get(zone, set())
            if key not in chosen and not self.ctx.toggle(zone, key):
                return False
            return self.ctx.complete() and self.ctx.submit()
        return False

    def can_drop(self, payload: Payload | None, row: int) -> bool:
        """May ``payload`` land on item ``row`` (-1: on the strip's empty space) now?"""
        if payload is None:
            return False
        return self.allowed(self.drop_effect(payload, row))

    def drop(self, payload: Payload | None, row: int) -> bool:
        """Perform a drop (also the click equivalent); refuse it with a reason."""
        effect = self.drop_effect(payload, row) if payload is not None else None
        if effect is not None and not self.allowed(effect) and effect[0] == "select":
            zone, key = effect[1]
            why = self.ctx.selectable(zone, key) or self.ctx.enough_text()
            self.ctx.message.emit(why)
            return False
        ok = self.perform(effect)
        if ok:
            self.ctx.set_picked(None)
        return ok

    def click(self, row: int) -> bool:
        """A click with nothing picked: its effect, if it has one."""
        effect = self.click_effect(row)
        return effect is not None and self.perform(effect)

    def activate(self, row: int) -> bool:
        effect = self.activate_effect(row)
        return effect is not None and self.perform(effect)

    # ------------------------------------------------------------------ Qt's drag and drop

    def mimeTypes(self) -> list[str]:
        return [MIME_TYPE]

    def supportedDropActions(self) -> Qt.DropAction:
        return Qt.DropAction.CopyAction | Qt.DropAction.MoveAction

    def supportedDragActions(self) -> Qt.DropAction:
        return Qt.DropAction.CopyAction

    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData | None:  # type: ignore[override]
        for index in indexes:
            payload = self.payload(index.row())
            if payload is not None:
                return to_mime(payload)
        return None

    def _row(self, row: int, parent: Index) -> int:
        if parent.isValid():
            return parent.row()
        return row if 0 <= row < len(self._items) else -1

    def canDropMimeData(
        self, data: QMimeData, action: Qt.DropAction, row: int, column: int, parent: Index
    ) -> bool:
        return self.can_drop(from_mime(data), self._row(row, parent))

    def dropMimeData(
        self, data: QMimeData, action: Qt.DropAction, row: int, column: int, parent: Index
    ) -> bool:
        if action == Qt.DropAction.IgnoreAction:
            return True
        return self.drop(from_mime(data), self._row(row, parent))
