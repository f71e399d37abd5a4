"""The table's layout: nothing covers a plate, long names are cut with a tooltip, sizes hold."""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Iterator
from dataclasses import replace

import pytest
import shiboken6
from PySide6.QtCore import QLineF, QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPainter, QTextLayout, QTextOption

from perudo_qt.controller.choices import HumanChoices
from perudo_qt.controller.pacing import Speed
from perudo_qt.controller.table import SeatSetup, TableSetup
from perudo_qt.rules import Bid, Calza, DiceRevealed, Dudo, Event, Game, RuleOptions
from perudo_qt.ui.main_window import MainWindow
from perudo_qt.ui.table import seating
from perudo_qt.ui.table.artwork import Artwork
from perudo_qt.ui.table.items import DieItem, SeatPlate
from perudo_qt.ui.table.reveal import (
    TALLY_SEPARATOR,
    Showdown,
    ShowdownCard,
    balanced_width,
)
from perudo_qt.ui.table.seating import shown_size
from perudo_qt.ui.table.table_scene import TableScene
from perudo_qt.ui.words.plain import plain_tooltip

pytestmark = pytest.mark.gui

LONG_NAMES = (
    "Maximiliano de la Cruz Herrera",
    "Anastasia Valentina Rodríguez.",
    "Bartolomé Esteban Murillo Ruiz",
    "Carmen Guadalupe Fernández Gil",
    "Diego Alejandro Santos Navarro",
    "Elena Margarita Castillo Ortiz",
)
SIZES = [(count, person) for count in range(2, 7) for person in (True, False)]
TEXT_SCALES = (1.0, 2.0)
"""The designed text size, and the largest the setting gives (at the designed system font)."""
PERSONALITIES = ("accountant", "pirate", "gambler", "skeptic", "balanced")


def long_table(count: int, person: bool, **options: object) -> TableSetup:
    assert all(len(name) == 30 for name in LONG_NAMES)
    seats = [
        SeatSetup(name, "hard", PERSONALITIES[index % len(PERSONALITIES)])
        for index, name in enumerate(LONG_NAMES[:count])
    ]
    if person:
        seats[0] = SeatSetup(LONG_NAMES[0])
    return TableSetup(tuple(seats), RuleOptions(**options))  # type: ignore[arg-type]


@pytest.fixture(scope="module")
def artwork(qapp) -> Artwork:
    return Artwork()


@pytest.fixture
def scene_for(artwork: Artwork, qtbot) -> Iterator[Callable[..., TableScene]]:
    """Make scenes seated at a table (texts at a text scale, 1 by default); delete them here,
    on the GUI thread, when the test ends (left to the garbage collector, one could be deleted
    on the bots' thread)."""
    made: list[TableScene] = []

    def make(table: TableSetup, text_scale: float = 1.0) -> TableScene:
        scene = TableScene(artwork)
        scene.set_text_scale(text_scale)
        scene.set_table(table, 0)
        made.append(scene)
        qtbot.waitUntil(lambda: not scene.layout_pending)  # searched off the GUI thread
        return scene

    yield make
    for scene in made:
        shiboken6.delete(scene)


def plate_rects(scene: TableScene, count: int) -> list[QRectF]:
    return [scene.plate(seat).sceneBoundingRect() for seat in range(count)]


def dice_rect(die: DieItem) -> QRectF:
    half = die.size / 2
    return die.mapRectToScene(QRectF(-half, -half, die.size, die.size))


def held_reveal(game: Game) -> tuple[Event, ...]:
    """The opener bids the least, the next seat calls Dudo: the events of that call."""
    game.apply(Bid(1, 2))
    return game.apply(Dudo())


@pytest.mark.parametrize("text_scale", TEXT_SCALES)
@pytest.mark.parametrize(("count", "person"), SIZES)
def test_no_bubble_covers_a_plate_or_a_cup(
    scene_for, count: int, person: bool, text_scale: float
) -> None:
    scene = scene_for(long_table(count, person), text_scale)
    for seat in range(count):
        scene.bubble(seat).set_text("12 sixes")
    plates = plate_rects(scene, count)
    cups = [scene.cup(seat).sceneBoundingRect() for seat in range(count)]
    bubbles = [scene.bubble(seat).sceneBoundingRect() for seat in range(count)]
    for bubble in bubbles:
        assert not any(bubble.intersects(other) for other in plates + cups)
    for first, second in itertools.combinations(bubbles, 2):
        assert not first.intersects(second)


