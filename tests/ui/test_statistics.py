"""The Statistics dialog and its chart: what they show after scripted games, and reset."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QFontMetricsF, QImage
from PySide6.QtWidgets import QLabel, QMessageBox

from perudo_qt.career.ladder import load_table
from perudo_qt.career.rating import START, rating_history
from perudo_qt.store import StatsDatabase, summarize
from perudo_qt.ui.keeping.chart import (
    BAR_COLOUR,
    LINE_COLOUR,
    RatingChart,
    ShareChart,
    fitting_font,
)
from perudo_qt.ui.keeping.statistics import StatisticsDialog, opponent_columns, win_rate_over_time
from tests.store.scripted import THREE_SEATS, TWO_SEATS, lost_game, won_game

pytestmark = pytest.mark.gui


def per(percent: int) -> str:
    """Return a percentage as the window writes it: the sign kept by its number."""
    return f"{percent}\N{NO-BREAK SPACE}%"


def rendered(chart: ShareChart) -> QImage:
    chart.resize(300, 200)
    return chart.grab().toImage()


def colour_at(image: QImage, x: float, y: float) -> QColor:
    return image.pixelColor(round(x), round(y))


def ink(
    chart: ShareChart, image: QImage, left: float, top: float, right: float, bottom: float
) -> int:
    """Count the pixels of text in a rectangle: as dark as the text, unlike grid, bars and line."""
    text = chart.palette().text().color().lightness()
    return sum(
        abs(image.pixelColor(x, y).lightness() - text) < 64
        for x in range(round(left), round(right))
        for y in range(round(top), round(bottom))
    )


def test_bars_are_as_tall_as_their_share(qtbot) -> None:
    chart = ShareChart("accuracy")
    qtbot.addWidget(chart)
    chart.set_bars([("2", 1.0), ("3", 0.25), ("4", None)])
    image = rendered(chart)
    area = chart.plot_area()
    slot = area.width() / 3
    near_top = area.top() + area.height() * 0.1
    near_bottom = area.bottom() - area.height() * 0.1
    assert colour_at(image, area.left() + slot / 2, near_top) == BAR_COLOUR
    assert colour_at(image, area.left() + slot * 1.5, near_top) != BAR_COLOUR
    assert colour_at(image, area.left() + slot * 1.5, near_bottom) == BAR_COLOUR
    assert colour_at(image, area.left() + slot * 2.5, near_bottom) != BAR_COLOUR


@pytest.mark.parametrize("points", [9, 14])
def test_the_values_at_the_left_fit_in_a_larger_font(qtbot, points: int) -> None:
    chart = ShareChart("accuracy")
    qtbot.addWidget(chart)
    font = chart.font()
    font.setPointSize(points)
    chart.setFont(font)
    widest = chart.fontMetrics().horizontalAdvance(chart.tick_label(1.0))  # "100 %"
    assert chart.plot_area().left() >= widest + 6  # the whole label, clear of the plot


def test_each_no_calls_keeps_to_its_own_bar(qtbot) -> None:
    """Each "no calls" keeps to its own slot: neighbours never run together ("no callsno calls")."""
    chart = ShareChart("accuracy")
    qtbot.addWidget(chart)
    chart.set_bars([(str(size), None) for size in range(2, 7)])
    chart.resize(chart.minimumSize())  # the narrowest slots, as in a small dialog
    image = chart.grab().toImage()
    area = chart.plot_area()
    slot = area.width() / 5
    for index in range(5):
        left = area.left() + index * slot
        assert ink(chart, image, left, area.top(), left + slot, area.bottom()) > 0
    for index in range(1, 5):
        between = area.left() + index * slot
        assert ink(chart, image, between - 1, area.top(), between + 2, area.bottom()) == 0


def test_each_no_calls_is_framed_as_a_label_of_its_own(qtbot) -> None:
    """Side by side, Italian "nessuno nessuno nessuno" read as one phrase: each has a frame."""
    chart = ShareChart("accuracy")
    qtbot.addWidget(chart)
    chart.set_bars([(str(size), None) for size in range(2, 5)])
    image = rendered(chart)
    area = chart.plot_area()
    slot = area.width() / 3
    text = chart.palette().text().color().lightness()
    for index in range(3):
        left, top = round(area.left() + index * slot) + 1, round(area.top()) + 1
        background = image.pixelColor(left, top).lightness()
        drawn: list[tuple[int, int]] = []
        inked: list[tuple[int, int]] = []
        for y in range(top, round(area.bottom()) - 1):
            if image.pixelColor(left, y).lightness() != background:
                continue  # a grid line, drawn across every slot
            for x in range(left, round(left + slot) - 2):
                lightness = image.pixelColor(x, y).lightness()
                if abs(lightness - text) < 64:
                    inked.append((x, y))
                elif abs(lightness - background) > 8:
                    drawn.append((x, y))
        assert inked and drawn
        assert min(x for x, _ in drawn) < min(x for x, _ in inked)
        assert max(x for x, _ in drawn) > max(x for x, _ in inked)
        assert min(y for _, y in drawn) < min(y for _, y in inked)
        assert max(y for _, y in drawn) > max(y for _, y in inked)


def test_a_zero_share_shows_on_the_baseline_unlike_no_calls(qtbot) -> None:
    chart = ShareChart("accuracy")
    qtbot.addWidget(chart)
    chart.set_bars([("5", None), ("6", 0.0)])
    image = rendered(chart)
    area = chart.plot_area()
    slot = area.width() / 2
    assert colour_at(image, area.left() + slot / 2, area.bottom() - 2) != BAR_COLOUR
    assert colour_at(image, area.left() + slot * 1.5, area.bottom() - 2) == BAR_COLOUR


def test_a_line_runs_from_share_to_share(qtbot) -> None:
    chart = ShareChart("wins")
    qtbot.addWidget(chart)
    chart.set_line([1.0, 1.0, 0.0])
    image = rendered(chart)
    area = chart.plot_area()
    assert colour_at(image, area.left() + area.width() / 4, area.top()) == LINE_COLOUR
    assert colour_at(image, area.left() + area.width() / 4, area.bottom() - 3) != LINE_COLOUR


def test_one_game_is_labelled_once(qtbot) -> None:
    """Below one point: "game 1" at its left, not "game 1 … game 1"."""
    chart = ShareChart("wins")
    qtbot.addWidget(chart)
    chart.set_line([0.0])
    image = rendered(chart)
    area = chart.plot_area()
    below = area.bottom() + 2
    assert ink(chart, image, area.left(), below, area.center().x(), image.height()) > 0
    assert ink(chart, image, area.center().x(), below, image.width(), image.height()) == 0


def test_win_rate_over_time() -> None:
    assert win_rate_over_time((True, False, False, True)) == [1.0, 0.5, 1 / 3, 0.5]
    assert win_rate_over_time(()) == []


@pytest.fixture
def database(tmp_path: Path):
    database = StatsDatabase(tmp_path)
    for seats, game in ((THREE_SEATS, lost_game()), (TWO_SEATS, won_game())):
        database.add_game(summarize(game, seats), seats, game)
    yield database
    database.close()


def summary(dialog: StatisticsDialog) -> dict[str, str]:
    layout = dialog.summary
    rows = {}
    for row in range(layout.rowCount()):
        label = layout.itemAt(row, layout.ItemRole.LabelRole).widget()
        value = layout.itemAt(row, layout.ItemRole.FieldRole).widget()
        assert isinstance(label, QLabel) and isinstance(value, QLabel)
        rows[label.text()] = value.text()
    return rows


def test_the_dialog_shows_the_scripted_games(qtbot, database: StatsDatabase) -> None:
    dialog = StatisticsDialog(database)
    qtbot.addWidget(dialog)
    rows = summary(dialog)
    assert rows["Games won"] == f"won: 1 of 2 ({per(50)})"
    assert rows["Average placing"] == "2.0"
    assert rows["Longest winning streak"] == "1 game"
    assert rows["Dudo"] == f"right: 1 of 2 ({per(50)})"
    assert "Bluffs you caught" not in rows  # a right Dudo may catch an honest bid: said once
    assert rows["Your false bids caught by a Dudo"] == "1"
    assert rows["Calza"] == f"right: 1 of 1 ({per(100)})"
    assert dialog.win_chart.points == (0.0, 0.5)
    assert dialog.accuracy_chart.bars == (
        ("2", None),
        ("3", 0.5),
        ("4", None),
        ("5", None),
        ("6", None),
    )
    cells = [
        [dialog.by_size.item(row, column).text() for column in range(3)]
        for row in range(dialog.by_size.rowCount())
    ]
    assert cells == [
        ["2 players", f"won: 1 of 1 ({per(100)})", "no calls yet"],
        ["3 players", f"won: 0 of 1 ({per(0)})", f"right: 1 of 2 ({per(50)})"],
    ]
    opponents = [
        [dialog.by_opponent.item(row, column).text() for column in range(3)] for row in range(2)
    ]
    assert opponents == [  # weakest first, as the levels go
        ["Normal", "level default", f"won: 1 of 2 ({per(50)})"],
        ["Hard", "the Pirate", f"won: 0 of 1 ({per(0)})"],
    ]
    headers = [dialog.by_opponent.horizontalHeaderItem(column).text() for column in range(3)]
    assert headers == ["Level", "Personality", "Games against them"]
    levels = [[dialog.by_level.item(row, column).text() for column in range(2)] for row in range(2)]
    assert levels == [["Normal", f"won: 1 of 2 ({per(50)})"], ["Hard", f"won: 0 of 1 ({per(0)})"]]


@pytest.mark.parametrize(
    ("answer", "played"),
    [(QMessageBox.StandardButton.Reset, 0), (QMessageBox.StandardButton.Cancel, 2)],
)
def test_reset_asks_first(qtbot, database: StatsDatabase, monkeypatch, answer, played) -> None:
    asked: list[str] = []

    def question(parent, title, text, *args):
        asked.append(title)
        return answer

    monkeypatch.setattr(QMessageBox, "question", question)
    dialog = StatisticsDialog(database)
    qtbot.addWidget(dialog)
    dialog.reset_button.click()
    assert asked == ["Reset statistics?"]
    assert database.statistics().played == played
    assert summary(dialog)["Games won"].endswith(
        f"of {played} ({per(50)})" if played else f"of 0 ({per(0)})"
    )


@pytest.mark.parametrize(
    ("kind", "words"),
    [
        ("hard", ("Hard", "level default")),
        ("easy:pirate", ("Easy", "the Pirate")),
        ("expert:pirate", ("Expert", "the Pirate")),  # was "Plugin": an older list of levels
    ],
)
def test_opponent_types_in_words(kind: str, words: tuple[str, str]) -> None:
    assert opponent_columns(kind) == words


def test_the_rating_shows_in_words_and_as_a_chart_with_a_text_alternative(
    qtbot, database: StatsDatabase
) -> None:
    dialog = StatisticsDialog(database)
    qtbot.addWidget(dialog)
    history = rating_history(database.placings(), load_table())
    assert len(history) == 2  # both games against rated levels
    assert history[0] < START  # behind both opponents
    assert history[1] > history[0]  # then ahead of a Normal
    assert summary(dialog)["Your rating"] == f"{history[1]:.0f}, about as strong as Normal"
    assert dialog.rating_chart.points == tuple(history)
    assert dialog.rating_chart.accessibleName() == "Your rating over time"
    assert dialog.rating_chart.accessibleDescription() == (
        f"game 1: {history[0]:.0f}; game 2: {history[1]:.0f}"
    )


def test_the_rating_chart_fits_its_scale_to_the_ratings(qtbot) -> None:
    chart = RatingChart("rating")
    qtbot.addWidget(chart)
    assert chart.scale() == (1500.0, 1600.0)  # nothing yet: around the start
    chart.set_line([1488.0, 1530.0, 1612.0])
    assert chart.scale() == (1400.0, 1700.0)
    assert chart.ticks() == (1400.0, 1550.0, 1700.0)
    image = rendered(chart)
    area = chart.plot_area()
    top = area.bottom() - chart.height_of(1612.0, area)
    assert colour_at(image, area.right() - 1, top) == LINE_COLOUR


@pytest.mark.parametrize("share", [0.9, 0.75, 0.6, 0.5, 0.37, 0.3])
def test_a_word_wider_than_its_bar_is_drawn_smaller_not_cut(qtbot, share: float) -> None:
    """Spanish "ninguno" in a narrow chart was wrapped inside the word ("ningun" / "o"), then
    drawn a little wider than its room, its frame over its last letter ("ningunc")."""
    chart = ShareChart("accuracy")
    qtbot.addWidget(chart)
    font = chart.font()
    narrow = QFontMetricsF(font).horizontalAdvance("ninguno") * share
    fitted = fitting_font(font, narrow, "ninguno")
    assert QFontMetricsF(fitted).horizontalAdvance("ninguno") <= narrow
    assert fitting_font(font, 1000, "no calls").pointSizeF() == font.pointSizeF()


def test_the_average_placing_is_written_the_languages_way(
    speaking, qtbot, database: StatsDatabase
) -> None:
    speaking("es")
    dialog = StatisticsDialog(database)
    qtbot.addWidget(dialog)
    assert summary(dialog)["Puesto medio"] == "2,0"
