"""A career game kept like any game: saved and resumed with its stage and characters, recorded
with its stage once, and its outcome told after the game."""

from __future__ import annotations

import html
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton

from perudo_qt.career.progress import career_progress
from perudo_qt.career.stages import STAGES, STAGES_BY_ID
from perudo_qt.controller.keeper import career_entry, saved_seats, table_of
from perudo_qt.controller.pacing import Speed
from perudo_qt.rules import Game
from perudo_qt.settings import Settings
from perudo_qt.settings_schema import TUTORIAL_OFFERED
from perudo_qt.store import CareerEntry, StatsDatabase
from perudo_qt.ui.access.accessibility import Accessibility
from perudo_qt.ui.career.stage_table import stage_table
from perudo_qt.ui.main_window import MainWindow
from perudo_qt.ui.panels.standings import ResultBar
from tests.career.scripted import DUEL as SCRIPTED_DUEL
from tests.career.scripted import record, won_game

from .test_keeping import answer_prompt, until_my_turn_with_a_bid
from .test_main_window import play_by_clicking, play_by_the_odds

pytestmark = pytest.mark.gui

MARKET = stage_table(STAGES_BY_ID["market-table"], "You")
DUEL = stage_table(STAGES_BY_ID["first-duel"], "You")


def test_a_saved_career_game_comes_back_with_its_stage_and_characters() -> None:
    game = Game([seat.name for seat in MARKET.seats], MARKET.options, seed=3)
    assert table_of(saved_seats(MARKET), game, "market-table") == MARKET
    assert table_of(saved_seats(MARKET), game).stage is None  # a free game's save


@pytest.mark.parametrize("stage", ["first-duel", "no-such-stage"])
def test_a_save_whose_stage_does_not_fit_its_seats_is_refused(stage: str) -> None:
    game = Game([seat.name for seat in MARKET.seats], MARKET.options, seed=3)
    with pytest.raises(ValueError, match="stage"):
        table_of(saved_seats(MARKET), game, stage)


def test_a_career_game_names_its_stage_and_every_seats_character() -> None:
    assert career_entry(MARKET) == CareerEntry("market-table", (None, "rosa", "greta", "mateo"))
    assert career_entry(MARKET.__class__(MARKET.seats, MARKET.options)) is None


def test_saving_and_resuming_keeps_the_stage_and_characters(make_window, qtbot) -> None:
    first = make_window()
    first.start_game(MARKET, seed=11)
    until_my_turn_with_a_bid(first, qtbot)
    keeper = first.keeping.keeper
    assert keeper is not None and keeper.saves.flush()
    first.controller.shutdown()  # killed mid-round

    second = make_window()
    second.start_or_resume(second.entries.next_table())
    kept = second.keeping.keeper.saved_game() if second.keeping.keeper else None
    assert kept is not None and kept.table == MARKET
    prompt = second.keeping.resume_prompt
    assert prompt is not None
    assert not second.selector.calza_button.isHidden()  # the stage's Calza, not the settings'
    number = STAGES.index(STAGES_BY_ID["market-table"]) + 1
    assert prompt.informativeText().startswith(f"Stage {number}: The Market Table\nRound ")
    answer_prompt(second, "Resume")
    assert second.controller.setup == MARKET
    second.close()


def test_a_new_game_instead_of_the_saved_one_shows_its_own_rules(make_window, qtbot) -> None:
    first = make_window()
    first.start_game(MARKET, seed=11)  # Calza, as the stage's rules say
    until_my_turn_with_a_bid(first, qtbot)
    keeper = first.keeping.keeper
    assert keeper is not None and keeper.saves.flush()
    first.controller.shutdown()

    second = make_window()
    second.start_or_resume(second.entries.next_table())  # the settings' table: no Calza
    assert not second.selector.calza_button.isHidden()  # behind the question: the saved game's
    answer_prompt(second, "New game")
    setup = second.controller.setup
    assert setup is not None and not setup.options.calza
    assert second.selector.calza_button.isHidden()
    second.close()


def test_a_career_game_resumed_after_a_crash_at_its_end_counts_once(make_window, qtbot) -> None:
    first = make_window()
    first.start_game(DUEL, seed=11)
    until_my_turn_with_a_bid(first, qtbot)
    keeper = first.keeping.keeper
    assert keeper is not None and keeper.saves.flush()
    last_save = keeper.saves.path.read_bytes()
    play_by_clicking(first, qtbot)
    with qtbot.waitSignal(first.game_over_shown, timeout=60000):
        first.controller.request_dudo()
    assert keeper.saves.flush() and keeper.stats is not None
    (recorded,) = keeper.stats.placings()
    assert recorded.stage == "first-duel"
    assert [seat.character for seat in recorded.seats] == [None, "mateo"]
    note = first.game_log.lines()[-1]
    assert note.startswith("Stage 1: The First Duel ")
    place = recorded.you.place if recorded.you is not None else 0
    assert ("beaten!" in note) == (place == 1)
    keeper.saves.path.write_bytes(last_save)  # the removal never reached the disk
    first.controller.shutdown()

    second = make_window()
    play_by_clicking(second, qtbot)
    second.start_or_resume(second.entries.next_table())
    with qtbot.waitSignal(second.game_over_shown, timeout=60000):
        answer_prompt(second, "Resume")
    stats = second.keeping.keeper.stats if second.keeping.keeper else None
    assert stats is not None
    assert stats.placings() == [recorded]
    assert career_progress(stats.placings()).stages[0].attempts == 1
    second.close()


