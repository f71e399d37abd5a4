"""The turn loop's phases, pauses and timers, driven by a fake clock (no Qt, no bot thread)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from perudo_qt.controller.turn import Phase, Question, TurnLoop

from .fake_clock import FakeClock

THINK_MS = 900
BUDGET_MS = 5000


class Table:
    """A turn loop on a fake clock, recording what it asks its owner to do."""

    def __init__(self) -> None:
        self.clock = FakeClock()
        self.played: list[str] = []
        self.overruns: list[Question] = []
        self.proceeds = 0
        self.phases: list[Phase] = []
        self.turn: TurnLoop[str] = TurnLoop(
            self.clock,
            play=self.played.append,
            overrun=self.overruns.append,
            proceed=self.proceed,
            phase_changed=self.phases.append,
        )

    def proceed(self) -> None:
        self.proceeds += 1

    def ask(self, request_id: int = 1, think_ms: int = THINK_MS, calza: bool = False) -> None:
        """Show events, let the window catch up, then ask seat 1."""
        self.turn.show()
        assert self.turn.proceed()
        self.turn.ask(Question(request_id, 1, calza), think_ms)


def test_an_answer_is_played_no_sooner_than_the_think_time() -> None:
    table = Table()
    table.ask()
    table.turn.started(1, BUDGET_MS)
    table.clock.advance(100)
    assert table.turn.answered(1, "bid")
    table.clock.advance(THINK_MS - 101)
    assert table.played == [] and table.turn.answer_waiting
    table.clock.advance(1)
    assert table.played == ["bid"]
    assert table.turn.question is None and not table.turn.answer_waiting


def test_an_answer_after_the_think_time_is_played_at_once() -> None:
    table = Table()
    table.ask()
    table.turn.started(1, BUDGET_MS)
    table.clock.advance(THINK_MS + 500)
    assert table.played == []
    table.turn.answered(1, "dudo")
    assert table.played == ["dudo"]


def test_a_calza_question_has_no_think_time() -> None:
    table = Table()
    table.ask(calza=True)
    assert table.turn.phase is Phase.CALZA_WINDOW
    table.turn.answered(1, "calza")
    assert table.played == ["calza"]


def test_a_bot_past_its_budget_is_overruled_and_its_late_answer_dropped() -> None:
    table = Table()
    table.ask(request_id=7)
    table.clock.advance(10 * BUDGET_MS)  # the budget runs from when the bot starts, not before
    assert table.overruns == []
    table.turn.started(7, BUDGET_MS)
    table.clock.advance(BUDGET_MS - 1)
    assert table.overruns == []
    table.clock.advance(1)
    assert table.overruns == [Question(7, 1, False)]
    assert not table.turn.answered(7, "too late")
    assert table.played == []


def test_an_answer_in_time_stops_the_budget() -> None:
    table = Table()
    table.ask(think_ms=0)
    table.turn.started(1, BUDGET_MS)
    table.clock.advance(BUDGET_MS - 1)
    table.turn.answered(1, "bid")
    table.clock.advance(10 * BUDGET_MS)
    assert table.played == ["bid"] and table.overruns == []


def test_stale_requests_neither_start_a_budget_nor_play() -> None:
    table = Table()
    table.ask(request_id=2)
    table.turn.started(1, BUDGET_MS)
    assert not table.turn.budget_running
    assert not table.turn.answered(1, "old")
    table.clock.advance(THINK_MS)
    assert table.played == []


def test_a_pause_holds_the_think_time_with_what_was_left() -> None:
    table = Table()
    table.ask()
    table.turn.started(1, BUDGET_MS)
    table.clock.advance(300)
    table.turn.pause()
    table.turn.answered(1, "bid")
    table.clock.advance(10 * BUDGET_MS)
    assert table.played == [] and table.overruns == []
    table.turn.resume()
    table.clock.advance(THINK_MS - 300 - 1)
    assert table.played == []
    table.clock.advance(1)
    assert table.played == ["bid"]


def test_a_pause_holds_the_budget_with_what_was_left() -> None:
    table = Table()
    table.ask(think_ms=0)
    table.turn.started(1, BUDGET_MS)
    table.clock.advance(1000)
    table.turn.pause()
    assert not table.turn.budget_running
    assert table.clock.remaining_ms("budget") == BUDGET_MS - 1000
    table.clock.advance(10 * BUDGET_MS)
    assert table.overruns == []
    table.turn.resume()
    table.clock.advance(BUDGET_MS - 1000 - 1)
    assert table.overruns == []
    table.clock.advance(1)
    assert table.overruns == [Question(1, 1, False)]


def test_an_answer_that_comes_during_a_pause_is_played_on_resume() -> None:
    table = Table()
    table.ask(think_ms=0)
    table.turn.started(1, BUDGET_MS)
    table.turn.pause()
    table.turn.answered(1, "bid")
    table.clock.advance(10 * BUDGET_MS)
    assert table.played == []
    table.turn.resume()
    assert table.played == ["bid"]


def test_a_bot_that_starts_during_a_pause_gets_its_whole_budget_from_resume() -> None:
    table = Table()
    table.ask(think_ms=0)
    table.turn.pause()
    table.turn.started(1, BUDGET_MS)
    table.clock.advance(10 * BUDGET_MS)
    table.turn.resume()
    table.clock.advance(BUDGET_MS - 1)
    assert table.overruns == []
    table.clock.advance(1)
    assert len(table.overruns) == 1


def test_pauses_nest() -> None:
    table = Table()
    table.ask(think_ms=0)
    table.turn.pause()
    table.turn.pause()
    table.turn.answered(1, "bid")
    table.turn.resume()
    assert table.turn.is_paused and table.turn.phase is Phase.PAUSED
    assert table.played == []
    table.turn.resume()
    assert not table.turn.is_paused and table.turn.phase is Phase.BOT_THINKING
    assert table.played == ["bid"]
    table.turn.resume()  # one resume too many changes nothing
    assert not table.turn.is_paused


def test_fast_forward_plays_an_answer_waiting_for_its_think_time_now() -> None:
    table = Table()
    table.ask()
    table.turn.answered(1, "bid")
    table.turn.fast_forward()
    assert table.played == ["bid"]
    table.ask(request_id=2)  # no think time for the rest of the game
    table.turn.answered(2, "dudo")
    assert table.played == ["bid", "dudo"]


def test_fast_forward_during_a_pause_skips_the_held_think_time_at_resume() -> None:
    table = Table()
    table.ask()
    table.turn.answered(1, "bid")
    table.turn.pause()
    table.turn.fast_forward()
    assert table.played == []
    table.turn.resume()
    assert table.played == ["bid"]


def test_a_finished_game_and_a_new_one_stop_fast_forwarding() -> None:
    table = Table()
    table.ask()
    table.turn.fast_forward()
    table.turn.finish()
    assert not table.turn.is_fast_forwarding and table.turn.phase is Phase.FINISHED
    table.turn.fast_forward()
    table.turn.new_game()
    assert not table.turn.is_fast_forwarding


def test_proceeding_while_paused_goes_on_at_resume() -> None:
    table = Table()
    table.turn.show()
    table.turn.pause()
    assert not table.turn.proceed()
    assert table.proceeds == 0
    table.turn.resume()
    assert table.proceeds == 1


def test_a_new_game_forgets_a_proceed_held_by_a_pause() -> None:
    table = Table()
    table.turn.show()
    table.turn.pause()
    table.turn.proceed()
    table.turn.new_game()
    table.turn.resume()
    assert table.proceeds == 0


def test_only_shown_events_can_be_proceeded_from() -> None:
    table = Table()
    assert not table.turn.proceed()  # no game
    table.ask()
    assert not table.turn.proceed()  # a bot is thinking
    table.turn.await_person()
    assert not table.turn.proceed()


def test_the_phases_are_announced_as_the_table_moves() -> None:
    table = Table()
    assert table.turn.phase is Phase.NO_GAME
    table.turn.pause()  # nothing to hold without a game
    assert table.turn.phase is Phase.NO_GAME
    table.turn.resume()
    table.ask()
    table.turn.answered(1, "bid")
    table.clock.advance(THINK_MS)
    table.turn.show()
    table.turn.pause()
    table.turn.resume()
    table.turn.proceed()
    table.turn.await_person()
    table.turn.show()
    table.turn.proceed()
    table.turn.finish()
    table.turn.end()
    assert table.phases == [
        Phase.SHOWING,
        Phase.BOT_THINKING,
        Phase.SHOWING,
        Phase.PAUSED,
        Phase.SHOWING,
        Phase.PERSON_TURN,
        Phase.SHOWING,
        Phase.FINISHED,
        Phase.NO_GAME,
    ]


def test_a_pause_reports_paused_and_keeps_the_phase_it_holds() -> None:
    table = Table()
    table.turn.pause()
    table.turn.show()  # a game may start under a dialog
    assert table.turn.phase is Phase.PAUSED
    assert table.turn.held_phase is Phase.SHOWING
    table.turn.resume()
    assert table.phases == [Phase.PAUSED, Phase.SHOWING]


@given(
    steps=st.lists(
        st.tuples(st.sampled_from(["advance", "pause", "resume"]), st.integers(0, 1000)),
        max_size=30,
    ),
    answer_at=st.integers(0, 3000),
)
def test_an_answer_is_played_once_the_table_ran_the_think_time_unheld(
    steps: list[tuple[str, int]], answer_at: int
) -> None:
    """However pauses fall, the answer plays when it came and THINK_MS passed unheld, not before."""
    table = Table()
    table.ask()
    unheld = 0
    due = False
    for step, ms in [*steps, ("resume", 0), ("advance", THINK_MS + 3000)]:
        if step == "pause":
            table.turn.pause()
        elif step == "resume":
            while table.turn.is_paused:
                table.turn.resume()
        else:
            if not table.turn.answer_waiting and not table.played:
                early = min(max(answer_at - table.clock.now_ms, 0), ms)
                table.clock.advance(early)
                unheld += 0 if table.turn.is_paused else early
                ms -= early
                if table.clock.now_ms >= answer_at:
                    table.turn.answered(1, "bid")
            table.clock.advance(ms)
            unheld += 0 if table.turn.is_paused else ms
        answered = table.clock.now_ms >= answer_at
        due = due or (answered and unheld >= THINK_MS and not table.turn.is_paused)
        assert table.played == (["bid"] if due else [])
