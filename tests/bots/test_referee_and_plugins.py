"""A failing bot never stops a game: the referee replaces its answer; plugins load or say why."""

from __future__ import annotations

import random
import time
from pathlib import Path

import pytest

from perudo_qt.bots import BotSpecError, Decision, ask_calza, ask_turn, make_bot, safe_action
from perudo_qt.bots.arena import main as arena_main
from perudo_qt.bots.arena import run_arena
from perudo_qt.rules import Bid, Calza, Dudo, Game, RuleOptions


class RaisingBot:
    name = "raiser"

    def choose(self, view, legal, rng):
        raise RuntimeError("boom")

    def consider_calza(self, view, rng):
        raise RuntimeError("boom")


class IllegalBot:
    name = "cheater"

    def choose(self, view, legal, rng):
        return Decision(Bid(1, 2))

    def consider_calza(self, view, rng):
        return Decision(Dudo())


class SlowBot:
    name = "sloth"

    def choose(self, view, legal, rng):
        time.sleep(0.05)
        return Decision(legal[0])

    def consider_calza(self, view, rng):
        return None


@pytest.fixture
def game() -> Game:
    game = Game(["A", "B"], RuleOptions(calza=True), seed=1, first_seat=0)
    game.apply(Bid(2, 3))
    return game


@pytest.mark.parametrize(
    ("bot", "budget", "fault"),
    [
        (RaisingBot(), 1.0, "raised RuntimeError: 'boom'"),
        (IllegalBot(), 1.0, "chose Bid(quantity=1, face=2), which is not legal now"),
        (SlowBot(), 0.01, "over its 0.01 s budget"),
    ],
)
def test_a_bad_answer_is_replaced_by_dudo(
    game: Game, bot: object, budget: float, fault: str, caplog
) -> None:
    ruling = ask_turn(bot, game.view_for(1), game.legal_actions(1), random.Random(1), budget)  # type: ignore[arg-type]
    assert ruling.decision.action == Dudo()
    assert ruling.fault is not None
    assert fault in str(ruling.fault)
    assert fault in caplog.text


def test_a_good_answer_stands(game: Game) -> None:
    ruling = ask_turn(make_bot("normal"), game.view_for(1), game.legal_actions(1), random.Random(1))
    assert ruling.fault is None
    assert ruling.decision.action in game.legal_actions(1)


def test_the_safe_opening_is_the_least_bid() -> None:
    game = Game(["A", "B"], seed=1, first_seat=0)
    assert safe_action(game.legal_actions()) == Bid(1, 2)


@pytest.mark.parametrize("bot", [RaisingBot(), IllegalBot()])
def test_a_bad_calza_answer_means_no_and_is_a_fault(game: Game, bot: object) -> None:
    answer = ask_calza(bot, game.view_for(1), random.Random(1))  # type: ignore[arg-type]
    assert answer.call is None
    assert answer.fault is not None


def test_a_good_calza_answer_stands(game: Game) -> None:
    class Caller:
        name = "caller"

        def choose(self, view, legal, rng):
            return Decision(legal[0])

        def consider_calza(self, view, rng):
            return Decision(Calza(), "sure")

    answer = ask_calza(Caller(), game.view_for(1), random.Random(1))
    assert answer.fault is None
    assert answer.call is not None
    assert answer.call.decision.action == Calza()


PLUGIN = """
from perudo_qt.bots import Decision


class Crasher:
    name = "crasher"

    def choose(self, view, legal, rng):
        raise ZeroDivisionError("plugin bug")

    def consider_calza(self, view, rng):
        return None


class Polite:
    name = "polite"

    def choose(self, view, legal, rng):
        return Decision(legal[-1], "last legal action")

    def consider_calza(self, view, rng):
        return None


class Incomplete:
    name = "half"
"""


@pytest.fixture
def plugin(tmp_path: Path) -> Path:
    path = tmp_path / "my_bot.py"
    path.write_text(PLUGIN)
    return path


def test_a_plugin_bot_loads_and_plays(plugin: Path) -> None:
    bot = make_bot(f"{plugin}:Polite")
    assert bot.name == "polite"
    totals = run_arena([f"{plugin}:Polite", "normal"], 4, 1, RuleOptions())
    assert totals[f"{plugin}:Polite"].games == 4
    assert totals[f"{plugin}:Polite"].faults == 0


def test_a_crashing_plugin_is_reported_and_the_games_finish(plugin: Path) -> None:
    spec = f"{plugin}:Crasher"
    totals = run_arena([spec, "normal"], 4, 1, RuleOptions())
    assert totals[spec].games == 4
    assert totals[spec].faults > 0
    assert totals["normal"].wins + totals[spec].wins == 4


@pytest.mark.parametrize(
    ("suffix", "message"),
    [
        (":Missing", "has no class Missing"),
        (":Incomplete", "lacks the Bot methods"),
    ],
)
def test_bad_plugins_say_why(plugin: Path, suffix: str, message: str) -> None:
    with pytest.raises(BotSpecError, match=message):
        make_bot(f"{plugin}{suffix}")


def test_a_plugin_that_fails_to_import(tmp_path: Path) -> None:
    broken = tmp_path / "broken.py"
    broken.write_text("import no_such_module_here\n")
    with pytest.raises(BotSpecError, match="failed to load: ModuleNotFoundError"):
        make_bot(f"{broken}:Bot")


def test_a_missing_plugin_file(tmp_path: Path) -> None:
    with pytest.raises(BotSpecError, match="not found"):
        make_bot(f"{tmp_path}/nothing.py:Bot")


@pytest.mark.parametrize(
    ("spec", "message"), [("grandmaster", "unknown bot"), ("hard:saint", "unknown personality")]
)
def test_unknown_names(spec: str, message: str) -> None:
    with pytest.raises(BotSpecError, match=message):
        make_bot(spec)


def test_arena_cli_reports_a_bad_plugin(tmp_path: Path, capsys) -> None:
    assert arena_main(["--seats", f"{tmp_path}/gone.py:Bot,normal", "--games", "1"]) == 2
    assert "arena: bot plugin" in capsys.readouterr().err


def test_arena_cli_prints_and_writes_json(tmp_path: Path, capsys) -> None:
    out = tmp_path / "figures.json"
    status = arena_main(
        ["--seats", "normal,easy", "--games", "6", "--json", str(out), "--options", "calza"]
    )
    assert status == 0
    printed = capsys.readouterr().out
    assert "normal" in printed
    assert "95% CI" in printed and "doubted" in printed
    import json

    figures = json.loads(out.read_text())
    assert figures["options"]["calza"] is True
    assert figures["figures"]["normal"]["seat_games"] == 6
    assert figures["figures"]["normal"]["rounds"] >= 6 * 5
    assert 0.0 < figures["figures"]["normal"]["die_loss_per_round"] <= 1.0
