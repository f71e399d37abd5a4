"""The coach in the window: its words, its tab after a round or a game, its menu and settings."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QTabWidget

from perudo_qt.coach import Advice, CoachMode, Judgement, Verdict, Why, review_rounds
from perudo_qt.controller.choices import HumanChoices
from perudo_qt.controller.coaching import GameCoach, Show
from perudo_qt.controller.pacing import Speed
from perudo_qt.controller.table import SeatSetup, TableSetup
from perudo_qt.rules import Bid, Calza, Dudo, Game, RuleOptions, Transcript
from perudo_qt.settings import Settings
from perudo_qt.settings_schema import COACH, HINTS
from perudo_qt.ui.learning.coach import (
    CoachView,
    advice_words,
    decision_words,
    fell_for_words,
    known_words,
    why_words,
)
from perudo_qt.ui.main_window import MainWindow
from perudo_qt.ui.setup.dialogs import SettingsDialog
from perudo_qt.ui.setup.settings_entry import SettingsEntry

from .test_main_window import play_by_clicking
from .turns import start_at_my_turn

pytestmark = pytest.mark.gui


def plain(text: str) -> str:
    """Return ``text`` with its no-break spaces (between a number and %) as plain ones."""
    return text.replace("\N{NO-BREAK SPACE}", " ")


def judgement(action, verdict=Verdict.MISTAKE, why=Why.NEAR_CERTAIN, advice=None) -> Judgement:
    return Judgement(
        round_number=2,
        action=action,
        own_dice=(1, 4, 4, 6),
        hidden=11,
        wild=True,
        standing=Bid(6, 4),
        bidder=1,
        standing_chance=0.78,
        chance=0.22 if isinstance(action, Dudo) else 0.4,
        safest=Bid(6, 1),
        safest_chance=0.9,
        advice=advice or Advice(Bid(7, 4), 0.61),
        verdict=verdict,
        why=why,
        out_of_turn=False,
    )


@pytest.mark.parametrize(
    ("action", "words"),
    [
        (Dudo(), "You called Dudo on Bruno's 6 fours, which was 78 % likely to be true."),
        (Calza(), "You called Calza on Bruno's 6 fours: exactly 6 fours was 40 % likely."),
        (Bid(7, 4), "You raised Bruno's 6 fours (78 % likely) to 7 fours, 40 % likely."),
    ],
)
def test_decisions_in_words(qapp, action, words: str) -> None:
    assert plain(decision_words(judgement(action), ["You", "Bruno"])) == words


def test_what_the_person_knew_says_their_dice_in_words(qapp) -> None:
    """ "paco 4 4 6" mixed a word with digits; the hand reads as the table's texts say it."""
    assert known_words(judgement(Dudo())) == (
        "You held 1 paco, 2 fours, 1 six; dice hidden from you: 11; pacos wild."
    )


@pytest.mark.parametrize(
    ("advice", "words"),
    [
        (
            Advice(Bid(7, 4), 0.61),
            "Expert would have bid 7 fours, 61 % likely by its reading of the bids.",
        ),
        (
            Advice(Dudo(), 0.3),
            "Expert would have called Dudo: 6 fours was 30 % likely by its reading.",
        ),
        (Advice(None, None), "Expert would not have called Calza."),
        (Advice(Bid(5, 5), 0.6), "Expert would have done the same."),
    ],
)
def test_the_strongest_levels_advice_in_words(qapp, advice: Advice, words: str) -> None:
    assert plain(advice_words(judgement(Bid(5, 5), advice=advice))) == words


def test_a_bid_the_strongest_level_thinks_false_is_called_a_bluff(qapp) -> None:
    """ "Expert would have bid 2 fours, 0 % likely" beside a good Dudo read as nonsense."""
    bluff = Advice(Bid(7, 4), 0.0)
    assert plain(advice_words(judgement(Dudo(), advice=bluff))) == (
        "Expert would have bluffed with 7 fours (0 % likely by its reading of the bids), "
        "preferring that to a Dudo."
    )
    assert plain(advice_words(judgement(Bid(7, 6), advice=bluff))) == (
        "Expert would have bluffed with 7 fours, 0 % likely by its reading."
    )


