"""The showdown through the real window: fair texts until the reveal, the hold, and its recall."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QAction, QHelpEvent, QTextCursor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPlainTextEdit, QToolTip, QWidget

from perudo_qt.controller.choices import HumanChoices
from perudo_qt.controller.pacing import Speed, ThinkTime
from perudo_qt.controller.table import SeatSetup, TableSetup
from perudo_qt.rules import DiceRevealed, DieLost, Event, RuleOptions
from perudo_qt.settings import Settings
from perudo_qt.ui.access.accessibility import Accessibility
from perudo_qt.ui.controls.key_map import Key
from perudo_qt.ui.main_window import MainWindow
from perudo_qt.ui.setup.dialogs import SettingsDialog
from perudo_qt.ui.setup.settings_entry import SettingsEntry
from perudo_qt.ui.table.items import DieItem

from .plugins import confirm_table

pytestmark = pytest.mark.gui

SCRIPTED_BOT = """
from perudo_qt.bots import Decision
from perudo_qt.rules import Bid, Dudo


class Scripted:
    '''Plays the least raise, and Dudo from four dice on: its moves never depend on its dice,
    its reasons always do.'''

    name = "scripted"

    def choose(self, view, legal, rng):
        held = "".join(str(face) for face in view.own_dice)
        standing = view.current_bid
        if standing is not None and standing.quantity >= 4 and Dudo() in legal:
            return Decision(Dudo(), f"I hold {held}, so Dudo")
        bids = [action for action in legal if isinstance(action, Bid)]
        least = min(bids, key=lambda bid: (bid.quantity, bid.face))
        return Decision(least, f"I hold {held}, P = 0.{held}")

    def consider_calza(self, view, rng):
        return None


class Jumper(Scripted):
    '''Raises by two dice of the same face when it can (a big raise), else as Scripted does.'''

    def choose(self, view, legal, rng):
        standing = view.current_bid
        if standing is not None and standing.face != 1 and standing.quantity < 4:
            jump = Bid(standing.quantity + 2, standing.face)
            if jump in legal:
                return Decision(jump, "a jump")
        return super().choose(view, legal, rng)
"""


@pytest.fixture
def scripted(tmp_path: Path) -> str:
    path = tmp_path / "scripted_bot.py"
    path.write_text(SCRIPTED_BOT)
    return f"{path}:Scripted"


def seats_table(bot: str, count: int = 4, **options: object) -> TableSetup:
    names = ("Ana", "Bruno", "Carmen", "Diego", "Elena")
    seats = (SeatSetup("You"), *(SeatSetup(name, bot) for name in names[: count - 1]))
    return TableSetup(seats, RuleOptions(**options))  # type: ignore[arg-type]


def play_least_raise_or_dudo(window: MainWindow) -> list[bool]:
    """The person bids the least raise (Enter), or calls Dudo from four dice on.

    Returns a switch: set its one item to False and the person stops playing.
    """
    playing = [True]

    def act(choices: HumanChoices) -> None:
        if not choices.my_turn or not playing[0]:
            return
        standing = choices.standing
        if choices.may_dudo and standing is not None and standing.quantity >= 4:
            window.selector.dudo_requested.emit()
        else:
            QTest.keyClick(window, Qt.Key.Key_Return)

    window.controller.choices_changed.connect(act, Qt.ConnectionType.QueuedConnection)
    return playing


def log_tooltips(window: MainWindow) -> list[str]:
    """Rest the pointer on every line of the log and read the tooltip shown, if any."""
    log = window.game_log
    texts = []
    for line in range(log.blockCount()):
        cursor = QTextCursor(log.document().findBlockByNumber(line))
        log.setTextCursor(cursor)
        log.ensureCursorVisible()
        spot = log.viewport().mapTo(log, log.cursorRect(cursor).center())
        QToolTip.hideText()
        QApplication.sendEvent(log, QHelpEvent(QEvent.Type.ToolTip, spot, log.mapToGlobal(spot)))
        texts.append(QToolTip.text() if QToolTip.isVisible() else "")
    return texts


def visible_texts(window: MainWindow) -> list[object]:
    """Every text a player can see or hear read out: widgets, their tooltips and accessible
    names, the status bar, the log (with the tooltip of each line) and the table's items."""
    texts: list[object] = [window.statusBar().currentMessage(), window.windowTitle()]
    for widget in window.findChildren(QWidget):
        text = widget.text() if hasattr(widget, "text") and callable(widget.text) else ""
        name, description = widget.accessibleName(), widget.accessibleDescription()
        texts.append((type(widget).__name__, text, widget.toolTip(), name, description))
    table_text = window.findChild(QPlainTextEdit, "tableText")
    assert table_text is not None
    texts.append(table_text.toPlainText())
    texts.append(window.game_log.lines())
    texts.append(log_tooltips(window))
    scene = window.scene
    for seat in range(len(window.controller.setup.seats)):
        plate = scene.plate(seat)
        bubble = scene.bubble(seat)
        speech = scene.speech(seat)
        texts.append((plate.shown_texts(), plate.count_text, plate.toolTip(), plate.is_current))
        texts.append((plate.is_palifico, bubble.text(), bubble.isVisible(), plate.portrait))
        texts.append((speech.text(), speech.isVisible(), speech.opacity()))
    texts.append((scene.card.texts(), scene.card.isVisible(), scene.lid.caption))
    texts.append(sorted(item.toolTip() for item in scene.items()))
    return texts


