#!/usr/bin/env bash
# Runs before `npm test`: the browser tests need a Chromium. Installs Debian's package when none is found.
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$browser" ]; then
  exit 0
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "ensure-chromium: no Chromium at $browser; install one or set CHROMIUM_PATH" >&2
  exit 1
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
echo "ensure-chromium: installing Debian's chromium for the browser tests"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends chromium >/dev/null
"$browser" --version
