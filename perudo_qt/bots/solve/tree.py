"""The public bid tree of one heads-up round, level by level, and the hands dealt into it."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations_with_replacement
from math import factorial, prod

import numpy as np
import numpy.typing as npt

from perudo_qt.rules import FACES, PACO, Bid, RaiseContext, RuleOptions, count_matching, legal_bids

IntArray = npt.NDArray[np.int64]
FloatArray = npt.NDArray[np.float64]

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


@dataclass(frozen=True, slots=True)
class Level:
    """The nodes at one depth of the tree: who bid what, and where their children are.

    At depth ``d`` player ``d % 2`` acts (0 the opener). Node ``n``'s children are nodes
    ``start[n]`` to ``end[n] - 1`` of the next level.
    """

    bids: IntArray
    parent: IntArray
    start: IntArray
    end: IntArray
    groups: tuple[tuple[int, IntArray], ...]
    """The level's nodes grouped by standing bid code (none at the root)."""


class Tree:
    """The bid tree of a split, built from the rules' ``legal_bids``, and the dealt hands."""

    def __init__(self, split: Split) -> None:
        self.split = split
        options = split.options()
        contexts = [
            RaiseContext.for_bidder(options, split.palifico, split.dice(player))
            for player in (0, 1)
        ]
        self.levels = _build_levels(contexts, split.total)
        self.hands = [hands_of(split.dice(player)) for player in (0, 1)]
        self.weights = [np.array([_chance(hand) for hand in hands]) for hands in self.hands]
        self.truth = _truth_tables(self, split.palifico)

    @property
    def size(self) -> int:
        """The number of decision nodes."""
        return sum(len(level.bids) for level in self.levels)

    def hand_index(self, player: int, hand: Sequence[int]) -> int:
        """Return the index of ``hand`` (any order) among ``player``'s hands."""
        return self.hands[player].index(tuple(sorted(hand)))


def _build_levels(contexts: Sequence[RaiseContext], total: int) -> list[Level]:
    levels: list[Level] = []
    bids: list[int] = [0]
    parents: list[int] = [-1]
    depth = 0
    while bids:
        context = contexts[depth % 2]
        next_bids: list[int] = []
        next_parents: list[int] = []
        starts: list[int] = []
        ends: list[int] = []
        for index, code in enumerate(bids):
            standing = code_bid(code) if code else None
            starts.append(len(next_bids))
            for bid in legal_bids(standing, context, total):
                next_bids.append(bid_code(bid))
                next_parents.append(index)
            ends.append(len(next_bids))
        codes = np.array(bids, dtype=np.int64)
        levels.append(
            Level(
                codes,
                np.array(parents, dtype=np.int64),
                np.array(starts, dtype=np.int64),
                np.array(ends, dtype=np.int64),
                _groups(codes) if depth else (),
            )
        )
        bids, parents = next_bids, next_parents
        depth += 1
    return levels


def _groups(codes: IntArray) -> tuple[tuple[int, IntArray], ...]:
    order = np.argsort(codes, kind="stable")
    values, first = np.unique(codes[order], return_index=True)
    bounds = [*first.tolist(), len(codes)]
    return tuple(
        (int(value), order[bounds[number] : bounds[number + 1]])
        for number, value in enumerate(values)
    )


def hands_of(dice: int) -> list[Hand]:
    """Return every hand of ``dice`` dice as a sorted multiset, in a fixed order."""
    return list(combinations_with_replacement(FACES, dice))


def _chance(hand: Hand) -> float:
    """The chance of rolling ``hand`` as a multiset."""
    ways = factorial(len(hand)) // prod(factorial(hand.count(face)) for face in set(hand))
    return float(ways / 6 ** len(hand))


def _truth_tables(tree: Tree, palifico: bool) -> dict[int, FloatArray]:
    """Per bid code in the tree, +1 where the bid is true for (opener hand, responder hand)."""
    codes = sorted({int(code) for level in tree.levels[1:] for code in np.unique(level.bids)})
    tables: dict[int, FloatArray] = {}
    for code in codes:
        bid = code_bid(code)
        wild = not palifico and bid.face != PACO
        first, second = (
            np.array([count_matching([hand], bid.face, wild) for hand in hands])
            for hands in tree.hands
        )
        true = first[:, None] + second[None, :] >= bid.quantity
        tables[code] = np.where(true, 1.0, -1.0)
    return tables
