"""Statistics and finished games in SQLite: a schema version, migrations, one transaction a game."""

from __future__ import annotations

import json
import logging
import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from perudo_qt.rules import (
    CalzaCalled,
    DiceRevealed,
    DieGained,
    DieLost,
    DudoCalled,
    Event,
    Game,
    PalificoDeclared,
    RoundStarted,
    game_from_json,
    game_to_json,
)
from perudo_qt.rules.record import parse_json
from perudo_qt.rules.standings import finishing_places

from .files import check_ours, keep_aside
from .saves import SavedSeat, parse_seats

log = logging.getLogger(__name__)

FILE_NAME = "statistics.sqlite3"
KEPT_GAMES = 200
"""How many finished games are kept whole, for replays (their statistics are kept forever)."""

MIGRATIONS: tuple[str, ...] = (
    # 1: the first release: one row per finished game of the person, and who they played.
    """
    CREATE TABLE games (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        finished_at TEXT NOT NULL,
        seed INTEGER NOT NULL,
        players INTEGER NOT NULL,
        place INTEGER NOT NULL,
        won INTEGER NOT NULL,
        rounds INTEGER NOT NULL,
        dudo_calls INTEGER NOT NULL,
        dudo_right INTEGER NOT NULL,
        calza_calls INTEGER NOT NULL,
        calza_right INTEGER NOT NULL,
        bluffs_called INTEGER NOT NULL
    );
    CREATE TABLE opponents (
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        level TEXT NOT NULL,
        personality TEXT NOT NULL
    );
    """,
    # 2: whole games, for replays (the last KEPT_GAMES of them).
    """
    CREATE TABLE records (
        game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
        seats TEXT NOT NULL,
        game TEXT NOT NULL
    );
    CREATE INDEX opponents_game ON opponents(game_id);
    """,
    # 3: each game's own id (kept in its save from its first action), recorded at most once;
    # games recorded before have none.
    """
    ALTER TABLE games ADD COLUMN uid TEXT;
    CREATE UNIQUE INDEX games_uid ON games(uid);
    """,
    # 4: for achievements and ratings, the person's dice story and every seat's place; for
    # the career, the stage a game was played for. Games recorded before have none of them.
    """
    ALTER TABLE games ADD COLUMN dice_lost INTEGER;
    ALTER TABLE games ADD COLUMN fewest_dice INTEGER;
    ALTER TABLE games ADD COLUMN palifico_survived INTEGER;
    CREATE TABLE placings (
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        bot TEXT,
        character TEXT,
        place INTEGER NOT NULL,
        PRIMARY KEY (game_id, seat)
    );
    CREATE TABLE career (
        game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
        stage TEXT NOT NULL
    );
    """,
    # 5: a career reset stops a game counting for its stage (0) and keeps the stage it was
    # played for, which the finished games still name.
    """
    ALTER TABLE career ADD COLUMN counted INTEGER NOT NULL DEFAULT 1;
    """,
)
"""Each release's schema change, in order; the database's ``user_version`` counts those applied."""

SCHEMA_VERSION = len(MIGRATIONS)

_SQLITE_ERROR = 1
"""SQLite's generic error code: opening our database, the file's header or schema is wrong (an
"unsupported file format"), where being locked or unwritable has codes of its own."""


@dataclass(frozen=True, slots=True)
class GameSummary:
    """What one finished game adds to the person's statistics.

    Attributes:
        seed: the game's seed.
        players: the table size.
        place: the person's placing, 1 for the winner.
        rounds: how many rounds were played.
        dudo_calls, dudo_right: the person's Dudo calls, and those on a false bid (a bluff
            caught).
        calza_calls, calza_right: the person's Calza calls, and the exact ones.
        bluffs_called: the times someone called Dudo on the person's false bid.
        opponents: each opponent's (level, personality).
        dice_lost: the dice the person lost.
        fewest_dice: the fewest dice the person held while still in.
        palifico_survived: the person's own palifico rounds (R14) they did not lose a die in.
        places: every seat's finishing place, 1 for the winner.
    """

    seed: int
    players: int
    place: int
    rounds: int
    dudo_calls: int
    dudo_right: int
    calza_calls: int
    calza_right: int
    bluffs_called: int
    opponents: tuple[tuple[str, str], ...]
    dice_lost: int = 0
    fewest_dice: int = 0
    palifico_survived: int = 0
    places: tuple[int, ...] = ()

    @property
    def won(self) -> bool:
        """Whether the person won."""
        return self.place == 1


