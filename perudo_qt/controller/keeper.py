"""Keeping the game: saved after every action, offered back on launch, recorded when finished.

The keeper reads the live game to save it, so it lives beside the controller; the window only
sees a ``KeptGame``, what the resume question says of a saved game.
"""

from __future__ import annotations

import logging
import sqlite3
from dataclasses import dataclass, replace
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal

from perudo_qt.career.stages import STAGES_BY_ID
from perudo_qt.i18n import in_every_language, tr
from perudo_qt.rules import Event, Game, PlayerView
from perudo_qt.rules.standings import has_played
from perudo_qt.store import (
    CareerEntry,
    SavedGame,
    SavedSeat,
    SaveFile,
    StatsDatabase,
    UnusableSaveError,
    summarize,
)
from perudo_qt.store.files import NotAFileError
from perudo_qt.store.saves import ProblemKind, new_game_id

from .game_controller import GameController
from .pacing import Speed
from .table import SeatSetup, TableSetup

log = logging.getLogger(__name__)


def saved_seats(setup: TableSetup) -> tuple[SavedSeat, ...]:
    """Return the seats of ``setup`` as the store keeps them."""
    return tuple(SavedSeat(seat.name, seat.bot, seat.personality) for seat in setup.seats)


def table_of(seats: tuple[SavedSeat, ...], game: Game, stage: str | None = None) -> TableSetup:
    """Return the table a kept game was played at, for the career ``stage`` if it has one.

    A career game's characters are not saved: they are the stage's opponents, in seat order.

    Raises:
        ValueError: a seat's bot or personality is unknown (a plugin since removed...), the
            stage is not one of this version's, or its opponents do not fill the bots' seats.
    """
    setups = [SeatSetup(seat.name, seat.bot, seat.personality) for seat in seats]
    if stage is not None:
        if stage not in STAGES_BY_ID:
            raise ValueError(f"unknown career stage {stage!r}")
        characters = iter(STAGES_BY_ID[stage].opponents)
        bots = sum(not seat.is_human for seat in setups)
        if bots != len(STAGES_BY_ID[stage].opponents):
            raise ValueError(f"stage {stage} seats other opponents than these {bots}")
        setups = [
            seat
            if seat.is_human
            else SeatSetup(seat.name, seat.bot, seat.personality, next(characters))
            for seat in setups
        ]
    return TableSetup(tuple(setups), game.options, stage=stage)


def with_person_named(table: TableSetup, name: str) -> TableSetup:
    """Return ``table`` with the person's seat named ``name`` if it bears the default word.

    A game started in one language and resumed in another names the person by that language's
    default word ("You", "Toi", "Jij"…); one that they chose themselves stays.
    """
    default_words = in_every_language("You")
    return replace(
        table,
        seats=tuple(
            replace(seat, name=name) if seat.is_human and seat.name in default_words else seat
            for seat in table.seats
        ),
    )


def career_entry(setup: TableSetup) -> CareerEntry | None:
    """Return what makes a game at ``setup`` a career game, or None in free play."""
    if setup.stage is None:
        return None
    return CareerEntry(setup.stage, tuple(seat.character or None for seat in setup.seats))


@dataclass(frozen=True, slots=True)
class KeptGame:
    """A saved game that can go on, as the question "Resume your game?" shows it.

    Attributes:
        table: the table it was played at.
        speed: the speed it was played at.
        round_number: the round it stopped in.
        dice_counts: every seat's dice count then.
    """

    table: TableSetup
    speed: Speed
    round_number: int
    dice_counts: tuple[int, ...]

    @classmethod
    def of(cls, table: TableSetup, game: Game, speed: Speed = Speed.NORMAL) -> KeptGame:
        """Return what the resume question shows of ``game``, saved at ``table``."""
        return cls(table, speed, game.round_number, game.dice_counts)


