"""The characters' portraits (``resources/portraits``), rendered crisp for the screen's scale."""

from __future__ import annotations

from importlib import resources

from PySide6.QtCore import QByteArray, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer


def portrait_file(name: str) -> bytes:
    """Return the bytes of ``resources/portraits/<name>``."""
    return (resources.files("perudo_qt.resources") / "portraits" / name).read_bytes()


def portrait_pixmap(name: str, pixels: int, ratio: float = 1.0) -> QPixmap:
    """Return the portrait ``name`` as a square of ``pixels`` at the device pixel ``ratio``."""
    renderer = QSvgRenderer(QByteArray(portrait_file(name)))
    size = max(1, round(pixels * ratio))
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    pixmap.setDevicePixelRatio(ratio)
    return pixmap
