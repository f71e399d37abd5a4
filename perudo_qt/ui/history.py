"""The History view: the game round by round, every bid, each reveal with every seat's dice.

Bots' reasons for their bids and calls are shown only for rounds whose cups were lifted: what a
bot thought about a round still being played would tell of its hidden dice (fair play).
"""

from __future__ import annotations

import html
from collections.abc import Sequence

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from perudo_qt.bots import Decision
from perudo_qt.controller.game_controller import GameController
from perudo_qt.controller.table import TableSetup
from perudo_qt.rules import (
    PACO,
    BidMade,
    CalzaCalled,
    DiceRevealed,
    DudoCalled,
    Event,
    RoundStarted,
)

from .wording import event_words, tr


def split_rounds(events: Sequence[Event]) -> list[list[tuple[int, Event]]]:
    """Return the events in rounds, each from its ``RoundStarted``, with their history index."""
    rounds: list[list[tuple[int, Event]]] = []
    for index, event in enumerate(events):
        if isinstance(event, RoundStarted) or not rounds:
            rounds.append([])
        rounds[-1].append((index, event))
    return rounds


def _dice_html(dice: Sequence[int], revealed: DiceRevealed) -> str:
    counted = [die == revealed.bid.face or (revealed.wild and die == PACO) for die in sorted(dice)]
    return " ".join(
        f"<b>{die}</b>" if hit else f'<span style="color:#777">{die}</span>'
        for die, hit in zip(sorted(dice), counted, strict=True)
    )


def history_html(
    events: Sequence[Event], names: Sequence[str], you: int | None, reasons: dict[int, str]
) -> str:
    """Return the game so far as HTML, newest round last.

    ``reasons`` maps a history index (a bid or call) to the bot's reason; it is shown only in
    rounds that were revealed.
    """
    parts: list[str] = []
    for round_events in split_rounds(events):
        revealed = any(isinstance(event, DiceRevealed) for _, event in round_events)
        items: list[str] = []
        for index, event in round_events:
            if isinstance(event, RoundStarted):
                parts.append(f"<h3>{html.escape(event_words(event, names, you))}</h3>")
                continue
            text = html.escape(event_words(event, names, you))
            if isinstance(event, DiceRevealed):
                rows = "".join(
                    f"<br>&nbsp;&nbsp;{html.escape(names[seat])}: {_dice_html(cup, event)}"
                    for seat, cup in enumerate(event.dice)
                    if cup
                )
                items.append(f"<li>{text}{rows}</li>")
                continue
            if (
                revealed
                and index in reasons
                and isinstance(event, (BidMade, DudoCalled, CalzaCalled))
            ):
                reason = html.escape(reasons[index])
                text += f'<br><i style="color:#555">{reason}</i>'
            items.append(f"<li>{text}</li>")
        parts.append(f"<ul>{''.join(items)}</ul>")
    return "".join(parts)


class GameHistory(QObject):
    """What the table has shown of the current game, and the bots' reasons, kept for the view.

    Follows the table (``events_shown``), not the engine, so the view never runs ahead of it.
    """

    def __init__(self, controller: GameController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.events: list[Event] = []
        self.reasons: dict[int, str] = {}
        controller.game_started.connect(self._on_started)
        controller.game_resumed.connect(self.add_events)
        controller.bot_decided.connect(self._on_decided)

    def _on_started(self, setup: TableSetup) -> None:
        self.events.clear()
        self.reasons.clear()

    def add_events(self, events: Sequence[Event]) -> None:
        """Keep ``events``, just shown by the table."""
        self.events.extend(events)

    def _on_decided(self, seat: int, decision: Decision) -> None:
        game = self.controller.game
        if game is not None and decision.reason:
            # The decision's event is the next one the engine records.
            self.reasons[len(game.history)] = decision.reason

    def html(self) -> str:
        """Return the history as the view shows it."""
        setup = self.controller.setup
        if setup is None:
            return ""
        names = [seat.name for seat in setup.seats]
        return history_html(self.events, names, setup.human_seat, self.reasons)


class HistoryDialog(QDialog):
    """The History window: stays open beside the table and follows the game."""

    def __init__(self, history: GameHistory, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.history = history
        self.setWindowTitle(tr("History"))
        self.setWindowFlag(Qt.WindowType.Tool, False)
        self.browser = QTextBrowser()
        self.browser.setAccessibleName(tr("Game history"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        self.resize(520, 640)
        self.refresh()

    def refresh(self) -> None:
        """Show the history as it is now, scrolled to the newest round."""
        self.browser.setHtml(self.history.html())
        bar = self.browser.verticalScrollBar()
        bar.setValue(bar.maximum())

    def text(self) -> str:
        """Return the shown history as plain text."""
        return self.browser.toPlainText()
