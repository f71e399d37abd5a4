"""The save of the game in progress: round trip, damaged and newer saves, unwritable folders."""

from __future__ import annotations

import errno
import json
import os
import random
import shutil
import threading
import tracemalloc
from dataclasses import replace
from pathlib import Path

import pytest

from perudo_qt.bots.faults import Fault, FaultKind
from perudo_qt.bots.reasons import Reason, ReasonKind
from perudo_qt.rules import (
    Bid,
    BidMade,
    CalzaCalled,
    Dudo,
    DudoCalled,
    Game,
    RuleOptions,
    Transcript,
    game_to_json,
)
from perudo_qt.store import SavedGame, SavedSeat, SaveFile, UnusableSaveError
from perudo_qt.store.files import NotAFileError, write_atomically
from perudo_qt.store.saves import FILE_NAME, ProblemKind, SaveFormatError, decode, encode

from .foreign import NOT_FILES, not_a_file, released, same_thing

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


def nested(depth: int) -> bytes:
    return b"[" * depth + b"]" * depth


def document_with(edit) -> bytes:
    document = json.loads(encode(saved_game()))
    edit(document)
    return json.dumps(document).encode()


@pytest.mark.parametrize(
    "content",
    [
        pytest.param(nested(5_000), id="nested 5,000 deep"),
        pytest.param(b'{"format": "perudo-qt-save", "x": ' + nested(100_000) + b"}", id="deep"),
        pytest.param(document_with(lambda doc: doc.update(version=1.0)), id="version 1.0"),
        pytest.param(document_with(lambda doc: doc.update(version=True)), id="version true"),
        pytest.param(
            document_with(lambda doc: doc["table"]["seats"][1].__setitem__(0, "x" * 1_000_000)),
            id="a 1 MB name",
        ),
        pytest.param(
            document_with(lambda doc: doc["table"]["seats"][1].__setitem__(0, "A" * 41)),
            id="a 41-character name",
        ),
        pytest.param(
            document_with(lambda doc: doc["table"]["seats"][1].__setitem__(0, "Ana\nBruno")),
            id="a name on two lines",
        ),
        pytest.param(document_with(lambda doc: doc["table"].update(id=[1])), id="a strange id"),
    ],
)
def test_saves_refused_are_kept_aside_and_reported(save_file: SaveFile, content: bytes) -> None:
    save_file.path.write_bytes(content)
    with pytest.raises(UnusableSaveError) as problem:
        save_file.load()
    assert problem.value.kind is ProblemKind.DAMAGED
    assert problem.value.moved_to.read_bytes() == content
    assert not save_file.path.exists()


def test_a_name_of_40_characters_is_kept_and_one_of_41_refused(save_file: SaveFile) -> None:
    with pytest.raises(SaveFormatError, match="at most 40 characters"):
        decode(document_with(lambda doc: doc["table"]["seats"][1].__setitem__(0, "Ñ" * 41)))
    name = "Ñ" * 40
    seats = (SEATS[0], SavedSeat(name, "normal"), *SEATS[2:])
    game = Game([seat.name for seat in seats], RuleOptions(), seed=1)
    save_file.save(SavedGame(game, seats, "fast"))
    assert save_file.flush()
    loaded = save_file.load()
    assert loaded is not None and loaded.seats[1].name == name


@pytest.mark.parametrize(
    "name", ["Ana\u00a0Bruno", "\U0001f468\u200d\U0001f469\u200d\U0001f467", "Zofią"]
)
def test_a_name_in_any_script_or_symbol_is_kept(save_file: SaveFile, name: str) -> None:
    """A no-break space or a joined emoji is one line of text: a save keeps it as written."""
    seats = (SEATS[0], SavedSeat(name, "normal"), *SEATS[2:])
    game = Game([seat.name for seat in seats], RuleOptions(), seed=1)
    save_file.save(SavedGame(game, seats, "fast"))
    assert save_file.flush()
    loaded = save_file.load()
    assert loaded is not None and loaded.seats[1].name == name


def bots_moves(game: Game) -> list[int]:
    """The index in ``game``'s history of each bid or call of a bot (every seat but the first)."""
    return [
        index
        for index, event in enumerate(game.history)
        if isinstance(event, BidMade | DudoCalled | CalzaCalled) and event.seat != 0
    ]


