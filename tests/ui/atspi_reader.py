"""A screen reader's ears for the AT-SPI test: run with the system python3, which has pyatspi.

It listens on the accessibility bus for Perudo Qt's announcements and, shortly after those
holding a ``--read-on`` text, reads the window's tree as Orca would: every accessible's role,
name, description and text. It prints one JSON object a line ({"announced": ...} or
{"moment": ..., "tree": [...]}) and exits once every tree is read, or after ``--timeout``.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

import pyatspi  # type: ignore[import-not-found]
from gi.repository import GLib  # type: ignore[import-not-found]

APP_NAME = "perudo"
"""What the application's accessible name contains (lower case)."""


def say(**fact: object) -> None:
    """Print one fact as a JSON line, at once."""
    print(json.dumps(fact), flush=True)


def texts(accessible: Any, depth: int = 0) -> list[dict[str, str]]:
    """Every accessible under ``accessible``: its role, name, description and text."""
    found = []
    try:
        entry = {
            "role": accessible.getRoleName(),
            "name": accessible.name or "",
            "description": accessible.description or "",
        }
        try:
            text = accessible.queryText()
            entry["text"] = text.getText(0, text.characterCount)
        except NotImplementedError:
            entry["text"] = ""
        found.append(entry)
        if depth < 40:
            for index in range(accessible.childCount):
                child = accessible.getChildAtIndex(index)
                if child is not None:
                    found += texts(child, depth + 1)
    except Exception as error:  # a widget can go away while we read: say so and go on
        found.append({"role": "error", "name": repr(error), "description": "", "text": ""})
    return found


def application() -> Any:
    """The game's accessible application, once it is on the bus."""
    desktop = pyatspi.Registry.getDesktop(0)
    for index in range(desktop.childCount):
        app = desktop.getChildAtIndex(index)
        if app is not None and APP_NAME in (app.name or "").lower():
            return app
    return None


def main() -> int:
    """Listen, read the tree at each moment asked for, and stop after the last."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--timeout", type=float, default=60.0)
    parser.add_argument(
        "--read-on",
        action="append",
        default=[],
        help="read the tree shortly after an announcement holding this text (in order)",
    )
    arguments = parser.parse_args()
    moments: list[str] = list(arguments.read_on)
    reads: list[bool] = []

    def read_tree(moment: str) -> bool:
        app = application()
        say(moment=moment, tree=texts(app) if app is not None else [])
        reads.append(True)
        if len(reads) == len(arguments.read_on):
            pyatspi.Registry.stop()
        return False

    def on_announcement(event: Any) -> None:
        message = str(event.any_data)
        say(announced=message)
        if moments and moments[0] in message:
            GLib.timeout_add(700, read_tree, moments.pop(0))

    def give_up() -> bool:
        say(timeout=True)
        pyatspi.Registry.stop()
        return False

    pyatspi.Registry.registerEventListener(on_announcement, "object:announcement")
    # Listened to, as Orca does, so that the application sends its name and description changes:
    # the tree read later is the one on screen, not a cached one.
    for change in ("accessible-description", "accessible-name"):
        pyatspi.Registry.registerEventListener(
            lambda event: None, f"object:property-change:{change}"
        )
    GLib.timeout_add(int(arguments.timeout * 1000), give_up)

    def listening() -> bool:
        say(listening=True)
        return False

    GLib.idle_add(listening)
    pyatspi.Registry.start()
    return 0 if len(reads) == len(arguments.read_on) else 1


if __name__ == "__main__":
    sys.exit(main())
