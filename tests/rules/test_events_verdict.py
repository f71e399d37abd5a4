"""A revealed bid's verdict, the one home of "the bid stands" and "exactly right"."""

from __future__ import annotations

import pytest

from perudo_qt.rules import Bid, DiceRevealed


@pytest.mark.parametrize(
    ("count", "stands", "exact"),
    [(4, False, False), (5, True, True), (6, True, False)],
)
def test_a_bid_of_five_stands_from_five_and_is_exact_at_five(
    count: int, stands: bool, exact: bool
) -> None:
    revealed = DiceRevealed(((1, 2), (3, 4)), Bid(5, 3), count, wild=True)
    assert revealed.bid_stands is stands
    assert revealed.exact is exact