def test_long_texts_are_cut_whole_words_first_and_told_in_full_in_the_tooltip(
    scene_for,
) -> None:
    scene = scene_for(long_table(6, person=True))
    plate = scene.plate(3)
    name, subtitle = plate.shown_texts()
    assert name.endswith("…") and LONG_NAMES[3].startswith(name[:-1])
    assert plate.toolTip() == plain_tooltip(f"{LONG_NAMES[3]}\nHard · the Skeptic")
    name_font, small, _ = plate.fonts()
    room = SeatPlate.WIDTH - 24
    assert QFontMetricsF(name_font).horizontalAdvance(name) <= room
    assert QFontMetricsF(small).horizontalAdvance(subtitle) <= room
    short = scene_for(TableSetup((SeatSetup("You"), SeatSetup("Ana", "easy"))))
    assert short.plate(1).shown_texts() == ("Ana", "Easy")
    assert short.plate(1).toolTip() == ""


def test_a_duel_shows_a_long_level_and_style_whole(scene_for) -> None:
    style = "Fácil · el Equilibrado"  # what a Spanish career duel cut on 256-unit plates
    duel = scene_for(TableSetup((SeatSetup("You"), SeatSetup("Ana", "easy"))))
    crowd = scene_for(long_table(6, person=True))
    for scene in (duel, crowd):
        scene.plate(1).subtitle = style
        scene.plate(1).refresh()
    assert duel.plate(1).shown_texts() == ("Ana", style)
    assert duel.plate(1).toolTip() == ""
    assert crowd.plate(1).shown_texts()[1].endswith("…")  # at six seats the plates stay narrow


@pytest.mark.parametrize("aspect", [1.0, 1.4, 1.6, 1.8])
@pytest.mark.parametrize("count", [2, 3, 4])
def test_wider_plates_never_draw_the_table_smaller(
    monkeypatch: pytest.MonkeyPatch, count: int, aspect: float
) -> None:
    """At a duel with texts at 167 % in a wide view, the wider top plate once took the only
    clear place of that seat's revealed dice, and a room drawn 7 % smaller was taken."""
    scales = (1.0, 1.25, 1.5, 1.67, 1.75, 1.88, 2.0, 2.25, 2.5)

    def drawn() -> list[tuple[float, float]]:
        seating.table_layout.cache_clear()
        seating.drawn_layout.cache_clear()
        layouts = [seating.drawn_layout(count, True, scale, aspect) for scale in scales]
        return [
            (layout.scale / shown_size(layout.scene, aspect), layout.plate_width)
            for layout in layouts
        ]

    wide, duel = drawn(), seating.WIDE_PLATES[2]
    monkeypatch.setattr(seating, "WIDE_PLATES", {})
    narrow = drawn()
    seating.table_layout.cache_clear()
    seating.drawn_layout.cache_clear()
    for (wide_size, width), (narrow_size, _) in zip(wide, narrow, strict=True):
        assert wide_size == pytest.approx(narrow_size) and width >= SeatPlate.WIDTH
    if count == 2:
        assert wide[0][1] == duel  # the designed duel's plates are wide


