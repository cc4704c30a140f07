#!/usr/bin/env python3
"""
Makes the board themes' text faces: every unicode-range subset of the @fontsource faces the
themes name (FACES below, as renderer/scene/fonts.ts lists them), rewritten without what a board
never uses, into assets/fonts/themes/ with one stylesheet per face (`<family>-<weight>.css`).

Each subset keeps its glyphs, its unicode-range and the OpenType features a browser applies by
itself (kerning, ligatures, marks, automatic fractions: fontTools' default list), so a board draws
the same pixels. Left out: the TrueType hinting instructions (Chromium draws the same pixels
without them: every character of every subset drawn on a canvas at 14-72 px, old file against
new, differed in no pixel), glyphs only optional features reach (tabular and old-style
figures, alternates) and glyph names. A Barlow Condensed face goes from 21 KB to 13 KB.

The output is committed: building and testing never run this. Run it again after updating an
@fontsource package or adding a face to FACES:

    pip install fonttools brotli
    python3 scripts/make-board-fonts.py
    npx prettier --write assets/fonts/themes
"""
import re
from pathlib import Path

from fontTools import subset

ROOT = Path(__file__).resolve().parent.parent
FONTSOURCE = ROOT / "node_modules" / "@fontsource"
OUT = ROOT / "assets" / "fonts" / "themes"

# (package, family, weight): every face a theme may name.
FACES = [
    ("barlow-condensed", "Barlow Condensed", 400),
    ("barlow-condensed", "Barlow Condensed", 500),
    ("barlow-condensed", "Barlow Condensed", 600),
    ("barlow-condensed", "Barlow Condensed", 700),
    ("bebas-neue", "Bebas Neue", 400),
    ("league-gothic", "League Gothic", 400),
    ("anton", "Anton", 400),
    ("roboto-condensed", "Roboto Condensed", 400),
    ("roboto-condensed", "Roboto Condensed", 600),
    ("oswald", "Oswald", 600),
    ("playfair-display", "Playfair Display", 700),
    ("big-shoulders-display", "Big Shoulders Display", 800),
    ("saira-condensed", "Saira Condensed", 700),
]

RULE = re.compile(r"@font-face\s*{(?P<body>[^}]*)}", re.S)
FILE = re.compile(r"url\(\./files/(?P<name>[^)]+\.woff2)\)")
RANGE = re.compile(r"unicode-range:\s*(?P<range>[^;]+);")


def slim(source: Path, target: Path) -> tuple[int, int]:
    """Writes `source` without hinting, optional-feature glyphs and glyph names; both sizes."""
    options = subset.Options()
    options.flavor = "woff2"
    options.hinting = False
    options.glyph_names = False
    options.notdef_outline = True
    # Names, copyright and licence (OFL) stay; descriptions and other languages go.
    options.name_IDs = [0, 1, 2, 3, 4, 5, 6, 13, 14]
    # As fontTools' own command does: bounds and flags stay as the font has them.
    font = subset.load_font(str(source), options)
    subsetter = subset.Subsetter(options)
    # Every character the subset has: coverage stays what its unicode-range promises.
    subsetter.populate(unicodes=font.getBestCmap().keys())
    subsetter.subset(font)
    subset.save_font(font, str(target), options)
    return source.stat().st_size, target.stat().st_size


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for old in [*OUT.glob("*.woff2"), *OUT.glob("*.css")]:
        old.unlink()
    before = after = 0
    for package, family, weight in FACES:
        css = (FONTSOURCE / package / f"{weight}.css").read_text()
        rules = []
        for match in RULE.finditer(css):
            body = match.group("body")
            file = FILE.search(body)
            unicode_range = RANGE.search(body)
            if not file or not unicode_range:
                raise SystemExit(f"{package}/{weight}.css: a face without a woff2 file or range")
            name = file.group("name").replace("-normal", "")
            old, new = slim(FONTSOURCE / package / "files" / file.group("name"), OUT / name)
            before += old
            after += new
            rules.append(
                "@font-face {\n"
                f"  font-family: '{family}';\n"
                "  font-style: normal;\n"
                "  font-display: swap;\n"
                f"  font-weight: {weight};\n"
                f"  src: url(./{name}) format('woff2');\n"
                f"  unicode-range: {unicode_range.group('range').strip()};\n"
                "}\n"
            )
        header = (
            f"/* {family} {weight}: the @fontsource/{package} subsets made smaller by\n"
            "   scripts/make-board-fonts.py (do not edit; run it again). */\n"
        )
        (OUT / f"{package}-{weight}.css").write_text(header + "\n".join(rules))
    print(f"{len(FACES)} faces: {before} bytes of woff2 before, {after} after")


if __name__ == "__main__":
    main()
