"""A file kept aside gets a name of its own: nothing already there is ever written over."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from perudo_qt.store import files
from perudo_qt.store.files import keep_aside, reserve_aside

STAMP = "20260101-120000"


@pytest.fixture(autouse=True)
def fixed_time(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(files.time, "strftime", lambda _: STAMP)


def test_a_name_taken_after_a_look_is_not_written_over(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "game.json"
    path.write_text("ours")
    theirs = tmp_path / f"game.json.{STAMP}.bad"
    theirs.write_text("another instance's")
    # Another instance takes the name between a look at it and the rename: no look can tell.
    monkeypatch.setattr(Path, "exists", lambda self: False)
    aside = keep_aside(path)
    assert theirs.read_text() == "another instance's"
    assert aside.read_text() == "ours"


def test_a_reserved_name_says_what_the_file_is(tmp_path: Path) -> None:
    path = tmp_path / "perudo-qt.ini"
    reserved = reserve_aside(path, "latin1")
    assert re.fullmatch(rf"perudo-qt\.ini\.{STAMP}\.latin1", reserved.name)
    assert reserved.read_bytes() == b""
    assert reserve_aside(path, "latin1").name == f"perudo-qt.ini.{STAMP}-2.latin1"