def test_a_good_choice_that_more_likely_lost_says_nothing_was_safer(qapp) -> None:
    """ "Good move" beside a Dudo on a bid 63 % likely read as a contradiction."""
    good = dataclasses.replace(
        judgement(Dudo(), Verdict.GOOD, Why.SAFE_ENOUGH),
        chance=0.37,
        safest=Dudo(),
        safest_chance=0.37,
    )
    assert plain(why_words(good)) == (
        "By the odds you could see, nothing was much safer: the safest, Dudo, kept your die "
        "only 37 % of the time."
    )
    sure = dataclasses.replace(good, chance=0.85, safest=Bid(6, 1), safest_chance=0.9)
    assert why_words(sure) == "Among the safest choices you had."


def test_a_bluff_fallen_for_is_named(qapp) -> None:
    game = Game(["You", "Bruno"], RuleOptions(dice_per_player=3), seed=1, first_seat=1)
    game.set_round_dice([[2, 3, 6], [5, 4, 2]])
    game.apply(Bid(3, 5), 1)
    game.apply(Bid(3, 6), 0)
    game.apply(Dudo(), 1)
    (review,) = review_rounds(Transcript.of(game), 0)
    assert fell_for_words(review, game.players) == [
        "Bruno's 3 fives was a bluff (the cups showed 1 five): you raised on it."
    ]


def test_the_view_shows_a_round_and_a_game(qtbot) -> None:
    game = Game(["You", "Bruno"], RuleOptions(dice_per_player=3), seed=1, first_seat=1)
    game.set_round_dice([[4, 4, 2], [2, 3, 6]])
    game.apply(Bid(2, 4), 1)
    game.apply(Dudo(), 0)
    view = CoachView()
    qtbot.addWidget(view)
    reviews = review_rounds(Transcript.of(game), 0)
    view.show_round(reviews[0], game.players)
    text = plain(view.toPlainText())
    assert "Round 1" in text
    said = "A mistake. You called Dudo on Bruno's 2 fours, which was 100 % likely to be true."
    assert said in text
    view.show_game(reviews, game.players, 0)
    text = view.toPlainText()
    assert "This game" in text and "Dudo calls wrong: 1" in text and "Round 1" in text


def seats() -> tuple[SeatSetup, ...]:
    return (SeatSetup("You"), SeatSetup("Ana", "normal"), SeatSetup("Bruno", "easy"))


def test_after_a_game_the_coach_tab_shows_the_summary(window: MainWindow, qtbot) -> None:
    assert window.settings.get(COACH) is CoachMode.AFTER_GAME
    play_by_clicking(window, qtbot)
    with qtbot.waitSignal(window.game_over_shown, timeout=60000):
        window.start_game(TableSetup(seats(), RuleOptions(dice_per_player=2)), seed=4)
    qtbot.waitUntil(lambda: window.learning.coach_view.toPlainText().startswith("This game"))
    assert window.findChild(QTabWidget, "sideTabs").currentWidget() is window.learning.coach_view
    assert "Round 1" in window.learning.coach_view.toPlainText()
    rounds = window.controller.game.round_number  # type: ignore[union-attr]
    assert window.learning.coach.last_reviewed() == rounds


def test_a_new_game_clears_the_last_games_review(window: MainWindow, qtbot) -> None:
    play_by_clicking(window, qtbot)
    with qtbot.waitSignal(window.game_over_shown, timeout=60000):
        window.start_game(TableSetup(seats(), RuleOptions(dice_per_player=1)), seed=4)
    qtbot.waitUntil(lambda: window.learning.coach_view.toPlainText().startswith("This game"))
    with qtbot.waitSignal(window.controller.game_started):
        window.start_game(TableSetup(seats(), RuleOptions(dice_per_player=1)), seed=5)
    text = window.learning.coach_view.toPlainText()
    assert text == "The coach reviews this game when it ends."
    assert window.findChild(QTabWidget, "sideTabs").currentWidget() is window.game_log


def test_after_each_round_the_coach_reviews_the_round(window: MainWindow, qtbot) -> None:
    window.settings.set(COACH, CoachMode.AFTER_ROUND)
    play_by_clicking(window, qtbot)
    # You open the first round, so it holds a decision of yours whatever the bots do.
    table = TableSetup(seats(), RuleOptions(dice_per_player=2), first_seat=0)
    window.start_game(table, seed=4)
    qtbot.waitUntil(
        lambda: (
            window.findChild(QTabWidget, "sideTabs").currentWidget() is window.learning.coach_view
        ),
        timeout=20000,
    )
    # The review is made on the coach's thread: the tab says so until it is ready.
    qtbot.waitUntil(
        lambda: window.learning.coach_view.toPlainText().startswith("Round "), timeout=20000
    )
    assert window.learning.coach.reviews()


