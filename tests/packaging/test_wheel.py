"""The wheel carries the compiled translations: its build step runs lrelease (setup.py)."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.slow
def test_the_wheel_carries_every_compiled_translation(tmp_path: Path) -> None:
    # As pip install . does it: in an isolated environment with the build requirements
    # (setuptools, PySide6 for lrelease), fetched from the package index or pip's cache.
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--no-deps",
            "--wheel-dir",
            str(tmp_path),
            str(ROOT),
        ],
        capture_output=True,
        text=True,
        check=False,
        timeout=300,
    )
    assert result.returncode == 0, result.stdout[-2000:] + result.stderr[-2000:]
    (wheel,) = tmp_path.glob("perudo_qt-*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    for code in ("en", "fr", "es", "nl", "it"):
        assert f"perudo_qt/resources/i18n/perudo_qt_{code}.qm" in names
    assert not [name for name in names if name.endswith(".ts")]
    # The career: its screen, the bots' ratings, the portraits.
    assert "perudo_qt/ui/career/ladder_screen.py" in names
    assert "perudo_qt/career/ratings.json" in names
    assert "perudo_qt/resources/portraits/condor.svg" in names
