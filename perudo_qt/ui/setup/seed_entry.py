"""The Game menu's seed entry: the seed of the game being played, copied when chosen."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QGuiApplication

from perudo_qt.controller.snapshot import TableSnapshot
from perudo_qt.ui.feature import Menu, WindowContext
from perudo_qt.ui.words.wording import tr


class SeedEntry(QObject):
    """The Game menu entry "Seed: 1234 (click to copy)", to deal the same dice again."""

    def install(self, context: WindowContext) -> None:
        """Add the entry after a separator, above Quit."""
        self.context = context
        self.action = QAction(tr("Seed: none yet"), context.window)
        self.action.setObjectName("seedAction")
        self.action.setEnabled(False)
        self.action.triggered.connect(self.copy_seed)
        context.add_separator(Menu.GAME, 40)
        context.insert(Menu.GAME, 50, self.action)
        context.controller.game_started.connect(self._show_seed)

    def _show_seed(self, _setup: object) -> None:
        snapshot = self.context.controller.snapshot
        if snapshot is not None:
            self.action.setText(tr("Seed: {seed} (click to copy)").format(seed=snapshot.seed))
            self.action.setEnabled(True)

    def copy_seed(self) -> None:
        """Copy the game's seed, to deal the same dice again from the New Game dialog."""
        snapshot: TableSnapshot | None = self.context.controller.snapshot
        if snapshot is not None:
            QGuiApplication.clipboard().setText(str(snapshot.seed))
            self.context.status(tr("Seed {seed} copied.").format(seed=snapshot.seed), 4000)
