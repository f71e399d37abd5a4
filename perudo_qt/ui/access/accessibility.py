"""The screen-reader layer: the table in words, announcements as the table plays, review keys.

It renders the controller's snapshots into text (``table_text``): the table view's accessible
description and a read-only Table tab beside the log. It announces every log line as the table
shows it, politely, and the person's turn assertively (``QAccessibleAnnouncementEvent``, Qt 6.8
or later; without it the status bar and the Table tab still say it all).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6 import QtGui
from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QPlainTextEdit, QWidget
from shiboken6 import isValid

from perudo_qt.controller.choices import HumanChoices
from perudo_qt.controller.snapshot import TableSnapshot
from perudo_qt.rules import DiceRevealed, DieGained, DieLost, Event, RoundStarted
from perudo_qt.ui.access.listeners import announcement_listeners
from perudo_qt.ui.access.notice import NoticeBoard
from perudo_qt.ui.access.reader import reader_active
from perudo_qt.ui.access.reading import make_readable
from perudo_qt.ui.access.table_text import (
    bid_line,
    showdown_lines,
    table_lines,
    table_words,
    your_dice_line,
)
from perudo_qt.ui.controls.key_map import Key
from perudo_qt.ui.controls.keyboard import continue_hint
from perudo_qt.ui.feature import Menu, WindowContext
from perudo_qt.ui.table.reveal import Showdown
from perudo_qt.ui.words.wording import bid_words, event_words, tr

_Announcement = getattr(QtGui, "QAccessibleAnnouncementEvent", None)
"""Qt's announcement event (Qt 6.8 and later), or None on an older Qt."""

STATUS_MS = 10000
"""How long a review key's answer stays in the status bar."""


def announce(source: QWidget, message: str, assertive: bool = False) -> None:
    """Have the screen reader say ``message`` for ``source``: politely, or at once.

    Qt's announcement event (Qt 6.8 and later) for the readers that listen for it (Qt sends it
    to nobody else); while none on the accessibility bus does (Orca 43), a notification in
    ``source``'s window too (:mod:`.notice`), so that every reader hears it, once. Say it on
    screen too.
    """
    if _Announcement is not None:
        event = _Announcement(source, message)
        politeness = QAccessible.AnnouncementPoliteness
        event.setPoliteness(politeness.Assertive if assertive else politeness.Polite)
        QAccessible.updateAccessibility(event)
    if reader_active():
        announcement_listeners().when_settled(lambda: _notice(source, message))


def _notice(source: QWidget, message: str) -> None:
    """Show ``message`` as a notice in ``source``'s window, if readers need notices.

    Not when ``source`` has the focus and the message as its description: Orca 43 says a
    focused widget's new description itself (the Keys page does that).
    """
    if not (announcement_listeners().notices_needed and isValid(source)):
        return
    if source.hasFocus() and source.accessibleDescription() == message:
        return
    NoticeBoard.of(source).say(message)


