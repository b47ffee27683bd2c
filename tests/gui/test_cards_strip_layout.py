"""Where a strip's cards lie (``gui.cards.strip_layout.lay_out``): a city wraps into
more rows when that makes its cards larger, and stays one (overlapping) row when not."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from puertorico_qt.gui.cards.painter import CARD_ASPECT, PAPER, paint_card
from puertorico_qt.gui.cards.strip_layout import StripItem, StripStyle, lay_out, shown_widths

EM = 14.0
CITY = StripStyle(max_width_em=7.0, shrink_em=4.2, wrap=True)


def _city(n: int) -> list[StripItem]:
    return [StripItem(CARD_ASPECT) for _ in range(n)]


def _rects(area: QRectF, n: int, style: StripStyle = CITY) -> list[QRectF]:
    return [rect for rect, _turn in lay_out(area, EM, _city(n), style)]


def test_a_city_in_a_tall_panel_takes_two_rows_of_larger_cards() -> None:
    """An opponent's panel at 1920x1080: ten buildings were a row of thumbnails."""
    area = QRectF(0, 0, 650, 300)
    wrapped = _rects(area, 10)
    one_row = _rects(area, 10, StripStyle(max_width_em=7.0, shrink_em=4.2))
    tops = sorted({round(r.top()) for r in wrapped})
    assert len(tops) == 2
    assert wrapped[0].width() > 1.2 * one_row[0].width()
    for i, rect in enumerate(wrapped):
        assert area.contains(rect)
        assert not any(rect.intersects(other) for other in wrapped[i + 1 :])  # all seen whole
    # row by row, left to right: the order of the city (the free place stays last)
    keys = [(round(r.top()), r.left()) for r in wrapped]
    assert keys == sorted(keys)


def test_a_short_panel_keeps_one_row_and_lets_the_cards_overlap() -> None:
    """Four players at 1366x768: two rows would give cards smaller than one overlapping
    row shows."""
    rects = _rects(QRectF(0, 0, 430, 125), 11)
    assert len({round(r.top()) for r in rects}) == 1
    assert rects[0].width() >= 4.2 * EM - 0.5
    assert rects[0].intersects(rects[1])


def test_few_cards_stay_in_one_row_at_their_largest() -> None:
    rects = _rects(QRectF(0, 0, 650, 300), 4)
    assert len({round(r.top()) for r in rects}) == 1
    assert abs(rects[0].width() - 7.0 * EM) < 0.5  # the cap, not more


def test_a_strip_that_may_not_wrap_never_does() -> None:
    style = StripStyle(max_width_em=7.0, shrink_em=4.2)
    rects = _rects(QRectF(0, 0, 650, 300), 10, style)
    assert len({round(r.top()) for r in rects}) == 1


def test_an_overlapped_card_knows_how_much_of_it_shows() -> None:
    shapes = lay_out(QRectF(0, 0, 430, 125), EM, _city(11), CITY)
    shown = shown_widths(shapes)
    width = shapes[0][0].width()
    assert shown[-1] is None  # the last card is seen whole
    assert all(s is not None and 0 < s < 0.85 * width for s in shown[:-1])
    # wrapped rows: nothing overlaps, so every card shows whole
    assert shown_widths(lay_out(QRectF(0, 0, 650, 300), EM, _city(10), CITY)) == [None] * 10


def _painted(shown: float | None) -> QImage:
    image = QImage(90, 126, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    paint_card(painter, QRectF(0, 0, 90, 126), 0, 1.0, shown=shown)
    painter.end()
    return image


def test_an_overlapped_card_gets_its_name_on_a_spine(qapp) -> None:
    """Four players at 1366x768: a city of a dozen cards shows a strip of each, too
    narrow for the name band; the name runs up a parchment spine at the left edge."""
    whole, strip = _painted(None), _painted(36.0)

    def parchment(image: QImage) -> int:  # pixels of the spine's colour at the left edge
        p = PAPER.toRgb()
        return sum(
            abs(c.red() - p.red()) + abs(c.green() - p.green()) + abs(c.blue() - p.blue()) < 30
            for c in (image.pixelColor(x, y) for x in range(5, 19) for y in range(10, 90))
        )

    assert parchment(whole) < 20  # the picture there
    assert parchment(strip) > 250  # the spine (the rest: its name's letters)


def test_a_fanned_hand_stays_inside_its_strip() -> None:
    """Nine cards in the hand at 1366x768: the fan turned the first and the last card
    out past the strip's edges (their names cut) and their cost coins under its bottom."""
    hand = StripStyle(fan=True, align="center", lift=True)
    area = QRectF(0, 0, 1070, 200)
    for n in (1, 5, 8, 9, 12, 20):
        shapes = lay_out(area, EM, _city(n), hand)
        turned = [turn.mapRect(rect) for rect, turn in shapes]
        assert min(r.left() for r in turned) >= area.left() - 0.5, n
        assert max(r.right() for r in turned) <= area.right() + 0.5, n
        assert max(r.bottom() for r in turned) <= area.bottom() + 0.5, n
    few = lay_out(area, EM, _city(5), hand)
    assert few[0][0].height() == lay_out(area, EM, _city(1), hand)[0][0].height()  # no shrinking


def test_two_players_give_the_viewers_city_the_wider_column(qtbot) -> None:
    """Two players: nine buildings of one's own lie whole, side by side, at the size of a
    1366x768 window's table (they overlapped beside an opponent's half-empty panel)."""
    from tests.cards.positions import table
    from tests.gui.cards_driving import card_table

    mine = [
        "indigo_plant", "sugar_mill", "indigo_plant", "quarry", "tobacco_storage",
        "well", "tobacco_storage", "trading_post", "crane",
    ]  # fmt: skip
    theirs = ["indigo_plant", "sugar_mill", "smithy", "tower", "chapel", "poor_house"]
    t, _session, _rec = card_table(qtbot, table(2, cities={0: mine, 1: theirs}))
    t.resize(1080, 720)
    qtbot.wait(10)
    own, other = t.seat_panel(0), t.seat_panel(1)
    assert own.width() > 2 * other.width()
    shapes = own.view.shapes()
    assert len(shapes) == len(mine) + 1  # and the free place to build
    assert shown_widths(shapes) == [None] * len(shapes)  # no card covers another
    assert all(rect.height() >= 80 for rect, _turn in shapes)


def test_two_players_let_the_other_city_grow_in_its_tall_column(qtbot) -> None:
    """At 1920x1080 the one other city's five buildings were 7-em thumbnails on top of an
    empty panel; they may now grow as the viewer's may (to 11 em)."""
    from tests.cards.positions import table
    from tests.gui.cards_driving import card_table

    theirs = ["indigo_plant", "tobacco_storage", "tobacco_storage", "chapel", "guild_hall"]
    t, _session, _rec = card_table(qtbot, table(2, cities={1: theirs}))
    t.resize(1600, 1000)
    qtbot.wait(10)
    other = t.seat_panel(1)
    em = other.view.em()
    widths = [rect.width() for rect, _turn in other.view.shapes()]
    assert len(widths) == len(theirs)  # no free place in another's city
    assert min(widths) > 7.5 * em
    t3, _s3, _r3 = card_table(qtbot, table(3, cities={1: theirs}))
    t3.resize(1600, 1000)
    qtbot.wait(10)
    assert max(r.width() for r, _ in t3.seat_panel(1).view.shapes()) <= 7.0 * em + 0.5
