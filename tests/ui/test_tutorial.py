"""The tutorial: the rulebook's worked round step by step, and the guided round's tutor."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog

from perudo_qt.bots.odds import seat_odds
from perudo_qt.coach.advice import BidAdviceKind, DudoAdviceKind, bid_advice
from perudo_qt.controller.pacing import Speed
from perudo_qt.rules import (
    PACO,
    Bid,
    BidMade,
    DiceRevealed,
    DieLost,
    Dudo,
    Game,
    PlayerView,
    RuleOptions,
)
from perudo_qt.settings import Settings
from perudo_qt.ui.learning.tutorial import (
    TABLE_DIE,
    Tutor,
    TutorialDialog,
    bid_advice_words,
    choice_words,
    dudo_advice_words,
    dudo_words,
    step_text,
)
from perudo_qt.ui.learning.tutorial_script import STEPS, WORKED_DICE, moment
from perudo_qt.ui.main_window import MainWindow

pytestmark = pytest.mark.gui

RULEBOOK_BIDS = [Bid(4, 4), Bid(6, 4), Bid(4, PACO), Bid(9, 5)]  # A, B, C, D (000, 002)


def test_the_worked_round_is_the_rulebooks() -> None:
    assert [step.action for step in STEPS[1:5]] == RULEBOOK_BIDS
    assert STEPS[5].action == Dudo()
    for index in range(len(STEPS)):
        shown = moment(index)
        assert shown.before.total_dice == 21
        assert shown.before.dice_counts == (4, 4, 4, 4, 5)
        assert shown.before.all_dice() == WORKED_DICE == shown.dice
        assert shown.seat == max(0, index - 1)  # A opens; then B, C, D, E in turn


@pytest.mark.parametrize(
    ("index", "face", "least"),
    [
        (1, PACO, None),  # no opening on pacos outside palifico
        (1, 4, 1),  # any number of fours opens
        (2, 4, 5),  # after 4 fours: 5 fours
        (2, 5, 4),  # ... or 4 of a higher face
        (3, PACO, 3),  # after 6 fours: 3 pacos (the rulebook's minimum for C)
        (3, 4, 7),
        (4, 5, 9),  # after 4 pacos: 9 of any face (D's minimum)
        (4, 2, 9),
        (4, PACO, 5),
    ],
)
def test_each_step_offers_what_the_rulebook_says(index: int, face: int, least: int | None) -> None:
    before = moment(index).before
    assert before.face_range(face).minimum == least
    action = STEPS[index].action
    assert before.is_legal(action)


def test_the_final_count() -> None:
    shown = moment(len(STEPS) - 1)
    revealed = next(event for event in shown.events if isinstance(event, DiceRevealed))
    assert (revealed.bid, revealed.count, revealed.wild) == (Bid(9, 5), 9, True)
    assert DieLost(4) in shown.events  # E doubted a true bid
    assert shown.after.current_seat == 4  # and opens the next round
    text = step_text(shown)
    assert "4 fives and 5 pacos" in text and "make 9 in all" in text
    assert "E, who doubted it, loses a die" in text


def test_the_steps_explain_with_the_engines_numbers() -> None:
    assert "but not pacos" in step_text(moment(1))
    assert "at least 5 fours" in step_text(moment(2))
    assert "4 fives would do" in step_text(moment(2))
    assert "3 pacos is the least paco bid" in step_text(moment(3))
    assert "needs at least 9" in step_text(moment(4))
    assert "2 of them count" in step_text(moment(1))  # A: two pacos
    assert "3 of them count" in step_text(moment(2))  # B: two fours and a paco
    assert "1 of them counts" in step_text(moment(3))  # C holds one paco


def test_the_dialog_walks_the_steps(qtbot) -> None:
    from perudo_qt.ui.table.artwork import Artwork

    dialog = TutorialDialog(Artwork())
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.back_button.isEnabled() and not dialog.play_button.isEnabled()
    texts = [dialog.text.toPlainText()]
    for _ in range(len(STEPS) - 1):
        dialog.next_button.click()
        texts.append(dialog.text.toPlainText())
    assert len(set(texts)) == len(STEPS)
    assert not dialog.next_button.isEnabled() and dialog.play_button.isEnabled()
    assert dialog.scene.plate(4).is_current  # E calls Dudo
    assert dialog.scene.lid.caption == "21 dice in play"
    dialog.back_button.click()
    assert dialog.text.toPlainText() == texts[-2]
    assert not dialog.play_button.isEnabled()
    dialog.next_button.click()
    with qtbot.waitSignal(dialog.guided_round_requested):
        dialog.play_button.click()
    assert dialog.isVisible()  # whoever starts the round closes it, once the person agrees


def test_odds_use_only_the_persons_dice_and_the_dice_in_play() -> None:
    game = Game(["You", "Ana"], RuleOptions(), seed=1, first_seat=0)
    game.set_round_dice([[1, 3, 3, 5, 6], [2, 2, 2, 2, 2]])
    view = game.view_for(0)
    odds = seat_odds(view)
    assert odds.hidden + len(view.own_dice) == 10
    advice = bid_advice(odds, Bid(3, 3))
    assert (advice.held, advice.others) == (3, 5)  # two threes and a paco
    assert advice.expected == pytest.approx(5 / 3)
    assert advice.chance == 1.0  # already held
    other_deal = Game(["You", "Ana"], RuleOptions(), seed=1, first_seat=0)
    other_deal.set_round_dice([[1, 3, 3, 5, 6], [3, 3, 3, 3, 3]])
    fair = bid_advice(seat_odds(other_deal.view_for(0)), Bid(5, 3))
    assert fair == bid_advice(odds, Bid(5, 3))
    assert fair.chance == pytest.approx(1 - (2 / 3) ** 5 - 5 * (1 / 3) * (2 / 3) ** 4)


def test_the_guided_round_explains_the_selected_bid(qtbot, tmp_path: Path) -> None:
    window = MainWindow(Settings(tmp_path / "s.ini"), Speed.INSTANT, ask_after_game=False)
    qtbot.addWidget(window)
    window.show()
    window.learning.start_guided_round()
    setup = window.controller.setup
    assert setup is not None
    assert [seat.bot for seat in setup.seats] == [None, "easy", "easy", "easy"]
    assert setup.first_seat == 0  # the person opens: no bot can call Dudo before they bid
    qtbot.waitUntil(lambda: window.selector.bid_button.isEnabled(), timeout=10000)
    tutor = window.findChild(Tutor)
    assert tutor is not None and tutor.isVisible()
    assert window.selector.graphicsEffect() is not None  # the tutor points at the selector
    bid = window.selector.selected_bid()
    assert bid is not None
    first = tutor.text.toPlainText()
    assert first.startswith(f"{bid.quantity} ")
    window.selector.step_quantity(1)
    raised = tutor.text.toPlainText()
    assert raised != first and raised.startswith(f"{bid.quantity + 1} ")
    other_face = next(
        face
        for face in (2, 3, 4, 5, 6)
        if face != bid.face and window.selector.face_buttons[face].isEnabled()
    )
    window.selector.look_at_face(other_face)
    assert tutor.text.toPlainText() not in (first, raised)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    tutor.text.setFocus()  # its title bar's buttons take no focus: Escape closes it
    QTest.keyClick(tutor.text, Qt.Key.Key_Escape)
    assert not tutor.isVisible()
    assert window.selector.graphicsEffect() is None
    window.close()


def test_the_tutor_leaves_with_the_guided_round(qtbot, tmp_path: Path) -> None:
    window = MainWindow(Settings(tmp_path / "s.ini"), Speed.INSTANT, ask_after_game=False)
    qtbot.addWidget(window)
    window.show()
    window.learning.start_guided_round()
    tutor = window.findChild(Tutor)
    assert tutor is not None and tutor.isVisible()
    window.entries.play_again()  # a game of the person's own: the tutor's words would be stale
    assert not tutor.isVisible()
    assert window.selector.graphicsEffect() is None
    window.learning.start_guided_round()  # and it comes back with the next guided round
    assert tutor.isVisible() and window.findChildren(Tutor) == [tutor]
    window.close()


def test_the_tutorial_is_offered_once(qtbot, tmp_path: Path) -> None:
    def offers(window: MainWindow) -> list[QDialog]:
        return [
            child
            for child in window.findChildren(QDialog)
            if child.isVisible() and child.windowTitle() == "Welcome to Perudo"
        ]

    first = MainWindow(Settings(tmp_path / "s.ini"), Speed.INSTANT)
    qtbot.addWidget(first)
    first.show()
    qtbot.waitUntil(lambda: bool(offers(first)))
    offers(first)[0].reject()
    first.close()
    second = MainWindow(Settings(tmp_path / "s.ini"), Speed.INSTANT)
    qtbot.addWidget(second)
    second.show()
    qtbot.wait(50)
    assert offers(second) == []
    second.close()


def test_the_script_is_pure_data_on_the_engine() -> None:
    probe = (
        "import sys, perudo_qt.ui.learning.tutorial_script; "
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6')))"
    )
    result = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == "[]"


def guided_view() -> PlayerView:
    """The person holds two fives, a two, a three and a four; 15 dice are hidden."""
    game = Game(["You", "Ana", "Bea", "Cy"], RuleOptions(), seed=1, first_seat=0)
    game.set_round_dice([[5, 5, 2, 3, 4], [6] * 5, [6] * 5, [6] * 5])
    return game.view_for(0)


ADVISED = [
    (Bid(12, 5), BidAdviceKind.UNLIKELY, DudoAdviceKind.WORTH),  # about 1 %
    (Bid(7, 5), BidAdviceKind.GOOD, DudoAdviceKind.CLOSE),  # about 60 %
    (Bid(1, 2), BidAdviceKind.SAFE, DudoAdviceKind.NOT_WORTH),  # 100 %
]


@pytest.mark.parametrize("code", ["en", "fr", "es", "nl", "it"])
def test_the_tutors_advice_follows_the_odds_in_every_language(speaking, code: str) -> None:
    view = guided_view()
    english = [(choice_words(view, bid), dudo_words(view, bid)) for bid, _, _ in ADVISED]
    speaking(code)
    said = [(choice_words(view, bid), dudo_words(view, bid)) for bid, _, _ in ADVISED]
    for (bid_text, dudo_text), (_, bid_kind, dudo_kind) in zip(said, ADVISED, strict=True):
        assert bid_text.endswith(bid_advice_words(bid_kind))
        assert dudo_text.endswith(dudo_advice_words(dudo_kind))
    assert len({bid_text for bid_text, _ in said}) == len({advice for advice in said}) == 3
    assert len({bid_advice_words(kind) for kind in BidAdviceKind}) == len(BidAdviceKind)
    assert len({dudo_advice_words(kind) for kind in DudoAdviceKind}) == len(DudoAdviceKind)
    if code != "en":
        assert not set(said) & set(english)
        assert "{" not in "".join(text for pair in said for text in pair)


def test_the_worked_rounds_dice_wear_their_players_colours() -> None:
    for index in range(1, len(STEPS) - 1):
        shown = moment(index)
        hand = "".join(map(str, shown.dice[shown.seat]))
        text = step_text(shown)
        assert f'src="dice:{hand}:{shown.seat}"' in text
        assert f'src="dice:{shown.step.action.face}:{shown.seat}"' in text  # the bid's face
        assert 'src="die:' not in text


def test_the_worked_rounds_plates_say_how_many_dice_count(qtbot) -> None:
    from perudo_qt.ui.table.artwork import Artwork

    dialog = TutorialDialog(Artwork())
    qtbot.addWidget(dialog)
    dialog.show_step(2)  # B has bid on 4 fours: a four or a paco counts
    shown = moment(2)
    subtitles = [dialog.scene.plate(seat).subtitle for seat in range(len(shown.dice))]
    counts = [sum(face in (1, 4) for face in hand) for hand in shown.dice]
    assert subtitles == [
        "1 die counts" if count == 1 else f"{count} dice count" for count in counts
    ]


@pytest.mark.parametrize("index", range(len(STEPS)))
def test_the_worked_rounds_bids_keep_clear_of_the_hands(qtbot, index: int) -> None:
    """At step 3, "6 fours" stood over one of B's counted dice."""
    from perudo_qt.ui.table.artwork import Artwork

    dialog = TutorialDialog(Artwork())
    qtbot.addWidget(dialog)
    dialog.show_step(index)
    bubbles = [
        dialog.scene.bubble(seat).sceneBoundingRect()
        for seat in range(len(moment(index).dice))
        if dialog.scene.bubble(seat).isVisible()
    ]
    dice = []
    for die in dialog._table_dice:
        box = die.sceneBoundingRect()
        dice.append(box.adjusted(*(d * (box.width() - TABLE_DIE) / 2 for d in (1, 1, -1, -1))))
    assert dice and not any(die.intersects(bubble) for die in dice for bubble in bubbles)


