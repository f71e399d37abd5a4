"""The Settings' Keys page: every action with its keys; choose one and press its new key."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QKeyCombination, Qt, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from perudo_qt.ui.access.accessibility import announce
from perudo_qt.ui.controls.key_map import (
    DEFAULT_KEYS,
    Bindings,
    Key,
    holder,
    is_key_text,
    key_words,
    keys_text,
)
from perudo_qt.ui.words.plain import plain_label
from perudo_qt.ui.words.wording import tr

_MODIFIER_KEYS = {
    Qt.Key.Key_Shift,
    Qt.Key.Key_Control,
    Qt.Key.Key_Meta,
    Qt.Key.Key_Alt,
    Qt.Key.Key_AltGr,
    Qt.Key.Key_CapsLock,
    Qt.Key.Key_NumLock,
    Qt.Key.Key_unknown,
}
_START_KEYS = {Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space, Qt.Key.Key_F2}
"""The keys that, on an action's row, wait for its new key (as a click does)."""


def pressed_key(event: QKeyEvent) -> str | None:
    """Return the key combination ``event`` pressed, in portable text; None for a modifier alone.

    The keypad's mark is dropped, and so is Shift where it only makes a symbol ("+", "!"): the
    key then works whichever keyboard the symbol is typed on.
    """
    key = Qt.Key(event.key())
    if key in _MODIFIER_KEYS:
        return None
    modifiers = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
    typed = event.text()
    is_letter = Qt.Key.Key_A.value <= key.value <= Qt.Key.Key_Z.value
    if typed.strip() and typed.isprintable() and not is_letter:
        modifiers &= ~Qt.KeyboardModifier.ShiftModifier
    sequence = QKeySequence(QKeyCombination(modifiers, key))
    return sequence.toString(QKeySequence.SequenceFormat.PortableText)


class KeyTable(QTableWidget):
    """The actions and their keys; a click, Enter or Space on a row waits for the row's new key.

    Signals:
        capture_started(int): the row waits for a key.
        key_pressed(int, str): a key was pressed for the waiting row: the row, and the key
            in portable text.
        capture_cancelled(): Escape, or the focus left, before a key.
    """

    capture_started = Signal(int)
    key_pressed = Signal(int, str)
    capture_cancelled = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 2, parent)
        self.waiting: int | None = None
        """The row waiting for its new key, if one is."""
        self.setHorizontalHeaderLabels([tr("Action"), tr("Keys")])
        self.setAccessibleName(tr("Keys"))
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setTabKeyNavigation(False)
        self.verticalHeader().hide()
        header = self.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.cellClicked.connect(lambda row, _column: self.wait_for_key(row))

    def wait_for_key(self, row: int) -> None:
        """Wait for the new key of ``row``'s action."""
        self.waiting = row
        self.selectRow(row)
        self.capture_started.emit(row)

    def event(self, event: QEvent) -> bool:
        """While a row waits, every key is for it: no shortcut or mnemonic takes it first."""
        if self.waiting is not None and event.type() == QEvent.Type.ShortcutOverride:
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt API
        """While a row waits, the key pressed is its new key (Escape cancels); else move."""
        if self.waiting is None:
            if Qt.Key(event.key()) in _START_KEYS and self.currentRow() >= 0:
                self.wait_for_key(self.currentRow())
            else:
                super().keyPressEvent(event)
            return
        if event.key() == Qt.Key.Key_Escape and event.modifiers() == Qt.KeyboardModifier.NoModifier:
            self.waiting = None
            self.capture_cancelled.emit()
            return
        text = pressed_key(event)
        if text is not None:
            row, self.waiting = self.waiting, None
            self.key_pressed.emit(row, text)

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802 - Qt API
        """Leaving the table stops waiting for a key."""
        if self.waiting is not None:
            self.waiting = None
            self.capture_cancelled.emit()
        super().focusOutEvent(event)


class KeysPage(QWidget):
    """Every action and its keys, each changed by pressing the new one; back to the defaults.

    A key another action has is refused, the message naming that action.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._bindings: dict[Key, tuple[str, ...]] = dict(DEFAULT_KEYS)
        self._actions = list(Key)
        self.table = KeyTable()
        self.table.setRowCount(len(self._actions))
        self._key_items = [QTableWidgetItem() for _ in self._actions]
        for row, key in enumerate(self._actions):
            self.table.setItem(row, 0, QTableWidgetItem(key_words(key)))
            self.table.setItem(row, 1, self._key_items[row])
        self.message = plain_label(tr("Click an action, or press Enter on it, then press its key."))
        self.message.setWordWrap(True)
        self.reset_button = QPushButton(tr("Reset to &Defaults"))
        self.reset_button.clicked.connect(self.reset)
        self.table.capture_started.connect(self._on_capture_started)
        self.table.key_pressed.connect(self._on_key_pressed)
        self.table.capture_cancelled.connect(self._on_capture_cancelled)
        below = QHBoxLayout()
        below.addWidget(self.message, 1)
        below.addWidget(self.reset_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table, 1)
        layout.addLayout(below)
        self._show_keys()

    def set_bindings(self, bindings: Bindings) -> None:
        """Show ``bindings``: the keys in use."""
        self._bindings = {**DEFAULT_KEYS, **bindings}
        self._show_keys()

    def bindings(self) -> dict[Key, tuple[str, ...]]:
        """Return every action's keys as chosen here."""
        return dict(self._bindings)

    def reset(self) -> None:
        """Give every action its default keys again."""
        self._bindings = dict(DEFAULT_KEYS)
        self._show_keys()
        self._say(tr("Every action has its default keys again."))

    def _show_keys(self) -> None:
        for item, key in zip(self._key_items, self._actions, strict=True):
            item.setText(keys_text(self._bindings[key]))

    def _say(self, text: str) -> None:
        """Show ``text`` under the table, and have a screen reader say it at once."""
        self.message.setText(text)
        self.table.setAccessibleDescription(text)
        announce(self.table, text, assertive=True)

    def _on_capture_started(self, row: int) -> None:
        self._key_items[row].setText(tr("Press a key…"))
        self._say(
            tr("Press the new key for “{action}”, or Escape to keep its keys.").format(
                action=key_words(self._actions[row])
            )
        )

    def _on_capture_cancelled(self) -> None:
        self._show_keys()
        self._say(tr("The keys were kept."))

    def _on_key_pressed(self, row: int, text: str) -> None:
        key = self._actions[row]
        action = key_words(key)
        shown = keys_text([text]) if is_key_text(text) else ""
        other = holder(self._bindings, text, besides=key)
        if not shown:
            self._say(
                tr("That key cannot be used; the keys of “{action}” were kept.").format(
                    action=action
                )
            )
        elif other is not None:
            self._say(
                tr(
                    "{key} is already the key of “{other}”; the keys of “{action}” were kept."
                ).format(key=shown, other=key_words(other), action=action)
            )
        else:
            self._bindings[key] = (text,)
            self._say(tr("“{action}”: {key}.").format(action=action, key=shown))
        self._show_keys()
