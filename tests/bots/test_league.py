"""The league of strangers: seeded, reproducible, legal, a fixed held-out split, and its command."""

from __future__ import annotations

import itertools
import json
import random
from pathlib import Path

import pytest

from perudo_qt.bots.arena import main, run_arena
from perudo_qt.bots.league import league_tables
from perudo_qt.bots.strangers import (
    HELD_OUT_SEEDS,
    KINDS,
    TUNING_SEEDS,
    StrangerBot,
    draw_habits,
    member_specs,
)
from perudo_qt.rules import Bid, Game, RuleOptions

from .helpers import play_out

TOGGLES = RuleOptions.toggle_names()
OPTION_SETS = [
    RuleOptions(dice_per_player=dice, **dict(zip(TOGGLES, flags, strict=True)))
    for dice in (2, 5)
    for flags in itertools.product((False, True), repeat=len(TOGGLES))
]
EVERY_SEED = TUNING_SEEDS + HELD_OUT_SEEDS


@pytest.mark.parametrize("options", OPTION_SETS, ids=str)
def test_members_choose_only_legal_actions(options: RuleOptions) -> None:
    """Six members at a table, every option set: the game itself checks every answer."""
    number = OPTION_SETS.index(options)
    seeds = [EVERY_SEED[(number * 6 + seat) % len(EVERY_SEED)] for seat in range(6)]
    bots = [StrangerBot(seed) for seed in seeds]
    game = Game([bot.name for bot in bots], options, seed=number)
    assert play_out(game, bots, random.Random(number)) > 0


@pytest.mark.parametrize("seed", EVERY_SEED)
def test_members_play_heads_up_legally(seed: int) -> None:
    bots = [StrangerBot(seed), StrangerBot(EVERY_SEED[-1 - EVERY_SEED.index(seed)])]
    game = Game([bot.name for bot in bots], RuleOptions(calza=True), seed=seed)
    assert play_out(game, bots, random.Random(seed)) > 0


def test_a_member_is_its_seed() -> None:
    """Same seed, same habits and same choices; a different seed, different habits."""
    assert draw_habits(1004) == StrangerBot(1004).habits
    assert len({draw_habits(seed) for seed in EVERY_SEED}) == len(EVERY_SEED)
    transcripts = []
    for _ in range(2):
        bots = [StrangerBot(1004), StrangerBot(1016), StrangerBot(1001)]
        game = Game([bot.name for bot in bots], RuleOptions(calza=True), seed=7)
        play_out(game, bots, random.Random(3))
        transcripts.append(game.history)
    assert transcripts[0] == transcripts[1]


def test_the_held_out_split_is_fixed_and_apart_from_tuning() -> None:
    assert tuple(range(1001, 1017)) == HELD_OUT_SEEDS
    assert tuple(range(1, 17)) == TUNING_SEEDS
    assert not set(HELD_OUT_SEEDS) & set(TUNING_SEEDS)
    assert member_specs("held-out", 3) == ["stranger:1001", "stranger:1002", "stranger:1003"]
    # The members themselves are fixed too: their habits are drawn from their seeds alone.
    assert draw_habits(1001).describe() == "simple claim>=0.45"
    assert draw_habits(1004).describe() == (
        "style doubt<0.45 bluff 0.41 open 0.46 step 0 loyal 0.44 calza never read 0.00"
    )
    for seeds in (HELD_OUT_SEEDS, TUNING_SEEDS):
        assert {draw_habits(seed).kind for seed in seeds} == set(KINDS)
    with pytest.raises(ValueError, match="1 to 16"):
        member_specs("held-out", 17)


def test_style_members_span_timid_to_reckless() -> None:
    styles = [draw_habits(seed) for seed in EVERY_SEED if draw_habits(seed).kind == "style"]
    doubts = [habits.doubt_below for habits in styles]
    assert min(doubts) < 0.3 < 0.5 < max(doubts)
    assert any(habits.calza_at is None for habits in styles)
    assert any(habits.calza_at is not None for habits in styles)
    assert any(habits.reading > 0 for habits in styles)


