"""Every setting is one entry of the schema: read, checked, written, offered and documented."""

from __future__ import annotations

import functools
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QByteArray

from perudo_qt import settings_schema as schema
from perudo_qt.coach import CoachMode
from perudo_qt.controller.pacing import Speed
from perudo_qt.controller.table import DEFAULT_NAMES, TableSetup
from perudo_qt.rules import RuleOptions
from perudo_qt.settings import Settings
from perudo_qt.settings_schema import (
    Choice,
    Flag,
    KeyList,
    Member,
    Number,
    Setting,
    State,
    Text,
)
from perudo_qt.ui.setup.dialogs import SettingsDialog

from .test_settings_files import reads

pytestmark = pytest.mark.gui

ROOT = Path(__file__).resolve().parents[1]

ENTRIES = [
    entry
    for setting in schema.SETTINGS
    for entry in (
        [setting] if setting.count == 1 else [setting.at(n) for n in range(setting.count)]
    )
]
"""Every setting the file may hold, a numbered one once per number."""


def other_value(setting: Setting[Any]) -> object:
    """Return a valid value of ``setting`` that is not its default."""
    kind = setting.kind
    if isinstance(kind, Flag):
        return not setting.default
    if isinstance(kind, Number):
        return kind.high if setting.default != kind.high else kind.low
    if isinstance(kind, Text):
        return "Zoë Å"
    if isinstance(kind, Choice):
        return next(choice for choice in kind.choices if choice != setting.default)
    if isinstance(kind, Member):
        return next(member for member in kind.members if member != setting.default)
    if isinstance(kind, KeyList):
        return ("Ctrl+Alt+K", ",")
    assert isinstance(kind, State)
    return QByteArray(b"\x01\x02state")


def bad_value(setting: Setting[Any]) -> str:
    """Return what a file may hold for ``setting`` that is not one of its values."""
    kind = setting.kind
    if isinstance(kind, Flag):
        return "maybe"
    if isinstance(kind, Number):
        return str(kind.high + 1)
    if isinstance(kind, Text):
        return "x" * (kind.limit + 1)
    if isinstance(kind, (Choice, Member)):
        return "klingon"
    if isinstance(kind, KeyList):
        return "Ctrl+Klingon"
    assert isinstance(kind, State)
    return "not a saved state"


@pytest.mark.parametrize("setting", ENTRIES, ids=lambda setting: setting.key)
def test_every_setting_comes_back_as_written(tmp_path: Path, setting: Setting[Any]) -> None:
    path = tmp_path / "perudo-qt.ini"
    settings = Settings(path)
    assert settings.get(setting) == setting.default
    value = other_value(setting)
    settings.set(setting, value)
    settings.sync()
    again = Settings(path)
    assert again.get(setting) == value
    assert again.report.problems == []


@pytest.mark.parametrize("setting", ENTRIES, ids=lambda setting: setting.key)
def test_a_bad_value_reads_as_the_default_and_is_said(
    tmp_path: Path, setting: Setting[Any]
) -> None:
    path = tmp_path / "perudo-qt.ini"
    group, _, name = setting.key.partition("/")
    path.write_text(f"[{group}]\n{name}={bad_value(setting)}\n", encoding="utf-8")
    settings = Settings(path)
    assert settings.get(setting) == setting.default
    (problem,) = settings.report.problems
    assert f"setting {setting.key}=" in problem


def test_the_defaults_are_the_games_defaults() -> None:
    rules = {name: setting.default for name, setting in schema.RULES.items()}
    assert RuleOptions.from_dict(rules) == RuleOptions()
    assert set(schema.RULES) == set(RuleOptions.names())
    default = TableSetup.default()
    assert schema.OPPONENT_COUNT.default == len(default.seats) - 1
    names = [schema.OPPONENT_NAME.at(number).default for number in range(len(default.seats) - 1)]
    assert names == [seat.name for seat in default.seats[1:]]
    assert {seat.bot for seat in default.seats[1:]} == {schema.OPPONENT_LEVEL.default}
    assert Speed(schema.SPEED.default) is Speed.NORMAL
    assert CoachMode(schema.COACH.default) is CoachMode.AFTER_GAME


