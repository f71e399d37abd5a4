"""What the table has shown of the current game, and the bots' reasons, kept for the History."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QObject

from perudo_qt.bots.reasons import Reason
from perudo_qt.rules import Event

from .game_controller import GameController
from .table import TableSetup


class GameHistory(QObject):
    """What the table has shown of the current game, and the bots' reasons, kept for the view.

    Follows the table (``add_events`` with what it has shown), not the engine, so the view
    never runs ahead of it.
    """

    def __init__(self, controller: GameController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.events: list[Event] = []
        controller.game_started.connect(self._on_started)
        controller.game_resumed.connect(self.add_events)

    @property
    def setup(self) -> TableSetup | None:
        """The table of the current game."""
        return self.controller.setup

    @property
    def reasons(self) -> Mapping[int, Reason | str]:
        """The bots' reasons, by the index of their move in the game's history."""
        return self.controller.reasons

    def _on_started(self, setup: TableSetup) -> None:
        self.events.clear()

    def add_events(self, events: Sequence[Event]) -> None:
        """Keep ``events``, just shown by the table."""
        self.events.extend(events)
