"""The table's looks: themes chosen in Settings (locked ones shown locked), reduce motion."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
import shiboken6
from PySide6.QtGui import QColor, QStandardItemModel

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
    return timeline


def test_reduce_motion_keeps_the_pace_but_nothing_moves(scene: TableScene) -> None:
    moving = a_round(scene, still=False).group.totalDuration()
    timeline = a_round(scene, still=True)
    assert timeline.group.totalDuration() == moving  # the bots' pace is the table's pace
    group = timeline.group
    seen_rotations, seen_scales, dice_places = set(), set(), set()
    for time in range(0, group.totalDuration() + 1, 10):
        group.setCurrentTime(time)  # driven step by step: no clock involved
        seen_rotations |= {scene.cup(seat).rotation() for seat in range(3)}
        if scene.banner.isVisible():
            seen_scales.add(scene.banner.scale())
        dice_places |= {
            (round(item.pos().x()), round(item.pos().y()))
            for item in scene.items()
            if item.zValue() == 30  # a die on its way to or from the lid
        }
    assert seen_rotations == {0.0}  # no cup shakes
    assert seen_scales == {1.0}  # no banner zooms
    assert len(dice_places) <= 1  # a lost die appears in the lid, it does not fly there


def test_without_reduce_motion_the_cups_shake(scene: TableScene) -> None:
    group = a_round(scene, still=False).group
    rotations = set()
    for time in range(0, 700, 10):
        group.setCurrentTime(time)
        rotations |= {round(scene.cup(seat).rotation()) for seat in range(3)}
    assert len(rotations) > 3  # the test above would see motion if there were any


def test_still_reveals_show_the_whole_count_at_once(scene: TableScene) -> None:
    timeline = a_round(scene, still=True)
    group = timeline.group
    titles = set()
    for time in range(0, group.totalDuration() + 1, 10):
        group.setCurrentTime(time)
        if scene.card.isVisible() and scene.card.texts()[1]:
            titles.add(scene.card.texts()[0])
    assert len(titles) == 1  # one count, never counted up seat by seat
