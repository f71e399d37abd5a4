"""Characters react at the table: a short line in a speech bubble over their cup, and in the log.

What is said, and when, comes from the public events as the table shows them (a reveal's
moments when the reveal is on the table) and from a random source seeded by the game's seed
alone (``career.reactions``): never from anyone's hidden dice, nor from a bot's reasons.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QObject

from perudo_qt.career.reactions import LinePicker, Moment, MomentReader
from perudo_qt.controller.pacing import seat_personality
from perudo_qt.controller.table import TableSetup
from perudo_qt.rules import Event
from perudo_qt.settings_schema import REACTIONS
from perudo_qt.ui.feature import Menu, WindowContext
from perudo_qt.ui.words.reaction_words import character_lines, reaction_lines
from perudo_qt.ui.words.wording import tr


def reaction_rng(seed: int) -> random.Random:
    """Return the source a game's reactions are drawn from: its seed's, apart from the dice's."""
    return random.Random(f"reactions {seed}")


class Reactions(QObject):
    """Lets the bots at the table say their lines at public moments, as the table shows them.

    The person's own seat says nothing: the person speaks for themselves. View > Opponents
    Speak turns the lines off and on (kept in the settings); lines are drawn all the same, so
    those said after it is turned back on are the ones the game's seed gives.
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._reader = MomentReader()
        self._picker = LinePicker(reaction_rng(0))
        self._setup: TableSetup | None = None
        self._read = 0  # the events of the game read: the next one's index in its history

    def install(self, context: WindowContext) -> None:
        """Follow new games and the events the table shows."""
        self.context = context
        context.controller.game_started.connect(self._on_game_started)
        context.controller.game_resumed.connect(self._on_game_resumed)
        context.parts.scene.events_shown.connect(self._on_events_shown)
        context.parts.scene.events_passed_over.connect(self._on_events_passed_over)
        context.add_separator(Menu.VIEW, 39)
        self.action = context.add_action(
            Menu.VIEW, 40, tr("Opponents &Speak"), self._on_toggled, name="reactionsAction"
        )
        self.action.setCheckable(True)
        self.action.setChecked(context.settings.get(REACTIONS))

    def _on_toggled(self, on: bool) -> None:
        self.context.settings.set(REACTIONS, on)
        if not on:
            for seat in range(len(self._setup.seats) if self._setup else 0):
                self.context.parts.scene.speech(seat).hide()

    def _on_game_started(self, setup: TableSetup) -> None:
        snapshot = self.context.controller.snapshot  # already the new game's
        self._setup = setup
        self._reader = MomentReader()
        self._read = 0
        self._picker = LinePicker(reaction_rng(snapshot.seed if snapshot is not None else 0))

    def _on_events_passed_over(self, events: tuple[Event, ...]) -> None:
        # Skipping to the result, the table shows nothing until the last round: read it all the
        # same, lines drawn and unsaid, so that the last round's moments are read from where
        # the game is, and its lines are those a resumed game draws there too.
        self._said(events)

    def _on_events_shown(self, events: tuple[Event, ...]) -> None:
        for index, seat, said in self._said(events):
            self.context.parts.scene.speech(seat).say(said[1])
            self.context.parts.game_log.add_said_at(index, *said)

    def _on_game_resumed(self, earlier: tuple[Event, ...]) -> None:
        """Read the rounds played before a resume, as the table showed them then.

        Their lines go back in the log where they were said, and what is said next is what the
        game would have said had it gone on.
        """
        for index, _seat, said in self._said(earlier):
            self.context.parts.game_log.add_said_at(index, *said)

    def _said(self, events: tuple[Event, ...]) -> list[tuple[int, int, tuple[str, str]]]:
        """Read the game's next ``events``: what is said at them, to be heard.

        Each is the index in the game's history of the event it is said at, the seat, and
        its name and line; none while Opponents Speak is off.
        """
        said = []
        for event in events:
            for seat, moment in self._reader.feed((event,)):
                line = self._line(seat, moment)
                if line is not None and self.action.isChecked():
                    said.append((self._read, seat, line))
            self._read += 1
        return said

    def _line(self, seat: int, moment: Moment) -> tuple[str, str] | None:
        """Return who says what at ``seat``'s ``moment``: their name and the line drawn.

        None for the person, who speaks for themselves. A line is drawn all the same when
        nobody hears it (Opponents Speak off), so the lines after it stay the seed's.
        """
        setup = self._setup
        if setup is None:
            return None
        seated = setup.seats[seat]
        if seated.is_human:
            return None
        voice = seat_personality(seated)
        lines = reaction_lines(voice)[moment]
        if seated.character:  # a character says its own lines too
            lines += character_lines(seated.character)[moment]
        speaker = seated.character or voice
        return seated.name, lines[self._picker.pick(speaker, moment, len(lines))]
