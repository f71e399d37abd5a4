"""Bots' reasons and faults in the player's words and language: no notation, no English leak."""

from __future__ import annotations

import re

import pytest

from perudo_qt.bots.faults import Fault, FaultKind
from perudo_qt.bots.reasons import Lapse, Reason, ReasonKind, replaced
from perudo_qt.controller.table import SeatSetup, TableSetup
from perudo_qt.i18n import LANGUAGES
from perudo_qt.rules import Bid, BidMade, CalzaCalled, DudoCalled, RuleOptions
from perudo_qt.ui.main_window import MainWindow
from perudo_qt.ui.words.reason_words import fault_words, reason_words, why_words

pytestmark = pytest.mark.gui

NAMES = ["You", "Bruno", "Ana"]
RAISE = BidMade(1, Bid(6, 6))
DUDO = DudoCalled(1, 2, Bid(6, 6))
CALZA = CalzaCalled(1, 2, Bid(6, 6))
NOTATION = re.compile(r"P\(|=|\b0\.\d|threshold|[a-z]+_[a-z]+")

FULL = {
    kind: Reason(kind, 2, 0.74, 0.45, 0.5, 0.62, 4.5, Fault(FaultKind.OUT_OF_TIME, 2.0))
    for kind in ReasonKind
}
"""Every kind of reason, each number given."""


def plain(text: str) -> str:
    return text.replace("\N{NO-BREAK SPACE}", " ")


@pytest.mark.parametrize(
    ("reason", "event", "words"),
    [
        (
            Reason(ReasonKind.LIKELY_RAISE, 2, 0.74, doubt=0.5),
            RAISE,
            "2 of them counted. Bruno thought it 74 % likely to be true and expected a Dudo on "
            "it 50 % of the time.",
        ),
        (
            Reason(ReasonKind.BLUFF, 0, 0.21),
            RAISE,
            "None of them counted. A bluff: Bruno gave it only 21 % and said it anyway.",
        ),
        (
            Reason(ReasonKind.CARELESS, 2, 0.4),
            RAISE,
            "2 of them counted. A careless bid: Bruno did not weigh it (40 % likely).",
        ),
        (
            Reason(ReasonKind.CARELESS, 3, 1.0),
            RAISE,
            "3 of them counted. A bid Bruno did not weigh, safe by luck (100 % likely).",
        ),
        (
            Reason(ReasonKind.DUDO, 1, 0.3, 0.79),
            DUDO,
            "1 of them counted. Bruno thought the bid only 30 % likely, below the 79 % Bruno "
            "needs to believe one.",
        ),
        (
            Reason(ReasonKind.LIKELY_RAISE, 3, 0.42, doubt=0.1, lapses=(Lapse.FORGOT_WILD,)),
            RAISE,
            "3 of them counted. Bruno thought it 42 % likely to be true and expected a Dudo on "
            "it 10 % of the time. Bruno forgot for a moment that pacos are wild.",
        ),
        (
            Reason(ReasonKind.DUDO, 0, 0.0, 0.5, lapses=(Lapse.MISCOUNTED,)),
            DUDO,
            "None of them counted. Bruno thought the bid only 0 % likely, below the 50 % Bruno "
            "needs to believe one. Bruno misjudged how many dice another player held.",
        ),
        (
            Reason(ReasonKind.DUDO, 1, 0.01, 1.0),  # every raise looked hopeless
            DUDO,
            "1 of them counted. Bruno thought the bid only 1 % likely, and no raise looked "
            "safer than Dudo.",
        ),
        (
            Reason(ReasonKind.DUDO, 1, 0.476, 0.484),  # both read "48 %"
            DUDO,
            "1 of them counted. Bruno thought the bid only 48 % likely, just short of what Bruno "
            "needs to believe one.",
        ),
        (
            Reason(ReasonKind.DUDO, 1, 0.484, 0.476),
            DUDO,
            "1 of them counted. Bruno thought the bid 48 % likely, just what Bruno usually "
            "needs, and doubted it anyway.",
        ),
        (
            Reason(ReasonKind.DUDO, 1, 0.85, 0.79),
            DUDO,
            "1 of them counted. Bruno thought the bid 85 % likely, above the 79 % Bruno usually "
            "needs, and doubted it anyway.",
        ),
        (
            Reason(ReasonKind.CALZA, 3, 0.41, 0.3),
            CALZA,
            "3 of them counted. Bruno thought the count 41 % likely to be exactly right: enough "
            "for a Calza (Bruno needs 30 %).",
        ),
        (
            Reason(ReasonKind.PLAYED_OUT, 2, 0.5, kept=0.66),
            DUDO,
            "2 of them counted. Bruno played the rest of the round out in thought: calling Dudo "
            "kept every die 66 % of the time, and the bid looked 50 % likely.",
        ),
        (
            Reason(ReasonKind.SOLVED, chance=0.25),
            RAISE,
            "In this final duel Bruno follows a solved strategy, which makes this move 25 % of "
            "the time.",
        ),
        (
            Reason(ReasonKind.OVER_EXPECTED, expected=4.5),
            DUDO,
            "Bruno expected about 4.5 on the table, fewer than the bid.",
        ),
        (
            replaced(Fault(FaultKind.OUT_OF_TIME, seconds=2.0)),
            DUDO,
            "The table played a safe move for Bruno: the bot took longer than 2 seconds.",
        ),
        ("P(6 sixes) = 0.74", RAISE, "In its own words: “P(6 sixes) = 0.74”"),
    ],
)
def test_a_reason_is_worded_from_its_numbers(
    reason: Reason | str, event: BidMade, words: str
) -> None:
    assert plain(why_words(reason, event, NAMES)) == words


