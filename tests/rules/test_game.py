"""The game state machine: rounds, Dudo, Calza, palifico and every option, by example."""

from __future__ import annotations

import pytest

from perudo_qt.rules import (
    Bid,
    BidMade,
    Calza,
    CalzaCalled,
    DiceRevealed,
    DieGained,
    DieLost,
    Dudo,
    DudoCalled,
    Game,
    GameOver,
    IllegalActionError,
    PalificoDeclared,
    PlayerEliminated,
    RoundStarted,
    RuleOptions,
)

from .helpers import game_with_counts, make_seat_lose


def test_rulebook_worked_round() -> None:
    """000 (Asmodee 2009, French part), "un tour de jeu en images": 21 dice, players A to E."""
    game = game_with_counts(5, [4, 4, 4, 4, 5], starter=0)
    assert game.total_dice == 21
    game.set_round_dice(
        [
            [1, 1, 5, 2],  # A: two pacos, a five
            [1, 5, 4, 4],  # B
            [1, 4, 4, 6],  # C
            [5, 2, 3, 6],  # D
            [1, 5, 6, 2, 3],  # E
        ]
    )
    game.apply(Bid(4, 4))  # A
    game.apply(Bid(6, 4))  # B
    with pytest.raises(
        IllegalActionError, match="R9: after 6 fours a bid on pacos needs at least 3"
    ):
        game.apply(Bid(2, 1))
    game.apply(Bid(4, 1))  # C: 3 pacos was the minimum
    with pytest.raises(
        IllegalActionError, match="R11: after 4 pacos a bid on fives needs at least 9"
    ):
        game.apply(Bid(8, 5))
    game.apply(Bid(9, 5))  # D
    events = game.apply(Dudo())  # E
    assert events[0] == DudoCalled(seat=4, bidder=3, bid=Bid(9, 5))
    revealed = events[1]
    assert isinstance(revealed, DiceRevealed)
    assert (revealed.count, revealed.wild) == (9, True)  # four fives and five pacos
    assert events[2] == DieLost(4)
    assert game.dice_counts == (4, 4, 4, 4, 4)
    assert game.current_seat == 4  # E lost and starts the next round (R15)
    assert isinstance(events[-1], RoundStarted) and events[-1].starting_seat == 4


def test_false_bid_costs_the_bidder() -> None:
    game = Game(["A", "B", "C"], seed=1, first_seat=0)
    game.set_round_dice([[2, 2, 3, 4, 5], [6, 6, 6, 6, 6], [3, 3, 4, 4, 5]])
    game.apply(Bid(3, 2))
    events = game.apply(Dudo())
    assert DieLost(0) in events
    assert game.dice_counts == (4, 5, 5)
    assert game.current_seat == 0


def test_pacos_count_only_as_pacos_for_a_paco_bid() -> None:
    """004 example 2: a bid on pacos counts only the pacos."""
    game = Game(["Amy", "Bob"], seed=1, first_seat=0)
    game.set_round_dice([[1, 2, 2, 3, 4], [1, 5, 5, 5, 5]])
    game.apply(Bid(1, 2))
    game.apply(Bid(3, 1))
    events = game.apply(Dudo(), 0)
    revealed = next(event for event in events if isinstance(event, DiceRevealed))
    assert (revealed.count, revealed.wild) == (2, False)
    assert game.dice_counts == (5, 4)


def test_play_passes_to_the_left_skipping_players_who_are_out() -> None:
    game = Game("ABC", RuleOptions(dice_per_player=1), seed=6, first_seat=1)
    make_seat_lose(game, 1)
    assert game.active_seats == (0, 2)
    assert game.current_seat == 2  # R15: seat 1 is out, its left neighbour starts
    game.apply(Bid(1, 3))
    assert game.current_seat == 0
    game.apply(Bid(2, 3))
    assert game.current_seat == 2
    assert game.legal_actions(1) == ()
    with pytest.raises(IllegalActionError, match="R4: seat 1 is out"):
        game.apply(Dudo(), 1)


def test_an_eliminated_loser_hands_the_start_to_the_left() -> None:
    game = Game(["A", "B", "C"], RuleOptions(dice_per_player=1), seed=2, first_seat=1)
    game.set_round_dice([[2], [2], [2]])
    game.apply(Bid(1, 3))
    events = game.apply(Dudo())
    assert PlayerEliminated(1) in events
    assert game.current_seat == 2  # R15


