"""The game log: lines in words, bot reasons only after the reveal, the newest line in sight."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QAccessible, QColor, QFontMetricsF

from perudo_qt.bots.reasons import Reason, ReasonKind
from perudo_qt.rules import (
    Bid,
    BidMade,
    DiceRevealed,
    DieLost,
    DudoCalled,
    RoundStarted,
    RuleOptions,
)
from perudo_qt.ui.panels.game_log import GameLog
from perudo_qt.ui.table.artwork import SEAT_COLOURS
from perudo_qt.ui.words.wording import DIE_GLYPHS

pytestmark = pytest.mark.gui


def test_reasons_wait_for_the_reveal_and_come_with_the_dice_held(qtbot) -> None:
    log = GameLog()
    qtbot.addWidget(log)
    names = ["You", "Ana", "Bruno"]
    # By the index of the move in the game's history: Ana's bid, then her Dudo.
    reasons: dict[int, Reason | str] = {}
    log.add_events((RoundStarted(1, 1, False),), names, 0, reasons)
    reasons[1] = Reason(ReasonKind.LIKELY_RAISE, held=2, chance=0.81, doubt=0.3)
    log.add_events((BidMade(1, Bid(3, 4)), BidMade(2, Bid(4, 4))), names, 0, reasons)
    reasons[3] = Reason(ReasonKind.DUDO, held=2, chance=0.3, threshold=0.45)
    log.add_events((DudoCalled(1, 2, Bid(4, 4)),), names, 0, reasons)
    during = ["Round 1: Ana opens.", "Ana bids 3 fours.", "Bruno bids 4 fours."]
    during.append("Ana calls Dudo on Bruno's 4 fours!")
    assert log.lines() == during
    assert not any("held" in line for line in log.lines())
    dice = ((2, 3), (1, 4, 6), (4, 5, 5))
    log.add_events((DiceRevealed(dice, Bid(4, 4), 3, True), DieLost(2)), names, 0, reasons)
    assert log.lines()[len(during) :] == [
        "The cups lift: 3 fours with pacos.",
        "   You 2 3",
        "   Ana 1 4 6",
        "   Bruno 4 5 5",
        "Ana held 1 4 6 and bid 3 fours. 2 of them counted. Ana thought it 81 % likely to be "
        "true and expected a Dudo on it 30 % of the time.",
        "Ana held 1 4 6 and called Dudo on 4 fours. 2 of them counted. Ana thought the bid only "
        "30 % likely, below the 45 % Ana needs to believe one.",
        "Bruno loses a die.",
    ]
    log.clear()
    assert log.lines() == []


def test_a_palifico_round_s_line_follows_the_game_s_face_rule(qtbot) -> None:
    log = GameLog()
    qtbot.addWidget(log)
    changing = RuleOptions(palifico_one_die_may_change_face=True)
    log.add_events([RoundStarted(3, 1, True)], ["You", "Ana"], 0, options=changing)
    assert log.lines()[-1].endswith("only a player with one die may change the face.")


def test_what_was_said_stands_after_its_event_whenever_it_is_told(qtbot) -> None:
    """A resumed game's lines go back where they were said; one told early waits its event."""
    log = GameLog()
    qtbot.addWidget(log)
    names = ["You", "Ana", "Bruno"]
    events = (RoundStarted(1, 1, False), BidMade(1, Bid(3, 4)), BidMade(2, Bid(6, 4)))
    log.add_events(events, names, 0)
    log.add_said_at(2, "Bruno", "More dice, more fun!")
    log.add_said_at(1, "Ana", "Well.")
    log.add_said_at(1, "Bruno", "Hm.")
    log.add_said_at(4, "Bruno", "Ouch.")  # not logged yet: it waits for its event
    call = (DudoCalled(1, 2, Bid(6, 4)), DieLost(2))
    log.add_events(call, names, 0)
    assert log.lines() == [
        "Round 1: Ana opens.",
        "Ana bids 3 fours.",
        "Ana: “Well.”",
        "Bruno: “Hm.”",
        "Bruno bids 6 fours.",
        "Bruno: “More dice, more fun!”",
        "Ana calls Dudo on Bruno's 6 fours!",
        "Bruno loses a die.",
        "Bruno: “Ouch.”",
    ]
    log.clear()
    log.add_said_at(4, "Bruno", "Ouch.")
    log.clear()  # a new game forgets what waited
    log.add_events(events + call, names, 0)
    assert "Bruno: “Ouch.”" not in log.lines()


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
    log.resize(300, 120)  # a panel opens beside it (the tutor), or the window shrinks
    log.add_events((RoundStarted(80, 0, False),), ["You", "Ana"], you=0)
    assert bar.value() == bar.maximum()  # it goes on following the game
    bar.setValue(0)  # the person reads back: a resize leaves them where they are
    log.resize(300, 200)
    assert bar.value() == 0


