"""Raise legality (R6, R8-R11, R14) as tables, the rulebooks' examples first."""

from __future__ import annotations

import pytest

from perudo_qt.rules import Bid, Dudo, RaiseContext, RuleOptions, legal_bids, turn_actions
from perudo_qt.rules.bidding import face_range

NORMAL = RaiseContext()
SINGLE_STEP = RaiseContext(single_step=True)
PALIFICO = RaiseContext(palifico_round=True)
PALIFICO_ONE_DIE = RaiseContext(palifico_round=True, may_change_face=True)


def legal(standing: Bid | None, new: Bid, context: RaiseContext = NORMAL) -> bool:
    return face_range(standing, new.face, context).allows(new.quantity)


# (standing, new, legal, source)
RULEBOOK_EXAMPLES = [
    # 002 (French 2009), "Surenchère": after 5 fours, 7 fours and 5 fives are both raises.
    (Bid(5, 4), Bid(7, 4), True, "002 surenchère, quantity raised"),
    (Bid(5, 4), Bid(5, 5), True, "002 surenchère, face raised"),
    # 002 "On peut proposer des paco": after 7 fours, 4 pacos (half rounded up).
    (Bid(7, 4), Bid(4, 1), True, "002 paco example"),
    (Bid(7, 4), Bid(3, 1), False, "002 paco example, one short"),
    # 002: after 4 pacos another face needs double plus one: 9.
    (Bid(4, 1), Bid(9, 6), True, "002 leaving pacos"),
    (Bid(4, 1), Bid(8, 6), False, "002 leaving pacos, one short"),
    # 000 worked round: B 6 fours, C 4 pacos (3 was the minimum), D 9 fives.
    (Bid(4, 4), Bid(6, 4), True, "000 worked round, player B"),
    (Bid(6, 4), Bid(3, 1), True, "000 worked round, C's minimum"),
    (Bid(6, 4), Bid(4, 1), True, "000 worked round, player C"),
    (Bid(6, 4), Bid(2, 1), False, "000 worked round, below C's minimum"),
    (Bid(4, 1), Bid(9, 5), True, "000 worked round, player D"),
    (Bid(4, 1), Bid(8, 5), False, "000 worked round, below D's minimum"),
    # 004 (Board Game Arena): 5 -> 3 pacos, 3 pacos -> 7 of a face.
    (Bid(5, 3), Bid(3, 1), True, "004 to pacos"),
    (Bid(3, 1), Bid(7, 2), True, "004 from pacos"),
    (Bid(3, 1), Bid(6, 2), False, "004 from pacos, one short"),
]


@pytest.mark.parametrize(("standing", "new", "expected", "source"), RULEBOOK_EXAMPLES)
def test_rulebook_examples(standing: Bid, new: Bid, expected: bool, source: str) -> None:
    assert legal(standing, new) is expected, source


@pytest.mark.parametrize(
    ("standing", "new", "expected", "rule"),
    [
        # R8: more dice on any face, or the same dice on a higher face.
        (Bid(3, 4), Bid(4, 2), True, "R8"),
        (Bid(3, 4), Bid(3, 5), True, "R8"),
        (Bid(3, 4), Bid(3, 4), False, "R8"),
        (Bid(3, 4), Bid(3, 3), False, "R8"),
        (Bid(3, 4), Bid(2, 6), False, "R8"),
        (Bid(3, 6), Bid(4, 2), True, "R8"),
        # R9: pacos need half the quantity, rounded up.
        (Bid(6, 4), Bid(3, 1), True, "R9"),
        (Bid(5, 4), Bid(3, 1), True, "R9"),
        (Bid(5, 4), Bid(2, 1), False, "R9"),
        (Bid(1, 6), Bid(1, 1), True, "R9"),
        # R10: pacos to pacos, more dice.
        (Bid(2, 1), Bid(3, 1), True, "R10"),
        (Bid(2, 1), Bid(2, 1), False, "R10"),
        # R11: pacos to another face, double plus one.
        (Bid(1, 1), Bid(3, 2), True, "R11"),
        (Bid(1, 1), Bid(2, 6), False, "R11"),
    ],
)
def test_normal_round_raises(standing: Bid, new: Bid, expected: bool, rule: str) -> None:
    allowed = face_range(standing, new.face, NORMAL)
    assert allowed.rule == rule
    assert allowed.allows(new.quantity) is expected


@pytest.mark.parametrize(
    ("new", "context", "expected"),
    [
        (Bid(1, 2), NORMAL, True),
        (Bid(7, 6), NORMAL, True),
        (Bid(1, 1), NORMAL, False),  # R6: no paco opening outside palifico
        (Bid(3, 1), PALIFICO, True),  # R14: a palifico round may open on pacos
        (Bid(2, 5), PALIFICO, True),
    ],
)
def test_opening_bids(new: Bid, context: RaiseContext, expected: bool) -> None:
    assert legal(None, new, context) is expected


