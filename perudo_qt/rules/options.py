"""The optional rules of RULES.md, as one immutable value."""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any

MAX_DICE_PER_PLAYER = 5
MIN_PLAYERS = 2
MAX_PLAYERS = 6
MAX_DICE = MAX_PLAYERS * MAX_DICE_PER_PLAYER
"""The most dice a game can hold: every die of a full table."""


@dataclass(frozen=True, slots=True)
class RuleOptions:
    """Every option of RULES.md with its default; a game's rules never change once it starts.

    Attributes:
        dice_per_player: dice each player starts with (R2), 1 to 5.
        calza: the optional Calza call (R16).
        lost_dice_visible: lost dice lie open, so dice counts are public (R17).
        palifico: palifico rounds happen at all (R14).
        palifico_once_per_player: a player triggers palifico at most once per game (R14).
        palifico_one_die_may_change_face: in a palifico round, a one-die player may change the
            face (R14, house rule).
        single_step_raises: a raise changes the quantity or the face, never both (R8 literal).
        calza_restricted: no Calza in palifico rounds nor with two players left (R16, Italian).

    """

    dice_per_player: int = 5
    calza: bool = False
    lost_dice_visible: bool = False
    palifico: bool = True
    palifico_once_per_player: bool = True
    palifico_one_die_may_change_face: bool = False
    single_step_raises: bool = False
    calza_restricted: bool = False

    def __post_init__(self) -> None:
        for field in fields(self):
            value = getattr(self, field.name)
            if field.name == "dice_per_player":
                if isinstance(value, bool) or not isinstance(value, int):
                    raise TypeError(f"dice_per_player must be an int, not {value!r}")
                if not 1 <= value <= MAX_DICE_PER_PLAYER:
                    raise ValueError(
                        f"R2: dice_per_player must be 1 to {MAX_DICE_PER_PLAYER}, not {value}"
                    )
            elif not isinstance(value, bool):
                raise TypeError(f"option {field.name} must be a bool, not {value!r}")

    @classmethod
    def names(cls) -> tuple[str, ...]:
        """Return the option names, in declaration order."""
        return tuple(field.name for field in fields(cls))

    @classmethod
    def toggle_names(cls) -> tuple[str, ...]:
        """Return the names of the on/off options (all but ``dice_per_player``)."""
        return tuple(name for name in cls.names() if name != "dice_per_player")

    def to_dict(self) -> dict[str, Any]:
        """Return the options as a plain dict, for JSON and settings."""
        return asdict(self)

    @classmethod
    def from_dict(cls, data: object) -> RuleOptions:
        """Build options from a dict, rejecting unknown names; missing ones take their default."""
        if not isinstance(data, dict):
            raise ValueError(f"options must be an object, not {type(data).__name__}")
        unknown = set(data) - set(cls.names())
        if unknown:
            raise ValueError(f"unknown options: {', '.join(sorted(map(str, unknown)))}")
        try:
            return cls(**data)
        except TypeError as error:
            raise ValueError(str(error)) from error
