"""The achievements' badges (``resources/badges``), rendered to pixmaps: in colour, or greyed."""

from __future__ import annotations

from functools import cache
from importlib import resources

from PySide6.QtCore import QByteArray, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

UNEARNED_OPACITY = 0.5
"""How strongly an unearned badge's grey shows."""


def badge_file(achievement: str) -> bytes:
    """Return the SVG of the badge of ``achievement`` (an id)."""
    return (resources.files("perudo_qt.resources") / "badges" / f"{achievement}.svg").read_bytes()


@cache
def _renderer(achievement: str) -> QSvgRenderer:
    return QSvgRenderer(QByteArray(badge_file(achievement)))


def badge_image(achievement: str, pixels: int, earned: bool = True) -> QImage:
    """Return the badge of ``achievement``, ``pixels`` square: in colour if earned, else grey."""
    image = QImage(pixels, pixels, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    _renderer(achievement).render(painter)
    painter.end()
    return image if earned else greyed(image)


def greyed(image: QImage) -> QImage:
    """Return ``image`` in shades of grey, fainter, its transparency kept."""
    grey = image.convertToFormat(QImage.Format.Format_Grayscale8).convertToFormat(
        QImage.Format.Format_ARGB32_Premultiplied
    )
    grey.setAlphaChannel(image.convertToFormat(QImage.Format.Format_Alpha8))
    faint = QImage(image.size(), QImage.Format.Format_ARGB32_Premultiplied)
    faint.fill(Qt.GlobalColor.transparent)
    painter = QPainter(faint)
    painter.setOpacity(UNEARNED_OPACITY)
    painter.drawImage(0, 0, grey)
    painter.end()
    return faint


def badge_pixmap(achievement: str, pixels: int, ratio: float, earned: bool = True) -> QPixmap:
    """Return the badge as a pixmap ``pixels`` square on a screen of device pixel ``ratio``."""
    pixmap = QPixmap.fromImage(badge_image(achievement, round(pixels * ratio), earned))
    pixmap.setDevicePixelRatio(ratio)
    return pixmap
