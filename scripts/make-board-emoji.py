#!/usr/bin/env python3
"""
Makes the board's emoji font: the flags and icons a menu board draws, cut from the COLRv1 Noto
Color Emoji of @infolektuell/noto-color-emoji (the build that Chromium draws in colour), written
to assets/fonts/board-emoji/ as woff2 files, their @font-face rules and the list of what they
hold (coverage.ts), which the board reads to know whether a feed needs the whole font.

The output is committed: building and testing never run this. Run it again after changing the
lists below or updating the package:

    pip install fonttools brotli
    python3 scripts/make-board-emoji.py
    npx prettier --write assets/fonts/board-emoji
"""
import re
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont
from fontTools.ttLib.tables._g_l_y_f import GlyphCoordinates

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "node_modules" / "@infolektuell" / "noto-color-emoji"
OUT = ROOT / "assets" / "fonts" / "board-emoji"
FAMILY = "Pricelist Emoji"

# Countries strains, hash and menus come from, and the neighbours of the shops' customers.
FLAGS = """
NL BE DE FR GB ES IT US CA MX JM CO BR MA LB AF PK IN NP TH
CH AT PT IE DK SE NO PL TR GR AU NZ ZA SZ CN JP VN KH LA MM
""".split()

# The icons a board explains in its legend (renderer/layout/legend.ts ICON_NAMES and the theme's
# Strong symbol) and a few more that staff put on kinds and drinks.
ICONS = [
    "\U0001F4AA",  # flexed biceps: Strong
    "\U0001F525",  # fire: Hot
    "\u2B50",  # star: Top
    "\U0001F331",  # seedling: Organic
    "\U0001F33F",  # herb
    "\U0001F343",  # leaf in the wind
    "\U0001F48E",  # gem
    "\U0001F451",  # crown
    "\U0001F3C6",  # trophy
    "\u2728",  # sparkles
    "\u2744",  # snowflake
    "\U0001F195",  # NEW button
    "\U0001F36A",  # cookie
    "\U0001F36B",  # chocolate
    "\U0001F34B",  # lemon
    "\U0001F353",  # strawberry
    "\U0001F347",  # grapes
    "\U0001F34A",  # tangerine
    "\u2615",  # hot beverage
    "\u2764",  # red heart
]

VARIATION_SELECTOR = 0xFE0F

# A flag with a coat of arms or an emblem (Spain, Afghanistan, Mexico, Portugal, Cambodia: over
# 4,000 outline points, 8-24 KB) is drawn with its points on a grid of 8 font units (1/128 em,
# half a pixel at 64 px): it looks the same at a board's sizes and its file is about half.
DETAILED_FLAG_POINTS = 4000
DETAILED_FLAG_GRID = 8


def regional(letter: str) -> int:
    return 0x1F1E6 + ord(letter) - ord("A")


def unicode_ranges(css: str) -> dict[str, set[int]]:
    """Each woff2 file of the package's stylesheet with the code points its unicode-range names."""
    files: dict[str, set[int]] = {}
    for block in re.findall(r"@font-face\s*{(.*?)}", css, re.S):
        url = re.search(r"url\(\./files/([^)]+)\)", block)
        ranges = re.search(r"unicode-range:\s*([^;]+);", block)
        if not url or not ranges:
            continue
        points: set[int] = set()
        for part in ranges.group(1).split(","):
            part = part.strip()[2:]
            start, _, end = part.partition("-")
            points.update(range(int(start, 16), int(end or start, 16) + 1))
        files[url.group(1)] = points
    return files


def css_range(points: set[int]) -> str:
    ordered = sorted(points)
    runs: list[list[int]] = []
    for point in ordered:
        if runs and point == runs[-1][1] + 1:
            runs[-1][1] = point
        else:
            runs.append([point, point])
    return ", ".join(
        f"U+{a:x}" if a == b else f"U+{a:x}-{b:x}" for a, b in runs
    )


def keep_only_flags(font: TTFont, pairs: set[tuple[str, str]]) -> None:
    """Drops every flag ligature but the wanted ones, so the subset keeps only their glyphs."""
    for lookup in font["GSUB"].table.LookupList.Lookup:
        if lookup.LookupType != 4:
            continue
        for table in lookup.SubTable:
            for first, ligatures in list(table.ligatures.items()):
                kept = [
                    lig
                    for lig in ligatures
                    if len(lig.Component) == 1 and (first, lig.Component[0]) in pairs
                ]
                if kept:
                    table.ligatures[first] = kept
                else:
                    del table.ligatures[first]


def outline_points(font: TTFont) -> int:
    glyf = font["glyf"]
    return sum(len(glyf[name].getCoordinates(glyf)[0]) for name in font.getGlyphOrder())