@pytest.mark.parametrize("text_scale", TEXT_SCALES)
@pytest.mark.parametrize(("count", "person"), SIZES)
def test_revealed_dice_stand_clear_on_the_felt(
    qtbot, scene_for, count: int, person: bool, text_scale: float
) -> None:
    table = long_table(count, person)
    scene = scene_for(table, text_scale)
    game = Game([seat.name for seat in table.seats], table.options, seed=3)
    events = held_reveal(game)
    # A table of bots shows its reveals only when animated: at instant speed nobody watches.
    scene.play(events, game.view_for(0), Speed.INSTANT if person else Speed.FAST)
    qtbot.waitUntil(lambda: scene.is_holding, timeout=5000)
    card = scene.card.sceneBoundingRect()
    plates = plate_rects(scene, count)
    blocks = []
    for seat in range(count):
        dice = [dice_rect(die) for die in scene.seat_dice(seat)]
        assert len(dice) == 5
        block = dice[0]
        for rect in dice[1:]:
            block = block.united(rect)
        assert not block.intersects(card)
        assert not any(block.intersects(plate) for plate in plates)
        # In front of its own seat: nearer its own plate than any other.
        gaps = [QLineF(block.center(), plate.center()).length() for plate in plates]
        assert min(range(count), key=gaps.__getitem__) == seat
        blocks.append(block)
    for first, second in itertools.combinations(blocks, 2):
        assert not first.intersects(second)
    if not person:
        with qtbot.waitSignal(scene.animation_finished):
            pass  # a table of bots goes on by itself


@pytest.mark.parametrize("count", range(2, 7))
def test_your_dice_never_overlap_your_cup(scene_for, count: int) -> None:
    table = long_table(count, person=True)
    scene = scene_for(table)
    game = Game([seat.name for seat in table.seats], table.options, seed=3)
    scene.show_view(game.view_for(0))
    cup = scene.cup(0).sceneBoundingRect()
    assert len(scene.seat_dice(0)) == 5
    assert not any(dice_rect(die).intersects(cup) for die in scene.seat_dice(0))


def play_to_a_held_reveal(window: MainWindow, qtbot) -> None:
    """Play a six-seat game with long names (you call Dudo when you can) to its first reveal."""
    window.scene.set_reveal_auto_continue(None)

    def act(choices: HumanChoices) -> None:
        if choices.my_turn:
            if choices.may_dudo:
                window.selector.dudo_requested.emit()
            else:
                window.selector.submit()

    window.controller.choices_changed.connect(act, Qt.ConnectionType.QueuedConnection)
    with qtbot.waitSignal(window.scene.reveal_held_changed, timeout=20000):
        window.start_game(long_table(6, person=True), seed=3)


def test_sizes_on_screen_at_1024x700(window: MainWindow, qtbot) -> None:
    window.resize(1024, 700)
    play_to_a_held_reveal(window, qtbot)
    view = window.table_view
    assert window.size().width() == 1024
    scale = view.transform().m11()

    def on_screen(rect: QRectF) -> QRectF:
        return QRectF(view.mapFromScene(rect).boundingRect())

    scene = window.scene
    for seat in range(6):
        plate = scene.plate(seat)
        for font in plate.fonts():
            assert font.pixelSize() * scale >= 10
        for die in scene.seat_dice(seat):
            face = on_screen(dice_rect(die))
            assert face.width() >= 28 and face.height() >= 28
        assert scene.bubble(seat).fonts()[1].pixelSize() * scale >= 10
    for font in scene.card.fonts():
        assert font.pixelSize() * scale >= 10
    assert scene.lid.caption_font().pixelSize() * scale >= 10


def test_counts_show_from_a_new_games_first_frame(qtbot, settings_path) -> None:
    from perudo_qt.settings import Settings

    window = MainWindow(Settings(settings_path), Speed.NORMAL, ask_after_game=False)
    qtbot.addWidget(window)
    window.show()
    window.start_game(long_table(4, person=True, lost_dice_visible=True), seed=2)
    assert [window.scene.plate(seat).count_text for seat in range(4)] == ["5 dice"] * 4
    window.close()


def test_counts_after_a_calza_win_are_fresh(qtbot, scene_for) -> None:
    table = long_table(3, person=True, calza=True, lost_dice_visible=True)
    scene = scene_for(table)
    game = Game([seat.name for seat in table.seats], table.options, seed=5)
    game.set_round_dice([[2] * 5] * 3)
    loser = game.current_seat
    game.apply(Bid(1, 3))  # no threes and no pacos: the opener loses the Dudo
    game.apply(Dudo())
    assert game.dice_counts[loser] == 4
    scene.show_view(game.view_for(0))
    game.set_round_dice([[2] * count for count in game.dice_counts])
    game.apply(Bid(1, 2))
    game.apply(Bid(14, 2))
    events = game.apply(Calza(), loser)  # exactly right: the loser wins its die back
    scene.play(events, game.view_for(0), Speed.FAST)
    qtbot.waitUntil(lambda: scene.is_holding, timeout=5000)
    with qtbot.waitSignal(scene.animation_finished, timeout=5000):
        scene.continue_reveal()
    assert game.dice_counts[loser] == 5
    assert [scene.plate(seat).count_text for seat in range(3)] == ["5 dice"] * 3


