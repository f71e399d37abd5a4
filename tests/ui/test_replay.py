"""Replays forward and back, replay files exported and imported, seeds that deal the same dice."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from PySide6.QtCore import QDate, QDateTime, QLocale, Qt, QTime, QTimeZone
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest

from perudo_qt.controller.pacing import Speed
from perudo_qt.rules import (
    Bid,
    BidMade,
    CalzaCalled,
    DiceRevealed,
    Event,
    Game,
    RoundStarted,
    RuleOptions,
)
from perudo_qt.store import SavedSeat, StatsDatabase, summarize
from perudo_qt.store.replays import (
    ReplayFormatError,
    action_count,
    replay_from_json,
    replay_to,
    replay_to_json,
)
from perudo_qt.ui.keeping import replay
from perudo_qt.ui.keeping.replay import FinishedGamesDialog, ReplayDialog
from perudo_qt.ui.main_window import MainWindow
from perudo_qt.ui.setup.dialogs import NewGameDialog
from perudo_qt.ui.setup.seed_entry import SeedEntry
from perudo_qt.ui.table.artwork import Artwork
from perudo_qt.ui.table.items import DieItem
from perudo_qt.ui.table.reveal import Showdown
from perudo_qt.ui.words.wording import bid_words, dice_words
from tests.career.scripted import DUEL, record
from tests.rules.golden import choose
from tests.store.scripted import THREE_SEATS, TWO_SEATS, lost_game, won_game

from .test_keeping import TABLE, make_window  # noqa: F401 - a fixture

pytestmark = pytest.mark.gui


def test_replay_to_rebuilds_every_step() -> None:
    game = lost_game()
    last = action_count(game)
    assert replay_to(game, last).record == game.record
    for step in range(last + 1):
        partial = replay_to(game, step)
        assert game.record[: len(partial.record)] == partial.record
        assert sum(1 for entry in partial.record if hasattr(entry, "action")) == step


@pytest.fixture
def artwork(qapp) -> Artwork:
    artwork = Artwork()
    artwork.prepare()
    return artwork


def test_forward_and_back(qtbot, artwork: Artwork) -> None:
    game = lost_game()
    dialog = ReplayDialog(THREE_SEATS, game, artwork)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.step == 0 and not dialog.buttons["back"].isEnabled()
    for _ in range(2):
        dialog.buttons["forward"].click()
    assert dialog.caption.text().startswith("Step 2 of 10, round 1. Ana calls Dudo on your 3")
    with qtbot.waitSignal(dialog.scene.animation_finished, timeout=10000):
        dialog.forward()  # animated, as in play
    assert dialog.step == 3
    assert dialog.state.record == replay_to(game, 3).record
    assert dialog.caption.text() == "Step 3 of 10, round 2. You bid 1 five."
    assert sorted(dialog.scene.own_dice_faces()) == sorted(dialog.state.dice(0))
    dialog.back()
    assert dialog.step == 2
    assert dialog.state.record == replay_to(game, 2).record
    assert dialog.slider.value() == 2
    dialog.go_to(dialog.last_step)
    assert dialog.state.is_over and not dialog.buttons["forward"].isEnabled()
    dialog.slider.setValue(1)
    assert dialog.step == 1


def test_cups_open_shows_every_seat(qtbot, artwork: Artwork) -> None:
    dialog = ReplayDialog(THREE_SEATS, lost_game(), artwork)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.cups_text() == "" and not dialog.cups.isVisible()
    dialog.cups_open.setChecked(True)
    assert dialog.cups.isVisible()
    lines = [line for line in dialog.cups_text().splitlines() if line]
    assert lines == ["You: 2 2", "Ana: 3 3", "Bruno: 4 4"]
    assert table_dice(dialog) == [2, 2, 3, 3, 4, 4]  # every cup lifted on the table too
    dialog.go_to(3)  # the second round's cups (step 2 is round 1's Dudo: its reveal)
    lines = [line for line in dialog.cups_text().splitlines() if line]
    assert lines == ["You: 5 \N{EM DASH} 1 five", "Ana: 3 3", "Bruno: 4 4"]  # and your bid
    assert table_dice(dialog) == [3, 3, 4, 4, 5]
    # The dice lie where the bids showed; whose turn it is still shows.
    assert round_shown(dialog) == ([], [dialog.state.current_seat])
    dialog.cups_open.setChecked(False)
    assert table_dice(dialog) == [5]  # only your own dice: the others are under their cups
    assert round_shown(dialog) == ([0], [dialog.state.current_seat])


def round_shown(dialog: ReplayDialog) -> tuple[list[int], list[int]]:
    """Return the seats whose bid shows in a bubble, and the seat highlighted as to play."""
    seats = range(len(dialog.state.players))
    scene = dialog.scene
    return (
        [seat for seat in seats if scene.bubble(seat).isVisible()],
        [seat for seat in seats if scene.plate(seat).is_current],
    )


def table_dice(dialog: ReplayDialog) -> list[int]:
    """Return the faces of the dice standing on the replay's table, sorted."""
    return sorted(item.face for item in dialog.scene.items() if isinstance(item, DieItem))


