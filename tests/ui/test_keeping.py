"""Keeping the game: kill and resume mid-round, the resume prompt, damaged and unwritable saves."""

from __future__ import annotations

import tempfile
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import settings
from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QAction, QFont, QFontMetrics
from PySide6.QtWidgets import QMessageBox, QWidget

from perudo_qt.controller.choices import HumanChoices
from perudo_qt.controller.keeper import KeptGame, with_person_named
from perudo_qt.controller.pacing import Speed
from perudo_qt.controller.table import SeatSetup, TableSetup
from perudo_qt.rules import Bid, Game, RoundStarted, RuleOptions
from perudo_qt.settings import Settings
from perudo_qt.settings_schema import TUTORIAL_OFFERED
from perudo_qt.store.saves import FILE_NAME
from perudo_qt.store.stats import FILE_NAME as STATS_FILE
from perudo_qt.ui.keeping.history import round_html, split_rounds
from perudo_qt.ui.keeping.keeping import ask_resume
from perudo_qt.ui.main_window import MainWindow
from tests.store.foreign import not_a_file, released, same_thing
from tests.store.fuzzing import budgets, check
from tests.store.test_fuzzing import REAL_SAVE

from .modal import answer_modal
from .test_main_window import play_by_clicking

pytestmark = pytest.mark.gui

TABLE = TableSetup(
    (SeatSetup("You"), SeatSetup("Ana", "normal"), SeatSetup("Bruno", "easy", "pirate")),
    RuleOptions(dice_per_player=3, calza=True),
)


@pytest.fixture
def make_window(qtbot, settings_path: Path, tmp_path: Path):
    folder = tmp_path / "data"

    def make() -> MainWindow:
        window = MainWindow(
            Settings(settings_path), Speed.INSTANT, ask_after_game=False, store_folder=folder
        )
        window.scene.set_reveal_auto_continue(0)  # as the window fixture: reveals go on at once
        qtbot.addWidget(window)
        window.show()
        return window

    return make


def latest_choices(window: MainWindow) -> list[HumanChoices]:
    """Collect what the controller offers the person, latest last."""
    offered: list[HumanChoices] = []
    window.controller.choices_changed.connect(offered.append)
    return offered


def until_my_turn_with_a_bid(window: MainWindow, qtbot) -> None:
    """Play least raises until it is the person's turn in a round with bids standing.

    The person bids at least once: a game they have made no move in is not offered again.
    """
    game = window.controller.game
    assert game is not None
    offered = latest_choices(window)
    bids_made: list[Bid] = []

    def act(choices: HumanChoices) -> None:
        if choices.my_turn and choices.bids and (len(game.round_bids) < 2 or not bids_made):
            bids_made.append(choices.bids[0])
            window.controller.request_bid(choices.bids[0])

    window.controller.choices_changed.connect(act)
    qtbot.waitUntil(
        lambda: (
            bool(offered) and offered[-1].my_turn and len(game.round_bids) >= 2 and bool(bids_made)
        ),
        timeout=20000,
    )
    window.controller.choices_changed.disconnect(act)


def answer_prompt(window: MainWindow, text: str) -> None:
    box = window.keeping.resume_prompt
    assert isinstance(box, QMessageBox) and box.isVisible()
    assert box.text() == "Resume your game?"
    next(button for button in box.buttons() if button.text() == text).click()
    assert window.keeping.resume_prompt is None


def test_kill_and_resume_mid_round(make_window, qtbot) -> None:
    first = make_window()
    first.start_or_resume(TABLE, seed=11)
    assert first.keeping.resume_prompt is None  # nothing saved yet
    until_my_turn_with_a_bid(first, qtbot)
    game = first.controller.game
    assert game is not None and first.keeping.keeper is not None
    assert first.keeping.keeper.saves.flush()
    first.controller.shutdown()  # killed: the window is never closed properly

    second = make_window()
    second.learning.show_hints(True)
    offered = latest_choices(second)
    second.start_or_resume(TABLE)
    answer_prompt(second, "Resume")
    resumed = second.controller.game
    assert resumed is not None and resumed is not game
    assert resumed.record == game.record
    assert resumed.all_dice() == game.all_dice()
    assert resumed.round_bids == game.round_bids
    assert resumed.current_seat == 0
    assert second.scene.own_dice_faces() == game.dice(0)
    qtbot.waitUntil(lambda: bool(offered) and offered[-1].my_turn)
    assert second.game_log.lines()[0].startswith("Round 1")
    assert second.learning.hints.isVisible()  # the person's dice to follow again

    # It goes on to the end; the save is removed and the game is in the statistics.
    play_by_clicking(second, qtbot)
    with qtbot.waitSignal(second.game_over_shown, timeout=60000):
        second.controller.request_bid(offered[-1].bids[0])
    assert second.keeping.keeper is not None and second.keeping.keeper.saves.flush()
    assert not second.keeping.keeper.saves.path.exists()
    assert second.keeping.keeper.stats is not None
    assert second.keeping.keeper.stats.statistics().played == 1
    second.close()


