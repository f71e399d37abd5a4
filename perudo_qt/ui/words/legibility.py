"""Colours for secondary text that stay readable: WCAG contrast ratios from the palette."""

from __future__ import annotations

from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QWidget

MIN_CONTRAST = 4.5
"""WCAG 2 level AA for normal-size text."""


def relative_luminance(colour: QColor) -> float:
    """Return a colour's relative luminance as WCAG 2 defines it (0 black to 1 white)."""

    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4

    return (
        0.2126 * channel(colour.redF())
        + 0.7152 * channel(colour.greenF())
        + 0.0722 * channel(colour.blueF())
    )


def contrast_ratio(first: QColor, second: QColor) -> float:
    """Return the WCAG contrast ratio of two colours, from 1 to 21."""
    light, dark = sorted((relative_luminance(first), relative_luminance(second)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def muted_text_colour(palette: QPalette) -> QColor:
    """Return a softer text colour than the palette's, still at least 4.5:1 on its background.

    The text colour is blended toward the background as far as the contrast allows, so
    explanations read as secondary without becoming faint, in light and dark themes alike.
    """
    text = palette.color(QPalette.ColorRole.WindowText)
    background = palette.color(QPalette.ColorRole.Window)
    for weight in (0.65, 0.75, 0.85):
        blended = QColor.fromRgbF(
            text.redF() * weight + background.redF() * (1 - weight),
            text.greenF() * weight + background.greenF() * (1 - weight),
            text.blueF() * weight + background.blueF() * (1 - weight),
        )
        if contrast_ratio(blended, background) >= MIN_CONTRAST:
            return blended
    return text


def mute(widget: QWidget) -> None:
    """Draw ``widget``'s text in the muted, still readable colour (greyed when disabled)."""
    palette = widget.palette()
    muted = muted_text_colour(palette)
    for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive):
        palette.setColor(group, QPalette.ColorRole.WindowText, muted)
    widget.setPalette(palette)


def on_palette(colour: str) -> str:
    """Return ``colour`` for text on the application palette's text ground, at least 4.5:1.

    A colour that reads well on white (the reasons' blue-grey, the coach's verdicts) is
    blended toward the palette's text colour until it does on the palette's ground too: a
    dark or high-contrast system theme keeps it legible.
    """
    palette = QGuiApplication.palette()
    ground = palette.color(QPalette.ColorRole.Base)
    text = palette.color(QPalette.ColorRole.Text)
    wanted = QColor(colour)
    for step in range(11):
        weight = step / 10
        blended = QColor.fromRgbF(
            wanted.redF() * (1 - weight) + text.redF() * weight,
            wanted.greenF() * (1 - weight) + text.greenF() * weight,
            wanted.blueF() * (1 - weight) + text.blueF() * weight,
        )
        if contrast_ratio(blended, ground) >= MIN_CONTRAST:
            return blended.name()
    return text.name()
