"""The game in progress on disk: saved after every action, off the caller's thread, atomically."""

from __future__ import annotations

import enum
import json
import logging
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NoReturn

from perudo_qt.rules import Game, Transcript, game_from_json, game_to_json

from .files import keep_aside, write_atomically

log = logging.getLogger(__name__)

FORMAT = "perudo-qt-save"
VERSION = 1
FILE_NAME = "game-in-progress.json"


@dataclass(frozen=True, slots=True)
class SavedSeat:
    """One seat as saved: its name, its bot spec (None for the person) and personality."""

    name: str
    bot: str | None
    personality: str = ""


@dataclass(frozen=True, slots=True)
class SavedGame:
    """A game in progress with its table, as the window needs it to go on."""

    game: Game
    seats: tuple[SavedSeat, ...]
    speed: str


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
    return _encode(Transcript.of(saved.game), saved.seats, saved.speed)


def _encode(game: Transcript, seats: tuple[SavedSeat, ...], speed: str) -> bytes:
    table = {"seats": [[seat.name, seat.bot, seat.personality] for seat in seats], "speed": speed}
    header = json.dumps({"format": FORMAT, "version": VERSION, "table": table})
    # The game's own JSON goes in as it is, not parsed and dumped again: half the work.
    return f'{header[:-1]}, "game": {game_to_json(game)}}}\n'.encode()


def decode(data: bytes) -> SavedGame:
    """Rebuild the saved game from a save file's bytes.

    Raises:
        SaveFormatError: the bytes are not a whole save of a known version.
    """
    try:
        document = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        raise SaveFormatError(f"not a JSON document: {error}") from error
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        raise SaveFormatError("not a Perudo Qt save")
    version = document.get("version")
    if isinstance(version, int) and not isinstance(version, bool) and version > VERSION:
        raise SaveFormatError(f"save version {version}, newer than {VERSION}", ProblemKind.NEWER)
    if version != VERSION:
        raise SaveFormatError(f"unknown save version {version!r}")
    try:
        seats, speed = _table(document.get("table"))
        game = game_from_json(json.dumps(document.get("game")))
    except ValueError as error:
        raise SaveFormatError(str(error)) from error
    if len(seats) != len(game.players):
        raise SaveFormatError("the table and the game have different seats")
    return SavedGame(game, seats, speed)


def _table(table: Any) -> tuple[tuple[SavedSeat, ...], str]:
    if not isinstance(table, dict) or not isinstance(table.get("speed"), str):
        raise ValueError("the table is missing")
    return parse_seats(table.get("seats")), table["speed"]


def parse_seats(seats: Any) -> tuple[SavedSeat, ...]:
    """Return the seats of a JSON list of ``[name, bot, personality]``.

    Raises:
        ValueError: ``seats`` is not such a list.
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
            raise ValueError(f"a seat must be [name, bot, personality], not {seat!r}")
        result.append(SavedSeat(*seat))
    return tuple(result)


class SaveFile:
    """The save of the game in progress in ``folder``.

    ``save`` takes a snapshot on the caller's thread (microseconds) and hands it to a writer
    thread, which encodes it and writes it atomically. Writes are at least ``pace_s`` apart:
    saves made meanwhile (bots at instant speed) are merged into the latest one, which keeps
    the writer from competing with the GUI thread for the interpreter. A failed write is logged
    and kept in ``take_failure`` for the caller to report once.
    """

    def __init__(self, folder: Path, pace_s: float = 0.2) -> None:
        self.path = folder / FILE_NAME
        self.pace_s = pace_s
        self._hurry = False
        self._lock = threading.Condition()
        self._pending: tuple[Transcript, tuple[SavedSeat, ...], str] | None = None
        self._delete_pending = False
        self._busy = False
        self._failure: str | None = None
        self._failure_taken = False
        self._closed = False
        self._writer = threading.Thread(target=self._write_forever, name="perudo-save", daemon=True)
        self._writer.start()

    def load(self) -> SavedGame | None:
        """Return the saved game, or None when there is none (or it is already over).

        Raises:
            UnusableSaveError: the save cannot be used; it was kept aside under a timestamped name.
        """
        try:
            data = self.path.read_bytes()
        except FileNotFoundError:
            return None
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

        Only a snapshot of the game is taken here; it is encoded and written on the writer
        thread.
        """
        pending = (Transcript.of(saved.game), saved.seats, saved.speed)
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

    def take_failure(self) -> str | None:
        """Return why saving failed, the first time it is asked after a failure, else None."""
        with self._lock:
            if self._failure is None or self._failure_taken:
                return None
            self._failure_taken = True
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
                    self.path.unlink(missing_ok=True)
                elif pending is not None:
                    write_atomically(self.path, _encode(*pending))
            except OSError as error:
                failure = f"{error.strerror or error} ({self.path})"
                log.warning("could not save the game: %s", failure)
            with self._lock:
                self._busy = False
                if failure is not None:
                    self._failure = failure
                elif self._failure is not None:
                    # Saving works again: a later failure is news worth reporting once more.
                    self._failure, self._failure_taken = None, False
                self._lock.notify_all()
                self._lock.wait_for(lambda: self._hurry or self._closed, self.pace_s)
                self._hurry = False
