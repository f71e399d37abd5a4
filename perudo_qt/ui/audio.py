"""The game's sounds: the cues, their samples, and a player that never holds up the game.

The player is miniaudio (a 2 MB library with its own device backends) rather than QtMultimedia,
whose ``QSoundEffect`` needs PySide6-Addons (+57 MiB, over the installer's budget) and
libpulse. The device is opened and fed on threads of their own; without a device, or without
the library, the game is silent and goes on.
"""

from __future__ import annotations

import array
import enum
import functools
import logging
import queue
import sys
import threading
import wave
from collections.abc import Generator
from importlib import resources
from typing import Any, Protocol

log = logging.getLogger(__name__)

RATE = 22050
"""The sample rate of our sounds (mono, 16-bit): see packaging/make_sounds.py."""


class Cue(enum.Enum):
    """A sound of the game; its value names the WAV file."""

    RATTLE = "rattle"
    SLAM = "slam"
    LIFT = "lift"
    DUDO = "dudo"
    CALZA = "calza"
    DIE_LOST = "die-lost"
    DIE_WON = "die-won"
    GAME_END = "game-end"


class SoundPlayer(Protocol):
    """Plays a cue at a volume from 0 to 1 and returns at once."""

    def play(self, cue: Cue, volume: float) -> None:
        """Start playing ``cue``."""

    def close(self) -> None:
        """Stop playing and let the device go."""


def load_samples(cue: Cue) -> array.array[int]:
    """Return the samples of ``cue``'s WAV file."""
    path = resources.files("perudo_qt.resources") / "sounds" / f"{cue.value}.wav"
    with path.open("rb") as file, wave.open(file) as wav:
        if (wav.getnchannels(), wav.getsampwidth(), wav.getframerate()) != (1, 2, RATE):
            raise ValueError(f"{cue.value}.wav is not mono 16-bit at {RATE} Hz")
        samples = array.array("h")
        samples.frombytes(wav.readframes(wav.getnframes()))
    return samples


def mix(playing: list[list[Any]], frames: int) -> array.array[int]:
    """Return the next ``frames`` samples of the sounds ``playing``, mixed and clipped.

    Each sound is ``[samples, position, volume]``; positions move on, and sounds that ended
    are dropped from ``playing``.
    """
    out = [0.0] * frames
    for sound in playing:
        samples, position, volume = sound
        chunk = samples[position : position + frames]
        for index, value in enumerate(chunk):
            out[index] += value * volume
        sound[1] = position + frames
    playing[:] = [sound for sound in playing if sound[1] < len(sound[0])]
    return array.array("h", (max(-32768, min(32767, round(value))) for value in out))


@functools.cache
def silence_alsa() -> object | None:
    """Keep ALSA from writing its own errors to the console; return the handler put in place.

    On Linux miniaudio tries ALSA, whose library prints a dozen lines to stderr when there is
    no sound card; its error handler becomes one that says nothing, and the player logs one
    line instead. Elsewhere, or without libasound, nothing happens (None). The handler is
    cached, so it lives as long as the process: ALSA keeps calling it.
    """
    if not sys.platform.startswith("linux"):
        return None
    import ctypes  # here: on the sound thread, not before the window's first paint

    try:
        alsa = ctypes.CDLL("libasound.so.2")
        set_handler = alsa.snd_lib_error_set_handler
    except (OSError, AttributeError):
        return None
    # void handler(const char *file, int line, const char *function, int err, const char *fmt, ...)
    handler_type = ctypes.CFUNCTYPE(
        None, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p
    )
    handler = handler_type(lambda *_: None)
    set_handler(handler)
    return handler


class MiniaudioPlayer:
    """Plays cues through miniaudio, mixing those that overlap.

    ``play`` only queues the cue. A thread of its own loads the sounds and opens the device on
    the first cue (never the GUI thread); miniaudio's own thread pulls the mixed samples.
    """

    def __init__(self) -> None:
        self._cues: queue.SimpleQueue[tuple[Cue, float] | None] = queue.SimpleQueue()
        self._thread: threading.Thread | None = None
        self._dead = False

    def play(self, cue: Cue, volume: float) -> None:
        """Queue ``cue``; the first call starts the sound thread."""
        if self._dead:
            return
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name="perudo-sound", daemon=True)
            self._thread.start()
        self._cues.put((cue, volume))

    def close(self) -> None:
        """Stop the sound thread and close the device."""
        if self._thread is not None:
            self._cues.put(None)
            self._thread.join(2.0)
        self._dead = True

    def _run(self) -> None:
        try:
            import miniaudio

            silence_alsa()
            sounds = {cue: load_samples(cue) for cue in Cue}
            device = miniaudio.PlaybackDevice(
                output_format=miniaudio.SampleFormat.SIGNED16,
                nchannels=1,
                sample_rate=RATE,
                app_name="Perudo",
            )
        except Exception as error:  # no sound, for whatever reason, must ever stop the game
            log.warning("no sound: %s", error)
            self._dead = True
            return
        started: list[list[Any]] = []
        stream = self._stream(started)
        next(stream)  # miniaudio sends frame counts to a generator already started
        device.start(stream)
        while (item := self._cues.get()) is not None:
            cue, volume = item
            started.append([sounds[cue], 0, volume])
        device.close()

    @staticmethod
    def _stream(started: list[list[Any]]) -> Generator[array.array[int], int, None]:
        playing: list[list[Any]] = []
        frames = yield array.array("h")
        while True:
            while started:
                playing.append(started.pop(0))
            frames = yield mix(playing, frames) if playing else array.array("h", bytes(frames * 2))
