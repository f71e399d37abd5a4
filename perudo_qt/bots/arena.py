"""The arena: seeded bot-vs-bot games with rotated seats, and the figures that compare bots.

Run ``python -m perudo_qt.arena --help``.
"""

from __future__ import annotations

import argparse
import errno
import json
import math
import multiprocessing
import os
import random
import signal
import statistics
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass, field, fields
from pathlib import Path
from types import FrameType
from typing import Any

from perudo_qt.rules import (
    PACO,
    Bid,
    Calza,
    DiceRevealed,
    DieLost,
    DudoCalled,
    Game,
    RuleOptions,
    count_matching,
)
from perudo_qt.rules.standings import finishing_order
from perudo_qt.store.files import write_atomically

from .arguments import whole_number
from .base import Bot, Decision
from .estimating import OPENING_TABLE
from .faults import Fault, FaultKind
from .process import ProcessBot
from .referee import DEFAULT_BUDGET_S, BotError, Ruling, ask_calza, ask_turn
from .registry import BotSpecError, make_bot
from .specs import is_plugin
from .strangers import SPLITS, StrangerBot, is_stranger, member_specs, stranger_seed


@dataclass
class SeatTally:
    """One bot type's counts, summed over the seats and games it played.

    ``openings``, ``least_openings`` and ``opening_dice`` count the rounds it opened at a table
    of ``OPENING_TABLE`` or more, those it opened with the least bid (one die of a face), and
    the dice its opening bids named in all. ``rounds`` counts the rounds it played in,
    ``dice_lost`` the dice it lost in them, and ``doubted`` the rounds whose doubted bid was its
    own: together they show how often a bot is caught up in the round's loss, and how.
    """

    games: int = 0
    wins: int = 0
    placings: int = 0
    dudos: int = 0
    dudos_right: int = 0
    calzas: int = 0
    calzas_right: int = 0
    bids: int = 0
    false_bids: int = 0
    first_round_losses: int = 0
    openings: int = 0
    least_openings: int = 0
    opening_dice: int = 0
    rounds: int = 0
    dice_lost: int = 0
    doubted: int = 0
    faults: int = 0
    latencies: list[float] = field(default_factory=list)

    def add(self, other: SeatTally) -> None:
        """Add ``other``'s counts to these, and its latencies to these."""
        for counter in fields(self):
            name = counter.name
            if name != "latencies":
                setattr(self, name, getattr(self, name) + getattr(other, name))
        self.latencies.extend(other.latencies)


@dataclass(frozen=True)
class MatchPlan:
    """What one arena game needs: the bot specs by seat, its seed, the rules, the time budget."""

    specs: tuple[str, ...]
    seed: int
    options: RuleOptions
    budget_s: float = DEFAULT_BUDGET_S


def seat_specs(specs: Sequence[str], game_number: int) -> tuple[str, ...]:
    """Rotate the seats so that, over games, every bot type sits in every position."""
    shift = game_number % len(specs)
    return tuple(specs[(seat + shift) % len(specs)] for seat in range(len(specs)))


class UnmadeBot:
    """Sits in for a bot that could not be made for a game: every answer it gives is a fault."""

    def __init__(self, why: str) -> None:
        self.name = "unmade"
        self.why = why

    def choose(self, view: object, legal: object, rng: object) -> Decision:
        """Fail, so that the referee plays a safe action and counts a fault."""
        raise BotError(Fault(FaultKind.NOT_MADE, detail=self.why))

    def consider_calza(self, view: object, rng: object) -> Decision | None:
        """Never call Calza."""
        return None


_PROCESS_BOTS: dict[tuple[str, int], ProcessBot] = {}
"""Plugin bots by spec and copy: their worker processes serve every game of this process."""


def make_seat_bot(spec: str) -> Bot:
    """Return a new built-in bot or league member (``stranger:SEED``) for ``spec``.

    Raises:
        BotSpecError: the spec names no such bot.
    """
    if not is_stranger(spec):
        return make_bot(spec)
    try:
        return StrangerBot(stranger_seed(spec))
    except ValueError as error:
        raise BotSpecError(str(error)) from None


