"""Seat names: what may name a seat in a game, a save, a replay or the settings."""

from __future__ import annotations

import unicodedata

MAX_NAME_LENGTH = 40
"""The longest seat name a game, a save, a replay or the settings hold."""

# Control characters (C0, C1, lone surrogates) and line and paragraph separators.
_NOT_ONE_LINE = frozenset({"Cc", "Cs", "Zl", "Zp"})


def is_one_line(text: str) -> bool:
    """Whether ``text`` holds no control character and no line or paragraph break."""
    return not any(unicodedata.category(character) in _NOT_ONE_LINE for character in text)


def is_seat_name(value: object) -> bool:
    """Whether ``value`` can name a seat: one line of 1 to ``MAX_NAME_LENGTH`` characters.

    Any script and any symbol is welcome (Åsa, Михаил, a joined emoji); a control character or
    a line break is not, nor a name of spaces only.
    """
    return (
        isinstance(value, str)
        and 0 < len(value) <= MAX_NAME_LENGTH
        and is_one_line(value)
        and bool(value.strip())
    )
