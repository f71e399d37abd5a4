"""Characters at the table: portraits on the plates, crisp at any scale, and their lines said
in a speech bubble and in the log at public moments, never by the person's own seat."""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator

import pytest
import shiboken6
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QAction, QFontMetricsF, QImage, QPainter

from perudo_qt.bots import PRESETS
from perudo_qt.career.characters import CHARACTERS, GENERIC_PORTRAIT
from perudo_qt.career.reactions import Moment
from perudo_qt.controller.table import SeatSetup, TableSetup
from perudo_qt.i18n import LANGUAGES
from perudo_qt.rules import Bid, DiceRevealed, DudoCalled, Game, RuleOptions
from perudo_qt.settings_schema import REACTIONS
from perudo_qt.ui.main_window import MainWindow
from perudo_qt.ui.table.artwork import Artwork
from perudo_qt.ui.table.items import DieItem, SeatPlate, SpeechItem
from perudo_qt.ui.table.portraits import Portraits
from perudo_qt.ui.table.reactions import Reactions
from perudo_qt.ui.table.seating import BUBBLE_SIZE, CUP_HEIGHT, CUP_WIDTH, SCENE, seat_places
from perudo_qt.ui.table.table_scene import TableScene
from perudo_qt.ui.words.reaction_words import character_lines, reaction_lines
from perudo_qt.ui.words.wording import event_words

pytestmark = pytest.mark.gui

CAREER = TableSetup(
    (
        SeatSetup("You"),
        SeatSetup("Morgana", "hard", "pirate", character="morgana"),
        SeatSetup("Lucía", "easy", "accountant", character="lucia"),
        SeatSetup("El Cóndor", "expert", character="condor"),
        SeatSetup("Ana", "normal", "skeptic"),
        SeatSetup("Bartolomé Esteban Murillo Ruiz", "normal"),
    )
)


@pytest.fixture
def scene(qapp) -> Iterator[TableScene]:
    made = TableScene(Artwork())
    made.set_table(CAREER, 0)
    yield made
    shiboken6.delete(made)


def test_each_bot_wears_its_characters_portrait_and_free_play_bots_a_generic_one(
    scene: TableScene,
) -> None:
    portraits = [scene.plate(seat).portrait for seat in range(6)]
    assert portraits == ["", "morgana.svg", "lucia.svg", "condor.svg", *[GENERIC_PORTRAIT] * 2]
    # A character's plate says its level and style as free play does; its own style: the level.
    assert scene.plate(1).subtitle == "Hard · the Pirate"
    assert scene.plate(3).subtitle == "Expert"


def test_the_texts_make_room_for_the_portrait(scene: TableScene) -> None:
    plate = scene.plate(5)
    name, _ = plate.shown_texts()
    assert name.endswith("…")
    room = SeatPlate.WIDTH - 24 - SeatPlate.MARK_ROOM - SeatPlate.PORTRAIT_ROOM
    assert QFontMetricsF(plate.fonts()[0]).horizontalAdvance(name) <= room
    assert scene.plate(0).shown_texts() == ("You", "your cup")  # no portrait: the whole width


@pytest.mark.parametrize("ratio", [1.0, 2.0])
def test_a_portrait_is_drawn_at_the_screens_pixels(
    scene: TableScene, monkeypatch: pytest.MonkeyPatch, ratio: float
) -> None:
    asked: list[tuple[str, int, float]] = []
    drawn = Portraits.pixmap

    def record(self: Portraits, name: str, pixels: int, at: float):  # type: ignore[no-untyped-def]
        asked.append((name, pixels, at))
        return drawn(self, name, pixels, at)

    monkeypatch.setattr(Portraits, "pixmap", record)
    plate = scene.plate(1)
    image = QImage(round(300 * ratio), round(120 * ratio), QImage.Format.Format_ARGB32)
    image.setDevicePixelRatio(ratio)
    painter = QPainter(image)
    painter.translate(150, 20)
    plate.paint(painter, None)  # type: ignore[arg-type]
    painter.end()
    assert asked == [("morgana.svg", SeatPlate.PORTRAIT, ratio)]
    pixmap = drawn(Portraits(), "morgana.svg", SeatPlate.PORTRAIT, ratio)
    assert pixmap.width() == round(SeatPlate.PORTRAIT * ratio)  # one pixel per screen pixel
    assert pixmap.devicePixelRatio() == ratio


