"""The whole window, driven like a player: games to the end, keys, settings, a clean close."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest

from perudo_qt.bots.odds import seat_odds
from perudo_qt.controller.choices import HumanChoices
from perudo_qt.controller.pacing import Speed
from perudo_qt.controller.table import SeatSetup, TableSetup
from perudo_qt.rules import RuleOptions
from perudo_qt.settings import Settings
from perudo_qt.settings_schema import SPEED
from perudo_qt.ui.main_window import MainWindow
from perudo_qt.ui.setup.dialogs import SettingsDialog
from perudo_qt.ui.setup.settings_entry import SettingsEntry

from .plugins import confirm

pytestmark = pytest.mark.gui


def table(**options: object) -> TableSetup:
    seats = (
        SeatSetup("You"),
        SeatSetup("Ana", "normal"),
        SeatSetup("Bruno", "hard"),
        SeatSetup("Cris", "easy"),
    )
    return TableSetup(seats, RuleOptions(**options))  # type: ignore[arg-type]


def play_by_clicking(window: MainWindow, qtbot) -> None:
    """On each turn click Dudo when it is live, else the Bid button (the least raise)."""

    def act(choices: HumanChoices) -> None:
        if not choices.my_turn:
            return
        button = window.selector.dudo_button if choices.may_dudo else window.selector.bid_button
        QTimer.singleShot(0, lambda: qtbot.mouseClick(button, Qt.MouseButton.LeftButton))

    window.controller.choices_changed.connect(act)


def play_by_the_odds(window: MainWindow, qtbot) -> None:
    """On each turn click Dudo on a bid the person's odds give less than even, else Bid."""

    def act(choices: HumanChoices) -> None:
        snapshot = window.controller.snapshot
        if not choices.my_turn or snapshot is None:
            return
        standing = choices.standing
        doubt = (
            choices.may_dudo
            and standing is not None
            and seat_odds(snapshot.view).at_least(standing) < 0.5
        )
        button = window.selector.dudo_button if doubt else window.selector.bid_button
        QTimer.singleShot(0, lambda: qtbot.mouseClick(button, Qt.MouseButton.LeftButton))

    window.controller.choices_changed.connect(act)


def test_a_full_game_through_the_window(window: MainWindow, qtbot) -> None:
    play_by_clicking(window, qtbot)
    with qtbot.waitSignal(window.game_over_shown, timeout=60000) as over:
        window.start_game(table(calza=True, lost_dice_visible=True), seed=21)
    game = window.controller.game
    assert game is not None and game.is_over
    assert over.args == [game.winner]
    lines = window.game_log.lines()
    assert lines[0] == "Round 1: you open." or lines[0].startswith("Round 1:")
    result = max(
        i for i, line in enumerate(lines) if line.endswith(("wins the game!", "win the game!"))
    )
    said = lines[result + 1 :]  # what the bots say of the last round, the winner last
    assert all("“" in line for line in said)
    assert game.winner == 0 or said[-1].startswith(f"{game.players[game.winner]}: “")
    assert any(line.startswith("You ") for line in lines)


def test_keyboard_play(window: MainWindow, qtbot) -> None:
    turns: list[HumanChoices] = []
    window.controller.choices_changed.connect(
        lambda choices: turns.append(choices) if choices.my_turn else None
    )
    window.start_game(table(), seed=3)
    qtbot.waitUntil(lambda: bool(turns), timeout=10000)
    game = window.controller.game
    assert game is not None
    before = len(game.round_bids)
    QTest.keyClick(window, Qt.Key.Key_6)
    QTest.keyClick(window, Qt.Key.Key_Plus)
    expected = window.selector.selected_bid()
    assert expected is not None and expected.face == 6
    QTest.keyClick(window, Qt.Key.Key_Return)
    assert len(game.round_bids) == before + 1
    assert game.round_bids[before].bid == expected
    assert game.round_bids[before].seat == 0


def test_the_table_shows_counts_only_when_lost_dice_are_visible(window: MainWindow, qtbot) -> None:
    window.start_game(table(lost_dice_visible=False), seed=5)
    qtbot.waitUntil(lambda: window.scene.plate(1).name == "Ana")
    assert window.scene.plate(1).count_text == ""  # R17: hidden
    assert window.scene.plate(0).count_text == "5 dice"  # your own you always know
    assert window.scene.lid.caption == ""
    window.start_game(table(lost_dice_visible=True), seed=5)
    assert window.scene.plate(1).count_text == "5 dice"
    assert window.scene.lid.caption == "20 dice in play"


def test_own_dice_are_drawn_and_opponents_are_hidden(window: MainWindow, qtbot) -> None:
    window.start_game(table(), seed=5)
    game = window.controller.game
    assert game is not None
    assert window.scene.own_dice_faces() == game.dice(0)


def test_settings_persist_across_a_restart(qtbot, settings_path: Path) -> None:
    first = MainWindow(Settings(settings_path), ask_after_game=False)
    qtbot.addWidget(first)
    dialog = SettingsDialog(first.settings.table(), first.speed, first)
    dialog.rules_editor.toggles["calza"].setChecked(True)
    dialog.rules_editor.dice.setValue(3)
    dialog.table_editor.count.setValue(2)
    dialog.table_editor.rows[0][1].setCurrentIndex(dialog.table_editor.rows[0][1].findData("hard"))
    dialog.speed.setCurrentIndex(dialog.speed.findData("fast"))
    first.findChild(SettingsEntry).apply_settings(dialog)
    first.close()

    second = MainWindow(Settings(settings_path), ask_after_game=False)
    qtbot.addWidget(second)
    restored = second.settings.table()
    assert restored.options == RuleOptions(dice_per_player=3, calza=True)
    assert len(restored.seats) == 3
    assert restored.seats[1].bot == "hard"
    assert second.speed is Speed.FAST
    second.close()


