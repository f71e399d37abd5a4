"""The game log: every bid, call, reveal and loss, in words; bots' reasons once the cups lift.

Hands are drawn as our own dice, each followed by its digits (see ``dice_text``).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from PySide6.QtCore import QMimeData
from PySide6.QtGui import QResizeEvent, QTextCursor
from PySide6.QtWidgets import QPlainTextEdit, QWidget

from perudo_qt.bots.reasons import Reason
from perudo_qt.rules import (
    BidMade,
    CalzaCalled,
    DiceRevealed,
    DudoCalled,
    Event,
    GameOver,
    RoundStarted,
    RuleOptions,
)
from perudo_qt.ui.access.reading import make_readable
from perudo_qt.ui.panels.dice_text import DiceInText, dice_html, readable, reveal_html
from perudo_qt.ui.table.artwork import Artwork
from perudo_qt.ui.words.legibility import on_palette
from perudo_qt.ui.words.plain import literal
from perudo_qt.ui.words.reason_words import reason_words
from perudo_qt.ui.words.wording import DIE_GLYPHS, event_words, tr

REASON_COLOUR = "#5b6b7a"
WARNING_COLOUR = "#b3261e"
"""A note that something went wrong (a replaced bot, a settings problem)."""
REACTION_COLOUR = "#7a4b1e"
_GLYPHS = re.compile(f"[{DIE_GLYPHS}]+")


def _reaction_html(name: str, line: str) -> str:
    """Return what the player called ``name`` said, for the log (plain text, as every name is)."""
    said = tr("{name}: “{line}”", "a character's reaction in the log")
    text = literal(said.format(name=name, line=line))
    return f'<i><span style="color:{on_palette(REACTION_COLOUR)}">{text}</span></i>'


def _with_dice(escaped: str, seat: int) -> str:
    """Draw the die glyphs of ``escaped`` as ``seat``'s dice, in pictures and digits."""

    def draw(run: re.Match[str]) -> str:
        return dice_html([DIE_GLYPHS.index(glyph) + 1 for glyph in run.group()], seat)

    return _GLYPHS.sub(draw, escaped)


class GameLog(QPlainTextEdit):
    """A read-only record of what happened, newest at the bottom.

    A bot's reason is computed from its hidden dice, so it is kept back until the round's
    reveal and then written next to the dice the bot held: nothing in the log during a round
    depends on dice the person cannot see. A plain-text document appends a line in constant
    time, so a long game never slows the table down.
    """

    def __init__(self, parent: QWidget | None = None, artwork: Artwork | None = None) -> None:
        super().__init__(parent)
        self._dice = DiceInText(artwork or Artwork(), self)
        self._dice.install(self.document())
        self.setAccessibleName(self.tr("Game log"))
        make_readable(self)
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self._logged = 0
        """How many of the game's events the log holds: the next one's index in its history."""
        self._last_blocks: list[int] = []
        """Per event logged, by its index in the history, the number of its last line's block."""
        self._said_later: dict[int, list[tuple[str, str]]] = {}
        """What was said at events not logged yet, by their index: (name, line)."""
        self._round_reasons: list[tuple[BidMade | DudoCalled | CalzaCalled, Reason | str]] = []

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt API
        """Stay at the newest line through a resize, if that is where the log was.

        A new line follows the log down only while it shows the bottom; a smaller log (the
        tutor's panel opening, the window resized) would otherwise stop following the game.
        """
        bar = self.verticalScrollBar()
        at_bottom = bar.value() == bar.maximum()
        super().resizeEvent(event)
        if at_bottom:
            bar.setValue(bar.maximum())

    def add_events(
        self,
        events: Sequence[Event],
        names: Sequence[str],
        you: int | None,
        reasons: Mapping[int, Reason | str] | None = None,
        options: RuleOptions | None = None,
    ) -> None:
        """Add one line per event, the game's next ones, addressing the person at ``you`` as "you".

        A reveal's line lists every seat's dice, followed by the reasons of the round's bots:
        ``reasons`` holds them by the index of their move in the game's history. A palifico
        round's start says its rules under the game's ``options``.
        """
        for event in events:
            index = self._logged
            reason = (reasons or {}).get(index, "")
            self._logged += 1
            if reason and isinstance(event, (BidMade, DudoCalled, CalzaCalled)):
                self._round_reasons.append((event, reason))
            if isinstance(event, RoundStarted):
                self._round_reasons.clear()
            if isinstance(event, DiceRevealed):
                self.appendHtml(reveal_html(event, names, you))
                self._add_reasons(event, names)
            else:
                text = literal(event_words(event, names, you, options))
                if isinstance(event, (RoundStarted, GameOver)):
                    text = f"<b>{text}</b>"
                self.appendHtml(text)
            self._last_blocks.append(self.document().lastBlock().blockNumber())
            for name, line in self._said_later.pop(index, []):
                self.add_said_at(index, name, line)

    def _add_reasons(self, revealed: DiceRevealed, names: Sequence[str]) -> None:
        for event, reason in self._round_reasons:
            line = reason_words(event, revealed.dice[event.seat], names, reason)
            line = _with_dice(literal(line), event.seat)
            self.appendHtml(f'<span style="color:{on_palette(REASON_COLOUR)}">{line}</span>')
        self._round_reasons.clear()

    def add_said_at(self, index: int, name: str, line: str) -> None:
        """Add what the player called ``name`` said at the game's event ``index`` (plain text).

        It stands after that event's lines and what was said there already, wherever the log
        has come to: a resumed game's earlier rounds are logged at once, and a call's line is
        said before the cups lift in the same step of the table. At an event not logged yet,
        the line waits for it.
        """
        if index >= self._logged:
            self._said_later.setdefault(index, []).append((name, line))
            return
        block = self._last_blocks[index]
        self._last_blocks[index:] = [number + 1 for number in self._last_blocks[index:]]
        if block == self.document().lastBlock().blockNumber():
            self.appendHtml(_reaction_html(name, line))  # follows the log down, as every line
            return
        bar = self.verticalScrollBar()
        at_bottom = bar.value() == bar.maximum()
        cursor = QTextCursor(self.document().findBlockByNumber(block))
        cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock)
        cursor.insertBlock()
        cursor.insertHtml(_reaction_html(name, line))
        if at_bottom:  # a line put back higher up keeps the newest in sight
            bar.setValue(bar.maximum())

    def add_note(self, text: str, warning: bool = False) -> None:
        """Add a line that is not a game event (a replaced bot, a settings problem)."""
        escaped = literal(text)
        self.appendHtml(
            f'<span style="color:{on_palette(WARNING_COLOUR)}">{escaped}</span>'
            if warning
            else escaped
        )

    def clear(self) -> None:
        """Empty the log for a new game."""
        super().clear()
        self._logged = 0
        self._last_blocks.clear()
        self._said_later.clear()
        self._round_reasons.clear()

    def lines(self) -> list[str]:
        """Return every line, oldest first, the dice as digits."""
        text = readable(self.toPlainText())
        return text.splitlines() if text else []

    def createMimeDataFromSelection(self) -> QMimeData:  # noqa: N802 - Qt API
        """Copy the selection as plain text, the dice as digits."""
        data = QMimeData()
        data.setText(readable(self.textCursor().selection().toPlainText()))
        return data
