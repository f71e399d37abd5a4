"""The bid selector: a quantity and six faces that together offer exactly the legal raises."""

from __future__ import annotations

from itertools import pairwise

from PySide6.QtCore import QEvent, QObject, QSize, Qt, Signal
from PySide6.QtGui import (
    QAccessible,
    QAccessibleValueChangeEvent,
    QFocusEvent,
    QIcon,
    QKeyEvent,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QButtonGroup,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from perudo_qt.controller.choices import HumanChoices
from perudo_qt.rules import FACES, Bid
from perudo_qt.ui.controls.focus_ring import RingButton
from perudo_qt.ui.table.artwork import Artwork
from perudo_qt.ui.words.plain import plain_label
from perudo_qt.ui.words.wording import bid_words, face_words, refusal_words

_OWN_KEYS = {Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_PageUp, Qt.Key.Key_PageDown}
"""The keys the quantity box steps with itself; the window's keys have every other."""

_FACE_STEPS = {Qt.Key.Key_Left: -1, Qt.Key.Key_Right: 1}
"""The arrows that move through the faces, as through any group of radio buttons."""


class QuantityBox(QSpinBox):
    """The quantity stepper: arrows, the wheel and the window's keys change it, typing does not.

    A digit typed here would be appended to the quantity ("1" then "5" gives 15) and Enter
    would bid it; instead every key but its arrows is left to the window's keys (the key
    map's), so a digit picks a face here as everywhere in the window, whichever keys are set.

    Each new value is told to screen readers as a value change: Qt sends only a change of
    the text, which Orca 43 does not say for a spin box. Its text is never selected (Qt
    selects it as Tab arrives and as a step is taken), which a reader would say too ("1
    unselected, 1 selected"); there is nothing to copy in it.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lineEdit().setReadOnly(True)
        self.valueChanged.connect(self._tell_readers)

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802 - Qt API
        """Take the focus without selecting the text, whatever brought it."""
        super().focusInEvent(QFocusEvent(event.type(), Qt.FocusReason.OtherFocusReason))

    def stepBy(self, steps: int) -> None:  # noqa: N802 - Qt API
        """Step the quantity, within its range, leaving its text unselected."""
        self.setValue(self.value() + steps * self.singleStep())

    def _tell_readers(self, value: int) -> None:
        QAccessible.updateAccessibility(QAccessibleValueChangeEvent(self, value))

    def event(self, event: QEvent) -> bool:
        """Leave every key but the arrows to the window's shortcuts."""
        if (
            event.type() == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and event.key() not in _OWN_KEYS
        ):
            event.ignore()
            return False
        return super().event(event)


class BidButton(RingButton):
    """The Bid button: Enter or a click bids, never Space.

    Space is the key that goes on from a reveal: a second press of it, meant for a reveal
    already gone, bid at the turn that followed (a playtester lost a game to it).

    Signals:
        space_refused(): Space was pressed on it, and bid nothing.
    """

    space_refused = Signal()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt API
        """Take Space without pressing the button; any other key as a button does."""
        if event.key() != Qt.Key.Key_Space:
            super().keyPressEvent(event)
        elif not event.isAutoRepeat():
            self.space_refused.emit()

    def keyReleaseEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt API
        """Take Space without pressing the button; any other key as a button does."""
        if event.key() != Qt.Key.Key_Space:
            super().keyReleaseEvent(event)


class BidSelector(QWidget):
    """Quantity stepper, six face buttons (the paco first), and Bid, Dudo and Calza buttons.

    Each face is enabled only when some raise on it is legal, and the quantity stepper spans
    exactly that face's legal quantities, so only legal raises can be formed.

    The faces are one group of radio buttons named "Face", as a screen reader expects: Tab
    stops once on the chosen face, Left and Right choose the next legal face, and the chosen
    face's description is the bid it makes ("9 fours"), said again as the quantity changes.

    Signals:
        bid_requested(Bid): the person bids.
        dudo_requested(): the person calls Dudo.
        calza_requested(): the person calls Calza.
        prompt_changed(str): the line above the controls says this now.
    """

    bid_requested = Signal(object)
    dudo_requested = Signal()
    calza_requested = Signal()
    prompt_changed = Signal(str)

    def __init__(self, artwork: Artwork, seat: int = 0, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._choices: HumanChoices | None = None
        self._looked_at: int | None = None
        self._focused: QWidget | None = None
        self._paused = False
        self._ranges: dict[int, tuple[int, int]] = {}
        # The selector takes the focus itself while its controls are disabled (see set_choices):
        # named, so a reader says where the focus is meanwhile.
        self.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.setAccessibleName(self.tr("Your bid"))

        self.prompt = plain_label()  # "{name} is thinking…"
        self.prompt.setWordWrap(True)
        self.prompt.setObjectName("prompt")

        self.quantity = QuantityBox()
        self.quantity.setAccessibleName(self.tr("Quantity"))
        self.quantity.setToolTip(self.tr("How many dice (arrows, + or -)"))
        self.quantity.setMinimumWidth(80)
        self.quantity.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.quantity.valueChanged.connect(self._update_bid_button)

        self.face_group = QButtonGroup(self)
        self.face_group.setExclusive(True)
        self.face_box = QWidget()
        self.face_box.setAccessibleName(self.tr("Face"))
        self._faces = QGridLayout(self.face_box)
        self._faces.setContentsMargins(0, 0, 0, 0)
        self._face_columns = 0
        self.face_buttons: dict[int, RingButton] = {}
        for face in FACES:
            button = RingButton()  # a push button: Qt reads a tool button as a check box
            button.setCheckable(True)
            button.setAutoExclusive(True)  # read as a radio button
            button.installEventFilter(self)
            button.setIconSize(QSize(44, 44))
            button.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
            button.setAccessibleName(face_words(face).capitalize())
            self.face_group.addButton(button, face)
            self.face_buttons[face] = button
        self.face_group.idClicked.connect(self.look_at_face)
        self._seat = seat
        self.show_dice(artwork)

        self.bid_button = BidButton(self.tr("&Bid"))
        self.bid_button.setDefault(True)
        self.bid_button.clicked.connect(self.submit)
        self.dudo_button = RingButton(self.tr("&Dudo!"))
        self.dudo_button.setAccessibleName(self.tr("Dudo"))
        self.dudo_button.setToolTip(self.tr("Doubt the standing bid (D)"))
        self.dudo_button.clicked.connect(self.dudo_requested)
        self.calza_button = RingButton(self.tr("&Calza!"))
        self.calza_button.setAccessibleName(self.tr("Calza"))
        self.calza_button.setToolTip(
            self.tr("Claim the standing bid is exactly right (press C twice, against slips)")
        )
        self.calza_button.clicked.connect(self.calza_requested)

        quantity_row = QHBoxLayout()
        quantity_row.addWidget(QLabel(self.tr("Quantity:")))
        quantity_row.addWidget(self.quantity)
        quantity_row.addStretch()
        # The bid gets a row of its own: its text grows ("Bid 12 sixes") and must never be
        # squeezed by the calls beside it when the side panel is narrow.
        calls = QHBoxLayout()
        for call in (self.bid_button, self.dudo_button, self.calza_button):
            call.setMinimumHeight(36)
        calls.addWidget(self.dudo_button)
        calls.addWidget(self.calza_button)
        layout = self._outer = QVBoxLayout(self)
        layout.addWidget(self.prompt)
        layout.addLayout(quantity_row)
        layout.addWidget(self.face_box)
        layout.addWidget(self.bid_button)
        layout.addLayout(calls)
        self._arrange_faces(3)
        # Tab goes as the eye does: the quantity, the faces (one stop), then Bid and the calls.
        faces: list[QWidget] = list(self.face_buttons.values())
        order = [self.quantity, *faces, self.bid_button, self.dudo_button, self.calza_button]
        for before, after in pairwise(order):
            QWidget.setTabOrder(before, after)
        self.set_choices(None)

    def show_dice(self, artwork: Artwork) -> None:
        """Draw the face buttons' dice from ``artwork`` (again after a new table theme)."""
        for face, button in self.face_buttons.items():
            button.setIcon(QIcon(artwork.die(face, self._seat, 44, self.devicePixelRatioF())))

    def _wide_enough(self) -> int:
        """The width at which the six faces fit on one row."""
        button = self.face_buttons[1].sizeHint().width()
        margins = self.contentsMargins()
        outer = self._outer.contentsMargins()
        spacing = max(self._faces.horizontalSpacing(), 0)
        return 6 * button + 5 * spacing + outer.left() + outer.right() + margins.left()

    def _arrange_faces(self, columns: int) -> None:
        """Lay the faces out on one row of six or, in a narrow side panel, two rows of three."""
        if columns == self._face_columns:
            return
        self._face_columns = columns
        for face, button in self.face_buttons.items():
            self._faces.removeWidget(button)
            self._faces.addWidget(button, (face - 1) // columns, (face - 1) % columns)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt API
        """Use one row of faces when there is room for it; fit the prompt to the new width."""
        super().resizeEvent(event)
        self._arrange_faces(6 if event.size().width() >= self._wide_enough() else 3)
        if event.size().width() != event.oldSize().width():
            self.prompt.setMinimumHeight(0)
            self._keep_prompt_height()

    def set_calza_shown(self, shown: bool) -> None:
        """Show the Calza button only at tables that play Calza (R16)."""
        self.calza_button.setVisible(shown)

    def set_prompt(self, text: str, *, anew: bool = False) -> None:
        """Show a line above the controls ("Your turn", "Bea is thinking…").

        The line keeps the tallest height its texts have needed at this width, so a shorter
        text does not pull the controls, and the log above them, up and down at every turn;
        ``anew`` (a new game) gives it the height of this text alone.
        """
        self.prompt.setText(text)
        if anew:
            self.prompt.setMinimumHeight(0)
        self._keep_prompt_height()
        self.prompt_changed.emit(text)

    def _keep_prompt_height(self) -> None:
        """Grow the prompt's least height to what its text needs at its width, never shrink it."""
        width = self.prompt.width()
        if width <= 0:
            return
        needed = self.prompt.heightForWidth(width)
        if needed > self.prompt.minimumHeight():
            self.prompt.setMinimumHeight(needed)

    @property
    def choices(self) -> HumanChoices | None:
        """What the person may do now, as last offered."""
        return self._choices

    def set_choices(self, choices: HumanChoices | None) -> None:
        """Offer what the person may do now; None or not their turn disables the bid controls.

        The keyboard focus stays with the controls: on the selector itself while they are
        disabled, and back on the control that had it (else Bid) when they are enabled again.
        """
        had_focus = self._note_focus()
        self._choices = choices
        my_turn = bool(choices and choices.my_turn)
        if had_focus and (self._paused or not my_turn):
            # Before the controls go off: Qt would pass the focus on to the next control (the
            # tabs beside the log), and a reader would say the focused face's last changes.
            self.setFocus(Qt.FocusReason.OtherFocusReason)
        self._ranges = {}
        if choices is not None:
            for bid in choices.bids:
                low, high = self._ranges.get(bid.face, (bid.quantity, bid.quantity))
                self._ranges[bid.face] = (min(low, bid.quantity), max(high, bid.quantity))
        for face, button in self.face_buttons.items():
            tip = ""
            if choices is not None and choices.face_ranges:
                tip = refusal_words(choices.face_ranges[face - 1], choices.standing)
            button.setToolTip(f"{face_words(face).capitalize()} ({face}). {tip}".strip())
        self._enable_controls()
        if my_turn:
            self.choose_face(self._opening_face())
        else:
            self.face_group.setExclusive(False)
            for button in self.face_buttons.values():
                button.setChecked(False)
            self.face_group.setExclusive(True)
        self._update_bid_button()
        if had_focus:
            self._keep_focus()
            self._update_faces()  # the face the focus has left

    def set_paused(self, paused: bool) -> None:
        """Take the controls out of play while the table shows a reveal, or give them back.

        The person asked to see the last reveal again at their turn: the controls keep the bid
        they were making, and come back as they were when the person goes on. The keyboard
        focus waits on the selector meanwhile, as while the controls are disabled.
        """
        if paused == self._paused:
            return
        had_focus = self._note_focus()
        self._paused = paused
        if had_focus and paused:
            self.setFocus(Qt.FocusReason.OtherFocusReason)
        self._enable_controls()
        self._update_bid_button()
        if had_focus and not paused:
            self._keep_focus()
            self._update_faces()

    def _note_focus(self) -> bool:
        """Return whether the selector or one of its controls has the focus; note which control.

        The control noted is the one the focus goes back to (``_keep_focus``).
        """
        focused = QApplication.focusWidget()
        had_focus = focused is not None and (focused is self or self.isAncestorOf(focused))
        if had_focus and focused is not self:
            self._focused = focused
        return had_focus

    def _enable_controls(self) -> None:
        """Enable what the person may do now: nothing while paused, the bid only in turn."""
        choices = self._choices
        live = bool(choices and choices.my_turn) and not self._paused
        for face, button in self.face_buttons.items():
            button.setEnabled(live and face in self._ranges)
        self.dudo_button.setEnabled(bool(live and choices and choices.may_dudo))
        self.calza_button.setEnabled(bool(choices and choices.may_calza) and not self._paused)
        self.quantity.setEnabled(live)

    def _keep_focus(self) -> None:
        """Give the focus back to the control that had it, else Bid, else the selector.

        A face had it: the chosen face has it back, the one a Tab reaches and Enter bids. Dudo
        or Calza had it (clicked last turn, say): the chosen face has it instead, as one Space,
        the key that also goes on from a reveal, would call there.
        """
        focused = self._focused
        calls = (self.dudo_button, self.calza_button)
        if focused in self.face_buttons.values() or focused in calls:
            focused = self.face_buttons.get(self.face_group.checkedId())  # none: no raise
        for control in (focused, self.bid_button):
            if control is not None and control.isEnabled() and control.isVisible():
                control.setFocus(Qt.FocusReason.OtherFocusReason)
                return
        self.setFocus(Qt.FocusReason.OtherFocusReason)

    def _opening_face(self) -> int:
        """The face the person last looked at, else the standing bid's, else the first legal."""
        assert self._choices is not None
        standing = self._choices.standing
        for face in (self._looked_at, standing.face if standing else None):
            if face in self._ranges:
                return face
        return min(self._ranges) if self._ranges else FACES[1]

    def choose_face(self, face: int) -> None:
        """Select ``face`` at its least legal quantity (ignored when it has no legal raise)."""
        if face not in self._ranges:
            return
        self.face_buttons[face].setChecked(True)
        low, high = self._ranges[face]
        self.quantity.setRange(low, high)
        self.quantity.setValue(low)
        self._update_bid_button()
        focused = QApplication.focusWidget()
        if focused in self.face_buttons.values() and focused is not self.face_buttons[face]:
            # The focus goes with the choice (a digit key chose it): what a reader says and
            # what Enter bids stay one face. Chosen and described first, then focused: a
            # reader says the face and its bid once, and nothing of the face left.
            self.face_buttons[face].setFocus(Qt.FocusReason.TabFocusReason)
            self._update_faces()

    def look_at_face(self, face: int) -> None:
        """Select ``face`` (a click or a key), remembering it for the next turn."""
        if face in self._ranges and not self._paused:
            self._looked_at = face
            self.choose_face(face)

    def step_quantity(self, step: int) -> None:
        """Raise or lower the quantity within the selected face's legal range."""
        if self.quantity.isEnabled():
            self.quantity.setValue(self.quantity.value() + step)

    def selected_bid(self) -> Bid | None:
        """Return the bid the controls show, or None when no face is selected."""
        face = self.face_group.checkedId()
        if face not in self._ranges:
            return None
        return Bid(self.quantity.value(), face)

    def submit(self) -> None:
        """Bid what the controls show, if it is the person's turn and the controls are live."""
        bid = self._offered_bid()
        if bid is not None:
            self.bid_requested.emit(bid)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        """Left and Right on a face choose the previous or next legal face, round the group."""
        if (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in _FACE_STEPS
            and event.modifiers() == Qt.KeyboardModifier.NoModifier
            and watched in self.face_buttons.values()
        ):
            self._step_face(_FACE_STEPS[Qt.Key(event.key())])
            return True
        return super().eventFilter(watched, event)

    def _step_face(self, step: int) -> None:
        """Choose the legal face ``step`` places from the chosen one; the focus goes with it."""
        legal = sorted(self._ranges)
        face = self.face_group.checkedId()
        if face not in legal:
            return
        self.look_at_face(legal[(legal.index(face) + step) % len(legal)])  # the focus follows

    def _offered_bid(self) -> Bid | None:
        """The bid the controls show, when the person may make it now (not while paused)."""
        bid = self.selected_bid()
        live = self._choices is not None and self._choices.my_turn and not self._paused
        return bid if bid is not None and live else None

    def _update_bid_button(self) -> None:
        bid = self._offered_bid()
        self.bid_button.setEnabled(bid is not None)
        text = self.tr("&Bid {bid}").format(bid=bid_words(bid)) if bid else self.tr("&Bid")
        self.bid_button.setText(text)
        self.bid_button.setAccessibleName(text.replace("&", ""))
        self._update_faces()

    def _update_faces(self) -> None:
        """Make the chosen face the group's one Tab stop, described by the bid it makes.

        The other faces are described by their tooltips (Qt's fallback), which say why a
        face cannot be bid. A face that keeps the focus but is no longer chosen keeps its
        description until the focus moves on (``_step_face``, ``set_choices`` call this again):
        a reader says a focused widget's new description, and this one would be stale news.
        """
        bid = self._offered_bid()
        for face, button in self.face_buttons.items():
            chosen = bid is not None and face == bid.face
            if button.hasFocus() and not chosen:
                continue
            button.setAccessibleDescription(bid_words(bid) if bid is not None and chosen else "")
            policy = Qt.FocusPolicy.StrongFocus if chosen else Qt.FocusPolicy.ClickFocus
            button.setFocusPolicy(policy)
