"""The Qt binding in use does not corrupt Python's booleans (PySide6 6.12.0 did)."""

from __future__ import annotations

import subprocess
import sys

import pytest

pytestmark = pytest.mark.gui

PROBE = """
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QPushButton
app = QApplication([])
button, timer = QPushButton(), QTimer()
for _ in range(50000):
    button.setEnabled(True)
    timer.setSingleShot(False)
print("ok")
"""


def test_bool_setters_do_not_crash_the_interpreter() -> None:
    result = subprocess.run(
        [sys.executable, "-c", PROBE], capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stderr[-500:]
    assert result.stdout.strip() == "ok"