def test_lines_said_keep_the_newest_line_in_sight(qtbot) -> None:
    """A line put back after a call, above the reveal's lines, stopped the log following."""
    log = GameLog()
    qtbot.addWidget(log)
    log.resize(300, 200)
    log.show()
    names = ["You", "Ana", "Bruno"]
    dice = ((2, 3), (1, 4, 6), (4, 5, 5))
    index = 0
    for round_number in range(1, 40):
        call = DudoCalled(1, 2, Bid(4, 4))
        events = (RoundStarted(round_number, 1, False), BidMade(2, Bid(4, 4)), call)
        events += (DiceRevealed(dice, Bid(4, 4), 3, True), DieLost(2))
        log.add_events(events, names, 0)
        log.add_said_at(index + 2, "Bruno", "Lift them!")  # above the reveal's lines
        log.add_said_at(index + 4, "Bruno", "Ouch.")  # the last line
        index += len(events)
    bar = log.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == bar.maximum()
    assert log.lines()[-3:] == ["   Bruno 4 5 5", "Bruno loses a die.", "Bruno: “Ouch.”"]


def pictures(log: GameLog) -> list[list[str]]:
    """Return the names of the pictures on each line of ``log``."""
    lines = []
    block = log.document().begin()
    while block.isValid():
        names = []
        fragments = block.begin()
        while not fragments.atEnd():
            fragment = fragments.fragment()
            if fragment.charFormat().isImageFormat():
                names += [fragment.charFormat().toImageFormat().name()] * fragment.length()
            fragments += 1
        lines.append(names)
        block = block.next()
    return lines


def test_hands_are_our_dice_drawn_legibly_with_digits_to_read(qtbot) -> None:
    log = GameLog()
    qtbot.addWidget(log)
    log.resize(420, 300)
    log.show()
    names = ["You", "<b>Ana</b>", "Bruno"]
    reasons = {2: "sure"}  # Bruno's bid, the game's third event
    log.add_events((RoundStarted(1, 1, False), BidMade(1, Bid(3, 4))), names, 0, reasons)
    log.add_events((BidMade(2, Bid(4, 4)), DudoCalled(0, 2, Bid(4, 4))), names, 0, reasons)
    dice = ((2, 3), (1, 4, 6), (4, 5))
    log.add_events((DiceRevealed(dice, Bid(4, 4), 3, True),), names, 0, reasons)
    reveal, reason = pictures(log)[-2:]
    assert reveal == ["dice:23:0", "dice:146:1", "dice:45:2"]  # one picture a hand, a row each
    assert reason == ["dice:45:2"]  # Bruno's own dice, in his colour
    assert log.lines()[-5:] == [
        "The cups lift: 3 fours with pacos.",
        "   You 2 3",
        "   <b>Ana</b> 1 4 6",
        "   Bruno 4 5",
        "Bruno held 4 5 and bid 4 fours. In its own words: “sure”",
    ]
    assert not any(glyph in log.toPlainText() for glyph in DIE_GLYPHS)
    # Drawn a little taller than a line of text, so the pips can be counted at a glance.
    layout = log.document().documentLayout()
    line_height = QFontMetricsF(log.document().defaultFont()).height()
    reveal_block = log.document().lastBlock().previous()
    assert layout.blockBoundingRect(reveal_block).height() >= 1.4 * line_height
    image = log.viewport().grab().toImage()
    drawn = {
        image.pixelColor(x, y).rgb() for x in range(image.width()) for y in range(image.height())
    }
    for seat in range(3):  # each hand in its seat's colours
        body = QColor(SEAT_COLOURS[seat].body)
        assert any(
            abs(QColor(rgb).hueF() - body.hueF()) < 0.02 and QColor(rgb).saturationF() > 0.5
            for rgb in drawn
        )
    # A copy holds the digits, not the pictures.
    log.selectAll()
    assert log.createMimeDataFromSelection().text() == "\n".join(log.lines())


def test_a_screen_reader_reads_hands_as_digits_without_pictures(qtbot) -> None:
    """A picture in text reads as U+FFFC ("object replacement character") to a screen reader."""
    log = GameLog()
    qtbot.addWidget(log)
    names = ["You", "Ana"]
    dice = ((2, 3), (1, 4, 6))
    QAccessible.setActive(True)
    try:
        log.add_events((DiceRevealed(dice, Bid(2, 4), 2, True),), names, you=0)
    finally:
        QAccessible.setActive(False)
    assert "\ufffc" not in log.toPlainText()
    assert pictures(log) == [[]]
    assert log.lines()[1:] == ["   You 2 3", "   Ana 1 4 6"]
    log.add_events((DiceRevealed(dice, Bid(2, 4), 2, True),), names, you=0)
    assert pictures(log)[-1] == ["dice:23:0", "dice:146:1"]  # no reader: the pictures
