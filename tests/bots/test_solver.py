"""The heads-up solver, its shipped tables, and the evaluator that measures bots with them."""

from __future__ import annotations

import functools
import itertools
import random
import subprocess
import sys
from collections.abc import Sequence
from dataclasses import replace
from importlib import resources

import numpy as np
import pytest

from perudo_qt.bots import AlwaysDudoBot, make_bot
from perudo_qt.bots.base import Decision
from perudo_qt.bots.exploit import cold_view, measure, read_policy
from perudo_qt.bots.exploit import main as exploit_main
from perudo_qt.bots.reasons import Reason, ReasonKind
from perudo_qt.bots.solve import load_table, split_of
from perudo_qt.bots.solve.__main__ import main as solve_main
from perudo_qt.bots.solve.__main__ import population_specs
from perudo_qt.bots.solve.cfr import (
    CfrPlus,
    Play,
    Restraint,
    Strategy,
    evaluate,
    root_value,
    values,
    with_seat,
)
from perudo_qt.bots.solve.reader import read_table
from perudo_qt.bots.solve.split import Split, code_bid
from perudo_qt.bots.solve.table import table_strategy
from perudo_qt.bots.solve.tree import Tree
from perudo_qt.bots.strangers import SPLITS, member_specs
from perudo_qt.rules import Action, Bid, Dudo, PlayerView, RaiseContext, RuleOptions, legal_bids

TOGGLES = RuleOptions.toggle_names()


def solved(split: Split, iterations: int) -> tuple[Tree, CfrPlus]:
    tree = Tree(split)
    solver = CfrPlus(tree)
    solver.run(iterations)
    return tree, solver


@pytest.mark.parametrize(
    ("name", "value", "iterations"),
    [("1v1", -0.0555, 300), ("pal-1v1", 2 / 3, 100), ("pal-1v2", 0.389, 200)],
)
def test_the_solver_reproduces_known_values(name: str, value: float, iterations: int) -> None:
    tree, solver = solved(Split.parse(name), iterations)
    result = evaluate(tree, solver.average())
    assert result.value == pytest.approx(value, abs=0.001)
    assert result.exploitability < 0.001


def test_exploitability_falls_as_the_solver_runs() -> None:
    tree, solver = solved(Split(1, 1), 20)
    early = evaluate(tree, solver.average()).exploitability
    solver.run(100)
    assert evaluate(tree, solver.average()).exploitability < early / 4


def test_a_uniform_strategy_is_exploitable() -> None:
    tree = Tree(Split(1, 1))
    solver = CfrPlus(tree)
    assert evaluate(tree, solver.current).exploitability > 0.3


def test_a_seat_takes_its_choices_from_one_strategy_and_the_other_seat_from_another() -> None:
    tree = Tree(Split(1, 1))
    ones = Strategy.zeros(tree)
    for array in (*ones.edge, *ones.dudo):
        array += 1.0
    zeros = Strategy.zeros(tree)
    for player in (0, 1):
        mixed = with_seat(tree, ones, zeros, player)
        for depth in range(1, len(tree.levels)):
            assert mixed.edge[depth].all() == ((depth - 1) % 2 == player)
            assert mixed.dudo[depth].all() == (depth % 2 == player)


def always_doubting_responder(tree: Tree, equilibrium: Strategy) -> Strategy:
    """The responder's play of a bot that doubts every bid, the equilibrium for the opener."""
    return with_seat(tree, read_policy(tree, 1, AlwaysDudoBot, 1), equilibrium, 1)


def test_a_play_is_what_values_face_by_default_and_plays_mix_linearly() -> None:
    tree, solver = solved(Split(1, 1), 50)
    strategy = solver.average()
    plain = values(tree, strategy, 0)
    facing = values(tree, strategy, 0, against=Play.of(tree, strategy, 1))
    assert all(np.allclose(a, b) for a, b in zip(plain, facing, strict=True))
    uniform = Play.of(tree, CfrPlus(tree).current, 1)
    mixed = Play.mean([Play.of(tree, strategy, 1), uniform], [0.3, 0.7])
    mixed_values = values(tree, strategy, 0, against=mixed)
    uniform_values = values(tree, strategy, 0, against=uniform)
    for depth, (both, alone, other) in enumerate(
        zip(mixed_values, plain, uniform_values, strict=True)
    ):
        np.testing.assert_allclose(both, 0.3 * alone + 0.7 * other, atol=1e-12, err_msg=str(depth))


