"""Hard's look-ahead: playing the round out over dealt hidden dice."""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Callable, Sequence

import pytest

from perudo_qt.bots import EXPERT, HARD, make_bot
from perudo_qt.bots.arena import make_seat_bot, run_arena, summarize
from perudo_qt.bots.base import Decision
from perudo_qt.bots.estimating import EstimatingBot, look_ahead_model
from perudo_qt.bots.fixed import MinimumRaiseBot
from perudo_qt.bots.levels import NORMAL_WITHOUT_LAPSES
from perudo_qt.bots.lookahead import MISMATCH_WEIGHT, PRIOR_TRUST, Policy, RoundPlanner
from perudo_qt.bots.tracking import dice_counts
from perudo_qt.rules import Action, Bid, Dudo, Game, PlayerView, RuleOptions

from ..rules.helpers import make_seat_lose
from .outlook import dudo_outlook

TOGGLES = RuleOptions.toggle_names()
OPTION_SETS = [
    RuleOptions(dice_per_player=2, **dict(zip(TOGGLES, flags, strict=True)))
    for flags in itertools.product((False, True), repeat=len(TOGGLES))
]


def keep_chances(game: Game, options: list[Action], deals: int = 200) -> dict[Action, float]:
    """Plan for the seat to play, with a Normal player as everyone's model."""
    seat = game.current_seat
    assert seat is not None
    view = game.view_for(seat)
    planner = RoundPlanner([look_ahead_model("normal")], deals)
    return planner.keep_chances(view, dice_counts(view), options, random.Random(7))


def two_seat_game_after_a_loss() -> Game:
    """Seat 1 is down to one die: the next round is its palifico round (R14)."""
    game = Game("AB", RuleOptions(dice_per_player=2), seed=1, first_seat=0)
    make_seat_lose(game, 1)
    return game


def test_doubting_a_bid_beyond_the_dice_in_play_keeps_every_die() -> None:
    game = Game("AB", RuleOptions(dice_per_player=2, palifico=False), seed=1, first_seat=0)
    make_seat_lose(game, 1)
    game.set_round_dice([[2, 3], [5]])
    opener = game.current_seat
    game.apply(Bid(4, 6))
    assert game.current_seat != opener
    chances = keep_chances(game, [Dudo(), Bid(4, 1)])
    assert chances[Dudo()] == 1.0
    assert chances[Bid(4, 1)] == 0.0


def test_a_palifico_opening_is_read_as_the_openers_one_die() -> None:
    """Deals where the one-die opener would not have bid what it did hardly count."""
    game = two_seat_game_after_a_loss()
    assert game.is_palifico_round
    assert game.current_seat == 1
    game.set_round_dice([[2, 3], [5]])
    game.apply(Bid(1, 5))
    chances = keep_chances(game, [Dudo(), Bid(2, 5)])
    # Without reading the bid, the opener would hold no five five times in six.
    assert chances[Dudo()] < 0.4
    assert chances[Bid(2, 5)] < 0.4


def dudo_chance_against_two_fives(
    players: str, face_tilt: float = 0.0, deals: int = 2000, heads_up_deals: int = 0
) -> float:
    """Plan Dudo on "2 fives" opened by a player whose model never opens that way."""
    game = Game(players, RuleOptions(dice_per_player=2), seed=1, first_seat=0)
    game.set_round_dice([[5, 5], [2, 3], [2, 3]][: len(players)])
    game.apply(Bid(2, 5))
    view = game.view_for(1)
    planner = RoundPlanner([MinimumRaiseBot()], deals, face_tilt, heads_up_deals)
    return planner.keep_chances(view, dice_counts(view), [Dudo()], random.Random(7))[Dudo()]


