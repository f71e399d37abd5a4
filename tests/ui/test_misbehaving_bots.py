"""The window stays the player's whatever a bot does: it closes, blames the right seat, says why."""

from __future__ import annotations

import multiprocessing
import random
import time
from pathlib import Path

import pytest

from perudo_qt.bots import Decision, safe_action
from perudo_qt.controller import bot_worker
from perudo_qt.controller.table import SeatSetup, TableSetup
from perudo_qt.rules import RuleOptions
from perudo_qt.ui.main_window import MainWindow

from .plugins import confirm

pytestmark = pytest.mark.gui

PLUGINS = Path(__file__).parents[1] / "bots" / "hostile_plugins.py"
ONE_DIE = RuleOptions(dice_per_player=1)


def bots_table(*seats: SeatSetup) -> TableSetup:
    return TableSetup(seats, ONE_DIE)


def test_the_window_closes_while_a_plugin_spins(window: MainWindow, qtbot) -> None:
    """Closing comes back (its wait for the bot thread is bounded) and ends the plugin's process."""
    confirm(window, PLUGINS)
    seats = (SeatSetup("Spin", f"{PLUGINS}:Hangs"), SeatSetup("Bea", "normal"))
    with qtbot.waitSignal(
        window.controller.bot_thinking, timeout=20000, check_params_cb=lambda seat: seat == 0
    ):
        window.start_game(bots_table(*seats), seed=1)
    qtbot.wait(200)  # the plugin is deep in its loop now
    window.close()
    assert not window.isVisible()
    assert multiprocessing.active_children() == []  # the plugin's process is gone
    qtbot.waitUntil(lambda: not window.controller._bots.is_running, timeout=10000)


class Slow:
    """A bot on the bot thread that overruns its budget (a built-in one on a slow day)."""

    name = "slow"

    def choose(self, view, legal, rng: random.Random) -> Decision:
        time.sleep(0.6)
        return Decision(safe_action(legal), "slept")

    def consider_calza(self, view, rng):
        return None


def test_a_slow_bot_is_blamed_alone_and_then_thinks_in_a_process(
    window: MainWindow, qtbot, monkeypatch: pytest.MonkeyPatch
) -> None:
    real = bot_worker.make_bot
    monkeypatch.setattr(
        bot_worker, "make_bot", lambda spec: Slow() if spec == "easy" else real(spec)
    )
    window.controller.budget_s = 0.3
    failures: list[int] = []
    window.controller.bot_failed.connect(lambda seat, why: failures.append(seat))
    seats = (SeatSetup("Slow", "easy"), SeatSetup("Bea", "normal"), SeatSetup("Cy", "normal"))
    with qtbot.waitSignal(window.controller.game_finished, timeout=60000):
        window.start_game(TableSetup(seats, RuleOptions(dice_per_player=2)), seed=3)
    assert failures
    assert set(failures) == {0}
    assert len(failures) == 1  # after its overrun it thinks in a worker process: in time


@pytest.mark.parametrize(
    ("spec", "why"),
    [
        ("{tmp}/missing.py:Bot", "not found"),
        ("{tmp}/syntax.py:Bot", "SyntaxError"),
        (f"{PLUGINS}:NoSuchClass", "has no class NoSuchClass"),
        ("{tmp}/raises.py:Bot", "RuntimeError"),
    ],
)
def test_a_plugin_that_cannot_load_is_named_and_a_normal_bot_sits_in(
    window: MainWindow, qtbot, tmp_path: Path, spec: str, why: str
) -> None:
    (tmp_path / "syntax.py").write_text("def oops(:\n")
    (tmp_path / "raises.py").write_text(
        "class Bot:\n    def __init__(self):\n        raise RuntimeError('no')\n"
    )
    spec = spec.format(tmp=tmp_path)
    for plugin in (tmp_path / "syntax.py", tmp_path / "raises.py", PLUGINS):
        confirm(window, plugin)
    replaced: list[tuple[int, str]] = []
    failed: list[int] = []
    window.controller.bot_replaced.connect(lambda seat, text: replaced.append((seat, text)))
    window.controller.bot_failed.connect(lambda seat, text: failed.append(seat))
    seats = (SeatSetup("Plug", spec), SeatSetup("Bea", "normal"))
    with qtbot.waitSignal(window.controller.game_finished, timeout=30000):
        window.start_game(bots_table(*seats), seed=2)
    assert [seat for seat, _ in replaced] == [0]
    assert why in str(replaced[0][1])
    assert failed == []
    assert any("Plug's bot could not be loaded" in line for line in window.game_log.lines())


def test_a_bots_reason_is_shown_as_plain_text(window: MainWindow, qtbot) -> None:
    confirm(window, PLUGINS)
    seats = (SeatSetup("Fine", f"{PLUGINS}:Fine"), SeatSetup("Bea", "normal"))
    with qtbot.waitSignal(window.controller.game_finished, timeout=30000):
        window.start_game(bots_table(*seats), seed=1)
    # Shown after each reveal as the bot wrote it, never read as markup.
    assert any(line.endswith(": “<b>bold</b> & plain”") for line in window.game_log.lines())
