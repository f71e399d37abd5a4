"""Saying yes to a plugin file for a controller, as the person answering the window would."""

from __future__ import annotations

from pathlib import Path

from perudo_qt.controller.game_controller import GameController
from perudo_qt.store.plugins import PluginFile


def confirm(controller: GameController, path: Path) -> None:
    """Let the plugin file at ``path``, as it is now, run at ``controller``'s tables."""
    controller.plugins.confirm(PluginFile.read(path))
