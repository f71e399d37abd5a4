"""Draw the achievements' badges: one shared medallion, a colour per family, a symbol each.

    python packaging/badges.py        # writes resources/badges/<achievement id>.svg

The badges are flat shapes drawn here, for this game; tests/ui/test_trophies_badges.py checks
that the committed files are what this script writes, and that every achievement has one.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

OUT = Path(__file__).resolve().parents[1] / "resources" / "badges"

CREAM = "#fff6e0"
INK = "#2b2222"

FAMILIES = {
    "wins": ("#e0a526", "#8a5a00"),
    "bluffs": ("#c8443a", "#7a1f16"),
    "calza": ("#1fa38a", "#0b5e4e"),
    "dice": ("#3a78c0", "#173d66"),
    "tables": ("#4aa544", "#1f5a1c"),
    "career": ("#9553b3", "#522566"),
    "bosses": ("#5b607e", "#22223b"),
}
"""Each family's face colour and its rim and ribbon colour."""


def star(cx: float, cy: float, outer: float, inner: float) -> str:
    """Return a five-pointed star's polygon, point up."""
    points = []
    for index in range(10):
        radius = outer if index % 2 == 0 else inner
        angle = math.pi * index / 5 - math.pi / 2
        points.append(f"{cx + radius * math.cos(angle):.1f},{cy + radius * math.sin(angle):.1f}")
    return f'<polygon points="{" ".join(points)}" fill="{CREAM}"/>'


def die(pips: list[tuple[int, int]]) -> str:
    """Return a die face with pips at the given places of a 3x3 grid."""
    dots = "".join(
        f'<circle cx="{24 + 8 * column}" cy="{21 + 8 * row}" r="2.6" fill="{INK}"/>'
        for column, row in pips
    )
    return f'<rect x="19" y="16" width="26" height="26" rx="5" fill="{CREAM}"/>{dots}'


def line(x1: float, y1: float, x2: float, y2: float, width: float = 3, colour: str = CREAM) -> str:
    """Return a straight stroke with round ends."""
    return (
        f'<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" stroke="{colour}" '
        f'stroke-width="{width}" stroke-linecap="round"/>'
    )


def shape(path: str, colour: str = CREAM) -> str:
    """Return a filled path."""
    return f'<path d="{path}" fill="{colour}"/>'


def stroke(path: str, width: float = 3, colour: str = CREAM) -> str:
    """Return a stroked path, not filled."""
    return (
        f'<path d="{path}" fill="none" stroke="{colour}" stroke-width="{width}" '
        'stroke-linecap="round" stroke-linejoin="round"/>'
    )


def circle(cx: float, cy: float, r: float, colour: str = CREAM) -> str:
    """Return a filled circle."""
    return f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="{colour}"/>'


def six_seats() -> str:
    """Return six seats around a table."""
    seats = "".join(
        circle(
            round(32 + 11 * math.cos(math.pi * k / 3), 1),
            round(29 + 11 * math.sin(math.pi * k / 3), 1),
            3.6,
        )
        for k in range(6)
    )
    return circle(32, 29, 5.5) + seats


def target(cx: float, cy: float, radius: float, face: str) -> str:
    """Return a target of rings, alternately cream and the face colour."""
    step = radius / 4
    return "".join(
        circle(cx, cy, round(radius - k * step, 1), CREAM if k % 2 == 0 else face) for k in range(4)
    )


