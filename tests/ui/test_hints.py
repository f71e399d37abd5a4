"""The hints panel: its odds agree with a brute-force count, from the person's view only."""

from __future__ import annotations

import itertools
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel, QWidget

from perudo_qt.controller.choices import HumanChoices
from perudo_qt.controller.table import SeatSetup, TableSetup
from perudo_qt.rules import FACES, PACO, Bid, BidMade, Game, RuleOptions, count_matching
from perudo_qt.settings import Settings
from perudo_qt.settings_schema import HINTS
from perudo_qt.ui.learning.hints import HintsPanel, percent_words
from perudo_qt.ui.main_window import MainWindow
from perudo_qt.ui.table.artwork import Artwork
from perudo_qt.ui.words.legibility import MIN_CONTRAST, contrast_ratio, relative_luminance
from perudo_qt.ui.words.wording import bid_words

from ..rules.helpers import game_with_counts, make_seat_lose

pytestmark = pytest.mark.gui


def brute_force(game: Game, seat: int, bid: Bid) -> float:
    """Count every roll of the dice ``seat`` cannot see: the chance ``bid`` is true."""
    hidden = game.total_dice - len(game.dice(seat))
    wild = not game.is_palifico_round and bid.face != PACO
    rolls = list(itertools.product(FACES, repeat=hidden))
    true = sum(
        count_matching([game.dice(seat), roll], bid.face, wild) >= bid.quantity for roll in rolls
    )
    return true / len(rolls)


@pytest.fixture
def panel(qtbot) -> HintsPanel:
    widget = HintsPanel(Artwork())
    qtbot.addWidget(widget)
    return widget


def two_seats(**options: object) -> Game:
    return Game(["You", "Bot"], RuleOptions(**options), seed=3, first_seat=1)  # type: ignore[arg-type]


def palifico_table() -> Game:
    game = game_with_counts(3, [1, 2, 1], starter=0)
    assert game.is_palifico_round
    return game


def after_losses() -> Game:
    game = Game(["You", "A", "B"], RuleOptions(dice_per_player=3), seed=5, first_seat=1)
    make_seat_lose(game, 2)
    make_seat_lose(game, 1)
    assert game.dice_counts == (3, 2, 2) and game.current_seat == 1
    return game


@pytest.mark.parametrize(
    ("make", "dice", "bids"),
    [
        pytest.param(
            lambda: two_seats(dice_per_player=3),
            [[1, 4, 6], [2, 4, 5]],
            [(1, Bid(3, 4))],
            id="wild-pacos",
        ),
        pytest.param(
            palifico_table,
            [[4], [4, 1], [2]],
            [(0, Bid(1, 4)), (1, Bid(2, 4)), (2, Bid(3, 4))],
            id="palifico",
        ),
        pytest.param(
            after_losses,
            [[1, 3, 6], [3, 2], [5, 5]],
            [(1, Bid(2, 3)), (2, Bid(2, 5))],
            id="lost-dice-hidden",
        ),
    ],
)
def test_the_hints_match_a_brute_force_count(panel: HintsPanel, make, dice, bids) -> None:
    game = make()
    game.set_round_dice(dice)
    for seat, bid in bids:
        game.apply(bid, seat)
    assert game.current_seat == 0
    panel.show_hints(game.view_for(0), HumanChoices.for_seat(game, 0))
    standing = game.current_bid
    assert standing is not None
    expected = percent_words(brute_force(game, 0, standing))
    assert panel.standing.text() == (
        f"The bid stands at {bid_words(standing)}: {expected} likely to be true."
    )
    shown = panel.raise_texts()
    for face in FACES:
        allowed = game.face_range(face, 0)
        if allowed.minimum is None:
            assert shown[face][1] == "barred"
            continue
        bid = Bid(allowed.minimum, face)
        assert shown[face] == (bid_words(bid), percent_words(brute_force(game, 0, bid)))