def test_game_over_names_the_last_player_with_dice() -> None:
    game = Game(["A", "B"], RuleOptions(dice_per_player=1), seed=2, first_seat=0)
    game.set_round_dice([[4], [5]])
    game.apply(Bid(1, 4))
    events = game.apply(Dudo())
    assert events[-1] == GameOver(winner=0)
    assert game.is_over and game.winner == 0 and game.current_seat is None
    assert game.legal_actions(0) == ()
    with pytest.raises(IllegalActionError, match="R4: the game is over"):
        game.apply(Bid(1, 2), 0)


def test_the_last_loser_of_a_game_holds_no_dice() -> None:
    """R4: after a player's final loss their cup is empty, also when that loss ends the game."""
    game = Game(["A", "B"], RuleOptions(dice_per_player=1), seed=2, first_seat=0)
    game.set_round_dice([[4], [5]])
    game.apply(Bid(1, 4))
    revealed = next(e for e in game.apply(Dudo()) if isinstance(e, DiceRevealed))
    assert revealed.dice == ((4,), (5,))
    assert game.dice(1) == ()
    assert game.view_for(1).own_dice == ()
    assert game.all_dice() == ((4,), ())


@pytest.mark.parametrize(
    ("action", "seat", "message"),
    [
        (Dudo(), None, "R12: Dudo needs a standing bid"),
        (Bid(1, 1), None, "R6: the opening bid may not be on pacos"),
        (Bid(2, 3), 1, "R7: it is seat 0's turn, not seat 1's"),
        (Calza(), 1, "R16: Calza is not played at this table"),
    ],
)
def test_illegal_openings_name_their_rule(action: object, seat: int | None, message: str) -> None:
    game = Game(["A", "B", "C"], seed=3, first_seat=0)
    before = (game.dice_counts, game.all_dice(), game.history)
    with pytest.raises(IllegalActionError, match=message):
        game.apply(action, seat)  # type: ignore[arg-type]
    assert not game.is_legal(action, seat)  # type: ignore[arg-type]
    assert (game.dice_counts, game.all_dice(), game.history) == before


def test_illegal_action_error_is_a_value_error_with_rule_and_reason() -> None:
    game = Game(["A", "B"], seed=3, first_seat=0)
    with pytest.raises(ValueError, match="R6") as caught:
        game.apply(Bid(2, 1))
    assert isinstance(caught.value, IllegalActionError)
    assert caught.value.rule == "R6"
    assert "pacos" in caught.value.reason


def test_same_seed_same_game() -> None:
    first, second = Game("ABCD", seed=99), Game("ABCD", seed=99)
    assert first.first_seat == second.first_seat
    assert first.all_dice() == second.all_dice()
    assert Game("ABCD", seed=100).all_dice() != first.all_dice()


def test_first_player_is_drawn_from_the_seed() -> None:
    seats = {Game("ABCDEF", seed=seed).first_seat for seed in range(60)}
    assert seats == set(range(6))  # R3


@pytest.mark.parametrize("count", [1, 7])
def test_table_size_is_two_to_six(count: int) -> None:
    with pytest.raises(ValueError, match="R1"):
        Game(["x"] * count)


@pytest.mark.parametrize("dice_per_player", [1, 3, 5])
def test_dice_per_player_option(dice_per_player: int) -> None:
    game = Game("ABC", RuleOptions(dice_per_player=dice_per_player), seed=1)
    assert game.dice_counts == (dice_per_player,) * 3
    assert all(len(game.dice(seat)) == dice_per_player for seat in range(3))
    assert game.max_quantity == 3 * dice_per_player


@pytest.mark.parametrize("dice_per_player", [0, 6])
def test_dice_per_player_bounds(dice_per_player: int) -> None:
    with pytest.raises(ValueError, match="R2"):
        RuleOptions(dice_per_player=dice_per_player)


def test_set_round_dice_only_before_the_opening_bid() -> None:
    game = Game("AB", seed=1, first_seat=0)
    with pytest.raises(ValueError, match="holds 5 dice"):
        game.set_round_dice([[1, 2], [1, 2, 3, 4, 5]])
    with pytest.raises(ValueError, match="faces 1 to 6"):
        game.set_round_dice([[1, 2, 3, 4, 7], [1, 2, 3, 4, 5]])
    game.apply(Bid(2, 3))
    with pytest.raises(ValueError, match="before a round's opening bid"):
        game.set_round_dice([[1] * 5, [1] * 5])


