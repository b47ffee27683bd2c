"""The rules reference in our own words, one module per content set: the base game
(``base_game``), expansion I's new buildings and forests (``new_buildings``),
expansion II's nobles (``nobles``), expansion III's smuggler (``smuggler``) and
expansion IV's festival (``festival``); the window that shows them is
``gui.rules_window``.

Everything is translatable (context ``Rules``) and speaks the edition's words; the
tables are generated from the engine's data and the buildings' texts are the content
sets' (``gui.content``), so the reference always matches the rules that are played.
The expansions' chapters come after the base game's, each titled as an expansion and
opening with a note that it applies only when that expansion is chosen.
"""

from __future__ import annotations

from html import escape

from ...engine.data import Edition
from . import base_game, festival, new_buildings, nobles, smuggler
from .common import Chapter

#: Every chapter in the reference's order: the base game's, then the expansions'.
CHAPTERS: tuple[Chapter, ...] = (
    base_game.CHAPTERS
    + new_buildings.CHAPTERS
    + nobles.CHAPTERS
    + smuggler.CHAPTERS
    + festival.CHAPTERS
)


def section_titles(edition: Edition | int) -> dict[str, str]:
    """The chapters' titles by anchor, translated, in the edition's words ("Workers and
    circles", "Expansion II: Nobles")."""
    return {c.key: c.title_for(edition) for c in CHAPTERS}


def rules_html(edition: Edition | int) -> str:
    """The whole reference as HTML (one ``<h2>`` with an anchor per chapter; a rule
    before the first expansion's)."""
    ed = Edition(int(edition))
    parts: list[str] = []
    for c in CHAPTERS:
        if c.expansion is not None and c is next(x for x in CHAPTERS if x.expansion):
            parts.append("<hr>")
        parts.append(f'<h2><a name="{c.key}"></a>{escape(c.title_for(ed))}</h2>{c.body(ed)}')
    return "\n".join(parts)


__all__ = ["CHAPTERS", "Chapter", "rules_html", "section_titles"]
