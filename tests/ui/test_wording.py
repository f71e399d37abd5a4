"""The words the table and the log use for events: who, what, and the verdict of a reveal."""

from __future__ import annotations

import pytest

from perudo_qt.rules import (
    Bid,
    BidMade,
    CalzaCalled,
    DiceRevealed,
    DieGained,
    DieLost,
    RoundStarted,
)
from perudo_qt.ui.wording import event_words, verdict_words

NAMES = ["You", "Ana", "Bruno"]
WORKED_ROUND = DiceRevealed(((1, 1, 5, 2), (1, 5, 4, 4), (1, 4, 4, 6)), Bid(9, 5), 9, True)


@pytest.mark.parametrize(
    ("event", "text"),
    [
        (BidMade(1, Bid(9, 5)), "Ana bids 9 fives."),
        (BidMade(0, Bid(1, 1)), "You bid 1 paco."),
        (CalzaCalled(2, 0, Bid(3, 4)), "Bruno calls Calza on your 3 fours!"),
        (DieLost(0), "You lose a die."),
        (
            RoundStarted(4, 2, True),
            "Round 4, palifico: Bruno opens. Pacos are not wild and the face stays.",
        ),
    ],
)
def test_event_words(event, text: str) -> None:
    assert event_words(event, NAMES, you=0) == text


def test_dudo_verdict_of_the_worked_round() -> None:
    """000: nine fives with pacos against a bid of nine: the bid stands, the doubter pays."""
    text = verdict_words(WORKED_ROUND, (DieLost(2),), NAMES, calza=False, you=0)
    assert text == "9 fives with pacos, bid 9: the bid stands.\nBruno loses a die."


@pytest.mark.parametrize(
    ("count", "after", "text"),
    [
        (9, (DieGained(1),), "exactly right.\nAna wins a die back."),
        (9, (), "exactly right.\nNobody loses a die."),
        (10, (DieLost(0),), "not exact.\nYou lose a die."),
    ],
)
def test_calza_verdicts(count: int, after: tuple, text: str) -> None:
    revealed = DiceRevealed(WORKED_ROUND.dice, Bid(9, 5), count, True)
    assert verdict_words(revealed, after, NAMES, calza=True, you=0).endswith(text)
