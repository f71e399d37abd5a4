"""A settings file that is not ours is never touched; one of ours never stops the game."""

from __future__ import annotations

import inspect
import os
import random
import re
import subprocess
import sys
import tempfile
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

import hypothesis
import pytest
from hypothesis import given
from hypothesis import strategies as st
from PySide6.QtCore import QByteArray, QSettings
from PySide6.QtWidgets import QApplication

from perudo_qt import app, i18n
from perudo_qt.coach import CoachMode
from perudo_qt.controller.pacing import Speed
from perudo_qt.controller.table import DEFAULT_NAMES, SeatSetup, TableSetup
from perudo_qt.rules import RuleOptions
from perudo_qt.rules.names import MAX_NAME_LENGTH, is_seat_name
from perudo_qt.settings import GROUPS, Settings, SettingsPathError
from perudo_qt.settings_schema import (
    COACH,
    HINTS,
    LANGUAGE,
    SETTINGS,
    SOUND_MUTED,
    SOUND_VOLUME,
    SPEED,
    SPLITTER_STATE,
    TUTORIAL_OFFERED,
    WINDOW_GEOMETRY,
)
from perudo_qt.ui.controls.key_map import Key
from perudo_qt.ui.main_window import MainWindow

pytestmark = pytest.mark.gui

ROOT = Path(__file__).resolve().parents[1]

# Files that are not ours ----------------------------------------------------------------------

SHELL_RC = b"""# ~/.bashrc: executed by bash(1) for non-login shells.
export PATH="$HOME/bin:$PATH"
HISTSIZE=1000
alias ll='ls -alF'
if [ -f ~/.bash_aliases ]; then
    . ~/.bash_aliases
fi
"""
PDF = (
    b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n"
    b"2 0 obj\n<< /Length 12 /Filter /FlateDecode >>\nstream\nx\x9c\x03\x00\x00\x00\x00\x01"
    b"\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n"
)
ANOTHER_PROGRAMS_INI = b"[General]\ntheme=dark\n[window]\ngeometry=@ByteArray(abc)\n"
KEYS_BEFORE_OUR_SECTIONS = b"editor=vim\n[display]\nspeed=fast\n"


def foreign_files(folder: Path) -> dict[str, Path]:
    """Write each kind of file that is not ours into ``folder``; return them by kind."""
    files = {
        "shell rc": (".bashrc", SHELL_RC),
        "pdf": ("thesis.pdf", PDF),
        "passwd": ("passwd", Path("/etc/passwd").read_bytes()),
        "empty": ("empty.ini", b""),
        "blank": ("blank.ini", b"\n  \n"),
        "another program's ini": ("other.ini", ANOTHER_PROGRAMS_INI),
        "keys before our sections": ("keys.ini", KEYS_BEFORE_OUR_SECTIONS),
    }
    paths = {}
    for kind, (name, data) in files.items():
        (folder / name).write_bytes(data)
        paths[kind] = folder / name
    return paths


def snapshot(folder: Path) -> dict[str, bytes]:
    """Every name in ``folder``, with its bytes."""
    return {path.name: path.read_bytes() for path in sorted(folder.iterdir())}


FOREIGN_KINDS = [
    "shell rc",
    "pdf",
    "passwd",
    "empty",
    "blank",
    "another program's ini",
    "keys before our sections",
]


@pytest.mark.parametrize("extra", [["--smoke-test"], []])
@pytest.mark.parametrize("kind", FOREIGN_KINDS)
def test_a_named_file_that_is_not_ours_is_refused_and_left_as_it_is(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], kind: str, extra: list[str]
) -> None:
    target = foreign_files(tmp_path)[kind]
    before = snapshot(tmp_path)
    try:
        assert app.main(["--settings", str(target), *extra]) == 2
    finally:
        i18n.install_translations(QApplication.instance(), "en")  # main chose the system's
    assert snapshot(tmp_path) == before
    err = capsys.readouterr().err
    assert err.count("\n") == 1, err
    assert err.startswith(f"perudo-qt: settings: {target} is not a Perudo settings file (")
    assert err.rstrip("\n").endswith("; it was left as it is")


def run_game(*arguments: str) -> subprocess.CompletedProcess[str]:
    """Run ``python -m perudo_qt`` offscreen, in a process of its own (a whole Qt session)."""
    return subprocess.run(
        [sys.executable, "-m", "perudo_qt", *arguments],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        check=False,
        timeout=120,
    )