def snap_outlines(font: TTFont, grid: int) -> None:
    """Puts every outline point on a grid of `grid` font units, dropping the points and contours
    that this makes repeat or collapse (they draw nothing)."""
    glyf = font["glyf"]
    for name in font.getGlyphOrder():
        glyph = glyf[name]
        if glyph.isComposite() or glyph.numberOfContours <= 0:
            continue
        points: list[tuple[int, int]] = []
        flags: list[int] = []
        ends: list[int] = []
        start = 0
        for end in glyph.endPtsOfContours:
            contour: list[tuple[int, int]] = []
            contour_flags: list[int] = []
            coordinates = glyph.coordinates[start : end + 1]
            for (x, y), flag in zip(coordinates, glyph.flags[start : end + 1]):
                point = (round(x / grid) * grid, round(y / grid) * grid)
                on_curve = flag & 1
                if contour and contour[-1] == point and on_curve and contour_flags[-1] & 1:
                    continue
                contour.append(point)
                contour_flags.append(flag)
            start = end + 1
            if len(set(contour)) < 3:
                continue
            points += contour
            flags += contour_flags
            ends.append(len(points) - 1)
        glyph.coordinates = GlyphCoordinates(points)
        glyph.flags = bytearray(flags)
        glyph.endPtsOfContours = ends
        glyph.numberOfContours = len(ends)
        glyph.recalcBounds(glyf)


def write_subset(font: TTFont, unicodes: set[int], name: str) -> int:
    options = subset.Options()
    options.flavor = "woff2"
    options.layout_features = ["*"]
    options.name_IDs = ["*"]
    options.notdef_outline = False
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=sorted(unicodes))
    subsetter.subset(font)
    if name.startswith("flags/") and outline_points(font) > DETAILED_FLAG_POINTS:
        snap_outlines(font, DETAILED_FLAG_GRID)
    path = OUT / name
    font.flavor = "woff2"
    font.save(path)
    return path.stat().st_size


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for old in OUT.glob("*.woff2"):
        old.unlink()
    files = unicode_ranges((SOURCE / "index.css").read_text())
    faces: list[tuple[str, set[int]]] = []

    # Flags: one file each, with its two regional indicator letters and only their ligature. The
    # board adds a flag's face (FontFace, not CSS: a CSS face would be fetched for every flag that
    # shares a letter) only when a menu shows that flag.
    flag_file = next(f for f, points in files.items() if regional("A") in points)
    (OUT / "flags").mkdir(exist_ok=True)
    for old in (OUT / "flags").glob("*.woff2"):
        old.unlink()
    total = 0
    for code in FLAGS:
        font = TTFont(SOURCE / "files" / flag_file)
        cmap = font.getBestCmap()
        keep_only_flags(font, {(cmap[regional(code[0])], cmap[regional(code[1])])})
        total += write_subset(font, {regional(code[0]), regional(code[1])}, f"flags/{code}.woff2")
    print(f"flags/*.woff2: {len(FLAGS)} flags, {total} bytes in all")

    # Icons: from whichever file of the package holds each one.
    by_file: dict[str, set[int]] = {}
    for icon in ICONS:
        point = ord(icon[0])
        source = next(f for f, points in files.items() if point in points and f != flag_file)
        by_file.setdefault(source, set()).add(point)
    for index, (source, points) in enumerate(sorted(by_file.items())):
        font = TTFont(SOURCE / "files" / source)
        present = set(font.getBestCmap())
        wanted = {p for p in points if p in present}
        name = f"icons-{index}.woff2"
        # The variation selector goes along (an icon may be written with it), but only the icons
        # themselves name the file in its unicode-range, so one file loads for what is drawn.
        size = write_subset(font, wanted | ({VARIATION_SELECTOR} & present), name)
        faces.append((name, wanted))
        print(f"{name}: {len(points)} icons from {source}, {size} bytes")

    rules = [
        "/* Made by scripts/make-board-emoji.py from @infolektuell/noto-color-emoji (OFL-1.1). */"
    ]
    for name, points in faces:
        rules.append(
            "@font-face {\n"
            f"  font-family: '{FAMILY}';\n"
            "  font-style: normal;\n"
            "  font-weight: 400;\n"
            "  font-display: swap;\n"
            f"  src: url(./{name}) format(woff2) tech(color-COLRv1);\n"
            f"  unicode-range: {css_range(points)};\n"
            "}\n"
        )
    (OUT / "board-emoji.css").write_text("\n".join(rules))

    flags = ", ".join(f"'{chr(regional(c[0]))}{chr(regional(c[1]))}'" for c in FLAGS)
    icons = ", ".join(f"'{icon}'" for icon in ICONS)
    (OUT / "coverage.ts").write_text(
        "/** Made by scripts/make-board-emoji.py: what the board's emoji font draws. */\n"
        f"export const BOARD_EMOJI_FAMILY = '{FAMILY}';\n\n"
        "/** Flags (regional indicator pairs) the font draws: flags/<letters>.woff2 each. */\n"
        f"export const BOARD_EMOJI_FLAGS: readonly string[] = [{flags}];\n\n"
        "/** Icons the font draws, each also with U+FE0F after it. */\n"
        f"export const BOARD_EMOJI_ICONS: readonly string[] = [{icons}];\n"
    )


if __name__ == "__main__":
    main()
