"""The rules help (F1): the table's rules with pictures of our dice, and every key of the window."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QTimer, QUrl
from PySide6.QtGui import QAction, QImage, QKeySequence, QShortcut, QTextDocument
from PySide6.QtWidgets import QApplication

from perudo_qt.controller.table import SeatSetup, TableSetup
from perudo_qt.rules import Bid, RuleOptions
from perudo_qt.rules.bidding import RaiseContext, face_range
from perudo_qt.ui.learning.help import HelpWindow, key_rows, raising_text, rule_sections
from perudo_qt.ui.main_window import MainWindow

from .modal import answer_modal

pytestmark = pytest.mark.gui

HANG_MS = 120_000
"""How long a bots' game may take before the test counts it as hung: a guard, never a measure."""


def test_f1_opens_the_rules_with_pictures_of_the_dice(window: MainWindow, qtbot) -> None:
    assert window.findChild(QAction, "rulesAction").shortcut() == QKeySequence(
        QKeySequence.StandardKey.HelpContents
    )
    shown: list[HelpWindow] = []

    def read_and_close() -> None:
        helper = QApplication.activeModalWidget()
        assert isinstance(helper, HelpWindow)
        assert window.controller.is_paused  # the table waits while the rules are read
        shown.append(helper)
        helper.reject()

    QTimer.singleShot(50, read_and_close)
    window.findChild(QAction, "rulesAction").trigger()
    (helper,) = shown
    document = helper.browser.document()
    for face in range(1, 7):
        picture = document.resource(QTextDocument.ResourceType.ImageResource, QUrl(f"die:{face}"))
        assert isinstance(picture, QImage) and not picture.isNull()
    html = helper.browser.toHtml()
    for title in ("Bidding pacos", "Back from pacos", "Palifico", "Calza", "Lost dice"):
        assert title in html
    assert html.count('src="die:') >= 15
    assert not window.controller.is_paused
    QTimer.singleShot(50, read_and_close)
    window.findChild(QAction, "rulesAction").trigger()
    assert shown == [helper, helper]  # one help window, shown again
    assert window.findChildren(HelpWindow) == [helper]


def test_every_key_of_the_window_is_listed(window: MainWindow) -> None:
    rows = dict((what, keys) for keys, what in key_rows(window))
    listed = {key for keys in rows.values() for key in keys.split(", ")}
    for shortcut in window.findChildren(QShortcut):
        assert shortcut.key().toString(QKeySequence.SequenceFormat.NativeText) in listed
    for action in (
        window.findChild(QAction, "newGameAction"),
        window.findChild(QAction, "againAction"),
        window.findChild(QAction, "settingsAction"),
    ):
        assert action.shortcut().toString(QKeySequence.SequenceFormat.NativeText) in listed
    assert rows["Call Dudo"] == "D"
    faces = ("pacos", "twos", "threes", "fours", "fives", "sixes")
    assert [rows[f"Choose {face}"] for face in faces] == ["1", "2", "3", "4", "5", "6"]
    assert rows["Rules"] == QKeySequence(QKeySequence.StandardKey.HelpContents).toString(
        QKeySequence.SequenceFormat.NativeText
    )
    page = HelpWindow.page(key_rows(window))
    assert "Call Calza" in page and "New Game" in page


# The rules of the table ------------------------------------------------------------------------

DEFAULT_RAISE = "more dice of any face, or as many dice of a higher face"
SINGLE_STEP = "changing the quantity or the face, never both"
KEPT_FACE = "every bid keeps the opening face, only the quantity goes up"
ONE_DIE = "A player holding a single die may change the face: more dice of any face"
ONE_DIE_SINGLE_STEP = "A player holding a single die may also change the face, but never"
ONCE = "Each player has palifico once per game"
OPENS_ON_PACOS = "A round cannot open on pacos, except in a palifico round."
NO_PALIFICO = "Palifico (not played at this table)"
CALZA_ON, CALZA_OFF = "Calza (played at this table)", "Calza (not played at this table)"
RESTRICTED = "Calza may not be called in a palifico round, nor when only two players are left."
RESTRICTED_NO_PALIFICO = "Calza may not be called when only two players are left."
LID_OPEN, LID_CLOSED = "Lost dice (visible at this table)", "Lost dice (hidden at this table)"


def rules_text(options: RuleOptions) -> str:
    return " ".join(f"{title}: {text}" for title, text in rule_sections(options))


