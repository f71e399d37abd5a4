"""A mouse wheel passing over New Game or Settings changes none of their choices."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QDialog,
    QSlider,
    QWidget,
)

pytestmark = pytest.mark.gui


def turn_wheel_over(box: QWidget) -> None:
    """Turn the wheel one notch down over ``box``'s middle, as a mouse passing over it does."""
    middle = QPointF(box.rect().center())
    wheel = QWheelEvent(
        middle,
        QPointF(box.mapToGlobal(QPoint(int(middle.x()), int(middle.y())))),
        QPoint(0, 0),
        QPoint(0, -120),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(box, wheel)


def values(dialog: QDialog) -> list[object]:
    combos = [(box.currentIndex(),) for box in dialog.findChildren(QComboBox)]
    spins = [(box.text(),) for box in dialog.findChildren(QAbstractSpinBox)]
    sliders = [(box.value(),) for box in dialog.findChildren(QSlider)]
    return [*combos, *spins, *sliders]


def test_the_wheel_changes_no_box_it_passes_over(setup_dialog: QDialog) -> None:
    """Scrolling over Settings switched the table theme to Midnight by accident (a playtest)."""
    setup_dialog.show()
    before = values(setup_dialog)
    boxes = [
        *setup_dialog.findChildren(QComboBox),
        *setup_dialog.findChildren(QAbstractSpinBox),
        *setup_dialog.findChildren(QSlider),
    ]
    assert len(boxes) >= 3
    for box in boxes:
        assert box.focusPolicy() == Qt.FocusPolicy.StrongFocus
        turn_wheel_over(box)
    assert values(setup_dialog) == before
