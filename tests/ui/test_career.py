"""The career in the window: the ladder screen, Play, reset, and the outcome of a stage."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel, QMessageBox

from perudo_qt.career.ladder import load_table
from perudo_qt.career.progress import StageState
from perudo_qt.career.rating import rating_history
from perudo_qt.career.stages import STAGES, STAGES_BY_ID
from perudo_qt.controller.table import SeatSetup
from perudo_qt.i18n import LANGUAGES
from perudo_qt.store import StatsDatabase
from perudo_qt.store.stats import FILE_NAME as STATS_FILE
from perudo_qt.ui.career.career_feature import outcome_words
from perudo_qt.ui.career.ladder_screen import LadderDialog, OpponentCard
from perudo_qt.ui.career.stage_table import stage_table
from perudo_qt.ui.main_window import MainWindow
from tests.career.scripted import DUEL, record
from tests.store.scripted import THREE_SEATS, lost_game, won_game

from .test_statistics import ink

pytestmark = pytest.mark.gui


def first_stage_won_second_lost(folder: Path) -> None:
    """Record the first duel won and the harbour table lost (the person third)."""
    database = StatsDatabase(folder)
    record(database, DUEL, won_game(), "first-duel", (None, "mateo"), "g1")
    record(database, THREE_SEATS, lost_game(), "harbour-table", (None, "lucia", "barnaby"), "g2")
    database.close()


def open_ladder(window: MainWindow) -> LadderDialog:
    action = window.findChild(QAction, "careerAction")
    assert action is not None and action.isEnabled()
    action.trigger()
    ladder = window.findChild(LadderDialog)
    assert ladder is not None and ladder.isVisible()
    return ladder


def test_the_ladder_shows_unlocking_as_the_recorded_games_say(make_window, folder) -> None:
    first_stage_won_second_lost(folder)
    ladder = open_ladder(make_window())
    states = [card.state for card in ladder.cards.values()]
    assert states == [StageState.BEATEN, StageState.OPEN] + [StageState.LOCKED] * 10
    first, second, third = (ladder.cards[stage.id] for stage in STAGES[:3])
    assert first.play_button.text() == "Play again" and first.play_button.isEnabled()
    assert second.play_button.text() == "Play" and second.play_button.isEnabled()
    assert second.state_label.text() == "Open: your next stage"
    assert not third.play_button.isEnabled() and third.state_label.text() == "Locked"
    assert "To beat it: win" in second.facts_label.text()
    assert "Played 1 time, best place: 3rd" in second.facts_label.text()
    assert "To beat it: finish in the first 2" in ladder.cards["tavern-table"].facts_label.text()
    assert "new here: Lost dice hidden" in ladder.cards["tavern-table"].facts_label.text()
    records = {card.objectName(): card.record_text for card in second.findChildren(OpponentCard)}
    assert records == {
        "opponent-lucia": "1 game together: you ahead 0, Lucía ahead 1",
        "opponent-barnaby": "1 game together: you ahead 0, Barnaby ahead 1",
    }
    (mateo,) = first.findChildren(OpponentCard)
    assert mateo.record_text == "1 game together: you ahead 1, Mateo ahead 0"
    assert ladder.where_label.text() == "Stages beaten: 1 of 12. Next: Stage 2: The Harbour Table."


def test_play_starts_the_stage_at_its_table(make_window, folder) -> None:
    first_stage_won_second_lost(folder)
    window = make_window()
    ladder = open_ladder(window)
    ladder.cards["harbour-table"].play_button.click()
    assert not ladder.isVisible()
    setup = window.controller.setup
    assert setup is not None and setup.stage == "harbour-table"
    assert setup.seats == (
        SeatSetup("You"),
        SeatSetup("Lucía", "easy", "accountant", "lucia"),
        SeatSetup("Barnaby", "easy", "pirate", "barnaby"),
    )
    assert setup.options == STAGES_BY_ID["harbour-table"].options
    assert window.controller.game is not None


def test_the_ladder_opens_over_a_damaged_database(make_window, folder) -> None:
    first_stage_won_second_lost(folder)
    (folder / STATS_FILE).write_bytes(b"this is not a database" * 100)
    window = make_window()
    ladder = open_ladder(window)
    assert [card.state for card in ladder.cards.values()][:2] == [
        StageState.OPEN,
        StageState.LOCKED,
    ]
    assert any(path.name.startswith(STATS_FILE + ".") for path in folder.iterdir())


def test_progress_survives_a_restart(make_window, folder) -> None:
    first_stage_won_second_lost(folder)
    first = make_window()
    open_ladder(first).close()
    first.close()
    ladder = open_ladder(make_window())
    assert ladder.cards["first-duel"].state is StageState.BEATEN


@pytest.mark.parametrize(
    ("answer", "beaten"),
    [(QMessageBox.StandardButton.Reset, 0), (QMessageBox.StandardButton.Cancel, 1)],
)
def test_reset_asks_first(make_window, folder, monkeypatch, answer, beaten) -> None:
    first_stage_won_second_lost(folder)
    asked: list[str] = []

    def question(parent, title, text, *args):
        asked.append(title)
        return answer

    monkeypatch.setattr(QMessageBox, "question", question)
    window = make_window()
    ladder = open_ladder(window)
    ladder.reset_button.click()
    assert asked == ["Reset career?"]
    assert len(ladder.progress.beaten) == beaten
    assert ladder.cards["first-duel"].state is (StageState.BEATEN if beaten else StageState.OPEN)
    keeper = window.keeping.keeper
    assert keeper is not None and keeper.stats is not None
    assert keeper.stats.statistics().played == 2  # the statistics stay


def test_the_ladder_shows_the_rating_in_words_and_as_a_chart(make_window, folder) -> None:
    first_stage_won_second_lost(folder)
    ladder = open_ladder(make_window())
    database = StatsDatabase(folder)
    history = rating_history(database.placings(), load_table())
    database.close()
    assert len(history) == 2
    assert ladder.rating_chart.points == tuple(history)
    assert ladder.rating_label.text() == (
        f"Your rating: {history[-1]:.0f}, about as strong as Normal"
    )
    assert ladder.rating_chart.accessibleDescription() == (
        f"game 1: {history[0]:.0f}; game 2: {history[1]:.0f}"
    )


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_the_rating_chart_keeps_its_axis_labels_apart(speaking, qtbot, folder, code) -> None:
    """A clear strip parts the ratings at the left from "game 1" below (French overlapped)."""
    first_stage_won_second_lost(folder)
    speaking(code)
    database = StatsDatabase(folder)
    try:
        ladder = LadderDialog(database, load_table())
        qtbot.addWidget(ladder)
        ladder.show()
        chart = ladder.rating_chart
        image = chart.grab().toImage()
        area = chart.plot_area()
        strip = area.left() - 5
        assert ink(chart, image, 0, area.top(), strip, area.bottom()) > 0  # the ratings
        assert ink(chart, image, area.left(), area.bottom(), image.width(), image.height()) > 0
        assert ink(chart, image, strip, area.top(), area.left(), image.height()) == 0
    finally:
        database.close()


def test_a_ladder_with_nothing_played_has_no_rating_yet(qtbot) -> None:
    ladder = LadderDialog(None, load_table())
    qtbot.addWidget(ladder)
    assert ladder.rating_label.text() == "Your rating: none yet"
    assert ladder.rating_chart.accessibleDescription() == "No games yet"
    assert not ladder.reset_button.isEnabled()
    assert ladder.where_label.text().endswith("Your progress cannot be kept on this computer.")


def test_what_a_finished_stage_says() -> None:
    first, second, last = STAGES[0], STAGES[1], STAGES[-1]
    assert outcome_words(first, 1, second, True) == (
        "Stage 1: The First Duel beaten! Next: Stage 2: The Harbour Table, in the Career ladder."
    )
    assert outcome_words(first, 2, first, True) == (
        "Stage 1: The First Duel is not beaten this time. To beat it: win."
    )
    assert outcome_words(STAGES_BY_ID["tavern-table"], 2, None, False) == (
        "Stage 6: The Tavern Table beaten!"
    )
    assert outcome_words(last, 1, None, True) == (
        "Stage 12: The Summit Duel beaten! You have climbed the whole ladder!"
    )


def test_a_stage_table_seats_the_person_then_the_characters() -> None:
    table = stage_table(STAGES_BY_ID["grand-table"], "Zoë")
    assert table.human_seat == 0 and table.seats[0].name == "Zoë"
    assert [seat.character for seat in table.seats[1:]] == list(
        STAGES_BY_ID["grand-table"].opponents
    )
    assert [seat.bot_spec for seat in table.seats[1:]] == [
        character.bot_spec for character in STAGES_BY_ID["grand-table"].characters
    ]


def test_the_ladder_opens_at_the_next_stage_and_enter_plays_it(make_window, folder, qtbot) -> None:
    database = StatsDatabase(folder)
    record(database, DUEL, won_game(), "first-duel", (None, "mateo"))
    # The person at the middle seat wins the harbour table.
    harbour = (THREE_SEATS[1], THREE_SEATS[0], THREE_SEATS[2])
    record(database, harbour, lost_game(), "harbour-table", ("lucia", None, "barnaby"))
    record(database, DUEL, won_game(), "school-duel", (None, "ines"))
    database.close()
    window = make_window()
    ladder = open_ladder(window)
    assert ladder.progress.next_stage is not None
    assert ladder.progress.next_stage.stage.id == "market-table"
    bar = ladder.stage_scroll.verticalScrollBar()
    before = ladder.cards["school-duel"]
    qtbot.waitUntil(lambda: bar.value() == min(before.y(), bar.maximum()) > 0)
    assert ladder.focusWidget() is ladder.cards["market-table"].play_button
    qtbot.keyClick(ladder.focusWidget(), Qt.Key.Key_Return)
    assert window.controller.setup is not None
    assert window.controller.setup.stage == "market-table"


def test_a_characters_card_names_its_style_as_its_plate_does(make_window, folder) -> None:
    """The ladder said "Easy · Plays by feel" where the plate said "Easy · the Balanced Player"."""
    window = make_window()
    ladder = open_ladder(window)
    (mateo,) = ladder.cards["first-duel"].findChildren(OpponentCard)
    texts = [label.text() for label in mateo.findChildren(QLabel)]
    ladder.cards["first-duel"].play_button.click()
    plate = window.scene.plate(1)
    assert plate.name == "Mateo" and plate.subtitle == "Easy · the Balanced Player"
    assert plate.subtitle in texts  # the same words on the card
    assert "Plays by feel" in texts  # and how the character plays, beside them


def test_a_womans_style_is_said_of_her_where_the_language_genders_it(
    make_window, folder, speaking
) -> None:
    """Italian named Lucía "il Prudente" and Inés "l'Equilibrato"."""
    speaking("it")
    window = make_window()
    ladder = open_ladder(window)
    cards = {card.objectName(): card for card in ladder.findChildren(OpponentCard)}
    texts = {
        name: [label.text() for label in card.findChildren(QLabel)] for name, card in cards.items()
    }
    assert "Facile · la Prudente" in texts["opponent-lucia"]
    assert "Facile · il Pirata" in texts["opponent-barnaby"]
    assert "Normale · l'Equilibrata" in texts["opponent-ines"]
    ladder.close()
    window.start_game(stage_table(STAGES_BY_ID["harbour-table"], "Tu"))
    assert [window.scene.plate(seat).subtitle for seat in (1, 2)] == [
        "Facile · la Prudente",
        "Facile · il Pirata",
    ]
