"""The words the table and the log use for events: who, what, and the verdict of a reveal."""

from __future__ import annotations

import re

import pytest
from PySide6.QtGui import QColor, QPalette

from perudo_qt.controller.choices import Refusal
from perudo_qt.rules import (
    Action,
    Bid,
    BidMade,
    Calza,
    CalzaCalled,
    DiceRevealed,
    DieGained,
    DieLost,
    Dudo,
    DudoCalled,
    Game,
    IllegalActionError,
    RoundStarted,
    RuleOptions,
)
from perudo_qt.ui.words.legibility import MIN_CONTRAST, contrast_ratio, muted_text_colour
from perudo_qt.ui.words.wording import (
    dice_in_play_words,
    dice_words,
    event_words,
    refusal_message,
    verdict_words,
)

pytestmark = pytest.mark.gui

NAMES = ["You", "Ana", "Bruno"]
WORKED_ROUND = DiceRevealed(((1, 1, 5, 2), (1, 5, 4, 4), (1, 4, 4, 6)), Bid(9, 5), 9, True)


@pytest.mark.parametrize(
    ("event", "text"),
    [
        (BidMade(1, Bid(9, 5)), "Ana bids 9 fives."),
        (BidMade(0, Bid(1, 1)), "You bid 1 paco."),
        (CalzaCalled(2, 0, Bid(3, 4)), "Bruno calls Calza on your 3 fours!"),
        (DieLost(0), "You lose a die."),
        (
            RoundStarted(4, 2, True),
            "Round 4, palifico: Bruno opens. Pacos are not wild and the face stays.",
        ),
    ],
)
def test_event_words(event, text: str) -> None:
    assert event_words(event, NAMES, you=0) == text


def test_a_palifico_round_says_its_face_rule_as_the_options_have_it() -> None:
    """With the one-die face change on, "the face stays" would be false (a playtest's doubt)."""
    changing = RuleOptions(palifico_one_die_may_change_face=True)
    assert event_words(RoundStarted(4, 0, True), NAMES, 0, changing) == (
        "Round 4, palifico: you open. Pacos are not wild, and only a player with one die may "
        "change the face."
    )
    assert event_words(RoundStarted(4, 2, True), NAMES, 0, changing) == (
        "Round 4, palifico: Bruno opens. Pacos are not wild, and only a player with one die "
        "may change the face."
    )
    assert event_words(RoundStarted(4, 2, False), NAMES, 0, changing) == "Round 4: Bruno opens."


def test_dudo_verdict_of_the_worked_round() -> None:
    """000: nine fives with pacos against a bid of nine: the bid stands, the doubter pays."""
    text = verdict_words(WORKED_ROUND, (DieLost(2),), NAMES, calza=False, you=0)
    assert text == "9 fives with pacos, bid 9: the bid stands.\nBruno loses a die."


def test_a_verdict_is_punctuated_as_its_language_writes(speaking) -> None:
    speaking("fr")
    text = verdict_words(WORKED_ROUND, (DieLost(2),), NAMES, calza=False, you=0)
    assert text.startswith("9 cinq avec les pacos, annonce de 9 : l'annonce tient.")


def test_a_call_on_a_bid_reads_as_italian_writes_it(speaking) -> None:
    """ "Chiami Dudo su la dichiarazione": "su" and "la" make "sulla"."""
    speaking("it")
    yours = event_words(DudoCalled(1, 0, Bid(3, 1)), NAMES, 0)
    hers = event_words(DudoCalled(0, 1, Bid(5, 2)), NAMES, 0)
    calza = event_words(CalzaCalled(2, 1, Bid(5, 2)), NAMES, 0)
    assert yours.startswith("Ana chiama Dudo sulla tua dichiarazione: ")
    assert hers.startswith("Chiami Dudo sulla dichiarazione di Ana: ")
    assert calza.startswith("Bruno chiama Calza sulla dichiarazione di Ana: ")


@pytest.mark.parametrize(
    ("count", "after", "text"),
    [
        (9, (DieGained(1),), "exactly right.\nAna wins a die back."),
        (9, (), "exactly right.\nNobody loses a die."),
        (10, (DieLost(0),), "not exact.\nYou lose a die."),
    ],
)
def test_calza_verdicts(count: int, after: tuple, text: str) -> None:
    revealed = DiceRevealed(WORKED_ROUND.dice, Bid(9, 5), count, True)
    assert verdict_words(revealed, after, NAMES, calza=True, you=0).endswith(text)