def test_the_program_refuses_a_shell_rc_file_in_one_line(tmp_path: Path) -> None:
    rc = tmp_path / ".bashrc"
    rc.write_bytes(SHELL_RC)
    result = run_game("--settings", str(rc), "--smoke-test")
    assert result.returncode == 2
    assert result.stderr.splitlines() == [
        f"perudo-qt: settings: {rc} is not a Perudo settings file "
        "(it does not hold the game's sections only); it was left as it is"
    ]
    assert snapshot(tmp_path) == {".bashrc": SHELL_RC}


def test_each_reason_is_said(tmp_path: Path) -> None:
    files = foreign_files(tmp_path)
    reasons = {}
    for kind in ("shell rc", "pdf", "empty"):
        with pytest.raises(SettingsPathError) as refused:
            Settings(files[kind], chosen=True)
        reasons[kind] = str(refused.value)
    assert "(it does not hold the game's sections only)" in reasons["shell rc"]
    assert "(it is not text)" in reasons["pdf"]
    assert "(it is empty)" in reasons["empty"]


# Files that are ours, at a named path ----------------------------------------------------------


@cache
def realistic() -> bytes:
    """A settings file as the game writes it, with every key set."""
    with tempfile.TemporaryDirectory(prefix="perudo-qt-test-") as folder:
        path = Path(folder) / "perudo-qt.ini"
        settings = Settings(path)
        options = RuleOptions(dice_per_player=4, calza=True, palifico=False, lost_dice_visible=True)
        settings.set_rule_options(options)
        seats = (
            SeatSetup("Åsa"),
            SeatSetup("Михаил", "hard", "pirate"),
            SeatSetup("Zofią Nowak", "easy"),
            SeatSetup("Zoë", "expert", "skeptic"),
        )
        settings.set_table(TableSetup(seats, options))
        settings.set(SPEED, Speed.FAST)
        settings.set(WINDOW_GEOMETRY, QByteArray(bytes(range(66))))
        settings.set(SPLITTER_STATE, QByteArray(b"\x00\x00\x00\xff\x00\x01\x02"))
        settings.set(LANGUAGE, "fr")
        settings.set(TUTORIAL_OFFERED, True)
        settings.set(HINTS, True)
        settings.set(COACH, CoachMode.AFTER_ROUND)
        settings.set(SOUND_VOLUME, 35)
        settings.set(SOUND_MUTED, True)
        settings.set_reveal_auto_continue(3)
        settings.set_key_bindings({Key.DUDO: ("Ctrl+Alt+D",), Key.MORE: ("+", ",")})
        settings.sync()
        return path.read_bytes()


def test_a_named_file_of_ours_is_read_and_written(tmp_path: Path) -> None:
    sections = re.findall(rb"^\[([^\]\n]*)\]$", realistic(), re.MULTILINE)
    assert sorted(sections) == sorted(group.encode() for group in GROUPS)
    path = tmp_path / "mine.ini"
    path.write_bytes(realistic())
    settings = Settings(path, chosen=True)
    assert settings.report.problems == []
    assert settings.table().seats[1].name == "Михаил"
    settings.set(SOUND_VOLUME, 80)
    settings.sync()
    assert Settings(path, chosen=True).get(SOUND_VOLUME) == 80
    assert [p.name for p in tmp_path.iterdir()] == ["mine.ini"]


def test_a_named_latin1_file_of_ours_is_still_converted(tmp_path: Path) -> None:
    path = tmp_path / "mine.ini"
    original = b"[table]\nplayer_name=Jos\xe9\n[rules]\ncalza=true\n"
    path.write_bytes(original)
    settings = Settings(path, chosen=True)
    assert settings.table().seats[0].name == "Jos\u00e9"
    (kept,) = tmp_path.glob("mine.ini.*.latin1")
    assert kept.read_bytes() == original


def test_the_smoke_test_runs_with_a_named_file_of_ours(tmp_path: Path) -> None:
    path = tmp_path / "mine.ini"
    path.write_bytes(realistic())
    result = run_game("--settings", str(path), "--smoke-test", "--seed", "1")
    assert result.returncode == 0, result.stderr
    assert "smoke test passed" in result.stdout
    assert [p.name for p in tmp_path.iterdir()] == ["mine.ini"]


# Names the game saves come back as written ------------------------------------------------------


@pytest.mark.parametrize("name", ["Åsa", "Михаил", "Zofią", "Zofią Nowak"])
def test_a_name_the_game_saves_comes_back_as_written(tmp_path: Path, name: str) -> None:
    path = tmp_path / "perudo-qt.ini"
    settings = Settings(path)
    seats = (SeatSetup(name), SeatSetup(name + " 2", "easy"))
    settings.set_table(TableSetup(seats, RuleOptions()))
    settings.sync()
    again = Settings(path)
    assert [seat.name for seat in again.table().seats] == [name, name + " 2"]
    assert again.report.problems == []
    assert [p.name for p in tmp_path.iterdir()] == [path.name]


