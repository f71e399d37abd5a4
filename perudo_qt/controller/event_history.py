"""What the table has shown of the current game, and the bots' reasons, kept for the History."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject

from perudo_qt.bots import Decision
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
        self.reasons: dict[int, Reason | str] = {}
        controller.game_started.connect(self._on_started)
        controller.game_resumed.connect(self.add_events)
        controller.bot_decided.connect(self._on_decided)

    @property
    def setup(self) -> TableSetup | None:
        """The table of the current game."""
        return self.controller.setup

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