def test_the_hints_do_not_depend_on_the_dice_the_person_cannot_see(panel: HintsPanel) -> None:
    texts = []
    for bot_dice in ([2, 4, 5], [1, 1, 1]):
        game = two_seats(dice_per_player=3)
        game.set_round_dice([[1, 4, 6], bot_dice])
        game.apply(Bid(3, 4), 1)
        panel.show_hints(game.view_for(0), HumanChoices.for_seat(game, 0))
        texts.append((panel.standing.text(), panel.raise_texts(), panel.basis.text()))
    assert texts[0] == texts[1]


def test_a_bid_shown_after_the_hints_replaces_their_stale_odds(panel: HintsPanel) -> None:
    """ "The bid stands at 7 fives: 15 %" stood beside Diego's 7 sixes as it was shown."""
    game = two_seats(dice_per_player=3)
    game.set_round_dice([[1, 4, 6], [2, 4, 5]])
    game.apply(Bid(3, 4), 1)
    panel.show_hints(game.view_for(0), HumanChoices.for_seat(game, 0))
    stands = panel.standing.text()
    panel.bid_shown(Bid(3, 4))  # the bid the hints were made for: they stay
    assert panel.standing.text() == stands
    panel.bid_shown(Bid(4, 4))
    assert panel.standing.text() == "The bid is now 4 fours."
    assert panel.raises_title.text() == "The least raises show on your turn."
    assert all(chance == "" for _, chance in panel.raise_texts().values())
    assert panel.basis.text() == ""


def test_the_window_tells_the_hints_each_bid_the_table_shows(window: MainWindow, qtbot) -> None:
    seats = (SeatSetup("You"), SeatSetup("Ana", "normal"))
    window.start_game(TableSetup(seats, RuleOptions()), seed=8)
    qtbot.waitUntil(lambda: window.controller.snapshot is not None)
    window.scene.events_shown.emit((BidMade(1, Bid(9, 6)),))
    assert window.learning.hints.standing.text().startswith("The bid is now 9 sixes")


def test_no_hint_a_reader_meets_is_named_by_the_panels_title(panel: HintsPanel) -> None:
    """Between turns the six empty chances were each read as "Hints (H)"."""
    game = two_seats()
    game.apply(Bid(2, 3), 1)
    panel.show()
    turn = HumanChoices.for_seat(game, 0)
    for choices in (turn, replace(turn, my_turn=False)):  # the person's turn, then not
        panel.show_hints(game.view_for(0), choices)
        names = [
            QAccessible.queryAccessibleInterface(label).text(QAccessible.Text.Name)
            for label in panel.findChildren(QLabel)
            if label.isVisible()
        ]
        assert "Hints (H)" not in names and "" not in names, names


def test_the_basis_names_the_hidden_dice_only_when_the_lid_is_open(panel: HintsPanel) -> None:
    game = after_losses()
    panel.show_hints(game.view_for(0), HumanChoices.for_seat(game, 0))
    assert not any(digit in panel.basis.text() for digit in "0123456789")  # R17: kept hidden
    visible = Game(["You", "Bot"], RuleOptions(lost_dice_visible=True), seed=3, first_seat=1)
    panel.show_hints(visible.view_for(0), HumanChoices.for_seat(visible, 0))
    assert "5 hidden from you" in panel.basis.text()


@pytest.mark.parametrize(
    ("chance", "text"),
    [(0.0, "0 %"), (0.001, "1 %"), (0.784, "78 %"), (0.999, "99 %"), (1.0, "100 %")],
)
def test_percentages_say_certain_only_when_certain(chance: float, text: str) -> None:
    # The space is a no-break one: "78" and "%" never part at the end of a line.
    assert percent_words(chance) == text.replace(" ", "\N{NO-BREAK SPACE}")


def hints_at_my_turn(window: MainWindow, qtbot) -> None:
    """Start a game against two Normal players, wait for the person's turn, and press H."""
    turns: list[HumanChoices] = []
    window.controller.choices_changed.connect(
        lambda choices: turns.append(choices) if choices.my_turn else None
    )
    seats = (SeatSetup("You"), SeatSetup("Ana", "normal"), SeatSetup("Bruno", "normal"))
    window.start_game(TableSetup(seats, RuleOptions()), seed=8)
    qtbot.waitUntil(lambda: bool(turns), timeout=10000)
    QTest.keyClick(window, Qt.Key.Key_H)