def test_heads_up_a_bid_hints_at_its_bidders_hand_even_when_no_model_makes_it() -> None:
    """Every deal mismatches the model alike, so only the face tilt reads the bid."""
    # The opener's two dice show a five or a paco each with chance 1/3.
    odds = {0: 4 / 9, 1: 4 / 9, 2: 1 / 9}
    tilted = {held: chance * math.exp(0.75 * held) for held, chance in odds.items()}
    tilted_false = 1 - tilted[2] / sum(tilted.values())
    assert dudo_chance_against_two_fives("AB", 0.0) == pytest.approx(8 / 9, abs=0.03)
    assert dudo_chance_against_two_fives("AB", 0.75) == pytest.approx(tilted_false, abs=0.05)
    assert tilted_false < 0.75


class FiveTeller:
    """Opens "2 fives" when it holds a five or a paco, else "1 two"."""

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Decision:
        """Open by whether it holds a five."""
        held = any(face in (1, 5) for face in view.own_dice)
        return Decision(Bid(2, 5) if held else Bid(1, 2))


def test_each_model_counts_by_how_far_it_explains_the_bids_it_is_asked_about() -> None:
    """Seat 1 holds no five: "2 fives" is true only if the opener holds two fives or pacos."""
    game = Game("AB", RuleOptions(dice_per_player=2), seed=1, first_seat=0)
    game.set_round_dice([[5, 5], [2, 3]])
    game.apply(Bid(2, 5))
    view = game.view_for(1)
    planner = RoundPlanner([MinimumRaiseBot(), FiveTeller()], 2000, heads_up_deals=3000)
    never, teller = planner.doubts_by_model(view, dice_counts(view), random.Random(7))
    # The opener's two dice show a five or a paco: none 4/9, one 4/9, both 1/9.
    assert never.explains == 0.0
    assert never.false_chance == pytest.approx(8 / 9, abs=0.03)
    assert teller.explains == pytest.approx(5 / 9, abs=0.03)
    unexplained = MISMATCH_WEIGHT * 4 / 9
    false_weight = unexplained + 4 / 9
    assert teller.false_chance == pytest.approx(false_weight / (false_weight + 1 / 9), abs=0.03)


def test_the_face_tilt_is_for_heads_up_rounds_only() -> None:
    assert dudo_chance_against_two_fives("ABC", 0.75) == dudo_chance_against_two_fives("ABC", 0.0)


def test_planning_is_deterministic_from_the_rng() -> None:
    game = two_seat_game_after_a_loss()
    game.apply(Bid(1, 4))
    options: list[Action] = [Dudo(), Bid(2, 4)]
    assert keep_chances(game, options, 30) == keep_chances(game, options, 30)


def test_heads_up_the_plan_plays_out_its_own_number_of_deals() -> None:
    def planned(players: str, deals: int, heads_up_deals: int) -> float:
        return dudo_chance_against_two_fives(players, deals=deals, heads_up_deals=heads_up_deals)

    assert planned("AB", 5, 300) == planned("AB", 300, 0)
    assert planned("AB", 5, 300) != planned("AB", 5, 0)
    assert planned("ABC", 5, 300) == planned("ABC", 5, 0)
    assert planned("ABC", 5, 300) != planned("ABC", 300, 0)


def test_expert_plays_heads_up_rounds_out_over_more_deals() -> None:
    assert EXPERT.look_ahead_heads_up_deals > EXPERT.look_ahead_deals > HARD.look_ahead_deals
    expert, hard = EstimatingBot(EXPERT)._planner, EstimatingBot(HARD)._planner
    assert expert is not None and hard is not None
    assert expert.heads_up_deals == EXPERT.look_ahead_heads_up_deals
    assert hard.heads_up_deals == hard.deals == HARD.look_ahead_deals


def reasons_against(opponent: str, seed: int, level: str = "hard") -> list[tuple[int, str]]:
    """Play ``level`` against ``opponent`` heads-up; return its decisions' dice and reasons."""
    bots = [make_bot(level), make_bot(opponent)]
    game = Game([level, opponent], seed=seed)
    rng = random.Random(seed)
    reasons: list[tuple[int, str]] = []
    while not game.is_over:
        seat = game.current_seat
        assert seat is not None
        decision = bots[seat].choose(game.view_for(seat), game.legal_actions(), rng)
        if seat == 0:
            reasons.append((sum(game.dice_counts), str(decision.reason)))
        game.apply(decision.action)
    return reasons


