"""Settings never lose a file, never read what is not a settings file, and survive any value."""

from __future__ import annotations

import os
import re
import socket
from pathlib import Path

import pytest

from perudo_qt import app
from perudo_qt import settings as settings_module
from perudo_qt.controller.pacing import Speed
from perudo_qt.rules import Game, RuleOptions
from perudo_qt.settings import MAX_FILE_BYTES, Settings, SettingsPathError
from perudo_qt.settings_schema import SPEED, WINDOW_GEOMETRY

pytestmark = pytest.mark.gui

DAMAGED = b"\x00\xff\xfe not settings [[[\n\x01\x02"


@pytest.fixture
def path(tmp_path: Path) -> Path:
    return tmp_path / "perudo-qt.ini"


@pytest.fixture
def read_only_folder(monkeypatch: pytest.MonkeyPatch) -> None:
    """No file can be made beside the settings file: no backup, no copy."""

    def refuse(*_: object) -> Path:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(settings_module, "reserve_aside", refuse)
    monkeypatch.setattr(settings_module, "keep_aside", refuse)


def backups(path: Path) -> list[Path]:
    return sorted(path.parent.glob(path.name + ".*.bad"))


def read_everything(settings: Settings) -> None:
    """Call every getter, and start a game from the table, as the window does."""
    table = settings.table()
    settings.get(SPEED)
    settings.get(WINDOW_GEOMETRY)
    Game([seat.name for seat in table.seats], table.options, seed=1)


# Paths that are not a settings file -------------------------------------------------------


def not_settings_files(tmp_path: Path) -> dict[str, Path]:
    folder = tmp_path / "Documents"
    folder.mkdir()
    (folder / "letter.txt").write_text("keep me")
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    link = tmp_path / "link"
    link.symlink_to(folder)
    sock_path = tmp_path / "sock"
    sock = socket.socket(socket.AF_UNIX)
    sock.bind(str(sock_path))
    sock.close()
    return {
        "folder": folder,
        "fifo": fifo,
        "symlink to a folder": link,
        "socket": sock_path,
        "device": Path("/dev/zero"),
        "proc": Path("/proc/self/status"),
        "empty": Path(""),
        "folder of a file": tmp_path / "Documents" / "letter.txt" / "perudo.ini",
    }


@pytest.mark.parametrize(
    "kind",
    [
        "folder",
        "fifo",
        "symlink to a folder",
        "socket",
        "device",
        "proc",
        "empty",
        "folder of a file",
    ],
)
def test_a_path_that_is_not_a_settings_file_is_refused(tmp_path: Path, kind: str) -> None:
    target = not_settings_files(tmp_path)[kind]
    before = sorted(p.name for p in tmp_path.iterdir())
    with pytest.raises(SettingsPathError):
        Settings(target)
    assert sorted(p.name for p in tmp_path.iterdir()) == before
    assert (tmp_path / "Documents" / "letter.txt").read_text() == "keep me"


@pytest.mark.parametrize("extra", [[], ["--smoke-test"], ["--autoplay", "1"]])
def test_the_command_line_refuses_a_folder_with_status_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], extra: list[str]
) -> None:
    folder = tmp_path / "Documents"
    folder.mkdir()
    (folder / "letter.txt").write_text("keep me")
    assert app.main(["--settings", str(folder), *extra]) == 2
    assert "is a folder, not a settings file" in capsys.readouterr().err
    assert [p.name for p in tmp_path.iterdir()] == ["Documents"]
    assert [p.name for p in folder.iterdir()] == ["letter.txt"]


# Damaged files -----------------------------------------------------------------------------


def test_every_damaged_file_keeps_its_own_backup(path: Path) -> None:
    path.write_bytes(DAMAGED)
    first = Settings(path)
    first.set(SPEED, Speed.FAST)
    first.sync()
    path.write_bytes(DAMAGED + b"second")
    second = Settings(path)
    kept = backups(path)
    assert len(kept) == 2
    assert {p.read_bytes() for p in kept} == {DAMAGED, DAMAGED + b"second"}
    assert first.report.moved_to != second.report.moved_to
    assert second.rule_options() == RuleOptions()