@pytest.mark.parametrize("name", ["a\x85b", "a\u2028b", "a\x1eb", "a\nb"])
def test_a_name_that_cannot_come_back_is_not_saved_and_said(tmp_path: Path, name: str) -> None:
    path = tmp_path / "perudo-qt.ini"
    settings = Settings(path)
    settings.set_table(TableSetup((SeatSetup("Ana"), SeatSetup("Bo", "easy")), RuleOptions()))
    settings.sync()
    settings.set_table(TableSetup((SeatSetup(name), SeatSetup("Bo", "easy")), RuleOptions()))
    settings.sync()
    assert len(settings.report.problems) == 1
    assert repr(name) in settings.report.problems[0]
    again = Settings(path)
    assert again.table().seats[0].name == "Ana"
    assert again.report.problems == []
    assert [p.name for p in tmp_path.iterdir()] == [path.name]


def test_a_binary_file_at_our_place_is_kept_aside_once(tmp_path: Path) -> None:
    path = tmp_path / "perudo-qt.ini"
    noise = random.Random(1)
    path.write_bytes(bytes(noise.randrange(256) for _ in range(3000)))
    first = Settings(path)
    assert first.report.moved_to is not None
    kept = snapshot(tmp_path)
    assert len(kept) == 2
    for _ in range(2):
        again = Settings(path)
        again.table()
        assert again.report.moved_to is None
        assert again.report.problems == []
        assert snapshot(tmp_path) == kept


def test_a_damaged_line_is_mended_once(tmp_path: Path) -> None:
    path = tmp_path / "perudo-qt.ini"
    path.write_bytes(b"[rules]\ncalza=true\nthis line is damaged\n[display]\nspeed=fast\n")
    assert Settings(path).report.moved_to is not None
    again = Settings(path)
    assert again.report.problems == []
    assert again.rule_options().calza is True
    assert again.get(SPEED) is Speed.FAST
    assert len(list(tmp_path.iterdir())) == 2


# Reported once a session ------------------------------------------------------------------------


def test_a_problem_is_reported_once_whatever_the_language(tmp_path: Path) -> None:
    path = tmp_path / "perudo-qt.ini"
    path.write_bytes(b"[display]\nlanguage=klingon\n[table]\nplayer_name=a\\x1e\n")
    settings = Settings(path)
    settings.get(LANGUAGE)
    settings.table()
    assert len(settings.report.problems) == 2
    try:
        i18n.install_translations(QApplication.instance(), "fr")
        settings.get(LANGUAGE)
        settings.table()
    finally:
        i18n.install_translations(QApplication.instance(), "en")
    assert len(settings.report.problems) == 2, settings.report.problems


# Any content: no getter raises, and the report says what was wrong --------------------------------

READ_PLAINLY = frozenset(
    {
        "display/speed",
        "display/reactions",
        "display/language",
        "display/table_theme",
        "display/table_text_size",
        "display/reduce_motion",
        "window/geometry",
        "window/splitter",
        "window/side_width",
        "help/tutorial_offered",
        "learning/hints",
        "learning/coach",
        "sound/volume",
        "sound/muted",
    }
)
"""The keys of the settings no getter composes: the game reads them with ``Settings.get``."""

GETTERS = [
    name
    for name, function in inspect.getmembers(Settings, inspect.isfunction)
    if not name.startswith(("_", "set_"))
    and name != "sync"
    and list(inspect.signature(function).parameters) == ["self"]
]


PLAIN = [setting for setting in SETTINGS if setting.count == 1 and setting.key in READ_PLAINLY]
"""The settings read as they are, with ``Settings.get``: no getter of their own composes them."""


def read_all(settings: Settings) -> dict[str, Any]:
    """Call every public getter (found by name, so that a new one is called too), and read
    every setting no getter composes by its key."""
    values = {name: getattr(settings, name)() for name in GETTERS}
    values.update((setting.key, settings.get(setting)) for setting in PLAIN)
    return values


Read = Callable[[dict[str, Any]], object]


def seat(number: int, part: str) -> Read:
    return lambda values: getattr(values["table"].seats[number], part)


