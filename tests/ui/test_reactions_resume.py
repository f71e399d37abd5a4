"""What the characters say is a function of the game's seed and public events alone, however
the events reach the table: shown, passed over (skipping to the result) or read back on resume."""

from __future__ import annotations

import random
from types import SimpleNamespace

import pytest
from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction

from perudo_qt.bots import make_bot
from perudo_qt.controller.table import SeatSetup, TableSetup
from perudo_qt.rules import Event, Game, RoundStarted
from perudo_qt.ui.table.reactions import Reactions

from ..bots.helpers import play_out

pytestmark = pytest.mark.gui

SEED = 11
TABLE = TableSetup(
    (
        SeatSetup("You"),
        SeatSetup("Ana", "normal"),
        SeatSetup("Bruno", "easy"),
        SeatSetup("Carla", "hard"),
    )
)


class Controller(QObject):
    """The controller's signals the reactions follow, and the game's seed."""

    game_started = Signal(object)
    game_resumed = Signal(object)
    snapshot = SimpleNamespace(seed=SEED)


class Scene(QObject):
    """The table's signals the reactions follow; speech goes nowhere."""

    events_shown = Signal(object)
    events_passed_over = Signal(object)

    def speech(self, seat: int) -> SimpleNamespace:
        return SimpleNamespace(say=lambda line: None, hide=lambda: None)


class Log:
    """Keeps what is said, by the index of the event it is said at."""

    def __init__(self) -> None:
        self.said: list[tuple[int, str, str]] = []

    def add_said_at(self, index: int, name: str, line: str) -> None:
        self.said.append((index, name, line))


def seated() -> tuple[Reactions, Controller, Scene, Log]:
    """Install the reactions on a table of stand-ins and start the game."""
    controller, scene, log = Controller(), Scene(), Log()
    context = SimpleNamespace(
        controller=controller,
        parts=SimpleNamespace(scene=scene, game_log=log),
        settings=SimpleNamespace(get=lambda setting: True, set=lambda setting, value: None),
        add_separator=lambda *where: None,
        add_action=lambda menu, place, text, slot, name: QAction(text),
    )
    reactions = Reactions()
    reactions.install(context)  # type: ignore[arg-type]
    controller.game_started.emit(TABLE)
    return reactions, controller, scene, log


def history() -> tuple[Event, ...]:
    game = Game([seat.name for seat in TABLE.seats], seed=SEED)
    play_out(game, [make_bot("normal") for _ in TABLE.seats], random.Random(1))
    return game.history


def test_a_game_skipped_then_resumed_says_what_it_would_have_said() -> None:
    events = history()
    starts = [index for index, event in enumerate(events) if isinstance(event, RoundStarted)]
    skipped, saved = starts[1], starts[3]
    _kept_alive, _, scene, first = seated()  # round 1 shown, rounds 2 and 3 skipped, the rest shown
    scene.events_shown.emit(events[:skipped])
    scene.events_passed_over.emit(events[skipped:saved])
    scene.events_shown.emit(events[saved:])
    _also_kept, controller, scene, resumed = seated()  # the same game, resumed as round 4 starts
    controller.game_resumed.emit(events[:saved])
    scene.events_shown.emit(events[saved:])
    said_later = [said for said in first.said if said[0] >= saved]
    assert said_later and said_later == [said for said in resumed.said if said[0] >= saved]
    assert not [said for said in first.said if skipped <= said[0] < saved]  # skipped: unsaid
    shown = [said for said in first.said if said[0] < skipped]
    assert shown and shown == [said for said in resumed.said if said[0] < skipped]