def test_a_damaged_file_is_kept_aside_as_the_stores_files_are(path: Path) -> None:
    earlier = path.with_name(path.name + ".corrupt-20240101-120000")
    earlier.write_bytes(b"an earlier backup")
    path.write_bytes(DAMAGED)
    settings = Settings(path)
    assert settings.report.moved_to is not None
    assert re.fullmatch(r"perudo-qt\.ini\.\d{8}-\d{6}\.bad", settings.report.moved_to.name)
    assert settings.report.moved_to.read_bytes() == DAMAGED
    assert earlier.read_bytes() == b"an earlier backup"  # a backup of an earlier version


def test_a_damaged_file_behind_a_link_is_neither_moved_nor_written(path: Path) -> None:
    target = path.with_name("real.ini")
    target.write_bytes(DAMAGED)
    path.symlink_to(target)
    settings = Settings(path)
    assert settings.report.read_only
    settings.set(SPEED, Speed.FAST)
    settings.sync()
    assert path.is_symlink() and path.resolve() == target
    assert target.read_bytes() == DAMAGED
    assert sorted(p.name for p in path.parent.iterdir()) == sorted([path.name, target.name])


def test_a_file_too_large_to_be_ours_is_moved_aside_unread(path: Path) -> None:
    path.write_bytes(b"[rules]\ncalza=true\n" + b"x=y\n" * (MAX_FILE_BYTES // 4 + 1))
    settings = Settings(path)
    assert settings.report.moved_to is not None
    assert settings.report.moved_to.stat().st_size > MAX_FILE_BYTES
    assert settings.rule_options() == RuleOptions()


@pytest.mark.usefixtures("read_only_folder")
def test_a_damaged_file_that_cannot_be_moved_is_left_alone(path: Path) -> None:
    path.write_bytes(DAMAGED)
    settings = Settings(path)
    assert settings.report.read_only
    assert "nor moved aside (Permission denied)" in settings.report.problems[0]
    read_everything(settings)
    settings.set(SPEED, Speed.FAST)
    settings.sync()
    assert path.read_bytes() == DAMAGED
    assert [p.name for p in path.parent.iterdir()] == [path.name]
    assert settings.get(SPEED) is Speed.FAST  # kept for this session only


def test_another_instance_moving_the_file_first_is_no_crash(
    path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    keep_aside = settings_module.keep_aside

    def racing(target: Path) -> Path:
        # The other instance keeps the file aside first, under a name of its own.
        keep_aside(target)
        return keep_aside(target)

    monkeypatch.setattr(settings_module, "keep_aside", racing)
    path.write_bytes(DAMAGED)
    settings = Settings(path)
    assert "another instance moved it aside" in settings.report.problems[0]
    assert [p.read_bytes() for p in backups(path)] == [DAMAGED]
    assert settings.rule_options() == RuleOptions()


def test_one_bad_line_keeps_the_other_settings(path: Path) -> None:
    text = b"[rules]\ncalza=true\nthis line is damaged\n[display]\nspeed=fast\n"
    path.write_bytes(text)
    settings = Settings(path)
    assert settings.rule_options().calza is True
    assert settings.get(SPEED) is Speed.FAST
    assert "line(s) 3 could not be read" in settings.report.problems[0]
    assert settings.report.moved_to is not None
    assert settings.report.moved_to.read_bytes() == text
    assert path.exists()


def test_a_latin1_file_is_read(path: Path) -> None:
    path.write_bytes(b"[table]\nopponent0/name=Jos\xe9\n[rules]\ncalza=true\n")
    settings = Settings(path)
    assert settings.rule_options().calza is True
    assert settings.report.moved_to is None
    assert backups(path) == []


def test_a_latin1_file_is_converted_and_its_original_kept(path: Path) -> None:
    original = b"[table]\nplayer_name=Jos\xe9\n[rules]\ncalza=true\n"
    path.write_bytes(original)
    settings = Settings(path)
    assert settings.table().seats[0].name == "Jos\u00e9"
    assert path.read_text(encoding="utf-8") == original.decode("latin-1")
    (kept,) = path.parent.glob(path.name + ".*.latin1")
    assert kept.read_bytes() == original
    assert "converted to UTF-8" in settings.report.problems[0]
    assert Settings(path).report.problems == []  # once converted, it is just a settings file


def test_a_latin1_file_behind_a_symlink_is_converted_where_it_is(path: Path) -> None:
    target = path.with_name("real.ini")
    target.write_bytes(b"[table]\nplayer_name=Jos\xe9\n")
    path.symlink_to(target)
    assert Settings(path).table().seats[0].name == "Jos\u00e9"
    assert path.is_symlink()
    assert target.read_text(encoding="utf-8") == "[table]\nplayer_name=Jos\u00e9\n"


@pytest.mark.usefixtures("read_only_folder")
def test_a_latin1_file_that_cannot_be_converted_is_read_and_left_alone(path: Path) -> None:
    original = b"[table]\nplayer_name=Jos\xe9\n"
    path.write_bytes(original)
    settings = Settings(path)
    assert settings.table().seats[0].name == "Jos\u00e9"
    settings.set(SPEED, Speed.FAST)
    settings.sync()
    assert path.read_bytes() == original
    assert [p.name for p in path.parent.iterdir()] == [path.name]


@pytest.mark.usefixtures("read_only_folder")
def test_a_bad_line_that_cannot_be_kept_aside_keeps_the_rest_and_writes_nothing(
    path: Path,
) -> None:
    text = b"[rules]\ncalza=true\nthis line is damaged\n"
    path.write_bytes(text)
    settings = Settings(path)
    assert settings.rule_options().calza is True
    assert settings.report.read_only
    assert "the other settings are used, and nothing is saved" in settings.report.problems[0]
    assert "default" not in settings.report.problems[0]
    settings.set(SPEED, Speed.FAST)
    settings.sync()
    assert path.read_bytes() == text


def test_a_file_that_cannot_be_read_is_neither_moved_nor_written(
    path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    text = b"[rules]\ncalza=true\n"
    path.write_bytes(text)

    reader = settings_module.read_file

    def unreadable(name: Path, *args: object, **kwargs: object) -> bytes:
        if Path(name) == path:
            raise PermissionError(13, "Permission denied")
        return reader(name, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(settings_module, "read_file", unreadable)
    settings = Settings(path)
    assert settings.report.read_only
    assert "could not be read (Permission denied)" in settings.report.problems[0]
    assert settings.rule_options() == RuleOptions()
    settings.set(SPEED, Speed.FAST)
    settings.sync()
    assert path.read_bytes() == text
    assert [p.name for p in path.parent.iterdir()] == [path.name]


def test_a_file_of_sections_only_is_no_damage(path: Path) -> None:
    path.write_text("[rules]\n\n; nothing yet\n")
    settings = Settings(path)
    assert settings.report.problems == []
    assert path.exists()


# Hostile values ----------------------------------------------------------------------------

KEYS = [
    "rules/dice_per_player",
    *(f"rules/{name}" for name in RuleOptions.toggle_names()),
    "table/opponents",
    "table/player_name",
    "table/opponent0/name",
    "table/opponent0/level",
    "table/opponent0/personality",
    "display/speed",
    "window/geometry",
]

HOSTILE = [
    "Me, You",
    "@ByteArray(abc)",
    "@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\nQByteArray\\0\\0\\0\\0\\x03\\x61\\x62\\x63)",
    "@Variant(\\0\\0\\0\\x1a\\0\\0\\0\\x1\\0\\0\\0\\x2)",
    "9" * 5000,
    "-1",
    "1.5",
    "\\t",
    "x" * 300,
]


NAMES = ("table/player_name", "table/opponent0/name")
FINE = {
    # Qt checks a geometry when it restores it.
    ("window/geometry", "@ByteArray(abc)"),
    ("window/geometry", HOSTILE[2]),
    *((key, value) for key in NAMES for value in ("-1", "1.5")),  # odd names, but names
}


@pytest.mark.parametrize("key", KEYS)
@pytest.mark.parametrize("value", HOSTILE)
def test_any_value_of_any_key_falls_back_to_its_default(path: Path, key: str, value: str) -> None:
    section, _, name = key.partition("/")
    path.write_text(f"[{section}]\n{name}={value}\n", encoding="utf-8")
    settings = Settings(path)
    read_everything(settings)
    table = settings.table()
    assert all(isinstance(seat.name, str) and seat.name for seat in table.seats)
    assert isinstance(settings.get(SPEED), Speed)
    assert bool(settings.report.problems) != ((key, value) in FINE), settings.report.problems
