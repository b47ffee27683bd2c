"""The festival board on the table (expansion IV): its three goals side by side — the
plantation tile (three of that kind on an island), the three barrels (produced in one
Craftsman phase), the building (built first) — each with its reward (3 workers, 3
doubloons, 3 VP chips) and, once met, the name of who met it across its pieces, which
have gone back (``engine.phases.festival``).

``FestivalModel`` is a ``ZoneModel`` like every zone's (one row of three cells, kind
``festival_goal``, painted by ``delegate_iii_iv``); ``festival_panel`` builds its view
and panel, shown only in a game with the festival.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from ...engine.data import BUILDINGS
from ...engine.phases.festival import BUILDING, GOODS, PLANTATIONS
from .. import names as N
from ..i18n import QT_TRANSLATE_NOOP
from ..phases import player_name
from ..phases.festival import GOALS, goal_text, reward_text
from ..tooltips import building_effect, zone_tooltip
from .board import Panel
from .context import TableContext
from .model_base import Cell, R, ZoneModel
from .views import ZoneView

#: Each goal's tooltip (``gui.content.festival``) and the picture of its reward.
GOAL_ZONES = {
    PLANTATIONS: "festival_plantations",
    GOODS: "festival_goods",
    BUILDING: "festival_building",
}
REWARD_ART = {PLANTATIONS: "tokens/colonist", GOODS: "tokens/doubloon", BUILDING: "tokens/vp_chip"}


def _t(text: str) -> str:
    return QCoreApplication.translate("Table", text)


def festival_on(ctx: TableContext) -> bool:
    """Is the festival in this game (and set up)?"""
    s = ctx.state
    return bool(s.config.expansions) and s.config.has("festival") and bool(s.festival)


class FestivalModel(ZoneModel):
    """The festival's three goals (no cells without the festival)."""

    zone = "festival"

    def cells(self) -> list[list[Cell | None]]:
        if not festival_on(self.ctx):
            return []
        s = self.ctx.state
        ed = self.ctx.edition
        pieces = {
            PLANTATIONS: ("tiles/" + N.tile_art(s.festival[0], ed),),
            GOODS: tuple("goods/" + N.good_art(g, ed) for g in s.festival[1:4]),
            BUILDING: ("buildings/" + N.building_art(s.festival[4], ed),)
            if s.festival[4] >= 0
            else (),
        }
        row: list[Cell | None] = [
            {
                R.Kind: "festival_goal",
                R.Value: goal,
                R.Pieces: pieces[goal],
                R.Art: REWARD_ART[goal],
                R.Count: 3,
                R.Taker: s.festival_by[goal],
                R.Good: s.festival[4] if goal == BUILDING else -1,
            }
            for goal in GOALS
        ]
        return [row]

    def display(self, cell: Cell) -> str:
        return goal_text(self.ctx.state, cell[R.Value])

    def tooltip(self, cell: Cell) -> str:
        ed = self.ctx.edition
        goal = cell[R.Value]
        what = goal_text(self.ctx.state, goal) or _t(
            QT_TRANSLATE_NOOP("Table", "drawn when the draft is over")
        )
        lines = [f"<b>{N.term('festival', ed)}: {what}</b>", zone_tooltip(GOAL_ZONES[goal], ed)]
        if goal == BUILDING and cell[R.Good] >= 0:
            b = cell[R.Good]
            lines.append(
                _t(QT_TRANSLATE_NOOP("Table", "{building} ({vp} VP): {effect}")).format(
                    building=N.building_name(b, ed),
                    vp=BUILDINGS[b].vp,
                    effect=building_effect(b, ed),
                )
            )
        reward = reward_text(goal, ed)
        taker = cell[R.Taker]
        if taker >= 0:
            met = _t(QT_TRANSLATE_NOOP("Table", "Met by {player}, who got {reward}."))
            lines.append("<i>" + met.format(player=player_name(taker, self.ctx.names()),
                                            reward=reward) + "</i>")  # fmt: skip
        else:
            open_ = _t(QT_TRANSLATE_NOOP("Table", "Not met yet: {reward} for the first."))
            lines.append("<i>" + open_.format(reward=reward) + "</i>")
        return "<br>".join(lines)


def festival_panel(ctx: TableContext, parent: QWidget) -> tuple[FestivalModel, ZoneView, Panel]:
    """The festival's model, view and panel (the table shows the panel in a game with
    the festival only)."""
    model = FestivalModel(ctx, parent)
    view = ZoneView(model, ctx, cell_em=(3.6, 3.6))
    panel = Panel(
        lambda: N.term("festival", ctx.edition), view, lambda: zone_tooltip("festival", ctx.edition)
    )
    panel.setVisible(festival_on(ctx))
    return model, view, panel
