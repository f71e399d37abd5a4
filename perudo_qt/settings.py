"""The one place settings are read and written: rules, default table, speed, window state.

Stored with QSettings in an INI file. A file Qt cannot parse is moved aside and reported; a
stored value that is invalid falls back to its default, with a warning, and the app starts.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings

from perudo_qt.controller.pacing import Speed
from perudo_qt.controller.table import SeatSetup, TableSetup
from perudo_qt.rules import MAX_DICE_PER_PLAYER, RuleOptions

log = logging.getLogger(__name__)


@dataclass
class LoadReport:
    """What went wrong while loading settings: each problem, and where a bad file was moved."""

    problems: list[str] = field(default_factory=list)
    moved_to: Path | None = None


def _readable_ini(path: Path) -> bool:
    """Whether ``path`` is absent or UTF-8 text of sections, ``key=value`` lines and comments.

    Qt's INI reader skips what it cannot parse without saying so; this check lets a damaged
    file be kept aside instead of silently losing its content.
    """
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return True
    except (OSError, UnicodeDecodeError):
        return False
    for line in text.splitlines():
        line = line.strip()
        if not line or line.startswith((";", "#")):
            continue
        if "\x00" in line:
            return False
        if not (line.startswith("[") and line.endswith("]")) and "=" not in line:
            return False
    return True


class Settings:
    """Typed access to the settings file."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.report = LoadReport()
        self._settings = self._open()

    def _open(self) -> QSettings:
        settings = QSettings(str(self.path), QSettings.Format.IniFormat)
        if settings.status() != QSettings.Status.NoError or not _readable_ini(self.path):
            del settings
            aside = self.path.with_name(self.path.name + ".corrupt")
            self.path.replace(aside)
            self.report.moved_to = aside
            self.report.problems.append(f"{self.path} could not be read; it was moved to {aside}")
            log.warning("settings file %s unreadable, moved to %s", self.path, aside)
            settings = QSettings(str(self.path), QSettings.Format.IniFormat)
        return settings

    def _problem(self, key: str, value: object) -> None:
        message = f"setting {key}={value!r} is not valid; using the default"
        self.report.problems.append(message)
        log.warning(message)

    def _bool(self, key: str, default: bool) -> bool:
        value = self._settings.value(key, default)
        if isinstance(value, bool):
            return value
        if str(value).lower() in ("true", "1"):
            return True
        if str(value).lower() in ("false", "0"):
            return False
        self._problem(key, value)
        return default

    def _int(self, key: str, default: int, low: int, high: int) -> int:
        value = self._settings.value(key, default)
        try:
            number = int(value)  # type: ignore[call-overload]
        except (TypeError, ValueError):
            self._problem(key, value)
            return default
        if not low <= number <= high:
            self._problem(key, value)
            return default
        return number

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
        seats = [SeatSetup(self._settings.value("table/player_name", "You") or "You")]
        for number in range(count):
            fallback = default.seats[min(number + 1, len(default.seats) - 1)]
            prefix = f"table/opponent{number}"
            name = str(self._settings.value(f"{prefix}/name", fallback.name or f"Bot {number}"))
            level = str(self._settings.value(f"{prefix}/level", "normal"))
            personality = str(self._settings.value(f"{prefix}/personality", ""))
            try:
                seats.append(SeatSetup(name.strip() or fallback.name, level, personality))
            except ValueError:
                self._problem(prefix, f"{level}:{personality}")
                seats.append(SeatSetup(name.strip() or fallback.name, "normal"))
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
        value = self._settings.value("display/speed", Speed.NORMAL.value)
        try:
            return Speed(value)
        except ValueError:
            self._problem("display/speed", value)
            return Speed.NORMAL

    def set_speed(self, speed: Speed) -> None:
        """Keep the animation speed."""
        self._settings.setValue("display/speed", speed.value)

    def window_geometry(self) -> QByteArray | None:
        """Return the saved window geometry, if any."""
        value = self._settings.value("window/geometry")
        return value if isinstance(value, QByteArray) else None

    def set_window_geometry(self, geometry: QByteArray) -> None:
        """Keep the window geometry."""
        self._settings.setValue("window/geometry", geometry)

    # The showdown ---------------------------------------------------------------------------

    def reveal_auto_continue(self) -> float | None:
        """Return after how many seconds a reveal goes on by itself, or None (off: it waits)."""
        seconds = self._int("showdown/auto_continue", 0, 0, 60)
        return float(seconds) if seconds else None

    def set_reveal_auto_continue(self, seconds: float | None) -> None:
        """Keep after how many seconds a reveal goes on by itself (None: never)."""
        self._settings.setValue("showdown/auto_continue", round(seconds) if seconds else 0)

    def sync(self) -> None:
        """Write pending changes to disk."""
        self._settings.sync()