def play_to_first_reveal(
    qtbot,
    settings_path: Path,
    table: TableSetup,
    bot_dice: tuple[tuple[int, ...], ...],
    monkeypatch: pytest.MonkeyPatch | None = None,
) -> tuple[list[list[object]], list[str]]:
    """Play a game with the bots' dice fixed; return what was visible at every step until the
    reveal, and the log once the table holds on it.

    With ``monkeypatch``, each step also holds the think times drawn so far, as they would be
    at normal speed (the game runs at instant speed, where nobody waits for them).
    """
    thinks: list[int] = []
    if monkeypatch is not None:
        draw = Speed.think_ms

        def recording(speed: Speed, think: ThinkTime, rng: random.Random) -> int:
            same = random.Random()
            same.setstate(rng.getstate())
            thinks.append(draw(Speed.NORMAL, think, same))
            return draw(speed, think, rng)

        monkeypatch.setattr(Speed, "think_ms", recording)
    window = MainWindow(Settings(settings_path), Speed.INSTANT, ask_after_game=False)
    qtbot.addWidget(window)
    window.show()
    snapshots: list[list[object]] = []
    revealed = []
    announced: list[tuple[str, bool]] = []
    accessibility = window.findChild(Accessibility)
    assert accessibility is not None
    accessibility.announced.connect(lambda text, assertive: announced.append((text, assertive)))

    def snapshot(*_: object) -> None:
        if not revealed:
            snapshots.append([*visible_texts(window), list(announced), list(thinks)])

    def shown(events: tuple) -> None:
        if any(isinstance(event, DiceRevealed) for event in events):
            revealed.append(True)
        snapshot()

    window.scene.events_shown.connect(shown)
    window.controller.choices_changed.connect(snapshot)
    window.controller.bot_thinking.connect(snapshot)
    play_least_raise_or_dudo(window)
    confirm_table(window, table)
    with qtbot.waitSignal(window.scene.reveal_held_changed, timeout=20000):
        window.start_game(table, seed=8)
        game = window.controller.game
        assert game is not None
        game.set_round_dice((game.dice(0), *bot_dice))
    lines = window.game_log.lines()
    window.close()
    return snapshots, lines


def test_nothing_visible_depends_on_the_bots_hidden_dice(
    qtbot, tmp_path: Path, scripted: str
) -> None:
    table = seats_table(scripted)
    first, first_log = play_to_first_reveal(
        qtbot, tmp_path / "a.ini", table, ((1, 1, 5, 2, 2), (6, 6, 6, 6, 6), (3, 4, 3, 4, 2))
    )
    second, second_log = play_to_first_reveal(
        qtbot, tmp_path / "b.ini", table, ((2, 3, 4, 5, 6), (1, 1, 1, 1, 1), (5, 5, 2, 2, 6))
    )
    assert len(first) > 5
    assert first == second  # line for line, step for step, until the cups lift
    # The chosen face's description (the bid it makes, said by a reader) is compared too.
    described = [
        item
        for step in first
        for item in step
        if isinstance(item, tuple) and len(item) == 5 and item[0] == "RingButton" and item[4]
    ]
    assert described
    # After the reveal each bot's reason shows with the dice it held, and they differ.
    reveal = next(index for index, line in enumerate(first_log) if "cups lift" in line)
    assert first_log[:reveal] == second_log[:reveal]
    assert any(line.startswith("Bruno held 6 6 6 6 6") for line in first_log)
    assert any("I hold 66666" in line for line in first_log[reveal:])
    assert any("I hold 11111" in line for line in second_log[reveal:])
    assert not any("I hold" in line for line in first_log[:reveal])


