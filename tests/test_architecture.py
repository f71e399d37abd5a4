"""The shape of the house: the pure half loads no Qt, imports go one way, the live game stays
in the controller, and the widgets' modules import no cycle."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest


@pytest.mark.parametrize(
    "package",
    [
        "perudo_qt.rules",
        "perudo_qt.bots",
        "perudo_qt.coach",
        "perudo_qt.store",
        "perudo_qt.career",
        # The controller's plain values: settings and dialogs use them without the Qt controller.
        "perudo_qt.controller.choices",
        "perudo_qt.controller.table",
        "perudo_qt.controller.pacing",
        # The turn loop's state machine and its clock interface: unit-tested without Qt.
        "perudo_qt.controller.turn",
        "perudo_qt.controller.clock",
    ],
)
def test_pure_packages_load_no_qt(package: str) -> None:
    probe = (
        f"import sys, {package}; "
        "loaded = sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6')); "
        "print(','.join(loaded))"
    )
    result = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == ""


PACKAGE = Path(__file__).resolve().parents[1] / "perudo_qt"
PURE = ("rules", "bots", "coach", "store")
"""The pure half: plain Python, knowing nothing of the controller or the widgets."""

OWN_GAMES = {
    "perudo_qt.ui.learning.tutorial_script": "builds the worked round: a game of its own",
    "perudo_qt.ui.keeping.replay": "steps through a finished game rebuilt from the records",
}
"""Modules outside the controller that may hold a ``Game``: one they build, never the live one."""


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def modules(*under: str) -> dict[str, ast.Module]:
    """Return the parsed modules of perudo_qt (only those under ``under``, if given)."""
    found = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        name = module_name(path)
        if not under or any(
            name == f"perudo_qt.{u}" or name.startswith(f"perudo_qt.{u}.") for u in under
        ):
            found[name] = ast.parse(path.read_text(encoding="utf-8"), str(path))
    return found


def imported(name: str, tree: ast.Module) -> list[tuple[str, tuple[str, ...]]]:
    """Return every module ``tree`` imports (under TYPE_CHECKING too), with the names taken."""
    package = name if name == "perudo_qt" else name.rsplit(".", 1)[0]
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(alias.name, ()) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            names = tuple(alias.name for alias in node.names)
            found.append((base, names))
            # "from . import x" imports the module x.
            found += [(f"{base}.{alias}", ()) for alias in names if not node.module]
    return found


def outside_the_controller() -> dict[str, ast.Module]:
    return {
        name: tree
        for name, tree in modules().items()
        if not any(
            name == f"perudo_qt.{part}" or name.startswith(f"perudo_qt.{part}.")
            for part in (*PURE, "controller")
        )
    }


def test_nothing_outside_the_controller_reads_the_live_game() -> None:
    """The controller alone holds the live ``Game``; the window renders its snapshots.

    Outside ``perudo_qt.controller`` (and the pure packages, which the controller drives), no
    module reads ``.game`` from a controller (``controller.game``, ``self.controller.game``,
    ``window.controller.game``), and no module imports ``Game`` but those in ``OWN_GAMES``,
    which build a game of their own (the tutorial's worked round, a finished game's replay).
    Fair play then holds by construction: what the window shows comes from the person's view.
    """
    readers, importers = [], []
    for name, tree in outside_the_controller().items():
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and node.attr == "game":
                owner = node.value
                owner_name = (
                    owner.attr if isinstance(owner, ast.Attribute) else getattr(owner, "id", "")
                )
                if "controller" in owner_name:
                    readers.append(f"{name}:{node.lineno}")
        for module, names in imported(name, tree):
            takes_game = module.startswith("perudo_qt.rules") and "Game" in names
            if takes_game and name not in OWN_GAMES:
                importers.append(name)
    assert readers == []
    assert importers == []


def test_imports_go_one_way() -> None:
    """Rules, bots, coach and store never import the controller or the widgets (nor the app or
    the settings); the controller never imports the widgets. Data flows rules -> controller ->
    widgets, never back up."""
    upward = []
    above = {
        part: ("perudo_qt.controller", "perudo_qt.ui", "perudo_qt.app", "perudo_qt.settings")
        for part in PURE
    }
    above["controller"] = ("perudo_qt.ui", "perudo_qt.app")
    for part, forbidden in above.items():
        for name, tree in modules(part).items():
            for module, _ in imported(name, tree):
                if any(module == f or module.startswith(f"{f}.") for f in forbidden):
                    upward.append(f"{name} imports {module}")
    assert upward == []


def test_the_widgets_modules_import_no_cycle() -> None:
    """No two modules of ``perudo_qt.ui`` import each other, directly or round a loop (imports
    under TYPE_CHECKING count too): each can be read, tested and moved on its own."""
    trees = modules("ui")
    graph = {
        name: sorted({module for module, _ in imported(name, tree) if module in trees} - {name})
        for name, tree in trees.items()
    }
    cycles = []
    state: dict[str, int] = {}  # 1: on the current path, 2: done

    def visit(name: str, path: list[str]) -> None:
        state[name] = 1
        for following in graph[name]:
            if state.get(following) == 1:
                cycles.append(" -> ".join([*path[path.index(following) :], following]))
            elif following not in state:
                visit(following, [*path, following])
        state[name] = 2

    for name in graph:
        if name not in state:
            visit(name, [name])
    assert cycles == []
