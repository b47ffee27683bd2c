"""What every phase presenter has: the words and buttons of one phase of the game.

A presenter is the GUI's counterpart of an engine phase module (``engine/phases``):
it says what the player is asked (the prompt and the title), what the others are
doing, which decisions get a button rather than a drag, how an action of its phase
reads in the game log, and the sentences for the reasons its phase's rules give.
Presenters register themselves by phase (``register``), as the engine's phase modules
do; ``gui.phases`` looks them up.  Nothing here decides a rule: legality, costs and
reasons are asked of the engine.

Contexts: ``Log`` (what happened), ``Prompt`` (what to do), ``Phases`` (titles),
``Refusals`` and ``Advice`` (reasons), ``Table`` (buttons).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import KW_ONLY, dataclass, field
from functools import partial

from PySide6.QtCore import QCoreApplication

from ...engine.actions import PASS
from ...engine.reasons import Why
from ...engine.state import GameState, Phase
from .. import names as N
from ..i18n import QT_TRANSLATE_NOOP

#: A line of the game log, written in the current language each time it is called.
Line = Callable[[], str]


def translated(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


def sentence(context: str, text: str, edition: int, **values: object) -> str:
    """``text`` (a ``QT_TRANSLATE_NOOP`` source of ``context``) in the current language,
    its placeholders filled from ``values`` and the edition's words (``N.words``): a
    presenter names only what is particular to its sentence."""
    return translated(context, text).format(**(N.words(edition) | values))


def player_name(seat: int, names: Sequence[str] | None = None) -> str:
    if names is not None and 0 <= seat < len(names) and names[seat]:
        return names[seat]
    return translated("Log", QT_TRANSLATE_NOOP("Log", "Player {n}")).format(n=seat + 1)


def listing(parts: Sequence[str]) -> str:
    """Items of a log line or prompt, joined the language's way ("1 corn, 2 sugar")."""
    return translated("Log", QT_TRANSLATE_NOOP("Log", ", ")).join(parts)


@dataclass(frozen=True, slots=True)
class Button:
    """A decision that is a button, not a drag: Pass, a yes/no question, Done …"""

    key: str  # stable name (tests, the table keeps a button while its key stays)
    text: str
    action: int | None = None  # the engine action it asks for …
    _: KW_ONLY
    command: str | None = None  # … or a command of the table ("mayor_done")
    primary: bool = False
    icon: str | None = None  # art name, e.g. "tokens/colonist"
    enabled: bool = True
    #: A toggle of a decision made of on/off choices (``PhasePresenter.choice_start``):
    #: the bit it switches in the choice's mask, and whether it is on now.
    toggle: int | None = None
    checked: bool = False
    tip: str = ""  # the button's tooltip (what choosing it changes), if it needs one


@dataclass(frozen=True, slots=True)
class Template:
    """A reason's sentence: translation context and English source with placeholders."""

    context: str
    text: str


