"""Names and any text from a file shown as they are: plain text, never taken for markup.

Qt takes text that merely looks like HTML for rich text, in labels, tooltips and message boxes:
a seat named ``<img src=x width=30000 height=30000>`` would be drawn as a picture thirty
thousand pixels wide. So a label or box showing such text shows plain text, and where our own
markup (bold, colour) surrounds it, the text is escaped first, here and nowhere else.
"""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget


def literal(text: str) -> str:
    """Return ``text`` (a name, a reason, words read from a file) escaped for our rich text.

    Inside rich text it then shows exactly as written: ``<b>x</b>`` and ``&amp;`` included.
    """
    return html.escape(text)


def plain_label(text: str = "") -> QLabel:
    """Return a label that shows its text as written, never as markup."""
    label = QLabel(text)
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


def plain_tooltip(text: str) -> str:
    """Return a tooltip that shows ``text`` as written, its line breaks kept.

    A tooltip has no text format of its own: Qt guesses, and a name that looks like markup
    would be drawn as markup. So the tooltip is always rich text, with ``text`` escaped.
    """
    return f'<p style="white-space:pre-wrap">{literal(text)}</p>' if text else ""


def plain_message_box(
    icon: QMessageBox.Icon,
    title: str,
    text: str,
    parent: QWidget | None = None,
    informative: str = "",
) -> QMessageBox:
    """Return a message box showing ``text`` and ``informative`` as written, never as markup."""
    box = QMessageBox(icon, title, text, parent=parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    if informative:
        box.setInformativeText(informative)
    return box


def warn(parent: QWidget | None, title: str, text: str) -> QMessageBox:
    """Open a warning that may quote a file or a name, as plain text; return it, open.

    It is modal to ``parent`` without holding the caller up, and goes once it is closed.
    """
    box = plain_message_box(QMessageBox.Icon.Warning, title, text, parent)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()
    return box