def test_review_menu_before_any_round_says_so(window: MainWindow, qtbot) -> None:
    turns: list[HumanChoices] = []
    window.controller.choices_changed.connect(
        lambda choices: turns.append(choices) if choices.my_turn else None
    )
    window.start_game(TableSetup(seats(), RuleOptions()), seed=8)
    qtbot.waitUntil(lambda: bool(turns), timeout=10000)
    window.findChild(QAction, "reviewRoundAction").trigger()
    assert window.findChild(QTabWidget, "sideTabs").currentWidget() is window.learning.coach_view
    assert "No round with a decision of yours" in window.learning.coach_view.toPlainText()


def test_a_bots_only_game_has_nothing_to_review(window: MainWindow, qtbot) -> None:
    window.start_game(TableSetup.all_bots(3), seed=2)
    window.findChild(QAction, "reviewGameAction").trigger()
    assert "you have no seat in this game" in window.learning.coach_view.toPlainText()


def test_the_settings_dialog_sets_hints_and_the_coach(
    window: MainWindow, qtbot, settings_path: Path
) -> None:
    start_at_my_turn(window, qtbot)  # the hints panel shows while the person has dice
    dialog = SettingsDialog(window.settings.table(), Speed.INSTANT, window)
    qtbot.addWidget(dialog)
    dialog.learning.set_values(False, CoachMode.AFTER_GAME)
    dialog.learning.hints.setChecked(True)
    dialog.learning.coach.setCurrentIndex(dialog.learning.coach.findData(int(CoachMode.OFF)))
    window.findChild(SettingsEntry).apply_settings(dialog)
    assert (
        window.learning.hints.isVisible() and window.findChild(QAction, "hintsAction").isChecked()
    )
    saved = Settings(settings_path)
    assert saved.get(HINTS) and saved.get(COACH) is CoachMode.OFF


def test_a_bad_coach_setting_falls_back_to_after_each_game(settings_path: Path) -> None:
    raw = QSettings(str(settings_path), QSettings.Format.IniFormat)
    raw.setValue("learning/coach", 9)
    raw.setValue("learning/hints", "maybe")
    raw.sync()
    settings = Settings(settings_path)
    assert settings.get(COACH) is CoachMode.AFTER_GAME
    assert not settings.get(HINTS)
    assert len(settings.report.problems) == 2


def two_reviewed_rounds() -> Game:
    game = Game(["You", "Bruno"], RuleOptions(dice_per_player=3), seed=1, first_seat=1)
    game.set_round_dice([[4, 4, 2], [2, 3, 6]])
    game.apply(Bid(2, 4), 1)
    game.apply(Dudo(), 0)
    game.set_round_dice([[4, 4], [2, 3, 6]])
    game.apply(Bid(1, 2), 0)
    game.apply(Dudo(), 1)
    return game


@pytest.fixture
def coach(qtbot) -> GameCoach:
    view = CoachView()
    qtbot.addWidget(view)
    return GameCoach(view)


def test_the_coach_reviews_on_its_own_thread(qtbot, coach: GameCoach) -> None:
    game, view = two_reviewed_rounds(), coach.view
    coach.ask(game, 0, game.players, Show.GAME)
    assert coach.busy()
    assert view.toPlainText() == "The coach is going over your decisions…"
    qtbot.waitUntil(lambda: view.toPlainText().startswith("This game"))
    assert not coach.busy()
    assert coach.reviews() == review_rounds(Transcript.of(game), 0)
    assert coach.last_reviewed() == 2


def test_a_new_game_drops_the_reviews_still_on_their_way(coach: GameCoach) -> None:
    game, view = two_reviewed_rounds(), coach.view
    coach.ask(game, 0, game.players, Show.GAME)
    coach.start()
    coach.wait()
    QCoreApplication.processEvents()
    assert coach.reviews() == () and coach.last_reviewed() == 0
    assert not coach.busy()
    assert view.toPlainText().startswith("After a round, the coach goes over")


def test_an_opening_bid_in_words(qapp) -> None:
    opening = dataclasses.replace(
        judgement(Bid(2, 3)), standing=None, bidder=None, standing_chance=None, chance=0.9
    )
    assert plain(decision_words(opening, ["You", "Bruno"])) == (
        "You opened with 2 threes, 90 % likely to be true."
    )