@pytest.mark.parametrize("opponent", ["normal", "threshold"])
def test_hard_looks_ahead_with_few_dice_once_a_model_fits(opponent: str) -> None:
    reasons = reasons_against(opponent, 1)
    planned = [dice for dice, reason in reasons if "played_out" in reason]
    assert planned
    assert max(planned) <= HARD.look_ahead_dice
    assert "played_out" not in reasons[0][1]  # nothing revealed yet: no model fits so far


def test_hard_does_not_look_ahead_when_no_model_fits() -> None:
    reasons = reasons_against("min-raise", 1)
    assert len(reasons) > 10
    assert not [reason for _, reason in reasons if "played_out" in reason]


def test_expert_looks_ahead_from_its_first_decision() -> None:
    """Expert does not wait for a model to fit: it weighs the plan by how far to trust it."""
    reasons = reasons_against("min-raise", 1, "expert")
    assert "played_out_weighed" in reasons[0][1]
    weighed = [dice for dice, reason in reasons if "played_out_weighed" in reason]
    assert max(weighed) <= EXPERT.look_ahead_dice


def test_expert_at_a_table_does_not_rely_on_a_plan_against_a_stranger() -> None:
    """At three seats a stranger's model is a guess: Expert plays its estimates until one fits."""
    game = Game("ABC", RuleOptions(), seed=1, first_seat=0)
    game.apply(Bid(2, 3))
    view = game.view_for(1)
    decision = make_bot("expert").choose(view, game.legal_actions(1), random.Random(1))
    assert "played" not in str(decision.reason)


