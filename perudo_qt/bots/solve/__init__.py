"""Solved heads-up rounds: the solver, its tables, and the equilibrium's play in a game.

A heads-up round without Calza has two outcomes: one player or the other loses a die. Any
payoff over the whole game (the chance to win it, by backward induction over dice counts, who
starts and palifico used) is then an affine function of the round's ±1 payoff, and both have
the same equilibria: the per-round payoff suffices for every table shipped. Calza adds a third
outcome (a die won back), so a heads-up round with Calza allowed has no table; Expert plays it
with its search (see ``perudo_qt.bots.expert``), as it does the splits without a table and a bid
history the equilibrium never reaches.

A round has many equilibria, and some win more than others against the players Expert meets.
A seat of a shipped table is a restricted Nash response (``cfr.Restraint``) to a population
(the league's tuning members and our Normal and Hard, held with a chance of 0.1): an
equilibrium, or within a few thousandths of a die per round of one, chosen for what it wins
against them; where that wins next to nothing more, the seat plays the equilibrium. A table's
metadata keeps the command that made it, the population, the weight, which seats answer it,
the equilibrium's value (``value``) and the table's own (``table_value``).
"""

from __future__ import annotations

from perudo_qt.rules import Action, PlayerView, RuleOptions

from .reader import SolvedTable, load_table
from .split import Split

__all__ = ["SolvedTable", "Split", "load_table", "round_split", "solved_policy", "split_of"]


def split_of(view: PlayerView, counts: tuple[int, ...]) -> Split | None:
    """Return the split a heads-up round is, or None when no table could cover it.

    ``counts`` are every seat's dice. Rounds of three or more players, and heads-up rounds
    where Calza is allowed, are outside every table.
    """
    if len(view.active_seats) != 2:
        return None
    opener = view.starting_seat
    responder = next(seat for seat in view.active_seats if seat != opener)
    return round_split(view.options, counts[opener], counts[responder], view.is_palifico_round)


def round_split(options: RuleOptions, opener: int, responder: int, palifico: bool) -> Split | None:
    """Return the split of a heads-up round under ``options``, or None with Calza allowed.

    ``opener`` and ``responder`` are the dice each player holds as the round starts.
    """
    if options.calza and not options.calza_restricted:
        return None
    may_change_face = palifico and options.palifico_one_die_may_change_face
    # With the face locked (R14), single-step raises change nothing.
    single_step = options.single_step_raises and (may_change_face or not palifico)
    return Split(opener, responder, palifico, single_step, may_change_face)


def solved_policy(view: PlayerView, counts: tuple[int, ...]) -> dict[Action, float] | None:
    """Return the equilibrium's chances of each action for ``view.seat``, or None.

    None when the round is outside every table (see ``split_of``), or its bids leave the
    table: a bid the equilibrium never makes, or one above the dice in play.
    """
    split = split_of(view, counts)
    if split is None:
        return None
    table = load_table(split)
    if table is None:
        return None
    return table.policy(tuple(made.bid for made in view.round_bids), view.own_dice)
