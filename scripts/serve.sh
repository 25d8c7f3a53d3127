#!/usr/bin/env bash
# Builds the production site and serves it at http://127.0.0.1:3000/docs/ with nginx, so search,
# the 404 status, redirects and .html normalisation behave as in production.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh nginx libdeflate
npm run build
exec bash scripts/nginx.sh "${PORT:-3000}"
