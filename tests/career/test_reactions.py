"""Reactions: the public moments read from events, and lines never said twice in a row.

Fairness: what a character says, and when, is a function of public events and an rng of its
own; two games that differ only in hidden dice give the same reactions until the reveal.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from perudo_qt.bots import make_bot
from perudo_qt.career.reactions import LINES_PER_MOMENT, LinePicker, Moment, MomentReader
from perudo_qt.rules import (
    Bid,
    BidMade,
    Calza,
    DiceRevealed,
    Dudo,
    Event,
    Game,
    RuleOptions,
)


def scripted_round(dice: list[list[int]]) -> list[Event]:
    """Three seats: 1 four, 3 fours (a big raise), Dudo on it; the dice decide who loses."""
    game = Game(["A", "B", "C"], RuleOptions(), seed=3, first_seat=0)
    game.set_round_dice(dice)
    game.apply(Bid(1, 4), 0)
    game.apply(Bid(3, 4), 1)
    game.apply(Dudo(), 2)
    return list(game.history)


def reactions(events: list[Event], seed: int = 7) -> list[tuple[int, Moment, int]]:
    reader, picker = MomentReader(), LinePicker(random.Random(seed))
    return [
        (seat, moment, picker.pick("pirate", moment))
        for event in events
        for seat, moment in reader.feed([event])
    ]


def test_the_moments_of_a_bluff_caught() -> None:
    events = scripted_round([[2] * 5, [3] * 5, [5] * 5])  # no four at all: a bluff
    moments = [(seat, moment) for seat, moment, _ in reactions(events)]
    assert moments == [
        (1, Moment.BIG_RAISE),
        (1, Moment.DOUBTED),
        (2, Moment.BLUFF_CAUGHT),
        (1, Moment.LOST_DIE),
        (2, Moment.WON_DIE),
    ]


def test_the_moments_of_a_true_bid_doubted() -> None:
    events = scripted_round([[4] * 5, [3] * 5, [5] * 5])
    moments = [(seat, moment) for seat, moment, _ in reactions(events)]
    assert moments == [
        (1, Moment.BIG_RAISE),
        (1, Moment.DOUBTED),
        (2, Moment.LOST_DIE),
        (1, Moment.WON_DIE),
    ]


def test_a_right_calza_and_the_last_die_and_the_game() -> None:
    game = Game(["A", "B"], RuleOptions(dice_per_player=1, calza=True), seed=1, first_seat=0)
    game.set_round_dice([[3], [3]])
    game.apply(Bid(2, 3), 0)
    game.apply(Calza(), 1)  # exactly two threes: B would gain a die, but holds its one
    game.set_round_dice([[2], [5]])
    game.apply(Bid(1, 5), 1)
    game.apply(Dudo(), 0)  # wrong: A is out, B wins
    moments = [(seat, moment) for seat, moment, _ in reactions(list(game.history))]
    assert moments[-1] == (1, Moment.WON_GAME)
    assert (0, Moment.LOST_DIE) in moments and (1, Moment.WON_DIE) in moments


def test_until_the_reveal_the_hidden_dice_change_nothing() -> None:
    """Two rounds alike in every public event but the dice: the same lines, the same moments."""
    bluff = scripted_round([[2] * 5, [3] * 5, [5] * 5])
    true = scripted_round([[4] * 5, [3] * 5, [5] * 5])
    reveal = next(index for index, event in enumerate(bluff) if isinstance(event, DiceRevealed))
    assert bluff[:reveal] == true[:reveal]
    assert reactions(bluff[:reveal]) == reactions(true[:reveal])


@pytest.mark.parametrize("players", [2, 4, 6])
def test_every_seat_reads_the_same_reactions_from_its_view(players: int) -> None:
    """Reactions come from the public history: every seat's view gives the same ones."""
    specs = ["normal:pirate", "easy:gambler", "normal:skeptic"] * 2
    bots = [make_bot(spec) for spec in specs[:players]]
    game = Game([f"P{seat}" for seat in range(players)], RuleOptions(calza=True), seed=players)
    rng = random.Random(players)
    while not game.is_over:
        seat = game.current_seat
        assert seat is not None
        decision = bots[seat].choose(game.view_for(seat), game.legal_actions(seat), rng)
        game.apply(decision.action, seat)
    views = [reactions(list(game.view_for(seat).history)) for seat in range(players)]
    assert all(view == views[0] for view in views)
    assert views[0][-1][:2] == (game.winner, Moment.WON_GAME)


@given(st.lists(st.sampled_from(list(Moment)), max_size=60), st.integers(0, 2**32))
def test_a_line_is_never_said_twice_in_a_row(moments: list[Moment], seed: int) -> None:
    picker = LinePicker(random.Random(seed))
    last: dict[Moment, int] = {}
    for moment in moments:
        index = picker.pick("gambler", moment)
        assert 0 <= index < LINES_PER_MOMENT and last.get(moment) != index
        last[moment] = index


def test_every_line_is_said_in_time_and_one_line_is_said_again() -> None:
    picker = LinePicker(random.Random(1))
    said = {picker.pick("skeptic", Moment.LOST_DIE) for _ in range(50)}
    assert said == set(range(LINES_PER_MOMENT))
    assert [picker.pick("skeptic", Moment.DOUBTED, count=1) for _ in range(3)] == [0, 0, 0]
    with pytest.raises(ValueError, match="line"):
        picker.pick("skeptic", Moment.DOUBTED, count=0)


def test_a_bid_on_pacos_is_never_a_big_raise() -> None:
    reader = MomentReader()
    assert reader.feed([BidMade(0, Bid(2, 4)), BidMade(1, Bid(5, 1)), BidMade(2, Bid(9, 1))]) == []
