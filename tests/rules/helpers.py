"""Helpers that bring a game into a wanted state through legal play only."""

from __future__ import annotations

from perudo_qt.rules import Bid, Dudo, Game


def make_seat_lose(game: Game, seat: int) -> None:
    """Play one round in which ``seat`` loses a die, through legal actions only.

    Every die shows a two, so an opening of "1 two" is true and a bid on threes is false.
    """
    game.set_round_dice([[2] * count for count in game.dice_counts])
    if game.current_seat == seat:
        game.apply(Bid(1, 3))
        game.apply(Dudo())
        return
    quantity = 1
    while game.current_seat != seat:
        game.apply(Bid(quantity, 2))
        quantity += 1
    game.apply(Dudo())


def game_with_counts(players: int, counts: list[int], starter: int, **options: object) -> Game:
    """Return a game whose seats hold ``counts`` dice and whose next round ``starter`` opens.

    ``starter`` must be one of the seats that lose dice; it is made to lose last.
    """
    from perudo_qt.rules import RuleOptions

    game = Game([f"P{seat}" for seat in range(players)], RuleOptions(**options), seed=7)  # type: ignore[arg-type]
    top = game.options.dice_per_player
    losses = [(seat, top - count) for seat, count in enumerate(counts)]
    order = [seat for seat, lost in losses if seat != starter for _ in range(lost)]
    order += [starter] * (top - counts[starter])
    for seat in order:
        make_seat_lose(game, seat)
    assert list(game.dice_counts) == counts
    assert game.current_seat == starter
    return game
