"""Replay files: a game and its table as JSON, to share a game or watch it again."""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from pathlib import Path

from perudo_qt.rules import Event, Game, game_to_json
from perudo_qt.rules.game import ActionRecord, DiceRecord
from perudo_qt.rules.record import MAX_SAVE_CHARS, game_from_document, is_int, parse_json

from .files import ForeignFileError, read_file, write_atomically
from .saves import SavedSeat, parse_seats

FORMAT = "perudo-qt-replay"
VERSION = 1
_HEAD = re.compile(rb'\s*\{\s*"format"\s*:\s*"perudo-qt-replay"')
"""How every replay file of ours begins, whatever its version, even cut short."""


class ReplayFormatError(ValueError):
    """A file that is not a replay this version can open; the message says why."""


class NotAReplayError(ForeignFileError):
    """A file that is not one of our replays is where a replay was to be exported."""


def replay_to_json(seats: Sequence[SavedSeat], game: Game) -> str:
    """Return the replay file of ``game`` played at ``seats``."""
    return json.dumps(
        {
            "format": FORMAT,
            "version": VERSION,
            "seats": [[seat.name, seat.bot, seat.personality] for seat in seats],
            "game": json.loads(game_to_json(game)),
        },
        indent=1,
    )


def replay_from_json(text: str | bytes) -> tuple[tuple[SavedSeat, ...], Game]:
    """Return the seats and the game of a replay file, rebuilt and checked step by step.

    Raises:
        ReplayFormatError: the text is not a replay of a known version, is too long or nested
            too deep, or a step is illegal.
    """
    try:
        document = parse_json(text)
    except ValueError as error:
        raise ReplayFormatError(str(error)) from error
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        raise ReplayFormatError("not a Perudo Qt replay")
    version = document.get("version")
    if not is_int(version) or version != VERSION:
        raise ReplayFormatError(f"replay version {version!r:.40}; this version reads {VERSION}")
    try:
        seats = parse_seats(document.get("seats"))
        game = game_from_document(document.get("game"))
    except ValueError as error:
        raise ReplayFormatError(str(error)) from error
    if len(seats) != len(game.players):
        raise ReplayFormatError("the seats and the game's players differ")
    return seats, game


def import_replay(path: Path) -> tuple[tuple[SavedSeat, ...], Game]:
    """Return the seats and the game of the replay file ``path``.

    Only a regular file is read (a link to one is followed), and no more than a replay can
    hold (see ``read_file``).

    Raises:
        NotAFileError: ``path`` is (or links to) a folder, a pipe or a device.
        OSError: the file cannot be read.
        ReplayFormatError: it is not a replay this version can open.
    """
    return replay_from_json(read_file(path, MAX_SAVE_CHARS, follow_links=True))


def export_replay(path: Path, seats: Sequence[SavedSeat], game: Game) -> None:
    """Write the replay file of ``game`` to ``path``, whole or not at all.

    Only a replay of ours (of any version, even damaged) or an empty file is written over:
    anything else at ``path`` is left exactly as it is.

    Raises:
        NotAReplayError: ``path`` holds a file that is not one of our replays.
        NotAFileError: ``path`` is a folder, a pipe, a device or a link.
        OSError: the file cannot be written.
    """
    try:
        head = read_file(path, 256)
    except FileNotFoundError:
        head = b""
    if head and not _HEAD.match(head):
        raise NotAReplayError(f"{path} is not a Perudo Qt replay")
    write_atomically(path, replay_to_json(seats, game).encode())


def action_count(game: Game) -> int:
    """Return how many actions (bids and calls) ``game`` holds: a replay's last step."""
    return sum(isinstance(entry, ActionRecord) for entry in game.record)


def replay_to(game: Game, actions: int) -> Game:
    """Return a new game: ``game`` replayed from its deal through its first ``actions`` actions.

    Dice fixed for the round those actions lead into are fixed too, so the new game shows the
    same cups as ``game`` did at that moment.
    """
    replayed = Game(game.players, game.options, game.seed, game.first_seat)
    done = 0
    for entry in game.record:
        if isinstance(entry, DiceRecord):
            replayed.set_round_dice(entry.dice)
        elif done == actions:
            break
        else:
            replayed.apply(entry.action, entry.seat)
            done += 1
    return replayed


def step_events(game: Game) -> tuple[tuple[Event, ...], ...]:
    """Return the events of each step of ``game``'s replay, as the engine reported them.

    Step 0 holds the deal's events; step ``n`` those the ``n``-th action brought (a Dudo's
    reveal, the loss and the next round among them).
    """
    replayed = Game(game.players, game.options, game.seed, game.first_seat)
    steps = [replayed.history]
    for entry in game.record:
        if isinstance(entry, DiceRecord):
            replayed.set_round_dice(entry.dice)
        else:
            steps.append(replayed.apply(entry.action, entry.seat))
    return tuple(steps)
