"""The rules help (F1): pictures of our dice for each rule, and every key of the window."""

from __future__ import annotations

from PySide6.QtCore import QUrl
from PySide6.QtGui import QImage, QKeySequence, QShortcut, QTextDocument

from perudo_qt.ui.help import HelpWindow, key_rows
from perudo_qt.ui.main_window import MainWindow


def test_f1_opens_the_rules_with_pictures_of_the_dice(window: MainWindow, qtbot) -> None:
    assert window.rules_action.shortcut() == QKeySequence(QKeySequence.StandardKey.HelpContents)
    window.rules_action.trigger()
    helper = window.findChild(HelpWindow)
    assert helper is not None and helper.isVisible()
    document = helper.browser.document()
    for face in range(1, 7):
        picture = document.resource(QTextDocument.ResourceType.ImageResource, QUrl(f"die:{face}"))
        assert isinstance(picture, QImage) and not picture.isNull()
    html = helper.browser.toHtml()
    for title in ("Bidding pacos", "Back from pacos", "Palifico", "Calza", "Lost dice"):
        assert title in html
    assert html.count('src="die:') >= 15
    window.rules_action.trigger()
    assert window.findChildren(HelpWindow) == [helper]  # one help window, raised again


def test_every_key_of_the_window_is_listed(window: MainWindow) -> None:
    rows = dict((what, keys) for keys, what in key_rows(window))
    listed = {key for keys in rows.values() for key in keys.split(", ")}
    for shortcut in window.findChildren(QShortcut):
        assert shortcut.key().toString(QKeySequence.SequenceFormat.NativeText) in listed
    for action in (window.new_game_action, window.again_action, window.settings_action):
        assert action.shortcut().toString(QKeySequence.SequenceFormat.NativeText) in listed
    assert rows["Call Dudo"] == "D"
    assert rows["Choose a face (1 is the paco)"] == "1, 2, 3, 4, 5, 6"
    assert rows["Rules"] == QKeySequence(QKeySequence.StandardKey.HelpContents).toString(
        QKeySequence.SequenceFormat.NativeText
    )
    page = HelpWindow.page(key_rows(window))
    assert "Call Calza" in page and "New Game" in page
