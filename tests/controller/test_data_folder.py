"""One window keeps the games: the data folder's lock."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from perudo_qt.controller.data_folder import LOCK_NAME, claim_data_folder

pytestmark = pytest.mark.gui


def test_one_claim_at_a_time(tmp_path: Path) -> None:
    first = claim_data_folder(tmp_path / "data")
    assert first is not None
    assert claim_data_folder(tmp_path / "data") is None
    first.unlock()
    again = claim_data_folder(tmp_path / "data")
    assert again is not None
    again.unlock()


def test_a_lock_left_by_a_dead_process_is_taken_over(tmp_path: Path) -> None:
    with subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sys, time; from pathlib import Path;"
            "from perudo_qt.controller.data_folder import claim_data_folder;"
            "lock = claim_data_folder(Path(sys.argv[1])); print(lock is not None, flush=True);"
            "time.sleep(600)",
            str(tmp_path),
        ],
        stdout=subprocess.PIPE,
        text=True,
    ) as holder:
        try:
            assert holder.stdout is not None
            assert holder.stdout.readline().strip() == "True"
            assert claim_data_folder(tmp_path) is None
        finally:
            os.kill(holder.pid, signal.SIGKILL)
    assert (tmp_path / LOCK_NAME).exists()
    lock = claim_data_folder(tmp_path)
    assert lock is not None
    lock.unlock()


def test_a_folder_that_cannot_be_made_is_an_error(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    with pytest.raises(NotADirectoryError):
        claim_data_folder(blocker / "data")
    assert blocker.read_text() == "not a folder"
