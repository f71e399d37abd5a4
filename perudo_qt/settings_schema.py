"""Every setting the game keeps, declared once: its key, type, default, bounds and description.

Reading with validation and writing (``perudo_qt.settings``), the dialogs' ranges and choices
and the README's table of settings all come from the entries here: adding a setting is adding
one entry. ``python -m perudo_qt.settings_schema --markdown`` prints the README's table.
"""

from __future__ import annotations

import argparse
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from enum import Enum
from functools import partial
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QByteArray

from perudo_qt.bots import PRESETS
from perudo_qt.career.cosmetics import ALWAYS, COSMETICS
from perudo_qt.coach import CoachMode
from perudo_qt.controller.pacing import Speed
from perudo_qt.controller.table import DEFAULT_NAMES, TableSetup
from perudo_qt.i18n import LANGUAGES, tr
from perudo_qt.rules import MAX_DICE_PER_PLAYER, MAX_PLAYERS, RuleOptions
from perudo_qt.rules.names import MAX_NAME_LENGTH, is_one_line
from perudo_qt.ui.controls.key_map import DEFAULT_KEYS, Key, is_key_text, key_words

T = TypeVar("T")
E = TypeVar("E", bound=Enum)

# Exactly what int() reads: it would also skip the spaces str.strip() takes away (and \d
# matches digits of every script).
_INTEGER = re.compile(r"[+-]?[0-9]{1,9}")


class InvalidValueError(ValueError):
    """A stored value that is not one of its setting's values."""


class Kind(Generic[T]):
    """A setting's type: which stored values it accepts, and how it says so in the README."""

    def parse(self, value: object) -> T:
        """Return ``value`` (as Qt read it from the file, or as the game gives it) checked.

        Raises:
            InvalidValueError: it is not a value of this kind.
        """
        raise NotImplementedError

    def allowed(self) -> str:
        """Return the values allowed, for the README (in English, like the README)."""
        raise NotImplementedError

    def store(self, value: T) -> object:
        """Return ``value`` as the file keeps it (as it is, unless the kind says otherwise)."""
        return value


@dataclass(frozen=True)
class Flag(Kind[bool]):
    """On or off: ``true``/``false`` (or ``1``/``0``) in the file."""

    def parse(self, value: object) -> bool:
        """Return the flag ``value`` stands for."""
        if isinstance(value, bool):
            return value
        if isinstance(value, str) and value.lower() in ("true", "1"):
            return True
        if isinstance(value, str) and value.lower() in ("false", "0"):
            return False
        raise InvalidValueError(value)

    def allowed(self) -> str:
        """Return the values allowed."""
        return "`true`, `false`"


@dataclass(frozen=True)
class Number(Kind[int]):
    """A whole number from ``low`` to ``high``, both included."""

    low: int
    high: int

    def parse(self, value: object) -> int:
        """Return the number ``value`` stands for, if within the bounds."""
        number: int | None = None
        if isinstance(value, int) and not isinstance(value, bool):
            number = value
        elif isinstance(value, str) and _INTEGER.fullmatch(value):
            number = int(value)
        if number is None or not self.low <= number <= self.high:
            raise InvalidValueError(value)
        return number

    def allowed(self) -> str:
        """Return the values allowed."""
        return f"{self.low} to {self.high}"


@dataclass(frozen=True)
class Text(Kind[str]):
    """One line of 1 to ``limit`` characters, kept trimmed (a name, or a bot's spec).

    What one line is, and how long a seat's name may be, is the rules' (``is_seat_name``):
    a name the settings keep is one a save keeps too.
    """

    limit: int = MAX_NAME_LENGTH

    def parse(self, value: object) -> str:
        """Return ``value`` trimmed, if it is one line of 1 to ``limit`` characters."""
        if not isinstance(value, str) or len(value) > self.limit or not is_one_line(value):
            raise InvalidValueError(value)
        if not value.strip():
            raise InvalidValueError(value)
        return value.strip()

    def allowed(self) -> str:
        """Return the values allowed."""
        return f"one line, 1 to {self.limit} characters"


@dataclass(frozen=True)
class Choice(Kind[str]):
    """One of a few words."""

    choices: tuple[str, ...]

    def parse(self, value: object) -> str:
        """Return ``value``, if it is one of the choices."""
        if isinstance(value, str) and value in self.choices:
            return value
        raise InvalidValueError(value)

    def allowed(self) -> str:
        """Return the values allowed (an empty one shown as ``""``)."""
        return ", ".join(f"`{choice}`" if choice else '`""`' for choice in self.choices)


