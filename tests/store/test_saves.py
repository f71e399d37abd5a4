"""The save of the game in progress: round trip, damaged and newer saves, unwritable folders."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from perudo_qt.rules import Bid, Game, RuleOptions, Transcript, game_to_json
from perudo_qt.store import SavedGame, SavedSeat, SaveFile, UnusableSaveError
from perudo_qt.store.saves import ProblemKind, SaveFormatError, decode, encode

SEATS = (
    SavedSeat("You", None),
    SavedSeat("Ana", "normal"),
    SavedSeat("Bruno", "hard", "pirate"),
    SavedSeat("Cris", "easy"),
)


def game_mid_round(steps: int = 25, seed: int = 3) -> Game:
    """Play ``steps`` random legal actions, stopping with a bid standing."""
    game = Game([seat.name for seat in SEATS], RuleOptions(calza=True), seed=seed)
    rng = random.Random(seed)
    played = 0
    while played < steps or game.current_bid is None:
        legal = game.legal_actions()
        bids = [action for action in legal if isinstance(action, Bid)][:4]
        game.apply(rng.choice(legal if not bids or rng.random() < 0.2 else bids))
        played += 1
    assert not game.is_over and game.current_bid is not None
    return game


@pytest.fixture
def save_file(tmp_path: Path):
    save_file = SaveFile(tmp_path)
    yield save_file
    save_file.close()


def saved_game(game: Game | None = None) -> SavedGame:
    return SavedGame(game or game_mid_round(), SEATS, "fast")


def test_a_saved_game_comes_back_exactly(save_file: SaveFile) -> None:
    original = saved_game()
    save_file.save(original)
    assert save_file.flush()
    loaded = save_file.load()
    assert loaded is not None
    assert (loaded.seats, loaded.speed) == (SEATS, "fast")
    game = loaded.game
    assert game.record == original.game.record
    assert game.all_dice() == original.game.all_dice()
    assert game.current_seat == original.game.current_seat
    assert game.legal_actions() == original.game.legal_actions()
    assert not list(save_file.path.parent.glob("*.tmp"))


def test_a_transcript_encodes_as_the_game_does() -> None:
    game = game_mid_round()
    transcript = Transcript.of(game)
    assert game_to_json(transcript) == game_to_json(game)
    game.apply(game.legal_actions()[0])
    assert game_to_json(transcript) != game_to_json(game)  # the transcript stays as it was


def test_no_save_no_game(save_file: SaveFile) -> None:
    assert save_file.load() is None


def test_the_latest_save_wins(save_file: SaveFile) -> None:
    for steps in (5, 10, 15):
        save_file.save(saved_game(game_mid_round(steps)))
    assert save_file.flush()
    loaded = save_file.load()
    assert loaded is not None and len(loaded.game.record) == len(game_mid_round(15).record)


def test_discard_removes_only_our_save(save_file: SaveFile) -> None:
    save_file.save(saved_game())
    save_file.discard()
    assert save_file.flush()
    assert not save_file.path.exists()
    assert save_file.load() is None


def test_a_finished_game_is_not_offered(save_file: SaveFile) -> None:
    from tests.store.scripted import TWO_SEATS, won_game

    save_file.save(SavedGame(won_game(), TWO_SEATS, "normal"))
    assert save_file.flush()
    assert save_file.load() is None


def test_every_truncation_of_a_real_save(tmp_path: Path) -> None:
    """Cut at every byte: the loader never crashes and the cut file is kept, byte for byte."""
    data = encode(saved_game())
    for offset in range(len(data) - 1):
        with pytest.raises(SaveFormatError) as error:
            decode(data[:offset])
        assert error.value.kind is ProblemKind.DAMAGED
    assert decode(data[:-1]).game.record == decode(data).game.record  # the final newline
    folder = tmp_path / "cut"
    for offset in range(0, len(data), max(1, len(data) // 40)):
        folder.mkdir()
        save_file = SaveFile(folder)
        save_file.path.write_bytes(data[:offset])
        with pytest.raises(UnusableSaveError) as problem:
            save_file.load()
        assert problem.value.moved_to.read_bytes() == data[:offset]
        assert not save_file.path.exists()
        save_file.close()
        for path in folder.iterdir():
            path.unlink()
        folder.rmdir()


def test_a_crash_while_writing_keeps_the_previous_good_save(save_file: SaveFile) -> None:
    """A write cut short at any byte (the temporary file) never touches the save in place."""
    good = saved_game(game_mid_round(10))
    save_file.save(good)
    assert save_file.flush()
    newer = encode(saved_game(game_mid_round(20)))
    temporary = save_file.path.with_name(save_file.path.name + ".tmp")
    for offset in range(0, len(newer), 97):
        temporary.write_bytes(newer[:offset])
        loaded = save_file.load()
        assert loaded is not None and loaded.game.record == good.game.record


@pytest.mark.parametrize(
    ("edit", "kind"),
    [
        (lambda doc: doc.update(version=2), ProblemKind.NEWER),
        (lambda doc: doc.update(version="1"), ProblemKind.DAMAGED),
        (lambda doc: doc.update(format="something"), ProblemKind.DAMAGED),
        (lambda doc: doc["table"]["seats"].pop(), ProblemKind.DAMAGED),
        (lambda doc: doc["table"].update(seats=[[1, 2, 3]] * 4), ProblemKind.DAMAGED),
        (lambda doc: doc["game"]["steps"][3].update(quantity=99), ProblemKind.DAMAGED),
        (lambda doc: doc["game"].update(version=7), ProblemKind.DAMAGED),
    ],
)
def test_unusable_saves_are_kept_aside(save_file: SaveFile, edit, kind: ProblemKind) -> None:
    document = json.loads(encode(saved_game()))
    edit(document)
    content = json.dumps(document).encode()
    save_file.path.write_bytes(content)
    with pytest.raises(UnusableSaveError) as problem:
        save_file.load()
    assert problem.value.kind is kind
    assert problem.value.moved_to.read_bytes() == content
    assert save_file.load() is None


def test_an_unwritable_folder_is_reported_once(tmp_path: Path) -> None:
    """A folder that cannot be made (a file is in the way, as good as read-only for root)."""
    folder = tmp_path / "in-the-way"
    folder.write_text("a file, not a folder")
    save_file = SaveFile(folder)
    try:
        for _ in range(3):
            save_file.save(saved_game())
            assert save_file.flush()
        failure = save_file.take_failure()
        assert failure is not None and str(folder) in failure
        assert save_file.take_failure() is None
        folder.unlink()
        save_file.save(saved_game())
        assert save_file.flush()
        assert save_file.take_failure() is None
        assert save_file.load() is not None
    finally:
        save_file.close()