@pytest.mark.parametrize(("players", "weighed_by"), [("AB", "carefulness"), ("ABC", "reliance")])
def test_expert_weighs_raises_by_carefulness_heads_up_and_by_reliance_at_a_table(
    players: str, weighed_by: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[str] = []

    def recorded(name: str) -> Callable[[RoundPlanner, int], float]:
        def measure(planner: RoundPlanner, seat: int) -> float:
            asked.append(name)
            return 0.5

        return measure

    for name in ("carefulness", "reliance"):
        monkeypatch.setattr(RoundPlanner, name, recorded(name))
    game = Game(players, RuleOptions(), seed=1, first_seat=0)
    game.apply(Bid(2, 3))
    view = game.view_for(1)
    decision = make_bot("expert").choose(view, game.legal_actions(1), random.Random(1))
    assert "played_out_weighed" in str(decision.reason)
    assert asked == [weighed_by]


def revealed_game(opponent: str | Policy, seed: int) -> Game:
    """A whole heads-up game of Normal against ``opponent`` (a seat or a bot), all revealed."""
    bots = [make_bot("normal"), make_seat_bot(opponent) if isinstance(opponent, str) else opponent]
    game = Game(["normal", "opponent"], seed=seed)
    rng = random.Random(seed)
    while not game.is_over:
        seat = game.current_seat
        assert seat is not None
        game.apply(bots[seat].choose(game.view_for(seat), game.legal_actions(), rng).action)
    return game


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_trust_follows_how_far_the_model_foresaw_the_opponent(seed: int) -> None:
    """A stranger starts trusted; a player the model foresees stays so, a random one does not."""
    trusted = {}
    foreseen = EstimatingBot(NORMAL_WITHOUT_LAPSES)
    for name, opponent in (("foreseen", foreseen), ("normal", "normal"), ("random", "random")):
        planner = RoundPlanner([look_ahead_model("normal")], 8)
        assert planner.trust(1) == PRIOR_TRUST
        planner.read_players(revealed_game(opponent, seed).view_for(0))
        trusted[name] = planner.trust(1)
    assert trusted["foreseen"] > 0.9
    assert 0.8 < trusted["normal"] <= trusted["foreseen"]
    assert trusted["random"] < 0.5


@pytest.mark.parametrize(("member", "seed"), [("stranger:1", 1), ("stranger:5", 2)])
def test_expert_foresees_a_simple_dudo_player_by_its_claimer_model(member: str, seed: int) -> None:
    """Of Expert's models, the claimer makes the most of a simple Dudo player's choices."""
    planner = RoundPlanner([look_ahead_model(name) for name in EXPERT.look_ahead_models], 8)
    planner.read_players(revealed_game(member, seed).view_for(0))
    claimer = EXPERT.look_ahead_models.index("claimer")
    others = [number for number in range(len(EXPERT.look_ahead_models)) if number != claimer]
    foreseen, answered = planner.foreseen(1, [claimer])
    assert foreseen > planner.foreseen(1, others)[0]
    assert foreseen > answered / 2


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_reliance_starts_at_nothing_and_grows_as_a_model_foresees(seed: int) -> None:
    """A stranger is not relied on; a player the model foresees soon is, a random one is not."""
    relied = {}
    for opponent in ("normal", "random"):
        planner = RoundPlanner([look_ahead_model("normal")], 8)
        assert planner.reliance(1) == 0.0
        planner.read_players(revealed_game(opponent, seed).view_for(0))
        relied[opponent] = planner.reliance(1)
    assert relied["normal"] > 0.5
    assert relied["random"] == 0.0


def test_at_a_table_expert_weighs_dudo_by_reliance_too(monkeypatch: pytest.MonkeyPatch) -> None:
    """Relied on halfway, Dudo is worth halfway between its plan and its estimate."""
    monkeypatch.setattr(RoundPlanner, "reliance", lambda planner, seat: 0.5)
    monkeypatch.setattr(
        RoundPlanner,
        "keep_chances",
        lambda planner, view, counts, options, rng: dict.fromkeys(options, 0.0),
    )
    value, false_chance = dudo_outlook("ABC")
    assert value == pytest.approx(0.5 * false_chance)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_carefulness_is_shown_by_answers_a_model_foresees(seed: int) -> None:
    """A stranger counts as careless; a player whose doubts a model foresees soon does not."""
    careful = {}
    for opponent in ("normal", "easy"):
        planner = RoundPlanner([look_ahead_model("normal")], 8)
        assert planner.carefulness(1) == 0.0
        planner.read_players(revealed_game(opponent, seed).view_for(0))
        careful[opponent] = planner.carefulness(1)
    assert careful["normal"] > 0.5
    assert careful["easy"] == 0.0


def test_personality_shows_when_looking_ahead(monkeypatch: pytest.MonkeyPatch) -> None:
    """With two dice each and a model fitting, Hard plays every decision out, in character."""
    monkeypatch.setattr(RoundPlanner, "fits_players", lambda planner, view: True)
    seats = ["hard:pirate", "hard:accountant"]
    totals = run_arena(seats, 60, 5, RuleOptions(dice_per_player=2))
    figures = summarize(totals, 2)
    assert figures["hard:pirate"]["bluff_rate"] > figures["hard:accountant"]["bluff_rate"] + 0.05


@pytest.mark.parametrize("options", OPTION_SETS, ids=str)
def test_looking_ahead_plays_legally_under_every_option(
    options: RuleOptions, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(RoundPlanner, "fits_players", lambda planner, view: True)
    specs = ["hard", "normal", "threshold"]
    bots = [make_bot(spec) for spec in specs]
    number = OPTION_SETS.index(options)
    game = Game(specs, options, seed=number)
    rng = random.Random(number)
    planned = 0
    while not game.is_over:
        seat = game.current_seat
        assert seat is not None
        legal = game.legal_actions(seat)
        decision = bots[seat].choose(game.view_for(seat), legal, rng)
        assert decision.action in legal, (specs[seat], decision)
        planned += seat == 0 and "played_out" in str(decision.reason)
        game.apply(decision.action, seat)
    assert planned
