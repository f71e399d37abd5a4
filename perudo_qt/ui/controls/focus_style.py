"""The keyboard focus shown on every control of the application, not only the bid controls.

Styles draw focus faintly or not at all (Fusion's one-pixel tint; nothing on a view with no
frame). ``FocusIndicator`` follows the application's focus and lays a ring round the control
that has it: ``FOCUS_RING_WIDTH`` pixels in its text colour, lined with as much of its
background colour; the two contrast by the palette's design (dark and high-contrast themes
included), so one of them stands out on whatever the control shows. The ring lies inside
the control's edge; round a check box or a radio button, whose words reach their edge, just
outside it where the parent has room (the lining is then the parent's own colour). It is a
transparent widget laid over the control, so it is drawn over whatever the control paints (a
view's contents and scroll bars too), and it moves, grows and goes with it. The menu bar has
none: the style marks the menu the keys are on.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QLineEdit,
    QMenuBar,
    QRadioButton,
    QSplitter,
    QWidget,
)
from shiboken6 import isValid

from perudo_qt.ui.controls.focus_ring import (
    FOCUS_RING_WIDTH,
    RING_REACH,
    RingButton,
    draw_focus_ring,
)

_OWN_RINGS = (RingButton,)
"""Controls that draw the ring themselves."""

RING_MARGIN = RING_REACH
"""How far the ring reaches out of a check box's or radio button's edge, room permitting: the
ring and its lining, drawn one pixel in from the ring's own edge, then lie wholly outside."""

_RINGED_OUTSIDE = (QCheckBox, QRadioButton)
"""Controls whose words reach their edge: a ring inside it would cover them."""


def ring_margin(control: QWidget) -> int:
    """Return how far the ring round ``control`` reaches out of its edge, room permitting."""
    return RING_MARGIN if isinstance(control, _RINGED_OUTSIDE) else 0


class FocusRing(QWidget):
    """The ring round the focused control: a transparent widget laid on it, stacked above it.

    Above its control, not in it: what the control lays over its own face (a view's scroll
    bars and header) cannot cover it. It lies in the control's parent, or in the first one up
    that is not a splitter (a splitter takes every child for a pane of its own).

    Attributes:
        followed: the control, and the splitters between it and the ring's parent: when one
            of them moves or changes size, the ring follows.
    """

    def __init__(self, control: QWidget, parent: QWidget) -> None:
        super().__init__(parent)
        self.control = control
        self.followed: list[QWidget] = [control]
        between = control.parentWidget()
        while between is not None and between is not parent:
            self.followed.append(between)
            between = between.parentWidget()
        self.setObjectName("focusRing")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        control.destroyed.connect(self.deleteLater)
        self.follow()

    def follow(self) -> None:
        """Lie round the control as it is now, within the parent; shown when it is."""
        parent = self.parentWidget()
        place = self.control.mapTo(parent, QPoint(0, 0)) if parent is not None else QPoint()
        margin = ring_margin(self.control)
        around = QRect(place, self.control.size()).adjusted(-margin, -margin, margin, margin)
        self.setGeometry(around.intersected(parent.rect()) if parent is not None else around)
        self.raise_()
        self.setVisible(self.control.isVisible())

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt API
        """Draw the ring in the control's text colour, lined with its background colour.

        One of the two stands out whatever the control draws under them: a light view shows
        the dark line, a dark one (the felt and its wood) the light one.
        """
        control, width = self.control, FOCUS_RING_WIDTH
        palette = control.palette()
        painter = QPainter(self)
        draw_focus_ring(painter, self.rect(), palette.color(control.foregroundRole()))
        inside = self.rect().adjusted(width, width, -width, -width)
        draw_focus_ring(painter, inside, palette.color(control.backgroundRole()))
        painter.end()


def ringed(widget: QWidget | None) -> QWidget | None:
    """Return the control the ring goes round when ``widget`` has the focus, or None.

    A spin box's or combo box's line edit has the focus on their behalf: the ring goes round
    the whole box. Windows, and controls that draw their own ring, get none.
    """
    parent = widget.parentWidget() if isinstance(widget, QLineEdit) else None
    if parent is not None and parent.focusProxy() is widget:
        widget = parent
    if widget is None or widget.isWindow() or isinstance(widget, (*_OWN_RINGS, QMenuBar)):
        return None
    return widget


class FocusIndicator(QObject):
    """Shows the keyboard focus on every control of ``app``, the bid controls' way.

    One is enough for an application: ``install`` makes it once.
    """

    def __init__(self, app: QApplication) -> None:
        super().__init__(app)
        self._ring: FocusRing | None = None
        self._app = app
        app.focusChanged.connect(self._on_focus_changed)
        self._on_focus_changed(None, app.focusWidget())

    @classmethod
    def install(cls, app: QApplication) -> FocusIndicator:
        """Show the focus on every control of ``app``: its indicator, made if it has none yet."""
        found = app.findChild(cls)
        return found if isinstance(found, cls) else cls(app)

    def remove(self) -> None:
        """Show the focus no more (the controls' own rings aside), and leave the application."""
        self._app.focusChanged.disconnect(self._on_focus_changed)
        self._on_focus_changed(None, None)
        self.setParent(None)
        self.deleteLater()

    def _on_focus_changed(self, _old: QWidget | None, new: QWidget | None) -> None:
        ring = self._ring
        if ring is not None and isValid(ring):
            for followed in ring.followed:
                if isValid(followed):
                    followed.removeEventFilter(self)
            ring.hide()
            ring.deleteLater()
        self._ring = None
        control = ringed(new)
        parent = control.parentWidget() if control is not None else None
        while isinstance(parent, QSplitter):
            parent = parent.parentWidget()
        if control is not None and parent is not None:
            self._ring = FocusRing(control, parent)
            for followed in self._ring.followed:
                followed.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        """Keep the ring on its control as it (or a splitter round it) moves, grows or hides."""
        ring = self._ring
        follows = (QEvent.Type.Move, QEvent.Type.Resize, QEvent.Type.Show, QEvent.Type.Hide)
        if (
            ring is not None
            and isValid(ring)
            and watched in ring.followed
            and event.type() in follows
        ):
            ring.follow()
        return False
