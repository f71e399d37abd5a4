"""The achievements' badges (``resources/badges``), rendered to pixmaps: in colour, or greyed."""

from __future__ import annotations

from functools import cache
from importlib import resources

from PySide6.QtCore import QByteArray, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

UNEARNED_OPACITY = 0.5
"""How strongly an unearned badge's grey shows."""


def badge_file(achievement: str) -> bytes:
    """Return the SVG of the badge of ``achievement`` (an id)."""
    return (resources.files("perudo_qt.resources") / "badges" / f"{achievement}.svg").read_bytes()


@cache
def _renderer(achievement: str) -> QSvgRenderer:
    return QSvgRenderer(QByteArray(badge_file(achievement)))


def badge_image(
    achievement: str,
    pixels: int,
    earned: bool = True,
    backdrop: QColor | Qt.GlobalColor = Qt.GlobalColor.white,
) -> QImage:
    """Return the badge of ``achievement``, ``pixels`` square: in colour if earned, else grey.

    ``backdrop`` is the colour the badge is shown on, into which an unearned badge fades.
    """
    image = QImage(pixels, pixels, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    _renderer(achievement).render(painter)
    painter.end()
    return image if earned else greyed(image, backdrop)


def greyed(image: QImage, backdrop: QColor | Qt.GlobalColor) -> QImage:
    """Return ``image`` in shades of grey, faded into ``backdrop``, its transparency kept.

    Faded by mixing in the backdrop's colour rather than by showing it through: on a selected
    row, the highlight does not tint the badge.
    """
    grey = image.convertToFormat(QImage.Format.Format_Grayscale8).convertToFormat(
        QImage.Format.Format_ARGB32_Premultiplied
    )
    grey.setAlphaChannel(image.convertToFormat(QImage.Format.Format_Alpha8))
    painter = QPainter(grey)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceAtop)
    painter.setOpacity(1 - UNEARNED_OPACITY)
    painter.fillRect(grey.rect(), backdrop)
    painter.end()
    return grey


def badge_pixmap(
    achievement: str,
    pixels: int,
    ratio: float,
    earned: bool = True,
    backdrop: QColor | Qt.GlobalColor = Qt.GlobalColor.white,
) -> QPixmap:
    """Return the badge as a pixmap ``pixels`` square on a screen of device pixel ``ratio``."""
    image = badge_image(achievement, round(pixels * ratio), earned, backdrop)
    pixmap = QPixmap.fromImage(image)
    pixmap.setDevicePixelRatio(ratio)
    return pixmap
