"""Reading the shipped solver tables with the standard library alone, lazily, once each.

A table file is NumPy's ``.npz``: an uncompressed zip of ``.npy`` arrays (see
``table.save_table``, which writes them). The game reads them here without NumPy, so the
installers need not carry it: an ``.npy`` array is a small header (a Python literal giving its
type and shape) and the values, which ``array.array`` takes as they are. Nothing is
decompressed or summed on loading, so a table is ready within milliseconds.

For each player a table holds the bid histories at which that player acts and can arrive by
their own choices, filed under a 64-bit hash of the history's bid codes (one byte per bid) and
sorted for a binary search; per history the hands that can be there, and per hand the actions
it plays (bid codes, 0 for Dudo) with their probability in 65535ths. ``node_start`` and
``hand_start`` say where each history's hands and each hand's actions begin, with one more
entry for where the last ends. ``meta`` is JSON: the split, the command that made it, its value
and exploitability.
"""

from __future__ import annotations

import ast
import hashlib
import json
import sys
import zipfile
from array import array
from bisect import bisect_left
from dataclasses import dataclass
from functools import cache
from importlib import resources
from io import BytesIO
from typing import Any

from perudo_qt.rules import Action, Bid, Dudo

from .split import Split, bid_code, code_bid, hands_of

DUDO_CODE = 0

_TYPECODES = {"<u8": "Q", "<u4": "I", "|u1": "B", "<u1": "B", "<u2": "H"}
"""The ``.npy`` element types a table uses, as ``array`` type codes."""

_ARRAYS = ("keys", "node_start", "hands", "hand_start", "actions", "probs")


def history_hash(key: bytes) -> int:
    """Return the 64-bit hash a history is filed under (a table stores no history itself)."""
    return int.from_bytes(hashlib.blake2b(key, digest_size=8).digest(), "little")


def read_npy(data: bytes) -> array[int]:
    """Return the one-dimensional array an ``.npy`` file holds.

    Raises:
        ValueError: not an ``.npy`` file of a type a table uses.
    """
    if data[:6] != b"\x93NUMPY":
        raise ValueError("not an .npy array")
    size_bytes = 2 if data[6] == 1 else 4
    start = 8 + size_bytes
    header_size = int.from_bytes(data[8:start], "little")
    header = ast.literal_eval(data[start : start + header_size].decode("latin-1"))
    typecode = _TYPECODES.get(header.get("descr"))
    if typecode is None or header.get("fortran_order") or len(header.get("shape", ())) != 1:
        raise ValueError(f"not a table array: {header}")
    values = array(typecode)
    values.frombytes(data[start + header_size :])
    if values.itemsize > 1 and sys.byteorder == "big":
        values.byteswap()
    return values


@dataclass(frozen=True, slots=True)
class Side:
    """One player's part of a table: per history, per hand that can be there, its actions."""

    keys: array[int]
    node_start: array[int]
    hands: array[int]
    hand_start: array[int]
    actions: array[int]
    probs: array[int]

    def find(self, key: bytes) -> int | None:
        """Return the row of the history ``key``, or None."""
        digest = history_hash(key)
        row = bisect_left(self.keys, digest)
        return row if row < len(self.keys) and self.keys[row] == digest else None

    def span(self, row: int, hand: int) -> tuple[int, int] | None:
        """Return the range of ``hand``'s actions at ``row``, or None if it cannot be there."""
        first, last = self.node_start[row], self.node_start[row + 1]
        pair = bisect_left(self.hands, hand, first, last)
        if pair == last or self.hands[pair] != hand:
            return None
        return self.hand_start[pair], self.hand_start[pair + 1]

    def entries(self, row: int) -> dict[int, tuple[int, int]]:
        """Return, per hand index that can be at ``row``, the range of its actions."""
        first, last = self.node_start[row], self.node_start[row + 1]
        return {
            self.hands[pair]: (self.hand_start[pair], self.hand_start[pair + 1])
            for pair in range(first, last)
        }


class SolvedTable:
    """One split's equilibrium, as read from its table file."""

    def __init__(self, split: Split, archive: zipfile.ZipFile, meta: dict[str, Any]) -> None:
        self.split = split
        self.meta = meta
        self._archive = archive
        self._sides: dict[int, Side] = {}
        self._hands = [hands_of(split.dice(player)) for player in (0, 1)]

    def side(self, player: int) -> Side:
        """Return ``player``'s part of the table, unpacked on first use."""
        side = self._sides.get(player)
        if side is None:
            side = self._sides[player] = self._unpack(player)
        return side

    def _unpack(self, player: int) -> Side:
        try:
            return Side(
                **{name: read_npy(self._archive.read(f"{name}{player}.npy")) for name in _ARRAYS}
            )
        except (ValueError, zipfile.BadZipFile) as error:
            raise ValueError(f"the {self.split.name} table is damaged: {error}") from error

    def policy(self, bids: tuple[Bid, ...], hand: tuple[int, ...]) -> dict[Action, float] | None:
        """Return the equilibrium's chances of each action after ``bids``, holding ``hand``.

        The player to act is the opener after an even number of bids. None when the history is
        outside the table: a bid the equilibrium never makes (also earlier with this hand), or
        one above the dice in play.
        """
        if any(bid.quantity > self.split.total for bid in bids):
            return None
        player = len(bids) % 2
        side = self.side(player)
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
        weights = side.probs[span[0] : span[1]]
        total = sum(weights)
        return {
            action_of(code): weight / total
            for code, weight in zip(side.actions[span[0] : span[1]], weights, strict=True)
        }


def action_of(code: int) -> Action:
    """Return the action a table's action code stands for (0 is Dudo)."""
    return Dudo() if code == DUDO_CODE else code_bid(code)


def read_table(path: Any) -> SolvedTable:
    """Read a table file (a path or an ``importlib.resources`` traversable).

    The file is read at once; each player's half is unpacked when first asked for, so a bot
    only pays for the seat it plays.

    Raises:
        ValueError: the file is not a solver table.
    """
    try:
        archive = zipfile.ZipFile(BytesIO(path.read_bytes()))
        meta = json.loads(bytes(read_npy(archive.read("meta.npy"))).decode())
        split = Split.parse(meta["split"])
    except (KeyError, ValueError, zipfile.BadZipFile) as error:
        raise ValueError(f"{path} is not a solver table: {error}") from error
    names = set(archive.namelist())
    missing = [
        f"{name}{player}"
        for name in sorted(_ARRAYS)
        for player in (0, 1)
        if f"{name}{player}.npy" not in names
    ]
    if missing:
        raise ValueError(f"{path} is not a solver table: no {', '.join(missing)}")
    return SolvedTable(split, archive, meta)


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
