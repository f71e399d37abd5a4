"""The shared plain odds agree with a brute-force count and with the bots' own estimate."""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from perudo_qt.bots.beliefs import estimate
from perudo_qt.bots.levels import Level
from perudo_qt.bots.odds import SeatOdds, seat_odds
from perudo_qt.rules import FACES, Bid, Game, RuleOptions, count_matching

from ..rules.helpers import game_with_counts, make_seat_lose

PLAIN = Level("plain")
"""A level that reads nothing into the bids: its estimate is the plain odds."""


def brute_force(own: tuple[int, ...], hidden: int, bid: Bid, wild: bool) -> tuple[float, float]:
    """Return P(at least) and P(exactly) by counting every roll of the hidden dice."""
    wild_for_face = wild and bid.face != 1
    at_least = exactly = 0
    rolls = list(itertools.product(FACES, repeat=hidden))
    for roll in rolls:
        count = count_matching([own, roll], bid.face, wild_for_face)
        at_least += count >= bid.quantity
        exactly += count == bid.quantity
    return at_least / len(rolls), exactly / len(rolls)


@given(
    own=st.lists(st.sampled_from(FACES), max_size=3).map(tuple),
    hidden=st.integers(0, 3),
    quantity=st.integers(1, 7),
    face=st.sampled_from(FACES),
    wild=st.booleans(),
)
def test_odds_match_a_brute_force_count(
    own: tuple[int, ...], hidden: int, quantity: int, face: int, wild: bool
) -> None:
    bid = Bid(quantity, face)
    odds = SeatOdds(own, hidden, wild)
    at_least, exactly = brute_force(own, hidden, bid, wild)
    assert odds.at_least(bid) == pytest.approx(at_least)
    assert odds.exactly(bid) == pytest.approx(exactly)


@pytest.mark.parametrize(
    ("own", "hidden", "bid", "wild", "expected"),
    [
        ((4, 4), 2, Bid(2, 4), True, 1.0),  # own dice make the count
        ((1, 4), 2, Bid(2, 4), True, 1.0),  # a wild paco counts as a four (R13)
        ((1, 4), 2, Bid(2, 4), False, 1 - (5 / 6) ** 2),  # palifico: the paco does not (R14)
        ((1, 4), 2, Bid(4, 4), True, 1 / 9),
        ((2, 3), 1, Bid(1, 1), True, 1 / 6),  # pacos match only pacos
        ((2, 3), 2, Bid(5, 2), True, 0.0),  # more than the dice in play
    ],
)
def test_known_odds(
    own: tuple[int, ...], hidden: int, bid: Bid, wild: bool, expected: float
) -> None:
    assert SeatOdds(own, hidden, wild).at_least(bid) == pytest.approx(expected)


@pytest.mark.parametrize("seed", range(6))
def test_the_bots_estimate_reads_the_same_odds(seed: int) -> None:
    """A level without lapses or inference estimates exactly the plain odds: one implementation."""
    game = Game("ABCD", RuleOptions(dice_per_player=3), seed=seed)
    view = game.view_for(seed % 4)
    beliefs = estimate(view, PLAIN, random.Random(seed))
    odds = seat_odds(view)
    for face in FACES:
        for quantity in range(1, 13):
            bid = Bid(quantity, face)
            assert odds.at_least(bid) == beliefs.at_least(bid)
            assert odds.exactly(bid) == beliefs.exactly(bid)


@pytest.mark.parametrize("visible", [False, True])
def test_hidden_dice_are_counted_from_the_announced_losses(visible: bool) -> None:
    game = Game("ABC", RuleOptions(lost_dice_visible=visible), seed=4, first_seat=0)
    for seat in (1, 2, 2, 0):
        make_seat_lose(game, seat)
    view = game.view_for(0)
    assert view.dice_counts == (game.dice_counts if visible else None)
    odds = seat_odds(view)
    assert odds.own_dice == game.dice(0)
    assert odds.hidden == game.total_dice - len(game.dice(0)) == 7


def test_a_palifico_round_counts_pacos_as_pacos() -> None:
    game = game_with_counts(2, [1, 3], starter=0)
    assert game.is_palifico_round
    game.set_round_dice([[1], [4, 4, 5]])
    odds = seat_odds(game.view_for(0))
    assert not odds.wild
    assert odds.at_least(Bid(1, 4)) == pytest.approx(1 - (5 / 6) ** 3)
    assert odds.at_least(Bid(1, 1)) == 1.0
