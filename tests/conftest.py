"""Test-wide setup: Qt runs offscreen and speaks English, for the tests marked ``gui`` only.

The pure half's tests (rules, bots, coach, store) never start a QApplication: ``pytest -m
"not gui"`` runs them alone. A test that asks for ``qtbot`` or ``qapp`` without the ``gui``
mark is refused at collection, so the mark cannot be forgotten.

With pytest-qt switched off (``make test-pure``: ``pytest -m "not gui" -p no:pytest-qt``) the
pure tests run without PySide6 loaded at all: modules marked ``gui`` as a whole (and folders
holding only such modules, with their conftest) are not even imported, and the run stops if
anything imported PySide6 all the same. The compiled translations the ``gui`` tests use are
built in a temporary folder, never in the source tree.
"""

import gc
import os
import re
import runpy
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parents[1]
QT_FIXTURES = frozenset({"qtbot", "qapp"})
GUI_MODULE_MARK = re.compile(r"^pytestmark = .*\bpytest\.mark\.gui\b", re.MULTILINE)
"""A module marked ``gui`` as a whole: ``pytestmark = pytest.mark.gui`` or a list holding it."""
PYTEST_QT = "pytest-qt"
PYTEST_QT_SETTINGS = ("qt_api", "qt_log_level_fail", "qt_log_ignore")


def _pure_run(config: pytest.Config) -> bool:
    """Whether pytest-qt is switched off: a run of the pure tests alone."""
    return config.pluginmanager.is_blocked(PYTEST_QT)


def pytest_addoption(parser: pytest.Parser, pluginmanager: pytest.PytestPluginManager) -> None:
    """Accept pytest-qt's settings in pyproject.toml when it is switched off."""
    if pluginmanager.is_blocked(PYTEST_QT):
        for name in PYTEST_QT_SETTINGS:
            parser.addini(name, "pytest-qt's setting (unused: pytest-qt is off)", type="linelist")


def _is_gui_module(path: Path) -> bool:
    return path.name.startswith("test_") and bool(
        GUI_MODULE_MARK.search(path.read_text(encoding="utf-8"))
    )


def pytest_ignore_collect(collection_path: Path, config: pytest.Config) -> bool | None:
    """In a pure run, skip importing modules marked ``gui`` and folders of nothing else."""
    if not _pure_run(config):
        return None
    if collection_path.is_dir():
        modules = list(collection_path.rglob("test_*.py"))
        return True if modules and all(map(_is_gui_module, modules)) else None
    return True if collection_path.suffix == ".py" and _is_gui_module(collection_path) else None


def pytest_collection_finish(session: pytest.Session) -> None:
    """Stop a pure run whose collection imported PySide6 after all."""
    if _pure_run(session.config) and "PySide6" in sys.modules:
        raise pytest.UsageError("a pure run (-p no:pytest-qt) imported PySide6")


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
def english(qapp, tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """Compile the translations into a temporary folder, load them from there, play in English.

    English needs its file too: it holds the plural forms ("1 die", "2 dice").
    """
    from perudo_qt import i18n

    folder = tmp_path_factory.mktemp("i18n")
    runpy.run_path(str(ROOT / "packaging" / "translations.py"))["compile_translations"](folder)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(i18n, "translations_folder", lambda: str(folder))
        i18n.install_translations(qapp, "en")
        yield


GARBAGE = pytest.StashKey[object]()
"""The session's collector of Python's cycles on the GUI thread, once a gui test has run."""


@pytest.fixture(scope="session")
def gui_thread_garbage(qapp, request: pytest.FixtureRequest) -> Iterator[object]:
    """Collect Python's cycles on the GUI thread only, as the game does (``ui/garbage.py``)."""
    from perudo_qt.ui.garbage import GarbageCollector

    collector = GarbageCollector()
    request.session.stash[GARBAGE] = collector
    yield collector
    collector.stop()


@pytest.fixture(autouse=True)
def qt_for_gui_tests(request: pytest.FixtureRequest) -> Iterator[None]:
    """Give every test marked ``gui`` the QApplication, in English, its cycles collected on
    the GUI thread; a pure test after them has Python's own collection back while it runs."""
    if request.node.get_closest_marker("gui") is not None:
        request.getfixturevalue("english")
        collector = request.getfixturevalue("gui_thread_garbage")
        yield
        collector.check()  # type: ignore[attr-defined]
    elif request.session.stash.get(GARBAGE, None) is not None:
        gc.enable()
        yield
        gc.disable()
    else:
        yield
