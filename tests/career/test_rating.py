"""Ratings: the Bradley-Terry fit on constructed results, and the person's update after a game."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from perudo_qt.career.rating import (
    K_FACTOR,
    START,
    PairResult,
    Rating,
    expected_score,
    fit_ratings,
    nearest,
    pairwise_scores,
    rating_history,
    updated_rating,
)
from perudo_qt.store.stats import PlacedGame, PlacedSeat

THREE_TO_ONE = 400 * math.log10(3)
"""The Elo gap at which the stronger player wins three games in four."""


def test_a_chain_of_three_to_one_results_is_fitted_exactly() -> None:
    results = [PairResult("a", "b", 300, 100), PairResult("b", "c", 300, 100)]
    ratings = fit_ratings(results)
    assert ratings["a"].rating - ratings["b"].rating == pytest.approx(THREE_TO_ONE, abs=0.1)
    assert ratings["b"].rating - ratings["c"].rating == pytest.approx(THREE_TO_ONE, abs=0.1)
    assert sum(rating.rating for rating in ratings.values()) / 3 == pytest.approx(START)
    assert (ratings["a"].games, ratings["b"].games) == (400, 800)


def test_intervals_hold_the_estimate_and_narrow_with_more_games() -> None:
    few = fit_ratings([PairResult("a", "b", 30, 10)])["a"]
    many = fit_ratings([PairResult("a", "b", 3000, 1000)])["a"]
    for rating in (few, many):
        assert rating.low < rating.rating < rating.high
    assert many.high - many.low == pytest.approx((few.high - few.low) / 10, rel=0.01)


@pytest.mark.parametrize(
    ("results", "message"),
    [
        ([PairResult("a", "b", 10, 0)], "won all or none"),
        ([PairResult("a", "b", 5, 5), PairResult("c", "d", 5, 5)], "do not connect"),
    ],
)
def test_ratings_without_bounds_are_refused(results: list[PairResult], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        fit_ratings(results)


def test_a_multiplayer_game_is_pairs_with_everyone_else() -> None:
    assert pairwise_scores([2, 1, 4, 3], you=0) == [(1, 0.0), (2, 1.0), (3, 1.0)]


@pytest.mark.parametrize(
    ("opponents", "change"),
    [
        ([(1500.0, 1.0)], K_FACTOR / 2),
        ([(1500.0, 0.0)], -K_FACTOR / 2),
        ([(1500.0, 1.0)] * 5, K_FACTOR / 2),  # a six-seat win moves as far as a duel's
        ([(1500.0, 1.0), (1500.0, 0.0)], 0.0),
        ([], 0.0),
    ],
)
def test_the_update_on_constructed_results(opponents: list[tuple[float, float]], change: float):
    assert updated_rating(1500.0, opponents) - 1500.0 == pytest.approx(change)


def test_beating_a_stronger_opponent_gains_more_than_beating_a_weaker_one() -> None:
    stronger = updated_rating(1500.0, [(1700.0, 1.0)])
    weaker = updated_rating(1500.0, [(1300.0, 1.0)])
    assert stronger - 1500.0 == pytest.approx(K_FACTOR * expected_score(1700.0, 1500.0))
    assert stronger > weaker > 1500.0


@given(
    st.floats(1000, 2000),
    st.lists(st.tuples(st.floats(1000, 2000), st.sampled_from([0.0, 1.0])), max_size=5),
)
def test_an_update_stays_within_the_k_factor(rating: float, opponents) -> None:
    assert abs(updated_rating(rating, opponents) - rating) <= K_FACTOR


def test_nearest_names_who_the_person_is_about_as_strong_as() -> None:
    table = {"easy": Rating(1200, 1150, 1250, 10), "hard": Rating(1700, 1650, 1750, 10)}
    assert nearest(1400, table) == "easy"
    assert nearest(1600, table) == "hard"
    with pytest.raises(ValueError, match="no ratings"):
        nearest(1500, {})


def placed(*seats: tuple[str | None, int]) -> PlacedGame:
    return PlacedGame(1, None, tuple(PlacedSeat(bot, None, place) for bot, place in seats))


def test_the_persons_rating_over_recorded_games() -> None:
    table = {"easy": Rating(1300, 1280, 1320, 100), "hard": Rating(1700, 1680, 1720, 100)}
    games = [
        placed((None, 1), ("easy", 2)),  # a duel won against Easy
        placed(("plugin.py:Bot", 1), (None, 2)),  # nobody rated: no change, no point
        placed(("hard", 1), (None, 2), ("easy", 3)),  # behind Hard, ahead of Easy
        placed(("hard", 1), ("easy", 2)),  # no person at the table
    ]
    history = rating_history(games, table)
    first = updated_rating(START, [(1300, 1.0)])
    assert history == [first, updated_rating(first, [(1700, 0.0), (1300, 1.0)])]
    assert rating_history([], table) == []