def test_a_game_resumed_in_another_language_names_the_person_in_it(
    make_window, qtbot, speaking
) -> None:
    """A game begun in Dutch ("Jij") and resumed in English said "Jij" in an English window."""
    speaking("nl")
    first = make_window()
    dutch = replace(TABLE, seats=(SeatSetup("Jij"), *TABLE.seats[1:]))
    first.start_or_resume(dutch, seed=11)
    until_my_turn_with_a_bid(first, qtbot)
    assert first.keeping.keeper is not None and first.keeping.keeper.saves.flush()
    first.controller.shutdown()

    speaking("en")
    second = make_window()
    second.start_or_resume(TABLE)
    answer_prompt(second, "Resume")
    setup = second.controller.setup
    assert setup is not None and [seat.name for seat in setup.seats] == ["You", "Ana", "Bruno"]
    second.controller.shutdown()


@pytest.mark.parametrize(
    ("saved", "renamed"), [("Jij", "You"), ("Toi", "You"), ("You", "You"), ("Maxi", "Maxi")]
)
def test_only_a_language_s_default_word_is_renamed(qapp, saved: str, renamed: str) -> None:
    table = replace(TABLE, seats=(SeatSetup(saved), SeatSetup("Toi", "normal")))
    names = [seat.name for seat in with_person_named(table, "You").seats]
    assert names == [renamed, "Toi"]  # a bot's name is its own


def test_a_resumed_game_keeps_the_bots_reasons_for_its_log_and_history(make_window, qtbot) -> None:
    """Killed mid-round: the revealed rounds' reasons are back in the log and the History."""
    first = make_window()
    first.start_or_resume(TABLE, seed=11)
    game = first.controller.game
    assert game is not None

    def doubt_at_once(choices: HumanChoices) -> None:
        if choices.my_turn and choices.may_dudo and game.round_number == 1:
            first.controller.request_dudo()

    first.controller.choices_changed.connect(doubt_at_once)
    qtbot.waitUntil(lambda: game.round_number == 2, timeout=20000)
    first.controller.choices_changed.disconnect(doubt_at_once)
    until_my_turn_with_a_bid(first, qtbot)
    assert first.keeping.keeper is not None and first.keeping.keeper.saves.flush()
    first.controller.shutdown()

    def round_one(window: MainWindow) -> list[str]:
        """The log's lines of the first round, what the bots said included."""
        lines = window.game_log.lines()
        end = next(index for index, line in enumerate(lines) if line.startswith("Round 2"))
        return lines[:end]

    earlier = round_one(first)
    assert any(" held " in line for line in earlier)  # a bot's reason, after the reveal
    assert any("“" in line for line in earlier)  # and a line said at the table

    second = make_window()
    second.start_or_resume(TABLE)
    answer_prompt(second, "Resume")
    assert dict(second.controller.reasons) == dict(first.controller.reasons)
    assert round_one(second) == earlier
    # Fair play: the round going on has bots' reasons saved, and they wait for its reveal.
    resumed = second.controller.game
    assert resumed is not None
    start = max(i for i, event in enumerate(resumed.history) if isinstance(event, RoundStarted))
    assert any(index > start for index in second.controller.reasons)
    lines = second.game_log.lines()
    now = max(index for index, line in enumerate(lines) if line.startswith("Round "))
    assert not any(" held " in line for line in lines[now:])
    going_on = split_rounds(resumed.history)[-1]
    names = list(resumed.players)
    assert round_html(going_on, names, 0, second.controller.reasons) == round_html(
        going_on, names, 0, {}
    )
    assert dict(second.keeping.history.reasons) == dict(first.controller.reasons)


def test_new_game_from_the_prompt(make_window, qtbot) -> None:
    first = make_window()
    first.start_or_resume(TABLE, seed=11)
    until_my_turn_with_a_bid(first, qtbot)
    saved_record = first.controller.game.record
    first.close()
    second = make_window()
    second.start_or_resume(TABLE, seed=12)
    answer_prompt(second, "New game")
    game = second.controller.game
    assert game is not None and game.seed == 12 and game.record != saved_record


