"""Choices that a mouse wheel passing over them does not change."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QAbstractSpinBox, QComboBox, QSlider, QWidget


class WheelGuard(QObject):
    """Lets a combo box, spin box or slider take the wheel only once it has the keyboard focus.

    Scrolling over a dialog changed the setting under the pointer by accident (a playtest's
    table theme); a click or Tab gives the box the focus, and then the wheel steps it.
    """

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        """Swallow a wheel turned over a box that does not have the focus."""
        if event.type() is QEvent.Type.Wheel and isinstance(watched, QWidget):
            return not watched.hasFocus()
        return False


def guard_wheel(dialog: QWidget) -> None:
    """Keep the wheel from changing the boxes and sliders of ``dialog`` it passes over."""
    guard = WheelGuard(dialog)
    boxes: list[QWidget] = [
        *dialog.findChildren(QComboBox),
        *dialog.findChildren(QAbstractSpinBox),
        *dialog.findChildren(QSlider),  # not the scroll bars, which take no focus
    ]
    for box in boxes:
        box.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # not WheelFocus: the wheel gives none
        box.installEventFilter(guard)
