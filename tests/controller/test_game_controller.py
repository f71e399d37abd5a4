"""The controller with real bot threads: full games, the person's turn, failing and slow bots."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from pytestqt.qtbot import QtBot

from perudo_qt.bots import make_bot
from perudo_qt.controller import bot_worker
from perudo_qt.controller.choices import HumanChoices, Refusal
from perudo_qt.controller.game_controller import GameController
from perudo_qt.controller.pacing import Speed
from perudo_qt.controller.table import SeatSetup, TableSetup
from perudo_qt.rules import Bid, CalzaCalled, Event, RuleOptions

from .fake_clock import FakeClock
from .plugins import confirm
from .thread_bots import NativeSleeper, Spinner, Watcher

pytestmark = pytest.mark.gui


def test_a_bots_only_game_plays_to_the_end(qtbot: QtBot, controller: GameController) -> None:
    with qtbot.waitSignal(controller.game_finished, timeout=20000) as finished:
        controller.start(TableSetup.all_bots(4, RuleOptions(calza=True)), seed=3)
    game = controller.game
    assert game is not None and game.is_over
    assert finished.args == [game.winner]


def human_table(**options: object) -> TableSetup:
    seats = (SeatSetup("You"), SeatSetup("Bea", "normal"), SeatSetup("Cid", "hard", "pirate"))
    return TableSetup(seats, RuleOptions(**options))  # type: ignore[arg-type]


def start_and_wait_for_my_turn(
    qtbot: QtBot, controller: GameController, setup: TableSetup, seed: int
) -> HumanChoices:
    seen: list[HumanChoices] = []
    controller.choices_changed.connect(seen.append)
    controller.start(setup, seed=seed)
    qtbot.waitUntil(lambda: bool(seen) and seen[-1].my_turn, timeout=10000)
    return seen[-1]


def test_the_person_gets_exactly_the_engine_choices(
    qtbot: QtBot, controller: GameController
) -> None:
    choices = start_and_wait_for_my_turn(qtbot, controller, human_table(), 8)
    game = controller.game
    assert game is not None
    assert choices.legal == game.legal_actions(0)
    assert set(choices.bids) == {a for a in game.legal_actions(0) if isinstance(a, Bid)}


def test_an_illegal_bid_is_refused_with_its_rule(qtbot: QtBot, controller: GameController) -> None:
    start_and_wait_for_my_turn(qtbot, controller, human_table(), 8)
    game = controller.game
    assert game is not None
    before = game.history
    bid = Bid(1, 1) if game.current_bid is None else Bid(1, 2)
    with qtbot.waitSignal(controller.action_refused) as refused:
        controller.request_bid(bid)
    refusal = refused.args[0]
    assert refusal.action == bid
    assert refusal.rule.startswith("R")
    assert refusal.allowed == game.face_range(bid.face, 0)
    assert game.history == before


def test_the_person_plays_a_whole_game_by_dudo(qtbot: QtBot, controller: GameController) -> None:
    """Always doubting (or bidding low) through the controller finishes a game."""

    def act(choices: HumanChoices) -> None:
        if not choices.my_turn:
            return
        if choices.may_dudo:
            QTimer.singleShot(0, controller.request_dudo)
        else:
            QTimer.singleShot(0, lambda: controller.request_bid(choices.bids[0]))

    controller.choices_changed.connect(act)
    with qtbot.waitSignal(controller.game_finished, timeout=30000):
        controller.start(human_table(calza=True), seed=2)
    assert controller.game is not None and controller.game.is_over


def test_calza_out_of_turn_from_the_person(qtbot: QtBot, controller: GameController) -> None:
    """While a bot is to play, the person calls Calza on another bot's bid (R16)."""
    calls: list[int] = []

    def act(choices: HumanChoices) -> None:
        game = controller.game
        assert game is not None
        if choices.my_turn:
            QTimer.singleShot(0, lambda: controller.request_bid(choices.bids[0]))
        elif choices.may_calza and not calls:
            assert game.current_seat is not None
            calls.append(game.current_seat)
            controller.request_calza()

    controller.choices_changed.connect(act)
    controller.start(human_table(calza=True), seed=5)
    qtbot.waitUntil(lambda: bool(calls), timeout=20000)
    game = controller.game
    assert game is not None
    called = [event for event in game.history if isinstance(event, CalzaCalled)]
    assert called[0].seat == 0
    assert called[0].bidder != 0
    assert calls[0] != 0  # it was a bot's turn when the person called