def test_the_worked_rounds_picture_is_described_in_words(qtbot) -> None:
    """A screen reader reads the table the picture shows: the bid, each hand, what counts (on
    the tutor's text, which Tab reaches)."""
    from perudo_qt.ui.table.artwork import Artwork

    dialog = TutorialDialog(Artwork())
    qtbot.addWidget(dialog)
    assert dialog.text.accessibleDescription() == dialog.view.accessibleDescription()  # reached
    first = dialog.view.accessibleDescription().splitlines()
    assert first[0] == "A's dice: 2 pacos, 1 two, 1 five."  # nobody has bid yet
    assert len(first) == len(WORKED_DICE)
    dialog.show_step(2)  # B has bid 6 fours
    lines = dialog.view.accessibleDescription().splitlines()
    assert lines[0] == "Standing bid: 6 fours, by B."
    assert lines[2] == "B's dice: 1 paco, 2 fours, 1 five; 3 dice count."
    assert lines[-1] == "E's dice: 1 paco, 1 two, 1 three, 1 five, 1 six; 1 die counts."


def test_next_and_back_have_the_reader_say_the_step_and_the_table(
    qtbot, monkeypatch: pytest.MonkeyPatch
) -> None:
    from perudo_qt.ui.learning import tutorial
    from perudo_qt.ui.table.artwork import Artwork

    said: list[str] = []
    monkeypatch.setattr(tutorial, "announce", lambda source, message: said.append(message))
    dialog = TutorialDialog(Artwork())
    qtbot.addWidget(dialog)
    dialog.show()
    assert said == []  # the first step is read where the focus lands, not announced
    dialog.next_button.click()
    (message,) = said
    assert message.startswith("The worked round, step 2 of 6. A opens with")
    assert message.endswith(dialog.view.accessibleDescription())
    dialog.back_button.click()
    assert said[-1].startswith("The worked round, step 1 of 6. Five players")