def test_export_and_import(qtbot, artwork: Artwork, tmp_path: Path, monkeypatch) -> None:
    database = StatsDatabase(tmp_path)
    for seats, game in ((THREE_SEATS, lost_game()), (TWO_SEATS, won_game())):
        database.add_game(summarize(game, seats), seats, game)
    dialog = FinishedGamesDialog(database, artwork)
    qtbot.addWidget(dialog)
    assert dialog.games.count() == 2
    assert dialog.games.item(0).text().endswith(" · against Ana\nyou won · 2 rounds")
    dialog.games.setCurrentRow(1)
    file = tmp_path / "replay.json"
    dialog.export_selected(file)
    seats, game = replay_from_json(file.read_text())
    assert seats == THREE_SEATS and game.record == lost_game().record
    dialog.import_file(file)
    assert dialog.replay is not None and dialog.replay.game.record == lost_game().record
    dialog.replay.close()

    warnings: list[str] = []
    monkeypatch.setattr(replay, "warn", lambda parent, title, text: warnings.append(text))
    bad = tmp_path / "bad.json"
    document = json.loads(file.read_text())
    document["game"]["steps"][1]["face"] = 9  # the opening bid, on a face no die has
    bad.write_text(json.dumps(document))
    dialog.replay = None
    dialog.import_file(bad)
    assert dialog.replay is None
    assert len(warnings) == 1 and warnings[0].startswith("bad.json cannot be replayed: step 2")
    dialog.import_file(tmp_path / "missing.json")
    assert len(warnings) == 2 and "No such file" in warnings[1]
    qtbot.waitUntil(lambda: not dialog.finding_winners)
    database.close()


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("{", "not JSON"),
        ('{"format": "perudo-qt-save"}', "not a Perudo Qt replay"),
        ('{"format": "perudo-qt-replay", "version": 9}', "replay version 9"),
        ('{"format": "perudo-qt-replay", "version": 1, "seats": 3}', "the seats are missing"),
    ],
)
def test_bad_replay_files_are_explained(text: str, message: str) -> None:
    with pytest.raises(ReplayFormatError, match=message):
        replay_from_json(text)


def test_a_replay_file_round_trips() -> None:
    seats, game = replay_from_json(replay_to_json(TWO_SEATS, won_game()))
    assert seats == TWO_SEATS and game.record == won_game().record


