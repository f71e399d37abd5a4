"""The Perudo state machine: queries, one command (``apply``) and the events it returns."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from .actions import FACES, PACO, Action, Bid, Calza, Dudo
from .bidding import FaceRange, RaiseContext, explain_refusal, face_range, turn_actions
from .errors import IllegalActionError
from .events import (
    BidMade,
    CalzaCalled,
    DiceRevealed,
    DieGained,
    DieLost,
    DudoCalled,
    Event,
    GameOver,
    PalificoDeclared,
    PlayerEliminated,
    RoundStarted,
)
from .options import MAX_PLAYERS, MIN_PLAYERS, RuleOptions
from .view import PlayerView


@dataclass(frozen=True, slots=True)
class ActionRecord:
    """One applied action in a game's record: who did what."""

    seat: int
    action: Action


@dataclass(frozen=True, slots=True)
class DiceRecord:
    """Dice fixed by ``Game.set_round_dice`` for one round, in a game's record."""

    round_number: int
    dice: tuple[tuple[int, ...], ...]


Record = ActionRecord | DiceRecord


def count_matching(dice: Sequence[Sequence[int]], face: int, wild: bool) -> int:
    """Count the dice showing ``face``, plus the pacos when ``wild`` (R12, R13)."""
    total = 0
    for cup in dice:
        for die in cup:
            if die == face or (wild and die == PACO):
                total += 1
    return total


