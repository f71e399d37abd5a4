"""The showdown: what a reveal showed, its card on the felt, held until the player goes on."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QObject, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from perudo_qt.rules import (
    CalzaCalled,
    DiceRevealed,
    DieGained,
    DieLost,
    Event,
    GameOver,
    RoundStarted,
    count_matching,
)
from perudo_qt.ui.table.items import paint_card, pixel_font
from perudo_qt.ui.table.seating import CARD
from perudo_qt.ui.table.themes import theme_of
from perudo_qt.ui.words.wording import count_words, short_name, tally_words, verdict_words

TALLY_SEPARATOR = "\u00a0· "
"""Between two seats' entries in a tally: the only place a tally's line may break, after the dot
(a line never starts with it)."""


def unbreakable(text: str) -> str:
    """Return ``text`` that a line never breaks inside: no-break spaces, joined hyphens."""
    return text.replace(" ", "\N{NO-BREAK SPACE}").replace("-", "-\N{WORD JOINER}")


def numbers_kept_with_words(text: str) -> str:
    """Return ``text`` with no line break beside a number: "bid 13:" and "19 fours" stay whole."""
    return re.sub(r"(?<=\d) | (?=\d)", "\N{NO-BREAK SPACE}", text)


def split_at_hold(events: Sequence[Event]) -> tuple[tuple[Event, ...], tuple[Event, ...] | None]:
    """Split ``events`` where the table holds on a reveal.

    Returns the events up to and including the reveal, and those after it (the loss, the next
    round or the end), or None when there is no reveal to hold on.
    """
    for index, event in enumerate(events):
        if isinstance(event, DiceRevealed):
            return tuple(events[: index + 1]), tuple(events[index + 1 :])
    return tuple(events), None


@dataclass(frozen=True)
class Showdown:
    """One reveal as the table tells it.

    Attributes:
        revealed: every seat's dice and the count.
        calza: whether a Calza (rather than a Dudo) lifted the cups.
        after: what followed the reveal, up to the next round.
        names: every seat's name.
        you: the person's seat, addressed as "you", or None.
    """

    revealed: DiceRevealed
    calza: bool
    after: tuple[Event, ...]
    names: tuple[str, ...]
    you: int | None

    @classmethod
    def find(
        cls, events: Sequence[Event], names: Sequence[str], you: int | None
    ) -> Showdown | None:
        """Return the showdown among ``events``, if they hold a reveal."""
        for index, event in enumerate(events):
            if isinstance(event, DiceRevealed):
                calza = any(isinstance(earlier, CalzaCalled) for earlier in events[:index])
                after = []
                for later in events[index + 1 :]:
                    if isinstance(later, (RoundStarted, GameOver)):
                        break
                    after.append(later)
                return cls(event, calza, tuple(after), tuple(names), you)
        return None

    def counts(self, face: int) -> bool:
        """Whether a die showing ``face`` counts for the bid checked (the engine decides)."""
        return count_matching(((face,),), self.revealed.bid.face, self.revealed.wild) == 1

    def seat_count(self, seat: int) -> int:
        """How many of ``seat``'s dice count."""
        revealed = self.revealed
        return count_matching((revealed.dice[seat],), revealed.bid.face, revealed.wild)

    def order(self, first: int) -> list[int]:
        """The seats holding dice, in play order from ``first``."""
        seats = len(self.revealed.dice)
        ordered = [(first + step) % seats for step in range(seats)]
        return [seat for seat in ordered if self.revealed.dice[seat]]

    def tally(self, seats: Sequence[int]) -> str:
        """Who had how many, for ``seats``: "Ana 2 · Bruno 3", broken between seats only."""
        names = [short_name(name) for name in self.names]
        entries = (tally_words([(seat, self.seat_count(seat))], names, self.you) for seat in seats)
        return TALLY_SEPARATOR.join(unbreakable(entry) for entry in entries)

    def running_count(self, seats: Sequence[int]) -> str:
        """The count so far, over ``seats``: "5 fives with pacos"."""
        return count_words(self.revealed, sum(self.seat_count(seat) for seat in seats))

    def verdict(self) -> str:
        """The verdict: the count against the bid, and who pays (named short, as in the tally)."""
        names = [short_name(name) for name in self.names]
        return verdict_words(self.revealed, self.after, names, self.calza, self.you)

    @property
    def loser(self) -> int | None:
        """The seat that loses a die, if any."""
        return next((event.seat for event in self.after if isinstance(event, DieLost)), None)

    @property
    def gainer(self) -> int | None:
        """The seat that wins a die back, if any."""
        return next((event.seat for event in self.after if isinstance(event, DieGained)), None)


CARD_TEXT_FLAGS = int(Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap)
"""How the card's texts are laid out: centred, wrapped at word breaks (measured as drawn)."""


def wrapped_height(text: str, font: QFont, width: float) -> float:
    """Return the height of ``text`` in ``font`` wrapped as the card wraps it to ``width``."""
    bounds = QFontMetricsF(font).boundingRect(QRectF(0, 0, width, 1000), CARD_TEXT_FLAGS, text)
    return bounds.height()