def test_play_again_after_a_career_game_plays_the_stage_again(make_window, qtbot) -> None:
    window = make_window()
    play_by_clicking(window, qtbot)
    with qtbot.waitSignal(window.game_over_shown, timeout=60000):
        window.start_game(DUEL, seed=5)
    assert window.entries.next_table() == DUEL


def test_the_result_bar_tells_how_the_stage_went(qtbot, settings_path: Path, tmp_path) -> None:
    settings = Settings(settings_path)
    settings.set(TUTORIAL_OFFERED, True)  # nothing offered over the table
    window = MainWindow(settings, Speed.INSTANT, store_folder=tmp_path / "data")
    window.scene.set_reveal_auto_continue(0)
    qtbot.addWidget(window)
    window.show()
    play_by_clicking(window, qtbot)
    with qtbot.waitSignal(window.game_over_shown, timeout=60000):
        window.start_game(DUEL, seed=5)
    note = window.game_log.lines()[-1]
    assert note.startswith("Stage 1: The First Duel")
    assert window.result_bar.isVisible()
    assert window.result_bar.text.text().endswith("<br>" + html.escape(note))
    assert window.statusBar().currentMessage() == note
    assert not added_choices(window.result_bar)  # not beaten: no next stage to offer
    with qtbot.waitSignal(window.controller.game_started):
        window.start_game(DUEL, seed=6)  # the stage again: its last outcome is put away
    assert window.statusBar().currentMessage() != note


def added_choices(bar: ResultBar) -> list[QPushButton]:
    """The buttons added to the result bar beside its own."""
    own = (bar.watch_button, bar.skip_button, bar.again_button, bar.new_button)
    return [button for button in bar.findChildren(QPushButton) if button not in own]


def career_window(qtbot, settings_path: Path, folder: Path) -> MainWindow:
    """A window that tells career outcomes on its result bar, as a person's does."""
    settings = Settings(settings_path)
    settings.set(TUTORIAL_OFFERED, True)  # nothing offered over the table
    window = MainWindow(settings, Speed.INSTANT, store_folder=folder)
    window.scene.set_reveal_auto_continue(0)
    qtbot.addWidget(window)
    window.show()
    return window


def test_a_stage_beaten_offers_the_next_on_the_result_bar(
    qtbot, settings_path: Path, tmp_path: Path
) -> None:
    window = career_window(qtbot, settings_path, tmp_path / "data")
    play_by_the_odds(window, qtbot)
    with qtbot.waitSignal(window.game_over_shown, timeout=60000):
        window.start_game(DUEL, seed=11)  # won by the odds
    assert "beaten!" in window.game_log.lines()[-1]
    (offered,) = added_choices(window.result_bar)
    assert offered.text() == "Ne&xt stage" and offered.isVisible()
    assert offered.toolTip() == "Play Stage 2: The Harbour Table"
    window.result_bar.setFocus()  # where the keys are as the result shows
    QTest.keyClick(window.result_bar, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is offered  # the first choice, as drawn
    with qtbot.waitSignal(window.controller.game_started):
        offered.click()
    setup = window.controller.setup
    assert setup is not None and setup.stage == "harbour-table"
    assert not window.result_bar.isVisible()


def test_a_stage_beaten_before_and_lost_now_offers_no_next(
    qtbot, settings_path: Path, tmp_path: Path
) -> None:
    """ "Not beaten this time" stood beside a Next stage button."""
    database = StatsDatabase(tmp_path / "data")
    record(database, SCRIPTED_DUEL, won_game(), "first-duel", (None, "mateo"), "g1")
    database.close()
    window = career_window(qtbot, settings_path, tmp_path / "data")
    play_by_clicking(window, qtbot)
    with qtbot.waitSignal(window.game_over_shown, timeout=60000):
        window.start_game(DUEL, seed=5)  # lost
    assert "not beaten this time" in window.game_log.lines()[-1]
    assert not added_choices(window.result_bar)


def test_a_career_game_tells_its_stage_and_what_beating_it_needs(make_window, qtbot) -> None:
    window = make_window()
    accessibility = window.findChild(Accessibility)
    assert accessibility is not None
    heard: list[str] = []
    accessibility.announced.connect(lambda text, _assertive: heard.append(text))
    told = "Stage 4: The Market Table. To beat it: win."
    window.start_game(MARKET, seed=11)
    assert window.game_log.lines()[0] == told
    assert window.statusBar().currentMessage() == told
    assert told in heard
    window.start_game(MARKET.__class__(MARKET.seats, MARKET.options), seed=11)  # a free game
    assert told not in window.game_log.lines()
    assert heard.count(told) == 1


def test_a_line_added_to_the_result_bar_is_plain_text(qtbot) -> None:
    bar = ResultBar()
    qtbot.addWidget(bar)
    bar.show_result((1, 0), ["You", "<b>Ana</b>"], 0)
    bar.add_line("<i>Stage</i> & more")
    assert bar.text.text().endswith("<br>&lt;i&gt;Stage&lt;/i&gt; &amp; more")


def test_a_career_game_that_ends_as_the_window_closes_reads_nothing(
    make_window, qtbot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The keeper closes the database with the window: the stage's outcome is not read then."""
    from perudo_qt.ui.career.career_feature import Career

    window = make_window()
    play_by_clicking(window, qtbot)
    with qtbot.waitSignal(window.game_over_shown, timeout=120_000):
        window.start_game(DUEL, seed=4)
    window.close()
    read: list[bool] = []
    monkeypatch.setattr(Career, "database", property(lambda self: read.append(True)))
    window.controller.game_finished.emit(0)
    assert read == []
