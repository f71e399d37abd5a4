"""Who sits at the table: the human seat and the computer opponents, as plain data."""

from __future__ import annotations

from dataclasses import dataclass, field

from perudo_qt.bots import LEVELS, PRESETS, is_plugin
from perudo_qt.career.characters import CHARACTERS
from perudo_qt.career.stages import STAGES_BY_ID
from perudo_qt.rules import MAX_PLAYERS, MIN_PLAYERS, RuleOptions

DEFAULT_NAMES = ("Ana", "Bruno", "Carmen", "Diego", "Elena", "Felipe")


@dataclass(frozen=True, slots=True)
class SeatSetup:
    """One seat: a name, and the bot that plays it (None for the person).

    Attributes:
        name: shown at the seat and in the log.
        bot: a level ("easy", "normal", "hard"), a plugin ("path/to/bot.py:ClassName"), or
            None for the person.
        personality: a personality preset for a level, or "" for the level's own style.
        character: the career character who sits here (a key of ``CHARACTERS``), or "" for a
            free-play seat.
    """

    name: str
    bot: str | None = None
    personality: str = ""
    character: str = ""

    def __post_init__(self) -> None:
        if self.bot is not None and self.bot not in LEVELS and not is_plugin(self.bot):
            raise ValueError(f"unknown bot {self.bot!r}")
        if self.personality and self.personality not in PRESETS:
            raise ValueError(f"unknown personality {self.personality!r}")
        if self.character and self.character not in CHARACTERS:
            raise ValueError(f"unknown character {self.character!r}")

    @property
    def is_human(self) -> bool:
        """Whether a person plays this seat."""
        return self.bot is None

    @property
    def bot_spec(self) -> str:
        """The spec ``perudo_qt.bots.make_bot`` takes, e.g. ``hard:pirate``."""
        if self.bot is None:
            raise ValueError(f"{self.name} is played by a person, not a bot")
        if self.personality and self.bot in LEVELS:
            return f"{self.bot}:{self.personality}"
        return self.bot


@dataclass(frozen=True, slots=True)
class TableSetup:
    """A whole table: its seats in order, the rules of the game, and who opens.

    ``first_seat`` is None when the dice draw who opens the first round (R3). ``stage`` is the
    career stage the table plays (a key of ``STAGES_BY_ID``), or None in free play.
    """

    seats: tuple[SeatSetup, ...]
    options: RuleOptions = field(default_factory=RuleOptions)
    first_seat: int | None = None
    stage: str | None = None

    def __post_init__(self) -> None:
        if not MIN_PLAYERS <= len(self.seats) <= MAX_PLAYERS:
            raise ValueError(f"R1: {MIN_PLAYERS} to {MAX_PLAYERS} seats, not {len(self.seats)}")
        if sum(seat.is_human for seat in self.seats) > 1:
            raise ValueError("at most one seat is played by a person")
        if self.first_seat is not None and not 0 <= self.first_seat < len(self.seats):
            raise ValueError(f"R3: no seat {self.first_seat} to open the first round")
        if self.stage is not None and self.stage not in STAGES_BY_ID:
            raise ValueError(f"unknown career stage {self.stage!r}")

    @property
    def human_seat(self) -> int | None:
        """The seat a person plays, or None when bots play every seat."""
        return next((index for index, seat in enumerate(self.seats) if seat.is_human), None)

    @classmethod
    def default(cls, options: RuleOptions | None = None) -> TableSetup:
        """The player against three Normal opponents."""
        seats = (SeatSetup("You"), *(SeatSetup(name, "normal") for name in DEFAULT_NAMES[1:4]))
        return cls(seats, options or RuleOptions())

    @classmethod
    def all_bots(cls, players: int, options: RuleOptions | None = None) -> TableSetup:
        """A table of ``players`` bots of mixed levels, for autoplay."""
        levels = ("normal", "hard", "easy")
        seats = tuple(
            SeatSetup(DEFAULT_NAMES[seat], levels[seat % len(levels)]) for seat in range(players)
        )
        return cls(seats, options or RuleOptions())