def test_every_character_and_the_generic_face_render() -> None:
    portraits = Portraits()
    for name in [GENERIC_PORTRAIT, *(c.portrait for c in CHARACTERS.values())]:
        image = portraits.pixmap(name, 48, 1.0).toImage()
        assert image.pixelColor(24, 24).alpha() == 255


@pytest.mark.parametrize(("count", "own"), list(itertools.product(range(2, 7), (True, False))))
def test_speech_stands_over_its_cup_clear_of_plates_bubbles_and_other_cups(
    qapp, count: int, own: bool
) -> None:
    places = seat_places(count, own)
    speeches = [SpeechItem().boundingRect().translated(place.speech) for place in places]
    plates = [place.plate for place in places]
    bubbles = [
        QRectF(p.bubble.x() - BUBBLE_SIZE[0] / 2, p.bubble.y() - BUBBLE_SIZE[1] / 2, *BUBBLE_SIZE)
        for p in places
    ]
    cups = [
        QRectF(
            p.cup_home.x() - CUP_WIDTH / 2, p.cup_home.y() - CUP_HEIGHT / 2, CUP_WIDTH, CUP_HEIGHT
        )
        for p in places
    ]
    for index, speech in enumerate(speeches):
        assert SCENE.contains(speech)
        assert not any(speech.intersects(other) for other in plates + bubbles)
        assert not any(speech.intersects(cup) for other, cup in enumerate(cups) if other != index)
        if index or not own:  # a bot's: near its own seat, nearer than any other seat's
            near = [
                abs(speech.center().x() - p.position.x())
                + abs(speech.center().y() - p.position.y())
                for p in places
            ]
            assert near.index(min(near)) == index
    for first, second in itertools.combinations(speeches, 2):
        assert not first.intersects(second)


def test_a_line_said_at_a_reveal_never_hides_a_die(scene: TableScene) -> None:
    """At six seats some lines stand where hands are revealed: every die shows over them."""
    scene.show_open_cups([[1, 2, 3, 4, 5]] * 6)
    for seat in range(1, 6):
        scene.speech(seat).say("Well, well, well. We'll see who's right about that one.")
    covered = 0
    for seat in range(6):
        for die in scene.seat_dice(seat):
            centre = die.sceneBoundingRect().center()
            shown = [item for item in scene.items(centre) if isinstance(item, DieItem | SpeechItem)]
            covered += any(isinstance(item, SpeechItem) for item in shown)
            assert shown[0] is die
    assert covered  # the case arises at this table
    assert all(scene.speech(seat).zValue() < scene.card.zValue() for seat in range(6))


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_every_line_fits_its_bubble_in_every_language(
    speaking: Callable[[str], None], language: str
) -> None:
    speaking(language)
    speech = SpeechItem()
    box = speech.text_rect()
    metrics = QFontMetricsF(speech.font())
    flags = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
    speakers = [
        *((personality, reaction_lines(personality)) for personality in PRESETS),
        *((character, character_lines(character)) for character in CHARACTERS),
    ]
    for speaker, said in speakers:
        for moment, lines in said.items():
            for line in lines:
                needed = metrics.boundingRect(box, flags, line)
                assert needed.width() <= box.width() and needed.height() <= box.height(), (
                    language,
                    speaker,
                    moment,
                    line,
                )


