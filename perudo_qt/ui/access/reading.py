"""Read-only text a screen reader can move through, line by line, with the arrow keys."""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPlainTextEdit, QTextEdit

READABLE = (
    Qt.TextInteractionFlag.TextSelectableByKeyboard
    | Qt.TextInteractionFlag.TextSelectableByMouse
    | Qt.TextInteractionFlag.LinksAccessibleByKeyboard
    | Qt.TextInteractionFlag.LinksAccessibleByMouse
)
"""What read-only text lets the person do: a keyboard caret (which Orca reads from), selection,
and its links by keyboard or mouse; never editing."""


Text = TypeVar("Text", QTextEdit, QPlainTextEdit)


def make_readable(text: Text) -> Text:
    """Give the read-only ``text`` a keyboard caret, so that a reader's arrows read it; return it.

    Without the caret a screen reader says only a text's first line, and its arrow keys are
    silent (found with Orca 43).
    """
    text.setReadOnly(True)
    text.setTextInteractionFlags(READABLE)
    return text
