"""The engine, the bots and the coach are pure Python: importing them loads no Qt module."""

from __future__ import annotations

import subprocess
import sys

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
