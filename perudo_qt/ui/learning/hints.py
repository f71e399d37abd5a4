"""The hints panel: the odds of the standing bid and of the least raise on each face."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QGroupBox,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from perudo_qt.bots.odds import SeatOdds, seat_odds
from perudo_qt.controller.choices import HumanChoices
from perudo_qt.rules import FACES, PACO, Bid, PlayerView
from perudo_qt.rules.options import MAX_DICE
from perudo_qt.ui.table.artwork import Artwork
from perudo_qt.ui.words.legibility import mute
from perudo_qt.ui.words.wording import bid_words, face_words, percent_words

ICON_PIXELS = 18
SPACING = 8
"""Pixels between a face's die, its least raise and its chance, and between two faces."""
LEAST_HEIGHT = 72
"""The least height the hints take in a window too short for them all: they scroll there."""


def least_raises(choices: HumanChoices) -> dict[int, Bid | None]:
    """Return, per face, the least raise the rules allow now (None when the face is barred).

    The ranges come from the rules engine through ``choices``; a least raise above the dice
    worth offering is not offered.
    """
    raises: dict[int, Bid | None] = dict.fromkeys(FACES)
    for allowed in choices.face_ranges:
        if allowed.minimum is not None and allowed.minimum <= choices.quantity_cap:
            raises[allowed.face] = Bid(allowed.minimum, allowed.face)
    return raises


class HintsPanel(QGroupBox):
    """Shows the person the chance their standing bid is true and the odds of each least raise.

    The faces stand in two columns where the panel is wide enough for their texts in full, else
    in one (a narrow side panel, a long language: "15 tweeën", "barred" in words).

    Fair play: it reads the person's own view only (their dice, the public record and the
    dice in play they could count from it) and the choices the rules engine offers them. The
    odds are those of ``perudo_qt.bots.odds``, the very numbers the bots start from.
    """

    def __init__(self, artwork: Artwork, seat: int = 0, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("Hints (H)"))
        self.setAccessibleName(self.tr("Hints"))
        self.standing = QLabel()
        self.standing.setWordWrap(True)
        self._standing: Bid | None = None
        """The bid the standing line speaks of."""
        self.standing.setObjectName("hint_standing")
        self.raises_title = QLabel(self.tr("Least raise on each face:"))
        self.raises_title.setWordWrap(True)  # a narrow panel, or a long language
        self._grid = grid = QGridLayout()
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(SPACING)
        grid.setVerticalSpacing(2)
        self._icons: dict[int, QLabel] = {}
        self._bids: dict[int, QLabel] = {}
        self._chances: dict[int, QLabel] = {}
        ratio = self.devicePixelRatioF()
        for face in FACES:
            icon = QLabel()
            icon.setPixmap(artwork.die(face, seat, ICON_PIXELS, ratio))
            icon.setAccessibleName(face_words(face).capitalize())  # not the panel's title
            bid, chance = QLabel(), QLabel()
            chance.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self._icons[face], self._bids[face], self._chances[face] = icon, bid, chance
        self.columns = 0
        """How many columns the faces stand in now (1 or 2)."""
        self._arrange(2)
        self.basis = QLabel()
        self.basis.setWordWrap(True)
        self.basis.setObjectName("hint_basis")
        mute(self.basis)  # secondary, still at least 4.5:1
        self._outer = layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 6)
        layout.setSpacing(4)
        layout.addWidget(self.standing)
        layout.addWidget(self.raises_title)
        layout.addLayout(grid)
        layout.addWidget(self.basis)
        self.clear_hints()

    def clear_hints(self) -> None:
        """Show nothing: no game, or a game with no seat of the person's."""
        self._standing = None
        self.standing.setText(self.tr("Hints follow your dice during a game."))
        self._show_raises(None, None)
        self.basis.clear()

    def show_hints(self, view: PlayerView, choices: HumanChoices) -> None:
        """Show the odds from ``view`` (the person's own) and the raises ``choices`` allows."""
        odds = seat_odds(view)
        standing = self._standing = view.current_bid
        if standing is None:
            self.standing.setText(self.tr("No bid yet this round."))
        else:
            text = self.tr("The bid stands at {bid}: {percent} likely to be true.")
            self.standing.setText(
                text.format(bid=bid_words(standing), percent=percent_words(odds.at_least(standing)))
            )
        self._show_raises(odds, least_raises(choices) if choices.my_turn else None)
        self.basis.setText(self._basis_words(view, odds))

    def bid_shown(self, bid: Bid) -> None:
        """The table shows ``bid``: say it now stands, in place of the odds of the bid before.

        Its own odds come with the choices the controller offers once the table has shown it
        (``show_hints``), made from the table as it then stands.
        """
        if bid == self._standing:
            return
        self._standing = bid
        text = self.tr("The bid is now {bid}.")
        self.standing.setText(text.format(bid=bid_words(bid)))
        self._show_raises(None, None)
        self.basis.clear()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt API
        """Stand the faces in as many columns as the new width holds in full."""
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        """Stand the faces in two columns if the panel holds both in full, else in one.

        Judged by the longest texts a face can show ("30 sixes", "barred"), not the ones shown
        now: the columns change with the panel's width only, never from one turn to the next.
        """
        metrics = self._bids[PACO].fontMetrics()
        texts = [bid_words(Bid(MAX_DICE, face)) for face in FACES]
        bid = max(metrics.horizontalAdvance(text) for text in texts)
        chances = (percent_words(0.99), percent_words(1.0), self.tr("barred"))
        chance = max(metrics.horizontalAdvance(text) for text in chances)
        column = ICON_PIXELS + bid + chance + 2 * SPACING
        margins = self._outer.contentsMargins()
        room = self.contentsRect().width() - margins.left() - margins.right()
        self._arrange(2 if room >= 2 * column + SPACING else 1)

    def _arrange(self, columns: int) -> None:
        """Lay the faces out in ``columns`` columns of a die, its least raise and its chance."""
        if columns == self.columns:
            return
        self.columns = columns
        grid = self._grid
        for index, face in enumerate(FACES):
            row, column = divmod(index, columns)
            for offset, label in enumerate(
                (self._icons[face], self._bids[face], self._chances[face])
            ):
                grid.removeWidget(label)
                grid.addWidget(label, row, 3 * column + offset)
        for column in range(6):
            grid.setColumnStretch(column, 1 if column in (1, 4) and column < 3 * columns else 0)

    def raise_texts(self) -> dict[int, tuple[str, str]]:
        """Return, per face, the least raise and its chance as shown."""
        return {face: (self._bids[face].text(), self._chances[face].text()) for face in FACES}

    def _show_raises(self, odds: SeatOdds | None, raises: dict[int, Bid | None] | None) -> None:
        self.raises_title.setText(
            self.tr("Least raise on each face:")
            if raises is not None
            else self.tr("The least raises show on your turn.")
        )
        for face in FACES:
            bid = raises.get(face) if raises is not None else None
            if odds is None or raises is None:
                words, chance = face_words(face), ""
            elif bid is None:
                words, chance = face_words(face), self.tr("barred")
            else:
                words, chance = bid_words(bid), percent_words(odds.at_least(bid))
            self._bids[face].setText(words)
            self._chances[face].setText(chance)
            # An empty label would be read by the panel's title ("Hints (H)"): none is shown.
            self._chances[face].setHidden(not chance)
            self._bids[face].setEnabled(bid is not None)
            self._chances[face].setEnabled(bid is not None)

    def _basis_words(self, view: PlayerView, odds: SeatOdds) -> str:
        """Say what the odds rest on, without a dice count the table keeps hidden (R17)."""
        wild = self.tr("pacos are wild") if odds.wild else self.tr("pacos are not wild")
        if view.dice_counts is not None:
            text = self.tr("Your dice, and %n hidden from you; {wild}.", "", odds.hidden)
        else:
            text = self.tr("Your dice, and the others' as counted from the losses; {wild}.")
        return text.format(wild=wild)