@dataclass
class PhasePresenter(ABC):
    """The words of one or more phases (subclasses override what differs)."""

    phases: tuple[Phase, ...]
    #: What the player is asked, for "Not now: first {ask}." (context "Refusals").
    ask: str
    #: What another player is doing ("{player} is choosing a tile …", context "Prompt").
    others: str
    #: The sentences of the reasons this phase's rules give.
    reasons: dict[Why, Template] = field(default_factory=dict)

    # ------------------------------------------------------------------ prompt bar

    @abstractmethod
    def prompt(self, state: GameState, seat: int, names: Sequence[str]) -> str:
        """What the player to move should do now (their own turn)."""

    def title(self, state: GameState) -> str:
        """What is being played ("Builder phase"), for the title after the round."""
        return N.phase_name(state.role, state.config.edition)

    def others_prompt(self, state: GameState, who: str) -> str:
        return translated("Prompt", self.others).format(player=who, **N.words(state.config.edition))

    def ask_text(self, edition: int) -> str:
        return translated("Refusals", self.ask).format(**N.words(edition))

    def buttons(self, state: GameState, legal: frozenset[int], viewer: int) -> list[Button]:
        """The decisions of this phase that are buttons (default: Pass, when legal)."""
        if PASS not in legal:
            return []
        return [Button("pass", self.pass_text(state, viewer), PASS, primary=len(legal) == 1)]

    def pass_text(self, state: GameState, viewer: int) -> str:
        return translated("Table", QT_TRANSLATE_NOOP("Table", "Pass"))

    # A decision that is a set of on/off choices and one confirm (the royal supplier's
    # goods, the buildings a noble mans): dozens of legal masks would be dozens of
    # buttons; toggles plus a confirm whose action is the mask the toggles show are few.

    def choice_start(self, state: GameState, legal: frozenset[int], viewer: int) -> int | None:
        """The mask the toggles start from, or None when this decision has no toggles."""
        return None

    def toggle_buttons(
        self, state: GameState, legal: frozenset[int], viewer: int, mask: int
    ) -> list[Button]:
        """The toggles, showing ``mask``, and the confirm button sending its action."""
        return self.buttons(state, legal, viewer)

    # ------------------------------------------------------------------ game log

    def describe(self, state: GameState, seat: int, action: int, names: Sequence[str]) -> str:
        """The log line of ``action`` by ``seat``, judged on the state before it."""
        who = player_name(seat, names)
        if action == PASS:
            return self.pass_line(state, who)
        for describe_anytime in ANYTIME_LINES:
            text = describe_anytime(state, seat, action, names)
            if text is not None:
                return text
        return translated(
            "Log", QT_TRANSLATE_NOOP("Log", "{player}: unknown action {action}")
        ).format(player=who, action=state.format_action(action))

    def pass_line(self, state: GameState, who: str) -> str:
        return translated("Log", QT_TRANSLATE_NOOP("Log", "{player} passes")).format(player=who)

    def log_line(
        self, state: GameState, seat: int, action: int, forced: bool, names: Sequence[str]
    ) -> Line | None:
        """The log line of one step (``state``: before it), or None for no line.  A
        decision always gets one; a step the rules forced gets one unless it does
        nothing ("Anna ships nothing")."""
        if forced and action == PASS:
            return None
        return partial(self.describe, state, seat, action, list(names))


#: Phase -> its presenter (filled by the presenter modules).
PRESENTERS: dict[Phase, PhasePresenter] = {}


def register(presenter: PhasePresenter) -> PhasePresenter:
    for phase in presenter.phases:
        if phase in PRESENTERS:
            raise ValueError(f"two presenters for {phase.name}")
        PRESENTERS[phase] = presenter
    return presenter


#: Actions open in any phase (the guest house's guests, expansion I): the words of such
#: an action (state, seat, action, names) -> its log line, or None when it is not one of
#: theirs; consulted by every presenter before it calls an action unknown.
AnytimeLine = Callable[[GameState, int, int, Sequence[str]], str | None]
ANYTIME_LINES: list[AnytimeLine] = []
#: Their buttons (state, legal, viewer) -> buttons, added to every phase's own.
AnytimeButtons = Callable[[GameState, frozenset[int], int], list[Button]]
ANYTIME_BUTTONS: list[AnytimeButtons] = []
#: A sentence for the prompt of the player to move (state, seat) -> text or "", added
#: after the phase's own prompt.
AnytimePrompt = Callable[[GameState, int], str]
ANYTIME_PROMPTS: list[AnytimePrompt] = []

#: Lines for what happens by rule without a step of its own (production, a Mayor
#: arrangement with nothing to choose, the end being triggered): each function gets
#: (before, after, seat, action, names) of one step and returns its lines.
EventLines = Callable[[GameState, GameState, int, int, Sequence[str]], list[Line]]
EVENTS: list[EventLines] = []
