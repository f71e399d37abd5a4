"""The screen-reader layer and the keyboard through the real window: announcements, review keys,
names, the focus kept on the controls, arrows where the focus is, and a visible focus ring."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QPlainTextEdit
from pytestqt.qtbot import QtBot

from perudo_qt.controller.choices import HumanChoices
from perudo_qt.controller.pacing import Speed
from perudo_qt.controller.table import SeatSetup, TableSetup
from perudo_qt.rules import BidMade, DiceRevealed, RuleOptions
from perudo_qt.ui.access.accessibility import Accessibility
from perudo_qt.ui.controls.focus_ring import FOCUS_RING_WIDTH
from perudo_qt.ui.learning.help import key_rows
from perudo_qt.ui.main_window import MainWindow
from perudo_qt.ui.words.wording import bid_words, event_words

from .colour_math import contrast
from .turns import start_at_my_turn, you_open

pytestmark = pytest.mark.gui


def record(window: MainWindow) -> list[tuple[str, bool]]:
    """Every announcement from now on, with whether it was assertive."""
    heard: list[tuple[str, bool]] = []
    accessibility = window.findChild(Accessibility)
    assert accessibility is not None
    accessibility.announced.connect(lambda text, assertive: heard.append((text, assertive)))
    return heard


def play_to_the_first_reveal(window: MainWindow, qtbot: QtBot) -> list[tuple[str, bool]]:
    """Play by keys (Dudo when it may, else the bid offered) until the cups lift and hold;
    return what was announced."""
    window.scene.set_reveal_auto_continue(None)
    heard = record(window)

    def act(choices: HumanChoices) -> None:
        if choices.my_turn:
            QTest.keyClick(window, Qt.Key.Key_D if choices.may_dudo else Qt.Key.Key_Return)

    window.controller.choices_changed.connect(act, Qt.ConnectionType.QueuedConnection)
    with qtbot.waitSignal(window.scene.reveal_held_changed, timeout=20000):
        window.start_game(you_open(), seed=4)
    return heard


def test_focus_stays_on_the_controls_after_a_bid(window: MainWindow, qtbot: QtBot) -> None:
    start_at_my_turn(window, qtbot)
    selector = window.selector
    selector.bid_button.setFocus()
    assert selector.bid_button.hasFocus()
    QTest.keyClick(selector.bid_button, Qt.Key.Key_Return)  # Space bids nothing (it goes on)
    focused = QApplication.focusWidget()
    assert focused is not None and (focused is selector or selector.isAncestorOf(focused))
    with qtbot.waitSignal(
        window.controller.choices_changed,
        check_params_cb=lambda choices: choices.my_turn,
        timeout=20000,
    ):
        pass
    assert selector.bid_button.hasFocus()


def test_up_and_down_follow_the_focus(window: MainWindow, qtbot: QtBot) -> None:
    start_at_my_turn(window, qtbot)
    quantity = window.selector.quantity
    window.game_log.setFocus()
    before = quantity.value()
    QTest.keyClick(window.game_log, Qt.Key.Key_Up)
    assert quantity.value() == before  # the log's cursor moved, not the quantity
    window.selector.bid_button.setFocus()
    QTest.keyClick(window.selector.bid_button, Qt.Key.Key_Up)
    assert quantity.value() == before + 1
    QTest.keyClick(window.selector.bid_button, Qt.Key.Key_Down)
    assert quantity.value() == before


def test_the_bid_button_is_named_by_what_it_shows(window: MainWindow, qtbot: QtBot) -> None:
    start_at_my_turn(window, qtbot)
    button = window.selector.bid_button
    bid = window.selector.selected_bid()
    assert bid is not None
    assert button.accessibleName() == f"Bid {bid_words(bid)}" == button.text().replace("&", "")


def test_announcements_follow_the_table_and_the_verdict_comes_as_the_cups_lift(
    window: MainWindow, qtbot: QtBot
) -> None:
    heard = play_to_the_first_reveal(window, qtbot)
    game = window.controller.game
    assert game is not None
    names = [seat.name for seat in you_open().seats]
    said = [text for text, _ in heard]
    for event in game.history:
        if isinstance(event, BidMade):
            assert event_words(event, names, 0) in said
    revealed = next(event for event in game.history if isinstance(event, DiceRevealed))
    lifted = said.index(event_words(revealed, names, 0))
    verdict = said[lifted + 1]
    assert "bid" in verdict and ("loses a die" in verdict or "lose a die" in verdict)
    # Then how to go on, as the status bar says it (a reader rarely reads that bar).
    assert said[lifted + 2] == "Click the table, or press Space, Return or Enter, to continue."
    assert said[lifted + 2] == window.statusBar().currentMessage()
    assert ("Your turn: open the bidding.", True) in heard
    assert all(not assertive for text, assertive in heard if not text.startswith("Your turn"))
    # The table in words says the verdict while the cups are lifted, in the tab and the view.
    table = window.findChild(QPlainTextEdit, "tableText")
    assert table is not None
    assert table.toPlainText().startswith(verdict.split(" ")[0])
    assert window.table_view.accessibleDescription() == table.toPlainText()
    assert "You held " in table.toPlainText()  # the hands laid open, not yet the next round's
    assert "Your dice: " not in table.toPlainText()


def test_the_table_in_words_waits_for_the_count(window: MainWindow, qtbot: QtBot) -> None:
    window.speed = Speed.FAST  # the count is drawn die by die
    table = window.findChild(QPlainTextEdit, "tableText")
    assert table is not None
    during: list[str] = []
    window.scene.cups_lifting.connect(lambda: during.append(table.toPlainText()))
    play_to_the_first_reveal(window, qtbot)
    # The game was already in round 2, whose opener is the loser: not told while counted.
    assert during and all("Round 2" not in text and "You held " not in text for text in during)
    assert "You held " in table.toPlainText()  # the hands laid open once counted
    assert window.table_view.accessibleDescription() == table.toPlainText()


def test_a_reader_finds_a_name_where_the_focus_waits_and_on_each_hint(
    window: MainWindow, qtbot: QtBot
) -> None:
    play_to_the_first_reveal(window, qtbot)
    focused = QApplication.focusWidget()
    assert focused is window.selector and focused.accessibleName() == "Your bid"
    window.learning.show_hints(True)
    faces = [label for label in window.learning.hints.findChildren(QLabel) if label.pixmap()]
    names = [label.accessibleName() for label in faces]
    assert names == ["Pacos", "Twos", "Threes", "Fours", "Fives", "Sixes"]


def test_a_lost_die_is_said_once(window: MainWindow, qtbot: QtBot) -> None:
    heard = play_to_the_first_reveal(window, qtbot)
    window.scene.continue_reveal()  # the die is taken away as the table goes on
    qtbot.waitUntil(lambda: any(text.startswith("Round 2") for text, _ in heard), timeout=20000)
    said = [text for text, _ in heard]
    round_one = said[: next(i for i, text in enumerate(said) if text.startswith("Round 2"))]
    assert len([text for text in round_one if " a die" in text]) == 1  # in the verdict


def test_review_keys_announce_and_write_to_the_status_bar(window: MainWindow, qtbot: QtBot) -> None:
    heard = record(window)
    start_at_my_turn(window, qtbot)
    snapshot = window.controller.snapshot
    assert snapshot is not None
    QTest.keyClick(window, Qt.Key.Key_Y)
    assert heard[-1][1] and heard[-1][0].startswith("Your dice: ")
    assert window.statusBar().currentMessage() == heard[-1][0]
    QTest.keyClick(window, Qt.Key.Key_B)
    assert heard[-1] == ("No bid yet this round.", True)
    QTest.keyClick(window, Qt.Key.Key_T)
    assert heard[-1][0].startswith("Your turn. Your dice: ")
    QTest.keyClick(window, Qt.Key.Key_R)
    assert heard[-1] == ("There is no reveal to show yet.", True)
    assert window.statusBar().currentMessage() == heard[-1][0]
    rows = {what: keys for keys, what in key_rows(window)}
    assert rows["Read My Dice"] == "Y" and rows["Repeat the Last Reveal"] == "R"


def test_what_the_status_bar_tells_a_reader_hears_once(window: MainWindow, qtbot: QtBot) -> None:
    """A refusal, a note or an answer to a key showed in the status bar and was never heard."""
    heard = record(window)
    start_at_my_turn(window, qtbot)
    QTest.keyClick(window, Qt.Key.Key_L)  # no reveal yet: said where the eye reads it
    assert window.statusBar().currentMessage() == "There is no reveal to show yet."
    assert heard[-1] == ("There is no reveal to show yet.", False)
    QTest.keyClick(window, Qt.Key.Key_Y)  # a review key says it at once, and once
    dice = window.statusBar().currentMessage()
    assert dice.startswith("Your dice: ") and heard[-1] == (dice, True)
    assert [text for text, _ in heard].count(dice) == 1


def test_a_new_game_has_no_reveal_to_repeat_yet(window: MainWindow, qtbot: QtBot) -> None:
    """R at a new game's first turn repeated the last game's reveal (the table's L did not)."""
    play_to_the_first_reveal(window, qtbot)
    window.scene.continue_reveal()
    heard = record(window)
    QTest.keyClick(window, Qt.Key.Key_R)
    assert heard[-1][0] != "There is no reveal to show yet."  # this game's reveal
    start_at_my_turn(window, qtbot)  # a new game
    QTest.keyClick(window, Qt.Key.Key_R)
    assert heard[-1] == ("There is no reveal to show yet.", True)


def ring_pixels(focused: QImage, unfocused: QImage) -> list[tuple[str, str]]:
    """The pixels that differ between two pictures of a widget, as (focused, unfocused) colours."""
    differing = []
    for y in range(focused.height()):
        for x in range(focused.width()):
            a, b = focused.pixelColor(x, y), unfocused.pixelColor(x, y)
            if a != b:
                differing.append((a.name(), b.name()))
    return differing


def test_the_focus_shows_as_a_ring_of_enough_contrast(window: MainWindow, qtbot: QtBot) -> None:
    start_at_my_turn(window, qtbot)
    for button in (window.selector.bid_button, window.selector.face_buttons[2]):
        button.setFocus()
        focused = button.grab().toImage()
        window.game_log.setFocus()
        unfocused = button.grab().toImage()
        differing = ring_pixels(focused, unfocused)
        ring = FOCUS_RING_WIDTH * 2 * (button.width() + button.height() - 2 * FOCUS_RING_WIDTH)
        assert len(differing) >= ring * 0.9
        strong = [pair for pair in differing if contrast(*pair) >= 3.0]
        assert len(strong) >= ring * 0.8


def test_tab_goes_as_the_eye_does(window: MainWindow, qtbot: QtBot) -> None:
    start_at_my_turn(window, qtbot)
    selector = window.selector
    window.game_log.setFocus()
    stops = []
    for _ in range(3):
        focused = QApplication.focusWidget()
        assert focused is not None
        QTest.keyClick(focused, Qt.Key.Key_Tab)
        stops.append(QApplication.focusWidget())
    chosen = selector.face_buttons[selector.face_group.checkedId()]
    # The faces are one stop, on the chosen face, as in any group of radio buttons; Dudo and
    # Calza are off while you open.
    assert stops[0] in (selector.quantity, selector.quantity.lineEdit())
    assert stops[1:] == [chosen, selector.bid_button]


@pytest.mark.parametrize("calza", [True, False])
def test_the_turn_prompt_names_calza_when_it_may_be_called(
    window: MainWindow, qtbot: QtBot, calza: bool
) -> None:
    """Seen on the controls and heard by a screen reader: Calza is offered only where allowed."""
    seats = (SeatSetup("You"), SeatSetup("Ana", "normal"))
    table = TableSetup(seats, RuleOptions(calza=calza), first_seat=1)  # Ana bids, then you
    heard = record(window)
    start_at_my_turn(window, qtbot, table)
    choices = window.selector.choices
    assert choices is not None and choices.may_dudo and choices.may_calza == calza
    standing = choices.standing
    assert standing is not None
    if calza:
        shown = "Your turn: raise, or call Dudo or Calza."
        said = f"Your turn: raise {bid_words(standing)}, or call Dudo or Calza."
    else:
        shown = "Your turn: raise, or call Dudo."
        said = f"Your turn: raise {bid_words(standing)}, or call Dudo."
    assert window.selector.prompt.text() == shown
    assert (said, True) in heard
