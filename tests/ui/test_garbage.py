"""Python's cycles are collected on the GUI thread, never on a thread that allocates."""

from __future__ import annotations

import gc
import threading
import weakref

import pytest
from PySide6.QtCore import QTimer

from perudo_qt.ui.garbage import GarbageCollector

pytestmark = pytest.mark.gui


class Cycle:
    """An object that refers to itself, holding a running timer of the GUI thread."""

    def __init__(self) -> None:
        self.me = self
        self.timer = QTimer()
        self.timer.start(60_000)


def allocate_past_every_threshold(kept: list[list[int]]) -> None:
    """Allocate as a thinking bot does: enough containers, kept, to pass Python's thresholds."""
    kept.extend([index] for index in range(200_000))


def test_a_cycle_holding_a_qt_object_dies_on_the_gui_thread(qapp) -> None:
    collector = GarbageCollector()
    try:
        died_on: list[int] = []
        cycle = Cycle()
        weakref.finalize(cycle, lambda: died_on.append(threading.get_ident()))
        del cycle
        kept: list[list[int]] = []
        bots = threading.Thread(target=allocate_past_every_threshold, args=(kept,))
        bots.start()
        bots.join()
        assert died_on == []  # automatic collection would have destroyed it there
        collector.check()
        assert died_on == [threading.get_ident()]
    finally:
        collector.stop()


def test_collection_goes_back_to_python_when_it_stops(qapp) -> None:
    before = gc.isenabled()
    collector = GarbageCollector()
    assert not gc.isenabled()
    collector.stop()
    assert gc.isenabled() == before


def test_only_generations_past_their_thresholds_are_collected(qapp) -> None:
    collector = GarbageCollector()
    try:
        gc.collect()
        cycle = Cycle()
        del cycle
        assert collector.check() == 0  # one cycle does not pass the first threshold
        kept: list[list[int]] = []
        allocate_past_every_threshold(kept)
        assert collector.check() >= 1
    finally:
        collector.stop()
