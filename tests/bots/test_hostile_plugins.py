"""No plugin can stop a game, the arena or its results: every misdeed is a fault, blamed right."""

from __future__ import annotations

import json
import random
import signal
from pathlib import Path

import pytest

from perudo_qt.bots import ask_turn
from perudo_qt.bots.arena import main as arena_main
from perudo_qt.bots.arena import run_arena
from perudo_qt.bots.process import ProcessBot
from perudo_qt.rules import Bid, Dudo, Game, RuleOptions

from . import hostile_plugins

PLUGINS = Path(__file__).with_name("hostile_plugins.py")
ONE_DIE = RuleOptions(dice_per_player=1)


def spec(name: str) -> str:
    return f"{PLUGINS}:{name}"


@pytest.fixture
def game() -> Game:
    game = Game(["A", "B"], RuleOptions(calza=True), seed=1, first_seat=0)
    game.apply(Bid(2, 3))
    return game


FAULTS = {
    "Raises": "raised RuntimeError: 'boom'",
    "Exits": "raised SystemExit",
    "Interrupts": "raised KeyboardInterrupt",
    "ClosesGenerator": "raised GeneratorExit",
    "Lies": "not a Perudo action",
    "SubclassesBid": "not a Perudo action",
    "ReasonNotText": "reason that is not text",
    "ProbabilityNotNumber": "probability that is not a number",
}


@pytest.mark.parametrize("name", sorted(FAULTS))
def test_a_misdeed_in_the_bots_own_process_is_a_fault(game: Game, name: str) -> None:
    bot = getattr(hostile_plugins, name)()
    ruling = ask_turn(bot, game.view_for(1), game.legal_actions(1), random.Random(1))
    assert ruling.fault is not None and FAULTS[name] in str(ruling.fault)
    assert type(ruling.decision.action) is Dudo


@pytest.mark.parametrize("name", ["Raises", "Exits", "Lies", "KillsItsProcess", "Hangs"])
def test_a_misdeed_in_a_worker_process_is_a_fault(game: Game, name: str) -> None:
    bot = ProcessBot(spec(name), budget_s=0.2)
    try:
        for _ in range(2):  # and the process serves again after it
            ruling = ask_turn(bot, game.view_for(1), game.legal_actions(1), random.Random(1), 5)
            assert ruling.fault is not None
            assert type(ruling.decision.action) is Dudo
        fine = ask_turn(
            ProcessBot(spec("Fine")), game.view_for(1), game.legal_actions(1), random.Random(1)
        )
        assert fine.fault is None
    finally:
        bot.close()


def test_a_bot_cannot_change_the_game_or_later_games(game: Game) -> None:
    standing = game.current_bid
    ask_turn(hostile_plugins.Poisons(), game.view_for(1), game.legal_actions(1), random.Random(1))
    assert game.current_bid == standing == Bid(2, 3)
    assert game.options == RuleOptions(calza=True)
    fresh = Game(["A", "B"], seed=2, first_seat=0)
    assert Bid(1, 2) in fresh.legal_actions()
    assert all(action.face != 6 for action in fresh.legal_actions()[:5])


@pytest.mark.parametrize(
    ("name", "jobs"),
    [
        *((name, 1) for name in ("Raises", "Interrupts", "Hangs", "Lies", "SubclassesBid")),
        *((name, jobs) for name in ("Exits", "FailsFromGame3") for jobs in (1, 2)),
        ("Poisons", 1),
    ],
)
def test_the_arena_finishes_with_faults_counted_and_results_written(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str, jobs: int
) -> None:
    out = tmp_path / "figures.json"
    argv = ["--seats", f"{spec(name)},normal", "--games", "6", "--dice", "1"]
    argv += ["--budget", "0.3", "--jobs", str(jobs), "--json", str(out)]
    assert arena_main(argv) == 0
    document = json.loads(out.read_text())
    assert document["complete"] is True
    assert document["games"] == 6
    figures = document["figures"]
    assert figures[spec(name)]["seat_games"] == 6
    assert figures[spec(name)]["faults"] > 0 or name == "Poisons"
    assert figures["normal"]["faults"] == 0  # never blamed on the innocent seat
    assert "normal" in capsys.readouterr().out


