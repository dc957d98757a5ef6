#!/usr/bin/env bash
# Installs, from Debian or Ubuntu packages, the language tools that check and run the API code samples
# (npm run test:samples), and Debian's chromium for the browser tests when there is no browser at
# CHROMIUM_PATH (default /usr/bin/chromium): one package install, run by .ci/run while `npm ci` runs.
# GitHub's runners set CHROMIUM_PATH to their Chrome, so no chromium is installed there.
# scripts/ensure-chromium.sh stays the fallback of `npm test` run on its own. Only the packages whose
# tool is missing are installed. Runs as root, or through sudo where there is one (GitHub's runners).
set -euo pipefail

packages=()
need() { # need COMMAND PACKAGE...
  command -v "$1" >/dev/null 2>&1 || packages+=("${@:2}")
}
need python3 python3
need curl curl
need ruby ruby
need php php-cli
need go golang-go
need gcc gcc libc6-dev
need rustfmt rustfmt
need Rscript r-base-core
need ocamlc ocaml-nox
need javac default-jdk-headless
need mcs mono-mcs
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || packages+=(chromium)
# libcurl's header for the C samples, and PHP's curl extension for the PHP cURL samples.
if ! compgen -G '/usr/include/curl/curl.h' >/dev/null && ! compgen -G '/usr/include/*/curl/curl.h' >/dev/null; then
  packages+=(libcurl4-openssl-dev)
fi
if command -v php >/dev/null 2>&1; then
  php -r 'exit(extension_loaded("curl") ? 0 : 1);' || packages+=(php-curl)
else
  packages+=(php-curl)
fi

if [ ${#packages[@]} -eq 0 ]; then
  echo "sample tools and browser: all present"
  exit 0
fi
sudo=()
[ "$(id -u)" -eq 0 ] || sudo=(sudo)
started=$(date +%s)
echo "sample tools and browser: installing ${packages[*]}"
"${sudo[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null
echo "sample tools and browser: installed in $(( $(date +%s) - started )) s"
