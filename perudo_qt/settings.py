"""The one place settings are read and written: rules, default table, speed, window state.

Stored with QSettings in an INI file. Only a regular file is ever opened: any other path is
refused. The game moves aside, mends or rewrites only a file it recognises as its own:

- At the game's own place (the default path), the file is ours whatever it holds. One Qt
  cannot read at all is moved aside under a timestamped name. One with lines Qt cannot read
  is copied aside, and written back with the rest, so the next start finds nothing wrong. A
  Latin-1 file is converted to UTF-8, its original kept.
- A path the person names (``--settings``) where a file already is: the file is read and
  written only if it looks like ours (see ``not_ours``): text of our ``GROUPS``. Anything else,
  an empty file included, is refused with ``SettingsPathError`` and left as it is, bytes and
  name. A damaged file there cannot be told from someone else's, so it is refused too.

A file that cannot be read, or kept aside, is never written: its settings live in memory.
Every stored value is checked and converted here: no getter raises, whatever the file holds;
an invalid value falls back to its default, with a message, and the app starts. Each problem
is reported once a session, whatever language the report was first worded in.
"""

from __future__ import annotations

import logging
import os
import re
import stat
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypeVar

from PySide6.QtCore import QByteArray, QSettings

from perudo_qt.bots import PRESETS
from perudo_qt.coach import CoachMode
from perudo_qt.controller.pacing import Speed
from perudo_qt.controller.table import SeatSetup, TableSetup
from perudo_qt.i18n import LANGUAGES, tr
from perudo_qt.rules import MAX_DICE_PER_PLAYER, RuleOptions
from perudo_qt.rules.record import MAX_NAME_LENGTH, is_one_line
from perudo_qt.store.files import NotAFileError, read_file, write_atomically

log = logging.getLogger(__name__)

MAX_FILE_BYTES = 1 << 20
"""A settings file larger than this is not read: ours is a few hundred bytes."""

GROUPS = ("rules", "table", "display", "window", "help", "learning", "sound", "showdown")
"""The sections of our settings file: every key this module writes is in one of them."""

_SYSTEM_FOLDERS = ("/proc", "/sys", "/dev")
# Exactly what int() reads: it would also skip the spaces str.strip() takes away (and \d
# matches digits of every script).
_INTEGER = re.compile(r"[+-]?[0-9]{1,9}")
# Qt's INI reader ends a line at CR or LF only (str.splitlines also splits at \x1e, \x85...).
_LINE_END = re.compile(r"\r\n|\r|\n")
# Qt trims these around a line; Python's str.strip() takes many more.
_BLANKS = " \t"


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


def _lines(data: bytes) -> list[str]:
    """Return the lines of ``data`` as Qt's INI reader cuts them, trimmed as it trims them.

    Any 8-bit text is cut (Qt reads a Latin-1 file): each byte is one character here.
    """
    return [line.strip(_BLANKS) for line in _LINE_END.split(data.decode("latin-1"))]


def _is_section(line: str) -> bool:
    return line.startswith("[") and line.endswith("]")


def _bad_lines(data: bytes) -> list[int]:
    """Return the numbers of the lines Qt's INI reader would skip without a word (from 1).

    A line is good when it is blank, a comment, a ``[section]`` or a ``key=value``.
    """
    bad = []
    for number, line in enumerate(_lines(data), start=1):
        if not line or line.startswith((";", "#")):
            continue
        if "\x00" in line or not (_is_section(line) or "=" in line):
            bad.append(number)
    return bad


def not_ours(data: bytes) -> str | None:
    """Return why ``data`` is not a settings file of ours, or None when it looks like one.

    Ours is text (no NUL byte) of at most ``MAX_FILE_BYTES`` whose first line, blank lines and
    comments aside, is a section of ``GROUPS``, as is every other section. Lines Qt cannot read
    may be among them (they are mended, a copy kept). An empty file is not ours: the game never
    leaves one, and a person may have made it for something else.
    """
    if not data.strip():
        return tr("it is empty")
    if len(data) > MAX_FILE_BYTES:
        return tr("it is larger than a settings file")
    if b"\x00" in data:
        return tr("it is not text")
    lines = [line for line in _lines(data) if line and not line.startswith((";", "#"))]
    sections = [line[1:-1] for line in lines if _is_section(line)]
    if not lines or not _is_section(lines[0]) or not set(sections) <= set(GROUPS):
        return tr("it does not hold the game's sections only")
    return None


