"""Test-wide setup: Qt runs offscreen, whatever the machine has, and speaks English."""

import os
import runpy
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="session", autouse=True)
def private_folders(tmp_path_factory: pytest.TempPathFactory) -> None:
    """Keep the app's default settings and data folders out of the person's home (Linux)."""
    for variable in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"):
        os.environ[variable] = str(tmp_path_factory.mktemp(variable.lower()))


@pytest.fixture(scope="session", autouse=True)
def english(qapp):
    """Compile the translations when the sources are newer, and play in English.

    English needs its file too: it holds the plural forms ("1 die", "2 dice").
    """
    from perudo_qt.i18n import install_translations

    runpy.run_path(str(ROOT / "packaging" / "translations.py"))["compile_translations"]()
    install_translations(qapp, "en")
