"""The game's keys in one place: every action a key does, its default keys, and their binding.

Every menu entry and shortcut with a key takes it from here (``KeyMap.bind``), the settings
keep the keys the person chose (``keys/<action>``, declared from ``DEFAULT_KEYS``), the
Settings' Keys page changes them, and the rules help lists them. Keys are kept as Qt's
portable text ("Ctrl+H", "Return"), one key combination each.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from enum import Enum

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtGui import QAction, QKeySequence, QShortcut

from perudo_qt.i18n import tr
from perudo_qt.ui.words.faces import face_words

_PORTABLE = QKeySequence.SequenceFormat.PortableText


class Key(Enum):
    """An action that keys do, named as its setting is (``keys/<value>``)."""

    MORE = "more"
    FEWER = "fewer"
    MORE_IN_CONTROLS = "more_in_controls"
    FEWER_IN_CONTROLS = "fewer_in_controls"
    PACOS = "face1"
    TWOS = "face2"
    THREES = "face3"
    FOURS = "face4"
    FIVES = "face5"
    SIXES = "face6"
    BID = "bid"
    DUDO = "dudo"
    CALZA = "calza"
    CONTINUE = "continue"
    LAST_REVEAL = "last_reveal"
    READ_DICE = "read_dice"
    READ_TABLE = "read_table"
    READ_BID = "read_bid"
    READ_REVEAL = "read_reveal"
    NEW_GAME = "new_game"
    PLAY_AGAIN = "play_again"
    SETTINGS = "settings"
    QUIT = "quit"
    HINTS = "hints"
    REVIEW_ROUND = "review_round"
    REVIEW_GAME = "review_game"
    HISTORY = "history"
    STATISTICS = "statistics"
    CAREER = "career"
    FINISHED_GAMES = "finished_games"
    RULES = "rules"
    REPLAY_BACK = "replay_back"
    REPLAY_FORWARD = "replay_forward"
    REPLAY_START = "replay_start"
    REPLAY_END = "replay_end"


FACE_KEYS = (Key.PACOS, Key.TWOS, Key.THREES, Key.FOURS, Key.FIVES, Key.SIXES)
"""The keys that choose a face, from the paco (face 1) to the six."""

DEFAULT_KEYS: dict[Key, tuple[str, ...]] = {
    Key.MORE: ("+", "="),
    Key.FEWER: ("-",),
    Key.MORE_IN_CONTROLS: ("Up",),
    Key.FEWER_IN_CONTROLS: ("Down",),
    **{key: (str(face),) for face, key in enumerate(FACE_KEYS, start=1)},
    Key.BID: ("Return", "Enter"),
    Key.DUDO: ("D",),
    Key.CALZA: ("C",),
    Key.CONTINUE: ("Space",),
    Key.LAST_REVEAL: ("L",),
    Key.READ_DICE: ("Y",),
    Key.READ_TABLE: ("T",),
    Key.READ_BID: ("B",),
    Key.READ_REVEAL: ("R",),
    Key.NEW_GAME: ("Ctrl+N",),
    Key.PLAY_AGAIN: ("Ctrl+R",),
    Key.SETTINGS: ("Ctrl+,",),
    Key.QUIT: ("Ctrl+Q",),
    Key.HINTS: ("H",),
    Key.REVIEW_ROUND: ("Ctrl+L",),
    Key.REVIEW_GAME: ("Ctrl+G",),
    Key.HISTORY: ("Ctrl+H",),
    Key.STATISTICS: ("Ctrl+T",),
    Key.CAREER: ("Ctrl+K",),
    Key.FINISHED_GAMES: ("Ctrl+Shift+G",),
    Key.RULES: ("F1",),
    Key.REPLAY_BACK: ("Left",),
    Key.REPLAY_FORWARD: ("Right",),
    Key.REPLAY_START: ("Home",),
    Key.REPLAY_END: ("End",),
}
"""Each action's keys until the person chooses others."""

Bindings = Mapping[Key, tuple[str, ...]]
"""The keys of every action, in Qt's portable text."""


def _menu_words(text: str) -> str:
    """Return a menu entry's text without its mnemonic and dots: "&New Game…" -> "New Game"."""
    return text.replace("&", "").rstrip("…").rstrip(".")


def key_words(key: Key) -> str:
    """Return what ``key``'s action does, in the person's language (the help's and Keys' rows).

    The menu entries' words are their menu text, so each reads as the menu does.
    """
    if key in FACE_KEYS:
        return tr("Choose {face}").format(face=face_words(FACE_KEYS.index(key) + 1))
    words: dict[Key, Callable[[], str]] = {
        Key.MORE: lambda: tr("One die more"),
        Key.FEWER: lambda: tr("One die fewer"),
        Key.MORE_IN_CONTROLS: lambda: tr("One die more (in the bid controls)"),
        Key.FEWER_IN_CONTROLS: lambda: tr("One die fewer (in the bid controls)"),
        Key.BID: lambda: tr("Bid what the selector shows"),
        Key.DUDO: lambda: tr("Call Dudo"),
        Key.CALZA: lambda: tr("Call Calza (pressed twice)"),
        Key.CONTINUE: lambda: tr("Continue after a reveal"),
        Key.LAST_REVEAL: lambda: tr("Show &Last Reveal"),
        Key.READ_DICE: lambda: tr("Read My &Dice"),
        Key.READ_TABLE: lambda: tr("Read the &Table"),
        Key.READ_BID: lambda: tr("Repeat the Standing &Bid"),
        Key.READ_REVEAL: lambda: tr("Repeat the Last &Reveal"),
        Key.NEW_GAME: lambda: tr("&New Game…"),
        Key.PLAY_AGAIN: lambda: tr("Play &Again"),
        Key.SETTINGS: lambda: tr("&Settings…"),
        Key.QUIT: lambda: tr("&Quit"),
        Key.HINTS: lambda: tr("Show &Hints"),
        Key.REVIEW_ROUND: lambda: tr("Review Last &Round"),
        Key.REVIEW_GAME: lambda: tr("Review This &Game"),
        Key.HISTORY: lambda: tr("&History…"),
        Key.STATISTICS: lambda: tr("Stat&istics…"),
        Key.CAREER: lambda: tr("&Career…"),
        Key.FINISHED_GAMES: lambda: tr("&Finished Games…"),
        Key.RULES: lambda: tr("&Rules"),
        Key.REPLAY_BACK: lambda: tr("Replay: one step back"),
        Key.REPLAY_FORWARD: lambda: tr("Replay: one step forward"),
        Key.REPLAY_START: lambda: tr("Replay: to the start"),
        Key.REPLAY_END: lambda: tr("Replay: to the end"),
    }
    return _menu_words(words[key]())


