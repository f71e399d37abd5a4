"""The pieces on the table: dice, cups, seat plates, the lid and in-scene messages."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import (
    Property,
    QPauseAnimation,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
)
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from perudo_qt.ui.table.artwork import Artwork
from perudo_qt.ui.table.portraits import Portraits
from perudo_qt.ui.table.seat_marks import paint_mark
from perudo_qt.ui.table.seating import BUBBLE_SIZE, PLATE_MARGINS, PLATE_SIZE, SPEECH_SIZE
from perudo_qt.ui.table.themes import TableTheme, theme_of
from perudo_qt.ui.words.plain import plain_tooltip

TURN = QColor("#ffffff")
"""The mark of the seat to act: white, which no seat's colour is."""
WINNER_INK, PALIFICO_INK = "#2b1d12", "#fdf6e3"
"""The inks of the winner's badge (on the theme's accent) and the palifico badge."""
MARK_HEIGHT_ON_CUP, MARK_SIZE_ON_CUP = 38 / 130, 0.26
"""Where a seat's mark sits on its cup (between rim and band) and how wide, as fractions."""
SPEECH_LAYER = 1.0
"""What a seat says lies over the felt, the cups and the plates, and under the dice and the
showdown card: at six seats a line can stand where a hand is revealed, and the line is in the
log too, while a die it covered would be missing from the count."""
DICE_LAYER = 2.0
"""Dice on the felt (a revealed hand, the person's own row) lie over what a seat says."""


def pixel_font(pixels: int, bold: bool = False, italic: bool = False) -> QFont:
    """Return the default family at ``pixels`` scene units high (sizes on the table scale)."""
    font = QFont()
    font.setPixelSize(pixels)
    font.setBold(bold)
    font.setItalic(italic)
    return font


def paint_card(painter: QPainter, rect: QRectF, theme: TableTheme) -> None:
    """Paint the dark card, edged in the theme's accent, that in-scene messages stand on."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    path = QPainterPath()
    path.addRoundedRect(rect, 16, 16)
    painter.fillPath(path, QColor(theme.card))
    painter.setPen(QPen(QColor(theme.accent), 2 * theme.outline))
    painter.drawPath(path)


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
        """Return the die's square, with room for the glow of a counting die."""
        half = self._size / 2 + 10
        return QRectF(-half, -half, 2 * half, 2 * half)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        """Draw the die face; when it counts for the bid, in a gold glow round a ring.

        The ring hugs the die in a colour that stands out from its body (``SeatColours.ring``);
        the glow is the theme's accent.
        """
        half = self._size / 2
        if self._highlighted:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            ring_colour = QColor(self._artwork.colours(self._seat).ring)
            glow = QColor(self._artwork.theme.accent)
            for spread, colour in (
                (9.0, QColor(glow.red(), glow.green(), glow.blue(), 90)),
                (6.0, glow),
                (3.5, ring_colour),
            ):
                painter.setPen(QPen(colour, spread))
                ring = half + spread / 2
                painter.drawRoundedRect(QRectF(-ring, -ring, 2 * ring, 2 * ring), 9, 9)
        pixels, ratio = _device_pixels(painter, self._size)
        pixmap = self._artwork.die(self._face, self._seat, pixels, ratio)
        painter.drawPixmap(QRectF(-half, -half, self._size, self._size), pixmap, pixmap.rect())

    def _get_face(self) -> int:
        return self._face

    def _set_face(self, face: int) -> None:
        if face != self._face:
            self._face = face
            self.update()

    if TYPE_CHECKING:  # a Qt property (animated); read and written as an int
        face: int
    else:
        face = Property(int, _get_face, _set_face)

    @property
    def size(self) -> float:
        """The die's side, in scene units."""
        return self._size

    @property
    def highlighted(self) -> bool:
        """Whether the die is marked as counting for the bid being checked."""
        return self._highlighted

    def set_highlighted(self, highlighted: bool) -> None:
        """Mark the die in gold (it counts for the bid being checked)."""
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
        """Draw the cup, with the seat's mark between its rim and its band."""
        pixels, ratio = _device_pixels(painter, self._width)
        pixmap = self._artwork.cup(self._seat, pixels, ratio)
        painter.drawPixmap(self.boundingRect(), pixmap, pixmap.rect())
        colours = self._artwork.colours(self._seat)
        centre = QPointF(0, self._height * (MARK_HEIGHT_ON_CUP - 0.5))
        size = self._width * MARK_SIZE_ON_CUP
        paint_mark(painter, self._seat, centre, size, QColor(colours.pip), QColor(colours.edge))


