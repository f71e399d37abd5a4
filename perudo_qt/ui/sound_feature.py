"""The game's sounds in the window: each event's cue as the table shows it, at the set level."""

from __future__ import annotations

from PySide6.QtCore import QObject

from perudo_qt.settings_schema import SOUND_MUTED, SOUND_VOLUME
from perudo_qt.ui.audio import SoundPlayer
from perudo_qt.ui.feature import WindowContext
from perudo_qt.ui.sound import SoundCues


class SoundFeature(QObject):
    """Plays the table's events through a player (none: silence), at the settings' level."""

    def __init__(self, player: SoundPlayer | None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._player = player

    def install(self, context: WindowContext) -> None:
        """Follow the table's events and the settings; close the player with the window."""
        if self._player is None:
            return
        self.context = context
        self.cues = SoundCues(self._player, lambda: context.speed, context.window)
        self.cues.setObjectName("soundCues")
        self._apply_level()
        context.parts.scene.events_shown.connect(self.cues.on_events_shown)
        context.parts.scene.cups_lifting.connect(self.cues.on_cups_lifting)
        context.settings_applied.connect(self._apply_level)
        context.closing.connect(self.cues.player.close)

    def _apply_level(self) -> None:
        settings = self.context.settings
        self.cues.set_level(settings.get(SOUND_VOLUME), settings.get(SOUND_MUTED))