def test_league_tables_share_the_games_and_deal_every_level_alike() -> None:
    members = member_specs("held-out", 3)
    tables = league_tables("hard", members, 3, 10, seed=2)
    assert [table.games for table in tables] == [4, 3, 3]
    assert [table.specs for table in tables] == [
        ("hard", "stranger:1001", "stranger:1002"),
        ("hard", "stranger:1002", "stranger:1003"),
        ("hard", "stranger:1003", "stranger:1001"),
    ]
    others = league_tables("expert", members, 3, 10, seed=2)
    assert [table.seed for table in tables] == [table.seed for table in others]


def test_the_arena_counts_who_lost_the_first_round() -> None:
    totals = run_arena(["normal", "stranger:1001"], 6, seed=4, options=RuleOptions())
    assert sum(tally.first_round_losses for tally in totals.values()) == 6


def test_the_arena_counts_each_bots_rounds_lost_dice_and_doubted_bids() -> None:
    games = 6
    totals = run_arena(["hard", "stranger:1001", "stranger:1002"], games, 4, RuleOptions())
    tallies = list(totals.values())
    lost = sum(tally.dice_lost for tally in tallies)
    # Without Calza every round ends in one Dudo: one doubted bid, one die lost, and every
    # player but the winner loses all five dice.
    assert sum(tally.doubted for tally in tallies) == lost
    assert games * 5 * 2 <= lost < games * 5 * 3
    # Each round counts for the players still in, and every game ends heads-up.
    assert 2 * lost <= sum(tally.rounds for tally in tallies) < 3 * lost


def test_heads_up_both_bots_play_every_round() -> None:
    totals = run_arena(["normal", "stranger:1001"], 4, 2, RuleOptions())
    normal, member = totals["normal"], totals["stranger:1001"]
    assert normal.rounds == member.rounds == normal.dice_lost + member.dice_lost


def test_the_doubted_bid_is_counted_to_its_bidder_not_the_doubter() -> None:
    # Whoever opens, the Dudo is always called on the least raiser's bid.
    totals = run_arena(["min-raise", "always-dudo"], 4, 3, RuleOptions())
    raiser, doubter = totals["min-raise"], totals["always-dudo"]
    assert raiser.doubted == raiser.rounds == doubter.rounds > 0
    assert doubter.doubted == 0


def test_the_league_command_prints_pooled_and_per_member_rates(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "league.json"
    argv = ["--league", "2", "--games", "4", "--levels", "normal,easy", "--sizes", "2,3"]
    assert main([*argv, "--json", str(out)]) == 0
    printed = capsys.readouterr().out
    assert "heads-up" in printed and "3 seats" in printed
    assert "stranger:1001" in printed and "stranger:1002" in printed
    heads_up, three_seats = printed.split("== 3 seats")
    assert "table led by" in three_seats and "table led by" not in heads_up
    document = json.loads(out.read_text(encoding="utf-8"))
    assert document["complete"]
    pooled = document["figures"]["2"]["normal"]["pooled"]
    assert pooled["seat_games"] == 4
    assert 0.0 <= pooled["win_rate_low"] <= pooled["win_rate"] <= pooled["win_rate_high"] <= 1.0
    assert set(document["figures"]["3"]["easy"]["members"]) == {"stranger:1001", "stranger:1002"}


def test_the_arena_seats_a_member_and_refuses_a_bad_one(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["--seats", "normal,stranger:1003", "--games", "2"]) == 0
    assert "stranger:1003" in capsys.readouterr().out
    assert main(["--seats", "normal,stranger:x", "--games", "2"]) == 2
    assert "stranger:SEED" in capsys.readouterr().err
    assert main(["--league", "2", "--sizes", "7"]) == 2
    with pytest.raises(SystemExit):
        main(["--games", "2"])


@pytest.mark.parametrize("seed", HELD_OUT_SEEDS[:4])
def test_a_member_decides_from_its_own_dice_only(seed: int) -> None:
    """Tables that differ only in the other seats' dice give seat 0 the same answer."""
    answers = []
    for others in ([2, 2, 3, 3, 4], [6, 6, 6, 1, 1]):
        game = Game(["A", "B", "C"], RuleOptions(calza=True), seed=5, first_seat=1)
        game.set_round_dice([[2, 3, 4, 5, 5], others, list(reversed(others))])
        game.apply(Bid(2, 3))
        game.apply(Bid(3, 3))
        view, legal = game.view_for(0), game.legal_actions(0)
        answers.append(StrangerBot(seed).choose(view, legal, random.Random(9)))
    assert answers[0] == answers[1]