class SeatPlate(QGraphicsObject):
    """The plate under a cup: portrait, name and who plays it, badges for count, palifico, winner.

    A bot's seat shows its character's portrait (a generic one in free play); the person's none.
    The seat to act has a white border and halo.
    Texts too long for the plate are cut short with an ellipsis; the plate's tooltip then
    gives them whole.
    """

    WIDTH, HEIGHT = PLATE_SIZE
    """The width at a table of four or more (``set_width`` widens it) and the height."""
    BADGE_PADDING = 14
    """A badge's width beyond its text's."""
    MARK_SIZE = 18
    MARK_ROOM = MARK_SIZE + 8
    """The width the seat's mark takes at the right of the name."""
    PORTRAIT = PLATE_SIZE[1] - 14
    """The portrait's side, at the plate's left."""
    PORTRAIT_ROOM = PORTRAIT + 8
    """The width the portrait takes from the texts."""

    def __init__(self, seat: int, portraits: Portraits | None = None) -> None:
        super().__init__()
        self._seat = seat
        self._portraits = portraits
        self._width = self.WIDTH
        self.portrait = ""
        """The portrait's file (see ``portraits.portrait_file``), or "" for none."""
        self.name = ""
        self.subtitle = ""
        self.count_text = ""
        self.is_current = False
        self.is_palifico = False
        self.is_winner = False
        self.palifico_text = "PALIFICO"
        self.winner_text = "WINNER"
        self._fonts = (pixel_font(21, bold=True), pixel_font(18), pixel_font(18, bold=True))

    def refresh(self) -> None:
        """Show the texts and marks as they now are, and tell the whole texts in the tooltip."""
        shown = self.shown_texts()
        cut = shown[0] != self.name or shown[1] != self.subtitle
        self.setToolTip(plain_tooltip(f"{self.name}\n{self.subtitle}") if cut else "")
        self.update()

    def fonts(self) -> tuple[QFont, QFont, QFont]:
        """Return the fonts of the name (and count), the subtitle and the badges."""
        return self._fonts

    def set_width(self, width: float) -> None:
        """Make the plate ``width`` wide: wider at a table with room, for longer texts whole."""
        self.prepareGeometryChange()
        self._width = width
        self.refresh()

    def shown_texts(self) -> tuple[str, str]:
        """Return the name and subtitle as drawn, cut short to fit the plate (and its mark)."""
        inner = self._width - 24 - self.MARK_ROOM - self._portrait_room()
        name_font, small, _ = self._fonts
        mode = Qt.TextElideMode.ElideRight
        return (
            QFontMetricsF(name_font).elidedText(self.name, mode, inner),
            QFontMetricsF(small).elidedText(self.subtitle, mode, inner + self.MARK_ROOM),
        )

    def _portrait_room(self) -> float:
        return self.PORTRAIT_ROOM if self.portrait and self._portraits is not None else 0.0

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        """Return the plate's box, with room for the halo and the badges above it."""
        left, top, right, bottom = PLATE_MARGINS
        return QRectF(
            -self._width / 2 - left, -top, self._width + left + right, self.HEIGHT + top + bottom
        )

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        """Draw the plate and its texts."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        theme = theme_of(self)
        colours, ink, ground = theme.seat(self._seat), QColor(theme.ink), QColor(theme.plate)
        accent, thick = QColor(theme.accent), theme.outline
        plate = QRectF(-self._width / 2, 0, self._width, self.HEIGHT)
        if self.is_current:
            # A white halo and border: white is no seat's colour, so it reads as "to act".
            painter.setPen(QPen(QColor(255, 255, 255, 90), 12))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(plate, 12, 12)
        painter.setBrush(QBrush(ground))
        if self.is_winner:
            border = QPen(accent, 5 * thick)
        elif self.is_current:
            border = QPen(TURN, 4 * thick)
        else:
            border = QPen(QColor(colours.body), 3 * thick)
        painter.setPen(border)
        painter.drawRoundedRect(plate, 12, 12)
        name, subtitle = self.shown_texts()
        name_font, small, badge_font = self._fonts
        room = self._portrait_room()
        if room:
            self._paint_portrait(painter, plate, QColor(colours.body))
        top = QRectF(plate.left() + 12 + room, 8, plate.width() - 24 - room, 28)
        mark_centre = QPointF(top.right() - self.MARK_SIZE / 2, top.center().y())
        paint_mark(painter, self._seat, mark_centre, self.MARK_SIZE, QColor(colours.body), ink)
        painter.setPen(ink)
        painter.setFont(name_font)
        painter.drawText(top, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, name)
        painter.setFont(small)
        painter.setPen(QColor(theme.muted))
        painter.drawText(
            QRectF(plate.left() + 12 + room, 36, plate.width() - 24 - room, 26),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            subtitle,
        )
        painter.setFont(badge_font)
        metrics = QFontMetricsF(badge_font)
        if self.count_text and not self.is_winner:  # the winner's plate wears its badge alone
            width = metrics.horizontalAdvance(self.count_text) + self.BADGE_PADDING
            badge = QRectF(plate.left() + 8, -16, width, 24)
            painter.setPen(QPen(QColor(colours.body), 2 * thick))
            painter.setBrush(QColor(ground.rgb()))
            painter.drawRoundedRect(badge, 12, 12)
            painter.setPen(ink)
            painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, self.count_text)
        badges = []
        if self.is_winner:  # once the game is won, palifico no longer matters
            badges.append((self.winner_text, accent, QColor(WINNER_INK)))
        elif self.is_palifico:
            badges.append((self.palifico_text, QColor(theme.palifico), QColor(PALIFICO_INK)))
        right = plate.right() - 8
        for text, fill, ink in badges:
            width = metrics.horizontalAdvance(text) + self.BADGE_PADDING
            badge = QRectF(right - width, -16, width, 24)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(fill)
            painter.drawRoundedRect(badge, 12, 12)
            painter.setPen(ink)
            painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, text)
            right = badge.left() - 6

    def _paint_portrait(self, painter: QPainter, plate: QRectF, edge: QColor) -> None:
        """Draw the portrait in a rounded frame of the seat's colour, at the plate's left."""
        assert self._portraits is not None
        side = self.PORTRAIT
        frame = QRectF(plate.left() + 7, (self.HEIGHT - side) / 2, side, side)
        pixels, ratio = _device_pixels(painter, side)
        pixmap = self._portraits.pixmap(self.portrait, pixels, ratio)
        clip = QPainterPath()
        clip.addRoundedRect(frame, 8, 8)
        painter.save()
        painter.setClipPath(clip)
        painter.drawPixmap(frame, pixmap, pixmap.rect())
        painter.restore()
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(edge, 2))
        painter.drawRoundedRect(frame, 8, 8)


class BubbleItem(QGraphicsObject):
    """A speech bubble with a seat's latest bid this round."""

    def __init__(self) -> None:
        super().__init__()
        self._text = ""
        self._faded = False
        self._fonts = (pixel_font(20, bold=True), pixel_font(20))

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

    def text(self) -> str:
        """Return the bid shown."""
        return self._text

    def fonts(self) -> tuple[QFont, QFont]:
        """Return the fonts of the standing bid and of a bid raised since."""
        return self._fonts

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        """Return the bubble's box, centred on the item's origin."""
        width, height = BUBBLE_SIZE
        return QRectF(-width / 2, -height / 2, width, height)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        """Draw the bubble and its bid."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        theme = theme_of(self)
        ground, ink = QColor(theme.bubble), QColor(theme.bubble_ink)
        if self._faded:
            ground.setAlpha(theme.faded)
        painter.setBrush(ground)
        painter.setPen(QPen(ink, 1.5 * theme.outline))
        body = self.boundingRect().adjusted(3, 3, -3, -3)
        painter.drawRoundedRect(body, 18, 18)
        painter.setFont(self._fonts[1] if self._faded else self._fonts[0])
        painter.setPen(ink)
        painter.drawText(body, Qt.AlignmentFlag.AlignCenter, self._text)


class SpeechItem(QGraphicsObject):
    """What a seat says: a speech bubble over its cup that fades away by itself.

    It never takes a click or a key: the table and the controls stay as they are.
    """

    SHOWN_MS = 2600
    """How long a line stays before it fades (reading time: the same at every speed)."""
    FADE_MS = 400

    def __init__(self) -> None:
        super().__init__()
        self._text = ""
        self._font = pixel_font(18, italic=True)
        self.tail = 0.0
        """Where the tail points, from the bubble's centre (towards its seat's cup)."""
        self.tail_up = False
        """Whether the tail points up from the bubble's top: it stands below its seat's plate,
        where the room above it was taken (a playtest saw it point down at empty felt)."""
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(SPEECH_LAYER)
        self.setVisible(False)
        self._fading = QSequentialAnimationGroup(self)
        self._fading.addAnimation(QPauseAnimation(self.SHOWN_MS, self._fading))
        fade = QPropertyAnimation(self, b"opacity", self._fading)
        fade.setDuration(self.FADE_MS)
        fade.setStartValue(1.0)
        fade.setEndValue(0.0)
        self._fading.addAnimation(fade)
        self._fading.finished.connect(self.hide)

    def say(self, text: str) -> None:
        """Show ``text`` (plain text) now, in place of what was said before, then fade it."""
        self._fading.stop()
        self._text = text
        self.setOpacity(1.0)
        self.setVisible(True)
        self.update()
        self._fading.start()

    def text(self) -> str:
        """Return the line said last (also once it has faded)."""
        return self._text

    def font(self) -> QFont:
        """Return the font the line is written in."""
        return self._font

    def text_rect(self) -> QRectF:
        """Return the box the line is written in, inside the bubble (its tail's side left out)."""
        if self.tail_up:
            return self.boundingRect().adjusted(12, 16, -12, -6)
        return self.boundingRect().adjusted(12, 6, -12, -16)

    def _body(self) -> QRectF:
        """Return the bubble's body: as high as its lines need, on the far side from its tail."""
        box = self.boundingRect()
        flags = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
        text = QFontMetricsF(self._font).boundingRect(self.text_rect(), flags, self._text)
        body = QRectF(box.left() + 2, 0, box.width() - 4, text.height() + 16)
        if self.tail_up:
            body.moveTop(box.top() + 12)
        else:
            body.moveBottom(box.bottom() - 12)
        return body

    def tail_tip(self) -> QPointF:
        """Return where the tail points, in the item's coordinates: towards its seat."""
        body, box = self._body(), self.boundingRect()
        x = max(body.left() + 24, min(body.right() - 24, self.tail))
        return QPointF(x, box.top() + 1 if self.tail_up else box.bottom() - 1)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        """Return the bubble's box and its tail, centred on the item's origin."""
        width, height = SPEECH_SIZE
        return QRectF(-width / 2, -height / 2, width, height)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        """Draw the bubble, its tail pointing to the seat (down, or up from below it), the line."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        flags = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
        body, tip = self._body(), self.tail_tip()
        base = body.top() + 1 if self.tail_up else body.bottom() - 1
        path = QPainterPath()
        path.addRoundedRect(body, 14, 14)
        tail = QPainterPath()
        tail.moveTo(tip.x() - 10, base)
        tail.lineTo(tip)
        tail.lineTo(tip.x() + 10, base)
        tail.closeSubpath()
        painter.setPen(QPen(QColor("#3b2a1a"), 1.5))
        painter.setBrush(QColor("#fffaf0"))
        painter.drawPath(path.united(tail))
        painter.setFont(self._font)
        painter.setPen(QColor("#2b1d12"))
        painter.drawText(body.adjusted(10, 4, -10, -4), flags, self._text)


class LidItem(QGraphicsObject):
    """The lid in the middle: open with its lost dice when they are public (R17), else closed."""

    SIZE = 150.0

    def __init__(self, artwork: Artwork) -> None:
        super().__init__()
        self._artwork = artwork
        self.is_open = False
        self.caption = ""
        self.show_caption = True
        self.lost = 0
        self._text_scale = 1.0
        self._caption_font = pixel_font(18)

    def set_text_scale(self, scale: float) -> None:
        """Write the caption ``scale`` times as large as designed (the lid keeps its size)."""
        self.prepareGeometryChange()
        self._text_scale = scale
        self._caption_font = pixel_font(round(18 * scale))
        self.update()

    def _caption_rect(self) -> QRectF:
        scale = self._text_scale
        return QRectF(-130 * scale, self.SIZE / 2 + 4, 260 * scale, 28 * scale)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        """Return the lid's box and its caption below."""
        half = self.SIZE / 2
        return QRectF(-half, -half, self.SIZE, self.SIZE).united(self._caption_rect())

    def caption_font(self) -> QFont:
        """Return the caption's font."""
        return self._caption_font

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
        if self.caption and self.show_caption:
            painter.setFont(self._caption_font)
            painter.setPen(QColor(theme_of(self).ink))
            painter.drawText(self._caption_rect(), Qt.AlignmentFlag.AlignCenter, self.caption)

    def _paint_lost_dice(self, painter: QPainter) -> None:
        """Lay the lost dice in the open lid, in a loose grid."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#6b5a48"), 1))
        painter.setBrush(QColor("#efe6d2"))
        # Up to five in a row, more when many are lost, so the grid stays inside the lid.
        per_row = 5 if self.lost <= 20 else 6
        size, gap = (15.0, 19.0) if per_row == 5 else (13.0, 16.0)
        rows = (self.lost + per_row - 1) // per_row
        for index in range(self.lost):
            row, column = divmod(index, per_row)
            in_row = min(per_row, self.lost - row * per_row)
            x = (column - (in_row - 1) / 2) * gap - size / 2
            y = (row - (rows - 1) / 2) * gap - size / 2
            painter.drawRoundedRect(QRectF(x, y, size, size), 3, 3)


class MessageItem(QGraphicsObject):
    """A non-blocking message in the scene: a banner ("Dudo!", "Palifico!")."""

    def __init__(self, pixels: int, width: float) -> None:
        super().__init__()
        self._size = (pixels, width)
        self._pixels = pixels
        self._width = width
        self._text = ""
        self._message_font = pixel_font(pixels, bold=True)
        self.setZValue(50)

    def set_text_scale(self, scale: float) -> None:
        """Write the message ``scale`` times as large as designed, on a card as much wider.

        (Its item scale is the banner's animation's: the sizes themselves grow.)
        """
        self.prepareGeometryChange()
        pixels, width = self._size
        self._pixels, self._width = round(pixels * scale), width * scale
        self._message_font = pixel_font(self._pixels, bold=True)
        self.update()

    def message_font(self) -> QFont:
        """Return the font the message is written in."""
        return self._message_font

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
        # As many lines as the text takes once wrapped (a long name wraps it more).
        flags = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
        wrapped = QFontMetricsF(self._message_font).boundingRect(
            QRectF(0, 0, self._width - 28, 10 * self._pixels), flags, self._text or " "
        )
        height = max(self._pixels * 1.4, wrapped.height()) + 24
        return QRectF(-self._width / 2, -height / 2, self._width, height)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        """Draw the message on a dark rounded card."""
        if not self._text:
            return
        rect = self.boundingRect()
        theme = theme_of(self)
        paint_card(painter, rect, theme)
        painter.setFont(self._message_font)
        painter.setPen(QColor(theme.ink))
        painter.drawText(
            rect.adjusted(14, 8, -14, -8),
            Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
            self._text,
        )
