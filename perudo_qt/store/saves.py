"""The game in progress on disk: saved after every action, off the caller's thread, atomically."""

from __future__ import annotations

import enum
import json
import logging
import re
import threading
import uuid
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, NoReturn

from perudo_qt.bots.reasons import Reason, reason_from_json, reason_to_json
from perudo_qt.rules import BidMade, CalzaCalled, DudoCalled, Event, Game, Transcript, game_to_json
from perudo_qt.rules.names import MAX_NAME_LENGTH, is_seat_name
from perudo_qt.rules.record import MAX_SAVE_CHARS, game_from_document, is_int, parse_json

from .files import NotAFileError, keep_aside, read_file, remove, write_atomically

log = logging.getLogger(__name__)

FORMAT = "perudo-qt-save"
VERSION = 1
FILE_NAME = "game-in-progress.json"
_ID = re.compile(r"[0-9a-zA-Z]{1,64}")
"""A game id read from a save (ours are 32 hexadecimal digits)."""
_STAGE = re.compile(r"[0-9a-z-]{1,40}")
"""A career stage id read from a save (see ``perudo_qt.career.stages``)."""


def new_game_id() -> str:
    """Return a new id for a game: it names the game in the save and in the statistics."""
    return uuid.uuid4().hex


@dataclass(frozen=True, slots=True)
class SavedSeat:
    """One seat as saved: its name, its bot spec (None for the person) and personality."""

    name: str
    bot: str | None
    personality: str = ""


@dataclass(frozen=True, slots=True)
class SavedGame:
    """A game in progress with its table, as the window needs it to go on.

    ``game_id`` names the game for good: a resumed game keeps it, so it is recorded once.
    ``stage`` is the career stage the game is played for, or None in free play. ``reasons``
    are the bots' reasons, by the index of their move in the game's history, for the log and
    the History of a resumed game.
    """

    game: Game
    seats: tuple[SavedSeat, ...]
    speed: str
    game_id: str = field(default_factory=new_game_id)
    stage: str | None = None
    reasons: Mapping[int, Reason | str] = field(default_factory=dict)


class ProblemKind(enum.Enum):
    """Why a save could not be used."""

    DAMAGED = "damaged"
    """Not a complete save of ours: cut short, edited, or not one at all."""
    NEWER = "newer"
    """Written by a newer version of the game."""


class SaveFormatError(ValueError):
    """Bytes that are not a whole save of a known version; ``kind`` says why."""

    def __init__(self, message: str, kind: ProblemKind = ProblemKind.DAMAGED) -> None:
        super().__init__(message)
        self.kind = kind


class UnusableSaveError(Exception):
    """A save that cannot be used; it was moved to ``moved_to`` (never deleted).

    Attributes:
        kind: why, in a form the window can put in words.
        moved_to: where the file now is.
        detail: what exactly was wrong, for the log.
    """

    def __init__(self, kind: ProblemKind, moved_to: Path, detail: str) -> None:
        super().__init__(f"{kind.value} save moved to {moved_to}: {detail}")
        self.kind = kind
        self.moved_to = moved_to
        self.detail = detail


def encode(saved: SavedGame) -> bytes:
    """Return ``saved`` as the bytes of a save file."""
    return _encode(Transcript.of(saved.game), saved)


def _encode(game: Transcript, saved: SavedGame) -> bytes:
    """Return the save file of ``saved`` with ``game``, its game's transcript."""
    table: dict[str, Any] = {
        "seats": [[seat.name, seat.bot, seat.personality] for seat in saved.seats],
        "speed": saved.speed,
        "id": saved.game_id,
    }
    if saved.stage is not None:  # a free game's save stays as older versions wrote it
        table["stage"] = saved.stage
    document: dict[str, Any] = {"format": FORMAT, "version": VERSION, "table": table}
    if saved.reasons:  # else the save is as older versions wrote it
        document["reasons"] = [
            [index, reason_to_json(reason)] for index, reason in sorted(saved.reasons.items())
        ]
    header = json.dumps(document)
    # The game's own JSON goes in as it is, not parsed and dumped again: half the work.
    return f'{header[:-1]}, "game": {game_to_json(game)}}}\n'.encode()


