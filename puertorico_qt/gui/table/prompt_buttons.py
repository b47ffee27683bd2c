"""The prompt bar's buttons of the board game's table, from the phase presenters'
``Button``s (``gui.phases.buttons``): an engine action asked of the session, a toggle of
a decision made of on/off choices, or a command of the table — the Mayor draft's "Fill
the circles", "Start over" and "Done", the smuggler's "Raid a ship …" and "Swap a role
…" (expansion III), which pick his card up so that the ships and role cards light up."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, QSize
from PySide6.QtGui import QFontMetricsF, QIcon

from .. import phases
from ..i18n import QT_TRANSLATE_NOOP
from ..phases.smuggler import PICK_COMMAND
from .art import art
from .context import TableContext
from .prompt_bar import ButtonSpec
from .smuggler_drags import pick_smuggler


class ButtonTable(Protocol):
    """What the buttons need of the table (``TableWidget``)."""

    ctx: TableContext

    def font(self): ...  # Qt's QFont

    def devicePixelRatioF(self) -> float: ...

    def show_scores(self) -> None: ...

    def show_message(self, text: str) -> None: ...


def icon_for(name: str, em: float, dpr: float) -> QIcon:
    size = QSize(int(em * 1.3), int(em * 1.3))
    return QIcon(art().pixmap(name, size, dpr))


def button_specs(table: ButtonTable) -> list[ButtonSpec]:
    """The prompt bar's buttons: "Show the scores" at the end, else the presenter's
    (a decision made of toggles: its toggles, showing ``ctx.choice``, and its confirm)."""
    em = QFontMetricsF(table.font()).height()
    dpr = table.devicePixelRatioF()
    ctx = table.ctx
    if ctx.state.is_terminal():
        text = QCoreApplication.translate("Table", QT_TRANSLATE_NOOP("Table", "Show the scores"))
        return [ButtonSpec("scores", text, table.show_scores, primary=True)]
    specs: list[ButtonSpec] = []
    callback: Any  # a toggle's takes its new state (``PromptBar._clicked``)
    for b in phases.buttons(ctx.state, ctx.legal, ctx.viewer(), ctx.choice):
        if b.command is not None:
            callback, enabled = command(table, b.command)
        elif b.toggle is not None:
            callback, enabled = toggler(table, b.toggle), b.enabled
        else:
            callback, enabled = requester(ctx, b.action), b.enabled
        icon = icon_for(b.icon, em, dpr) if b.icon else None
        checked = b.checked if b.toggle is not None else None
        specs.append(
            ButtonSpec(
                b.key,
                b.text,
                callback,
                enabled,
                icon,
                b.primary,
                checked,
                b.action,
                b.toggle,
                b.tip,
            )
        )
    return specs


def toggler(table: ButtonTable, bit: int) -> Callable[[bool], None]:
    """A toggle's callback: switch the choice; say why its confirm cannot be pressed."""

    def toggle(on: bool) -> None:
        ctx = table.ctx
        ctx.toggle_choice(bit, on)
        for b in phases.buttons(ctx.state, ctx.legal, ctx.viewer(), ctx.choice):
            if b.primary and b.toggle is None and b.action is not None:
                if not b.enabled:
                    table.show_message(ctx.explain(b.action))
                break

    return toggle


def requester(ctx: TableContext, action: int | None) -> Callable[[], bool]:
    """A button's callback (no arguments: ``clicked`` would pass ``checked`` to a
    parameter with a default)."""

    def request() -> bool:
        return action is not None and ctx.request(action)

    return request


def command(table: ButtonTable, name: str) -> tuple[Callable[[], object], bool]:
    """A table command's callback and whether it can be used now."""
    ctx = table.ctx
    draft = ctx.mayor
    if name == "mayor_fill":
        return ctx.fill_mayor, draft.sj > 0 and draft.free_circles() > 0
    if name == "mayor_reset":
        return ctx.reset_mayor, True
    if name == "mayor_done":
        return ctx.submit_mayor, draft.problem() is None
    if name == PICK_COMMAND:  # the hint follows from the pick (``hints.pick_hint``)
        return (lambda: pick_smuggler(ctx)), True
    raise KeyError(name)
