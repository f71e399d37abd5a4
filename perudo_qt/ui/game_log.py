"""The game log: every bid, call, reveal and loss, in words; bot reasons as tooltips."""

from __future__ import annotations

import html
from collections.abc import Sequence

from PySide6.QtCore import QEvent
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QPlainTextEdit, QToolTip, QWidget

from perudo_qt.rules import BidMade, CalzaCalled, DudoCalled, Event, GameOver, RoundStarted

from .wording import event_words


class GameLog(QPlainTextEdit):
    """A read-only record of what happened, newest at the bottom.

    A plain-text document appends a line in constant time, so a long game never slows the
    table down; the reason behind a bot's move shows when the pointer rests on its line.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(self.tr("Game log"))
        self.setReadOnly(True)
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self._pending_reasons: dict[int, str] = {}
        self._line_reasons: dict[int, str] = {}

    def remember_reason(self, seat: int, reason: str) -> None:
        """Keep a bot's reason, to show with its next action."""
        self._pending_reasons[seat] = reason

    def add_events(self, events: Sequence[Event], names: Sequence[str], you: int | None) -> None:
        """Add one line per event, addressing the person at seat ``you`` as "you"."""
        for event in events:
            text = html.escape(event_words(event, names, you))
            if isinstance(event, (RoundStarted, GameOver)):
                text = f"<b>{text}</b>"
            if isinstance(event, (BidMade, DudoCalled, CalzaCalled)):
                reason = self._pending_reasons.pop(event.seat, "")
                if reason:
                    self._line_reasons[self._next_line()] = reason
            self.appendHtml(text)

    def add_note(self, text: str, warning: bool = False) -> None:
        """Add a line that is not a game event (a replaced bot, a settings problem)."""
        escaped = html.escape(text)
        self.appendHtml(f'<span style="color:#b3261e">{escaped}</span>' if warning else escaped)

    def clear(self) -> None:
        """Empty the log for a new game."""
        super().clear()
        self._pending_reasons.clear()
        self._line_reasons.clear()

    def lines(self) -> list[str]:
        """Return every line, oldest first."""
        text = self.toPlainText()
        return text.splitlines() if text else []

    def reason_at_line(self, line: int) -> str:
        """Return the bot reason shown for ``line`` (0-based), or ""."""
        return self._line_reasons.get(line, "")

    def _next_line(self) -> int:
        """The number of the line the next append writes (an empty log has one empty line)."""
        return 0 if self.document().isEmpty() else self.blockCount()

    def event(self, event: QEvent) -> bool:
        """Show the reason behind a bot's move when the pointer rests on its line."""
        if event.type() == QEvent.Type.ToolTip:
            assert isinstance(event, QHelpEvent)
            block = self.cursorForPosition(self.viewport().mapFrom(self, event.pos())).blockNumber()
            reason = self.reason_at_line(block)
            if reason:
                QToolTip.showText(event.globalPos(), reason, self)
            else:
                QToolTip.hideText()
            return True
        return super().event(event)