def test_characters_faces_words_and_think_times_do_not_depend_on_the_hidden_dice(
    qtbot, tmp_path: Path, scripted: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """At a career table, what the characters say and show, and how long they think, is the
    same step for step whatever their hidden dice, until the cups lift."""
    jumper = scripted.replace(":Scripted", ":Jumper")
    seats = (
        SeatSetup("You"),
        SeatSetup("Morgana", jumper, character="morgana"),
        SeatSetup("Lucía", jumper, character="lucia"),
        SeatSetup("Ana", jumper),
    )
    table = TableSetup(seats, RuleOptions())
    first, first_log = play_to_first_reveal(
        qtbot,
        tmp_path / "a.ini",
        table,
        ((1, 1, 5, 2, 2), (6, 6, 6, 6, 6), (3, 4, 3, 4, 2)),
        monkeypatch,
    )
    second, _ = play_to_first_reveal(
        qtbot,
        tmp_path / "b.ini",
        table,
        ((2, 3, 4, 5, 6), (1, 1, 1, 1, 1), (5, 5, 2, 2, 6)),
        monkeypatch,
    )
    assert len(first) > 5
    assert first == second
    assert len(first[-1][-1]) >= 3  # think times were drawn, and the same
    # Before the reveal a character spoke (a big raise), in a bubble and in the log.
    assert any(_is_speech(item) and item[1] for step in first for item in step)
    reveal = next(index for index, line in enumerate(first_log) if "cups lift" in line)
    assert any(line.startswith(("Morgana: “", "Lucía: “", "Ana: “")) for line in first_log[:reveal])


def _is_speech(item: object) -> bool:
    return isinstance(item, tuple) and len(item) == 3 and isinstance(item[2], float)


@pytest.fixture
def holding_window(window: MainWindow) -> MainWindow:
    """The window at instant speed with auto-continue off, as a player who reads each reveal."""
    window.scene.set_reveal_auto_continue(None)
    return window


def start_and_wait_for_reveal(window: MainWindow, qtbot, table: TableSetup) -> None:
    confirm_table(window, table)
    with qtbot.waitSignal(window.scene.reveal_held_changed, timeout=20000) as held:
        window.start_game(table, seed=8)
    assert held.args == [True]


def test_the_card_names_the_keys_chosen_to_go_on(
    holding_window: MainWindow, qtbot, scripted: str
) -> None:
    window = holding_window
    window.context.key_map.set_bindings({Key.CONTINUE: ("N",)})
    play_least_raise_or_dudo(window)
    start_and_wait_for_reveal(window, qtbot, seats_table(scripted))
    assert window.scene.card.texts()[2] == "Click or press N to continue"
    window.scene.continue_reveal()


def test_the_reveal_holds_at_instant_speed_until_space(
    holding_window: MainWindow, qtbot, scripted: str
) -> None:
    window = holding_window
    play_least_raise_or_dudo(window)
    finished: list[bool] = []
    window.scene.animation_finished.connect(lambda: finished.append(True))
    start_and_wait_for_reveal(window, qtbot, seats_table(scripted))
    finished.clear()
    qtbot.wait(50)
    scene = window.scene
    assert scene.is_holding and not finished
    assert scene.card.isVisible()
    title, tally, hint = scene.card.texts()
    assert "the bid" in title and "loses a die" in title
    assert hint == "Click or press Space to continue"
    assert tally.startswith("You\N{NO-BREAK SPACE}")  # a seat's entry never breaks
    assert window.statusBar().currentMessage().startswith("Click the table")
    game = window.controller.game
    assert game is not None
    revealed = next(event for event in game.history if isinstance(event, DiceRevealed))
    for seat, faces in enumerate(revealed.dice):
        shown = tuple(die.face for die in scene.seat_dice(seat))
        assert shown == faces
        counting = [die.highlighted for die in scene.seat_dice(seat)]
        assert sum(counting) == sum(
            face == revealed.bid.face or (revealed.wild and face == 1) for face in faces
        )
    with qtbot.waitSignal(scene.animation_finished, timeout=5000):
        QTest.keyClick(window, Qt.Key.Key_Space)
    assert not scene.is_holding
    assert window.statusBar().currentMessage() == ""


def test_enter_goes_on_rather_than_bid(holding_window: MainWindow, qtbot, scripted: str) -> None:
    window = holding_window
    playing = play_least_raise_or_dudo(window)
    bids: list[object] = []
    window.selector.bid_requested.connect(bids.append)
    start_and_wait_for_reveal(window, qtbot, seats_table(scripted))
    playing[0] = False
    bids.clear()
    with qtbot.waitSignal(window.scene.reveal_held_changed, timeout=5000) as released:
        QTest.keyClick(window, Qt.Key.Key_Return)
    assert released.args == [False]
    assert bids == []


def test_a_click_on_the_table_goes_on(holding_window: MainWindow, qtbot, scripted: str) -> None:
    window = holding_window
    play_least_raise_or_dudo(window)
    start_and_wait_for_reveal(window, qtbot, seats_table(scripted))
    viewport = window.table_view.viewport()
    with qtbot.waitSignal(window.scene.reveal_held_changed, timeout=5000) as released:
        QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=QPoint(20, 20))
    assert released.args == [False]


