"""Fixtures for the translation tests: ``i18n_tool`` (packaging/i18n.py as a module)
and ``translations`` (installs translators; restores English and the default locale
afterwards, so that no other test sees German or Dutch)."""

from __future__ import annotations

import importlib.util
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

TOOL = Path(__file__).resolve().parents[2] / "packaging" / "i18n.py"


@pytest.fixture(scope="session")
def i18n_tool() -> ModuleType:
    name = "prqt_packaging_i18n"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, TOOL)
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module  # dataclasses look their module up while the class is made
        spec.loader.exec_module(module)
    return sys.modules[name]


@pytest.fixture
def translations(qapp) -> Iterator[object]:
    from PySide6.QtCore import QLocale

    from puertorico_qt.gui.i18n import Translations

    default = QLocale()
    t = Translations()
    t.set_language("en")
    yield t
    t.remove()
    QLocale.setDefault(default)
