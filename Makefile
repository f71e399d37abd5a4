# Perudo Qt: `make run` plays, `make test` runs the whole suite offscreen.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
# The game alone (make run); the test and lint extras on top (make test, lint...).
STAMP := $(VENV)/.installed
TEST_STAMP := $(VENV)/.installed-test
BUILD_STAMP := $(VENV)/.build-tools
# Compiled translations: built from the .ts sources, never committed.
QM := $(patsubst %.ts,%.qm,$(wildcard resources/i18n/*.ts))

# Shared libraries offscreen Qt needs on a fresh Debian (see packaging notes).
QT_DEBS := libglib2.0-0 libgl1 libegl1 libxkbcommon0 libfreetype6 libfontconfig1 libdbus-1-3 fonts-dejavu-core
# Extra ones for a real X11 window (xcb platform plugin).
X11_DEBS := libxkbcommon-x11-0 libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-shape0 libxcb-render-util0 libxcb-image0
# The screen-reader test: the game on Xvfb, a private D-Bus session and accessibility bus, and
# pyatspi (for the system python3) reading the tree and the announcements as Orca does.
ATSPI_DEBS := xvfb xauth dbus at-spi2-core python3-pyatspi
# dpkg-deb builds the .deb; the validators check its desktop entry and metainfo.
PACKAGING_DEBS := dpkg-dev desktop-file-utils appstream binutils
# The Windows installer, built and tested on Debian: Wine runs the Windows Python, PyInstaller and
# the installed game; NSIS makes the installer; MinGW compiles the test prefix's icuuc.dll stand-in.
# locales: the definitions from which the French smoke test generates its locale for Wine.
WINDOWS_DEBS := wine wine64 nsis gcc-mingw-w64-x86-64-win32 locales
# The Windows screenshot: the installed game in a real window under Xvfb.
SCREENSHOT_DEBS := xvfb xauth imagemagick

.PHONY: run test test-pure test-slow lint bench bench-gui bench-save sounds arena-targets screenshots dist dist-windows test-windows screenshot-windows translations system-deps clean

# setuptools frames a note that an editable install is editable in a box of stars: not news
# here, so that one warning is ignored (the others still show).
EDITABLE := PYTHONWARNINGS="ignore:Editable installation" $(BIN)/pip install --quiet -e

$(STAMP): pyproject.toml
	@$(PYTHON) -c 'import ensurepip' 2>/dev/null || DEBS=python3-venv ./.ci/system-deps
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(EDITABLE) .
	touch $(STAMP)

$(TEST_STAMP): $(STAMP)
	$(EDITABLE) '.[test]'
	touch $(TEST_STAMP)

system-deps:
	@DEBS="$(DEBS)" ./.ci/system-deps

# make run ARGS="--exit-after-paint" passes options to the game.
run: DEBS = $(QT_DEBS) $(X11_DEBS)
run: system-deps $(STAMP) $(QM)
	$(BIN)/perudo-qt $(ARGS)

test: DEBS = $(QT_DEBS)
test: system-deps $(TEST_STAMP) $(QM)
	QT_QPA_PLATFORM=offscreen $(BIN)/pytest -m "not slow"

# The rules, bots, coach and store tests alone, without PySide6 loaded (pytest-qt off).
test-pure: $(TEST_STAMP)
	$(BIN)/pytest -m "not gui and not slow" -p no:pytest-qt

# Builds the Linux bundle, tarball and .deb and smoke-tests each (about a minute).
test-slow: DEBS = $(QT_DEBS) $(PACKAGING_DEBS) $(X11_DEBS) $(ATSPI_DEBS)
test-slow: system-deps $(TEST_STAMP) $(BUILD_STAMP)
	QT_QPA_PLATFORM=offscreen $(BIN)/pytest -m slow

lint: $(TEST_STAMP)
	$(BIN)/ruff check perudo_qt tests benchmarks packaging docs
	$(BIN)/ruff format --check perudo_qt tests benchmarks packaging docs
	$(BIN)/mypy

bench: $(STAMP)
	$(BIN)/python benchmarks/engine.py

# The GUI thread's longest stall: 20 games through the real window, then the controller alone
# while a slow plugin bot thinks (a benchmark, not a test: the figure depends on the machine).
bench-gui: DEBS = $(QT_DEBS)
bench-gui: system-deps $(STAMP) $(QM)
	QT_QPA_PLATFORM=offscreen $(BIN)/perudo-qt --autoplay 20 --seed 1 --settings $(VENV)/bench.ini
	QT_QPA_PLATFORM=offscreen $(BIN)/python benchmarks/gui_stall.py

# Saving after an action: the time save() takes on the GUI thread (the write is on its own).
bench-save: $(STAMP)
	$(BIN)/python benchmarks/save.py

# Writes resources/sounds/*.wav again from the synthesis script (a test checks they match).
sounds: $(STAMP)
	$(BIN)/python packaging/make_sounds.py

arena-targets: $(STAMP)
	benchmarks/arena_targets.sh

screenshots: DEBS = $(QT_DEBS) $(X11_DEBS) xvfb xauth
screenshots: system-deps $(STAMP) $(QM)
	xvfb-run -a -s "-screen 0 1600x1000x24" $(BIN)/python docs/screenshots.py
	for shots in docs/shots_*.py; do xvfb-run -a -s "-screen 0 1600x1000x24" $(BIN)/python $$shots || exit 1; done

dist: DEBS = $(QT_DEBS) $(PACKAGING_DEBS)
dist: system-deps $(STAMP) $(BUILD_STAMP)
	$(BIN)/python packaging/build.py linux

$(BUILD_STAMP): $(STAMP)
	$(BIN)/pip install --quiet pyinstaller build
	touch $(BUILD_STAMP)

# The Windows installer, built on Debian under Wine (packaging/windows/wine.py; about 5 minutes
# and 1.1 GB of Debian packages the first time): dist/perudo-qt-<version>-setup.exe.
dist-windows: DEBS = $(WINDOWS_DEBS)
dist-windows: system-deps $(STAMP)
	nice -n 10 $(BIN)/python packaging/windows/wine.py dist

# The same build, then a silent install, the installed game's smoke test in English and French,
# a silent uninstall and a check that nothing is left.
test-windows: DEBS = $(WINDOWS_DEBS)
test-windows: system-deps $(STAMP)
	nice -n 10 $(BIN)/python packaging/windows/wine.py test

# docs/windows.png: the installed game in a window under Wine and Xvfb (after make dist-windows).
screenshot-windows: DEBS = $(WINDOWS_DEBS) $(SCREENSHOT_DEBS)
screenshot-windows: system-deps $(STAMP)
	nice -n 10 $(BIN)/python packaging/windows/wine.py screenshot docs/windows.png

# Updates the translation sources from every visible string (Qt Linguist edits them).
translations: $(STAMP)
	$(BIN)/python packaging/translations.py update

resources/i18n/%.qm: resources/i18n/%.ts $(STAMP)
	$(BIN)/pyside6-lrelease -silent $< -qm $@

# rm -rf from Linux: it never follows the Wine prefix's links (its z: drive is /).
clean:
	rm -rf $(VENV) build dist .windows *.egg-info .pytest_cache .mypy_cache .ruff_cache $(QM)
