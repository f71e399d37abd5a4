"""Portraits: one of our own per character and a generic one, each drawn by Qt without a word."""

from __future__ import annotations

from importlib import resources

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from perudo_qt.career.characters import CHARACTERS, GENERIC_PORTRAIT

pytestmark = pytest.mark.gui

FOLDER = resources.files("perudo_qt.resources") / "portraits"
FILES = [GENERIC_PORTRAIT, *(character.portrait for character in CHARACTERS.values())]


def rendered(name: str, size: int) -> QImage:
    renderer = QSvgRenderer(FOLDER.joinpath(name).read_bytes())
    assert renderer.isValid()
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    return image


def test_every_character_has_a_portrait_and_nothing_else_is_there() -> None:
    names = {entry.name for entry in FOLDER.iterdir() if entry.name.endswith(".svg")}
    assert names == set(FILES)


@pytest.mark.parametrize("name", FILES)
def test_a_portrait_is_square_simple_and_fills_its_plate(name: str) -> None:
    text = FOLDER.joinpath(name).read_text(encoding="utf-8")
    assert 'viewBox="0 0 64 64"' in text
    assert "<image" not in text and "href" not in text  # drawn, not an embedded picture
    image = rendered(name, 48)
    corners = [image.pixelColor(x, y).alpha() for x in (0, 47) for y in (0, 47)]
    assert corners == [255] * 4


def test_portraits_are_told_apart_at_48_pixels() -> None:
    images = {name: rendered(name, 48) for name in FILES}
    for first in FILES:
        for second in FILES:
            if first < second:
                assert images[first] != images[second], (first, second)