class GameKeeper(QObject):
    """Saves the controller's game after every action and records each finished one.

    The save is written off the GUI thread (``SaveFile``); the statistics, one transaction per
    finished game, when the game ends. Nothing here stops play: problems are reported. Each game
    has an id, kept in its save: a game resumed after a crash that came just after it ended is
    not recorded twice.

    Signals:
        problem_reported(str): something the person should know, in their words.
    """

    problem_reported = Signal(str)

    def __init__(
        self, folder: Path, controller: GameController, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.folder = folder
        self.controller = controller
        self.saves = SaveFile(folder)
        self.stats = self._open_stats()
        self._game: Game | None = None
        self._game_id = ""
        self._resumable: SavedGame | None = None
        self._kept: KeptGame | None = None
        controller.events_happened.connect(self._on_events)

    def _open_stats(self) -> StatsDatabase | None:
        try:
            stats = StatsDatabase(self.folder)
        except NotAFileError as error:
            log.warning("statistics unavailable: %s", error)
            self._later(
                tr(
                    "Statistics cannot be kept: {path} is not a file, so Perudo leaves it as it "
                    "is. Move it away to keep statistics again."
                ).format(path=error.filename)
            )
            return None
        except (OSError, sqlite3.Error) as error:
            log.warning("statistics unavailable: %s", error)
            self._later(tr("Statistics cannot be kept: {why}").format(why=error))
            return None
        if stats.moved_to is not None:
            self._later(
                tr(
                    "Your statistics could not be read, so they start afresh. "
                    "The old file was kept as {path}."
                ).format(path=stats.moved_to)
            )
        return stats

    def _later(self, message: str) -> None:
        # Reported once the window is listening, not from inside its constructor.
        QTimer.singleShot(0, self, lambda: self.problem_reported.emit(message))

    @property
    def keeps_the_game(self) -> bool:
        """Whether the game being played is kept, to be offered again at the next start."""
        return not self.saves.failing

    def saved_game(self) -> KeptGame | None:
        """Return the game in progress that was saved, if there is one the person has played in.

        ``resume`` then goes on with it. A game they made no move in (a career stage's too, or
        a table of bots) is not offered: a new game loses them nothing.
        """
        try:
            saved = self.saves.load()
            if saved is None:
                return None
            try:
                table = table_of(saved.seats, saved.game, saved.stage)
            except ValueError as error:
                self.saves.reject(ProblemKind.DAMAGED, str(error))
        except UnusableSaveError as problem:
            self.problem_reported.emit(_problem_words(problem))
            return None
        except NotAFileError as error:
            log.warning("saved game not a file: %s", error)
            self.problem_reported.emit(
                tr(
                    "{path} is where your game is saved, but it is not a file, so Perudo leaves "
                    "it as it is and cannot save your game. Move it away to save games again."
                ).format(path=error.filename)
            )
            return None
        except OSError as error:
            log.warning("saved game unreadable: %s", error)
            self.problem_reported.emit(
                tr("Your saved game could not be read ({why}); a new game starts.").format(
                    why=error.strerror or error
                )
            )
            return None
        if not has_played(table.human_seat, saved.game.history):
            return None  # nothing of the person's to go on with: a new game starts instead
        try:
            speed = Speed(saved.speed)
        except ValueError:
            speed = Speed.NORMAL
        self._resumable = saved
        self._kept = KeptGame.of(table, saved.game, speed)
        return self._kept

    def resume(self, person: str | None = None) -> None:
        """Go on with the saved game ``saved_game`` returned last, at its table.

        With ``person``, the person's seat is named so if it bears the default word of any
        language (see ``with_person_named``).
        """
        if self._resumable is None or self._kept is None:
            return
        saved, table = self._resumable, self._kept.table
        if person is not None:
            table = with_person_named(table, person)
        self.controller.resume_saved(table, saved.game, saved.reasons)

    def close(self) -> None:
        """Write the last save and close the files (the window is closing)."""
        self.saves.close()
        if self.stats is not None:
            self.stats.close()

    def _on_events(self, events: tuple[Event, ...], view: PlayerView) -> None:
        game, setup = self.controller.game, self.controller.setup
        if game is None or setup is None:
            return
        seats = saved_seats(setup)
        game_id = self._id_of(game)
        if not game.is_over:
            speed = self.controller.speed.value
            reasons = self.controller.reasons
            self.saves.save(SavedGame(game, seats, speed, game_id, setup.stage, reasons))
        else:
            self.saves.discard()
            self._record(game, seats, game_id, career_entry(setup))
        failure = self.saves.take_failure()
        if failure is not None:
            self.problem_reported.emit(
                tr(
                    "Your game cannot be saved ({why}). Play goes on, but it will not be there "
                    "next time."
                ).format(why=failure)
            )

    def _id_of(self, game: Game) -> str:
        """Return ``game``'s id: the one in its save if it was resumed, else a new one."""
        if game is not self._game:
            self._game = game
            if self._resumable is not None and self._resumable.game is game:
                self._game_id = self._resumable.game_id
            else:
                self._game_id = new_game_id()
        return self._game_id

    def _record(
        self,
        game: Game,
        seats: tuple[SavedSeat, ...],
        game_id: str,
        career: CareerEntry | None,
    ) -> None:
        """Add the finished game to the statistics, its career stage in the same transaction."""
        if self.stats is None or all(seat.bot is not None for seat in seats):
            return
        try:
            self.stats.add_game(summarize(game, seats), seats, game, game_id, career)
        except sqlite3.Error as error:
            log.warning("could not record the game: %s", error)
            self.problem_reported.emit(
                tr("This game could not be added to your statistics: {why}").format(why=error)
            )


def _problem_words(problem: UnusableSaveError) -> str:
    if problem.kind is ProblemKind.NEWER:
        text = tr(
            "Your saved game was made by a newer version of Perudo, so a new game starts. "
            "The file was kept as {path}."
        )
    else:
        text = tr(
            "Your saved game is damaged and cannot go on, so a new game starts. "
            "The file was kept as {path}."
        )
    return text.format(path=problem.moved_to)
