"""Read-only text is readable line by line: a keyboard caret a screen reader's arrows follow."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPlainTextEdit, QTextEdit, QWidget

from perudo_qt.ui.keeping.history import HistoryDialog
from perudo_qt.ui.learning.help import HelpWindow
from perudo_qt.ui.main_window import MainWindow

pytestmark = pytest.mark.gui

CARET = Qt.TextInteractionFlag.TextSelectableByKeyboard


def texts(widget: QWidget) -> list[QTextEdit | QPlainTextEdit]:
    return [*widget.findChildren(QTextEdit), *widget.findChildren(QPlainTextEdit)]


def test_every_text_of_the_window_and_its_views_has_a_caret(window: MainWindow, qtbot) -> None:
    history = HistoryDialog(window.keeping.history)
    qtbot.addWidget(history)
    rules = HelpWindow(window.artwork, window)
    qtbot.addWidget(rules)
    found = [text for widget in (window, history, rules) for text in texts(widget)]
    names = {text.accessibleName() for text in found}
    assert {"Game log", "Coach", "Table in words", "Game history"} <= names
    for text in found:
        assert text.isReadOnly(), text.accessibleName()
        assert text.textInteractionFlags() & CARET, text.accessibleName()
