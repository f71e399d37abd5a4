"""The History view: the game round by round, every bid, each reveal with every seat's dice.

Bots' reasons for their bids and calls are shown only for rounds whose cups were lifted: what a
bot thought about a round still being played would tell of its hidden dice (fair play).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtGui import QTextBlockFormat, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from perudo_qt.bots.odds import own_matches
from perudo_qt.bots.reasons import Reason
from perudo_qt.controller.event_history import GameHistory
from perudo_qt.rules import (
    BidMade,
    CalzaCalled,
    DiceRevealed,
    DudoCalled,
    Event,
    RoundStarted,
    RuleOptions,
)
from perudo_qt.ui.access.reading import make_readable
from perudo_qt.ui.screen_room import resize_within_screen
from perudo_qt.ui.words.legibility import on_palette
from perudo_qt.ui.words.plain import literal
from perudo_qt.ui.words.reason_words import why_words
from perudo_qt.ui.words.wording import event_words, tr

UNCOUNTED_COLOUR = "#666666"
"""The dice of a reveal that did not count: grey, 5.7:1 on white (``on_palette`` elsewhere)."""
REASON_COLOUR = "#555555"
"""A bot's reason under its play, quieter than the text."""


def split_rounds(events: Sequence[Event]) -> list[list[tuple[int, Event]]]:
    """Return the events in rounds, each from its ``RoundStarted``, with their history index."""
    rounds: list[list[tuple[int, Event]]] = []
    for index, event in enumerate(events):
        if isinstance(event, RoundStarted) or not rounds:
            rounds.append([])
        rounds[-1].append((index, event))
    return rounds


def _dice_html(dice: Sequence[int], revealed: DiceRevealed) -> str:
    counted = [own_matches((die,), revealed.bid.face, revealed.wild) > 0 for die in sorted(dice)]
    return " ".join(
        f"<b>{die}</b>"
        if hit
        else f'<span style="color:{on_palette(UNCOUNTED_COLOUR)}">{die}</span>'
        for die, hit in zip(sorted(dice), counted, strict=True)
    )


def round_html(
    round_events: Sequence[tuple[int, Event]],
    names: Sequence[str],
    you: int | None,
    reasons: Mapping[int, Reason | str],
    options: RuleOptions | None = None,
) -> str:
    """Return one round (its events with their history index) as HTML.

    ``reasons`` maps a history index (a bid or call) to the bot's reason; it is shown only if
    the round was revealed. A palifico round's heading says its rules under ``options``.
    """
    revealed = any(isinstance(event, DiceRevealed) for _, event in round_events)
    heading, items = "", []
    for index, event in round_events:
        text = literal(event_words(event, names, you, options))
        if isinstance(event, RoundStarted):
            # Inline emphasis, not <h3>: a heading's block format would not survive being
            # inserted after the rounds already shown (see HistoryDialog.refresh).
            heading = f"<b><big>{text}</big></b>"
        elif isinstance(event, DiceRevealed):
            rows = "".join(
                f"<br>&nbsp;&nbsp;{literal(names[seat])}: {_dice_html(cup, event)}"
                for seat, cup in enumerate(event.dice)
                if cup
            )
            items.append(f"<li>{text}{rows}</li>")
        else:
            if (
                revealed
                and index in reasons
                and isinstance(event, (BidMade, DudoCalled, CalzaCalled))
            ):
                why = why_words(reasons[index], event, names)
                text += f'<br><i style="color:{on_palette(REASON_COLOUR)}">{literal(why)}</i>'
            items.append(f"<li>{text}</li>")
    return f"{heading}<ul>{''.join(items)}</ul>"


def history_html(
    events: Sequence[Event],
    names: Sequence[str],
    you: int | None,
    reasons: Mapping[int, Reason | str],
    options: RuleOptions | None = None,
) -> str:
    """Return the game so far as HTML, newest round last (see ``round_html``)."""
    return "".join(round_html(part, names, you, reasons, options) for part in split_rounds(events))


def rounds_html(history: GameHistory) -> list[str]:
    """Return each round the table has shown so far as HTML, oldest first."""
    setup = history.setup
    if setup is None:
        return []
    names = [seat.name for seat in setup.seats]
    return [
        round_html(part, names, setup.human_seat, history.reasons, setup.options)
        for part in split_rounds(history.events)
    ]


class HistoryDialog(QDialog):
    """The History window: stays open beside the table and follows the game; Escape closes it."""

    def __init__(self, history: GameHistory, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.history = history
        # A window of its own, titled, which Escape closes (clearing the Tool flag would also
        # clear the Window bits it shares, making an untitled overlay inside the table).
        self.setWindowTitle(tr("History"))
        self.setAccessibleName(tr("History"))
        self.browser = make_readable(QTextBrowser())
        self.browser.setAccessibleName(tr("Game history"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        resize_within_screen(self, 520, 640)
        self._finished = 0
        self._tail = 0
        self.refresh()

    def refresh(self) -> None:
        """Show the history as it is now, scrolled to the newest round.

        Finished rounds never change, so they are added once; only the round being played is
        written again (a long game's whole history takes tens of milliseconds to lay out).
        """
        rounds = rounds_html(self.history)
        if len(rounds) < self._finished:
            self.browser.clear()
            self._finished, self._tail = 0, 0
        cursor = QTextCursor(self.browser.document())
        cursor.setPosition(self._tail)
        cursor.movePosition(QTextCursor.MoveOperation.End, QTextCursor.MoveMode.KeepAnchor)
        cursor.removeSelectedText()
        for finished in rounds[self._finished : len(rounds) - 1]:
            self._insert_round(cursor, finished)
        self._finished = max(self._finished, len(rounds) - 1)
        self._tail = cursor.position()
        if rounds:
            self._insert_round(cursor, rounds[-1])
        bar = self.browser.verticalScrollBar()
        bar.setValue(bar.maximum())

    @staticmethod
    def _insert_round(cursor: QTextCursor, round_html: str) -> None:
        if not cursor.atStart():
            # A blank line, then a plain new block: HTML inserted at the end of the last list
            # item would otherwise join it.
            for _ in range(2):
                cursor.insertBlock(QTextBlockFormat(), QTextCharFormat())
        cursor.insertHtml(round_html)

    def text(self) -> str:
        """Return the shown history as plain text."""
        return self.browser.toPlainText()
