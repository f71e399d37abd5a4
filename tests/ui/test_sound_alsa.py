"""Without a sound card, ALSA's own error messages stay out of the console (Linux)."""

from __future__ import annotations

import ctypes
import ctypes.util
import sys

import pytest

from perudo_qt.ui.audio import silence_alsa

pytestmark = pytest.mark.gui


def open_missing_device(alsa: ctypes.CDLL) -> int:
    """Open an ALSA device that does not exist, as miniaudio does without a sound card."""
    pcm = ctypes.c_void_p()
    return int(alsa.snd_pcm_open(ctypes.byref(pcm), b"perudo-no-such-device", 0, 0))


def test_alsa_errors_are_silenced_where_libasound_is_loaded(
    capfd: pytest.CaptureFixture[str],
) -> None:
    if not (sys.platform.startswith("linux") and ctypes.util.find_library("asound")):
        assert silence_alsa() is None  # no ALSA here: nothing to silence, and nothing breaks
        return
    alsa = ctypes.CDLL("libasound.so.2")
    alsa.snd_lib_error_set_handler(None)  # ALSA's own handler, as before any sound played
    assert open_missing_device(alsa) < 0
    assert "ALSA lib" in capfd.readouterr().err  # what a newcomer saw, once per device tried
    silence_alsa.cache_clear()
    assert silence_alsa() is not None
    assert open_missing_device(alsa) < 0  # the device still fails to open, as it should
    assert capfd.readouterr().err == ""