def test_hints_are_off_by_default_and_h_toggles_them(
    window: MainWindow, qtbot, settings_path: Path
) -> None:
    assert window.learning.hints.isHidden()
    hints_at_my_turn(window, qtbot)
    assert (
        window.learning.hints.isVisible() and window.findChild(QAction, "hintsAction").isChecked()
    )
    assert Settings(settings_path).get(HINTS)
    game = window.controller.game
    assert game is not None
    shown = window.learning.hints.raise_texts()
    least = game.face_range(5, 0).minimum
    assert least is not None
    assert shown[5][0] == bid_words(Bid(least, 5))
    QTest.keyClick(window, Qt.Key.Key_H)
    assert window.learning.hints.isHidden()
    assert not Settings(settings_path).get(HINTS)


def test_the_hints_scroll_rather_than_push_the_window_past_a_short_screen(
    window: MainWindow, qtbot
) -> None:
    """1920x1080 at 200 % is 960x540: with the hints on, the bid controls' bottom was cut."""
    hints_at_my_turn(window, qtbot)
    hints = window.learning.hints
    assert hints.isVisible()
    scroller = hints.parentWidget().parentWidget()  # the scroll area's viewport, then itself
    assert not scroller.hasFocus() and scroller.focusPolicy() is Qt.FocusPolicy.NoFocus
    # The side panel is as tall as the window's content: the menu, the status and a task bar
    # take the rest of a 540-pixel screen.
    assert window.side_panel.minimumSizeHint().height() <= 450
    window.resize(960, 500)
    selector = window.selector
    qtbot.waitUntil(
        lambda: selector.mapTo(window, selector.rect().bottomLeft()).y() < window.height()
    )
    window.resize(1366, 768)  # room for the hints in full: no scroll bar
    qtbot.waitUntil(lambda: hints.height() >= hints.heightForWidth(hints.width()))
    assert hints.height() >= hints.minimumSizeHint().height()
    QTest.keyClick(window, Qt.Key.Key_H)
    assert hints.isHidden() and not scroller.isVisible()  # its room goes back to the log


def test_the_basis_reads_at_least_at_4_5_to_1(panel: HintsPanel) -> None:
    """The basis is secondary text, softer than the odds, yet readable (WCAG AA)."""
    panel.basis.setText("From your 5 dice and the 10 hidden from you.")
    panel.basis.resize(panel.basis.sizeHint())
    image = panel.basis.grab().toImage()
    background = image.pixelColor(0, 0)
    pixels = (image.pixelColor(x, y) for x in range(image.width()) for y in range(image.height()))
    ink = min(pixels, key=relative_luminance)
    assert contrast_ratio(ink, background) >= MIN_CONTRAST


@pytest.mark.parametrize("code", ["en", "nl", "es"])
def test_every_hint_is_shown_in_full_at_the_narrowest_side_panel(speaking, qtbot, code) -> None:
    """The faces stand in two columns where they fit whole, else in one (Dutch "15 tweeën")."""
    speaking(code)
    side = QWidget()  # the side panel gives the hints their width, as narrow as it gets
    qtbot.addWidget(side)
    widget = HintsPanel(Artwork(), parent=side)
    game = Game(["You", "A", "B", "C"], RuleOptions(), seed=3, first_seat=3)
    game.apply(Bid(14, 2), 3)  # "15 twos" and the like: the longest least raises
    widget.show_hints(game.view_for(0), HumanChoices.for_seat(game, 0))
    side.resize(400, 400)
    side.show()
    labels = [*widget._bids.values(), *widget._chances.values()]

    def cut() -> list[str]:
        return [label.text() for label in labels if label.width() < label.sizeHint().width()]

    columns = {}
    for width in range(216, 420, 4):  # every width, the threshold between two layouts too
        widget.resize(width, 300)
        columns[width] = widget.columns
        qtbot.waitUntil(lambda: not cut(), timeout=2000)  # once the grid is laid out again
    assert columns[216] == 1 and columns[416] == 2
    # The columns follow the width only: the texts of another turn never change them.
    game.apply(Bid(15, 2), 0)
    widget.show_hints(game.view_for(0), HumanChoices.for_seat(game, 0))
    assert widget.columns == columns[416]