def summarize(game: Game, seats: Sequence[SavedSeat]) -> GameSummary:
    """Return the person's summary of finished ``game`` played at ``seats``.

    Raises:
        ValueError: the game is not over, or nobody at the table is a person.
    """
    you = next((index for index, seat in enumerate(seats) if seat.bot is None), None)
    if you is None or game.winner is None:
        raise ValueError("only a finished game with a person at the table has statistics")
    counts = dict.fromkeys(("dudo", "dudo_right", "calza", "calza_right", "bluffs"), 0)
    call: DudoCalled | CalzaCalled | None = None
    for event in game.history:
        if isinstance(event, (DudoCalled, CalzaCalled)):
            call = event
        elif isinstance(event, DiceRevealed) and call is not None:
            if isinstance(call, DudoCalled):
                false_bid = not event.bid_stands
                if call.seat == you:
                    counts["dudo"] += 1
                    counts["dudo_right"] += false_bid
                if call.bidder == you and false_bid:
                    counts["bluffs"] += 1
            elif call.seat == you:
                counts["calza"] += 1
                counts["calza_right"] += event.exact
            call = None
    places = finishing_places(game.history, len(seats))
    dice_lost, fewest_dice, palifico_survived = _dice_story(
        game.history, you, game.options.dice_per_player
    )
    return GameSummary(
        seed=game.seed,
        players=len(seats),
        place=places[you],
        rounds=game.round_number,
        dudo_calls=counts["dudo"],
        dudo_right=counts["dudo_right"],
        calza_calls=counts["calza"],
        calza_right=counts["calza_right"],
        bluffs_called=counts["bluffs"],
        opponents=tuple((seat.bot, seat.personality) for seat in seats if seat.bot is not None),
        dice_lost=dice_lost,
        fewest_dice=fewest_dice,
        palifico_survived=palifico_survived,
        places=places,
    )


def _dice_story(history: Sequence[Event], you: int, dice: int) -> tuple[int, int, int]:
    """Return the dice ``you`` lost, the fewest held while in, and palifico rounds survived."""
    lost, fewest, survived = 0, dice, 0
    palifico_next = in_palifico = False
    for event in history:
        if isinstance(event, PalificoDeclared):
            palifico_next = event.seat == you
        elif isinstance(event, RoundStarted):
            in_palifico, palifico_next = event.palifico and palifico_next, False
        elif isinstance(event, DieLost):
            if event.seat == you:
                lost, dice = lost + 1, dice - 1
                if dice:
                    fewest = min(fewest, dice)
            survived += in_palifico and event.seat != you
            in_palifico = False
        elif isinstance(event, DieGained):
            dice += event.seat == you
            survived += in_palifico
            in_palifico = False
    return lost, fewest, survived


@dataclass(frozen=True, slots=True)
class Record:
    """A won/played tally."""

    played: int = 0
    won: int = 0

    def add(self, won: bool) -> Record:
        """Return this tally with one more game."""
        return Record(self.played + 1, self.won + won)

    @property
    def rate(self) -> float:
        """The share of games won (0 when none were played)."""
        return self.won / self.played if self.played else 0.0


@dataclass(frozen=True, slots=True)
class Calls:
    """Calls made and calls that were right."""

    made: int = 0
    right: int = 0

    def add(self, made: int, right: int) -> Calls:
        """Return this tally with ``made`` more calls, ``right`` of them right."""
        return Calls(self.made + made, self.right + right)

    @property
    def accuracy(self) -> float:
        """The share of calls that were right (0 when none were made)."""
        return self.right / self.made if self.made else 0.0


