"""The notices for readers that do not hear announcements (Orca 43): notifications holding the
message, never focused, never seen; and only while no reader on the bus hears announcements."""

from __future__ import annotations

import sys

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from perudo_qt.ui.access import listeners
from perudo_qt.ui.access.accessibility import Accessibility
from perudo_qt.ui.access.listeners import (
    AnnouncementListeners,
    hears_announcements,
    registered_events,
)
from perudo_qt.ui.access.notice import RING, Notice, NoticeBoard
from perudo_qt.ui.main_window import MainWindow

from .test_accessibility import start_at_my_turn

pytestmark = pytest.mark.gui

ORCA_43 = (
    "([(':1.0', 'Focus::'), (':1.0', 'Document:Reload:'), (':1.0', 'Mouse:Button:'),"
    " (':1.0', 'Object:PropertyChange:AccessibleName'), (':1.0', 'Object:TextCaretMoved:'),"
    " (':1.0', 'Object:StateChanged:Showing'), (':1.0', 'Window:Activate:')],)"
)
"""Part of gdbus's answer to GetRegisteredEvents with Orca 43.1 running (the real one is longer)."""

ANNOUNCEMENT_BUSCTL = 'a(ss) 2 ":1.0" "Focus::" ":1.7" "Object:Announcement:"'
"""busctl's answer with a reader that listens for announcements."""


def listening(monkeypatch: pytest.MonkeyPatch, *, bus: bool, heard: bool) -> None:
    """Make the application's registry follower say what the test needs, without a real bus."""
    follower = AnnouncementListeners()
    follower.bus_found, follower.heard = bus, heard
    monkeypatch.setattr(listeners, "_listeners", follower)


def shown_notices(window: MainWindow) -> list[Notice]:
    return [notice for notice in window.findChildren(Notice) if notice.isVisible()]


def test_the_registry_says_whether_a_reader_hears_announcements() -> None:
    orca_43 = registered_events(ORCA_43)
    assert orca_43[:2] == ["Focus::", "Document:Reload:"]
    assert not hears_announcements(orca_43)
    assert registered_events(ANNOUNCEMENT_BUSCTL) == ["Focus::", "Object:Announcement:"]
    assert hears_announcements(registered_events(ANNOUNCEMENT_BUSCTL))
    assert hears_announcements(["Object::"])  # every object event, announcements among them
    assert not hears_announcements([])


def test_the_notices_are_used_only_while_a_bus_is_there_and_nobody_hears_announcements() -> None:
    follower = AnnouncementListeners()
    assert not follower.notices_needed  # no accessibility bus: no reader on Linux to serve
    follower.bus_found = True
    assert follower.notices_needed
    follower.heard = True
    assert not follower.notices_needed


def test_the_registry_is_asked_by_a_process_and_again_after_a_tool_that_fails(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    follower = AnnouncementListeners()
    follower.bus_found = True
    monkeypatch.setattr(listeners, "registry_command", lambda address: ("/nonexistent/gdbus", []))
    follower.ask()
    qtbot.waitUntil(lambda: not follower.asking)
    assert follower.notices_needed
    answer = (sys.executable, ["-c", f"print({ANNOUNCEMENT_BUSCTL!r})"])
    monkeypatch.setattr(listeners, "registry_command", lambda address: answer)
    follower.ask()
    follower.ask()  # a reader registers many events at once: asked again when the answer comes
    qtbot.waitUntil(lambda: follower.heard and not follower.asking, timeout=10000)
    assert not follower.notices_needed


def test_a_review_key_shows_a_notification_named_by_its_words_and_the_focus_stays(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    listening(monkeypatch, bus=True, heard=False)
    heard: list[str] = []
    accessibility = window.findChild(Accessibility)
    assert accessibility is not None
    accessibility.announced.connect(lambda text, assertive: heard.append(text))
    start_at_my_turn(window, qtbot)
    window.selector.bid_button.setFocus()
    QTest.keyClick(window, Qt.Key.Key_Y)
    assert heard[-1].startswith("Your dice: ")
    saying = [notice for notice in shown_notices(window) if notice.label.text() == heard[-1]]
    assert len(saying) == 1
    notice = saying[0]
    interface = QAccessible.queryAccessibleInterface(notice)
    assert interface is not None
    assert interface.role() == QAccessible.Role.Notification
    assert not interface.text(QAccessible.Text.Name)  # the label says it, once
    label = QAccessible.queryAccessibleInterface(notice.label)
    assert label is not None and label.text(QAccessible.Text.Name) == heard[-1]
    assert notice.label.textFormat() == Qt.TextFormat.PlainText
    # Never focused, never seen, never in the way of the mouse.
    assert QApplication.focusWidget() is window.selector.bid_button
    assert notice.focusPolicy() == Qt.FocusPolicy.NoFocus
    assert notice.testAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
    assert notice.size().isEmpty() and notice.window() is window
    # Every announcement so far (the table's lines, "Your turn") has its own notice.
    names = {notice.label.text() for notice in shown_notices(window)}
    assert set(heard[-RING:]) <= names


def test_no_notice_while_a_reader_hears_the_announcements(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    listening(monkeypatch, bus=True, heard=True)
    start_at_my_turn(window, qtbot)
    QTest.keyClick(window, Qt.Key.Key_Y)
    assert not shown_notices(window)


def test_each_message_has_its_own_notice_until_the_ring_comes_round(
    window: MainWindow,
) -> None:
    board = NoticeBoard.of(window.selector.bid_button)
    assert NoticeBoard.of(window) is board and board.parent() is window
    messages = [f"Message {number}." for number in range(RING + 1)]
    notices = [board.say(message) for message in messages]
    assert [notice.label.text() for notice in notices[1:]] == messages[1:]
    assert notices[0] is notices[RING]  # the oldest notice says the newest message
    assert len(set(notices)) == RING
