"""Replay files: a game and its table as JSON, to share a game or watch it again."""

from __future__ import annotations

import json
from collections.abc import Sequence

from perudo_qt.rules import Game, game_from_json, game_to_json
from perudo_qt.rules.game import ActionRecord, DiceRecord

from .saves import SavedSeat, parse_seats

FORMAT = "perudo-qt-replay"
VERSION = 1


class ReplayFormatError(ValueError):
    """A file that is not a replay this version can open; the message says why."""


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


def replay_from_json(text: str) -> tuple[tuple[SavedSeat, ...], Game]:
    """Return the seats and the game of a replay file, rebuilt and checked step by step.

    Raises:
        ReplayFormatError: the text is not a replay of a known version, or a step is illegal.
    """
    try:
        document = json.loads(text)
    except json.JSONDecodeError as error:
        raise ReplayFormatError(f"not JSON ({error})") from error
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        raise ReplayFormatError("not a Perudo Qt replay")
    if document.get("version") != VERSION:
        raise ReplayFormatError(
            f"replay version {document.get('version')!r}; this version reads {VERSION}"
        )
    try:
        seats = parse_seats(document.get("seats"))
        game = game_from_json(json.dumps(document.get("game")))
    except ValueError as error:
        raise ReplayFormatError(str(error)) from error
    if len(seats) != len(game.players):
        raise ReplayFormatError("the seats and the game's players differ")
    return seats, game


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