# Palifico (R14) ----------------------------------------------------------------------------


def test_falling_to_one_die_starts_a_palifico_round() -> None:
    game = Game("ABC", RuleOptions(dice_per_player=2), seed=4, first_seat=0)
    game.set_round_dice([[2, 2], [2, 2], [2, 2]])
    game.apply(Bid(1, 3))
    events = game.apply(Dudo())
    assert PalificoDeclared(0) in events
    assert events[-1] == RoundStarted(round_number=2, starting_seat=0, palifico=True)
    assert game.is_palifico_round
    assert game.view_for(1).is_palifico_round


def palifico_game(**options: object) -> Game:
    """A 3-player game with two dice each, seat 0 down to one die and opening a palifico round."""
    game = Game("ABC", RuleOptions(dice_per_player=2, **options), seed=4, first_seat=0)  # type: ignore[arg-type]
    make_seat_lose(game, 0)
    return game


def test_palifico_round_locks_the_face_and_allows_a_paco_opening() -> None:
    game = palifico_game()
    assert game.is_legal(Bid(1, 1))  # R14: may open on pacos
    game.apply(Bid(2, 5))
    assert game.legal_actions() == (Bid(3, 5), Bid(4, 5), Bid(5, 5), Bid(6, 5), Dudo())
    with pytest.raises(
        IllegalActionError, match="R14: in a palifico round every bid stays on fives"
    ):
        game.apply(Bid(3, 6))


def test_pacos_are_not_wild_in_a_palifico_round() -> None:
    game = palifico_game()
    game.set_round_dice([[5], [1, 1], [5, 1]])
    game.apply(Bid(2, 5))
    events = game.apply(Dudo())
    revealed = next(event for event in events if isinstance(event, DiceRevealed))
    assert (revealed.count, revealed.wild) == (2, False)
    assert DieLost(1) in events  # two fives: the bid stands, the doubter loses


def test_palifico_lasts_one_round() -> None:
    game = palifico_game()
    game.set_round_dice([[3], [2, 2], [2, 2]])
    game.apply(Bid(1, 3))
    game.apply(Dudo())  # one three: the bid stands, seat 1 loses and falls to one die
    assert game.is_palifico_round and game.current_seat == 1  # seat 1's own palifico
    make_seat_lose(game, 2)
    assert game.is_palifico_round and game.current_seat == 2
    make_seat_lose(game, 2)  # seat 2 is out, seat 0 starts a normal round
    assert not game.is_palifico_round


def test_palifico_option_off() -> None:
    game = palifico_game(palifico=False)
    assert not game.is_palifico_round
    assert not game.is_legal(Bid(1, 1))
    assert not any(isinstance(event, PalificoDeclared) for event in game.history)


def test_calza_right_gains_a_die_and_the_caller_starts() -> None:
    game = Game("ABC", RuleOptions(calza=True), seed=5, first_seat=0)
    make_seat_lose(game, 1)
    game.set_round_dice([[2, 2, 3, 4, 5], [1, 3, 3, 4], [6, 6, 6, 6, 6]])
    game.apply(Bid(3, 2), 1)
    events = game.apply(Calza(), 0)  # seat 0 calls out of turn (seat 2 is to play)
    assert events[0] == CalzaCalled(seat=0, bidder=1, bid=Bid(3, 2))
    assert DieGained(0) not in events  # already at five: never above the start (R16)
    assert game.current_seat == 0
    game.set_round_dice([[2, 2, 3, 4, 5], [1, 3, 3, 4], [6, 6, 6, 6, 6]])
    game.apply(Bid(3, 2))
    events = game.apply(Calza(), 1)
    assert DieGained(1) in events
    assert game.dice_counts == (5, 5, 5)
    assert game.current_seat == 1


def test_calza_wrong_loses_a_die() -> None:
    game = Game("ABC", RuleOptions(calza=True), seed=5, first_seat=0)
    game.set_round_dice([[2, 2, 3, 4, 5], [1, 3, 3, 4, 4], [6, 6, 6, 6, 6]])
    game.apply(Bid(2, 2))
    events = game.apply(Calza())  # seat 1, in turn: three twos, not two
    assert DieLost(1) in events
    assert game.current_seat == 1


