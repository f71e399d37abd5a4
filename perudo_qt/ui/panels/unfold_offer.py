"""While the side panel is folded away, the status bar offers it back and says its prompt."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QMainWindow, QPushButton

from perudo_qt.ui.controls.bid_selector import BidSelector
from perudo_qt.ui.panels.table_split import TableSplit
from perudo_qt.ui.words.wording import tr


class UnfoldOffer(QObject):
    """A status bar button that brings a folded side panel back, and its turn's prompt.

    Without it a small window shows no bid controls and no hint of where they went. While
    the panel is folded, the status bar also says the prompt of the person's turn ("Your
    turn: …") that the hidden line above the controls says, and takes it back after.
    """

    def __init__(self, window: QMainWindow, splitter: TableSplit, selector: BidSelector) -> None:
        super().__init__(window)
        self._window, self._selector = window, selector
        self._told = ""
        self.button = QPushButton(tr("Show the bid controls"))
        self.button.setObjectName("unfoldButton")
        self.button.setToolTip(
            tr(
                "The side panel with the log and the bid controls is folded away. This brings "
                "it back, and the table is drawn smaller."
            )
        )
        self.button.setVisible(False)
        self.button.clicked.connect(splitter.unfold)
        self.button.clicked.connect(lambda: selector.setFocus(Qt.FocusReason.OtherFocusReason))
        splitter.folded_changed.connect(self._on_folded)
        selector.prompt_changed.connect(self._tell)
        window.statusBar().addPermanentWidget(self.button)

    def _on_folded(self, folded: bool) -> None:
        self.button.setVisible(folded)
        self._tell(self._selector.prompt.text())

    def _tell(self, prompt: str) -> None:
        """Say ``prompt`` in the status bar while it is the person's turn and hidden; else not."""
        status = self._window.statusBar()
        choices = self._selector.choices
        hidden = self.button.isVisibleTo(self._window)
        if prompt and hidden and choices is not None and choices.my_turn:
            self._told = prompt
            status.showMessage(prompt)
        elif self._told and status.currentMessage() == self._told:
            self._told = ""
            status.clearMessage()
