"""Where the program's data files are: artwork in ``resources/``, translations in ``i18n/``.

Both directories sit at the top of the repository, next to the ``puertorico_qt``
package, so a source checkout and an editable install (``pip install -e .``) find
them beside the package. A PyInstaller bundle carries them at the top of its data
directory, ``sys._MEIPASS`` (the spec adds ``("resources", "resources")`` and
``("i18n", "i18n")`` to ``datas``).

No Qt here: the engine, the bots and the tests may ask for paths without a display.
"""

from __future__ import annotations

import sys
from pathlib import Path

__all__ = ["data_root", "i18n_dir", "resource", "resources_dir"]


def data_root() -> Path:
    """The directory that holds ``resources/`` and ``i18n/``."""
    bundle_dir = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and bundle_dir:
        return Path(bundle_dir)
    return Path(__file__).resolve().parent.parent


def resources_dir() -> Path:
    """Artwork (SVG) and icons."""
    return data_root() / "resources"


def i18n_dir() -> Path:
    """Qt Linguist sources (``.ts``) and compiled translations (``.qm``)."""
    return data_root() / "i18n"


def resource(*parts: str) -> Path:
    """A file under ``resources/``, e.g. ``resource("buildings", "harbor.svg")``.

    Raises FileNotFoundError naming the full path when it is missing, so a missing
    picture fails loudly instead of painting an empty tile.
    """
    path = resources_dir().joinpath(*parts)
    if not path.exists():
        raise FileNotFoundError(f"resource not found: {path}")
    return path
