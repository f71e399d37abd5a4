"""Saving after an action: the time ``SaveFile.save`` takes on the caller's (GUI) thread.

Plays a long 6-player game (low bids, so it lasts) and saves after every action, as the window
does, with a bot's reason for each action of the five bots' seats; reports the 50th, 99th
percentile and worst time of ``save()`` on the calling thread, and, for comparison, of a
synchronous atomic write with fsync (what the writer thread does).

Run with ``python benchmarks/save.py [--folder DIR]`` (the folder defaults to a temporary one).
"""

from __future__ import annotations

import argparse
import random
import statistics
import tempfile
import time
from pathlib import Path

from perudo_qt.bots.reasons import Reason, ReasonKind
from perudo_qt.rules import Bid, Game, RuleOptions
from perudo_qt.store import SavedGame, SavedSeat, SaveFile
from perudo_qt.store.files import write_atomically
from perudo_qt.store.saves import encode

SEATS = (SavedSeat("You", None), *(SavedSeat(f"Bot {n}", "normal") for n in range(1, 6)))


def percentile(samples: list[float], share: float) -> float:
    """Return the sample at ``share`` (0-1) of the sorted samples."""
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def report(name: str, samples: list[float]) -> None:
    """Print the median, 99th percentile and worst of ``samples`` (seconds) in milliseconds."""
    print(
        f"{name}: {len(samples)} saves, median {statistics.median(samples) * 1000:.2f} ms, "
        f"p99 {percentile(samples, 0.99) * 1000:.2f} ms, worst {max(samples) * 1000:.2f} ms"
    )


def main() -> None:
    """Save after every action of a long game; print the times."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--folder", type=Path, help="where to save (default: a temporary folder)")
    args = parser.parse_args()
    folder = args.folder or Path(tempfile.mkdtemp(prefix="perudo-save-bench-"))
    rng = random.Random(1)
    game = Game([seat.name for seat in SEATS], RuleOptions(calza=True), seed=1)
    save_file = SaveFile(folder)
    on_caller, synchronous = [], []
    reasons: dict[int, Reason | str] = {}
    while not game.is_over:
        legal = game.legal_actions()
        bids = [action for action in legal if isinstance(action, Bid)][:2]
        if game.current_seat:
            reason = Reason(ReasonKind.LIKELY_RAISE, held=2, chance=0.74, doubt=0.46)
            reasons[len(game.history)] = reason
        game.apply(rng.choice(legal) if not bids or rng.random() < 0.15 else bids[0])
        saved = SavedGame(game, SEATS, "normal", reasons=reasons)
        start = time.perf_counter()
        save_file.save(saved)
        on_caller.append(time.perf_counter() - start)
        save_file.flush()
        start = time.perf_counter()
        write_atomically(folder / "synchronous.json", encode(saved))
        synchronous.append(time.perf_counter() - start)
    save_file.close()
    print(f"a {game.round_number}-round game, {len(game.record)} steps, in {folder}")
    report("save() on the GUI thread", on_caller)
    report("synchronous write with fsync (writer thread)", synchronous)


if __name__ == "__main__":
    main()