def test_a_crashing_bot_is_replaced_and_the_game_goes_on(
    qtbot: QtBot, controller: GameController, plugin_file: Path
) -> None:
    seats = (SeatSetup("Crash", f"{plugin_file}:Crasher"), SeatSetup("Bea", "normal"))
    failures: list[tuple[int, str]] = []
    controller.bot_failed.connect(lambda seat, why: failures.append((seat, why)))
    with qtbot.waitSignal(controller.game_finished, timeout=20000):
        controller.start(TableSetup(seats, RuleOptions(calza=True)), seed=1)
    assert failures
    bug = "raised RuntimeError: 'plugin bug'"
    assert all(seat == 0 and bug in str(why) for seat, why in failures)


def test_an_overrunning_bot_gets_a_safe_action(
    qtbot: QtBot, controller: GameController, clock: FakeClock, plugin_file: Path
) -> None:
    seats = (SeatSetup("Slow", f"{plugin_file}:Sleeper"), SeatSetup("Bea", "normal"))
    failed: list[tuple[int, object]] = []
    decided: list[tuple[int, object]] = []
    controller.bot_failed.connect(lambda seat, why: failed.append((seat, why)))
    controller.bot_decided.connect(lambda seat, decision: decided.append((seat, decision.reason)))
    controller.start(TableSetup(seats, RuleOptions(dice_per_player=1), first_seat=0), seed=1)
    qtbot.waitUntil(lambda: controller.turn.budget_running, timeout=20000)  # the sleeper began
    clock.advance(round(controller.budget_s * 1000))
    assert [seat for seat, _ in failed] == [0]
    assert "longer than" in str(failed[0][1])
    assert [seat for seat, _ in decided] == [0]  # a safe action, played at once
    with qtbot.waitSignal(controller.game_finished, timeout=20000):
        pass  # the sleeper's answer to that turn, when it comes, is dropped


def test_a_slow_bot_does_not_stall_the_gui_thread(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, controller: GameController
) -> None:
    """The GUI thread runs while a bot thinks (how long its longest stall is: make bench-gui)."""
    watcher = Watcher()
    real = make_bot
    monkeypatch.setattr(
        bot_worker, "make_bot", lambda spec: watcher if spec == "easy" else real(spec)
    )
    heartbeat = QTimer()
    heartbeat.setInterval(1)
    heartbeat.timeout.connect(lambda: watcher.ticked.set() if watcher.thinking.is_set() else None)
    heartbeat.start()
    reasons: list[str] = []
    controller.bot_decided.connect(
        lambda seat, decision: reasons.append(decision.reason) if seat == 0 else None
    )
    seats = (SeatSetup("Slow", "easy"), SeatSetup("Bea", "normal"))
    with qtbot.waitSignal(controller.game_finished, timeout=60000):
        controller.start(TableSetup(seats, RuleOptions(dice_per_player=1)), seed=4)
    heartbeat.stop()
    assert reasons and set(reasons) == {"the table ticked"}


def test_a_new_game_drops_the_old_games_answers(
    qtbot: QtBot, controller: GameController, plugin_file: Path
) -> None:
    slow = (SeatSetup("Slow", f"{plugin_file}:Sleeper"), SeatSetup("You"))
    with qtbot.waitSignal(controller.bot_thinking, timeout=5000):
        controller.start(TableSetup(slow, RuleOptions()), seed=1)
        game_one = controller.game
        assert game_one is not None
        if game_one.current_seat == 1:
            controller.request_bid(Bid(1, 2))
    frozen = game_one.history
    decided: list[int] = []
    controller.bot_decided.connect(lambda seat, decision: decided.append(seat))
    two = (SeatSetup("You"), SeatSetup("Bea", "normal"))
    controller.start(TableSetup(two, RuleOptions()), seed=9)
    game_two = controller.game
    assert game_two is not None and game_two is not game_one
    qtbot.wait(500)  # the sleeper answers game one after 0.25 s: that answer must be dropped
    assert game_one.history == frozen
    assert all(seat == 1 for seat in decided)  # only game two's bot (Bea, seat 1) played


def test_closing_mid_thought_stops_the_thread_cleanly(qtbot: QtBot, plugin_file: Path) -> None:
    controller = GameController(Speed.NORMAL, clock=FakeClock())
    confirm(controller, plugin_file)
    seats = (SeatSetup("Slow", f"{plugin_file}:Sleeper"), SeatSetup("Bea", "normal"))
    controller.events_happened.connect(lambda events, view: controller.proceed())
    with qtbot.waitSignal(controller.bot_thinking, timeout=5000):
        controller.start(TableSetup(seats, RuleOptions()), seed=1)
    controller.shutdown()  # returns: its wait is bounded (see the stuck bots below)
    qtbot.waitUntil(lambda: not controller._bots.is_running, timeout=10000)


