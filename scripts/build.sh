#!/usr/bin/env bash
# Production build, timed: the wall time and each stage's go to .tmp/build-time.json for `npm run
# bench` (Docusaurus, whose Markdown twins plugin records its own share in .tmp/twins-time.json; the
# security headers, written from the built pages by scripts/write-security-headers.ts; and the
# precompression for nginx's gzip_static, scripts/precompress.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp
now() { date +%s%N; }
start=$(now)
npx docusaurus build "$@"
docusaurus_done=$(now)
npx tsx scripts/write-security-headers.ts build
headers_done=$(now)
bash scripts/precompress.sh
end=$(now)
ms() { echo $(( ($2 - $1) / 1000000 )); }
wall=$(ms "$start" "$end")
printf '{"wallMs": %s, "stages": {"docusaurus": %s, "headers": %s, "compression": %s}, "finishedAt": "%s"}\n' \
  "$wall" "$(ms "$start" "$docusaurus_done")" "$(ms "$docusaurus_done" "$headers_done")" "$(ms "$headers_done" "$end")" \
  "$(date -u +%Y-%m-%dT%H:%M:%SZ)" > .tmp/build-time.json
echo "Build wall time: $((wall / 1000)).$(( (wall % 1000) / 100 ))s"
