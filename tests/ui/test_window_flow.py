"""The window's fit on small screens and the flow around a game: setup, leaving, the end."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPoint, QRect, Qt, QTimer
from PySide6.QtGui import QAction, QFocusEvent, QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QStyle,
    QWidget,
)

from perudo_qt import __version__
from perudo_qt.bots import LEVELS
from perudo_qt.controller.choices import HumanChoices
from perudo_qt.controller.pacing import Speed
from perudo_qt.controller.table import SeatSetup, TableSetup
from perudo_qt.rules import Bid, Calza, DudoCalled, Event, Game, GameOver, RuleOptions
from perudo_qt.rules.names import MAX_NAME_LENGTH
from perudo_qt.rules.standings import finishing_order, went_out
from perudo_qt.settings import Settings
from perudo_qt.settings_schema import SIDE_PANEL_WIDTH, SPLITTER_STATE, TUTORIAL_OFFERED
from perudo_qt.ui import main_window
from perudo_qt.ui.about import about_box
from perudo_qt.ui.access.accessibility import Accessibility
from perudo_qt.ui.controls.keyboard import Keyboard
from perudo_qt.ui.feature import Menu
from perudo_qt.ui.keeping.history import HistoryDialog
from perudo_qt.ui.main_window import MainWindow, first_geometry
from perudo_qt.ui.panels.table_split import SIDE_WIDTH
from perudo_qt.ui.setup.dialogs import NewGameDialog, SettingsDialog
from perudo_qt.ui.setup.editors import RulesEditor
from perudo_qt.ui.setup.plugin_pick import FROM_FILE
from perudo_qt.ui.setup.settings_entry import SettingsEntry
from perudo_qt.ui.words.legibility import MIN_CONTRAST, contrast_ratio

from .modal import answer_modal

pytestmark = pytest.mark.gui

HANG_MS = 120_000
"""How long a wait may last before the test counts the game as hung: only a guard, never a
measure, so that the suite passes however loaded the machine is."""

ACTIVE = QPalette.ColorGroup.Active  # a disabled option's note is greyed, as usual

SEATS = (
    SeatSetup("You"),
    SeatSetup("Ana", "normal"),
    SeatSetup("Bruno", "hard"),
    SeatSetup("Cris", "easy"),
)


def table(**options: object) -> TableSetup:
    return TableSetup(SEATS, RuleOptions(**options))  # type: ignore[arg-type]


@pytest.fixture
def asking_window(qtbot, settings_path: Path) -> Iterator[MainWindow]:
    """A window that asks the player things (result bar, confirmations), at instant speed."""
    settings = Settings(settings_path)
    settings.set(TUTORIAL_OFFERED, True)  # no tutorial offer holding the table
    window = MainWindow(settings, Speed.INSTANT, ask_after_game=True)
    window.scene.set_reveal_auto_continue(0)  # as the window fixture: reveals go on at once
    window.show()  # not given to qtbot, which would close it before this fixture's teardown
    yield window
    window.context.asks = False  # tear down without a question
    window.close()
    window.deleteLater()


def wait_for_my_turn(window: MainWindow, qtbot) -> HumanChoices:
    qtbot.waitUntil(
        lambda: window.selector.choices is not None and window.selector.choices.my_turn,
        timeout=HANG_MS,
    )
    choices = window.selector.choices
    assert choices is not None
    return choices


def play_a_move(window: MainWindow, qtbot) -> None:
    """Bid the least raise at the person's turn: a game they have played in, so not left unasked."""
    choices = wait_for_my_turn(window, qtbot)
    window.controller.request_bid(choices.bids[0])
    qtbot.waitUntil(lambda: window.controller.snapshot.person_has_played, timeout=HANG_MS)
    wait_for_my_turn(window, qtbot)


def opening_seed(players: int = 4) -> int:
    """A seed whose first round the person (seat 0) opens."""
    names = [f"p{seat}" for seat in range(players)]
    return next(seed for seed in range(100) if Game(names, seed=seed).current_seat == 0)


# A window that fits ----------------------------------------------------------------------------


def inside(widget: QWidget, window: QWidget) -> bool:
    corner = widget.mapTo(window, QPoint(0, 0))
    return widget.isVisible() and window.rect().contains(QRect(corner, widget.size()))


def opened(qtbot, settings_path: Path) -> MainWindow:
    """Open a window on the settings at ``settings_path``, as a start of the game does."""
    window = MainWindow(Settings(settings_path), Speed.INSTANT, ask_after_game=False)
    qtbot.addWidget(window)
    window.show()
    return window


def drag_side_panel(window: MainWindow, width: int) -> None:
    """Make the side panel ``width`` wide as the person does, dragging the handle."""
    total = sum(window.splitter.sizes())
    window.splitter.setSizes([total - width, width])
    window.splitter.splitterMoved.emit(total - width, 1)


@pytest.mark.parametrize("screen", [(1366, 768), (1280, 720), (1024, 700)])
def test_the_first_window_fits_its_screen(
    qtbot, settings_path: Path, monkeypatch, screen: tuple[int, int]
) -> None:
    available = QRect(0, 0, *screen)
    monkeypatch.setattr(main_window, "available_geometry", lambda widget: available)
    window = opened(qtbot, settings_path)
    assert available.contains(window.geometry())
    assert window.width() >= min(1400, screen[0] - 24) - 1
    for button in (window.selector.bid_button, window.selector.dudo_button):
        assert inside(button, window)
    for face in window.selector.face_buttons.values():
        assert inside(face, window)
    table, side = window.splitter.sizes()
    assert table > 2 * side  # the table gets the room
    window.selector.set_calza_shown(True)
    window.selector.bid_button.setText("&Bid 12 sixes")  # the longest a bid gets
    window.selector.layout().activate()
    for button in (window.selector.bid_button, window.selector.dudo_button):
        assert button.width() >= button.sizeHint().width()  # no text is clipped
    window.close()


