#!/usr/bin/env bash
# Gives the PyInstaller .app its icon and wraps it in a compressed .dmg (macOS only).
# Usage: make_dmg.sh path/to/perudo-qt.app path/to/perudo-qt-X.Y.Z.dmg
set -euo pipefail
app=$1
dmg=$2
icons=$(dirname "$0")/../../build/icons
iconset=$(mktemp -d)/perudo-qt.iconset
mkdir -p "$iconset"
for size in 16 32 128 256 512; do
  cp "$icons/perudo-qt-$size.png" "$iconset/icon_${size}x${size}.png"
done
for size in 16 32 128 256; do
  cp "$icons/perudo-qt-$((size * 2)).png" "$iconset/icon_${size}x${size}@2x.png"
done
iconutil --convert icns --output "$app/Contents/Resources/perudo-qt.icns" "$iconset"
/usr/libexec/PlistBuddy -c "Set :CFBundleIconFile perudo-qt.icns" "$app/Contents/Info.plist"
staging=$(mktemp -d)
cp -R "$app" "$staging/Perudo.app"
ln -s /Applications "$staging/Applications"
# hdiutil create now and then fails with "Resource busy" on CI runners: try again a few times.
for attempt in 1 2 3 4 5; do
  hdiutil create -volname Perudo -srcfolder "$staging" -ov -format UDZO "$dmg" && break
  [ "$attempt" -lt 5 ] || exit 1
  echo "hdiutil create failed (attempt $attempt of 5); trying again in 10 s"
  sleep 10
done
hdiutil verify "$dmg"
echo "built $dmg"