def test_game_over_marks_the_winner_and_keeps_the_last_reveal(scene_for) -> None:
    table = long_table(2, person=True, dice_per_player=1)
    scene = scene_for(table)
    game = Game([seat.name for seat in table.seats], table.options, seed=1)
    events = held_reveal(game)
    assert game.is_over and game.winner is not None
    scene.play(events, game.view_for(0), Speed.INSTANT)
    scene.continue_reveal()
    winner = game.winner
    assert [scene.plate(seat).is_winner for seat in range(2)] == [seat == winner for seat in (0, 1)]
    assert scene.card.isVisible()
    assert "win" in scene.card.texts()[0]
    assert all(len(scene.seat_dice(seat)) == 1 for seat in range(2))


def wrapped_lines(text: str, font: QFont, width: float) -> list[str]:
    """Return the lines ``text`` in ``font`` breaks into at ``width``."""
    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    layout.beginLayout()
    lines = []
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width)
        lines.append(text[line.textStart() : line.textStart() + line.textLength()])
    layout.endLayout()
    return lines


def test_the_tally_wraps_between_seats_only(qapp) -> None:
    names = ("You", "Anne-Catherine", "Jean-Baptiste", "Marie-Claire", "Pier-Luigi", "Zoë Anne")
    dice = tuple((2, 2, 3, 2, 2) for _ in names)
    revealed = DiceRevealed(dice, Bid(20, 2), 24, True)
    showdown = Showdown(revealed, False, (), names, 0)
    tally = showdown.tally(range(len(names)))
    card = ShowdownCard()
    card.set_texts("20 twos", tally)
    (drawn,) = (line for line in card.lines() if line.block == 1)
    lines = wrapped_lines(tally, card.fonts()[1], drawn.width)  # as the card wraps it
    assert len(lines) > 1  # the test needs a tally that wraps
    entries = tally.split(TALLY_SEPARATOR)
    for line in lines:
        assert not line.startswith("·"), lines  # a line breaks after a seat's dot, not before
        pieces = line.strip().removesuffix("\xa0·").split(TALLY_SEPARATOR)
        assert all(piece in entries for piece in pieces), lines


def test_the_cards_lines_are_even_with_no_word_left_alone(qapp) -> None:
    card = ShowdownCard()
    font, width = card.fonts()[0], card.WIDTH - 20
    words = ["Bruno's", "bid", "of", "seven", "fives", "stands,", "so", "Carmen", "loses", "a"]
    while len(wrapped_lines(" ".join(words), font, width)[-1].split()) != 1:
        words.append("die")  # until the last line holds a single word at the card's width
    title = " ".join(words)
    card.set_texts(title, "You 2 · Bruno 3", "Press N to continue")
    drawn, tally, hint = card.lines()
    lines = wrapped_lines(title, font, drawn.width)
    assert len(lines) == len(wrapped_lines(title, font, width))  # as many lines, as high
    assert all(len(line.split()) > 1 for line in lines), lines
    assert (tally.width, hint.width) == (width, width)  # one line each: the card's width


def test_a_number_stays_with_its_words_on_the_card(qapp) -> None:
    """ "…met paco's, bod / 11: het bod klopt niet." broke a number from the word it counts."""
    card = ShowdownCard()
    font, width = card.fonts()[0], card.WIDTH - 20
    words = ["19", "fours", "with", "pacos,", "bid", "13:", "the", "bid", "stands."]

    def breaks_before_the_number(text: str) -> bool:
        lines = wrapped_lines(text, font, balanced_width(text, font, width))
        return any(line.startswith("13") for line in lines)

    while not breaks_before_the_number(" ".join(words)):
        words.insert(0, "so")  # until the card's plain wrapping would break before "13"
    card.set_texts(" ".join(words))
    (drawn,) = card.lines()
    lines = wrapped_lines(drawn.text, font, drawn.width)
    assert len(lines) > 1
    assert not any(line.lstrip()[0].isdigit() for line in lines[1:]), lines
    assert not any(line.rstrip()[-1].isdigit() for line in lines[:-1]), lines