def reads(opponents: int) -> dict[str, Read]:
    """What each key of ours reads as, for a table of ``opponents`` opponents."""
    keys: dict[str, Read] = {
        "rules/dice_per_player": lambda values: values["rule_options"].dice_per_player,
        "table/opponents": lambda values: len(values["table"].seats) - 1,
        "table/player_name": seat(0, "name"),
        "display/speed": lambda values: values["display/speed"].value,
        "learning/coach": lambda values: int(values["learning/coach"]),
        "showdown/auto_continue": lambda values: int(values["reveal_auto_continue"] or 0),
    }
    for key in READ_PLAINLY - {"display/speed", "learning/coach"}:
        keys[key] = lambda values, key=key: values[key]
    for name in RuleOptions.toggle_names():
        keys[f"rules/{name}"] = lambda values, name=name: getattr(values["rule_options"], name)
    for key in Key:
        keys[f"keys/{key.value}"] = lambda values, key=key: values["key_bindings"][key]
    for number in range(opponents):
        prefix = f"table/opponent{number}"
        keys[f"{prefix}/name"] = seat(number + 1, "name")
        keys[f"{prefix}/level"] = seat(number + 1, "bot")
        keys[f"{prefix}/personality"] = seat(number + 1, "personality")
    return keys


def agrees(stored: object, read: object) -> bool:
    """Whether the value Qt read from the file is the one a getter returned."""
    if isinstance(read, bool):
        words = ("true", "1") if read else ("false", "0")
        return stored is read or (isinstance(stored, str) and stored.lower() in words)
    if isinstance(read, int):
        if isinstance(stored, str) and re.fullmatch(r"[+-]?[0-9]+", stored):
            return int(stored) == read
        return stored == read and not isinstance(stored, bool)
    if isinstance(read, tuple):  # keys: Qt reads one as text, several as a list
        return stored == list(read) or (len(read) == 1 and stored == read[0])
    if isinstance(read, str) and isinstance(stored, str):
        return stored.strip() == read
    return stored == read


def stored_values(path: Path) -> dict[str, object]:
    """The values Qt reads from the file at ``path`` now (none when there is no file)."""
    if not path.exists():
        return {}
    stored = QSettings(str(path), QSettings.Format.IniFormat)
    return {key: stored.value(key) for key in reads(5) if stored.contains(key)}


def check_any_content(data: bytes) -> None:
    """Whatever a file holds, named or at our place, the game starts or refuses it untouched."""
    check_named(data)
    check_at_our_place(data)


def check_named(data: bytes) -> None:
    """A named file is refused untouched (the one exception), or used as at our place."""
    with tempfile.TemporaryDirectory(prefix="perudo-qt-test-") as name:
        folder = Path(name)
        path = folder / "named.ini"
        path.write_bytes(data)
        try:
            settings = Settings(path, chosen=True)
        except SettingsPathError:
            assert snapshot(folder) == {path.name: data}
            return
        read_all(settings)


def check_at_our_place(data: bytes) -> None:
    """Whatever the file at our place holds: the game starts, and nothing goes unsaid.

    No getter raises; a file changed, moved or copied is reported; a value the file holds and
    a getter did not use is reported by its key; the next start reads the same and keeps no
    other copy.
    """
    with tempfile.TemporaryDirectory(prefix="perudo-qt-test-") as name:
        folder = Path(name)
        path = folder / "perudo-qt.ini"
        path.write_bytes(data)
        settings = Settings(path)
        values = read_all(settings)
        assert {"table", "window/splitter", "reveal_auto_continue"} <= set(values)
        problems = settings.report.problems
        if snapshot(folder) != {path.name: data}:
            assert any(str(path) in problem for problem in problems), problems
        if settings.report.read_only:
            return
        after = snapshot(folder)
        stored = stored_values(path)
        table = values["table"]
        assert isinstance(table, TableSetup)
        for key, read in reads(len(table.seats) - 1).items():
            if key in stored and not agrees(stored[key], read(values)):
                assert any(f"setting {key}=" in problem for problem in problems), (key, problems)
        again = Settings(path)
        assert read_all(again) == values
        assert again.report.moved_to is None
        assert snapshot(folder) == after


def mutate(data: bytes, changes: list[tuple[str, int, bytes]]) -> bytes:
    """Apply each change (insert, delete a few bytes, replace one) at its place in ``data``."""
    for kind, place, piece in changes:
        at = place % (len(data) + 1)
        if kind == "insert":
            data = data[:at] + piece + data[at:]
        elif kind == "delete":
            data = data[:at] + data[at + len(piece) + 1 :]
        else:
            data = data[:at] + piece[:1] + data[at + 1 :]
    return data


