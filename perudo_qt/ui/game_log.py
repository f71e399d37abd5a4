"""The game log: every bid, call, reveal and loss, in words; bot reasons as tooltips."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QWidget

from perudo_qt.rules import BidMade, CalzaCalled, DudoCalled, Event, GameOver, RoundStarted

from .wording import event_words


class GameLog(QListWidget):
    """A read-only list of what happened, newest at the bottom."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(self.tr("Game log"))
        self.setWordWrap(True)
        self.setAlternatingRowColors(True)
        self.setSelectionMode(QListWidget.SelectionMode.NoSelection)
        # Lay lines out in batches: a line per event must not re-lay the whole list each time.
        self.setLayoutMode(QListWidget.LayoutMode.Batched)
        self.setBatchSize(20)
        self._reasons: dict[int, str] = {}

    def remember_reason(self, seat: int, reason: str) -> None:
        """Keep a bot's reason, to show with its next action."""
        self._reasons[seat] = reason

    def add_events(self, events: Sequence[Event], names: Sequence[str], you: int | None) -> None:
        """Add one line per event, addressing the person at seat ``you`` as "you"."""
        for event in events:
            item = QListWidgetItem(event_words(event, names, you))
            if isinstance(event, (RoundStarted, GameOver)):
                font = QFont()
                font.setBold(True)
                item.setFont(font)
            if isinstance(event, (BidMade, DudoCalled, CalzaCalled)):
                reason = self._reasons.pop(event.seat, "")
                if reason:
                    item.setToolTip(reason)
            self.addItem(item)
        self.scrollToBottom()

    def add_note(self, text: str, warning: bool = False) -> None:
        """Add a line that is not a game event (a replaced bot, a settings problem)."""
        item = QListWidgetItem(text)
        if warning:
            item.setForeground(QBrush(QColor("#b3261e")))
        item.setData(Qt.ItemDataRole.UserRole, "note")
        self.addItem(item)
        self.scrollToBottom()

    def lines(self) -> list[str]:
        """Return every line, oldest first."""
        return [self.item(row).text() for row in range(self.count())]