@pytest.mark.parametrize(
    ("options", "present", "absent"),
    [
        (
            RuleOptions(),
            (DEFAULT_RAISE, KEPT_FACE, OPENS_ON_PACOS, CALZA_OFF, LID_CLOSED),
            (SINGLE_STEP, ONE_DIE, ONCE, NO_PALIFICO, CALZA_ON, RESTRICTED, LID_OPEN),
        ),
        (RuleOptions(single_step_raises=True), (SINGLE_STEP, KEPT_FACE), (DEFAULT_RAISE,)),
        (
            RuleOptions(palifico=False),
            (NO_PALIFICO, "A round cannot open on pacos."),
            (KEPT_FACE, OPENS_ON_PACOS),
        ),
        (
            RuleOptions(palifico_one_die_may_change_face=True),
            (ONE_DIE, "more than one die keeps the face of the bid before theirs"),
            (KEPT_FACE, ONE_DIE_SINGLE_STEP),
        ),
        (
            RuleOptions(palifico_one_die_may_change_face=True, single_step_raises=True),
            (ONE_DIE_SINGLE_STEP, SINGLE_STEP),
            (ONE_DIE, KEPT_FACE),
        ),
        (
            RuleOptions(palifico=False, palifico_one_die_may_change_face=True),
            (NO_PALIFICO,),
            (ONE_DIE,),
        ),
        # Only a Calza gives a die back, so only with it can a player fall to one die twice.
        (RuleOptions(calza=True), (CALZA_ON, ONCE), (CALZA_OFF, RESTRICTED)),
        (RuleOptions(calza=True, palifico_once_per_player=False), (CALZA_ON,), (ONCE,)),
        (RuleOptions(calza=True, palifico=False), (CALZA_ON,), (ONCE,)),
        (RuleOptions(calza_restricted=True), (CALZA_OFF,), (RESTRICTED, RESTRICTED_NO_PALIFICO)),
        (RuleOptions(calza=True, calza_restricted=True), (RESTRICTED,), (RESTRICTED_NO_PALIFICO,)),
        (
            RuleOptions(calza=True, calza_restricted=True, palifico=False),
            (RESTRICTED_NO_PALIFICO,),
            (RESTRICTED,),
        ),
        (RuleOptions(lost_dice_visible=True), (LID_OPEN,), (LID_CLOSED,)),
    ],
)
def test_the_rules_say_what_the_options_make_them(
    options: RuleOptions, present: tuple[str, ...], absent: tuple[str, ...]
) -> None:
    text = rules_text(options)
    for sentence in present:
        assert sentence in text
    for sentence in absent:
        assert sentence not in text


def pictured_bids(html: str) -> list[Bid]:
    found = re.findall(r'<b>(\d+)</b> &times; <img src="die:(\d)"', html)
    return [Bid(int(quantity), int(face)) for quantity, face in found]


def test_the_raising_examples_are_those_the_engine_allows() -> None:
    standing, *raises = pictured_bids(raising_text(RuleOptions()))
    assert raises == [Bid(6, 2), Bid(5, 6)]
    assert all(
        face_range(standing, bid.face, RaiseContext()).allows(bid.quantity) for bid in raises
    )
    standing, more, higher, refused = pictured_bids(
        raising_text(RuleOptions(single_step_raises=True))
    )
    single = RaiseContext(single_step=True)
    for bid in (more, higher):
        assert face_range(standing, bid.face, single).allows(bid.quantity)
    assert refused == Bid(6, 2) and not face_range(standing, refused.face, single).allows(6)


def read_rules(window: MainWindow) -> str:
    """Open the rules help from its menu entry; return the text it showed."""
    read: list[str] = []

    def read_and_close(helper: HelpWindow) -> None:
        read.append(helper.browser.toPlainText())
        helper.reject()

    answer_modal(read_and_close)
    window.findChild(QAction, "rulesAction").trigger()
    (text,) = read
    return text


def test_the_help_shows_the_rules_of_the_game_in_progress(window: MainWindow) -> None:
    window.settings.set_rule_options(RuleOptions(palifico=False))
    before = read_rules(window)  # no game yet: the rules a new game would start with
    assert NO_PALIFICO in before and CALZA_OFF in before and DEFAULT_RAISE in before
    options = RuleOptions(
        calza=True, calza_restricted=True, single_step_raises=True, lost_dice_visible=True
    )
    seats = (SeatSetup("You"), SeatSetup("Ana", "normal"), SeatSetup("Bo", "easy"))
    window.start_game(TableSetup(seats, options), seed=3)
    during = read_rules(window)  # the game's own rules, not the settings'
    for sentence in (SINGLE_STEP, KEPT_FACE, ONCE, CALZA_ON, RESTRICTED, LID_OPEN):
        assert sentence in during
    for sentence in (NO_PALIFICO, DEFAULT_RAISE, CALZA_OFF, LID_CLOSED):
        assert sentence not in during
    assert len(window.findChildren(HelpWindow)) == 1  # the one help window, written again


def test_a_finished_game_s_rules_stay_until_the_next(window: MainWindow, qtbot) -> None:
    """The controller finishes a game before the table has shown its end: F1 must not run ahead."""
    window.settings.set_rule_options(RuleOptions(lost_dice_visible=True))
    over = RuleOptions(dice_per_player=1, calza=True)  # the first die lost ends it
    with qtbot.waitSignal(window.controller.game_finished, timeout=HANG_MS):
        window.start_game(TableSetup.all_bots(2, over), seed=1)
    after = read_rules(window)
    assert CALZA_ON in after and LID_CLOSED in after
