"""The table's pictures: SVG art rendered once per size and device pixel ratio.

``art.pixmap("tiles/corn", size, dpr)`` renders ``resources/tiles/corn.svg`` into a
``QPixmap`` of ``size`` logical pixels at ``dpr`` (so it is sharp on a high-DPI
screen) and keeps it in a small LRU cache: a repaint of the whole table draws
from the cache and never parses SVG.

The artist is still finishing ``resources/``: a missing file is drawn as a
fallback with ``QPainter`` (a coloured shape per good, a labelled card for
anything else), so the table never shows a hole and never crashes.
"""

from __future__ import annotations

from collections import OrderedDict

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
)
from PySide6.QtSvg import QSvgRenderer

from ...paths import resources_dir

#: Colours of the goods (classic indigo is blue, 1897 fruit is green).
GOOD_COLORS = {
    "corn": QColor("#e9c340"),
    "indigo": QColor("#3a5bb4"),
    "fruit": QColor("#6aae3c"),
    "sugar": QColor("#f4f1e6"),
    "tobacco": QColor("#b27b45"),
    "coffee": QColor("#5a3826"),
    "quarry": QColor("#9c9c94"),
}

_CACHE_LIMIT = 600


class Art:
    """SVG renderers by name and an LRU cache of rendered pixmaps."""

    def __init__(self) -> None:
        self._renderers: dict[str, QSvgRenderer | None] = {}
        self._cache: OrderedDict[tuple, QPixmap] = OrderedDict()

    def renderer(self, name: str) -> QSvgRenderer | None:
        if name not in self._renderers:
            path = resources_dir() / f"{name}.svg"
            renderer = QSvgRenderer(str(path)) if path.exists() else None
            if renderer is not None and not renderer.isValid():
                renderer = None
            self._renderers[name] = renderer
        return self._renderers[name]

    def has(self, name: str) -> bool:
        return self.renderer(name) is not None

    def aspect(self, name: str) -> float:
        """Width / height of the picture (1 for a missing one)."""
        r = self.renderer(name)
        if r is None:
            return 0.72 if name.startswith("roles/") else 1.0
        box = r.viewBoxF()
        return box.width() / box.height() if box.height() else 1.0

    def pixmap(self, name: str, size: QSize, dpr: float = 1.0) -> QPixmap:
        """The picture fitted (aspect kept, centred) into ``size`` logical pixels."""
        w, h = max(1, size.width()), max(1, size.height())
        key = (name, w, h, round(dpr, 2))
        pm = self._cache.get(key)
        if pm is not None:
            self._cache.move_to_end(key)
            return pm
        pm = QPixmap(round(w * dpr), round(h * dpr))
        pm.setDevicePixelRatio(dpr)
        pm.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pm)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        target = _fit(QRectF(0, 0, w, h), self.aspect(name))
        r = self.renderer(name)
        if r is not None:
            r.render(painter, target)
        else:
            draw_fallback(painter, name, target)
        painter.end()
        self._cache[key] = pm
        if len(self._cache) > _CACHE_LIMIT:
            self._cache.popitem(last=False)
        return pm

    def clear(self) -> None:
        self._cache.clear()


def _fit(box: QRectF, aspect: float) -> QRectF:
    if box.width() / box.height() > aspect:
        w, h = box.height() * aspect, box.height()
    else:
        w, h = box.width(), box.width() / aspect
    return QRectF(box.x() + (box.width() - w) / 2, box.y() + (box.height() - h) / 2, w, h)


def fit_rect(box: QRectF, aspect: float) -> QRectF:
    """``box`` shrunk to ``aspect`` (width / height), centred."""
    return _fit(box, aspect)


def _good_shape(kind: str, r: QRectF) -> QPainterPath:
    """A distinct outline per good, so goods differ by shape and not only by colour."""
    path = QPainterPath()
    c = r.center()
    rad = min(r.width(), r.height()) / 2 * 0.9
    if kind == "corn":  # upright oval
        path.addEllipse(QRectF(c.x() - rad * 0.55, c.y() - rad, rad * 1.1, rad * 2))
    elif kind in ("indigo", "fruit"):  # drop / circle
        path.addEllipse(QRectF(c.x() - rad, c.y() - rad, rad * 2, rad * 2))
    elif kind == "sugar":  # square
        path.addRect(QRectF(c.x() - rad * 0.8, c.y() - rad * 0.8, rad * 1.6, rad * 1.6))
    elif kind == "tobacco":  # diamond (leaf)
        path.addPolygon(
            QPolygonF(
                [
                    QPointF(c.x(), c.y() - rad),
                    QPointF(c.x() + rad * 0.7, c.y()),
                    QPointF(c.x(), c.y() + rad),
                    QPointF(c.x() - rad * 0.7, c.y()),
                ]
            )
        )
        path.closeSubpath()
    else:  # coffee: hexagon
        import math

        pts = [
            QPointF(
                c.x() + rad * math.cos(math.pi / 3 * i), c.y() + rad * math.sin(math.pi / 3 * i)
            )
            for i in range(6)
        ]
        path.addPolygon(QPolygonF(pts))
        path.closeSubpath()
    return path


def draw_fallback(painter: QPainter, name: str, r: QRectF) -> None:
    """A plain picture for art that is not drawn yet."""
    folder, _, stem = name.partition("/")
    painter.save()
    painter.setPen(QPen(QColor("#4a3420"), max(1.0, r.width() / 40)))
    if folder == "goods" or (folder == "tiles" and stem in GOOD_COLORS):
        if folder == "tiles":
            painter.setBrush(QColor("#cfe3a8") if stem != "quarry" else QColor("#d8d3c4"))
            painter.drawRoundedRect(r.adjusted(1, 1, -1, -1), r.width() / 10, r.width() / 10)
            r = r.adjusted(r.width() / 4, r.height() / 4, -r.width() / 4, -r.height() / 4)
        painter.setBrush(GOOD_COLORS.get(stem, QColor("#999")))
        painter.drawPath(_good_shape(stem, r))
    else:
        painter.setBrush(QColor("#efe2c4"))
        painter.drawRoundedRect(r.adjusted(1, 1, -1, -1), r.width() / 8, r.width() / 8)
        font = QFont(painter.font())
        font.setPixelSize(max(6, int(min(r.width(), r.height()) / 3)))
        font.setBold(True)
        painter.setFont(font)
        painter.drawText(r, Qt.AlignmentFlag.AlignCenter, stem[:2].upper())
    painter.restore()


_ART: Art | None = None


def art() -> Art:
    """The process-wide picture cache (created on first use, after the QApplication)."""
    global _ART
    if _ART is None:
        _ART = Art()
    return _ART


def paint_sea(widget) -> None:
    """The table's background on ``widget`` (in its paintEvent): the sea, a little dimmed."""
    painter = QPainter(widget)
    tile = art().pixmap("table/sea", QSize(360, 360), widget.devicePixelRatioF())
    painter.fillRect(widget.rect(), QBrush(tile))
    painter.fillRect(widget.rect(), QColor(10, 50, 60, 40))
    painter.end()