def test_the_first_geometry_is_centred_and_never_larger_than_preferred() -> None:
    big = first_geometry(QRect(0, 0, 2560, 1440))
    assert big.size().toTuple() == (1400, 860)
    assert big.center() == QRect(0, 0, 2560, 1440).center()
    laptop = first_geometry(QRect(0, 28, 1366, 740))
    assert QRect(0, 28, 1366, 740).contains(laptop)


def test_size_and_split_are_remembered(qtbot, settings_path: Path) -> None:
    first = opened(qtbot, settings_path)
    first.resize(790, 580)  # the offscreen screen is 800x600
    first.splitter.setSizes([440, 340])
    first.splitter.splitterMoved.emit(440, 1)  # as when the person drags the handle
    sizes = first.splitter.sizes()
    first.close()
    second = opened(qtbot, settings_path)
    assert second.size().toTuple() == (790, 580)
    assert second.splitter.sizes() == sizes
    second.close()


def test_a_side_panel_a_small_window_narrowed_is_not_kept_narrow(
    qtbot, settings_path: Path
) -> None:
    """Closed at 1024x700, started again in a larger window: the side panel has its width back."""
    first = opened(qtbot, settings_path)
    first.resize(600, 500)  # the table takes the width first: the side panel narrows
    qtbot.waitUntil(lambda: first.splitter.sizes()[1] < SIDE_WIDTH)
    first.close()
    assert Settings(settings_path).get(SPLITTER_STATE) is None
    assert "side_width" not in settings_path.read_text()  # nor a width the person never chose
    second = opened(qtbot, settings_path)
    second.resize(1400, 600)
    qtbot.waitUntil(lambda: second.splitter.sizes()[1] == SIDE_WIDTH)
    second.close()


def test_a_dragged_side_panel_a_small_window_narrowed_gets_its_width_back(
    qtbot, settings_path: Path
) -> None:
    """Dragged wide, narrowed by a small window, closed: next time it is as wide as dragged."""
    first = opened(qtbot, settings_path)
    first.resize(1400, 600)
    qtbot.waitUntil(lambda: first.splitter.sizes()[1] == SIDE_WIDTH)
    drag_side_panel(first, 420)
    first.resize(600, 500)
    qtbot.waitUntil(lambda: first.splitter.sizes()[1] < 420)
    narrowed = first.splitter.sizes()
    first.close()
    assert Settings(settings_path).get(SIDE_PANEL_WIDTH) == 420
    second = opened(qtbot, settings_path)
    assert second.splitter.sizes() == narrowed  # the split as it was left, in that window
    second.resize(1400, 600)
    qtbot.waitUntil(lambda: second.splitter.sizes()[1] == 420)
    second.close()


def test_a_folded_side_panel_is_offered_back_in_the_status_bar(qtbot, settings_path: Path) -> None:
    """At 709x615 the controls folded away with no sign of where they went (a playtest)."""
    window = opened(qtbot, settings_path)
    window.resize(1366, 768)
    qtbot.waitUntil(lambda: window.splitter.sizes()[1] > 0)
    unfold = window.findChild(QPushButton, "unfoldButton")
    assert unfold is not None and not unfold.isVisible()
    window.resize(640, 480)
    qtbot.waitUntil(lambda: window.splitter.sizes()[1] == 0)
    assert unfold.isVisible()
    window.selector.set_choices(HumanChoices(True, (Calza(),), (), 12, Bid(3, 4)))
    window.selector.set_prompt("Your turn: raise, or call Dudo.")  # hidden with the panel
    assert window.statusBar().currentMessage() == "Your turn: raise, or call Dudo."
    window.selector.set_prompt("")  # the turn is over: the status bar takes it back
    assert window.statusBar().currentMessage() == ""
    QTest.mouseClick(unfold, Qt.MouseButton.LeftButton)
    assert window.splitter.sizes()[1] >= window.side_panel.minimumWidth()
    assert not unfold.isVisible()
    assert window.focusWidget() is window.selector  # the keys go on to the controls shown
    window.resize(660, 490)
    qtbot.waitUntil(lambda: window.splitter.width() > 600)
    assert window.splitter.sizes()[1] >= window.side_panel.minimumWidth()  # it stays back
    window.resize(1366, 768)  # and a larger window gives it its room back, as it was not dragged
    qtbot.waitUntil(lambda: window.splitter.sizes()[1] == SIDE_WIDTH)
    window.close()
    assert "side_width" not in settings_path.read_text()


def test_a_side_panel_folded_by_hand_is_offered_back_at_the_next_start(
    qtbot, settings_path: Path
) -> None:
    first = opened(qtbot, settings_path)
    first.resize(1400, 600)
    qtbot.waitUntil(lambda: first.splitter.sizes()[1] > 0)
    drag_side_panel(first, 0)  # dragged shut
    first.close()
    second = opened(qtbot, settings_path)
    assert second.splitter.sizes()[1] == 0
    unfold = second.findChild(QPushButton, "unfoldButton")
    assert unfold is not None and unfold.isVisible()
    second.close()


def test_names_are_limited_in_the_dialog(qtbot) -> None:
    long = "Maximiliano Alejandro de la Fuente y Montenegro"
    dialog = NewGameDialog(TableSetup((SeatSetup(long), SeatSetup(long, "easy"))))
    qtbot.addWidget(dialog)
    assert dialog.table_editor.player_name.maxLength() == MAX_NAME_LENGTH  # the rules' limit
    assert all(len(seat.name) <= MAX_NAME_LENGTH for seat in dialog.table().seats)


