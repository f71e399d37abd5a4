"""The end of a game for the person: the moment they are out, and the final placings."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QApplication, QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

from perudo_qt.ui.words.plain import literal
from perudo_qt.ui.words.wording import place_words, tr


class ResultBar(QFrame):
    """A bar under the table, never over it: "You finish 4th" with choices, or the placings.

    Signals:
        watch_requested(): go on watching the bots play.
        skip_requested(): play the rest at once and show the result.
        new_game_requested(): open the new-game dialog.
        play_again_requested(): another game at the same table.
    """

    watch_requested = Signal()
    skip_requested = Signal()
    new_game_requested = Signal()
    play_again_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("resultBar")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAccessibleName(tr("Result"))
        # The bar itself takes the focus when it shows the result, not "Play again": a Space or
        # Enter meant for the last reveal must not start the next game (Tab reaches the buttons).
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.watch_button = QPushButton(tr("&Watch"))
        self.watch_button.setToolTip(tr("Go on watching the others play"))
        self.watch_button.clicked.connect(self.watch_requested)
        self.skip_button = QPushButton(tr("S&kip to the result"))
        self.skip_button.setToolTip(tr("Play the rest of the game at once and show the placings"))
        self.skip_button.clicked.connect(self.skip_requested)
        self.again_button = QPushButton(tr("Play &again"))
        self.again_button.setToolTip(tr("Another game at the same table"))
        self.again_button.clicked.connect(self.play_again_requested)
        self.new_button = QPushButton(tr("&New game…"))
        self.new_button.clicked.connect(self.new_game_requested)
        self._layout = QHBoxLayout(self)
        self._layout.addWidget(self.text, 1)
        for button in (self.watch_button, self.skip_button, self.again_button, self.new_button):
            self._layout.addWidget(button)
        self._added: list[QPushButton] = []
        self.hide()

    def show_out(self, place: int) -> None:
        """Tell the person they are out, at ``place``, and offer to watch, skip or start anew."""
        headline = tr("You finish {place}.").format(place=place_words(place))
        choices = tr("Watch the others, skip to the result, or start a new game.")
        self.text.setText(f"<b>{literal(headline)}</b> {literal(choices)}")
        self._offer(self.watch_button, self.skip_button, self.new_button)
        self.watch_button.setFocus()  # the keys go on to the choices; Watch is the harmless one

    def show_skipping(self) -> None:
        """Say the rest of the game is being played at once."""
        self.text.setText(tr("Playing the rest of the game…"))
        focused = QApplication.focusWidget()
        if focused is not None and self.isAncestorOf(focused):
            self.setFocus()  # the button pressed goes: the keys stay here, not on the next
        self._offer()

    def show_result(self, order: Sequence[int], names: Sequence[str], you: int | None) -> None:
        """Show the winner and every seat's place, ``order`` running from first to last."""
        winner = order[0]
        if winner == you:
            headline = tr("You win!")
        else:
            headline = tr("{name} wins.").format(name=names[winner])
        places = " · ".join(
            tr("{place} {name}").format(
                place=place_words(place), name=tr("you") if seat == you else names[seat]
            )
            for place, seat in enumerate(order, start=1)
        )
        self.text.setText(f"<b>{literal(headline)}</b> {literal(places)}")
        self._offer(self.again_button, self.new_button)
        self.setFocus()

    def add_line(self, text: str) -> None:
        """Add ``text`` under what the bar says (how a career stage went, after the result)."""
        self.text.setText(f"{self.text.text()}<br>{literal(text)}")

    def add_choice(self, text: str, tip: str) -> QPushButton:
        """Offer one more choice with the result, first (the career's next stage).

        It stays until the bar offers its choices again; the caller connects its ``clicked``.
        """
        button = QPushButton(text)
        button.setToolTip(tip)
        self._layout.insertWidget(1, button)
        button.show()  # a child added to a shown bar stays hidden until shown
        QWidget.setTabOrder(self, button)  # Tab goes as the eye does: first after the bar
        QWidget.setTabOrder(button, self.again_button)
        self._added.append(button)
        return button

    def _offer(self, *buttons: QPushButton) -> None:
        for added in self._added:
            added.deleteLater()
        self._added.clear()
        for button in (self.watch_button, self.skip_button, self.again_button, self.new_button):
            button.setVisible(button in buttons)
        self.show()