def test_a_game_the_person_made_no_move_in_is_not_offered_again(make_window, qtbot) -> None:
    """A playtester was offered to resume a game dealt at the start and never touched."""
    first = make_window()
    first.start_or_resume(TABLE, seed=11)
    offered = latest_choices(first)
    qtbot.waitUntil(lambda: bool(offered) and offered[-1].my_turn, timeout=20000)
    assert first.keeping.keeper is not None and first.keeping.keeper.saves.flush()
    assert first.keeping.keeper.saves.path.exists()  # kept all the same, as every game is
    first.close()
    second = make_window()
    second.start_or_resume(TABLE, seed=12)
    assert second.keeping.resume_prompt is None  # a new game instead: nothing of theirs in it
    game = second.controller.game
    assert game is not None and game.seed == 12


def test_a_damaged_save_starts_a_new_game_with_a_message(
    make_window, tmp_path: Path, qtbot
) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / FILE_NAME).write_bytes(b'{"format": "perudo-qt-save", "vers')
    window = make_window()
    window.start_or_resume(TABLE, seed=3)
    assert window.keeping.resume_prompt is None
    assert window.controller.game is not None and window.controller.game.seed == 3
    kept = list(folder.glob(f"{FILE_NAME}.*.bad"))
    assert len(kept) == 1 and kept[0].read_bytes() == b'{"format": "perudo-qt-save", "vers'
    # Shown once the new game has cleared the log, so that it stays.
    qtbot.waitUntil(lambda: any("damaged" in line for line in window.game_log.lines()))
    notes = [line for line in window.game_log.lines() if "damaged" in line]
    assert len(notes) == 1 and str(kept[0]) in notes[0]


def test_an_unwritable_save_is_reported_once_and_play_goes_on(
    make_window, tmp_path: Path, qtbot
) -> None:
    blocked = tmp_path / "data" / FILE_NAME
    blocked.mkdir(parents=True)  # a folder where the save should go: it cannot be replaced
    (blocked / "something").write_text("")
    window = make_window()
    play_by_clicking(window, qtbot)
    with qtbot.waitSignal(window.game_over_shown, timeout=60000):
        window.start_game(TABLE, seed=4)
    notes = [line for line in window.game_log.lines() if "cannot be saved" in line]
    assert len(notes) == 1
    assert window.keeping.keeper is not None and window.keeping.keeper.stats is not None
    assert window.keeping.keeper.stats.statistics().played == 1


def test_without_a_folder_nothing_is_kept(window: MainWindow) -> None:
    assert window.keeping.keeper is None
    window.start_or_resume(TABLE, seed=3)
    assert window.controller.game is not None and window.keeping.resume_prompt is None
    assert Bid(1, 2) in window.controller.game.legal_actions(window.controller.game.current_seat)


def test_the_resume_question_never_throws_the_save_away_by_accident(qtbot) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    game = Game([seat.name for seat in TABLE.seats], TABLE.options, seed=1)
    answers: list[bool] = []
    box = ask_resume(parent, KeptGame.of(TABLE, game), answers.append)
    box.close()  # closed with the window, no button pressed: the save stays, nothing starts
    assert answers == []
    box = ask_resume(parent, KeptGame.of(TABLE, game), answers.append)
    qtbot.keyClick(box, Qt.Key.Key_Escape)  # Escape resumes
    assert answers == [True]


def test_a_save_nested_too_deep_starts_a_new_game_with_a_message(
    make_window, tmp_path: Path, qtbot
) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    deep = b"[" * 5_000 + b"]" * 5_000
    (folder / FILE_NAME).write_bytes(deep)
    window = make_window()
    window.start_or_resume(TABLE, seed=3)
    assert window.keeping.resume_prompt is None and window.controller.game is not None
    kept = list(folder.glob(f"{FILE_NAME}.*.bad"))
    assert len(kept) == 1 and kept[0].read_bytes() == deep
    qtbot.waitUntil(lambda: any("damaged" in line for line in window.game_log.lines()))


