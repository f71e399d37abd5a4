"""The committed ratings table: made by the ladder command, in the order of the levels."""

from __future__ import annotations

import json
from importlib import resources

import pytest

from perudo_qt.career.characters import CHARACTERS
from perudo_qt.career.ladder import TABLE, load_table, players, schedule
from perudo_qt.career.rating import PairResult, fit_ratings

DOCUMENT = json.loads((resources.files("perudo_qt.career") / TABLE).read_text(encoding="utf-8"))


def test_the_table_orders_the_levels_easy_normal_hard_expert() -> None:
    table = load_table()
    ratings = [table[level].rating for level in ("easy", "normal", "hard", "expert")]
    assert ratings == sorted(ratings)
    # Separated: each level's interval lies above the one below.
    assert table["easy"].high < table["normal"].low < table["normal"].high < table["hard"].low
    assert table["hard"].rating < table["expert"].rating


def test_the_table_rates_every_character_and_says_how_it_was_made() -> None:
    table = load_table()
    assert {character.bot_spec for character in CHARACTERS.values()} <= set(table)
    assert set(table) == set(players())
    assert DOCUMENT["command"].startswith("python -m perudo_qt.career.ladder ")
    assert [tuple(pair[:2]) for pair in DOCUMENT["pairs"]] == schedule()
    assert DOCUMENT["complete"]


def test_the_table_is_the_fit_of_its_own_games() -> None:
    fitted = fit_ratings([PairResult(*pair) for pair in DOCUMENT["pairs"]])
    for name, rating in load_table().items():
        assert rating.rating == pytest.approx(fitted[name].rating, abs=0.051)
        assert rating.games == fitted[name].games
