"""The notices for readers that do not hear announcements (Orca 43): notifications holding the
message, never focused, never seen; and only while no reader on the bus hears announcements."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from perudo_qt.ui.access import accessibility, listeners
from perudo_qt.ui.access.accessibility import Accessibility, announce
from perudo_qt.ui.access.listeners import (
    AnnouncementListeners,
    announcement_listeners_in,
    hears_announcements,
)
from perudo_qt.ui.access.notice import RING, SHOWN_MS, Notice, NoticeBoard
from perudo_qt.ui.main_window import MainWindow

from .turns import start_at_my_turn

pytestmark = pytest.mark.gui

ORCA_43 = (
    "([(':1.0', 'Focus::'), (':1.0', 'Document:Reload:'), (':1.0', 'Mouse:Button:'),"
    " (':1.0', 'Object:PropertyChange:AccessibleName'), (':1.0', 'Object:TextCaretMoved:'),"
    " (':1.0', 'Object:StateChanged:Showing'), (':1.0', 'Window:Activate:')],)"
)
"""Part of gdbus's answer to GetRegisteredEvents with Orca 43.1 running (the real one is longer)."""

SIGNAL = "/org/a11y/atspi/registry: org.a11y.atspi.Registry.EventListener"
"""How gdbus monitor starts a line for each of the registry's signals."""

FAKE_GDBUS = f"""#!{sys.executable}
import sys, time
if sys.argv[1] == "monitor":
    print("Monitoring signals from all objects owned by org.a11y.atspi.Registry", flush=True)
    print("{SIGNAL}Registered (':1.9', 'Object:Announcement', @as [])", flush=True)
    print("{SIGNAL}Registered (':1.8', 'Object:StateChanged:Showing', @as [])", flush=True)
    print("{SIGNAL}Deregistered (':1.7', '')", flush=True)
    time.sleep(60)
elif sys.argv[-1].endswith("GetAddress"):
    print("('unix:path=/nowhere,guid=0',)")
else:
    print({ORCA_43!r})
"""
"""A stand-in for gdbus: the bus's address, Orca 43's events, then a reader that hears
announcements arrives."""


def listening(monkeypatch: pytest.MonkeyPatch, *, bus: bool, heard: bool) -> None:
    """Make the application's registry follower say what the test needs, without a real bus."""
    follower = AnnouncementListeners()
    follower.bus_found = bus
    follower.listeners = {":1.9"} if heard else set()
    follower.settle()
    monkeypatch.setattr(listeners, "_listeners", follower)
    monkeypatch.setattr(accessibility, "reader_active", lambda: True)


def shown_notices(window: MainWindow) -> list[Notice]:
    return [notice for notice in window.findChildren(Notice) if notice.isVisible()]


def test_the_registry_says_who_hears_announcements() -> None:
    assert announcement_listeners_in(ORCA_43) == set()
    both = "([(':1.0', 'Focus::'), (':1.7', 'Object:Announcement:')],)"
    assert announcement_listeners_in(both) == {":1.7"}
    assert hears_announcements("Object::")  # every object event, announcements among them
    assert hears_announcements("Object:Announcement")
    assert not hears_announcements("Object:StateChanged:Showing")
    assert not hears_announcements("")


def test_readers_coming_and_going_are_followed() -> None:
    follower = AnnouncementListeners()
    follower.bus_found = True
    assert not follower.notices_needed  # not before the first answers are in
    follower.settle()
    assert follower.notices_needed
    follower.follow_lines([f"{SIGNAL}Registered (':1.9', 'Object:Announcement', @as [])"])
    assert follower.listeners == {":1.9"} and not follower.notices_needed
    follower.follow_lines([f"{SIGNAL}Deregistered (':1.4', '')"])  # someone else left
    assert not follower.notices_needed
    follower.follow_lines([f"{SIGNAL}Deregistered (':1.9', '')"])  # the reader left
    assert follower.notices_needed
    follower.bus_found = False
    assert not follower.notices_needed  # no accessibility bus: no reader to serve


def test_gdbus_finds_the_bus_and_follows_the_registry(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    fake = tmp_path / "gdbus"
    fake.write_text(FAKE_GDBUS)
    fake.chmod(0o755)
    monkeypatch.setattr(listeners.sys, "platform", "linux")
    monkeypatch.delenv("AT_SPI_BUS_ADDRESS", raising=False)
    follower = AnnouncementListeners()
    follower.start(str(fake))
    assert not follower.settled and not follower.notices_needed
    try:
        qtbot.waitUntil(lambda: follower.settled and follower.listeners == {":1.9"}, timeout=10000)
        assert follower.bus_found and not follower.notices_needed
    finally:
        follower.stop()
    without = AnnouncementListeners()
    without.start("")
    assert without.notices_needed  # no gdbus to ask: the notices, rather than silence
    broken = AnnouncementListeners()
    broken.start(str(tmp_path / "missing"))
    qtbot.waitUntil(lambda: broken.settled, timeout=10000)
    assert not broken.notices_needed  # no bus found


def test_with_no_reader_nothing_follows_the_bus_and_no_notice_shows(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(listeners, "_listeners", None)
    monkeypatch.setattr(accessibility, "reader_active", lambda: False)
    announce(window, "Round 1: Carmen opens.")
    assert not shown_notices(window)
    assert listeners._listeners is None  # no gdbus was started for a player with no reader


def test_the_first_words_wait_for_the_first_answers(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    follower = AnnouncementListeners()
    follower.bus_found = True
    monkeypatch.setattr(listeners, "_listeners", follower)
    monkeypatch.setattr(accessibility, "reader_active", lambda: True)
    announce(window, "Round 1: Carmen opens.")
    assert not shown_notices(window)
    follower.settle()
    assert [notice.label.text() for notice in shown_notices(window)] == ["Round 1: Carmen opens."]


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


def test_a_notice_hides_again_once_read_so_no_stale_message_stays(window: MainWindow) -> None:
    board = NoticeBoard.of(window)
    notice = board.say("Round 1: Diego opens.")
    assert notice.isVisible() and notice.expiry.isActive()
    assert notice.expiry.interval() == SHOWN_MS
    notice.expiry.timeout.emit()  # the time a reader has to notice it is up
    assert not notice.isVisible() and notice.label.text() == ""
    assert board.say("Round 2: Bruno opens.").isVisible()


def test_no_notice_for_what_the_focused_widget_describes(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    listening(monkeypatch, bus=True, heard=False)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=5000)
    log = window.game_log
    log.setFocus()
    assert log.hasFocus()
    log.setAccessibleDescription("The keys were kept.")
    announce(log, "The keys were kept.", assertive=True)
    assert not shown_notices(window)  # Orca 43 says the focused widget's new description
    announce(log, "Every action has its default keys again.", assertive=True)
    assert len(shown_notices(window)) == 1
