"""The save reader and the replay importer on random and mutated files: documented errors only."""

from __future__ import annotations

import contextlib
import tempfile
from pathlib import Path

import pytest
from hypothesis import settings

from perudo_qt.store import SaveFile, UnusableSaveError
from perudo_qt.store.replays import ReplayFormatError, replay_from_json, replay_to_json
from perudo_qt.store.saves import encode

from .fuzzing import budgets, check
from .scripted import THREE_SEATS, lost_game
from .test_saves import saved_game

REAL_SAVE = encode(saved_game())
REAL_REPLAY = replay_to_json(THREE_SEATS, lost_game()).encode()


def read_save(data: bytes) -> None:
    """A save of these bytes loads, or is kept aside whole: nothing else happens."""
    with tempfile.TemporaryDirectory() as folder:
        save_file = SaveFile(Path(folder))
        try:
            save_file.path.write_bytes(data)
            kept: Path | None = None
            try:
                save_file.load()
            except UnusableSaveError as problem:
                kept = problem.moved_to
            if kept is not None:
                assert kept.read_bytes() == data and not save_file.path.exists()
        finally:
            save_file.close()


def read_replay(data: bytes) -> None:
    """A replay of these bytes opens, or is refused with a ``ReplayFormatError``."""
    with contextlib.suppress(ReplayFormatError):
        replay_from_json(data)


@pytest.mark.parametrize("budget", budgets())
@pytest.mark.parametrize(
    ("body", "real"), [(read_save, REAL_SAVE), (read_replay, REAL_REPLAY)], ids=["save", "replay"]
)
def test_random_and_mutated_files(budget: settings, body, real: bytes) -> None:
    check(budget, real, body)
