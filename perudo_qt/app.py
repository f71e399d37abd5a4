"""Composition root: command line, QApplication, translations, settings, and the main window."""

from __future__ import annotations

import argparse
import gc
import logging
import os
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, NoReturn

from perudo_qt import __version__
from perudo_qt.bots.arguments import whole_number

if TYPE_CHECKING:
    from PySide6.QtCore import QLockFile
    from PySide6.QtWidgets import QApplication

    from perudo_qt.controller.table import TableSetup
    from perudo_qt.ui.audio import SoundPlayer
    from perudo_qt.ui.main_window import MainWindow


def parse_arguments(argv: Sequence[str]) -> argparse.Namespace:
    """Parse the command line; a value out of range ends the program with status 2."""
    parser = argparse.ArgumentParser(
        prog="perudo-qt", description="Perudo against computer opponents."
    )
    parser.add_argument("--version", action="version", version=f"perudo-qt {__version__}")
    parser.add_argument(
        "--autoplay",
        type=whole_number(1),
        metavar="N",
        help="play N bots-only games at instant speed, then exit",
    )
    parser.add_argument(
        "--players",
        type=whole_number(2, 6),
        help="seats in --autoplay and --smoke-test games (2-6, default 4)",
    )
    parser.add_argument(
        "--speed", choices=("normal", "fast", "instant"), help="animation speed for this run"
    )
    parser.add_argument("--settings", type=Path, help="settings file to use (default: the user's)")
    parser.add_argument("--seed", type=int, help="seed of the first game")
    parser.add_argument("--debug", action="store_true", help="log bot reasoning")
    parser.add_argument(
        "--smoke-test",
        action="store_true",
        help="build the window, play one bots-only game at instant speed, exit 0 if all went well",
    )
    parser.add_argument(
        "--exit-after-paint",
        action="store_true",
        help="print the times from launch to the first paint and to the painted table, then exit",
    )
    args = parser.parse_args(argv)
    if args.players is not None and not (args.autoplay or args.smoke_test):
        parser.error("--players only applies to --autoplay and --smoke-test games")
    if args.players is None:
        args.players = 4
    return args


def default_settings_path() -> Path:
    """Return where the user's settings live."""
    from PySide6.QtCore import QStandardPaths

    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppConfigLocation)
    return Path(folder) / "perudo-qt.ini"


def default_data_folder() -> Path:
    """Return where saved games and statistics live."""
    from PySide6.QtCore import QStandardPaths

    return Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))


def sound_player() -> SoundPlayer:
    """Return the player of the game's sounds (autoplay and the smoke test play none)."""
    from perudo_qt.ui.audio import MiniaudioPlayer

    return MiniaudioPlayer()


def main(argv: Sequence[str] | None = None) -> int:
    """Run Perudo Qt; return the exit status."""
    if getattr(sys, "frozen", False):
        # A frozen build starts the worker processes of plugin bots through this very entry
        # point (a no-op elsewhere, where loading multiprocessing would only delay the start).
        import multiprocessing

        multiprocessing.freeze_support()
    if sys.stdout is None:  # a windowed Windows build has no console
        sys.stdout = sys.stderr = open(os.devnull, "w")  # noqa: SIM115 - lives as long as the app
    args = parse_arguments(sys.argv[1:] if argv is None else argv)
    logging.basicConfig(
        level=logging.DEBUG if args.debug else logging.WARNING, format="%(name)s: %(message)s"
    )
    from PySide6.QtWidgets import QApplication

    from perudo_qt.i18n import install_translations
    from perudo_qt.settings import SettingsPathError, check_settings_path
    from perudo_qt.ui.controls.focus_ring import RingRoomStyle

    if args.settings is not None:
        try:
            check_settings_path(args.settings)
        except SettingsPathError as error:
            print(f"perudo-qt: --settings: {error}", file=sys.stderr)
            return 2

    # The bots think on their own thread; a short switch interval keeps the GUI thread from
    # waiting long for the interpreter lock while a bot computes.
    sys.setswitchinterval(0.001)
    app = QApplication.instance() or QApplication([sys.argv[0]])
    QApplication.setStyle(RingRoomStyle())  # before any widget: buttons keep room for the ring
    app.setApplicationName("perudo-qt")
    QApplication.setApplicationDisplayName("Perudo")
    app.setOrganizationName("perudo-qt")
    app.setApplicationVersion(__version__)
    # A settings file that cannot be read is reported as it is read, before its language is
    # known: in the system's language, which is also the one used when it is lost.
    install_translations(app)
    if args.smoke_test and args.settings is None:
        import tempfile

        # The smoke test keeps nothing: its settings live in a folder removed when it ends.
        with tempfile.TemporaryDirectory(prefix="perudo-qt-smoke-") as folder:
            args.settings = Path(folder) / "settings.ini"
            return run(args)
    return run(args)


