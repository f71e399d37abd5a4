"""Achievements in the window: the toast after the game that earns them, and their page."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QAction, QImage, QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLineEdit, QWidget

from perudo_qt.career.achievements import ACHIEVEMENTS, Evidence, Progress, earned
from perudo_qt.controller.table import SeatSetup, TableSetup
from perudo_qt.rules import GameOver, RuleOptions
from perudo_qt.store import StatsDatabase
from perudo_qt.ui.main_window import MainWindow
from perudo_qt.ui.trophies.page import BADGE_PX, PAD_PX, AchievementsDialog
from perudo_qt.ui.trophies.toast import AchievementToast
from perudo_qt.ui.trophies.trophies import Trophies
from perudo_qt.ui.words.achievement_words import (
    achievement_description,
    achievement_name,
    progress_words,
)
from tests.career.scripted import (
    DUEL,
    THREE_SEATS,
    TWO_SEATS,
    lost_game,
    one_die_comeback,
    record,
    won_game,
)

from .test_languages import clipped
from .test_main_window import play_by_clicking

pytestmark = pytest.mark.gui

BY_ID = {achievement.id: achievement for achievement in ACHIEVEMENTS}
DUEL_TABLE = TableSetup(
    (SeatSetup("You"), SeatSetup("Ana", "easy")), RuleOptions(dice_per_player=2, calza=True)
)


def earned_in(folder: Path) -> frozenset[str]:
    """Return the achievements the database in ``folder`` earns, computed afresh."""
    database = StatsDatabase(folder)
    try:
        return earned(
            Evidence.of(database.statistics(), database.game_facts(), database.placings())
        )
    finally:
        database.close()


def open_page(window: MainWindow) -> AchievementsDialog:
    action = window.findChild(QAction, "achievementsAction")
    assert action is not None and action.isEnabled()
    action.trigger()
    dialog = window.findChild(AchievementsDialog)
    assert dialog is not None and dialog.isVisible()
    return dialog


def test_the_page_lists_every_achievement_with_its_state_and_progress(
    make_window, folder: Path
) -> None:
    database = StatsDatabase(folder)
    record(database, THREE_SEATS, lost_game())  # a bluff caught, two dice lost
    record(database, TWO_SEATS, won_game())  # an exact Calza, a duel won without a loss
    record(database, DUEL, one_die_comeback(), "first-duel", (None, "mateo"))
    database.close()
    dialog = open_page(make_window())
    entries = [dialog.list.item(row) for row in range(dialog.list.count())]
    lines = {entry.data(Qt.ItemDataRole.UserRole): entry.text().split("\n") for entry in entries}
    got = {key for key, text in lines.items() if text[-1] == "Earned"}
    assert list(lines) == sorted(BY_ID, key=lambda key: key not in got)  # earned first
    assert (
        got
        == earned_in(folder)
        == {
            "first-win",
            "first-bluff-caught",
            "first-calza",
            "last-die-standing",
            "flawless",
            "palifico-survivor",
            "first-stage",
        }
    )
    assert lines["bluff-hunter"] == [
        "Bluff Hunter",
        "Catch 10 bluffs with Dudo.",
        "2 of 10 bluffs caught",
    ]
    assert lines["ten-wins"][-1] == "2 of 10 games won"
    assert lines["regular"][-1] == "3 of 25 games played"
    assert lines["champion"][-1] == "1 of 12 stages beaten"
    assert lines["full-table"][-1] == "Not yet"
    assert lines["beat-condor"][1] == "Finish ahead of El Cóndor in a career game."
    assert dialog.summary.text() == "You have earned 7 of 22 achievements."


def test_the_page_lists_the_earned_achievements_first(qtbot) -> None:
    """Earned first, then the others, each group in the achievements' own order."""
    won = {"marathon", "flawless", "three-in-a-row"}
    dialog = AchievementsDialog(
        [
            Progress(achievement, achievement.target if achievement.id in won else 0)
            for achievement in ACHIEVEMENTS
        ]
    )
    qtbot.addWidget(dialog)
    listed = [
        dialog.list.item(row).data(Qt.ItemDataRole.UserRole) for row in range(dialog.list.count())
    ]
    assert listed[:3] == ["three-in-a-row", "flawless", "marathon"]
    assert listed[3:] == [key for key in BY_ID if key not in won]
    assert dialog.list.currentRow() == 0


def test_a_selected_unearned_badge_still_looks_unearned(qtbot) -> None:
    """Selecting an entry leaves its badge as the list shows it: grey, not tinted by the
    highlight (a selected unearned badge looked coloured)."""
    dialog = AchievementsDialog([Progress(achievement, 0) for achievement in ACHIEVEMENTS])
    qtbot.addWidget(dialog)
    dialog.show()
    row = dialog.list.visualItemRect(dialog.list.item(1))
    row.setWidth(BADGE_PX + 2 * PAD_PX)

    def badge_column() -> QImage:
        return dialog.list.viewport().grab(row).toImage()

    listed = badge_column()
    dialog.list.setCurrentRow(1)
    selected = badge_column()
    base = dialog.list.palette().color(QPalette.ColorRole.Base)
    badge = [
        (x, y)
        for x in range(listed.width())
        for y in range(listed.height())
        if listed.pixelColor(x, y) != base
    ]
    same = [(x, y) for x, y in badge if selected.pixelColor(x, y) == listed.pixelColor(x, y)]
    assert len(same) >= 0.8 * len(badge)  # all but its soft rim, on the highlight


