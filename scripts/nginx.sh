#!/usr/bin/env bash
# Serves build/ with the production nginx rules at http://127.0.0.1:PORT/docs/ (PORT defaults to 3000).
# Runs in the foreground; Ctrl+C stops it.
set -euo pipefail
cd "$(dirname "$0")/.."
port="${1:-${PORT:-3000}}"
if [ ! -f build/index.html ]; then
  echo "No build/ yet: run npm run build first." >&2
  exit 1
fi
# The security headers that nginx/argus-docs.conf includes are written by the build, with the hashes
# of its inline scripts (names from config/security.ts: NGINX_HEADERS_FILE, NGINX_HEADERS_INCLUDE).
headers_file="$PWD/build/security-headers.nginx.conf"
if [ ! -f "$headers_file" ]; then
  echo "build/ has no security-headers.nginx.conf: run npm run build (or npx tsx scripts/write-security-headers.ts)." >&2
  exit 1
fi
nginx_bin=$(command -v nginx || echo /usr/sbin/nginx)
# nginx/argus-docs.conf serves the build's .br files (brotli_static), from Debian's module.
brotli_module=/usr/lib/nginx/modules/ngx_http_brotli_static_module.so
if [ ! -f "$brotli_module" ]; then
  echo "nginx has no Brotli module ($brotli_module): run bash scripts/ensure-deps.sh nginx." >&2
  exit 1
fi
prefix="$PWD/.tmp/nginx-$port"
mkdir -p "$prefix/www" "$prefix/logs" "$prefix/temp"
ln -sfn "$PWD/build" "$prefix/www/docs"
# nginx resolves the include next to this nginx.conf.
ln -sfn "$headers_file" "$prefix/argus-docs-security-headers.conf"
user_line=""
# Workers run as this user, so they can read a checkout in a private temporary folder.
[ "$(id -u)" -eq 0 ] && user_line="user root root;"
# NGINX_TLS=1 serves HTTPS with a self-signed certificate made here: browsers ask for Brotli only
# over HTTPS, so the bench measures the bytes a reader's browser gets that way.
listen_line="listen 127.0.0.1:$port;"
tls_lines=""
if [ "${NGINX_TLS:-}" = 1 ]; then
  if [ ! -f "$prefix/tls.key" ]; then
    openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj "/CN=127.0.0.1" \
      -keyout "$prefix/tls.key" -out "$prefix/tls.crt" >/dev/null 2>&1
  fi
  listen_line="listen 127.0.0.1:$port ssl;"
  tls_lines="ssl_certificate $prefix/tls.crt; ssl_certificate_key $prefix/tls.key;"
fi
cat > "$prefix/nginx.conf" <<CONF
load_module $brotli_module;
$user_line
worker_processes 1;
pid $prefix/nginx.pid;
error_log $prefix/logs/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  client_body_temp_path $prefix/temp/body;
  proxy_temp_path $prefix/temp/proxy;
  fastcgi_temp_path $prefix/temp/fastcgi;
  uwsgi_temp_path $prefix/temp/uwsgi;
  scgi_temp_path $prefix/temp/scgi;
  server {
    $listen_line
    $tls_lines
    server_name localhost;
    root $prefix/www;
    include $PWD/nginx/argus-docs.conf;
  }
}
CONF
echo "Serving http$([ "${NGINX_TLS:-}" = 1 ] && echo s)://127.0.0.1:$port/docs/"
exec "$nginx_bin" -p "$prefix" -c "$prefix/nginx.conf" -g 'daemon off;'
