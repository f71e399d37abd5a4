"""The command line refuses what it cannot play, and a failed start leaves no thread behind."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from perudo_qt import app, i18n
from perudo_qt.controller.bot_worker import BotThread
from perudo_qt.controller.data_folder import claim_data_folder
from perudo_qt.controller.game_controller import GameController
from perudo_qt.ui.main_window import MainWindow

pytestmark = pytest.mark.gui


@pytest.mark.parametrize(
    "argv",
    [
        ["--autoplay", "1", "--players", "0"],
        ["--autoplay", "1", "--players", "1"],
        ["--smoke-test", "--players", "-3"],
        ["--smoke-test", "--players", "7"],
        ["--autoplay", "0"],
        ["--autoplay", "-1"],
        ["--autoplay", "two"],
        ["--players", "3"],
    ],
)
def test_values_out_of_range_end_with_status_2(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as ended:
        app.parse_arguments(argv)
    assert ended.value.code == 2
    assert "error:" in capsys.readouterr().err


def test_players_default_to_four() -> None:
    assert app.parse_arguments(["--autoplay", "2"]).players == 4
    assert app.parse_arguments(["--smoke-test", "--players", "6"]).players == 6


def test_a_first_game_that_fails_to_start_is_reported_and_the_window_stays(
    qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    windows: list[MainWindow] = []
    reported: list[str] = []

    def broken_start(self: MainWindow, *_: object) -> None:
        windows.append(self)
        raise RuntimeError("start failed")

    def report_and_close(self: MainWindow, message: str) -> None:
        reported.append(message)
        assert self.isVisible()  # the window is still there, New game in reach
        QTimer.singleShot(0, self.close)

    monkeypatch.setattr(MainWindow, "start_game", broken_start)
    monkeypatch.setattr(MainWindow, "report_problem", report_and_close)
    assert app.main(["--settings", str(tmp_path / "s.ini")]) == 0
    (window,) = windows
    qtbot.addWidget(window)
    assert reported == ["The game could not start (start failed). Choose New game to try again."]
    bots = window.controller.findChild(BotThread)
    assert bots is not None
    assert not bots.is_running


@pytest.fixture
def closed_at_start(monkeypatch: pytest.MonkeyPatch) -> list[MainWindow]:
    """The windows ``app.main`` opens, each closed as soon as its first game would start."""
    windows: list[MainWindow] = []

    def start_and_close(self: MainWindow, *_: object) -> None:
        windows.append(self)
        QTimer.singleShot(0, self.close)

    monkeypatch.setattr(MainWindow, "start_game", start_and_close)
    return windows


def test_a_bot_stuck_on_the_thread_ends_the_process_without_tearing_the_thread_down(
    qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, closed_at_start: list[MainWindow]
) -> None:
    class ExitedError(Exception):
        pass

    def exit_now(status: int) -> None:
        raise ExitedError(status)

    stop = GameController.shutdown
    # The thread is stopped for real, but reported stuck, as a bot in native code keeps it.
    monkeypatch.setattr(GameController, "shutdown", lambda self: stop(self) and False)
    monkeypatch.setattr(app.os, "_exit", exit_now)
    with pytest.raises(ExitedError) as exited:
        app.main(["--settings", str(tmp_path / "s.ini")])
    assert exited.value.args == (0,)
    (window,) = closed_at_start
    qtbot.addWidget(window)


def test_a_settings_file_that_cannot_be_read_is_reported_in_the_players_language(
    qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, closed_at_start: list[MainWindow]
) -> None:
    """The file's own language is lost with it: the problem is worded in the system's."""
    monkeypatch.setattr(i18n, "system_language", lambda ui_languages=None: "fr")
    settings = tmp_path / "s.ini"
    settings.write_bytes(b"\x00\x01 these are not settings\n")
    # At the game's own place: a file named with --settings is used only if it looks like ours.
    monkeypatch.setattr(app, "default_settings_path", lambda: settings)
    try:
        assert app.main([]) == 0
    finally:
        i18n.install_translations(QApplication.instance(), "en")
    (window,) = closed_at_start
    qtbot.addWidget(window)
    problems = [line for line in window.game_log.lines() if str(settings) in line]
    assert problems
    assert all("n'a pas pu être lu" in line for line in problems), problems


@pytest.fixture
def data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The folder ``app.main`` keeps games in, for this test only."""
    folder = tmp_path / "data"
    monkeypatch.setattr(app, "default_data_folder", lambda: folder)
    return folder


def test_a_second_window_keeps_nothing_and_says_so(
    qtbot, tmp_path: Path, data_folder: Path, closed_at_start: list[MainWindow]
) -> None:
    held = claim_data_folder(data_folder)
    assert held is not None
    try:
        assert app.main(["--settings", str(tmp_path / "s.ini")]) == 0
    finally:
        held.unlock()
    (window,) = closed_at_start
    qtbot.addWidget(window)
    assert window.keeping.keeper is None
    assert any("Another Perudo window is open" in line for line in window.game_log.lines())


def test_the_first_window_keeps_the_games_and_lets_go_when_it_closes(
    qtbot, tmp_path: Path, data_folder: Path, closed_at_start: list[MainWindow]
) -> None:
    assert app.main(["--settings", str(tmp_path / "s.ini")]) == 0
    (window,) = closed_at_start
    qtbot.addWidget(window)
    assert window.keeping.keeper is not None
    assert window.keeping.keeper.folder == data_folder
    after = claim_data_folder(data_folder)
    assert after is not None
    after.unlock()


def run_game(*arguments: str, **environment: str) -> subprocess.CompletedProcess[str]:
    """Run the game offscreen in a process of its own with ``arguments``; return how it went."""
    return subprocess.run(
        [sys.executable, "-m", "perudo_qt", *arguments],
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen", **environment},
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )


def test_the_smoke_test_leaves_nothing_behind(tmp_path: Path) -> None:
    scratch = tmp_path / "temporary"
    scratch.mkdir()
    result = run_game("--smoke-test", "--players", "2", "--seed", "3", TMPDIR=str(scratch))
    assert result.returncode == 0, result.stdout + result.stderr
    assert "smoke test passed" in result.stdout
    assert list(scratch.iterdir()) == []


def test_quitting_at_the_first_paint_deals_no_game_into_the_closed_window(
    tmp_path: Path,
) -> None:
    result = run_game(
        "--exit-after-paint",
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        XDG_DATA_HOME=str(tmp_path / "data"),
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "first paint after" in result.stdout
    assert "could not" not in result.stderr, result.stderr