def test_resume_goes_on_from_the_current_round(qtbot: QtBot, controller: GameController) -> None:
    from perudo_qt.rules import Dudo, Game, RoundStarted, game_from_json, game_to_json

    setup = TableSetup.all_bots(3, RuleOptions())
    played = Game([seat.name for seat in setup.seats], setup.options, seed=9)
    while played.round_number < 3:  # two rounds of an opening bid and Dudo
        played.apply(played.legal_actions()[0] if played.current_bid is None else Dudo())
    played.apply(played.legal_actions()[0])
    game = game_from_json(game_to_json(played))
    shown: list[tuple[Event, ...]] = []
    earlier: list[tuple[Event, ...]] = []
    controller.game_resumed.connect(earlier.append)
    controller.events_happened.connect(lambda events, view: shown.append(events))
    with qtbot.waitSignal(controller.game_finished, timeout=20000):
        controller.resume_saved(setup, game)
    assert controller.game is game and game.is_over
    history = played.history
    third = max(i for i, event in enumerate(history) if isinstance(event, RoundStarted))
    assert earlier == [history[:third]]
    assert shown[0] == history[third:]
    assert game.history[: len(history)] == history


def start_stuck_game(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, bot: Spinner) -> GameController:
    monkeypatch.setattr(bot_worker, "make_bot", lambda spec: bot)
    controller = GameController(Speed.INSTANT, clock=FakeClock())
    controller.events_happened.connect(lambda events, view: controller.proceed())
    seats = (SeatSetup("Ana", "easy"), SeatSetup("Bea", "easy"))
    with qtbot.waitSignal(controller.bot_thinking, timeout=5000):
        controller.start(TableSetup(seats, RuleOptions()), seed=1)
    qtbot.waitUntil(bot.thinking.is_set, timeout=5000)  # in its loop now
    return controller


@pytest.mark.parametrize(
    ("bot", "ends_now"),
    [
        (Spinner(), True),  # interrupted where it spins
        (NativeSleeper(), False),  # out of reach: left to end with the program
    ],
)
def test_closing_never_waits_for_a_bot_on_the_thread(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, bot: Spinner, ends_now: bool
) -> None:
    controller = start_stuck_game(qtbot, monkeypatch, bot)
    assert controller.shutdown() is ends_now
    assert controller.shutdown() is ends_now  # and no second wait
    if isinstance(bot, NativeSleeper):
        bot.let_go.set()  # only now: shutdown came back while the bot was stuck
    # No QThread is destroyed while running: it ends once its bot is back in Python.
    qtbot.waitUntil(lambda: not controller._bots.is_running, timeout=10000)


def test_a_bot_thinking_in_python_on_the_thread_is_interrupted_at_once(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Stopping does not first wait for such a bot to finish: it may take long (here 30 s)."""
    monkeypatch.setattr(bot_worker, "STOP_WAIT_MS", 120_000)
    bot = Spinner(spin_s=30)
    controller = start_stuck_game(qtbot, monkeypatch, bot)
    assert controller.shutdown()
    assert bot.interrupted


@pytest.mark.parametrize("first_seat", [0, 1, 2])
def test_a_table_can_name_who_opens(controller: GameController, first_seat: int) -> None:
    seats = (SeatSetup("You"), SeatSetup("Ana", "easy"), SeatSetup("Bruno", "easy"))
    controller.start(TableSetup(seats, first_seat=first_seat), seed=5)
    assert controller.game is not None and controller.game.first_seat == first_seat


@pytest.mark.parametrize("first_seat", [-1, 3])
def test_a_table_refuses_an_opener_it_does_not_seat(first_seat: int) -> None:
    seats = (SeatSetup("You"), SeatSetup("Ana", "easy"), SeatSetup("Bruno", "easy"))
    with pytest.raises(ValueError, match="R3"):
        TableSetup(seats, first_seat=first_seat)


def test_a_person_shown_out_is_told_so_while_the_bots_play_on(qtbot: QtBot) -> None:
    from perudo_qt.rules import Game

    from ..rules.helpers import make_seat_lose

    controller = GameController(Speed.INSTANT)
    refusals: list[Refusal] = []
    controller.action_refused.connect(refusals.append)
    seats = (SeatSetup("You"), SeatSetup("Ana", "easy"), SeatSetup("Bea", "easy"))
    game = Game([seat.name for seat in seats], RuleOptions(dice_per_player=1), seed=3)
    make_seat_lose(game, 0)
    assert 0 not in game.active_seats
    try:
        controller.resume_saved(TableSetup(seats, game.options), game)
        controller.request_dudo()  # the table is not drawn yet
        assert refusals[-1].rule == ""
        with qtbot.waitSignal(controller.events_happened, timeout=10000):
            controller.proceed()  # the table shows the person out; the bots play on
        controller.request_dudo()  # while the table shows a bot's move
        assert (refusals[-1].rule, refusals[-1].case) == ("R4", "out")
    finally:
        controller.shutdown()