def seat_bot(spec: str, copy: int, budget_s: float) -> Bot:
    """Return a new bot for ``spec``, or an ``UnmadeBot`` saying why there is none.

    A plugin thinks in a worker process that lives from game to game (``copy`` tells apart the
    seats of one spec at a table); a new bot is made in it for each game, as for a built-in one.
    """
    try:
        if not is_plugin(spec):
            return make_seat_bot(spec)
        bot = _PROCESS_BOTS.get((spec, copy))
        if bot is None:
            bot = _PROCESS_BOTS[spec, copy] = ProcessBot(spec, budget_s)
        else:
            bot.renew()
        return bot
    except BotSpecError as error:
        return UnmadeBot(str(error))


class RunStoppedError(Exception):
    """The run was stopped at once: the game in progress is dropped."""


_stop_now: Any = None
"""While a run is on: its "stop now" event (a multiprocessing Event), here and in its workers."""


def close_process_bots() -> None:
    """Stop the worker processes of the plugin bots this process started."""
    while _PROCESS_BOTS:
        _PROCESS_BOTS.popitem()[1].close()


def play_match(plan: MatchPlan) -> dict[str, SeatTally]:
    """Play one game to the end and return each bot type's tally."""
    specs = plan.specs
    bots = [
        seat_bot(spec, specs[:seat].count(spec), plan.budget_s) for seat, spec in enumerate(specs)
    ]
    rng = random.Random(plan.seed ^ 0x5EED)
    # A game of its own options: no bot can change the rules of the games after it.
    options = RuleOptions.from_dict(plan.options.to_dict())
    game = Game(list(plan.specs), options, seed=plan.seed)
    tallies = [SeatTally(games=1) for _ in bots]
    while not game.is_over:
        if _stop_now is not None and _stop_now.is_set():
            raise RunStoppedError
        seat, ruling = _next_move(game, bots, rng, plan.budget_s, tallies)
        tally = tallies[seat]
        tally.faults += ruling.fault is not None
        action = ruling.decision.action
        if seat == game.current_seat:
            tally.latencies.append(ruling.seconds)
        if isinstance(action, Bid):
            tally.bids += 1
            if game.current_bid is None and len(game.active_seats) >= OPENING_TABLE:
                tally.openings += 1
                tally.least_openings += action.quantity == 1
                tally.opening_dice += action.quantity
            wild = not game.is_palifico_round and action.face != PACO
            tally.false_bids += count_matching(game.all_dice(), action.face, wild) < action.quantity
        first_round = game.round_number == 1
        in_round = game.active_seats
        for event in game.apply(action, seat):
            if isinstance(event, DieLost):
                tallies[event.seat].dice_lost += 1
                tallies[event.seat].first_round_losses += first_round
            if isinstance(event, DudoCalled):
                tallies[event.bidder].doubted += 1
            if not isinstance(event, DiceRevealed):
                continue
            for player in in_round:
                tallies[player].rounds += 1
            if isinstance(action, Calza):
                tally.calzas += 1
                tally.calzas_right += event.exact
            else:
                tally.dudos += 1
                tally.dudos_right += not event.bid_stands
    for place, seat in enumerate(finishing_order(game.history, len(tallies)), start=1):
        tallies[seat].placings += place
    assert game.winner is not None
    tallies[game.winner].wins += 1
    by_type: dict[str, SeatTally] = {}
    for spec, tally in zip(plan.specs, tallies, strict=True):
        by_type.setdefault(spec, SeatTally()).add(tally)
    return by_type