def test_a_name_longer_than_its_field_shows_its_start(qtbot) -> None:
    """The playtest saw "artholomeus…" for a 40-character Bartholomeus."""
    long = "Bartholomeus van der Heijden-Oranjeboom"
    dialog = NewGameDialog(TableSetup((SeatSetup("You"), SeatSetup(long, "easy"))))
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    field = next(f for f in dialog.table_editor.findChildren(QLineEdit) if f.text() == long)
    assert field.cursorPosition() == 0  # the view follows the cursor: the start shows
    field.setFocus()
    qtbot.waitUntil(field.hasFocus)
    field.end(False)
    QApplication.sendEvent(
        field, QFocusEvent(QEvent.Type.FocusOut, Qt.FocusReason.PopupFocusReason)
    )
    assert field.cursorPosition() == len(long)  # a menu opened: the typing goes on where it was
    dialog.table_editor.count.setFocus()
    qtbot.waitUntil(lambda: field.cursorPosition() == 0)  # another control: the start again


def test_the_name_field_counts_as_the_person_types(qtbot) -> None:
    dialog = NewGameDialog(TableSetup((SeatSetup("You"), SeatSetup("Ana", "easy"))))
    qtbot.addWidget(dialog)
    field = dialog.table_editor.player_name
    field.clear()
    QTest.keyClicks(field, "Maria de los Angeles")
    count = dialog.findChild(QLabel, "nameCount")
    assert count is not None and count.text() == f"Name: 20 of {MAX_NAME_LENGTH} characters"
    QTest.keyClicks(field, " y" * 20)  # past the limit: cut there, and the count says so
    assert len(field.text()) == MAX_NAME_LENGTH
    assert count.text() == f"Name: {MAX_NAME_LENGTH} of {MAX_NAME_LENGTH} characters"
    assert str(MAX_NAME_LENGTH) in field.toolTip()


def test_the_name_count_follows_the_focused_field(qtbot) -> None:
    dialog = NewGameDialog(
        TableSetup((SeatSetup("Maria de los Angeles"), SeatSetup("Ana", "easy")))
    )
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    count = dialog.findChild(QLabel, "nameCount")
    assert count is not None
    dialog.table_editor.player_name.setFocus()
    qtbot.waitUntil(lambda: count.text() == f"Name: 20 of {MAX_NAME_LENGTH} characters")
    opponent = next(
        field for field in dialog.table_editor.findChildren(QLineEdit) if field.text() == "Ana"
    )
    opponent.setFocus()
    qtbot.waitUntil(lambda: count.text() == f"Name: 3 of {MAX_NAME_LENGTH} characters")
    dialog.table_editor.count.setFocus()
    qtbot.waitUntil(lambda: count.text() == "")


# One source of truth for the table --------------------------------------------------------------


def test_new_game_opens_with_the_saved_table(window: MainWindow) -> None:
    saved = TableSetup(
        (SeatSetup("Zoe"), SeatSetup("Max", "hard", "pirate"), SeatSetup("Ines", "easy")),
        RuleOptions(calza=True, dice_per_player=4),
    )
    window.settings.set_table(saved)
    window.settings.set_rule_options(saved.options)
    assert window.entries.new_game_dialog().table() == saved


def test_a_smaller_table_keeps_the_seats_it_left_out(qtbot, settings_path: Path) -> None:
    five = tuple(
        SeatSetup(name, level)
        for name, level in (("Ana", "easy"), ("Bo", "normal"), ("Cy", "hard"), ("Di", "hard"))
    )
    Settings(settings_path).set_table(
        TableSetup((SeatSetup("Zoe"), *five, SeatSetup("Eli", "expert", "pirate")))
    )
    first = Settings(settings_path)
    first.set_table(TableSetup((SeatSetup("Zoe"), *five[:2])))
    first.sync()
    window = MainWindow(Settings(settings_path), Speed.INSTANT, ask_after_game=False)  # restarted
    qtbot.addWidget(window)
    dialog = window.entries.new_game_dialog()
    editor = dialog.table_editor
    assert editor.count.value() == 2
    editor.count.setValue(5)
    grown = dialog.table()
    assert grown.seats[1:] == (*five, SeatSetup("Eli", "expert", "pirate"))


def test_ctrl_n_and_play_again_use_saved_settings_without_restart(
    window: MainWindow, qtbot
) -> None:
    window.start_game(table(calza=False), seed=5)
    dialog = SettingsDialog(window.settings.table(), window.speed, window)
    dialog.rules_editor.toggles["calza"].setChecked(True)
    window.findChild(SettingsEntry).apply_settings(dialog)

    window.entries.play_again()
    setup = window.controller.setup
    assert setup is not None
    assert setup.seats == SEATS  # the same players
    assert setup.options.calza is True  # under the rules saved now

    answer_modal(lambda dialog: dialog.accept())
    window.findChild(QAction, "newGameAction").trigger()
    setup = window.controller.setup
    assert setup == window.settings.table()
    assert setup is not None and setup.options.calza is True


def test_the_table_started_from_new_game_becomes_the_default(window: MainWindow) -> None:
    def choose(dialog: NewGameDialog) -> None:
        dialog.table_editor.count.setValue(2)
        dialog.rules_editor.toggles["calza"].setChecked(True)
        dialog.accept()

    answer_modal(choose)
    window.entries.ask_new_game()
    assert window.settings.table() == window.controller.setup
    assert len(window.settings.table().seats) == 3


# Pausing ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "opener", ["settingsAction", "newGameAction", "rulesAction", "aboutAction"]
)
def test_dialogs_pause_the_table(window: MainWindow, qtbot, opener: str) -> None:
    asked: list[int] = []
    window.controller.bot_thinking.connect(asked.append)
    seen: list[bool] = []

    def while_open(dialog: QWidget) -> None:
        seen.append(window.controller.is_paused)
        count = len(asked)

        def close() -> None:
            seen.append(len(asked) == count)  # no bot was asked while the dialog was open
            dialog.reject()

        QTimer.singleShot(300, dialog, close)  # never after its dialog is gone

    window.start_game(TableSetup.all_bots(4), seed=3)
    answer_modal(while_open)
    window.findChild(QAction, opener).trigger()
    assert seen == [True, True]
    assert not window.controller.is_paused
    with qtbot.waitSignal(window.controller.bot_thinking, timeout=HANG_MS):
        pass  # and play goes on