@pytest.mark.parametrize("name", ["CalzaRaises", "CalzaHangs", "CalzaLies"])
def test_a_plugin_that_fails_on_calza_is_counted_as_a_fault(name: str) -> None:
    specs = [spec(name), "normal", "easy"]  # with two, no one but the bidder and the next
    totals = run_arena(specs, 2, 1, RuleOptions(calza=True, dice_per_player=2), budget_s=0.3)
    assert totals[spec(name)].faults > 0
    assert totals[spec(name)].calzas == 0
    assert totals["normal"].faults == totals["easy"].faults == 0


def test_a_plugin_with_a_name_that_is_not_text_is_refused_before_the_run(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert arena_main(["--seats", f"{spec('NameNotText')},normal", "--games", "2"]) == 2
    assert "a bot's name must be text" in capsys.readouterr().err


def test_a_plugin_that_cannot_load_counts_faults(tmp_path: Path) -> None:
    broken = tmp_path / "broken.py"
    broken.write_text("def oops(:\n")
    specs = [f"{broken}:Bot", "normal"]
    totals = run_arena(specs, 3, 1, ONE_DIE, budget_s=0.3)
    assert totals[specs[0]].games == 3
    assert totals[specs[0]].faults > 0
    assert totals["normal"].faults == 0


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--games", "-3"], "--games"),
        (["--games", "0"], "--games"),
        (["--jobs", "0"], "--jobs"),
        (["--budget", "0"], "--budget"),
    ],
)
def test_arena_refuses_counts_out_of_range(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as ended:
        arena_main(["--seats", "normal,easy", *argv])
    assert ended.value.code == 2
    assert message in capsys.readouterr().err


def test_arena_checks_the_json_path_before_the_run(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "no-such-folder" / "figures.json"
    assert arena_main(["--seats", "normal,easy", "--games", "100000", "--json", str(out)]) == 2
    assert "No such file or directory" in capsys.readouterr().err


def test_an_interrupted_arena_prints_and_writes_what_it_has(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import perudo_qt.bots.arena as arena

    play = arena.play_match
    played = [0]

    def play_then_press_ctrl_c(plan: arena.MatchPlan) -> dict[str, arena.SeatTally]:
        played[0] += 1
        if played[0] == 3:
            signal.raise_signal(signal.SIGINT)
        return play(plan)

    monkeypatch.setattr(arena, "play_match", play_then_press_ctrl_c)
    out = tmp_path / "figures.json"
    argv = ["--seats", "normal,easy", "--games", "50", "--dice", "1", "--json", str(out)]
    assert arena_main(argv) == 130
    printed = capsys.readouterr().out
    assert "interrupted: 3 of 50 games played" in printed
    document = json.loads(out.read_text())
    assert document["games"] == 3
    assert document["complete"] is False
    assert document["figures"]["normal"]["seat_games"] == 3


def test_ctrl_c_twice_stops_at_once_and_drops_the_game_in_progress(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import perudo_qt.bots.arena as arena

    ask = arena.ask_turn

    def press_ctrl_c_twice(*args: object, **kwargs: object) -> object:
        if not pressed:
            pressed.append(True)
            signal.raise_signal(signal.SIGINT)
            signal.raise_signal(signal.SIGINT)
        return ask(*args, **kwargs)  # type: ignore[arg-type]

    pressed: list[bool] = []
    monkeypatch.setattr(arena, "ask_turn", press_ctrl_c_twice)
    out = tmp_path / "figures.json"
    argv = ["--seats", "normal,easy", "--games", "50", "--json", str(out)]
    assert arena_main(argv) == 130
    captured = capsys.readouterr()
    assert "Ctrl+C again" in captured.err
    assert "interrupted: 0 of 50 games played" in captured.out
    document = json.loads(out.read_text())
    assert document["games"] == 0
    assert document["complete"] is False
