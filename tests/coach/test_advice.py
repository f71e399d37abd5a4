"""The tutor's advice follows the odds: a sure bid, a good raise, a risky one, a hopeless one."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from perudo_qt.bots.odds import SeatOdds
from perudo_qt.coach.advice import (
    BidAdviceKind,
    DudoAdviceKind,
    bid_advice,
    dudo_advice,
)
from perudo_qt.rules import Bid

# Two fives, a two, a three and a four in hand; 15 dice unseen; pacos wild: a five counts
# one time in three.
ODDS = SeatOdds((5, 5, 2, 3, 4), 15, True)


@pytest.mark.parametrize(
    ("bid", "low", "high", "kind"),
    [
        (Bid(12, 5), 0.0, 0.02, BidAdviceKind.UNLIKELY),  # about 1 %
        (Bid(9, 5), 0.2, 0.21, BidAdviceKind.RISKY),
        (Bid(8, 5), 0.37, 0.39, BidAdviceKind.RISKY),
        (Bid(7, 5), 0.59, 0.60, BidAdviceKind.GOOD),  # about even, a little better
        (Bid(6, 5), 0.79, 0.80, BidAdviceKind.GOOD),
        (Bid(1, 2), 1.0, 1.0, BidAdviceKind.SAFE),  # 100 %: the person holds it
    ],
)
def test_a_bid_is_advised_by_its_odds(
    bid: Bid, low: float, high: float, kind: BidAdviceKind
) -> None:
    advice = bid_advice(ODDS, bid)
    assert low <= advice.chance <= high
    assert advice.kind is kind
    assert advice.bid == bid


def test_a_bids_advice_names_the_numbers_it_rests_on() -> None:
    advice = bid_advice(ODDS, Bid(7, 5))
    assert (advice.held, advice.others) == (2, 15)
    assert advice.expected == pytest.approx(5.0)
    palifico = bid_advice(SeatOdds((1, 5, 5), 9, False), Bid(3, 5))
    assert palifico.held == 2  # the paco is not wild in a palifico round
    assert palifico.expected == pytest.approx(9 / 6)


@pytest.mark.parametrize(
    ("standing", "kind"),
    [
        (Bid(12, 5), DudoAdviceKind.WORTH),  # about 1 % true
        (Bid(8, 5), DudoAdviceKind.CLOSE),  # 38 %
        (Bid(6, 5), DudoAdviceKind.NOT_WORTH),  # 79 %
        (Bid(1, 2), DudoAdviceKind.NOT_WORTH),  # 100 %
    ],
)
def test_a_dudo_is_advised_by_the_odds_of_the_standing_bid(
    standing: Bid, kind: DudoAdviceKind
) -> None:
    advice = dudo_advice(ODDS, standing)
    assert advice.kind is kind
    assert advice.chance == ODDS.at_least(standing)


@given(st.integers(1, 20), st.integers(1, 20), st.integers(2, 6))
def test_the_likelier_bid_never_gets_the_gloomier_advice(
    first: int, second: int, face: int
) -> None:
    gloom = list(BidAdviceKind)[::-1]  # unlikely, risky, good, safe
    low, high = sorted((first, second))
    likelier, less = bid_advice(ODDS, Bid(low, face)), bid_advice(ODDS, Bid(high, face))
    assert gloom.index(likelier.kind) >= gloom.index(less.kind)
    calls = list(DudoAdviceKind)  # worth, close, not worth
    assert calls.index(dudo_advice(ODDS, Bid(low, face)).kind) >= calls.index(
        dudo_advice(ODDS, Bid(high, face)).kind
    )