def decode(data: bytes) -> SavedGame:
    """Rebuild the saved game from a save file's bytes.

    Raises:
        SaveFormatError: the bytes are not a whole save of a known version.
    """
    try:
        document = parse_json(data)
    except ValueError as error:
        raise SaveFormatError(str(error)) from error
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        raise SaveFormatError("not a Perudo Qt save")
    version = document.get("version")
    if is_int(version) and version > VERSION:
        raise SaveFormatError(f"save version {version}, newer than {VERSION}", ProblemKind.NEWER)
    if not is_int(version) or version != VERSION:
        raise SaveFormatError(f"unknown save version {version!r}")
    try:
        seats, speed, game_id, stage = _table(document.get("table"))
        game = game_from_document(document.get("game"))
    except ValueError as error:
        raise SaveFormatError(str(error)) from error
    if len(seats) != len(game.players):
        raise SaveFormatError("the table and the game have different seats")
    try:
        reasons = _reasons(document.get("reasons", []), game.history, seats)
    except ValueError as error:
        raise SaveFormatError(str(error)) from error
    return SavedGame(game, seats, speed, game_id, stage, reasons)


def _reasons(
    entries: Any, history: Sequence[Event], seats: Sequence[SavedSeat]
) -> dict[int, Reason | str]:
    """Return the bots' reasons of a JSON list of ``[index, reason]`` in a game of ``history``.

    Each index is that of a bot's bid or call in the history.

    Raises:
        ValueError: ``entries`` is not such a list, an index is not that of a bot's move, or a
            reason is not one (see ``reason_from_json``).
    """
    if not isinstance(entries, list):
        raise ValueError("the bots' reasons are not a list")
    reasons: dict[int, Reason | str] = {}
    for entry in entries:
        if not (isinstance(entry, list) and len(entry) == 2 and is_int(entry[0])):
            raise ValueError(f"a reason must be [index, reason], not {entry!r:.80}")
        index, reason = entry
        move = history[index] if 0 <= index < len(history) else None
        if not isinstance(move, BidMade | DudoCalled | CalzaCalled) or index in reasons:
            raise ValueError(f"a reason for move {index}, which is not a move the game holds")
        if seats[move.seat].bot is None:
            raise ValueError(f"a reason for move {index}, which is the person's")
        reasons[index] = reason_from_json(reason)
    return reasons


def _table(table: Any) -> tuple[tuple[SavedSeat, ...], str, str, str | None]:
    if not isinstance(table, dict) or not isinstance(table.get("speed"), str):
        raise ValueError("the table is missing")
    game_id = table.get("id", None)
    if game_id is None:  # saved before games had ids
        game_id = new_game_id()
    if not (isinstance(game_id, str) and _ID.fullmatch(game_id)):
        raise ValueError("the game's id is not one of ours")
    stage = table.get("stage")  # saved before the career, or a free game: None
    if stage is not None and not (isinstance(stage, str) and _STAGE.fullmatch(stage)):
        raise ValueError("the career stage is not one of ours")
    return parse_seats(table.get("seats")), table["speed"], game_id, stage


def parse_seats(seats: Any) -> tuple[SavedSeat, ...]:
    """Return the seats of a JSON list of ``[name, bot, personality]``.

    Raises:
        ValueError: ``seats`` is not such a list, or a name is not one line of at most
            ``MAX_NAME_LENGTH`` characters.
    """
    if not isinstance(seats, list):
        raise ValueError("the seats are missing")
    result = []
    for seat in seats:
        if not (
            isinstance(seat, list)
            and len(seat) == 3
            and isinstance(seat[0], str)
            and (seat[1] is None or isinstance(seat[1], str))
            and isinstance(seat[2], str)
        ):
            raise ValueError(f"a seat must be [name, bot, personality], not {seat!r:.80}")
        if not is_seat_name(seat[0]):
            raise ValueError(f"a seat's name is one line of at most {MAX_NAME_LENGTH} characters")
        result.append(SavedSeat(*seat))
    return tuple(result)


