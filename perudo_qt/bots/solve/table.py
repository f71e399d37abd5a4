"""Solved strategies as compact tables: quantised, pruned to reachable nodes, loaded lazily.

A table file (``.npz``, NumPy's zip of arrays) holds, for each player, the bid histories at
which that player acts and can arrive by their own choices, sorted as byte strings (one byte
per bid code) for a binary search; per history the actions played at all (bid codes, 0 for
Dudo), and per action and hand the probability in 65535ths. ``meta`` is JSON: the split, the
command and seed that made it, its value and exploitability.
"""

from __future__ import annotations

import json
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
    keys: npt.NDArray[np.bytes_]
    offsets: IntArray
    actions: npt.NDArray[np.uint8]
    probs: npt.NDArray[np.uint16]


class SolvedTable:
    """One split's equilibrium, as read from its table file."""

    def __init__(self, split: Split, sides: tuple[_Side, _Side], meta: dict[str, Any]) -> None:
        self.split = split
        self.meta = meta
        self._sides = sides
        self._hands = [hands_of(split.dice(player)) for player in (0, 1)]

    def policy(self, bids: tuple[Bid, ...], hand: tuple[int, ...]) -> dict[Action, float] | None:
        """Return the equilibrium's chances of each action after ``bids``, holding ``hand``.

        The player to act is the opener after an even number of bids. None when the history is
        outside the table (a bid the equilibrium never makes, or above the dice in play).
        """
        if any(bid.quantity > self.split.total for bid in bids):
            return None
        player = len(bids) % 2
        side = self._sides[player]
        key = bytes(bid_code(bid) for bid in bids)
        row = int(np.searchsorted(side.keys, key))
        if row >= len(side.keys) or side.keys[row] != key:
            return None
        try:
            column = self._hands[player].index(tuple(sorted(hand)))
        except ValueError:
            return None
        first, last = int(side.offsets[row]), int(side.offsets[row + 1])
        weights = side.probs[first:last, column].astype(float)
        total = float(weights.sum())
        if total <= 0:
            return None
        return {
            _action(int(code)): float(weight) / total
            for code, weight in zip(side.actions[first:last], weights, strict=True)
            if weight > 0
        }

    def strategy(self, tree: Tree) -> Strategy:
        """Return the table as a strategy over ``tree`` (uniform where the table is silent)."""
        weights = Strategy.zeros(tree)
        keys = history_keys(tree)
        for depth, level in enumerate(tree.levels):
            side = self._sides[depth % 2]
            child_keys = keys[depth + 1] if depth + 1 < len(tree.levels) else []
            for node, key in enumerate(keys[depth]):
                row = int(np.searchsorted(side.keys, key))
                if row >= len(side.keys) or side.keys[row] != key:
                    continue
                first, last = int(side.offsets[row]), int(side.offsets[row + 1])
                played = dict(
                    zip(side.actions[first:last].tolist(), range(first, last), strict=True)
                )
                if DUDO_CODE in played:
                    weights.dudo[depth][node] = side.probs[played[DUDO_CODE]]
                for child in range(int(level.start[node]), int(level.end[node])):
                    index = played.get(child_keys[child][-1])
                    if index is not None:
                        weights.edge[depth + 1][child] = side.probs[index]
        return weights.normalised(tree)


def _action(code: int) -> Action:
    return Dudo() if code == DUDO_CODE else code_bid(code)


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

    Only the nodes a player reaches by their own choices with some hand are kept: elsewhere
    the strategy never acts.
    """
    keys = history_keys(tree)
    arrays: dict[str, npt.NDArray[Any]] = {}
    kept = 0
    for player in (0, 1):
        own = reach(tree, strategy, player)
        rows: list[tuple[bytes, list[int], list[FloatArray]]] = []
        for depth in range(player, len(tree.levels), 2):
            level = tree.levels[depth]
            reached = np.flatnonzero(own[depth].max(axis=1) > 0)
            for node in reached.tolist():
                codes: list[int] = []
                probs: list[FloatArray] = []
                if depth:
                    codes.append(DUDO_CODE)
                    probs.append(strategy.dudo[depth][node])
                for child in range(int(level.start[node]), int(level.end[node])):
                    codes.append(int(tree.levels[depth + 1].bids[child]))
                    probs.append(strategy.edge[depth + 1][child])
                played = [n for n, prob in enumerate(probs) if prob.max() > 0]
                rows.append(
                    (keys[depth][node], [codes[n] for n in played], [probs[n] for n in played])
                )
        rows.sort(key=lambda row: row[0])
        kept += len(rows)
        hands = len(tree.hands[player])
        offsets = np.cumsum([0, *(len(row[1]) for row in rows)])
        flat_probs = [prob for row in rows for prob in row[2]]
        arrays[f"keys{player}"] = np.array([row[0] for row in rows], dtype=np.bytes_)
        arrays[f"offsets{player}"] = offsets.astype(np.int32)
        arrays[f"actions{player}"] = np.array(
            [code for row in rows for code in row[1]], dtype=np.uint8
        )
        arrays[f"probs{player}"] = (
            np.round(np.array(flat_probs) * QUANTUM).astype(np.uint16)
            if flat_probs
            else np.zeros((0, hands), dtype=np.uint16)
        )
    arrays["meta"] = np.frombuffer(json.dumps(meta).encode(), dtype=np.uint8)
    np.savez_compressed(path, allow_pickle=False, **arrays)
    return kept


def read_table(path: Path | Any) -> SolvedTable:
    """Read a table file (a path or an ``importlib.resources`` traversable).

    Raises:
        ValueError: the file is not a solver table.
    """
    with path.open("rb") as stream, np.load(stream, allow_pickle=False) as data:
        try:
            meta = json.loads(bytes(data["meta"]).decode())
            sides = tuple(
                _Side(
                    data[f"keys{player}"],
                    data[f"offsets{player}"].astype(np.int64),
                    data[f"actions{player}"],
                    data[f"probs{player}"],
                )
                for player in (0, 1)
            )
        except (KeyError, json.JSONDecodeError) as error:
            raise ValueError(f"{path} is not a solver table: {error}") from error
    return SolvedTable(Split.parse(meta["split"]), (sides[0], sides[1]), meta)


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
