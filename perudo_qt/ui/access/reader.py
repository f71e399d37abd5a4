"""Whether an assistive technology reads the application."""

from __future__ import annotations

from PySide6.QtGui import QAccessible


def reader_active() -> bool:
    """Whether an assistive technology reads the application (Qt's accessibility is active).

    Only then is the accessibility bus followed and are notices shown: a player with no screen
    reader runs no helper process and gets no notice. The log then writes hands in digits
    alone (see ``perudo_qt.ui.panels.dice_text``).
    """
    return bool(QAccessible.isActive())