def _fine_name(value: object, limit: int) -> str | None:
    """Return ``value`` as a name is kept: one line of 1 to ``limit`` characters, or None.

    What one line is, and how long a seat's name may be, is the rules' (``is_seat_name``):
    a name the settings keep is one a save keeps too.
    """
    if not isinstance(value, str) or len(value) > limit or not is_one_line(value):
        return None
    return value.strip() or None


def _shown(value: object) -> str:
    """Return ``value`` as a report shows it: its repr, cut to 60 characters."""
    shown = repr(value)
    return shown if len(shown) <= 60 else shown[:57] + "..."


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


def _as_utf8(data: bytes) -> bytes:
    """Return ``data`` in UTF-8: what is UTF-8 as it is, each other byte read as Latin-1.

    A stray byte in a file of ours then changes one character, not every name in the file.
    """
    text = data.decode("utf-8", "surrogateescape")
    return _ESCAPED.sub(lambda byte: chr(ord(byte.group()) - 0xDC00), text).encode("utf-8")


_ESCAPED = re.compile("[\udc80-\udcff]")


def _is_utf8(data: bytes) -> bool:
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True


def _values_of(text: bytes) -> dict[str, object]:
    """Return the settings Qt reads from INI ``text``, without touching the settings file."""
    return _through_qt(
        text, lambda settings: {key: settings.value(key) for key in settings.allKeys()}
    )


def _rewritten(text: bytes) -> bytes:
    """Return INI ``text`` as Qt writes it back: every setting it reads, no line it cannot."""

    def rewrite(settings: QSettings) -> bytes:
        # Qt writes only a changed file: a key added then removed makes it write what it read.
        settings.setValue(_MENDING, 0)
        settings.sync()
        settings.remove(_MENDING)
        settings.sync()
        return Path(settings.fileName()).read_bytes()

    return _through_qt(text, rewrite)


_MENDING = "perudo-qt-mending"
_T = TypeVar("_T")


