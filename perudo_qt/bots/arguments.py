"""Command-line argument types shared by the arena and the game's own command line."""

from __future__ import annotations

import argparse
from collections.abc import Callable


def whole_number(low: int, high: int | None = None) -> Callable[[str], int]:
    """Return an argparse type: an int from ``low`` to ``high`` (no upper bound when None)."""

    def convert(text: str) -> int:
        try:
            number = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
        if number < low or (high is not None and number > high):
            span = f"from {low} to {high}" if high is not None else f"at least {low}"
            raise argparse.ArgumentTypeError(f"{number} is out of range: {span}")
        return number

    return convert