@dataclass(frozen=True, slots=True)
class Statistics:
    """Everything the Statistics dialog shows, oldest game first.

    Attributes:
        results: won or lost, per game in the order played.
        places: the person's placing per game.
        by_table_size, by_level, by_opponent: won/played, per table size, per opponent level
            present at the table, and per opponent type ("level" or "level:personality").
        dudo, calza: the person's calls.
        dudo_by_table_size: the person's Dudo calls per table size.
        bluffs_called: the times the person's false bid was doubted.
    """

    results: tuple[bool, ...] = ()
    places: tuple[int, ...] = ()
    by_table_size: dict[int, Record] = field(default_factory=dict)
    by_level: dict[str, Record] = field(default_factory=dict)
    by_opponent: dict[str, Record] = field(default_factory=dict)
    dudo: Calls = Calls()
    calza: Calls = Calls()
    dudo_by_table_size: dict[int, Calls] = field(default_factory=dict)
    bluffs_called: int = 0

    @property
    def played(self) -> int:
        """Games played."""
        return len(self.results)

    @property
    def won(self) -> int:
        """Games won."""
        return sum(self.results)

    @property
    def average_place(self) -> float:
        """The average placing (0 before the first game)."""
        return sum(self.places) / len(self.places) if self.places else 0.0

    @property
    def longest_streak(self) -> int:
        """The most games won in a row."""
        best = current = 0
        for won in self.results:
            current = current + 1 if won else 0
            best = max(best, current)
        return best


@dataclass(frozen=True, slots=True)
class CareerEntry:
    """What makes a finished game a career game: its stage, and who played each seat.

    Attributes:
        stage: the stage's id (``perudo_qt.career.stages``).
        characters: per seat, the character's id, or None for the person.
    """

    stage: str
    characters: tuple[str | None, ...]


@dataclass(frozen=True, slots=True)
class PlacedSeat:
    """One seat of a recorded game: who played it and where it finished.

    Attributes:
        bot: the bot's spec ("hard:pirate"), or None for the person.
        character: the career character who played it, or None.
        place: its finishing place, 1 for the winner.
    """

    bot: str | None
    character: str | None
    place: int


@dataclass(frozen=True, slots=True)
class PlacedGame:
    """A recorded game's placings, with its career stage if it had one.

    Attributes:
        game_id: the game's row.
        stage: the career stage it was played for (None: free play, or the career was reset).
        seats: every seat, in seat order.
    """

    game_id: int
    stage: str | None
    seats: tuple[PlacedSeat, ...]

    @property
    def you(self) -> PlacedSeat | None:
        """The person's seat, if the game recorded one."""
        return next((seat for seat in self.seats if seat.bot is None), None)


@dataclass(frozen=True, slots=True)
class GameFacts:
    """What one recorded game says about the person, for achievements.

    ``dice_lost``, ``fewest_dice`` and ``palifico_survived`` are None for games recorded
    before they were kept.
    """

    won: bool
    players: int
    rounds: int
    dice_lost: int | None
    fewest_dice: int | None
    palifico_survived: int | None


@dataclass(frozen=True, slots=True)
class FinishedGame:
    """A kept finished game, as the list of replays shows it.

    ``finished_at`` is when it ended, UTC, as SQLite writes it ("2026-11-25 17:02:09");
    ``seats`` are its seats (none if they cannot be read); ``place`` is the person's;
    ``stage`` the career stage it was played for, even before a career reset (None: free play).
    """

    game_id: int
    finished_at: str
    players: int
    place: int
    rounds: int
    seats: tuple[SavedSeat, ...]
    stage: str | None


