"""SIGTERM (or SIGINT, SIGHUP) ends the program the normal way: no worker process of the
Expert or of the searches made elsewhere outlives it, and Python reports no leaked
semaphores.

A small program in a subprocess, offscreen, with the XDG folders redirected: the
desktop program's application with ``gui.app.quit_on_signals``, an Expert whose
worker pool is started (``prepare``) and, in one case, thinking in the AI thread
(``gui.ai_worker.AiRunner``, shut down on ``aboutToQuit`` as the session does); in
another, Hard thinking in the worker process of ``ai.elsewhere``, as the program asks it.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from puertorico_qt.ai import expert, pool

REPO = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="signals and /proc: the Linux rule"
)

PROGRAM = textwrap.dedent(
    """
    import sys

    from PySide6.QtWidgets import QApplication

    from puertorico_qt import engine
    from puertorico_qt.ai.expert import ExpertBot
    from puertorico_qt.gui import app as gui_app
    from puertorico_qt.gui.ai_worker import AiRunner

    app = QApplication([sys.argv[0]])
    assert gui_app.quit_on_signals(app)
    bot = ExpertBot(seed=1, workers=2)
    bot.prepare()
    runner = AiRunner()
    app.aboutToQuit.connect(runner.shutdown)
    state = engine.new_game(engine.GameConfig(players=3), seed=4)
    if sys.argv[1] == "thinking":
        runner.submit(bot, engine.observe(state, state.current_player), seconds=60)
    elif sys.argv[1] == "hard-elsewhere":
        from puertorico_qt.ai import elsewhere, make_bot
        from puertorico_qt.gui.ai_worker import think_elsewhere

        think_elsewhere()
        assert elsewhere.warm_up()
        observation = engine.observe(state, state.current_player)
        runner.submit(make_bot("hard", 1), observation, seconds=60, iterations=10**7)
    print("ready", flush=True)
    sys.exit(app.exec())
    """
)


def _children(pid: int) -> list[int]:
    """The processes whose parent is ``pid`` (from /proc)."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        fields = stat[stat.rindex(")") + 2 :].split()
        if int(fields[1]) == pid:
            found.append(int(entry.name))
    return found


def _running(pid: int) -> bool:
    """Alive and not a zombie (a container's init may be slow to reap orphans)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat[stat.rindex(")") + 2] != "Z"


@pytest.mark.timeout(120)
@pytest.mark.parametrize(
    ("case", "signame"),
    [
        # idle: the slow run (the default run stays under two minutes); thinking is the
        # harder case, with the workers busy
        pytest.param("idle", "SIGTERM", marks=pytest.mark.slow),
        ("thinking", "SIGTERM"),
        ("thinking", "SIGINT"),  # the workers ignore SIGINT: their own path
        ("hard-elsewhere", "SIGTERM"),  # Hard searching in the process of ai.elsewhere
        pytest.param("thinking", "SIGHUP", marks=pytest.mark.slow),  # handled as SIGTERM is
    ],
)
def test_a_signal_ends_the_program_and_its_workers(tmp_path: Path, case: str, signame: str):
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "XDG_DATA_HOME": str(tmp_path / "data"),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_CACHE_HOME": str(tmp_path / "cache"),
        "PYTHONWARNINGS": "default",  # ResourceWarning and the resource tracker's words too
    }
    proc = subprocess.Popen(
        [sys.executable, "-c", PROGRAM, case],
        cwd=REPO,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,  # a signal to it alone, not to pytest's group
    )
    try:
        assert proc.stdout.readline() == "ready\n", proc.stderr.read()
        if case != "idle":
            time.sleep(0.5)  # the workers search
        children = _children(proc.pid)
        # the Expert's two workers, the resource tracker, and the worker of ai.elsewhere
        assert len(children) >= (3 if case == "hard-elsewhere" else 2)
        sent = time.monotonic()
        proc.send_signal(getattr(signal, signame))
        returncode = proc.wait(timeout=10)
        ended = time.monotonic() - sent
        while any(_running(c) for c in children) and time.monotonic() - sent < 10:
            time.sleep(0.02)
        all_gone = time.monotonic() - sent
        _out, err = proc.communicate(timeout=10)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
    left = [c for c in children if _running(c)]
    assert not left, f"still running after {signame}: {left}"
    assert returncode == 128 + getattr(signal, signame), err
    assert ended < 2.0, f"the program took {ended:.2f} s to end"
    assert all_gone < 2.0, f"its processes took {all_gone:.2f} s to end"
    assert "leaked semaphore" not in err and "resource_tracker" not in err, err
    assert "Traceback" not in err, err


def test_shutdown_pools_stops_busy_workers_promptly() -> None:
    """The backstop (also the ``atexit`` handler): workers in the middle of a search are
    stopped within about a second, and a later move starts a new pool."""
    import threading

    from puertorico_qt import engine
    from puertorico_qt.ai import SearchBudget

    bot = expert.ExpertBot(seed=2, workers=2)
    if not pool.warm_up(2):
        pytest.skip("no worker processes here")
    processes = list(pool._pools[2].executor._processes.values())
    state = engine.new_game(engine.GameConfig(players=3), seed=4)
    obs = engine.observe(state, state.current_player)
    answer: list[int] = []
    thinker = threading.Thread(
        target=lambda: answer.append(bot.choose(obs, SearchBudget(seconds=60))), daemon=True
    )
    thinker.start()
    time.sleep(0.5)
    start = time.monotonic()
    pool.shutdown_pools()
    took = time.monotonic() - start
    assert took < 1.5, f"shutdown_pools took {took:.2f} s"
    assert not any(p.is_alive() for p in processes)
    thinker.join(10)
    assert not thinker.is_alive()
    assert answer and answer[0] in obs.legal_actions()
    # The pool is made again when needed.
    move = expert.ExpertBot(seed=2, workers=2, iterations_per_worker=20).choose(obs)
    assert move in obs.legal_actions()
    pool.shutdown_pools()


def test_a_tournament_with_game_workers_and_an_expert_ends() -> None:
    """``--jobs`` plays each game in a multiprocessing child, where ``atexit`` never runs
    and the child joins its children when it ends: the Expert's pool must be shut down
    before that join, or the child, and the tournament after its last game, waits
    forever (it did: a 100-game card benchmark hung after its last game)."""
    program = textwrap.dedent(
        """
        from puertorico_qt.ai.tournament import BotSpec, run_tournament
        from puertorico_qt.cards import CardConfig

        specs = [BotSpec.parse(b, "cards") for b in ("expert:3", "normal")]
        result = run_tournament(2, specs, 2, 5, jobs=2, config=CardConfig(players=2))
        print("games", result["games"])
        """
    )
    try:
        done = subprocess.run(
            [sys.executable, "-c", program],
            capture_output=True,
            text=True,
            timeout=90,
            cwd=Path(__file__).resolve().parents[2],
        )
    except subprocess.TimeoutExpired:
        pytest.fail("the tournament did not end within 90 s of starting")
    assert done.returncode == 0, done.stderr
    assert "games 2" in done.stdout
