"""One key moment in the dialog: a frame with its title and cost, "Show in replay", and
what was played, what the Expert would have played and the chances."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QPushButton, QSizePolicy, QWidget

from ..i18n import QT_TRANSLATE_NOOP
from .texts import MomentText, _escape, _t

#: The colour of the chance a move cost.
COST_COLOR = "#a12a1a"


def moment_frame(parent: QWidget, number: int, text: MomentText) -> tuple[QFrame, QPushButton]:
    """The frame of the ``number``th moment (a child of ``parent``) and its "Show in
    replay" button (the caller connects it)."""
    frame = QFrame(parent)
    frame.setObjectName(f"moment_{number}")
    frame.setFrameShape(QFrame.Shape.StyledPanel)
    grid = QGridLayout(frame)
    grid.setHorizontalSpacing(12)
    grid.setVerticalSpacing(4)
    title = QLabel(
        f"<b>{number}. {_escape(text.title)}</b> &nbsp; "
        f"<b><span style='color:{COST_COLOR}'>{_escape(text.cost)}</span></b>",
        frame,
    )
    title.setObjectName("title")
    show = QPushButton(_t(QT_TRANSLATE_NOOP("KeyMoments", "Show in replay")), frame)
    show.setObjectName("show_in_replay")
    show.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
    show.setAutoDefault(False)
    grid.addWidget(title, 0, 0, 1, 2)
    grid.addWidget(show, 0, 2, Qt.AlignmentFlag.AlignRight)
    rows = (
        (QT_TRANSLATE_NOOP("KeyMoments", "You played:"), text.played, "played"),
        (
            QT_TRANSLATE_NOOP("KeyMoments", "The Expert would have played:"),
            text.expert,
            "expert",
        ),
        (QT_TRANSLATE_NOOP("KeyMoments", "Chance to win:"), text.chances, "chances"),
    )
    for row, (label, value, name) in enumerate(rows, start=1):
        caption = QLabel(_t(label), frame)
        caption.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
        shown = QLabel(value, frame)
        shown.setObjectName(name)
        shown.setWordWrap(True)
        shown.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        grid.addWidget(caption, row, 0)
        grid.addWidget(shown, row, 1, 1, 2)
    grid.setColumnStretch(1, 1)
    return frame, show
