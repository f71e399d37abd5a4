"""The record of confirmed plugin files: kept across runs, per path and content, never lost."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from perudo_qt.store.files import NotAFileError
from perudo_qt.store.plugins import FILE_NAME, ConfirmedPlugins, PluginFile

from .foreign import not_a_file, released


def test_a_confirmed_file_stays_confirmed_until_it_changes(tmp_path: Path) -> None:
    plugin = tmp_path / "bot.py"
    plugin.write_text("class Bot: ...\n")
    record = tmp_path / "data" / FILE_NAME
    first = ConfirmedPlugins(record)
    assert first.unconfirmed([plugin]) == (PluginFile.read(plugin),)
    first.confirm(PluginFile.read(plugin))
    assert ConfirmedPlugins(record).unconfirmed([plugin, tmp_path / "." / "bot.py"]) == ()
    plugin.write_text("class Bot: 'changed'\n")
    assert ConfirmedPlugins(record).unconfirmed([plugin]) == (PluginFile.read(plugin),)


def test_the_same_content_elsewhere_is_another_question(tmp_path: Path) -> None:
    one, two = tmp_path / "one.py", tmp_path / "two.py"
    one.write_text("class Bot: ...\n")
    two.write_text("class Bot: ...\n")
    plugins = ConfirmedPlugins()
    plugins.confirm(PluginFile.read(one))
    assert [found.path for found in plugins.unconfirmed([one, two, two])] == [two.resolve()]


def test_a_file_that_cannot_be_read_is_not_asked_about(tmp_path: Path) -> None:
    assert ConfirmedPlugins().unconfirmed([tmp_path / "missing.py", tmp_path]) == ()


def test_a_damaged_record_is_kept_aside_and_asks_again(tmp_path: Path) -> None:
    plugin = tmp_path / "bot.py"
    plugin.write_text("class Bot: ...\n")
    record = tmp_path / FILE_NAME
    good = {"format": "perudo-qt-confirmed-plugins", "version": 1, "confirmed": []}
    for damaged in ("{not json", json.dumps({**good, "confirmed": [{"path": 1}]})):
        record.write_text(damaged)
        plugins = ConfirmedPlugins(record)
        assert plugins.unconfirmed([plugin]) != ()
        assert not record.exists()
        plugins.confirm(PluginFile.read(plugin))
        assert ConfirmedPlugins(record).unconfirmed([plugin]) == ()
        record.unlink()
    kept = sorted(path.read_text() for path in tmp_path.glob(f"{FILE_NAME}.*.bad"))
    assert len(kept) == 2 and "{not json" in kept


def test_a_record_that_cannot_be_written_keeps_the_yes_for_this_run(tmp_path: Path) -> None:
    plugin = tmp_path / "bot.py"
    plugin.write_text("class Bot: ...\n")
    blocker = tmp_path / "a file"
    blocker.write_text("")
    plugins = ConfirmedPlugins(blocker / FILE_NAME)
    with pytest.raises(OSError, match="a file"):
        plugins.confirm(PluginFile.read(plugin))
    assert plugins.unconfirmed([plugin]) == ()


@pytest.mark.parametrize("kind", ["folder", "pipe", "link to a device"])
def test_a_record_that_is_not_a_file_is_left_alone_and_never_hangs(
    tmp_path: Path, kind: str
) -> None:
    record = tmp_path / FILE_NAME
    not_a_file(kind, record)
    with released(record) as stuck:
        plugins = ConfirmedPlugins(record)
    assert stuck == []
    assert plugins.unconfirmed([]) == ()
    assert [path.name for path in tmp_path.iterdir()] == [FILE_NAME]  # nothing kept aside


@pytest.mark.parametrize("kind", ["pipe", "link to a device"])
def test_a_plugin_that_is_not_a_file_is_never_read(tmp_path: Path, kind: str) -> None:
    plugin = tmp_path / "bot.py"
    not_a_file(kind, plugin)
    with released(plugin) as stuck, pytest.raises(NotAFileError):
        PluginFile.read(plugin)
    assert stuck == []
    assert ConfirmedPlugins().unconfirmed([plugin]) == ()
