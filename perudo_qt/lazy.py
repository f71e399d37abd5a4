"""Packages whose names are imported from their modules when first used, not when they load.

A package ``__init__`` that imports every module it re-exports makes importing any one of its
modules import them all: the window would load every bot, the coach and the store before it
could paint. A lazy package lists where each name lives and imports a module the first time
one of its names is asked for (PEP 562). Type checkers and bundlers read the package's
``if TYPE_CHECKING:`` imports, which name the same modules; a test keeps the two lists equal.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable, Mapping, Sequence
from typing import Any


def lazy_exports(
    package: str, homes: Mapping[str, Sequence[str]]
) -> tuple[Callable[[str], Any], list[str]]:
    """Return a ``__getattr__`` for ``package`` and its ``__all__``.

    ``homes`` maps each module of the package (relative, as ``"base"``) to the names it
    exports. A name is imported on first use and then kept in the package like an ordinary
    attribute; any other name raises ``AttributeError`` as a missing attribute does.

    Raises:
        ValueError: a name is also one of the modules: importing that module would set the
            package's attribute to the module, hiding the name.
    """
    home_of = {name: module for module, names in homes.items() for name in names}
    if hidden := sorted(set(home_of) & set(homes)):
        raise ValueError(f"{package}: {', '.join(hidden)} would be hidden by a module")

    def exported(name: str) -> Any:
        module = home_of.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(f"{package}.{module}"), name)
        setattr(sys.modules[package], name, value)
        return value

    return exported, sorted(home_of)
