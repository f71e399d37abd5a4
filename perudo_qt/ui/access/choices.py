"""A closed combo box tells a screen reader its new value (Orca 43 says nothing otherwise).

When a focused, closed combo box changes its value (Up and Down), Qt on Linux renames it (it
names a combo box by its value), selects the item of its list and says the combo box's
selection changed. Orca 43 (its default script) drops a combo box's name change as redundant,
and finds no selected child in a Qt combo box (it has no selection interface); so it says
nothing. It does say the new description of the object that has the focus. So while the focus
stays on a combo box, its description is the value a key just chose, which Qt sends with the
change; once the focus has gone on (Qt has then told the reader), the description is given back,
which a reader no longer says as it is not about the focus. A value chosen in the open list is
read there: the description is given back at once, unheard (the reader's focus is in the list).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QComboBox, QWidget


class _ValueVoice(QObject):
    """Makes ``box``'s description the value a key chose, while it has the focus."""

    def __init__(self, box: QComboBox) -> None:
        super().__init__(box)
        self._box = box
        self._own = box.accessibleDescription()
        self._keyed = False
        box.currentTextChanged.connect(self._say)
        box.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        """Note a key pressed on the closed box; settle once the key or the focus has gone by."""
        if event.type() == QEvent.Type.KeyPress:
            self._keyed = True
        if event.type() in (QEvent.Type.KeyPress, QEvent.Type.FocusOut):
            QTimer.singleShot(0, self, self._settle)
        return False

    def _say(self, text: str) -> None:
        """Give a value a key chose to a reader; one chosen in the open list is read there."""
        self._box.setAccessibleDescription(text if self._keyed else self._own)

    def _settle(self) -> None:
        """Forget the key; once the focus has gone on, give the description back, unheard."""
        self._keyed = False
        if not self._box.hasFocus():
            self._box.setAccessibleDescription(self._own)


def speak_choices(parent: QWidget) -> None:
    """Make every combo box in ``parent`` tell a screen reader the value Up or Down chose."""
    for box in parent.findChildren(QComboBox):
        _ValueVoice(box)