def test_a_seed_deals_the_same_dice(window: MainWindow) -> None:
    window.start_game(TABLE, seed=77)
    first = window.controller.game
    assert first is not None
    assert window.findChild(QAction, "seedAction").text() == "Seed: 77 (click to copy)"
    window.findChild(SeedEntry).copy_seed()
    from PySide6.QtGui import QGuiApplication

    assert QGuiApplication.clipboard().text() == "77"
    dialog = NewGameDialog(TABLE, window)
    dialog.seed_edit.setText("77")
    assert dialog.seed() == 77
    window.start_game(dialog.table(), dialog.seed())
    second = window.controller.game
    assert second is not None and second is not first
    assert second.all_dice() == first.all_dice()
    dialog.seed_edit.setText("")
    assert dialog.seed() is None
    QTest.keyClicks(dialog.seed_edit, "12ab3")
    assert dialog.seed() == 123  # digits only


def test_the_window_opens_finished_games(make_window) -> None:  # noqa: F811 - the fixture
    window = make_window()
    assert window.keeping.keeper is not None and window.keeping.keeper.stats is not None
    window.keeping.keeper.stats.add_game(summarize(won_game(), TWO_SEATS), TWO_SEATS, won_game())
    dialog = window.keeping.show_finished_games()
    assert dialog is not None and dialog.games.count() == 1
    dialog.replay_selected()
    assert dialog.replay is not None and dialog.replay.isVisible()
    dialog.replay.close()
    dialog.close()


@pytest.fixture
def finished_games(qtbot, artwork: Artwork, tmp_path: Path):
    database = StatsDatabase(tmp_path / "data")
    database.add_game(summarize(won_game(), TWO_SEATS), TWO_SEATS, won_game())
    dialog = FinishedGamesDialog(database, artwork)
    qtbot.addWidget(dialog)
    dialog.games.setCurrentRow(0)
    yield dialog
    database.close()


def test_a_replay_nested_too_deep_is_explained(
    finished_games: FinishedGamesDialog, tmp_path: Path, monkeypatch
) -> None:
    warnings: list[str] = []
    monkeypatch.setattr(replay, "warn", lambda parent, title, text: warnings.append(text))
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 5_000 + "]" * 5_000)
    finished_games.import_file(deep)
    assert finished_games.replay is None
    assert warnings == [
        "deep.json cannot be replayed: not a saved game: the JSON is nested too deep"
    ]


def test_an_export_never_destroys_a_file_that_is_not_a_replay(
    finished_games: FinishedGamesDialog, tmp_path: Path, monkeypatch
) -> None:
    warnings: list[str] = []
    monkeypatch.setattr(replay, "warn", lambda parent, title, text: warnings.append(text))
    notes = tmp_path / "notes.json"
    notes.write_text('{"my": "notes"}')
    finished_games.export_selected(notes)
    assert notes.read_text() == '{"my": "notes"}'
    assert warnings == [
        "notes.json is not a Perudo replay, so it was left as it is. "
        "Export the replay under another name."
    ]
    ours = tmp_path / "replay.json"
    finished_games.export_selected(ours)
    finished_games.export_selected(ours)  # our own replay: written over, as asked
    assert len(warnings) == 1
    assert replay_from_json(ours.read_text())[0] == TWO_SEATS
    folder = tmp_path / "folder.json"
    folder.mkdir()
    finished_games.export_selected(folder)
    finished_games.import_file(folder)
    assert warnings[1:] == [
        "folder.json is not a file, so it was left as it is. Export the replay under another name.",
        "folder.json cannot be replayed: it is not a file",
    ]
    assert folder.is_dir() and not list(folder.iterdir())


def played(seed: int) -> tuple[Game, list[tuple[Event, ...]], list[tuple[tuple[int, ...], ...]]]:
    """Play a seeded game at THREE_SEATS; return it, each step's events and the cups after it.

    The events and cups are the engine's own, as each action was applied: the transcript the
    replay is checked against.
    """
    options = RuleOptions(dice_per_player=2, calza=True)
    game = Game([seat.name for seat in THREE_SEATS], options, seed=seed)
    chooser = random.Random(seed)
    events, cups = [game.history], [game.all_dice()]
    while not game.is_over:
        seat, action = choose(game, chooser)
        events.append(game.apply(action, seat))
        cups.append(game.all_dice())
    return game, events, cups


