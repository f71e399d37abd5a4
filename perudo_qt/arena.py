"""``python -m perudo_qt.arena``: the bot arena's command line (see ``perudo_qt.bots.arena``)."""

import sys

from perudo_qt.bots.arena import main

if __name__ == "__main__":
    sys.exit(main())
