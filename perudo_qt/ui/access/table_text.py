"""The table in words, from the person's snapshot: what a screen reader reads of the table.

Everything here comes from a ``TableSnapshot`` (what the person's seat may know) and, while
the cups are lifted, the ``Showdown`` the table shows: nothing tells of another seat's hidden
dice before the reveal.
"""

from __future__ import annotations

from perudo_qt.controller.snapshot import TableSnapshot
from perudo_qt.ui.table.reveal import TALLY_SEPARATOR, Showdown
from perudo_qt.ui.words.wording import (
    bid_words,
    dice_in_play_words,
    dice_words,
    hand_words,
    tr,
)


def your_dice_line(snapshot: TableSnapshot) -> str:
    """Return the person's dice in a sentence, or that they are out (empty in a bots' game)."""
    you = snapshot.human_seat
    if you is None:
        return ""
    if you not in snapshot.view.active_seats:
        return tr("You are out of the game.")
    return tr("Your dice: {dice}.").format(dice=hand_words(snapshot.view.own_dice))


def bid_line(snapshot: TableSnapshot) -> str:
    """Return the standing bid and who made it, or that nobody has bid yet this round."""
    view = snapshot.view
    standing, bidder = view.current_bid, view.bidder
    if standing is None or bidder is None:
        return tr("No bid yet this round.")
    if bidder == snapshot.human_seat:
        return tr("Standing bid: {bid}, yours.").format(bid=bid_words(standing))
    return tr("Standing bid: {bid}, by {name}.").format(
        bid=bid_words(standing), name=snapshot.names[bidder]
    )


def turn_line(snapshot: TableSnapshot) -> str:
    """Return whose turn it is (or who won)."""
    names, view = snapshot.names, snapshot.view
    if snapshot.winner is not None:
        if snapshot.winner == snapshot.human_seat:
            return tr("You win the game!")
        return tr("{name} wins the game!").format(name=names[snapshot.winner])
    seat = view.current_seat
    if seat is None:
        return ""
    if seat == snapshot.human_seat:
        return tr("Your turn.")
    return tr("{name}'s turn.").format(name=names[seat])


def seat_lines(snapshot: TableSnapshot) -> list[str]:
    """Return a line an opponent: their dice count where the rules show it, or that they are out."""
    view, lines = snapshot.view, []
    for seat, name in enumerate(snapshot.names):
        if seat == snapshot.human_seat:
            continue
        if seat not in view.active_seats:
            lines.append(tr("{name}: out.").format(name=name))
        elif view.dice_counts is None:
            lines.append(tr("{name}: dice count hidden.").format(name=name))
        else:
            lines.append(
                tr("{name}: {dice}.").format(name=name, dice=dice_words(view.dice_counts[seat]))
            )
    return lines


def round_line(snapshot: TableSnapshot) -> str:
    """Return the round, with palifico and what it means when it is one."""
    view = snapshot.view
    if view.is_palifico_round and view.options.palifico_one_die_may_change_face:
        return tr(
            "Round {round}, palifico: pacos are not wild, and only a player with one die may "
            "change the face."
        ).format(round=view.round_number)
    if view.is_palifico_round:
        return tr("Round {round}, palifico: pacos are not wild and the face stays.").format(
            round=view.round_number
        )
    return tr("Round {round}.").format(round=view.round_number)


def showdown_lines(showdown: Showdown, first: int) -> list[str]:
    """Return a reveal in words: the verdict, then how many dice counted per seat."""
    # On the felt a seat and its count never part (no-break spaces) and seats are set apart by
    # middle dots; read aloud, a space is a space and seats are a list ("middle dot" otherwise).
    tally = (
        showdown.tally(showdown.order(first)).replace(TALLY_SEPARATOR, ", ").replace("\xa0", " ")
    )
    return [*showdown.verdict().splitlines(), tally + "."]


def hands_lines(showdown: Showdown, first: int) -> list[str]:
    """Return every hand the reveal laid open, in play order from ``first``."""
    lines = []
    for seat in showdown.order(first):
        dice = hand_words(showdown.revealed.dice[seat])
        if seat == showdown.you:
            lines.append(tr("You held {dice}.").format(dice=dice))
        else:
            lines.append(tr("{name} held {dice}.").format(name=showdown.names[seat], dice=dice))
    return lines


def table_lines(snapshot: TableSnapshot, showdown: Showdown | None = None) -> list[str]:
    """Return the table in words, one fact a line.

    ``showdown`` is the reveal the table shows now, if the cups are lifted: the table says its
    verdict, tally and hands, and the next round's dice wait until it is dealt on the table.
    """
    view = snapshot.view
    if showdown is not None:
        return [*showdown_lines(showdown, view.seat), *hands_lines(showdown, view.seat)]
    lines = [turn_line(snapshot), your_dice_line(snapshot), bid_line(snapshot)]
    lines += [round_line(snapshot), *seat_lines(snapshot)]
    if view.dice_counts is not None:
        lines.append(dice_in_play_words(sum(view.dice_counts)) + ".")
    return [line for line in lines if line]


def table_words(snapshot: TableSnapshot, showdown: Showdown | None = None) -> str:
    """Return the table in words as one text, a line a fact."""
    return "\n".join(table_lines(snapshot, showdown))
