"""Saying yes to plugin files for a window, as the person answering its question would."""

from __future__ import annotations

from pathlib import Path

from perudo_qt.bots import is_plugin, plugin_path
from perudo_qt.controller.table import TableSetup
from perudo_qt.store.plugins import PluginFile
from perudo_qt.ui.main_window import MainWindow


def confirm(window: MainWindow, plugin: Path) -> None:
    """Let the plugin file ``plugin``, as it is now, run in ``window``."""
    window.controller.plugins.confirm(PluginFile.read(plugin))


def confirm_table(window: MainWindow, table: TableSetup) -> None:
    """Let every plugin file ``table`` seats, as it is now, run in ``window``."""
    for seat in table.seats:
        if seat.bot is not None and is_plugin(seat.bot):
            confirm(window, plugin_path(seat.bot))