class SaveFile:
    """The save of the game in progress in ``folder``.

    ``save`` takes a snapshot on the caller's thread (microseconds) and hands it to a writer
    thread, which encodes it and writes it atomically. Writes are at least ``pace_s`` apart:
    saves made meanwhile (bots at instant speed) are merged into the latest one, which keeps
    the writer from competing with the GUI thread for the interpreter. A failed write is logged
    and kept in ``take_failure`` for the caller to report, once a session.
    """

    def __init__(self, folder: Path, pace_s: float = 0.2) -> None:
        self.path = folder / FILE_NAME
        self.pace_s = pace_s
        self._hurry = False
        self._lock = threading.Condition()
        self._pending: tuple[Transcript, SavedGame] | None = None
        self._delete_pending = False
        self._busy = False
        self._failure: str | None = None
        self._failure_reported = False
        self._closed = False
        self._writer = threading.Thread(target=self._write_forever, name="perudo-save", daemon=True)
        self._writer.start()

    def load(self) -> SavedGame | None:
        """Return the saved game, or None when there is none (or it is already over).

        Raises:
            UnusableSaveError: the save cannot be used; it was kept aside under a timestamped name.
            NotAFileError: a folder, pipe, device or link is where the save belongs: it is left
                as it is, and saves fail for as long as it is there. Reporting this stands for
                reporting those failures: ``take_failure`` will not tell them again.
            OSError: the save cannot be read (left as it is).
        """
        try:
            data = read_file(self.path, MAX_SAVE_CHARS)
        except FileNotFoundError:
            return None
        except NotAFileError:
            with self._lock:
                self._failure_reported = True
            raise
        try:
            saved = decode(data)
        except SaveFormatError as error:
            self.reject(error.kind, str(error))
        if saved.game.is_over:
            self.discard()
            return None
        return saved

    def reject(self, kind: ProblemKind, detail: str) -> NoReturn:
        """Keep the save file aside because it cannot be used, and raise ``UnusableSaveError``."""
        moved_to = keep_aside(self.path)
        log.warning("save %s unusable (%s); kept as %s", self.path, detail, moved_to)
        raise UnusableSaveError(kind, moved_to, detail)

    def save(self, saved: SavedGame) -> None:
        """Save ``saved`` soon, replacing any save still pending.

        Only a snapshot of the game and of its reasons is taken here; it is encoded and written
        on the writer thread.
        """
        pending = (Transcript.of(saved.game), replace(saved, reasons=dict(saved.reasons)))
        with self._lock:
            self._pending, self._delete_pending = pending, False
            self._lock.notify()

    def discard(self) -> None:
        """Remove the save (the game is over): done on the writer thread after pending saves."""
        with self._lock:
            self._pending, self._delete_pending = None, True
            self._lock.notify()

    def flush(self, timeout_s: float = 5.0) -> bool:
        """Wait until every pending save is on disk; return False if ``timeout_s`` ran out."""
        with self._lock:
            self._hurry = True
            self._lock.notify_all()
            return self._lock.wait_for(
                lambda: self._pending is None and not self._delete_pending and not self._busy,
                timeout_s,
            )

    def close(self) -> None:
        """Write what is pending, then stop the writer thread."""
        self.flush()
        with self._lock:
            self._closed = True
            self._lock.notify()
        self._writer.join(5.0)

    @property
    def failing(self) -> bool:
        """Whether the last write failed: the save is not the game being played."""
        with self._lock:
            return self._failure is not None

    def take_failure(self) -> str | None:
        """Return why saving failed, the first time it is asked after a failure, else None.

        Once a session: a failure that comes back after saving worked again is only logged.
        """
        with self._lock:
            if self._failure is None or self._failure_reported:
                return None
            self._failure_reported = True
            return self._failure

    def _write_forever(self) -> None:
        while True:
            with self._lock:
                self._lock.wait_for(
                    lambda: self._pending is not None or self._delete_pending or self._closed
                )
                if self._closed:
                    return
                pending, delete = self._pending, self._delete_pending
                self._pending, self._delete_pending, self._busy = None, False, True
            failure = None
            try:
                if delete:
                    remove(self.path)
                elif pending is not None:
                    write_atomically(self.path, _encode(*pending))
            except OSError as error:
                failure = f"{error.strerror or error} ({self.path})"
            with self._lock:
                if failure is not None and failure != self._failure:
                    log.warning("could not save the game: %s", failure)
                self._busy = False
                self._failure = failure
                self._lock.notify_all()
                self._lock.wait_for(lambda: self._hurry or self._closed, self.pace_s)
                self._hurry = False
