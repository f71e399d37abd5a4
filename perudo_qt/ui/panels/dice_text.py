"""Dice inside text: our own die pictures (the toucan for pacos), each hand followed by digits.

A hand in rich text is one picture named ``dice:<faces>:<seat>`` ("dice:146:1"), drawn by
``DiceInText`` in the seat's colours at a size the eye can count, then digits ("1 4 6"): the
digits are what a screen reader reads and what a copy of the text holds (``readable`` drops
the pictures). While a screen reader reads the application, a hand is written in digits alone:
a picture in text is an object replacement character (U+FFFC) to it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QObject, QRect, QRectF, QSizeF
from PySide6.QtGui import (
    QFontMetricsF,
    QPainter,
    QPyTextObject,
    QTextDocument,
    QTextFormat,
)

from perudo_qt.rules import DiceRevealed
from perudo_qt.ui.access.reader import reader_active
from perudo_qt.ui.table.artwork import Artwork
from perudo_qt.ui.words.legibility import on_palette
from perudo_qt.ui.words.plain import literal
from perudo_qt.ui.words.wording import capitalized, event_words, tr

DIGITS_COLOUR = "#5b6b7a"
"""The colour of a hand's digits: quieter than the text, 5.4:1 on white."""

_SCALE = 1.45
"""A die's height, in lines of the document's default font."""
_GAP = 2
"""Pixels between two dice of a hand."""

_INDENT = "&nbsp;" * 3
_NAME = re.compile(r"dice:([1-6]{1,40}):(\d{1,2})")
_PICTURES = re.compile("\ufffc ?")


@dataclass(frozen=True)
class Html:
    """Our own markup, to insert as it is into ``html_format``."""

    markup: str


def dice_html(faces: Sequence[int], seat: int) -> str:
    """Return a hand as rich text: its dice as pictures in ``seat``'s colours, then digits.

    While a screen reader reads the application (``reader_active``), the digits alone.
    """
    # One picture for the whole hand, and no-break spaces: a hand is never cut across lines.
    digits = "&nbsp;".join(map(str, faces))
    written = f'<span style="color:{on_palette(DIGITS_COLOUR)}">{digits}</span>'
    if reader_active():
        return written
    picture = f'<img src="dice:{"".join(map(str, faces))}:{seat}" />'
    return f"{picture}&nbsp;{written}"


def html_format(template: str, **parts: str | Html) -> str:
    """Return the translated ``template`` as rich text, its ``{fields}`` filled with ``parts``.

    The template and plain ``str`` parts (names, numbers in words) are escaped; ``Html`` parts
    are our own markup, inserted as they are.
    """
    marks = {name: f"\ue000{index}\ue001" for index, name in enumerate(parts)}
    text = literal(template.format(**marks))
    for name, part in parts.items():
        text = text.replace(marks[name], part.markup if isinstance(part, Html) else literal(part))
    return text


def reveal_html(revealed: DiceRevealed, names: Sequence[str], you: int | None) -> str:
    """Return a reveal as a log entry: the count, then one row a seat, its dice drawn and in digits.

    A row to a hand: a narrow log wraps between hands, never inside one's dice and digits.
    """
    rows = [
        capitalized(html_format(tr("you {dice}"), dice=Html(dice_html(faces, seat))))
        if seat == you
        else html_format(tr("{name} {dice}"), name=names[seat], dice=Html(dice_html(faces, seat)))
        for seat, faces in enumerate(revealed.dice)
        if faces
    ]
    head = literal(event_words(revealed, names, you))
    return head + "".join(f"<br>{_INDENT}{row}" for row in rows)


def readable(text: str) -> str:
    """Return a document's plain text with the dice pictures dropped: the digits stay."""
    return _PICTURES.sub("", text)


class DiceInText(QPyTextObject):
    """Draws a document's ``dice:<faces>:<seat>`` pictures as our dice.

    Install it on a document with ``install``; any other picture is left undrawn.
    """

    def __init__(self, artwork: Artwork, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._artwork = artwork

    def install(self, document: QTextDocument) -> None:
        """Draw ``document``'s dice pictures from now on."""
        document.documentLayout().registerHandler(QTextFormat.ObjectTypes.ImageObject, self)

    @staticmethod
    def _hand(text_format: QTextFormat) -> tuple[list[int], int] | None:
        match = _NAME.fullmatch(text_format.toImageFormat().name())
        return ([int(face) for face in match[1]], int(match[2])) if match else None

    def intrinsicSize(  # noqa: N802 - Qt API
        self, doc: QTextDocument, pos_in_document: int, text_format: QTextFormat
    ) -> QSizeF:
        """Return a hand's size: its dice side by side, a little taller than a line of text."""
        hand = self._hand(text_format)
        if hand is None:
            return QSizeF(0, 0)
        side = round(QFontMetricsF(doc.defaultFont()).height() * _SCALE)
        return QSizeF(len(hand[0]) * (side + _GAP) - _GAP, side)

    def drawObject(  # noqa: N802 - Qt API
        self,
        painter: QPainter,
        rect: QRectF | QRect,
        doc: QTextDocument,
        pos_in_document: int,
        text_format: QTextFormat,
    ) -> None:
        """Draw the hand in ``rect``."""
        hand = self._hand(text_format)
        if hand is None:
            return
        faces, seat = hand
        box = QRectF(rect)
        side = box.height()
        ratio = painter.device().devicePixelRatioF()
        for index, face in enumerate(faces):
            pixmap = self._artwork.die(face, seat, round(side), ratio)
            left = box.left() + index * (side + _GAP)
            painter.drawPixmap(QRectF(left, box.top(), side, side), pixmap, pixmap.rect())