def run(args: argparse.Namespace) -> int:
    """Read the settings, then play as ``args`` say (the QApplication exists); return the status."""
    from PySide6.QtWidgets import QApplication

    from perudo_qt.controller.pacing import Speed
    from perudo_qt.i18n import install_translations
    from perudo_qt.settings import Settings, SettingsPathError
    from perudo_qt.settings_schema import LANGUAGE
    from perudo_qt.ui.garbage import GarbageCollector
    from perudo_qt.ui.main_window import MainWindow

    try:
        settings = Settings(args.settings or default_settings_path(), chosen=bool(args.settings))
    except SettingsPathError as error:
        print(f"perudo-qt: settings: {error}", file=sys.stderr)
        return 2
    app = QApplication.instance()
    assert isinstance(app, QApplication)  # main() made it
    install_translations(app, settings.get(LANGUAGE))
    GarbageCollector(app)  # cycles are collected on this thread, never on the bots'
    if args.smoke_test or args.autoplay:
        show_focus(app)
        gc.freeze()  # what is loaded lives as long as the app: see ``furnished`` below
        if args.smoke_test:
            status = autoplay(1, args.players, settings, args.seed, report_menus=True)
            print("smoke test passed" if status == 0 else "smoke test FAILED", flush=True)
            return status
        return autoplay(args.autoplay, args.players, settings, args.seed)
    speed = Speed(args.speed) if args.speed else None
    folder = default_data_folder()
    lock, not_kept = claim_keeping(folder)
    # The window opens on the table's backdrop and builds the table and every feature after
    # its first paint; then the game: dealing, a resume question or the tutorial's offer come
    # once the table is on the screen.
    window = MainWindow(
        settings,
        speed,
        store_folder=None if lock is None else folder,
        sound_player=sound_player(),
        furnish_after_paint=True,
    )

    def furnished() -> None:
        show_focus(app)
        # Everything loaded so far lives as long as the app: keep the collector from
        # rescanning it during play, where a full collection would be a visible hitch.
        gc.freeze()
        if not_kept is not None:
            window.report_problem(not_kept)
        window.table_view.after_next_paint(
            lambda: start_first_game(window, settings.table(), args.seed)
        )

    window.furnished.connect(furnished)
    if args.exit_after_paint:
        report_first_paint(window)
    # Whatever ends the run, an exception included, the bot thread is stopped first: a QThread
    # destroyed while running aborts the process.
    try:
        window.show()
        status = QApplication.exec()
    finally:
        stopped = window.shutdown()
        if lock is not None:
            lock.unlock()
    return status if stopped else end_with_stuck_bot(status)


def show_focus(app: QApplication) -> None:
    """Show the keyboard focus on every control of ``app``."""
    from perudo_qt.ui.controls.focus_style import FocusIndicator

    FocusIndicator.install(app)


def start_first_game(window: MainWindow, table: TableSetup, seed: int | None) -> None:
    """Start or resume the first game; if that fails, say so and leave the window usable.

    A window closed before its first game was dealt (quitting at once) deals none: its files
    are closed already.
    """
    from perudo_qt.i18n import tr

    if not window.isVisible():
        return
    try:
        window.start_or_resume(table, seed)
    except Exception as error:  # the window stays open: New game can try again
        logging.getLogger(__name__).exception("the first game could not start")
        why = tr("The game could not start ({why}). Choose New game to try again.")
        window.report_problem(why.format(why=error))


def claim_keeping(folder: Path) -> tuple[QLockFile | None, str | None]:
    """Make this window the one that keeps games in ``folder``, if no other window does.

    Returns the lock to hold while the window is open, or None and, in the person's words,
    why this window keeps nothing (another window keeps the games, or the folder cannot be
    written).
    """
    from perudo_qt.controller.data_folder import claim_data_folder
    from perudo_qt.i18n import tr

    try:
        lock = claim_data_folder(folder)
    except OSError as error:
        logging.getLogger(__name__).warning("games not kept: %s", error)
        why = tr(
            "Your games cannot be kept ({why}): this window keeps no saved game and no statistics."
        )
        return None, why.format(why=error.strerror or error)
    if lock is None:
        return None, tr(
            "Another Perudo window is open and keeps your games: this one keeps no saved game "
            "and no statistics."
        )
    return lock, None


