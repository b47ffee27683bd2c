"""The Expert's own role choices: the Normal scores, moved the way Hard's search moves them.

The Expert and the Hard bots share their knowledge (the Normal rules, the fitted leaf
evaluation); more iterations alone made the Expert only a little stronger than Hard.
What Hard knows beyond the Normal rules is what its search finds, and it finds that anew
at every decision.  Where its role choices depart from Normal's best (16 % of them) is
learnable: a bias per role and stage of the game, added to the Normal role scores,
fits 1,392 of Hard's role choices in games of Hard against Hard better than the Normal
scores alone (``bench/cards_role_imitation.py``: held-out log-loss 0.451 -> 0.432).
Scaled 3.5 times, the biases make the Normal rules themselves stronger: 27.6 % +- 0.5
against three Normal bots over 2,000 deals, every deal from every seat.

The Expert (``bots.CardExpertBot``) searches with ``ImitationGuide``: its own seat's
role choices — the search's priors, its play-outs, the fallback — come from
``ImitationPolicy``; the seats it only imagines keep the Normal rules, because they are
played by whoever sits there.  Hard keeps ``CardGuide`` unchanged.

Builds and the councillor's keeps were fitted the same way (100 games of Hard against
Hard, ``bench/results/cards_hard_choices.json``) and are not used: 8x the build biases
made the Normal rules stronger still (29.4 % against 27.6 %) but the Expert weaker
(``imitated_builds``: 12 of 58 deals where the Expert with the role biases alone won
22; as fitted, unscaled: 18 of 60 against 24), and the keep biases hardly predicted
Hard's keeps.  ``ImitationPolicy`` takes such tables (``builds``, ``keeps``;
``by_kind``) for the variants that measure them.  The figures are in docs/ai.md, "The
Expert's variants".
"""

from __future__ import annotations

import random

from ...cards import CardObservation, CardPhase, CardState
from ...cards.actions import A_PASS, A_ROLE
from ...cards.data import CARD_INDEX, N_KINDS, N_ROLES
from ..ismcts import SearchConfig
from .build import decode_build
from .guide import CardGuide
from .pace import Pace, pace_of
from .policy import CardPolicy

#: The stages of the game by the Builder phases still to come (``Pace.phases``): under
#: 1.5 (the last round or so), under 3.5, more.
STAGE_BOUNDS = (1.5, 3.5)
#: How much the fitted biases were scaled: the scale at which the Normal rules with them
#: won most against three Normal bots (1x 25.8 %, 3x 27.1, 4x 27.0, 8x 25.2; +- 0.5).
ROLE_BIAS_SCALE = 3.5
#: What the Expert adds to its own Normal role scores (VP, already scaled), per stage
#: (``STAGE_BOUNDS``: late, middle, early) and role (``CardRole`` order: Builder,
#: Producer, Trader, Councillor, Prospector).  The Builder is the reference (0).  Early
#: on Hard takes the Prospector more and the Councillor and the Trader less than the
#: Normal rules would.
ROLE_BIASES: tuple[tuple[float, ...], ...] = (
    (0.0, 0.03, 0.06, -0.10, 0.01),
    (0.0, -0.00, -0.08, 0.00, 0.07),
    (0.0, -0.01, -0.26, -0.33, 0.47),
)
assert all(len(row) == N_ROLES for row in ROLE_BIASES)
assert len(ROLE_BIASES) == len(STAGE_BOUNDS) + 1

Rows = tuple[tuple[float, ...], ...]


def by_kind(biases: dict[str, tuple[float, float, float]]) -> Rows:
    """A table of biases by card id as rows per stage, indexed by kind."""
    rows = [[0.0] * N_KINDS for _ in range(len(STAGE_BOUNDS) + 1)]
    for card_id, per_stage in biases.items():
        for row, value in zip(rows, per_stage, strict=True):
            row[CARD_INDEX[card_id]] = value
    return tuple(tuple(row) for row in rows)


_ROLE = CardPhase.ROLE
_BUILD = CardPhase.BUILD


def stage_of(phases: float) -> int:
    """The row of ``ROLE_BIASES`` for ``phases`` Builder phases still to come."""
    return sum(phases >= bound for bound in STAGE_BOUNDS)


class ImitationPolicy(CardPolicy):
    """The Normal rules; the role scores of ``seat`` (set before use; -1: nobody's)
    moved by ``biases`` (per stage, per role); its builds and councillor's keeps by
    ``builds`` and ``keeps`` (per stage, per kind; ``by_kind``) where a variant gives
    them (the Expert does not: module docstring)."""

    def __init__(
        self,
        noise: float = 0.0,
        rng: random.Random | None = None,
        biases: Rows = ROLE_BIASES,
        builds: Rows | None = None,
        keeps: Rows | None = None,
    ) -> None:
        super().__init__(noise, rng)
        self.biases = biases
        self.builds = builds
        self.keeps = keeps
        self.seat = -1

    def role_biases(self, seat: int) -> Rows | None:
        """The table that moves ``seat``'s role scores (None: the Normal scores); a
        variant may model other seats by a table of their own."""
        return self.biases if seat == self.seat else None

    def _raw_scores(self, s: CardState, legal: list[int]) -> list[float]:
        out = super()._raw_scores(s, legal)
        phase = s.phase
        if phase == _ROLE:
            table = self.role_biases(s.current)
            if table is not None:
                row = table[stage_of(pace_of(s).phases)]
                out = [x + row[a - A_ROLE] for a, x in zip(legal, out, strict=True)]
        elif phase == _BUILD and self.builds is not None and s.current == self.seat:
            row = self.builds[stage_of(pace_of(s).phases)]
            out = [
                x + row[decode_build(a)[0]] if a != A_PASS else x
                for a, x in zip(legal, out, strict=True)
            ]
        return out

    def _offered_worths(self, s: CardState, pace: Pace) -> dict[int, list[float]]:
        worths = super()._offered_worths(s, pace)
        if self.keeps is None or s.current != self.seat:
            return worths
        row = self.keeps[stage_of(pace.phases)]
        return {k: [w + row[k] for w in ws] for k, ws in worths.items()}


class ImitationGuide(CardGuide):
    """Hard's guide, with the searcher's own role choices by ``ImitationPolicy``."""

    def __init__(self, rng: random.Random, config: SearchConfig) -> None:
        super().__init__(rng, config)
        self.policy: ImitationPolicy = ImitationPolicy(0.0, rng)

    def begin(self, observation: CardObservation) -> None:
        super().begin(observation)
        self.policy.seat = observation.seat
