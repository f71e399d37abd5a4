"""Our SVG artwork, coloured per seat and rendered to pixmaps cached per size and pixel ratio."""

from __future__ import annotations

from importlib import resources

from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QIcon, QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from perudo_qt.ui.table.themes import CLASSIC, SeatColours, TableTheme

# Placeholder colours in the SVG files, replaced by a seat's colours.
_BODY, _EDGE, _PIP = "#B0D7C0", "#E06A5E", "#F1F2E3"


SEAT_COLOURS = CLASSIC.seats
"""One colour set per seat on the classic table, as the six cups of the box.

Chosen so that any two seats stay apart (CIEDE2000 at least 19) with normal colour vision
and as people with protanopia, deuteranopia or tritanopia see them (tests/ui/test_colours.py
measures it, for every theme); each seat also wears a mark of its own (``seat_marks``).
"""


def art_file(name: str) -> bytes:
    """Return the bytes of ``resources/art/<name>``."""
    return (resources.files("perudo_qt.resources") / "art" / name).read_bytes()


def app_icon() -> QIcon:
    """Return the application icon, rendered from its SVG master."""
    renderer = QSvgRenderer(QByteArray(art_file("icon.svg")))
    icon = QIcon()
    for size in (16, 24, 32, 48, 64, 128, 256):
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        renderer.render(painter)
        painter.end()
        icon.addPixmap(QPixmap.fromImage(image))
    return icon


class Artwork:
    """Renders dice, cups and the lid in a theme's colours, caching each pixmap it draws.

    The window's tables (the game's, the replay's, the tutorial's), its log and its bid
    selector share one, so a new theme shows in all of them.
    """

    def __init__(self, theme: TableTheme = CLASSIC) -> None:
        self._templates = {name: art_file(name).decode() for name in ("die.svg", "cup.svg")}
        self._lid = QSvgRenderer(QByteArray(art_file("lid.svg")))
        self._theme = theme
        self._renderers: dict[tuple[str, int], QSvgRenderer] = {}
        self._cache: dict[tuple[str, int, str, int, float], QPixmap] = {}

    @property
    def theme(self) -> TableTheme:
        """The theme the dice and cups are coloured in."""
        return self._theme

    def set_theme(self, theme: TableTheme) -> None:
        """Colour the dice and cups in ``theme`` from now on."""
        if theme != self._theme:
            self._theme = theme
            self._renderers.clear()
            self._cache.clear()

    def colours(self, seat: int) -> SeatColours:
        """Return ``seat``'s colours in the theme."""
        return self._theme.seat(seat)

    def prepare(self) -> None:
        """Parse every seat's coloured artwork now, at start-up, rather than mid-game."""
        for name in self._templates:
            for seat in range(len(self._theme.seats)):
                self._renderer(name, seat)

    def die(self, face: int, seat: int, pixels: int, ratio: float) -> QPixmap:
        """Return die ``face`` in ``seat``'s colours, ``pixels`` wide on a screen of ``ratio``."""
        return self._render("die.svg", seat, f"face{face}", pixels, ratio, background="body")

    def cup(self, seat: int, pixels: int, ratio: float) -> QPixmap:
        """Return ``seat``'s cup, ``pixels`` wide."""
        return self._render("cup.svg", seat, "cup", pixels, ratio)

    def lid(self, is_open: bool, pixels: int, ratio: float) -> QPixmap:
        """Return the lid, open (lost dice visible) or closed."""
        key = ("lid.svg", -1, "open" if is_open else "closed", pixels, ratio)
        if key not in self._cache:
            self._cache[key] = self._paint(self._lid, [key[2]], pixels, pixels, ratio)
        return self._cache[key]

    def _render(
        self, name: str, seat: int, element: str, pixels: int, ratio: float, background: str = ""
    ) -> QPixmap:
        key = (name, seat, element, pixels, ratio)
        cached = self._cache.get(key)
        if cached is None:
            renderer = self._renderer(name, seat)
            size = renderer.defaultSize()
            height = round(pixels * size.height() / size.width())
            elements = [background, element] if background else [element]
            cached = self._paint(renderer, elements, pixels, height, ratio)
            self._cache[key] = cached
        return cached

    def _renderer(self, name: str, seat: int) -> QSvgRenderer:
        key = (name, seat % len(self._theme.seats))
        if key not in self._renderers:
            colours = self._theme.seats[key[1]]
            text = self._templates[name]
            text = text.replace(_BODY, colours.body).replace(_EDGE, colours.edge)
            text = text.replace(_PIP, colours.pip)
            self._renderers[key] = QSvgRenderer(QByteArray(text.encode()))
        return self._renderers[key]

    @staticmethod
    def _paint(
        renderer: QSvgRenderer, elements: list[str], width: int, height: int, ratio: float
    ) -> QPixmap:
        image = QImage(
            max(1, round(width * ratio)),
            max(1, round(height * ratio)),
            QImage.Format.Format_ARGB32_Premultiplied,
        )
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        bounds = QRectF(0, 0, image.width(), image.height())
        for element in elements:
            renderer.render(painter, element, bounds)
        painter.end()
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(ratio)
        return pixmap
