"""The one place settings are read and written: rules, default table, speed, window state.

Stored with QSettings in an INI file. Only a regular file is ever opened: any other path is
refused. A file Qt cannot read at all is moved aside under a timestamped name; lines it cannot
read are reported and the rest is kept; a Latin-1 file is converted to UTF-8, its original kept.
A file that cannot be read, or kept aside, is never written: its settings live in memory.
Every stored value is checked and converted here: an invalid one falls back to its default,
with a message, and the app starts.
"""

from __future__ import annotations

import logging
import os
import re
import shutil
import stat
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings

from perudo_qt.bots import PRESETS
from perudo_qt.coach import CoachMode
from perudo_qt.controller.pacing import Speed
from perudo_qt.controller.table import SeatSetup, TableSetup
from perudo_qt.i18n import LANGUAGES, tr
from perudo_qt.rules import MAX_DICE_PER_PLAYER, RuleOptions

log = logging.getLogger(__name__)

MAX_FILE_BYTES = 1 << 20
"""A settings file larger than this is not read: ours is a few hundred bytes."""

MAX_NAME_LENGTH = 40
"""The longest seat name read from settings."""

_SYSTEM_FOLDERS = ("/proc", "/sys", "/dev")
_INTEGER = re.compile(r"[+-]?\d{1,9}")


class SettingsPathError(ValueError):
    """A settings path that is not, and cannot become, a regular file of ours."""


@dataclass
class LoadReport:
    """What went wrong while loading settings: each problem, and where a bad file was kept.

    Attributes:
        problems: one message per problem, for the log.
        moved_to: where a file that could not be read was moved (or copied) aside, if anywhere.
        read_only: the file could not be kept aside, so nothing is written this session.
    """

    problems: list[str] = field(default_factory=list)
    moved_to: Path | None = None
    read_only: bool = False


def check_settings_path(path: Path) -> None:
    """Refuse a settings path that is not a regular file (or a file yet to be made).

    Raises:
        SettingsPathError: the path is empty, a folder, a device, a pipe or socket (also
            through a symlink), lies in a system folder such as ``/proc``, or its folder is
            not a folder.
    """
    text = os.fspath(path)
    if not text.strip() or text in (".", ".."):
        raise SettingsPathError("the settings path is empty")
    resolved = Path(os.path.realpath(text))
    if any(resolved == Path(top) or Path(top) in resolved.parents for top in _SYSTEM_FOLDERS):
        raise SettingsPathError(f"{path} is in a system folder, not a settings file")
    try:
        mode = os.stat(text).st_mode
    except FileNotFoundError:
        if resolved.parent.exists() and not resolved.parent.is_dir():
            raise SettingsPathError(f"{resolved.parent} is not a folder") from None
        return
    except OSError as error:
        raise SettingsPathError(f"{path} cannot be used for settings: {error}") from error
    if stat.S_ISDIR(mode):
        raise SettingsPathError(f"{path} is a folder, not a settings file")
    if not stat.S_ISREG(mode):
        raise SettingsPathError(f"{path} is not a regular file (a device, pipe or socket)")


def _bad_lines(data: bytes) -> list[int]:
    """Return the numbers of the lines Qt's INI reader would skip without a word (from 1).

    Any 8-bit text is read (Qt reads a Latin-1 file); a line is good when it is blank, a
    comment, a ``[section]`` or a ``key=value``.
    """
    bad = []
    for number, line in enumerate(data.decode("latin-1").splitlines(), start=1):
        line = line.strip()
        if not line or line.startswith((";", "#")):
            continue
        if "\x00" in line or not ((line.startswith("[") and line.endswith("]")) or "=" in line):
            bad.append(number)
    return bad