def test_the_log_line_names_the_move_and_the_dice_held() -> None:
    reason = Reason(ReasonKind.LIKELY_RAISE, 2, 0.74, doubt=0.5)
    line = plain(reason_words(RAISE, (6, 1, 3), NAMES, reason))
    assert line.startswith("Bruno held ⚅⚀⚂ and bid 6 sixes. 2 of them counted. Bruno thought")


@pytest.mark.parametrize("code", [code for code in LANGUAGES if code != "en"])
def test_a_slip_is_told_in_every_language(speaking, code: str) -> None:
    plain_reason = Reason(ReasonKind.BLUFF, 0, 0.2)
    slips = {lapse: Reason(ReasonKind.BLUFF, 0, 0.2, lapses=(lapse,)) for lapse in Lapse}
    english = {lapse: why_words(reason, RAISE, NAMES) for lapse, reason in slips.items()}
    speaking(code)
    before = why_words(plain_reason, RAISE, NAMES)
    for lapse, reason in slips.items():
        words = why_words(reason, RAISE, NAMES)
        added = words.removeprefix(before)
        assert added != words and added not in english[lapse] and "Bruno" in added, words


@pytest.mark.parametrize("code", [code for code in LANGUAGES if code != "en"])
def test_a_dudo_whose_figures_read_alike_is_worded_in_every_language(speaking, code: str) -> None:
    alike = (Reason(ReasonKind.DUDO, 1, 0.476, 0.484), Reason(ReasonKind.DUDO, 1, 0.484, 0.476))
    english = [why_words(reason, DUDO, NAMES) for reason in alike]
    speaking(code)
    for reason, before in zip(alike, english, strict=True):
        words = why_words(reason, DUDO, NAMES)
        assert words != before and "Bruno" in words and "{" not in words, words
        assert plain(words).count("48 %") + plain(words).count("48%") == 1, words


@pytest.mark.parametrize("code", [code for code in LANGUAGES if code != "en"])
def test_every_reason_is_worded_in_every_language(speaking, code: str) -> None:
    english = {kind: why_words(reason, DUDO, NAMES) for kind, reason in FULL.items()}
    speaking(code)
    for kind, reason in FULL.items():
        words = why_words(reason, DUDO, NAMES)
        assert words != english[kind], kind
        assert "Bruno" in words and "{" not in words and not NOTATION.search(words), words
        for event in (RAISE, CALZA):
            assert "{" not in why_words(reason, event, NAMES)


def test_no_reason_is_notation() -> None:
    for reason in FULL.values():
        for event in (RAISE, DUDO, CALZA):
            words = why_words(reason, event, NAMES)
            assert not NOTATION.search(words), words


FAULTS = {
    Fault(FaultKind.OUT_OF_TIME, seconds=1.0): "took longer than a second",
    Fault(FaultKind.OVER_BUDGET, seconds=2.34, budget=2.0): "took 2.3 s, more than its 2.0 s",
    Fault(FaultKind.ILLEGAL, action=Bid(1, 2)): "chose 1 two, which is not allowed now",
    Fault(FaultKind.RAISED, detail="RuntimeError: 'boom'"): (
        "stopped with an error: RuntimeError: 'boom'"
    ),
    Fault(FaultKind.NOT_CONFIRMED, file="marks.py"): "marks.py was not confirmed to run",
    Fault(FaultKind.NOT_MADE): "could not be made for this game",
    Fault(FaultKind.NOT_LOADED, detail="bot plugin x.py not found"): "bot plugin x.py not found",
}


@pytest.mark.parametrize(("fault", "words"), list(FAULTS.items()))
def test_a_fault_is_worded_from_its_details(fault: Fault, words: str) -> None:
    assert fault_words(fault) == words


@pytest.mark.parametrize("code", [code for code in LANGUAGES if code != "en"])
def test_every_fault_is_worded_in_every_language(speaking, code: str) -> None:
    faults = [
        Fault(kind, 3.0, 2.0, Bid(1, 2), "boom", "bot.py")
        for kind in FaultKind
        if kind is not FaultKind.NOT_LOADED  # the loader's own words, kept as they are
    ]
    english = [fault_words(fault) for fault in faults]
    speaking(code)
    for fault, before in zip(faults, english, strict=True):
        words = fault_words(fault)
        assert words != before and "{" not in words, fault.kind


def test_a_french_log_has_no_english_reason(window: MainWindow, speaking, qtbot) -> None:
    speaking("fr")
    seats = (
        SeatSetup("Ana", "normal"),
        SeatSetup("Bruno", "easy"),
        SeatSetup("Cleo", "hard"),
        SeatSetup("Dan", "expert"),
    )
    with qtbot.waitSignal(window.controller.game_finished, timeout=60000):
        window.start_game(TableSetup(seats, RuleOptions(dice_per_player=2)), seed=3)
    lines = window.game_log.lines()
    held = [line for line in lines if " avait " in line]
    assert len(held) > 5
    reveals = [line for line in lines if line.startswith("Les gobelets")]
    assert reveals
    for line in held:
        assert not NOTATION.search(line), line
        assert not re.search(r"\b(thought|likely|held|bid|doubt|the)\b", line), line
