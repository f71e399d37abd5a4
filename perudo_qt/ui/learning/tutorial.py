"""The tutorial: the rulebook's worked round step by step, then a guided round with a tutor."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QLocale, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QHideEvent,
    QKeySequence,
    QShortcut,
    QShowEvent,
    QTextDocumentFragment,
)
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QDockWidget,
    QGraphicsDropShadowEffect,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from perudo_qt.bots.odds import own_matches, seat_odds
from perudo_qt.coach.advice import BidAdviceKind, DudoAdviceKind, bid_advice, dudo_advice
from perudo_qt.controller.choices import HumanChoices
from perudo_qt.controller.game_controller import GameController
from perudo_qt.controller.table import DEFAULT_NAMES, SeatSetup, TableSetup
from perudo_qt.rules import (
    PACO,
    Bid,
    BidMade,
    DiceRevealed,
    DieLost,
    Event,
    PlayerView,
    RuleOptions,
)
from perudo_qt.ui.access.accessibility import announce
from perudo_qt.ui.access.reading import make_readable
from perudo_qt.ui.controls.bid_selector import BidSelector
from perudo_qt.ui.learning.tutorial_script import OPTIONS, PLAYERS, STEPS, Moment, moment
from perudo_qt.ui.panels.dice_text import DiceInText, dice_html
from perudo_qt.ui.screen_room import resize_within_screen
from perudo_qt.ui.setup.dialogs import QuestionDialog
from perudo_qt.ui.table.artwork import Artwork
from perudo_qt.ui.table.items import DICE_LAYER, CupItem, DieItem
from perudo_qt.ui.table.table_scene import TableScene
from perudo_qt.ui.table.table_view import TableView
from perudo_qt.ui.words.wording import (
    bid_words,
    face_words,
    hand_words,
    percent_words,
    quantity_words,
    tr,
)

TABLE_DIE = 40.0
DIE_SPACING = 6.0
"""Room between two dice of a hand on the tutorial's table."""
ROW_CLEARANCE = 4.0
"""Room a hand's row keeps from a bid bubble, glow included."""
WIDE_SCREEN = 1280
"""Screens at least this wide have room for the tutor beside the bid selector."""
GUIDED_OPPONENTS = 3


def bid_html(bid: Bid, seat: int) -> str:
    """Return a bid in rich text, its face a die in the bidder's colours: "7 times [four] 4"."""
    return f"<b>{bid.quantity}</b>&nbsp;&times;&nbsp;{dice_html([bid.face], seat)}"


def counted_words(hand: Sequence[int], standing: Bid | None, wild: bool) -> str:
    """Return how many of ``hand``'s dice count for ``standing``: "2 dice count" (or nothing)."""
    if standing is None:
        return ""
    return tr("%n dice count", "", own_matches(hand, standing.face, wild))


def table_description(shown: Moment) -> str:
    """Return the worked round's table in words, as its picture shows it: a line a fact.

    The standing bid and its bidder, then every player's dice, face up as in the picture, and
    how many of them count for the standing bid.
    """
    view = table_view(shown)
    standing, bidder = view.current_bid, view.bidder
    lines = []
    if standing is not None and bidder is not None:
        lines.append(
            tr("Standing bid: {bid}, by {name}.").format(
                bid=bid_words(standing), name=PLAYERS[bidder]
            )
        )
    for seat, hand in enumerate(shown.dice):
        name, dice = PLAYERS[seat], hand_words(hand)
        counted = counted_words(hand, standing, view.pacos_wild)
        if counted:
            line = tr("{name}'s dice: {dice}; {counted}.").format(
                name=name, dice=dice, counted=counted
            )
        else:
            line = tr("{name}'s dice: {dice}.").format(name=name, dice=dice)
        lines.append(line)
    return "\n".join(lines)


def table_view(shown: Moment) -> PlayerView:
    """Return the view the worked round's table shows at ``shown``: a Dudo as it was called."""
    if shown.step.topic == "dudo":
        return shown.before.view_for(0)  # the round as it was called, before the loss
    return shown.after.view_for(0)