class StatsDatabase:
    """The statistics database in ``folder``: opened (and migrated) on construction.

    A file SQLite cannot read, one from a newer version, or one whose tables are not the
    migrations' own (``check_schema``) is kept aside under a timestamped name and a new
    database is started; ``moved_to`` then says where the old one went.

    Raises:
        sqlite3.OperationalError: the database is locked or cannot be opened (left as it is).
        NotAFileError: a folder, pipe, device or link is where the database belongs (left as
            it is: SQLite would hang on a pipe, or write into a device).
    """

    def __init__(self, folder: Path) -> None:
        self.path = folder / FILE_NAME
        self.moved_to: Path | None = None
        folder.mkdir(parents=True, exist_ok=True)
        check_ours(self.path)
        try:
            self._db = self._open()
        except sqlite3.OperationalError as error:
            # Locked by another Perudo, or the folder cannot be written: the file is not at
            # fault, so it stays where it is and the caller goes on without statistics.
            if getattr(error, "sqlite_errorcode", None) != _SQLITE_ERROR:
                raise
            log.warning("statistics database %s unusable: %s", self.path, error)
            self.moved_to = keep_aside(self.path)
            self._db = self._open()
        except sqlite3.DatabaseError as error:
            log.warning("statistics database %s unusable: %s", self.path, error)
            self.moved_to = keep_aside(self.path)
            self._db = self._open()

    def _open(self) -> sqlite3.Connection:
        db = sqlite3.connect(self.path, timeout=0.5)
        # Text a damaged file holds need not be UTF-8: it reads as text still, and fails the
        # checks below instead of a query later.
        db.text_factory = _lenient_text
        try:
            db.execute("PRAGMA foreign_keys = ON")
            # The whole check, not the quick one: it also reads each record through the indexes,
            # which finds a damaged value the quick check lets through to a later query.
            if db.execute("PRAGMA integrity_check").fetchone() != ("ok",):
                raise sqlite3.DatabaseError("the integrity check failed")
            version = db.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:
                raise sqlite3.DatabaseError(f"schema {version} is newer than {SCHEMA_VERSION}")
            migrate(db, SCHEMA_VERSION)
            check_schema(db)
        except UnicodeDecodeError as error:
            # SQLite quotes a damaged schema in its message, bytes that are not UTF-8 included.
            db.close()
            raise sqlite3.DatabaseError("the schema is damaged") from error
        except sqlite3.DatabaseError:
            db.close()
            raise
        return db

    def close(self) -> None:
        """Close the database."""
        self._db.close()

    def add_game(
        self,
        summary: GameSummary,
        seats: Sequence[SavedSeat],
        game: Game,
        game_id: str | None = None,
        career: CareerEntry | None = None,
    ) -> bool:
        """Add a finished game to the statistics and keep it whole (one transaction).

        ``game_id`` is the game's own id (``SavedGame.game_id``): a game already recorded under
        it is not added again, and False is returned. Without one, the game is always added.
        With ``career``, the game also counts for its career stage, in the same transaction:
        a stage is finished once, or not at all.

        Raises:
            ValueError: ``career`` names characters for a different number of seats.
        """
        if career is not None and len(career.characters) != len(seats):
            raise ValueError("a career game names a character (or None) for every seat")
        characters = career.characters if career is not None else (None,) * len(seats)
        places = summary.places or finishing_places(game.history, len(seats))
        with self._db:
            cursor = self._db.execute(
                "INSERT INTO games (uid, finished_at, seed, players, place, won, rounds,"
                " dudo_calls, dudo_right, calza_calls, calza_right, bluffs_called, dice_lost,"
                " fewest_dice, palifico_survived)"
                " VALUES (?, datetime('now'), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
                " ON CONFLICT (uid) DO NOTHING",
                (
                    game_id,
                    summary.seed,
                    summary.players,
                    summary.place,
                    summary.won,
                    summary.rounds,
                    summary.dudo_calls,
                    summary.dudo_right,
                    summary.calza_calls,
                    summary.calza_right,
                    summary.bluffs_called,
                    summary.dice_lost,
                    summary.fewest_dice,
                    summary.palifico_survived,
                ),
            )
            if cursor.rowcount == 0:
                log.info("game %s is already recorded", game_id)
                return False
            row = cursor.lastrowid
            self._db.executemany(
                "INSERT INTO opponents (game_id, level, personality) VALUES (?, ?, ?)",
                [(row, level, personality) for level, personality in summary.opponents],
            )
            self._db.executemany(
                "INSERT INTO placings (game_id, seat, bot, character, place)"
                " VALUES (?, ?, ?, ?, ?)",
                [
                    (row, number, _spec(seat), character, place)
                    for number, (seat, character, place) in enumerate(
                        zip(seats, characters, places, strict=True)
                    )
                ],
            )
            if career is not None:
                self._db.execute(
                    "INSERT INTO career (game_id, stage) VALUES (?, ?)", (row, career.stage)
                )
            seats_json = json.dumps([[seat.name, seat.bot, seat.personality] for seat in seats])
            self._db.execute(
                "INSERT INTO records (game_id, seats, game) VALUES (?, ?, ?)",
                (row, seats_json, game_to_json(game)),
            )
            self._db.execute(
                "DELETE FROM records WHERE game_id NOT IN"
                " (SELECT game_id FROM records ORDER BY game_id DESC LIMIT ?)",
                (KEPT_GAMES,),
            )
        return True

    def statistics(self) -> Statistics:
        """Return every statistic, from all games ever recorded."""
        opponents: dict[int, list[tuple[str, str]]] = {}
        for game_id, level, personality in self._db.execute(
            "SELECT game_id, level, personality FROM opponents"
        ):
            opponents.setdefault(game_id, []).append((level, personality))
        results, places = [], []
        by_size: dict[int, Record] = {}
        by_level: dict[str, Record] = {}
        by_opponent: dict[str, Record] = {}
        dudo_by_size: dict[int, Calls] = {}
        dudo, calza, bluffs = Calls(), Calls(), 0
        rows = self._db.execute(
            "SELECT id, players, place, won, dudo_calls, dudo_right, calza_calls, calza_right,"
            " bluffs_called FROM games ORDER BY id"
        )
        for game_id, size, place, won, d_made, d_right, c_made, c_right, called in rows:
            won = bool(won)
            results.append(won)
            places.append(place)
            by_size[size] = by_size.get(size, Record()).add(won)
            dudo_by_size[size] = dudo_by_size.get(size, Calls()).add(d_made, d_right)
            dudo, calza = dudo.add(d_made, d_right), calza.add(c_made, c_right)
            bluffs += called
            table = opponents.get(game_id, [])
            for level in {level for level, _ in table}:
                by_level[level] = by_level.get(level, Record()).add(won)
            for kind in {f"{level}:{trait}" if trait else level for level, trait in table}:
                by_opponent[kind] = by_opponent.get(kind, Record()).add(won)
        return Statistics(
            tuple(results),
            tuple(places),
            by_size,
            by_level,
            by_opponent,
            dudo,
            calza,
            dudo_by_size,
            bluffs,
        )

    def placings(self) -> list[PlacedGame]:
        """Return every game recorded with its placings, oldest first, with its career stage."""
        seats: dict[int, list[PlacedSeat]] = {}
        for game_id, bot, character, place in self._db.execute(
            "SELECT game_id, bot, character, place FROM placings ORDER BY game_id, seat"
        ):
            seats.setdefault(game_id, []).append(PlacedSeat(bot, character, place))
        stages = dict(self._db.execute("SELECT game_id, stage FROM career WHERE counted"))
        return [
            PlacedGame(game_id, stages.get(game_id), tuple(placed))
            for game_id, placed in seats.items()
        ]

    def game_facts(self) -> list[GameFacts]:
        """Return what each recorded game says about the person, oldest first."""
        rows = self._db.execute(
            "SELECT won, players, rounds, dice_lost, fewest_dice, palifico_survived"
            " FROM games ORDER BY id"
        )
        return [GameFacts(bool(won), *rest) for won, *rest in rows]

    def reset_career(self) -> None:
        """Forget the career's progress (the person confirmed it); statistics stay.

        The games played stop counting for their stages; the finished games still name them.
        """
        with self._db:
            self._db.execute("UPDATE career SET counted = 0")

    def finished_games(self) -> list[FinishedGame]:
        """Return the kept finished games, newest first."""
        rows = self._db.execute(
            "SELECT games.id, finished_at, players, place, rounds, seats, stage FROM records"
            " JOIN games ON games.id = records.game_id"
            " LEFT JOIN career ON career.game_id = games.id ORDER BY games.id DESC"
        )
        return [
            FinishedGame(game_id, when, players, place, rounds, _seats_of(seats), stage)
            for game_id, when, players, place, rounds, seats, stage in rows
        ]

    def characters(self, game_id: int) -> tuple[str | None, ...]:
        """Return who sat at each seat of a recorded game: a career character's id, or None.

        Empty for a game recorded before the places were kept (or no such game).
        """
        rows = self._db.execute(
            "SELECT character FROM placings WHERE game_id = ? ORDER BY seat", (game_id,)
        )
        return tuple(character for (character,) in rows)

    def finished_game(self, game_id: int) -> tuple[tuple[SavedSeat, ...], Game]:
        """Return a kept game's seats and the game, rebuilt to its end.

        Raises:
            KeyError: no such game is kept.
            ValueError: the kept game cannot be rebuilt.
        """
        row = self._db.execute(
            "SELECT seats, game FROM records WHERE game_id = ?", (game_id,)
        ).fetchone()
        if row is None:
            raise KeyError(game_id)
        seats = parse_seats(parse_json(row[0]))
        return seats, game_from_json(row[1])

    def reset(self) -> None:
        """Forget every game and statistic (the person confirmed it)."""
        with self._db:
            self._db.execute("DELETE FROM games")


