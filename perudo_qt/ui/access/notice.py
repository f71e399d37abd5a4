"""Spoken notices for screen readers that do not hear Qt's announcements (Orca 43, Debian 12).

Orca 43 listens for no ``object:announcement``, but it presents a widget whose accessible role
is Notification as soon as the widget is shown, without moving the focus (``onShowingChanged``
in its default script): it speaks "notification" and the labels inside, puts them on the
braille line and keeps them in its list of notifications. So a notice is a nameless
notification holding a label with the message. A :class:`NoticeBoard` keeps a few notices,
invisible (no size, nothing painted) and unfocusable, in a window: each message is given to the
next one, which is hidden and shown again. Each message has its own notice, so a reader that
handles the showing events a little later still reads the right words; a notice hides again
after ``SHOWN_MS``, so that a reader exploring the window later finds no stale messages.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QAccessibleWidget, QLabel, QWidget

RING = 16
"""How many notices a board keeps: more than the messages a reader may still have to read."""

SHOWN_MS = 20000
"""How long a notice stays shown: far longer than a reader takes to notice it."""

_interfaces: dict[int, QAccessibleWidget] = {}
"""The notices' accessible interfaces, kept alive for Qt's accessibility cache."""


class Notice(QWidget):
    """An invisible widget a screen reader sees as a notification of ``label``'s text.

    It never takes the focus. Its own name stays empty: Orca would say a name and drop a label
    that repeats it, and then show nothing in braille. Once given a message (``NoticeBoard.say``)
    it hides itself again and forgets the message when ``expiry`` times out.
    """

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setGeometry(0, 0, 0, 0)
        self.label = QLabel(self)
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.label.setGeometry(0, 0, 0, 0)
        self.expiry = QTimer(self)
        self.expiry.setSingleShot(True)
        self.expiry.setInterval(SHOWN_MS)
        self.expiry.timeout.connect(self._expire)
        self.hide()
        self.destroyed.connect(lambda: _interfaces.pop(id(self), None))

    def _expire(self) -> None:
        """Hide, and leave no stale message for a tool that lists hidden widgets too."""
        self.hide()
        self.label.clear()


def _notice_interface(key: str, target: QObject) -> QAccessibleInterface | None:
    """The accessible interface of a :class:`Notice` (role Notification); None for the rest."""
    if not isinstance(target, Notice):
        return None
    interface = _interfaces.get(id(target))
    if interface is None:
        interface = _interfaces[id(target)] = QAccessibleWidget(
            target, QAccessible.Role.Notification
        )
    return interface


QAccessible.installFactory(_notice_interface)


class NoticeBoard(QWidget):
    """A window's notices: :meth:`say` has a reader that hears notifications speak a message."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.setObjectName("noticeBoard")
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setGeometry(0, 0, 0, 0)
        self.notices = tuple(Notice(self) for _ in range(RING))
        self._next = 0
        self.show()

    @classmethod
    def of(cls, source: QWidget) -> NoticeBoard:
        """The notice board of ``source``'s window, made the first time it is needed."""
        window = source.window()
        board = window.findChild(
            NoticeBoard, "noticeBoard", Qt.FindChildOption.FindDirectChildrenOnly
        )
        return board if board is not None else cls(window)

    def say(self, message: str) -> Notice:
        """Show ``message`` as a new notification (a reader speaks it); return its notice."""
        notice = self.notices[self._next]
        self._next = (self._next + 1) % RING
        notice.hide()
        notice.label.setText(message)
        notice.show()
        notice.expiry.start()
        return notice
