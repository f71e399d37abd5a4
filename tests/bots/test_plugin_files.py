"""A plugin runs only as confirmed, loads within its budget, and cannot take the memory."""

from __future__ import annotations

import random
import resource
from pathlib import Path

import pytest

from perudo_qt.bots import (
    BotSpecError,
    ask_turn,
    is_plugin,
    make_bot,
    plugin_class,
    plugin_digest,
    plugin_path,
)
from perudo_qt.bots.process import ProcessBot
from perudo_qt.rules import Bid, Dudo, Game, RuleOptions

from .plugin_files import hanging_plugin, marking_plugin
from .test_hostile_plugins import spec


@pytest.mark.parametrize(
    ("text", "plugin"),
    [("bots/my.py:Bot", True), ("C:\\bots\\my.py:Bot", True), ("hard:pirate", False)],
)
def test_one_function_tells_a_plugin(text: str, plugin: bool) -> None:
    assert is_plugin(text) is plugin


def test_a_plugin_runs_only_if_its_file_holds_the_content_confirmed(tmp_path: Path) -> None:
    plugin, marker = marking_plugin(tmp_path)
    confirmed = plugin_digest(plugin.read_bytes())
    with pytest.raises(BotSpecError, match="changed since it was confirmed"):
        make_bot(f"{plugin}:Bot", plugin_digest(b"what the person saw"))
    assert not marker.exists()
    assert make_bot(f"{plugin}:Bot", confirmed).name == "plugin"
    assert marker.read_text() == "ran"


def test_a_plugin_whose_import_hangs_is_stopped_after_its_budget(tmp_path: Path) -> None:
    calls: list[bool] = []
    bot = ProcessBot(f"{hanging_plugin(tmp_path)}:Bot", 1.0, start=False, loading=calls.append)
    with pytest.raises(BotSpecError, match=r"did not load within 1\.00 s"):
        bot.renew()
    assert calls == [True, False]
    bot.close()


def test_a_plugin_that_hogs_memory_is_a_fault_and_a_safe_move_is_played() -> None:
    game = Game(["A", "B"], RuleOptions(), seed=1, first_seat=0)
    game.apply(Bid(2, 3))
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    bot = ProcessBot(spec("Hogs"), budget_s=10)
    try:
        ruling = ask_turn(bot, game.view_for(1), game.legal_actions(1), random.Random(1), 10)
    finally:
        bot.close()
    assert ruling.fault is not None and "MemoryError" in str(ruling.fault)
    assert type(ruling.decision.action) is Dudo
    grown_kib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before
    assert grown_kib < 256 * 1024  # the test's own process took none of it


@pytest.mark.parametrize(
    ("spec", "path", "class_name"),
    [
        ("bots/cautious.py:Cautious", Path("bots/cautious.py"), "Cautious"),
        (" /home/ana/my bots/bot.py:Bot ", Path("/home/ana/my bots/bot.py"), "Bot"),
        ("C:\\bots\\bot.py:Bot", Path("C:\\bots\\bot.py"), "Bot"),  # the drive's colon stays
    ],
)
def test_a_plugin_spec_names_its_file_and_class(spec: str, path: Path, class_name: str) -> None:
    assert is_plugin(spec)
    assert plugin_path(spec) == path
    assert plugin_class(spec) == class_name
