"""The About box: version, licence and credits."""

from __future__ import annotations

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import qVersion
from PySide6.QtWidgets import QMessageBox, QWidget

from perudo_qt import __version__
from perudo_qt.ui.table.artwork import app_icon
from perudo_qt.ui.words.wording import tr


def about_text() -> str:
    """Return the About box's text (HTML)."""
    return tr(
        "<h3>Perudo {version}</h3>"
        "<p>Perudo (Liar's Dice) against computer opponents.</p>"
        "<p>Licence: GNU General Public License, version 3 or later "
        "(GPL-3.0-or-later).</p>"
        "<p><b>Credits</b><br>"
        "Dice, cups and icons: the project's own SVG artwork.<br>"
        "Font: DejaVu Sans, or your system's font, drawn by Qt.<br>"
        "Built with Qt {qt} and PySide6 {pyside}, used under the LGPL v3.</p>"
    ).format(version=__version__, qt=qVersion(), pyside=pyside_version)


def about_box(parent: QWidget | None = None) -> QMessageBox:
    """Return the About box, ready to open."""
    box = QMessageBox(parent)
    box.setWindowTitle(tr("About Perudo"))
    box.setIconPixmap(app_icon().pixmap(64, 64))
    box.setText(about_text())
    box.setStandardButtons(QMessageBox.StandardButton.Close)
    return box
