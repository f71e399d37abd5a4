"""The bid controls for a screen reader and the keyboard: Tab from the quantity through every
control, the faces as one named group of radio buttons moved through with the arrows, and the
quantity's and the chosen face's changes told to the reader."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QTabWidget, QWidget
from pytestqt.qtbot import QtBot

from perudo_qt.controller.table import SeatSetup, TableSetup
from perudo_qt.rules import Bid, RuleOptions
from perudo_qt.ui.main_window import MainWindow
from perudo_qt.ui.words.wording import bid_words

from .turns import start_at_my_turn

pytestmark = pytest.mark.gui


def others_open() -> TableSetup:
    """A table where the bots bid first, so that you may raise, call Dudo or Calza."""
    seats = (SeatSetup("You"), SeatSetup("Ana", "normal"), SeatSetup("Bruno", "normal"))
    return TableSetup(seats, RuleOptions(calza=True), first_seat=1)


def press(key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> QWidget:
    """Press ``key`` where the focus is; return where the focus is then (a spin box for its
    line of text)."""
    focused = QApplication.focusWidget()
    assert focused is not None
    QTest.keyClick(focused, key, modifier)
    after = QApplication.focusWidget()
    assert after is not None
    if after.objectName() == "qt_spinbox_lineedit":
        return after.parentWidget()
    return after


def test_tab_from_the_quantity_reaches_every_control(window: MainWindow, qtbot: QtBot) -> None:
    start_at_my_turn(window, qtbot, others_open())
    selector = window.selector
    standing = window.controller.snapshot.view.current_bid  # type: ignore[union-attr]
    assert standing is not None
    selector.quantity.setFocus()
    stops = [press(Qt.Key.Key_Tab) for _ in range(4)]
    chosen = selector.face_buttons[standing.face]  # the standing bid's face, not the pacos
    assert chosen.isChecked()
    assert stops == [chosen, selector.bid_button, selector.dudo_button, selector.calza_button]
    back = [press(Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier) for _ in range(4)]
    assert back == [selector.dudo_button, selector.bid_button, chosen, selector.quantity]


def test_tab_reaches_each_side_tabs_page_right_after_the_tab_bar(
    window: MainWindow, qtbot: QtBot
) -> None:
    """The log, the coach and the table in words alike: the tab bar, its page, then the controls."""
    start_at_my_turn(window, qtbot, others_open())
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=5000)
    tabs = window.findChild(QTabWidget, "sideTabs")
    assert tabs is not None and tabs.count() == 3
    for index in range(tabs.count()):
        tabs.setCurrentIndex(index)
        tabs.tabBar().setFocus()
        assert press(Qt.Key.Key_Tab) is tabs.currentWidget(), tabs.tabText(index)
        assert press(Qt.Key.Key_Tab) is window.selector.quantity, tabs.tabText(index)


def test_the_arrows_reach_every_legal_face_and_the_reader_hears_each(
    window: MainWindow, qtbot: QtBot
) -> None:
    start_at_my_turn(window, qtbot, others_open())
    selector = window.selector
    legal = [face for face, button in selector.face_buttons.items() if button.isEnabled()]
    assert len(legal) > 1
    start = selector.face_group.checkedId()
    selector.face_buttons[start].setFocus()
    reached = [start]
    for _ in legal:
        focused = press(Qt.Key.Key_Right)
        face = selector.face_group.checkedId()
        assert focused is selector.face_buttons[face]
        bid = selector.selected_bid()
        assert bid is not None and bid.face == face
        assert focused.accessibleDescription() == bid_words(bid)
        assert selector.bid_button.accessibleName() == f"Bid {bid_words(bid)}"
        left = selector.face_buttons[reached[-1]]
        assert left.accessibleDescription() == "" and left.toolTip()  # its tooltip is read
        reached.append(face)
    assert sorted(reached[:-1]) == legal and reached[-1] == start  # all, then round again
    assert press(Qt.Key.Key_Left) is selector.face_buttons[legal[legal.index(start) - 1]]
    # Up on a face raises the quantity, and the face's description says the new bid.
    focused = QApplication.focusWidget()
    assert focused is not None
    before = selector.quantity.value()
    press(Qt.Key.Key_Up)
    assert selector.quantity.value() == before + 1
    bid = selector.selected_bid()
    assert bid is not None and focused.accessibleDescription() == bid_words(bid)


def test_a_game_starts_with_the_keys_in_the_bid_controls(window: MainWindow, qtbot: QtBot) -> None:
    window.game_log.setFocus()  # where the last game may have left it
    start_at_my_turn(window, qtbot, others_open())
    selector = window.selector
    focused = QApplication.focusWidget()
    assert focused is not None and selector.isAncestorOf(focused)
    before = selector.quantity.value()
    press(Qt.Key.Key_Up)  # the first key of the game already raises the quantity
    assert selector.quantity.value() == before + 1


def test_the_faces_are_a_named_group_of_radio_buttons(window: MainWindow, qtbot: QtBot) -> None:
    start_at_my_turn(window, qtbot, others_open())
    selector = window.selector
    for face, button in selector.face_buttons.items():
        reader = QAccessible.queryAccessibleInterface(button)
        assert reader is not None and reader.role() == QAccessible.Role.RadioButton
        assert button.parentWidget() is selector.face_box
        chosen = face == selector.face_group.checkedId()
        assert bool(button.focusPolicy() & Qt.FocusPolicy.TabFocus) == chosen
    assert selector.face_box.accessibleName() == "Face"


def test_the_quantity_tells_the_reader_its_new_value(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    start_at_my_turn(window, qtbot, others_open())
    quantity = window.selector.quantity
    values: list[object] = []

    def heard(event: QAccessibleEvent) -> None:
        if event.type() == QAccessible.Event.ValueChanged and event.object() is quantity:
            values.append(event.value())  # type: ignore[attr-defined]

    monkeypatch.setattr(QAccessible, "updateAccessibility", heard)
    window.game_log.setFocus()
    assert press(Qt.Key.Key_Tab) is quantity
    assert not quantity.lineEdit().hasSelectedText()
    before = quantity.value()
    press(Qt.Key.Key_Up)
    quantity.stepBy(1)  # as the wheel and the box's own arrows do
    assert values == [before + 1, before + 2]
    assert not quantity.lineEdit().hasSelectedText()  # a reader would say the selection too


def test_the_focus_stays_in_the_controls_as_they_go_off(window: MainWindow, qtbot: QtBot) -> None:
    start_at_my_turn(window, qtbot, others_open())
    selector = window.selector
    face = selector.face_buttons[selector.face_group.checkedId()]
    face.setFocus()
    visited: list[QWidget] = []
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    app.focusChanged.connect(lambda _, now: visited.append(now))
    press(Qt.Key.Key_D)  # Dudo: every control goes off
    assert visited and all(w is selector or selector.isAncestorOf(w) for w in visited)
    assert face.accessibleDescription() == ""  # the face left says its tooltip again


def test_at_the_first_turn_the_keyboard_is_on_the_bid_controls(
    window: MainWindow, qtbot: QtBot
) -> None:
    start_at_my_turn(window, qtbot)
    focused = QApplication.focusWidget()
    selector = window.selector
    assert focused is not None and selector.isAncestorOf(focused), focused
    assert focused.isEnabled()


def test_a_face_chosen_by_its_digit_takes_the_focus_with_it(
    window: MainWindow, qtbot: QtBot
) -> None:
    """The focus stayed on the pacos while "5" chose the fives: a reader heard one face and
    Enter bid another."""
    start_at_my_turn(window, qtbot, others_open())
    selector = window.selector
    legal = [face for face, button in selector.face_buttons.items() if button.isEnabled()]
    start = selector.face_group.checkedId()
    other = next(face for face in reversed(legal) if face != start)
    selector.face_buttons[start].setFocus()
    focused = press(getattr(Qt.Key, f"Key_{other}"))
    assert selector.face_group.checkedId() == other
    assert focused is selector.face_buttons[other]
    bid = selector.selected_bid()
    assert bid is not None and focused.accessibleDescription() == bid_words(bid)
    assert selector.face_buttons[start].accessibleDescription() == ""


def test_the_focus_comes_back_to_the_chosen_face_at_the_next_turn(
    window: MainWindow, qtbot: QtBot
) -> None:
    """A face that had the focus but is not the one chosen as a turn begins does not keep it."""
    start_at_my_turn(window, qtbot, others_open())
    selector = window.selector
    choices = selector.choices
    chosen = selector.face_group.checkedId()
    other = next(face for face in selector.face_buttons if face != chosen)
    selector.face_buttons[other].setFocus()  # clicked, say, where no bid could be made
    selector.set_choices(choices)  # the turn offered again
    assert selector.face_group.checkedId() == chosen
    assert QApplication.focusWidget() is selector.face_buttons[chosen]


@pytest.mark.parametrize("call", ["dudo_button", "calza_button"])
def test_a_call_never_has_the_keys_as_a_turn_begins(
    window: MainWindow, qtbot: QtBot, call: str
) -> None:
    """Dudo clicked last round kept the focus: one Space at the next turn, the key that goes
    on from a reveal, called Dudo."""
    start_at_my_turn(window, qtbot, others_open())
    selector = window.selector
    choices = selector.choices
    getattr(selector, call).setFocus()  # clicked with the mouse, say
    selector.set_choices(None)  # the round plays on without the person
    selector.set_choices(choices)  # their turn again
    chosen = selector.face_buttons[selector.face_group.checkedId()]
    assert QApplication.focusWidget() is chosen
    press(Qt.Key.Key_Space)
    assert selector.choices is choices and window.controller.snapshot is not None
    assert window.controller.snapshot.view.current_seat == 0  # nothing was called


def test_with_no_raise_left_dudo_still_does_not_get_the_keys(
    window: MainWindow, qtbot: QtBot
) -> None:
    """No face is chosen when no bid is legal: the focus went back to Dudo itself."""
    start_at_my_turn(window, qtbot, others_open())
    selector = window.selector
    choices = selector.choices
    assert choices is not None
    calls_only = dataclasses.replace(
        choices, legal=tuple(action for action in choices.legal if not isinstance(action, Bid))
    )
    selector.dudo_button.setFocus()
    selector.set_choices(None)
    selector.set_choices(calls_only)
    assert selector.face_group.checkedId() == -1 and selector.dudo_button.isEnabled()
    assert QApplication.focusWidget() is selector  # on the controls, on no call
