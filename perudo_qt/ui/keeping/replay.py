"""Replays: a finished game on a table of its own, step by step, forward and back.

Each step rebuilds the game from its record up to that step (``store.replays.replay_to``), so
going back is as exact as going forward. The table shows the person's view; "Cups open" lifts
every cup on the table and lists every seat's dice beside it. A step that ends a round (Dudo or
Calza) shows its reveal, the dice revealed and its verdict, however it is reached.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QDateTime, QEvent, QLocale, QObject, Qt, QTimer, QTimeZone
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QSlider,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from perudo_qt.career.characters import CHARACTERS
from perudo_qt.career.stages import STAGES_BY_ID
from perudo_qt.controller.keeper import table_of
from perudo_qt.controller.pacing import Speed
from perudo_qt.controller.table import TableSetup
from perudo_qt.rules import Bid, Game, RoundStarted
from perudo_qt.store import SavedSeat, StatsDatabase
from perudo_qt.store.files import ForeignFileError
from perudo_qt.store.replays import (
    NotAReplayError,
    action_count,
    export_replay,
    import_replay,
    replay_to,
    step_events,
)
from perudo_qt.store.stats import FinishedGame
from perudo_qt.ui.access.reading import make_readable
from perudo_qt.ui.career.career_words import numbered_title
from perudo_qt.ui.controls.focus_ring import RingButton
from perudo_qt.ui.controls.key_map import Key, KeyMap
from perudo_qt.ui.screen_room import resize_within_screen
from perudo_qt.ui.table.artwork import Artwork
from perudo_qt.ui.table.reveal import Showdown, split_at_hold
from perudo_qt.ui.table.table_scene import TableScene
from perudo_qt.ui.table.table_view import TableView
from perudo_qt.ui.words.plain import literal, plain_label, warn
from perudo_qt.ui.words.wording import bid_words, event_words, tr

STAGE_ROLE = Qt.ItemDataRole.UserRole + 1
"""Where a finished game's item keeps its career stage (None: free play)."""