def _seats_of(text: str) -> tuple[SavedSeat, ...]:
    """Return the seats a record's JSON holds, or none if it cannot be read."""
    try:
        return parse_seats(parse_json(text))
    except ValueError:
        return ()


_Schema = tuple[tuple[str, str, tuple[tuple[str, str, int, int], ...]], ...]


def _schema(db: sqlite3.Connection) -> _Schema:
    """Return ``db``'s tables and indexes, with each table's columns as SQLite reads them."""
    found = []
    for kind, name in db.execute(
        "SELECT type, name FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY name"
    ).fetchall():
        columns: tuple[tuple[str, str, int, int], ...] = ()
        if kind == "table":
            columns = tuple(
                db.execute(
                    'SELECT name, upper(type), "notnull", pk FROM pragma_table_info(?)', (name,)
                ).fetchall()
            )
        found.append((kind, name, columns))
    return tuple(found)


@lru_cache(maxsize=1)
def _our_schema() -> _Schema:
    """Return the schema the migrations make."""
    db = sqlite3.connect(":memory:")
    try:
        migrate(db, SCHEMA_VERSION)
        return _schema(db)
    finally:
        db.close()


def check_schema(db: sqlite3.Connection) -> None:
    """Check that ``db``'s tables are the migrations' own and hold values of their types.

    A damaged file can pass SQLite's integrity check with a column renamed in its schema or a
    number turned into text: each query would then fail, or read the wrong thing.

    Raises:
        sqlite3.DatabaseError: they are not.
    """
    schema = _our_schema()
    if _schema(db) != schema:
        raise sqlite3.DatabaseError("the schema is not ours")
    for kind, table, columns in schema:
        if kind != "table":
            continue
        wrong = " OR ".join(
            f"typeof({name}) NOT IN ({_types(declared, bool(not_null))})"
            for name, declared, not_null, _ in columns
        )
        if db.execute(f"SELECT EXISTS (SELECT 1 FROM {table} WHERE {wrong})").fetchone()[0]:
            raise sqlite3.DatabaseError(f"the {table} table holds values of the wrong type")


def _lenient_text(data: bytes) -> str:
    """Return the text SQLite holds, any byte that is not UTF-8 replaced."""
    return data.decode("utf-8", "replace")


def _types(declared: str, not_null: bool) -> str:
    """Return the value types a column declared ``declared`` may hold, for SQL's ``IN``."""
    return f"'{declared.lower()}'" if not_null else f"'{declared.lower()}', 'null'"


def _spec(seat: SavedSeat) -> str | None:
    """Return a seat's bot spec as rated ("hard:pirate"), or None for the person."""
    if seat.bot is None or not seat.personality:
        return seat.bot
    return f"{seat.bot}:{seat.personality}"


def migrate(db: sqlite3.Connection, target: int) -> None:
    """Bring ``db`` from its ``user_version`` up to ``target``, one transaction per step."""
    version = db.execute("PRAGMA user_version").fetchone()[0]
    for number in range(version, target):
        # executescript commits first; BEGIN makes the step and its version one transaction.
        db.executescript(f"BEGIN; {MIGRATIONS[number]} PRAGMA user_version = {number + 1}; COMMIT;")
        log.info("statistics database migrated to schema %d", number + 1)