def latest_bids(events: list[tuple[Event, ...]]) -> dict[int, Bid]:
    """Return each seat's latest bid in the round the transcript ``events`` ends in."""
    bids: dict[int, Bid] = {}
    for event in (event for shown in events for event in shown):
        if isinstance(event, RoundStarted):
            bids = {}
        elif isinstance(event, BidMade):
            bids[event.seat] = event.bid
    return bids


def check_step(
    dialog: ReplayDialog,
    step: int,
    events: list[tuple[Event, ...]],
    cups: list[tuple[tuple[int, ...], ...]],
) -> None:
    """The table, its card and the open cups show ``step`` as the transcript has it."""
    where = f"step {step}"
    assert dialog.step == step, where
    names = [seat.name for seat in THREE_SEATS]
    revealed = next((event for event in events[step] if isinstance(event, DiceRevealed)), None)
    table = [sorted(die.face for die in dialog.scene.seat_dice(seat)) for seat in range(3)]
    title, tally, hint = dialog.scene.card.texts()
    assert hint == "" and "Space" not in dialog.caption.text(), where
    is_open = dialog.cups_open.isChecked()
    if revealed is not None:
        showdown = Showdown.find(events[step], names, 0)
        assert showdown is not None
        assert dialog.scene.card.isVisible(), where
        assert showdown.verdict() in (title, tally), where
        shown = revealed.dice
        assert table == [sorted(cup) for cup in shown], where
        if step < dialog.last_step:  # the plates count the dice revealed, as the game held them
            counts = [dialog.scene.plate(seat).count_text for seat in range(3)]
            assert counts[0] == dice_words(len(shown[0])), where
            assert all(
                text in ("", dice_words(len(cup))) for text, cup in zip(counts, shown, strict=True)
            ), where
    else:
        assert not dialog.scene.card.isVisible(), where
        shown = cups[step]
        assert table[0] == sorted(shown[0]), where
        assert table[1:] == ([sorted(cup) for cup in shown[1:]] if is_open else [[], []]), where
    bids = {} if revealed is not None else latest_bids(events[: step + 1])
    rows = [
        f"{names[seat]}: {' '.join(map(str, sorted(cup)))}"
        + (f" \N{EM DASH} {bid_words(bids[seat])}" if seat in bids else "")
        for seat, cup in enumerate(shown)
    ]
    expected = [row for row, cup in zip(rows, shown, strict=True) if cup] if is_open else []
    assert [line for line in dialog.cups_text().splitlines() if line] == expected, where


@pytest.mark.parametrize("cups_open", [False, True])
def test_every_step_shows_its_own_state_however_reached(
    qtbot, artwork: Artwork, cups_open: bool
) -> None:
    game, events, cups = played(seed=3)
    reveals = [step for step, shown in enumerate(events) if Showdown.find(shown, [""] * 3, 0)]
    assert len(reveals) >= 5 and any(CalzaCalled in map(type, events[step]) for step in reveals)
    dialog = ReplayDialog(THREE_SEATS, game, artwork)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.speed = Speed.INSTANT
    dialog.cups_open.setChecked(cups_open)
    check_step(dialog, 0, events, cups)
    for step in range(1, dialog.last_step + 1):  # forward, each step animated
        with qtbot.waitSignal(dialog.scene.animation_finished, timeout=5000):
            dialog.forward()
        check_step(dialog, step, events, cups)
    for step in reversed(range(dialog.last_step)):  # back
        dialog.buttons["back"].click()
        check_step(dialog, step, events, cups)
    dialog.speed = Speed.FAST
    dialog.go_to(reveals[0] - 1)
    with qtbot.waitSignal(dialog.scene.animation_finished, timeout=10000):
        dialog.forward()  # the first reveal, animated as in play
    check_step(dialog, reveals[0], events, cups)
    dialog.speed = Speed.INSTANT
    QTest.keyClick(dialog, Qt.Key.Key_End)  # then straight to the end
    check_step(dialog, dialog.last_step, events, cups)
    QTest.keyClick(dialog, Qt.Key.Key_Home)
    check_step(dialog, 0, events, cups)
    steps = list(range(dialog.last_step + 1))
    random.Random(1).shuffle(steps)
    for step in steps:  # the slider, in any order
        dialog.slider.setValue(step)
        check_step(dialog, step, events, cups)
    dialog.cups_open.setChecked(not cups_open)  # the other way, at each reveal
    for step in reveals:
        dialog.go_to(step)
        check_step(dialog, step, events, cups)


