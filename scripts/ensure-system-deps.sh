#!/usr/bin/env bash
# Chromium for the end-to-end tests (Debian's package; nothing is downloaded by Playwright) and a
# reachable PostgreSQL for the integration tests.
set -euo pipefail

if [ ! -x /usr/bin/chromium ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "Installing Debian's chromium package for the browser tests…"
    DEBIAN_FRONTEND=noninteractive apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "Missing /usr/bin/chromium: install Debian's 'chromium' package (apt-get install chromium) as root." >&2
    exit 1
  fi
fi
/usr/bin/chromium --version

pg_url="${TEST_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432/test}"
if command -v pg_isready >/dev/null; then
  if ! pg_isready -q -d "$pg_url"; then
    if [ "$(id -u)" = "0" ] && command -v pg_ctlcluster >/dev/null; then
      echo "Starting PostgreSQL…"
      pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n 1)" main start || true
      for _ in $(seq 1 20); do pg_isready -q -d "$pg_url" && break; sleep 1; done
    fi
  fi
  pg_isready -d "$pg_url" || { echo "PostgreSQL is not reachable at $pg_url (set TEST_POSTGRES_URL)." >&2; exit 1; }
else
  echo "pg_isready not found; assuming PostgreSQL at $pg_url is reachable."
fi
