"""The table in words, on snapshots built from games whose dice are fixed, in five languages."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pytest

from perudo_qt.controller.choices import HumanChoices
from perudo_qt.controller.snapshot import TableSnapshot, take_snapshot
from perudo_qt.controller.table import SeatSetup, TableSetup
from perudo_qt.controller.turn import Phase
from perudo_qt.rules import Bid, Dudo, Game, RuleOptions
from perudo_qt.ui.access.table_text import hand_words, table_lines
from perudo_qt.ui.table.reveal import Showdown

pytestmark = pytest.mark.gui

NAMES = ("You", "Ana", "Bruno")
DICE = ((1, 1, 3, 5, 5), (2, 2, 4, 4, 6), (3, 3, 4, 6, 6))


def game_after_a_bid(visible: bool) -> tuple[Game, TableSetup]:
    """Ana opens with 3 fours; Bruno is to play; the person holds 1 1 3 5 5."""
    options = RuleOptions(lost_dice_visible=visible)
    game = Game(NAMES, options, seed=1, first_seat=1)
    game.set_round_dice(DICE)
    game.apply(Bid(3, 4))
    seats = (SeatSetup("You"), SeatSetup("Ana", "normal"), SeatSetup("Bruno", "normal"))
    return game, TableSetup(seats, options)


def snapshot_of(game: Game, setup: TableSetup) -> TableSnapshot:
    phase = Phase.FINISHED if game.is_over else Phase.SHOWING
    return take_snapshot(game, setup, 0, HumanChoices.nothing(game), None, phase)


def test_the_table_in_words_with_the_counts_shown() -> None:
    snapshot = snapshot_of(*game_after_a_bid(visible=True))
    assert table_lines(snapshot) == [
        "Bruno's turn.",
        "Your dice: 2 pacos, 1 three, 2 fives.",
        "Standing bid: 3 fours, by Ana.",
        "Round 1.",
        "Ana: 5 dice.",
        "Bruno: 5 dice.",
        "15 dice in play.",
    ]


def test_hidden_counts_stay_hidden_and_palifico_is_said() -> None:
    snapshot = snapshot_of(*game_after_a_bid(visible=False))
    snapshot = replace(snapshot, view=replace(snapshot.view, is_palifico_round=True))
    lines = table_lines(snapshot)
    assert "Ana: dice count hidden." in lines
    assert "Round 1, palifico: pacos are not wild and the face stays." in lines
    assert not any("in play" in line for line in lines)
    changing = replace(snapshot.view.options, palifico_one_die_may_change_face=True)
    snapshot = replace(snapshot, view=replace(snapshot.view, options=changing))
    assert (
        "Round 1, palifico: pacos are not wild, and only a player with one die may change "
        "the face." in table_lines(snapshot)
    )


def test_your_turn_your_own_bid_and_the_end() -> None:
    game, setup = game_after_a_bid(visible=True)
    game.apply(Bid(3, 6))
    snapshot = snapshot_of(game, setup)
    assert table_lines(snapshot)[0] == "Your turn."
    game.apply(Bid(4, 6))
    lines = table_lines(snapshot_of(game, setup))
    assert "Standing bid: 4 sixes, yours." in lines
    won = replace(snapshot, winner=0)
    assert table_lines(won)[0] == "You win the game!"


def test_during_a_reveal_the_table_says_the_verdict_tally_and_hands() -> None:
    game, setup = game_after_a_bid(visible=True)
    events = game.apply(Dudo())
    showdown = Showdown.find(events, NAMES, 0)
    assert showdown is not None
    lines = table_lines(snapshot_of(game, setup), showdown)
    assert lines == [
        "5 fours with pacos, bid 3: the bid stands.",
        "Bruno loses a die.",
        "You 2, Ana 2, Bruno 1.",  # a list: read aloud, "·" is "middle dot"
        "You held 2 pacos, 1 three, 2 fives.",
        "Ana held 2 twos, 2 fours, 1 six.",
        "Bruno held 2 threes, 1 four, 2 sixes.",
    ]  # the next round's dice wait until the table deals them


def test_a_hand_in_words_counts_each_face_pacos_first() -> None:
    assert hand_words((5, 1, 3, 1)) == "2 pacos, 1 three, 1 five"
    assert hand_words(()) == ""


@pytest.mark.parametrize("language", ["fr", "es", "nl", "it"])
def test_every_line_is_translated(speaking: Callable[[str], None], language: str) -> None:
    game, setup = game_after_a_bid(visible=True)
    events = game.apply(Dudo())
    showdown = Showdown.find(events, NAMES, 0)
    snapshot = snapshot_of(game, setup)
    hidden = snapshot_of(*game_after_a_bid(visible=False))
    palifico = replace(hidden, view=replace(hidden.view, is_palifico_round=True))
    english = [*table_lines(snapshot, showdown), *table_lines(palifico)]
    speaking(language)
    translated = [*table_lines(snapshot, showdown), *table_lines(palifico)]
    assert len(translated) == len(english)
    for theirs, ours in zip(translated, english, strict=True):
        if language == "it" and ours.startswith("Round "):
            continue  # Italian says "round" too
        assert theirs != ours, ours
