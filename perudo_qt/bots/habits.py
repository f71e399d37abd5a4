"""Each opponent's habits, read from the revealed rounds, for the ordinary rounds' estimates.

How strongly a player's bids name faces they hold (``Tendencies.tilt``) says how much to read
into their bids: an honest player's bid says a lot about their dice, a bluffer's little. The
reading is shrunk toward the level's own until enough of their bids have been seen, and a
player with no bid revealed yet is read exactly as the level reads everyone.
"""

from __future__ import annotations

from perudo_qt.rules import Event, PlayerView

from .opponents import JudgeModel
from .tendencies import Tendencies, read_round
from .tracking import RevealedRounds

LINE_PRIOR = 8.0
"""How many revealed answers count as much as the judge model's own doubt line."""

TILT_PRIOR = 8.0
"""How many revealed bids count as much as the level's own reading, when the two are blended."""

READING_DIGITS = 2
"""Readings are rounded to this many decimals, so the odds computed for them can be reused."""


class HabitReader:
    """One bot's readings of its opponents' habits, over one game."""

    def __init__(self) -> None:
        self.tendencies: dict[int, Tendencies] = {}
        self._rounds = RevealedRounds()

    def update(self, view: PlayerView) -> tuple[bool, list[tuple[Event, ...]]]:
        """Read the rounds revealed since the last update (starting over for a new game).

        Returns whether a new game began, and those rounds, for a caller that weighs them in
        its own way too (see ``perudo_qt.bots.safe_play``).
        """
        restarted, rounds = self._rounds.read(view.history)
        if restarted:
            self.tendencies.clear()
        for round_events in rounds:
            read_round(round_events, self.tendencies)
        return restarted, rounds

    def bid_readings(self, me: int, default: float) -> dict[int, float]:
        """Return, per opponent with a revealed bid, how much to read into their bids.

        That is the tilt their revealed bids show, blended with ``default`` (the level's own
        reading) as if ``TILT_PRIOR`` bids had shown ``default``.
        """
        readings: dict[int, float] = {}
        for seat, habits in self.tendencies.items():
            if seat == me or not habits.bids:
                continue
            seen = habits.bids
            reading = (seen * habits.tilt + TILT_PRIOR * default) / (seen + TILT_PRIOR)
            readings[seat] = round(reading, READING_DIGITS)
        return readings

    def judge(self, seat: int, judge: JudgeModel) -> JudgeModel:
        """Return ``judge`` with its doubt line moved toward the one ``seat``'s answers show.

        Only for a judge who reads nothing into bids, as the answers' line is read (from the
        chance of the bid given their own dice alone); it moves as far as the line explains
        their answers (``Tendencies.fit``), blended as if ``LINE_PRIOR`` answers had shown
        the judge's own line.
        """
        habits = self.tendencies.get(seat)
        if habits is None or not habits.answers or judge.reading:
            return judge
        seen = habits.answers
        weight = habits.fit * seen / (seen + LINE_PRIOR)
        threshold = judge.threshold + weight * (habits.line - judge.threshold)
        return JudgeModel(judge.reading, round(threshold, READING_DIGITS))
