"""Test-wide setup: Qt runs offscreen, whatever the machine has."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