@pytest.mark.parametrize("kind", ["folder", "pipe"])
def test_what_is_not_a_save_file_is_left_alone_and_reported_once(
    make_window, tmp_path: Path, qtbot, kind: str
) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    path = folder / FILE_NAME
    not_a_file(kind, path)
    with released(path) as stuck:
        window = make_window()
        play_by_clicking(window, qtbot)
        with qtbot.waitSignal(window.game_over_shown, timeout=60000):
            window.start_or_resume(TABLE, seed=4)
    assert stuck == []
    assert window.keeping.keeper is not None and window.keeping.keeper.saves.flush()
    notes = [line for line in window.game_log.lines() if FILE_NAME in line]
    assert len(notes) == 1 and "not a file" in notes[0]
    assert not [line for line in window.game_log.lines() if "cannot be saved" in line]
    assert same_thing(path, kind)
    assert sorted(entry.name for entry in folder.iterdir()) == [FILE_NAME, STATS_FILE]
    assert (
        window.keeping.keeper.stats is not None
        and window.keeping.keeper.stats.statistics().played == 1
    )


def test_damaged_statistics_are_told_in_the_resumed_game(make_window, qtbot) -> None:
    first = make_window()
    first.start_or_resume(TABLE, seed=11)
    until_my_turn_with_a_bid(first, qtbot)
    assert first.keeping.keeper is not None and first.keeping.keeper.saves.flush()
    folder = first.keeping.keeper.saves.path.parent
    first.close()
    (folder / STATS_FILE).write_bytes(b"not a database at all")
    second = make_window()
    second.start_or_resume(TABLE)
    told = "Your statistics could not be read"
    qtbot.waitUntil(lambda: any(told in line for line in second.game_log.lines()))
    answer_prompt(second, "Resume")  # the resumed game's start clears the log
    qtbot.waitUntil(lambda: second.controller.game is not None)
    qtbot.wait(20)  # and nothing told later takes its place
    notes = [line for line in second.game_log.lines() if told in line]
    assert len(notes) == 1
    assert list(folder.glob(f"{STATS_FILE}.*.bad"))  # kept aside, not deleted


def test_a_statistics_path_that_is_not_a_file_is_reported(
    make_window, tmp_path: Path, qtbot
) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    not_a_file("folder", folder / STATS_FILE)
    window = make_window()
    window.start_or_resume(TABLE, seed=3)
    assert window.keeping.keeper is not None and window.keeping.keeper.stats is None
    qtbot.waitUntil(lambda: any(STATS_FILE in line for line in window.game_log.lines()))
    assert same_thing(folder / STATS_FILE, "folder")


def test_a_game_resumed_after_a_crash_at_its_end_is_recorded_once(make_window, qtbot) -> None:
    """Killed after the game was recorded, before its save was removed: it is offered again."""
    first = make_window()
    first.start_or_resume(TABLE, seed=11)
    until_my_turn_with_a_bid(first, qtbot)
    assert first.keeping.keeper is not None and first.keeping.keeper.saves.flush()
    last_save = first.keeping.keeper.saves.path.read_bytes()
    play_by_clicking(first, qtbot)
    with qtbot.waitSignal(first.game_over_shown, timeout=60000):
        first.controller.request_dudo()
    assert first.keeping.keeper.saves.flush() and first.keeping.keeper.stats is not None
    assert first.keeping.keeper.stats.statistics().played == 1
    first.keeping.keeper.saves.path.write_bytes(last_save)  # the removal never reached the disk
    first.controller.shutdown()

    second = make_window()
    play_by_clicking(second, qtbot)
    second.start_or_resume(TABLE)
    with qtbot.waitSignal(second.game_over_shown, timeout=60000):
        answer_prompt(second, "Resume")
    assert second.keeping.keeper is not None and second.keeping.keeper.stats is not None
    assert second.keeping.keeper.stats.statistics().played == 1
    assert len(second.keeping.keeper.stats.finished_games()) == 1
    second.close()


def start_with_save(data: bytes) -> None:
    """A window whose store folder holds a save of these bytes starts, and plays or offers it."""
    with tempfile.TemporaryDirectory() as root:
        folder = Path(root) / "data"
        folder.mkdir()
        (folder / FILE_NAME).write_bytes(data)
        window = MainWindow(
            Settings(Path(root) / "perudo-qt.ini"),
            Speed.INSTANT,
            ask_after_game=False,
            store_folder=folder,
        )
        try:
            window.start_or_resume(TABLE, seed=1)
            assert window.controller.game is not None or window.keeping.resume_prompt is not None
            assert sorted(folder.iterdir())[0].name.startswith(FILE_NAME)  # kept, or aside
        finally:
            window.close()
            window.deleteLater()
            QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)