@pytest.mark.qt_log_ignore("This plugin does not support")  # the offscreen platform's popups
def test_an_open_menu_holds_the_table(window: MainWindow, qtbot) -> None:
    """With the Game menu open, two bots bid behind it (a playtest)."""
    window.start_game(TableSetup.all_bots(4), seed=3)
    menu = window.context.menu(Menu.GAME)
    menu.popup(window.mapToGlobal(QPoint(0, 0)))
    qtbot.waitUntil(menu.isVisible)
    assert window.controller.is_paused
    menu.hide()
    assert window.controller.is_paused  # until the entry chosen, run next, has held it itself
    qtbot.waitUntil(lambda: not window.controller.is_paused)
    with qtbot.waitSignal(window.controller.bot_thinking, timeout=HANG_MS):
        pass  # and play goes on


# Leaving a game -------------------------------------------------------------------------------


def test_leaving_a_game_asks_first(asking_window: MainWindow, qtbot) -> None:
    window = asking_window
    window.start_game(table(), seed=3)
    play_a_move(window, qtbot)
    game = window.controller.game
    paused: list[bool] = []

    def refuse(box: QMessageBox) -> None:
        paused.append(window.controller.is_paused)
        box.button(QMessageBox.StandardButton.No).click()

    answer_modal(refuse)
    window.close()
    assert window.isVisible()
    answer_modal(refuse)
    window.entries.play_again()
    answer_modal(refuse)
    window.entries.ask_new_game()
    answer_modal(refuse)
    window.learning.start_guided_round()  # the tutorial's last step (a playtest lost a game)
    assert window.controller.game is game
    assert paused == [True, True, True, True]

    answer_modal(lambda box: box.button(QMessageBox.StandardButton.Yes).click())
    window.entries.play_again()
    assert window.controller.game is not game


def test_a_game_the_person_has_not_played_in_is_left_without_a_question(
    asking_window: MainWindow, qtbot
) -> None:
    """A playtester was asked to abandon a game they had never touched (a tutorial's round)."""
    window = asking_window
    window.start_game(table(), seed=3)
    wait_for_my_turn(window, qtbot)  # the bots may have bid: the person has not
    game = window.controller.game
    asked: list[str] = []
    answer_modal(lambda box: asked.append(box.text()) or box.reject())
    window.learning.start_guided_round()
    assert asked == [] and window.controller.game is not game


def test_the_tutorial_stays_open_when_its_guided_round_is_refused(
    asking_window: MainWindow, qtbot
) -> None:
    from perudo_qt.ui.learning.tutorial import TutorialDialog
    from perudo_qt.ui.learning.tutorial_script import STEPS

    window = asking_window
    window.start_game(table(), seed=3)
    play_a_move(window, qtbot)
    game = window.controller.game
    window.learning.show_tutorial()
    tutorial = window.findChild(TutorialDialog)
    assert tutorial is not None
    tutorial.show_step(len(STEPS) - 1)
    askers: list[QWidget] = []

    def refuse(box: QMessageBox) -> None:
        askers.append(box.parentWidget())
        box.button(QMessageBox.StandardButton.No).click()

    answer_modal(refuse)
    tutorial.play_button.click()
    assert askers == [tutorial]  # asked over the tutorial, not behind it
    assert tutorial.isVisible() and window.controller.game is game
    assert tutorial.play_button.isEnabled()  # still at its last step

    answer_modal(lambda box: box.button(QMessageBox.StandardButton.Yes).click())
    tutorial.play_button.click()
    assert not tutorial.isVisible()
    assert window.controller.game is not game


# When you are out, and the end -----------------------------------------------------------------


def play_recklessly(window: MainWindow) -> None:
    """Bid the most dice there could be on each turn: the person soon loses every die."""

    def act(choices: HumanChoices) -> None:
        if choices.my_turn:
            bid = max(choices.bids, key=lambda bid: (bid.quantity, bid.face))
            QTimer.singleShot(0, window, lambda: window.controller.request_bid(bid))

    window.controller.choices_changed.connect(act)


def be_out(window: MainWindow, qtbot) -> None:
    play_recklessly(window)
    window.start_game(table(dice_per_player=1), seed=2)
    qtbot.waitUntil(lambda: window.result_bar.watch_button.isVisible(), timeout=HANG_MS)


def test_the_person_out_is_told_their_place(asking_window: MainWindow, qtbot) -> None:
    window = asking_window
    be_out(window, qtbot)
    game = window.controller.game
    assert game is not None and not game.is_over
    place = len(game.active_seats) + 1
    text = window.result_bar.text.text()
    assert f"You finish {['1st', '2nd', '3rd', '4th'][place - 1]}." in text
    assert window.result_bar.skip_button.isVisible()
    assert window.result_bar.new_button.isVisible()


def test_the_hints_say_nothing_once_the_person_is_out(asking_window: MainWindow, qtbot) -> None:
    window = asking_window
    window.learning.show_hints(True)
    be_out(window, qtbot)
    hints = window.learning.hints
    no_dice = "Hints follow your dice during a game."
    assert hints.standing.text() == no_dice
    seen: list[str] = []
    window.scene.events_shown.connect(lambda _: seen.append(hints.standing.text()))
    window.controller.choices_changed.connect(lambda _: seen.append(hints.standing.text()))
    with qtbot.waitSignal(window.game_over_shown, timeout=HANG_MS):
        qtbot.mouseClick(window.result_bar.watch_button, Qt.MouseButton.LeftButton)
    assert len(seen) > 2 and set(seen) == {no_dice}  # whatever the bots bid meanwhile


