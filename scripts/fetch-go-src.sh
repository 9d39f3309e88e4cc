#!/usr/bin/env bash
# Unpacks the Go sources of older minor versions from Debian's golang-<minor>-src packages into
# .cache/go-src/<minor>/ and prints one line per version: "<minor><TAB><src dir><TAB><package version>".
#
#   scripts/fetch-go-src.sh 1.19 1.21 1.22
#
# Only scripts/content/runtime-messages.ts --fetch uses it, to regenerate content/quizzes/runtime-messages.json.
# Like ensure-go.sh it keeps a private apt state under .cache and installs nothing system-wide.
# Debian's suites carry (seen on this machine's mirror): bookworm 1.19; bookworm-backports 1.21–1.23;
# trixie 1.24; trixie-backports 1.25–1.27; forky and sid 1.26–1.27. No current suite carries 1.20.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cache="$root/.cache/go-src"
suites="bookworm bookworm-backports trixie trixie-backports forky"

if [ "$#" -eq 0 ]; then
  echo "usage: fetch-go-src.sh <minor>... (e.g. 1.19 1.21)" >&2
  exit 1
fi

# The directory under an unpacked package that holds the standard library (usr/share/go-1.N/src).
src_of() { find "$1" -maxdepth 7 -type f -path '*/src/runtime/panic.go' -print -quit | sed 's|/runtime/panic.go$||'; }

missing=()
for v in "$@"; do
  [[ "$v" =~ ^1\.[0-9]+$ ]] || { echo "fetch-go-src: \"$v\" is not a minor version like 1.21" >&2; exit 1; }
  [ -f "$cache/$v/.package-version" ] && [ -n "$(src_of "$cache/$v")" ] || missing+=("$v")
done

if [ "${#missing[@]}" -gt 0 ]; then
  # shellcheck source=scripts/debian-apt.sh
  . "$root/scripts/debian-apt.sh"
  if ! mirror="$(debian_mirror)"; then
    echo "fetch-go-src: no Debian mirror found in /etc/apt" >&2
    exit 1
  fi
  apt_dir="$cache/apt"
  # shellcheck disable=SC2086 # the suites are words
  debian_apt_setup "$apt_dir" "$mirror" $suites
  echo "fetch-go-src: reading Debian suites $suites ($mirror)" >&2
  apt-get "${apt_opts[@]}" update >&2
  for v in "${missing[@]}"; do
    rm -rf "$cache/$v" "$apt_dir/debs"/*
    # apt picks the highest version of the package across the suites above.
    if ! ( cd "$apt_dir/debs" && apt-get "${apt_opts[@]}" download "golang-$v-src" >&2 ); then
      echo "fetch-go-src: no suite of $suites carries golang-$v-src" >&2
      exit 1
    fi
    deb="$(ls "$apt_dir/debs"/*.deb)"
    mkdir -p "$cache/$v"
    dpkg -x "$deb" "$cache/$v"
    # Only the library's own Go files are read: drop tests, test data and everything that is not Go.
    find "$cache/$v" -type d \( -name testdata -o -path '*/go-*/test' \) -prune -exec rm -rf {} +
    find "$cache/$v" -type f \( ! -name '*.go' -o -name '*_test.go' \) -delete
    dpkg-deb -f "$deb" Version > "$cache/$v/.package-version"
    rm -f "$deb"
  done
fi

for v in "$@"; do
  printf '%s\t%s\t%s\n' "$v" "$(src_of "$cache/$v")" "golang-$v-src $(cat "$cache/$v/.package-version")"
done
