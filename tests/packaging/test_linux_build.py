"""The Linux build: bundle, tarball and .deb, each smoke-tested by the build itself (slow)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.slow
def test_linux_build_and_its_smoke_tests() -> None:
    result = subprocess.run(
        [sys.executable, str(ROOT / "packaging" / "build.py"), "linux"],
        capture_output=True,
        text=True,
        check=False,
        timeout=1200,
    )
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    assert result.stdout.count("smoke test passed:") == 1  # the bundle
    assert result.stdout.count("smoke test passed in French:") == 1  # the installed .deb
    dist = ROOT / "dist"
    assert list(dist.glob("perudo-qt_*_amd64.deb"))
    assert list(dist.glob("perudo-qt-*-linux-x86_64.tar.gz"))
