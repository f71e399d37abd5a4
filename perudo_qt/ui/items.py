"""The pieces on the table: dice, cups, seat plates, the lid and in-scene messages."""

from __future__ import annotations

from PySide6.QtCore import Property, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from .artwork import SEAT_COLOURS, Artwork

GOLD = QColor("#f5c542")
INK = QColor("#fdf6e3")
SHADE = QColor(0, 0, 0, 150)


def _font(point_size: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setPointSizeF(point_size)
    font.setBold(bold)
    return font


def _device_pixels(painter: QPainter, logical: float) -> tuple[int, float]:
    """Return how many device pixels ``logical`` scene units span, and the pixel ratio."""
    scale = painter.worldTransform().map(QPointF(1, 0)) - painter.worldTransform().map(
        QPointF(0, 0)
    )
    factor = max((scale.x() ** 2 + scale.y() ** 2) ** 0.5, 0.05)
    ratio = painter.device().devicePixelRatioF() if painter.device() else 1.0
    return max(1, round(logical * factor)), ratio


class DieItem(QGraphicsObject):
    """One die, drawn from our SVG at its on-screen size; face 1 is the paco (the toucan)."""

    def __init__(self, artwork: Artwork, seat: int, size: float, face: int = 1) -> None:
        super().__init__()
        self._artwork = artwork
        self._seat = seat
        self._size = size
        self._face = face
        self._highlighted = False
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        """Return the die's square, with room for the highlight ring."""
        half = self._size / 2 + 4
        return QRectF(-half, -half, 2 * half, 2 * half)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        """Draw the die face, and a gold ring when it counts for the bid."""
        pixels, ratio = _device_pixels(painter, self._size)
        pixmap = self._artwork.die(self._face, self._seat, pixels, ratio)
        half = self._size / 2
        painter.drawPixmap(QRectF(-half, -half, self._size, self._size), pixmap, pixmap.rect())
        if self._highlighted:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(QPen(GOLD, 3.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(
                QRectF(-half - 2, -half - 2, self._size + 4, self._size + 4), 8, 8
            )

    def _get_face(self) -> int:
        return self._face

    def _set_face(self, face: int) -> None:
        if face != self._face:
            self._face = face
            self.update()

    face = Property(int, _get_face, _set_face)

    def set_highlighted(self, highlighted: bool) -> None:
        """Ring the die in gold (it counts for the bid being checked)."""
        if highlighted != self._highlighted:
            self._highlighted = highlighted
            self.update()


class CupItem(QGraphicsObject):
    """A seat's cup, upside down over its dice."""

    def __init__(self, artwork: Artwork, seat: int, width: float) -> None:
        super().__init__()
        self._artwork = artwork
        self._seat = seat
        self._width = width
        self._height = width * 130 / 120
        self.setTransformOriginPoint(0, self._height / 2)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        """Return the cup's box, centred on the item's origin."""
        return QRectF(-self._width / 2, -self._height / 2, self._width, self._height)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        """Draw the cup."""
        pixels, ratio = _device_pixels(painter, self._width)
        pixmap = self._artwork.cup(self._seat, pixels, ratio)
        painter.drawPixmap(self.boundingRect(), pixmap, pixmap.rect())


class SeatPlate(QGraphicsObject):
    """The plate under a cup: name, who plays it, last bid, dice count, turn and palifico marks."""

    WIDTH, HEIGHT = 200.0, 66.0

    def __init__(self, seat: int) -> None:
        super().__init__()
        self._seat = seat
        self.name = ""
        self.subtitle = ""
        self.count_text = ""
        self.is_current = False
        self.is_palifico = False
        self.palifico_text = "PALIFICO"
        self._fonts = (_font(13, bold=True), _font(9.5), _font(8.5, bold=True))

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        """Return the plate's box, with room for the halo and the palifico badge above it."""
        return QRectF(-self.WIDTH / 2 - 8, -16, self.WIDTH + 16, self.HEIGHT + 24)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        """Draw the plate and its texts."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colours = SEAT_COLOURS[self._seat % len(SEAT_COLOURS)]
        plate = QRectF(-self.WIDTH / 2, 0, self.WIDTH, self.HEIGHT)
        if self.is_current:
            # A soft halo, so the seat to act stands out whatever its own colour.
            painter.setPen(QPen(QColor(245, 197, 66, 90), 12))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(plate, 12, 12)
        painter.setBrush(QBrush(QColor(20, 14, 10, 200)))
        border = QPen(GOLD, 4) if self.is_current else QPen(QColor(colours.body), 2)
        painter.setPen(border)
        painter.drawRoundedRect(plate, 12, 12)
        painter.setPen(INK)
        name_font, small, badge_font = self._fonts
        painter.setFont(name_font)
        painter.drawText(
            QRectF(plate.left() + 12, 6, plate.width() - 24, 26),
            Qt.AlignmentFlag.AlignLeft,
            self.name,
        )
        painter.setFont(small)
        painter.setPen(QColor("#d9cbb0"))
        painter.drawText(
            QRectF(plate.left() + 12, 34, plate.width() - 24, 24),
            Qt.AlignmentFlag.AlignLeft,
            self.subtitle,
        )
        if self.count_text:
            painter.setPen(INK)
            painter.drawText(
                QRectF(plate.left() + 12, 6, plate.width() - 24, 26),
                Qt.AlignmentFlag.AlignRight,
                self.count_text,
            )
        if self.is_palifico:
            badge = QRectF(plate.right() - 92, -14, 86, 22)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor("#b3261e"))
            painter.drawRoundedRect(badge, 11, 11)
            painter.setPen(INK)
            painter.setFont(badge_font)
            painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, self.palifico_text)


class BubbleItem(QGraphicsObject):
    """A speech bubble with a seat's latest bid this round."""

    def __init__(self) -> None:
        super().__init__()
        self._text = ""
        self._faded = False
        self._fonts = (_font(12.5, bold=True), _font(12.5))

    def set_text(self, text: str, faded: bool = False) -> None:
        """Show ``text`` (hidden when empty); ``faded`` for a bid that has been raised since."""
        self.prepareGeometryChange()
        self._text, self._faded = text, faded
        self.setVisible(bool(text))
        self.update()

    def fade(self) -> None:
        """Show the bid as raised since: it no longer stands."""
        if not self._faded:
            self._faded = True
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        """Return the bubble's box."""
        return QRectF(-80, -22, 160, 44)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        """Draw the bubble and its bid."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(QColor("#fdf6e3") if not self._faded else QColor(253, 246, 227, 120))
        painter.setPen(QPen(QColor("#3b2a1a"), 1.5))
        painter.drawRoundedRect(QRectF(-74, -18, 148, 36), 16, 16)
        painter.setFont(self._fonts[1] if self._faded else self._fonts[0])
        painter.setPen(QColor("#2b1d12"))
        painter.drawText(QRectF(-74, -18, 148, 36), Qt.AlignmentFlag.AlignCenter, self._text)


class LidItem(QGraphicsObject):
    """The lid in the middle: open with its lost dice when they are public (R17), else closed."""

    SIZE = 150.0

    def __init__(self, artwork: Artwork) -> None:
        super().__init__()
        self._artwork = artwork
        self.is_open = False
        self.caption = ""
        self.lost = 0
        self._caption_font = _font(10.5)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        """Return the lid's box and its caption below."""
        half = self.SIZE / 2
        return QRectF(-half, -half, self.SIZE, self.SIZE + 34)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        """Draw the lid and, when open, how many dice are in play."""
        half = self.SIZE / 2
        pixels, ratio = _device_pixels(painter, self.SIZE)
        pixmap = self._artwork.lid(self.is_open, pixels, ratio)
        painter.drawPixmap(QRectF(-half, -half, self.SIZE, self.SIZE), pixmap, pixmap.rect())
        if self.is_open and self.lost:
            self._paint_lost_dice(painter)
        if self.caption:
            painter.setFont(self._caption_font)
            painter.setPen(INK)
            painter.drawText(
                QRectF(-120, half + 4, 240, 26), Qt.AlignmentFlag.AlignCenter, self.caption
            )

    def _paint_lost_dice(self, painter: QPainter) -> None:
        """Lay the lost dice in the open lid, in a loose grid."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#6b5a48"), 1))
        painter.setBrush(QColor("#efe6d2"))
        size, gap, per_row = 15.0, 19.0, 5
        rows = (self.lost + per_row - 1) // per_row
        for index in range(self.lost):
            row, column = divmod(index, per_row)
            in_row = min(per_row, self.lost - row * per_row)
            x = (column - (in_row - 1) / 2) * gap - size / 2
            y = (row - (rows - 1) / 2) * gap - size / 2
            painter.drawRoundedRect(QRectF(x, y, size, size), 3, 3)


class MessageItem(QGraphicsObject):
    """A non-blocking message in the scene: a banner ("Dudo!") or the verdict of a reveal."""

    def __init__(self, point_size: float, width: float) -> None:
        super().__init__()
        self._point_size = point_size
        self._width = width
        self._text = ""
        self._message_font = _font(point_size, bold=True)
        self.setZValue(50)

    def set_text(self, text: str) -> None:
        """Show ``text``, on as many lines as it needs."""
        self.prepareGeometryChange()
        self._text = text
        self.update()

    def text(self) -> str:
        """Return the message shown."""
        return self._text

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        """Return the message's box, centred on the item's origin."""
        lines = max(1, self._text.count("\n") + 1)
        height = lines * self._point_size * 1.9 + 24
        return QRectF(-self._width / 2, -height / 2, self._width, height)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        """Draw the message on a dark rounded card."""
        if not self._text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect()
        path = QPainterPath()
        path.addRoundedRect(rect, 18, 18)
        painter.fillPath(path, SHADE)
        painter.setPen(QPen(GOLD, 2))
        painter.drawPath(path)
        painter.setFont(self._message_font)
        painter.setPen(INK)
        painter.drawText(
            rect.adjusted(14, 8, -14, -8),
            Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
            self._text,
        )