def refused(game: Game, action: Action, seat: int) -> Refusal:
    """The refusal the controller builds when ``seat`` tries ``action`` in ``game``."""
    with pytest.raises(IllegalActionError) as error:
        game.check(action, seat)
    allowed = game.face_range(action.face, seat) if isinstance(action, Bid) else None
    return Refusal(
        action, error.value.rule, error.value.case, allowed, game.current_bid, game.current_seat
    )


def opened(options: RuleOptions | None = None, players: int = 3) -> Game:
    game = Game(NAMES[:players], options or RuleOptions(calza=True), seed=1, first_seat=1)
    game.apply(Bid(3, 4))
    return game


@pytest.mark.parametrize(
    ("setting", "text"),
    [
        (
            lambda: (Game(NAMES, seed=1, first_seat=0), Dudo(), 0),
            "You need a bid on the table before you can call Dudo.",
        ),
        (
            lambda: (Game(NAMES, RuleOptions(calza=True), seed=1, first_seat=0), Calza(), 0),
            "You need a bid on the table before you can call Calza.",
        ),
        (lambda: (opened(RuleOptions()), Calza(), 0), "Calza is not played at this table"),
        (lambda: (opened(), Calza(), 1), "You cannot call Calza on your own bid."),
        (
            lambda: (opened(RuleOptions(calza=True, calza_restricted=True), 2), Calza(), 0),
            "No Calza when only two players are left at this table.",
        ),
        (lambda: (opened(), Dudo(), 0), "Wait for your turn: it is Bruno's."),
        (lambda: (opened(), Bid(3, 2), 2), "You cannot bid 3 twos: After 3 fours, twos need"),
        (
            lambda: (opened(), Bid(1, 1), 2),
            "You cannot bid 1 paco: After 3 fours, pacos need at least half, rounded up: 2.",
        ),
    ],
)
def test_refusals_speak_the_games_words(setting, text: str) -> None:
    game, action, seat = setting()
    message = refusal_message(refused(game, action, seat), NAMES)
    assert message.startswith(text)
    assert not re.search(r"\bR\d+", message)


def test_a_refusal_while_the_table_moves() -> None:
    message = refusal_message(Refusal(Dudo(), ""), NAMES)
    assert message == "Wait a moment: the table is still showing the last move."


@pytest.mark.parametrize(
    ("count", "dice", "in_play"),
    [
        (1, "1 die", "1 die in play"),
        (2, "2 dice", "2 dice in play"),
        (0, "0 dice", "0 dice in play"),
    ],
)
def test_plurals(count: int, dice: str, in_play: str) -> None:
    assert dice_words(count) == dice
    assert dice_in_play_words(count) == in_play


@pytest.mark.parametrize(("text", "background"), [("#000000", "#efefef"), ("#ffffff", "#2b2b2b")])
def test_muted_text_keeps_its_contrast_in_light_and_dark_themes(text: str, background: str) -> None:
    palette = QPalette()
    palette.setColor(QPalette.ColorRole.WindowText, QColor(text))
    palette.setColor(QPalette.ColorRole.Window, QColor(background))
    muted = muted_text_colour(palette)
    assert muted != QColor(text)  # softer than the text...
    assert contrast_ratio(muted, QColor(background)) >= MIN_CONTRAST  # ...still readable


def test_contrast_ratio_matches_wcag() -> None:
    assert contrast_ratio(QColor("#000000"), QColor("#ffffff")) == pytest.approx(21.0)
    assert contrast_ratio(QColor("#777777"), QColor("#ffffff")) == pytest.approx(4.48, abs=0.01)


def test_verdicts_and_uncounted_dice_read_at_4_5_to_1_on_white() -> None:
    """The coach's verdict colours and the History's dice that did not count (WCAG AA)."""
    from perudo_qt.ui.keeping.history import UNCOUNTED_COLOUR
    from perudo_qt.ui.learning.coach import VERDICT_COLOURS

    for colour in (*VERDICT_COLOURS.values(), UNCOUNTED_COLOUR):
        assert contrast_ratio(QColor(colour), QColor("#ffffff")) >= MIN_CONTRAST, colour
