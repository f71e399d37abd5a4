"""A visible keyboard focus: a ring inside the focused control's edge, in its text colour."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import (
    QProxyStyle,
    QPushButton,
    QStyle,
    QStyleOption,
    QStyleOptionButton,
    QWidget,
)

FOCUS_RING_WIDTH = 2
"""The width of the ring around the focused control, in pixels."""

RING_REACH = 2 * FOCUS_RING_WIDTH + 1
"""How far into a control the ring and its lining reach from its edge, in pixels."""

RING_CLEARANCE = 4
"""The least gap, in pixels, between the ring's lining and a push button's words."""


def paint_focus_ring(widget: QWidget) -> None:
    """Draw a ring inside ``widget``'s edge in its text colour when it has the keyboard focus.

    The text colour contrasts with the button's face by the palette's own design, so the ring
    shows in any theme, dark and high-contrast ones included.
    """
    if not widget.hasFocus():
        return
    painter = QPainter(widget)
    draw_focus_ring(painter, widget.rect(), widget.palette().color(QPalette.ColorRole.ButtonText))
    painter.end()


def draw_focus_ring(painter: QPainter, rect: QRect, colour: QColor) -> None:
    """Draw the focus ring, ``FOCUS_RING_WIDTH`` wide, one pixel inside ``rect``'s edge."""
    pen = QPen(colour, FOCUS_RING_WIDTH)
    pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    inset = FOCUS_RING_WIDTH / 2 + 1
    painter.drawRect(rect.toRectF().adjusted(inset, inset, -inset, -inset))


class RingButton(QPushButton):
    """A push button whose keyboard focus shows as a ring (``paint_focus_ring``)."""

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt API
        """Paint the button, then the ring when it has the focus."""
        super().paintEvent(event)
        paint_focus_ring(self)


class RingRoomStyle(QProxyStyle):
    """The application's style, with room in each push button for the focus ring by its words.

    A button's words would otherwise come as close to its edge as the ring lies (a tight
    button's words, "Jugar una ronda guiada", touched it): a button whose style leaves them
    less than ``RING_REACH`` and ``RING_CLEARANCE`` on either side is widened to that.
    """

    def sizeFromContents(  # noqa: N802 - Qt API
        self,
        contents: QStyle.ContentsType,
        option: QStyleOption,
        size: QSize,
        widget: QWidget | None = None,
        /,
    ) -> QSize:
        """Return the base style's size, a push button's with room for the ring by its words."""
        # Qt passes no widget for some sizes; QProxyStyle's stub calls it required.
        fitted = super().sizeFromContents(contents, option, size, widget)  # type: ignore[arg-type]
        words = isinstance(option, QStyleOptionButton) and option.text  # icons keep their size
        needed = size.width() + 2 * (RING_REACH + RING_CLEARANCE)
        if contents == QStyle.ContentsType.CT_PushButton and words and fitted.width() < needed:
            fitted.setWidth(needed)
        return fitted
