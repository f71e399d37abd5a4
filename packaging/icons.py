"""Render the application icon from its SVG master to PNG sizes and a Windows ICO."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

MASTER = Path(__file__).resolve().parents[1] / "resources" / "art" / "icon.svg"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def render(size: int) -> QImage:
    """Return the icon at ``size`` x ``size`` pixels."""
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    QSvgRenderer(str(MASTER)).render(painter)
    painter.end()
    return image


def render_all(out: Path) -> dict[int, Path]:
    """Write ``perudo-qt-<size>.png`` for every size, and ``perudo-qt.ico``; return the PNGs."""
    out.mkdir(parents=True, exist_ok=True)
    pngs = {}
    for size in SIZES:
        path = out / f"perudo-qt-{size}.png"
        if not render(size).save(str(path)):
            raise RuntimeError(f"could not write {path}")
        pngs[size] = path
    ico = out / "perudo-qt.ico"
    if not render(256).save(str(ico), "ICO"):
        raise RuntimeError(f"could not write {ico} (Qt's ICO image plugin is missing)")
    return pngs


if __name__ == "__main__":
    app = QGuiApplication(sys.argv[:1])
    for size, path in render_all(Path(sys.argv[1] if len(sys.argv) > 1 else "build/icons")).items():
        print(size, path)
