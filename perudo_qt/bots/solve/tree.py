"""The public bid tree of one heads-up round, level by level, and the hands dealt into it."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from math import factorial, prod

import numpy as np
import numpy.typing as npt

from perudo_qt.rules import PACO, RaiseContext, count_matching, legal_bids

from .split import Hand, Split, bid_code, code_bid, hands_of

IntArray = npt.NDArray[np.int64]
FloatArray = npt.NDArray[np.float64]


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