REASONS: dict[int, Reason | str] = dict(
    zip(
        bots_moves(game_mid_round()),
        [
            Reason(ReasonKind.LIKELY_RAISE, held=2, chance=0.81, doubt=0.3),
            Reason(ReasonKind.DUDO, held=0, chance=0.25, threshold=0.45),
            "a plugin's own words",
            Reason(ReasonKind.REPLACED, fault=Fault(FaultKind.ILLEGAL, action=Bid(2, 6))),
            Reason(ReasonKind.REPLACED, fault=Fault(FaultKind.OVER_BUDGET, seconds=2.5, budget=2)),
            Reason(ReasonKind.REPLACED, fault=Fault(FaultKind.RAISED, detail="ZeroDivisionError")),
            Reason(ReasonKind.REPLACED, fault=Fault(FaultKind.ILLEGAL, action=Dudo())),
        ],
        strict=False,
    )
)
"""The bots' reasons of their moves in ``game_mid_round()``, by the moves' index in its history."""


PERSONS_MOVE = next(
    index
    for index, event in enumerate(game_mid_round().history)
    if isinstance(event, BidMade | DudoCalled) and event.seat == 0
)


def test_the_bots_reasons_come_back_with_the_game(save_file: SaveFile) -> None:
    original = replace(saved_game(), reasons=REASONS)
    save_file.save(original)
    assert save_file.flush()
    loaded = save_file.load()
    assert loaded is not None and loaded.reasons == REASONS
    assert decode(document_with(lambda doc: doc.pop("reasons", None))).reasons == {}


def with_reasons(edit) -> bytes:
    """Return a save with ``REASONS`` whose JSON document ``edit`` changed."""
    document = json.loads(encode(replace(saved_game(), reasons=REASONS)))
    edit(document)
    return json.dumps(document).encode()


@pytest.mark.parametrize(
    "edit",
    [
        pytest.param(lambda doc: doc.update(reasons={"3": "x"}), id="not a list"),
        pytest.param(
            lambda doc: doc["reasons"].append([doc["reasons"][0][0], "again"]), id="a move twice"
        ),
        pytest.param(lambda doc: doc["reasons"].append([0, "x"]), id="the round's start"),
        pytest.param(
            lambda doc: doc["reasons"].append([PERSONS_MOVE, "x"]), id="the person's move"
        ),
        pytest.param(lambda doc: doc["reasons"][0][1].update(held=2**31), id="2**31 dice held"),
        pytest.param(lambda doc: doc["reasons"][0][1].update(chance=10**400), id="a huge chance"),
        pytest.param(lambda doc: doc["reasons"][0][1].update(chance=1.5), id="a chance over 1"),
        pytest.param(
            lambda doc: doc["reasons"][4][1]["fault"].update(seconds=10**400), id="huge seconds"
        ),
        pytest.param(lambda doc: doc["reasons"].append([10_000, "x"]), id="a move not made"),
        pytest.param(lambda doc: doc["reasons"].append([-1, "x"]), id="a move before the game"),
        pytest.param(lambda doc: doc["reasons"].append(["5", "x"]), id="an index as text"),
        pytest.param(lambda doc: doc["reasons"].append([5]), id="no reason"),
        pytest.param(lambda doc: doc["reasons"][0][1].update(kind="hunch"), id="unknown kind"),
        pytest.param(lambda doc: doc["reasons"][0][1].update(chance=-0.5), id="negative chance"),
        pytest.param(lambda doc: doc["reasons"][0][1].update(held=1.5), id="half a die"),
        pytest.param(lambda doc: doc["reasons"][0][1].update(mood=1), id="an unknown number"),
        pytest.param(lambda doc: doc["reasons"][0].__setitem__(1, 7), id="a number"),
        pytest.param(lambda doc: doc["reasons"][3][1]["fault"].update(kind="x"), id="fault kind"),
        pytest.param(
            lambda doc: doc["reasons"][3][1]["fault"]["action"].update(face=9), id="a face of 9"
        ),
        pytest.param(
            lambda doc: doc["reasons"][4][1]["fault"].update(seconds=float("nan")), id="NaN"
        ),
        pytest.param(
            lambda doc: doc["reasons"][5][1]["fault"].update(detail=["x"]), id="detail not text"
        ),
    ],
)
def test_damaged_reasons_make_a_damaged_save(save_file: SaveFile, edit) -> None:
    content = with_reasons(edit)
    save_file.path.write_bytes(content)
    with pytest.raises(UnusableSaveError) as problem:
        save_file.load()
    assert problem.value.kind is ProblemKind.DAMAGED
    assert problem.value.moved_to.read_bytes() == content


