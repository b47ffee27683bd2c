"""puertorico_qt.paths: data directories from a source checkout and from a bundle."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from puertorico_qt import paths

REPO_ROOT = Path(__file__).resolve().parent.parent


def test_source_checkout_uses_the_repository_root() -> None:
    assert paths.data_root() == REPO_ROOT
    assert paths.resources_dir() == REPO_ROOT / "resources"
    assert paths.i18n_dir() == REPO_ROOT / "i18n"
    assert (paths.data_root() / "pyproject.toml").is_file()


def test_frozen_bundle_uses_meipass(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert paths.resources_dir() == tmp_path / "resources"
    assert paths.i18n_dir() == tmp_path / "i18n"


def test_meipass_alone_does_not_mean_frozen(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.delattr(sys, "frozen", raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert paths.data_root() == REPO_ROOT


def test_resource_finds_a_file_and_names_a_missing_one(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    (tmp_path / "resources" / "tiles").mkdir(parents=True)
    (tmp_path / "resources" / "tiles" / "corn.svg").write_text("<svg/>", encoding="utf-8")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert paths.resource("tiles", "corn.svg") == tmp_path / "resources" / "tiles" / "corn.svg"
    with pytest.raises(FileNotFoundError, match=r"tiles/sugar\.svg"):
        paths.resource("tiles", "sugar.svg")
