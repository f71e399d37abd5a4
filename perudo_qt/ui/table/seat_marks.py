"""Each seat's mark: a shape on its cup and plate, so seats differ by more than their colour."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF

MARKS = ("circle", "square", "triangle", "diamond", "cross", "star")
"""The seats' marks, in seat order (a seventh seat would wear the first again)."""


def mark_of(seat: int) -> str:
    """Return the name of ``seat``'s mark."""
    return MARKS[seat % len(MARKS)]


_QUARTERS = ((1, 0), (0, 1), (-1, 0), (0, -1))
"""The cosine and sine of a quarter turn, taken 0 to 3 times."""


def _polygon(points: list[tuple[float, float]], size: float) -> QPainterPath:
    path = QPainterPath()
    path.addPolygon(QPolygonF([QPointF(x * size / 2, y * size / 2) for x, y in points]))
    path.closeSubpath()
    return path


def mark_path(seat: int, size: float) -> QPainterPath:
    """Return ``seat``'s mark as a closed path ``size`` wide, centred on the origin."""
    mark = mark_of(seat)
    if mark == "circle":
        path = QPainterPath()
        path.addEllipse(QPointF(0, 0), size / 2, size / 2)
        return path
    if mark == "square":
        return _polygon([(-0.8, -0.8), (0.8, -0.8), (0.8, 0.8), (-0.8, 0.8)], size)
    if mark == "triangle":
        return _polygon([(0, -1), (1, 0.8), (-1, 0.8)], size)
    if mark == "diamond":
        return _polygon([(0, -1), (1, 0), (0, 1), (-1, 0)], size)
    if mark == "cross":
        a, b = 0.32, 1.0
        arm = [(-a, -b), (a, -b), (a, -a)]  # the top arm; the others are it turned
        turned = [(x * cos - y * sin, x * sin + y * cos) for cos, sin in _QUARTERS for x, y in arm]
        return _polygon(turned, size)
    corners = []
    for index in range(10):
        radius = 1.0 if index % 2 == 0 else 0.45
        angle = math.pi * index / 5 - math.pi / 2
        corners.append((radius * math.cos(angle), radius * math.sin(angle)))
    return _polygon(corners, size)


def paint_mark(
    painter: QPainter, seat: int, centre: QPointF, size: float, fill: QColor, outline: QColor
) -> None:
    """Draw ``seat``'s mark at ``centre``, filled with ``fill`` and outlined with ``outline``."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(centre)
    pen = QPen(outline, max(1.0, size / 12))
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(pen)
    painter.setBrush(fill)
    painter.drawPath(mark_path(seat, size))
    painter.restore()