@dataclass(frozen=True)
class Member(Kind[E]):
    """A member of an enumeration, kept in the file as its value (``normal``, ``2``)."""

    members: type[E]

    def parse(self, value: object) -> E:
        """Return the member ``value`` is, or whose value it is (as text in the file)."""
        if isinstance(value, self.members):
            return value
        for member in self.members:
            if value in (member.value, str(member.value)):
                return member
        raise InvalidValueError(value)

    def allowed(self) -> str:
        """Return the values allowed."""
        return ", ".join(f"`{member.value}`" for member in self.members)

    def store(self, value: E) -> object:
        """Return the member's value."""
        return value.value


@dataclass(frozen=True)
class State(Kind["QByteArray | None"]):
    """A state Qt saved (a window's geometry), at most ``limit`` bytes; Qt checks the rest."""

    limit: int = 4096

    def parse(self, value: object) -> QByteArray | None:
        """Return the saved state, or None when there is none."""
        if value is None:
            return None
        if not isinstance(value, QByteArray) or value.size() > self.limit:
            raise InvalidValueError(value)
        return value

    def allowed(self) -> str:
        """Return the values allowed."""
        return f"saved by Qt, up to {self.limit} bytes"


@dataclass(frozen=True)
class KeyList(Kind[tuple[str, ...]]):
    """One or more keys, each one key combination in Qt's portable text ("Ctrl+H")."""

    def parse(self, value: object) -> tuple[str, ...]:
        """Return the keys ``value`` holds (Qt reads one key as text, several as a list)."""
        keys = [value] if isinstance(value, str) else value
        if not isinstance(keys, (list, tuple)) or not keys:
            raise InvalidValueError(value)
        if not all(isinstance(key, str) and is_key_text(key) for key in keys):
            raise InvalidValueError(value)
        return tuple(keys)

    def allowed(self) -> str:
        """Return the values allowed."""
        return "key names as Qt writes them (`Ctrl+H`), comma-separated"


@dataclass(frozen=True)
class Setting(Generic[T]):
    """One setting: where it is kept, what it may hold, its default, and what it is for.

    Attributes:
        key: its ``group/name`` in the file; ``{number}`` in it stands for an opponent
            (``at`` gives the key of one).
        kind: the values it may hold.
        default: what it is when the file holds none, or holds a value it may not.
        describe: its description, in the person's language.
        count: how many settings a key with ``{number}`` stands for (numbered from 0).
        default_at: the default of each numbered one, by its number (else ``default``).
    """

    key: str
    kind: Kind[T]
    default: T
    describe: Callable[[], str]
    count: int = 1
    default_at: Callable[[int], T] | None = None

    @property
    def group(self) -> str:
        """Return the section of the file the setting is in."""
        return self.key.partition("/")[0]

    def at(self, number: int) -> Setting[T]:
        """Return the setting of opponent ``number`` (from 0) of a numbered setting."""
        if not 0 <= number < self.count:
            raise IndexError(f"{self.key} has no number {number}")
        default = self.default if self.default_at is None else self.default_at(number)
        key = self.key.format(number=number)
        return replace(self, key=key, default=default, count=1, default_at=None)

    def defaults(self) -> tuple[T, ...]:
        """Return the default of each setting the entry stands for (one unless numbered)."""
        if self.count == 1:
            return (self.default,)
        return tuple(self.at(number).default for number in range(self.count))


OPPONENTS = MAX_PLAYERS - 1
"""The most opponents a table has, and so how many numbered opponents the file may hold."""

_RULES = RuleOptions()
_TABLE = TableSetup.default()

