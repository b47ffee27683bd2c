"""The screenshots' PNG writer: small files with a fitted palette, the picture kept."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QColor, QImage

from puertorico_qt.gui.table.screenshots import save_png


def _busy_picture(width: int = 160, height: int = 120) -> QImage:
    """Many distinct colours (a lossless PNG of it passes the limit below)."""
    image = QImage(width, height, QImage.Format.Format_RGB32)
    for y in range(height):
        for x in range(width):
            image.setPixelColor(x, y, QColor((x * 7 + y) % 256, (y * 5) % 256, (x * y) % 256))
    return image


def test_a_small_picture_is_saved_lossless(qapp, tmp_path: Path) -> None:
    image = _busy_picture(40, 30)
    path = tmp_path / "small.png"
    save_png(image, path)
    loaded = QImage(str(path))
    assert loaded.format() != QImage.Format.Format_Indexed8
    assert loaded.convertToFormat(QImage.Format.Format_RGB32) == image


def test_a_big_picture_gets_a_palette_that_stays_close(qapp, tmp_path: Path) -> None:
    image = _busy_picture()
    path = tmp_path / "big.png"
    save_png(image, path, limit=5_000)
    loaded = QImage(str(path))
    assert loaded.format() == QImage.Format.Format_Indexed8
    assert len(loaded.colorTable()) <= 256
    assert loaded.size() == image.size()
    # every pixel near its original colour (no dithering, no shifted picture)
    worst = max(
        max(
            abs(a - b)
            for a, b in zip(
                QColor(loaded.pixel(x, y)).getRgb()[:3],
                image.pixelColor(x, y).getRgb()[:3],
                strict=True,
            )
        )
        for y in range(0, image.height(), 7)
        for x in range(0, image.width(), 7)
    )
    assert worst < 48  # 37 measured on this synthetic gradient


def test_the_players_chart_colours_keep_their_own_palette_entries(qapp, tmp_path: Path) -> None:
    """Thin chart lines cover few pixels; fitted by pixel count alone, the palette gave two
    players' lines one colour (the card game's councillor screenshot)."""
    from puertorico_qt.gui.chart_parts import PLAYER_COLORS

    image = _busy_picture()
    for row, colour in enumerate(PLAYER_COLORS):
        for x in range(10, 40):
            image.setPixelColor(x, 10 + 3 * row, QColor(colour))
    path = tmp_path / "lines.png"
    save_png(image, path, limit=5_000)
    loaded = QImage(str(path))
    assert loaded.format() == QImage.Format.Format_Indexed8
    drawn = [QColor(loaded.pixel(20, 10 + 3 * row)).name() for row in range(len(PLAYER_COLORS))]
    assert drawn == list(PLAYER_COLORS)
