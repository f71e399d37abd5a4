"""The game log: lines in words, bot reasons on the right line, the newest line in sight."""

from __future__ import annotations

from perudo_qt.rules import Bid, BidMade, DieLost, RoundStarted
from perudo_qt.ui.game_log import GameLog


def test_reasons_attach_to_the_bots_next_action(qtbot) -> None:
    log = GameLog()
    qtbot.addWidget(log)
    names = ["You", "Ana"]
    log.add_events((RoundStarted(1, 1, False),), names, you=0)
    log.remember_reason(1, "P(3 fours) = 0.81")
    log.add_events((BidMade(1, Bid(3, 4)), BidMade(0, Bid(4, 4))), names, you=0)
    assert log.lines() == ["Round 1: Ana opens.", "Ana bids 3 fours.", "You bid 4 fours."]
    assert [log.reason_at_line(line) for line in range(3)] == ["", "P(3 fours) = 0.81", ""]
    log.clear()
    assert log.lines() == []
    assert log.reason_at_line(1) == ""


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
