"""Which raises the rules allow: the quantities each face may take after a bid (R6, R8-R11, R14)."""

from __future__ import annotations

from dataclasses import dataclass

from .actions import FACES, PACO, Action, Bid, Dudo, face_word
from .options import MAX_DICE, RuleOptions


@dataclass(frozen=True, slots=True)
class FaceRange:
    """The quantities a bid on ``face`` may take now, and the rule that sets them.

    Attributes:
        face: the face of the new bid.
        minimum: the least quantity allowed, or None when the face is not allowed at all.
        maximum: the greatest quantity allowed, or None for no upper bound.
        rule: the rule id that sets the range (e.g. ``"R11"``).

    """

    face: int
    minimum: int | None
    maximum: int | None
    rule: str

    def allows(self, quantity: int) -> bool:
        """Whether a bid of ``quantity`` dice on this face is allowed."""
        if self.minimum is None or quantity < self.minimum:
            return False
        return self.maximum is None or quantity <= self.maximum


@dataclass(frozen=True, slots=True)
class RaiseContext:
    """The circumstances of a raise that change which bids are allowed.

    Attributes:
        palifico_round: pacos are not wild and the face is locked (R14).
        may_change_face: the bidder holds one die and the house rule lets them change the face
            in a palifico round (R14, option ``palifico_one_die_may_change_face``).
        single_step: option ``single_step_raises`` (R8).

    """

    palifico_round: bool = False
    may_change_face: bool = False
    single_step: bool = False

    @classmethod
    def for_bidder(cls, options: RuleOptions, palifico_round: bool, dice_held: int) -> RaiseContext:
        """Return the context of a bidder holding ``dice_held`` dice under ``options``."""
        return cls(
            palifico_round=palifico_round,
            may_change_face=options.palifico_one_die_may_change_face and dice_held == 1,
            single_step=options.single_step_raises,
        )


def face_range(standing: Bid | None, face: int, context: RaiseContext) -> FaceRange:
    """Return the quantities allowed for a new bid on ``face`` after ``standing``.

    ``standing`` is None for the opening bid of a round.
    """
    if standing is None:
        if face == PACO and not context.palifico_round:
            return FaceRange(face, None, None, "R6")
        return FaceRange(face, 1, None, "R6")
    quantity = standing.quantity
    if context.palifico_round:
        if context.may_change_face:
            return _ordered_range(standing, face, context.single_step, "R14")
        if face != standing.face:
            return FaceRange(face, None, None, "R14")
        return FaceRange(face, quantity + 1, None, "R14")
    if standing.face != PACO and face != PACO:
        return _ordered_range(standing, face, context.single_step, "R8")
    if standing.face != PACO:
        return FaceRange(face, -(-quantity // 2), None, "R9")
    if face == PACO:
        return FaceRange(face, quantity + 1, None, "R10")
    return FaceRange(face, 2 * quantity + 1, None, "R11")


def legal_bids(standing: Bid | None, context: RaiseContext, max_quantity: int) -> tuple[Bid, ...]:
    """Return every bid allowed after ``standing``, up to ``max_quantity`` dice, by face."""
    bids: list[Bid] = []
    for face in FACES:
        allowed = face_range(standing, face, context)
        if allowed.minimum is None:
            continue
        top = max_quantity if allowed.maximum is None else allowed.maximum
        bids.extend(_BIDS[face][allowed.minimum - 1 : top])
    return tuple(bids)


def turn_actions(
    standing: Bid | None, context: RaiseContext, max_quantity: int
) -> tuple[Action, ...]:
    """Return what the player to act may do: every allowed bid, then Dudo if a bid stands (R12).

    Calza, which depends on who made the standing bid and on the options, is not included.
    """
    bids: tuple[Action, ...] = legal_bids(standing, context, max_quantity)
    return bids if standing is None else (*bids, Dudo())


def _ordered_range(standing: Bid, face: int, single_step: bool, rule: str) -> FaceRange:
    """Raise by quantity, or by face at the same quantity (R8); pacos rank lowest."""
    quantity = standing.quantity
    if face == standing.face:
        return FaceRange(face, quantity + 1, None, rule)
    if single_step:
        if face > standing.face:
            return FaceRange(face, quantity, quantity, rule)
        return FaceRange(face, None, None, rule)
    if face > standing.face:
        return FaceRange(face, quantity, None, rule)
    return FaceRange(face, quantity + 1, None, rule)


def explain_refusal(standing: Bid | None, bid: Bid, allowed: FaceRange) -> str:
    """Say in plain words why ``bid`` falls outside ``allowed`` (for error messages and logs)."""
    faces = face_word(bid.face)
    if standing is None:
        return "the opening bid may not be on pacos outside a palifico round"
    if allowed.minimum is None:
        if allowed.rule == "R14":
            return f"in a palifico round every bid stays on {face_word(standing.face)}"
        return f"with single-step raises, after {standing} the face may not go down to {faces}"
    if bid.quantity < allowed.minimum:
        return f"after {standing} a bid on {faces} needs at least {allowed.minimum} dice"
    return (
        f"with single-step raises, a bid on {faces} after {standing} must keep "
        f"the quantity at {allowed.maximum}"
    )


_BIDS: dict[int, tuple[Bid, ...]] = {
    face: tuple(Bid(quantity, face) for quantity in range(1, MAX_DICE + 1)) for face in FACES
}
"""Every bid a table of up to 30 dice can offer, made once: ``legal_bids`` slices them."""
