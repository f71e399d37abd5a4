"""Sound: the cue of each event, none when muted, the mixer, a missing device, our WAV files."""

from __future__ import annotations

import array
import importlib.util
import wave
from collections import Counter
from pathlib import Path

import pytest

from perudo_qt.controller.pacing import Speed
from perudo_qt.rules import DiceRevealed, DieGained, DieLost, DudoCalled, RoundStarted
from perudo_qt.settings import Settings
from perudo_qt.settings_schema import SOUND_MUTED, SOUND_VOLUME
from perudo_qt.ui import audio
from perudo_qt.ui.audio import Cue, MiniaudioPlayer, load_samples, mix
from perudo_qt.ui.main_window import MainWindow
from perudo_qt.ui.setup.dialogs import SettingsDialog
from perudo_qt.ui.setup.settings_entry import SettingsEntry
from perudo_qt.ui.sound import SoundCues

from .test_keeping import TABLE
from .test_main_window import play_by_clicking

pytestmark = pytest.mark.gui

ROOT = Path(__file__).resolve().parents[2]


class FakePlayer:
    def __init__(self) -> None:
        self.played: list[tuple[Cue, float]] = []
        self.closed = False

    def play(self, cue: Cue, volume: float) -> None:
        self.played.append((cue, volume))

    def close(self) -> None:
        self.closed = True


def window_with(qtbot, settings: Settings, player: FakePlayer) -> MainWindow:
    window = MainWindow(settings, Speed.INSTANT, ask_after_game=False, sound_player=player)
    window.scene.set_reveal_auto_continue(0)  # as the window fixture: reveals go on at once
    qtbot.addWidget(window)
    window.show()
    return window


def test_each_event_plays_its_cue(qtbot, settings_path: Path) -> None:
    player = FakePlayer()
    window = window_with(qtbot, Settings(settings_path), player)
    play_by_clicking(window, qtbot)
    with qtbot.waitSignal(window.game_over_shown, timeout=60000):
        window.start_game(TABLE, seed=21)
    game = window.controller.game
    assert game is not None
    events = Counter(type(event) for event in game.history)
    rounds = events[RoundStarted]
    qtbot.waitUntil(lambda: Counter(cue for cue, _ in player.played)[Cue.SLAM] == rounds)
    cues = Counter(cue for cue, _ in player.played)
    assert cues[Cue.RATTLE] == rounds
    assert cues[Cue.DUDO] == events[DudoCalled]
    assert cues[Cue.LIFT] == events[DiceRevealed]
    # Each call is heard, then its cups lifting (at instant speed too).
    calls = [cue for cue, _ in player.played if cue in (Cue.DUDO, Cue.CALZA, Cue.LIFT)]
    assert calls[1::2] == [Cue.LIFT] * cues[Cue.LIFT]
    assert Cue.LIFT not in calls[0::2]
    assert cues[Cue.DIE_LOST] == events[DieLost]
    assert cues[Cue.DIE_WON] == events[DieGained]
    assert cues[Cue.GAME_END] == 1
    assert {volume for _, volume in player.played} == {0.7}
    window.close()
    assert player.closed


def test_the_cups_are_heard_lifting_before_the_count(qtbot, settings_path: Path) -> None:
    player = FakePlayer()
    window = window_with(qtbot, Settings(settings_path), player)
    window.speed = Speed.FAST  # the count is drawn die by die
    scene = window.scene
    heard: list[object] = []

    def lifting() -> None:
        counted = any(
            die.highlighted for seat in range(len(TABLE.seats)) for die in scene.seat_dice(seat)
        )
        heard.append((player.played[-1][0], counted))

    scene.cups_lifting.connect(lifting)
    scene.events_shown.connect(
        lambda events: heard.extend(e for e in events if isinstance(e, DiceRevealed))
    )
    play_by_clicking(window, qtbot)
    with qtbot.waitSignal(scene.reveal_held_changed, timeout=60000):
        window.start_game(TABLE, seed=21)
    revealed = [item for item in heard if isinstance(item, DiceRevealed)]
    # Heard as the cups lift, no die counted yet; the reveal told once they are.
    assert len(revealed) == 1 and heard[-2:] == [(Cue.LIFT, False), revealed[0]]
    window.close()