def test_finished_games_name_the_date_opponents_winner_and_rounds(
    qtbot, artwork: Artwork, tmp_path: Path
) -> None:
    database = StatsDatabase(tmp_path)
    pirate = SavedSeat("<b>Bruno</b>", "hard", "pirate")  # a name from a file: plain text
    seats = (*THREE_SEATS[:2], pirate)
    database.add_game(summarize(lost_game(), seats), seats, lost_game())
    database.add_game(summarize(won_game(), TWO_SEATS), TWO_SEATS, won_game())
    database._db.execute("UPDATE games SET finished_at = '2026-03-04 05:06:07'")
    dialog = FinishedGamesDialog(database, artwork)
    qtbot.addWidget(dialog)
    when = QDateTime(QDate(2026, 3, 4), QTime(5, 6, 7), QTimeZone.utc()).toLocalTime()
    date = QLocale().toString(when, QLocale.FormatType.ShortFormat)
    assert dialog.games.item(0).text() == f"{date} · against Ana\nyou won · 2 rounds"
    qtbot.waitUntil(lambda: not dialog.finding_winners)  # a lost game's winner, found after
    assert dialog.games.item(1).text() == (
        f"{date} · against Ana, <b>Bruno</b>\nAna won, your place: 3 of 3 · 4 rounds"
    )
    database.close()


def test_a_career_game_is_listed_with_its_stage(qtbot, artwork: Artwork, tmp_path: Path) -> None:
    database = StatsDatabase(tmp_path)
    database.add_game(summarize(won_game(), TWO_SEATS), TWO_SEATS, won_game())
    record(database, DUEL, won_game(), "first-duel", (None, "mateo"), "g1")
    dialog = FinishedGamesDialog(database, artwork)
    qtbot.addWidget(dialog)
    career, free = (dialog.games.item(row).text() for row in range(2))
    assert career.startswith("Stage 1: The First Duel · ")
    assert not free.startswith("Stage")
    dialog.games.setCurrentRow(0)
    dialog.replay_selected()  # replayed with its character, as it was played
    replay = dialog.replay
    assert replay is not None and replay.windowTitle() == "Replay: Stage 1: The First Duel"
    assert [seat.character for seat in replay.setup.seats] == ["", "mateo"]
    dialog.games.setCurrentRow(1)
    dialog.replay_selected()
    assert dialog.replay.windowTitle() == "Replay"
    assert [seat.character for seat in dialog.replay.setup.seats] == ["", ""]
    database.close()


def test_a_career_game_is_replayed_with_the_characters_it_was_played_against(
    qtbot, artwork: Artwork, tmp_path: Path
) -> None:
    """Not the stage's characters of today: Lucía was replayed as Mateo."""
    database = StatsDatabase(tmp_path)
    seats = (SavedSeat("You", None), SavedSeat("Lucía", "easy", "accountant"))
    record(database, seats, won_game(), "first-duel", (None, "lucia"), "g1")
    assert database.characters(1) == (None, "lucia")
    dialog = FinishedGamesDialog(database, artwork)
    qtbot.addWidget(dialog)
    dialog.replay_selected()
    replay = dialog.replay
    assert replay is not None
    assert [seat.character for seat in replay.setup.seats] == ["", "lucia"]
    assert replay.scene.plate(1).subtitle == "Easy · the Cautious Accountant"
    database.close()