def balanced_width(text: str, font: QFont, width: float) -> float:
    """Return the narrowest width that wraps ``text`` into as many lines as ``width`` does.

    Wrapped to it, the lines are as even as the words allow: no last line of a single short
    word under long ones. Text that fits on one line keeps ``width``.
    """
    if not text:
        return width
    height = wrapped_height(text, font, width)
    if height <= QFontMetricsF(font).lineSpacing() * 1.5:
        return width
    low, high = width / 2, width
    while high - low > 1.0:
        middle = (low + high) / 2
        if wrapped_height(text, font, middle) > height:
            low = middle
        else:
            high = middle
    return high


@dataclass(frozen=True, slots=True)
class CardLine:
    """One line of a card's text as written (it may wrap), measured once for drawing.

    Attributes:
        text: the line.
        block: which of the card's texts it belongs to: 0 the title, 1 the tally, 2 the hint.
        width: the width it wraps to (see ``balanced_width``).
        height: its height, wrapped.
    """

    text: str
    block: int
    width: float
    height: float


class ShowdownCard(QGraphicsObject):
    """The card on the felt during a reveal: the count, who had what, and how to go on.

    Each line of its texts is wrapped on its own to the narrowest width that keeps its number
    of lines, so that no word stands alone under a long line, and never beside a number.
    """

    WIDTH = CARD.width()
    _PAD = 10.0
    _BLOCK_GAP = 4.0

    def __init__(self) -> None:
        super().__init__()
        self._texts = ("", "", "")
        self._fonts = (pixel_font(22, bold=True), pixel_font(19), pixel_font(18, italic=True))
        self._height = 0.0
        self._width = self.WIDTH
        self._lines: tuple[CardLine, ...] = ()
        self.setZValue(40)

    def set_width(self, width: float) -> None:
        """Make the card ``width`` wide (its own units, before its item scale)."""
        self._width = width
        self.set_texts(*self._texts)

    def set_texts(self, title: str, tally: str = "", hint: str = "") -> None:
        """Show ``title`` (the count or the verdict), the ``tally`` per seat and a ``hint``."""
        self.prepareGeometryChange()
        self._texts = (title, tally, hint)
        inner = self._width - 2 * self._PAD
        self._lines = tuple(
            CardLine(
                line, block, balanced_width(line, font, inner), wrapped_height(line, font, inner)
            )
            for block, (text, font) in enumerate(zip(self._texts, self._fonts, strict=True))
            if text
            for line in numbers_kept_with_words(text).split("\n")
        )
        blocks = len({line.block for line in self._lines})
        self._height = (
            self._PAD * 2 + sum(line.height for line in self._lines) + self._BLOCK_GAP * blocks
        )
        self.update()

    def fonts(self) -> tuple[QFont, QFont, QFont]:
        """Return the fonts of the title, the tally and the hint."""
        return self._fonts

    def texts(self) -> tuple[str, str, str]:
        """Return the title, tally and hint shown."""
        return self._texts

    def lines(self) -> tuple[CardLine, ...]:
        """Return the lines of the texts shown, top to bottom, as they are drawn."""
        return self._lines

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        """Return the card's box; the item's origin is the middle of its top edge."""
        return QRectF(-self._width / 2, 0, self._width, self._height)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        """Draw the card and its texts, the hint in the theme's accent (gold)."""
        if not self._lines:
            return
        rect = self.boundingRect()
        theme = theme_of(self)
        paint_card(painter, rect, theme)
        colours = (QColor(theme.ink), QColor(theme.ink), QColor(theme.accent))
        top = self._PAD
        for index, line in enumerate(self._lines):
            painter.setFont(self._fonts[line.block])
            painter.setPen(colours[line.block])
            painter.drawText(
                QRectF(-line.width / 2, top, line.width, line.height), CARD_TEXT_FLAGS, line.text
            )
            top += line.height
            following = self._lines[index + 1] if index + 1 < len(self._lines) else None
            if following is None or following.block != line.block:
                top += self._BLOCK_GAP


class RevealHold(QObject):
    """Holds the table still on a reveal until the player goes on, or a timer does.

    Signals:
        held_changed(bool): the table started or stopped holding.
    """

    held_changed = Signal(bool)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._then: Callable[[], None] | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.release)

    @property
    def is_held(self) -> bool:
        """Whether the table is holding."""
        return self._then is not None

    def hold(self, then: Callable[[], None], after_ms: int | None) -> None:
        """Hold until ``release``, or for ``after_ms`` (None: until the player goes on)."""
        self._then = then
        self.held_changed.emit(True)
        if after_ms is not None:
            self._timer.start(after_ms)

    def release(self) -> None:
        """Go on: stop holding and run what waited."""
        then = self._then
        if then is None:
            return
        self.cancel()
        then()

    def cancel(self) -> None:
        """Stop holding without going on (a new game)."""
        self._timer.stop()
        if self._then is not None:
            self._then = None
            self.held_changed.emit(False)
