"""The table's text size: it follows the system font and the "table text size" setting."""

from __future__ import annotations

import itertools
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
import shiboken6
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QFont

from perudo_qt import settings_schema as schema
from perudo_qt.controller.pacing import Speed
from perudo_qt.controller.table import TableSetup
from perudo_qt.settings import Settings
from perudo_qt.ui.main_window import MainWindow
from perudo_qt.ui.setup.dialogs import SettingsDialog
from perudo_qt.ui.table import layouts
from perudo_qt.ui.table.artwork import Artwork
from perudo_qt.ui.table.looks import Looks
from perudo_qt.ui.table.seating import (
    BUBBLE_SIZE,
    CARD,
    PLATE_MARGINS,
    SCENE,
    SPEECH_SIZE,
    Layout,
    block_rect,
    scaled,
    table_layout,
)
from perudo_qt.ui.table.table_scene import TableScene
from perudo_qt.ui.table.text_scale import MAX_TEXT_SCALE, system_text_scale, table_text_scale
from tests.ui.test_table_layout import long_table

pytestmark = pytest.mark.gui


@pytest.fixture
def window(qtbot, tmp_path: Path) -> Iterator[MainWindow]:
    window = MainWindow(Settings(tmp_path / "perudo-qt.ini"), Speed.INSTANT, ask_after_game=False)
    qtbot.addWidget(window)
    yield window
    window.controller.shutdown()
    window.close()


@pytest.fixture
def scenes(qapp) -> Iterator[list[TableScene]]:
    made: list[TableScene] = []
    yield made
    for scene in made:
        shiboken6.delete(scene)


def seated(scenes: list[TableScene], qtbot, scale: float, count: int = 6) -> TableScene:
    scene = TableScene(Artwork())
    scene.set_text_scale(scale)
    scene.set_table(long_table(count, person=True), 0)
    scenes.append(scene)
    qtbot.waitUntil(lambda: not scene.layout_pending)  # searched off the GUI thread
    return scene


def points(size: float) -> QFont:
    font = QFont()
    font.setPointSizeF(size)
    return font


def test_the_system_font_is_followed() -> None:
    assert system_text_scale(points(9), 96) == 1.0  # the font the table was designed for
    assert system_text_scale(points(18), 96) == 2.0
    assert system_text_scale(points(9), 144) == 1.5  # a 150 % desktop
    assert system_text_scale(points(7), 96) == 1.0  # never smaller than designed
    pixels = QFont()
    pixels.setPixelSize(15)
    assert system_text_scale(pixels, 96) == 1.25
    assert table_text_scale(150, system=1.0) == 1.5
    assert table_text_scale(125, system=1.5) == 1.875  # both multiply
    assert table_text_scale(150, system=2.0) == MAX_TEXT_SCALE == 2.5


def test_the_text_size_is_kept_and_applied_at_once(window: MainWindow, tmp_path: Path) -> None:
    settings = window.context.settings
    assert window.scene.text_scale == table_text_scale(100)
    Looks(text_size=150).write(settings)
    assert settings.get(schema.TABLE_TEXT_SIZE) == "150"
    window.context.settings_applied.emit()
    assert window.scene.text_scale == table_text_scale(150)
    assert Looks.read(Settings(tmp_path / "perudo-qt.ini")).text_size == 150


def test_the_settings_dialog_offers_the_text_sizes(qtbot) -> None:
    dialog = SettingsDialog(TableSetup.default(), Speed.NORMAL)
    qtbot.addWidget(dialog)
    combo = dialog.appearance.text_size
    assert [combo.itemData(row) for row in range(combo.count())] == [100, 125, 150, 200]
    assert combo.itemText(2) == "Larger (150 %)"
    dialog.appearance.set_values(Looks(text_size=200), frozenset({"classic", "high-contrast"}))
    assert dialog.appearance.looks().text_size == 200


def test_plates_bubbles_speech_card_and_banner_grow_with_the_text(scenes, qtbot) -> None:
    normal, large = seated(scenes, qtbot, 1.0), seated(scenes, qtbot, 1.5)
    for scene in (normal, large):
        scene.bubble(1).set_text("12 sixes")
        scene.card.set_texts("7 twos with pacos", "you 2 · Ana 3", "Click to continue")
        scene.banner.set_text("Palifico!")
    for item in ("plate", "bubble", "speech"):
        small = getattr(normal, item)(1).sceneBoundingRect()
        big = getattr(large, item)(1).sceneBoundingRect()
        assert big.height() == pytest.approx(1.5 * small.height())
        assert big.width() == pytest.approx(1.5 * small.width())
    card, small_card = large.card.sceneBoundingRect(), normal.card.sceneBoundingRect()
    assert card.height() >= 1.5 * small_card.height() - 0.01  # as high, or more lines
    assert large.banner.message_font().pixelSize() == 60
    assert large.lid.caption_font().pixelSize() == 27


@pytest.mark.parametrize("scale", [1.5, 2.0])
def test_six_long_names_are_cut_no_shorter_and_nothing_overlaps(
    scenes, qtbot, scale: float
) -> None:
    normal, large = seated(scenes, qtbot, 1.0), seated(scenes, qtbot, scale)
    layout = large.layout
    assert layout is not None and 1.0 < layout.scale <= scale
    scale = layout.scale  # the scale drawn: less where the table has no room to draw more
    plates = [large.plate(seat).sceneBoundingRect() for seat in range(6)]
    for seat in range(6):
        assert large.plate(seat).shown_texts() == normal.plate(seat).shown_texts()
        assert layout.scene.contains(plates[seat])
        assert layout.scene.contains(large.speech(seat).sceneBoundingRect())
    for first, second in itertools.combinations(plates, 2):
        assert not first.intersects(second)
    lid = large.lid.sceneBoundingRect()
    card = layout.card
    for plate in plates:
        assert not plate.intersects(lid)
        body = plate.adjusted(8 * scale, 18 * scale, -8 * scale, -8 * scale)
        assert not body.intersects(card)


