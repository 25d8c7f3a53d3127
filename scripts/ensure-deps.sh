#!/usr/bin/env bash
# Installs what the site needs on a fresh machine: node modules from the lockfile, and the Debian
# packages named as arguments (nginx, chromium, libdeflate, brotli, mono) when their command is missing. The two
# downloads run side by side: on a fresh machine they take about as long as the longer one alone.
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

missing=()
for pkg in "$@"; do
  case "$pkg" in
    chromium) [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium) ;;
    # nginx with the module that serves the precompressed .br files (brotli_static).
    nginx)
      if ! { command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; } ||
        [ ! -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ]; then
        missing+=(nginx libnginx-mod-http-brotli-static)
      fi
      ;;
    libdeflate) command -v libdeflate-gzip >/dev/null 2>&1 || missing+=(libdeflate-tools) ;;
    brotli) command -v brotli >/dev/null 2>&1 || missing+=(brotli) ;;
    # Mono's C# compiler and the two framework assemblies the Unity samples use beyond its core.
    mono)
      if ! command -v mcs >/dev/null 2>&1 || [ ! -f /usr/lib/mono/4.5/System.Net.Http.dll ] ||
        [ ! -f /usr/lib/mono/4.5/System.IO.Compression.dll ]; then
        missing+=(mono-mcs libmono-system-net-http4.0-cil libmono-system-io-compression4.0-cil)
      fi
      ;;
    *) echo "ensure-deps: unknown package $pkg" >&2; exit 2 ;;
  esac
done

apt_pid=""
apt_log=$(mktemp)
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing ${missing[*]} from Debian's packages (alongside the node modules)..."
  sudo_cmd=()
  [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
  (
    "${sudo_cmd[@]}" apt-get update -qq &&
      DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
  ) >"$apt_log" 2>&1 &
  apt_pid=$!
fi

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "Installing node modules from package-lock.json..."
  if ! npm ci --no-audit --no-fund --loglevel=error; then
    # npm ci can reject optional packages for other platforms that the registry lacks; install from the
    # lockfile instead and make sure it did not change.
    echo "npm ci failed; installing from the lockfile with npm install."
    cp package-lock.json .package-lock.before
    npm install --no-audit --no-fund
    if ! cmp -s package-lock.json .package-lock.before; then
      mv .package-lock.before package-lock.json
      echo "npm install changed package-lock.json; run it locally and commit the lockfile." >&2
      exit 1
    fi
    rm -f .package-lock.before
  fi
fi

if [ -n "$apt_pid" ]; then
  if ! wait "$apt_pid"; then
    cat "$apt_log" >&2
    echo "ensure-deps: apt-get could not install ${missing[*]}." >&2
    exit 1
  fi
  echo "Installed ${missing[*]}."
fi
rm -f "$apt_log"
