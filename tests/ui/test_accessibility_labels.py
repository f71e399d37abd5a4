"""Every editor of New Game and Settings has a name a screen reader says: a buddy label for the
combo boxes (on Linux the only name Qt gives them), a name or a label for the others."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QAbstractButton, QComboBox, QDialog, QLabel, QWidget
from pytestqt.qtbot import QtBot

from perudo_qt.controller.table import SeatSetup, TableSetup
from perudo_qt.rules import RuleOptions
from perudo_qt.ui.setup.dialogs import NewGameDialog

pytestmark = pytest.mark.gui

TABLE = TableSetup((SeatSetup("You"), SeatSetup("Ana", "normal")), RuleOptions())


def labels(widget: QWidget) -> list[str]:
    """The texts of the labels Qt relates to ``widget`` (AT-SPI's "labelled by")."""
    face = QAccessible.queryAccessibleInterface(widget)
    assert face is not None
    related = face.relations(QAccessible.RelationFlag.Label)
    return [label.text(QAccessible.Text.Name) for label, _ in related]


def editors(dialog: QDialog) -> list[QWidget]:
    """The widgets of ``dialog`` that Tab reaches, but its buttons (named by their text)."""
    return [
        widget
        for widget in dialog.findChildren(QWidget)
        if widget.focusPolicy() & Qt.FocusPolicy.TabFocus
        and widget.focusProxy() is None
        and not isinstance(widget, (QAbstractButton, QLabel))
        and widget.objectName() != "qt_spinbox_lineedit"
        and not (widget.parent() is not None and isinstance(widget.parent().parent(), QComboBox))
    ]


def test_every_combo_box_is_named_by_a_label(setup_dialog: QDialog) -> None:
    combos = setup_dialog.findChildren(QComboBox)
    assert combos
    unnamed = [
        combo.accessibleName() or combo.currentText() for combo in combos if not labels(combo)
    ]
    assert unnamed == []


def test_every_editor_has_a_name_or_a_label(setup_dialog: QDialog) -> None:
    found = editors(setup_dialog)
    assert found
    for widget in found:
        face = QAccessible.queryAccessibleInterface(widget)
        assert face is not None
        assert face.text(QAccessible.Text.Name) or labels(widget), widget


def test_the_opponents_combos_say_whose_and_what(qtbot: QtBot) -> None:
    dialog = NewGameDialog(TABLE)
    qtbot.addWidget(dialog)
    _, level, style = dialog.table_editor.rows[1]
    assert labels(level) == ["Opponent 2 level"] and level.accessibleName() == "Opponent 2 level"
    assert labels(style) == ["Opponent 2 personality"]
    dialog.show()
    assert not any(
        label.isVisible() for label in dialog.findChildren(QLabel) if label.buddy() is level
    )
