#!/bin/sh
# Launcher installed as /usr/bin/perudo-qt by the .deb: runs the bundled application.
exec /usr/lib/perudo-qt/perudo-qt "$@"
