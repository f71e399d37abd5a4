"""The ladder: stages of duels and tables whose rules widen as the person climbs."""

from __future__ import annotations

from dataclasses import dataclass

from perudo_qt.rules import RuleOptions

from .characters import CHARACTERS, Character

_EARLY = RuleOptions(lost_dice_visible=True)
_CALZA = RuleOptions(lost_dice_visible=True, calza=True)
_HIDDEN = RuleOptions(calza=True)
_STRICT = RuleOptions(calza=True, single_step_raises=True)


@dataclass(frozen=True, slots=True)
class Stage:
    """One rung of the ladder.

    Attributes:
        id: the stage's id, kept in saves and statistics (never shown).
        opponents: the characters' ids, in seat order after the person's.
        options: the rules it is played under.
        needed_place: the place the person must reach to beat it (1: win).
    """

    id: str
    opponents: tuple[str, ...]
    options: RuleOptions
    needed_place: int = 1

    def __post_init__(self) -> None:
        unknown = [name for name in self.opponents if name not in CHARACTERS]
        if unknown:
            raise ValueError(f"unknown characters {unknown}")
        if not 1 <= len(self.opponents) <= 5:
            raise ValueError(f"R1: a stage seats 1 to 5 opponents, not {len(self.opponents)}")
        if not 1 <= self.needed_place <= len(self.opponents):
            raise ValueError(f"place {self.needed_place} cannot beat a stage")

    def is_beaten_at(self, place: int) -> bool:
        """Whether finishing at ``place`` (1: first) beats the stage."""
        return place <= self.needed_place

    @property
    def players(self) -> int:
        """The table size, the person included."""
        return len(self.opponents) + 1

    @property
    def is_duel(self) -> bool:
        """Whether it is heads-up."""
        return self.players == 2

    @property
    def characters(self) -> tuple[Character, ...]:
        """The opponents, in seat order."""
        return tuple(CHARACTERS[name] for name in self.opponents)

    @property
    def boss(self) -> Character | None:
        """The boss at the table, if one sits there."""
        return next((character for character in self.characters if character.boss), None)


STAGES: tuple[Stage, ...] = (
    Stage("first-duel", ("mateo",), _EARLY),
    Stage("harbour-table", ("lucia", "barnaby"), _EARLY),
    Stage("school-duel", ("ines",), _EARLY),
    Stage("market-table", ("rosa", "greta", "mateo"), _CALZA),
    Stage("gambler-duel", ("django",), _CALZA),
    Stage("tavern-table", ("rosa", "greta", "ines", "django"), _HIDDEN, needed_place=2),
    Stage("pirate-duel", ("morgana",), _HIDDEN),
    Stage("deck-table", ("viktor", "morgana", "django"), _HIDDEN),
    Stage("professor-duel", ("soledad",), _STRICT),
    Stage("grand-table", ("viktor", "soledad", "morgana", "greta", "django"), _STRICT, 2),
    Stage("sharp-duel", ("ezra",), _STRICT),
    Stage("summit-duel", ("condor",), _STRICT),
)
"""The ladder, first stage first: Easy opponents with lost dice in view, up to Expert bosses
with Calza, lost dice hidden and single-step raises."""

STAGES_BY_ID: dict[str, Stage] = {stage.id: stage for stage in STAGES}
"""The stages by id."""
