"""Plugin bots that misbehave in every way the referee, the worker process and the arena handle.

Loaded by path (``hostile_plugins.py:ClassName``) by the tests beside it; not a test module.
"""

from __future__ import annotations

import os
import sys

from perudo_qt.bots import Decision, safe_action
from perudo_qt.rules import Bid, Dudo


class _Base:
    name = "hostile"

    def consider_calza(self, view, rng):
        return None


class Raises(_Base):
    def choose(self, view, legal, rng):
        raise RuntimeError("boom")


class Exits(_Base):
    def choose(self, view, legal, rng):
        sys.exit(0)


class Interrupts(_Base):
    def choose(self, view, legal, rng):
        raise KeyboardInterrupt


class ClosesGenerator(_Base):
    def choose(self, view, legal, rng):
        raise GeneratorExit


class KillsItsProcess(_Base):
    def choose(self, view, legal, rng):
        os._exit(3)


class Hangs(_Base):
    def choose(self, view, legal, rng):
        while True:
            pass


class Everything:
    """Equal to every action: passes ``action in legal`` and nothing else."""

    def __eq__(self, other):
        return True

    __hash__ = object.__hash__


class Lies(_Base):
    def choose(self, view, legal, rng):
        return Decision(Everything(), "trust me")


class HugeBid(Bid):
    pass


class SubclassesBid(_Base):
    def choose(self, view, legal, rng):
        bid = next(action for action in legal if isinstance(action, Bid))
        return Decision(HugeBid(bid.quantity, bid.face), "a bid, sort of")


class ReasonNotText(_Base):
    def choose(self, view, legal, rng):
        return Decision(safe_action(legal), 42)


class ProbabilityNotNumber(_Base):
    def choose(self, view, legal, rng):
        return Decision(safe_action(legal), "fine", "0.5")


class NameNotText(_Base):
    name = 42

    def choose(self, view, legal, rng):
        return Decision(safe_action(legal))


class Poisons(_Base):
    """Changes what it is handed: the standing bid, the offered bids, the rules."""

    def choose(self, view, legal, rng):
        if view.round_bids:
            object.__setattr__(view.round_bids[-1].bid, "quantity", 99)
        for action in legal:
            if isinstance(action, Bid):
                object.__setattr__(action, "face", 6)
        object.__setattr__(view.options, "dice_per_player", 1)
        return Decision(Dudo() if Dudo() in legal else legal[0], "poisoned")


_made = [0]


class FailsFromGame3(_Base):
    def __init__(self):
        _made[0] += 1
        if _made[0] >= 3:
            raise ValueError("cannot start a third game")

    def choose(self, view, legal, rng):
        return Decision(safe_action(legal), "fine")


class Fine(_Base):
    name = "fine"

    def choose(self, view, legal, rng):
        return Decision(legal[rng.randrange(len(legal))], "<b>bold</b> & plain")


class _FineTurns(_Base):
    def choose(self, view, legal, rng):
        return Decision(safe_action(legal), "fine")


class CalzaRaises(_FineTurns):
    def consider_calza(self, view, rng):
        raise RuntimeError("no idea")


class CalzaHangs(_FineTurns):
    def consider_calza(self, view, rng):
        while True:
            pass


class CalzaLies(_FineTurns):
    def consider_calza(self, view, rng):
        return Decision(Everything(), "trust me")


class Hogs(_Base):
    """Asks for 2 GiB, which a worker process is not given."""

    def choose(self, view, legal, rng):
        hoard = bytearray(2 << 30)
        return Decision(safe_action(legal), f"kept {len(hoard)} bytes")