def _next_move(
    game: Game, bots: list[Bot], rng: random.Random, budget_s: float, tallies: list[SeatTally]
) -> tuple[int, Ruling]:
    """Return the seat that acts next and its ruling; a fault on Calza is counted here."""
    current = game.current_seat
    assert current is not None
    # R16: out-of-turn Calza is asked for before the player to act has spoken, nearest the
    # bidder's left first.
    for seat in game.calza_priority():
        if seat != current:
            answer = ask_calza(bots[seat], game.view_for(seat), rng, budget_s)
            tallies[seat].faults += answer.fault is not None
            if answer.call is not None:
                return seat, answer.call
    legal = game.legal_actions(current)
    return current, ask_turn(bots[current], game.view_for(current), legal, rng, budget_s)


def run_arena(
    specs: Sequence[str],
    games: int,
    seed: int,
    options: RuleOptions,
    jobs: int = 1,
    progress: bool = False,
    budget_s: float = DEFAULT_BUDGET_S,
    on_game: Callable[[int, dict[str, SeatTally]], None] | None = None,
    should_stop: Callable[[], bool] = lambda: False,
    stop_now: Any = None,
) -> dict[str, SeatTally]:
    """Play ``games`` seeded games (on ``jobs`` processes) and return the tallies by bot type.

    ``on_game(finished, totals)`` is called after each game; the run ends early, with the
    games finished so far, when ``should_stop()`` says so between games, or at once, the
    games in progress dropped, when the multiprocessing Event ``stop_now`` is set.
    """
    global _stop_now
    plans = (
        MatchPlan(seat_specs(specs, number), seed * 1_000_003 + number, options, budget_s)
        for number in range(games)
    )
    totals: dict[str, SeatTally] = {spec: SeatTally() for spec in dict.fromkeys(specs)}
    started = time.monotonic()
    _stop_now = stop_now
    try:
        for done, result in enumerate(_results(plans, jobs, should_stop, stop_now), start=1):
            for spec, tally in result.items():
                totals[spec].add(tally)
            if on_game is not None:
                on_game(done, totals)
            if progress:
                _draw_progress(done, games, started)
    finally:
        _stop_now = None
        close_process_bots()
        if progress:
            print(file=sys.stderr)
    return totals


def _results(
    plans: Iterator[MatchPlan], jobs: int, should_stop: Callable[[], bool], stop_now: Any
) -> Iterator[dict[str, SeatTally]]:
    try:
        if jobs <= 1:
            for plan in plans:
                if should_stop():
                    return
                yield play_match(plan)
        else:
            yield from _pooled_results(plans, jobs, should_stop, stop_now)
    except RunStoppedError:
        return


def _pooled_results(
    plans: Iterator[MatchPlan], jobs: int, should_stop: Callable[[], bool], stop_now: Any
) -> Iterator[dict[str, SeatTally]]:
    with ProcessPoolExecutor(jobs, initializer=_worker_setup, initargs=(stop_now,)) as pool:
        running: set[Future[dict[str, SeatTally]]] = set()
        try:
            for plan in plans:
                if should_stop():
                    return
                running.add(pool.submit(play_match, plan))
                # A few games queued per worker: enough to keep it busy, few to cancel.
                if len(running) >= 4 * jobs:
                    finished, running = wait(running, return_when=FIRST_COMPLETED)
                    yield from (future.result() for future in finished)
            while running and not should_stop():
                finished, running = wait(running, return_when=FIRST_COMPLETED)
                yield from (future.result() for future in finished)
        finally:
            for future in running:
                future.cancel()


def _worker_setup(stop_now: Any) -> None:
    """In an arena worker: Ctrl+C is for the arena's own process, which stops the run."""
    global _stop_now
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    _stop_now = stop_now


def _draw_progress(done: int, total: int, started: float) -> None:
    width = 30
    filled = width * done // total
    elapsed = time.monotonic() - started
    bar = "#" * filled + "-" * (width - filled)
    print(f"\r[{bar}] {done}/{total} games, {elapsed:.0f} s", end="", file=sys.stderr, flush=True)


