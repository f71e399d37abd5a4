"""Visible strings reach Qt Linguist and come back translated: lupdate, lrelease, a translator."""

from __future__ import annotations

import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

import perudo_qt
from perudo_qt.rules import Bid, BidMade
from perudo_qt.ui.wording import event_words

UI = Path(perudo_qt.__file__).parent / "ui"
UNFINISHED = '<translation type="unfinished"></translation>'


def tool(name: str) -> str:
    found = shutil.which(name, path=str(Path(sys.executable).parent)) or shutil.which(name)
    assert found, f"{name} comes with PySide6-Essentials"
    return found


def translate(text: str, source: str, translation: str) -> str:
    """Fill in the translation of ``source`` in a .ts file's text."""
    entry = f"<source>{source}</source>"
    start = text.index(entry)
    end = text.index(UNFINISHED, start) + len(UNFINISHED)
    return text[:start] + f"{entry}\n        <translation>{translation}</translation>" + text[end:]


@pytest.fixture
def spanish(tmp_path: Path, qapp) -> Iterator[QTranslator]:
    source = tmp_path / "perudo_qt_es.ts"
    files = [str(path) for path in sorted(UI.glob("*.py"))]
    subprocess.run(
        [tool("pyside6-lupdate"), *files, "-ts", str(source)], check=True, capture_output=True
    )
    text = source.read_text(encoding="utf-8")
    text = translate(text, "{name} bids {bid}.", "{name} apuesta {bid}.")
    text = translate(text, "fives", "quinas")
    source.write_text(text, encoding="utf-8")
    compiled = tmp_path / "perudo_qt_es.qm"
    release = [tool("pyside6-lrelease"), str(source), "-qm", str(compiled)]
    subprocess.run(release, check=True, capture_output=True)
    translator = QTranslator()
    assert translator.load(str(compiled))
    QCoreApplication.installTranslator(translator)
    yield translator
    QCoreApplication.removeTranslator(translator)


def test_lupdate_finds_the_strings_and_a_translation_applies(spanish: QTranslator) -> None:
    assert event_words(BidMade(1, Bid(9, 5)), ["Tú", "Ana"]) == "Ana apuesta 9 quinas."
