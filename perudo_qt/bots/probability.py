"""Counting odds: distributions of how many unseen dice match a face, and their tails."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from math import comb, exp

Distribution = tuple[float, ...]
"""``dist[k]`` is the probability that exactly ``k`` dice match."""


@lru_cache(maxsize=512)
def binomial(dice: int, p: float) -> Distribution:
    """Return the binomial distribution of matches among ``dice`` dice, each matching with ``p``."""
    q = 1.0 - p
    return tuple(comb(dice, k) * p**k * q ** (dice - k) for k in range(dice + 1))


def convolve(first: Sequence[float], second: Sequence[float]) -> Distribution:
    """Return the distribution of the sum of two independent counts."""
    result = [0.0] * (len(first) + len(second) - 1)
    for i, a in enumerate(first):
        if a:
            for j, b in enumerate(second):
                result[i + j] += a * b
    return tuple(result)


def tails(dist: Sequence[float]) -> Distribution:
    """Return ``t`` with ``t[k]`` = P(count >= k), for k from 0 to len(dist)."""
    result = [0.0] * (len(dist) + 1)
    running = 0.0
    for k in range(len(dist) - 1, -1, -1):
        running += dist[k]
        result[k] = min(running, 1.0)
    return tuple(result)


def match_probability(face: int, wild: bool) -> float:
    """Return the chance one unseen die counts for ``face``: 1/3 with wild pacos, else 1/6."""
    return 1 / 3 if wild and face != 1 else 1 / 6


@lru_cache(maxsize=512)
def binomial_tails(dice: int, p: float) -> Distribution:
    """Return the tails of ``binomial(dice, p)``, cached: ``t[k]`` = P(matches >= k)."""
    return tails(binomial(dice, p))


@lru_cache(maxsize=4096)
def tilted_binomial(dice: int, p: float, weight: float) -> Distribution:
    """Return a bidder's matches after their bids hinted at the face with ``weight``.

    The prior is binomial; the likelihood of the hints grows with the matches held, as
    ``exp(weight * k)``: a player more often bids what they hold.
    """
    prior = binomial(dice, p)
    if not weight:
        return prior
    scaled = [chance * exp(weight * k) for k, chance in enumerate(prior)]
    total = sum(scaled)
    return tuple(value / total for value in scaled)
