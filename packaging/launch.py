"""Entry script the bundlers freeze: starts Perudo Qt."""

import sys

from perudo_qt.app import main

sys.exit(main())
