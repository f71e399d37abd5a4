"""The table's looks: themes chosen in Settings (locked ones shown locked), reduce motion."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest
import shiboken6
from PySide6.QtGui import QColor, QImage, QStandardItemModel

from perudo_qt.career.cosmetics import COSMETICS
from perudo_qt.career.stages import STAGES
from perudo_qt.controller.pacing import Speed
from perudo_qt.controller.table import SeatSetup, TableSetup
from perudo_qt.rules import Bid, Dudo, Game, RuleOptions
from perudo_qt.settings import Settings
from perudo_qt.store import StatsDatabase
from perudo_qt.ui.main_window import MainWindow
from perudo_qt.ui.setup.dialogs import SettingsDialog
from perudo_qt.ui.table.artwork import Artwork
from perudo_qt.ui.table.looks import Looks
from perudo_qt.ui.table.table_animation import TableAnimator
from perudo_qt.ui.table.table_scene import TableScene
from perudo_qt.ui.table.themes import CLASSIC, HIGH_CONTRAST, MIDNIGHT, THEMES
from perudo_qt.ui.table.timeline import Timeline
from tests.career.scripted import DUEL, flawless_duel, record

pytestmark = pytest.mark.gui

NAMES = ("You", "Ana", "Bruno")


def test_every_theme_settings_may_name_is_drawn_and_every_cosmetic_is_a_theme() -> None:
    from perudo_qt import settings_schema as schema

    assert tuple(THEMES) == schema.choices(schema.TABLE_THEME)
    assert {cosmetic.id for cosmetic in COSMETICS} <= set(THEMES)


@pytest.fixture
def kept_window(qtbot, tmp_path: Path) -> Iterator[MainWindow]:
    """A window keeping its games where the career's first stage was beaten once."""
    folder = tmp_path / "store"
    database = StatsDatabase(folder)
    record(database, DUEL, flawless_duel(), STAGES[0].id, (None, *STAGES[0].opponents))
    database.close()
    settings = Settings(tmp_path / "perudo-qt.ini")
    window = MainWindow(settings, Speed.INSTANT, ask_after_game=False, store_folder=folder)
    qtbot.addWidget(window)
    yield window
    window.close()


def offered(dialog: SettingsDialog) -> dict[str, bool]:
    """Each theme the Appearance page lists, and whether it may be chosen."""
    combo = dialog.appearance.theme
    model = combo.model()
    assert isinstance(model, QStandardItemModel)
    return {combo.itemData(row): model.item(row).isEnabled() for row in range(combo.count())}


def test_settings_offer_the_unlocked_themes_and_show_the_others_locked(
    kept_window: MainWindow, qtbot
) -> None:
    entry = kept_window.looks
    dialog = SettingsDialog(TableSetup.default(), Speed.NORMAL)
    qtbot.addWidget(dialog)
    dialog.appearance.set_values(entry.looks(), entry.unlocked())
    assert offered(dialog) == {
        "classic": True,
        "high-contrast": True,
        "midnight": True,
        "velvet": False,
        "ocean": False,
        "royal": False,
    }
    velvet = dialog.appearance.theme.findData("velvet")
    assert dialog.appearance.theme.itemText(velvet) == (
        "Red velvet (locked) · Beat the third stage of the career"
    )


def test_a_theme_chosen_applies_at_once_to_the_table_and_the_replay_table(
    kept_window: MainWindow, qtbot
) -> None:
    settings = kept_window.settings
    Looks("midnight", still=True).write(settings)
    kept_window.context.settings_applied.emit()
    assert kept_window.artwork.theme is MIDNIGHT
    assert kept_window.scene.theme is MIDNIGHT
    assert kept_window.scene.backgroundBrush().color() == QColor(MIDNIGHT.backdrop)
    argb = QImage.Format.Format_ARGB32
    shown = kept_window.selector.face_buttons[3].icon().pixmap(44, 44).toImage()
    drawn = kept_window.artwork.die(3, 0, 44, 1.0).toImage()
    assert shown.convertToFormat(argb) == drawn.convertToFormat(argb)  # the selector's dice too
    replay = TableScene(kept_window.artwork)  # the replay table draws with the same artwork
    assert replay.theme is MIDNIGHT
    shiboken6.delete(replay)


