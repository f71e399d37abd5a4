"""Test-wide setup: Qt runs offscreen and speaks English, for the tests marked ``gui`` only.

The pure half's tests (rules, bots, coach, store) never start a QApplication: ``pytest -m
"not gui"`` runs them alone. A test that asks for ``qtbot`` or ``qapp`` without the ``gui``
mark is refused at collection, so the mark cannot be forgotten.
"""

import os
import runpy
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parents[1]
QT_FIXTURES = frozenset({"qtbot", "qapp"})


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Refuse a test that uses Qt's fixtures without the ``gui`` mark."""
    unmarked = [
        item.nodeid
        for item in items
        if QT_FIXTURES & set(getattr(item, "fixturenames", ()))
        and item.get_closest_marker("gui") is None
    ]
    if unmarked:
        raise pytest.UsageError(f"tests using Qt need the gui mark: {', '.join(unmarked)}")


@pytest.fixture(scope="session", autouse=True)
def private_folders(tmp_path_factory: pytest.TempPathFactory) -> None:
    """Keep the app's default settings and data folders out of the person's home (Linux)."""
    for variable in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"):
        os.environ[variable] = str(tmp_path_factory.mktemp(variable.lower()))


@pytest.fixture(scope="session")
def english(qapp):
    """Compile the translations when the sources are newer, and play in English.

    English needs its file too: it holds the plural forms ("1 die", "2 dice").
    """
    from perudo_qt.i18n import install_translations

    runpy.run_path(str(ROOT / "packaging" / "translations.py"))["compile_translations"]()
    install_translations(qapp, "en")


@pytest.fixture(autouse=True)
def qt_for_gui_tests(request: pytest.FixtureRequest) -> None:
    """Give every test marked ``gui`` the QApplication, in English."""
    if request.node.get_closest_marker("gui") is not None:
        request.getfixturevalue("english")
