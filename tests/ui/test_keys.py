"""Remapping the keys: one key map every entry and shortcut follows, kept in the settings,
changed on the Settings' Keys page (conflicts refused), and listed by the rules help."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.qtbot import QtBot

from perudo_qt.settings import Settings
from perudo_qt.ui.controls.key_map import (
    DEFAULT_KEYS,
    Key,
    KeyMap,
    clashes,
    is_key_text,
    keys_in_words,
    keys_text,
)
from perudo_qt.ui.keeping.replay import ReplayDialog
from perudo_qt.ui.learning.help import HelpWindow, key_rows
from perudo_qt.ui.main_window import MainWindow
from perudo_qt.ui.setup.dialogs import SettingsDialog
from perudo_qt.ui.setup.keys_page import KeysPage
from perudo_qt.ui.setup.settings_entry import SettingsEntry
from perudo_qt.ui.table.artwork import Artwork
from tests.store.scripted import THREE_SEATS, lost_game

from .turns import start_at_my_turn

pytestmark = pytest.mark.gui


def test_the_defaults_are_keys_qt_writes_back_each_doing_one_thing() -> None:
    assert set(DEFAULT_KEYS) == set(Key)
    assert all(is_key_text(text) for keys in DEFAULT_KEYS.values() for text in keys)
    assert clashes(DEFAULT_KEYS) == []


def test_every_key_of_the_window_comes_from_the_key_map(window: MainWindow) -> None:
    key_map = KeyMap.of(window)
    bound = {text for keys in key_map.bindings().values() for text in keys}
    portable = QKeySequence.SequenceFormat.PortableText
    for shortcut in window.findChildren(QShortcut):
        keys = shortcut.keys()  # a QShortcut's, not a dict's
        assert {key.toString(portable) for key in keys} <= bound
    for action in window.findChildren(QAction):
        assert {key.toString(portable) for key in action.shortcuts()} <= bound
    assert window.findChild(QAction, "newGameAction").shortcut().toString(portable) == "Ctrl+N"


def remap(window: MainWindow, bindings: dict[Key, tuple[str, ...]]) -> None:
    """Change keys as the Settings dialog does when accepted."""
    dialog = SettingsDialog(window.settings.table(), window.speed, window)
    dialog.keys.set_bindings({**window.context.key_map.bindings(), **bindings})
    window.findChild(SettingsEntry).apply_settings(dialog)


def test_a_key_changed_in_the_settings_applies_at_once(window: MainWindow, qtbot: QtBot) -> None:
    start_at_my_turn(window, qtbot)
    remap(window, {Key.BID: ("Q",), Key.HISTORY: ("Ctrl+Alt+H",)})
    history = window.findChild(QAction, "historyAction")
    assert history.shortcut() == QKeySequence("Ctrl+Alt+H")
    rows = {what: keys for keys, what in key_rows(window)}
    assert rows["Bid what the selector shows"] == "Q"
    assert rows["History"] == QKeySequence("Ctrl+Alt+H").toString(
        QKeySequence.SequenceFormat.NativeText
    )
    before = window.controller.snapshot
    QTest.keyClick(window, Qt.Key.Key_Return)
    assert window.controller.snapshot is before  # Enter does not bid any more
    with qtbot.waitSignal(window.controller.snapshot_changed, timeout=5000):
        QTest.keyClick(window, Qt.Key.Key_Q)


def test_the_keys_are_kept_and_read_again(qtbot: QtBot, settings_path: Path) -> None:
    first = MainWindow(Settings(settings_path), ask_after_game=False)
    qtbot.addWidget(first)
    remap(first, {Key.CALZA: ("Ctrl+J",), Key.MORE: ("+", ",")})
    first.close()
    text = settings_path.read_text(encoding="utf-8")
    assert "[keys]" in text and "dudo" not in text  # only the keys chosen are written
    again = Settings(settings_path)
    assert again.key_bindings() == {
        **DEFAULT_KEYS,
        Key.CALZA: ("Ctrl+J",),
        Key.MORE: ("+", ","),
    }
    assert again.report.problems == []
    second = MainWindow(again, ask_after_game=False)
    qtbot.addWidget(second)
    assert second.context.key_map.keys(Key.CALZA) == ("Ctrl+J",)
    second.close()


def test_a_damaged_or_clashing_key_falls_back_to_its_default(settings_path: Path) -> None:
    settings_path.write_text(
        "[keys]\ndudo=Ctrl+Nonsense\ncalza=H\nhints=H\nbid=\n", encoding="utf-8"
    )
    settings = Settings(settings_path)
    bindings = settings.key_bindings()
    assert bindings == DEFAULT_KEYS  # calza=H took the hints' key: back to C
    problems = settings.report.problems
    assert any("setting keys/dudo='Ctrl+Nonsense'" in problem for problem in problems)
    assert any("setting keys/calza=" in problem for problem in problems)
    assert any("setting keys/bid=" in problem for problem in problems)
    assert not any("keys/hints" in problem for problem in problems)  # H is its default


def test_a_clash_in_the_file_keeps_the_other_chosen_keys(settings_path: Path) -> None:
    settings_path.write_text("[keys]\ndudo=K\ncalza=K\nhints=J\n", encoding="utf-8")
    bindings = Settings(settings_path).key_bindings()
    assert clashes(bindings) == []
    assert bindings[Key.HINTS] == ("J",)
    assert (bindings[Key.DUDO], bindings[Key.CALZA]) == (("D",), ("C",))


def page_row(page: KeysPage, key: Key) -> int:
    return list(Key).index(key)


def test_the_keys_page_takes_the_key_pressed(qtbot: QtBot) -> None:
    page = KeysPage()
    qtbot.addWidget(page)
    page.show()
    table = page.table
    row = page_row(page, Key.DUDO)
    table.scrollTo(table.model().index(row, 0))
    rect = table.visualRect(table.model().index(row, 0))
    QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert table.waiting == row
    assert table.item(row, 1).text() == "Press a key…"
    assert "Call Dudo" in page.message.text()
    QTest.keyClick(table, Qt.Key.Key_Shift)  # a modifier alone is not a key
    assert table.waiting == row
    QTest.keyClick(table, Qt.Key.Key_J, Qt.KeyboardModifier.ControlModifier)
    assert page.bindings()[Key.DUDO] == ("Ctrl+J",)
    assert table.item(row, 1).text() == QKeySequence("Ctrl+J").toString(
        QKeySequence.SequenceFormat.NativeText
    )
    assert table.waiting is None


def test_a_key_another_action_has_is_refused_naming_it(qtbot: QtBot) -> None:
    page = KeysPage()
    qtbot.addWidget(page)
    page.show()
    table = page.table
    table.setFocus()
    table.setCurrentCell(page_row(page, Key.CALZA), 0)
    QTest.keyClick(table, Qt.Key.Key_Return)  # Enter on a row waits for its key, as a click
    assert table.waiting == page_row(page, Key.CALZA)
    QTest.keyClick(table, Qt.Key.Key_H)
    assert page.bindings() == DEFAULT_KEYS
    assert page.message.text() == (
        "H is already the key of “Show Hints”; the keys of “Call Calza (pressed twice)” were kept."
    )
    assert table.item(page_row(page, Key.CALZA), 1).text() == "C"
    assert table.accessibleDescription() == page.message.text()  # read out too


def test_escape_keeps_the_keys_and_reset_brings_the_defaults_back(qtbot: QtBot) -> None:
    page = KeysPage()
    qtbot.addWidget(page)
    page.show()
    page.set_bindings({Key.HINTS: ("J",), Key.MORE: ("+", ",")})
    table = page.table
    table.setFocus()
    table.setCurrentCell(page_row(page, Key.HINTS), 0)
    QTest.keyClick(table, Qt.Key.Key_Space)
    QTest.keyClick(table, Qt.Key.Key_Escape)
    assert table.waiting is None
    assert page.bindings()[Key.HINTS] == ("J",)
    assert table.item(page_row(page, Key.HINTS), 1).text() == "J"
    assert table.item(page_row(page, Key.MORE), 1).text() == "+, ,"
    page.reset_button.click()
    assert page.bindings() == DEFAULT_KEYS
    assert table.item(page_row(page, Key.HINTS), 1).text() == "H"


def test_a_shifted_symbol_is_kept_as_the_symbol(qtbot: QtBot) -> None:
    page = KeysPage()
    qtbot.addWidget(page)
    page.show()
    table = page.table
    table.setFocus()
    table.setCurrentCell(page_row(page, Key.MORE), 0)
    QTest.keyClick(table, Qt.Key.Key_Space)
    QTest.keyClick(table, Qt.Key.Key_Exclam, Qt.KeyboardModifier.ShiftModifier)
    assert page.bindings()[Key.MORE] == ("!",)


def test_the_replay_takes_its_keys_from_the_window(window: MainWindow, qtbot: QtBot) -> None:
    remap(window, {Key.REPLAY_FORWARD: ("N",), Key.REPLAY_END: ("Ctrl+E",)})
    artwork = Artwork()
    artwork.prepare()
    dialog = ReplayDialog(THREE_SEATS, lost_game(), artwork, window)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog, timeout=5000)
    QTest.keyClick(dialog, Qt.Key.Key_Right)
    assert dialog.step == 0
    QTest.keyClick(dialog, Qt.Key.Key_N)
    qtbot.waitUntil(lambda: dialog.step == 1, timeout=5000)
    QTest.keyClick(dialog, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: dialog.step == dialog.last_step, timeout=5000)


def test_a_changed_key_works_from_the_quantity_box_too(window: MainWindow, qtbot: QtBot) -> None:
    start_at_my_turn(window, qtbot)
    remap(window, {Key.BID: ("Q",), Key.FOURS: ("W",)})
    quantity = window.selector.quantity
    quantity.setFocus()
    QTest.keyClick(quantity, Qt.Key.Key_5)
    assert window.selector.face_buttons[5].isChecked()
    QTest.keyClick(quantity, Qt.Key.Key_4)  # no longer the fours' key, here as anywhere
    assert window.selector.face_buttons[5].isChecked()
    QTest.keyClick(quantity, Qt.Key.Key_W)
    assert window.selector.face_buttons[4].isChecked()
    with qtbot.waitSignal(window.controller.snapshot_changed, timeout=5000):
        QTest.keyClick(quantity, Qt.Key.Key_Q)


def test_a_waiting_row_takes_a_key_a_mnemonic_would_take(qtbot: QtBot) -> None:
    page = KeysPage()
    qtbot.addWidget(page)
    page.show()
    page.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is page, timeout=5000)
    page.set_bindings({Key.HINTS: ("J",)})
    table = page.table
    table.setFocus()
    table.setCurrentCell(page_row(page, Key.DUDO), 0)
    QTest.keyClick(table, Qt.Key.Key_Return)
    QTest.keyClick(table, Qt.Key.Key_D, Qt.KeyboardModifier.AltModifier)  # Reset to &Defaults
    assert page.bindings()[Key.DUDO] == ("Alt+D",)
    assert page.bindings()[Key.HINTS] == ("J",)  # nothing was reset


def test_the_rules_help_shows_the_keys_changed_after_it_was_made(window: MainWindow) -> None:
    helper = HelpWindow(window.artwork, window)
    new_key = QKeySequence("Ctrl+Alt+H").toString(QKeySequence.SequenceFormat.NativeText)
    assert new_key not in helper.browser.toPlainText()
    remap(window, {Key.HISTORY: ("Ctrl+Alt+H",)})
    assert new_key in helper.browser.toPlainText()


def test_two_keys_of_one_name_are_named_once(speaking) -> None:
    assert keys_text(("Space", "Return", "Enter")) == "Space, Return, Enter"
    speaking("it")
    assert keys_text(("Space", "Return", "Enter")) == "Spazio, Invio"


def test_keys_in_a_sentence_are_any_one_of_them(speaking) -> None:
    assert keys_in_words(("Space", "Return", "Enter")) == "Space, Return or Enter"
    assert keys_in_words(("Space", "N")) == "Space or N"
    assert keys_in_words(("N",)) == "N"
    speaking("it")
    assert keys_in_words(("Space", "Return", "Enter")) == "Spazio o Invio"
    speaking("nl")
    assert keys_in_words(("N", "M")) == "N of M"


def test_enter_bids_whatever_button_has_the_focus(window: MainWindow, qtbot: QtBot) -> None:
    """Only the result bar's buttons take Enter from the bid (a notice's Dismiss does not)."""
    start_at_my_turn(window, qtbot)
    other = QPushButton("Dismiss")
    pressed: list[bool] = []
    other.clicked.connect(lambda: pressed.append(True))
    window.context.add_side_widget(other)
    window.activateWindow()
    other.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is other)
    with qtbot.waitSignal(window.selector.bid_requested, timeout=5000):
        QTest.keyClick(window, Qt.Key.Key_Return)
    qtbot.wait(200)  # an animated click would have landed by now
    assert not pressed
