"""Focus visible everywhere: every focusable control of the window and its dialogs, drawn with
and without the focus, differs by a ring at least 2 pixels wide and 3:1 against what it covers."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QDialog, QPushButton, QSplitter, QTabWidget, QWidget
from pytestqt.qtbot import QtBot

from perudo_qt.ui.controls.focus_ring import (
    FOCUS_RING_WIDTH,
    RING_CLEARANCE,
    RING_REACH,
    RingButton,
    RingRoomStyle,
)
from perudo_qt.ui.controls.focus_style import FocusIndicator, ring_margin, ringed
from perudo_qt.ui.keeping.replay import ReplayDialog
from perudo_qt.ui.learning.help import HelpWindow
from perudo_qt.ui.learning.tutorial import TutorialDialog
from perudo_qt.ui.main_window import MainWindow
from perudo_qt.ui.setup.dialogs import NewGameDialog, SettingsDialog
from perudo_qt.ui.table.artwork import Artwork
from tests.store.scripted import THREE_SEATS, lost_game

from .colour_math import contrast
from .turns import start_at_my_turn

pytestmark = pytest.mark.gui


@pytest.fixture
def indicator(qapp: QApplication) -> Iterator[FocusIndicator]:
    shown = FocusIndicator.install(qapp)
    assert FocusIndicator.install(qapp) is shown  # one for the application
    yield shown
    shown.remove()


def differing(focused: QImage, unfocused: QImage) -> list[tuple[str, str]]:
    """The pixels that differ between two pictures of a control, as (focused, unfocused)."""
    pairs = []
    for y in range(focused.height()):
        for x in range(focused.width()):
            a, b = focused.pixelColor(x, y), unfocused.pixelColor(x, y)
            if a != b:
                pairs.append((a.name(), b.name()))
    return pairs


def focusable(root: QWidget) -> list[QWidget]:
    """The controls of ``root`` that Tab reaches and that show now."""
    return [
        widget
        for widget in root.findChildren(QWidget)
        if widget.focusPolicy() & Qt.FocusPolicy.TabFocus
        and widget.isVisible()
        and widget.isEnabled()
        and (ringed(widget) is widget or isinstance(widget, RingButton))
        and widget.focusProxy() is None  # its proxy is checked
        and min(widget.width(), widget.height()) > 4 * FOCUS_RING_WIDTH
    ]


def check_ring(control: QWidget, elsewhere: QWidget) -> str | None:
    """Return why ``control``'s focus does not show well enough, or None when it does."""
    control.setFocus(Qt.FocusReason.TabFocusReason)
    if not control.hasFocus():
        return f"{control!r} takes no focus"
    window = control.window()  # the ring lies over the control, not in it
    if isinstance(control, RingButton):  # it draws its own, inside its edge
        area = QRect(control.mapTo(window, QPoint(0, 0)), control.size())
    else:
        rings = [ring for ring in window.findChildren(QWidget, "focusRing") if ring.isVisible()]
        if len(rings) != 1 or rings[0].geometry() != around(control, rings[0].parentWidget()):
            return f"{control!r}: no ring round it"
        area = QRect(rings[0].mapTo(window, QPoint(0, 0)), rings[0].size())
    focused = window.grab(area).toImage()
    elsewhere.setFocus(Qt.FocusReason.TabFocusReason)
    assert elsewhere.hasFocus()
    unfocused = window.grab(area).toImage()
    pairs = differing(focused, unfocused)
    width = FOCUS_RING_WIDTH
    ring = width * 2 * (area.width() + area.height() - 2 * width)
    strong = [pair for pair in pairs if contrast(*pair) >= 3.0]
    if len(pairs) < ring * 0.9 or len(strong) < ring * 0.8:
        name = control.objectName() or control.accessibleName() or repr(control.parent())
        return f"{name}: {len(pairs)} pixels differ, {len(strong)} at 3:1, ring {ring}"
    return None


def around(control: QWidget, parent: QWidget) -> QRect:
    """Return where the ring round ``control`` lies in ``parent``."""
    place = QRect(control.mapTo(parent, QPoint(0, 0)), control.size())
    margin = ring_margin(control)
    return place.adjusted(-margin, -margin, margin, margin).intersected(parent.rect())


def at_1366x768(window: MainWindow, qtbot: QtBot) -> None:
    """Give the window a laptop's size: the side panel shows beside the table."""
    window.resize(1366, 768)
    qtbot.waitUntil(lambda: window.game_log.mapTo(window, QPoint(0, 0)).x() > 0, timeout=5000)


def check_all(root: QWidget, qtbot: QtBot) -> list[str]:
    root.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is root, timeout=5000)
    controls = focusable(root)
    assert len(controls) >= 2
    problems = []
    for control in controls:
        elsewhere = next(other for other in controls if other is not control)
        problem = check_ring(control, elsewhere)
        if problem:
            problems.append(problem)
    return problems


def test_every_control_of_the_window_shows_its_focus(
    indicator: FocusIndicator, window: MainWindow, qtbot: QtBot
) -> None:
    at_1366x768(window, qtbot)
    start_at_my_turn(window, qtbot)
    checked = focusable(window)
    selector = window.selector
    for control in (window.game_log, selector.quantity, selector.bid_button):
        assert control in checked
    problems = check_all(window, qtbot)
    assert problems == [], "\n".join(problems)


