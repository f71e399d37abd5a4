"""Solved strategies as compact tables: quantised, pruned to reachable nodes, loaded lazily.

A table file (``.npz``, NumPy's zip of arrays) holds, for each player, the bid histories at
which that player acts and can arrive by their own choices, filed under a 64-bit hash of the
history's bid codes (one byte per bid) and sorted for a binary search; per history the hands
that can be there, and per hand the actions it plays (bid codes, 0 for Dudo) with their
probability in 65535ths. ``meta`` is JSON: the split, the command and seed that made it, its
value and exploitability.
"""

from __future__ import annotations

import hashlib
import io
import json
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from perudo_qt.rules import Action, Bid, Dudo

from .cfr import Strategy, reach
from .tree import FloatArray, IntArray, Split, Tree, bid_code, code_bid, hands_of

QUANTUM = 65535
"""Probabilities are stored in 65535ths, two bytes each: in 255ths, the rare bluffs an
equilibrium needs round away and a five-dice palifico table leaks 0.004 per round."""

DUDO_CODE = 0


@dataclass(frozen=True, slots=True)
class _Side:
    """One player's part of a table: per history, per hand that can be there, its actions."""

    keys: npt.NDArray[np.uint64]
    node_start: IntArray
    hands: npt.NDArray[np.uint8]
    hand_start: IntArray
    actions: npt.NDArray[np.uint8]
    probs: npt.NDArray[np.uint16]

    def find(self, key: bytes) -> int | None:
        """Return the row of the history ``key``, or None."""
        digest = np.uint64(history_hash(key))
        row = int(np.searchsorted(self.keys, digest))
        return row if row < len(self.keys) and self.keys[row] == digest else None

    def span(self, row: int, hand: int) -> tuple[int, int] | None:
        """Return the range of ``hand``'s actions at ``row``, or None if it cannot be there."""
        first, last = int(self.node_start[row]), int(self.node_start[row + 1])
        pair = first + int(np.searchsorted(self.hands[first:last], hand))
        if pair == last or self.hands[pair] != hand:
            return None
        return int(self.hand_start[pair]), int(self.hand_start[pair + 1])

    def entries(self, row: int) -> dict[int, tuple[int, int]]:
        """Return, per hand index that can be at ``row``, the range of its actions."""
        first, last = int(self.node_start[row]), int(self.node_start[row + 1])
        return {
            int(self.hands[pair]): (int(self.hand_start[pair]), int(self.hand_start[pair + 1]))
            for pair in range(first, last)
        }


class SolvedTable:
    """One split's equilibrium, as read from its table file."""

    def __init__(
        self, split: Split, data: Mapping[str, npt.NDArray[Any]], meta: dict[str, Any]
    ) -> None:
        self.split = split
        self.meta = meta
        self._data = data
        self._sides: dict[int, _Side] = {}
        self._hands = [hands_of(split.dice(player)) for player in (0, 1)]

    def _side(self, player: int) -> _Side:
        side = self._sides.get(player)
        if side is None:
            side = self._sides[player] = _unpack(self._data, player)
        return side

    def policy(self, bids: tuple[Bid, ...], hand: tuple[int, ...]) -> dict[Action, float] | None:
        """Return the equilibrium's chances of each action after ``bids``, holding ``hand``.

        The player to act is the opener after an even number of bids. None when the history is
        outside the table: a bid the equilibrium never makes (also earlier with this hand), or
        one above the dice in play.
        """
        if any(bid.quantity > self.split.total for bid in bids):
            return None
        player = len(bids) % 2
        side = self._side(player)
        row = side.find(bytes(bid_code(bid) for bid in bids))
        if row is None:
            return None
        try:
            column = self._hands[player].index(tuple(sorted(hand)))
        except ValueError:
            return None
        span = side.span(row, column)
        if span is None:
            return None
        weights = side.probs[span[0] : span[1]].astype(float)
        total = float(weights.sum())
        return {
            _action(int(code)): float(weight) / total
            for code, weight in zip(side.actions[span[0] : span[1]], weights, strict=True)
        }

    def strategy(self, tree: Tree) -> Strategy:
        """Return the table as a strategy over ``tree`` (uniform where the table is silent)."""
        weights = Strategy.zeros(tree)
        keys = history_keys(tree)
        for depth, level in enumerate(tree.levels):
            side = self._side(depth % 2)
            child_keys = keys[depth + 1] if depth + 1 < len(tree.levels) else []
            for node, key in enumerate(keys[depth]):
                row = side.find(key)
                if row is None:
                    continue
                first = int(level.start[node])
                children = {
                    child_keys[child][-1]: child for child in range(first, int(level.end[node]))
                }
                for hand, (begin, end) in side.entries(row).items():
                    for entry in range(begin, end):
                        code, chance = int(side.actions[entry]), side.probs[entry]
                        if code == DUDO_CODE:
                            weights.dudo[depth][node, hand] = chance
                        else:
                            weights.edge[depth + 1][children[code], hand] = chance
        return weights.normalised(tree)


def _action(code: int) -> Action:
    return Dudo() if code == DUDO_CODE else code_bid(code)


def history_hash(key: bytes) -> int:
    """Return the 64-bit hash a history is filed under (a table stores no history itself)."""
    return int.from_bytes(hashlib.blake2b(key, digest_size=8).digest(), "little")


