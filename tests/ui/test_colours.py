"""Seats told apart with any colour vision, and the table's marks standing out from what they mark.

Colour differences are CIEDE2000, as seen with normal vision and as simulated for protanopia,
deuteranopia and tritanopia with Machado et al.'s (2009) matrices; contrasts are WCAG 2 ratios.
Every table theme is measured: the classic one, the high-contrast one and the cosmetic sets.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage, QPainter

from perudo_qt.ui.table.artwork import Artwork
from perudo_qt.ui.table.items import PALIFICO_INK, WINNER_INK, DieItem
from perudo_qt.ui.table.seat_marks import MARKS, mark_path
from perudo_qt.ui.table.themes import HIGH_CONTRAST, THEMES, TableTheme

from .colour_math import closest_pair, contrast

pytestmark = pytest.mark.gui

VISIONS = [None, "protanopia", "deuteranopia", "tritanopia"]
ALL_THEMES = [pytest.param(theme, id=theme.id) for theme in THEMES.values()]


def over(ground: str, colour: str) -> str:
    """Return ``colour`` (``#aarrggbb`` may be translucent) laid over opaque ``ground``."""
    top, bottom = QColor(colour), QColor(ground)
    alpha = top.alphaF()
    mixed = [
        round(255 * (alpha * a + (1 - alpha) * b))
        for a, b in zip(top.getRgbF()[:3], bottom.getRgbF()[:3], strict=True)
    ]
    return QColor(*mixed).name()


@pytest.mark.parametrize("theme", ALL_THEMES)
@pytest.mark.parametrize("deficiency", VISIONS)
def test_any_two_seats_differ_clearly_with_every_colour_vision(
    theme: TableTheme, deficiency: str | None
) -> None:
    bodies = [colours.body for colours in theme.seats]
    assert len(bodies) == len(MARKS)
    assert closest_pair(bodies, deficiency) >= 15


@pytest.mark.parametrize("theme", ALL_THEMES)
def test_pips_and_the_counting_ring_stand_out_from_the_die(theme: TableTheme) -> None:
    for colours in theme.seats:
        assert contrast(colours.pip, colours.body) >= 3
        assert contrast(colours.ring, colours.body) >= 3


@pytest.mark.parametrize("theme", ALL_THEMES)
def test_the_accent_glow_stands_out_from_the_felt(theme: TableTheme) -> None:
    assert contrast(theme.accent, theme.felt[0]) >= 3  # the felt's lightest shade


@pytest.mark.parametrize("theme", ALL_THEMES)
def test_every_text_on_the_table_is_readable(theme: TableTheme) -> None:
    """Text at least 4.5:1 on what it stands on; 7:1 on the high-contrast table."""
    least = 7 if theme is HIGH_CONTRAST else 4.5
    plate = over(theme.felt[0], theme.plate)
    card = over(theme.felt[0], theme.card)
    faded = QColor(theme.bubble)
    faded.setAlpha(theme.faded)
    faded_bubble = over(theme.felt[0], faded.name(QColor.NameFormat.HexArgb))
    pairs = {
        "caption on the felt": (theme.ink, theme.felt[0]),
        "name on a plate": (theme.ink, plate),
        "second line on a plate": (theme.muted, plate),
        "message on its card": (theme.ink, card),
        "hint on the card": (theme.accent, card),
        "standing bid": (theme.bubble_ink, theme.bubble),
        "raised bid": (theme.bubble_ink, faded_bubble),
        "winner's badge": (WINNER_INK, theme.accent),
        "palifico badge": (PALIFICO_INK, theme.palifico),
    }
    for what, (text, ground) in pairs.items():
        assert contrast(text, ground) >= least, what


def test_every_seat_wears_a_mark_of_its_own() -> None:
    assert len(set(MARKS)) == len(MARKS)
    outlines = [mark_path(seat, 24).toFillPolygon() for seat in range(len(MARKS))]
    shapes = {tuple((round(p.x(), 3), round(p.y(), 3)) for p in outline) for outline in outlines}
    assert len(shapes) == len(MARKS)


@pytest.mark.parametrize("theme", ALL_THEMES)
def test_a_counting_die_is_ringed_in_its_seats_ring_colour(qapp: object, theme: TableTheme) -> None:
    """Just outside the die's edge the painted ring has the seat's ring colour (not the die's)."""
    artwork = Artwork(theme)
    for seat, colours in enumerate(theme.seats):
        die = DieItem(artwork, seat, size=40, face=3)
        die.set_highlighted(True)
        image = QImage(80, 80, QImage.Format.Format_ARGB32)
        image.fill(QColor(theme.felt[0]))
        painter = QPainter(image)
        painter.translate(QPointF(40, 40))
        die.paint(painter, None)  # type: ignore[arg-type]
        painter.end()
        ringed = image.pixelColor(40, 40 - 20 - 1)  # the top edge's middle, one pixel out
        assert ringed.name() == QColor(colours.ring).name(), seat
