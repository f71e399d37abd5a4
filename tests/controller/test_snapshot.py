"""The controller's snapshots: what the person's seat may know, published with every change."""

from __future__ import annotations

import dataclasses

import pytest

from perudo_qt.controller.game_controller import GameController
from perudo_qt.controller.snapshot import TableSnapshot
from perudo_qt.controller.table import SeatSetup, TableSetup
from perudo_qt.controller.turn import Phase
from perudo_qt.rules import RuleOptions

pytestmark = pytest.mark.gui


def person_table() -> TableSetup:
    seats = (SeatSetup("Bea", "normal"), SeatSetup("You"), SeatSetup("Cid", "easy"))
    return TableSetup(seats, RuleOptions())


def test_there_is_no_snapshot_before_a_game(qtbot, controller: GameController) -> None:
    assert controller.snapshot is None


def test_a_snapshot_follows_every_change_and_is_frozen(qtbot, controller: GameController) -> None:
    seen: list[TableSnapshot] = []
    controller.snapshot_changed.connect(seen.append)
    with qtbot.waitSignal(controller.game_finished, timeout=20000):
        controller.start(TableSetup.all_bots(3, RuleOptions()), seed=5)
    game = controller.game
    assert game is not None
    last = controller.snapshot
    assert last is not None and seen[-1] is last
    assert len(seen) > 3
    assert last.seed == game.seed == 5
    assert last.winner == game.winner and last.is_over and last.phase is Phase.FINISHED
    order = last.finishing_order
    assert order is not None and order[0] == game.winner and sorted(order) == [0, 1, 2]
    assert last.view == game.view_for(0)  # a bots-only game is seen from seat 0
    assert last.names == game.players
    with pytest.raises(dataclasses.FrozenInstanceError):
        last.seed = 6  # type: ignore[misc]


def test_a_snapshot_shows_the_person_only_their_own_dice(qtbot, controller: GameController) -> None:
    thinking: list[int | None] = []
    controller.snapshot_changed.connect(lambda snapshot: thinking.append(snapshot.thinking))
    controller.start(person_table(), seed=11)
    qtbot.waitUntil(
        lambda: controller.snapshot is not None and controller.snapshot.choices.my_turn,
        timeout=10000,
    )
    snapshot, game = controller.snapshot, controller.game
    assert snapshot is not None and game is not None
    assert snapshot.human_seat == 1 and snapshot.person_playing
    assert snapshot.finishing_order is None  # nobody has a place before the end
    assert snapshot.phase is Phase.PERSON_TURN
    assert snapshot.view.seat == 1
    assert snapshot.view.own_dice == game.dice(1)
    assert snapshot.choices.legal == game.legal_actions(1)
    assert set(thinking) <= {None, 0, 2}  # only bots think
    assert snapshot.thinking is None
