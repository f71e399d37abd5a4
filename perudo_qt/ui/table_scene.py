"""The round table: seats with cups, plates and dice around the lid, animated from game events."""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QPointF,
    QRectF,
    Qt,
    QTimer,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsItem, QGraphicsScene

from perudo_qt.controller.pacing import Speed
from perudo_qt.controller.table import TableSetup
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

from .artwork import Artwork
from .items import BubbleItem, CupItem, DieItem, LidItem, MessageItem, SeatPlate
from .timeline import Timeline
from .wording import bid_words, count_words, tr, verdict_words

SCENE = QRectF(0, 0, 1400, 900)
CENTRE = QPointF(700, 420)
RADII = (545.0, 318.0)
OWN_DIE, OTHER_DIE = 56.0, 30.0


@dataclass
class _Seat:
    """The items of one seat and where they stand."""

    position: QPointF
    inward: QPointF
    plate: SeatPlate
    cup: CupItem
    bubble: BubbleItem
    cup_home: QPointF
    dice: list[DieItem] = field(default_factory=list)


class TableScene(QGraphicsScene):
    """Draws the table from the perspective seat's view and animates what happens.

    Signals:
        events_shown(tuple): the animation reached these events (the log follows the table).
        animation_finished(): the events passed to ``play`` have been shown.
    """

    animation_finished = Signal()
    events_shown = Signal(object)

    def __init__(self, artwork: Artwork) -> None:
        super().__init__(SCENE)
        self._artwork = artwork
        self._seats: list[_Seat] = []
        self._setup: TableSetup | None = None
        self._perspective = 0
        self._animation: QAbstractAnimation | None = None
        self._draw_table()
        self.lid = LidItem(artwork)
        self.lid.setPos(CENTRE)
        self.addItem(self.lid)
        self.banner = MessageItem(30, 460)
        self.banner.setPos(CENTRE.x(), CENTRE.y() - 150)
        self.banner.setVisible(False)
        self.addItem(self.banner)
        self.verdict = MessageItem(14, 620)
        self.verdict.setPos(CENTRE.x(), CENTRE.y() + 150)
        self.verdict.setVisible(False)
        self.addItem(self.verdict)

    def _draw_table(self) -> None:
        felt = QRadialGradient(CENTRE, RADII[0])
        felt.setColorAt(0, QColor("#2f7d4a"))
        felt.setColorAt(1, QColor("#1a4d2c"))
        self.setBackgroundBrush(QColor("#2a1a10"))
        self._add_ellipse(60, QBrush(QColor("#5a3418")), QPen(QColor("#3a200e"), 6))
        self._add_ellipse(30, QBrush(felt), QPen(Qt.PenStyle.NoPen))

    def _add_ellipse(self, margin: float, brush: QBrush, pen: QPen) -> None:
        """Add an ellipse around the seats' ellipse, ``margin`` wider on every side."""
        item = QGraphicsEllipseItem(
            QRectF(
                CENTRE.x() - RADII[0] - margin,
                CENTRE.y() - RADII[1] - margin,
                2 * (RADII[0] + margin),
                2 * (RADII[1] + margin),
            )
        )
        item.setBrush(brush)
        item.setPen(pen)
        # The table never changes and its gradient is costly to draw: keep it as a pixmap.
        item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.addItem(item)

    # Setting up and showing a state ---------------------------------------------------------

    def set_table(self, setup: TableSetup, perspective: int) -> None:
        """Seat ``setup``'s players, ``perspective`` at the bottom, play passing to its left."""
        self._stop_animation()
        for seat in self._seats:
            for item in (seat.plate, seat.cup, seat.bubble, *seat.dice):
                self.removeItem(item)
        self._seats = []
        self._setup = setup
        self._perspective = perspective
        count = len(setup.seats)
        for index, seat_setup in enumerate(setup.seats):
            step = (index - perspective) % count
            angle = math.pi / 2 + step * 2 * math.pi / count
            position = QPointF(
                CENTRE.x() + RADII[0] * math.cos(angle), CENTRE.y() + RADII[1] * math.sin(angle)
            )
            inward = QPointF(-math.cos(angle), -math.sin(angle))
            plate = SeatPlate(index)
            plate.setPos(position + QPointF(0, 18))
            plate.name = seat_setup.name
            plate.subtitle = self._subtitle(index)
            plate.palifico_text = tr("PALIFICO")
            cup = CupItem(self._artwork, index, 84)
            own = index == perspective and seat_setup.is_human
            cup_home = position + (QPointF(-150, -30) if own else QPointF(0, -42))
            cup.setPos(cup_home)
            bubble = BubbleItem()
            bubble.setPos(position + inward * 150 + QPointF(0, -30))
            bubble.setVisible(False)
            for item in (cup, plate, bubble):
                self.addItem(item)
            bubble.setZValue(10)
            self._seats.append(_Seat(position, inward, plate, cup, bubble, cup_home))

    def _subtitle(self, seat: int) -> str:
        assert self._setup is not None
        seat_setup = self._setup.seats[seat]
        if seat_setup.is_human:
            return tr("your cup")
        level = {"easy": tr("Easy"), "normal": tr("Normal"), "hard": tr("Hard")}.get(
            seat_setup.bot or "", tr("Plugin")
        )
        if seat_setup.personality:
            return f"{level} · {personality_name(seat_setup.personality)}"
        return level

    def set_thinking(self, seat: int | None) -> None:
        """Mark ``seat`` as thinking (None: nobody)."""
        for index, item in enumerate(self._seats):
            subtitle = self._subtitle(index)
            item.plate.subtitle = (
                tr("{who}, thinking…").format(who=subtitle) if index == seat else subtitle
            )
            item.plate.update()

    def show_view(self, view: PlayerView) -> None:
        """Draw the table as ``view`` sees it, with no animation."""
        self.banner.setVisible(False)
        self.verdict.setVisible(False)
        latest = {made.seat: made for made in view.round_bids}
        standing = view.round_bids[-1] if view.round_bids else None
        for index, seat in enumerate(self._seats):
            out = index not in view.active_seats
            plate = seat.plate
            plate.is_current = view.current_seat == index
            plate.is_palifico = view.is_palifico_round and index == view.starting_seat
            plate.count_text = self._count_text(view, index)
            plate.setOpacity(0.4 if out else 1.0)
            plate.update()
            seat.cup.setVisible(not out)
            seat.cup.setPos(seat.cup_home)
            seat.cup.setRotation(0)
            seat.cup.setOpacity(1.0)
            made = latest.get(index)
            seat.bubble.set_text(bid_words(made.bid) if made else "", faded=made is not standing)
            self._clear_dice(seat)
        if self._own_dice_visible():
            self._lay_own_dice(view.own_dice)
        counts = view.dice_counts
        self.lid.is_open = view.options.lost_dice_visible
        self.lid.caption = tr("{count} dice in play").format(count=sum(counts)) if counts else ""
        start = view.options.dice_per_player * len(view.players)
        self.lid.lost = start - sum(counts) if counts else 0
        self.lid.update()

    def _you(self) -> int | None:
        return self._perspective if self._own_dice_visible() else None

    def _own_dice_visible(self) -> bool:
        return self._setup is not None and self._setup.seats[self._perspective].is_human

    def _count_text(self, view: PlayerView, seat: int) -> str:
        if view.dice_counts is not None:
            count = view.dice_counts[seat]
        elif seat == view.seat and self._own_dice_visible():
            count = len(view.own_dice)  # your own dice you always know
        else:
            return ""  # R17: lost dice are hidden, so counts are not shown
        return tr("{count} dice").format(count=count) if count != 1 else tr("1 die")

    def _clear_dice(self, seat: _Seat) -> None:
        for die in seat.dice:
            self.removeItem(die)
        seat.dice = []

    def _lay_dice(self, seat_index: int, faces: Sequence[int], size: float) -> list[DieItem]:
        seat = self._seats[seat_index]
        self._clear_dice(seat)
        centre = seat.position + QPointF(0, -46 if size == OWN_DIE else -40)
        gap = size + 8
        for number, face in enumerate(faces):
            die = DieItem(self._artwork, seat_index, size, face)
            die.setPos(centre + QPointF((number - (len(faces) - 1) / 2) * gap, 0))
            die.setZValue(2)
            self.addItem(die)
            seat.dice.append(die)
        return seat.dice

    def _lay_own_dice(self, faces: Sequence[int]) -> list[DieItem]:
        return self._lay_dice(self._perspective, faces, OWN_DIE)

    def own_dice_faces(self) -> tuple[int, ...]:
        """Return the faces shown for the perspective seat's dice."""
        return tuple(die.face for die in self._seats[self._perspective].dice)

    def plate(self, seat: int) -> SeatPlate:
        """Return ``seat``'s plate (for tests and screenshots)."""
        return self._seats[seat].plate

    # Animating events -----------------------------------------------------------------------

    def play(self, events: Sequence[Event], view: PlayerView, speed: Speed) -> None:
        """Show ``events`` (animated unless instant), then the table as ``view`` sees it.

        ``animation_finished`` is emitted at the end, also at instant speed (on the next turn
        of the event loop), so the game always waits for the table.
        """
        self._stop_animation()
        if speed is Speed.INSTANT or not events:
            self.events_shown.emit(tuple(events))
            self.show_view(view)
            QTimer.singleShot(0, self.animation_finished.emit)
            return
        timeline = Timeline(speed.scale)
        names = [seat.name for seat in self._setup.seats] if self._setup else []
        for index, event in enumerate(events):
            timeline.step(lambda event=event: self.events_shown.emit((event,)))
            self._animate(timeline, event, events[:index], events[index + 1 :], view, names)
        timeline.step(lambda: self.show_view(view))
        self._animation = timeline.group
        timeline.group.finished.connect(self.animation_finished.emit)
        timeline.group.start()

    def _stop_animation(self) -> None:
        if self._animation is not None:
            animation, self._animation = self._animation, None
            animation.finished.disconnect()
            animation.stop()

    def _animate(
        self,
        timeline: Timeline,
        event: Event,
        before: Sequence[Event],
        after: Sequence[Event],
        view: PlayerView,
        names: list[str],
    ) -> None:
        if isinstance(event, RoundStarted):
            self._animate_round_start(timeline, event, view)
        elif isinstance(event, BidMade):
            timeline.step(lambda: self._show_bid(event))
            timeline.pause(350)
        elif isinstance(event, (DudoCalled, CalzaCalled)):
            word = tr("Dudo!") if isinstance(event, DudoCalled) else tr("Calza!")
            timeline.step(self._clear_turn_marks)
            self._animate_banner(timeline, f"{word}\n{names[event.seat]}")
        elif isinstance(event, DiceRevealed):
            calza = any(isinstance(earlier, CalzaCalled) for earlier in before)
            self._animate_reveal(timeline, event, after, names, calza)
        elif isinstance(event, (DieLost, DieGained)):
            self._animate_die_flight(timeline, event.seat, to_lid=isinstance(event, DieLost))
        elif isinstance(event, PlayerEliminated):
            seat = self._seats[event.seat]
            timeline.together(
                [
                    timeline.tween(seat.plate, b"opacity", 0.4, 400),
                    timeline.tween(seat.cup, b"opacity", 0.0, 400),
                ]
            )
        elif isinstance(event, PalificoDeclared):
            timeline.step(lambda: self._mark_palifico(event.seat))
        elif isinstance(event, GameOver):
            winner = event.winner
            text = tr("You win the game!") if winner == self._you() else tr("{name} wins the game!")
            timeline.step(lambda: self._show_verdict(text.format(name=names[winner])))
            timeline.pause(900)

    def _show_bid(self, event: BidMade) -> None:
        for index, seat in enumerate(self._seats):
            if index == event.seat:
                seat.bubble.set_text(bid_words(event.bid))
            else:
                seat.bubble.fade()
        self._clear_turn_marks()

    def _clear_turn_marks(self) -> None:
        """Nobody is to act while the table shows what just happened."""
        for seat in self._seats:
            seat.plate.is_current = False
            seat.plate.update()

    def _mark_palifico(self, seat: int) -> None:
        self._seats[seat].plate.is_palifico = True
        self._seats[seat].plate.update()

    def _animate_banner(self, timeline: Timeline, text: str) -> None:
        def show() -> None:
            self.banner.set_text(text)
            self.banner.setOpacity(0.0)
            self.banner.setScale(0.6)
            self.banner.setVisible(True)

        timeline.step(show)
        timeline.together(
            [
                timeline.tween(self.banner, b"opacity", 1.0, 250),
                timeline.tween(self.banner, b"scale", 1.0, 250, easing=QEasingCurve.Type.OutBack),
            ]
        )
        timeline.pause(550)
        timeline.add(timeline.tween(self.banner, b"opacity", 0.0, 200))
        timeline.step(lambda: self.banner.setVisible(False))

    def _animate_round_start(
        self, timeline: Timeline, event: RoundStarted, view: PlayerView
    ) -> None:
        def reset() -> None:
            for seat in self._seats:
                self._clear_dice(seat)
                seat.bubble.set_text("")
                seat.cup.setPos(seat.cup_home)
                seat.cup.setOpacity(1.0)
            self.verdict.setVisible(False)
            if self._own_dice_visible():
                self._lay_own_dice(view.own_dice)

        timeline.step(reset)
        shakes = []
        for index in view.active_seats:
            shake = timeline.tween(self._seats[index].cup, b"rotation", 0.0, 600, start=0.0)
            for at, angle in ((0.15, -14.0), (0.35, 12.0), (0.55, -10.0), (0.75, 8.0)):
                shake.setKeyValueAt(at, angle)
            shakes.append(shake)
        if self._own_dice_visible():
            shakes.append(self._tumble(timeline, view.own_dice, event.round_number))
        timeline.together(shakes)
        if event.palifico:
            self._animate_banner(timeline, tr("Palifico!"))

    def _tumble(
        self, timeline: Timeline, faces: Sequence[int], round_number: int
    ) -> QVariantAnimation:
        rolls = random.Random(round_number)
        tumble = QVariantAnimation()
        tumble.setDuration(timeline.ms(600))
        tumble.setStartValue(0)
        tumble.setEndValue(12)

        def turn(value: object) -> None:
            dice = self._seats[self._perspective].dice
            for die, face in zip(dice, faces, strict=False):
                die.face = face if value == 12 else rolls.randint(1, 6)

        tumble.valueChanged.connect(turn)
        return tumble

    def _animate_reveal(
        self,
        timeline: Timeline,
        revealed: DiceRevealed,
        after: Sequence[Event],
        names: list[str],
        calza: bool,
    ) -> None:
        counted: list[DieItem] = []

        def lay_all() -> None:
            counted.clear()
            for seat in self._seats:
                seat.bubble.setVisible(False)
            for index, faces in enumerate(revealed.dice):
                if not faces:
                    continue
                size = (
                    OWN_DIE
                    if index == self._perspective and self._own_dice_visible()
                    else OTHER_DIE
                )
                for die, face in zip(self._lay_dice(index, faces, size), faces, strict=True):
                    matches = face == revealed.bid.face or (revealed.wild and face == PACO)
                    die.setOpacity(1.0 if matches else 0.45)
                    if matches:
                        counted.append(die)
            self.verdict.set_text(count_words(revealed, 0))
            self.verdict.setVisible(True)

        timeline.step(lay_all)
        timeline.together(
            timeline.tween(seat.cup, b"pos", seat.cup.pos() + QPointF(0, -70), 450)
            for index, seat in enumerate(self._seats)
            if revealed.dice[index]
            and not (index == self._perspective and self._own_dice_visible())
        )
        for number in range(revealed.count):
            timeline.step(lambda number=number: self._count_up(counted, number, revealed))
            timeline.pause(140)
        timeline.step(
            lambda: self._show_verdict(verdict_words(revealed, after, names, calza, self._you()))
        )
        timeline.pause(1600)

    def _count_up(self, counted: list[DieItem], number: int, revealed: DiceRevealed) -> None:
        if number < len(counted):
            counted[number].set_highlighted(True)
        self.verdict.set_text(count_words(revealed, number + 1))

    def _show_verdict(self, text: str) -> None:
        self.verdict.set_text(text)
        self.verdict.setVisible(True)

    def _animate_die_flight(self, timeline: Timeline, seat_index: int, to_lid: bool) -> None:
        seat = self._seats[seat_index]
        start, end = seat.position + QPointF(0, -40), QPointF(CENTRE)
        if not to_lid:
            start, end = end, start
        flyer = DieItem(self._artwork, seat_index, OTHER_DIE, PACO)
        flyer.setZValue(30)

        def launch() -> None:
            flyer.setPos(start)
            self.addItem(flyer)

        timeline.step(launch)
        timeline.add(
            timeline.tween(
                flyer, b"pos", end, 550, start=start, easing=QEasingCurve.Type.InOutCubic
            )
        )
        timeline.step(lambda: self.removeItem(flyer))


def personality_name(preset: str) -> str:
    """Return a personality preset's display name."""
    return {
        "balanced": tr("the Balanced Player"),
        "accountant": tr("the Cautious Accountant"),
        "pirate": tr("the Pirate"),
        "skeptic": tr("the Skeptic"),
        "gambler": tr("the Gambler"),
    }.get(preset, preset)
