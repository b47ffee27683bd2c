"""The table's "last move" line after a Mayor placement the rules finish at once: the
whole arrangement, as the log writes it, not the placements up to the decision."""

from __future__ import annotations

import random

from puertorico_qt import engine
from puertorico_qt.engine.state import Phase
from puertorico_qt.gui.session.game_log import board_lines

NAMES = ["Anna", "Benno", "Clara"]


def test_a_placement_finished_by_the_rules_is_told_whole(qtbot):
    rng = random.Random(3)
    found = 0
    for seed in range(40):
        s = engine.new_game(engine.GameConfig(players=3), seed)
        while not s.is_terminal() and found < 3:
            legal = s.legal_actions()
            action = rng.choice(legal)
            before = s.clone()
            steps: list[tuple[int, int]] = []
            s.apply(action, log=steps)
            mover = steps[0][0]
            own = [st for st in steps if st[0] == mover]
            if before.phase == Phase.MAYOR and len(own) > 1 and before.mayor_left > 1:
                last, added = board_lines(before, s, steps, NAMES)
                placed = [line() for line, _h in added if f"{NAMES[mover]} places" in line()]
                if placed:  # the arrangement ended in this apply: the line says it all
                    assert last() == placed[0]
                    found += 1
        if found >= 3:
            break
    assert found >= 3