def is_key_text(text: str) -> bool:
    """Whether ``text`` is one key combination in Qt's portable text, as Qt writes it back."""
    sequence = QKeySequence.fromString(text, _PORTABLE)
    return bool(text) and sequence.count() == 1 and sequence.toString(_PORTABLE) == text


def holder(bindings: Bindings, text: str, besides: Key | None = None) -> Key | None:
    """Return the action other than ``besides`` whose keys include ``text``, if any."""
    for key, keys in bindings.items():
        if key is not besides and text in keys:
            return key
    return None


def clashes(bindings: Bindings) -> list[str]:
    """Return the keys given to more than one action (none in a usable key map)."""
    seen: set[str] = set()
    twice: list[str] = []
    for keys in bindings.values():
        for text in keys:
            if text in seen and text not in twice:
                twice.append(text)
            seen.add(text)
    return twice


def keys_text(keys: Iterable[str]) -> str:
    """Return keys as the person's system writes them: "Ctrl+H", "+, =" .

    Two keys of one name are named once (Return and Enter are both "Invio" in Italian).
    """
    return ", ".join(_key_names(keys))


def keys_in_words(keys: Iterable[str]) -> str:
    """Return keys for a sentence, any of them: "Space, Return or Enter"."""
    names = _key_names(keys)
    if len(names) < 2:
        return "".join(names)
    return tr("{keys} or {last}").format(keys=", ".join(names[:-1]), last=names[-1])


def _key_names(keys: Iterable[str]) -> list[str]:
    """Return the keys' names as the person's system writes them, each name once."""
    native = QKeySequence.SequenceFormat.NativeText
    names = (QKeySequence.fromString(text, _PORTABLE).toString(native) for text in keys)
    return list(dict.fromkeys(names))


class _Binding(QObject):
    """Keeps one menu entry's or shortcut's keys those of its action (a child of it)."""

    def __init__(self, target: QAction | QShortcut, key: Key, key_map: KeyMap) -> None:
        super().__init__(target)
        self._target, self._key, self._map = target, key, key_map
        key_map.changed.connect(self.apply)
        self.apply()

    @Slot()
    def apply(self) -> None:
        """Give the entry or shortcut its action's keys as they are now."""
        sequences = self._map.sequences(self._key)
        if isinstance(self._target, QAction):
            self._target.setShortcuts(sequences)
        else:
            self._target.setKeys(sequences)


class KeyMap(QObject):
    """The window's keys now: each action's keys, given at once to what is bound to it.

    Signals:
        changed(): the keys changed; every bound entry and shortcut has its new keys.
    """

    changed = Signal()

    def __init__(self, bindings: Bindings | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._bindings: dict[Key, tuple[str, ...]] = dict(DEFAULT_KEYS)
        self._bindings.update(bindings or {})

    @staticmethod
    def of(anything: QObject) -> KeyMap:
        """Return the key map of the window ``anything`` is in (the defaults, if it has none)."""
        root, parent = anything, anything.parent()
        while parent is not None:
            root, parent = parent, parent.parent()
        found = root.findChild(KeyMap)
        return found if found is not None else KeyMap(parent=root)

    def bindings(self) -> dict[Key, tuple[str, ...]]:
        """Return every action's keys."""
        return dict(self._bindings)

    def set_bindings(self, bindings: Bindings) -> None:
        """Use ``bindings`` (actions missing keep their default keys), at once."""
        new = {**DEFAULT_KEYS, **bindings}
        if new != self._bindings:
            self._bindings = new
            self.changed.emit()

    def keys(self, key: Key) -> tuple[str, ...]:
        """Return the keys of ``key``'s action, in portable text."""
        return self._bindings[key]

    def sequences(self, key: Key) -> list[QKeySequence]:
        """Return the keys of ``key``'s action, as Qt's key sequences."""
        return [QKeySequence.fromString(text, _PORTABLE) for text in self._bindings[key]]

    def bind(self, key: Key, target: QAction | QShortcut) -> None:
        """Give ``target`` the keys of ``key``'s action, now and whenever they change."""
        _Binding(target, key, self)

    def shortcut(self, key: Key, parent: QObject, slot: Callable[[], object]) -> QShortcut:
        """Return a shortcut of ``parent`` that calls ``slot`` on ``key``'s keys (bound)."""
        shortcut = QShortcut(parent)
        shortcut.activated.connect(slot)
        self.bind(key, shortcut)
        return shortcut
