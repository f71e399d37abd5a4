"""Bots that think on the bot thread the way tests need: spinning, stuck, or watching the GUI."""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Sequence

from perudo_qt.bots import Decision, safe_action
from perudo_qt.rules import Action, PlayerView


class Spinner:
    """A bot on the bot thread that spins in Python (a built-in bot with a bug).

    It spins ``spin_s`` seconds at most, then plays; ``thinking`` is set once it spins, and
    ``interrupted`` says whether it was stopped before the end (by ``BotThread.stop``).
    """

    name = "spinner"

    def __init__(self, spin_s: float = 60.0) -> None:
        self.spin_s = spin_s
        self.thinking = threading.Event()
        self.interrupted = False

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Decision:
        until = time.monotonic() + self.spin_s
        try:
            self.thinking.set()
            while time.monotonic() < until:
                pass
        except BaseException:
            self.interrupted = True
            raise
        return Decision(safe_action(legal), "done spinning")

    def consider_calza(self, view: PlayerView, rng: random.Random) -> Decision | None:
        return None


class NativeSleeper(Spinner):
    """A bot on the bot thread stuck in native code, out of Python's reach, until let go."""

    def __init__(self) -> None:
        super().__init__()
        self.let_go = threading.Event()

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Decision:
        self.thinking.set()
        self.let_go.wait(timeout=60)
        return Decision(safe_action(legal), "woke up")


class Watcher:
    """A bot on the bot thread that thinks until the GUI thread has ticked meanwhile."""

    name = "watcher"

    def __init__(self) -> None:
        self.thinking = threading.Event()
        self.ticked = threading.Event()

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Decision:
        self.ticked.clear()
        self.thinking.set()
        ticked = self.ticked.wait(timeout=20)  # never that long, unless the GUI thread is stuck
        self.thinking.clear()
        return Decision(safe_action(legal), "the table ticked" if ticked else "the table froze")

    def consider_calza(self, view: PlayerView, rng: random.Random) -> Decision | None:
        return None