def test_auto_continue_goes_on_by_itself(holding_window: MainWindow, qtbot, scripted: str) -> None:
    window = holding_window
    play_least_raise_or_dudo(window)
    window.scene.set_reveal_auto_continue(0.05)
    start_and_wait_for_reveal(window, qtbot, seats_table(scripted))
    with qtbot.waitSignal(window.scene.reveal_held_changed, timeout=5000) as released:
        pass
    assert released.args == [False]


def test_a_bots_only_game_never_waits(window: MainWindow, qtbot) -> None:
    window.scene.set_reveal_auto_continue(None)
    with qtbot.waitSignal(window.game_over_shown, timeout=60000):
        window.start_game(TableSetup.all_bots(3, RuleOptions(dice_per_player=2)), seed=4)
    assert window.controller.game is not None and window.controller.game.is_over


def test_the_last_reveal_comes_back_and_goes_away(
    holding_window: MainWindow, qtbot, scripted: str
) -> None:
    window = holding_window
    scene = window.scene
    playing = play_least_raise_or_dudo(window)
    turns: list[HumanChoices] = []
    window.controller.choices_changed.connect(
        lambda choices: turns.append(choices) if choices.my_turn else None
    )
    confirm_table(window, seats_table(scripted))
    window.start_game(seats_table(scripted), seed=8)
    assert not scene.show_last_reveal()  # nothing to show before a reveal
    with qtbot.waitSignal(scene.reveal_held_changed, timeout=20000):
        pass
    playing[0] = False
    game = window.controller.game
    assert game is not None
    revealed = next(event for event in game.history if isinstance(event, DiceRevealed))
    turns.clear()
    scene.continue_reveal()
    qtbot.waitUntil(lambda: bool(turns), timeout=20000)
    assert (
        window.findChild(QAction, "lastRevealAction")
        in window.menuBar().actions()[0].menu().actions()
    )
    selector = window.selector
    selector.step_quantity(1)
    making = selector.selected_bid()
    assert making is not None and selector.bid_button.isEnabled()
    history = len(game.history)
    QTest.keyClick(window, Qt.Key.Key_L)
    assert scene.is_holding
    assert scene.card.texts()[2].startswith("Last round's reveal")
    for seat, faces in enumerate(revealed.dice):
        assert tuple(die.face for die in scene.seat_dice(seat)) == faces
    # The controls are out of play over the old reveal, their bid kept; no key calls.
    controls = [selector.bid_button, selector.dudo_button, selector.quantity]
    assert not any(control.isEnabled() for control in controls)
    assert not any(button.isEnabled() for button in selector.face_buttons.values())
    for key in (Qt.Key.Key_D, Qt.Key.Key_Plus, Qt.Key.Key_2):
        QTest.keyClick(window, key)
    assert len(game.history) == history and selector.selected_bid() == making
    QTest.keyClick(window, Qt.Key.Key_Space)
    assert not scene.is_holding
    assert not scene.card.isVisible()
    assert scene.own_dice_faces() == game.dice(0)
    assert game.current_seat == 0  # still the person's turn: the recall played nothing
    assert len(game.history) == history
    assert selector.bid_button.isEnabled() and selector.selected_bid() == making


