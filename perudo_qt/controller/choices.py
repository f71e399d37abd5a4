"""What the person may do now, and why an action of theirs was refused: plain values (no Qt)."""

from __future__ import annotations

from dataclasses import dataclass

from perudo_qt.rules import FACES, Action, Bid, Calza, Dudo, FaceRange, Game


@dataclass(frozen=True, slots=True)
class HumanChoices:
    """What the person at the table may do now.

    Attributes:
        my_turn: whether it is their turn to bid or doubt.
        legal: every legal action for them now (at most Calza when it is not their turn).
        face_ranges: per face, the quantities allowed and the rule behind them.
        quantity_cap: the highest quantity worth offering (the dice in play when they are
            public, else the dice the game started with).
        standing: the standing bid, if any.
    """

    my_turn: bool
    legal: tuple[Action, ...]
    face_ranges: tuple[FaceRange, ...]
    quantity_cap: int
    standing: Bid | None

    @classmethod
    def nothing(cls, game: Game) -> HumanChoices:
        """Return the choices of someone who may do nothing now."""
        return cls(False, (), (), game.max_quantity, game.current_bid)

    @classmethod
    def for_seat(cls, game: Game, seat: int) -> HumanChoices:
        """Return what ``seat`` may do in ``game`` now, as the engine says."""
        if game.is_over:
            return cls.nothing(game)
        visible = game.options.lost_dice_visible
        return cls(
            my_turn=game.current_seat == seat,
            legal=game.legal_actions(seat),
            face_ranges=tuple(game.face_range(face, seat) for face in FACES),
            quantity_cap=game.total_dice if visible else game.max_quantity,
            standing=game.current_bid,
        )

    @property
    def may_calza(self) -> bool:
        """Whether the Calza button should be live."""
        return Calza() in self.legal

    @property
    def may_dudo(self) -> bool:
        """Whether the Dudo button should be live."""
        return Dudo() in self.legal

    @property
    def bids(self) -> tuple[Bid, ...]:
        """The legal bids worth offering, up to ``quantity_cap``."""
        return tuple(
            action
            for action in self.legal
            if isinstance(action, Bid) and action.quantity <= self.quantity_cap
        )


@dataclass(frozen=True, slots=True)
class Refusal:
    """Why the person's action was not taken, as data for the window to put into words.

    Attributes:
        action: what the person tried.
        rule: the rule id that forbids it, or "" when the table was still showing a move.
        case: the engine's key for which refusal of ``rule`` it is ("" when only one).
        allowed: for a bid, the quantities its face may take now (the engine's range).
        standing: the standing bid, if any.
        current_seat: whose turn it is.
    """

    action: Action
    rule: str
    case: str = ""
    allowed: FaceRange | None = None
    standing: Bid | None = None
    current_seat: int | None = None