DICE_PER_PLAYER = Setting(
    "rules/dice_per_player",
    Number(1, MAX_DICE_PER_PLAYER),
    _RULES.dice_per_player,
    lambda: tr("How many dice each player starts with."),
)
RULE_TOGGLES: dict[str, Setting[bool]] = {
    name: Setting(f"rules/{name}", Flag(), getattr(_RULES, name), describe)
    for name, describe in {
        "calza": lambda: tr(
            "Anyone but the bidder may claim the bid is exact: win a die, or lose one."
        ),
        "lost_dice_visible": lambda: tr(
            "Lost dice lie open in the lid, so everyone knows how many dice are in play."
        ),
        "palifico": lambda: tr(
            "Whoever falls to one die opens a round with no wild pacos and a fixed face."
        ),
        "palifico_once_per_player": lambda: tr(
            "Each player triggers palifico only the first time they fall to one die."
        ),
        "palifico_one_die_may_change_face": lambda: tr(
            "House rule: in a palifico round, players holding one die may switch faces."
        ),
        "single_step_raises": lambda: tr(
            "A raise changes the quantity or the face, never both at once."
        ),
        "calza_restricted": lambda: tr(
            "No Calza in palifico rounds, nor when only two players are left."
        ),
    }.items()
}
"""The on/off options of the rules, by their name in ``RuleOptions``."""

RULES: dict[str, Setting[Any]] = {"dice_per_player": DICE_PER_PLAYER, **RULE_TOGGLES}
"""Every option of the rules, by its name in ``RuleOptions``."""

OPPONENT_COUNT = Setting(
    "table/opponents",
    Number(1, OPPONENTS),
    len(_TABLE.seats) - 1,
    lambda: tr("How many computer players sit at your default table."),
)
PLAYER_NAME = Setting(
    "table/player_name",
    Text(),
    "You",
    lambda: tr("Your name at the table; until you choose one, \u201cYou\u201d in your language."),
)
OPPONENT_NAME = Setting(
    "table/opponent{number}/name",
    Text(),
    _TABLE.seats[1].name,
    lambda: tr("The opponent's name."),
    OPPONENTS,
    # As the New Game dialog names them: each opponent a name of its own, never twice.
    lambda number: DEFAULT_NAMES[number + 1],
)
OPPONENT_LEVEL = Setting(
    "table/opponent{number}/level",
    Text(limit=4096),
    "normal",
    lambda: tr("The opponent's level (easy, normal, hard, expert) or a bot from a file."),
    OPPONENTS,
)
OPPONENT_PERSONALITY = Setting(
    "table/opponent{number}/personality",
    Choice(("", *PRESETS)),
    "",
    lambda: tr("The opponent's way of playing; empty for the level's own."),
    OPPONENTS,
)
SPEED = Setting(
    "display/speed",
    Member(Speed),
    Speed.NORMAL,
    lambda: tr("How fast the dice and cups move."),
)
TABLE_THEME = Setting(
    "display/table_theme",
    Choice((*ALWAYS, *(cosmetic.id for cosmetic in COSMETICS))),
    "classic",
    lambda: tr("The table's colours: classic, high contrast, or a set the career unlocks."),
)
REDUCE_MOTION = Setting(
    "display/reduce_motion",
    Flag(),
    False,
    lambda: tr("No shaking, flying or counting up on the table; the game keeps its pace."),
)
TABLE_TEXT_SIZE = Setting(
    "display/table_text_size",
    Choice(("100", "125", "150", "200")),
    "100",
    lambda: tr(
        "How large the table's texts are, in percent, on top of the system's font size; "
        "names, bids and the reveal's card grow with them."
    ),
)
LANGUAGE = Setting(
    "display/language",
    Choice(("", *LANGUAGES)),
    "",
    lambda: tr("The game's language, from the next start; empty for the system's."),
)
WINDOW_GEOMETRY: Setting[QByteArray | None] = Setting(
    "window/geometry",
    State(),
    None,
    lambda: tr("The window's size and place on the screen."),
)
SPLITTER_STATE: Setting[QByteArray | None] = Setting(
    "window/splitter",
    State(),
    None,
    lambda: tr("How the window is shared between the table and the side panel."),
)
SIDE_PANEL_WIDTH = Setting(
    "window/side_width",
    Number(0, 16384),
    0,
    lambda: tr("The side panel's width as you last dragged it, for when the window has room."),
)
TUTORIAL_OFFERED = Setting(
    "help/tutorial_offered",
    Flag(),
    False,
    lambda: tr("Whether the tutorial was offered at a first start."),
)
HINTS = Setting(
    "learning/hints",
    Flag(),
    False,
    lambda: tr("Show the hints: the odds of the standing bid and of each raise."),
)
COACH = Setting(
    "learning/coach",
    Member(CoachMode),
    CoachMode.AFTER_GAME,
    lambda: tr(
        "When the coach's review shows by itself: 0 never, 1 after each round, 2 after each game."
    ),
)
SOUND_VOLUME = Setting(
    "sound/volume",
    Number(0, 100),
    70,
    lambda: tr("The sound volume, in percent."),
)
SOUND_MUTED = Setting(
    "sound/muted",
    Flag(),
    False,
    lambda: tr("Whether the sound is off."),
)
AUTO_CONTINUE = Setting(
    "showdown/auto_continue",
    Number(0, 60),
    0,
    lambda: tr("After how many seconds a reveal goes on by itself; 0 waits for you."),
)
KEYS: dict[Key, Setting[tuple[str, ...]]] = {
    key: Setting(f"keys/{key.value}", KeyList(), DEFAULT_KEYS[key], partial(key_words, key))
    for key in Key
}
"""The keys of each action the keys do (see ``perudo_qt.ui.controls.key_map``)."""

