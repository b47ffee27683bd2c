"""The GUI's home per phase: one presenter module per phase of the game (see ``base``).

Importing this package registers every presenter.  The functions below are what the
table, the session's game log and the main window ask: the title and prompt of the
moment, the buttons, an action's log line, the lines for what happened by rule.

To present a new phase: a module here with a ``PhasePresenter`` subclass registered
for its ``Phase``, imported below (``docs/architecture.md``, "Adding a role").
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

from ...engine.rules import EndCause, Ending, end_cause
from ...engine.state import GameState, Phase
from .. import names as N
from ..i18n import QT_TRANSLATE_NOOP
from . import (
    black_market,
    bonus,
    builder,
    captain,
    craftsman,
    draft,
    effects,
    festival,
    forest,
    game_over,
    guests,
    hunting_lodge,
    mayor,
    nobles,
    place_workers,
    role,
    royal_supplier,
    settler,
    small_wharf,
    smuggler,
    trader,
)
from .base import (
    ANYTIME_BUTTONS,
    ANYTIME_PROMPTS,
    EVENTS,
    PRESENTERS,
    Button,
    Line,
    PhasePresenter,
    Template,
    player_name,
    translated,
)
from .fallback import FALLBACK

__all__ = [
    "PRESENTERS",
    "Button",
    "Line",
    "PhasePresenter",
    "Template",
    "buttons",
    "choice_start",
    "describe_action",
    "log_line",
    "phase_prompt",
    "phase_title",
    "player_name",
    "presenter",
    "round_heading",
    "step_lines",
]

_MODULES = (bonus, builder, captain, craftsman, draft, game_over, mayor, role, settler, trader)
# expansions I and II
_EXPANSION_MODULES = (
    black_market, effects, forest, guests, hunting_lodge, nobles, royal_supplier, small_wharf,
)  # fmt: skip
# expansions III and IV
_MORE_MODULES = (festival, place_workers, smuggler)


def presenter(phase: int) -> PhasePresenter:
    """The presenter of ``phase`` (a plain one, ``fallback``, for a phase without its own)."""
    return PRESENTERS.get(Phase(phase), FALLBACK)


def phase_title(state: GameState) -> str:
    """ "Round 3 · Builder phase" (" · last round" once the end is triggered)."""
    what = presenter(state.phase).title(state)
    if state.phase == Phase.GAME_OVER:
        return what
    round_text = N.term("round", state.config.edition).replace("%1", str(state.round))
    title = translated("Phases", QT_TRANSLATE_NOOP("Phases", "{round} · {what}")).format(
        round=round_text, what=what
    )
    if state.end_triggered:
        title = translated("Phases", QT_TRANSLATE_NOOP("Phases", "{title} · {last_round}")).format(
            title=title, last_round=N.term("last_round", state.config.edition)
        )
    return title


def phase_prompt(state: GameState, viewer_seat: int, names: Sequence[str] | None = None) -> str:
    """Whose turn it is and what to do: an instruction for the viewer's own turn ("Your
    turn: drag a building …"), else what the player to move is doing."""
    names = list(names or [])
    p = presenter(state.phase)
    if state.phase == Phase.GAME_OVER or state.current == viewer_seat:
        text = p.prompt(state, state.current, names)
        for more in ANYTIME_PROMPTS:  # the guests (expansion I)
            extra = more(state, state.current) if state.config.expansions else ""
            text = f"{text} {extra}" if extra else text
        return text
    return p.others_prompt(state, player_name(state.current, names))


def choice_start(state: GameState, legal: frozenset[int], viewer: int) -> int | None:
    """Where the toggles of a decision made of on/off choices start (None: no toggles)."""
    if state.is_terminal() or not legal:
        return None
    return presenter(state.phase).choice_start(state, legal, viewer)


def buttons(
    state: GameState, legal: frozenset[int], viewer: int, mask: int | None = None
) -> list[Button]:
    """The decisions of the moment that are buttons (Pass, yes/no, the Mayor's Done …);
    for a decision made of toggles, the toggles showing ``mask`` (default: where they
    start) and the confirm button."""
    if state.is_terminal() or not legal:
        return []
    p = presenter(state.phase)
    start = p.choice_start(state, legal, viewer)
    if start is not None:
        out = p.toggle_buttons(state, legal, viewer, start if mask is None else mask)
    else:
        out = p.buttons(state, legal, viewer)
    if state.config.expansions:  # the guests' moves, in any phase (expansion I)
        out = [*out, *(b for more in ANYTIME_BUTTONS for b in more(state, legal, viewer))]
    return out


def describe_action(
    state: GameState, seat: int, action: int, names: Sequence[str] | None = None
) -> str:
    """What ``action`` by ``seat`` does, in words, judged on the state *before* it."""
    return presenter(state.phase).describe(state, seat, action, list(names or []))


def log_line(
    state: GameState, seat: int, action: int, forced: bool, names: Sequence[str]
) -> Line | None:
    """The game log's line for one step (None: the step gets no line of its own)."""
    return presenter(state.phase).log_line(state, seat, action, forced, names)


def step_lines(
    before: GameState, after: GameState, seat: int, action: int, names: Sequence[str]
) -> list[Line]:
    """Lines for what one step made happen by rule (production, arrangements the rules
    made, the end of the game being triggered)."""
    lines: list[Line] = []
    for event in EVENTS:
        lines += event(before, after, seat, action, names)
    ending = end_cause(before, after)
    if ending is not None:
        lines.append(partial(describe_ending, ending, before.config.edition, list(names)))
    return lines


#: Why the game ends, by cause: (said the moment it happens, said on the score sheet).
_ENDINGS: dict[EndCause, tuple[str, str]] = {
    EndCause.CITY_FULL: (
        QT_TRANSLATE_NOOP("Log", "{player}'s {city} is full: the game ends {after_this_round}."),
        QT_TRANSLATE_NOOP("Log", "The game ended because {player}'s {city} was full."),
    ),
    EndCause.CHIPS_USED_UP: (
        QT_TRANSLATE_NOOP(
            "Log", "The victory point chips are used up: the game ends {after_this_round}."
        ),
        QT_TRANSLATE_NOOP("Log", "The game ended because the victory point chips were used up."),
    ),
    EndCause.COLONISTS_SHORT: (
        QT_TRANSLATE_NOOP(
            "Log", "The {ship} can no longer be filled: the game ends {after_this_round}."
        ),
        QT_TRANSLATE_NOOP("Log", "The game ended because the {ship} could no longer be filled."),
    ),
}


def describe_ending(
    ending: Ending, edition: int, names: Sequence[str] | None = None, over: bool = False
) -> str:
    """Why this is the last round (``engine.rules.end_cause``): said the moment it
    happens, in the log; ``over``: said afterwards, on the score sheet."""
    return translated("Log", _ENDINGS[ending.cause][over]).format(
        player=player_name(ending.seat, names),
        city=N.term("city_word", edition),
        ship=N.term("colonist_ship_word", edition),
        after_this_round=N.term("after_this_round", edition),
    )


def round_heading(
    round_no: int, governor: int, edition: int, names: Sequence[str] | None = None
) -> str:
    """ "Round 4 · Governor: Carla" — the game log's heading as a round begins."""
    return translated("Log", QT_TRANSLATE_NOOP("Log", "{round} · {governor}: {name}")).format(
        round=N.term("round", edition).replace("%1", str(round_no)),
        governor=N.term("governor", edition),
        name=player_name(governor, names),
    )
