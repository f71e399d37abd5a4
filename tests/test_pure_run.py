"""``make test-pure`` runs the rules, bots, coach and store tests without PySide6 loaded."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import GUI_MODULE_MARK

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.slow
def test_the_pure_tests_are_collected_without_pyside6() -> None:
    """Collecting every test with pytest-qt off imports no Qt and leaves out every gui test.

    The conftest stops the run with a usage error (exit status 4) if PySide6 was imported.
    """
    pure = ["-p", "no:pytest-qt", "-p", "no:cacheprovider", "-m", "not gui"]
    result = subprocess.run(
        [sys.executable, "-m", "pytest", *pure, "--collect-only", "-q", "tests"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
    )
    assert result.returncode == 0, result.stdout[-2000:] + result.stderr[-2000:]
    collected = {line.split("::")[0] for line in result.stdout.splitlines() if "::" in line}
    folders = {path.split("/")[1] for path in collected}
    assert {"rules", "bots", "coach", "store", "career"} <= folders
    assert "ui" not in folders
    marked = [path for path in collected if GUI_MODULE_MARK.search((ROOT / path).read_text())]
    assert marked == []