def step_text(shown: Moment) -> str:
    """Return the tutor's words for one step of the worked round, as HTML.

    Every number comes from the engine: what was legal before the action, and the count.
    """
    before, seat, dice_of = shown.before, shown.seat, shown.dice
    name = PLAYERS[seat]
    hand = tr("{name}'s dice: {dice}").format(name=name, dice=dice_html(dice_of[seat], seat))
    topic, action = shown.step.topic, shown.step.action
    if topic == "table":
        return tr(
            "Five players, A to E, have played a few rounds: A, B, C and D lost a die each. "
            "That leaves {total} dice in play: four for each of them, five for E.<br><br>"
            "Here every die is shown face up so you can follow along; in a game you only "
            "ever see your own. A opens the round."
        ).format(total=before.total_dice)
    if topic == "dudo":
        revealed = next(event for event in shown.events if isinstance(event, DiceRevealed))
        bid = revealed.bid
        loser = next(event.seat for event in shown.events if isinstance(event, DieLost))
        faces = sum(hand.count(bid.face) for hand in dice_of)
        pacos = sum(hand.count(PACO) for hand in dice_of)
        verdict = (
            tr("The bid stands, so {name}, who doubted it, loses a die and opens the next round.")
            if revealed.bid_stands
            else tr("The bid fails, so {name}, who made it, loses a die and opens the next round.")
        )
        return (
            tr(
                "{name} thinks {bid} is too many and calls Dudo. The cups lift and the dice "
                "are counted: {faces} and {pacos}, which are wild, make {count} in all."
            ).format(
                name=name,
                bid=bid_words(bid),
                faces=quantity_words(faces, bid.face),
                pacos=quantity_words(pacos, PACO),
                count=revealed.count,
            )
            + "<br><br>"
            + verdict.format(name=PLAYERS[loser])
            + "<br><br>"
            + tr("That was a whole round. Now play one yourself: a guided round awaits.")
        )
    assert isinstance(action, Bid)
    held = own_matches(dice_of[seat], action.face, wild=True)
    holds = tr("%n of them count for this bid, pacos included.", "", held)
    standing = before.current_bid
    if topic == "opening":
        opening = before.face_range(PACO)
        why = (
            tr("An opening bid may name any number of any face, but not pacos.")
            if opening.minimum is None
            else tr("An opening bid may name any number of any face.")
        )
        text = tr("{name} opens with {bid}. {why}").format(
            name=name, bid=bid_html(action, seat), why=why
        )
    elif topic == "raise":
        assert standing is not None
        higher = min(face for face in range(standing.face + 1, 7))
        text = tr(
            "After {standing}, a raise on the same face needs at least {same}; a higher face "
            "may keep the number: {higher} would do. {name} bids {bid}."
        ).format(
            standing=bid_words(standing),
            same=quantity_words(before.face_range(standing.face).minimum or 0, standing.face),
            higher=quantity_words(before.face_range(higher).minimum or 0, higher),
            name=name,
            bid=bid_html(action, seat),
        )
    elif topic == "to_pacos":
        assert standing is not None
        text = tr(
            "A paco counts for every face, so a bid on pacos needs fewer dice: half, rounded "
            "up. After {standing}, {least} is the least paco bid. {name} bids {bid}."
        ).format(
            standing=bid_words(standing),
            least=quantity_words(before.face_range(PACO).minimum or 0, PACO),
            name=name,
            bid=bid_html(action, seat),
        )
    else:
        assert standing is not None
        text = tr(
            "Leaving pacos works the other way round: double the number and add one. After "
            "{standing}, every other face needs at least {least}. {name} bids {bid}."
        ).format(
            standing=bid_words(standing),
            least=before.face_range(action.face).minimum,
            name=name,
            bid=bid_html(action, seat),
        )
    return f"{text}<br><br>{hand}<br>{holds}"


