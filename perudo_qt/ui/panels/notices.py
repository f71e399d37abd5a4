"""A bar that keeps settings problems in view until the player dismisses it."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QMessageBox, QPushButton, QWidget

from perudo_qt.settings import LoadReport
from perudo_qt.ui.words.plain import plain_message_box
from perudo_qt.ui.words.wording import tr


class SettingsNotice(QFrame):
    """A note that some settings could not be used, with Details (every problem) and Dismiss.

    Unlike a log line, it outlives the first game; it stays hidden when there is nothing to say.

    Signals:
        details_requested(): the player wants the list of problems (see ``details_box``).
    """

    details_requested = Signal()

    def __init__(self, report: LoadReport, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._report = report
        self.problems: tuple[str, ...] = ()
        self.setObjectName("settingsNotice")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAccessibleName(tr("Settings problems"))
        self.text = QLabel()
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
        self.hide()
        self.refresh()

    def refresh(self) -> None:
        """Show the bar again if the settings reported problems not yet shown."""
        problems = tuple(dict.fromkeys(self._report.problems))  # a value read twice, once
        if problems == self.problems:
            return
        self.problems = problems
        if len(problems) == 1:
            self.text.setText(tr("A setting could not be used; its default was used instead."))
        else:
            self.text.setText(
                tr("{count} settings could not be used; their defaults were used instead.").format(
                    count=len(problems)
                )
            )
        self.setVisible(bool(problems))

    def details_text(self) -> str:
        """Return every problem, one per line."""
        return "\n".join(f"• {problem}" for problem in self.problems)

    def details_box(self, parent: QWidget | None = None) -> QMessageBox:
        """Return a message box listing every problem."""
        return plain_message_box(
            QMessageBox.Icon.Information,
            tr("Settings problems"),
            self.text.text(),
            parent,
            informative=self.details_text(),  # each problem quotes the file
        )