def test_a_game_keeps_its_id_and_an_old_save_gets_one(save_file: SaveFile) -> None:
    original = saved_game()
    assert len(original.game_id) == 32 and original.game_id != saved_game().game_id
    save_file.save(original)
    assert save_file.flush()
    loaded = save_file.load()
    assert loaded is not None and loaded.game_id == original.game_id
    without = document_with(lambda doc: doc["table"].pop("id"))
    assert decode(without).game_id != decode(without).game_id  # made anew: saved before ids


def test_a_long_save_is_refused_without_being_read_whole(save_file: SaveFile) -> None:
    """A 200 MB file (sparse: it takes no room) costs a read of 10 MB, not 200."""
    with open(save_file.path, "wb") as file:
        file.truncate(200_000_000)
    tracemalloc.start()
    try:
        with pytest.raises(UnusableSaveError, match="at most 10,000,000"):
            save_file.load()
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 30_000_000
    assert not save_file.path.exists()


@pytest.mark.parametrize("kind", NOT_FILES)
def test_what_is_not_a_file_is_never_read_written_renamed_or_deleted(
    tmp_path: Path, kind: str
) -> None:
    save_file = SaveFile(tmp_path)
    not_a_file(kind, save_file.path)
    try:
        with released(save_file.path) as stuck, pytest.raises(NotAFileError):
            save_file.load()
        assert stuck == []
        assert save_file.take_failure() is None  # the load's report stands for it
        save_file.save(saved_game())
        assert save_file.flush()
        save_file.discard()
        assert save_file.flush()
        assert save_file.take_failure() is None
        assert same_thing(save_file.path, kind)
        assert sorted(path.name for path in tmp_path.iterdir()) == sorted(
            [FILE_NAME] + (["theirs.json"] if kind == "link to a file" else [])
        )
    finally:
        save_file.close()


def test_a_save_failure_is_reported_once_a_session(tmp_path: Path) -> None:
    folder = tmp_path / "in-the-way"
    folder.write_text("a file, not a folder")
    save_file = SaveFile(folder)
    try:
        save_file.save(saved_game())
        assert save_file.flush()
        assert save_file.failing
        assert save_file.take_failure() is not None
        assert save_file.failing  # told, and still so
        folder.unlink()
        save_file.save(saved_game())
        assert save_file.flush()
        assert not save_file.failing
        assert save_file.take_failure() is None
        shutil.rmtree(folder)
        folder.write_text("in the way again")
        save_file.save(saved_game())
        assert save_file.flush()
        assert save_file.take_failure() is None  # told once already this session
    finally:
        save_file.close()


def test_another_writers_temporary_file_is_left_alone(tmp_path: Path) -> None:
    theirs = tmp_path / f"{FILE_NAME}.tmp"
    theirs.write_bytes(b"another Perudo is writing this")
    write_atomically(tmp_path / FILE_NAME, b"ours")
    assert theirs.read_bytes() == b"another Perudo is writing this"
    assert (tmp_path / FILE_NAME).read_bytes() == b"ours"


def test_a_failed_write_leaves_no_temporary_file(tmp_path: Path, monkeypatch) -> None:
    path = tmp_path / FILE_NAME
    path.write_bytes(b"the previous save")

    def refuse(source: object, target: object) -> None:
        raise OSError(errno.EXDEV, "the rename failed")

    monkeypatch.setattr(os, "replace", refuse)
    with pytest.raises(OSError, match="the rename failed"):
        write_atomically(path, b"the next save")
    assert [entry.name for entry in tmp_path.iterdir()] == [FILE_NAME]
    assert path.read_bytes() == b"the previous save"


def test_two_writers_never_share_a_temporary_file(tmp_path: Path) -> None:
    path = tmp_path / FILE_NAME
    payloads = [bytes([65 + number]) * 200_000 for number in range(4)]

    def write(data: bytes) -> None:
        for _ in range(10):
            write_atomically(path, data)

    threads = [threading.Thread(target=write, args=(data,)) for data in payloads]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert path.read_bytes() in payloads  # one writer's bytes whole, never a mix
    assert [entry.name for entry in tmp_path.iterdir()] == [FILE_NAME]


def test_a_file_written_over_keeps_its_permissions(tmp_path: Path) -> None:
    path = tmp_path / FILE_NAME
    path.write_bytes(b"the first save")
    path.chmod(0o600)
    write_atomically(path, b"the next save")
    assert path.read_bytes() == b"the next save"
    assert path.stat().st_mode & 0o777 == 0o600
