"""Seats told apart with any colour vision, and the table's marks standing out from what they mark.

Colour differences are CIEDE2000, as seen with normal vision and as simulated for protanopia,
deuteranopia and tritanopia with Machado et al.'s (2009) matrices; contrasts are WCAG 2 ratios.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage, QPainter

from perudo_qt.ui.table.artwork import SEAT_COLOURS, Artwork
from perudo_qt.ui.table.items import GOLD, DieItem
from perudo_qt.ui.table.seat_marks import MARKS, mark_path

from .colour_math import closest_pair, contrast

pytestmark = pytest.mark.gui

VISIONS = [None, "protanopia", "deuteranopia", "tritanopia"]
FELT_LIGHTEST = "#2f7d4a"
"""The felt's lightest shade, at the centre of the table: the least contrast a glow meets."""


@pytest.mark.parametrize("deficiency", VISIONS)
def test_any_two_seats_differ_clearly_with_every_colour_vision(deficiency: str | None) -> None:
    bodies = [colours.body for colours in SEAT_COLOURS]
    assert closest_pair(bodies, deficiency) >= 15


@pytest.mark.parametrize("seat", range(len(SEAT_COLOURS)))
def test_pips_and_the_counting_ring_stand_out_from_the_die(seat: int) -> None:
    colours = SEAT_COLOURS[seat]
    assert contrast(colours.pip, colours.body) >= 3
    assert contrast(colours.ring, colours.body) >= 3


def test_the_gold_glow_stands_out_from_the_felt() -> None:
    assert contrast(GOLD.name(), FELT_LIGHTEST) >= 3


def test_every_seat_wears_a_mark_of_its_own() -> None:
    assert len(set(MARKS)) == len(MARKS) == len(SEAT_COLOURS)
    outlines = [mark_path(seat, 24).toFillPolygon() for seat in range(len(MARKS))]
    shapes = {tuple((round(p.x(), 3), round(p.y(), 3)) for p in outline) for outline in outlines}
    assert len(shapes) == len(MARKS)


def test_a_counting_die_is_ringed_in_its_seats_ring_colour(qapp: object) -> None:
    """Just outside the die's edge the painted ring has the seat's ring colour (not the die's)."""
    for seat, colours in enumerate(SEAT_COLOURS):
        die = DieItem(Artwork(), seat, size=40, face=3)
        die.set_highlighted(True)
        image = QImage(80, 80, QImage.Format.Format_ARGB32)
        image.fill(QColor(FELT_LIGHTEST))
        painter = QPainter(image)
        painter.translate(QPointF(40, 40))
        die.paint(painter, None)  # type: ignore[arg-type]
        painter.end()
        ringed = image.pixelColor(40, 40 - 20 - 1)  # the top edge's middle, one pixel out
        assert ringed.name() == QColor(colours.ring).name(), seat