SYMBOLS: dict[str, tuple[str, str]] = {
    "first-win": ("wins", star(32, 30, 14, 6)),
    "ten-wins": (
        "wins",
        shape("M23 17 h18 v7 a9 9 0 0 1 -18 0 z")
        + stroke("M23 20 h-4 v2 a5 5 0 0 0 5 5", 2.4)
        + stroke("M41 20 h4 v2 a5 5 0 0 1 -5 5", 2.4)
        + shape("M30 32 h4 v6 h-4 z")
        + shape("M25 38 h14 v4 h-14 z"),
    ),
    "three-in-a-row": ("wins", star(21, 33, 7, 3) + star(32, 25, 7, 3) + star(43, 33, 7, 3)),
    "regular": ("wins", die([(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)])),
    "first-bluff-caught": (
        "bluffs",
        shape("M15 29 Q32 13 49 29 Q32 45 15 29 Z") + circle(32, 29, 6.5, INK) + circle(34, 27, 2),
    ),
    "bluff-hunter": (
        "bluffs",
        stroke("M29 26 m-8 0 a8 8 0 1 0 16 0 a8 8 0 1 0 -16 0", 3.6) + line(35, 32, 44, 41, 5),
    ),
    "bluff-master": (
        "bluffs",
        shape("M20 17 h24 v11 a12 14 0 0 1 -24 0 z")
        + shape("M24 24 q3 -3 6 0 q-3 2 -6 0 z", INK)
        + shape("M34 24 q3 -3 6 0 q-3 2 -6 0 z", INK)
        + stroke("M26 33 q6 5 12 0", 2.2, INK),
    ),
    "first-calza": ("calza", target(32, 29, 14, "{face}")),
    "calza-artist": (
        "calza",
        target(29, 32, 12, "{face}")
        + line(29, 32, 45, 16, 2.6, INK)
        + shape("M45 16 l-6 1 l5 5 z", INK),
    ),
    "last-die-standing": ("dice", die([(1, 1)])),
    "flawless": (
        "dice",
        shape("M21 23 L27 16 H37 L43 23 L32 43 Z")
        + stroke("M21 23 H43 M27 16 L32 23 L37 16 M32 23 V43", 1.2, "{rim}"),
    ),
    "palifico-survivor": (
        "dice",
        shape("M32 15 L44 19 V28 C44 36 38 41 32 44 C26 41 20 36 20 28 V19 Z")
        + circle(32, 29, 3.6, INK),
    ),
    "marathon": (
        "dice",
        shape("M22 15 h20 v3 l-8 11 l8 11 v3 h-20 v-3 l8 -11 l-8 -11 z")
        + shape("M26 19 h12 l-6 8 z", "{face}")
        + shape("M32 34 l6 6 h-12 z", "{face}"),
    ),
    "duelist": (
        "tables",
        line(20, 17, 43, 40) + line(44, 17, 21, 40) + line(37, 40, 45, 32) + line(19, 32, 27, 40),
    ),
    "full-table": ("tables", six_seats()),
    "first-stage": ("career", line(25, 15, 25, 44) + shape("M26 16 L43 22 L26 28 Z")),
    "halfway": (
        "career",
        shape("M16 41 L28 20 L33 28 L38 23 L48 41 Z")
        + line(31, 31, 31, 22, 1.6, INK)
        + shape("M31.8 22 l6 2.5 l-6 2.5 z", INK),
    ),
    "beat-morgana": (
        "bosses",
        circle(32, 17, 3.2)
        + circle(32, 17, 1.4, "{face}")
        + line(32, 20, 32, 43)
        + line(25, 25, 39, 25)
        + stroke("M20 33 Q21 43 32 43 Q43 43 44 33"),
    ),
    "beat-soledad": (
        "bosses",
        shape("M15 21 Q23 17 31 21 V41 Q23 37 15 41 Z")
        + shape("M33 21 Q41 17 49 21 V41 Q41 37 33 41 Z"),
    ),
    "beat-ezra": (
        "bosses",
        shape("M32 13 L35.5 26 L48 29 L35.5 32 L32 45 L28.5 32 L16 29 L28.5 26 Z")
        + circle(32, 29, 3, INK),
    ),
    "beat-condor": (
        "bosses",
        shape("M11 25 Q22 18 32 28 Q42 18 53 25 Q45 25 39 32 L32 38 L25 32 Q19 25 11 25 Z")
        + circle(32, 24, 3.4),
    ),
    "champion": (
        "career",
        shape("M18 40 V20 L25 29 L32 16 L39 29 L46 20 V40 Z")
        + circle(25, 35, 1.8, INK)
        + circle(32, 35, 1.8, INK)
        + circle(39, 35, 1.8, INK),
    ),
}
"""Every achievement's family and symbol, drawn in a 64 x 64 box around (32, 29)."""


def badge_svg(achievement: str) -> str:
    """Return the badge of ``achievement`` (an id) as SVG text."""
    family, symbol = SYMBOLS[achievement]
    face, rim = FAMILIES[family]
    symbol = symbol.replace("{face}", face).replace("{rim}", rim)
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">\n'
        f"<title>{achievement}</title>\n"
        f'<path d="M21 44 L30 49 L26 62 L22 57 L16 60 Z" fill="{rim}"/>'
        f'<path d="M43 44 L34 49 L38 62 L42 57 L48 60 Z" fill="{rim}"/>\n'
        f'<circle cx="32" cy="29" r="25" fill="{rim}"/>'
        f'<circle cx="32" cy="29" r="21.5" fill="{face}" stroke="{CREAM}" stroke-width="1.2"/>\n'
        f"{symbol}\n</svg>\n"
    )


def write_all(out: Path = OUT) -> list[Path]:
    """Write every badge into ``out``; return the files written."""
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for achievement in SYMBOLS:
        path = out / f"{achievement}.svg"
        path.write_text(badge_svg(achievement), encoding="utf-8")
        written.append(path)
    return written


def main() -> int:
    """Write the badges and say where."""
    for path in write_all():
        print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
