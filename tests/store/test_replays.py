"""Replay files: exported over our own replays only, imported from regular files, bounded."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from perudo_qt.store.files import NotAFileError
from perudo_qt.store.replays import (
    NotAReplayError,
    ReplayFormatError,
    export_replay,
    import_replay,
    replay_from_json,
    replay_to_json,
)

from .foreign import NOT_FILES, not_a_file, released, same_thing
from .scripted import THREE_SEATS, TWO_SEATS, lost_game, won_game


def replay_with(edit) -> str:
    document = json.loads(replay_to_json(TWO_SEATS, won_game()))
    edit(document)
    return json.dumps(document)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("[" * 5_000 + "]" * 5_000, "nested too deep"),
        ('{"format": "perudo-qt-replay", "x": ' + "[" * 100_000 + "}", "nested too deep"),
        (replay_with(lambda doc: doc.update(version=1.0)), "replay version 1.0"),
        (replay_with(lambda doc: doc.update(version=True)), "replay version True"),
        (replay_with(lambda doc: doc["seats"][1].__setitem__(0, "x" * 100_000)), "at most 40"),
        (replay_with(lambda doc: doc["game"]["players"].__setitem__(1, "y" * 41)), "at most 40"),
        ('{"pad": "' + "x" * 10_000_001 + '"}', "at most 10,000,000"),
    ],
)
def test_replays_refused_with_a_reason(text: str, message: str) -> None:
    with pytest.raises(ReplayFormatError, match=message):
        replay_from_json(text)
    with pytest.raises(ReplayFormatError, match=message):
        replay_from_json(text.encode())


FOREIGN = [
    b'{"format": "perudo-qt-save", "version": 1}',
    b'{"name": "my notes", "format": "perudo-qt-replay"}',
    b"\x89PNG\r\n\x1a\n",
    b"the thesis, last copy",
]


def test_an_export_writes_over_our_replays_and_nothing_else(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    export_replay(path, THREE_SEATS, lost_game())
    assert import_replay(path)[1].record == lost_game().record
    export_replay(path, TWO_SEATS, won_game())  # one of ours: written over
    assert import_replay(path)[1].record == won_game().record
    path.write_bytes(path.read_bytes()[:100])  # ours, cut short: still ours
    export_replay(path, TWO_SEATS, won_game())
    assert import_replay(path)[0] == TWO_SEATS
    path.write_bytes(b"")  # nothing to lose
    export_replay(path, TWO_SEATS, won_game())
    assert import_replay(path)[0] == TWO_SEATS
    for content in FOREIGN:
        path.write_bytes(content)
        with pytest.raises(NotAReplayError, match="not a Perudo Qt replay"):
            export_replay(path, TWO_SEATS, won_game())
        assert path.read_bytes() == content
        assert [entry.name for entry in tmp_path.iterdir()] == ["game.json"]


@pytest.mark.parametrize("kind", NOT_FILES)
def test_what_is_not_a_file_is_neither_imported_nor_exported_to(tmp_path: Path, kind: str) -> None:
    """A link to a file is imported (the person chose it) but not replaced by an export."""
    path = tmp_path / "replay.json"
    not_a_file(kind, path)
    before = sorted(tmp_path.iterdir())
    with (
        released(path) as stuck,
        pytest.raises(ReplayFormatError if kind == "link to a file" else NotAFileError),
    ):
        import_replay(path)
    with released(path) as also_stuck, pytest.raises(NotAFileError):
        export_replay(path, TWO_SEATS, won_game())
    assert stuck == also_stuck == []
    assert sorted(tmp_path.iterdir()) == before
    assert same_thing(path, kind)
