#!/usr/bin/env bash
# Prints the path of a `go` binary of version 1.26 or newer.
# Uses the `go` on PATH when it is new enough; otherwise fetches Debian's golang-1.27 packages
# (suite "forky") into .cache/go without touching the machine's own apt state.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cache="$root/.cache/go"
min_minor=26

go_is_new_enough() {
  local v
  v="$("$1" env GOVERSION 2>/dev/null || true)"   # e.g. go1.27.3
  [[ "$v" =~ ^go1\.([0-9]+) ]] && (( BASH_REMATCH[1] >= min_minor ))
}

if command -v go >/dev/null 2>&1 && GOTOOLCHAIN=local go_is_new_enough "$(command -v go)"; then
  command -v go
  exit 0
fi

find_cached() {
  local g
  for g in "$cache"/root/usr/lib/go-1.*/bin/go; do
    [ -x "$g" ] || continue
    if GOROOT="$(dirname "$(dirname "$g")")" GOTOOLCHAIN=local go_is_new_enough "$g"; then
      echo "$g"
      return 0
    fi
  done
  return 1
}

if find_cached; then exit 0; fi

# shellcheck source=scripts/debian-apt.sh
. "$root/scripts/debian-apt.sh"
if ! mirror="$(debian_mirror)"; then
  echo "ensure-go: no Debian mirror found in /etc/apt; install Go 1.26+ and put it on PATH" >&2
  exit 1
fi
apt_dir="$cache/apt"
mkdir -p "$cache/root"
debian_apt_setup "$apt_dir" "$mirror" forky
echo "ensure-go: fetching golang-1.27 from Debian forky ($mirror)" >&2
apt-get "${apt_opts[@]}" update >&2
( cd "$apt_dir/debs" && apt-get "${apt_opts[@]}" download golang-1.27-go golang-1.27-src >&2 )
for deb in "$apt_dir/debs"/*.deb; do dpkg -x "$deb" "$cache/root"; done
rm -rf "$apt_dir/debs"

if find_cached; then exit 0; fi
echo "ensure-go: Go 1.26+ could not be installed" >&2
exit 1
