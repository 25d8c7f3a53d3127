#!/usr/bin/env bash
# Production build, timed: the wall time goes to .tmp/build-time.json for `npm run bench`. The security
# headers are written from the built pages (scripts/write-security-headers.ts), and the build is
# precompressed for nginx's gzip_static (scripts/precompress.sh); the wall time includes both.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp
start=$(date +%s%N)
npx docusaurus build "$@"
npx tsx scripts/write-security-headers.ts build
bash scripts/precompress.sh
end=$(date +%s%N)
ms=$(( (end - start) / 1000000 ))
printf '{"wallMs": %s, "finishedAt": "%s"}\n' "$ms" "$(date -u +%Y-%m-%dT%H:%M:%SZ)" > .tmp/build-time.json
echo "Build wall time: $((ms / 1000)).$(( (ms % 1000) / 100 ))s"