class ReplayDialog(QDialog):
    """One finished game, replayed on its own table.

    A career game (``stage``) is replayed with the ``characters`` it was recorded with, their
    portraits included, and its stage in the title. Keys: Left and Right step back and
    forward, Home and End jump to the deal and the end.
    """

    def __init__(
        self,
        seats: tuple[SavedSeat, ...],
        game: Game,
        artwork: Artwork,
        parent: QWidget | None = None,
        stage: str | None = None,
        characters: tuple[str | None, ...] = (),
    ) -> None:
        super().__init__(parent)
        self.seats, self.game = seats, game
        self.setup = _replayed_table(seats, game, stage, characters)
        played_for = STAGES_BY_ID.get(self.setup.stage or "")
        self.setWindowTitle(
            tr("Replay: {stage}").format(stage=numbered_title(played_for))
            if played_for is not None
            else tr("Replay")
        )
        self.perspective = self.setup.human_seat or 0
        self.names = [seat.name for seat in seats]
        self.last_step = action_count(game)
        self.steps = step_events(game)
        self.step = 0
        self.state = replay_to(game, 0)
        self.showdown: Showdown | None = None
        self.speed = Speed.FAST  # how fast a step forward is animated
        self._animating: int | None = None
        self.scene = TableScene(artwork, self)
        self.scene.animation_finished.connect(self._on_animated)
        self.scene.set_table(self.setup, self.perspective)
        self.table_view = TableView(self.scene)
        self.cups = make_readable(QTextBrowser())
        self.cups.setAccessibleName(tr("Every seat's dice"))
        self.cups_open = QCheckBox(tr("Cups open"))
        self.cups_open.toggled.connect(lambda: self.go_to(self.step))
        self.caption = plain_label()
        self.caption.setWordWrap(True)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, self.last_step)
        self.slider.setAccessibleName(tr("Step"))
        self.slider.valueChanged.connect(lambda step: self.go_to(step, animate=False))
        self.buttons = {}
        controls = QHBoxLayout()
        for name, text, slot in (
            ("first", tr("Start", "replay: go to its first step"), lambda: self.go_to(0)),
            ("back", tr("◀ Back"), self.back),
            ("forward", tr("Forward ▶"), self.forward),
            ("last", tr("End"), lambda: self.go_to(self.last_step)),
        ):
            button = RingButton(text)
            button.setAutoDefault(False)  # Enter on the dialog does not replay a step
            button.clicked.connect(slot)
            controls.addWidget(button)
            self.buttons[name] = button
        controls.addWidget(self.slider, 1)
        controls.addWidget(self.cups_open)
        key_map = KeyMap.of(self)
        key_map.shortcut(Key.REPLAY_BACK, self, self.back)
        key_map.shortcut(Key.REPLAY_FORWARD, self, self.forward)
        key_map.shortcut(Key.REPLAY_START, self, lambda: self.go_to(0))
        key_map.shortcut(Key.REPLAY_END, self, lambda: self.go_to(self.last_step))
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self.table_view)
        splitter.addWidget(self.cups)
        splitter.setSizes([900, 260])
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(splitter, 1)
        layout.addWidget(self.caption)
        layout.addLayout(controls)
        layout.addWidget(close)
        resize_within_screen(self, 1200, 780)
        self.go_to(0)

    def forward(self) -> None:
        """Play the next step, animated."""
        if self.step < self.last_step:
            self.go_to(self.step + 1, animate=True)

    def back(self) -> None:
        """Go one step back."""
        if self.step > 0:
            self.go_to(self.step - 1)

    def go_to(self, step: int, animate: bool = False) -> None:
        """Show the game after its first ``step`` actions; animate the last one if asked.

        The animation plays the step up to its reveal, if any; then the step is shown still,
        as it is when reached any other way: a reveal with its dice and its verdict.
        """
        step = max(0, min(step, self.last_step))
        animate = animate and step == self.step + 1
        self.step, self.state = step, replay_to(self.game, step)
        events = self.steps[step]
        self.showdown = Showdown.find(events, self.names, self.setup.human_seat)
        if self.slider.value() != step:
            self.slider.blockSignals(True)
            self.slider.setValue(step)
            self.slider.blockSignals(False)
        self.caption.setText(
            tr("Step {step} of {last}, round {round}. {words}").format(
                step=step, last=self.last_step, round=self._round(), words=self._words()
            )
        )
        self.buttons["back"].setEnabled(step > 0)
        self.buttons["forward"].setEnabled(step < self.last_step)
        self._show_cups()
        if animate:
            shown, _ = split_at_hold(events)
            self._animating = step
            view = self.state.view_for(self.perspective)
            self.scene.play(shown[:-1] if self.showdown else shown, view, self.speed)
        else:
            self._show_still()

    def _on_animated(self) -> None:
        if self._animating == self.step:
            self._show_still()

    def _show_still(self) -> None:
        self._animating = None
        self.scene.show_still(self.state.view_for(self.perspective), self.showdown)
        if self.cups_open.isChecked() and self.showdown is None:
            self.scene.show_open_cups(self.state.all_dice())

    def _round(self) -> int:
        """The round the step's action was taken in (the deal's round at step 0)."""
        before = self.steps[: max(self.step, 1)]
        return sum(isinstance(event, RoundStarted) for events in before for event in events)

    def _words(self) -> str:
        """The step's events in words, up to the next round's start (the table shows no more)."""
        events = self.steps[self.step]
        if self.step > 0:
            starts = [i for i, event in enumerate(events) if isinstance(event, RoundStarted)]
            events = events[: starts[0]] if starts else events
        you = self.setup.human_seat
        options = self.setup.options
        return " ".join(event_words(event, self.names, you, options) for event in events)

    def shown_dice(self) -> tuple[tuple[int, ...], ...]:
        """Every seat's dice at this step: those revealed at a reveal, else those in the cups."""
        if self.showdown is not None:
            return self.showdown.revealed.dice
        return self.state.all_dice()

    def _show_cups(self) -> None:
        """Beside the table, every seat's dice, and during a round its latest bid."""
        self.cups.setVisible(self.cups_open.isChecked())
        bids = {} if self.showdown is not None else self._latest_bids()
        rows = []
        for seat, cup in enumerate(self.shown_dice()):
            if not cup:
                continue
            row = f"<b>{literal(self.names[seat])}</b>: {' '.join(map(str, sorted(cup)))}"
            if seat in bids:
                row += f" \N{EM DASH} {bid_words(bids[seat])}"
            rows.append(f"<p>{row}</p>")
        self.cups.setHtml("".join(rows))

    def _latest_bids(self) -> dict[int, Bid]:
        """Return each seat's latest bid of the round at this step."""
        return {made.seat: made.bid for made in self.state.round_bids}

    def cups_text(self) -> str:
        """Return the open cups as plain text (empty when they are closed)."""
        return self.cups.toPlainText() if self.cups_open.isChecked() else ""


