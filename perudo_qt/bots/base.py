"""The bot interface: what a computer opponent is given, and what it answers."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from perudo_qt.rules import Action, PlayerView

from .reasons import Reason


@dataclass(frozen=True, slots=True)
class Decision:
    """A bot's answer: the action, why, and the probability it estimated.

    Attributes:
        action: what the bot does.
        reason: why: a built-in bot's ``Reason`` (numbers the UI words in the player's
            language), or a plugin's own words, which the UI shows as plain text, marked as
            the plugin's; "" for none.
        probability: the chance the bot gave the bid its decision turns on, if any.
    """

    action: Action
    reason: Reason | str = ""
    probability: float | None = None


@runtime_checkable
class Bot(Protocol):
    """A computer opponent: decides from its seat's view only, never from another seat's dice.

    Bots must be deterministic given the ``rng`` they are handed, return only actions from
    ``legal``, and answer quickly; the caller re-checks every answer and replaces a bad one.
    """

    name: str

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Decision:
        """Pick one of ``legal`` (bids, Dudo, maybe Calza) on this bot's turn."""
        ...

    def consider_calza(self, view: PlayerView, rng: random.Random) -> Decision | None:
        """Out of turn, with Calza legal for this seat: return a Calza decision, or None."""
        ...
