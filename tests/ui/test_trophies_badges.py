"""The achievements' badges: one per achievement, as the script draws them, each its own."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtCore import QByteArray
from PySide6.QtGui import QImage
from PySide6.QtSvg import QSvgRenderer

from perudo_qt.career.achievements import ACHIEVEMENTS
from perudo_qt.ui.trophies.badges import badge_file, badge_image

pytestmark = pytest.mark.gui

ROOT = Path(__file__).resolve().parents[2]
IDS = [achievement.id for achievement in ACHIEVEMENTS]


def badge_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("badges", ROOT / "packaging" / "badges.py")
    assert spec is not None and spec.loader is not None
    script = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(script)
    return script


def channels(image: QImage) -> tuple[bytes, bytes, bytes, bytes]:
    """Return an ARGB32 image's blue, green, red and alpha bytes (little-endian order)."""
    data = bytes(image.constBits())
    return data[0::4], data[1::4], data[2::4], data[3::4]


def test_the_committed_badges_are_what_the_script_draws(tmp_path: Path) -> None:
    script = badge_script()
    assert sorted(script.SYMBOLS) == sorted(IDS)
    for path in script.write_all(tmp_path):
        assert path.read_bytes() == (ROOT / "resources" / "badges" / path.name).read_bytes()


def test_each_badge_renders_and_is_its_own(qapp) -> None:
    drawn = {}
    for achievement in IDS:
        assert QSvgRenderer(QByteArray(badge_file(achievement))).isValid()
        image = badge_image(achievement, 64)
        assert image.size().width() == 64
        drawn[achievement] = bytes(image.constBits())
    assert len(set(drawn.values())) == len(IDS)


def test_earned_badges_are_in_colour_and_the_others_grey(qapp) -> None:
    for achievement in IDS:
        colour = channels(badge_image(achievement, 48))
        grey = channels(badge_image(achievement, 48, earned=False))
        assert colour[0] != colour[1] or colour[1] != colour[2]
        assert grey[0] == grey[1] == grey[2]
        assert grey[3] == colour[3]  # its shape kept
        opaque = [value for value, alpha in zip(grey[0], grey[3], strict=True) if alpha == 255]
        assert opaque and min(opaque) >= 127  # fainter: halfway into the white it is shown on