def test_the_hints_give_their_room_to_the_log_while_the_person_has_no_dice(
    asking_window: MainWindow, qtbot
) -> None:
    """At 1024x700 the coach's review of a finished game had four lines left beside them."""
    window = asking_window
    window.learning.show_hints(True)
    hints, hints_on = window.learning.hints, window.findChild(QAction, "hintsAction")
    be_out(window, qtbot)
    assert hints.isHidden() and hints_on.isChecked()  # out: nothing of theirs to follow
    with qtbot.waitSignal(window.game_over_shown, timeout=HANG_MS):
        qtbot.mouseClick(window.result_bar.skip_button, Qt.MouseButton.LeftButton)
    assert hints.isHidden()
    window.entries.play_again()
    wait_for_my_turn(window, qtbot)
    assert hints.isVisible()  # and they are back with the next game


def test_the_hints_panel_waits_for_the_table_to_show_the_game_s_end(
    asking_window: MainWindow, qtbot
) -> None:
    """Turned on while the last call is being shown, the panel must not tell how it ended."""
    window = asking_window
    window.learning.show_hints(True)
    hints = window.learning.hints
    shown_at_the_end: list[bool] = []

    def happened(events: tuple[Event, ...], _view: object) -> None:
        if any(isinstance(event, GameOver) for event in events):  # the table has not shown it
            window.learning.show_hints(False)
            window.learning.show_hints(True)  # H twice, or Settings applied, meanwhile
            shown_at_the_end.append(hints.isVisible())

    window.controller.events_happened.connect(happened)
    play_recklessly(window)
    duel = TableSetup((SeatSetup("You"), SeatSetup("Ana", "easy")), RuleOptions(dice_per_player=1))
    with qtbot.waitSignal(window.game_over_shown, timeout=HANG_MS):
        window.start_game(duel, seed=2)
    assert shown_at_the_end == [True]  # as at any other call, whoever won
    assert hints.isHidden()  # once the table has shown the end


def test_the_hints_wait_for_the_table_to_show_the_person_out(
    asking_window: MainWindow, qtbot
) -> None:
    window = asking_window
    window.learning.show_hints(True)
    hints = window.learning.hints
    at_the_call: list[str] = []

    def happened(events: tuple[Event, ...], _view: object) -> None:
        if went_out(0, events):  # the game has them out; the table has not shown it yet
            at_the_call.append(hints.standing.text())

    window.controller.events_happened.connect(happened)
    be_out(window, qtbot)
    assert at_the_call and at_the_call[0].startswith("The bid stands at ")
    assert hints.standing.text() == "Hints follow your dice during a game."


def test_the_table_waits_while_the_person_out_chooses(asking_window: MainWindow, qtbot) -> None:
    window = asking_window
    be_out(window, qtbot)
    game = window.controller.game
    assert game is not None
    played = len(game.history)
    qtbot.wait(300)  # at instant speed, the bots would finish the game in this time
    assert window.controller.is_paused
    assert len(game.history) == played and not game.is_over
    with qtbot.waitSignal(window.game_over_shown, timeout=HANG_MS):
        qtbot.mouseClick(window.result_bar.watch_button, Qt.MouseButton.LeftButton)
        assert not window.controller.is_paused


def test_the_keys_serve_the_person_out(asking_window: MainWindow, qtbot) -> None:
    """Out: the keyboard is on the choices, D is told why it does nothing, Enter presses."""
    window = asking_window
    be_out(window, qtbot)
    bar = window.result_bar
    qtbot.waitUntil(lambda: QApplication.focusWidget() is bar.watch_button)
    QTest.keyClick(window, Qt.Key.Key_D)  # Dudo, from a person who has no dice
    out = "You are out of this game: you can watch, but not play."
    assert window.statusBar().currentMessage() == out
    bar.skip_button.setFocus()
    passed: list[QWidget | None] = []
    QApplication.instance().focusChanged.connect(lambda _old, new: passed.append(new))
    with qtbot.waitSignal(window.game_over_shown, timeout=HANG_MS):
        QTest.keyClick(bar.skip_button, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: window.controller.is_fast_forwarding)
    assert passed and all(widget is bar or bar.isAncestorOf(widget) for widget in passed)


def test_watch_gives_the_keys_to_the_controls(asking_window: MainWindow, qtbot) -> None:
    """Watch hid the bar and the focus fell to the side panel's tabs."""
    window = asking_window
    be_out(window, qtbot)
    bar = window.result_bar
    qtbot.waitUntil(lambda: QApplication.focusWidget() is bar.watch_button)
    passed: list[QWidget | None] = []
    QApplication.instance().focusChanged.connect(lambda _old, new: passed.append(new))
    QTest.keyClick(bar.watch_button, Qt.Key.Key_Space)
    assert not bar.isVisible()
    assert passed == [window.selector]


def test_watch_then_the_placings(asking_window: MainWindow, qtbot) -> None:
    window = asking_window
    be_out(window, qtbot)
    with qtbot.waitSignal(window.game_over_shown, timeout=HANG_MS):
        qtbot.mouseClick(window.result_bar.watch_button, Qt.MouseButton.LeftButton)
        assert not window.result_bar.isVisible()
        assert not window.controller.is_fast_forwarding
    assert window.result_bar.again_button.isVisible()