def test_a_locked_theme_in_the_file_draws_the_classic_table(qtbot, tmp_path: Path) -> None:
    settings = Settings(tmp_path / "perudo-qt.ini")
    Looks("royal").write(settings)
    window = MainWindow(settings, Speed.INSTANT, ask_after_game=False)
    qtbot.addWidget(window)
    assert window.scene.theme is CLASSIC
    Looks("high-contrast").write(settings)
    window.context.settings_applied.emit()  # the high-contrast table is never locked
    assert window.scene.theme is HIGH_CONTRAST
    window.close()


@pytest.fixture
def scene(qapp) -> Iterator[TableScene]:
    scene = TableScene(Artwork())
    seats = (SeatSetup(NAMES[0]), *(SeatSetup(name, "easy") for name in NAMES[1:]))
    scene.set_table(TableSetup(seats, RuleOptions(lost_dice_visible=True)), 0)
    yield scene
    shiboken6.delete(scene)


def a_round(scene: TableScene, still: bool) -> Timeline:
    """The timeline of a new round, a bid, a Dudo, the reveal and the loss, as ``scene`` plays."""
    game = Game(list(NAMES), RuleOptions(lost_dice_visible=True), seed=4, first_seat=1)
    events = [*game.history]
    game.apply(Bid(1, 2))
    events += game.apply(Dudo())
    view = game.view_for(0)
    scene.show_view(view)
    animator = TableAnimator(scene)
    animator.still = still
    timeline = Timeline(1.0)
    for index, event in enumerate(events):
        animator.animate(timeline, event, events[:index], view)
    # Running but paused: the test moves its time by hand (a stopped tween writes nothing).
    timeline.group.start()
    timeline.group.pause()
    return timeline


@dataclass
class Seen:
    """What the table showed, frame by frame, while a round played."""

    rotations: set[float] = field(default_factory=set)
    scales: set[float] = field(default_factory=set)
    flying: set[tuple[int, int]] = field(default_factory=set)
    counts: set[str] = field(default_factory=set)


def watch(scene: TableScene, still: bool) -> Seen:
    """Play a round on ``scene`` frame by frame (every 10 ms of its timeline, no clock)."""
    group = a_round(scene, still).group
    seen = Seen()
    for time in range(0, group.totalDuration() + 1, 10):
        group.setCurrentTime(time)
        seen.rotations |= {round(scene.cup(seat).rotation(), 1) for seat in range(3)}
        if scene.banner.isVisible():
            seen.scales.add(round(scene.banner.scale(), 2))
        seen.flying |= {
            (round(item.pos().x()), round(item.pos().y()))
            for item in scene.items()
            if item.zValue() == 30  # a die on its way to or from the lid
        }
        if scene.card.isVisible() and scene.card.texts()[1]:
            seen.counts.add(scene.card.texts()[0])  # the count, with the tally under it
    return seen


def test_reduce_motion_keeps_the_pace(scene: TableScene) -> None:
    moving = a_round(scene, still=False).group.totalDuration()
    assert a_round(scene, still=True).group.totalDuration() == moving


def test_with_reduce_motion_nothing_shakes_flies_zooms_or_counts_up(scene: TableScene) -> None:
    seen = watch(scene, still=True)
    assert seen.rotations == {0.0}
    assert seen.scales == {1.0}
    assert len(seen.flying) == 1  # the lost die appears in the lid
    assert len(seen.counts) == 1  # the whole count at once


def test_without_it_the_same_round_moves(scene: TableScene) -> None:
    """The test above would see motion if there were any."""
    seen = watch(scene, still=False)
    assert len(seen.rotations) > 3
    assert len(seen.scales) > 3
    assert len(seen.flying) > 3
    assert len(seen.counts) > 1
