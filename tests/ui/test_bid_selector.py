"""The bid selector offers exactly the engine's legal raises, by click and by keyboard."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTextEdit, QVBoxLayout, QWidget

from perudo_qt.controller.choices import HumanChoices
from perudo_qt.rules import Bid, Dudo, Game, RuleOptions
from perudo_qt.ui.controls.bid_selector import BidSelector
from perudo_qt.ui.table.artwork import Artwork

from ..rules.helpers import make_seat_lose

pytestmark = pytest.mark.gui


@pytest.fixture
def selector(qtbot) -> BidSelector:
    widget = BidSelector(Artwork())
    qtbot.addWidget(widget)
    widget.show()
    return widget


def offered_bids(selector: BidSelector, qtbot) -> set[Bid]:
    """Click every enabled face and collect the quantities the stepper then allows."""
    offered = set()
    for face, button in selector.face_buttons.items():
        if button.isEnabled():
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
            assert selector.face_group.checkedId() == face
            low, high = selector.quantity.minimum(), selector.quantity.maximum()
            assert selector.quantity.value() == low  # opens on the least legal raise
            offered |= {Bid(quantity, face) for quantity in range(low, high + 1)}
    return offered


def situation(name: str) -> tuple[Game, int]:
    if name == "opening":
        game = Game(["You", "B", "C"], seed=1, first_seat=0)
    elif name == "normal":
        game = Game(["You", "B", "C"], seed=1, first_seat=1)
        game.apply(Bid(3, 4))
        game.apply(Bid(4, 4))
    elif name == "after pacos":
        game = Game(["You", "B", "C"], seed=1, first_seat=1)
        game.apply(Bid(7, 4))  # 002: after 7 fours, 4 pacos; after 4 pacos, 9 of a face
        game.apply(Bid(4, 1))
    elif name == "palifico":
        game = Game(["You", "B", "C"], RuleOptions(dice_per_player=2), seed=1, first_seat=1)
        make_seat_lose(game, 1)
        game.apply(Bid(2, 5))
        game.apply(Bid(3, 5))
    elif name == "single step, visible":
        options = RuleOptions(single_step_raises=True, lost_dice_visible=True)
        game = Game(["You", "B", "C"], options, seed=1, first_seat=1)
        make_seat_lose(game, 1)
        game.apply(Bid(3, 3))
        game.apply(Bid(4, 3))
    assert game.current_seat == 0
    return game, 0


@pytest.mark.parametrize(
    "name", ["opening", "normal", "after pacos", "palifico", "single step, visible"]
)
def test_selector_offers_exactly_the_legal_raises(selector: BidSelector, qtbot, name: str) -> None:
    game, seat = situation(name)
    choices = HumanChoices.for_seat(game, seat)
    selector.set_choices(choices)
    legal = {action for action in game.legal_actions(seat) if isinstance(action, Bid)}
    cap = game.total_dice if game.options.lost_dice_visible else game.max_quantity
    assert offered_bids(selector, qtbot) == {bid for bid in legal if bid.quantity <= cap}
    assert selector.dudo_button.isEnabled() is (Dudo() in game.legal_actions(seat))


def test_palifico_locks_the_face_and_says_why(selector: BidSelector) -> None:
    game, seat = situation("palifico")
    selector.set_choices(HumanChoices.for_seat(game, seat))
    enabled = [face for face, button in selector.face_buttons.items() if button.isEnabled()]
    assert enabled == [5]
    assert selector.face_buttons[4].toolTip() == (
        "Fours (4). In a palifico round every bid stays on fives."
    )


def test_after_pacos_the_tooltip_gives_the_minimum(selector: BidSelector) -> None:
    game, seat = situation("after pacos")
    selector.set_choices(HumanChoices.for_seat(game, seat))
    tip = selector.face_buttons[5].toolTip()
    assert "another face needs twice as many plus one: 9" in tip
    assert not re.search(r"\bR\d", tip)  # game words, no rule ids


def test_no_paco_opening_outside_palifico(selector: BidSelector) -> None:
    game, seat = situation("opening")
    selector.set_choices(HumanChoices.for_seat(game, seat))
    assert not selector.face_buttons[1].isEnabled()
    assert selector.face_buttons[1].toolTip() == (
        "Pacos (1). A round opens on pacos only in a palifico round."
    )
    assert not selector.dudo_button.isEnabled()


def test_bid_button_and_keyboard_submit(selector: BidSelector, qtbot) -> None:
    game, seat = situation("normal")
    selector.set_choices(HumanChoices.for_seat(game, seat))
    selector.look_at_face(6)
    selector.step_quantity(2)
    with qtbot.waitSignal(selector.bid_requested) as requested:
        qtbot.mouseClick(selector.bid_button, Qt.MouseButton.LeftButton)
    assert requested.args == [Bid(6, 6)]


def test_it_reopens_on_the_face_last_looked_at(selector: BidSelector, qtbot) -> None:
    game, seat = situation("normal")
    selector.set_choices(HumanChoices.for_seat(game, seat))
    qtbot.mouseClick(selector.face_buttons[2], Qt.MouseButton.LeftButton)
    game.apply(Bid(5, 2))
    game.apply(Bid(6, 2))
    game.apply(Bid(7, 2))
    selector.set_choices(HumanChoices.for_seat(game, seat))
    assert selector.selected_bid() == Bid(8, 2)


def test_not_my_turn_disables_bids_but_keeps_calza(selector: BidSelector) -> None:
    game = Game(["You", "B", "C"], RuleOptions(calza=True), seed=1, first_seat=1)
    game.apply(Bid(3, 4))
    choices = HumanChoices.for_seat(game, 0)
    assert not choices.my_turn
    selector.set_choices(choices)
    assert not any(button.isEnabled() for button in selector.face_buttons.values())
    assert not selector.bid_button.isEnabled()
    game2 = Game(["You", "B", "C"], RuleOptions(calza=True), seed=1, first_seat=1)
    game2.apply(Bid(3, 4))
    game2.apply(Bid(4, 4))
    selector.set_choices(HumanChoices.for_seat(game2, 0))
    assert selector.calza_button.isEnabled()


def test_controls_have_accessible_names(selector: BidSelector) -> None:
    widgets = [selector.quantity, selector.bid_button, selector.dudo_button, selector.calza_button]
    widgets += list(selector.face_buttons.values())
    assert all(widget.accessibleName() for widget in widgets)
    assert selector.face_buttons[1].accessibleName() == "Pacos"


def test_a_shorter_prompt_does_not_move_the_log_above(qtbot) -> None:
    panel = QWidget()  # as in the side panel: the log takes what the selector leaves
    qtbot.addWidget(panel)
    log, selector = QTextEdit(), BidSelector(Artwork())
    layout = QVBoxLayout(panel)
    layout.addWidget(log, 1)
    layout.addWidget(selector)
    panel.resize(240, 700)
    panel.show()
    qtbot.waitUntil(lambda: selector.width() > 0 and log.height() > 0)
    selector.set_prompt("Bea is thinking…")
    qtbot.waitUntil(lambda: selector.prompt.height() > 0)
    one_line, line_height = log.height(), selector.prompt.height()
    selector.set_prompt("Your turn: raise, or call Dudo or Calza, or think it over again.")
    qtbot.waitUntil(lambda: log.height() < one_line)  # a longer text takes its room
    wrapped = log.height()
    selector.set_prompt("Bea is thinking…")
    selector.set_prompt("")
    qtbot.wait(10)
    assert log.height() == wrapped  # and keeps it while the width stays
    panel.resize(1200, 700)
    qtbot.waitUntil(lambda: selector.prompt.height() == line_height)  # a new width fits it again