def test_a_person_watching_can_still_skip_to_the_result(asking_window: MainWindow, qtbot) -> None:
    window = asking_window
    window.speed = Speed.NORMAL
    skip = window.findChild(QAction, "skipAction")
    assert skip is not None and skip.text() == "S&kip to the result"
    play_recklessly(window)
    window.start_game(table(dice_per_player=1), seed=2)
    assert not skip.isEnabled()  # in the game: nothing to skip
    qtbot.waitUntil(lambda: window.result_bar.watch_button.isVisible(), timeout=HANG_MS)
    qtbot.mouseClick(window.result_bar.watch_button, Qt.MouseButton.LeftButton)
    assert not window.result_bar.isVisible() and skip.isEnabled()
    with qtbot.waitSignal(window.game_over_shown, timeout=HANG_MS):
        skip.trigger()
        assert window.controller.is_fast_forwarding
    assert not skip.isEnabled()
    assert window.result_bar.again_button.isVisible()


def test_skip_to_the_result_shows_the_placings(asking_window: MainWindow, qtbot) -> None:
    window = asking_window
    window.speed = Speed.NORMAL  # skipping must not wait for thinking or animations
    be_out(window, qtbot)
    heard: list[str] = []
    window.findChild(Accessibility).announced.connect(lambda text, _: heard.append(text))
    with qtbot.waitSignal(window.game_over_shown, timeout=HANG_MS) as over:
        qtbot.mouseClick(window.result_bar.skip_button, Qt.MouseButton.LeftButton)
        assert window.controller.is_fast_forwarding
    game = window.controller.game
    assert game is not None and game.is_over and over.args == [game.winner]
    order = finishing_order(game.history, 4)
    assert order[0] == game.winner and sorted(order) == [0, 1, 2, 3]
    text = window.result_bar.text.text()
    names = ["you", "Ana", "Bruno", "Cris"]
    expected = " · ".join(
        f"{place} {names[seat]}"
        for place, seat in zip(["1st", "2nd", "3rd", "4th"], order, strict=True)
    )
    assert text.endswith(expected)
    assert f"{SEATS[game.winner].name} wins." in text
    lines = window.game_log.lines()
    result = max(
        i for i, line in enumerate(lines) if line.endswith(("wins the game!", "win the game!"))
    )
    said = lines[result + 1 :]  # what the bots say of the last round, the winner last
    assert all("“" in line for line in said)
    assert SEATS[game.winner].is_human or said[-1].startswith(f"{SEATS[game.winner].name}: “")
    assert window.result_bar.again_button.isVisible()
    assert not window.result_bar.watch_button.isVisible()
    assert not [text for text in heard if "to continue" in text]  # the last reveal goes on


def test_skipping_keeps_every_event_in_the_history(asking_window: MainWindow, qtbot) -> None:
    window = asking_window
    window.speed = Speed.NORMAL
    be_out(window, qtbot)
    window.findChild(QAction, "historyAction").trigger()  # open, it follows the skip
    with qtbot.waitSignal(window.game_over_shown, timeout=HANG_MS):
        qtbot.mouseClick(window.result_bar.skip_button, Qt.MouseButton.LeftButton)
    game = window.controller.game
    assert game is not None and game.is_over
    history = window.keeping.history
    assert history.events == list(game.history)
    dialog = window.keeping.history_dialog
    assert dialog is not None
    fresh = HistoryDialog(history)
    qtbot.addWidget(fresh)
    assert dialog.text() == fresh.text()
    rounds = sum(line.startswith("Round ") for line in dialog.text().splitlines())
    assert rounds == game.round_number


@pytest.mark.slow
def test_skip_during_an_animating_reveal_reaches_the_result(
    asking_window: MainWindow, qtbot
) -> None:
    window = asking_window
    be_out(window, qtbot)
    qtbot.mouseClick(window.result_bar.watch_button, Qt.MouseButton.LeftButton)
    window.scene.set_reveal_auto_continue(None)  # each reveal held until the person goes on
    window.controller.speed = Speed.FAST
    shown: list[Event] = []
    window.scene.events_shown.connect(shown.extend)
    qtbot.waitUntil(lambda: any(isinstance(e, DudoCalled) for e in shown), timeout=HANG_MS)
    assert window.scene._animation is not None  # the reveal is still being drawn
    with qtbot.waitSignal(window.game_over_shown, timeout=HANG_MS):
        qtbot.mouseClick(window.result_bar.skip_button, Qt.MouseButton.LeftButton)
    assert window.result_bar.again_button.isVisible()
    game = window.controller.game
    assert game is not None
    logged = window.game_log.lines()
    assert sum(line.startswith("Round ") for line in logged) == game.round_number


def test_keys_at_the_result_bar_start_no_game(asking_window: MainWindow, qtbot) -> None:
    window = asking_window
    window.activateWindow()
    qtbot.waitActive(window)
    be_out(window, qtbot)
    with qtbot.waitSignal(window.game_over_shown, timeout=HANG_MS):
        qtbot.mouseClick(window.result_bar.watch_button, Qt.MouseButton.LeftButton)
    started: list[object] = []
    window.controller.game_started.connect(started.append)
    for key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter) * 2:
        QTest.keyClick(QApplication.focusWidget() or window, key)
    qtbot.wait(50)
    assert not started
    assert window.result_bar.again_button.isVisible()
    assert "wins" in window.result_bar.text.text() or "You win" in window.result_bar.text.text()


def test_a_new_game_from_the_out_bar_asks_nothing_more(asking_window: MainWindow, qtbot) -> None:
    window = asking_window
    be_out(window, qtbot)
    game = window.controller.game
    answer_modal(lambda dialog: dialog.accept())  # the new-game dialog, no "leave?" question
    assert window.controller.is_paused  # held while the person chooses
    qtbot.mouseClick(window.result_bar.new_button, Qt.MouseButton.LeftButton)
    assert window.controller.game is not game
    assert not window.result_bar.isVisible()
    assert not window.controller.is_paused  # the new game is not held


