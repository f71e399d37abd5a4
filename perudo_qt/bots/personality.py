"""Personalities: the five style parameters of a bot, and the named presets."""

from __future__ import annotations

from dataclasses import dataclass, fields


@dataclass(frozen=True, slots=True)
class Personality:
    """How a bot plays, each trait from 0 to 1.

    Attributes:
        bluffing: how often it makes a bid it believes false: a raise it chose becomes a
            bluff with half this chance (``estimating.BLUFF_SHARE``).
        boldness: how far it raises beyond the safest bid.
        suspicion: how readily it calls Dudo.
        calza_appetite: how readily it calls Calza.
        opening: how high it opens a round at a table of four or more: its opening bid's share
            of the count it expects of the bid's face (0 = the least bid, "1 two").
    """

    bluffing: float = 0.2
    boldness: float = 0.3
    suspicion: float = 0.5
    calza_appetite: float = 0.5
    opening: float = 0.5

    def __post_init__(self) -> None:
        for field in fields(self):
            value = getattr(self, field.name)
            if not 0.0 <= value <= 1.0:
                raise ValueError(f"personality trait {field.name} must be 0 to 1, not {value}")


PRESETS: dict[str, Personality] = {
    "balanced": Personality(),
    "accountant": Personality(
        bluffing=0.02, boldness=0.05, suspicion=0.45, calza_appetite=0.2, opening=0.0
    ),
    "pirate": Personality(
        bluffing=0.7, boldness=0.8, suspicion=0.35, calza_appetite=0.6, opening=0.75
    ),
    "skeptic": Personality(
        bluffing=0.15, boldness=0.2, suspicion=0.85, calza_appetite=0.3, opening=0.4
    ),
    "gambler": Personality(
        bluffing=0.4, boldness=0.6, suspicion=0.5, calza_appetite=0.95, opening=0.65
    ),
}
"""Named personalities: the Balanced Player, the Cautious Accountant, the Pirate, the Skeptic
and the Gambler."""
