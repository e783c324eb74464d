#!/usr/bin/env bash
# Issue 33's media benchmark: a `quizgen init` site (the default theme) with 1,000 pages, each a
# page bundle with one photo of its own (a distinct 1200 × 900 JPEG with EXIF, so every one is
# decoded, stripped and copied at 480 and 960 pixels) and two fenced code blocks (Python and
# Swift, highlighted at build), built by a release quizgen:
#   cold    no Site/, no .quizgen/cache/ (every image processed)
#   warm    Site/ and the build cache deleted, .quizgen/cache/images/ kept (a full build whose
#           images all come from the cache)
#   no-op   nothing changed (the build is skipped)
#   edit    one page's body edited below its photo (a patch: that page alone rendered again, its
#           photo's size and copies from the full build's media record)
#   plain   the same 1,000 pages without the image and the code blocks, cold
# Each line: wall seconds, CPU seconds (user + system), peak RSS. Needs libvips-tools (`vips`)
# to make the photo. Run from the repository root: Benchmarks/media-bench.sh [pages]
set -euo pipefail
cd "$(dirname "$0")/.."
pages=${1:-1000}
swift build -c release --product quizgen >/dev/null
quizgen=$PWD/.build/release/quizgen
command -v vips >/dev/null || { echo "media-bench: needs vips (apt-get install libvips-tools)" >&2; exit 2; }
work=$PWD/Benchmarks/.work/media-bench-$pages
rm -rf "$work" && mkdir -p "$work"
# One photo-like base image: a gradient with noise, as a camera's JPEG at quality 90.
vips xyz "$work/xy.v" 1200 900
vips extract_band "$work/xy.v" "$work/x.v" 0
vips linear "$work/x.v" "$work/g.v" 0.2 10
vips gaussnoise "$work/n.v" 1200 900 --sigma 10 --mean 0
vips add "$work/g.v" "$work/n.v" "$work/s.v"
vips bandjoin "$work/s.v $work/s.v $work/x.v" "$work/rgb.v"
vips cast "$work/rgb.v" "$work/u.v" uchar
vips copy "$work/u.v" "$work/base.jpg[Q=90]"
make_site() { # $1: folder, $2: with media (1) or not (0)
  "$quizgen" init "$1" >/dev/null
  python3 - "$1" "$2" "$pages" "$work/base.jpg" <<'PY'
import os, sys
root, media, pages, base = sys.argv[1], sys.argv[2] == "1", int(sys.argv[3]), sys.argv[4]
photo = open(base, "rb").read()
for n in range(pages):
    folder = os.path.join(root, "Content", "pages", "bench", f"p{n:04d}")
    os.makedirs(folder, exist_ok=True)
    text = f"---\ntitle: Page {n}\n---\nA page about topic {n}, with some words to index.\n\n"
    if media:
        # A distinct file per page: a JPEG comment segment (FF FE) with the page number after
        # the start marker, so each photo has its own content hash.
        comment = f"photo {n}".encode()
        data = photo[:2] + b"\xff\xfe" + (len(comment) + 2).to_bytes(2, "big") + comment + photo[2:]
        open(os.path.join(folder, "photo.jpg"), "wb").write(data)
        text += "![A photo](photo.jpg)\n\n"
        text += f"```python\ndef area(r):\n    return 3.14159 * r * r  # page {n}\n\nprint(area(2))\n```\n\n"
        text += f"```swift\nlet values = [1, 2, 3].map {{ $0 * {n} }}\nprint(values.reduce(0, +))\n```\n"
    text += "\nMore text after the media.\n"
    open(os.path.join(folder, "index.md"), "w").write(text)
PY
  printf 'images:\n  widths: [480, 960]\n' >>"$1/quizgen.yaml"
}
measure() { # $1: label, $2: site
  /usr/bin/time -f '%e %U %S %M' -o "$work/time" "$quizgen" build --root "$2" >/dev/null 2>"$work/err" \
    || { cat "$work/err" >&2; exit 1; }
  read -r wall user sys rss <"$work/time"
  printf '%-6s %7.2f s wall  %7.2f s CPU  %6d MB peak RSS\n' "$1" "$wall" "$(echo "$user + $sys" | bc)" $((rss / 1024))
}
make_site "$work/media" 1
make_site "$work/plain" 0
echo "media-bench: $pages pages, $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
measure cold "$work/media"
echo "        $(ls "$work/media/.quizgen/cache/images" | wc -l) cache files, Site/ $(du -sm "$work/media/Site" | cut -f1) MB"
rm -rf "$work/media/Site" "$work/media"/.Site.*
measure warm "$work/media"
measure no-op "$work/media"
printf '\nOne more line, edited.\n' >>"$work/media/Content/pages/bench/p0500/index.md"
measure edit "$work/media"
grep -q 're-rendered 1 file' "$work/err" || { echo "media-bench: the edit was not a patch:" >&2; cat "$work/err" >&2; exit 1; }
measure plain "$work/plain"
rm -rf "$work"
