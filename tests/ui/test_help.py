"""The rules help (F1): pictures of our dice for each rule, and every key of the window."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer, QUrl
from PySide6.QtGui import QAction, QImage, QKeySequence, QShortcut, QTextDocument
from PySide6.QtWidgets import QApplication

from perudo_qt.ui.learning.help import HelpWindow, key_rows
from perudo_qt.ui.main_window import MainWindow

pytestmark = pytest.mark.gui


def test_f1_opens_the_rules_with_pictures_of_the_dice(window: MainWindow, qtbot) -> None:
    assert window.findChild(QAction, "rulesAction").shortcut() == QKeySequence(
        QKeySequence.StandardKey.HelpContents
    )
    shown: list[HelpWindow] = []

    def read_and_close() -> None:
        helper = QApplication.activeModalWidget()
        assert isinstance(helper, HelpWindow)
        assert window.controller.is_paused  # the table waits while the rules are read
        shown.append(helper)
        helper.reject()

    QTimer.singleShot(50, read_and_close)
    window.findChild(QAction, "rulesAction").trigger()
    (helper,) = shown
    document = helper.browser.document()
    for face in range(1, 7):
        picture = document.resource(QTextDocument.ResourceType.ImageResource, QUrl(f"die:{face}"))
        assert isinstance(picture, QImage) and not picture.isNull()
    html = helper.browser.toHtml()
    for title in ("Bidding pacos", "Back from pacos", "Palifico", "Calza", "Lost dice"):
        assert title in html
    assert html.count('src="die:') >= 15
    assert not window.controller.is_paused
    QTimer.singleShot(50, read_and_close)
    window.findChild(QAction, "rulesAction").trigger()
    assert shown == [helper, helper]  # one help window, shown again
    assert window.findChildren(HelpWindow) == [helper]


def test_every_key_of_the_window_is_listed(window: MainWindow) -> None:
    rows = dict((what, keys) for keys, what in key_rows(window))
    listed = {key for keys in rows.values() for key in keys.split(", ")}
    for shortcut in window.findChildren(QShortcut):
        assert shortcut.key().toString(QKeySequence.SequenceFormat.NativeText) in listed
    for action in (
        window.findChild(QAction, "newGameAction"),
        window.findChild(QAction, "againAction"),
        window.findChild(QAction, "settingsAction"),
    ):
        assert action.shortcut().toString(QKeySequence.SequenceFormat.NativeText) in listed
    assert rows["Call Dudo"] == "D"
    faces = ("pacos", "twos", "threes", "fours", "fives", "sixes")
    assert [rows[f"Choose {face}"] for face in faces] == ["1", "2", "3", "4", "5", "6"]
    assert rows["Rules"] == QKeySequence(QKeySequence.StandardKey.HelpContents).toString(
        QKeySequence.SequenceFormat.NativeText
    )
    page = HelpWindow.page(key_rows(window))
    assert "Call Calza" in page and "New Game" in page
