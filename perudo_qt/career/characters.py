"""The career's characters: each a level and a personality with a name, a face and a story."""

from __future__ import annotations

from dataclasses import dataclass

from perudo_qt.bots import LEVELS, PRESETS

GENERIC_PORTRAIT = "generic.svg"
"""The portrait of a free-play seat, which no character plays."""


@dataclass(frozen=True, slots=True)
class Character:
    """One opponent of the career.

    Attributes:
        id: the character's id, kept in the statistics and in saves (never shown).
        name: the name at the seat: a proper name, the same in every language.
        level: the level it plays at (a key of ``perudo_qt.bots.LEVELS``).
        personality: its style (a key of ``perudo_qt.bots.PRESETS``), or "" for its level's own
            (the strongest: a boss at the top plays it).
        style: how it plays, as a word the UI translates ("cautious", "bluffer"...).
        boss: it guards the end of a part of the ladder.
        feminine: she is a woman: languages that gender its style's name say it so ("la
            Prudente", not "il Prudente").
    """

    id: str
    name: str
    level: str
    personality: str
    style: str
    boss: bool = False
    feminine: bool = False

    def __post_init__(self) -> None:
        if self.level not in LEVELS:
            raise ValueError(f"unknown level {self.level!r}")
        if self.personality and self.personality not in PRESETS:
            raise ValueError(f"unknown personality {self.personality!r}")

    @property
    def bot_spec(self) -> str:
        """The spec ``perudo_qt.bots.make_bot`` takes, e.g. ``hard:pirate`` (or ``expert``)."""
        return f"{self.level}:{self.personality}" if self.personality else self.level

    @property
    def voice(self) -> str:
        """The personality whose reaction lines it says (its level's own style: Balanced's)."""
        return self.personality or "balanced"

    @property
    def portrait(self) -> str:
        """The portrait's file name under ``resources/portraits``."""
        return f"{self.id}.svg"


CHARACTERS: dict[str, Character] = {
    character.id: character
    for character in (
        Character("mateo", "Mateo", "easy", "balanced", "beginner"),
        Character("lucia", "Lucía", "easy", "accountant", "cautious", feminine=True),
        Character("barnaby", "Barnaby", "easy", "pirate", "bluffer"),
        Character("ines", "Inés", "normal", "balanced", "steady", feminine=True),
        Character("rosa", "Rosa", "normal", "accountant", "cautious", feminine=True),
        Character("greta", "Greta", "normal", "skeptic", "doubter", feminine=True),
        Character("django", "Django", "normal", "gambler", "gambler"),
        Character("morgana", "Morgana", "hard", "pirate", "bluffer", boss=True, feminine=True),
        Character("viktor", "Viktor", "hard", "skeptic", "doubter"),
        Character("soledad", "Soledad", "hard", "", "reader", boss=True, feminine=True),
        Character("ezra", "Ezra", "expert", "gambler", "gambler", boss=True),
        Character("condor", "El Cóndor", "expert", "", "master", boss=True),
    )
}
"""Every character by id, weakest level first: Easy opponents up to Expert bosses."""

STYLES = ("beginner", "cautious", "bluffer", "steady", "doubter", "gambler", "reader", "master")
"""Every way of playing a character may have, as the UI words them."""
