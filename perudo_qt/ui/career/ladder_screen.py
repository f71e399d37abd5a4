"""The ladder screen: the twelve stages, their opponents, where the person stands, the rating."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QTimer, Signal
from PySide6.QtGui import QFont, QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from perudo_qt.career.characters import Character
from perudo_qt.career.progress import (
    CareerProgress,
    HeadToHead,
    StageProgress,
    StageState,
    career_progress,
)
from perudo_qt.career.rating import Rating, rating_history
from perudo_qt.store import StatsDatabase
from perudo_qt.ui.career.career_words import (
    attempts_words,
    needs_words,
    numbered_title,
    rating_words,
    record_words,
    rules_words,
    state_words,
    table_words,
)
from perudo_qt.ui.keeping.chart import RatingChart
from perudo_qt.ui.screen_room import resize_within_screen
from perudo_qt.ui.table.portraits import Portraits
from perudo_qt.ui.words.character_words import biography, style_words
from perudo_qt.ui.words.plain import plain_label
from perudo_qt.ui.words.wording import bot_kind_words, tr

PORTRAIT_PIXELS = 48
"""A portrait's side on the ladder, in device-independent pixels."""

PORTRAITS = Portraits()
"""The portraits the ladder draws, kept between openings."""

OPPONENT_COLUMNS = 3
"""Opponents side by side on a stage's card: a table of six takes two rows."""


def _bold(label: QLabel) -> QLabel:
    font = QFont(label.font())
    font.setBold(True)
    label.setFont(font)
    return label


def _wrapped(text: str) -> QLabel:
    label = plain_label(text)
    label.setWordWrap(True)
    return label


class OpponentCard(QWidget):
    """One character on a stage's card: portrait, name, level and style, story, record."""

    def __init__(self, character: Character, record: HeadToHead, ratio: float) -> None:
        super().__init__()
        self.setObjectName(f"opponent-{character.id}")
        portrait = QLabel()
        portrait.setPixmap(PORTRAITS.pixmap(character.portrait, PORTRAIT_PIXELS, ratio))
        portrait.setFixedSize(PORTRAIT_PIXELS, PORTRAIT_PIXELS)
        portrait.setAccessibleName(tr("Portrait of {name}").format(name=character.name))
        # The level and personality as its plate at the table says them; then how it plays.
        kind = bot_kind_words(character.level, character.personality, character.feminine)
        if character.boss:
            kind = tr("{kind} · boss").format(kind=kind)
        self.record_text = record_words(character.name, record)
        words = QVBoxLayout()
        words.setSpacing(1)
        words.addWidget(_bold(plain_label(character.name)))
        words.addWidget(_wrapped(kind))
        words.addWidget(_wrapped(style_words(character.style)))
        words.addWidget(_wrapped(biography(character.id)))
        words.addWidget(_wrapped(self.record_text))
        words.addStretch(1)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 4, 8, 4)
        layout.addWidget(portrait, 0)
        layout.addLayout(words, 1)


