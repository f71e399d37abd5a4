"""A heads-up round's split, its bid codes and its hands: what reading a table needs.

No NumPy here: the game reads the shipped tables with the standard library alone; only the
solver and the evaluator (``tree``, ``cfr``, ``table``) need NumPy.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations_with_replacement

from perudo_qt.rules import FACES, Bid, RuleOptions

MAX_QUANTITY = 10
"""Two players hold at most ten dice: a bid code fits one byte."""

Hand = tuple[int, ...]


def bid_code(bid: Bid) -> int:
    """Return the bid's code, 1 to 60 (0 stands for "no bid")."""
    return (bid.face - 1) * MAX_QUANTITY + bid.quantity


def code_bid(code: int) -> Bid:
    """Return the bid a code stands for."""
    face, quantity = divmod(code - 1, MAX_QUANTITY)
    return Bid(quantity + 1, face + 1)


@dataclass(frozen=True, slots=True)
class Split:
    """A heads-up round: the opener's dice, the responder's dice and the kind of round.

    Attributes:
        opener: dice held by the player who opens the round.
        responder: dice held by the other player.
        palifico: a palifico round (R14): pacos not wild, the face locked.
        single_step: option ``single_step_raises`` (R8).
        may_change_face: option ``palifico_one_die_may_change_face`` (R14).
    """

    opener: int
    responder: int
    palifico: bool = False
    single_step: bool = False
    may_change_face: bool = False

    def __post_init__(self) -> None:
        if min(self.opener, self.responder) < 1 or self.total > MAX_QUANTITY:
            raise ValueError(f"a heads-up split holds 1 to {MAX_QUANTITY} dice, not {self}")

    @property
    def total(self) -> int:
        """The dice in play: no bid above them can be true, so the tree stops there."""
        return self.opener + self.responder

    @property
    def name(self) -> str:
        """A short name, e.g. ``2v1``, ``pal-1v2``, ``1v1-step``, ``pal-1v3-face``."""
        prefix = "pal-" if self.palifico else ""
        parts = [f"{prefix}{self.opener}v{self.responder}"]
        if self.single_step:
            parts.append("step")
        if self.may_change_face and self.palifico:
            parts.append("face")
        return "-".join(parts)

    @classmethod
    def parse(cls, text: str) -> Split:
        """Parse a name made by ``name`` (``pal-`` prefix, ``-step`` and ``-face`` suffixes).

        Raises:
            ValueError: the text names no split.
        """
        parts = text.strip().lower().split("-")
        palifico = parts[0] == "pal"
        if palifico:
            parts = parts[1:]
        if not parts:
            raise ValueError(f"not a split: {text!r}")
        opener, sep, responder = parts[0].partition("v")
        if not (sep and opener.isdigit() and responder.isdigit()):
            raise ValueError(f"not a split: {text!r} (expected e.g. 2v1 or pal-1v2)")
        flags = set(parts[1:])
        if not flags <= {"step", "face"}:
            raise ValueError(f"unknown split flags in {text!r}: use -step or -face")
        return cls(int(opener), int(responder), palifico, "step" in flags, "face" in flags)

    def options(self) -> RuleOptions:
        """Return rule options that produce this split's raises."""
        return RuleOptions(
            dice_per_player=max(self.opener, self.responder, 2 if self.palifico else 1),
            single_step_raises=self.single_step,
            palifico_one_die_may_change_face=self.may_change_face,
            lost_dice_visible=True,
        )

    def dice(self, player: int) -> int:
        """Return the dice held by ``player`` (0 the opener, 1 the responder)."""
        return self.opener if player == 0 else self.responder


def hands_of(dice: int) -> list[Hand]:
    """Return every hand of ``dice`` dice as a sorted multiset, in a fixed order."""
    return list(combinations_with_replacement(FACES, dice))
