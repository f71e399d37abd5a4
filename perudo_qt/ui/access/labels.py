"""Names a screen reader reads on every system: the accessible name, and a buddy label."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget


def name_by_label(field: QWidget, text: str, parent: QWidget) -> QLabel:
    """Name ``field`` ``text`` for every reader: its accessible name and a hidden buddy label.

    On Linux Qt names a combo box by its current value whatever its accessible name ("Normal
    combo box"); readers there (Orca) name it by the label it is the buddy of, which Qt finds
    among its siblings. So the label is a child of ``parent``, the widget ``field`` is laid out
    in; hidden, it takes no room and shows nothing twice. Return the label.
    """
    field.setAccessibleName(text)
    label = QLabel(parent)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setText(text)
    label.setBuddy(field)
    label.hide()
    return label
