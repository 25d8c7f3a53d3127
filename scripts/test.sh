#!/usr/bin/env bash
# The whole test suite, as CI runs it (`npm test`): installs what it needs on a fresh machine, then
# format, lint, types, the content gates (pages, Markdown, spelling), unit tests, the strict production
# build, the route manifest and the sidebar, Playwright end-to-end tests in Debian's Chromium against
# nginx, the size budgets and Lighthouse.
set -uo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

passed=0
failed=0
failures=()

stage() {
  local name="$1"
  shift
  echo
  echo "=== $name: $*"
  local start=$SECONDS
  if "$@"; then
    passed=$((passed + 1))
    echo "=== $name passed in $((SECONDS - start))s"
  else
    failed=$((failed + 1))
    failures+=("$name")
    echo "=== $name FAILED after $((SECONDS - start))s"
  fi
}

finish() {
  echo
  [ ${#failures[@]} -eq 0 ] || echo "Failed stages: ${failures[*]}"
  echo "stages: $passed passed, $failed failed"
  [ "$failed" -eq 0 ]
  exit $?
}

stage install bash scripts/ensure-deps.sh nginx chromium zopfli
[ "$failed" -eq 0 ] || finish

stage format npm run --silent format:check
stage lint npm run --silent lint
stage typecheck npm run --silent typecheck
stage content npm run --silent lint:content
stage markdown npm run --silent lint:md
stage spelling npm run --silent lint:spelling
stage unit npm run --silent test:unit
stage build npm run --silent build
if [ -f build/index.html ] && [[ " ${failures[*]} " != *" build "* ]]; then
  stage routes npm run --silent check:routes
  stage sidebar npm run --silent check:sidebar
  stage e2e npm run --silent test:e2e
  stage search-quality npm run --silent search:quality -- --check
  stage bench npm run --silent bench -- --check
  stage lighthouse npm run --silent lighthouse -- --check
fi
finish
