"""Small charts drawn with QPainter: shares (0 to 100 %) as a line or as bars; a rating line."""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QTextOption,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from perudo_qt.career.rating import START
from perudo_qt.ui.words.wording import percent_words, share_words, tr

LINE_COLOUR = QColor("#2e7d32")
BAR_COLOUR = QColor("#c0712b")
GRID_ALPHA = 40
"""The grid lines: the palette's text colour, faint (so also on a dark theme)."""
LEAST_FONT_SCALE = 0.2
"""The smallest share of its size a chart's font is shrunk to for a word to fit."""
FRAME_PADDING = 2.0
"""Room between a "no calls" and its frame, in pixels."""
FRAME_ALPHA = 110
"""The dashed frame round a "no calls": the text colour, half faint, so each reads on its own."""
NO_DATA_GAP = 4.0
"""Room kept clear between the "no calls" words of neighbouring bars, in pixels."""
TICK_GAP = 6.0
"""Room between a value at the left of the plot and the plot, in pixels."""
LEAST_BAR = 3.0
"""The height of the lowest bar, in pixels: a real 0 % shows, unlike a table with no calls."""


class ShareChart(QWidget):
    """Shares from 0 to 1 drawn as a line (one point per game) or as labelled bars.

    Chosen over QtCharts, which needs PySide6-Addons (+57 MiB; the installer's budget is
    45 MiB): two simple charts are a hundred lines of QPainter.
    """

    MARGIN_LEFT, MARGIN_RIGHT, MARGIN_TOP, MARGIN_BOTTOM = 44.0, 12.0, 26.0, 26.0

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = title
        self.points: tuple[float, ...] = ()
        self.bars: tuple[tuple[str, float | None], ...] = ()
        self.empty_text = tr("No games yet")
        self.setMinimumSize(260, 170)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(title)
        self.setAccessibleDescription(self.empty_text)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt API
        """A comfortable size beside its twin."""
        return QSize(360, 220)

    def set_line(self, points: Sequence[float]) -> None:
        """Show ``points`` (shares, oldest first) as a line."""
        self.points, self.bars = tuple(points), ()
        self._describe()
        self.update()

    def set_bars(self, bars: Sequence[tuple[str, float | None]]) -> None:
        """Show one bar per (label, share); a share of None is drawn as "no data"."""
        self.bars, self.points = tuple(bars), ()
        self._describe()
        self.update()

    def scale(self) -> tuple[float, float]:
        """The values at the bottom and the top of the plot: 0 and 1 for shares."""
        return 0.0, 1.0

    def ticks(self) -> tuple[float, ...]:
        """The values the grid marks."""
        return 0.0, 0.5, 1.0

    def tick_label(self, value: float) -> str:
        """A grid value as its label at the left: "50 %"."""
        return share_words(value)

    def value_words(self, value: float) -> str:
        """A point's value in words, for the text alternative."""
        return percent_words(value)

    def height_of(self, value: float, area: QRectF) -> float:
        """How far above the plot's bottom edge ``value`` is drawn."""
        low, high = self.scale()
        return (value - low) / (high - low) * area.height()

    def _describe(self) -> None:
        """Say what the chart shows in words, as its accessible description."""
        point = tr("{what}: {share}")
        if self.points:
            parts = [
                point.format(
                    what=tr("game {number}").format(number=index), share=self.value_words(share)
                )
                for index, share in enumerate(self.points, start=1)
            ]
        else:
            parts = [
                point.format(
                    what=label, share=tr("no calls") if share is None else percent_words(share)
                )
                for label, share in self.bars
            ]
        self.setAccessibleDescription("; ".join(parts) if parts else self.empty_text)

    def plot_area(self) -> QRectF:
        """The rectangle where 0 % is the bottom edge and 100 % the top.

        At its left, room for the widest value in this font (``MARGIN_LEFT`` at least).
        """
        left = self._left_margin()
        return QRectF(
            left,
            self.MARGIN_TOP,
            max(1.0, self.width() - left - self.MARGIN_RIGHT),
            max(1.0, self.height() - self.MARGIN_TOP - self.MARGIN_BOTTOM),
        )

    def _left_margin(self) -> float:
        metrics = self.fontMetrics()
        widest = max(metrics.horizontalAdvance(self.tick_label(tick)) for tick in self.ticks())
        return max(self.MARGIN_LEFT, widest + TICK_GAP)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt API
        """Draw the title, the grid, then the line or the bars."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        area = self.plot_area()
        text_colour = self.palette().text().color()
        painter.setPen(text_colour)
        painter.drawText(
            QRectF(0, 0, self.width(), self.MARGIN_TOP), Qt.AlignmentFlag.AlignCenter, self.title
        )
        for share in self.ticks():
            y = area.bottom() - self.height_of(share, area)
            grid = QColor(text_colour)
            grid.setAlpha(GRID_ALPHA)
            painter.setPen(QPen(grid, 1))
            painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            painter.setPen(text_colour)
            painter.drawText(
                QRectF(0, y - 9, area.left() - TICK_GAP, 18),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                self.tick_label(share),
            )
        if self.points:
            self._draw_line(painter, area)
        elif self.bars:
            self._draw_bars(painter, area, text_colour)
        else:
            painter.drawText(area, Qt.AlignmentFlag.AlignCenter, self.empty_text)
        painter.end()

    def _draw_line(self, painter: QPainter, area: QRectF) -> None:
        count = len(self.points)
        step = area.width() / max(1, count - 1)
        path = QPainterPath()
        for index, share in enumerate(self.points):
            point = QPointF(area.left() + index * step, area.bottom() - self.height_of(share, area))
            if index == 0:
                path.moveTo(point)
            else:
                path.lineTo(point)
        painter.setPen(self.palette().text().color())
        # From the plot's left edge, clear of the values at its left in any language, to the
        # widget's right edge: nothing is cut off.
        below = QRectF(
            area.left(), area.bottom() + 2, self.width() - area.left(), self.MARGIN_BOTTOM
        )
        painter.drawText(below, Qt.AlignmentFlag.AlignLeft, tr("game 1"))
        if count > 1:
            painter.drawText(
                below, Qt.AlignmentFlag.AlignRight, tr("game {number}").format(number=count)
            )
        painter.setPen(QPen(LINE_COLOUR, 2.5))
        painter.drawPath(path)
        if count == 1:
            painter.setBrush(LINE_COLOUR)
            painter.drawEllipse(path.currentPosition(), 3.5, 3.5)

    def _draw_bars(self, painter: QPainter, area: QRectF, text_colour: QColor) -> None:
        slot = area.width() / len(self.bars)
        for index, (label, share) in enumerate(self.bars):
            left = area.left() + index * slot
            painter.setPen(text_colour)
            painter.drawText(
                QRectF(left, area.bottom() + 2, slot, self.MARGIN_BOTTOM - 2),
                Qt.AlignmentFlag.AlignCenter,
                label,
            )
            if share is None:
                room = QRectF(left + NO_DATA_GAP / 2, area.top(), slot - NO_DATA_GAP, area.height())
                _draw_framed(painter, room, tr("no calls"), text_colour)
                continue
            height = max(self.height_of(share, area), LEAST_BAR)
            bar = QRectF(left + slot * 0.2, area.bottom() - height, slot * 0.6, height)
            painter.fillRect(bar, BAR_COLOUR)


class RatingChart(ShareChart):
    """A rating after each game, drawn as a line on a scale that fits it (whole hundreds)."""

    STEP = 100.0

    def scale(self) -> tuple[float, float]:
        """From the hundred below the lowest point to the hundred above the highest."""
        values = self.points or (START,)
        low = math.floor(min(values) / self.STEP) * self.STEP
        high = math.ceil(max(values) / self.STEP) * self.STEP
        return low, max(high, low + self.STEP)

    def ticks(self) -> tuple[float, ...]:
        """The bottom, the middle and the top."""
        low, high = self.scale()
        return low, (low + high) / 2, high

    def tick_label(self, value: float) -> str:
        """A rating as a whole number."""
        return f"{value:.0f}"

    def value_words(self, value: float) -> str:
        """A rating as a whole number."""
        return f"{value:.0f}"


def fitting_font(font: QFont, width: float, text: str) -> QFont:
    """Return ``font``, smaller if need be for each word of ``text`` to be ``width`` wide at most.

    Words are wrapped between, never inside ("ninguno" in a narrow chart). A font's width does
    not shrink exactly with its size, so the size is stepped down until its words fit.
    """
    fitted = QFont(font)

    def widest(candidate: QFont) -> float:
        metrics = QFontMetricsF(candidate)
        return max(metrics.horizontalAdvance(word) for word in text.split())

    if width <= 0:
        return fitted
    scale = 1.0
    while widest(fitted) > width and scale > LEAST_FONT_SCALE:
        scale = min(scale * 0.95, width / widest(font))
        if font.pointSizeF() > 0:
            fitted.setPointSizeF(max(font.pointSizeF() * scale, 1.0))
        else:
            fitted.setPixelSize(max(int(font.pixelSize() * scale), 1))
    return fitted


def _draw_framed(painter: QPainter, room: QRectF, text: str, colour: QColor) -> None:
    """Draw ``text`` in a dashed frame centred in ``room``, in a font its words fit.

    The words wrap between, never inside. The frame keeps neighbouring texts apart as two
    labels: side by side, two "nessuno" read as one phrase.
    """
    painter.save()
    font = fitting_font(painter.font(), room.width() - 2 * FRAME_PADDING, text)
    painter.setFont(font)
    words = QTextOption(Qt.AlignmentFlag.AlignCenter)
    words.setWrapMode(QTextOption.WrapMode.WordWrap)
    inner = room.adjusted(FRAME_PADDING, 0, -FRAME_PADDING, 0)
    painter.setPen(colour)
    painter.drawText(inner, text, words)
    used = painter.boundingRect(inner, text, words)
    frame_colour = QColor(colour)
    frame_colour.setAlpha(FRAME_ALPHA)
    painter.setPen(QPen(frame_colour, 1.0, Qt.PenStyle.DashLine))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    frame = used.adjusted(-FRAME_PADDING, -FRAME_PADDING, FRAME_PADDING, FRAME_PADDING)
    painter.drawRoundedRect(frame.intersected(room.adjusted(0.5, 0, -0.5, 0)), 3.0, 3.0)
    painter.restore()