def end_with_stuck_bot(status: int) -> NoReturn:
    """End the process at once: a bot stuck in native code holds the bot thread.

    Tearing the thread down while it runs would abort; the settings are saved already.
    """
    logging.getLogger(__name__).error("a bot never returned; exiting without waiting for it")
    logging.shutdown()
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(status)


def report_first_paint(window: MainWindow) -> None:
    """Print the launch-to-first-paint times of the window and of its table, then quit.

    The window's first paint is its frame on the table's backdrop; the table is painted once
    built over it. Beside the time on the clock, the processor time the process used until
    then: the figure that holds while other work loads the machine.
    """
    from PySide6.QtWidgets import QApplication

    from perudo_qt.since_launch import seconds_since_launch
    from perudo_qt.ui.next_paint import after_next_paint

    painted: list[tuple[float, float]] = []

    def note() -> None:
        painted.append((seconds_since_launch(), time.process_time()))

    def report() -> None:
        for what, (wall, processor) in zip(("first paint", "table painted"), painted, strict=True):
            times = f"{wall * 1000:.0f} ms (processor {processor * 1000:.0f} ms)"
            print(f"{what} after {times}", flush=True)
        QApplication.quit()

    backdrop = window.centralWidget()
    assert backdrop is not None  # the window opens on the table's backdrop
    after_next_paint(backdrop, lambda: None, at_paint=note)
    window.furnished.connect(lambda: window.table_view.after_next_paint(report, at_paint=note))


def autoplay(
    games: int, players: int, settings: object, seed: int | None, report_menus: bool = False
) -> int:
    """Play ``games`` bots-only games through the real window at instant speed, then exit 0.

    Prints the menu titles first if ``report_menus``, then a line per game and the longest
    stall of the GUI thread, measured by a heartbeat from the first drawn table to the end of
    the last game.
    """
    import tempfile

    from PySide6.QtCore import QElapsedTimer, QTimer
    from PySide6.QtWidgets import QApplication

    from perudo_qt.controller.pacing import Speed
    from perudo_qt.controller.table import TableSetup
    from perudo_qt.ui.main_window import MainWindow

    table = TableSetup.all_bots(players, settings.rule_options())  # type: ignore[attr-defined]
    # Games are saved as in play, but in a folder of their own: the person's save is not touched.
    store = tempfile.TemporaryDirectory(prefix="perudo-qt-autoplay-", ignore_cleanup_errors=True)
    window = MainWindow(
        settings,  # type: ignore[arg-type]
        Speed.INSTANT,
        ask_after_game=False,
        store_folder=Path(store.name),
    )
    window.show()
    if report_menus:  # the smoke test shows which language the window speaks
        print("menus:", ", ".join(menu.text() for menu in window.menuBar().actions()), flush=True)
    heartbeat, clock = QTimer(), QElapsedTimer()
    heartbeat.setInterval(5)
    longest = [0]

    def beat() -> None:
        longest[0] = max(longest[0], clock.restart() - heartbeat.interval())

    heartbeat.timeout.connect(beat)
    played = [0]
    started = [time.perf_counter()]

    def finished(winner: int) -> None:
        snapshot = window.controller.snapshot
        assert snapshot is not None
        played[0] += 1
        elapsed = time.perf_counter() - started[0]
        print(
            f"game {played[0]}/{games}: seed {snapshot.seed}, {snapshot.view.round_number} "
            f"rounds, winner {snapshot.names[winner]} ({table.seats[winner].bot}), "
            f"{elapsed:.2f} s",
            flush=True,
        )
        if played[0] >= games:
            heartbeat.stop()
            print(f"longest GUI-thread stall: {longest[0]} ms (heartbeat every 5 ms)", flush=True)
            window.close()
            QApplication.quit()
            return
        started[0] = time.perf_counter()
        next_seed = None if seed is None else seed + played[0]
        QTimer.singleShot(0, lambda: window.start_game(table, next_seed))

    def start_heartbeat() -> None:
        clock.start()
        heartbeat.start()

    def measure() -> None:
        # From the first drawn table on: the window's own first paint is start-up, not play.
        window.scene.animation_finished.disconnect(measure)
        window.table_view.after_next_paint(start_heartbeat)

    def give_up() -> None:
        print(f"autoplay: {played[0]} of {games} games finished in time; giving up", flush=True)
        QApplication.exit(1)

    watchdog = QTimer()
    watchdog.setInterval(60000 + 30000 * games)
    watchdog.timeout.connect(give_up)
    watchdog.start()
    window.game_over_shown.connect(finished)
    window.scene.animation_finished.connect(measure)
    try:
        window.start_game(table, seed)
        status = QApplication.exec()
    finally:
        stopped = window.controller.shutdown()
        store.cleanup()
    return status if stopped else end_with_stuck_bot(status)
