"""Make the game's sounds by synthesis (stdlib only): ``python packaging/make_sounds.py``.

Every sound is built from filtered noise bursts, damped sines and envelopes, from a fixed seed,
so the same script always writes the same WAV files (a test checks the committed ones match).
Mono, 16-bit, 22 050 Hz, peaks at -3 dBFS.
"""

from __future__ import annotations

import math
import random
import struct
import sys
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 22050
PEAK = 10 ** (-3 / 20)
OUT = Path(__file__).resolve().parent.parent / "resources" / "sounds"

Signal = list[float]


def silence(seconds: float) -> Signal:
    """Return ``seconds`` of silence."""
    return [0.0] * round(seconds * RATE)


def add(target: Signal, sound: Signal, at: float, gain: float = 1.0) -> None:
    """Mix ``sound`` into ``target`` from ``at`` seconds on (cut at its end)."""
    start = round(at * RATE)
    for index, value in enumerate(sound[: max(0, len(target) - start)]):
        target[start + index] += value * gain


def bandpass(signal: Signal, centre: float | Callable[[int], float], q: float) -> Signal:
    """Filter ``signal`` with a resonant band-pass (RBJ biquad); ``centre`` may move."""
    out: Signal = []
    x1 = x2 = y1 = y2 = 0.0
    for index, x in enumerate(signal):
        frequency = centre(index) if callable(centre) else centre
        w = 2 * math.pi * frequency / RATE
        alpha = math.sin(w) / (2 * q)
        a0 = 1 + alpha
        b0, b2 = alpha / a0, -alpha / a0
        a1, a2 = -2 * math.cos(w) / a0, (1 - alpha) / a0
        y = b0 * x + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1, y2, y1 = x1, x, y1, y
        out.append(y)
    return out


def lowpass(signal: Signal, cutoff: float) -> Signal:
    """Filter ``signal`` with a one-pole low-pass."""
    k = 1 - math.exp(-2 * math.pi * cutoff / RATE)
    out, y = [], 0.0
    for x in signal:
        y += k * (x - y)
        out.append(y)
    return out


def noise(rng: random.Random, seconds: float) -> Signal:
    """Return white noise."""
    return [rng.uniform(-1, 1) for _ in range(round(seconds * RATE))]


def decay(signal: Signal, seconds: float, attack: float = 0.002) -> Signal:
    """Shape ``signal``: a short linear attack, an exponential decay, a 5 ms fade at the end."""
    out = []
    release = 0.005 * RATE
    for index, value in enumerate(signal):
        t = index / RATE
        rise = min(1.0, t / attack) if attack else 1.0
        fall = min(1.0, (len(signal) - index) / release)
        out.append(value * rise * fall * math.exp(-t / seconds))
    return out


def tone(
    frequency: float | Callable[[float], float],
    seconds: float,
    partials: tuple[float, ...] = (1.0,),
) -> Signal:
    """Return a tone of ``seconds``; ``frequency`` may glide (a function of time)."""
    out, phase = [], 0.0
    for index in range(round(seconds * RATE)):
        t = index / RATE
        phase += 2 * math.pi * (frequency(t) if callable(frequency) else frequency) / RATE
        out.append(sum(gain * math.sin(phase * (n + 1)) for n, gain in enumerate(partials)))
    return out


def click(rng: random.Random, brightness: float) -> Signal:
    """One die against wood or leather: a short band-passed noise burst."""
    burst = decay(noise(rng, 0.03), 0.004 + 0.004 * rng.random(), attack=0.0005)
    return bandpass(burst, brightness * rng.uniform(0.8, 1.25), 4.0)


def knock(rng: random.Random, pitch: float) -> Signal:
    """A knuckle or a cup on the table: a damped low sine and a dull noise thump."""
    body = decay(tone(lambda t: pitch * (1 + 0.6 * math.exp(-t / 0.01)), 0.25), 0.045)
    thump = lowpass(decay(noise(rng, 0.25), 0.012, attack=0.0005), 900)
    return [b + 1.6 * n for b, n in zip(body, thump, strict=True)]


def rattle(rng: random.Random) -> Signal:
    """Dice rattling in a leather cup: clicks thick in the middle of the shake."""
    out = silence(0.8)
    for _ in range(70):
        at = 0.65 * rng.betavariate(1.6, 1.6)
        add(out, click(rng, rng.choice((1700.0, 2600.0, 3400.0))), at, rng.uniform(0.3, 1.0))
    return lowpass(out, 4500)