def wilson_interval(successes: int, trials: int, z: float = 1.96) -> tuple[float, float]:
    """Return the 95 % Wilson score interval of a success rate."""
    if trials == 0:
        return 0.0, 0.0
    rate = successes / trials
    denominator = 1 + z * z / trials
    centre = (rate + z * z / (2 * trials)) / denominator
    spread = z * math.sqrt(rate * (1 - rate) / trials + z * z / (4 * trials * trials)) / denominator
    return max(centre - spread, 0.0), min(centre + spread, 1.0)


def summarize(totals: dict[str, SeatTally], seats: int) -> dict[str, dict[str, float | int]]:
    """Turn tallies into the figures the arena prints: rates, interval, latencies in ms.

    Win rates are per seat played: with two seats of one type at a six-seat table, each seat's
    fair share is still one in six.
    """
    figures: dict[str, dict[str, float | int]] = {}
    for spec, tally in totals.items():
        low, high = wilson_interval(tally.wins, tally.games)
        latencies = sorted(tally.latencies) or [0.0]
        figures[spec] = {
            "seat_games": tally.games,
            "wins": tally.wins,
            "win_rate": _ratio(tally.wins, tally.games),
            "win_rate_low": low,
            "win_rate_high": high,
            "fair_share": 1 / seats,
            "average_placing": _ratio(tally.placings, tally.games),
            "dudo_calls": tally.dudos,
            "dudo_success": _ratio(tally.dudos_right, tally.dudos),
            "calza_calls": tally.calzas,
            "calza_success": _ratio(tally.calzas_right, tally.calzas),
            "bids": tally.bids,
            "bluff_rate": _ratio(tally.false_bids, tally.bids),
            "first_round_loss": _ratio(tally.first_round_losses, tally.games),
            "openings": tally.openings,
            "least_opening_share": _ratio(tally.least_openings, tally.openings),
            "average_opening": _ratio(tally.opening_dice, tally.openings),
            "rounds": tally.rounds,
            "die_loss_per_round": _ratio(tally.dice_lost, tally.rounds),
            "doubted_share": _ratio(tally.doubted, tally.rounds),
            "faults": tally.faults,
            "latency_median_ms": statistics.median(latencies) * 1000,
            "latency_p99_ms": latencies[min(len(latencies) - 1, int(len(latencies) * 0.99))] * 1000,
            "latency_max_ms": latencies[-1] * 1000,
        }
    return figures


def _ratio(part: float, whole: int) -> float:
    return part / whole if whole else 0.0


def format_table(figures: dict[str, dict[str, float | int]]) -> str:
    """Return the figures as an aligned text table.

    "open 1" is the share of its openings, at tables of four or more, that bid one die; "lost"
    the share of the rounds it played in that cost it a die, and "doubted" the share whose
    doubted bid was its own.
    """
    header = (
        f"{'bot':<18} {'win %':>6} {'95% CI':>13} {'place':>5} {'dudo ok':>7} "
        f"{'calza ok':>8} {'bluff':>5} {'open 1':>6} {'lost':>5} {'doubted':>7} {'faults':>6} "
        f"{'ms med':>6} {'p99':>6} {'max':>6}"
    )
    lines = [header, "-" * len(header)]
    for spec, row in figures.items():
        interval = f"{row['win_rate_low'] * 100:.1f}-{row['win_rate_high'] * 100:.1f}"
        calza = f"{row['calza_success'] * 100:.0f}%/{row['calza_calls']}"
        lines.append(
            f"{spec:<18} {row['win_rate'] * 100:6.1f} {interval:>13} {row['average_placing']:5.2f} "
            f"{row['dudo_success'] * 100:6.0f}% {calza:>8} {row['bluff_rate'] * 100:4.0f}% "
            f"{_opening_cell(row):>6} {row['die_loss_per_round'] * 100:4.0f}% "
            f"{row['doubted_share'] * 100:6.0f}% {row['faults']:6d} "
            f"{row['latency_median_ms']:6.2f} {row['latency_p99_ms']:6.2f} "
            f"{row['latency_max_ms']:6.1f}"
        )
    return "\n".join(lines)


