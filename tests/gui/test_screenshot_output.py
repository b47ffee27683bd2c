"""What ``screenshot`` writes and says: the format the ``--out`` suffix names (a ``.jpg``
got PNG data), the decisions really played (``--actions 99999`` said 99999 though the
game ended long before), and a ``--size`` the window cannot be as small as refused,
naming the size it would be (``300x200`` wrote a 749x442 picture and said nothing)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage

from puertorico_qt.gui import app as gui_app
from puertorico_qt.gui.cards import screenshots as card_shots

JPEG_MAGIC = b"\xff\xd8\xff"
PNG_MAGIC = b"\x89PNG"


def test_the_suffix_names_the_format(qtbot, tmp_path: Path, capsys) -> None:
    out = tmp_path / "shot.jpg"
    argv = ["screenshot", "--out", str(out), "--players", "2", "--actions", "3"]
    assert gui_app.main([*argv, "--size", "1000x700"]) == 0
    assert out.read_bytes()[:3] == JPEG_MAGIC
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1000, 700)
    assert capsys.readouterr().out.strip() == f"{out}: 1000x700, after 3 decisions"


def test_a_game_that_ended_says_the_decisions_played(qtbot, tmp_path: Path, capsys) -> None:
    out = tmp_path / "end.png"
    argv = ["screenshot", "--out", str(out), "--players", "2", "--actions", "99999"]
    assert gui_app.main([*argv, "--size", "1000x700"]) == 0
    said = capsys.readouterr().out.strip()
    found = re.fullmatch(
        rf"{re.escape(str(out))}: 1000x700, after (\d+) decisions: the game ended "
        r"\(--actions asked 99999\)",
        said,
    )
    assert found, said
    assert 50 < int(found[1]) < 99999
    assert out.read_bytes()[:4] == PNG_MAGIC


def test_a_size_below_the_windows_smallest_is_refused(qtbot, tmp_path: Path, capsys) -> None:
    out = tmp_path / "small.png"
    argv = ["screenshot", "--out", str(out), "--players", "2", "--actions", "0"]
    assert gui_app.main([*argv, "--size", "300x200"]) == 2
    err = capsys.readouterr().err.strip()
    found = re.fullmatch(
        r"error: --size 300x200 is smaller than the window can be: it would be "
        r"(\d+)x(\d+) \(ask for at least that\)",
        err,
    )
    assert found, err
    assert int(found[1]) > 300 and int(found[2]) > 200
    assert not out.exists()  # nothing written


@pytest.mark.parametrize("name", ["x.gif", "x", "x.pdf"])
def test_a_suffix_qt_cannot_write_is_refused(qtbot, tmp_path: Path, capsys, name) -> None:
    with pytest.raises(SystemExit) as exited:
        gui_app.main(["screenshot", "--out", str(tmp_path / name)])
    assert exited.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith("usage: puertorico-qt screenshot ")
    assert f"error: --out {name}: " in err and "no picture format Qt can write" in err
    assert ".png" in err and ".jpg" in err
    assert not (tmp_path / name).exists()


def _fake_render(size: tuple[int, int]):
    """A card scene's ``render``: a flat PNG of ``size`` (the palette PNG's writer writes
    PNG whatever the name)."""

    def render(scene, asked, path, lang, players, seed, expansions, after=0):
        image = QImage(*size, QImage.Format.Format_RGB32)
        image.fill(QColor("#336699"))
        assert image.save(str(path), "PNG")
        return path

    return render


def test_a_card_scene_is_written_in_the_suffixs_format(
    qtbot, tmp_path: Path, monkeypatch, capsys
) -> None:
    monkeypatch.setattr(card_shots, "render", _fake_render((900, 600)))
    out = tmp_path / "cards.jpg"
    argv = ["screenshot", "--game", "cards", "--out", str(out), "--size", "900x600"]
    assert gui_app.main(argv) == 0
    assert out.read_bytes()[:3] == JPEG_MAGIC
    assert capsys.readouterr().out.strip() == f"{out}: the card game, start, 900x600"
    assert list(tmp_path.iterdir()) == [out]  # the PNG on the way is gone


def test_a_card_scene_larger_than_asked_is_refused(qtbot, tmp_path: Path, monkeypatch, capsys):
    monkeypatch.setattr(card_shots, "render", _fake_render((749, 509)))
    out = tmp_path / "cards.png"
    argv = ["screenshot", "--game", "cards", "--out", str(out), "--size", "300x200"]
    assert gui_app.main(argv) == 2
    assert "it would be 749x509" in capsys.readouterr().err
    assert not out.exists()


def test_the_score_sheet_says_its_own_size(qtbot, tmp_path: Path, monkeypatch, capsys):
    """The scores scene is the score sheet, a dialog smaller than the window."""
    monkeypatch.setattr(card_shots, "render", _fake_render((820, 520)))
    out = tmp_path / "scores.png"
    argv = ["screenshot", "--game", "cards", "--scene", "scores", "--out", str(out)]
    assert gui_app.main([*argv, "--size", "900x600"]) == 0
    assert capsys.readouterr().out.strip() == f"{out}: the card game, scores, 820x520"


def test_a_card_picture_on_a_scaled_screen_is_not_refused(tmp_path: Path) -> None:
    """At a scale factor of 2 the picture has twice the window's pixels: the window's
    size is what was asked (every card picture was refused as "too small")."""
    import os
    import subprocess
    import sys

    out = tmp_path / "scaled.png"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "QT_SCALE_FACTOR": "2"}
    argv = ["screenshot", "--game", "cards", "--out", str(out), "--size", "1000x700"]
    done = subprocess.run(
        [sys.executable, "-m", "puertorico_qt", *argv],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    image = QImage(str(out))
    assert (image.width(), image.height()) == (2000, 1400)