def history_keys(tree: Tree) -> list[list[bytes]]:
    """Return, per level, each node's bid history as bytes (one bid code per byte)."""
    keys: list[list[bytes]] = [[b""]]
    for level in tree.levels[1:]:
        above = keys[-1]
        keys.append(
            [
                above[parent] + bytes((code,))
                for parent, code in zip(level.parent.tolist(), level.bids.tolist(), strict=True)
            ]
        )
    return keys


FLOOR = 0.001
"""Chances below this are dropped before storing: CFR+'s average keeps a trace of every
action tried in its first iterations, which is noise, not strategy."""


def quantised(tree: Tree, strategy: Strategy) -> Strategy:
    """Return ``strategy`` as it is stored: chances below ``FLOOR`` dropped, then rounded."""
    rounded = Strategy(
        [np.round(np.where(edge < FLOOR, 0.0, edge) * QUANTUM) for edge in strategy.edge],
        [np.round(np.where(dudo < FLOOR, 0.0, dudo) * QUANTUM) for dudo in strategy.dudo],
    )
    return rounded.normalised(tree)


def save_table(path: Path, tree: Tree, strategy: Strategy, meta: dict[str, Any]) -> int:
    """Write ``strategy`` (already quantised) over ``tree`` to ``path``; return its node count.

    Only the nodes a player reaches by their own choices are kept, with the hands that reach
    them and the actions those hands play: elsewhere the strategy never acts.
    """
    keys = history_keys(tree)
    arrays: dict[str, npt.NDArray[Any]] = {}
    kept = 0
    for player in (0, 1):
        own = reach(tree, strategy, player)
        rows: list[tuple[int, list[tuple[int, list[tuple[int, int]]]]]] = []
        for depth in range(player, len(tree.levels), 2):
            level = tree.levels[depth]
            for node in np.flatnonzero(own[depth].max(axis=1) > 0).tolist():
                codes: list[int] = []
                chances: list[FloatArray] = []
                if depth:
                    codes.append(DUDO_CODE)
                    chances.append(strategy.dudo[depth][node])
                for child in range(int(level.start[node]), int(level.end[node])):
                    codes.append(int(tree.levels[depth + 1].bids[child]))
                    chances.append(strategy.edge[depth + 1][child])
                stored = np.round(np.array(chances) * QUANTUM).astype(np.int64)
                hands = [
                    (hand, [(codes[n], int(stored[n, hand])) for n in np.flatnonzero(column)])
                    for hand, column in enumerate(stored.T)
                    if own[depth][node, hand] > 0
                ]
                rows.append((history_hash(keys[depth][node]), hands))
        rows.sort(key=lambda row: row[0])
        if len({key for key, _ in rows}) != len(rows):
            raise ValueError("two histories share a hash: the table cannot be stored")
        kept += len(rows)
        pairs = [pair for _, hands in rows for pair in hands]
        entries = [entry for _, played in pairs for entry in played]
        arrays[f"keys{player}"] = np.array([key for key, _ in rows], dtype=np.uint64)
        arrays[f"node_hands{player}"] = np.array([len(hands) for _, hands in rows], np.uint8)
        arrays[f"hands{player}"] = np.array([hand for hand, _ in pairs], dtype=np.uint8)
        arrays[f"hand_actions{player}"] = np.array([len(played) for _, played in pairs], np.uint8)
        arrays[f"actions{player}"] = np.array([code for code, _ in entries], dtype=np.uint8)
        arrays[f"probs{player}"] = np.array([chance for _, chance in entries], dtype=np.uint16)
    arrays["meta"] = np.frombuffer(json.dumps(meta).encode(), dtype=np.uint8)
    np.savez_compressed(path, allow_pickle=False, **arrays)
    return kept


def read_table(path: Path | Any) -> SolvedTable:
    """Read a table file (a path or an ``importlib.resources`` traversable).

    The file is read at once; each player's half is unpacked when first asked for, so a bot
    only pays for the seat it plays.

    Raises:
        ValueError: the file is not a solver table.
    """
    data = np.load(io.BytesIO(path.read_bytes()), allow_pickle=False)
    try:
        meta = json.loads(bytes(data["meta"]).decode())
        split = Split.parse(meta["split"])
    except (KeyError, ValueError) as error:
        raise ValueError(f"{path} is not a solver table: {error}") from error
    missing = {f"{name}{player}" for name in _ARRAYS for player in (0, 1)} - set(data.files)
    if missing:
        raise ValueError(f"{path} is not a solver table: no {', '.join(sorted(missing))}")
    return SolvedTable(split, data, meta)


_ARRAYS = ("keys", "node_hands", "hands", "hand_actions", "actions", "probs")


def _unpack(data: Mapping[str, npt.NDArray[Any]], player: int) -> _Side:
    return _Side(
        data[f"keys{player}"],
        _starts(data[f"node_hands{player}"]),
        data[f"hands{player}"],
        _starts(data[f"hand_actions{player}"]),
        data[f"actions{player}"],
        data[f"probs{player}"],
    )


def _starts(counts: npt.NDArray[np.uint8]) -> IntArray:
    """Return where each run starts, and the end of the last, from the runs' lengths."""
    starts = np.zeros(len(counts) + 1, dtype=np.int64)
    np.cumsum(counts, out=starts[1:])
    return starts


def table_path(split: Split) -> Any:
    """Return the shipped table file for ``split`` (it may not exist)."""
    return resources.files("perudo_qt.resources") / "solver" / f"{split.name}.npz"


@cache
def load_table(split: Split) -> SolvedTable | None:
    """Return the shipped table of ``split``, read once on first use; None when none ships."""
    path = table_path(split)
    if not path.is_file():
        return None
    return read_table(path)
