"""The one place settings are read and written: rules, default table, speed, window state.

What each setting is (its key, type, default and bounds) is declared in
``perudo_qt.settings_schema``; here its values are read, checked against it, and written.

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
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from PySide6.QtCore import QSettings

from perudo_qt.controller.table import SeatSetup, TableSetup
from perudo_qt.i18n import tr
from perudo_qt.rules import RuleOptions
from perudo_qt.rules.names import MAX_NAME_LENGTH
from perudo_qt.settings_schema import (
    AUTO_CONTINUE,
    GROUPS,
    KEYS,
    OPPONENT_COUNT,
    OPPONENT_LEVEL,
    OPPONENT_NAME,
    OPPONENT_PERSONALITY,
    PLAYER_NAME,
    RULES,
    InvalidValueError,
    Setting,
)
from perudo_qt.store.files import (
    NotAFileError,
    keep_aside,
    read_file,
    reserve_aside,
    write_atomically,
)
from perudo_qt.ui.controls.key_map import Bindings, Key, clashes

log = logging.getLogger(__name__)

MAX_FILE_BYTES = 1 << 20
"""A settings file larger than this is not read: ours is a few hundred bytes."""

__all__ = [
    "GROUPS",
    "MAX_FILE_BYTES",
    "LoadReport",
    "Settings",
    "SettingsPathError",
    "check_settings_path",
    "not_ours",
]

_SYSTEM_FOLDERS = ("/proc", "/sys", "/dev")
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


def _shown(value: object) -> str:
    """Return ``value`` as a report shows it: its repr, cut to 60 characters."""
    shown = repr(value)
    return shown if len(shown) <= 60 else shown[:57] + "..."


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
T = TypeVar("T")


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


def _key(setting: Setting[Any]) -> str:
    """Return the key of ``setting``, one of a numbered setting (see ``Setting.at``)."""
    if setting.count != 1:
        raise ValueError(f"{setting.key} stands for {setting.count} settings: name one with at()")
    return setting.key


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
            copy = reserve_aside(self.path, "bad" if bad else "latin1")
            write_atomically(copy, data)
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
            aside = keep_aside(self.path)
        except FileNotFoundError:
            # Another instance moved it first: its name beside ours holds the file.
            self._note(
                tr("{path} could not be read; another instance moved it aside").format(
                    path=self.path
                )
            )
            return self._qsettings()
        except OSError as error:
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

    # Every value read is checked against its entry in the schema (a name also when written).

    def get(self, setting: Setting[T]) -> T:
        """Return the value of ``setting``: the file's if valid, else its default (reported)."""
        return self._read(setting, setting.default)

    def _read(self, setting: Setting[T], default: T) -> T:
        value = self._settings.value(_key(setting), default)
        try:
            return setting.kind.parse(value)
        except InvalidValueError:
            self._problem(setting.key, value)
            return default

    def set(self, setting: Setting[T], value: T) -> None:
        """Keep ``value`` for ``setting`` (it is checked when read, as any value in the file).

        None (no saved state) takes the setting out of the file: it reads as None again.
        """
        if value is None:
            self._settings.remove(_key(setting))
        else:
            self._settings.setValue(_key(setting), setting.kind.store(value))

    def forget(self, setting: Setting[T]) -> None:
        """Take ``setting`` out of the file: it reads as its default again."""
        self._settings.remove(_key(setting))

    # Rules --------------------------------------------------------------------------------

    def rule_options(self) -> RuleOptions:
        """Return the rules for the next game."""
        return RuleOptions.from_dict({name: self.get(setting) for name, setting in RULES.items()})

    def set_rule_options(self, options: RuleOptions) -> None:
        """Keep ``options`` for the next games."""
        for name, value in options.to_dict().items():
            self.set(RULES[name], value)

    # Table --------------------------------------------------------------------------------

    def table(self) -> TableSetup:
        """Return the default table, the person in seat 0."""
        # The person's default name in their language ("You", "Toi", "Tú"…) until they choose one.
        name = self._read(PLAYER_NAME, tr("You"))
        seats = [SeatSetup(tr("You") if name == PLAYER_NAME.default else name)]
        seats.extend(self.opponents()[: self.get(OPPONENT_COUNT)])
        return TableSetup(tuple(seats), self.rule_options())

    def opponents(self) -> list[SeatSetup]:
        """Return every opponent seat kept, those beyond the default table's count too.

        A seat left out when the table was made smaller keeps its name, level and personality
        for when the table grows again.
        """
        seats = []
        for number in range(OPPONENT_NAME.count):
            name = self.get(OPPONENT_NAME.at(number))
            level_setting = OPPONENT_LEVEL.at(number)
            level = self.get(level_setting)
            personality = self.get(OPPONENT_PERSONALITY.at(number))
            try:
                seats.append(SeatSetup(name, level, personality))
            except ValueError:
                self._problem(level_setting.key, level)
                seats.append(SeatSetup(name, level_setting.default, personality))
        return seats

    def set_table(self, table: TableSetup) -> None:
        """Keep ``table`` (names, levels, personalities) as the default table.

        Names are kept trimmed, as they are read back. One that could not be read back (not
        one line of 1 to ``MAX_NAME_LENGTH`` characters) is not kept, and the report says so.
        A table of bots only keeps as many as a table with the person has.
        """
        opponents = [seat for seat in table.seats if not seat.is_human][: OPPONENT_NAME.count]
        self.set(OPPONENT_COUNT, len(opponents))
        human = next((seat for seat in table.seats if seat.is_human), None)
        if human is not None:
            self._set_player_name(human.name)
        for number, seat in enumerate(opponents):
            self._set_name(OPPONENT_NAME.at(number), seat.name)
            self.set(OPPONENT_LEVEL.at(number), seat.bot or "")
            self.set(OPPONENT_PERSONALITY.at(number), seat.personality)

    def _set_player_name(self, name: str) -> None:
        """Keep the person's name, unless it is the default word ("You" in their language).

        That word is no name chosen: the setting is left unset, to follow the language.
        """
        if name.strip() in (tr("You"), PLAYER_NAME.default):
            self._settings.remove(_key(PLAYER_NAME))
        else:
            self._set_name(PLAYER_NAME, name)

    def _set_name(self, setting: Setting[str], name: str) -> None:
        try:
            self._settings.setValue(setting.key, setting.kind.parse(name))
        except InvalidValueError:
            shown = _shown(name)
            self._note(
                tr(
                    "the name {name} is not one line of up to {limit} characters, and was not saved"
                ).format(name=shown, limit=MAX_NAME_LENGTH),
                ("name", setting.key, shown),
            )

    # The showdown ---------------------------------------------------------------------------

    def reveal_auto_continue(self) -> float | None:
        """Return after how many seconds a reveal goes on by itself, or None (off: it waits)."""
        seconds = self.get(AUTO_CONTINUE)
        return float(seconds) if seconds else None

    def set_reveal_auto_continue(self, seconds: float | None) -> None:
        """Keep after how many seconds a reveal goes on by itself (None: never)."""
        self.set(AUTO_CONTINUE, round(seconds) if seconds else 0)

    # Keys -----------------------------------------------------------------------------------

    def key_bindings(self) -> dict[Key, tuple[str, ...]]:
        """Return each action's keys.

        A key the file gives to two actions is refused: each action that holds it by choice
        falls back to its default keys (reported), until no key does two things.
        """
        bindings = {key: self.get(setting) for key, setting in KEYS.items()}
        while twice := clashes(bindings):
            for key, setting in KEYS.items():
                keys = bindings[key]
                if keys != setting.default and any(text in twice for text in keys):
                    self._problem(setting.key, list(keys))
                    bindings[key] = setting.default
        return bindings

    def set_key_bindings(self, bindings: Bindings) -> None:
        """Keep the keys chosen; an action's default keys are not written (it follows them)."""
        for key, setting in KEYS.items():
            keys = bindings.get(key, setting.default)
            if keys == setting.default:
                self._settings.remove(setting.key)
            else:
                self._settings.setValue(setting.key, list(keys))  # Qt writes a list comma-separated

    def sync(self) -> None:
        """Write pending changes to disk (nothing, when the file could not be kept aside)."""
        self._settings.sync()