def play_one_round(window: MainWindow, qtbot, seed: int = 4) -> Game:
    """Seat the career table of bots only but for the person, who calls Dudo on the first bid."""

    def act(choices) -> None:  # type: ignore[no-untyped-def]
        if choices.my_turn:
            if choices.may_dudo:
                window.selector.dudo_requested.emit()
            else:
                window.selector.bid_requested.emit(Bid(1, 2))

    window.controller.choices_changed.connect(act, Qt.ConnectionType.QueuedConnection)
    with qtbot.waitSignal(window.scene.reveal_held_changed, timeout=20000):
        window.start_game(CAREER, seed=seed)
    game = window.controller.game
    assert game is not None
    return game


def test_the_seat_doubted_speaks_in_a_bubble_and_in_the_log(window: MainWindow, qtbot) -> None:
    window.scene.set_reveal_auto_continue(None)
    game = play_one_round(window, qtbot)
    called = next(e for e in game.history if isinstance(e, DudoCalled))
    doubted = called.bidder
    seat = CAREER.seats[doubted]
    voice = CHARACTERS[seat.character].voice if seat.character else seat.personality or "balanced"
    own = character_lines(seat.character)[Moment.DOUBTED] if seat.character else ()
    speech = window.scene.speech(doubted)
    lines = window.game_log.lines()
    assert speech.text() in reaction_lines(voice)[Moment.DOUBTED] + own
    said = f"{seat.name}: “{speech.text()}”"
    assert said in lines
    names = [seat.name for seat in CAREER.seats]
    dudo_line = lines.index(event_words(called, names, 0))  # whoever called it
    assert lines.index(said) > dudo_line  # after the call, as it happens
    assert not window.scene.speech(0).isVisible()  # the person speaks for themselves
    assert not any("You:" in line for line in lines)


def play_career_game(qtbot, settings_path) -> MainWindow:
    """Play a whole game of the career table's bots, two dice each, seed 12; return the window."""
    from perudo_qt.controller.pacing import Speed
    from perudo_qt.settings import Settings

    window = MainWindow(Settings(settings_path), Speed.INSTANT, ask_after_game=False)
    qtbot.addWidget(window)
    window.scene.set_reveal_auto_continue(0)
    window.show()
    with qtbot.waitSignal(window.game_over_shown, timeout=60000):
        window.start_game(TableSetup(CAREER.seats[1:], RuleOptions(dice_per_player=2)), seed=12)
    return window


def test_the_same_seed_says_the_same_lines(qtbot, settings_path) -> None:
    said = []
    for _ in range(2):
        window = play_career_game(qtbot, settings_path)
        said.append([line for line in window.game_log.lines() if "“" in line])
        window.close()
    assert said[0] and said[0] == said[1]


def test_a_character_says_its_own_lines_beside_its_voices(qtbot, settings_path) -> None:
    """A whole game of the career table: each character's lines are its voice's or its own."""
    window = play_career_game(qtbot, settings_path)
    own_said = 0
    for seat in CAREER.seats[1:4]:  # Morgana, Lucía, El Cóndor
        character = CHARACTERS[seat.character]
        voice = reaction_lines(character.voice)
        own = character_lines(character.id)
        said = [
            line.removeprefix(f"{seat.name}: “").removesuffix("”")
            for line in window.game_log.lines()
            if line.startswith(f"{seat.name}: “")
        ]
        assert said
        assert all(any(line in voice[m] + own[m] for m in voice) for line in said)
        own_said += sum(any(line in lines for lines in own.values()) for line in said)
    assert own_said
    window.close()


def test_reactions_install_as_a_feature(window: MainWindow) -> None:
    assert window.findChild(Reactions) is not None