def _reserve_backup(path: Path, kind: str = "corrupt") -> Path:
    """Create an empty file named after ``path``, ``kind`` and the time, never an existing one."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for number in range(1000):
        suffix = f".{kind}-{stamp}" + (f"-{number}" if number else "")
        candidate = path.with_name(path.name + suffix)
        try:
            os.close(os.open(candidate, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o600))
        except FileExistsError:
            continue
        return candidate
    raise FileExistsError(f"too many backups of {path}")


def _is_utf8(data: bytes) -> bool:
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True


def _write_atomically(path: Path, data: bytes) -> None:
    """Replace the file ``path`` is (or links to) by one holding ``data``, whole or not at all."""
    target = Path(os.path.realpath(path))
    partial = target.with_name(target.name + ".partial")
    partial.write_bytes(data)
    shutil.copymode(target, partial)
    os.replace(partial, target)


def _values_of(text: bytes) -> dict[str, object]:
    """Return the settings Qt reads from INI ``text``, without touching the settings file."""
    with tempfile.TemporaryDirectory(prefix="perudo-qt-") as folder:
        copy = Path(folder) / "settings.ini"
        copy.write_bytes(text)
        settings = QSettings(str(copy), QSettings.Format.IniFormat)
        values = {key: settings.value(key) for key in settings.allKeys()}
        del settings
    return values


class _Memory:
    """Settings held in memory only, for a session that must not write its file."""

    def __init__(self, values: dict[str, object] | None = None) -> None:
        self._values: dict[str, object] = dict(values or {})

    def value(self, key: str, default: object = None) -> object:
        return self._values.get(key, default)

    def setValue(self, key: str, value: object) -> None:  # noqa: N802 - QSettings API
        self._values[key] = value

    def remove(self, key: str) -> None:
        self._values.pop(key, None)

    def contains(self, key: str) -> bool:
        return key in self._values

    def sync(self) -> None:
        """Nothing to write."""


class Settings:
    """Typed access to the settings file.

    Raises:
        SettingsPathError: ``path`` is not a regular settings file (see
            ``check_settings_path``); nothing is read, moved or written then.
    """

    def __init__(self, path: Path) -> None:
        check_settings_path(path)
        self.path = path
        self.report = LoadReport()
        self._settings: QSettings | _Memory = self._open()

    def _open(self) -> QSettings | _Memory:
        try:
            data = self._read_bounded()
        except OSError as error:
            return self._refuse_to_write(
                tr("{path} could not be read ({why})").format(path=self.path, why=error.strerror)
            )
        if data is None:
            return self._qsettings()
        if len(data) > MAX_FILE_BYTES:
            return self._move_aside()
        bad = _bad_lines(data)
        settings = self._qsettings()
        if settings.status() != QSettings.Status.NoError or (bad and not settings.allKeys()):
            del settings
            return self._move_aside()
        if not bad and _is_utf8(data):
            return settings
        del settings
        return self._mend(data, bad)

    def _qsettings(self) -> QSettings:
        return QSettings(str(self.path), QSettings.Format.IniFormat)

    def _read_bounded(self) -> bytes | None:
        """Return the file's bytes (at most one past the limit), or None when there is none.

        Raises:
            OSError: the file exists but cannot be read.
        """
        try:
            with open(self.path, "rb") as file:
                # The path was checked, but it may have been swapped since: read it once more.
                if not stat.S_ISREG(os.fstat(file.fileno()).st_mode):
                    raise SettingsPathError(f"{self.path} is not a regular file")
                return file.read(MAX_FILE_BYTES + 1)
        except FileNotFoundError:
            return None

    def _mend(self, data: bytes, bad: list[int]) -> QSettings | _Memory:
        """Read a file with unreadable lines, or not in UTF-8, keeping its original aside.

        Qt drops such lines on its next write, and reads only UTF-8: a Latin-1 file is
        converted (its bytes are all valid Latin-1) before Qt reads it.
        """
        text = data if _is_utf8(data) else data.decode("latin-1").encode("utf-8")
        lines = ", ".join(map(str, bad))
        what = tr("line(s) {lines} could not be read").format(lines=lines) if bad else ""
        try:
            copy = _reserve_backup(self.path, "corrupt" if bad else "latin1")
            copy.write_bytes(data)
            if text != data:
                _write_atomically(self.path, text)
        except OSError as error:
            why = what or tr("it is not UTF-8 text")
            return self._refuse_to_write(
                tr("{path}: {why}, and no copy could be kept ({error})").format(
                    path=self.path, why=why, error=error.strerror or error
                ),
                _values_of(text),
            )
        if bad:
            self.report.moved_to = copy
            self._note(
                tr(
                    "{path}: {what}; the other settings are used, "
                    "and a copy of the file was kept as {copy}"
                ).format(path=self.path, what=what, copy=copy)
            )
        if text != data:
            self._note(
                tr("{path} was converted to UTF-8; the original was kept as {copy}").format(
                    path=self.path, copy=copy
                )
            )
        return self._qsettings()

    def _move_aside(self) -> QSettings | _Memory:
        try:
            aside = _reserve_backup(self.path)
        except OSError as error:
            return self._refuse_to_write(
                tr("{path} could not be read, nor moved aside ({error})").format(
                    path=self.path, error=error.strerror or error
                )
            )
        try:
            os.replace(self.path, aside)
        except FileNotFoundError:
            # Another instance moved it first: its backup holds the file, ours is empty.
            aside.unlink()
            self._note(
                tr("{path} could not be read; another instance moved it aside").format(
                    path=self.path
                )
            )
            return self._qsettings()
        except OSError as error:
            aside.unlink()
            return self._refuse_to_write(
                tr("{path} could not be read, nor moved aside ({error})").format(
                    path=self.path, error=error.strerror or error
                )
            )
        self.report.moved_to = aside
        self._note(
            tr("{path} could not be read; it was moved to {aside}").format(
                path=self.path, aside=aside
            )
        )
        return self._qsettings()

    def _refuse_to_write(self, why: str, values: dict[str, object] | None = None) -> _Memory:
        """Use ``values`` (the readable settings), or the defaults, and write nothing."""
        self.report.read_only = True
        if values:
            text = tr("{why}; the other settings are used, and nothing is saved this time")
        else:
            text = tr("{why}; the default settings are used, and nothing is saved this time")
        self._note(text.format(why=why))
        return _Memory(values)

    def _note(self, message: str) -> None:
        if message in self.report.problems:
            return  # a value is checked each time it is read: report it once
        self.report.problems.append(message)
        log.warning("%s", message)

    def _problem(self, key: str, value: object) -> None:
        shown = repr(value)
        if len(shown) > 60:
            shown = shown[:57] + "..."
        self._note(
            tr("setting {key}={value} is not valid; using the default").format(key=key, value=shown)
        )

    # Reading values: every value from the file is checked here, whatever type Qt made of it.

    def _bool(self, key: str, default: bool) -> bool:
        value = self._settings.value(key, default)
        if isinstance(value, bool):
            return value
        if isinstance(value, str) and value.strip().lower() in ("true", "1"):
            return True
        if isinstance(value, str) and value.strip().lower() in ("false", "0"):
            return False
        self._problem(key, value)
        return default

    def _int(self, key: str, default: int, low: int, high: int) -> int:
        value = self._settings.value(key, default)
        number: int | None = None
        if isinstance(value, int) and not isinstance(value, bool):
            number = value
        elif isinstance(value, str) and _INTEGER.fullmatch(value.strip()):
            number = int(value)
        if number is None or not low <= number <= high:
            self._problem(key, value)
            return default
        return number

    def _text(self, key: str, default: str, limit: int = MAX_NAME_LENGTH) -> str:
        """Return a one-line string of at most ``limit`` characters, else ``default``."""
        value = self._settings.value(key, default)
        if (
            not isinstance(value, str)
            or len(value) > limit
            or not value.isprintable()
            or not value.strip()
        ):
            self._problem(key, value)
            return default
        return value.strip()

    def _choice(self, key: str, default: str, choices: tuple[str, ...]) -> str:
        """Return one of ``choices``, else ``default``."""
        value = self._settings.value(key, default)
        if isinstance(value, str) and value in choices:
            return value
        self._problem(key, value)
        return default

    # Rules --------------------------------------------------------------------------------

    def rule_options(self) -> RuleOptions:
        """Return the rules for the next game."""
        defaults = RuleOptions()
        values: dict[str, bool | int] = {
            "dice_per_player": self._int(
                "rules/dice_per_player", defaults.dice_per_player, 1, MAX_DICE_PER_PLAYER
            )
        }
        for name in RuleOptions.toggle_names():
            values[name] = self._bool(f"rules/{name}", getattr(defaults, name))
        return RuleOptions.from_dict(values)

    def set_rule_options(self, options: RuleOptions) -> None:
        """Keep ``options`` for the next games."""
        for name, value in options.to_dict().items():
            self._settings.setValue(f"rules/{name}", value)

    # Table --------------------------------------------------------------------------------

    def table(self) -> TableSetup:
        """Return the default table, the person in seat 0."""
        default = TableSetup.default()
        count = self._int("table/opponents", len(default.seats) - 1, 1, 5)
        # The person's default name in their language ("You", "Toi", "Tú"…) until they choose one.
        seats = [SeatSetup(self._text("table/player_name", tr("You")))]
        for number in range(count):
            fallback = default.seats[min(number + 1, len(default.seats) - 1)]
            prefix = f"table/opponent{number}"
            name = self._text(f"{prefix}/name", fallback.name)
            level = self._text(f"{prefix}/level", "normal", limit=4096)
            personality = self._choice(f"{prefix}/personality", "", ("", *PRESETS))
            try:
                seats.append(SeatSetup(name, level, personality))
            except ValueError:
                self._problem(f"{prefix}/level", level)
                seats.append(SeatSetup(name, "normal", personality))
        return TableSetup(tuple(seats), self.rule_options())

    def set_table(self, table: TableSetup) -> None:
        """Keep ``table`` (names, levels, personalities) as the default table."""
        opponents = [seat for seat in table.seats if not seat.is_human]
        self._settings.setValue("table/opponents", len(opponents))
        human = next((seat for seat in table.seats if seat.is_human), None)
        if human is not None:
            self._settings.setValue("table/player_name", human.name)
        for number, seat in enumerate(opponents):
            prefix = f"table/opponent{number}"
            self._settings.setValue(f"{prefix}/name", seat.name)
            self._settings.setValue(f"{prefix}/level", seat.bot)
            self._settings.setValue(f"{prefix}/personality", seat.personality)

    # Display ------------------------------------------------------------------------------

    def speed(self) -> Speed:
        """Return the animation speed."""
        speeds = tuple(speed.value for speed in Speed)
        return Speed(self._choice("display/speed", Speed.NORMAL.value, speeds))

    def set_speed(self, speed: Speed) -> None:
        """Keep the animation speed."""
        self._settings.setValue("display/speed", speed.value)

    def window_geometry(self) -> QByteArray | None:
        """Return the saved window geometry, if any (Qt checks its content when restoring)."""
        value = self._settings.value("window/geometry")
        if value is None:
            return None
        if not isinstance(value, QByteArray) or value.size() > 4096:
            self._problem("window/geometry", value)
            return None
        return value

    def set_window_geometry(self, geometry: QByteArray) -> None:
        """Keep the window geometry."""
        self._settings.setValue("window/geometry", geometry)

    # Language and learning ---------------------------------------------------------------

    def language(self) -> str:
        """Return the chosen language code, or "" for the system's language."""
        return self._choice("display/language", "", ("", *LANGUAGES))

    def set_language(self, language: str) -> None:
        """Keep the language ("" for the system's); it applies from the next start."""
        self._settings.setValue("display/language", language)

    def tutorial_offered(self) -> bool:
        """Return whether the tutorial has been offered once already."""
        return self._bool("help/tutorial_offered", False)

    def set_tutorial_offered(self, offered: bool) -> None:
        """Remember that the tutorial was offered."""
        self._settings.setValue("help/tutorial_offered", offered)

    # Learning -----------------------------------------------------------------------------

    def hints_shown(self) -> bool:
        """Return whether the hints panel (the odds of the bids) is shown; off by default."""
        return self._bool("learning/hints", False)

    def set_hints_shown(self, shown: bool) -> None:
        """Keep whether the hints panel is shown."""
        self._settings.setValue("learning/hints", shown)

    def coach_mode(self) -> CoachMode:
        """Return when the coach's review shows on its own; after each game by default."""
        return CoachMode(self._int("learning/coach", CoachMode.AFTER_GAME, 0, len(CoachMode) - 1))

    def set_coach_mode(self, mode: CoachMode) -> None:
        """Keep when the coach's review shows on its own."""
        self._settings.setValue("learning/coach", int(mode))

    # Window layout ----------------------------------------------------------------------------

    def splitter_state(self) -> QByteArray | None:
        """Return the saved split between the table and the side panel, if any."""
        value = self._settings.value("window/splitter")
        return value if isinstance(value, QByteArray) else None

    def set_splitter_state(self, state: QByteArray) -> None:
        """Keep the split between the table and the side panel."""
        self._settings.setValue("window/splitter", state)

    # Sound --------------------------------------------------------------------------------

    def sound_volume(self) -> int:
        """Return the sound volume, in percent."""
        return self._int("sound/volume", 70, 0, 100)

    def set_sound_volume(self, volume: int) -> None:
        """Keep the sound volume (percent)."""
        self._settings.setValue("sound/volume", volume)

    def sound_muted(self) -> bool:
        """Return whether sound is muted."""
        return self._bool("sound/muted", False)

    def set_sound_muted(self, muted: bool) -> None:
        """Keep whether sound is muted."""
        self._settings.setValue("sound/muted", muted)

    # The showdown ---------------------------------------------------------------------------

    def reveal_auto_continue(self) -> float | None:
        """Return after how many seconds a reveal goes on by itself, or None (off: it waits)."""
        seconds = self._int("showdown/auto_continue", 0, 0, 60)
        return float(seconds) if seconds else None

    def set_reveal_auto_continue(self, seconds: float | None) -> None:
        """Keep after how many seconds a reveal goes on by itself (None: never)."""
        self._settings.setValue("showdown/auto_continue", round(seconds) if seconds else 0)

    def sync(self) -> None:
        """Write pending changes to disk (nothing, when the file could not be kept aside)."""
        self._settings.sync()
