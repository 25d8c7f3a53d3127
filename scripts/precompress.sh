#!/usr/bin/env bash
# Precompresses the build for nginx: every file nginx would compress on the fly (the types in its
# gzip_types, 512 bytes or more) gets a .gz beside it for gzip_static and a .br for brotli_static.
#
# - gzip: libdeflate's gzip at level 12, ordinary gzip that every browser reads, within 1% of
#   zopfli's size (smaller on the search indexes) and about ten times faster.
# - Brotli (browsers ask for it over HTTPS): level 11 for the scripts, styles and search indexes,
#   which are shared by many pages and cached for a year, and level 9 for the pages, Markdown twins
#   and the rest, which is about three times faster than 11 on them for about 10% more bytes. On 2
#   cores: about 8 s for the 1,314 files, where level 11 on every file took 19 s.
#
# Both run on every core.
set -euo pipefail
cd "$(dirname "$0")/.."
build="${1:-build}"
command -v libdeflate-gzip >/dev/null 2>&1 || bash scripts/ensure-deps.sh libdeflate
command -v brotli >/dev/null 2>&1 || bash scripts/ensure-deps.sh brotli
start=$SECONDS
# A stale .gz or .br from an earlier build would be served instead of the new file.
find "$build" -type f \( -name '*.gz' -o -name '*.br' \) -delete
jobs=$(nproc)
find "$build" -type f -size +511c \( -name '*.html' -o -name '*.js' -o -name '*.css' -o -name '*.json' \
  -o -name '*.svg' -o -name '*.xml' -o -name '*.txt' -o -name '*.md' \) -print0 |
  xargs -0 -r -n 64 -P "$jobs" libdeflate-gzip -12 -k -f -q
gzip_done=$SECONDS
find "$build" -type f -size +511c \( -name '*.js' -o -name '*.css' -o -name '*.json' \) -print0 |
  xargs -0 -r -n 8 -P "$jobs" brotli -q 11 -k -f
find "$build" -type f -size +511c \( -name '*.html' -o -name '*.svg' -o -name '*.xml' -o -name '*.txt' -o -name '*.md' \) \
  -print0 | xargs -0 -r -n 64 -P "$jobs" brotli -q 9 -k -f
gz=$(find "$build" -type f -name '*.gz' | wc -l)
br=$(find "$build" -type f -name '*.br' | wc -l)
echo "Precompressed $gz files with libdeflate-gzip -12 in $((gzip_done - start))s and $br with brotli in $((SECONDS - gzip_done))s"
