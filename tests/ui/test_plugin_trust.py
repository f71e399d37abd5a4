"""A plugin named by the settings or a save runs only after a yes, for that file and content."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from perudo_qt.controller.table import SeatSetup, TableSetup
from perudo_qt.rules import Bid, Game, RuleOptions
from perudo_qt.settings import Settings
from perudo_qt.store import SavedGame, SavedSeat
from perudo_qt.store.plugins import FILE_NAME as CONFIRMED
from perudo_qt.store.plugins import PluginFile
from perudo_qt.store.saves import FILE_NAME as SAVE
from perudo_qt.store.saves import encode
from perudo_qt.ui.main_window import MainWindow
from perudo_qt.ui.setup.dialogs import NewGameDialog, SettingsDialog
from perudo_qt.ui.setup.plugin_pick import FROM_FILE
from perudo_qt.ui.setup.settings_entry import SettingsEntry

from ..bots.plugin_files import hanging_plugin, marking_plugin
from .modal import answer_modal
from .test_main_window import play_by_clicking

pytestmark = pytest.mark.gui

ONE_DIE = RuleOptions(dice_per_player=1)
RUN, NORMAL = "Run It", "Play a Normal Bot"


def name_in_settings(settings_path: Path, plugin: Path) -> None:
    """Write a settings file whose opponent is ``plugin``, as a person or a program could."""
    settings = Settings(settings_path)
    settings.set_table(TableSetup((SeatSetup("You"), SeatSetup("Plug", f"{plugin}:Bot"))))
    settings.set_rule_options(ONE_DIE)
    settings.sync()


def answer(window: MainWindow, text: str) -> None:
    box = window.context.plugin_trust.question
    assert isinstance(box, QMessageBox) and box.isVisible()
    assert box.windowModality() == Qt.WindowModality.WindowModal
    next(button for button in box.buttons() if button.text() == text).click()


def bot_plays(window: MainWindow, qtbot, seat: int, then: Callable[[], object]) -> None:
    """Call ``then`` and wait until the bot of ``seat`` has played (the person plays along)."""
    play_by_clicking(window, qtbot)
    with qtbot.waitSignal(
        window.controller.bot_decided, timeout=30000, check_params_cb=lambda at, _: at == seat
    ):
        then()


def test_a_plugin_named_by_the_settings_asks_and_a_no_seats_a_normal_bot(
    make_window, qtbot, settings_path: Path, tmp_path: Path
) -> None:
    plugin, marker = marking_plugin(tmp_path)
    name_in_settings(settings_path, plugin)
    window = make_window()
    window.start_or_resume(window.settings.table())
    box = window.context.plugin_trust.question
    assert box is not None
    assert box.text() == "marks.py will run as a program with your rights. Run it?"
    assert str(plugin) in box.detailedText()
    assert window.controller.game is None  # nothing is seated while the person decides
    bot_plays(window, qtbot, 1, lambda: answer(window, NORMAL))
    assert not marker.exists()
    assert window.controller.setup is not None
    assert window.controller.setup.seats[1] == SeatSetup("Plug", "normal")
    assert any("marks.py was not confirmed to run" in line for line in window.game_log.lines())
    window.close()


def test_a_plugin_named_by_a_save_asks_and_a_no_seats_a_normal_bot(
    make_window, qtbot, folder: Path, tmp_path: Path
) -> None:
    plugin, marker = marking_plugin(tmp_path)
    game = Game(["You", "Plug", "Bea"], ONE_DIE, seed=5, first_seat=0)
    game.apply(Bid(1, 3))
    seats = (SavedSeat("You", None, ""), SavedSeat("Plug", f"{plugin}:Bot", ""))
    folder.mkdir()
    (folder / SAVE).write_bytes(
        encode(SavedGame(game, (*seats, SavedSeat("Bea", "easy", "")), "instant"))
    )
    window = make_window()
    window.start_or_resume(TableSetup.default(ONE_DIE))
    prompt = window.keeping.resume_prompt
    assert prompt is not None
    next(button for button in prompt.buttons() if button.text() == "Resume").click()
    bot_plays(window, qtbot, 1, lambda: answer(window, NORMAL))
    assert not marker.exists()
    assert window.controller.game is not None and window.controller.game.round_bids
    assert window.controller.setup is not None
    assert window.controller.setup.seats[1] == SeatSetup("Plug", "normal")
    window.close()


def test_a_yes_is_kept_for_that_content_only(
    make_window, qtbot, settings_path: Path, folder: Path, tmp_path: Path
) -> None:
    plugin, marker = marking_plugin(tmp_path)
    name_in_settings(settings_path, plugin)
    first = make_window()
    table = first.settings.table()

    def start_and_say_yes() -> None:
        first.start_game(table)
        answer(first, RUN)

    bot_plays(first, qtbot, 1, start_and_say_yes)
    assert marker.read_text() == "ran"
    assert (folder / CONFIRMED).exists()
    first.close()

    second = make_window()
    second.start_game(table)
    assert second.context.plugin_trust.question is None  # confirmed at an earlier start
    assert second.controller.setup == table
    plugin.write_text(plugin.read_text() + "\n# a new version\n")
    second.start_game(table)
    assert second.context.plugin_trust.question is not None  # a changed file is asked about again
    assert PluginFile.read(plugin).digest in second.context.plugin_trust.question.detailedText()
    second.close()


def test_a_plugin_slow_to_load_is_reported_then_replaced(
    window: MainWindow, qtbot, tmp_path: Path
) -> None:
    plugin = hanging_plugin(tmp_path)
    window.controller.plugins.confirm(PluginFile.read(plugin))
    window.controller.budget_s = 3.0
    seats = (SeatSetup("Hang", f"{plugin}:Bot"), SeatSetup("Bea", "normal"))
    with qtbot.waitSignal(window.controller.bot_loading_slowly, timeout=20000):
        window.start_game(TableSetup(seats, ONE_DIE), seed=1)
    still = "Hang's bot is still loading; if it is not ready soon, a Normal bot plays instead."
    assert still in window.game_log.lines()
    with qtbot.waitSignal(window.controller.bot_replaced, timeout=20000) as replaced:
        pass
    assert replaced.args[0] == 0 and "did not load" in str(replaced.args[1])


def test_a_plugin_picked_in_the_new_game_dialog_runs_without_a_question(
    make_window, qtbot, folder: Path, tmp_path: Path
) -> None:
    plugin, marker = marking_plugin(tmp_path)
    window = make_window()
    chosen: list[object] = []

    def pick(dialog: NewGameDialog) -> None:
        dialog.table_editor.count.setValue(1)
        level = dialog.table_editor.rows[0][1]
        level.setCurrentIndex(level.findData(FROM_FILE))
        files = dialog.table_editor.plugin_picker.file_dialog
        assert files is not None and files.isVisible()
        files.selectFile(str(plugin))
        files.accept()
        chosen.append(level.currentData())
        assert not marker.exists()  # the file is read to find its bots, never run
        dialog.accept()

    answer_modal(pick)
    bot_plays(window, qtbot, 1, window.entries.ask_new_game)
    assert chosen == [f"{plugin.resolve()}:Bot"]
    assert window.context.plugin_trust.question is None  # picking it was the person's asking
    assert marker.read_text() == "ran"
    assert window.settings.table().seats[1].bot == chosen[0]
    assert (folder / CONFIRMED).exists()
    window.close()


def test_a_file_without_a_bot_is_refused_in_the_new_game_dialog(
    make_window, qtbot, tmp_path: Path
) -> None:
    (tmp_path / "notes.py").write_text("TEXT = 'no bot here'\n")
    window = make_window()
    dialog = window.entries.new_game_dialog()
    qtbot.addWidget(dialog)
    dialog.show()
    level = dialog.table_editor.rows[0][1]
    before = level.currentData()
    level.setCurrentIndex(level.findData(FROM_FILE))
    files = dialog.table_editor.plugin_picker.file_dialog
    assert files is not None
    files.selectFile(str(tmp_path / "notes.py"))
    files.accept()
    assert level.currentData() == before
    refusal = QApplication.activeModalWidget()
    assert isinstance(refusal, QMessageBox)
    assert refusal.text() == "notes.py holds no bot: no class with a choose method."
    refusal.close()
    dialog.close()


def test_a_plugin_picked_in_the_settings_is_not_asked_about_at_the_next_start(
    make_window, qtbot, tmp_path: Path
) -> None:
    plugin, marker = marking_plugin(tmp_path)
    window = make_window()

    def pick(dialog: SettingsDialog) -> None:
        level = dialog.table_editor.rows[0][1]
        level.setCurrentIndex(level.findData(FROM_FILE))
        files = dialog.table_editor.plugin_picker.file_dialog
        assert files is not None
        files.selectFile(str(plugin))
        files.accept()
        dialog.accept()

    answer_modal(pick)
    window.findChild(SettingsEntry).open_settings()
    assert window.settings.table().seats[1].bot == f"{plugin.resolve()}:Bot"
    assert not marker.exists()
    window.start_or_resume(window.settings.table())
    assert window.context.plugin_trust.question is None
    window.close()


def test_closing_the_window_on_the_question_seats_nothing(
    make_window, qtbot, settings_path: Path, folder: Path, tmp_path: Path
) -> None:
    plugin, marker = marking_plugin(tmp_path)
    name_in_settings(settings_path, plugin)
    window = make_window()
    window.start_or_resume(window.settings.table())
    box = window.context.plugin_trust.question
    assert box is not None
    window.close()
    box.close()  # as quitting closes every window left
    qtbot.wait(50)
    assert window.controller.game is None
    assert not marker.exists()
    assert not (folder / SAVE).exists()
