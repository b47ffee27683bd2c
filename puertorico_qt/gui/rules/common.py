"""What the chapters of the rules reference share: the ``Chapter`` record, the
translation of context ``Rules``, the edition's words and the HTML helpers."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from html import escape

from PySide6.QtCore import QCoreApplication

from ...engine.data import BUILDINGS, Edition
from .. import names as N
from .. import tooltips
from ..i18n import QT_TRANSLATE_NOOP


def tr_rules(text: str) -> str:
    """``text`` (a ``QT_TRANSLATE_NOOP("Rules", …)`` source) in the player's language."""
    return QCoreApplication.translate("Rules", text)


@dataclass(frozen=True, slots=True)
class Chapter:
    """One section of the reference: its anchor, its title (context ``Rules``, with the
    edition's ``{words}``), its body as HTML, and the expansion it belongs to (``None``
    for the base game's rules)."""

    key: str
    title: str
    body: Callable[[Edition], str]
    expansion: str | None = None

    def title_for(self, edition: Edition | int) -> str:
        return tr_rules(self.title).format(**words(edition))


def words(edition: Edition | int) -> dict[str, str]:
    """The placeholders of the rules' sentences: ``gui.names.words`` (``{colonist}``,
    ``{mayor}`` …), ``{Nobles}``, ``{wanted}``, ``{festival}`` and every building's name
    by its id (``{library}``)."""
    w = dict(N.words(edition))
    w["Nobles"] = N.term("Nobles", edition)
    w["wanted"] = N.term("wanted", edition)  # expansion III
    w["festival"] = N.term("festival", edition)  # expansion IV
    w["Plantations"] = N.term("plantations", edition)
    for b in BUILDINGS:
        w.setdefault(b.id, N.building_name(b.index, edition))
    return w


def fill(text: str, edition: Edition | int) -> str:
    """``text`` translated, the edition's words filled in."""
    return tr_rules(text).format(**words(edition))


def para(text: str, edition: Edition | int) -> str:
    """A paragraph: ``text`` translated, the edition's words filled in."""
    return "<p>" + fill(text, edition) + "</p>"


def note(text: str, edition: Edition | int) -> str:
    """A paragraph in italics (what a chapter is for)."""
    return "<p><i>" + fill(text, edition) + "</i></p>"


def heading(text: str, edition: Edition | int) -> str:
    """A sub-heading inside a chapter."""
    return "<h3>" + escape(fill(text, edition)) + "</h3>"


def bullets(texts: Sequence[str], edition: Edition | int) -> str:
    w = words(edition)
    return "<ul>" + "".join(f"<li>{tr_rules(t).format(**w)}</li>" for t in texts) + "</ul>"


def html_table(
    head: list[str], rows: list[list[str]], escape_cells: bool = True, full_width: bool = False
) -> str:
    """A table with a header row; ``full_width`` for one whose last column wraps text."""
    width = " width='99%'" if full_width else ""  # 100% overflows by the border's pixel
    th = "".join(f"<th align='left'>{escape(h)}</th>" for h in head)
    body = "".join(
        "<tr>" + "".join(f"<td>{escape(c) if escape_cells else c}</td>" for c in row) + "</tr>"
        for row in rows
    )
    return (
        f"<table cellspacing='0' cellpadding='4' border='1'{width} style='border-collapse:collapse'>"
        f"<tr>{th}</tr>{body}</table>"
    )


def building_table(buildings: Sequence[int], edition: Edition | int) -> str:
    """Name, cost, VP, circles, column and what it does (the content sets' tooltip
    text), one row per building, by column and cost."""
    head = [
        tr_rules(QT_TRANSLATE_NOOP("Rules", "Building")),
        tr_rules(QT_TRANSLATE_NOOP("Rules", "Cost")),
        tr_rules(QT_TRANSLATE_NOOP("Rules", "VP")),
        tr_rules(QT_TRANSLATE_NOOP("Rules", "Circles")),
        tr_rules(QT_TRANSLATE_NOOP("Rules", "Column")),
        tr_rules(QT_TRANSLATE_NOOP("Rules", "What it does")),
    ]
    rows = []
    for b in sorted(buildings, key=lambda b: (BUILDINGS[b].column, BUILDINGS[b].cost, b)):
        bt = BUILDINGS[b]
        rows.append(
            [
                "<b>" + escape(N.building_name(b, edition)) + "</b>",
                str(bt.cost),
                str(bt.vp),
                str(bt.circles),
                str(bt.column),
                escape(tooltips.building_effect(b, edition)),
            ]
        )
    return html_table(head, rows, escape_cells=False, full_width=True)