def slam(rng: random.Random) -> Signal:
    """The cup slammed down mouth first: a heavy thump, then dice settling inside."""
    out = silence(0.45)
    add(out, knock(rng, 70), 0.0, 1.0)
    for index in range(5):
        add(out, click(rng, 2200), 0.03 + 0.035 * index + 0.01 * rng.random(), 0.25 / (index + 1))
    return out


def lift(rng: random.Random) -> Signal:
    """Cups lifting: a soft rising whoosh of air, and a light tick of leather."""
    seconds = 0.5
    whoosh = bandpass(noise(rng, seconds), lambda i: 500 + 2500 * i / (seconds * RATE), 1.2)
    shaped = [
        value * math.sin(math.pi * index / len(whoosh)) ** 2 for index, value in enumerate(whoosh)
    ]
    add(shaped, click(rng, 1200), 0.02, 0.6)
    return shaped


def dudo(rng: random.Random) -> Signal:
    """A call of Dudo: two hard knocks on the table."""
    out = silence(0.5)
    add(out, knock(rng, 150), 0.0, 1.0)
    add(out, knock(rng, 140), 0.16, 1.1)
    return out


def calza(rng: random.Random) -> Signal:
    """A call of Calza: a bright, exact chime."""
    ring = decay(tone(1318.5, 0.7, (1.0, 0.0, 0.25)), 0.18)
    out = silence(0.7)
    add(out, knock(rng, 220), 0.0, 0.5)
    add(out, ring, 0.0, 0.7)
    return out


def die_lost(rng: random.Random) -> Signal:
    """A die lost: a falling tone and the die dropping into the lid."""
    fall = decay(tone(lambda t: 440 * 2 ** (-t / 0.35), 0.6, (1.0, 0.3)), 0.22, attack=0.01)
    out = silence(0.7)
    add(out, fall, 0.0, 0.6)
    add(out, click(rng, 1500), 0.32, 0.6)
    add(out, click(rng, 1500), 0.39, 0.3)
    return out


def die_won(rng: random.Random) -> Signal:
    """A die won back: two rising bell notes."""
    out = silence(0.7)
    for at, pitch in ((0.0, 659.3), (0.12, 987.8)):
        add(out, decay(tone(pitch, 0.55, (1.0, 0.0, 0.2)), 0.16, attack=0.004), at, 0.6)
    add(out, click(rng, 2000), 0.0, 0.3)
    return out


def game_end(rng: random.Random) -> Signal:
    """The end of the game: a short rising arpeggio of bells, and the cups shaken once more."""
    out = silence(1.6)
    for index, pitch in enumerate((523.3, 659.3, 784.0, 1046.5)):
        add(out, decay(tone(pitch, 1.1, (1.0, 0.0, 0.2)), 0.3, attack=0.004), 0.13 * index, 0.5)
    return out


SOUNDS: dict[str, Callable[[random.Random], Signal]] = {
    "rattle": rattle,
    "slam": slam,
    "lift": lift,
    "dudo": dudo,
    "calza": calza,
    "die-lost": die_lost,
    "die-won": die_won,
    "game-end": game_end,
}


LEVELS = {"lift": 0.6, "die-lost": 0.8, "die-won": 0.8}
"""Peaks below -3 dBFS for the sounds that are loud for their peak (noise, sustained tones)."""


def render(name: str) -> bytes:
    """Return the WAV file's frames for sound ``name``, normalised to its peak, faded out."""
    signal = SOUNDS[name](random.Random(name))
    loudest = (max(abs(value) for value in signal) or 1.0) / LEVELS.get(name, 1.0)
    fade = round(0.01 * RATE)
    frames = bytearray()
    for index, value in enumerate(signal):
        gain = min(1.0, (len(signal) - index) / fade)
        frames += struct.pack("<h", round(value / loudest * PEAK * gain * 32767))
    return bytes(frames)


def write(folder: Path) -> list[Path]:
    """Write every sound into ``folder``; return the files."""
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name in SOUNDS:
        path = folder / f"{name}.wav"
        with wave.open(str(path), "wb") as file:
            file.setnchannels(1)
            file.setsampwidth(2)
            file.setframerate(RATE)
            file.writeframes(render(name))
        written.append(path)
    return written


if __name__ == "__main__":
    for path in write(Path(sys.argv[1]) if len(sys.argv) > 1 else OUT):
        print(path)
