"""Names and any text from a file are shown as plain text, wherever they appear, at any size."""

from __future__ import annotations

import html
import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import Qt, QTextDocument
from PySide6.QtWidgets import QApplication, QComboBox, QLabel, QMessageBox, QWidget

from perudo_qt.bots import plugin_path
from perudo_qt.controller.keeper import KeptGame
from perudo_qt.controller.pacing import Speed
from perudo_qt.controller.table import SeatSetup, TableSetup
from perudo_qt.rules import Game, RuleOptions
from perudo_qt.settings import Settings
from perudo_qt.settings_schema import TUTORIAL_OFFERED
from perudo_qt.store import StatsDatabase
from perudo_qt.ui.keeping.keeping import ask_resume
from perudo_qt.ui.keeping.replay import FinishedGamesDialog, ReplayDialog
from perudo_qt.ui.keeping.statistics import StatisticsDialog
from perudo_qt.ui.main_window import MainWindow
from perudo_qt.ui.setup.editors import TableEditor
from perudo_qt.ui.setup.plugin_pick import PluginPicker
from perudo_qt.ui.table.artwork import Artwork
from perudo_qt.ui.table.items import SeatPlate

from .modal import answer_modal
from .test_main_window import play_by_clicking

pytestmark = pytest.mark.gui

NAMES = [
    "<b>x</b>",
    "<img src=x width=30000 height=30000>",
    "&amp;",
    "<h1>Maximiliano</h1> de la Fuente &lt;",  # near the longest name settings accept
]
LARGEST = 4000
"""No window, and no window's size hint, may grow past this many pixels."""


def shown(text: str, text_format: Qt.TextFormat = Qt.TextFormat.AutoText) -> str:
    """Return ``text`` as a label or tooltip of ``text_format`` shows it to the eye."""
    rich = text_format == Qt.TextFormat.RichText or (
        text_format == Qt.TextFormat.AutoText and Qt.mightBeRichText(text)
    )
    if not rich:
        return text
    document = QTextDocument()
    document.setHtml(text)
    return document.toPlainText()


def mentions(raw: str, name: str) -> bool:
    """Whether ``name`` went into ``raw``, as it is or escaped for rich text."""
    return name in raw or html.escape(name) in raw


def check_every_widget(name: str) -> list[str]:
    """Return the labels and tooltips that took ``name`` for markup, and windows grown too big."""
    wrong = []
    for widget in QApplication.allWidgets():
        texts = [(widget.toolTip(), Qt.TextFormat.AutoText)]
        if isinstance(widget, QLabel):
            texts.append((widget.text(), widget.textFormat()))
        for raw, text_format in texts:
            if mentions(raw, name) and name not in shown(raw, text_format).replace("\u2029", "\n"):
                wrong.append(f"{type(widget).__name__} {widget.objectName()!r}: {raw[:80]!r}")
        if widget.isWindow() and widget.isVisible():
            for size in (widget.size(), widget.sizeHint(), widget.minimumSizeHint()):
                if max(size.width(), size.height()) > LARGEST:
                    wrong.append(f"{type(widget).__name__} {widget.windowTitle()!r}: {size}")
    return wrong


def check_plates(plates: list[SeatPlate], name: str) -> list[str]:
    return [
        plate.toolTip()
        for plate in plates
        if mentions(plate.toolTip(), name) and name not in shown(plate.toolTip())
    ]


def plates_of(window: QWidget) -> list[SeatPlate]:
    scene = window.scene  # type: ignore[attr-defined]
    return [item for item in scene.items() if isinstance(item, SeatPlate)]


@pytest.fixture
def window(qtbot, settings_path: Path, tmp_path: Path) -> Iterator[MainWindow]:
    """A window that keeps games and shows the result bar, at instant speed."""
    settings = Settings(settings_path)
    settings.set(TUTORIAL_OFFERED, True)
    window = MainWindow(settings, Speed.INSTANT, ask_after_game=True, store_folder=tmp_path / "d")
    window.scene.set_reveal_auto_continue(0)
    window.show()
    yield window
    window.context.asks = False
    window.close()
    window.deleteLater()


def replay_through(dialog: ReplayDialog, name: str) -> tuple[str, list[str]]:
    """Step ``dialog`` from deal to end, cups open; return what it said, and what went wrong."""
    dialog.cups_open.setChecked(True)
    said, wrong = [], []
    for step in range(dialog.last_step + 1):
        dialog.go_to(step)
        said.append(shown(dialog.caption.text(), dialog.caption.textFormat()))
        said.append(dialog.cups_text())
        wrong.extend(check_every_widget(name))
        wrong.extend(check_plates(plates_of(dialog), name))
    return "\n".join(said), wrong


