#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium; install it when it is missing and we may.
set -euo pipefail
path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$path" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium for the end-to-end tests..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium not found at $path. Install it (apt-get install chromium) or set CHROMIUM_PATH." >&2
exit 1