@pytest.mark.parametrize("weight", [0.1, 1.0])
def test_a_restricted_response_wins_more_against_its_population(weight: float) -> None:
    tree, solver = solved(Split(1, 1), 300)
    equilibrium = solver.average()
    doubter = always_doubting_responder(tree, equilibrium)
    restrained = CfrPlus(tree, Restraint(0, Play.of(tree, doubter, 1), weight))
    restrained.run(300)
    response = with_seat(tree, restrained.average(), equilibrium, 0)

    def against_doubter(opener: Strategy, best: bool = False) -> float:
        return root_value(tree, values(tree, with_seat(tree, opener, doubter, 0), 0, best), 0)

    assert against_doubter(response) > against_doubter(equilibrium) + 0.05
    if weight == 1.0:  # held to the population entirely: a best response to it
        best = against_doubter(equilibrium, best=True)
        assert against_doubter(response) == pytest.approx(best, abs=0.01)
    else:  # mostly free: a best responder gains little more than against an equilibrium
        exploited = root_value(tree, values(tree, response, 1, best=True), 1)
        assert exploited + evaluate(tree, equilibrium).value <= 0.02


def test_the_tree_asks_the_rules_for_raises() -> None:
    split = Split(2, 1, single_step=True)
    tree = Tree(split)
    context = RaiseContext.for_bidder(split.options(), False, 1)
    level = tree.levels[1]
    for node in (0, 5, len(level.bids) - 1):
        standing = code_bid(int(level.bids[node]))
        children = tree.levels[2].bids[level.start[node] : level.end[node]]
        assert [code_bid(int(code)) for code in children] == list(
            legal_bids(standing, context, split.total)
        )


def test_a_palifico_tree_keeps_the_face() -> None:
    tree = Tree(Split(1, 2, palifico=True))
    faces = {code_bid(int(code)).face for level in tree.levels[2:] for code in level.bids}
    openings = {code_bid(int(code)) for code in tree.levels[1].bids}
    assert Bid(1, 1) in openings  # pacos may open a palifico round (R14)
    assert faces == set(range(1, 7))
    for depth in range(2, len(tree.levels)):
        level, above = tree.levels[depth], tree.levels[depth - 1]
        for node, parent in enumerate(level.parent.tolist()):
            assert code_bid(int(level.bids[node])).face == code_bid(int(above.bids[parent])).face


SLOW = pytest.mark.slow


@pytest.mark.parametrize(
    ("name", "most"),
    [
        ("1v1", 0.002),
        ("1v1-step", 0.002),
        ("pal-1v1", 0.002),
        ("pal-1v2-face", 0.002),
        ("pal-1v3", 0.002),
        ("pal-1v5-step-face", 0.002),
        pytest.param("2v1", 0.01, marks=SLOW),
        pytest.param("1v2", 0.01, marks=SLOW),
    ],
)
def test_shipped_tables_match_their_split(name: str, most: float) -> None:
    split = Split.parse(name)
    table = load_table(split)
    assert table is not None
    assert table.split == split
    tree = Tree(split)
    result = evaluate(tree, table_strategy(table, tree))
    assert result.value == pytest.approx(
        table.meta.get("table_value", table.meta["value"]), abs=1e-4
    )
    assert result.exploitability <= most
    # The equilibrium's value, what safe play counts a round as worth, is within reach of it.
    assert table.meta["value"] == pytest.approx(result.value, abs=2 * most)


def test_the_shipped_one_die_table_agrees_with_a_fresh_solve() -> None:
    table = load_table(Split(1, 1))
    assert table is not None
    tree, solver = solved(Split(1, 1), 300)
    fresh = evaluate(tree, solver.average()).value
    assert table.meta["value"] == pytest.approx(fresh, abs=0.001)
    assert table.meta["value"] == pytest.approx(-0.0555, abs=0.0005)


@pytest.mark.parametrize(("name", "value"), [("2v1", 0.261), ("1v2", -0.233)])
def test_the_two_dice_tables_hold_the_known_values(name: str, value: float) -> None:
    table = load_table(Split.parse(name))
    assert table is not None
    assert table.meta["value"] == pytest.approx(value, abs=0.003)
    assert table.meta["exploitability"] <= 0.01


