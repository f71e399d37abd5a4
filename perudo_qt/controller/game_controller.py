"""The game controller: owns the Game, asks the bots on their thread, paces play, reports events."""

from __future__ import annotations

import logging
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import replace
from types import MappingProxyType

from PySide6.QtCore import QObject, Signal, Slot

from perudo_qt.bots import Decision, is_plugin, plugin_path, safe_action
from perudo_qt.bots.faults import Fault, FaultKind
from perudo_qt.bots.reasons import Reason, replaced
from perudo_qt.rules import (
    Action,
    Bid,
    Calza,
    Dudo,
    Event,
    Game,
    IllegalActionError,
    RoundStarted,
)
from perudo_qt.store.plugins import ConfirmedPlugins, PluginFile

from .bot_worker import STAND_IN, BotAnswer, BotRequest, BotTable, BotThread
from .choices import HumanChoices, Refusal
from .clock import Clock
from .pacing import Speed, think_rng, think_time
from .qt_clock import QtClock
from .snapshot import TableSnapshot, take_snapshot
from .table import SeatSetup, TableSetup
from .turn import Phase, Question, TurnLoop

log = logging.getLogger(__name__)

BOT_BUDGET_S = 5.0
"""How long a bot may think before a safe action is played for it (and a plugin may load)."""

SLOW_LOAD_MS = 1000
"""How long a plugin may take to load before the person is told it is still loading."""


