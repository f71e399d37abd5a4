"""With a dark system theme, every coloured text of the side panels still reads at 4.5:1.

The colours written into rich text (the log's reasons and notes, the dice's digits, the
History's uncounted dice and reasons, the coach's verdicts) follow the application palette.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from PySide6.QtGui import QColor, QGuiApplication, QPalette

from perudo_qt.coach import Verdict
from perudo_qt.ui.keeping.history import REASON_COLOUR, UNCOUNTED_COLOUR
from perudo_qt.ui.learning.coach import VERDICT_COLOURS
from perudo_qt.ui.panels.dice_text import DIGITS_COLOUR, dice_html
from perudo_qt.ui.panels.game_log import REASON_COLOUR as LOG_REASON
from perudo_qt.ui.panels.game_log import WARNING_COLOUR, GameLog
from perudo_qt.ui.words.legibility import MIN_CONTRAST, contrast_ratio, on_palette

pytestmark = pytest.mark.gui

QUIET_COLOURS = [
    UNCOUNTED_COLOUR,
    REASON_COLOUR,
    DIGITS_COLOUR,
    LOG_REASON,
    WARNING_COLOUR,
    *(VERDICT_COLOURS[verdict] for verdict in Verdict),
]


def dark_palette() -> QPalette:
    """A dark theme as a desktop would set it: light text on a near-black ground."""
    palette = QPalette()
    for role, colour in (
        (QPalette.ColorRole.Window, "#2b2b2b"),
        (QPalette.ColorRole.WindowText, "#eeeeee"),
        (QPalette.ColorRole.Base, "#1e1e1e"),
        (QPalette.ColorRole.Text, "#f0f0f0"),
    ):
        palette.setColor(role, QColor(colour))
    return palette


@pytest.fixture
def dark(qapp) -> Iterator[QPalette]:
    light = QGuiApplication.palette()
    qapp.setPalette(dark_palette())
    yield qapp.palette()
    qapp.setPalette(light)


@pytest.mark.parametrize("colour", QUIET_COLOURS)
def test_each_quiet_colour_reads_on_a_dark_ground(dark: QPalette, colour: str) -> None:
    ground = dark.color(QPalette.ColorRole.Base)
    assert contrast_ratio(QColor(colour), ground) < MIN_CONTRAST  # the test needs a dark ground
    assert contrast_ratio(QColor(on_palette(colour)), ground) >= MIN_CONTRAST


@pytest.mark.parametrize("colour", QUIET_COLOURS)
def test_on_a_light_ground_the_colours_stay_as_chosen(qapp, colour: str) -> None:
    assert QGuiApplication.palette().color(QPalette.ColorRole.Base).lightness() > 200
    assert on_palette(colour) == QColor(colour).name()


def test_the_html_the_panels_write_follows_the_palette(dark: QPalette, qtbot) -> None:
    log = GameLog()
    qtbot.addWidget(log)
    log.add_note("A settings problem", warning=True)
    html = dice_html([1, 5], 0) + log.document().toHtml()
    ground = dark.color(QPalette.ColorRole.Base)
    colours = re.findall(r"color:\s*(#[0-9a-fA-F]{6})", html)
    assert len(colours) >= 2
    for colour in colours:
        assert contrast_ratio(QColor(colour), ground) >= MIN_CONTRAST, colour
