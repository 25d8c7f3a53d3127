#!/usr/bin/env bash
# The whole test suite, as CI runs it (`npm test`): installs what it needs on a fresh machine, then
# format, lint, types, the content gates (pages, Markdown, spelling), unit tests, the strict production
# build, the route manifest and the sidebar, Playwright end-to-end tests in Debian's Chromium against
# nginx (every page: console, axe in both colour modes, first-load budget), search relevance, the byte
# budgets, and Lighthouse's accessibility, best practices and SEO.
#
# Every check here passes or fails on what the site is, never on how fast this machine is: timings
# (build time, search speed, Lighthouse performance) are printed by `npm run bench` against their
# budgets and never fail a run.
#
# `bash scripts/test.sh [group...]` runs some groups only, in this order whatever the order given:
#   static   format, lint, types, content, Markdown, spelling, sample compile checks, unit tests
#   build    the production build, then the route manifest and the sidebar against it
#   e2e      Playwright (E2E_SHARD=i/n runs one shard of it)
#   search   search relevance on the query set
#   budgets  first-load and search-index bytes (first loads from the e2e run when it measured them
#            all), Lighthouse once per page and preset
# Groups after `build` need a build in build/: the GitHub workflow builds once and hands it to them.
set -uo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

ALL_GROUPS=(static build e2e search budgets)
wanted=("$@")
[ ${#wanted[@]} -gt 0 ] || wanted=("${ALL_GROUPS[@]}")
for group in "${wanted[@]}"; do
  [[ " ${ALL_GROUPS[*]} " == *" $group "* ]] || { echo "test.sh: unknown group $group (${ALL_GROUPS[*]})" >&2; exit 2; }
done
runs() { [[ " ${wanted[*]} " == *" $1 "* ]]; }

passed=0
failed=0
failures=()
times=()
suite_start=$SECONDS

# Counts a stage's verdict (its exit status) and notes its time in seconds.
record() {
  local name="$1" status="$2" took="$3"
  if [ "$status" -eq 0 ]; then
    passed=$((passed + 1))
    echo "=== $name passed in ${took}s"
    times+=("$name ${took}s")
  else
    failed=$((failed + 1))
    failures+=("$name")
    echo "=== $name FAILED after ${took}s"
    times+=("$name ${took}s (failed)")
  fi
}

stage() {
  local name="$1"
  shift
  echo
  echo "=== $name: $*"
  local start=$SECONDS status=0
  "$@" || status=$?
  record "$name" "$status" $((SECONDS - start))
}

# Runs a command, then writes when it ended (seconds since the epoch) to the file $1.
ended_at() {
  local file="$1" status=0
  shift
  "$@" || status=$?
  date +%s >"$file"
  return "$status"
}

# Stages that run side by side: `together name -- cmd... ::: name -- cmd...`. The first one prints
# as it goes; each other one's output is kept and printed whole when it is done, in the order given;
# each gets its own verdict and its own time (not the time until its turn came). Used where the
# stages leave a core idle (single-threaded linters; Lighthouse waiting for a quiet page).
together() {
  local names=() pids=() logs=() starts=() current=() dir
  dir=$(mktemp -d)
  launch() {
    local log="$dir/${#names[@]}.log"
    echo "=== ${current[0]}: ${current[*]:2} (side by side)"
    if [ ${#names[@]} -eq 0 ]; then
      : >"$log"
      ended_at "$log.end" "${current[@]:2}" &
    else
      ended_at "$log.end" "${current[@]:2}" >"$log" 2>&1 &
    fi
    pids+=($!)
    names+=("${current[0]}")
    logs+=("$log")
    starts+=("$(date +%s)")
  }
  for arg in "$@"; do
    if [ "$arg" = ":::" ]; then
      launch
      current=()
    else
      current+=("$arg")
    fi
  done
  [ ${#current[@]} -eq 0 ] || launch
  local i status
  for i in "${!pids[@]}"; do
    echo
    status=0
    wait "${pids[$i]}" || status=$?
    cat "${logs[$i]}"
    record "${names[$i]}" "$status" $(($(cat "${logs[$i]}.end" 2>/dev/null || date +%s) - starts[i]))
  done
  rm -rf "$dir"
}

finish() {
  echo
  echo "Stage times: ${times[*]/%/,} total $((SECONDS - suite_start))s"
  [ ${#failures[@]} -eq 0 ] || echo "Failed stages: ${failures[*]}"
  echo "stages: $passed passed, $failed failed"
  [ "$failed" -eq 0 ]
  exit $?
}

# What the chosen groups need from Debian: Mono's C# compiler for the Unity samples, nginx (with its
# Brotli module) and Chromium to serve and load pages, libdeflate and brotli to precompress the build.
packages=()
runs static && packages+=(mono)
runs build && packages+=(libdeflate brotli)
if runs e2e || runs search || runs budgets; then packages+=(nginx chromium); fi
stage install bash scripts/ensure-deps.sh "${packages[@]}"
[ "$failed" -eq 0 ] || finish

if runs static; then
  together format -- npm run --silent format:check ::: lint -- npm run --silent lint \
    ::: typecheck -- npm run --silent typecheck ::: content -- npm run --silent lint:content \
    ::: markdown -- npm run --silent lint:md ::: spelling -- npm run --silent lint:spelling \
    ::: samples -- npm run --silent check:samples ::: unit -- npm run --silent test:unit
fi

if runs build; then
  stage build npm run --silent build
  if [ ! -f build/index.html ] || [[ " ${failures[*]} " == *" build "* ]]; then
    finish
  fi
  stage routes npm run --silent check:routes
  stage sidebar npm run --silent check:sidebar
fi

if runs e2e || runs search || runs budgets; then
  if [ ! -f build/index.html ]; then
    echo "No build/: run the build group first (npm run build)." >&2
    failed=$((failed + 1))
    failures+=(build-missing)
    finish
  fi
fi

# Lighthouse checks accessibility, best practices and SEO, which do not depend on timing, and spends
# most of each run waiting for the page to go quiet: it runs beside the e2e tests, which use the
# cores meanwhile.
lighthouse_stage=(lighthouse -- npm run --silent lighthouse -- --check --no-performance)
if runs e2e; then
  # The accessibility spec writes every page's first load here; none from an earlier run may count.
  rm -rf .tmp/first-load
  shard=()
  [ -z "${E2E_SHARD:-}" ] || shard=(--shard "$E2E_SHARD")
  e2e_stage=(e2e -- npm run --silent test:e2e -- "${shard[@]}")
  if runs budgets; then
    together "${e2e_stage[@]}" ::: "${lighthouse_stage[@]}"
  else
    together "${e2e_stage[@]}"
  fi
elif runs budgets; then
  together "${lighthouse_stage[@]}"
fi

if runs budgets; then
  # The e2e run measured every page's first load and held each to its budget; the bench reads those
  # figures when that run covered every page of this build, and loads every page itself otherwise.
  bench_args=(--check --no-timings)
  if runs e2e && [[ " ${failures[*]} " != *" e2e "* ]] && [ -z "${E2E_SHARD:-}" ]; then
    bench_args+=(--from-e2e)
  fi
  stage budgets npm run --silent bench -- "${bench_args[@]}"
fi

if runs search; then
  stage search-quality npm run --silent search:quality -- --check
fi
finish