def test_a_table_answers_with_the_equilibriums_mix() -> None:
    table = load_table(Split(1, 1))
    assert table is not None
    opening = table.policy((), (3,))
    assert opening is not None
    assert sum(opening.values()) == pytest.approx(1.0)
    assert all(isinstance(action, Bid) for action in opening)
    answer = table.policy((Bid(2, 6),), (2,))
    assert answer == {Dudo(): 1.0}  # 2 sixes with a two in hand is surely false


def test_a_history_outside_the_table_has_no_answer() -> None:
    table = load_table(Split(1, 1))
    assert table is not None
    assert table.policy((Bid(3, 6),), (2,)) is None  # more dice than in play
    assert table.policy((Bid(1, 1),), (2,)) is None  # pacos may not open (R6)


def test_a_table_written_by_the_command_reads_back(tmp_path, capsys) -> None:
    assert solve_main(["pal-1v1", "--write", "--out", str(tmp_path), "--target", "0.001"]) == 0
    assert "exploitability" in capsys.readouterr().out
    table = read_table(tmp_path / "pal-1v1.npz")
    assert table.meta["command"].startswith("python -m perudo_qt.bots.solve pal-1v1")
    assert table.policy((), (4,)) == {Bid(1, 4): 1.0}


def test_a_table_answering_a_population_says_so(tmp_path) -> None:
    argv = ["pal-1v2", "--write", "--out", str(tmp_path), "--iterations", "100"]
    assert solve_main([*argv, "--population", "always-dudo,min-raise", "--weight", "0.2"]) == 0
    table = read_table(tmp_path / "pal-1v2.npz")
    assert table.meta["population"] == ["always-dudo", "min-raise"]
    assert table.meta["weight"] == 0.2
    # Only the responder has something to win against these two (see the command's output).
    assert table.meta["answers"] == [False, True]
    assert table.meta["exploitability"] <= 0.02


def test_a_league_split_stands_for_its_members() -> None:
    specs = population_specs("tuning,hard")
    assert specs == [*member_specs("tuning", len(SPLITS["tuning"])), "hard"]


def test_a_weight_outside_zero_to_one_is_refused(capsys) -> None:
    with pytest.raises(SystemExit):
        solve_main(["pal-1v1", "--population", "hard", "--weight", "1.5"])
    assert "--weight" in capsys.readouterr().err


def test_a_weight_without_a_population_is_refused(capsys) -> None:
    with pytest.raises(SystemExit):
        solve_main(["pal-1v1", "--weight", "0.2"])
    assert "--weight needs --population" in capsys.readouterr().err


def test_a_population_of_no_bot_is_refused(capsys) -> None:
    with pytest.raises(SystemExit):
        solve_main(["pal-1v1", "--population", "tuning,nobody"])
    assert "nobody" in capsys.readouterr().err


def test_a_file_that_is_no_table_is_refused(tmp_path) -> None:
    path = tmp_path / "1v1.npz"
    np.savez_compressed(path, other=np.zeros(3))
    with pytest.raises(ValueError, match="not a solver table"):
        read_table(path)


def reachable_heads_up_rounds():
    """Every heads-up round a game can reach: (options, opener dice, responder dice, palifico)."""
    for dice in range(1, 6):
        for flags in itertools.product((False, True), repeat=len(TOGGLES)):
            options = RuleOptions(dice_per_player=dice, **dict(zip(TOGGLES, flags, strict=True)))
            for opener, responder in itertools.product(range(1, dice + 1), repeat=2):
                yield options, opener, responder, False
                if options.palifico and opener == 1 and dice > 1:
                    yield options, opener, responder, True


def test_every_reachable_heads_up_round_has_a_table_or_the_fallback() -> None:
    """Tables cover every palifico round and the small ordinary ones, unless Calza is allowed."""
    shipped = {path.name for path in (resources.files("perudo_qt.resources") / "solver").iterdir()}
    covered = 0
    for options, opener, responder, palifico in reachable_heads_up_rounds():
        split = Split(opener, responder, palifico)
        view = cold_view(split, 0, (2,) * opener, ())
        view = replace(view, options=options)
        found = split_of(view, (opener, responder))
        calza_heads_up = options.calza and not options.calza_restricted
        if calza_heads_up:
            assert found is None
            continue
        assert found is not None
        small = palifico or opener + responder <= 3
        assert (f"{found.name}.npz" in shipped) == small, found
        covered += small
    assert covered > 100


