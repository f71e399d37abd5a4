"""The actions a player can take: a bid, Dudo and Calza."""

from __future__ import annotations

from dataclasses import dataclass

PACO = 1
"""Face 1 of every die is the paco (the toucan), wild outside palifico rounds (R13)."""

FACES = (1, 2, 3, 4, 5, 6)

_FACE_WORDS = {
    1: ("paco", "pacos"),
    2: ("two", "twos"),
    3: ("three", "threes"),
    4: ("four", "fours"),
    5: ("five", "fives"),
    6: ("six", "sixes"),
}


def face_word(face: int, quantity: int = 2) -> str:
    """Return the English name of a face, singular when ``quantity`` is 1 ("paco", "fours").

    Used for error messages and logs only; the UI translates its own words.
    """
    singular, plural = _FACE_WORDS[face]
    return singular if quantity == 1 else plural


@dataclass(frozen=True, slots=True)
class Bid:
    """The claim "at least ``quantity`` dice on the table show ``face``" (R6)."""

    quantity: int
    face: int

    def __post_init__(self) -> None:
        if isinstance(self.quantity, bool) or not isinstance(self.quantity, int):
            raise TypeError(f"a bid's quantity must be an int, not {self.quantity!r}")
        if isinstance(self.face, bool) or not isinstance(self.face, int):
            raise TypeError(f"a bid's face must be an int, not {self.face!r}")
        if self.quantity < 1:
            raise ValueError(f"R6: a bid needs at least one die, not {self.quantity}")
        if self.face not in FACES:
            raise ValueError(f"a die has faces 1 to 6, not {self.face}")

    def __str__(self) -> str:
        return f"{self.quantity} {face_word(self.face, self.quantity)}"


@dataclass(frozen=True, slots=True)
class Dudo:
    """Dudo, "I doubt": the standing bid is challenged and the dice are revealed (R12)."""

    def __str__(self) -> str:
        return "Dudo"


@dataclass(frozen=True, slots=True)
class Calza:
    """Calza, "exact": the caller claims the standing bid is exactly right (R16)."""

    def __str__(self) -> str:
        return "Calza"


Action = Bid | Dudo | Calza
"""Anything a seat can do: what ``Game.apply`` accepts and ``Game.legal_actions`` offers."""