class GameController(QObject):
    """Runs one game at a time between the rules engine, the bot thread and the window.

    The controller applies actions, then emits ``events_happened`` and waits for ``proceed()``
    (the window calls it when its animations end) before the next bot is asked. Where the table
    is (``phase``), pauses and the bots' timers are its ``TurnLoop``'s, timed by ``clock``
    (Qt timers unless a test gives a fake one).

    Signals:
        game_started(TableSetup): a new game began (or a saved one goes on).
        game_resumed(tuple): a saved game goes on; the events of its rounds played before
            (emitted after ``game_started``, before the current round's events).
        events_happened(tuple, PlayerView): events of one action, and the perspective seat's
            view after them.
        choices_changed(HumanChoices): what the person may do now (also when nothing).
        bot_thinking(int): the seat whose bot is thinking.
        bot_decided(int, Decision): a bot's decision, with its reason, just before it is played.
        bot_failed(int, Fault): a bot's answer was replaced by a safe action, and why.
        bot_replaced(int, Fault): a seat's bot could not be made, and why; a built-in bot (the
            Normal level) plays the seat this game. A plugin whose file (as it is now) is not
            in ``plugins`` is not even loaded: the Normal level takes its seat in ``setup``.
        bot_loading_slowly(int): a seat's plugin has been loading for ``SLOW_LOAD_MS``; if it
            is not ready within the think budget, it is replaced (``bot_replaced``).
        action_refused(Refusal): the person's action was not taken, and why.
        game_finished(int): the winner's seat.
        snapshot_changed(TableSnapshot): what the person's seat may know changed (a game
            started or resumed, events, choices, a bot started thinking, the game ended).
        phase_changed(Phase): the table moved to another phase (see ``phase``).

    ``pause()`` and ``resume()`` hold the table while a dialog is open; ``fast_forward()``
    plays the rest of a game at once, for a person who is out and does not want to watch.
    """

    game_started = Signal(object)
    game_resumed = Signal(object)
    events_happened = Signal(object, object)
    choices_changed = Signal(object)
    bot_thinking = Signal(int)
    bot_decided = Signal(int, object)
    bot_failed = Signal(int, object)
    bot_replaced = Signal(int, object)
    bot_loading_slowly = Signal(int)
    action_refused = Signal(object)
    game_finished = Signal(int)
    snapshot_changed = Signal(object)
    phase_changed = Signal(object)

    def __init__(
        self,
        speed: Speed = Speed.NORMAL,
        parent: QObject | None = None,
        *,
        clock: Clock | None = None,
    ) -> None:
        super().__init__(parent)
        clock = QtClock(self) if clock is None else clock
        self.speed = speed
        self.budget_s = BOT_BUDGET_S
        self._bots = BotThread(self)
        self._bots.worker.answered.connect(self._on_answer)
        self._bots.worker.started.connect(self._on_bot_started)
        self._bots.worker.replaced.connect(self._on_bot_replaced)
        self._bots.worker.loading.connect(self._on_bot_loading)
        self.plugins = ConfirmedPlugins()
        """The plugin files the person confirmed may run (this run only, unless replaced)."""
        self._load_timer = clock.timer(self._on_slow_load, "slow load")
        self._loading_seat = -1
        self._game: Game | None = None
        self._setup: TableSetup | None = None
        self._reasons: dict[int, Reason | str] = {}
        self._generation = 0
        self._request_id = 0
        self._asked = 0
        self._shown = 0
        self._out_shown = False
        self._calza_queue: list[int] = []
        self._polled_bid_count = -1
        self._turn: TurnLoop[BotAnswer] = TurnLoop(
            clock,
            play=self._play_answer,
            overrun=self._on_overrun,
            proceed=self.proceed,
            phase_changed=self.phase_changed.emit,
        )
        self._snapshot: TableSnapshot | None = None
        self._snapshot_choices: HumanChoices | None = None
        self._thinking: int | None = None
        self._follow_snapshot()

    # The snapshot ------------------------------------------------------------------------------

    def _follow_snapshot(self) -> None:
        # Connected first, so the snapshot is new before any listener of these signals runs.
        self.game_started.connect(self._on_snapshot_started)
        self.game_resumed.connect(self._publish_snapshot)
        self.choices_changed.connect(self._on_snapshot_choices)
        self.events_happened.connect(self._on_snapshot_events)
        self.bot_thinking.connect(self._on_snapshot_thinking)
        self.game_finished.connect(self._publish_snapshot)
        self.phase_changed.connect(self._publish_snapshot)

    @property
    def snapshot(self) -> TableSnapshot | None:
        """What the person's seat may know of the game now; None before the first game."""
        return self._snapshot

    def _on_snapshot_started(self, setup: TableSetup) -> None:
        self._snapshot_choices, self._thinking = None, None
        self._publish_snapshot()

    def _on_snapshot_choices(self, choices: HumanChoices) -> None:
        self._snapshot_choices = choices
        self._publish_snapshot()

    def _on_snapshot_events(self, events: tuple[Event, ...], view: object) -> None:
        self._thinking = None
        self._publish_snapshot()

    def _on_snapshot_thinking(self, seat: int) -> None:
        self._thinking = seat
        self._publish_snapshot()

    def _publish_snapshot(self, *_: object) -> None:
        game, setup = self._game, self._setup
        if game is None or setup is None:
            return
        choices = self._snapshot_choices or HumanChoices.nothing(game)
        self._snapshot = take_snapshot(
            game, setup, self.perspective, choices, self._thinking, self.phase
        )
        self.snapshot_changed.emit(self._snapshot)

    @property
    def game(self) -> Game | None:
        """The game being played (read it; never change it from outside)."""
        return self._game

    @property
    def setup(self) -> TableSetup | None:
        """The table of the current game."""
        return self._setup

    @property
    def reasons(self) -> Mapping[int, Reason | str]:
        """The bots' reasons in the current game, by the index of their move in its history.

        They rest on the bots' hidden dice: shown only for rounds whose cups were lifted.
        """
        return MappingProxyType(self._reasons)

    @property
    def phase(self) -> Phase:
        """Where the table is in its turn loop (``PAUSED`` while held)."""
        return self._turn.phase

    @property
    def turn(self) -> TurnLoop[BotAnswer]:
        """The turn loop (read it; only the controller moves it)."""
        return self._turn

    @property
    def perspective(self) -> int:
        """The seat whose view the window shows: the person's, or seat 0 in a bots-only game."""
        if self._setup is None or self._setup.human_seat is None:
            return 0
        return self._setup.human_seat

    @property
    def pace(self) -> Speed:
        """The speed play goes at now: instant while fast-forwarding, else ``speed``."""
        return Speed.INSTANT if self._turn.is_fast_forwarding else self.speed

    @property
    def is_fast_forwarding(self) -> bool:
        """Whether the rest of the game is being played at once (see ``fast_forward``)."""
        return self._turn.is_fast_forwarding

    def start(self, setup: TableSetup, seed: int | None = None) -> None:
        """Start a new game at ``setup``; anything still running is dropped."""
        names = [seat.name for seat in setup.seats]
        game = Game(names, setup.options, seed=seed, first_seat=setup.first_seat)
        self._play(setup, game, game.history)

    def resume_saved(
        self, setup: TableSetup, game: Game, reasons: Mapping[int, Reason | str] | None = None
    ) -> None:
        """Go on with ``game``, rebuilt from a save, at ``setup``; anything running is dropped.

        ``reasons`` are the bots' reasons saved with it (see ``reasons``).

        The bots are built anew. What they learn in a game they learn from its public history,
        which they read whole on their first turn, so they play on as they would have; only
        their random draws differ, as these are seeded per request since the game was loaded.
        """
        history = game.history
        start = max(i for i, event in enumerate(history) if isinstance(event, RoundStarted))
        self._play(setup, game, history[start:], earlier=history[:start], reasons=reasons)

    def _play(
        self,
        setup: TableSetup,
        game: Game,
        events: tuple[Event, ...],
        earlier: tuple[Event, ...] = (),
        reasons: Mapping[int, Reason | str] | None = None,
    ) -> None:
        self._cancel_requests()
        self._turn.new_game()
        self._generation += 1
        self._game = game
        self._reasons = dict(reasons or {})
        self._asked = 0
        self._polled_bid_count = -1
        self._out_shown = False
        self._load_timer.stop()
        self._loading_seat = -1
        bots, unconfirmed = self._bot_table(setup)
        if unconfirmed:
            seats = list(setup.seats)
            for index, _ in unconfirmed:
                seats[index] = SeatSetup(seats[index].name, STAND_IN)
            setup = replace(setup, seats=tuple(seats))
        self._setup = setup
        self._bots.seat_requested.emit(bots)
        log.info("new game, seed %d, table %s", self._game.seed, setup)
        self.game_started.emit(setup)
        for index, file_name in unconfirmed:
            why = Fault(FaultKind.NOT_CONFIRMED, file=file_name)
            log.warning("seat %d: %s; %s plays instead", index, why, STAND_IN)
            self.bot_replaced.emit(index, why)
        if earlier:
            self.game_resumed.emit(earlier)
        self._present(events)

    def _bot_table(self, setup: TableSetup) -> tuple[BotTable, list[tuple[int, str]]]:
        """Return the bots to seat for ``setup``, and the seats whose plugin is not confirmed.

        A plugin seat is seated with the content of its file the person confirmed; one whose
        file as it is now was never confirmed gets the stand-in instead (with its file's name).
        """
        specs: list[tuple[int, str]] = []
        digests: list[tuple[int, str]] = []
        unconfirmed: list[tuple[int, str]] = []
        for index, seat in enumerate(setup.seats):
            if seat.is_human:
                continue
            spec = seat.bot_spec
            if is_plugin(spec):
                try:
                    plugin = PluginFile.read(plugin_path(spec))
                except OSError:
                    digests.append((index, ""))  # nothing can run; loading it says why
                else:
                    if self.plugins.is_confirmed(plugin):
                        digests.append((index, plugin.digest))
                    else:
                        unconfirmed.append((index, plugin.path.name))
                        spec = STAND_IN
            specs.append((index, spec))
        table = BotTable(self._generation, tuple(specs), self.budget_s, tuple(digests))
        return table, unconfirmed

    def shutdown(self) -> bool:
        """Stop asking bots and stop the bot thread (call before the application quits).

        Returns whether the thread has ended: a bot stuck in native code may keep it (see
        ``BotThread.stop``), and the program must then end without tearing it down.
        """
        self._cancel_requests()
        self._turn.end()
        self._generation += 1
        self._load_timer.stop()
        return self._bots.stop()

    # Pausing and fast-forwarding ----------------------------------------------------------------

    @property
    def is_paused(self) -> bool:
        """Whether the table is held (see ``pause``)."""
        return self._turn.is_paused

    def pause(self) -> None:
        """Hold the table: no bot is asked and no thinking or budget timer runs until ``resume``.

        A bot already thinking on its thread goes on; its answer is kept and played on resume.
        Pauses nest: the table goes on after as many ``resume`` calls as ``pause`` calls.
        """
        self._turn.pause()

    def resume(self) -> None:
        """Let the table go on where ``pause`` held it."""
        self._turn.resume()

    @contextmanager
    def paused(self) -> Iterator[None]:
        """Hold the table for the duration of a ``with`` block (a modal dialog)."""
        self.pause()
        try:
            yield
        finally:
            self.resume()

    def fast_forward(self) -> None:
        """Play the rest of this game at once: no thinking delays, instant pace.

        The bots still think on their thread; only the waiting is skipped. It ends with the game.
        """
        if self._game is None or self._game.is_over:
            return
        self._turn.fast_forward()

    # Play -------------------------------------------------------------------------------------

    def person_shown_out(self) -> None:
        """The table has shown the person out of the game: what they try is refused as such.

        Until then, while the table shows moves, an action is refused as too early (the table
        may not have shown what the engine would say).
        """
        self._out_shown = True

    @Slot()
    def proceed(self) -> None:
        """Go on after the window has shown the last events (at resume, if the table is held)."""
        game = self._game
        if game is None or not self._turn.proceed():
            return
        person = self._setup.human_seat if self._setup else None
        self._out_shown = person is not None and person not in game.active_seats
        if game.winner is not None:
            self._turn.finish()
            self.choices_changed.emit(self._human_choices())
            self.game_finished.emit(game.winner)
            return
        if len(game.round_bids) != self._polled_bid_count and game.current_bid is not None:
            # R16: after each bid, bots may call Calza, nearest the bidder's left first.
            self._polled_bid_count = len(game.round_bids)
            self._calza_queue = [
                seat
                for seat in game.calza_priority()
                if seat != game.current_seat and not self._is_human(seat)
            ]
        asked = self._next_asked()
        if asked is None:
            self._turn.await_person()
        else:
            self._turn.await_bot(calza_only=asked[1])
        shown = self._shown
        self.choices_changed.emit(self._human_choices())
        if asked is not None and self._shown == shown:  # the person did not act meanwhile
            self._ask(*asked)

    @Slot(object)
    def request_bid(self, bid: Bid) -> None:
        """The person bids ``bid``."""
        self._human_action(bid)

    @Slot()
    def request_dudo(self) -> None:
        """The person calls Dudo."""
        self._human_action(Dudo())

    @Slot()
    def request_calza(self) -> None:
        """The person calls Calza (in turn or out of turn, R16)."""
        self._human_action(Calza())

    # Internals -------------------------------------------------------------------------------

    def _is_human(self, seat: int) -> bool:
        return self._setup is not None and self._setup.human_seat == seat

    def _human_action(self, action: Action) -> None:
        game, seat = self._game, self._setup.human_seat if self._setup else None
        if game is None or seat is None:
            return
        if self._turn.is_showing and not self._out_shown:
            # What the engine would say may not be on the table yet: only a person shown
            # out of the game is told so while the table shows the bots' moves.
            self.action_refused.emit(Refusal(action, "", current_seat=game.current_seat))
            return
        try:
            game.check(action, seat)
        except IllegalActionError as error:
            allowed = (
                game.face_range(action.face, seat)
                if isinstance(action, Bid) and error.rule != "R4"
                else None
            )
            refusal = Refusal(
                action, error.rule, error.case, allowed, game.current_bid, game.current_seat
            )
            self.action_refused.emit(refusal)
            return
        self._apply(action, seat)

    def _ask_next(self) -> None:
        asked = self._next_asked()
        if asked is None:
            self._turn.await_person()
        else:
            self._ask(*asked)

    def _next_asked(self) -> tuple[int, bool] | None:
        """The bot to ask next and whether only for Calza; None on the person's turn."""
        game = self._game
        assert game is not None
        while self._calza_queue:
            polled = self._calza_queue.pop(0)
            if Calza() in game.legal_actions(polled):
                return polled, True
        seat = game.current_seat
        assert seat is not None
        return None if self._is_human(seat) else (seat, False)

    def _ask(self, seat: int, calza_only: bool) -> None:
        game = self._game
        assert game is not None
        if not calza_only:
            self.bot_thinking.emit(seat)
        legal = () if calza_only else game.legal_actions(seat)
        self._request_id += 1
        request = BotRequest(
            request_id=self._request_id,
            generation=self._generation,
            seat=seat,
            view=game.view_for(seat),
            legal=legal,
            seed=(game.seed * 1_000_003 + self._request_id) & 0xFFFFFFFF,
            budget_s=self.budget_s,
            calza_only=calza_only,
        )
        think_ms = 0 if calza_only else self._think_ms(seat)  # a Calza poll shows no thinking
        self._turn.ask(Question(self._request_id, seat, calza_only), think_ms)
        self._bots.think_requested.emit(request)

    def _think_ms(self, seat: int) -> int:
        """Draw how long ``seat``'s bot appears to think: by its personality, never its dice."""
        game, setup = self._game, self._setup
        assert game is not None
        assert setup is not None
        self._asked += 1
        return self.pace.think_ms(think_time(setup.seats[seat]), think_rng(game.seed, self._asked))

    @Slot(int)
    def _on_bot_started(self, request_id: int) -> None:
        # The budget runs from when the bot starts thinking, not from when it was asked: a bot
        # still busy with an earlier question must not make the next seat look slow.
        self._turn.started(request_id, round(self.budget_s * 1000))

    @Slot(int, int, str)
    def _on_bot_replaced(self, generation: int, seat: int, why: str) -> None:
        if generation == self._generation:
            self.bot_replaced.emit(seat, Fault(FaultKind.NOT_LOADED, detail=why))

    @Slot(int, int)
    def _on_bot_loading(self, generation: int, seat: int) -> None:
        if generation != self._generation:
            return
        self._loading_seat = seat
        if seat < 0:
            self._load_timer.stop()
        else:
            self._load_timer.start(SLOW_LOAD_MS)

    def _on_slow_load(self) -> None:
        if self._loading_seat >= 0:
            log.warning("the bot of seat %d is slow to load", self._loading_seat)
            self.bot_loading_slowly.emit(self._loading_seat)

    @Slot(object)
    def _on_answer(self, answer: BotAnswer) -> None:
        if not self._turn.answered(answer.request_id, answer):
            log.debug("dropping stale answer %d from seat %d", answer.request_id, answer.seat)

    def _play_answer(self, answer: BotAnswer) -> None:
        if answer.ruling is None:
            self._ask_next()
            return
        if answer.ruling.fault:
            self.bot_failed.emit(answer.seat, answer.ruling.fault)
        self._play_bot_decision(answer.seat, answer.ruling.decision)

    def _play_bot_decision(self, seat: int, decision: Decision) -> None:
        game = self._game
        assert game is not None
        if not game.is_legal(decision.action, seat):
            # The referee checked it against the view the bot saw; the table may have moved on.
            log.warning("seat %d answered %s, no longer legal; playing safe", seat, decision.action)
            if seat != game.current_seat:
                self._ask_next()
                return
            safe = safe_action(game.legal_actions(seat))
            decision = Decision(safe, replaced(Fault(FaultKind.TOO_LATE)))
        if decision.reason:
            # The decision's event is the next one the engine records.
            self._reasons[len(game.history)] = decision.reason
        self.bot_decided.emit(seat, decision)
        self._apply(decision.action, seat)

    def _on_overrun(self, question: Question) -> None:
        seat, game = question.seat, self._game
        assert game is not None
        self._request_id += 1  # its answer, if it ever comes, is stale
        why = Fault(FaultKind.OUT_OF_TIME, seconds=self.budget_s)
        log.warning("bot at seat %d %s", seat, why)
        self.bot_failed.emit(seat, why)
        if question.calza_only:
            self._ask_next()
            return
        action = safe_action(game.legal_actions(seat))
        self._play_bot_decision(seat, Decision(action, replaced(why)))

    def _apply(self, action: Action, seat: int) -> None:
        game = self._game
        assert game is not None
        self._cancel_requests()
        log.info("seat %d (%s): %s", seat, game.players[seat], action)
        self._present(game.apply(action, seat))

    def _present(self, events: tuple[Event, ...]) -> None:
        game = self._game
        assert game is not None
        self._shown += 1
        self._turn.show()
        self.choices_changed.emit(self._human_choices())
        self.events_happened.emit(events, game.view_for(self.perspective))

    def _cancel_requests(self) -> None:
        self._request_id += 1
        self._calza_queue = []
        self._turn.drop()

    def _human_choices(self) -> HumanChoices:
        game, seat = self._game, self._setup.human_seat if self._setup else None
        assert game is not None
        if seat is None or self._turn.is_showing:
            return HumanChoices.nothing(game)
        return HumanChoices.for_seat(game, seat)
