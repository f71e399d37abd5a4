"""The career in the window: the Career entry, starting a stage, and telling how it went."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt

from perudo_qt.career.progress import career_progress
from perudo_qt.career.stages import STAGES_BY_ID, Stage
from perudo_qt.store import StatsDatabase
from perudo_qt.ui.career.career_words import needs_words, numbered_title
from perudo_qt.ui.career.stage_table import stage_table
from perudo_qt.ui.controls.key_map import Key
from perudo_qt.ui.feature import Menu, WindowContext
from perudo_qt.ui.keeping.keeping import Keeping
from perudo_qt.ui.setup.game_entries import GameEntries
from perudo_qt.ui.words.wording import tr

# Imported when first used, to keep start-up short (benchmarks/startup.py).
if TYPE_CHECKING:
    from perudo_qt.controller.table import TableSetup
    from perudo_qt.ui.career.ladder_screen import LadderDialog


def stage_words(stage: Stage) -> str:
    """Return what a career game is played for: "Stage 3: The School Duel. To beat it: win."."""
    return tr("{stage}. {needs}.").format(stage=numbered_title(stage), needs=needs_words(stage))


def outcome_words(stage: Stage, place: int, next_stage: Stage | None, kept: bool) -> str:
    """Return how a finished career game went for its stage, and what the person plays next.

    ``place`` is the person's; ``next_stage`` the first open stage not beaten yet, as the
    recorded games leave it (None: the ladder is climbed); ``kept`` whether progress is kept.
    """
    title = numbered_title(stage)
    if not stage.is_beaten_at(place):
        return tr("{stage} is not beaten this time. {needs}.").format(
            stage=title, needs=needs_words(stage)
        )
    text = tr("{stage} beaten!").format(stage=title)
    if not kept:
        return text
    if next_stage is None:
        return tr("{text} You have climbed the whole ladder!").format(text=text)
    following = numbered_title(next_stage)
    return tr("{text} Next: {stage}, in the Career ladder.").format(text=text, stage=following)


class Career(QObject):
    """The Game menu's Career entry (the ladder screen), and career games' outcomes.

    A career game is kept and recorded like any game (the keeper carries its stage); when it
    ends, the result bar and the log say whether the stage is beaten and what comes next.
    """

    def __init__(
        self, keeping: Keeping, entries: GameEntries, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self._keeping = keeping
        self._entries = entries
        self._closed = False
        self._outcome = ""  # the last game's outcome, in the status bar until the next game

    def install(self, context: WindowContext) -> None:
        """Add Career… to the Game menu, and follow the end of each game."""
        self.context = context
        context.add_action(
            Menu.GAME,
            12,
            tr("&Career…"),
            self.show_ladder,
            Key.CAREER,
            "careerAction",
        )
        context.controller.game_finished.connect(self._on_game_finished)
        context.controller.game_started.connect(self._on_game_started)
        context.closing.connect(self._on_closing)

    @property
    def database(self) -> StatsDatabase | None:
        """The statistics database the career's progress is computed from, if there is one."""
        keeper = self._keeping.keeper
        return keeper.stats if keeper is not None else None

    def show_ladder(self) -> LadderDialog:
        """Open the ladder screen over the paused table; Play there starts the stage."""
        from perudo_qt.career.ladder import load_table
        from perudo_qt.ui.career.ladder_screen import LadderDialog

        dialog = LadderDialog(self.database, load_table(), self.context.window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.play_requested.connect(self.play)
        self.context.open_paused(dialog)
        return dialog

    def play(self, stage_id: str) -> None:
        """Start the stage ``stage_id`` against its characters, under its rules."""
        if not self._entries.confirm_leaving_game(tr("Abandon this game and play this stage?")):
            return
        person = self.context.settings.table().seats[0].name
        self.context.start_game(stage_table(STAGES_BY_ID[stage_id], person))

    def _on_game_started(self, setup: TableSetup) -> None:
        """A new game puts away the last one's outcome; a career game tells what it is played for.

        The stage and what beating it needs go in the log and the status bar, which a screen
        reader says too (a resumed career game tells it again).
        """
        status = self.context.window.statusBar()
        if self._outcome and status.currentMessage() == self._outcome:
            status.clearMessage()
        self._outcome = ""
        if setup.stage is not None:
            message = stage_words(STAGES_BY_ID[setup.stage])
            self.context.parts.game_log.add_note(message)
            self.context.status(message)

    def _on_closing(self) -> None:
        """The window closes, and the keeper's database with it: a game ending now is not told."""
        self._closed = True

    def _on_game_finished(self, _winner: int) -> None:
        """Tell how the stage went; when this game beat it, offer the next one (Next stage)."""
        if self._closed:
            return
        controller = self.context.controller
        setup, snapshot = controller.setup, controller.snapshot
        if setup is None or setup.stage is None or snapshot is None:
            return
        order, you = snapshot.finishing_order, snapshot.human_seat
        if order is None or you is None:
            return
        database = self.database
        # The keeper recorded the game as its last events came, before they were shown.
        progress = career_progress(database.placings() if database is not None else [])
        played = STAGES_BY_ID[setup.stage]
        following = progress.next_stage.stage if progress.next_stage is not None else None
        kept = database is not None
        place = order.index(you) + 1
        message = outcome_words(played, place, following, kept)
        self.context.parts.game_log.add_note(message)
        self.context.status(message)
        self._outcome = message
        if self.context.asks:
            self.context.parts.result_bar.add_line(message)
            beaten = played.is_beaten_at(place)
            if kept and beaten and following is not None and following.id != played.id:
                self._offer_next(following)

    def _offer_next(self, stage: Stage) -> None:
        """Offer the next stage to play beside Play again, on the result bar."""
        button = self.context.parts.result_bar.add_choice(
            tr("Ne&xt stage"), tr("Play {stage}").format(stage=numbered_title(stage))
        )
        button.clicked.connect(lambda: self.play(stage.id))
