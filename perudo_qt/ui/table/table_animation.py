"""Turning game events into the table's animations: what each event looks like as it happens.

The scene (``table_scene.TableScene``) draws the table and sequences a play; this module says how
one event moves its items: cups shaken, a bid's bubble, a banner, cups lifted and dice counted,
a die flying to or from the lid.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Protocol

from PySide6.QtCore import QEasingCurve, QPointF, QVariantAnimation

from perudo_qt.rules import (
    PACO,
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
    PlayerView,
    RoundStarted,
)
from perudo_qt.ui.table.artwork import Artwork
from perudo_qt.ui.table.items import BubbleItem, CupItem, DieItem, MessageItem, SeatPlate
from perudo_qt.ui.table.reveal import Showdown, ShowdownCard
from perudo_qt.ui.table.seating import CENTRE, OWN_DIE, REVEAL_DIE, SeatPlace
from perudo_qt.ui.table.timeline import Timeline
from perudo_qt.ui.words.wording import bid_words, count_words, tr


class AnimatedTable(Protocol):
    """What the animations need of the table they move (the scene)."""

    banner: MessageItem
    card: ShowdownCard

    @property
    def artwork(self) -> Artwork:
        """The pictures of the dice and cups."""

    @property
    def names(self) -> list[str]:
        """Every seat's name."""

    @property
    def perspective(self) -> int:
        """The seat at the bottom of the table."""

    @property
    def you(self) -> int | None:
        """The person's seat when they sit at the bottom, else None."""

    @property
    def own_dice_visible(self) -> bool:
        """Whether the bottom seat's dice are shown (a person sits there)."""

    def plate(self, seat: int) -> SeatPlate:
        """Return ``seat``'s plate."""

    def cup(self, seat: int) -> CupItem:
        """Return ``seat``'s cup."""

    def bubble(self, seat: int) -> BubbleItem:
        """Return ``seat``'s bid bubble."""

    def place(self, seat: int) -> SeatPlace:
        """Return where ``seat``'s items stand."""

    def seat_dice(self, seat: int) -> list[DieItem]:
        """Return the dice shown for ``seat``."""

    def take_die(self, seat: int) -> DieItem | None:
        """Take the last die shown for ``seat`` off its row, leaving it on the table."""

    def clear_dice(self, seat: int) -> None:
        """Remove the dice shown for ``seat``."""

    def lay_own_dice(self, faces: Sequence[int]) -> list[DieItem]:
        """Lay the bottom seat's dice in its row."""

    def refresh_plates(self, view: PlayerView) -> None:
        """Show every seat's dice count and palifico mark as ``view`` knows them."""

    def refresh_lid(self, view: PlayerView) -> None:
        """Show the dice in play and lost on the lid as ``view`` knows them."""

    def count_text(self, view: PlayerView, seat: int) -> str:
        """Return ``seat``'s dice count as ``view`` may know it, in words."""

    def present_showdown(self, showdown: Showdown, counted: bool = True) -> None:
        """Lay every seat's revealed dice on the felt, the counting ones marked if ``counted``."""

    def show_game_over(self, winner: int) -> None:
        """Mark the winner, and leave the last reveal on the table."""

    def addItem(self, item: DieItem) -> None:  # noqa: N802 - Qt API
        """Put ``item`` on the table."""

    def removeItem(self, item: DieItem) -> None:  # noqa: N802 - Qt API
        """Take ``item`` off the table."""


def call_words(event: DudoCalled | CalzaCalled, names: Sequence[str], you: int | None) -> str:
    """Return the banner of a call, on two lines: "Ana calls / Dudo!", "You call / Calza!"."""
    dudo = isinstance(event, DudoCalled)
    if event.seat == you:
        return tr("You call\nDudo!") if dudo else tr("You call\nCalza!")
    text = tr("{name} calls\nDudo!") if dudo else tr("{name} calls\nCalza!")
    return text.format(name=names[event.seat])


