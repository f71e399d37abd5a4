"""Playing by keyboard: the game's keys, going on from a reveal, and showing the last one again."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtWidgets import QApplication, QPushButton

from perudo_qt.controller.choices import HumanChoices
from perudo_qt.rules import Bid, Calza
from perudo_qt.ui.controls.key_map import FACE_KEYS, Key, KeyMap, keys_in_words, keys_text
from perudo_qt.ui.feature import Menu, WindowContext
from perudo_qt.ui.words.wording import bid_words, tr

CALZA_CONFIRM_MS = 3000
"""How long a first C waits for the second that confirms the Calza."""


def continue_hint(key_map: KeyMap) -> str:
    """Return how to go on from a reveal the table holds on, with the keys chosen."""
    keys = keys_in_words((*key_map.keys(Key.CONTINUE), *key_map.keys(Key.BID)))
    return tr("Click the table, or press {keys}, to continue.").format(keys=keys)


class Keyboard(QObject):
    """The table's keys (by default + and - for the quantity, 1-6 for a face, Enter, D, C, Space).

    Their keys come from the window's key map; the settings change them.
    """

    def install(self, context: WindowContext) -> None:
        """Add the game's shortcuts and the Show Last Reveal entry; follow the keys chosen."""
        self.context = context
        parts = context.parts
        self.scene, self.selector, self.controller = parts.scene, parts.selector, context.controller
        self.result_bar = parts.result_bar
        self._calza_armed = QTimer(self)
        self._calza_armed.setSingleShot(True)
        self._calza_armed.setInterval(CALZA_CONFIRM_MS)
        self._calza_armed.timeout.connect(self._take_back_prompt)
        self._armed_bid: Bid | None = None
        """The bid a first C named, for the second to confirm."""
        self._armed_prompt = ""
        self._prompt_before = ""
        """The line the first C's prompt took the place of, back when its time is up."""
        self.controller.choices_changed.connect(self._forget_stale_prompt)
        self.controller.game_started.connect(self._forget_first_c)
        context.add_action(
            Menu.GAME,
            30,
            tr("Show &Last Reveal"),
            self.show_last_reveal,
            Key.LAST_REVEAL,
            "lastRevealAction",
        )
        key_map, window = context.key_map, context.window
        keys: dict[Key, Callable[[], object]] = {
            Key.MORE: lambda: self.selector.step_quantity(1),
            Key.FEWER: lambda: self.selector.step_quantity(-1),
            Key.BID: self._on_enter,
            Key.DUDO: self._unless_holding(self.controller.request_dudo),
            Key.CALZA: self._unless_holding(self.calza_key),
        }
        for face, key in enumerate(FACE_KEYS, start=1):
            keys[key] = partial(self.selector.look_at_face, face)
        for key, slot in keys.items():
            key_map.shortcut(key, window, slot)
        # The arrows step the quantity only while the controls have the focus: in the log
        # they move through its lines.
        for key, step in ((Key.MORE_IN_CONTROLS, 1), (Key.FEWER_IN_CONTROLS, -1)):
            arrow = key_map.shortcut(key, self.selector, partial(self.selector.step_quantity, step))
            arrow.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        # Space goes on from a reveal; otherwise it is left to the focused button.
        continue_shortcut = key_map.shortcut(Key.CONTINUE, window, self.scene.continue_reveal)
        self._name_continue_keys()
        key_map.changed.connect(self._name_continue_keys)
        continue_shortcut.setEnabled(False)
        self.selector.bid_button.space_refused.connect(self._say_how_to_bid)
        self.scene.reveal_held_changed.connect(continue_shortcut.setEnabled)
        self.scene.reveal_held_changed.connect(self._on_reveal_held)
        settings = context.settings
        context.settings_applied.connect(lambda: key_map.set_bindings(settings.key_bindings()))
        context.parts.notice.refresh()  # reading the keys may have found a problem

    def _unless_holding(self, call: Callable[[], object]) -> Callable[[], None]:
        """Return ``call``, made only while the table holds no reveal (the calls wait till then).

        A reveal shown again at the person's turn (L) keeps the table where it was: a call
        made over it would be shown only once the person goes on.
        """

        def unless_holding() -> None:
            if not self.scene.is_holding:
                call()

        return unless_holding

    def _name_continue_keys(self) -> None:
        """Let the showdown card name the keys that go on from a reveal, as chosen now."""
        self.scene.set_continue_keys(keys_in_words(self.context.key_map.keys(Key.CONTINUE)))

    def _say_how_to_bid(self) -> None:
        """Space on the Bid button bids nothing (it goes on from reveals): say which key bids."""
        keys = keys_in_words(self.context.key_map.keys(Key.BID))
        if keys:  # with no key to bid, the Bid button's click is the way, as it shows
            self.context.status(
                tr("Space bids nothing: press {keys} to bid.").format(keys=keys), 4000
            )

    def show_last_reveal(self) -> None:
        """Show the last reveal of this game again, until the player goes on."""
        if not self.scene.show_last_reveal():
            self.context.status(tr("There is no reveal to show yet."), 4000)

    def _on_reveal_held(self, held: bool) -> None:
        """Say in the status bar too (where a screen reader finds it) how to go on."""
        hint = continue_hint(self.context.key_map)
        status = self.context.window.statusBar()
        if held:
            status.showMessage(hint)
        elif status.currentMessage() == hint:
            status.clearMessage()

    def _on_enter(self) -> None:
        """Enter goes on from a reveal the table holds on, and otherwise bids.

        A result bar's button that has the focus (Watch, Skip... when the person is out) is
        pressed instead: the bar's choices are the person's then. Elsewhere Enter still bids,
        whatever button has the focus.
        """
        focused = QApplication.focusWidget()
        if self.scene.is_holding:
            self.scene.continue_reveal()
        elif isinstance(focused, QPushButton) and self.result_bar.isAncestorOf(focused):
            focused.animateClick()
        else:
            self.selector.submit()

    def calza_key(self) -> None:
        """C calls Calza with a second C within a few seconds, in turn or out of it, against slips.

        A first C meant out of turn may land as the turn comes round: it still only names the
        bid. The second C confirms the Calza on the bid the first one named. Should another bid
        have been made meanwhile, it calls nothing and names the new bid, for a further C to
        confirm. Where Calza may not be called, the first C says why.
        """
        choices = self.selector.choices
        standing = choices.standing if choices is not None else None
        armed = self._calza_armed.isActive()
        self._calza_armed.stop()
        if armed and standing == self._armed_bid:
            self.controller.request_calza()
            return
        if choices is None or Calza() not in choices.legal:
            self.controller.request_calza()  # refused, in words
            return
        if self.selector.prompt.text() != self._armed_prompt:
            self._prompt_before = self.selector.prompt.text()
        self._armed_bid = standing
        self._calza_armed.start()
        prompt = tr("Press {key} again to call Calza on {bid}.").format(
            key=keys_text(self.context.key_map.keys(Key.CALZA)[:1]),
            bid=bid_words(standing) if standing else "",
        )
        self._armed_prompt = prompt
        self.selector.set_prompt(prompt)
        self.context.status(prompt, CALZA_CONFIRM_MS)  # and a reader hears it

    def _forget_first_c(self) -> None:
        """A new game: a first C of the last one confirms nothing in it."""
        self._calza_armed.stop()
        self._armed_bid, self._armed_prompt, self._prompt_before = None, "", ""

    def _take_back_prompt(self) -> None:
        """The first C's time is up: the line it replaced comes back, unless another has."""
        if self.selector.prompt.text() == self._armed_prompt:
            self.selector.set_prompt(self._prompt_before)

    def _forget_stale_prompt(self, choices: HumanChoices) -> None:
        """Take back a first C's prompt once another bid stands than the one it named."""
        status = self.context.window.statusBar()
        if choices.standing != self._armed_bid and status.currentMessage() == self._armed_prompt:
            status.clearMessage()
