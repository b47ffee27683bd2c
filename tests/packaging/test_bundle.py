"""The installable bundle: built with PyInstaller, then checked by running it.

Slow (a build takes 20-60 s, the checks about as long again): runs with CI=true,
PRQT_FULL=1 or --run-slow, and only where PyInstaller is installed
(``pip install -e ".[test,bundle]"``, which packaging/dev.sh does).
"""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"

# A guard against a large regression (an untrimmed bundle is ~220 MB); the target,
# 150 MB, is reported by check_bundle.py and in packaging/README.md.
MAX_UNPACKED_MIB = 170


def _tail(text: str, n: int = 6000) -> str:
    return text[-n:]


@pytest.mark.slow
@pytest.mark.timeout(900)
def test_bundle_builds_and_passes_its_self_test(tmp_path: Path) -> None:
    if importlib.util.find_spec("PyInstaller") is None:
        pytest.skip('PyInstaller is not installed: pip install -e ".[bundle]"')
    dist, work = tmp_path / "dist", tmp_path / "work"

    build = subprocess.run(
        [sys.executable, str(PACKAGING / "build.py"), "--dist", str(dist), "--work", str(work)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert build.returncode == 0, _tail(build.stdout) + _tail(build.stderr)
    info = json.loads((dist / "bundle-info.json").read_text(encoding="utf-8"))
    assert Path(info["executable"]).is_file()
    assert info["archives"], "no archive made"
    for archive in info["archives"]:
        assert Path(archive["path"]).stat().st_size > 10 * 2**20

    if info["system"] == "linux":
        (archive,) = (a["path"] for a in info["archives"] if a["path"].endswith(".tar.gz"))
        with tarfile.open(archive) as tar:
            names = set(tar.getnames())
        for name in ("puertorico-qt", "puertorico-qt.desktop", "puertorico-qt.png", "install.sh"):
            assert f"puertorico-qt/{name}" in names, f"{name} not in {archive}"

    result_file = tmp_path / "check.json"
    check = subprocess.run(
        [
            sys.executable,
            str(PACKAGING / "check_bundle.py"),
            "--info",
            str(dist / "bundle-info.json"),
            "--json",
            str(result_file),
            "--runs",
            "3",
            # Measured and printed, not gated: tests assert no wall-clock times (a slow,
            # busy CI machine measured 3.2 s against the 3 s that check_bundle.py holds
            # a bundle to when run by hand).
            "--max-first-window",
            "0",
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=840,
    )
    print(check.stdout)
    assert check.returncode == 0, _tail(check.stdout) + _tail(check.stderr, 3000)

    result = json.loads(result_file.read_text(encoding="utf-8"))
    checks = result["checks"]
    for name in (
        "frozen",
        "artwork inside",
        "artwork loads",
        "translations inside",
        "Qt plugins",
        "spawn process pool in the frozen program",
        "exception at start-up: log and dialog",
    ):
        assert checks[name]["ok"], (name, checks[name])
    if result["gui_available"]:
        assert checks["--selftest"]["ok"]
    else:
        assert checks["selfplay --games 1"]["ok"]
    assert result["first_window"]["warm_median_s"] > 0  # the window came up and was timed
    if info["system"] == "linux":
        assert info["size_unpacked"] <= MAX_UNPACKED_MIB * 2**20, info["size_unpacked"]
