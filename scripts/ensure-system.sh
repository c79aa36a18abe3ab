#!/usr/bin/env bash
# Installs the Debian packages the demo host and the test suite need, only when one is missing,
# so a fresh machine gets them and a prepared one pays nothing. Usage: ensure-system.sh demo|test|scale
set -euo pipefail
profile=${1:-demo}
pkgs=(wordpress php-cli php-mysql php-xml php-mbstring php-curl php-gd mariadb-server zip unzip)
if [ "$profile" = test ] || [ "$profile" = scale ]; then
  # the web nodes of the scale-out tests and the load figures (demo-host/lib/web-nodes.mjs)
  pkgs+=(php-fpm nginx)
fi
if [ "$profile" = test ]; then
  pkgs+=(phpunit php-codesniffer chromium-headless-shell openjdk-17-jre-headless)
fi
missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "Installing Debian packages: ${missing[*]}"
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq -o DPkg::Lock::Timeout=600
$sudo apt-get install -y -qq -o DPkg::Lock::Timeout=600 --no-install-recommends "${missing[@]}" >/dev/null
