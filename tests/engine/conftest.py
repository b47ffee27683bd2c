"""Fixtures of the engine tests: every player count and both editions.

A test that asks for ``players`` runs once per player count (ids ``2p`` ... ``5p``); one
that asks for ``players`` and ``edition`` runs once per table (``2p-classic``,
``2p-e1897``, ... ``5p-e1897``). A test that needs other values parametrizes the name
itself, which takes precedence over the fixture.
"""

from __future__ import annotations

import pytest

from puertorico_qt.engine import Edition

from .positions import EDITIONS, PLAYER_COUNTS


@pytest.fixture(params=PLAYER_COUNTS, ids=[f"{n}p" for n in PLAYER_COUNTS])
def players(request: pytest.FixtureRequest) -> int:
    """The number of players: 2, 3, 4 and 5."""
    return request.param


@pytest.fixture(params=EDITIONS, ids=[ed.name.lower() for ed in EDITIONS])
def edition(request: pytest.FixtureRequest) -> Edition:
    """The edition: classic and 1897."""
    return request.param
