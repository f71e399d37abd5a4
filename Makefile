# Perudo Qt: `make run` plays, `make test` runs the whole suite offscreen.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
BUILD_STAMP := $(VENV)/.build-tools

# Shared libraries offscreen Qt needs on a fresh Debian (see packaging notes).
QT_DEBS := libglib2.0-0 libgl1 libegl1 libxkbcommon0 libfreetype6 libfontconfig1 libdbus-1-3 fonts-dejavu-core
# Extra ones for a real X11 window (xcb platform plugin).
X11_DEBS := libxkbcommon-x11-0 libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-shape0 libxcb-render-util0 libxcb-image0
# dpkg-deb builds the .deb; the validators check its desktop entry and metainfo.
PACKAGING_DEBS := dpkg-dev desktop-file-utils appstream binutils

.PHONY: run test test-slow lint bench bench-gui arena-targets screenshots dist translations system-deps clean

$(STAMP): pyproject.toml
	@$(PYTHON) -c 'import ensurepip' 2>/dev/null || DEBS=python3-venv ./.ci/system-deps
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[test]'
	touch $(STAMP)

system-deps:
	@DEBS="$(DEBS)" ./.ci/system-deps

run: DEBS = $(QT_DEBS) $(X11_DEBS)
run: system-deps $(STAMP)
	$(BIN)/perudo-qt

test: DEBS = $(QT_DEBS)
test: system-deps $(STAMP)
	QT_QPA_PLATFORM=offscreen $(BIN)/pytest -m "not slow"

# Builds the Linux bundle, tarball and .deb and smoke-tests each (about a minute).
test-slow: DEBS = $(QT_DEBS) $(PACKAGING_DEBS)
test-slow: system-deps $(STAMP) $(BUILD_STAMP)
	QT_QPA_PLATFORM=offscreen $(BIN)/pytest -m slow

lint: $(STAMP)
	$(BIN)/ruff check perudo_qt tests benchmarks packaging docs
	$(BIN)/ruff format --check perudo_qt tests benchmarks packaging docs
	$(BIN)/mypy

bench: $(STAMP)
	$(BIN)/python benchmarks/engine.py

bench-gui: DEBS = $(QT_DEBS)
bench-gui: system-deps $(STAMP)
	QT_QPA_PLATFORM=offscreen $(BIN)/perudo-qt --autoplay 20 --seed 1 --settings $(VENV)/bench.ini

arena-targets: $(STAMP)
	benchmarks/arena_targets.sh

screenshots: DEBS = $(QT_DEBS) $(X11_DEBS) xvfb xauth
screenshots: system-deps $(STAMP)
	xvfb-run -a -s "-screen 0 1600x1000x24" $(BIN)/python docs/screenshots.py
	for script in docs/shots_*.py; do xvfb-run -a -s "-screen 0 1600x1000x24" $(BIN)/python $$script || exit 1; done

dist: DEBS = $(QT_DEBS) $(PACKAGING_DEBS)
dist: system-deps $(STAMP) $(BUILD_STAMP)
	$(BIN)/python packaging/build.py linux

$(BUILD_STAMP): $(STAMP)
	$(BIN)/pip install --quiet pyinstaller build
	touch $(BUILD_STAMP)

# Updates the translation template from every visible string (Qt Linguist edits the copies).
translations: $(STAMP)
	mkdir -p resources/i18n
	$(BIN)/pyside6-lupdate perudo_qt/ui/*.py perudo_qt/controller/*.py -ts resources/i18n/perudo_qt.ts

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache .mypy_cache .ruff_cache