def _through_qt(text: bytes, use: Callable[[QSettings], _T]) -> _T:
    """Return what ``use`` makes of QSettings reading INI ``text`` from a copy of its own."""
    with tempfile.TemporaryDirectory(prefix="perudo-qt-") as folder:
        copy = Path(folder) / "settings.ini"
        copy.write_bytes(text)
        settings = QSettings(str(copy), QSettings.Format.IniFormat)
        result = use(settings)
        del settings
    return result


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

    ``chosen``: the person named ``path`` (``--settings``) rather than it being the game's own
    place; a file already there is then used only if it looks like ours (see ``not_ours``).

    Raises:
        SettingsPathError: ``path`` is not a regular settings file (see
            ``check_settings_path``), or is a chosen path holding a file that is not ours;
            nothing is moved or written then.
    """

    def __init__(self, path: Path, *, chosen: bool = False) -> None:
        check_settings_path(path)
        self.path = path
        self.report = LoadReport()
        self._reported: set[tuple[str, ...]] = set()
        self._chosen = chosen
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
        why = not_ours(data) if self._chosen else None
        if why is not None:
            raise SettingsPathError(
                tr("{path} is not a Perudo settings file ({why}); it was left as it is").format(
                    path=self.path, why=why
                )
            )
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

        Read with the store's reader: without blocking, and only if it is a regular file (the
        path was checked, but it may have been swapped since). A link is followed: the
        person's settings may be one.

        Raises:
            SettingsPathError: the path no longer holds a regular file.
            OSError: the file exists but cannot be read.
        """
        try:
            return read_file(self.path, MAX_FILE_BYTES, follow_links=True)
        except FileNotFoundError:
            return None
        except NotAFileError:
            raise SettingsPathError(f"{self.path} is not a regular file") from None

    def _mend(self, data: bytes, bad: list[int]) -> QSettings | _Memory:
        """Read a file with unreadable lines, or not in UTF-8, keeping its original aside.

        Qt reads only UTF-8: a Latin-1 file is converted (see ``_as_utf8``) before Qt reads it.
        Lines Qt cannot read are dropped at once, the rest written back as Qt writes it: the
        next start finds nothing to mend, and keeps no other copy.
        """
        text = _as_utf8(data)
        lines = ", ".join(map(str, bad))
        what = tr("line(s) {lines} could not be read").format(lines=lines) if bad else ""
        try:
            mended = _rewritten(text) if bad else text
            copy = _reserve_backup(self.path, "corrupt" if bad else "latin1")
            copy.write_bytes(data)
            if mended != data:
                # A settings file may be a link to the person's own file: that file is mended.
                write_atomically(Path(os.path.realpath(self.path)), mended)
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

    def _note(self, message: str, what: tuple[str, ...] = ()) -> None:
        """Report ``message`` unless the problem ``what`` (else the message) was this session.

        A value is checked each time it is read, and the language may change in between: a
        problem is known by what it is about, not by its wording.
        """
        identity = what or (message,)
        if identity in self._reported:
            return
        self._reported.add(identity)
        self.report.problems.append(message)
        log.warning("%s", message)

    def _problem(self, key: str, value: object) -> None:
        shown = _shown(value)
        self._note(
            tr("setting {key}={value} is not valid; using the default").format(
                key=key, value=shown
            ),
            ("value", key, shown),
        )

    # Reading values: every value from the file is checked here, whatever type Qt made of it.

    def _bool(self, key: str, default: bool) -> bool:
        value = self._settings.value(key, default)
        if isinstance(value, bool):
            return value
        if isinstance(value, str) and value.lower() in ("true", "1"):
            return True
        if isinstance(value, str) and value.lower() in ("false", "0"):
            return False
        self._problem(key, value)
        return default

    def _int(self, key: str, default: int, low: int, high: int) -> int:
        value = self._settings.value(key, default)
        number: int | None = None
        if isinstance(value, int) and not isinstance(value, bool):
            number = value
        elif isinstance(value, str) and _INTEGER.fullmatch(value):
            number = int(value)
        if number is None or not low <= number <= high:
            self._problem(key, value)
            return default
        return number

    def _text(self, key: str, default: str, limit: int = MAX_NAME_LENGTH) -> str:
        """Return a one-line string of at most ``limit`` characters, else ``default``."""
        value = self._settings.value(key, default)
        text = _fine_name(value, limit)
        if text is None:
            self._problem(key, value)
            return default
        return text

    def _choice(self, key: str, default: str, choices: tuple[str, ...]) -> str:
        """Return one of ``choices``, else ``default``."""
        value = self._settings.value(key, default)
        if isinstance(value, str) and value in choices:
            return value
        self._problem(key, value)
        return default

    def _bytes(self, key: str) -> QByteArray | None:
        """Return a saved state of at most 4 KiB, if any (Qt checks its content when used)."""
        value = self._settings.value(key)
        if value is None:
            return None
        if not isinstance(value, QByteArray) or value.size() > 4096:
            self._problem(key, value)
            return None
        return value

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
        """Keep ``table`` (names, levels, personalities) as the default table.

        Names are kept trimmed, as they are read back. One that could not be read back (not
        one line of 1 to ``MAX_NAME_LENGTH`` characters) is not kept, and the report says so.
        """
        opponents = [seat for seat in table.seats if not seat.is_human]
        self._settings.setValue("table/opponents", len(opponents))
        human = next((seat for seat in table.seats if seat.is_human), None)
        if human is not None:
            self._set_name("table/player_name", human.name)
        for number, seat in enumerate(opponents):
            prefix = f"table/opponent{number}"
            self._set_name(f"{prefix}/name", seat.name)
            self._settings.setValue(f"{prefix}/level", seat.bot)
            self._settings.setValue(f"{prefix}/personality", seat.personality)

    def _set_name(self, key: str, name: str) -> None:
        kept = _fine_name(name, MAX_NAME_LENGTH)
        if kept is not None:
            self._settings.setValue(key, kept)
            return
        shown = _shown(name)
        self._note(
            tr(
                "the name {name} is not one line of up to {limit} characters, and was not saved"
            ).format(name=shown, limit=MAX_NAME_LENGTH),
            ("name", key, shown),
        )

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
        return self._bytes("window/geometry")

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
        return self._bytes("window/splitter")

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
