"""The coach on constructed rounds whose right answers are known."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from perudo_qt.bots import make_bot
from perudo_qt.coach import (
    Advice,
    GameSummary,
    RoundReview,
    Step,
    Verdict,
    Why,
    review_rounds,
    verdict_for,
)
from perudo_qt.rules import Action, Bid, Calza, Dudo, Game, RuleOptions, Transcript

from ..rules.helpers import game_with_counts, make_seat_lose

YOU = 0


def no_advice(step: Step, seed: int) -> Advice:
    return Advice(None, None)


def advising(action: Action) -> object:
    def advisor(step: Step, seed: int) -> Advice:
        return Advice(action, 0.5)

    return advisor


def play_round(game: Game, dice: Sequence[Sequence[int]], moves: Sequence[tuple[int, Action]]):
    game.set_round_dice(dice)
    for seat, action in moves:
        game.apply(action, seat)


def reviewed(game: Game, advisor: object = no_advice) -> tuple[RoundReview, ...]:
    return review_rounds(Transcript.of(game), YOU, advisor=advisor)  # type: ignore[arg-type]


def two_players(first_seat: int = 1, **options: object) -> Game:
    return Game(["You", "Bot"], RuleOptions(**options), seed=1, first_seat=first_seat)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("dice", "moves", "verdict", "why", "standing_chance"),
    [
        pytest.param(
            [[4, 4, 2, 3, 6], [2, 3, 5, 6, 6]],
            [(1, Bid(2, 4)), (YOU, Dudo())],
            Verdict.MISTAKE,
            Why.NEAR_CERTAIN,
            1.0,
            id="dudo-on-a-certain-bid",
        ),
        pytest.param(
            [[2, 3, 5, 6, 6], [4, 4, 4, 4, 2]],
            [(1, Bid(4, 4)), (YOU, Dudo())],
            Verdict.GOOD,
            Why.SAFE_ENOUGH,
            11 / 243,
            id="dudo-on-a-5%-bid",
        ),
        pytest.param(
            [[2, 3, 5, 6, 6], [4, 4, 4, 4, 2]],
            [(1, Bid(4, 4)), (YOU, Bid(5, 4)), (1, Dudo())],
            Verdict.MISTAKE,
            Why.SAFER_CHOICE,
            11 / 243,
            id="raise-over-a-5%-bid",
        ),
        pytest.param(
            [[5, 5, 5, 2, 3], [2, 3, 4, 6, 6]],
            [(1, Bid(2, 2)), (YOU, Bid(3, 5)), (1, Dudo())],
            Verdict.GOOD,
            Why.SAFE_ENOUGH,
            pytest.approx(1 - (2 / 3) ** 5),
            id="a-certain-raise",
        ),
    ],
)
def test_verdicts_by_the_odds_known_then(
    dice: list[list[int]],
    moves: list[tuple[int, Action]],
    verdict: Verdict,
    why: Why,
    standing_chance: float,
) -> None:
    game = two_players()
    play_round(game, dice, moves)
    (review,) = reviewed(game)
    (judgement,) = review.judgements
    assert (judgement.verdict, judgement.why) == (verdict, why)
    assert judgement.standing_chance == pytest.approx(standing_chance)
    assert judgement.own_dice == tuple(dice[YOU])
    assert judgement.hidden == 5


def test_dudo_on_a_certain_bid_says_how_likely_it_was() -> None:
    game = two_players()
    play_round(game, [[4, 4, 1, 3, 6], [2, 3, 5, 6, 6]], [(1, Bid(3, 4)), (YOU, Dudo())])
    (judgement,) = reviewed(game)[0].judgements
    assert judgement.standing == Bid(3, 4) and judgement.bidder == 1
    assert judgement.standing_chance == 1.0
    assert judgement.chance == 0.0
    assert judgement.verdict is Verdict.MISTAKE
    # The safest choice was a raise needing one more four among five hidden dice.
    assert judgement.safest == Bid(4, 4)
    assert judgement.safest_chance == pytest.approx(1 - (2 / 3) ** 5)


def test_the_strongest_level_choosing_the_same_makes_it_risky_not_a_mistake() -> None:
    game = two_players()
    play_round(game, [[2, 3, 5, 6, 6], [4, 4, 4, 4, 2]], [(1, Bid(4, 4)), (YOU, Bid(5, 4))])
    game.apply(Dudo(), 1)
    (judgement,) = reviewed(game, advising(Bid(5, 4)))[0].judgements
    assert (judgement.verdict, judgement.why) == (Verdict.RISKY, Why.STRONGEST_AGREES)
    assert judgement.advice == Advice(Bid(5, 4), 0.5)


def test_a_bluff_fallen_for_and_a_bluff_caught_are_named_after_the_reveal() -> None:
    game = two_players(dice_per_player=3)
    # The bot opens 3 fives holding one; you raise to 3 sixes holding one: both are false.
    play_round(game, [[2, 3, 6], [5, 4, 2]], [(1, Bid(3, 5)), (YOU, Bid(3, 6)), (1, Dudo())])
    (review,) = reviewed(game)
    assert [(f.bidder, f.bid, f.count, f.response) for f in review.fell_for] == [
        (1, Bid(3, 5), 1, Bid(3, 6))
    ]
    assert review.bluffs == (Bid(3, 6),)
    assert review.caught
    summary = GameSummary.of([review], YOU)
    assert (summary.bluffs, summary.bluffs_caught, summary.fell_for) == (1, 1, 1)
    assert (summary.raises_doubted, summary.raises_held) == (1, 0)


def test_a_true_bid_raised_on_is_not_a_bluff_fallen_for() -> None:
    game = two_players(dice_per_player=3)
    play_round(game, [[2, 3, 6], [5, 5, 2]], [(1, Bid(2, 5)), (YOU, Bid(2, 6)), (1, Dudo())])
    (review,) = reviewed(game)
    assert review.fell_for == ()
    assert review.bluffs == (Bid(2, 6),)


def test_the_judgement_does_not_depend_on_the_dice_the_person_could_not_see() -> None:
    """Honest: the same play with other hidden dice gets the same judgement."""
    judgements = []
    for bot_dice in ([4, 4, 4, 4, 2], [2, 2, 3, 3, 5]):
        game = two_players()
        play_round(game, [[2, 3, 5, 6, 6], bot_dice], [(1, Bid(4, 4)), (YOU, Dudo())])
        (review,) = review_rounds(Transcript.of(game), YOU)
        judgements.append(review.judgements)
        assert review.revealed.dice[1] == tuple(bot_dice)
    assert judgements[0] == judgements[1]


def test_palifico_rounds_are_judged_without_wild_pacos() -> None:
    game = game_with_counts(2, [1, 4], starter=0)
    assert game.is_palifico_round
    play_round(game, [[4], [1, 1, 1, 2]], [(YOU, Bid(2, 4)), (1, Dudo())])
    review = reviewed(game)[-1]
    (judgement,) = review.judgements
    assert not judgement.wild and judgement.hidden == 4
    assert judgement.chance == pytest.approx(1 - (5 / 6) ** 4)
    assert review.bluffs == (Bid(2, 4),) and review.caught


def test_hidden_dice_are_counted_from_the_losses_announced() -> None:
    game = Game(["You", "A", "B"], RuleOptions(lost_dice_visible=False), seed=2, first_seat=0)
    for seat in (1, 2, 2):
        make_seat_lose(game, seat)
    starter = game.current_seat
    assert starter == 2
    play_round(game, [[2, 2, 3, 4, 5], [6, 6, 6, 6], [3, 3, 3]], [(2, Bid(2, 3)), (YOU, Dudo())])
    judgement = reviewed(game)[-1].judgements[-1]
    assert judgement.hidden == 7


def test_calza_out_of_turn_with_every_die_is_a_mistake() -> None:
    game = Game(["You", "A", "B"], RuleOptions(calza=True), seed=2, first_seat=1)
    play_round(
        game, [[2, 3, 4, 4, 6], [4, 5, 5, 6, 6], [2, 2, 3, 3, 5]], [(1, Bid(3, 4)), (YOU, Calza())]
    )
    (judgement,) = reviewed(game)[0].judgements
    assert judgement.out_of_turn
    assert (judgement.verdict, judgement.why) == (Verdict.MISTAKE, Why.NOTHING_TO_WIN)


def test_a_likely_calza_that_may_win_a_die_back_is_good() -> None:
    game = game_with_counts(2, [3, 1], starter=1, calza=True, palifico=False)
    # One hidden die: exactly 3 fours needs it not to count, two chances in three.
    play_round(game, [[4, 4, 1], [5]], [(1, Bid(3, 4)), (YOU, Calza())])
    (judgement,) = reviewed(game)[-1].judgements
    assert judgement.action == Calza() and not judgement.out_of_turn
    assert judgement.chance == pytest.approx(2 / 3)
    assert (judgement.verdict, judgement.why) == (Verdict.GOOD, Why.CALZA_ODDS)


def test_the_summary_counts_calls_right_and_wrong() -> None:
    game = two_players(first_seat=1, dice_per_player=3)
    play_round(game, [[4, 4, 2], [2, 3, 6]], [(1, Bid(3, 6)), (YOU, Dudo())])  # right
    play_round(game, [[4, 4, 2], [2, 3]], [(1, Bid(2, 4)), (YOU, Dudo())])  # wrong
    play_round(game, [[4, 2], [2, 3]], [(YOU, Bid(1, 2)), (1, Dudo())])  # your bid holds
    reviews = reviewed(game)
    assert [review.round_number for review in reviews] == [1, 2, 3]
    summary = GameSummary.of(reviews, YOU)
    assert (summary.dudo_right, summary.dudo_wrong) == (1, 1)
    assert (summary.raises_doubted, summary.raises_held) == (1, 1)
    assert summary.rounds == 3
    assert sum(summary.verdicts.values()) == 3
    assert summary.verdicts[Verdict.MISTAKE] == 1


def test_only_the_rounds_asked_for_are_reviewed_and_a_round_in_play_is_not() -> None:
    game = two_players(first_seat=1, dice_per_player=3)
    play_round(game, [[4, 4, 2], [2, 3, 6]], [(1, Bid(3, 6)), (YOU, Dudo())])
    play_round(game, [[4, 4, 2], [2, 3]], [(1, Bid(2, 4)), (YOU, Dudo())])
    play_round(game, [[4, 2], [2, 3]], [(YOU, Bid(1, 2))])
    assert [r.round_number for r in reviewed(game)] == [1, 2]
    only = review_rounds(Transcript.of(game), YOU, rounds={2}, advisor=no_advice)
    assert [r.round_number for r in only] == [2]


def test_the_strongest_levels_advice_is_legal_and_repeatable() -> None:
    game = Game(["You", "A", "B"], RuleOptions(calza=True), seed=9, first_seat=1)
    play_round(
        game,
        [[2, 3, 4, 4, 6], [4, 5, 5, 6, 6], [2, 2, 3, 3, 5]],
        [(1, Bid(3, 4)), (2, Bid(4, 4)), (YOU, Bid(5, 4)), (1, Dudo())],
    )
    first = review_rounds(Transcript.of(game), YOU)
    second = review_rounds(Transcript.of(game), YOU)
    assert first == second
    (judgement,) = first[0].judgements
    game_again = Game(["You", "A", "B"], RuleOptions(calza=True), seed=9, first_seat=1)
    game_again.set_round_dice([[2, 3, 4, 4, 6], [4, 5, 5, 6, 6], [2, 2, 3, 3, 5]])
    game_again.apply(Bid(3, 4), 1)
    game_again.apply(Bid(4, 4), 2)
    assert judgement.advice.action in game_again.legal_actions(YOU)
    assert judgement.advice.chance is not None


@pytest.mark.parametrize(
    ("action", "chance", "safest", "standing", "may_gain", "out_of_turn", "expected"),
    [
        (Dudo(), 0.0, 1.0, 1.0, False, False, (Verdict.MISTAKE, Why.NEAR_CERTAIN)),
        (Dudo(), 0.04, 0.3, 0.96, False, False, (Verdict.MISTAKE, Why.NEAR_CERTAIN)),
        (Dudo(), 0.22, 0.3, 0.78, False, False, (Verdict.GOOD, Why.SAFE_ENOUGH)),
        (Dudo(), 0.22, 0.9, 0.78, False, False, (Verdict.MISTAKE, Why.SAFER_CHOICE)),
        (Dudo(), 0.45, 0.7, 0.55, False, False, (Verdict.RISKY, Why.SAFER_CHOICE)),
        (Dudo(), 0.95, 0.95, 0.05, False, False, (Verdict.GOOD, Why.SAFE_ENOUGH)),
        (Bid(5, 4), 0.85, 1.0, 0.5, False, False, (Verdict.GOOD, Why.SAFE_ENOUGH)),
        (Bid(5, 4), 0.55, 1.0, 0.5, False, False, (Verdict.RISKY, Why.SAFER_CHOICE)),
        (Bid(5, 4), 0.3, 0.95, 0.05, False, False, (Verdict.MISTAKE, Why.SAFER_CHOICE)),
        (Calza(), 0.6, 0.9, 0.5, True, True, (Verdict.GOOD, Why.CALZA_ODDS)),
        (Calza(), 0.35, 0.9, 0.5, True, False, (Verdict.RISKY, Why.CALZA_ODDS)),
        (Calza(), 0.2, 0.9, 0.5, True, False, (Verdict.MISTAKE, Why.CALZA_ODDS)),
        (Calza(), 0.9, 0.9, 0.5, False, True, (Verdict.MISTAKE, Why.NOTHING_TO_WIN)),
        (Calza(), 0.3, 0.35, 0.5, False, False, (Verdict.GOOD, Why.SAFE_ENOUGH)),
    ],
)
def test_verdict_table(
    action: Action,
    chance: float,
    safest: float,
    standing: float,
    may_gain: bool,
    out_of_turn: bool,
    expected: tuple[Verdict, Why],
) -> None:
    assert verdict_for(action, chance, safest, standing, may_gain, out_of_turn) == expected


def play_with_bots(game: Game, seed: int) -> set[int]:
    """Let bots play every seat to the end; return the rounds in which seat 0 acted."""
    bots = [make_bot(level) for level in ("easy", "normal", "hard")]
    rng = random.Random(seed)
    acted: set[int] = set()
    while not game.is_over:
        seat, action = game.current_seat, None
        for caller in game.calza_priority():
            answer = (
                None if caller == seat else bots[caller].consider_calza(game.view_for(caller), rng)
            )
            if answer is not None:
                seat, action = caller, answer.action
                break
        assert seat is not None
        if action is None:
            action = bots[seat].choose(game.view_for(seat), game.legal_actions(), rng).action
        if seat == YOU:
            acted.add(game.round_number)
        game.apply(action, seat)
    return acted


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize(
    "options",
    [
        RuleOptions(dice_per_player=3),
        RuleOptions(dice_per_player=3, calza=True, lost_dice_visible=True),
        RuleOptions(dice_per_player=2, calza=True, palifico_one_die_may_change_face=True),
    ],
    ids=["plain", "calza-visible", "calza-house-palifico"],
)
def test_reviews_of_whole_seeded_games_hold_together(seed: int, options: RuleOptions) -> None:
    """Bots play every seat; seat 0's whole game is reviewed with Hard's advice."""
    game = Game(["You", "A", "B"], options, seed=seed)
    acted = play_with_bots(game, seed)
    reviews = review_rounds(Transcript.of(game), YOU)
    assert {review.round_number for review in reviews} == acted
    dudos = 0
    for review in reviews:
        for judgement in review.judgements:
            assert 0.0 <= judgement.chance <= judgement.safest_chance <= 1.0
            assert judgement.round_number == review.round_number
            dudos += isinstance(judgement.action, Dudo)
    summary = GameSummary.of(reviews, YOU)
    assert summary.dudo_right + summary.dudo_wrong == dudos
    assert summary.bluffs_caught <= summary.bluffs
    assert summary.raises_held <= summary.raises_doubted
    assert sum(summary.verdicts.values()) == sum(len(review.judgements) for review in reviews)
