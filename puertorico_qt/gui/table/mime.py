"""What travels in a drag: a small JSON payload under a private MIME type.

Payloads (``kind`` plus a few fields)::

    {"kind": "tile", "tile": k}                 a face-up plantation (k < 5) or a quarry (5)
    {"kind": "pile"}                            the face-down pile (hacienda draw)
    {"kind": "building", "building": b}         a building from the market
    {"kind": "good", "good": g, "seat": s}      barrels of one good from a player's store
    {"kind": "colonist", "seat": s, "source": p}   p: a place of the Mayor draft
                                                (``engine.rules``: SAN_JUAN, a tile kind,
                                                or building_place(b))
    {"kind": "draft_building", "building": b}   a building of the building draft
                                                (expansion I, ``gui.draft``)
    {"kind": "worker", "seat": s, "place": p, "noble": n}
                                                a worker outside the Mayor draft: a guest
                                                (p: the guest house) or one to trade in at
                                                the black market (``expansion_drags``)
    {"kind": "vp", "seat": s}                   a VP chip to trade in at the black market

The card game's table (``gui.cards``) uses the same MIME type::

    {"kind": "card", "card": k, "row": r}       a card of the viewer's hand (row r)
    {"kind": "role", "role": r}                 a role card
    {"kind": "deck"}                            the deck (produce onto a building)
    {"kind": "good", "slot": i, "seat": s}      the good on a building of the viewer's
    {"kind": "drawn", "row": r}                 a card the viewer drew as councillor

A drop never carries an action id: the *target* model turns payload + place into
an action (or a change of the Mayor/storage draft), so a payload cannot smuggle a
move past the target's own checks.
"""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import QByteArray, QMimeData

MIME_TYPE = "application/x-puertorico-qt-item"

Payload = dict[str, Any]


def to_mime(payload: Payload) -> QMimeData:
    data = QMimeData()
    data.setData(MIME_TYPE, QByteArray(json.dumps(payload, sort_keys=True).encode("utf-8")))
    return data


def from_mime(data: QMimeData | None) -> Payload | None:
    """The payload of a drag, or None for anything that is not ours (or malformed)."""
    if data is None or not data.hasFormat(MIME_TYPE):
        return None
    try:
        payload = json.loads(bytes(data.data(MIME_TYPE).data()).decode("utf-8"))
    except (ValueError, UnicodeDecodeError):
        return None
    if not isinstance(payload, dict) or not isinstance(payload.get("kind"), str):
        return None
    return payload
