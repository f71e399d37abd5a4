"""``python -m perudo_qt``: start the game."""

import sys

from perudo_qt.app import main

sys.exit(main())