def test_each_line_of_a_verdict_wraps_on_its_own(qapp) -> None:
    """The verdict's two lines are evened apart: a long second line does not hold the first
    line to its width."""
    card = ShowdownCard()
    font, width = card.fonts()[0], card.WIDTH - 20
    first = "Nineteen fours with pacos against a bid of thirteen: the bid stands, so"
    second = "Maximiliano de la Cruz Herrera, who doubted it, loses a die"
    card.set_texts(f"{first}\n{second}")
    assert [(line.text, line.block) for line in card.lines()] == [(first, 0), (second, 0)]
    for line in card.lines():
        assert line.width == balanced_width(line.text, font, width)


def drawn_text_pixels(window: MainWindow, monkeypatch) -> list[float]:
    """Grab the window; return the pixel size of every text the table drew, as drawn on screen."""
    sizes: list[float] = []
    set_font = QPainter.setFont

    def record(painter: QPainter, font: QFont) -> None:
        t = painter.combinedTransform()
        scale = math.sqrt(abs(t.m11() * t.m22() - t.m12() * t.m21()))
        pixels = font.pixelSize() if font.pixelSize() > 0 else font.pointSizeF() * 96 / 72
        sizes.append(pixels * scale)
        set_font(painter, font)

    monkeypatch.setattr(QPainter, "setFont", record)
    window.table_view.grab()
    monkeypatch.setattr(QPainter, "setFont", set_font)
    return sizes


@pytest.mark.parametrize("size", [(800, 560), (1024, 700)])
def test_no_table_text_under_10_pixels_in_a_small_window(
    window: MainWindow, qtbot, monkeypatch, size: tuple[int, int]
) -> None:
    window.resize(*size)
    play_to_a_held_reveal(window, qtbot)
    assert window.size().toTuple() == size
    sizes = drawn_text_pixels(window, monkeypatch)
    assert len(sizes) > 20  # plates, bubbles, the showdown card
    assert min(sizes) >= 10
    table, side = window.splitter.sizes()
    assert side == 0 or table / (table + side) >= 0.75  # the panel narrows, then folds


@pytest.mark.parametrize(
    ("caller", "banner"), [(0, "You call\nDudo!"), (2, "Bartolomé calls\nDudo!")]
)
def test_the_call_banner_says_who_calls(qtbot, scene_for, caller: int, banner: str) -> None:
    names = ("You", "Ana", "Bartolomé")
    scene = scene_for(TableSetup((SeatSetup(names[0]), *(SeatSetup(n, "easy") for n in names[1:]))))
    game = Game(list(names), RuleOptions(), seed=1, first_seat=(caller + 2) % 3)
    game.apply(Bid(1, 2))
    events = game.apply(Dudo())
    shown: list[str] = []
    scene.banner.visibleChanged.connect(
        lambda: shown.append(scene.banner.text()) if scene.banner.isVisible() else None
    )
    scene.play(events, game.view_for(0), Speed.FAST)
    qtbot.waitUntil(lambda: bool(shown))
    assert shown[0] == banner


def test_a_player_knocked_out_in_their_palifico_round_loses_the_mark(artwork: Artwork) -> None:
    scene = TableScene(artwork)
    seats = (SeatSetup("You"), SeatSetup("Ana", "easy"), SeatSetup("Bruno", "easy"))
    scene.set_table(TableSetup(seats), perspective=0)
    view = Game([seat.name for seat in seats], seed=1).view_for(0)
    palifico = replace(view, is_palifico_round=True, starting_seat=1)
    scene.refresh_plates(palifico)
    assert [scene.plate(seat).is_palifico for seat in range(3)] == [False, True, False]
    scene.refresh_plates(replace(palifico, active_seats=(0, 2)))  # Ana's last die is gone
    assert not any(scene.plate(seat).is_palifico for seat in range(3))