def test_finishing_order_is_the_reverse_order_of_elimination() -> None:
    from perudo_qt.rules import GameOver, PlayerEliminated

    history = (PlayerEliminated(2), PlayerEliminated(0), PlayerEliminated(3), GameOver(1))
    assert finishing_order(history, 4) == (1, 3, 0, 2)
    assert finishing_order(history[:2], 4) == (1, 3, 0, 2)  # the two still playing share 1st-2nd


# No accidents ---------------------------------------------------------------------------------


def test_digits_in_the_quantity_box_pick_faces(window: MainWindow, qtbot) -> None:
    window.start_game(table(), seed=opening_seed())
    wait_for_my_turn(window, qtbot)
    box = window.selector.quantity
    box.setFocus()
    QTest.keyClick(box, Qt.Key.Key_5)
    bid = window.selector.selected_bid()
    assert bid == Bid(1, 5)  # the fives at their least quantity, not 15 of anything
    QTest.keyClick(box, Qt.Key.Key_A)
    assert box.value() == 1
    QTest.keyClick(box, Qt.Key.Key_Plus)
    assert window.selector.selected_bid() == Bid(2, 5)
    QTest.keyClick(box, Qt.Key.Key_Return)
    game = window.controller.game
    assert game is not None and game.round_bids[0].bid == Bid(2, 5)


def test_space_on_the_bid_button_bids_nothing_and_says_which_key_bids(
    window: MainWindow, qtbot
) -> None:
    """A second Space meant for a reveal bid at the next turn, and lost a playtester's game."""
    window.start_game(table(), seed=opening_seed())
    wait_for_my_turn(window, qtbot)
    game = window.controller.game
    assert game is not None
    bids_before = len(game.round_bids)
    window.selector.bid_button.setFocus()
    QTest.keyClick(window.selector.bid_button, Qt.Key.Key_Space)
    assert len(game.round_bids) == bids_before
    assert (
        window.statusBar().currentMessage() == "Space bids nothing: press Return or Enter to bid."
    )
    QTest.keyClick(window.selector.bid_button, Qt.Key.Key_Return)
    assert len(game.round_bids) == bids_before + 1  # Enter bids, the focus where it was


def test_calza_by_keyboard_takes_a_second_press(window: MainWindow, monkeypatch) -> None:
    calls: list[bool] = []
    monkeypatch.setattr(window.controller, "request_calza", lambda: calls.append(True))
    out_of_turn = HumanChoices(False, (Calza(),), (), 12, Bid(3, 4))
    window.selector.set_choices(out_of_turn)
    QTest.keyClick(window, Qt.Key.Key_C)
    assert calls == []
    assert window.selector.prompt.text() == "Press C again to call Calza on 3 fours."
    told = window.statusBar().currentMessage()
    assert told == "Press C again to call Calza on 3 fours."  # a screen reader says it too
    QTest.keyClick(window, Qt.Key.Key_C)
    assert calls == [True]
    assert "press C twice" in window.selector.calza_button.toolTip()
    in_turn = HumanChoices(True, (Calza(),), (), 12, Bid(3, 4))
    window.selector.set_choices(in_turn)
    QTest.keyClick(window, Qt.Key.Key_C)
    assert calls == [True]  # in turn too: a first C meant out of turn may land as it comes round
    QTest.keyClick(window, Qt.Key.Key_C)
    assert calls == [True, True]


def test_a_second_c_after_another_bid_names_that_bid_and_calls_nothing(
    window: MainWindow, monkeypatch
) -> None:
    """The playtest's lost die: C, then two bids and the turn, then C called on 7 sixes."""
    calls: list[bool] = []
    monkeypatch.setattr(window.controller, "request_calza", lambda: calls.append(True))
    window.controller.choices_changed.emit(HumanChoices(False, (Calza(),), (), 12, Bid(5, 6)))
    QTest.keyClick(window, Qt.Key.Key_C)
    assert window.statusBar().currentMessage() == "Press C again to call Calza on 5 sixes."
    my_turn = HumanChoices(True, (Calza(),), (), 12, Bid(7, 6))
    window.controller.choices_changed.emit(my_turn)
    told = window.statusBar().currentMessage()
    assert told != "Press C again to call Calza on 5 sixes."  # the prompt on 5 sixes is taken back
    QTest.keyClick(window, Qt.Key.Key_C)
    assert calls == []
    assert window.statusBar().currentMessage() == "Press C again to call Calza on 7 sixes."
    QTest.keyClick(window, Qt.Key.Key_C)
    assert calls == [True]


def test_a_first_c_and_a_long_line_stay_with_their_game(window: MainWindow, monkeypatch) -> None:
    calls: list[bool] = []
    monkeypatch.setattr(window.controller, "request_calza", lambda: calls.append(True))
    window.controller.choices_changed.emit(HumanChoices(False, (Calza(),), (), 12, Bid(3, 4)))
    QTest.keyClick(window, Qt.Key.Key_C)
    line_height = window.selector.prompt.fontMetrics().lineSpacing()
    assert window.selector.prompt.minimumHeight() > line_height  # the long prompt's lines
    window.start_game(table(), seed=3)  # Ctrl+N before the second C
    window.controller.choices_changed.emit(HumanChoices(False, (Calza(),), (), 12, Bid(3, 4)))
    QTest.keyClick(window, Qt.Key.Key_C)
    assert calls == []  # the new game's same bid is named, not called on
    window.start_game(table(), seed=3)
    assert window.selector.prompt.minimumHeight() <= line_height + 2  # its room given back