def _replayed_table(
    seats: tuple[SavedSeat, ...],
    game: Game,
    stage: str | None,
    characters: tuple[str | None, ...],
) -> TableSetup:
    """Return the table to replay ``game`` at, a career game's with its characters.

    The ``stage`` and the ``characters`` it was recorded with (None for the person) are kept
    where this version knows them all; otherwise the game is replayed as free play.

    Raises:
        ValueError: a seat's bot or personality is unknown (see ``table_of``).
    """
    setup = table_of(seats, game)
    fits = stage in STAGES_BY_ID and len(characters) == len(setup.seats)
    if not fits or not all(
        (character is None) == seat.is_human and (character is None or character in CHARACTERS)
        for seat, character in zip(setup.seats, characters, strict=False)
    ):
        return setup  # free play, or a career this version no longer has: as free play
    played = tuple(
        replace(seat, character=character or "")
        for seat, character in zip(setup.seats, characters, strict=True)
    )
    return replace(setup, seats=played, stage=stage)


def when_words(finished_at: str) -> str:
    """Return when a game ended ("2026-11-25 17:02:09", UTC) in the local time and language."""
    when = QDateTime.fromString(finished_at, "yyyy-MM-dd HH:mm:ss")
    if not when.isValid():
        return finished_at
    when.setTimeZone(QTimeZone.utc())
    return QLocale().toString(when.toLocalTime(), QLocale.FormatType.ShortFormat)


def finished_words(kept: FinishedGame, winner: int | None = None) -> str:
    """Return a finished game as the list shows it: its stage, when, who won and how long.

    The career stage comes first if it was played for one, then when and against whom.
    ``winner`` is the winning seat, if known (the person's win always is).
    """
    you = next((seat for seat, saved in enumerate(kept.seats) if saved.bot is None), None)
    opponents = ", ".join(saved.name for seat, saved in enumerate(kept.seats) if seat != you)
    if kept.place == 1:
        result = tr("you won")
    elif winner is not None and 0 <= winner < len(kept.seats):
        result = tr("{winner} won, your place: {place} of {players}").format(
            winner=kept.seats[winner].name, place=kept.place, players=kept.players
        )
    else:
        result = tr("your place: {place} of {players}").format(
            place=kept.place, players=kept.players
        )
    first = [when_words(kept.finished_at)]
    stage = STAGES_BY_ID.get(kept.stage) if kept.stage is not None else None
    if stage is not None:
        first.insert(0, numbered_title(stage))
    if opponents:
        first.append(tr("against {names}").format(names=opponents))
    second = [result, tr("%n rounds", "", kept.rounds)]
    return " · ".join(first) + "\n" + " · ".join(second)


