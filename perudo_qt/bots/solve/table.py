"""Writing solved strategies as compact tables, and reading one back as a strategy (NumPy).

The format is described in ``reader``, which the game uses to read the tables without NumPy:
quantised probabilities, only the nodes a player reaches by their own choices.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from .cfr import Strategy, reach
from .reader import DUDO_CODE, SolvedTable, history_hash
from .tree import FloatArray, Tree

QUANTUM = 65535
"""Probabilities are stored in 65535ths, two bytes each: in 255ths, the rare bluffs an
equilibrium needs round away and a five-dice palifico table leaks 0.004 per round."""


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
        arrays[f"node_start{player}"] = offsets([len(hands) for _, hands in rows])
        arrays[f"hands{player}"] = np.array([hand for hand, _ in pairs], dtype=np.uint8)
        arrays[f"hand_start{player}"] = offsets([len(played) for _, played in pairs])
        arrays[f"actions{player}"] = np.array([code for code, _ in entries], dtype=np.uint8)
        arrays[f"probs{player}"] = np.array([chance for _, chance in entries], dtype=np.uint16)
    arrays["meta"] = np.frombuffer(json.dumps(meta).encode(), dtype=np.uint8)
    np.savez(path, allow_pickle=False, **arrays)
    return kept


def offsets(lengths: list[int]) -> npt.NDArray[np.uint32]:
    """Return where each of consecutive runs of ``lengths`` starts, and where the last ends."""
    return np.concatenate(([0], np.cumsum(lengths, dtype=np.uint64))).astype(np.uint32)


def table_strategy(table: SolvedTable, tree: Tree) -> Strategy:
    """Return ``table`` as a strategy over ``tree`` (uniform where the table is silent)."""
    weights = Strategy.zeros(tree)
    keys = history_keys(tree)
    for depth, level in enumerate(tree.levels):
        side = table.side(depth % 2)
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
