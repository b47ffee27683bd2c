"""Where a hint's move lies on the card table: the cards to mark (``mark == "hint"``).

As on the board table (``table.hint_marks``), the table asks its own zones what each
card does instead of re-deriving the move.  A card is hinted when a click or Enter on it
makes the move (a role, a hand card built), or, for a move made of chosen cards (pay,
discard, keep, produce, sell …), when a click chooses the card the move names: the
first one of that kind not chosen yet.  Only a move no click makes is shown as a drag:
its card and the first place it may be dropped (the Kran's building built over, the
Kapelle).  A move no card
makes (the Bibliothek's question, passing) marks the prompt bar's button instead.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...cards import actions
from .context import CardContext
from .model_base import CardZoneModel, Effect

Rows = dict[CardZoneModel, set[int]]

#: The zone of the selection whose card a move made of chosen cards names.
_CHOSEN_FROM = {
    "pay": "hand",
    "discard": "hand",
    "swap": "hand",
    "bank": "hand",
    "keep": "spread",
    "produce": "slot",
    "sell": "slot",
    "blackmarket": "slot",
}


def _chosen_effect(ctx: CardContext, action: int, taken: set[Effect]) -> Effect | None:
    """The selection's effect that chooses the card ``action`` names, one not ``taken``
    by an earlier step (None: ``action`` is not a choice of cards, or no card of that
    kind is left to choose)."""
    move = actions.decode(action)
    zone = _CHOSEN_FROM.get(move.verb)
    if zone is None:
        return None
    sel = ctx.selection
    if zone == "hand":
        kinds, chosen = list(ctx.hand()), sel.hand
    elif zone == "spread":
        kinds, chosen = list(ctx.spread()), sel.spread
    else:
        kinds, chosen = list(ctx.state.players[ctx.viewer()].city), sel.slots
    for key, kind in enumerate(kinds):
        effect: Effect = ("select", (zone, key))
        if kind == move.arg and key not in chosen and effect not in taken:
            return effect
    return None


def hinted_rows(models: Sequence[CardZoneModel], ctx: CardContext, steps: Sequence[int]) -> Rows:
    """The cards of ``models`` that make ``steps``, a hint's move (see the module
    docstring): a payment of two Wells marks two Wells."""
    wanted: set[Effect] = set()
    for action in steps:
        wanted.add(("action", action))
        chosen = _chosen_effect(ctx, action, wanted)
        if chosen is not None:
            wanted.add(chosen)
    out: Rows = {}
    sources = []
    for model in models:
        for row in range(model.rowCount()):
            if model.click_effect(row) in wanted or model.activate_effect(row) in wanted:
                out.setdefault(model, set()).add(row)
                continue
            payload = model.payload(row)
            if payload is not None:
                sources.append((model, row, payload))
    if out:  # a click makes the move: the marks say where to click
        return out
    for source_model, source, payload in sources:
        target = next(
            (
                (model, row)
                for model in models
                for row in range(model.rowCount())
                if model.drop_effect(payload, row) in wanted
            ),
            None,
        )
        if target is not None:
            out.setdefault(source_model, set()).add(source)
            out.setdefault(target[0], set()).add(target[1])
    return out


__all__ = ["hinted_rows"]