class FinishedGamesDialog(QDialog):
    """The kept finished games: replay one, export it to a file, or import a replay file.

    Each game is listed with its career stage if it had one, its date, opponents, winner and
    length. A lost game's winner is found by rebuilding the game, one game per turn of the event
    loop, so the list opens at once.
    """

    def __init__(
        self, database: StatsDatabase, artwork: Artwork, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Finished games"))
        self.database, self.artwork = database, artwork
        self.games = QListWidget()
        self.games.setAccessibleName(tr("Finished games, newest first"))
        self.games.setWordWrap(True)
        self.games.setAlternatingRowColors(True)
        self.games.setSpacing(2)
        self._unknown_winners: list[tuple[QListWidgetItem, FinishedGame]] = []
        for kept in database.finished_games():
            item = QListWidgetItem(finished_words(kept))
            item.setData(Qt.ItemDataRole.UserRole, kept.game_id)
            item.setData(STAGE_ROLE, kept.stage)
            self.games.addItem(item)
            if kept.place != 1:
                self._unknown_winners.append((item, kept))
        self._winners = QTimer(self)
        self._winners.setInterval(0)
        self._winners.timeout.connect(self._find_a_winner)
        if self._unknown_winners:
            self._winners.start()
        self.games.setCurrentRow(0)
        self.games.itemActivated.connect(lambda item: self.replay_selected())
        self.games.installEventFilter(self)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.replay_button = buttons.addButton(tr("Replay"), QDialogButtonBox.ButtonRole.ActionRole)
        self.export_button = buttons.addButton(
            tr("Export…"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.import_button = buttons.addButton(
            tr("Import…"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.replay_button.clicked.connect(self.replay_selected)
        self.export_button.clicked.connect(self.export_selected)
        self.import_button.clicked.connect(self.import_file)
        buttons.rejected.connect(self.reject)
        for button in (self.replay_button, self.export_button):
            button.setEnabled(self.games.count() > 0)
        layout = QVBoxLayout(self)
        layout.addWidget(self.games)
        layout.addWidget(buttons)
        resize_within_screen(self, 600, 480)
        self.replay: ReplayDialog | None = None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        """Enter in the list replays the game there, and leaves this dialog open."""
        if (
            watched is self.games
            and isinstance(event, QKeyEvent)
            and event.type() == QEvent.Type.KeyPress
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        ):
            self.replay_selected()
            return True
        return super().eventFilter(watched, event)

    def _find_a_winner(self) -> None:
        item, kept = self._unknown_winners.pop(0)
        if not self._unknown_winners:
            self._winners.stop()
        try:
            _, game = self.database.finished_game(kept.game_id)
        except (KeyError, ValueError):
            return  # the list says what it can without the winner
        item.setText(finished_words(kept, game.winner))

    @property
    def finding_winners(self) -> bool:
        """Whether some lost games' winners are still being found."""
        return bool(self._unknown_winners)

    def _selected(self) -> tuple[tuple[SavedSeat, ...], Game] | None:
        item = self.games.currentItem()
        if item is None:
            return None
        return self.database.finished_game(item.data(Qt.ItemDataRole.UserRole))

    def open_replay(
        self,
        seats: tuple[SavedSeat, ...],
        game: Game,
        stage: str | None = None,
        characters: tuple[str | None, ...] = (),
    ) -> ReplayDialog:
        """Open the replay of ``game`` at ``seats``, a career ``stage`` with its ``characters``."""
        self.replay = ReplayDialog(seats, game, self.artwork, self, stage, characters)
        self.replay.show()
        return self.replay

    def replay_selected(self) -> None:
        """Replay the selected game."""
        selected, item = self._selected(), self.games.currentItem()
        if selected is not None and item is not None:
            characters = self.database.characters(item.data(Qt.ItemDataRole.UserRole))
            self.open_replay(*selected, stage=item.data(STAGE_ROLE), characters=characters)

    def _ask_path(self, saving: bool) -> Path | None:
        ask = QFileDialog.getSaveFileName if saving else QFileDialog.getOpenFileName
        title = tr("Export replay") if saving else tr("Import replay")
        name, _ = ask(self, title, "perudo-replay.json" if saving else "", tr("Replays (*.json)"))
        return Path(name) if name else None

    def export_selected(self, path: Path | None = None) -> None:
        """Write the selected game to a replay file (asking where, unless ``path`` is given)."""
        selected = self._selected()
        if selected is None:
            return
        path = path or self._ask_path(saving=True)
        if path is None:
            return
        try:
            export_replay(path, *selected)
        except ForeignFileError as error:
            if isinstance(error, NotAReplayError):
                text = tr("{file} is not a Perudo replay, so it was left as it is.")
            else:
                text = tr("{file} is not a file, so it was left as it is.")
            warn(
                self,
                tr("Export replay"),
                text.format(file=path.name) + " " + tr("Export the replay under another name."),
            )
        except OSError as error:
            warn(
                self,
                tr("Export replay"),
                tr("The replay could not be written: {why}").format(why=error.strerror or error),
            )

    def import_file(self, path: Path | None = None) -> None:
        """Open a replay file (asking which, unless ``path`` is given) and replay it."""
        path = path or self._ask_path(saving=False)
        if path is None:
            return
        try:
            seats, game = import_replay(path)
            table_of(seats, game)
        except (OSError, ValueError) as error:
            if isinstance(error, ForeignFileError):
                detail = tr("it is not a file")
            elif isinstance(error, OSError):
                detail = error.strerror or str(error)
            else:
                detail = str(error)
            warn(
                self,
                tr("Import replay"),
                tr("{file} cannot be replayed: {why}").format(file=path.name, why=detail),
            )
            return
        self.open_replay(seats, game)
