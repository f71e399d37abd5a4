# Perudo Qt: `make run` plays, `make test` runs the whole suite offscreen.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

# Shared libraries offscreen Qt needs on a fresh Debian (see packaging notes).
QT_DEBS := libglib2.0-0 libgl1 libegl1 libxkbcommon0 libfreetype6 libfontconfig1 libdbus-1-3 fonts-dejavu-core
# Extra ones for a real X11 window (xcb platform plugin).
X11_DEBS := libxkbcommon-x11-0 libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-shape0 libxcb-render-util0 libxcb-image0

.PHONY: run test lint bench arena system-deps clean

$(STAMP): pyproject.toml
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
	QT_QPA_PLATFORM=offscreen $(BIN)/pytest

lint: $(STAMP)
	$(BIN)/ruff check perudo_qt tests benchmarks packaging
	$(BIN)/ruff format --check perudo_qt tests benchmarks packaging
	$(BIN)/mypy

bench: $(STAMP)
	$(BIN)/python benchmarks/engine.py

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache .mypy_cache .ruff_cache
