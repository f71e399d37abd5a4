"""Saving a game to JSON and restoring it exactly; malformed saves are refused clearly."""

from __future__ import annotations

import json
import random

import pytest

from perudo_qt.rules import Bid, Dudo, Game, RuleOptions, game_from_json, game_to_json
from perudo_qt.rules.record import (
    MAX_JSON_DEPTH,
    MAX_NAME_LENGTH,
    is_seat_name,
    nesting_depth,
    parse_json,
)

from .strategies import advance


def played_game(steps: int, options: RuleOptions | None = None) -> Game:
    game = Game(["Ana", "Bo", "Cy"], options or RuleOptions(calza=True), seed=11)
    game.set_round_dice([[2, 2, 3, 4, 5], [1, 1, 6, 6, 6], [3, 4, 4, 5, 5]])
    advance(game, random.Random(3), steps)
    return game


@pytest.mark.parametrize("steps", [0, 1, 5, 40, 1000])
def test_round_trip_restores_the_game_exactly(steps: int) -> None:
    game = played_game(steps)
    restored = game_from_json(game_to_json(game))
    assert restored.history == game.history
    assert restored.all_dice() == game.all_dice()
    assert restored.dice_counts == game.dice_counts
    assert restored.current_seat == game.current_seat
    assert restored.options == game.options
    assert restored.players == game.players
    assert (
        restored.legal_actions() == game.legal_actions() if not game.is_over else restored.is_over
    )
    assert game_to_json(restored) == game_to_json(game)


def test_restored_game_plays_on_identically() -> None:
    game = played_game(10)
    restored = game_from_json(game_to_json(game))
    for current in (game, restored):
        current.apply(
            Bid(current.max_quantity, 6)
        ) if current.current_bid is None else current.apply(Dudo())
    assert restored.history == game.history
    assert restored.all_dice() == game.all_dice()


def saved(**changes: object) -> str:
    document = json.loads(game_to_json(played_game(6)))
    document.update(changes)
    return json.dumps(document)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("{", "not JSON"),
        ("[]", "not a saved game"),
        (saved(format="chess"), "not a saved game"),
        (saved(version=99), "unsupported save version 99"),
        (saved(seed="x"), "field 'seed' must be a int"),
        (saved(players=["solo"]), "R1"),
        (saved(options={"calza": "yes"}), "calza must be a bool"),
        (saved(options={"wild_sixes": True}), "unknown options: wild_sixes"),
        (saved(steps=[{"seat": 0, "action": "fold"}]), "step 1 cannot be replayed: unknown action"),
        (saved(steps=[{"seat": 9, "action": "dudo"}]), "step 1 cannot be replayed: R1"),
        (saved(steps=[{"dice": [[1]], "round": 1}]), "step 1 cannot be replayed"),
        (saved(steps=["bid"]), "a step must be an object"),
    ],
)
def test_malformed_saves_say_what_is_wrong(text: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        game_from_json(text)


def test_an_illegal_step_in_a_save_names_the_rule() -> None:
    document = json.loads(game_to_json(played_game(0)))
    first = Game(
        document["players"], seed=document["seed"], first_seat=document["first_seat"]
    ).current_seat
    document["steps"].append({"seat": first, "action": "bid", "quantity": 2, "face": 1})
    with pytest.raises(ValueError, match="cannot be replayed: R6"):
        game_from_json(json.dumps(document))


def edited_save(edit: object) -> str:
    """A saved game with ``edit(document)`` applied."""
    document = json.loads(game_to_json(played_game(3)))
    edit(document)  # type: ignore[operator]
    return json.dumps(document)


def set_first(key: str, value: object) -> object:
    return lambda document: document["steps"][0].__setitem__(key, value)


@pytest.mark.parametrize(
    ("edit", "message"),
    [
        (lambda document: document.__setitem__("version", 1.0), "unsupported save version"),
        (lambda document: document.__setitem__("version", True), "unsupported save version"),
        (set_first("round", 1.0), "dice for round 1.0"),
        (set_first("round", True), "dice for round True"),
        (
            set_first("dice", [[2.0, 2, 3, 4, 5], [1, 1, 6, 6, 6], [3, 4, 4, 5, 5]]),
            "whole numbers",
        ),
        (set_first("action", "dudo"), "dice or an action, not both"),
    ],
)
def test_a_save_is_read_by_exact_type(edit: object, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        game_from_json(edited_save(edit))


@pytest.mark.parametrize("depth", [1_000, 100_000])
def test_deeply_nested_json_is_a_value_error(depth: int) -> None:
    with pytest.raises(ValueError, match="nested too deep"):
        game_from_json("[" * depth + "]" * depth)


@pytest.mark.parametrize("text", [None, 42, ["{}"], {"format": "perudo-qt-game"}])
def test_what_is_not_text_is_a_type_error(text: object) -> None:
    with pytest.raises(TypeError, match="read from str or bytes"):
        game_from_json(text)  # type: ignore[arg-type]


def test_a_save_in_bytes_is_read() -> None:
    game = played_game(5)
    assert game_from_json(game_to_json(game).encode()).history == game.history
    with pytest.raises(ValueError, match="not JSON"):
        game_from_json(b"\xff\xfe")


def test_a_save_over_10_mb_is_refused_unread() -> None:
    text = game_to_json(played_game(1))
    padded = text[:-1] + ', "pad": "' + "x" * 10_000_000 + '"}'
    with pytest.raises(ValueError, match="at most 10,000,000"):
        game_from_json(padded)


@pytest.mark.parametrize(
    ("text", "depth"),
    [
        ("1", 0),
        ("[]", 1),
        ('{"a": [1, {"b": []}], "c": {}}', 4),
        ('["[[[", "{{{", "\\"[["]', 1),  # brackets in strings, an escaped quote
        ("[" * 33 + "]" * 33, 33),
    ],
)
def test_nesting_depth_counts_brackets_outside_strings(text: str, depth: int) -> None:
    assert nesting_depth(text) == depth


def test_json_is_refused_one_level_past_the_limit() -> None:
    assert parse_json("[" * MAX_JSON_DEPTH + "]" * MAX_JSON_DEPTH) is not None
    with pytest.raises(ValueError, match="nested too deep"):
        parse_json("[" * (MAX_JSON_DEPTH + 1) + "]" * (MAX_JSON_DEPTH + 1))


@pytest.mark.parametrize("name", ["A" * 41, "x" * 1_000_000, "Ana\nBo", "", "   ", "\x1b[31m"])
def test_a_player_name_past_the_limit_is_refused(name: str) -> None:
    with pytest.raises(ValueError, match="at most 40 characters"):
        game_from_json(edited_save(lambda document: document["players"].__setitem__(0, name)))


def test_a_player_name_at_the_limit_is_read() -> None:
    name = "Ñ" * MAX_NAME_LENGTH
    game = game_from_json(edited_save(lambda document: document["players"].__setitem__(0, name)))
    assert game.players[0] == name and is_seat_name(name) and not is_seat_name(name + "x")
