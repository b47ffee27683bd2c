"""The storage panel of a storehouse owner (two warehouses and four loose barrels: six
places) at 1366×768 in the main window with the game log open: the group captions over
the places and the panel's words fit, in English and German, both namings."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from puertorico_qt.engine import Phase
from puertorico_qt.engine import actions as A
from puertorico_qt.engine.data import Edition
from puertorico_qt.gui.main_window import MainWindow
from puertorico_qt.gui.settings import Settings

from .positions import session_at
from .test_expansion_decisions import _states


def _storehouse_state():
    for s in _states():
        p = s.players[s.current] if s.phase == Phase.STORAGE else None
        if (
            p is not None
            and any(A.is_kind(a, "store_more") for a in s.legal_actions())
            and sum(1 for g in p.goods if g) >= 3
        ):
            return s.clone()
    raise AssertionError("no storehouse owner stored goods in the sample")


@pytest.mark.parametrize(("lang", "edition"), [("en", Edition.CLASSIC), ("de", Edition.E1897)])
def test_the_storehouse_captions_fit_at_1366(qtbot, tmp_path: Path, language, lang, edition):
    language(lang)
    state = _storehouse_state()
    state.config = dataclasses.replace(state.config, edition=edition)
    session = session_at(state, viewer=state.current)
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    window = MainWindow(session, settings, interactive=False, persist=False)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    panel = window.table.storage_panel
    assert panel.isVisible() and panel.places() >= 5
    window.grab()  # paint everything once
    groups = panel.captions.groups()
    assert [text for text, _first, _n in groups] and all("{" not in t for t, _f, _n in groups)
    assert panel.captions.painted and panel.captions.elided == [], panel.captions.elided
    assert panel.view.itemDelegate().elided == []
    # the words beside the places: whole lines, the button's text whole
    label = panel.label
    assert label.height() >= label.heightForWidth(label.width()) - 2, label.text()
    button = panel.button
    assert button.fontMetrics().horizontalAdvance(button.text()) < button.width()
    session.shutdown()