class HintsScroller(QScrollArea):
    """The hints panel, whole where the side panel has room, scrolled where it has not.

    In a window too short for the log, the hints and the bid controls (1920x1080 at 200 %
    scaling) the hints shrink to ``LEAST_HEIGHT`` and scroll, rather than push the window
    past the screen's bottom. It shows and hides with the panel it holds. It takes no focus:
    Tab goes from the log to the bid controls as before.
    """

    def __init__(self, panel: HintsPanel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.panel = panel
        hidden = panel.isHidden()
        self.setWidget(panel)  # which shows it
        panel.setHidden(hidden)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self.setVisible(not hidden)
        panel.installEventFilter(self)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt API
        """As tall as the panel wants at this width: it scrolls only where there is no room."""
        wanted = self.panel.sizeHint()
        width = self.viewport().width() if self.width() > 0 else wanted.width()
        height = self.panel.heightForWidth(width) if self.panel.hasHeightForWidth() else -1
        height = height if height >= 0 else wanted.height()
        return QSize(wanted.width(), height + 2 * self.frameWidth())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt API
        """A new width may wrap the panel's lines anew: ask the side panel for its height."""
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.updateGeometry()

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt API
        """As wide as the panel needs, and ``LEAST_HEIGHT`` tall."""
        return QSize(self.panel.minimumSizeHint().width(), LEAST_HEIGHT)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        """Show and hide with the panel."""
        if watched is self.panel and event.type() in (
            QEvent.Type.ShowToParent,
            QEvent.Type.HideToParent,
        ):
            self.setVisible(event.type() == QEvent.Type.ShowToParent)
            self.updateGeometry()
        return super().eventFilter(watched, event)