@pytest.mark.parametrize(("volume", "muted"), [(40, True), (0, False)])
def test_no_sound_when_muted_or_silent(qtbot, settings_path: Path, volume, muted) -> None:
    settings = Settings(settings_path)
    settings.set(SOUND_VOLUME, volume)
    settings.set(SOUND_MUTED, muted)
    player = FakePlayer()
    window = window_with(qtbot, settings, player)
    play_by_clicking(window, qtbot)
    with qtbot.waitSignal(window.game_over_shown, timeout=60000):
        window.start_game(TABLE, seed=21)
    assert player.played == []


def test_settings_change_the_level_at_once(qtbot, settings_path: Path) -> None:
    player = FakePlayer()
    window = window_with(qtbot, Settings(settings_path), player)
    dialog = SettingsDialog(window.settings.table(), window.speed, window)
    dialog.sound.set_level(25, False)
    window.findChild(SettingsEntry).apply_settings(dialog)
    assert (window.settings.get(SOUND_VOLUME), window.settings.get(SOUND_MUTED)) == (25, False)
    assert window.findChild(SoundCues) is not None
    window.findChild(SoundCues).play(Cue.CALZA)
    assert player.played == [(Cue.CALZA, 0.25)]
    dialog.sound.mute.setChecked(True)
    assert not dialog.sound.volume.isEnabled()
    window.findChild(SettingsEntry).apply_settings(dialog)
    window.findChild(SoundCues).play(Cue.CALZA)
    assert len(player.played) == 1
    assert Settings(settings_path).get(SOUND_MUTED) is True


def test_without_a_player_the_window_is_silent(window: MainWindow) -> None:
    assert window.findChild(SoundCues) is None


def test_mix_adds_scales_clips_and_drops_ended_sounds() -> None:
    loud = array.array("h", [30000] * 6)
    short = array.array("h", [10000] * 3)
    playing = [[loud, 0, 1.0], [short, 0, 0.5]]
    assert list(mix(playing, 4)) == [32767, 32767, 32767, 30000]
    assert len(playing) == 1  # the short one ended
    assert list(mix(playing, 4)) == [30000, 30000, 0, 0]
    assert playing == []


def test_a_missing_device_means_silence(monkeypatch) -> None:
    import miniaudio

    def no_device(**kwargs):
        raise miniaudio.MiniaudioError("failed to init device")

    monkeypatch.setattr(miniaudio, "PlaybackDevice", no_device)
    player = MiniaudioPlayer()
    player.play(Cue.DUDO, 0.5)
    assert player._thread is not None
    player._thread.join(5)
    assert not player._thread.is_alive()
    player.play(Cue.CALZA, 0.5)  # returns at once, plays nothing
    player.close()


def test_the_device_is_handed_a_started_stream(monkeypatch) -> None:
    import miniaudio

    asked: list[array.array[int]] = []

    class Device:
        """Asks the stream for frames as miniaudio's callback does, from the first call on."""

        def __init__(self, **kwargs: object) -> None:
            pass

        def start(self, stream) -> None:
            asked.append(stream.send(64))

        def close(self) -> None:
            pass

    monkeypatch.setattr(miniaudio, "PlaybackDevice", Device)
    player = MiniaudioPlayer()
    player.play(Cue.DUDO, 0.5)
    player.close()
    assert not player._thread.is_alive()
    assert [len(frames) for frames in asked] == [64]


def test_the_stream_gives_miniaudio_the_frames_it_asks_for() -> None:
    started = [[load_samples(Cue.SLAM), 0, 1.0]]
    stream = MiniaudioPlayer._stream(started)
    next(stream)
    first = stream.send(256)
    assert len(first) == 256 and first == load_samples(Cue.SLAM)[:256]
    assert started == []
    silent = [stream.send(4096) for _ in range(3)][-1]
    assert silent == array.array("h", [0] * 4096)


def test_the_wav_files_are_what_the_script_makes() -> None:
    spec = importlib.util.spec_from_file_location(
        "make_sounds", ROOT / "packaging" / "make_sounds.py"
    )
    assert spec is not None and spec.loader is not None
    make_sounds = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(make_sounds)
    assert set(make_sounds.SOUNDS) == {cue.value for cue in Cue}
    assert make_sounds.RATE == audio.RATE
    for cue in Cue:
        with wave.open(str(ROOT / "resources" / "sounds" / f"{cue.value}.wav")) as file:
            assert file.readframes(file.getnframes()) == make_sounds.render(cue.value)
        samples = load_samples(cue)
        assert max(abs(value) for value in samples) <= round(0.7080 * 32767)  # -3 dBFS
