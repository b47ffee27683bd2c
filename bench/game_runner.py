"""Playing a usage bench's games: one process or a pool, progress on stderr, and the
games so far kept in a JSON file after each one (an interrupted run keeps its figures).

Shared by ``expansion_usage.py`` (the board game) and ``cards_usage.py`` (the card
game); each hands in its own ``play(work_item) -> dict`` (with ``"seconds"``).
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any


def play_games(
    play: Callable[[Any], dict],
    work: Sequence[Any],
    jobs: int,
    out: Path | None,
    head: dict,
) -> list[dict]:
    """Every item of ``work`` played by ``play`` (``jobs`` at once); with ``out``, the
    file holds ``{**head, "games": [...]}`` after every game."""
    results: list[dict] = []

    def keep(r: dict) -> None:
        results.append(r)
        print(f"  game {len(results)}/{len(work)}: {r['seconds']} s", file=sys.stderr, flush=True)
        if out is not None:
            out.parent.mkdir(parents=True, exist_ok=True)
            tmp = out.with_suffix(".tmp")
            tmp.write_text(json.dumps({**head, "games": results}) + "\n")
            tmp.replace(out)

    if jobs > 1:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            for r in pool.map(play, work):
                keep(r)
    else:
        for w in work:
            keep(play(w))
    return results
