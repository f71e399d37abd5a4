"""A closed combo box of New Game or Settings tells a screen reader the value a key chose.

Orca 43 says nothing of Qt's own events for it (a name change, a selection without a selected
child), but it says the new description of the object that has the focus: Qt sends the
description the accessible interface gives at the moment it changes, which is what is read here.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QComboBox, QDialog, QTabWidget, QWidget
from pytestqt.qtbot import QtBot

from perudo_qt.controller.pacing import Speed
from perudo_qt.controller.table import SeatSetup, TableSetup
from perudo_qt.rules import RuleOptions
from perudo_qt.ui.setup.dialogs import NewGameDialog, SettingsDialog

pytestmark = pytest.mark.gui

TABLE = TableSetup(
    (SeatSetup("You"), SeatSetup("Ana", "normal"), SeatSetup("Bo", "hard")), RuleOptions()
)


def description(widget: QWidget) -> str:
    """What Qt gives a reader as ``widget``'s description (and sends when it changes)."""
    face = QAccessible.queryAccessibleInterface(widget)
    assert face is not None
    return face.text(QAccessible.Text.Description)


def test_every_combo_box_gives_the_value_a_key_chose(setup_dialog: QDialog, qtbot: QtBot) -> None:
    combos = [c for c in setup_dialog.findChildren(QComboBox) if c.isEnabled() and c.count() > 1]
    assert len(combos) >= 4
    for combo in combos:
        before = description(combo)
        key = Qt.Key.Key_Up if combo.currentIndex() == combo.count() - 1 else Qt.Key.Key_Down
        QTest.keyClick(combo, key)
        assert description(combo) == combo.currentText(), combo.accessibleName()
        # the box has not the focus here: once the key has gone by, its description is back
        qtbot.waitUntil(lambda combo=combo, before=before: description(combo) == before)


def test_the_value_stays_while_the_focus_does_and_goes_back_unheard(qtbot: QtBot) -> None:
    dialog = SettingsDialog(TABLE, Speed.NORMAL)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    speed = dialog.speed
    tabs = dialog.findChild(QTabWidget)
    tabs.setCurrentIndex(tabs.indexOf(speed.parentWidget()))
    speed.setFocus()
    qtbot.waitUntil(speed.hasFocus)
    tip = description(speed)
    assert tip == speed.toolTip()  # a reader says it with the box, as before
    chosen = []
    for key in (Qt.Key.Key_Down, Qt.Key.Key_Down, Qt.Key.Key_Up):
        QTest.keyClick(speed, key)
        chosen.append(description(speed))
    assert chosen == [speed.itemText(1), speed.itemText(2), speed.itemText(1)]
    qtbot.wait(10)
    assert description(speed) == speed.itemText(1)  # the focus stays: so does the value
    dialog.language.combo.setFocus()
    qtbot.waitUntil(lambda: description(speed) == tip)


def test_a_value_chosen_in_the_open_list_is_left_to_the_list(qtbot: QtBot) -> None:
    dialog = NewGameDialog(TABLE)
    qtbot.addWidget(dialog)
    _, level, _ = dialog.table_editor.rows[1]
    level.setCurrentIndex(level.currentIndex() + 1)  # as the list does, or a click in it
    assert description(level) == ""