class TutorialDialog(QDialog):
    """The worked round on a real table, step by step, with Back and Next.

    Signals:
        guided_round_requested(): the person wants to play the guided round now; whoever
            starts it closes the dialog (``accept``) once the person has agreed to leave
            their game, so a "No" leaves them at the tutorial's last step.
    """

    guided_round_requested = Signal()

    def __init__(self, artwork: Artwork, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Tutorial"))
        self._artwork = artwork
        self._table_dice: list[DieItem] = []
        self.index = 0
        self.scene = TableScene(artwork)
        self.scene.set_table(
            TableSetup(tuple(SeatSetup(name, "easy") for name in PLAYERS), OPTIONS),
            perspective=0,
        )
        for seat in range(len(PLAYERS)):
            self.scene.plate(seat).subtitle = ""
        self.view = TableView(self.scene)
        self.title = QLabel()
        self.title.setObjectName("tutorial-title")
        self.text = make_readable(QTextBrowser())
        self.text.setAccessibleName(tr("Tutorial text"))
        self._dice = DiceInText(artwork, self)
        self._dice.install(self.text.document())  # every hand in its player's colours
        self.back_button = QPushButton(tr("&Back"))
        self.next_button = QPushButton(tr("&Next"))
        self.next_button.setDefault(True)
        self.play_button = QPushButton(tr("&Play a guided round"))
        self.back_button.clicked.connect(lambda: self.show_step(self.index - 1))
        self.next_button.clicked.connect(lambda: self.show_step(self.index + 1))
        self.play_button.clicked.connect(self._play)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        steps = QHBoxLayout()
        for button in (self.back_button, self.next_button, self.play_button):
            steps.addWidget(button)
        side = QVBoxLayout()
        side.addWidget(self.title)
        side.addWidget(self.text, 1)
        side.addLayout(steps)
        side.addWidget(buttons)
        layout = QHBoxLayout(self)
        layout.addWidget(self.view, 3)
        layout.addLayout(side, 2)
        resize_within_screen(self, 1000, 620)
        self.show_step(0)

    def show_step(self, index: int) -> None:
        """Show step ``index`` of the worked round: the table, and the tutor's words."""
        self.index = max(0, min(index, len(STEPS) - 1))
        shown = moment(self.index)
        self.title.setText(
            tr("<b>The worked round</b>, step {step} of {steps}").format(
                step=self.index + 1, steps=len(STEPS)
            )
        )
        self.text.setHtml(step_text(shown))
        self._describe_table(shown)
        self.back_button.setEnabled(self.index > 0)
        self.next_button.setEnabled(self.index < len(STEPS) - 1)
        self.play_button.setEnabled(self.index == len(STEPS) - 1)
        if self.index == len(STEPS) - 1:
            self.play_button.setFocus()
        self._show_table(shown)

    def _describe_table(self, shown: Moment) -> None:
        """Put the picture in words for a screen reader, and say the new step once it is shown.

        The words describe the picture and the tutor's text, which Tab reaches (the picture
        itself takes no focus); a step shown by Back or Next is announced with them.
        """
        description = table_description(shown)
        for widget in (self.view, self.text):
            widget.setAccessibleDescription(description)
        if self.isVisible():
            title = QTextDocumentFragment.fromHtml(self.title.text()).toPlainText()
            announce(self, f"{title}. {self.text.toPlainText()}\n{description}")

    def _show_table(self, shown: Moment) -> None:
        """Draw the table of ``shown``: bids in bubbles, every hand face up, counted dice ringed."""
        view = table_view(shown)
        self.scene.show_view(view)
        for item in self.scene.items():
            if isinstance(item, CupItem):
                item.setVisible(False)  # every hand is shown, as after a reveal
        for die in self._table_dice:
            self.scene.removeItem(die)
        self._table_dice = []
        standing = view.current_bid
        rows: list[QRectF] = []
        for seat, hand in enumerate(shown.dice):
            plate = self.scene.plate(seat)
            plate.is_current = seat == shown.seat
            plate.subtitle = counted_words(hand, standing, view.pacos_wild)
            plate.refresh()
            centre = plate.pos() + QPointF(0, -58)
            rows.append(_row_box(centre, len(hand)))
            for number, face in enumerate(hand):
                die = DieItem(self._artwork, seat, TABLE_DIE, face)
                offset = (number - (len(hand) - 1) / 2) * (TABLE_DIE + DIE_SPACING)
                die.setPos(centre + QPointF(offset, 0))
                die.setZValue(DICE_LAYER)
                if standing is not None:
                    die.set_highlighted(own_matches([face], standing.face, view.pacos_wild) > 0)
                self.scene.addItem(die)
                self._table_dice.append(die)
        self._move_bubbles_clear(rows)

    def _move_bubbles_clear(self, rows: Sequence[QRectF]) -> None:
        """Move each bid bubble sideways, away from the hands' ``rows`` it touches, till clear.

        Beside a seat at the side of the table its bubble stands where the cup would be, and
        the tutorial lays the hand there: a playtest saw "6 fours" over one of B's counted dice.
        """
        for seat in range(len(PLAYERS)):
            bubble = self.scene.bubble(seat)
            if not bubble.isVisible():
                continue
            for row in rows:
                area = bubble.sceneBoundingRect()
                if not area.intersects(row):
                    continue
                if area.center().x() >= row.center().x():
                    step = row.right() + ROW_CLEARANCE - area.left()
                else:
                    step = row.left() - ROW_CLEARANCE - area.right()
                bubble.moveBy(step, 0)

    def _play(self) -> None:
        self.guided_round_requested.emit()


def _row_box(centre: QPointF, dice: int) -> QRectF:
    """Return the box a hand of ``dice`` dice takes on the tutorial's table, with its room."""
    width = dice * (TABLE_DIE + DIE_SPACING) + 2 * ROW_CLEARANCE
    height = TABLE_DIE + 2 * ROW_CLEARANCE
    return QRectF(centre.x() - width / 2, centre.y() - height / 2, width, height)


def guided_table(table: TableSetup) -> TableSetup:
    """Return the guided round's table: the person, who opens, and three Easy opponents.

    The rules are the standard ones, whatever the saved table plays.
    """
    person = next((seat for seat in table.seats if seat.is_human), SeatSetup(tr("You")))
    opponents = tuple(SeatSetup(name, "easy") for name in DEFAULT_NAMES[1 : 1 + GUIDED_OPPONENTS])
    return TableSetup((SeatSetup(person.name), *opponents), RuleOptions(), first_seat=0)


def choice_words(view: PlayerView, bid: Bid) -> str:
    """Explain what bidding ``bid`` would mean for ``view``'s seat: its odds, then the advice."""
    advice = bid_advice(seat_odds(view), bid)
    mine = (
        tr("You hold %n that count, pacos included.", "", advice.held)
        if view.pacos_wild and bid.face != PACO
        else tr("You hold %n that count.", "", advice.held)
    )
    facts = tr(
        "<b>{bid}</b>: {mine} Of the other {others} dice, about {expected} should count, so "
        "{bid} is {chance} likely to be true."
    ).format(
        bid=bid_words(bid),
        mine=mine,
        others=advice.others,
        expected=QLocale().toString(advice.expected, "f", 1),  # "5.0", "5,0": the language's own
        chance=percent_words(advice.chance),
    )
    return f"{facts} {bid_advice_words(advice.kind)}"


def bid_advice_words(kind: BidAdviceKind) -> str:
    """Return the tutor's advice on a bid of ``kind``, in words a beginner understands."""
    return {
        BidAdviceKind.SAFE: tr(
            "Safe, but it tells the others nothing: the next player can raise on it just as safely."
        ),
        BidAdviceKind.GOOD: tr(
            "A good raise: it is more likely true than not, and the next player must now go "
            "higher or risk a Dudo."
        ),
        BidAdviceKind.RISKY: tr(
            "Risky: it is more likely false than true, so the next player may well call Dudo."
        ),
        BidAdviceKind.UNLIKELY: tr(
            "Very unlikely: expect the next player to call Dudo, and to lose a die."
        ),
    }[kind]


def dudo_words(view: PlayerView, standing: Bid) -> str:
    """Explain what calling Dudo on ``standing`` would mean: its odds, then the advice."""
    advice = dudo_advice(seat_odds(view), standing)
    facts = tr("<b>Dudo</b>: the standing bid, {bid}, is {chance} likely to be true.").format(
        bid=bid_words(standing), chance=percent_words(advice.chance)
    )
    return f"{facts} {dudo_advice_words(advice.kind)}"


def dudo_advice_words(kind: DudoAdviceKind) -> str:
    """Return the tutor's advice on a Dudo of ``kind``, in words a beginner understands."""
    return {
        DudoAdviceKind.WORTH: tr(
            "It is probably false: Dudo is worth calling, and the bidder loses a die if it is."
        ),
        DudoAdviceKind.CLOSE: tr(
            "A close call: if you have a likely raise, it may be the safer choice."
        ),
        DudoAdviceKind.NOT_WORTH: tr(
            "It is probably true: a Dudo would most likely cost you a die."
        ),
    }[kind]


class Tutor(QDockWidget):
    """Explains, beside the bid selector, what the choice it shows would mean.

    It reads the window's selector and the person's own view, nothing hidden: the odds are
    the bots' own (``perudo_qt.bots.odds``), from the person's dice and the dice in play, and
    its advice follows them (``perudo_qt.coach.advice``).
    """

    def __init__(
        self, controller: GameController, selector: BidSelector, window: QMainWindow
    ) -> None:
        super().__init__(tr("Tutor"), window)
        self.setObjectName("tutor")
        self._window = window
        self._controller = controller
        self._selector = selector
        self.text = make_readable(QTextBrowser())
        self.text.setAccessibleName(tr("Tutor"))
        self.setWidget(self.text)
        self.setMinimumWidth(240)
        # Its title bar's buttons take no focus: Escape in it closes it from the keyboard.
        closing = QShortcut(QKeySequence(Qt.Key.Key_Escape), self, self.close)
        closing.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self._choices: HumanChoices | None = None
        self._revealed = False  # the cups were lifted, and the next round has no bid yet
        selector.quantity.valueChanged.connect(self.explain)
        selector.face_group.idToggled.connect(self.explain)
        controller.choices_changed.connect(self._on_choices)
        controller.events_happened.connect(self._on_events)
        self.text.setHtml(self.welcome())

    def dock_area(self) -> Qt.DockWidgetArea:
        """Return where the tutor fits: beside the bid selector, or below on a narrow screen."""
        screen = self._window.screen().availableGeometry()
        if screen.width() >= WIDE_SCREEN:
            return Qt.DockWidgetArea.RightDockWidgetArea
        return Qt.DockWidgetArea.BottomDockWidgetArea

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt API
        """Point at the bid selector: a gold glow around it while the tutor is open."""
        super().showEvent(event)
        glow = QGraphicsDropShadowEffect(self._selector)
        glow.setColor(QColor("#f5c542"))
        glow.setBlurRadius(28)
        glow.setOffset(0, 0)
        self._selector.setGraphicsEffect(glow)

    def hideEvent(self, event: QHideEvent) -> None:  # noqa: N802 - Qt API
        """Stop pointing at the bid selector."""
        super().hideEvent(event)
        # Qt takes None to remove (and delete) the effect; PySide6's stubs do not say so.
        self._selector.setGraphicsEffect(None)  # type: ignore[arg-type]

    @staticmethod
    def welcome() -> str:
        """Return the tutor's first words."""
        return tr(
            "<b>A guided round.</b> You play against three Easy opponents; your dice are at "
            "the bottom of the table. When it is your turn, choose a face and a number in the "
            "bid selector below the log: I will say what that bid means and how likely it is."
        )

    def _view(self) -> PlayerView | None:
        snapshot = self._controller.snapshot
        if snapshot is None or snapshot.human_seat is None:
            return None
        return snapshot.view  # the person's own view: nothing hidden

    def _on_choices(self, choices: HumanChoices) -> None:
        self._choices = choices
        self.explain()

    def _on_events(self, events: tuple[Event, ...], view: PlayerView) -> None:
        """After a reveal, say what it was; at the next round's first bid, that play goes on."""
        for event in events:
            if isinstance(event, DiceRevealed):
                self._revealed = True
                self.text.setHtml(
                    tr(
                        "<b>The cups are lifted.</b> The count is on the table and in the "
                        "log. A new round starts with one die fewer for the loser; I stay "
                        "here while you play. Close me when you are ready."
                    )
                )
            elif isinstance(event, BidMade) and self._revealed:
                self._revealed = False
                self.text.setHtml(
                    tr(
                        "<b>A new round.</b> When it is your turn, choose a bid below the log "
                        "or call Dudo: I will say what each would mean."
                    )
                )

    def explain(self) -> None:
        """Say what the selected bid, and Dudo, would mean now (on the person's turn only)."""
        view = self._view()
        choices = self._choices
        if view is None or choices is None or not choices.my_turn:
            return
        self._revealed = False  # the person's turn has left the reveal behind
        parts = []
        bid = self._selector.selected_bid()
        if bid is not None:
            parts.append(choice_words(view, bid))
        if choices.standing is not None:
            parts.append(dudo_words(view, choices.standing))
        faces = ", ".join(face_words(face) for face in range(2, 7))
        parts.append(
            tr("Pacos are wild this round: they count for {faces}.").format(faces=faces)
            if view.pacos_wild
            else tr("Palifico round: pacos are not wild, and the face cannot change.")
        )
        self.text.setHtml("<br><br>".join(parts))


def tutorial_offer(parent: QWidget) -> QuestionDialog:
    """Return the first-start question: would the person like the tutorial?"""
    return QuestionDialog(
        tr("Welcome to Perudo"),
        tr("New to Perudo?"),
        tr(
            "The tutorial walks through a round step by step, then guides you through your "
            "first round. You can open it any time from the Help menu."
        ),
        (tr("Show me"), tr("Not now")),
        parent,
    )
