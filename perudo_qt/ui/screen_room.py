"""The room a window has on its screen: windows open no larger than it.

At 200 % scaling a 1920x1080 screen is 960x540 to the window system: a dialog sized for a
large screen would put its buttons below the screen's edge.
"""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

SCREEN_SHARE = 0.9
"""The most of its screen's free area a window opens at: its frame and title bar take more."""


def available_geometry(widget: QWidget) -> QRect:
    """Return the free area of the screen ``widget`` opens on (without panels and docks)."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry()


def resize_within_screen(window: QWidget, width: int, height: int) -> None:
    """Give ``window`` its size, ``width`` by ``height``, or less where its screen has less room.

    Its minimum size still holds (the dialogs' minimums fit a 960x540 screen).
    """
    room = available_geometry(window)
    window.resize(
        min(width, int(room.width() * SCREEN_SHARE)),
        min(height, int(room.height() * SCREEN_SHARE)),
    )