def test_the_tutor_leaves_the_reveal_behind_at_the_next_rounds_first_bid(
    qtbot, tmp_path: Path
) -> None:
    """Its "The cups are lifted" stayed into the next round, while others bid."""
    window = MainWindow(Settings(tmp_path / "s.ini"), Speed.INSTANT, ask_after_game=False)
    qtbot.addWidget(window)
    window.show()
    window.learning.start_guided_round()
    tutor = window.findChild(Tutor)
    assert tutor is not None
    qtbot.waitUntil(lambda: bool(window.selector.choices and window.selector.choices.my_turn))
    snapshot, opening = window.controller.snapshot, window.selector.choices  # the person opens
    assert snapshot is not None and opening is not None
    view = snapshot.view
    revealed = DiceRevealed(tuple((2, 3, 4, 5, 6) for _ in view.players), Bid(9, 2), 4, False)
    window.controller.events_happened.emit((revealed,), view)
    assert tutor.text.toPlainText().startswith("The cups are lifted.")
    window.controller.events_happened.emit((BidMade(1, Bid(1, 3)),), view)
    assert tutor.text.toPlainText().startswith("A new round.")
    window.controller.events_happened.emit((revealed,), view)
    window.controller.choices_changed.emit(opening)  # their turn, as after the reveal
    explained = tutor.text.toPlainText()
    window.controller.events_happened.emit((BidMade(0, Bid(1, 3)),), view)  # their own bid
    assert tutor.text.toPlainText() == explained  # not told to wait for their turn
    window.close()