def test_a_bluff_caught_is_said_only_once_the_dice_are_shown(window: MainWindow, qtbot) -> None:
    """The person bids 9 sixes of 10 dice; Morgana's line on the bluff comes with the reveal."""
    seen: list[tuple[bool, list[str]]] = []

    def shown(events: tuple) -> None:
        revealed = any(isinstance(event, DiceRevealed) for event in events)
        seen.append((revealed, [line for line in window.game_log.lines() if "“" in line]))

    def act(choices) -> None:  # type: ignore[no-untyped-def]
        if choices.my_turn and not choices.may_dudo:
            window.controller.request_bid(Bid(9, 6))

    window.scene.events_shown.connect(shown)
    window.controller.choices_changed.connect(act, Qt.ConnectionType.QueuedConnection)
    morgana = SeatSetup("Morgana", "hard", "pirate", character="morgana")
    table = TableSetup((SeatSetup("You"), morgana), first_seat=0)
    window.scene.set_reveal_auto_continue(None)
    with qtbot.waitSignal(window.scene.reveal_held_changed, timeout=20000):
        window.start_game(table, seed=2)
        game = window.controller.game
        assert game is not None
        game.set_round_dice([[5, 5, 5, 6, 6], [2, 2, 3, 3, 4]])
    caught = set(reaction_lines("pirate")[Moment.BLUFF_CAUGHT])
    said = [line.removeprefix("Morgana: “").removesuffix("”") for line in seen[-1][1]]
    assert seen[-1][0] and caught & set(said)
    before = [line for revealed, lines in seen if not revealed for line in lines]
    assert not any(line.removeprefix("Morgana: “").removesuffix("”") in caught for line in before)


def test_the_opponents_can_be_told_to_keep_quiet(window: MainWindow, qtbot, settings_path) -> None:
    """View > Opponents Speak, off: no bubble and no line in the log; kept in the settings."""
    from perudo_qt.settings import Settings

    action = window.findChild(QAction, "reactionsAction")
    assert action is not None and action.isCheckable() and action.isChecked()
    action.trigger()
    assert not action.isChecked()
    window.scene.set_reveal_auto_continue(None)
    play_one_round(window, qtbot)
    assert not any("“" in line for line in window.game_log.lines())
    assert not any(window.scene.speech(seat).isVisible() for seat in range(6))
    window.settings.sync()
    assert Settings(settings_path).get(REACTIONS) is False


@pytest.mark.parametrize("skip", [False, True])
def test_the_moments_are_read_from_every_event_once_in_order(
    window: MainWindow, qtbot, monkeypatch: pytest.MonkeyPatch, skip: bool
) -> None:
    """Watched or skipped to the result, every public event is read once, in order."""
    from perudo_qt.career.reactions import MomentReader

    read: list[object] = []
    feed = MomentReader.feed

    def reading(self: MomentReader, events):  # type: ignore[no-untyped-def]
        read.extend(events)
        return feed(self, events)

    monkeypatch.setattr(MomentReader, "feed", reading)
    table = TableSetup(CAREER.seats[1:], RuleOptions(dice_per_player=2))
    with qtbot.waitSignal(window.game_over_shown, timeout=60000):
        window.start_game(table, seed=5)
        if skip:
            window.controller.fast_forward()
    game = window.controller.game
    assert game is not None
    assert read == list(game.history)


@pytest.mark.parametrize("text_scale", [1.0, 1.2, 1.25])
def test_a_line_said_below_its_plate_points_up_at_it(
    scene: TableScene, qtbot, text_scale: float
) -> None:
    """At six seats a line can stand below its plate: its tail pointed down at empty felt."""

    def gap(y: float, plate: QRectF) -> float:
        return max(plate.top() - y, y - plate.bottom(), 0.0)

    below = 0
    scene.set_text_scale(text_scale)
    for aspect in (1.0, 1.2, 1.4, 1.6, 1.8, 2.0):
        scene.set_view_aspect(aspect)
        qtbot.waitUntil(lambda: not scene.layout_pending, timeout=20000)
        for seat in range(1, 6):
            speech, plate = scene.speech(seat), scene.plate(seat).sceneBoundingRect()
            tip = speech.mapToScene(speech.tail_tip())
            centre = speech.sceneBoundingRect().center()
            assert gap(tip.y(), plate) < gap(centre.y(), plate), (aspect, seat)
            below += centre.y() > plate.center().y()
    assert below or text_scale == 1.0  # the case arises with larger texts