PIECES = st.one_of(
    st.binary(min_size=1, max_size=6),
    st.sampled_from(
        [
            b"\x1e",
            b"\x85",
            b"\xc2\x85",
            b"\xe2\x80\xa8",
            b"\x00",
            b"\r",
            b"\n",
            b"=",
            b"[",
            b"]",
            b"\\",
            b'"',
            b"\xff",
            b" ",
            b"\t",
            b"\n[General]\n",
            b"@Variant(\\0\\0\\0\\x1\\x1)",
            b"@Variant(",
            b"@ByteArray(",
            b"@Invalid()",
            b"\\x1e",
            b"\\u0085",
            "\u00e9".encode("latin-1"),
            "٣".encode(),
            b"99999999999",
        ]
    ),
    st.text(max_size=8).map(str.encode),
)
CHANGES = st.lists(
    st.tuples(st.sampled_from(["insert", "delete", "replace"]), st.integers(0, 1 << 16), PIECES),
    min_size=1,
    max_size=6,
)
CONTENTS = st.one_of(st.binary(max_size=600), st.text(max_size=300).map(str.encode))
# A fast run in `make test` (under 5 s each on a busy machine), 20,000 examples in the slow one.
AT_LENGTH = pytest.param(20_000, marks=pytest.mark.slow)
# Qt says so when a file names a type it does not know ("@Variant(...)"): the value is then
# refused like any other, which is what the properties check.
QT_UNKNOWN_TYPE = pytest.mark.qt_log_ignore("Trying to construct an instance of an invalid type")


@QT_UNKNOWN_TYPE
@pytest.mark.parametrize("examples", [120, AT_LENGTH])
def test_any_mutation_of_a_real_file_starts_and_is_reported(examples: int) -> None:
    @hypothesis.settings(max_examples=examples, deadline=None)
    @given(CHANGES)
    def holds(changes: list[tuple[str, int, bytes]]) -> None:
        check_any_content(mutate(realistic(), changes))

    holds()


@QT_UNKNOWN_TYPE
@pytest.mark.parametrize("examples", [300, AT_LENGTH])
def test_any_bytes_start_and_are_reported(examples: int) -> None:
    @hypothesis.settings(max_examples=examples, deadline=None)
    @given(CONTENTS)
    def holds(data: bytes) -> None:
        check_any_content(data)

    holds()


@pytest.mark.parametrize(
    "data",
    [
        b"[table]\nopponents=3\x1e\n",
        b"[sound]\nvolume=\x1c70\n",
        b"[learning]\ncoach=\xd9\xa1\n",
        b"[table]\nplayer_name=Zofi\xc4\x85\nopponent0\\name=\xc3\x85sa\n",
        b"[window]\ngeometry=@Variant(\\0\\0\\x4\\x40\\0\\0\\0)\n",  # a type Qt lacks
    ],
)
@QT_UNKNOWN_TYPE
def test_odd_bytes_after_a_number_or_in_a_name(data: bytes) -> None:
    check_any_content(data)


def test_the_window_starts_with_a_mutated_file(qtbot, tmp_path: Path) -> None:
    path = tmp_path / "perudo-qt.ini"
    data = (
        realistic()
        .replace(b"opponents=3", b"opponents=3\x1e")
        .replace(b"volume=35", b"volume=3\x0c5")
    )
    path.write_bytes(b"\x1e" + data + b"garbage line\x85\n")
    settings = Settings(path)
    window = MainWindow(settings, Speed.INSTANT, ask_after_game=False)
    qtbot.addWidget(window)
    window.show()
    window.start_game(settings.table(), seed=1)
    assert window.controller.game is not None
    details = window.notice.details_text()
    assert "could not be read" in details
    assert "setting table/opponents='3\\x1e'" in details
    assert window.notice.isVisibleTo(window)
    assert settings.table().seats[1].name == "Михаил"  # one stray byte garbles no other name
    window.close()


@given(name=st.text(max_size=MAX_NAME_LENGTH + 2))
@hypothesis.settings(max_examples=300, deadline=None)
def test_a_name_the_settings_keep_is_one_a_save_keeps(tmp_path_factory, name: str) -> None:
    """Settings and saves share one idea of a seat's name: what one keeps, the other keeps."""
    settings = Settings(tmp_path_factory.mktemp("names") / "s.ini")
    settings.set_table(TableSetup((SeatSetup("You"), SeatSetup(name, "normal"))))
    kept = settings.table().seats[1].name
    assert is_seat_name(kept)
    assert kept == (name.strip() if is_seat_name(name) else DEFAULT_NAMES[1])