def test_the_fuzz_properties_read_every_setting() -> None:
    assert set(reads(schema.OPPONENTS)) == {setting.key for setting in ENTRIES}


def test_the_files_sections_are_the_schemas_groups() -> None:
    assert set(schema.GROUPS) == {setting.key.partition("/")[0] for setting in schema.SETTINGS}
    assert len({setting.key for setting in schema.SETTINGS}) == len(schema.SETTINGS)


def test_the_dialogs_offer_what_the_schema_allows(
    qtbot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(schema, "DICE_PER_PLAYER", Setting("rules/d", Number(2, 4), 3, str))
    monkeypatch.setattr(schema, "OPPONENT_COUNT", Setting("table/o", Number(1, 3), 2, str))
    monkeypatch.setattr(schema, "LANGUAGE", Setting("display/l", Choice(("fr", "")), "", str))
    monkeypatch.setattr(schema, "SOUND_VOLUME", Setting("sound/v", Number(10, 90), 50, str))
    personalities = Setting("table/p", Choice(("pirate", "")), "", str)
    monkeypatch.setattr(schema, "OPPONENT_PERSONALITY", personalities)
    dialog = SettingsDialog(TableSetup.default(), Speed.NORMAL)
    qtbot.addWidget(dialog)
    ranges = (dialog.rules_editor.dice, dialog.table_editor.count, dialog.sound.volume)
    assert [(box.minimum(), box.maximum()) for box in ranges] == [(2, 4), (1, 3), (10, 90)]
    assert len(dialog.table_editor.rows) == 3

    def entries(combo: Any) -> list[object]:
        return [combo.itemData(index) for index in range(combo.count())]

    assert entries(dialog.speed) == [speed.value for speed in schema.members(schema.SPEED)]
    assert entries(dialog.language.combo) == ["fr", ""]
    assert entries(dialog.learning.coach) == [int(mode) for mode in schema.members(schema.COACH)]
    assert entries(dialog.table_editor.rows[0][2]) == ["pirate", ""]


@functools.cache
def printed_table() -> str:
    """What the command prints, in a process of its own (no translation installed: English)."""
    return subprocess.run(
        [sys.executable, "-m", "perudo_qt.settings_schema", "--markdown"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout


def test_the_readme_lists_every_setting() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert printed_table() in readme, (
        "README.md's table of settings is not the schema's: replace it with the output of "
        "`python -m perudo_qt.settings_schema --markdown`"
    )


def test_the_command_prints_every_setting() -> None:
    rows = printed_table().splitlines()[2:]
    assert len(rows) == len(schema.SETTINGS)
    for row, setting in zip(rows, schema.SETTINGS, strict=True):
        assert row.startswith(f"| `{setting.key.format(number='N')}`")
        assert setting.describe() in row


def test_a_numbered_setting_is_read_one_number_at_a_time(tmp_path: Path) -> None:
    settings = Settings(tmp_path / "perudo-qt.ini")
    with pytest.raises(ValueError, match=r"at\(\)"):
        settings.get(schema.OPPONENT_NAME)
    with pytest.raises(ValueError, match=r"at\(\)"):
        settings.set(schema.OPPONENT_NAME, "Ana")
    with pytest.raises(IndexError):
        schema.OPPONENT_NAME.at(schema.OPPONENTS)


def test_a_table_of_bots_only_is_kept_as_far_as_the_file_has_places(tmp_path: Path) -> None:
    settings = Settings(tmp_path / "perudo-qt.ini")
    settings.set_table(TableSetup.all_bots(6))
    table = settings.table()
    assert len(table.seats) == 6
    assert settings.report.problems == []


def test_opponents_past_the_default_table_have_names_of_their_own(tmp_path: Path) -> None:
    path = tmp_path / "perudo-qt.ini"
    path.write_text("[table]\nopponents=5\n", encoding="utf-8")
    seats = Settings(path).table().seats
    names = [seat.name for seat in seats[1:]]
    assert names == list(DEFAULT_NAMES[1:6])  # as the New Game dialog names them