def name_pixels(window: MainWindow) -> float:
    """The on-screen pixel height of the bottom plate's name."""
    plate = window.scene.plate(0)
    return plate.fonts()[0].pixelSize() * plate.scale() * window.table_view.transform().m11()


def shown_at(window: MainWindow, qtbot, percent: int, count: int) -> float:
    Looks(text_size=percent).write(window.context.settings)
    window.context.settings_applied.emit()
    window.start_game(long_table(count, person=True), seed=3)
    qtbot.waitUntil(lambda: window.scene.layout is not None and not window.scene.layout_pending)
    return name_pixels(window)


@pytest.mark.parametrize("size", [(1366, 768), (1024, 700)])
@pytest.mark.parametrize("count", [2, 6])
def test_larger_text_is_larger_on_screen(
    window: MainWindow, qtbot, size: tuple[int, int], count: int
) -> None:
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    normal = shown_at(window, qtbot, 100, count)
    large = shown_at(window, qtbot, 150, count)
    largest = shown_at(window, qtbot, 200, count)
    assert normal < large and normal < largest
    if count == 2:  # room enough: the text grows nearly as much as asked
        assert large >= 1.4 * normal
    elif size == (1366, 768):  # a full table: the seats stand out sideways, where there is room
        assert large >= 1.2 * normal


def test_at_the_designed_size_the_table_is_as_designed() -> None:
    for count in range(2, 7):
        layout = table_layout(count, True, 1.0)
        assert layout.room == (1.0, 1.0)
        assert layout.scene.contains(SCENE)
        card = layout.card
        if count < 6:
            assert card == CARD
            continue
        # At six seats the lower plates come within a few units of the card: it is narrower,
        # as much taller as its texts need, under the lid still.
        assert card.width() < CARD.width() and card.center().x() == CARD.center().x()
        assert card.bottom() <= CARD.bottom() and card.top() > CARD.top() - CARD.height() / 2
        assert card.width() * card.height() == pytest.approx(CARD.width() * CARD.height())


def centred(centre: QPointF, size: tuple[float, float]) -> QRectF:
    return QRectF(centre.x() - size[0] / 2, centre.y() - size[1] / 2, *size)


@pytest.mark.parametrize("scale", [1.25, 1.5, 2.0, MAX_TEXT_SCALE])
@pytest.mark.parametrize("count", range(2, 7))
def test_every_text_scale_finds_a_clear_layout(count: int, scale: float) -> None:
    """Plates, bubbles, speech, revealed dice and the card stand clear of each other."""
    layout = table_layout(count, True, scale)
    places = layout.places
    plates = [place.plate for place in places]
    bubbles = [centred(place.bubble, scaled(BUBBLE_SIZE, scale)) for place in places]
    speeches = [centred(place.speech, scaled(SPEECH_SIZE, scale)) for place in places]
    blocks = [block_rect(place.reveal, 5, place.columns) for place in places[1:]]
    left, top, right, bottom = (margin * scale for margin in PLATE_MARGINS)
    drawn = 2.5 * scale  # half a plate's and half the card's border, drawn on their edges
    for plate in plates:
        body = plate.adjusted(left - drawn, top - drawn, drawn - right, drawn - bottom)
        assert not body.intersects(layout.card)  # their borders never touch
        assert not any(plate.intersects(box) for box in bubbles + speeches + blocks)
    for block in blocks:
        assert not block.intersects(layout.card)
    for group in (plates, bubbles, speeches, blocks):
        for first, second in itertools.combinations(group, 2):
            assert not first.intersects(second)
    for box in plates + speeches:
        assert layout.scene.contains(box)


@pytest.mark.parametrize(
    ("count", "scale"), [(3, 1.5), (4, 2.0), (5, 2.0)], ids=lambda value: str(value)
)
def test_speech_stands_clear_of_the_revealed_dice_where_there_is_room_near(
    count: int, scale: float
) -> None:
    """At these tables a place clear of every revealed hand lies near each seat's cup."""
    places = table_layout(count, True, scale).places
    blocks = [block_rect(place.reveal, 5, place.columns) for place in places[1:]]
    for place in places:
        speech = centred(place.speech, scaled(SPEECH_SIZE, scale))
        assert not any(speech.intersects(block) for block in blocks)


def test_a_large_layout_is_searched_off_the_gui_thread(qtbot, monkeypatch) -> None:
    searched: list[tuple[int, float]] = []
    search = layouts.drawn_layout

    def spy(count: int, own_seat: bool, scale: float, aspect: float) -> Layout:
        searched.append((threading.get_ident(), scale))
        return search(count, own_seat, scale, aspect)

    monkeypatch.setattr(layouts, "drawn_layout", spy)
    table = layouts.Layouts()
    first = table.layout(6, True, 2.0, 1.8)
    assert first.scale == 1.0 and table.searching  # the designed table meanwhile
    with qtbot.waitSignal(table.ready, timeout=120_000):
        pass
    found = table.layout(6, True, 2.0, 1.8)
    assert found.scale > 1.0 and not table.searching
    gui = threading.get_ident()
    assert (gui, 2.0) not in searched
    assert any(thread != gui and scale == 2.0 for thread, scale in searched)
    shiboken6.delete(table)
