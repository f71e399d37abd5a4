"""The History view: rounds, bids, every seat's dice at the reveal, reasons only once revealed."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest

from perudo_qt.controller.choices import HumanChoices
from perudo_qt.rules import Bid, BidMade, DiceRevealed, Dudo, Game, RoundStarted, RuleOptions
from perudo_qt.ui.keeping.history import HistoryDialog, history_html, split_rounds
from perudo_qt.ui.main_window import MainWindow
from perudo_qt.ui.words.reason_words import why_words

from .test_keeping import TABLE

pytestmark = pytest.mark.gui


def two_rounds() -> Game:
    """Round 1 played to its reveal; round 2 under way with one bid standing."""
    game = Game(["You", "Ana", "Bruno"], seed=2, first_seat=0)
    game.set_round_dice([[1, 2, 2, 5, 6], [3, 3, 3, 4, 4], [6, 6, 6, 6, 6]])
    game.apply(Bid(4, 6), 0)
    game.apply(Bid(5, 6), 1)
    game.apply(Dudo(), 2)  # seven sixes with the paco: Bruno loses a die
    game.apply(Bid(2, 3), game.current_seat)
    return game


def plain(html_text: str) -> str:
    from PySide6.QtGui import QTextDocument

    document = QTextDocument()
    document.setHtml(html_text)
    return document.toPlainText()


def test_rounds_are_split_at_their_start() -> None:
    game = two_rounds()
    rounds = split_rounds(game.history)
    assert len(rounds) == 2
    assert all(isinstance(events[0][1], RoundStarted) for events in rounds)
    assert [index for events in rounds for index, _ in events] == list(range(len(game.history)))


def test_history_shows_every_bid_and_every_seat_s_dice(qapp) -> None:
    game = two_rounds()
    text = plain(history_html(game.history, game.players, 0, {}))
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    assert lines[0] == "Round 1: you open."
    assert "You bid 4 sixes." in lines and "Ana bids 5 sixes." in lines
    assert "Bruno calls Dudo on Ana's 5 sixes!" in lines
    assert any(line.startswith("The cups lift: 7 sixes with pacos") for line in lines)
    assert "You: 1 2 2 5 6" in lines
    assert "Ana: 3 3 3 4 4" in lines
    assert "Bruno: 6 6 6 6 6" in lines
    assert "Bruno loses a die." in lines
    assert lines[-1].endswith("bids 2 threes.") or lines[-1].startswith("You bid 2 threes")


def test_a_palifico_round_s_heading_follows_the_game_s_face_rule(qapp) -> None:
    changing = RuleOptions(palifico_one_die_may_change_face=True)
    text = plain(history_html([RoundStarted(2, 1, True)], ["You", "Ana"], 0, {}, changing))
    assert "Ana opens. Pacos are not wild, and only a player with one die may" in text


def test_reasons_only_for_revealed_rounds(qapp) -> None:
    game = two_rounds()
    bids = [i for i, event in enumerate(game.history) if isinstance(event, BidMade)]
    reasons = {bids[1]: "revealed round reason", bids[-1]: "current round reason"}
    text = plain(history_html(game.history, game.players, 0, reasons))
    assert "revealed round reason" in text
    assert "current round reason" not in text


def test_the_window_history_follows_the_table(window: MainWindow, qtbot) -> None:
    offered: list[HumanChoices] = []
    window.controller.choices_changed.connect(offered.append)

    def act(choices: HumanChoices) -> None:
        if choices.my_turn:
            game = window.controller.game
            assert game is not None
            if choices.may_dudo and game.current_bid.quantity >= 3:
                window.controller.request_dudo()
            else:
                window.controller.request_bid(choices.bids[0])

    window.controller.choices_changed.connect(act)
    window.start_game(TABLE, seed=8)
    game = window.controller.game
    assert game is not None
    qtbot.waitUntil(lambda: game.round_number >= 3 or game.is_over, timeout=30000)
    window.controller.choices_changed.disconnect(act)
    qtbot.waitUntil(lambda: bool(offered) and (offered[-1].my_turn or game.is_over))
    window.findChild(QAction, "historyAction").trigger()
    dialog = window.keeping.history_dialog
    assert dialog is not None and dialog.isVisible()
    text = dialog.text()
    reveals = [event for event in game.history if isinstance(event, DiceRevealed)]
    assert len(reveals) >= 2
    for name, cup in zip(game.players, reveals[0].dice, strict=True):
        assert f"{name}: {' '.join(map(str, sorted(cup)))}" in text
    current = max(i for i, event in enumerate(game.history) if isinstance(event, RoundStarted))
    reasons = window.keeping.history.reasons
    worded = {
        # The view's plain text has plain spaces where the words keep a number by its sign.
        index: why_words(reason, game.history[index], game.players).replace("\xa0", " ")  # type: ignore[arg-type]
        for index, reason in reasons.items()
    }
    shown = [reason for index, reason in worded.items() if index < current]
    hidden = [reason for index, reason in worded.items() if index >= current]
    assert shown and all(reason in text for reason in shown)
    assert all(reason not in text for reason in hidden if reason not in shown)
    # It follows the game: the next events appear without reopening, round after round,
    # exactly as a history written at once.
    before = text
    window.controller.choices_changed.connect(act)
    act(offered[-1])
    qtbot.waitUntil(lambda: dialog.text() != before)
    qtbot.waitUntil(lambda: game.round_number >= 5 or game.is_over, timeout=30000)
    window.controller.choices_changed.disconnect(act)
    qtbot.waitUntil(lambda: len(window.keeping.history.events) == len(game.history), timeout=10000)
    fresh = HistoryDialog(window.keeping.history)
    qtbot.addWidget(fresh)
    assert dialog.text() == fresh.text()
    assert dialog.browser.toHtml() == fresh.browser.toHtml()
    names = list(game.players)
    one_shot = plain(history_html(game.history, names, 0, window.keeping.history.reasons))
    assert one_shot.splitlines() == [line for line in fresh.text().splitlines() if line]


def test_the_history_is_a_titled_window_that_escape_closes(window: MainWindow, qtbot) -> None:
    window.start_game(TABLE, seed=8)
    window.findChild(QAction, "historyAction").trigger()
    dialog = window.keeping.history_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.isWindow() and dialog.windowTitle() == "History"
    assert dialog.parentWidget() is window  # it stays beside the table, above it
    QTest.keyClick(dialog.browser, Qt.Key.Key_Escape)
    assert not dialog.isVisible()
    window.findChild(QAction, "historyAction").trigger()  # and it comes back, following the game
    assert dialog.isVisible() and window.keeping.history_dialog is dialog
