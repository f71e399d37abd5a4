"""Why a bot did what it did, as data: numbers the UI words in the player's language."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any

from perudo_qt.rules.options import MAX_DICE, MAX_DICE_PER_PLAYER

from .documents import is_measure, kind_of
from .faults import Fault, fault_from_json, fault_to_json

NUMBERS = ("held", "chance", "threshold", "doubt", "kept", "expected")
"""The numbers a ``Reason`` may rest on, by attribute name."""

CHANCES = ("chance", "threshold", "doubt", "kept")
"""The numbers of a ``Reason`` that are chances, from 0 to 1."""

ROUNDING = 1e-6
"""How far past 1 a chance computed in floating point may come (a sum of odds rounded)."""


class ReasonKind(Enum):
    """What a decision rested on; each kind names the numbers of ``Reason`` it fills in."""

    LIKELY_RAISE = "likely_raise"
    """A bid weighed by its ``chance`` against the ``doubt`` of the next player's Dudo."""
    PLAYED_OUT = "played_out"
    """A bid or Dudo chosen by playing the round out: it ``kept`` every die that often."""
    WEIGHED = "played_out_weighed"
    """A bid played out as ``PLAYED_OUT``, its ``kept`` weighed with its estimate."""
    BLUFF = "bluff"
    """A bid the bot gave only ``chance``, said anyway."""
    CARELESS = "careless"
    """A bid made without weighing it (``chance``: what it was worth)."""
    DUDO = "dudo"
    """Dudo on a bid of ``chance``, against the ``threshold`` the bot needs to believe a bid."""
    CALZA = "calza"
    """Calza on an exact count of ``chance``, against its ``threshold``."""
    SOLVED = "solved"
    """A solved final duel's move, which the equilibrium plays ``chance`` of the time."""
    RANDOM = "random"
    """Any legal move, at random."""
    ALWAYS_DUDO = "always_dudo"
    """Dudo whenever it is allowed, else the least bid."""
    LEAST_RAISE = "least_raise"
    """Always the smallest raise."""
    LIKELIEST_RAISE = "likeliest_raise"
    """The bid most likely to be true (``chance``) among those it weighs."""
    HABIT_RAISE = "habit_raise"
    """A raise by the bot's fixed habit (``chance``: what it was worth)."""
    NOTHING_BETTER = "nothing_better"
    """No bid it would make: Dudo, or the least raise when Dudo is not allowed."""
    OVER_EXPECTED = "over_expected"
    """Dudo on a bid above the count it ``expected`` (plus its margin)."""
    REPLACED = "replaced"
    """Not the bot's own move: its ``fault`` made the table play a safe one for it."""


class Lapse(Enum):
    """A slip that bent a bot's numbers for one decision (Easy's), told beside its reason."""

    FORGOT_WILD = "forgot_wild"
    """It counted as if pacos were not wild."""
    MISCOUNTED = "miscounted"
    """It misjudged how many dice another player held."""


@dataclass(frozen=True, slots=True)
class Reason:
    """A built-in bot's reason: its kind and the numbers it rests on (None when not used).

    Attributes:
        kind: what the decision rested on.
        held: how many of the bot's own dice counted for the bid it turns on.
        chance: the chance the bot gave that bid (its own raise, the standing bid for Dudo,
            the exact count for Calza, the equilibrium's frequency for a solved move).
        threshold: the line it compares ``chance`` with (Dudo, Calza).
        doubt: the chance it expected the next player to call Dudo on its raise.
        kept: played out, the chance it keeps every die.
        expected: the count it expected on the table for the bid's face.
        fault: why its own move was replaced (``REPLACED``).
        lapses: the slips its numbers rest on, so that they are told with them.
    """

    kind: ReasonKind
    held: int | None = None
    chance: float | None = None
    threshold: float | None = None
    doubt: float | None = None
    kept: float | None = None
    expected: float | None = None
    fault: Fault | None = None
    lapses: tuple[Lapse, ...] = ()

    def __post_init__(self) -> None:
        """Refuse a number that no chance, count or threshold can be."""
        if type(self.kind) is not ReasonKind:
            raise ValueError(f"a reason's kind must be a ReasonKind, not {type(self.kind)}")
        if self.held is not None and (type(self.held) is not int or self.held < 0):
            raise ValueError(f"held must be a count, not {self.held!r}")
        for name in ("chance", "threshold", "doubt", "kept", "expected"):
            value = getattr(self, name)
            if value is not None and not is_measure(value):
                raise ValueError(f"{name} must be a finite number, not {value!r}")
        if self.fault is not None and type(self.fault) is not Fault:
            raise ValueError("a reason's fault must be a Fault")
        if type(self.lapses) is not tuple or any(type(lapse) is not Lapse for lapse in self.lapses):
            raise ValueError("a reason's lapses must be a tuple of Lapse")

    def __str__(self) -> str:
        """Return the developer's line for logs: "likely_raise chance=0.74 doubt=0.46"."""
        numbers = " ".join(
            f"{name}={value:.2f}" if isinstance(value, float) else f"{name}={value}"
            for name in (*NUMBERS, "fault")
            if (value := getattr(self, name)) is not None
        )
        lapses = " ".join(f"lapse={lapse.value}" for lapse in self.lapses)
        return " ".join(part for part in (self.kind.value, numbers, lapses) if part)


