"""What the window shows until its table is built: the table theme's backdrop, painted at once."""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QWidget

from perudo_qt.settings import Settings
from perudo_qt.settings_schema import TABLE_THEME
from perudo_qt.ui.table.themes import CLASSIC, THEMES


class TableBackdrop(QWidget):
    """An empty widget of the colour that lies around the table of the theme chosen.

    The game's window opens on it and builds the table over it after its first paint, so the
    window is on the screen as soon as Qt can draw one. A cosmetic theme the games kept do not
    unlock is drawn in the classic colours once the table is built: that is known only then.
    """

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        theme = THEMES.get(settings.get(TABLE_THEME), CLASSIC)
        palette = self.palette()
        palette.setColor(QPalette.ColorRole.Window, QColor(theme.backdrop))
        self.setPalette(palette)
        self.setAutoFillBackground(True)
