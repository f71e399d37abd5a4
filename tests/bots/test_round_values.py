"""What heads-up rounds outside the tables are worth: Expert against itself, shipped as data."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from perudo_qt.bots import round_values
from perudo_qt.bots.round_values import measure, round_value, shipped_values
from perudo_qt.bots.solve import Split, load_table
from perudo_qt.rules import RuleOptions


def test_the_shipped_values_cover_every_ordinary_split_a_game_reaches_without_a_table() -> None:
    """The first round, five dice each; after it the last round's loser opens, with four or
    fewer (with one die it opens the palifico round, from a table)."""
    values = shipped_values()
    reached = [Split(5, 5)] + [
        Split(opener, responder) for opener in range(2, 5) for responder in range(1, 6)
    ]
    for split in reached:
        if load_table(split) is None:
            assert split.name in values, split.name
    assert all(-1.0 <= value <= 1.0 for value in values.values())


def test_a_round_with_a_table_is_worth_its_equilibrium() -> None:
    split = Split(1, 3, palifico=True)
    table = load_table(split)
    assert table is not None
    assert round_value(split) == float(table.meta["value"])


def test_the_opener_with_more_dice_is_ahead_and_with_fewer_behind() -> None:
    ahead, behind = round_value(Split(4, 1)), round_value(Split(2, 5))
    assert ahead is not None and behind is not None
    assert ahead > 0 > behind


def test_a_damaged_file_gives_no_values(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    damaged = tmp_path / "round_values.json"
    damaged.write_bytes(b'{"values": {"5v5": {"value": ')
    monkeypatch.setattr(round_values, "values_path", lambda: damaged)
    shipped_values.cache_clear()
    try:
        assert shipped_values() == {}
        assert round_value(Split(5, 5)) is None
        assert damaged.read_bytes() == b'{"values": {"5v5": {"value": '
    finally:
        shipped_values.cache_clear()


def test_measuring_tallies_only_the_splits_without_a_table() -> None:
    values = measure(2, seed=3, options=RuleOptions())
    assert values
    for name, entry in values.items():
        assert load_table(Split.parse(name)) is None
        assert -1.0 <= float(entry["value"]) <= 1.0
        assert int(entry["rounds"]) >= 1
    json.dumps(values)


def test_the_measured_values_do_not_depend_on_the_values_shipped(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The Experts measured fund their safe play from the solved rounds alone."""
    before = measure(2, seed=5, options=RuleOptions())
    monkeypatch.setattr(round_values, "shipped_values", lambda: dict.fromkeys(before, 1.0))
    assert measure(2, seed=5, options=RuleOptions()) == before
