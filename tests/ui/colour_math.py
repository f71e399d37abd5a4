"""Colour arithmetic for the accessibility tests: WCAG contrast, CVD simulation, CIEDE2000."""

from __future__ import annotations

import math
from itertools import combinations

# Machado, Oliveira and Fernandes (2009), "A Physiologically-based Model for Simulation of Color
# Vision Deficiency", severity 1.0; applied to linear RGB.
MACHADO_2009 = {
    "protanopia": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "deuteranopia": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "tritanopia": (
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900),
    ),
}

RGB = tuple[float, float, float]


def linear(hex_colour: str) -> RGB:
    """Return ``#rrggbb`` as linear-light sRGB components in 0..1."""

    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    h = hex_colour.lstrip("#")
    r, g, b = (channel(int(h[i : i + 2], 16)) for i in (0, 2, 4))
    return r, g, b


def luminance(hex_colour: str) -> float:
    """WCAG 2 relative luminance."""
    r, g, b = linear(hex_colour)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: str, b: str) -> float:
    """WCAG 2 contrast ratio between two colours (1 to 21)."""
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def simulate(colour: RGB, deficiency: str) -> RGB:
    """Return linear ``colour`` as seen with ``deficiency`` (clamped to the gamut)."""
    m = MACHADO_2009[deficiency]
    r, g, b = (min(1.0, max(0.0, sum(m[i][j] * colour[j] for j in range(3)))) for i in range(3))
    return r, g, b


def lab(colour: RGB) -> RGB:
    """Return linear sRGB as CIE L*a*b* (D65)."""
    r, g, b = colour
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29

    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def delta_e_2000(lab1: RGB, lab2: RGB) -> float:
    """CIEDE2000 colour difference (Sharma, Wu and Dalal 2005)."""
    l1, a1, b1 = lab1
    l2, a2, b2 = lab2
    c1, c2 = math.hypot(a1, b1), math.hypot(a2, b2)
    c_bar = (c1 + c2) / 2
    g = 0.5 * (1 - math.sqrt(c_bar**7 / (c_bar**7 + 25**7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360
    h2p = math.degrees(math.atan2(b2, a2p)) % 360
    dl, dc = l2 - l1, c2p - c1p
    if c1p * c2p == 0:
        dh = 0.0
    elif abs(h2p - h1p) <= 180:
        dh = h2p - h1p
    elif h2p - h1p > 180:
        dh = h2p - h1p - 360
    else:
        dh = h2p - h1p + 360
    d_big_h = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dh / 2))
    l_bar, c_bar_p = (l1 + l2) / 2, (c1p + c2p) / 2
    if c1p * c2p == 0:
        h_bar = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        h_bar = (h1p + h2p) / 2
    elif h1p + h2p < 360:
        h_bar = (h1p + h2p + 360) / 2
    else:
        h_bar = (h1p + h2p - 360) / 2
    t = (
        1
        - 0.17 * math.cos(math.radians(h_bar - 30))
        + 0.24 * math.cos(math.radians(2 * h_bar))
        + 0.32 * math.cos(math.radians(3 * h_bar + 6))
        - 0.20 * math.cos(math.radians(4 * h_bar - 63))
    )
    d_theta = 30 * math.exp(-(((h_bar - 275) / 25) ** 2))
    r_c = 2 * math.sqrt(c_bar_p**7 / (c_bar_p**7 + 25**7))
    s_l = 1 + 0.015 * (l_bar - 50) ** 2 / math.sqrt(20 + (l_bar - 50) ** 2)
    s_c = 1 + 0.045 * c_bar_p
    s_h = 1 + 0.015 * c_bar_p * t
    r_t = -math.sin(math.radians(2 * d_theta)) * r_c
    return math.sqrt(
        (dl / s_l) ** 2
        + (dc / s_c) ** 2
        + (d_big_h / s_h) ** 2
        + r_t * (dc / s_c) * (d_big_h / s_h)
    )


def seen_as(hex_colour: str, deficiency: str | None) -> RGB:
    """Return ``hex_colour`` in L*a*b* as seen with ``deficiency`` (None: normal vision)."""
    colour = linear(hex_colour)
    return lab(colour if deficiency is None else simulate(colour, deficiency))


def closest_pair(colours: list[str], deficiency: str | None = None) -> float:
    """Return the smallest CIEDE2000 difference between any two ``colours`` as seen."""
    seen = [seen_as(colour, deficiency) for colour in colours]
    return min(delta_e_2000(a, b) for a, b in combinations(seen, 2))
