"""The table's style sheet: the prompt bar, its buttons and toggles, the panels and boards;
and the look of the notes that float over the table."""

from typing import Any

from PySide6.QtWidgets import QFrame, QWidget

#: The table paints its own parchment, so its ink is the style sheet's, never the
#: desktop theme's: a dark theme's light text stood white on it (every board header's
#: numbers, the storage note).  A palette set on the table does not help — a widget the
#: style sheet names takes the application's palette again when it is polished, and
#: its children do not inherit a style sheet's colour — hence ``color`` on the panels,
#: the boards, the chips' values and the notes (``test_dark_theme.py``).
STYLE = """
ZoneView, CardStrip { background: transparent; }
#promptBar { background: rgba(251, 244, 226, 0.97); border: 2px solid #8b6b3e; border-radius: 10px; }
#promptBar[mine="true"] { border-color: #2e9d4f; background: #f3f9e9; }
#turnChip { background: #6d5a45; color: white; border-radius: 8px; padding: 0.3em 0.8em; font-weight: bold; }
#turnChip[mine="true"] { background: #2e9d4f; }
#turnChip[over="true"] { background: #b8860b; }
#phaseTitle { color: #6d5a45; font-weight: bold; }
#phaseTitle[last="true"] { color: #b03a2e; }
#promptText { color: #3b2a1a; }
#infoLine { color: #8a6d3b; }
#infoLine[warn="true"] { color: #b03a2e; font-weight: bold; }
#zonePanel { background: rgba(251, 244, 226, 0.93); border: 1px solid #8b6b3e; border-radius: 8px;
    color: #3b2a1a; }
#zoneTitle { color: #5a4330; font-weight: bold; }
#playerBoard { background: rgba(244, 234, 208, 0.93); border: 1px solid #8b6b3e; border-radius: 10px;
    color: #3b2a1a; }
#playerBoard[you="true"] { background: rgba(251, 244, 226, 0.97); }
#playerBoard[current="true"] { border: 3px solid #d9a521; }
#playerName { font-weight: bold; color: #3b2a1a; }
#playerRole { color: #6b4a8c; font-weight: bold; }
#chipValue, #cityCount, #storageNote { color: #3b2a1a; }
#cityCount[near="true"] { color: #b03a2e; }
QPushButton#primaryButton { background: #2e9d4f; color: white; font-weight: bold; border-radius: 6px;
    padding: 0.35em 1.1em; border: 1px solid #1f6e37; margin: 2px; }
QPushButton#primaryButton:disabled { background: #9bb8a3; border-color: #8aa592; }
QPushButton#promptButton { background: #fffaf0; color: #3b2a1a; border-radius: 6px; padding: 0.35em 1.0em;
    border: 1px solid #8b6b3e; margin: 2px; }
QPushButton#promptButton:hover, QPushButton#primaryButton:hover { border-width: 2px; margin: 1px; }
QPushButton#promptButton:checked { background: #dcefc9; border: 2px solid #2e9d4f; margin: 1px; }
QToolButton#hintButton { background: #fffaf0; color: #b35a00; font-weight: bold; border: 1px solid #f07800;
    border-radius: 6px; padding: 0.05em 0.7em; margin: 2px; }
QToolButton#hintButton:hover { background: #ffe9cc; }
/* a wider border takes its room from the margin: border + margin stay 3 px, so the
   words inside keep theirs (a 3 px focus border cut their descenders) */
QPushButton#promptButton:focus, QPushButton#primaryButton:focus, QToolButton#hintButton:focus {
    border: 3px solid #1f4e9c; margin: 0px; }
QPushButton#promptButton[hinted="true"], QPushButton#primaryButton[hinted="true"] {
    border: 3px solid #f07800; margin: 0px; }
#storagePanel { background: transparent; }
ZoneView QHeaderView::section { background: #ece1c4; color: #3b2a1a; border: none;
    border-right: 1px solid #cdb98f; border-bottom: 1px solid #cdb98f; padding: 2px; }
"""


def floating_note_style(frame: QFrame, name: str) -> None:
    """The look of a note floating over the table (the hint, a gold mine's cards):
    parchment in a gold frame, dark ink.  ``name``: the frame's object name."""
    frame.setObjectName(name)
    frame.setFrameShape(QFrame.Shape.StyledPanel)
    frame.setStyleSheet(
        f"#{name} {{ background: #fff8e7; border: 2px solid #b8860b; border-radius: 8px; }}"
        f"#{name} QLabel {{ color: #3b2a1a; background: transparent; }}"
        f"#{name} QToolButton:focus {{ border: 2px solid #1f4e9c; border-radius: 4px; }}"
    )


def set_style_props(widget: QWidget, **props: Any) -> None:
    """Set the dynamic properties the style sheet selects on (``[last="true"]``) and
    polish the widget again if one changed: Qt reads property selectors only when it
    polishes, and polishing on every refresh would cost a restyle each time."""
    changed = False
    for name, value in props.items():
        if widget.property(name) != value:
            widget.setProperty(name, value)
            changed = True
    if changed:
        widget.style().unpolish(widget)
        widget.style().polish(widget)
