"""The game log: lines in words, bot reasons only after the reveal, the newest line in sight."""

from __future__ import annotations

import pytest

from perudo_qt.bots.reasons import Reason, ReasonKind
from perudo_qt.rules import Bid, BidMade, DiceRevealed, DieLost, DudoCalled, RoundStarted
from perudo_qt.ui.game_log import GameLog

pytestmark = pytest.mark.gui


def test_reasons_wait_for_the_reveal_and_come_with_the_dice_held(qtbot) -> None:
    log = GameLog()
    qtbot.addWidget(log)
    names = ["You", "Ana", "Bruno"]
    log.add_events((RoundStarted(1, 1, False),), names, you=0)
    log.remember_reason(1, Reason(ReasonKind.LIKELY_RAISE, held=2, chance=0.81, doubt=0.3))
    log.add_events((BidMade(1, Bid(3, 4)), BidMade(2, Bid(4, 4))), names, you=0)
    log.remember_reason(1, Reason(ReasonKind.DUDO, held=2, chance=0.3, threshold=0.45))
    log.add_events((DudoCalled(1, 2, Bid(4, 4)),), names, you=0)
    during = ["Round 1: Ana opens.", "Ana bids 3 fours.", "Bruno bids 4 fours."]
    during.append("Ana calls Dudo on Bruno's 4 fours!")
    assert log.lines() == during
    assert not any("held" in line for line in log.lines())
    dice = ((2, 3), (1, 4, 6), (4, 5, 5))
    log.add_events((DiceRevealed(dice, Bid(4, 4), 3, True), DieLost(2)), names, you=0)
    assert log.lines()[len(during) :] == [
        "The cups lift: 3 fours with pacos (you ⚁⚂, Ana ⚀⚃⚅, Bruno ⚃⚄⚄).",
        "Ana held ⚀⚃⚅ and bid 3 fours. 2 of them counted. Ana thought it 81 % likely to be "
        "true and expected a Dudo on it 30 % of the time.",
        "Ana held ⚀⚃⚅ and called Dudo on 4 fours. 2 of them counted. Ana thought the bid only "
        "30 % likely, below the 45 % Ana needs to believe one.",
        "Bruno loses a die.",
    ]
    log.clear()
    assert log.lines() == []


def test_the_newest_line_is_in_sight(qtbot) -> None:
    log = GameLog()
    qtbot.addWidget(log)
    log.resize(300, 200)
    log.show()
    for round_number in range(1, 80):
        log.add_events((RoundStarted(round_number, 0, False), DieLost(1)), ["You", "Ana"], you=0)
    bar = log.verticalScrollBar()
    assert bar.maximum() > 0
    assert bar.value() == bar.maximum()
    assert log.lines()[-1] == "Ana loses a die."