@pytest.mark.parametrize("which", ["settings", "new game"])
def test_every_control_of_the_dialogs_shows_its_focus(
    indicator: FocusIndicator, window: MainWindow, qtbot: QtBot, which: str
) -> None:
    table = window.settings.table()
    if which == "settings":
        dialog: QWidget = SettingsDialog(table, window.speed, window)
    else:
        dialog = NewGameDialog(table, window)
    qtbot.addWidget(dialog)
    dialog.show()
    tabs = dialog.findChild(QTabWidget)
    assert tabs is not None
    problems = []
    for page in range(tabs.count()):
        tabs.setCurrentIndex(page)
        problems += check_all(dialog, qtbot)
    assert problems == []


def test_the_ring_follows_the_focus_and_its_control(
    indicator: FocusIndicator, window: MainWindow, qtbot: QtBot
) -> None:
    at_1366x768(window, qtbot)
    start_at_my_turn(window, qtbot)
    log = window.game_log
    log.setFocus()

    def rings(control: QWidget) -> list[QWidget]:
        return [
            ring
            for ring in control.parentWidget().findChildren(QWidget, "focusRing")
            if ring.isVisible() and ring.geometry() == around(control, control.parentWidget())
        ]

    (ring,) = rings(log)
    window.resize(window.width() - 40, window.height())
    qtbot.waitUntil(lambda: ring.geometry() == around(log, log.parentWidget()), timeout=5000)
    window.selector.quantity.setFocus()
    assert not ring.isVisible()
    assert rings(window.selector.quantity)


def test_a_control_in_a_splitter_keeps_the_splitters_panes(
    indicator: FocusIndicator, qtbot: QtBot
) -> None:
    artwork = Artwork()
    artwork.prepare()
    dialog = ReplayDialog(THREE_SEATS, lost_game(), artwork)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog, timeout=5000)
    splitter = dialog.findChild(QSplitter)
    assert splitter is not None and splitter.count() == 2
    dialog.cups_open.setChecked(True)  # the browser of every seat's dice shows
    qtbot.waitUntil(lambda: dialog.cups.width() > 100, timeout=5000)  # laid out
    dialog.cups.setFocus(Qt.FocusReason.TabFocusReason)
    assert splitter.count() == 2  # the ring is not a third pane
    problem = check_ring(dialog.cups, dialog.buttons["forward"])
    assert problem is None
    dialog.cups.setFocus(Qt.FocusReason.TabFocusReason)
    splitter.setSizes([700, 400])
    (ring,) = [ring for ring in dialog.findChildren(QWidget, "focusRing") if ring.isVisible()]
    qtbot.waitUntil(
        lambda: ring.geometry() == around(dialog.cups, ring.parentWidget()), timeout=5000
    )


@pytest.mark.parametrize("which", ["rules", "tutorial", "replay"])
def test_the_other_dialogs_show_the_focus_too(
    indicator: FocusIndicator, window: MainWindow, qtbot: QtBot, which: str
) -> None:
    dialog: QWidget
    if which == "rules":
        dialog = HelpWindow(window.artwork, window)
    elif which == "tutorial":
        dialog = TutorialDialog(window.artwork, window)
    else:
        dialog = ReplayDialog(THREE_SEATS, lost_game(), window.artwork, window)
        dialog.cups_open.setChecked(True)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: all(w.width() > 8 for w in focusable(dialog)), timeout=5000)
    problems = check_all(dialog, qtbot)
    assert problems == [], "\n".join(problems)


def test_the_ring_leaves_a_check_box_s_words_and_the_menus_alone(
    indicator: FocusIndicator, window: MainWindow, qtbot: QtBot
) -> None:
    dialog = SettingsDialog(window.settings.table(), window.speed, window)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog, timeout=5000)
    box = dialog.learning.hints
    dialog.findChild(QTabWidget).setCurrentWidget(dialog.learning)
    other = dialog.learning.coach  # the coach's review, beside it
    other.setFocus(Qt.FocusReason.TabFocusReason)
    place = QRect(box.mapTo(dialog, QPoint(0, 0)), box.size())
    words = dialog.grab(place).toImage()
    box.setFocus(Qt.FocusReason.TabFocusReason)
    assert dialog.grab(place).toImage() == words  # the ring goes round the words, not over them
    assert check_ring(box, other) is None  # and shows
    assert ringed(window.menuBar()) is None  # the style marks the menu the keys are on


def test_a_tight_button_keeps_its_words_clear_of_the_ring(qtbot: QtBot) -> None:
    dialog = QDialog()  # where a button is a default one, with its words as close
    qtbot.addWidget(dialog)
    button = QPushButton("Jugar una ronda guiada", dialog)  # the Spanish tutorial's
    button.setStyle(RingRoomStyle())
    words = button.fontMetrics().horizontalAdvance(button.text())
    room_each_side = (button.sizeHint().width() - words) / 2
    assert room_each_side >= RING_REACH + RING_CLEARANCE  # the ring, then a gap, then the words