@pytest.mark.parametrize("name", NAMES)
def test_names_are_plain_text_everywhere(window: MainWindow, qtbot, tmp_path: Path, name: str):
    wrong: list[str] = []
    prompts: list[str] = []

    def while_bots_think(seat: int) -> None:
        prompt = window.selector.prompt
        prompts.append(shown(prompt.text(), prompt.textFormat()))
        wrong.extend(check_every_widget(name))

    window.controller.bot_thinking.connect(while_bots_think)
    play_by_clicking(window, qtbot)
    table = TableSetup(
        (SeatSetup(name), SeatSetup(name, "normal"), SeatSetup(name, "easy")),
        RuleOptions(dice_per_player=2),
    )
    window.start_game(table, seed=4)  # the person is out before the end, then watches
    qtbot.waitUntil(window.result_bar.watch_button.isVisible, timeout=60000)
    with qtbot.waitSignal(window.game_over_shown, timeout=60000):
        qtbot.mouseClick(window.result_bar.watch_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.learning.coach_view.toPlainText().startswith("This game"))
    window.controller.bot_thinking.disconnect(while_bots_think)
    assert f"{name} is thinking…" in prompts
    assert name in window.game_log.toPlainText()
    assert name in window.learning.coach_view.toPlainText()
    assert name in shown(window.result_bar.text.text(), window.result_bar.text.textFormat())
    window.keeping.show_history()
    assert (
        window.keeping.history_dialog is not None and name in window.keeping.history_dialog.text()
    )
    assert window.keeping.keeper is not None and window.keeping.keeper.stats is not None
    statistics = StatisticsDialog(window.keeping.keeper.stats, window)
    statistics.show()
    wrong.extend(check_every_widget(name))
    wrong.extend(check_plates(plates_of(window), name))
    statistics.close()

    finished = window.keeping.show_finished_games()
    assert finished is not None
    finished.replay_selected()
    file = tmp_path / "replay.json"
    finished.export_selected(file)
    assert json.loads(file.read_text(encoding="utf-8"))["seats"][1][0] == name
    kept = finished.replay
    finished.import_file(file)
    for dialog in (kept, finished.replay):  # the kept game, then the same game imported
        assert dialog is not None
        said, went_wrong = replay_through(dialog, name)
        assert name in said
        wrong.extend(went_wrong)
        dialog.close()
    finished.close()
    assert wrong == []


FILE_TEXTS = [
    "<b>x</b>",
    "<img src=x width=30000 height=30000>",
    "&amp; <i>y</i>",
    "<h1>Maximiliano</h1> de la Fuente &lt;",
]
"""Text in a file: the names again, with markup on each line that quotes them."""


@pytest.mark.parametrize("text", FILE_TEXTS)
def test_a_bad_replay_file_is_told_in_plain_text(qtbot, tmp_path: Path, text: str) -> None:
    artwork = Artwork()
    database = StatsDatabase(tmp_path)
    dialog = FinishedGamesDialog(database, artwork)
    qtbot.addWidget(dialog)
    file = tmp_path / "bad.json"
    document = {"format": "perudo-qt-replay", "version": 1, "seats": [[text, 5, ""]]}
    file.write_text(json.dumps(document), encoding="utf-8")
    seen: list[str] = []

    def look(box: QWidget) -> None:
        assert isinstance(box, QMessageBox)
        seen.append(shown(box.text(), box.textFormat()))
        seen.extend(check_every_widget(text))
        box.close()

    answer_modal(look)
    dialog.import_file(file)
    qtbot.waitUntil(lambda: bool(seen))
    assert dialog.replay is None
    assert len(seen) == 1 and text in seen[0]
    database.close()


@pytest.mark.parametrize("text", FILE_TEXTS)
def test_settings_problems_are_told_in_plain_text(qtbot, settings_path: Path, text: str) -> None:
    settings_path.write_text(f'[rules]\ncalza="{text}"\n', encoding="utf-8")
    window = MainWindow(Settings(settings_path), Speed.INSTANT, ask_after_game=False)
    qtbot.addWidget(window)
    window.show()
    box = window.notice.details_box(window)
    box.show()
    assert any(text in problem for problem in window.notice.problems)
    assert text in shown(box.informativeText(), box.textFormat())
    assert check_every_widget(text) == []
    box.close()


@pytest.mark.parametrize("text", FILE_TEXTS)
def test_a_level_named_by_a_file_is_explained_in_plain_text(qtbot, text: str) -> None:
    editor = TableEditor(TableSetup.all_bots(3))
    qtbot.addWidget(editor)
    editor.show()
    level = editor.rows[0][1]
    level.addItem(f"{text}.py: Bot", f"/bots/{text}.py:Bot")  # as a bot from a file is offered
    level.setCurrentIndex(level.count() - 1)
    explanation = editor.explanation
    assert text in shown(explanation.text(), explanation.textFormat())
    assert check_every_widget(text) == []


@pytest.mark.parametrize("name", NAMES)
def test_the_resume_question_names_the_opponents_in_plain_text(qtbot, name: str) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    table = TableSetup((SeatSetup("You"), SeatSetup(name, "normal")))
    game = Game([seat.name for seat in table.seats], seed=1)
    box = ask_resume(parent, KeptGame.of(table, game), lambda resume: None)
    informative = box.findChild(QLabel, "qt_msgbox_informativelabel")
    assert informative is not None
    assert name in shown(informative.text(), informative.textFormat())
    assert check_every_widget(name) == []
    box.close()


@pytest.mark.parametrize("text", FILE_TEXTS)
def test_a_bot_file_s_path_is_a_plain_tooltip(qtbot, tmp_path: Path, text: str) -> None:
    level = QComboBox()
    qtbot.addWidget(level)
    spec = f"{tmp_path / text.replace('/', '')}.py:Bot"
    PluginPicker()._add_plugin(level, spec)
    tooltip = level.itemData(level.findData(spec), Qt.ItemDataRole.ToolTipRole)
    assert str(plugin_path(spec)) in shown(tooltip)