def _opening_cell(row: dict[str, float | int]) -> str:
    """The share of its openings at tables of four or more that named one die ("-": none)."""
    if not row["openings"]:
        return "-"
    return f"{row['least_opening_share'] * 100:.0f}%"


def parse_options(text: str, dice_per_player: int) -> RuleOptions:
    """Turn ``calza,lost_dice_visible,no-palifico`` into options (``no-`` turns one off)."""
    values: dict[str, bool | int] = {"dice_per_player": dice_per_player}
    for name in filter(None, (part.strip() for part in text.split(","))):
        off = name.startswith("no-")
        values[name.removeprefix("no-")] = not off
    return RuleOptions.from_dict(values)


def _seconds(text: str) -> float:
    """An argparse type: a positive number of seconds."""
    try:
        seconds = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds") from None
    if not 0 < seconds < math.inf:
        raise argparse.ArgumentTypeError(f"{text} is not a positive number of seconds")
    return seconds


def check_spec(spec: str) -> None:
    """Make the bot ``spec`` names once, a plugin in its own process, to see that it can be.

    Raises:
        BotSpecError: it cannot.
    """
    if is_plugin(spec):
        ProcessBot(spec).close()
    else:
        make_seat_bot(spec)


def write_json(path: Path, document: dict[str, object]) -> None:
    """Write ``document`` to ``path`` whole or not at all (a reader never sees half a file).

    Raises:
        FileNotFoundError: ``path``'s folder does not exist (a mistyped folder is not made).
        OSError: the file cannot be written.
    """
    if not path.parent.is_dir():
        raise FileNotFoundError(errno.ENOENT, os.strerror(errno.ENOENT), str(path.parent))
    write_atomically(path, json.dumps(document, indent=1).encode("utf-8"))


