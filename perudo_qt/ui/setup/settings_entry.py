"""The Game menu's Settings entry: the settings dialog, saved and applied when accepted."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from perudo_qt.settings_schema import COACH, HINTS, LANGUAGE, SOUND_MUTED, SOUND_VOLUME, SPEED
from perudo_qt.ui.controls.key_map import Key
from perudo_qt.ui.feature import Menu, WindowContext
from perudo_qt.ui.table.looks import TableLooks
from perudo_qt.ui.words.wording import tr

# Imported when first used, to keep start-up short (benchmarks/startup.py).
if TYPE_CHECKING:
    from perudo_qt.ui.setup.dialogs import SettingsDialog


class SettingsEntry(QObject):
    """Opens the settings; the speed applies at once, the rules from the next game.

    Other features follow ``WindowContext.settings_applied`` for what is theirs; ``looks``
    says which table themes the Appearance page may offer.
    """

    def __init__(self, looks: TableLooks, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.looks = looks

    def install(self, context: WindowContext) -> None:
        """Add Settings… to the Game menu."""
        self.context = context
        context.add_action(
            Menu.GAME,
            20,
            tr("&Settings…"),
            self.open_settings,
            Key.SETTINGS,
            "settingsAction",
        )

    def open_settings(self) -> None:
        """Open the settings; they apply from the next game."""
        from perudo_qt.ui.setup.dialogs import SettingsDialog

        settings = self.context.settings
        dialog = SettingsDialog(
            settings.table(),
            self.context.speed,
            self.context.window,
            language=settings.get(LANGUAGE),
            auto_continue=settings.reveal_auto_continue(),
            spares=settings.opponents(),
        )
        dialog.learning.set_values(settings.get(HINTS), settings.get(COACH))
        dialog.sound.set_level(settings.get(SOUND_VOLUME), settings.get(SOUND_MUTED))
        dialog.appearance.set_values(self.looks.looks(), self.looks.unlocked())
        dialog.keys.set_bindings(self.context.key_map.bindings())
        if self.context.run_dialog(dialog):
            self.apply_settings(dialog)

    def apply_settings(self, dialog: SettingsDialog) -> None:
        """Save what ``dialog`` holds; the speed applies now, the rules from the next game."""
        context, settings = self.context, self.context.settings
        settings.set_rule_options(dialog.options())
        context.plugin_trust.confirm(dialog.table_editor.plugin_picker.picked(dialog.table()))
        settings.set_table(dialog.table())
        context.speed = dialog.chosen_speed()
        settings.set(SPEED, context.speed)
        language_changed = dialog.chosen_language() != settings.get(LANGUAGE)
        settings.set(LANGUAGE, dialog.chosen_language())
        settings.set(SOUND_VOLUME, dialog.sound.level()[0])
        settings.set(SOUND_MUTED, dialog.sound.level()[1])
        settings.set_reveal_auto_continue(dialog.chosen_auto_continue())
        settings.set(HINTS, dialog.learning.hints_shown())
        settings.set(COACH, dialog.learning.coach_mode())
        dialog.appearance.looks().write(settings)
        settings.set_key_bindings(dialog.keys.bindings())
        settings.sync()
        context.controller.speed = context.speed
        context.parts.scene.set_reveal_auto_continue(dialog.chosen_auto_continue())
        context.settings_applied.emit()
        message = (
            tr("Settings saved; the new language applies the next time the game starts.")
            if language_changed
            else tr("Settings saved; new rules apply from the next game.")
        )
        context.status(message, 6000)
