"""Our values read back from JSON data: an object with known keys, named by its kind."""

from __future__ import annotations

import math
from collections.abc import Collection
from enum import Enum
from typing import Any, TypeVar

Kind = TypeVar("Kind", bound=Enum)


def is_finite(value: object) -> bool:
    """Whether ``value`` is a finite number (an int or a float, not a bool).

    A whole number too large for a float (a JSON integer of 400 digits) is not one.
    """
    if type(value) not in (int, float):
        return False
    try:
        return math.isfinite(value)  # type: ignore[arg-type]
    except OverflowError:
        return False


def is_measure(value: object) -> bool:
    """Whether ``value`` is a finite number of zero or more (see ``is_finite``)."""
    return is_finite(value) and value >= 0  # type: ignore[operator]


def kind_of(document: Any, what: str, keys: Collection[str], kinds: type[Kind]) -> Kind:
    """Return the kind ``document`` names: a JSON object of ``what`` with no keys but ``keys``.

    Its ``"kind"`` holds the value of one of ``kinds``.

    Raises:
        ValueError: ``document`` is not such an object.
    """
    if not isinstance(document, dict):
        raise ValueError(f"{what} is an object, not {document!r:.40}")
    unknown = set(document) - {"kind", *keys}
    if unknown:
        raise ValueError(f"{what} has no {sorted(unknown)[0]!r:.40}")
    try:
        return kinds(document.get("kind"))
    except ValueError:
        raise ValueError(f"{what} of an unknown kind: {document.get('kind')!r:.40}") from None