def test_the_reveal_line_lists_every_seats_dice(window: MainWindow, qtbot, scripted: str) -> None:
    play_least_raise_or_dudo(window)
    confirm_table(window, seats_table(scripted))
    with qtbot.waitSignal(window.scene.reveal_held_changed, timeout=20000):
        window.start_game(seats_table(scripted), seed=8)
    game = window.controller.game
    assert game is not None
    revealed = next(event for event in game.history if isinstance(event, DiceRevealed))
    lines = window.game_log.lines()
    start = next(index for index, line in enumerate(lines) if line.startswith("The cups lift"))
    names = ["You", "Ana", "Bruno", "Carmen"]
    rows = [
        f"   {name} {' '.join(map(str, faces))}"
        for name, faces in zip(names, revealed.dice, strict=True)
    ]
    assert lines[start + 1 : start + 5] == rows


def test_the_lost_die_flies_with_its_real_face(qtbot, settings_path: Path, scripted: str) -> None:
    window = MainWindow(Settings(settings_path), Speed.FAST, ask_after_game=False)
    qtbot.addWidget(window)
    window.show()
    play_least_raise_or_dudo(window)
    confirm_table(window, seats_table(scripted))
    with qtbot.waitSignal(window.scene.reveal_held_changed, timeout=30000):
        window.start_game(seats_table(scripted, lost_dice_visible=True), seed=8)
    game = window.controller.game
    assert game is not None
    revealed = next(event for event in game.history if isinstance(event, DiceRevealed))
    loser = next(event.seat for event in game.history if isinstance(event, DieLost))
    flying: list[int] = []

    def flyer() -> bool:
        dice = [item for item in window.scene.items() if isinstance(item, DieItem)]
        flying.extend(die.face for die in dice if die.zValue() == 30)
        return bool(flying)

    window.scene.continue_reveal()
    assert not window.scene.card.isVisible()  # the card gives way before the die flies
    qtbot.waitUntil(flyer, timeout=5000)
    assert flying[0] in revealed.dice[loser]
    with qtbot.waitSignal(window.scene.animation_finished, timeout=10000):
        pass
    count = game.dice_counts[loser]
    assert window.scene.plate(loser).count_text == f"{count} dice"
    window.close()


def test_a_reveal_is_told_once_its_count_is_on_the_table(
    qtbot, settings_path: Path, scripted: str
) -> None:
    window = MainWindow(Settings(settings_path), Speed.FAST, ask_after_game=False)
    qtbot.addWidget(window)
    window.show()
    play_least_raise_or_dudo(window)
    confirm_table(window, seats_table(scripted))
    counted_when_told: list[list[bool]] = []

    def told(events: tuple[Event, ...]) -> None:
        if any(isinstance(event, DiceRevealed) for event in events):
            scene = window.scene
            counted_when_told.extend(
                [die.highlighted for die in scene.seat_dice(seat)] for seat in range(4)
            )

    window.scene.events_shown.connect(told)
    with qtbot.waitSignal(window.scene.reveal_held_changed, timeout=30000):
        window.start_game(seats_table(scripted), seed=8)
    game = window.controller.game
    assert game is not None
    revealed = next(event for event in game.history if isinstance(event, DiceRevealed))
    # The log, the characters' lines and a reader hear of it as the count ends, not before.
    assert counted_when_told == [
        [face == revealed.bid.face or (revealed.wild and face == 1) for face in faces]
        for faces in revealed.dice
    ]
    window.close()


def test_the_auto_continue_setting_is_kept_and_applied_at_once(qtbot, settings_path: Path) -> None:
    settings = Settings(settings_path)
    assert settings.reveal_auto_continue() is None  # off unless chosen
    window = MainWindow(settings, Speed.INSTANT, ask_after_game=False)
    qtbot.addWidget(window)
    assert window.scene.reveal_auto_continue is None
    dialog = SettingsDialog(window.settings.table(), window.speed, window, auto_continue=None)
    assert dialog.chosen_auto_continue() is None
    dialog.auto_continue.setCurrentIndex(dialog.auto_continue.findData(6))
    window.findChild(SettingsEntry).apply_settings(dialog)
    assert window.scene.reveal_auto_continue == 6.0
    window.close()
    assert Settings(settings_path).reveal_auto_continue() == 6.0