REACTIONS = Setting(
    "display/reactions",
    Flag(),
    True,
    lambda: tr("Whether the opponents say their lines at the table (in bubbles and in the log)."),
)

SETTINGS: tuple[Setting[Any], ...] = (
    *RULES.values(),
    OPPONENT_COUNT,
    PLAYER_NAME,
    OPPONENT_NAME,
    OPPONENT_LEVEL,
    OPPONENT_PERSONALITY,
    SPEED,
    TABLE_THEME,
    TABLE_TEXT_SIZE,
    REDUCE_MOTION,
    REACTIONS,
    LANGUAGE,
    WINDOW_GEOMETRY,
    SPLITTER_STATE,
    SIDE_PANEL_WIDTH,
    TUTORIAL_OFFERED,
    HINTS,
    COACH,
    SOUND_VOLUME,
    SOUND_MUTED,
    AUTO_CONTINUE,
    *KEYS.values(),
)
"""Every setting, in the order the README lists them."""

GROUPS = tuple(dict.fromkeys(setting.group for setting in SETTINGS))
"""The sections of our settings file: every key the game writes is in one of them."""


def bounds(setting: Setting[int]) -> tuple[int, int]:
    """Return the least and the greatest value of a numeric ``setting`` (a spin box's range)."""
    if not isinstance(setting.kind, Number):
        raise TypeError(f"{setting.key} is not a number")
    return setting.kind.low, setting.kind.high


def members(setting: Setting[E]) -> tuple[E, ...]:
    """Return the members a ``setting`` of an enumeration may hold (a combo box's entries)."""
    if not isinstance(setting.kind, Member):
        raise TypeError(f"{setting.key} is not a member of an enumeration")
    enumeration: type[E] = setting.kind.members
    return tuple(enumeration)


def choices(setting: Setting[str]) -> tuple[str, ...]:
    """Return the values a ``setting`` of a few words may hold (a combo box's entries)."""
    if not isinstance(setting.kind, Choice):
        raise TypeError(f"{setting.key} is not a choice")
    return setting.kind.choices


def _shown_default(setting: Setting[Any]) -> str:
    return ", ".join(dict.fromkeys(_shown_value(value) for value in setting.defaults()))


def _shown_value(value: object) -> str:
    if value is None:
        return "none"
    if isinstance(value, bool):
        return f"`{str(value).lower()}`"
    if isinstance(value, tuple):
        return ", ".join(f"`{part}`" for part in value)
    if isinstance(value, Enum):
        return f"`{value.value}`"
    return f"`{value}`" if value != "" else '`""`'


def _shown_key(setting: Setting[Any]) -> str:
    if setting.count == 1:
        return f"`{setting.key}`"
    return f"`{setting.key.format(number='N')}` (N from 0 to {setting.count - 1})"


def markdown_table(settings: Sequence[Setting[Any]] = SETTINGS) -> str:
    """Return the README's table of ``settings``: key, default, values allowed, description."""
    rows = [
        "| setting | default | allowed | what it is |",
        "|---|---|---|---|",
    ]
    for setting in settings:
        cells = (
            _shown_key(setting),
            _shown_default(setting),
            setting.kind.allowed(),
            setting.describe().replace("|", "\\|"),
        )
        rows.append("| " + " | ".join(cells) + " |")
    return "\n".join(rows) + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    """Print the README's table of settings (``--markdown``)."""
    parser = argparse.ArgumentParser(
        prog="python -m perudo_qt.settings_schema",
        description="Print the settings the game keeps.",
    )
    parser.add_argument(
        "--markdown", action="store_true", required=True, help="as the README's Markdown table"
    )
    parser.parse_args(argv)
    print(markdown_table(), end="")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
