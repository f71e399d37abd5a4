"""Ratings on the Elo scale: fitting bots' strengths, and updating the person's after a game."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from perudo_qt.store.stats import PlacedGame

ELO = 400 / math.log(10)
"""Elo points per unit of log-strength: a 400-point gap is 10-to-1 odds."""

START = 1500.0
"""The rating everyone starts from, and the anchor of a fitted table's mean."""

K_FACTOR = 32.0
"""How far one game moves the person's rating (shared among the pairs of a bigger table)."""


@dataclass(frozen=True, slots=True)
class PairResult:
    """Games between two players: how many each won.

    Attributes:
        first, second: the players' ids.
        first_wins, second_wins: the games each won.
    """

    first: str
    second: str
    first_wins: int
    second_wins: int


@dataclass(frozen=True, slots=True)
class Rating:
    """A fitted rating with its 95 % confidence interval, on the Elo scale.

    Attributes:
        rating: the estimate.
        low, high: the interval's bounds.
        games: the games it was fitted from.
    """

    rating: float
    low: float
    high: float
    games: int


def expected_score(rating: float, opponent: float) -> float:
    """Return the chance that a player of ``rating`` finishes ahead of one of ``opponent``."""
    return 1.0 / (1.0 + math.pow(10.0, (opponent - rating) / 400.0))


def fit_ratings(results: Sequence[PairResult], iterations: int = 2000) -> dict[str, Rating]:
    """Fit Bradley-Terry strengths to ``results`` and return them on the Elo scale.

    The fit is Hunter's minorize-maximize iteration; the ratings' mean is ``START``. Each
    interval comes from the observed information matrix, with the other players' ratings
    held at their estimates. Every player needs at least one win and one loss, and the games
    must connect every player to every other.

    Raises:
        ValueError: a player won every game or lost every game, or the players fall apart
            into groups that never met.
    """
    players = sorted({name for result in results for name in (result.first, result.second)})
    wins = dict.fromkeys(players, 0)
    games: dict[tuple[str, str], int] = {}
    for result in results:
        wins[result.first] += result.first_wins
        wins[result.second] += result.second_wins
        total = result.first_wins + result.second_wins
        for pair in ((result.first, result.second), (result.second, result.first)):
            games[pair] = games.get(pair, 0) + total
    played = {name: sum(n for (a, _), n in games.items() if a == name) for name in players}
    for name in players:
        if wins[name] in (0, played[name]):
            raise ValueError(f"{name} won all or none of its games: its rating has no bound")
    _check_connected(players, games)
    strength = dict.fromkeys(players, 1.0)
    for _ in range(iterations):
        updated = {}
        for name in players:
            denominator = sum(
                n / (strength[name] + strength[other])
                for (first, other), n in games.items()
                if first == name
            )
            updated[name] = wins[name] / denominator
        scale = math.exp(sum(math.log(value) for value in updated.values()) / len(players))
        strength = {name: value / scale for name, value in updated.items()}
    fitted = {}
    for name in players:
        information = sum(
            n * strength[name] * strength[other] / (strength[name] + strength[other]) ** 2
            for (first, other), n in games.items()
            if first == name
        )
        spread = 1.96 * ELO / math.sqrt(information)
        rating = START + ELO * math.log(strength[name])
        fitted[name] = Rating(rating, rating - spread, rating + spread, played[name])
    return fitted


def _check_connected(players: Sequence[str], games: Mapping[tuple[str, str], int]) -> None:
    if not players:
        return
    reached = {players[0]}
    frontier = [players[0]]
    while frontier:
        name = frontier.pop()
        for (first, other), count in games.items():
            if first == name and count and other not in reached:
                reached.add(other)
                frontier.append(other)
    if len(reached) != len(players):
        raise ValueError("the games do not connect every player: ratings cannot be compared")


def pairwise_scores(places: Sequence[int], you: int) -> list[tuple[int, float]]:
    """Return a multi-player game as pairs: per other seat, 1 if ``you`` finished ahead, else 0.

    ``places`` are each seat's finishing place (1 for the winner).
    """
    return [
        (seat, 1.0 if places[you] < place else 0.0)
        for seat, place in enumerate(places)
        if seat != you
    ]


def updated_rating(
    rating: float, opponents: Sequence[tuple[float, float]], k_factor: float = K_FACTOR
) -> float:
    """Return ``rating`` after one game against ``opponents``, as (their rating, your score).

    A table of several opponents counts as one game: ``k_factor`` is shared among its pairs,
    so a six-seat game moves a rating as far as a duel does.
    """
    if not opponents:
        return rating
    share = k_factor / len(opponents)
    return rating + share * sum(
        score - expected_score(rating, opponent) for opponent, score in opponents
    )


def rating_history(
    games: Sequence[PlacedGame], table: Mapping[str, Rating], start: float = START
) -> list[float]:
    """Return the person's rating after each recorded game against rated opponents.

    Each game counts as pairs with every opponent whose bot the table rates (the person ahead
    of them, or behind); a game with none of them leaves the rating as it was and adds nothing.
    """
    rating, history = start, []
    for game in games:
        you = next((seat for seat, placed in enumerate(game.seats) if placed.bot is None), None)
        if you is None:
            continue
        places = [placed.place for placed in game.seats]
        opponents = [
            (table[bot].rating, score)
            for seat, score in pairwise_scores(places, you)
            if (bot := game.seats[seat].bot) is not None and bot in table
        ]
        if opponents:
            rating = updated_rating(rating, opponents)
            history.append(rating)
    return history


def nearest(rating: float, table: Mapping[str, Rating]) -> str:
    """Return the name in ``table`` whose rating is nearest ``rating``: "about as strong as"."""
    if not table:
        raise ValueError("no ratings to compare with")
    return min(table, key=lambda name: abs(table[name].rating - rating))
