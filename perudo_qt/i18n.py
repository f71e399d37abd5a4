"""The languages the game speaks, and loading Qt's and our translations for one of them."""

from __future__ import annotations

from collections.abc import Sequence
from importlib import resources

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """Translate ``text``, a literal written as ``tr("...")`` at the call site.

    pyside6-lupdate files such module-level calls under the empty context, so that is the
    context they are looked up in. With ``n``, the text has plural forms and ``%n`` in it
    stands for ``n``: every language, English included, picks the form for that number.
    """
    return QCoreApplication.translate("", text, disambiguation, n)


LANGUAGES = {
    "en": "English",
    "fr": "Français",
    "es": "Español",
    "nl": "Nederlands",
    "it": "Italiano",
}
"""Every language the game speaks, by code, named in that language."""

FALLBACK = "en"

_installed: list[QTranslator] = []


def system_language(ui_languages: Sequence[str] | None = None) -> str:
    """Return the first of the system's preferred languages we speak, else English.

    ``ui_languages`` are locale names like ``fr-BE``; by default the system's.
    """
    if ui_languages is None:
        ui_languages = QLocale.system().uiLanguages()
    for name in ui_languages:
        code = name.replace("_", "-").split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return FALLBACK


def resolve(language: str) -> str:
    """Return the language to use for a setting: a code we speak, or "" for the system's."""
    return language if language in LANGUAGES else system_language()


def translations_folder() -> str:
    """Return the folder of our compiled translations (``perudo_qt_<code>.qm``)."""
    return str(resources.files("perudo_qt.resources") / "i18n")


def in_every_language(text: str) -> frozenset[str]:
    """Return ``text`` (a source text of the empty context) as every language we speak has it."""
    words = {text}
    for code in LANGUAGES:
        translator = QTranslator()
        if translator.load(f"perudo_qt_{code}", translations_folder()):
            words.add(translator.translate("", text) or text)
    return frozenset(words)


def install_translations(app: QCoreApplication, language: str = "") -> str:
    """Load Qt's own and our translations for ``language`` ("" for the system's).

    Translators installed by an earlier call are removed first, so a test or a settings
    change can switch languages. Returns the language code now in use.
    """
    code = resolve(language)
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    # English is the source language; its file holds only the plural forms.
    sources = [("perudo_qt", translations_folder())]
    if code != FALLBACK:
        qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        sources.insert(0, ("qtbase", qt_folder))
    for name, folder in sources:
        translator = QTranslator(app)
        if translator.load(f"{name}_{code}", folder):
            app.installTranslator(translator)
            _installed.append(translator)
    QLocale.setDefault(QLocale(code))
    return code
