"""The faces at the table: each character's portrait, and a generic one, as crisp pixmaps.

Portraits are our own SVG drawings (``resources/portraits``), rendered at the size they are
drawn on screen and the screen's pixel ratio, and kept, as the dice and cups are.
"""

from __future__ import annotations

from importlib import resources

from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from perudo_qt.career.characters import CHARACTERS, GENERIC_PORTRAIT
from perudo_qt.controller.table import SeatSetup


def portrait_file(seat: SeatSetup) -> str:
    """Return the portrait of ``seat``: its character's, the generic one, or "" for the person."""
    if seat.is_human:
        return ""
    return CHARACTERS[seat.character].portrait if seat.character else GENERIC_PORTRAIT


class Portraits:
    """Renders portraits, caching each pixmap by file, size and pixel ratio."""

    def __init__(self) -> None:
        self._renderers: dict[str, QSvgRenderer] = {}
        self._cache: dict[tuple[str, int, float], QPixmap] = {}

    def pixmap(self, name: str, pixels: int, ratio: float) -> QPixmap:
        """Return portrait ``name``, ``pixels`` wide and high on a screen of ``ratio``."""
        key = (name, pixels, ratio)
        cached = self._cache.get(key)
        if cached is None:
            size = max(1, round(pixels * ratio))
            image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
            image.fill(Qt.GlobalColor.transparent)
            painter = QPainter(image)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            self._renderer(name).render(painter, QRectF(0, 0, size, size))
            painter.end()
            cached = QPixmap.fromImage(image)
            cached.setDevicePixelRatio(ratio)
            self._cache[key] = cached
        return cached

    def _renderer(self, name: str) -> QSvgRenderer:
        if name not in self._renderers:
            folder = resources.files("perudo_qt.resources") / "portraits"
            self._renderers[name] = QSvgRenderer(QByteArray(folder.joinpath(name).read_bytes()))
        return self._renderers[name]