class StageCard(QFrame):
    """One rung of the ladder: its title, state, table, rules, need, opponents, and Play.

    Signals:
        play_requested(str): Play (or Play again) was clicked: the stage's id.
    """

    play_requested = Signal(str)

    def __init__(
        self,
        item: StageProgress,
        previous: StageProgress | None,
        progress: CareerProgress,
        ratio: float,
    ) -> None:
        super().__init__()
        stage = item.stage
        self.stage_id = stage.id
        self.state = item.state
        self.setObjectName(f"stage-{stage.id}")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        is_next = progress.next_stage is item
        self.setLineWidth(2 if is_next else 1)
        title = numbered_title(stage)
        state = tr("Open: your next stage") if is_next else state_words(item.state)
        self.state_label = _bold(plain_label(state))
        self.state_label.setObjectName("stageState")
        self.play_button = QPushButton(
            tr("Play again") if item.state is StageState.BEATEN else tr("Play")
        )
        self.play_button.setAccessibleName(tr("Play {stage}").format(stage=title))
        self.play_button.setEnabled(item.state is not StageState.LOCKED)
        if item.state is StageState.LOCKED:
            self.play_button.setToolTip(tr("Beat the stage before to open this one"))
        self.play_button.clicked.connect(lambda: self.play_requested.emit(self.stage_id))
        header = QHBoxLayout()
        header.addWidget(_bold(plain_label(title)), 1)
        header.addWidget(self.state_label)
        header.addWidget(self.play_button)
        facts = " · ".join(
            (
                table_words(stage),
                rules_words(stage, previous.stage if previous else None),
                needs_words(stage),
                attempts_words(item),
            )
        )
        self.facts_label = _wrapped(facts)
        opponents = QGridLayout()
        opponents.setHorizontalSpacing(12)
        for index, character in enumerate(stage.characters):
            record = progress.records.get(character.id, HeadToHead())
            card = OpponentCard(character, record, ratio)
            opponents.addWidget(card, index // OPPONENT_COLUMNS, index % OPPONENT_COLUMNS)
        for column in range(OPPONENT_COLUMNS):
            opponents.setColumnStretch(column, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(header)
        layout.addWidget(self.facts_label)
        layout.addLayout(opponents)
        self.setAccessibleName(f"{title}: {state}")


class LadderDialog(QDialog):
    """The career's ladder, as the recorded games leave it, with the person's rating.

    ``database`` None (statistics cannot be kept) shows a ladder with nothing played.

    Signals:
        play_requested(str): the person chose to play the stage with this id (the dialog is
            accepted first).
    """

    play_requested = Signal(str)

    def __init__(
        self,
        database: StatsDatabase | None,
        ratings: Mapping[str, Rating],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("ladderDialog")
        self.database = database
        self.ratings = ratings
        self.setWindowTitle(tr("Career"))
        self.rating_label = _bold(plain_label())
        self.rating_label.setObjectName("ratingLabel")
        self.where_label = _wrapped("")
        self.where_label.setObjectName("whereLabel")
        self.rating_chart = RatingChart(tr("Your rating over time"))
        self.rating_chart.setFixedHeight(150)
        standing = QVBoxLayout()
        standing.addWidget(self.rating_label)
        standing.addWidget(self.where_label)
        standing.addStretch(1)
        header = QHBoxLayout()
        header.addLayout(standing, 1)
        header.addWidget(self.rating_chart, 1)
        self.stages = QVBoxLayout()
        self.cards: dict[str, StageCard] = {}
        content = QWidget()
        column = QVBoxLayout(content)
        column.addLayout(self.stages)
        column.addStretch(1)
        self.stage_scroll = scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(content)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.close_button = buttons.button(QDialogButtonBox.StandardButton.Close)
        self.reset_button = buttons.addButton(
            tr("Reset career…"), QDialogButtonBox.ButtonRole.ResetRole
        )
        self.reset_button.setEnabled(database is not None)
        self.reset_button.clicked.connect(self.ask_reset)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(header)
        layout.addWidget(scroll, 1)
        layout.addWidget(buttons)
        resize_within_screen(self, 980, 660)
        self.refresh()

    def refresh(self) -> None:
        """Show the ladder and the rating as the database holds them now."""
        games = self.database.placings() if self.database is not None else []
        self.progress = progress = career_progress(games)
        history = rating_history(games, self.ratings)
        self.rating_label.setText(rating_words(history, self.ratings))
        self.rating_chart.set_line(history)
        beaten = len(progress.beaten)
        where = tr("Stages beaten: {beaten} of {count}.").format(
            beaten=beaten, count=len(progress.stages)
        )
        following = progress.next_stage
        if following is not None:
            where = tr("{where} Next: {stage}.").format(
                where=where, stage=numbered_title(following.stage)
            )
        elif beaten == len(progress.stages):
            where = tr("{where} You have climbed the whole ladder!").format(where=where)
        if self.database is None:
            where = tr("{where} Your progress cannot be kept on this computer.").format(where=where)
        self.where_label.setText(where)
        self._show_stages(progress)

    def _show_stages(self, progress: CareerProgress) -> None:
        while self.stages.count():
            taken = self.stages.takeAt(0)
            widget = taken.widget() if taken is not None else None
            if widget is not None:
                widget.deleteLater()
        self.cards = {}
        ratio = self.devicePixelRatioF()
        previous: StageProgress | None = None
        for item in progress.stages:
            card = StageCard(item, previous, progress, ratio)
            card.play_requested.connect(self._play)
            self.stages.addWidget(card)
            self.cards[item.stage.id] = card
            previous = item

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt API
        """Open at the next stage, once the cards are laid out."""
        super().showEvent(event)
        QTimer.singleShot(0, self, self.scroll_to_next)

    def scroll_to_next(self) -> None:
        """Scroll to the stage before the next one, the next under it, and focus its Play.

        Enter then plays it. With no stage left to beat, the ladder stays at the top and Close
        has the focus.
        """
        following = self.progress.next_stage
        if following is None:
            self.close_button.setFocus()
            return
        index = self.progress.stages.index(following)
        card = self.cards[self.progress.stages[max(0, index - 1)].stage.id]
        self.stage_scroll.verticalScrollBar().setValue(card.y())
        self.cards[following.stage.id].play_button.setFocus()

    def _play(self, stage_id: str) -> None:
        self.accept()
        self.play_requested.emit(stage_id)

    def ask_reset(self) -> None:
        """Ask, then forget the career's progress (the statistics and games stay)."""
        if self.database is None:
            return
        answer = QMessageBox.question(
            self,
            tr("Reset career?"),
            tr(
                "Forget which stages you have beaten and start the ladder again? Your "
                "statistics and finished games stay. This cannot be undone."
            ),
            QMessageBox.StandardButton.Reset | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        if answer == QMessageBox.StandardButton.Reset:
            self.database.reset_career()
            self.refresh()