def test_the_bidder_may_not_call_calza() -> None:
    game = Game("ABC", RuleOptions(calza=True), seed=5, first_seat=0)
    game.apply(Bid(2, 2))
    assert game.legal_actions(0) == ()
    assert game.legal_actions(2) == (Calza(),)
    assert Calza() in game.legal_actions(1)
    with pytest.raises(IllegalActionError, match="R16: the player who made the standing bid"):
        game.apply(Calza(), 0)


@pytest.mark.parametrize(("restricted", "allowed"), [(False, True), (True, False)])
def test_calza_restricted_with_two_players(restricted: bool, allowed: bool) -> None:
    game = Game("AB", RuleOptions(calza=True, calza_restricted=restricted), seed=5, first_seat=0)
    game.apply(Bid(2, 2))
    assert game.is_legal(Calza()) is allowed


@pytest.mark.parametrize(("restricted", "allowed"), [(False, True), (True, False)])
def test_calza_restricted_in_palifico(restricted: bool, allowed: bool) -> None:
    game = palifico_game(calza=True, calza_restricted=restricted)
    game.apply(Bid(1, 4))
    assert game.is_legal(Calza()) is allowed
    assert game.is_legal(Calza(), 2) is allowed


@pytest.mark.parametrize(("once", "second_palifico"), [(True, False), (False, True)])
def test_palifico_once_per_player(once: bool, second_palifico: bool) -> None:
    """004: after a Calza brings a one-die player back, falling to one again may not trigger."""
    game = palifico_game(calza=True, palifico_once_per_player=once)
    game.set_round_dice([[2], [2, 3], [3, 3]])
    game.apply(Bid(3, 3))
    events = game.apply(Calza(), 1)  # three threes: seat 1 is right but already holds two
    assert DieGained(1) not in events and DieLost(1) not in events
    # Seat 1 starts; seat 0 calls Calza right and returns to two dice.
    game.set_round_dice([[4], [4, 4], [5, 6]])
    game.apply(Bid(3, 4))
    events = game.apply(Calza(), 0)
    assert DieGained(0) in events
    assert game.dice_counts == (2, 2, 2)
    make_seat_lose(game, 0)
    assert game.dice_counts[0] == 1
    assert game.is_palifico_round is second_palifico
    declared = [event for event in game.history if event == PalificoDeclared(0)]
    assert len(declared) == (2 if second_palifico else 1)


def test_one_die_player_may_change_face_with_the_house_rule() -> None:
    game = Game(
        "ABC",
        RuleOptions(dice_per_player=2, palifico_one_die_may_change_face=True),
        seed=4,
        first_seat=1,
    )
    make_seat_lose(game, 0)  # seat 0: one die, palifico round, opens
    make_seat_lose(game, 2)  # seat 2: one die, its palifico round, opens
    assert game.current_seat == 2 and game.is_palifico_round
    game.apply(Bid(1, 4))  # seat 2
    assert game.current_seat == 0
    assert game.is_legal(Bid(1, 6))  # seat 0 holds one die: may change the face
    game.apply(Bid(1, 6))
    assert game.current_seat == 1
    assert not game.is_legal(Bid(2, 5))  # seat 1 holds two dice: face stays sixes
    assert game.is_legal(Bid(2, 6))


def test_bid_events_carry_the_seat() -> None:
    game = Game("ABC", seed=8, first_seat=2)
    assert game.apply(Bid(2, 3)) == (BidMade(2, Bid(2, 3)),)
    assert game.current_seat == 0
    assert game.round_bids == (BidMade(2, Bid(2, 3)),)
    assert game.bidder == 2


# Views (R17) -------------------------------------------------------------------------------


@pytest.mark.parametrize("visible", [False, True])
def test_view_holds_only_own_dice(visible: bool) -> None:
    game = Game("ABC", RuleOptions(lost_dice_visible=visible), seed=9, first_seat=0)
    make_seat_lose(game, 1)
    view = game.view_for(2)
    assert view.own_dice == game.dice(2)
    assert view.dice_counts == ((5, 4, 5) if visible else None)
    assert view.active_seats == (0, 1, 2)
    assert DieLost(1) in view.history  # every loss is public
    assert not any(field == game.dice(0) for field in (view.own_dice,))