@pytest.mark.parametrize(
    ("standing", "new", "expected"),
    [
        (Bid(5, 4), Bid(6, 4), True),
        (Bid(5, 4), Bid(9, 4), True),
        (Bid(5, 4), Bid(5, 5), True),
        (Bid(5, 4), Bid(6, 5), False),  # both changed
        (Bid(5, 4), Bid(7, 6), False),
        (Bid(5, 4), Bid(6, 3), False),  # lower face, even with more dice
        (Bid(5, 4), Bid(5, 3), False),
        # The paco conversions (R9-R11) are not single steps and stay as they are.
        (Bid(7, 4), Bid(4, 1), True),
        (Bid(4, 1), Bid(9, 5), True),
    ],
)
def test_single_step_raises(standing: Bid, new: Bid, expected: bool) -> None:
    assert legal(standing, new, SINGLE_STEP) is expected


@pytest.mark.parametrize(
    ("standing", "new", "context", "expected"),
    [
        # R14: the face stays and only the quantity rises; pacos are a face like any other.
        (Bid(3, 5), Bid(4, 5), PALIFICO, True),
        (Bid(3, 5), Bid(3, 5), PALIFICO, False),
        (Bid(3, 5), Bid(4, 6), PALIFICO, False),
        (Bid(3, 5), Bid(2, 1), PALIFICO, False),
        (Bid(2, 1), Bid(3, 1), PALIFICO, True),
        (Bid(2, 1), Bid(5, 2), PALIFICO, False),
        # House rule: a one-die player may change the face, by the R8 order (pacos lowest).
        (Bid(3, 5), Bid(3, 6), PALIFICO_ONE_DIE, True),
        (Bid(3, 5), Bid(4, 2), PALIFICO_ONE_DIE, True),
        (Bid(3, 5), Bid(3, 2), PALIFICO_ONE_DIE, False),
        (Bid(3, 5), Bid(2, 1), PALIFICO_ONE_DIE, False),
        (Bid(2, 1), Bid(2, 3), PALIFICO_ONE_DIE, True),
    ],
)
def test_palifico_raises(standing: Bid, new: Bid, context: RaiseContext, expected: bool) -> None:
    assert legal(standing, new, context) is expected


@pytest.mark.parametrize(("quantity", "face"), [(0, 3), (-1, 2), (2, 7), (2, 0)])
def test_impossible_bids_are_rejected(quantity: int, face: int) -> None:
    with pytest.raises(ValueError, match=r"R6|faces 1 to 6"):
        Bid(quantity, face)


@pytest.mark.parametrize(("quantity", "face"), [(2.0, 3), ("2", 3), (True, 3), (2, None)])
def test_bids_need_integers(quantity: object, face: object) -> None:
    with pytest.raises(TypeError):
        Bid(quantity, face)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("standing", "context", "max_quantity", "expected"),
    [
        # Opening a normal round: any quantity of faces two to six, no pacos (R6).
        (None, RaiseContext(), 2, [Bid(q, f) for f in range(2, 7) for q in (1, 2)]),
        # After 2 fives on four dice: 3 or 4 pacos (R9), 3+ of lower faces, 2+ of sixes (R8).
        (
            Bid(2, 5),
            RaiseContext(),
            4,
            [Bid(1, 1), Bid(2, 1), Bid(3, 1), Bid(4, 1)]
            + [Bid(q, f) for f in (2, 3, 4) for q in (3, 4)]
            + [Bid(3, 5), Bid(4, 5), Bid(2, 6), Bid(3, 6), Bid(4, 6)],
        ),
        # After 2 pacos on four dice: 5 of another face is out of reach (R11).
        (Bid(2, 1), RaiseContext(), 4, [Bid(3, 1), Bid(4, 1)]),
        # Palifico: the face is locked (R14).
        (Bid(2, 3), RaiseContext(palifico_round=True), 4, [Bid(3, 3), Bid(4, 3)]),
        # Single-step raises: the next face keeps the quantity, a lower face is out (R8).
        (
            Bid(3, 4),
            RaiseContext(single_step=True),
            4,
            [Bid(2, 1), Bid(3, 1), Bid(4, 1), Bid(4, 4), Bid(3, 5), Bid(3, 6)],
        ),
    ],
)
def test_legal_bids_lists_every_allowed_raise(
    standing: Bid | None, context: RaiseContext, max_quantity: int, expected: list[Bid]
) -> None:
    bids = legal_bids(standing, context, max_quantity)
    assert len(bids) == len(expected)
    assert set(bids) == set(expected)


@pytest.mark.parametrize(
    ("house_rule", "dice_held", "may_change_face"),
    [(True, 1, True), (True, 2, False), (False, 1, False)],
)
def test_raise_context_for_a_bidder(
    house_rule: bool, dice_held: int, may_change_face: bool
) -> None:
    options = RuleOptions(palifico_one_die_may_change_face=house_rule, single_step_raises=True)
    context = RaiseContext.for_bidder(options, palifico_round=True, dice_held=dice_held)
    assert context == RaiseContext(True, may_change_face, single_step=True)


@pytest.mark.parametrize(("standing", "doubt"), [(None, ()), (Bid(2, 5), (Dudo(),))])
def test_turn_actions_add_dudo_only_when_a_bid_stands(
    standing: Bid | None, doubt: tuple[Dudo, ...]
) -> None:
    bids = legal_bids(standing, RaiseContext(), 4)
    assert turn_actions(standing, RaiseContext(), 4) == (*bids, *doubt)