def test_expert_plays_legally_outside_the_tables() -> None:
    """Calza allowed heads-up and ordinary rounds of four dice or more use the fallback."""
    bot = make_bot("expert")
    for options in (RuleOptions(calza=True), RuleOptions(dice_per_player=2)):
        view = cold_view(Split(2, 2), 0, (3, 5), (Bid(1, 4),))
        view = replace(view, options=options)
        assert split_of(view, (2, 2)) is None or load_table(split_of(view, (2, 2))) is None
        legal = (*legal_bids(Bid(1, 4), RaiseContext(), 4), Dudo())
        decision = bot.choose(view, legal, random.Random(1))
        assert decision.action in legal
        assert not str(decision.reason).startswith("solved")


def test_the_evaluator_finds_no_loss_in_the_equilibrium() -> None:
    report = measure(Split(1, 1, palifico=True), functools.partial(make_bot, "expert"), 5)
    assert report.loss == pytest.approx(0.0, abs=1e-9)
    assert report.exploitability == pytest.approx(0.0, abs=1e-9)


def test_the_evaluator_punishes_a_fixed_rule() -> None:
    report = measure(Split(1, 1), AlwaysDudoBot, 2)
    assert report.loss > 0.1
    assert report.exploitability > 0.3


def test_a_read_policy_is_a_strategy_where_the_bot_goes() -> None:
    tree = Tree(Split(1, 1))
    policy = read_policy(tree, 1, functools.partial(make_bot, "normal"), 4)
    first = tree.levels[1]
    totals = policy.dudo[1] + np.add.reduceat(policy.edge[2], first.start, axis=0)
    np.testing.assert_allclose(totals, 1.0)


def test_the_game_reads_the_tables_without_numpy() -> None:
    """The installers carry no NumPy: Expert's tables are read with the standard library."""
    probe = (
        "import sys\n"
        "from perudo_qt.bots import make_bot\n"
        "from perudo_qt.bots.solve import Split, load_table\n"
        "make_bot('expert')\n"
        "assert load_table(Split(2, 1)).policy((), (2, 3))\n"
        "assert 'numpy' not in sys.modules, 'NumPy was imported'\n"
    )
    subprocess.run([sys.executable, "-c", probe], check=True)


class CoinOpener(AlwaysDudoBot):
    """Opens one six or one five on a coin with a die of four or more, else one two."""

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Decision:
        if view.round_bids:
            return super().choose(view, legal, rng)
        if view.own_dice[0] < 4:
            return Decision(Bid(1, 2), Reason(ReasonKind.RANDOM))
        return Decision(Bid(1, 6 if rng.random() < 0.5 else 5), Reason(ReasonKind.RANDOM))


def test_mixed_decisions_are_read_from_more_answers() -> None:
    """Decisions whose first answers differ are asked again; the others are left as read."""
    tree = Tree(Split(1, 1))
    few = read_policy(tree, 0, CoinOpener, 4)
    more = read_policy(tree, 0, CoinOpener, 4, mixed_queries=400)
    openings = more.edge[1]
    settled = np.isclose(few.edge[1], 0.0) | np.isclose(few.edge[1], 1.0)
    mixed = ~settled.all(axis=0)
    assert mixed.any() and (~mixed).any()
    np.testing.assert_array_equal(openings[:, ~mixed], few.edge[1][:, ~mixed])
    steps = openings[:, mixed] * 400  # read from 400 answers: whole numbers of 400ths
    np.testing.assert_allclose(steps, np.round(steps), atol=1e-9)
    assert not np.allclose(openings[:, mixed] * 4, np.round(openings[:, mixed] * 4))


@pytest.mark.parametrize(
    "argv",
    [
        ["--bot", "expert", "--split", "1v1", "--queries", "0"],
        ["--bot", "expert", "--split", "1v1", "--mixed-queries", "-3"],
        ["--bot", "expert", "--split", "1v1", "--queries", "many"],
        ["--bot", "nobody", "--split", "1v1"],
        ["--bot", "expert", "--split", "9v9"],
    ],
)
def test_the_evaluator_refuses_what_it_cannot_measure(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as ended:
        exploit_main(argv)
    assert ended.value.code == 2
    assert "error:" in capsys.readouterr().err
