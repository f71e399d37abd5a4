"""Sound at the table: which cue each shown event plays, and the volume controls.

The cues and the player that plays them are in ``perudo_qt.ui.audio``.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QSlider, QWidget

from perudo_qt import settings_schema as schema
from perudo_qt.controller.pacing import Speed
from perudo_qt.rules import (
    CalzaCalled,
    DieGained,
    DieLost,
    DudoCalled,
    Event,
    GameOver,
    RoundStarted,
)
from perudo_qt.ui.audio import Cue, SoundPlayer
from perudo_qt.ui.words.wording import tr


class SoundCues(QObject):
    """Plays the cue of each event as the table shows it, unless muted.

    Dice rattle as a round starts and the cups come down after; the cups lift at a reveal;
    Dudo, Calza, a die lost or won and the end of the game have sounds of their own.
    """

    def __init__(
        self, player: SoundPlayer, speed: Callable[[], Speed], parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.player = player
        self.speed = speed
        self.volume = 0.7
        self.muted = False

    def set_level(self, volume: int, muted: bool) -> None:
        """Play at ``volume`` percent, or not at all when ``muted``."""
        self.volume, self.muted = volume / 100, muted

    def play(self, cue: Cue) -> None:
        """Play ``cue`` now, unless muted."""
        if not self.muted and self.volume > 0:
            self.player.play(cue, self.volume)

    def on_cups_lifting(self) -> None:
        """Play the cups lifting, as a reveal begins (before its count)."""
        self.play(Cue.LIFT)

    def on_events_shown(self, events: tuple[Event, ...]) -> None:
        """Play the cues of ``events``, just shown by the table."""
        for event in events:
            if isinstance(event, RoundStarted):
                self.play(Cue.RATTLE)
                # The cups come down when the shake is over (the table's own pace).
                QTimer.singleShot(self.speed().ms(650), self, lambda: self.play(Cue.SLAM))
                continue
            cue = {
                DudoCalled: Cue.DUDO,
                CalzaCalled: Cue.CALZA,
                DieLost: Cue.DIE_LOST,
                DieGained: Cue.DIE_WON,
                GameOver: Cue.GAME_END,
            }.get(type(event))
            if cue is not None:
                self.play(cue)


class SoundControls(QWidget):
    """Volume and mute, for the Settings dialog."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.volume = QSlider()
        self.volume.setOrientation(Qt.Orientation.Horizontal)
        self.volume.setRange(*schema.bounds(schema.SOUND_VOLUME))
        self.volume.setAccessibleName(tr("Volume"))
        self.mute = QCheckBox(tr("Mute"))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.volume, 1)
        layout.addWidget(self.mute)
        self.mute.toggled.connect(lambda muted: self.volume.setEnabled(not muted))

    def set_level(self, volume: int, muted: bool) -> None:
        """Show ``volume`` (percent) and ``muted``."""
        self.volume.setValue(volume)
        self.mute.setChecked(muted)
        self.volume.setEnabled(not muted)

    def level(self) -> tuple[int, bool]:
        """Return the volume (percent) and whether sound is muted."""
        return self.volume.value(), self.mute.isChecked()
