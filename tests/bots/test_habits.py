"""Reading each opponent's habits in the ordinary rounds: how much their bids say of their dice."""

from __future__ import annotations

import dataclasses
import random

from perudo_qt.bots.beliefs import estimate
from perudo_qt.bots.estimating import EstimatingBot
from perudo_qt.bots.habits import HabitReader
from perudo_qt.bots.levels import EXPERT, NORMAL
from perudo_qt.bots.opponents import JudgeModel
from perudo_qt.bots.tendencies import MAX_TILT, Tendencies, read_round
from perudo_qt.rules import Bid, BidMade, DiceRevealed, DudoCalled, Game, PlayerView, RoundStarted

OTHER_HAND = (2, 3, 4, 5, 6)


def revealed_round(
    hand: tuple[int, ...], face: int, doubted: bool, quantity: int = 4
) -> tuple[object, ...]:
    """A heads-up round: seat 0 holds ``hand`` and bids ``quantity`` of ``face``.

    Seat 1 doubts, or raises by one die and seat 0 doubts that.
    """
    bid = Bid(quantity, face)
    dice = (hand, OTHER_HAND)
    events: list[object] = [RoundStarted(1, 0, False), BidMade(0, bid)]
    if doubted:
        events.append(DudoCalled(1, 0, bid))
    else:
        raised = Bid(quantity + 1, face)
        events += [BidMade(1, raised), DudoCalled(0, 1, raised)]
        bid = raised
    events.append(DiceRevealed(dice, bid, 0, False))
    return tuple(events)


def history_of(honest: bool, rounds: int = 12) -> list[tuple[object, ...]]:
    """Seat 0's revealed bids: of the face it holds three of, or of one it lacks; seat 1 doubts."""
    rng = random.Random(3)
    played = []
    for _ in range(rounds):
        held, lacked = rng.sample(range(2, 7), 2)
        rest = [face for face in range(2, 7) if face not in (held, lacked)]
        hand = tuple(sorted((held, held, held, *rng.sample(rest, 2))))
        played.append(revealed_round(hand, held if honest else lacked, doubted=True))
    return played


def bidder(honest: bool) -> Tendencies:
    """What seat 0's revealed bids show of it."""
    tendencies: dict[int, Tendencies] = {}
    for round_events in history_of(honest):
        read_round(round_events, tendencies)
    return tendencies[0]


def reader_after(honest: bool) -> HabitReader:
    """Seat 1's reader of seat 0, after seat 0's revealed bids."""
    reader = HabitReader()
    reader.update(view_after(history_of(honest)))
    return reader


def view_after(rounds: list[tuple[object, ...]]) -> PlayerView:
    """Seat 1's view of a new round, after ``rounds``, once seat 0 opened "3 fours"."""
    game = Game(["A", "B"], seed=4, first_seat=0)
    game.set_round_dice([[1, 2, 4, 5, 6], [2, 3, 3, 5, 6]])
    game.apply(Bid(3, 4), 0)
    view = game.view_for(1)
    history = tuple(event for round_events in rounds for event in round_events)
    return dataclasses.replace(view, history=(*history, *view.history))


def test_an_honest_bidders_tilt_is_high_and_a_bluffers_none() -> None:
    assert 1.0 < bidder(honest=True).tilt < MAX_TILT
    assert bidder(honest=False).tilt == 0.0
    assert Tendencies().tilt == 0.0


def test_the_tilt_is_the_one_under_which_their_bids_hold_as_many_dice_as_seen() -> None:
    habits = bidder(honest=True)
    assert abs(habits._expected_held(habits.tilt) - habits.held) < 1e-6


def test_a_bid_says_more_of_an_honest_bidder_and_less_of_a_bluffer() -> None:
    level = EXPERT.inference
    honest = reader_after(honest=True).bid_readings(1, level)[0]
    bluffer = reader_after(honest=False).bid_readings(1, level)[0]
    assert bluffer < level < honest
    assert HabitReader().bid_readings(1, level) == {}
    view = view_after([])
    rng = random.Random(0)
    expected = {
        name: estimate(view, EXPERT, rng, readings={0: reading}).expected(4)
        for name, reading in (("honest", honest), ("level", level), ("bluffer", bluffer))
    }
    assert expected["bluffer"] < expected["level"] < expected["honest"]
    assert estimate(view, EXPERT, rng, readings={}).expected(4) == expected["level"]


def test_an_eager_doubters_line_moves_the_judge_and_a_reader_of_bids_keeps_it() -> None:
    """Seat 1 doubts "3 of a face" holding one, a bid true with a chance of 0.54."""
    reader = HabitReader()
    rounds = [revealed_round(OTHER_HAND, face, True, quantity=3) for face in (2, 3, 4, 5, 6)]
    reader.update(view_after(rounds * 3))
    plain = JudgeModel(0.0, 0.5)
    assert reader.tendencies[1].line > 0.5
    assert 0.5 < reader.judge(1, plain).threshold <= reader.tendencies[1].line
    assert reader.judge(1, JudgeModel(1.0, 0.5)) == JudgeModel(1.0, 0.5)
    assert HabitReader().judge(1, plain) == plain


def test_with_nothing_revealed_a_reader_of_habits_plays_exactly_as_before() -> None:
    """The same decisions and the same draws from the rng, for Expert's and Normal's estimates."""
    for level in (EXPERT, NORMAL):
        reading = dataclasses.replace(level, reads_habits=True)
        plain = dataclasses.replace(level, reads_habits=False)
        for seed in range(12):
            game = Game(["A", "B"], seed=seed)
            first = game.current_seat
            assert first is not None
            game.apply(Bid(2, 2 + seed % 5), first)
            view = game.view_for(1 - first)
            legal = game.legal_actions(1 - first)
            read_rng, plain_rng = random.Random(seed), random.Random(seed)
            decision = EstimatingBot(reading).choose(view, legal, read_rng)
            assert decision == EstimatingBot(plain).choose(view, legal, plain_rng)
            assert read_rng.random() == plain_rng.random()


def test_a_reader_of_habits_starts_over_for_a_new_game() -> None:
    reader = HabitReader()
    restarted, rounds = reader.update(view_after(history_of(honest=True)))
    assert not restarted and len(rounds) == 12
    restarted, rounds = reader.update(view_after([]))
    assert restarted and rounds == []
    assert reader.tendencies == {}