def test_the_page_is_read_by_keyboard_and_screen_reader_and_escape_closes_it(
    make_window, qtbot
) -> None:
    window = make_window()
    dialog = open_page(window)
    assert window.controller.is_paused  # the table waits while the page is open
    assert dialog.accessibleName() == dialog.list.accessibleName() == "Achievements"
    dialog.list.setFocus()
    QTest.keyClick(dialog.list, Qt.Key.Key_Down)
    assert dialog.list.currentRow() == 1
    spoken = dialog.list.currentItem().data(Qt.ItemDataRole.AccessibleTextRole)
    assert spoken == "Ten Victories: Win 10 games. 0 of 10 games won."
    QTest.keyClick(dialog.list, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert not window.controller.is_paused


def test_a_toast_follows_the_game_that_earns_an_achievement(
    make_window, qtbot, folder: Path
) -> None:
    """After 24 games the 25th earns "Regular": toasted after its last reveal, never before."""
    database = StatsDatabase(folder)
    for number in range(24):
        record(database, TWO_SEATS, won_game(), game_id=f"g{number}")
    database.close()
    before = earned_in(folder)
    window = make_window()
    toast = window.findChild(AchievementToast)
    assert toast is not None
    shown_while_playing: list[bool] = []
    recorded_at_game_over: list[int] = []

    def on_events(events: tuple[object, ...], _view: object) -> None:
        shown_while_playing.append(toast.isVisible())
        if any(isinstance(event, GameOver) for event in events):
            stats = window.keeping.keeper.stats if window.keeping.keeper else None
            recorded_at_game_over.append(stats.statistics().played if stats else 0)

    window.controller.events_happened.connect(on_events)
    window.controller.choices_changed.connect(
        lambda _choices: shown_while_playing.append(toast.isVisible())
    )
    announced: list[str] = []
    toast.shown.connect(announced.append)
    play_by_clicking(window, qtbot)
    with qtbot.waitSignal(window.game_over_shown, timeout=60000):
        window.start_game(DUEL_TABLE, seed=28)  # a game that earns four achievements at once
    # Recorded when the game ended, but shown only once its last reveal had been shown.
    assert recorded_at_game_over == [25]
    assert shown_while_playing and not any(shown_while_playing)
    assert toast.isVisible()
    trophies = window.findChild(Trophies)
    assert trophies is not None
    seats = trophies._seats_shown()
    assert seats  # the plates at least
    assert not any(toast.geometry().intersects(area) for area in seats)
    after = earned_in(folder)
    toasted = [achievement.id for achievement in toast.earned]
    assert set(toasted) == after - before  # what recomputing from the database gives
    assert toasted == ["regular", "first-bluff-caught", "last-die-standing", "palifico-survivor"]
    names = "Regular, Caught You!, Last Die Standing, Palifico Survivor"
    assert announced == [f"4 achievements earned! {names}."]
    assert toast.accessibleName() == "4 achievements earned!"
    assert toast.accessibleDescription() == names
    assert toast.focusPolicy() is Qt.FocusPolicy.NoFocus
    assert toast.testAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
    assert not toast.hasFocus()


def test_nothing_is_toasted_after_a_game_that_earns_nothing(
    make_window, qtbot, folder: Path
) -> None:
    """What a duel of two dice could earn is earned already; the rest is out of its reach."""
    database = StatsDatabase(folder)
    for number in range(4):  # four exact Calzas: a fifth is never called by this player
        record(database, TWO_SEATS, won_game(), game_id=f"g{number}")
    record(database, THREE_SEATS, lost_game())
    record(database, DUEL, one_die_comeback())
    database.close()
    before = earned_in(folder)
    assert {"first-bluff-caught", "last-die-standing", "duelist", "three-in-a-row"} <= before
    window = make_window()
    toast = window.findChild(AchievementToast)
    assert toast is not None
    announced: list[str] = []
    toast.shown.connect(announced.append)
    play_by_clicking(window, qtbot)
    with qtbot.waitSignal(window.game_over_shown, timeout=60000):
        window.start_game(DUEL_TABLE, seed=4)
    assert earned_in(folder) == before
    assert not announced
    assert not toast.isVisible()


def test_a_game_that_ends_as_the_window_closes_reads_nothing(
    make_window, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The keeper closes the database with the window: the game's end must not read it."""
    window = make_window()
    trophies = window.findChild(Trophies)
    assert trophies is not None
    trophies._before = frozenset()  # a game under way, as at its start
    window.close()
    read: list[bool] = []
    monkeypatch.setattr(Trophies, "progress", lambda self: read.append(True))
    window.controller.game_finished.emit(0)
    assert read == []


@pytest.mark.parametrize(
    ("busy", "corner"),
    [
        ((), "top left"),
        ((QRect(0, 0, 300, 150),), "top right"),
        ((QRect(0, 0, 300, 150), QRect(500, 0, 300, 150)), "bottom left"),
        ((QRect(0, 0, 800, 150), QRect(0, 450, 300, 150)), "bottom right"),
        ((QRect(0, 0, 800, 600),), "top left"),  # nowhere clearer: the top left
    ],
)
def test_the_toast_stands_in_the_corner_clearest_of_the_seats(
    qtbot, busy: tuple[QRect, ...], corner: str
) -> None:
    """The toast named its achievements over a character's line at the top left seat."""
    table = QWidget()
    qtbot.addWidget(table)
    table.resize(800, 600)
    table.show()
    toast = AchievementToast(table, lambda: busy)
    toast.show_earned([BY_ID["first-win"]])
    place = toast.geometry()
    vertical, horizontal = corner.split()
    assert (place.top() < 300) == (vertical == "top")
    assert (place.left() < 400) == (horizontal == "left")
    if corner != "top left" or not busy:
        assert not any(place.intersects(area) for area in busy)


def test_the_toast_fades_in_and_out_without_taking_the_focus_and_waits_its_turn(qtbot) -> None:
    table = QWidget()
    qtbot.addWidget(table)
    entry = QLineEdit(table)
    table.resize(800, 600)
    table.show()
    entry.setFocus()
    assert table.focusWidget() is entry
    toast = AchievementToast(table)
    toast.show_earned([BY_ID["first-win"]])
    assert toast.isVisible() and toast.animation.state() is toast.animation.State.Running
    assert toast.opacity.opacity() < 1.0  # fading in
    toast.animation.setCurrentTime(1000)
    assert toast.opacity.opacity() == 1.0  # held
    toast.show_earned([BY_ID["flawless"], BY_ID["duelist"]])  # waits its turn
    assert [achievement.id for achievement in toast.earned] == ["first-win"]
    toast.animation.setCurrentTime(toast.animation.totalDuration())
    assert [achievement.id for achievement in toast.earned] == ["flawless", "duelist"]
    assert toast.accessibleName() == "2 achievements earned!"
    assert toast.accessibleDescription() == "Flawless, Duelist"
    assert table.focusWidget() is entry  # the toast never took it
    toast.animation.setCurrentTime(toast.animation.totalDuration())
    assert not toast.isVisible()
    toast.show_earned(ACHIEVEMENTS[:5])  # four to a toast, the fifth after them
    assert toast.earned == ACHIEVEMENTS[:4]
    toast.animation.setCurrentTime(toast.animation.totalDuration())
    assert toast.earned == ACHIEVEMENTS[4:5]


@pytest.mark.parametrize("language", ["en", "fr", "es", "nl", "it"])
def test_every_achievement_is_named_and_described_in_every_language(speaking, language) -> None:
    speaking(language)
    names = [achievement_name(achievement.id) for achievement in ACHIEVEMENTS]
    descriptions = [achievement_description(achievement) for achievement in ACHIEVEMENTS]
    assert all(names) and len(set(names)) == len(names)
    assert all(descriptions)
    if language != "en":
        speaking("en")
        english = [achievement_name(achievement.id) for achievement in ACHIEVEMENTS]
        assert sum(a != b for a, b in zip(names, english, strict=True)) >= len(names) - 3


def test_progress_in_french_agrees_with_no_count(speaking) -> None:
    """ "1 parties jouées sur 25" agreed with the goal; the count stands after a label now."""
    speaking("fr")
    regular = next(achievement for achievement in ACHIEVEMENTS if achievement.id == "regular")
    assert progress_words(Progress(regular, 1)) == "Parties jouées : 1 sur 25"


@pytest.mark.parametrize("code", ["en", "fr", "es", "nl", "it"])
def test_the_page_and_the_toast_fit_a_small_window(make_window, speaking, code: str) -> None:
    speaking(code)
    window = make_window()
    window.resize(1024, 700)
    dialog = open_page(window)
    assert dialog.width() <= 1024 and dialog.height() <= 700
    room = dialog.list.viewport().width() - dialog.list.iconSize().width() - 16
    metrics = dialog.list.fontMetrics()
    for row in range(dialog.list.count()):
        for line in dialog.list.item(row).text().split("\n"):
            assert metrics.horizontalAdvance(line) <= room, line
    dialog.close()
    toast = window.findChild(AchievementToast)
    assert toast is not None
    longest = sorted(ACHIEVEMENTS, key=lambda item: -len(achievement_description(item)))
    toast.show_earned(longest[:4])
    parent = toast.parentWidget()
    assert parent is not None and parent.rect().contains(toast.geometry())
    assert clipped(toast) == []