class _Interrupt:
    """While installed, Ctrl+C asks to stop after the games in progress; twice, to stop now.

    Attributes:
        requested: Ctrl+C was pressed.
        stop_now: a multiprocessing Event, set when it was pressed again.
    """

    def __init__(self) -> None:
        self.requested = False
        self.stop_now = multiprocessing.Event()
        self._previous: object = None

    def __enter__(self) -> _Interrupt:
        self._previous = signal.signal(signal.SIGINT, self._handle)
        return self

    def __exit__(self, *_: object) -> None:
        signal.signal(signal.SIGINT, self._previous)  # type: ignore[arg-type]

    def _handle(self, number: int, frame: FrameType | None) -> None:
        if self.requested:
            self.stop_now.set()
            return
        self.requested = True
        print("\nstopping after the games in progress (Ctrl+C again: now)", file=sys.stderr)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the arena from the command line; return the exit status.

    Results are written as games finish; Ctrl+C stops the run after the games in progress
    (twice: at once, dropping them) and prints the games played.
    """
    parser = argparse.ArgumentParser(
        prog="python -m perudo_qt.arena",
        description="Seeded bot-vs-bot games with rotated seats: win rates and more per bot.",
    )
    parser.add_argument("--seats", help="comma-separated bot specs, one per seat")
    parser.add_argument(
        "--league",
        type=whole_number(1),
        metavar="N",
        help="instead of --seats: play each level against N league members (stranger:SEED)",
    )
    parser.add_argument(
        "--league-split",
        choices=sorted(SPLITS),
        default="held-out",
        help="the members to play: held-out (the default, for figures) or tuning",
    )
    parser.add_argument(
        "--levels", help="with --league: the levels to measure (default easy,normal,hard,expert)"
    )
    parser.add_argument("--sizes", help="with --league: the table sizes (default 2,3,6)")
    parser.add_argument(
        "--games",
        type=whole_number(1),
        default=1000,
        help="games (with --league: per level and size)",
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--options", default="", help="e.g. calza,lost_dice_visible,no-palifico")
    parser.add_argument("--dice", type=int, default=5, help="dice per player")
    parser.add_argument(
        "--jobs", type=whole_number(1), default=1, help="worker processes (2 = both cores)"
    )
    parser.add_argument(
        "--budget",
        type=_seconds,
        default=DEFAULT_BUDGET_S,
        metavar="SECONDS",
        help=f"a bot's time per decision (default {DEFAULT_BUDGET_S:g}); a plugin is cut off",
    )
    parser.add_argument("--json", metavar="FILE", type=Path, help="also write the figures as JSON")
    args = parser.parse_args(argv)
    if (args.seats is None) == (args.league is None):
        parser.error("give either --seats or --league")
    if args.league is not None:
        return _league_main(args)
    specs = _spec_list(args.seats)
    try:
        options = parse_options(args.options, args.dice)
        if not 2 <= len(specs) <= 6:
            raise ValueError(f"R1: 2 to 6 seats, not {len(specs)}")
        for spec in dict.fromkeys(specs):
            check_spec(spec)
    except (BotSpecError, ValueError) as error:
        print(f"arena: {error}", file=sys.stderr)
        return 2
    header = {"seats": specs, "seed": args.seed, "options": options.to_dict()}

    def save(finished: int, totals: dict[str, SeatTally], complete: bool) -> None:
        if args.json is not None:
            figures = summarize(totals, len(specs))
            document = {"games": finished, "planned_games": args.games, **header}
            write_json(args.json, {**document, "complete": complete, "figures": figures})

    try:
        save(0, {}, complete=False)  # a path that cannot be written is found before the run
    except OSError as error:
        print(f"arena: --json {args.json}: {error.strerror or error}", file=sys.stderr)
        return 2
    finished = [0]
    last_saved = [time.monotonic()]

    def on_game(done: int, totals: dict[str, SeatTally]) -> None:
        finished[0] = done
        if time.monotonic() - last_saved[0] >= 1.0:
            save(done, totals, complete=False)
            last_saved[0] = time.monotonic()

    started = time.perf_counter()
    with _Interrupt() as interrupt:
        totals = run_arena(
            specs,
            args.games,
            args.seed,
            options,
            args.jobs,
            sys.stderr.isatty(),
            args.budget,
            on_game,
            lambda: interrupt.requested,
            interrupt.stop_now,
        )
    elapsed = time.perf_counter() - started
    done = finished[0]
    if done < args.games:
        print(f"interrupted: {done} of {args.games} games played")
    print(f"{done} games, seats {','.join(specs)}, options {options}, seed {args.seed}")
    print(format_table(summarize(totals, len(specs))))
    print(f"({elapsed:.1f} s)")
    save(done, totals, complete=done == args.games)
    return 0 if done == args.games else 130


def _spec_list(text: str) -> list[str]:
    return [spec.strip() for spec in text.split(",") if spec.strip()]


def _league_main(args: argparse.Namespace) -> int:
    """Run ``--league N``: each level against N members of a league split, at each size."""
    # The league plays arena games: imported here, as it imports this module.
    from .league import DEFAULT_LEVELS, TABLE_SIZES, play_league

    levels = _spec_list(args.levels) if args.levels else list(DEFAULT_LEVELS)
    try:
        options = parse_options(args.options, args.dice)
        members = member_specs(args.league_split, args.league)
        sizes = [int(size) for size in _spec_list(args.sizes)] if args.sizes else list(TABLE_SIZES)
        if not sizes or any(not 2 <= size <= 6 for size in sizes):
            raise ValueError(f"R1: table sizes are 2 to 6 seats, not {args.sizes!r}")
        for spec in levels:
            check_spec(spec)
    except (BotSpecError, ValueError) as error:
        print(f"arena: {error}", file=sys.stderr)
        return 2
    started = time.perf_counter()
    with _Interrupt() as interrupt:
        play_league(
            levels,
            members,
            sizes,
            args.games,
            args.seed,
            options,
            args.jobs,
            args.budget,
            args.json,
            lambda: interrupt.requested,
            interrupt.stop_now,
        )
    print(f"({time.perf_counter() - started:.1f} s)")
    return 130 if interrupt.requested else 0
