"""Openings by personality: a Pirate or a Gambler opens bold, an Accountant low, few open "1 two".

Measured in the seeded arena at six-seat tables: every round opened while four or more
players are in counts (``SeatTally.openings``).
"""

from __future__ import annotations

from functools import cache

from perudo_qt.bots.arena import SeatTally, format_table, run_arena, summarize
from perudo_qt.bots.personality import PRESETS
from perudo_qt.rules import RuleOptions

TABLES = (
    ("normal:pirate", "normal:accountant", "hard:gambler", "easy", "normal:skeptic", "hard"),
    ("hard:pirate", "easy:accountant", "normal:gambler", "normal", "hard:skeptic", "expert"),
    ("easy:pirate", "hard:accountant", "normal:balanced", "easy:gambler", "hard:balanced", "easy"),
)
"""Six-seat tables mixing every level and personality."""

CAUTIOUS = "accountant"
"""The one cautious personality: the Cautious Accountant."""


@cache
def openings() -> dict[str, SeatTally]:
    """Each personality's tallies over seeded six-seat games at the tables above."""
    by_personality: dict[str, SeatTally] = {}
    for number, specs in enumerate(TABLES):
        totals = run_arena(specs, 8, 40 + number, RuleOptions())
        for spec, tally in totals.items():
            personality = spec.partition(":")[2] or "level's own"
            by_personality.setdefault(personality, SeatTally()).add(tally)
    return by_personality


def average(tally: SeatTally) -> float:
    """The dice an opening bid names, on average."""
    return tally.opening_dice / tally.openings


def test_at_big_tables_few_non_cautious_openings_are_the_least_bid() -> None:
    """At most 30 % of the openings by non-cautious personalities are "one of a face"."""
    bold = SeatTally()
    for personality, tally in openings().items():
        if personality != CAUTIOUS:
            bold.add(tally)
    assert bold.openings >= 300
    assert bold.least_openings / bold.openings <= 0.30


def test_each_non_cautious_personality_mostly_opens_above_the_least_bid() -> None:
    """No single personality but the Accountant opens "1 two" style more than 30 % of the time."""
    for personality, tally in openings().items():
        if personality != CAUTIOUS:
            assert tally.openings >= 40, personality
            assert tally.least_openings / tally.openings <= 0.30, personality


def test_pirates_and_gamblers_open_bolder_than_the_accountant() -> None:
    """The Pirate and the Gambler open highest, the Accountant lowest, mostly with one die."""
    tallies = openings()
    accountant = tallies[CAUTIOUS]
    middle = max(average(tallies[name]) for name in ("balanced", "skeptic", "level's own"))
    for bold in ("pirate", "gambler"):
        assert average(tallies[bold]) > middle > average(accountant)
    assert accountant.least_openings / accountant.openings >= 0.5


def test_the_arena_table_shows_the_share_of_one_die_openings() -> None:
    """The arena prints each bot's share of big-table openings that bid one die."""
    tallies = {"pirate": openings()["pirate"], "accountant": openings()["accountant"]}
    lines = format_table(summarize(tallies, 6)).splitlines()
    assert "open 1" in lines[0]
    pirate = tallies["pirate"]
    share = f"{pirate.least_openings / pirate.openings * 100:.0f}%"
    assert share in lines[2].split()


def test_the_presets_order_their_openings() -> None:
    """The Accountant opens with the least bid; the Pirate and the Gambler open highest."""
    assert PRESETS["accountant"].opening == 0.0
    middle = max(PRESETS[name].opening for name in ("balanced", "skeptic"))
    assert min(PRESETS["pirate"].opening, PRESETS["gambler"].opening) > middle