class TableAnimator:
    """Adds each event's animation to a play's timeline, moving ``table``'s items.

    With ``still`` (the "reduce motion" setting) nothing shakes, flies, zooms or counts up:
    cups fade, dice appear where they land and a reveal's count shows whole, each in the time
    its animation would take, so the game keeps its pace.
    """

    def __init__(self, table: AnimatedTable) -> None:
        self.table = table
        self.still = False

    def animate(
        self, timeline: Timeline, event: Event, before: Sequence[Event], view: PlayerView
    ) -> None:
        """Add ``event``'s animation (after ``before`` in its play) to ``timeline``."""
        table = self.table
        names = table.names
        if isinstance(event, RoundStarted):
            self._round_start(timeline, event, view)
        elif isinstance(event, BidMade):
            timeline.step(lambda: self._show_bid(event))
            timeline.pause(350)
        elif isinstance(event, (DudoCalled, CalzaCalled)):
            timeline.step(self._clear_turn_marks)
            self._banner(timeline, call_words(event, names, table.you))
        elif isinstance(event, DiceRevealed):
            showdown = Showdown.find([*before, event], names, table.you)
            assert showdown is not None
            self._reveal(timeline, showdown)
        elif isinstance(event, (DieLost, DieGained)):
            self._die_flight(timeline, event.seat, isinstance(event, DieLost), view)
        elif isinstance(event, PlayerEliminated):
            timeline.together(
                [
                    timeline.tween(table.plate(event.seat), b"opacity", 0.4, 400),
                    timeline.tween(table.cup(event.seat), b"opacity", 0.0, 400),
                ]
            )
        elif isinstance(event, PalificoDeclared):
            timeline.step(lambda: self._mark_palifico(event.seat))
        elif isinstance(event, GameOver):
            timeline.step(lambda: table.show_game_over(event.winner))
            timeline.pause(900)

    def _seats(self) -> range:
        return range(len(self.table.names))

    def _show_bid(self, event: BidMade) -> None:
        for index in self._seats():
            if index == event.seat:
                self.table.bubble(index).set_text(bid_words(event.bid))
            else:
                self.table.bubble(index).fade()
        self._clear_turn_marks()

    def _clear_turn_marks(self) -> None:
        """Nobody is to act while the table shows what just happened."""
        for index in self._seats():
            plate = self.table.plate(index)
            plate.is_current = False
            plate.refresh()

    def _mark_palifico(self, seat: int) -> None:
        plate = self.table.plate(seat)
        plate.is_palifico = True
        plate.refresh()

    def _banner(self, timeline: Timeline, text: str) -> None:
        banner = self.table.banner

        def show() -> None:
            banner.set_text(text)
            banner.setOpacity(0.0)
            banner.setScale(1.0 if self.still else 0.6)
            banner.setVisible(True)

        timeline.step(show)
        grow = (
            []
            if self.still
            else [timeline.tween(banner, b"scale", 1.0, 250, easing=QEasingCurve.Type.OutBack)]
        )
        timeline.together([timeline.tween(banner, b"opacity", 1.0, 250), *grow])
        timeline.pause(550)
        timeline.add(timeline.tween(banner, b"opacity", 0.0, 200))
        timeline.step(lambda: banner.setVisible(False))

    def _round_start(self, timeline: Timeline, event: RoundStarted, view: PlayerView) -> None:
        table = self.table

        def reset() -> None:
            for index in self._seats():
                table.clear_dice(index)
                table.bubble(index).set_text("")
                table.cup(index).setPos(table.place(index).cup_home)
                table.cup(index).setOpacity(1.0)
            table.card.setVisible(False)
            table.refresh_plates(view)
            if table.own_dice_visible:
                table.lay_own_dice(view.own_dice)

        timeline.step(reset)
        if self.still:
            timeline.pause(600)  # the time the cups would shake: the dice are simply there
            if event.palifico:
                self._banner(timeline, tr("Palifico!"))
            return
        shakes: list[QVariantAnimation] = []
        for index in view.active_seats:
            shake = timeline.tween(table.cup(index), b"rotation", 0.0, 600, start=0.0)
            for at, angle in ((0.15, -14.0), (0.35, 12.0), (0.55, -10.0), (0.75, 8.0)):
                shake.setKeyValueAt(at, angle)
            shakes.append(shake)
        if table.own_dice_visible:
            shakes.append(self._tumble(timeline, view.own_dice, event.round_number))
        timeline.together(shakes)
        if event.palifico:
            self._banner(timeline, tr("Palifico!"))

    def _tumble(
        self, timeline: Timeline, faces: Sequence[int], round_number: int
    ) -> QVariantAnimation:
        rolls = random.Random(round_number)
        tumble = QVariantAnimation()
        tumble.setDuration(timeline.ms(600))
        tumble.setStartValue(0)
        tumble.setEndValue(12)

        def turn(value: object) -> None:
            dice = self.table.seat_dice(self.table.perspective)
            for die, face in zip(dice, faces, strict=False):
                die.face = face if value == 12 else rolls.randint(1, 6)

        tumble.valueChanged.connect(turn)
        return tumble

    def _reveal(self, timeline: Timeline, showdown: Showdown) -> None:
        """Lift the cups, then count seat by seat, marking the dice that count."""
        table = self.table

        def lift() -> None:
            table.present_showdown(showdown, counted=False)
            table.card.set_texts(count_words(showdown.revealed, 0))

        timeline.step(lift)
        timeline.together(
            timeline.tween(table.cup(index), b"opacity", 0.0, 450, start=1.0)
            for index in self._seats()
            if showdown.revealed.dice[index]
        )
        counted: list[int] = []
        if self.still:
            seats = showdown.order(table.perspective)

            def count_all() -> None:
                for seat in seats:
                    for die in table.seat_dice(seat):
                        die.set_highlighted(showdown.counts(die.face))
                table.card.set_texts(showdown.running_count(seats), showdown.tally(seats))

            timeline.step(count_all)
            timeline.pause(450 * len(seats) + 300)
            return
        for seat in showdown.order(table.perspective):

            def count(seat: int = seat) -> None:
                counted.append(seat)
                for die in table.seat_dice(seat):
                    die.set_highlighted(showdown.counts(die.face))
                table.card.set_texts(showdown.running_count(counted), showdown.tally(counted))

            timeline.step(count)
            timeline.pause(450)
        timeline.pause(300)

    def _die_flight(
        self, timeline: Timeline, seat_index: int, to_lid: bool, view: PlayerView
    ) -> None:
        """Fly a die between a seat and the lid: a lost die is one the seat really showed."""
        table = self.table
        place = table.place(seat_index)
        flyer: DieItem | None = None
        mine = seat_index == table.perspective
        home = QPointF(place.reveal if not mine else place.own_row)

        def launch() -> None:
            nonlocal flyer
            flyer = table.take_die(seat_index) if to_lid else None
            if flyer is None:
                size = OWN_DIE if mine else REVEAL_DIE
                flyer = DieItem(table.artwork, seat_index, size, PACO)
                flyer.setPos(CENTRE if not to_lid else home)
                table.addItem(flyer)
            flyer.set_highlighted(False)
            flyer.setZValue(30)
            if self.still:  # it appears where it lands
                flyer.setPos(QPointF(CENTRE) if to_lid else home)
            motion.setStartValue(flyer.pos())

        def land() -> None:
            if flyer is not None:
                table.removeItem(flyer)
            plate = table.plate(seat_index)
            plate.count_text = table.count_text(view, seat_index)
            plate.refresh()
            table.refresh_lid(view)

        def move(value: object) -> None:
            if flyer is not None and isinstance(value, QPointF):
                flyer.setPos(value)

        motion = QVariantAnimation()
        motion.setDuration(timeline.ms(550))
        motion.setStartValue(QPointF(home))
        motion.setEndValue(QPointF(CENTRE) if to_lid else home)
        motion.setEasingCurve(QEasingCurve.Type.InOutCubic)
        motion.valueChanged.connect(move)
        timeline.step(launch)
        if self.still:
            timeline.pause(550)
        else:
            timeline.add(motion)
        timeline.step(land)