def test_a_running_game_keeps_its_rules(window: MainWindow, qtbot) -> None:
    window.start_game(table(calza=False), seed=5)
    dialog = SettingsDialog(window.settings.table(), window.speed, window)
    dialog.rules_editor.toggles["calza"].setChecked(True)
    window.findChild(SettingsEntry).apply_settings(dialog)
    game = window.controller.game
    assert game is not None
    assert game.options.calza is False
    assert window.settings.rule_options().calza is True


def test_invalid_stored_values_fall_back_to_defaults(qtbot, settings_path: Path) -> None:
    settings_path.write_text("[rules]\ncalza=maybe\ndice_per_player=9\n[display]\nspeed=warp\n")
    settings = Settings(settings_path)
    assert settings.rule_options() == RuleOptions()
    assert settings.get(SPEED) is Speed.NORMAL
    assert len(settings.report.problems) == 3
    window = MainWindow(settings, ask_after_game=False)
    qtbot.addWidget(window)
    window.close()


def test_an_invalid_table_value_is_reported_in_the_first_games_log(
    qtbot, settings_path: Path
) -> None:
    settings_path.write_text("[table]\nplayer_name=Me, You\n")
    settings = Settings(settings_path)
    window = MainWindow(settings, Speed.INSTANT, ask_after_game=False)
    qtbot.addWidget(window)
    window.start_game(settings.table(), seed=1)
    notes = [line for line in window.game_log.lines() if "player_name" in line]
    assert len(notes) == 1
    window.entries.play_again()
    assert not any("player_name" in line for line in window.game_log.lines())
    window.close()


def test_a_corrupt_settings_file_is_kept_aside(qtbot, settings_path: Path) -> None:
    settings_path.write_bytes(b"\x00\xff\xfe not settings [[[\n\x01\x02")
    settings = Settings(settings_path)
    assert settings.report.moved_to is not None
    assert settings.report.moved_to.name.startswith("perudo-qt.ini.")
    assert settings.report.moved_to.suffix == ".bad"
    assert settings.report.moved_to.read_bytes().startswith(b"\x00\xff")
    assert settings.rule_options() == RuleOptions()
    window = MainWindow(settings, ask_after_game=False)
    qtbot.addWidget(window)
    assert window.notice.isVisibleTo(window)
    assert "could not be read" in window.notice.details_text()
    window.close()


def test_closing_mid_thought_is_clean(qtbot, settings_path: Path, tmp_path: Path) -> None:
    plugin = tmp_path / "slow_bot.py"
    plugin.write_text(
        "import time\nfrom perudo_qt.bots import Decision, safe_action\n"
        "class Slow:\n    name = 'slow'\n"
        "    def choose(self, view, legal, rng):\n        time.sleep(0.5)\n"
        "        return Decision(safe_action(legal))\n"
        "    def consider_calza(self, view, rng):\n        return None\n"
    )
    window = MainWindow(Settings(settings_path), Speed.NORMAL, ask_after_game=False)
    qtbot.addWidget(window)
    window.show()
    confirm(window, plugin)  # the person said yes to running it
    seats = (SeatSetup("Slow", f"{plugin}:Slow"), SeatSetup("You"))
    with qtbot.waitSignal(window.controller.bot_thinking, timeout=10000):
        window.start_game(TableSetup(seats), seed=1)
    window.close()
    assert not window.controller._bots._thread.isRunning()


def test_version_flag() -> None:
    from perudo_qt import __version__

    result = subprocess.run(
        [sys.executable, "-m", "perudo_qt", "--version"], capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == f"perudo-qt {__version__}"


def test_autoplay_runs_offscreen_and_reports_the_stall(tmp_path: Path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path)}
    command = [
        sys.executable,
        "-m",
        "perudo_qt",
        "--autoplay",
        "2",
        "--seed",
        "4",
        "--settings",
        str(tmp_path / "s.ini"),
    ]
    result = subprocess.run(
        command, capture_output=True, text=True, check=False, timeout=120, env=env
    )
    assert result.returncode == 0, result.stderr[-800:]
    lines = result.stdout.strip().splitlines()
    assert lines[0].startswith("game 1/2: seed 4,")
    assert lines[1].startswith("game 2/2: seed 5,")
    assert lines[2].startswith("longest GUI-thread stall: ")


def test_an_animated_game_waits_for_the_table_and_finishes(qtbot, settings_path: Path) -> None:
    """At fast speed every animation (shakes, banners, reveals, flights) runs to its end."""
    window = MainWindow(Settings(settings_path), Speed.FAST, ask_after_game=False)
    qtbot.addWidget(window)
    window.show()
    shown: list[object] = []
    window.scene.events_shown.connect(shown.extend)
    options = RuleOptions(dice_per_player=1, calza=True)
    with qtbot.waitSignal(window.game_over_shown, timeout=60000):
        window.start_game(TableSetup.all_bots(3, options), seed=2)
    game = window.controller.game
    assert game is not None
    assert tuple(shown) == game.history  # the log followed every event, in order
    lines = window.game_log.lines()
    result = max(i for i, line in enumerate(lines) if line.endswith("wins the game!"))
    said = lines[result + 1 :]  # what the bots say of the last round, the winner last
    assert all("“" in line for line in said)
    assert said[-1].startswith(f"{game.players[game.winner]}: “")
    window.close()
