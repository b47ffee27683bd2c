"""Key moments after a game: the three decisions that cost a person most chance to win,
and what the Expert would have played instead (``ai.key_moments`` does the analysis).

- ``KeyMomentsDialog(record, seat)`` runs the analysis in a ``QThread`` (a worker object,
  as ``ai_worker``), shows a progress bar and Cancel while it runs, then the moments:
  the round, the move played and the Expert's move in the game log's words (the
  session's ``describe``), and the chance it cost.  Cancel, Escape or closing the dialog
  stop the analysis and join the thread before the dialog goes (``stop``); "Show in
  replay" asks for a step (``show_step``; the replay's step *before* the decision).
- ``KeyMomentsButton``: the score sheet's button, enabled when the game is over and a
  person played in it; it opens the dialog, and "Show in replay" opens the replay
  window at that step (or moves the replay the sheet belongs to).
- ``KeyMomentsToolBar``: the replay window's toolbar with the same action; "Show in
  replay" moves that replay and shows the table as the player saw it.

Every text is in the context ``KeyMoments``.
"""

from __future__ import annotations

from .dialog import KeyMomentsDialog
from .opening import (
    KeyMomentsButton,
    KeyMomentsToolBar,
    add_to_score_sheet,
    analysable,
    open_dialog,
    open_replay_at,
)
from .texts import CONTEXT, MomentText, moment_texts, percent
from .worker import AnalysisWorker, stop_all

__all__ = [
    "CONTEXT",
    "AnalysisWorker",
    "KeyMomentsButton",
    "KeyMomentsDialog",
    "KeyMomentsToolBar",
    "MomentText",
    "add_to_score_sheet",
    "analysable",
    "moment_texts",
    "open_dialog",
    "open_replay_at",
    "percent",
    "stop_all",
]
