"""Saving a game to versioned JSON and restoring it exactly, by replaying its record."""

from __future__ import annotations

import json
import re
from array import array
from dataclasses import dataclass
from itertools import accumulate
from typing import Any, TypeGuard

from .actions import Action, Bid, Calza, Dudo
from .errors import IllegalActionError
from .game import DiceRecord, Game, Record
from .names import MAX_NAME_LENGTH, is_seat_name
from .options import RuleOptions

FORMAT = "perudo-qt-game"
VERSION = 1
MAX_SAVE_CHARS = 10_000_000
"""A save longer than this is refused unread: a long game takes a few hundred kilobytes."""
MAX_JSON_DEPTH = 32
"""The deepest nesting read: a save is six levels deep, and Python's parser recurses."""
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_BRACKET_STEP = str.maketrans({"[": "\x01", "{": "\x01", "]": "\xff", "}": "\xff"})


@dataclass(frozen=True, slots=True)
class Transcript:
    """Everything needed to replay a game exactly, frozen at one moment.

    Immutable, so it is safe to keep, to hand to another thread, or to encode while the game
    goes on; taking one costs microseconds (the record tuple is shared, not copied).

    Attributes:
        players: every seat's name.
        options: the game's rules.
        seed: the seed that rolled its dice.
        first_seat: who opened the first round.
        record: every step applied, oldest first.

    """

    players: tuple[str, ...]
    options: RuleOptions
    seed: int
    first_seat: int
    record: tuple[Record, ...]

    @classmethod
    def of(cls, game: Game) -> Transcript:
        """Return the transcript of ``game`` as it stands."""
        return cls(game.players, game.options, game.seed, game.first_seat, game.record)


def game_to_json(game: Game | Transcript) -> str:
    """Return ``game`` as versioned JSON: players, options, seed and every applied step."""
    steps: list[dict[str, Any]] = []
    for entry in game.record:
        if isinstance(entry, DiceRecord):
            steps.append({"dice": [list(cup) for cup in entry.dice], "round": entry.round_number})
        else:
            steps.append({"seat": entry.seat, **action_to_dict(entry.action)})
    document = {
        "format": FORMAT,
        "version": VERSION,
        "players": list(game.players),
        "options": game.options.to_dict(),
        "seed": game.seed,
        "first_seat": game.first_seat,
        "steps": steps,
    }
    return json.dumps(document, indent=1)


def parse_json(text: str | bytes) -> Any:
    """Return the JSON document ``text`` holds, refusing what would take too long or recurse.

    ``text`` is a string or UTF-8 bytes. Its length and nesting depth are checked before it
    is parsed, so every reader of a file of ours shares the same bounds.

    Raises:
        TypeError: ``text`` is neither a string nor bytes.
        ValueError: the text is over ``MAX_SAVE_CHARS`` long, not UTF-8, nested deeper than
            ``MAX_JSON_DEPTH`` or not JSON.

    """
    if not isinstance(text, (str, bytes, bytearray)):
        raise TypeError(f"a saved game is read from str or bytes, not {type(text).__name__}")
    if len(text) > MAX_SAVE_CHARS:
        raise ValueError(f"a saved game is at most {MAX_SAVE_CHARS:,} long, not {len(text):,}")
    if not isinstance(text, str):
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError as error:
            raise ValueError(f"not JSON: {error}") from error
    if nesting_depth(text) > MAX_JSON_DEPTH:
        raise ValueError("not a saved game: the JSON is nested too deep")
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        raise ValueError(f"not JSON: {error}") from error
    except RecursionError:
        raise ValueError("not a saved game: the JSON is nested too deep") from None


def nesting_depth(text: str) -> int:
    """Return how deep the brackets of JSON ``text`` nest, outside its strings.

    Done with regular expressions and C-level loops: a few milliseconds a megabyte.
    """
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    steps = array("b", brackets.translate(_BRACKET_STEP).encode("latin-1"))
    return max(accumulate(steps), default=0)


def game_from_json(text: str | bytes) -> Game:
    """Rebuild the game ``game_to_json`` saved, replaying each step.

    ``text`` is the JSON as a string, or as UTF-8 bytes.

    Raises:
        TypeError: ``text`` is neither a string nor bytes.
        ValueError: the text is not a saved game of a known version, is over
            ``MAX_SAVE_CHARS`` long or nested too deep, or a step is not legal.

    """
    return game_from_document(parse_json(text))


def game_from_document(document: Any) -> Game:
    """Rebuild a game from its JSON document already parsed (see ``parse_json``).

    Raises:
        ValueError: the document is not a saved game of a known version, or a step is not
            legal.

    """
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        raise ValueError(f"not a saved game: the format field must be {FORMAT!r}")
    if not is_int(document.get("version")) or document.get("version") != VERSION:
        raise ValueError(
            f"unsupported save version {document.get('version')!r}; expected {VERSION}"
        )
    players = _field(document, "players", list)
    if not all(map(is_seat_name, players)):
        raise ValueError(f"a player's name is one line of at most {MAX_NAME_LENGTH} characters")
    seed = _field(document, "seed", int)
    first_seat = _field(document, "first_seat", int)
    steps = _field(document, "steps", list)
    try:
        game = Game(players, RuleOptions.from_dict(document.get("options", {})), seed, first_seat)
    except TypeError as error:
        raise ValueError(str(error)) from error
    for number, step in enumerate(steps, start=1):
        try:
            _replay(game, step)
        except (IllegalActionError, TypeError, ValueError, KeyError) as error:
            raise ValueError(f"step {number} cannot be replayed: {error}") from error
    return game


def is_int(value: object) -> TypeGuard[int]:
    """Whether ``value`` is an int proper: JSON's ``1.0`` and ``true`` are not."""
    return isinstance(value, int) and not isinstance(value, bool)


def _field(document: dict[str, Any], name: str, kind: type) -> Any:
    value = document.get(name)
    if not isinstance(value, kind) or isinstance(value, bool):
        raise ValueError(f"field {name!r} must be a {kind.__name__}, got {value!r}")
    return value


def _replay(game: Game, step: object) -> None:
    if not isinstance(step, dict):
        raise ValueError(f"a step must be an object, not {step!r}")
    if "dice" in step:
        if "action" in step:
            raise ValueError("a step carries dice or an action, not both")
        if not is_int(step.get("round")) or step.get("round") != game.round_number:
            raise ValueError(
                f"dice for round {step.get('round')!r} found in round {game.round_number}"
            )
        dice = step["dice"]
        if not isinstance(dice, list) or not all(
            isinstance(cup, list) and all(map(is_int, cup)) for cup in dice
        ):
            raise ValueError(f"dice are lists of whole numbers, not {dice!r}")
        game.set_round_dice(dice)
        return
    game.apply(action_from_dict(step), step["seat"])


def action_to_dict(action: Action) -> dict[str, Any]:
    """Return ``action`` as a transcript writes it: ``{"action": "bid", "quantity": 3, ...}``."""
    if isinstance(action, Bid):
        return {"action": "bid", "quantity": action.quantity, "face": action.face}
    return {"action": "dudo" if isinstance(action, Dudo) else "calza"}


def action_from_dict(step: dict[str, Any]) -> Action:
    """Return the action ``action_to_dict`` wrote in ``step``.

    Raises:
        ValueError: ``step`` names no action.
        KeyError, TypeError: a bid's quantity or face is missing or not a whole number.
    """
    kind = step.get("action")
    if kind == "bid":
        return Bid(step["quantity"], step["face"])
    if kind == "dudo":
        return Dudo()
    if kind == "calza":
        return Calza()
    raise ValueError(f"unknown action {kind!r}")