class Accessibility(QObject):
    """Says the table in words: a Table tab, the view's description, announcements, review keys.

    Signals:
        announced(str, bool): a message was announced; True when assertive (it interrupts).
    """

    announced = Signal(str, bool)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._snapshot: TableSnapshot | None = None
        self._showdown: Showdown | None = None
        self._last_showdown: Showdown | None = None
        self._reveals_shown = 0  # in this game, on the table or passed over
        self._told: Event | None = None  # the lost (or won) die the verdict said
        self.table_text = make_readable(QPlainTextEdit())
        self.table_text.setObjectName("tableText")
        self.table_text.setAccessibleName(tr("Table in words"))

    def install(self, context: WindowContext) -> None:
        """Add the Table tab, the review keys, and follow the controller and the table."""
        self.context = context
        controller, scene = context.controller, context.parts.scene
        if reader_active():
            announcement_listeners()  # ask the bus early: the game's first words wait for it
        context.add_side_tab(self.table_text, tr("Table"))
        controller.snapshot_changed.connect(self._on_snapshot)
        controller.choices_changed.connect(self._on_choices)
        controller.game_started.connect(self._on_game_started)
        context.status_told.connect(self.announce)  # what the status bar shows, a reader says
        controller.game_resumed.connect(self._count_reveals)
        scene.events_shown.connect(self._on_events_shown)
        scene.events_passed_over.connect(self._count_reveals)
        scene.reveal_held_changed.connect(self._on_reveal_held)
        keys = (
            (10, tr("Read My &Dice"), self.read_my_dice, Key.READ_DICE, "readDiceAction"),
            (11, tr("Read the &Table"), self.read_table, Key.READ_TABLE, "readTableAction"),
            (12, tr("Repeat the Standing &Bid"), self.read_bid, Key.READ_BID, "readBidAction"),
            (
                13,
                tr("Repeat the Last &Reveal"),
                self.read_reveal,
                Key.READ_REVEAL,
                "readRevealAction",
            ),
        )
        context.add_separator(Menu.VIEW, 9)
        for place, text, slot, key, name in keys:
            context.add_action(Menu.VIEW, place, text, slot, key, name)

    # Review keys --------------------------------------------------------------------------------

    def read_my_dice(self) -> None:
        """Say the person's dice."""
        snapshot = self._snapshot
        self._review(your_dice_line(snapshot) if snapshot else "")

    def read_table(self) -> None:
        """Say the whole table."""
        snapshot = self._snapshot
        self._review(" ".join(table_lines(snapshot, self._showdown)) if snapshot else "")

    def read_bid(self) -> None:
        """Say the standing bid and who made it."""
        snapshot = self._snapshot
        self._review(bid_line(snapshot) if snapshot else "")

    def read_reveal(self) -> None:
        """Say the last reveal's verdict and tally again."""
        showdown, snapshot = self._last_showdown, self._snapshot
        if showdown is None or snapshot is None:
            self._review(tr("There is no reveal to show yet."))
            return
        self._review(" ".join(showdown_lines(showdown, snapshot.view.seat)))

    def _review(self, text: str) -> None:
        if not text:
            text = tr("No game is being played.")
        self.context.status(text, STATUS_MS, told=False)
        self.announce(text, assertive=True)

    # Following the game -------------------------------------------------------------------------

    def announce(self, message: str, assertive: bool = False) -> None:
        """Have the screen reader say ``message``: politely after what it is saying, or at once."""
        self.announced.emit(message, assertive)
        announce(self.context.window, message, assertive)

    def _on_snapshot(self, snapshot: TableSnapshot) -> None:
        self._snapshot = snapshot
        self._show()

    def _on_game_started(self, _setup: object) -> None:
        """A new game: no reveal yet to repeat (the last game's is not this one's)."""
        self._showdown = self._last_showdown = None
        self._told = None
        self._count_reveals(None)

    def _count_reveals(self, events: tuple[Event, ...] | None) -> None:
        """Count the reveals the table has shown or passed over (None: a new game, none yet)."""
        self._reveals_shown = 0 if events is None else self._reveals_shown + _reveals(events)
        self._show()

    def _behind(self) -> bool:
        """Whether the game has lifted cups the table has not counted yet.

        The game is then already in the next round (its loser opens it, with a die fewer):
        the table in words, told before the count, would give the verdict away.
        """
        snapshot = self._snapshot
        return snapshot is not None and _reveals(snapshot.view.history) > self._reveals_shown

    def _show(self) -> None:
        """Write the table in words, as the table shows it (it waits for a reveal's count)."""
        if self._behind():
            return
        snapshot = self._snapshot
        text = table_words(snapshot, self._showdown) if snapshot is not None else ""
        if self.table_text.toPlainText() != text:
            self.table_text.setPlainText(text)
        for view in self.context.parts.scene.views():
            view.setAccessibleDescription(text)

    def _on_events_shown(self, events: tuple[Event, ...]) -> None:
        snapshot = self._snapshot
        if snapshot is None:
            return
        you = snapshot.human_seat
        for event in events:
            if isinstance(event, RoundStarted):
                self._showdown = None
            if event == self._told:  # the verdict said it as the cups lifted
                self._told = None
                continue
            self.announce(event_words(event, snapshot.names, you, snapshot.view.options))
            if isinstance(event, DiceRevealed):
                self._reveals_shown += 1
                self._showdown = self._last_showdown = self._find_showdown(event, snapshot)
                if self._showdown is not None:
                    self.announce(" ".join(showdown_lines(self._showdown, snapshot.view.seat)))
                    self._told = self._consequence(self._showdown)
        self._show()

    def _on_reveal_held(self, held: bool) -> None:
        """After the verdict, say how to go on from the reveal the table holds for the person."""
        skipping = self.context.controller.is_fast_forwarding  # it goes on by itself then
        if held and self.context.parts.scene.own_dice_visible and not skipping:
            self.announce(continue_hint(self.context.key_map))

    @staticmethod
    def _consequence(showdown: Showdown) -> Event | None:
        """The die lost, else the die won back, that the verdict of ``showdown`` says."""
        lost = (event for event in showdown.after if isinstance(event, DieLost))
        won = (event for event in showdown.after if isinstance(event, DieGained))
        return next(lost, None) or next(won, None)

    @staticmethod
    def _find_showdown(revealed: DiceRevealed, snapshot: TableSnapshot) -> Showdown | None:
        """The showdown of ``revealed`` with what followed it, from the public history."""
        history = snapshot.view.history
        for index in range(len(history) - 1, -1, -1):
            if history[index] == revealed:
                start = max(index - 1, 0)  # the call that lifted the cups
                return Showdown.find(history[start:], snapshot.names, snapshot.human_seat)
        return None

    def _on_choices(self, choices: HumanChoices) -> None:
        if not choices.my_turn:
            return
        standing = choices.standing
        if standing is None:
            self.announce(tr("Your turn: open the bidding."), assertive=True)
            return
        text = (
            tr("Your turn: raise {bid}, or call Dudo or Calza.")
            if choices.may_calza
            else tr("Your turn: raise {bid}, or call Dudo.")
        )
        self.announce(text.format(bid=bid_words(standing)), assertive=True)


def _reveals(events: Sequence[Event]) -> int:
    """Return how many times the cups were lifted in ``events``."""
    return sum(isinstance(event, DiceRevealed) for event in events)
