"""A screen reader plays along: the game on X, read through the AT-SPI bus with pyatspi.

A private D-Bus session and accessibility bus, an Xvfb display, the game with
``QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1`` played by keys (``atspi_game.py``), and a reader on the
system python3 with pyatspi (``atspi_reader.py``) that hears the announcements and reads the
tree as Orca would. The system packages come from the Makefile's ``test-slow`` DEBS.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

pytestmark = [pytest.mark.gui, pytest.mark.slow]

HERE = Path(__file__).parent
SYSTEM_PYTHON = "/usr/bin/python3"
BUS_LAUNCHER = "/usr/libexec/at-spi-bus-launcher"


def lines_of(output: str) -> list[dict[str, object]]:
    return [json.loads(line) for line in output.splitlines() if line.startswith("{")]


@pytest.fixture
def desktop(tmp_path: Path) -> Iterator[dict[str, str]]:
    """An X display, a D-Bus session and an accessibility bus of this test's own."""
    started: list[subprocess.Popen[bytes]] = []
    try:
        read_end, write_end = os.pipe()
        xvfb = subprocess.Popen(
            [
                "Xvfb",
                "-displayfd",
                str(write_end),
                "-screen",
                "0",
                "1280x1024x24",
                "-nolisten",
                "tcp",
            ],
            pass_fds=(write_end,),
            stderr=subprocess.DEVNULL,
        )
        started.append(xvfb)
        os.close(write_end)
        with os.fdopen(read_end) as display:
            number = display.readline().strip()
        dbus = subprocess.Popen(
            ["dbus-daemon", "--session", "--nofork", "--print-address=1"],
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
        )
        started.append(dbus)
        assert dbus.stdout is not None
        address = dbus.stdout.readline().decode().strip()
        env = {
            **os.environ,
            "DISPLAY": f":{number}",
            "DBUS_SESSION_BUS_ADDRESS": address,
            "HOME": str(tmp_path),
            "XDG_RUNTIME_DIR": str(tmp_path),
        }
        env.pop("QT_QPA_PLATFORM", None)
        started.append(
            subprocess.Popen(
                [BUS_LAUNCHER, "--launch-immediately"], env=env, stderr=subprocess.DEVNULL
            )
        )
        time.sleep(1)  # the accessibility bus registers itself on the session bus
        yield env
    finally:
        for process in reversed(started):
            process.terminate()
            process.wait(10)
            if process.stdout is not None:
                process.stdout.close()


def test_a_screen_reader_hears_the_round_and_reads_the_table(
    desktop: dict[str, str], tmp_path: Path
) -> None:
    reader = subprocess.Popen(
        [
            SYSTEM_PYTHON,
            str(HERE / "atspi_reader.py"),
            "--timeout",
            "60",
            "--read-on",
            "Your turn: raise",
            "--read-on",
            "The cups lift",
        ],
        env=desktop,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert reader.stdout is not None
    assert json.loads(reader.stdout.readline()) == {"listening": True}
    game = subprocess.run(
        [sys.executable, str(HERE / "atspi_game.py"), "--settings", str(tmp_path / "s.ini")],
        env={**desktop, "QT_QPA_PLATFORM": "xcb", "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1"},
        capture_output=True,
        text=True,
        timeout=90,
    )
    heard_output, _ = reader.communicate(timeout=90)
    assert game.returncode == 0, game.stderr
    assert reader.returncode == 0, heard_output
    said = [str(fact["said"]) for fact in lines_of(game.stdout) if "said" in fact]
    facts = lines_of(heard_output)
    heard = [str(fact["announced"]) for fact in facts if "announced" in fact]
    # Every announcement the game made was received, bids and the reveal's verdict among them.
    assert said and heard == said
    bids = [text for text in heard if " bid " in f" {text}" or " bids " in text]
    assert len(bids) >= 3
    lifted = next(index for index, text in enumerate(heard) if text.startswith("The cups lift"))
    assert "the bid" in heard[lifted + 1] and "a die" in heard[lifted + 1]
    trees = {str(fact["moment"]): fact["tree"] for fact in facts if "tree" in fact}
    # At the person's turn, the table's description says their dice, the bid and whose turn.
    at_turn = trees["Your turn: raise"]
    assert isinstance(at_turn, list)
    table = next(entry for entry in at_turn if entry["name"] == "Table" and entry["description"])
    description = table["description"]
    assert "Your turn." in description
    assert "Your dice: " in description
    assert "Standing bid: " in description
    words = next(entry for entry in at_turn if entry["name"] == "Table in words")
    assert words["text"] == description
    assert any(
        entry["role"] == "push button" and entry["name"].startswith("Bid ") for entry in at_turn
    )
    # While the cups are lifted, it says the verdict.
    at_reveal = trees["The cups lift"]
    assert isinstance(at_reveal, list)
    table = next(entry for entry in at_reveal if entry["name"] == "Table" and entry["description"])
    assert table["description"].startswith(heard[lifted + 1].split(".")[0])
    assert not any(entry["name"].startswith("Bid ") for entry in at_reveal)  # not the bid's turn