def test_the_first_c_s_time_running_out_leaves_the_turn_s_prompt(
    window: MainWindow, monkeypatch
) -> None:
    monkeypatch.setattr(window.controller, "request_calza", lambda: None)
    window.controller.choices_changed.emit(HumanChoices(False, (Calza(),), (), 12, Bid(5, 6)))
    QTest.keyClick(window, Qt.Key.Key_C)
    window.controller.choices_changed.emit(HumanChoices(True, (Calza(),), (), 12, Bid(7, 6)))
    window.selector.set_prompt("Your turn: raise, or call Dudo or Calza.")
    keyboard = window.findChild(Keyboard)
    assert keyboard is not None
    keyboard._calza_armed.timeout.emit()  # its 3 seconds are up
    assert window.selector.prompt.text() == "Your turn: raise, or call Dudo or Calza."
    QTest.keyClick(window, Qt.Key.Key_C)  # a C in turn names the bid in that line's place
    assert window.selector.prompt.text() == "Press C again to call Calza on 7 sixes."
    keyboard._calza_armed.timeout.emit()
    assert window.selector.prompt.text() == "Your turn: raise, or call Dudo or Calza."  # a playtest


# Words and legibility -------------------------------------------------------------------------


def test_refusals_are_worded_without_rule_ids(window: MainWindow, qtbot) -> None:
    window.start_game(table(calza=False), seed=opening_seed())
    wait_for_my_turn(window, qtbot)
    assert window.selector.prompt.text() == "Your turn: open the bidding."
    QTest.keyClick(window, Qt.Key.Key_D)
    assert window.selector.prompt.text() == (
        "You need a bid on the table before you can call Dudo."
    )
    QTest.keyClick(window, Qt.Key.Key_C)
    message = window.statusBar().currentMessage()
    assert message.startswith("Calza is not played at this table")
    assert not re.search(r"\bR\d+", message)


def test_explanations_are_legible_and_palifico_options_follow_palifico(qtbot) -> None:
    editor = RulesEditor(RuleOptions(palifico=False))
    qtbot.addWidget(editor)
    for note in editor.notes.values():
        palette = note.palette()
        ratio = contrast_ratio(
            palette.color(ACTIVE, palette.ColorRole.WindowText),
            palette.color(ACTIVE, palette.ColorRole.Window),
        )
        assert ratio >= MIN_CONTRAST
    variants = ("palifico_once_per_player", "palifico_one_die_may_change_face")
    assert not any(editor.toggles[name].isEnabled() for name in variants)
    editor.toggles["palifico"].setChecked(True)
    assert all(editor.toggles[name].isEnabled() for name in variants)


def test_levels_and_personalities_are_explained(qtbot) -> None:
    dialog = NewGameDialog(TableSetup.default())
    qtbot.addWidget(dialog)
    _, level, style = dialog.table_editor.rows[0]
    # The levels, then a bot picked from a file.
    assert [level.itemData(index) for index in range(level.count())] == [*LEVELS, FROM_FILE]
    for index in range(level.count()):
        assert level.itemData(index, Qt.ItemDataRole.ToolTipRole)
    level.setCurrentIndex(level.findData("hard"))
    style.setCurrentIndex(style.findData("pirate"))
    text = dialog.table_editor.explanation.text()
    assert text.startswith("Hard: ") and "The Pirate: Bluffs often" in text


def test_settings_problems_stay_in_view_after_a_game_starts(
    window: MainWindow, qtbot, settings_path: Path
) -> None:
    settings_path.write_text("[rules]\ncalza=maybe\ndice_per_player=9\n[display]\nspeed=warp\n")
    troubled = MainWindow(Settings(settings_path), ask_after_game=False)
    qtbot.addWidget(troubled)
    troubled.show()
    troubled.speed = Speed.INSTANT
    troubled.start_game(TableSetup.all_bots(3, troubled.settings.rule_options()), seed=1)
    with qtbot.waitSignal(troubled.game_over_shown, timeout=HANG_MS):
        pass
    assert troubled.notice.isVisible()
    details = troubled.notice.details_text().splitlines()
    assert len(details) == 3
    assert any("calza" in line for line in details) and any("speed" in line for line in details)
    troubled.close()


def test_the_about_box(window: MainWindow) -> None:
    text = about_box(window).text()
    assert __version__ in text and "GPL-3.0-or-later" in text and "LGPL" in text
    help_actions = [action.text() for action in window.menuBar().actions()[-1].menu().actions()]
    assert "&About Perudo" in help_actions and "About &Qt" in help_actions


def test_the_first_status_message_leaves_the_table_in_place(window: MainWindow, qtbot) -> None:
    qtbot.waitExposed(window)
    before = window.table_view.geometry()
    window.context.status("Hello")
    window.centralWidget().layout().activate()
    qtbot.wait(20)
    assert window.table_view.geometry() == before


@pytest.mark.parametrize("calza", [False, True])
def test_the_calza_button_follows_the_saved_rules_before_a_game(
    qtbot, settings_path: Path, calza: bool
) -> None:
    settings = Settings(settings_path)
    settings.set_rule_options(RuleOptions(calza=calza))
    settings.sync()
    window = opened(qtbot, settings_path)
    assert window.selector.calza_button.isVisible() is calza


@pytest.mark.parametrize("code", ["en", "es"])
def test_a_long_name_shows_whole_in_the_new_game_dialog(speaking, qtbot, code: str) -> None:
    """A 30-character name showed only its tail ("ernández Olmedo B")."""
    speaking(code)
    names = ("Bartolomé Esteban Murillo Ruiz", "Carmen Guadalupe Fernández Gil")
    dialog = NewGameDialog(TableSetup((SeatSetup(names[0]), SeatSetup(names[1], "easy"))))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    fields = [dialog.table_editor.player_name, dialog.table_editor.rows[0][0]]
    for field, name in zip(fields, names, strict=True):
        assert len(name) == 30 and field.text() == name
        room = field.contentsRect().width() - 2 * field.style().pixelMetric(
            QStyle.PixelMetric.PM_DefaultFrameWidth
        )
        assert field.fontMetrics().horizontalAdvance(name) < room, (code, name)
