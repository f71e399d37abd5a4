"""Picking a bot from a file in the table editor: the person's own choice of a plugin to run."""

from __future__ import annotations

import ast
from pathlib import Path

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QComboBox, QFileDialog, QMessageBox

from perudo_qt.bots import is_plugin, plugin_class, plugin_digest, plugin_path
from perudo_qt.controller.table import TableSetup
from perudo_qt.store.plugins import PluginFile, read_plugin_source
from perudo_qt.ui.words.plain import plain_tooltip
from perudo_qt.ui.words.wording import tr

FROM_FILE = "<from a file>"
"""The data of the level list's last entry, which opens a file to pick a bot from."""


def bot_classes(source: bytes) -> list[str]:
    """Return the names of the top-level classes of ``source`` with a ``choose`` method.

    The file is parsed, never run.

    Raises:
        SyntaxError: ``source`` is not Python (ValueError: it holds a null byte).
    """
    tree = ast.parse(source)
    return [
        node.name
        for node in tree.body
        if isinstance(node, ast.ClassDef)
        and any(
            isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef) and item.name == "choose"
            for item in node.body
        )
    ]


class PluginPicker(QObject):
    """Offers a bot from a file in level lists, and remembers which files the person picked.

    A seat's plugin stays in its list as it was; the last entry, "Bot from a file…", opens a
    file window (window-modal, without blocking) and adds the file's bot classes, read without
    running them. Picking a file is the person asking for it: ``picked`` returns the files
    picked, as they were when picked, that ``table`` still seats, to be confirmed.
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._picked: dict[str, PluginFile] = {}
        self.file_dialog: QFileDialog | None = None

    def offer(self, level: QComboBox, bot: str | None) -> None:
        """Add a seat's plugin ``bot`` (if it is one) and "Bot from a file…" to ``level``."""
        if bot is not None and is_plugin(bot):
            self._add_plugin(level, bot)
            level.setCurrentIndex(level.findData(bot))
        level.addItem(tr("Bot from a file…"), FROM_FILE)
        level.setItemData(
            level.count() - 1,
            tr("A bot program of your own (a .py file): it runs with your rights."),
            Qt.ItemDataRole.ToolTipRole,
        )
        last = [level.currentIndex()]

        def changed(index: int) -> None:
            if level.itemData(index) == FROM_FILE:
                self._pick(level, last[0])
            else:
                last[0] = index

        level.currentIndexChanged.connect(changed)

    def picked(self, table: TableSetup) -> tuple[PluginFile, ...]:
        """Return the files picked here that ``table`` seats, each once."""
        specs = {seat.bot for seat in table.seats if seat.bot is not None}
        files = {
            self._picked[spec].path: self._picked[spec] for spec in specs & self._picked.keys()
        }
        return tuple(files.values())

    def _add_plugin(self, level: QComboBox, spec: str) -> None:
        if level.findData(spec) >= 0:
            return
        path, bot = plugin_path(spec), plugin_class(spec)
        at = level.findData(FROM_FILE)
        level.insertItem(level.count() if at < 0 else at, f"{path.name}: {bot}", spec)
        level.setItemData(
            level.findData(spec), plain_tooltip(str(path)), Qt.ItemDataRole.ToolTipRole
        )

    def _pick(self, level: QComboBox, previous: int) -> None:
        dialog = QFileDialog(level.window(), tr("Bot from a file"))
        dialog.setNameFilter(tr("Python files (*.py)"))
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        chosen: list[str] = []
        dialog.fileSelected.connect(chosen.append)

        def done() -> None:
            self.file_dialog = None
            dialog.deleteLater()
            if not chosen or not self._take(level, Path(chosen[0])):
                level.setCurrentIndex(previous)

        dialog.finished.connect(done)
        self.file_dialog = dialog
        dialog.open()

    def _take(self, level: QComboBox, path: Path) -> bool:
        """Offer the bots of the file at ``path`` in ``level``; return whether it has any."""
        try:
            path = path.resolve()
            source = read_plugin_source(path)
            classes = bot_classes(source)
        except (OSError, SyntaxError, ValueError) as error:
            self._refuse(
                level, tr("{file} cannot be read: {why}").format(file=path.name, why=error)
            )
            return False
        if not classes:
            self._refuse(
                level,
                tr("{file} holds no bot: no class with a choose method.").format(file=path.name),
            )
            return False
        plugin = PluginFile(path, plugin_digest(source))
        for name in classes:
            spec = f"{path}:{name}"
            self._picked[spec] = plugin
            self._add_plugin(level, spec)
        level.setCurrentIndex(level.findData(f"{path}:{classes[0]}"))
        return True

    @staticmethod
    def _refuse(level: QComboBox, text: str) -> None:
        box = QMessageBox(
            QMessageBox.Icon.Warning, tr("Bot from a file"), text, parent=level.window()
        )
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setWindowModality(Qt.WindowModality.WindowModal)
        box.open()
