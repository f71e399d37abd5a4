"""A bar that keeps settings problems in view until the player dismisses it."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QMessageBox, QPushButton, QWidget

from .wording import tr


class SettingsNotice(QFrame):
    """A note that some settings could not be used, with Details (every problem) and Dismiss.

    Unlike a log line, it outlives the first game; it stays hidden when there is nothing to say.

    Signals:
        details_requested(): the player wants the list of problems (see ``details_box``).
    """

    details_requested = Signal()

    def __init__(self, problems: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.problems = tuple(problems)
        self.setObjectName("settingsNotice")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAccessibleName(tr("Settings problems"))
        if len(self.problems) == 1:
            summary = tr("A setting could not be used; the default was used instead.")
        else:
            summary = tr(
                "{count} settings problems; the defaults were used instead where needed."
            ).format(count=len(self.problems))
        self.text = QLabel(summary)
        self.text.setWordWrap(True)
        details = QPushButton(tr("&Details…"))
        details.clicked.connect(self.details_requested)
        dismiss = QPushButton(tr("Dis&miss"))
        dismiss.clicked.connect(self.hide)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        layout.addWidget(self.text, 1)
        layout.addWidget(details)
        layout.addWidget(dismiss)
        self.setVisible(bool(self.problems))

    def details_text(self) -> str:
        """Return every problem, one per line."""
        return "\n".join(f"• {problem}" for problem in self.problems)

    def details_box(self, parent: QWidget | None = None) -> QMessageBox:
        """Return a message box listing every problem."""
        box = QMessageBox(
            QMessageBox.Icon.Information, tr("Settings problems"), self.text.text(), parent=parent
        )
        box.setInformativeText(self.details_text())
        return box
