"""Plugin files that misbehave as they are imported, written where a test wants them.

Not a test module: each helper writes a file and returns where it is.
"""

from __future__ import annotations

from pathlib import Path

_BOT = """
from perudo_qt.bots import Decision, safe_action


class Bot:
    name = "plugin"

    def choose(self, view, legal, rng):
        return Decision(safe_action(legal), "played")

    def consider_calza(self, view, rng):
        return None
"""


def marking_plugin(folder: Path) -> tuple[Path, Path]:
    """Write a plugin that creates a marker file when imported; return it and the marker."""
    marker = folder / "plugin-was-imported"
    plugin = folder / "marks.py"
    plugin.write_text(f"from pathlib import Path\nPath({str(marker)!r}).write_text('ran')\n{_BOT}")
    return plugin, marker


def hanging_plugin(folder: Path) -> Path:
    """Write a plugin whose import never ends; return it."""
    plugin = folder / "hangs_on_import.py"
    plugin.write_text(f"import time\nwhile True:\n    time.sleep(1)\n{_BOT}")
    return plugin