def replaced(fault: Fault) -> Reason:
    """Return the reason of a safe move played for a bot because of ``fault``."""
    return Reason(ReasonKind.REPLACED, fault=fault)


def reason_to_json(reason: Reason | str) -> str | dict[str, Any]:
    """Return ``reason`` as JSON data: a bot's own text as it is, a ``Reason`` as an object.

    The object holds the reason's kind, the numbers it rests on, its fault if it has one and
    its lapses if it has any.
    """
    if isinstance(reason, str):
        return reason
    document: dict[str, Any] = {"kind": reason.kind.value}
    document.update(
        (name, value) for name in NUMBERS if (value := getattr(reason, name)) is not None
    )
    if reason.fault is not None:
        document["fault"] = fault_to_json(reason.fault)
    if reason.lapses:
        document["lapses"] = [lapse.value for lapse in reason.lapses]
    return document


def reason_from_json(document: Any) -> Reason | str:
    """Return the reason ``reason_to_json`` made ``document`` of.

    Raises:
        ValueError: ``document`` is not such data.
    """
    if isinstance(document, str):
        return document
    keys = ("fault", "lapses", *NUMBERS)
    kind = kind_of(document, "a reason that is not text", keys, ReasonKind)
    fault = document.get("fault")
    numbers = {name: document[name] for name in NUMBERS if name in document}
    faulted = None if fault is None else fault_from_json(fault)
    return plausible(Reason(kind, fault=faulted, lapses=_lapses(document), **numbers))


def _lapses(document: dict[str, Any]) -> tuple[Lapse, ...]:
    """Return the lapses a reason's JSON object names (none when it names none)."""
    names = document.get("lapses", [])
    if not isinstance(names, list) or len(names) > len(Lapse):
        raise ValueError(f"a reason's lapses are a short list, not {names!r:.40}")
    try:
        lapses = tuple(Lapse(name) for name in names)
    except ValueError:
        raise ValueError(f"a reason's lapses of an unknown kind: {names!r:.40}") from None
    if len(set(lapses)) < len(lapses):
        raise ValueError(f"a reason's lapses name each slip once, not {names!r:.40}")
    return lapses


def plausible(reason: Reason | str) -> Reason | str:
    """Return ``reason`` if its numbers are ones a player's words can tell, else raise.

    A reason from outside the game (a plugin's, a save's) may hold any number: at most the dice
    a seat holds, chances of at most 1 and a count of at most every die in a game are told.

    Raises:
        ValueError: a number is out of those bounds.
    """
    if isinstance(reason, str):
        return reason
    if reason.held is not None and reason.held > MAX_DICE_PER_PLAYER:
        raise ValueError(f"a seat holds at most {MAX_DICE_PER_PLAYER} dice, not {reason.held}")
    for name in CHANCES:
        if (value := getattr(reason, name)) is not None and value > 1.0 + ROUNDING:
            raise ValueError(f"{name} is a chance, at most 1, not {value!r:.40}")
    if reason.expected is not None and reason.expected > MAX_DICE:
        raise ValueError(f"expected is a count of dice, not {reason.expected!r:.40}")
    return reason
