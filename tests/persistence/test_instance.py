"""One autosave per running program (``persistence.instance``): a second copy running
at once writes its own slot; a slot nobody holds any more is moved among the
unfinished games when a program starts."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

from puertorico_qt import persistence
from puertorico_qt.persistence import instance

from .test_saves import play_record

HOLD = textwrap.dedent(
    """
    import sys, time
    from pathlib import Path
    from puertorico_qt.persistence.instance import claim_autosave
    print(claim_autosave(Path(sys.argv[1])).name, flush=True)
    sys.stdin.readline()  # hold the slot until told
    """
)


def _holding(folder: Path) -> subprocess.Popen[str]:
    """Another program that claimed the first slot of ``folder`` (and holds it)."""
    other = subprocess.Popen(
        [sys.executable, "-c", HOLD, str(folder)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert other.stdout is not None and other.stdout.readline().strip() == "autosave.json"
    return other


def test_a_second_program_gets_its_own_autosave_and_its_game_is_kept(tmp_path: Path) -> None:
    other = _holding(tmp_path)
    try:
        mine = instance.claim_autosave(tmp_path)
        assert mine.name == "autosave-2.json"
        assert persistence.autosave_path() == mine
        assert instance.is_held(tmp_path, 1) and instance.is_held(tmp_path, 2)
        persistence.save_record(mine, play_record(players=3, decisions=12))
    finally:
        instance.release_autosave()
        other.communicate("\n", timeout=30)
    assert persistence.autosave_path().name == "autosave.json"
    # the next program to start finds slot 2 held by nobody: its game goes to unfinished/
    first = instance.claim_autosave(tmp_path)
    try:
        assert first.name == "autosave.json"
        assert not (tmp_path / "autosave-2.json").exists()
        kept = persistence.list_saves(persistence.unfinished_dir(first))
        assert len(kept) == 1 and len(persistence.load_record(kept[0].path).actions) == 12
    finally:
        instance.release_autosave()


def test_a_slot_is_free_again_when_its_program_is_killed(tmp_path: Path) -> None:
    other = _holding(tmp_path)
    assert instance.is_held(tmp_path, 1)
    other.kill()
    other.wait(timeout=30)
    assert not instance.is_held(tmp_path, 1)  # no stale lock after a crash