# A window takes a tenth of a second to build, and at times seconds on a busy machine: the
# reading itself is held to a second, over 20,000 files, in tests/store/test_fuzzing.py; the
# window starts with 1,000 of them in the slow run (20,000 would take an hour).
@pytest.mark.parametrize("budget", budgets(fast=20, slow=1000))
def test_the_window_starts_whatever_the_save_holds(qapp, budget: settings) -> None:
    check(budget, REAL_SAVE, start_with_save)


@pytest.mark.parametrize("language", ["en", "fr", "es", "nl", "it"])
def test_the_resume_question_is_wide_enough_for_its_title(qtbot, speaking, language) -> None:
    speaking(language)
    parent = QWidget()
    qtbot.addWidget(parent)
    parent.show()
    game = Game([seat.name for seat in TABLE.seats], TABLE.options, seed=1)
    box = ask_resume(parent, KeptGame.of(TABLE, game), lambda _resume: None)
    qtbot.waitExposed(box)
    bold = QFont(box.font())
    bold.setBold(True)
    title = QFontMetrics(bold).horizontalAdvance(f"{box.windowTitle()} \N{EM DASH} Perudo")
    assert box.width() >= title + 150  # the title bar's icon and buttons beside the title
    box.done(0)


def test_a_game_resumed_after_the_person_went_out_can_be_skipped(
    make_window, qtbot, settings_path: Path, folder: Path
) -> None:
    from .test_window_flow import be_out

    settings = Settings(settings_path)
    settings.set(TUTORIAL_OFFERED, True)
    first = MainWindow(settings, Speed.INSTANT, ask_after_game=True, store_folder=folder)
    first.scene.set_reveal_auto_continue(0)  # reveals go on at once
    first.show()
    be_out(first, qtbot)  # the table holds while the person chooses: the save has them out
    assert first.keeping.keeper is not None and first.keeping.keeper.saves.flush()
    first.controller.shutdown()  # killed while watching
    first.context.asks = False
    first.close()

    second = make_window()
    second.learning.show_hints(True)
    second.start_or_resume(TABLE)
    answer_prompt(second, "Resume")
    game = second.controller.game
    assert game is not None and 0 not in game.active_seats and not game.is_over
    assert second.findChild(QAction, "skipAction").isEnabled()
    assert second.learning.hints.standing.text() == "Hints follow your dice during a game."
    assert second.learning.hints.isHidden()  # and its room is the log's


def test_quit_asks_when_the_game_could_not_be_kept(
    qtbot, settings_path: Path, folder: Path
) -> None:
    blocked = folder / FILE_NAME
    blocked.mkdir(parents=True)  # a folder where the save should go: it cannot be replaced
    (blocked / "something").write_text("")
    settings = Settings(settings_path)
    settings.set(TUTORIAL_OFFERED, True)
    window = MainWindow(settings, Speed.INSTANT, ask_after_game=True, store_folder=folder)
    qtbot.addWidget(window)
    window.scene.set_reveal_auto_continue(0)  # a reveal of the person's bid goes on at once
    window.show()
    try:
        window.start_game(TABLE, seed=11)
        until_my_turn_with_a_bid(window, qtbot)
        keeper = window.keeping.keeper
        assert keeper is not None and keeper.saves.flush() and not keeper.keeps_the_game
        asked: list[str] = []

        def refuse(box: QMessageBox) -> None:
            asked.append(box.text())
            box.button(QMessageBox.StandardButton.No).click()

        answer_modal(refuse)
        window.close()
        assert asked == ["Quit in the middle of this game?"]
        assert window.isVisible()  # the game is not lost behind the person's back
    finally:
        window.context.asks = False  # closed at the teardown: no question left unanswered


def test_problems_before_a_game_are_told_once_then_in_its_log(make_window, qtbot) -> None:
    window = make_window()  # no game on the table yet (a question may come first)

    def told(message: str) -> int:
        return sum(message in line for line in window.game_log.lines())

    window.report_problem("the first problem")
    qtbot.waitUntil(lambda: told("the first problem") == 1)
    window.report_problem("the second problem")
    qtbot.waitUntil(lambda: told("the second problem") == 1)
    assert told("the first problem") == 1  # not told again with the second
    window.start_game(TABLE, seed=3)  # its start clears the log: told there once more
    assert told("the first problem") == 1 and told("the second problem") == 1
    qtbot.wait(20)
    assert told("the first problem") == 1 and told("the second problem") == 1
