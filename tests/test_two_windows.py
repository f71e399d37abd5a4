"""Two real windows on one person's data: one keeps the games, the other keeps nothing (slow)."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from contextlib import closing
from pathlib import Path

import pytest

from perudo_qt.store import SaveFile
from perudo_qt.store.stats import FILE_NAME as STATISTICS

DRIVER = Path(__file__).with_name("two_windows.py")
SECONDS = 20


@pytest.mark.slow
def test_two_windows_on_one_data_folder(tmp_path: Path) -> None:
    data = tmp_path / "data"
    environment = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    windows = [
        subprocess.Popen(
            [sys.executable, str(DRIVER), str(data), str(tmp_path / f"{name}.ini"), str(SECONDS)],
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            env=environment,
        )
        for name in ("first", "second")
    ]
    outputs = [window.communicate(timeout=SECONDS + 120)[0].splitlines() for window in windows]
    assert [window.returncode for window in windows] == [0, 0]
    assert sorted(output[0] for output in outputs) == ["kept", "not kept"]
    assert all(output[-1] == "done" for output in outputs)
    keeper = next(output for output in outputs if output[0] == "kept")
    finished = sum(line.startswith("finished ") for line in keeper)
    assert finished > 0
    with closing(sqlite3.connect(data / STATISTICS)) as db:
        (rows,) = db.execute("SELECT count(*) FROM games").fetchone()
    assert rows == finished
    saves = SaveFile(data)
    try:
        saves.load()  # raises if the save is damaged
    finally:
        saves.close()
    leftovers = sorted(path.name for path in data.iterdir())
    assert all(name.endswith((".json", ".sqlite3", ".lock")) for name in leftovers), leftovers
