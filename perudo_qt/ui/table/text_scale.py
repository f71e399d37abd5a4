"""How large the table's texts are drawn: the system's font size times the person's choice.

The table was designed for the usual desktop font, 9 points at 96 dots per inch (12 pixels):
a larger application font (a 150 % desktop, or a font of 18 points) draws the table's texts
as much larger, and the "table text size" setting multiplies that.
"""

from __future__ import annotations

from PySide6.QtGui import QFont, QGuiApplication

DESIGN_FONT_PIXELS = 12.0
"""The application font's pixel size the table's layout was designed for (9 pt at 96 dpi)."""

MAX_TEXT_SCALE = 2.5
"""The largest text scale drawn, whatever the font and the setting multiply to."""


def font_pixels(font: QFont, dpi: float) -> float:
    """Return ``font``'s height in pixels, on a screen of ``dpi`` logical dots per inch."""
    if font.pixelSize() > 0:
        return float(font.pixelSize())
    return font.pointSizeF() * dpi / 72


def system_text_scale(font: QFont | None = None, dpi: float | None = None) -> float:
    """Return how much larger than designed the system's font is (never less than 1).

    ``font`` and ``dpi`` default to the application's font and its screen's logical dpi.
    """
    if font is None:
        font = QGuiApplication.font()
    if dpi is None:
        screen = QGuiApplication.primaryScreen()
        dpi = screen.logicalDotsPerInchY() if screen is not None else 96.0
    return max(1.0, font_pixels(font, dpi) / DESIGN_FONT_PIXELS)


def table_text_scale(percent: int, system: float | None = None) -> float:
    """Return the scale of the table's texts: the ``system`` font's times ``percent`` %.

    ``system`` defaults to ``system_text_scale()``; the result is at most ``MAX_TEXT_SCALE``.
    """
    if system is None:
        system = system_text_scale()
    return min(MAX_TEXT_SCALE, system * percent / 100)
