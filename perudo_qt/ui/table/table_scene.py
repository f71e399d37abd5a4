"""The round table: seats with cups, plates and dice around the lid, and the plays shown on it.

What each event looks like as it happens is ``table_animation``'s; the scene draws and sequences.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from functools import partial

from PySide6.QtCore import (
    QAbstractAnimation,
    QObject,
    QPointF,
    QRectF,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QPen, QRadialGradient
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
)

from perudo_qt.career.characters import CHARACTERS
from perudo_qt.controller.pacing import Speed
from perudo_qt.controller.table import TableSetup
from perudo_qt.rules import (
    DiceRevealed,
    Event,
    PlayerView,
)
from perudo_qt.ui.controls.key_map import DEFAULT_KEYS, Key, keys_text
from perudo_qt.ui.table.artwork import Artwork
from perudo_qt.ui.table.items import (
    DICE_LAYER,
    BubbleItem,
    CupItem,
    DieItem,
    LidItem,
    MessageItem,
    SeatPlate,
    SpeechItem,
)
from perudo_qt.ui.table.layouts import Layouts
from perudo_qt.ui.table.portraits import Portraits, portrait_file
from perudo_qt.ui.table.reveal import RevealHold, Showdown, ShowdownCard, split_at_hold
from perudo_qt.ui.table.seating import (
    CARD,
    CENTRE,
    OWN_DIE,
    RADII,
    REVEAL_DIE,
    SCENE,
    VIEW_ASPECT,
    Layout,
    SeatPlace,
    block_points,
    row_points,
)
from perudo_qt.ui.table.table_animation import TableAnimator
from perudo_qt.ui.table.themes import TableTheme
from perudo_qt.ui.table.timeline import Timeline
from perudo_qt.ui.words.wording import (
    bid_words,
    bot_kind_words,
    continue_words,
    dice_in_play_words,
    dice_words,
    tr,
    winner_words,
)

SMALLEST_TEXT_PX = 18
"""The smallest text the table draws, in scene pixels (a test measures every text drawn)."""

BOTS_ONLY_HOLD_MS = 1600
"""How long a reveal stays up at normal speed when nobody plays at the table."""


@dataclass
class _Seat:
    """The items of one seat and where they stand."""

    place: SeatPlace
    plate: SeatPlate
    cup: CupItem
    bubble: BubbleItem
    speech: SpeechItem
    dice: list[DieItem] = field(default_factory=list)


def as_revealed(view: PlayerView, showdown: Showdown) -> PlayerView:
    """Return ``view`` with every hand as ``showdown`` lifted it: the dice before its loss."""
    hands = showdown.revealed.dice
    counts = tuple(len(hand) for hand in hands) if view.dice_counts is not None else None
    return replace(view, dice_counts=counts, own_dice=tuple(hands[view.seat]))


class TableScene(QGraphicsScene):
    """Draws the table from the perspective seat's view and animates what happens.

    After Dudo or Calza the table holds on the reveal until the player continues (a click on
    the table, or the window's keys calling ``continue_reveal``), or the auto-continue time
    passes; a table of bots only goes on by itself.

    Signals:
        events_shown(tuple): the animation reached these events (the log follows the table);
            a reveal once its count is on the table.
        cups_lifting(): a reveal begins: the cups lift (its sound), before the count.
        events_passed_over(tuple): skipping to the result, these events were passed over
            without being shown (``pass_over``): kept in the log and the History, not
            announced, heard or reacted to.
        animation_finished(): the events passed to ``play`` have been shown (and any reveal
            among them continued from).
        reveal_held_changed(bool): the table started or stopped holding on a reveal.
    """

    animation_finished = Signal()
    events_shown = Signal(object)
    cups_lifting = Signal()
    events_passed_over = Signal(object)
    reveal_held_changed = Signal(bool)

    def __init__(self, artwork: Artwork, parent: QObject | None = None) -> None:
        super().__init__(SCENE, parent)
        self._artwork = artwork
        self._portraits = Portraits()
        self._seats: list[_Seat] = []
        self._setup: TableSetup | None = None
        self._perspective = 0
        self._animation: QAbstractAnimation | None = None
        self._view: PlayerView | None = None
        self._last_showdown: Showdown | None = None
        self._auto_continue: float | None = None
        self._continue_keys = keys_text(DEFAULT_KEYS[Key.CONTINUE])
        self._recalling = False
        self._hurried = False
        self._to_result = False
        self._queued: tuple[Sequence[Event], PlayerView, Speed] | None = None
        self._text_scale = 1.0
        self._view_aspect = VIEW_ASPECT
        self._layout: Layout | None = None
        self._layouts = Layouts(self)
        self._layouts.ready.connect(self._arrange)
        self._hold = RevealHold(self)
        self._hold.held_changed.connect(self.reveal_held_changed.emit)
        self._animator = TableAnimator(self)
        self._draw_table()
        self.lid = LidItem(artwork)
        self.lid.setPos(CENTRE)
        self.addItem(self.lid)
        self.banner = MessageItem(40, 420)
        self.banner.setPos(CENTRE)
        self.banner.setVisible(False)
        self.addItem(self.banner)
        self.card = ShowdownCard()
        self.card.setPos(CARD.center().x(), CARD.top())
        self.card.setVisible(False)
        self.card.visibleChanged.connect(self._on_card_shown)
        self.addItem(self.card)

    def _on_card_shown(self) -> None:
        """The lid's caption gives way to the showdown card."""
        self.lid.show_caption = not self.card.isVisible()
        self.lid.update()

    def _draw_table(self) -> None:
        self._rim = self._add_ellipse(60)
        self._felt = self._add_ellipse(30)
        self.apply_theme()

    @property
    def theme(self) -> TableTheme:
        """The table's theme: its felt, its cups and dice, the colours of its texts."""
        return self._artwork.theme

    def set_reduce_motion(self, still: bool) -> None:
        """When ``still``, show plays without shaking, flying, zooming or counting up."""
        self._animator.still = still

    def apply_theme(self) -> None:
        """Draw the table in the artwork's theme (after ``Artwork.set_theme``)."""
        theme = self.theme
        felt = QRadialGradient(CENTRE, RADII[0] * self._room()[0])
        felt.setColorAt(0, QColor(theme.felt[0]))
        felt.setColorAt(1, QColor(theme.felt[1]))
        self.setBackgroundBrush(QColor(theme.backdrop))
        self._rim.setBrush(QBrush(QColor(theme.rim[0])))
        self._rim.setPen(QPen(QColor(theme.rim[1]), 6 * theme.outline))
        self._felt.setBrush(QBrush(felt))
        self._felt.setPen(QPen(Qt.PenStyle.NoPen))
        self.update()

    def _room(self) -> tuple[float, float]:
        """How far out the seats stand, as multiples of ``RADII`` (see ``Layout.room``)."""
        return self._layout.room if self._layout is not None else (1.0, 1.0)

    @staticmethod
    def _ellipse(margin: float, room: tuple[float, float]) -> QRectF:
        """Return the box of the ellipse ``margin`` wider on every side than the seats'."""
        width, height = RADII[0] * room[0] + margin, RADII[1] * room[1] + margin
        return QRectF(CENTRE.x() - width, CENTRE.y() - height, 2 * width, 2 * height)

    def _add_ellipse(self, margin: float) -> QGraphicsEllipseItem:
        """Add an ellipse around the seats' ellipse, ``margin`` wider on every side."""
        item = QGraphicsEllipseItem(self._ellipse(margin, (1.0, 1.0)))
        # The table rarely changes and its gradient is costly to draw: keep it as a pixmap.
        item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.addItem(item)
        return item

    # The size of the texts --------------------------------------------------------------------

    @property
    def text_scale(self) -> float:
        """How much larger than designed the table's texts are asked to be (1: as designed).

        They are drawn ``layout.scale`` times as large: less where the table has no room to
        draw them larger (``seating.drawn_layout``).
        """
        return self._text_scale

    @property
    def layout(self) -> Layout | None:
        """The table's layout at its text scale (None before a table is seated).

        At a text scale whose layout is still being searched, the designed one until then.
        """
        return self._layout

    @property
    def layout_pending(self) -> bool:
        """Whether the layout of the text scale asked for is still being searched."""
        return self._layouts.searching

    def set_text_scale(self, scale: float) -> None:
        """Draw the table's texts ``scale`` times as large as designed.

        The plates, bubbles, speech, the showdown card and the banners grow with their texts;
        the seats stand further out when they need the room, and the scene grows to hold
        them (the view shows it whole). At once where the layout is known; else the designed
        table is shown while it is searched off the GUI thread (``layouts.Layouts``).
        """
        scale = round(scale, 2)
        if scale != self._text_scale:
            self._text_scale = scale
            self._arrange()

    def set_view_aspect(self, aspect: float) -> None:
        """Lay the table out for a view ``aspect`` times as wide as high (to a tenth).

        At large texts the seats then stand further out where the view has room.
        """
        aspect = round(min(max(aspect, 1.0), 2.0), 1)
        if aspect != self._view_aspect:
            self._view_aspect = aspect
            if self._text_scale != 1.0:
                self._arrange()

    def _arrange(self) -> None:
        """Size the texts' pieces and put every seat's pieces where the layout says."""
        layout = None
        if self._setup is not None:
            count = len(self._setup.seats)
            aspect = self._view_aspect
            layout = self._layouts.layout(count, self.own_dice_visible, self._text_scale, aspect)
        scale = self._text_scale if layout is None else layout.scale
        self.lid.set_text_scale(scale)
        self.banner.set_text_scale(scale)
        self.card.setScale(scale)
        self._layout = layout
        if layout is None:
            self.setSceneRect(SCENE)
            return
        self.setSceneRect(layout.scene)
        self._rim.setRect(self._ellipse(60, layout.room))
        self._felt.setRect(self._ellipse(30, layout.room))
        self.apply_theme()
        self.card.set_width(layout.card.width() / scale)
        self.card.setPos(layout.card.center().x(), layout.card.top())
        for index, seat in enumerate(self._seats):
            place = layout.places[(index - self._perspective) % count]
            seat.place = place
            seat.plate.setPos(place.position + QPointF(0, 18))
            seat.plate.set_width(layout.plate_width)
            seat.cup.setPos(place.cup_home)
            seat.bubble.setPos(place.bubble)
            seat.speech.setPos(place.speech)
            seat.speech.tail = (place.cup_home.x() - place.speech.x()) / scale
            seat.speech.tail_up = place.speech.y() > place.plate.center().y()
            for item in (seat.plate, seat.bubble, seat.speech):
                item.setScale(scale)
            if index == self._perspective:
                points = row_points(place.own_row, len(seat.dice))
            else:
                points = block_points(place.reveal, len(seat.dice), place.columns)
            for die, point in zip(seat.dice, points, strict=True):
                die.setPos(point)

    # Setting up and showing a state ---------------------------------------------------------

    def set_table(self, setup: TableSetup, perspective: int) -> None:
        """Seat ``setup``'s players, ``perspective`` at the bottom, play passing to its left."""
        self._stop_animation()
        self._hold.cancel()
        self._recalling, self._queued = False, None
        self._hurried = self._to_result = False
        self._view, self._last_showdown = None, None
        self.card.setVisible(False)
        for seat in self._seats:
            for item in (seat.plate, seat.cup, seat.bubble, seat.speech, *seat.dice):
                self.removeItem(item)
        self._seats = []
        self._setup = setup
        self._perspective = perspective
        count = len(setup.seats)
        layout = self._layouts.layout(
            count, setup.seats[perspective].is_human, self._text_scale, self._view_aspect
        )
        for index, seat_setup in enumerate(setup.seats):
            place = layout.places[(index - perspective) % count]
            plate = SeatPlate(index, self._portraits)
            plate.portrait = portrait_file(seat_setup)
            plate.name = seat_setup.name
            plate.subtitle = self._subtitle(index)
            plate.palifico_text = tr("PALIFICO")
            plate.winner_text = tr("WINNER")
            plate.refresh()
            cup = CupItem(self._artwork, index, 84)
            bubble = BubbleItem()
            bubble.setVisible(False)
            speech = SpeechItem()
            for item in (cup, plate, bubble, speech):
                self.addItem(item)
            bubble.setZValue(10)
            self._seats.append(_Seat(place, plate, cup, bubble, speech))
        self._arrange()

    def _subtitle(self, seat: int) -> str:
        assert self._setup is not None
        seat_setup = self._setup.seats[seat]
        if seat_setup.is_human:
            return tr("your cup")
        personality, feminine = seat_setup.personality, False
        if seat_setup.character:
            character = CHARACTERS[seat_setup.character]
            personality, feminine = personality or character.personality, character.feminine
        return bot_kind_words(seat_setup.bot or "", personality, feminine)

    def set_thinking(self, seat: int | None) -> None:
        """Mark ``seat`` as thinking (None: nobody)."""
        for index, item in enumerate(self._seats):
            subtitle = self._subtitle(index)
            item.plate.subtitle = (
                tr("{who}, thinking…").format(who=subtitle) if index == seat else subtitle
            )
            item.plate.refresh()

    def show_view(self, view: PlayerView) -> None:
        """Draw the table as ``view`` sees it, with no animation.

        When the game is over the last reveal stays on the table, with the winner marked.
        """
        self._view = view
        self.banner.setVisible(False)
        self.card.setVisible(False)
        latest = {made.seat: made for made in view.round_bids}
        standing = view.round_bids[-1] if view.round_bids else None
        self.refresh_plates(view)
        for index, seat in enumerate(self._seats):
            out = index not in view.active_seats
            seat.plate.is_current = view.current_seat == index
            seat.plate.is_winner = False
            seat.plate.setOpacity(0.4 if out else 1.0)
            seat.plate.refresh()
            seat.cup.setVisible(not out)
            seat.cup.setPos(seat.place.cup_home)
            seat.cup.setRotation(0)
            seat.cup.setOpacity(1.0)
            made = latest.get(index)
            seat.bubble.set_text(bid_words(made.bid) if made else "", faded=made is not standing)
            self.clear_dice(index)
        if self.own_dice_visible:
            self.lay_own_dice(view.own_dice)
        self.lid.is_open = view.options.lost_dice_visible
        self.refresh_lid(view)
        if view.current_seat is None and len(view.active_seats) == 1:
            self.show_game_over(view.active_seats[0])

    def refresh_plates(self, view: PlayerView) -> None:
        """Show every seat's dice count and palifico mark as ``view`` knows them.

        The palifico mark goes with the opener's last die: a player knocked out in their
        palifico round wears it no more.
        """
        for index, seat in enumerate(self._seats):
            seat.plate.count_text = self.count_text(view, index)
            seat.plate.is_palifico = (
                view.is_palifico_round
                and index == view.starting_seat
                and index in view.active_seats
            )
            seat.plate.refresh()

    def refresh_lid(self, view: PlayerView) -> None:
        """Show the dice in play and lost on the lid as ``view`` knows them."""
        counts = view.dice_counts
        self.lid.caption = dice_in_play_words(sum(counts)) if counts else ""
        start = view.options.dice_per_player * len(view.players)
        self.lid.lost = start - sum(counts) if counts else 0
        self.lid.update()

    @property
    def artwork(self) -> Artwork:
        """The pictures of the dice and cups."""
        return self._artwork

    @property
    def perspective(self) -> int:
        """The seat at the bottom of the table."""
        return self._perspective

    @property
    def you(self) -> int | None:
        """The person's seat when they sit at the bottom, else None."""
        return self._perspective if self.own_dice_visible else None

    @property
    def own_dice_visible(self) -> bool:
        """Whether the bottom seat's dice are shown (a person sits there)."""
        return self._setup is not None and self._setup.seats[self._perspective].is_human

    @property
    def names(self) -> list[str]:
        """Every seat's name."""
        return [seat.name for seat in self._setup.seats] if self._setup else []

    def count_text(self, view: PlayerView, seat: int) -> str:
        """Return ``seat``'s dice count as ``view`` may know it, in words."""
        if view.dice_counts is not None:
            count = view.dice_counts[seat]
        elif seat == view.seat and self.own_dice_visible:
            count = len(view.own_dice)  # your own dice you always know
        else:
            return ""  # R17: lost dice are hidden, so counts are not shown
        return dice_words(count)

    def clear_dice(self, seat: int) -> None:
        """Remove the dice shown for ``seat``."""
        items = self._seats[seat]
        for die in items.dice:
            self.removeItem(die)
        items.dice = []

    def take_die(self, seat: int) -> DieItem | None:
        """Take the last die shown for ``seat`` off its row, leaving it on the table."""
        dice = self._seats[seat].dice
        return dice.pop() if dice else None

    def _lay_dice(
        self, seat_index: int, faces: Sequence[int], points: Sequence[QPointF], size: float
    ) -> list[DieItem]:
        seat = self._seats[seat_index]
        self.clear_dice(seat_index)
        for face, point in zip(faces, points, strict=True):
            die = DieItem(self._artwork, seat_index, size, face)
            die.setPos(point)
            die.setZValue(DICE_LAYER)
            self.addItem(die)
            seat.dice.append(die)
        return seat.dice

    def lay_own_dice(self, faces: Sequence[int]) -> list[DieItem]:
        """Lay the bottom seat's dice in its row."""
        place = self._seats[self._perspective].place
        return self._lay_dice(
            self._perspective, faces, row_points(place.own_row, len(faces)), OWN_DIE
        )

    def own_dice_faces(self) -> tuple[int, ...]:
        """Return the faces shown for the perspective seat's dice."""
        return tuple(die.face for die in self._seats[self._perspective].dice)

    def plate(self, seat: int) -> SeatPlate:
        """Return ``seat``'s plate."""
        return self._seats[seat].plate

    def bubble(self, seat: int) -> BubbleItem:
        """Return ``seat``'s bid bubble."""
        return self._seats[seat].bubble

    def speech(self, seat: int) -> SpeechItem:
        """Return what ``seat`` says (its speech bubble)."""
        return self._seats[seat].speech

    def cup(self, seat: int) -> CupItem:
        """Return ``seat``'s cup."""
        return self._seats[seat].cup

    def place(self, seat: int) -> SeatPlace:
        """Return where ``seat``'s items stand."""
        return self._seats[seat].place

    def seat_dice(self, seat: int) -> list[DieItem]:
        """Return the dice shown for ``seat``."""
        return list(self._seats[seat].dice)

    # The showdown -----------------------------------------------------------------------------

    @property
    def is_holding(self) -> bool:
        """Whether the table holds on a reveal (or a recalled one) until the player goes on."""
        return self._hold.is_held

    def continue_reveal(self) -> None:
        """Go on from the reveal the table holds on (nothing happens when it holds none)."""
        self._hold.release()

    def hurry_to_result(self) -> None:
        """Skip to the result: show the events being played at once, holding on no reveal.

        The next ``play`` (the game's last round) animates again, and its reveal holds only as
        long as at a table of bots: the result then shows without a key.
        """
        self._hurried = self._to_result = True
        self._hold.release()
        animation = self._animation
        if animation is not None:  # its end runs what follows it: the hold, hurried past
            animation.setCurrentTime(animation.totalDuration())

    def pass_over(self, events: Sequence[Event], view: PlayerView) -> None:
        """Skipping to the result: show the table as ``view`` sees it, ``events`` passed over."""
        self.show_view(view)
        self.events_passed_over.emit(tuple(events))

    def set_reveal_auto_continue(self, seconds: float | None) -> None:
        """Go on from a reveal by itself after ``seconds`` (None: only when the player does).

        Applies from the next reveal. A table of bots only always goes on by itself.
        """
        self._auto_continue = seconds

    def set_continue_keys(self, keys: str) -> None:
        """Name ``keys`` ("Space"), the keys that go on from a reveal, on the showdown card."""
        self._continue_keys = keys

    @property
    def reveal_auto_continue(self) -> float | None:
        """After how many seconds a reveal goes on by itself (None: when the player does)."""
        return self._auto_continue

    def show_last_reveal(self) -> bool:
        """Show the last reveal again until the player goes on; False when there is none now.

        It can be shown while the table is still, not while it is animating or holding; the
        game waits meanwhile, as whatever happens is kept until the reveal is put away.
        """
        showdown, view = self._last_showdown, self._view
        busy = self._animation is not None and (
            self._animation.state() == QAbstractAnimation.State.Running
        )
        if showdown is None or view is None or busy or self._hold.is_held:
            return False
        self._recalling = True
        self.present_showdown(showdown)
        recall = continue_words(self._continue_keys, recall=True)
        self.card.set_texts(showdown.verdict(), self._tally(showdown), recall)
        self._hold.hold(self._end_recall, None)
        return True

    def _end_recall(self) -> None:
        self._recalling = False
        if self._view is not None:
            self.show_view(self._view)
        queued, self._queued = self._queued, None
        if queued is not None:
            self.play(*queued)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt API
        """A click on the table goes on from a reveal it holds on."""
        if self._hold.is_held:
            event.accept()
            self.continue_reveal()
            return
        super().mousePressEvent(event)

    def _tally(self, showdown: Showdown) -> str:
        return showdown.tally(showdown.order(self._perspective))

    def present_showdown(self, showdown: Showdown, counted: bool = True) -> None:
        """Lay every seat's revealed dice on the felt, the counting ones marked when ``counted``.

        The round's bids and turn are over: the bubbles and the turn's highlight go.
        """
        self.banner.setVisible(False)
        for seat in self._seats:
            seat.bubble.setVisible(False)  # the dice lie where the bids showed
            seat.plate.is_current = False
            seat.plate.refresh()
        self._lay_open_dice(showdown.revealed.dice, showdown.counts if counted else None)
        self.card.setVisible(True)

    def show_still(self, view: PlayerView, showdown: Showdown | None = None) -> None:
        """Draw ``view`` at once, any animation or hold stopped (a replay's step).

        With ``showdown``, its revealed dice and verdict stay on the felt, with no hint to go
        on: a replay's reveal is a step like any other.
        """
        self._stop_animation()
        self._hold.cancel()
        self._last_showdown = showdown
        self.show_view(view)  # at the game's end, the winner over this showdown's verdict
        if showdown is not None and view.current_seat is not None:
            self.refresh_plates(as_revealed(view, showdown))  # the counts the cups showed
            self.present_showdown(showdown)
            self.card.set_texts(showdown.verdict(), self._tally(showdown))

    def show_open_cups(self, dice: Sequence[Sequence[int]]) -> None:
        """Lay every seat's ``dice`` face up on the felt, cups lifted (a replay's open view).

        The round goes on: whose turn it is stays shown. The bubbles go, as the dice lie where
        the bids showed (a replay names each seat's bid beside the table).
        """
        for seat in self._seats:
            seat.bubble.setVisible(False)
        self._lay_open_dice(dice, None)

    def _lay_open_dice(
        self, dice: Sequence[Sequence[int]], counts: Callable[[int], bool] | None
    ) -> None:
        """Lay every seat's dice on the felt; mark those whose face ``counts`` (if given)."""
        for index, seat in enumerate(self._seats):
            faces = dice[index]
            if index == self._perspective:
                points = row_points(seat.place.own_row, len(faces))
                laid = self._lay_dice(index, faces, points, OWN_DIE)
            else:
                points = block_points(seat.place.reveal, len(faces), seat.place.columns)
                laid = self._lay_dice(index, faces, points, REVEAL_DIE)
            for die in laid:
                die.set_highlighted(counts is not None and counts(die.face))
            if faces:
                seat.cup.setOpacity(0.0)  # lifted: the dice stand where it was

    def _hold_on(self, showdown: Showdown, speed: Speed, then: Callable[[], None]) -> None:
        """Hold the table on ``showdown``'s verdict, then run ``then`` (at once when hurried)."""
        if self._hurried:
            then()
            return
        person = self.own_dice_visible
        if speed is Speed.INSTANT:
            self.present_showdown(showdown)
        self.card.set_texts(
            showdown.verdict(),
            self._tally(showdown),
            continue_words(self._continue_keys) if person else "",
        )
        self.card.setVisible(True)
        if not person or self._to_result:
            after: int | None = speed.ms(BOTS_ONLY_HOLD_MS)
        elif self._auto_continue is None:
            after = None
        else:
            after = round(self._auto_continue * 1000)
        self._hold.hold(then, after)

    def show_game_over(self, winner: int) -> None:
        """Mark the winner, and leave the last reveal on the table."""
        for index, seat in enumerate(self._seats):
            seat.plate.is_winner = index == winner
            seat.plate.is_current = False
            seat.plate.refresh()
        showdown = self._last_showdown
        text = winner_words(winner, self.names, self.you)
        if showdown is not None:
            self.present_showdown(showdown)
            self.card.set_texts(text, showdown.verdict())
        else:
            self.card.set_texts(text)
        self.card.setVisible(True)

    # Animating events -----------------------------------------------------------------------

    def play(self, events: Sequence[Event], view: PlayerView, speed: Speed) -> None:
        """Show ``events`` (animated unless instant), then the table as ``view`` sees it.

        A reveal among them is held until the player continues, also at instant speed.
        ``animation_finished`` is emitted at the end, also at instant speed (on the next turn
        of the event loop), so the game always waits for the table.
        """
        self._stop_animation()
        self._hurried = False
        if self._recalling:
            self._queued = (events, view, speed)
            return
        if self._view is None:
            self.refresh_plates(view)  # a new game's first frame shows its counts at once
        showdown = Showdown.find(events, self.names, self.you)
        if showdown is not None:
            self._last_showdown = showdown
        first, rest = split_at_hold(events)
        # Nobody to watch a reveal at instant speed at a table of bots: no need to draw it.
        watched = self.own_dice_visible or speed is not Speed.INSTANT
        if showdown is None or rest is None or not watched:
            self._run(events, view, speed, lambda: self._finish(view, speed))
            return

        def go_on() -> None:
            self.card.setVisible(False)
            self._run(rest, view, speed, lambda: self._finish(view, speed))

        self._run(first, view, speed, lambda: self._hold_on(showdown, speed, go_on))

    def _finish(self, view: PlayerView, speed: Speed) -> None:
        self.show_view(view)
        if speed is Speed.INSTANT:
            QTimer.singleShot(0, self, self.animation_finished.emit)
        else:
            self.animation_finished.emit()

    def _run(
        self, events: Sequence[Event], view: PlayerView, speed: Speed, then: Callable[[], None]
    ) -> None:
        """Show ``events`` and run ``then`` when they have been shown."""
        if speed is Speed.INSTANT or not events or self._hurried:
            self.events_shown.emit(tuple(events))  # the call first, then the cups heard lifting
            if any(isinstance(event, DiceRevealed) for event in events):
                self.cups_lifting.emit()
            then()
            return
        self._stop_animation()  # the part before a hold, done with
        timeline = Timeline(speed.scale, self)
        for index, event in enumerate(events):
            shown = partial(self.events_shown.emit, (event,))
            if isinstance(event, DiceRevealed):
                # Told once the count is on the table: the log, the lines said and the
                # reader would otherwise give the verdict away while it is being counted.
                timeline.step(self.cups_lifting.emit)
                self._animator.animate(timeline, event, events[:index], view)
                timeline.step(shown)
                continue
            timeline.step(shown)
            self._animator.animate(timeline, event, events[:index], view)
        self._animation = timeline.group
        timeline.group.finished.connect(then)
        timeline.group.start()

    def _stop_animation(self) -> None:
        if self._animation is not None:
            animation, self._animation = self._animation, None
            animation.finished.disconnect()
            animation.stop()
            animation.deleteLater()