class Game:
    """A game of Perudo from the first roll to the last die, deterministic from its seed.

    The first round is rolled on construction. Queries never change the game; ``apply`` is the
    only command and returns the events it caused.
    """

    def __init__(
        self,
        players: Sequence[str],
        options: RuleOptions | None = None,
        seed: int | None = None,
        first_seat: int | None = None,
    ) -> None:
        players = tuple(players)
        if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
            raise ValueError(f"R1: {MIN_PLAYERS} to {MAX_PLAYERS} players, not {len(players)}")
        if not all(isinstance(name, str) for name in players):
            raise TypeError("player names must be strings")
        if first_seat is not None and not 0 <= first_seat < len(players):
            raise ValueError(f"R3: first_seat must be a seat from 0 to {len(players) - 1}")
        self._players = players
        self._options = options if options is not None else RuleOptions()
        self._seed = seed if seed is not None else random.SystemRandom().getrandbits(63)
        self._rng = random.Random(self._seed)
        # R3: the first player is drawn at random unless the caller chose one; the draw is made
        # either way so that a seed rolls the same dice whether or not the seat was chosen.
        drawn_seat = self._rng.randrange(len(players))
        if first_seat is None:
            first_seat = drawn_seat
        self._first_seat = first_seat
        self._counts = [self._options.dice_per_player] * len(players)
        self._max_quantity = self._options.dice_per_player * len(players)
        self._dice: list[tuple[int, ...]] = []
        self._round_number = 0
        self._starting_seat = first_seat
        self._current: int | None = first_seat
        self._round_bids: list[BidMade] = []
        self._palifico_round = False
        self._palifico_next: int | None = None
        self._palifico_used: set[int] = set()
        self._winner: int | None = None
        self._history: list[Event] = []
        self._record: list[Record] = []
        self._legal_cache: dict[int, tuple[Action, ...]] = {}
        self._start_round(first_seat)

    # Queries ------------------------------------------------------------------------------

    @property
    def players(self) -> tuple[str, ...]:
        """Every seat's name, in seat order."""
        return self._players

    @property
    def options(self) -> RuleOptions:
        """The rules this game is played by."""
        return self._options

    @property
    def seed(self) -> int:
        """The seed that replays this game."""
        return self._seed

    @property
    def first_seat(self) -> int:
        """The seat that opened the first round (R3)."""
        return self._first_seat

    @property
    def current_seat(self) -> int | None:
        """Whose turn it is, or None when the game is over."""
        return self._current

    @property
    def current_bid(self) -> Bid | None:
        """The standing bid, or None before the round's opening bid."""
        return self._round_bids[-1].bid if self._round_bids else None

    @property
    def bidder(self) -> int | None:
        """The seat that made the standing bid, or None before the opening bid."""
        return self._round_bids[-1].seat if self._round_bids else None

    @property
    def round_bids(self) -> tuple[BidMade, ...]:
        """The current round's bids, oldest first."""
        return tuple(self._round_bids)

    @property
    def round_number(self) -> int:
        """The round being played, from 1."""
        return self._round_number

    @property
    def starting_seat(self) -> int:
        """The seat that opened (or opens) the current round."""
        return self._starting_seat

    @property
    def dice_counts(self) -> tuple[int, ...]:
        """Every seat's number of dice, 0 when out."""
        return tuple(self._counts)

    @property
    def total_dice(self) -> int:
        """The number of dice in play."""
        return sum(self._counts)

    @property
    def max_quantity(self) -> int:
        """The dice the table started with: ``legal_actions`` offers no bid above it."""
        return self._max_quantity

    @property
    def active_seats(self) -> tuple[int, ...]:
        """The seats still holding dice, in seat order."""
        return tuple(seat for seat, count in enumerate(self._counts) if count)

    @property
    def is_palifico_round(self) -> bool:
        """Whether this round is a palifico round (R14)."""
        return self._palifico_round

    @property
    def is_over(self) -> bool:
        """Whether a single player holds dice (R4)."""
        return self._winner is not None

    @property
    def winner(self) -> int | None:
        """The winning seat once the game is over, else None."""
        return self._winner

    @property
    def history(self) -> tuple[Event, ...]:
        """Every event so far, oldest first (all of them public)."""
        return tuple(self._history)

    @property
    def record(self) -> tuple[Record, ...]:
        """Everything applied to the game since it was created: enough to replay it."""
        return tuple(self._record)

    def dice(self, seat: int) -> tuple[int, ...]:
        """Return ``seat``'s dice this round (empty when out)."""
        self._check_seat(seat)
        return self._dice[seat]

    def all_dice(self) -> tuple[tuple[int, ...], ...]:
        """Return every seat's dice this round, in seat order."""
        return tuple(self._dice)

    def face_range(self, face: int, seat: int | None = None) -> FaceRange:
        """Return the quantities ``seat`` (default: the current one) may bid on ``face`` now."""
        if face not in FACES:
            raise ValueError(f"a die has faces 1 to 6, not {face}")
        seat = self._resolve_seat(seat)
        return face_range(self.current_bid, face, self._raise_context(seat))

    def legal_actions(self, seat: int | None = None) -> tuple[Action, ...]:
        """Return every action ``seat`` (default: the current one) may take now.

        Bids come first, by face then quantity, up to ``max_quantity`` (higher bids are legal
        but can never be true), then Dudo, then Calza. A seat whose turn it is not gets at most
        Calza (R16).
        """
        seat = self._resolve_seat(seat)
        cached = self._legal_cache.get(seat)
        if cached is None:
            cached = self._compute_legal_actions(seat)
            self._legal_cache[seat] = cached
        return cached

    def calza_priority(self) -> tuple[int, ...]:
        """Return the seats that may call Calza now, nearest the bidder's left first (R16)."""
        bidder = self.bidder
        if bidder is None:
            return ()
        seats = len(self._players)
        order = ((bidder + step) % seats for step in range(1, seats))
        return tuple(
            seat for seat in order if self._counts[seat] and self._calza_refusal(seat) is None
        )

    def is_legal(self, action: Action, seat: int | None = None) -> bool:
        """Whether ``seat`` (default: the current one) may take ``action`` now."""
        return self._refusal(action, self._resolve_seat(seat)) is None

    def check(self, action: Action, seat: int | None = None) -> None:
        """Raise ``IllegalActionError`` naming the rule if ``action`` is not legal now."""
        refusal = self._refusal(action, self._resolve_seat(seat))
        if refusal is not None:
            raise refusal

    def view_for(self, seat: int) -> PlayerView:
        """Return what ``seat`` may know: its own dice and the public record (R17)."""
        self._check_seat(seat)
        return PlayerView(
            seat=seat,
            players=self._players,
            options=self._options,
            own_dice=self._dice[seat],
            active_seats=self.active_seats,
            dice_counts=self.dice_counts if self._options.lost_dice_visible else None,
            round_number=self._round_number,
            starting_seat=self._starting_seat,
            current_seat=self._current,
            round_bids=tuple(self._round_bids),
            is_palifico_round=self._palifico_round,
            history=tuple(self._history),
        )

    # Commands ------------------------------------------------------------------------------

    def apply(self, action: Action, seat: int | None = None) -> tuple[Event, ...]:
        """Take ``action`` for ``seat`` (default: the current one) and return what happened.

        A Dudo or a Calza resolves the round and rolls the next one, unless the game ends.

        Raises:
            IllegalActionError: the rules forbid the action now; the game is unchanged.

        """
        seat = self._resolve_seat(seat)
        refusal = self._refusal(action, seat)
        if refusal is not None:
            raise refusal
        self._record.append(ActionRecord(seat, action))
        self._legal_cache.clear()
        start = len(self._history)
        if isinstance(action, Bid):
            made = BidMade(seat, action)
            self._history.append(made)
            self._round_bids.append(made)
            self._current = self._next_active(seat)
        elif isinstance(action, Dudo):
            self._resolve_dudo(seat)
        else:
            self._resolve_calza(seat)
        return tuple(self._history[start:])

    def set_round_dice(self, dice: Sequence[Sequence[int]]) -> None:
        """Fix this round's dice (tutorials, puzzles, tests), before its opening bid.

        Raises:
            ValueError: a bid was made already, or the dice do not match the seats' counts.

        """
        if self._round_bids or self.is_over:
            raise ValueError("R5: dice can only be set before a round's opening bid")
        if len(dice) != len(self._players):
            raise ValueError(f"dice for {len(self._players)} seats expected, got {len(dice)}")
        fixed = tuple(tuple(cup) for cup in dice)
        for seat, cup in enumerate(fixed):
            if len(cup) != self._counts[seat]:
                raise ValueError(f"seat {seat} holds {self._counts[seat]} dice, not {len(cup)}")
            if any(isinstance(die, bool) or die not in FACES for die in cup):
                raise ValueError(f"seat {seat}: dice show faces 1 to 6, got {list(cup)}")
        self._dice = list(fixed)
        self._record.append(DiceRecord(self._round_number, fixed))

    # Internals -----------------------------------------------------------------------------

    def _check_seat(self, seat: int) -> None:
        if isinstance(seat, bool) or not isinstance(seat, int):
            raise TypeError(f"a seat is an int, not {seat!r}")
        if not 0 <= seat < len(self._players):
            raise ValueError(f"R1: no seat {seat} at a table of {len(self._players)}")

    def _resolve_seat(self, seat: int | None) -> int:
        if seat is None:
            if self._current is None:
                raise IllegalActionError("R4", "the game is over")
            return self._current
        self._check_seat(seat)
        return seat

    def _raise_context(self, seat: int) -> RaiseContext:
        return RaiseContext.for_bidder(self._options, self._palifico_round, self._counts[seat])

    def _calza_refusal(self, seat: int) -> IllegalActionError | None:
        if not self._options.calza:
            return IllegalActionError("R16", "Calza is not played at this table", "off")
        if not self._round_bids:
            return IllegalActionError("R16", "Calza needs a standing bid", "no_bid")
        if seat == self.bidder:
            return IllegalActionError(
                "R16", "the player who made the standing bid may not call Calza", "own_bid"
            )
        if self._options.calza_restricted:
            if self._palifico_round:
                return IllegalActionError(
                    "R16", "no Calza in a palifico round at this table", "palifico"
                )
            if len(self.active_seats) == 2:
                return IllegalActionError(
                    "R16", "no Calza when only two players remain at this table", "two_left"
                )
        return None

    def _refusal(self, action: Action, seat: int) -> IllegalActionError | None:
        if self._winner is not None:
            return IllegalActionError("R4", "the game is over", "over")
        if not self._counts[seat]:
            return IllegalActionError("R4", f"seat {seat} is out of the game", "out")
        if isinstance(action, Calza):
            return self._calza_refusal(seat)
        if seat != self._current:
            return IllegalActionError("R7", f"it is seat {self._current}'s turn, not seat {seat}'s")
        if isinstance(action, Dudo):
            if not self._round_bids:
                return IllegalActionError("R12", "Dudo needs a standing bid")
            return None
        if not isinstance(action, Bid):
            raise TypeError(f"not a Perudo action: {action!r}")
        standing = self.current_bid
        allowed = face_range(standing, action.face, self._raise_context(seat))
        if allowed.allows(action.quantity):
            return None
        return IllegalActionError(allowed.rule, explain_refusal(standing, action, allowed))

    def _compute_legal_actions(self, seat: int) -> tuple[Action, ...]:
        if self._winner is not None or not self._counts[seat]:
            return ()
        calza: tuple[Action, ...] = (Calza(),) if self._calza_refusal(seat) is None else ()
        if seat != self._current:
            return calza
        standing = self.current_bid
        return (*turn_actions(standing, self._raise_context(seat), self._max_quantity), *calza)

    def _next_active(self, seat: int) -> int:
        """Return the next seat to the left (R3) that still holds dice."""
        seats = len(self._players)
        for step in range(1, seats + 1):
            candidate = (seat + step) % seats
            if self._counts[candidate]:
                return candidate
        raise AssertionError("no active seat left")

    def _resolve_dudo(self, caller: int) -> None:
        bid, bidder = self._round_bids[-1].bid, self._round_bids[-1].seat
        self._history.append(DudoCalled(caller, bidder, bid))
        loser = caller if self._reveal(bid).bid_stands else bidder
        self._lose_die(loser)
        self._end_round(loser)

    def _resolve_calza(self, caller: int) -> None:
        bid, bidder = self._round_bids[-1].bid, self._round_bids[-1].seat
        self._history.append(CalzaCalled(caller, bidder, bid))
        if self._reveal(bid).exact:
            # R16: a right Calza wins a die back, never above the starting number.
            if self._counts[caller] < self._options.dice_per_player:
                self._counts[caller] += 1
                self._history.append(DieGained(caller))
        else:
            self._lose_die(caller)
        self._end_round(caller)

    def _reveal(self, bid: Bid) -> DiceRevealed:
        wild = not self._palifico_round and bid.face != PACO
        count = count_matching(self._dice, bid.face, wild)
        revealed = DiceRevealed(tuple(self._dice), bid, count, wild)
        self._history.append(revealed)
        return revealed

    def _lose_die(self, seat: int) -> None:
        self._counts[seat] -= 1
        self._history.append(DieLost(seat))
        remaining = self._counts[seat]
        if remaining == 0:
            # R4: an eliminated player holds no dice, also when the game ends with this loss.
            self._dice[seat] = ()
            self._history.append(PlayerEliminated(seat))
        elif remaining == 1 and self._triggers_palifico(seat):
            self._palifico_used.add(seat)
            self._palifico_next = seat
            self._history.append(PalificoDeclared(seat))

    def _triggers_palifico(self, seat: int) -> bool:
        options = self._options
        if not options.palifico:
            return False
        return not (options.palifico_once_per_player and seat in self._palifico_used)

    def _end_round(self, starter: int) -> None:
        active = self.active_seats
        if len(active) == 1:
            self._winner = active[0]
            self._current = None
            self._history.append(GameOver(self._winner))
            return
        # R15/R16: the loser (or Calza caller) starts; if out, the next active seat to the left.
        if not self._counts[starter]:
            starter = self._next_active(starter)
        self._start_round(starter)

    def _start_round(self, starter: int) -> None:
        self._round_number += 1
        self._starting_seat = starter
        self._current = starter
        self._round_bids = []
        # R14: the round after a player falls to one die is palifico, and that player starts it.
        self._palifico_round = self._palifico_next is not None and self._palifico_next == starter
        self._palifico_next = None
        roll = self._rng.choices
        self._dice = [tuple(sorted(roll(FACES, k=count))) for count in self._counts]
        self._history.append(RoundStarted(self._round_number, starter, self._palifico_round))
