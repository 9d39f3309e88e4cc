#!/usr/bin/env bash
# Runs the project's Go (1.26+, see ensure-go.sh) inside content/, offline, with the vendored modules.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
go_bin="$("$root/scripts/ensure-go.sh")"
export GOROOT="$(dirname "$(dirname "$go_bin")")"
export GOTOOLCHAIN=local GOFLAGS=-mod=vendor GOPROXY=off GOTELEMETRY=off
export GOCACHE="${GOCACHE:-$root/.cache/gocache}"
cd "$root/content"
exec "$go_bin" "$@"
