# Sourced by ensure-go.sh and fetch-go-src.sh: apt run against Debian suites of the machine's own
# mirror, with a private state under .cache, so nothing system-wide is read or changed.

# Prints the machine's Debian mirror, from its own apt configuration (never a host name written here).
debian_mirror() {
  local f m=""
  for f in /etc/apt/sources.list.d/*.sources; do
    [ -f "$f" ] || continue
    m="$(awk '/^URIs:/ { for (i = 2; i <= NF; i++) if ($i !~ /security/) { print $i; exit } }' "$f")"
    [ -n "$m" ] && break
  done
  if [ -z "$m" ]; then
    for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
      [ -f "$f" ] || continue
      m="$(awk '/^deb / && $2 !~ /security/ { print $2; exit }' "$f")"
      [ -n "$m" ] && break
    done
  fi
  [ -n "$m" ] && echo "$m"
}

# debian_apt_setup <apt dir> <mirror> <suite>...: writes a sources file for the suites and sets the
# array `apt_opts` that points apt-get at it and at the private state in <apt dir>.
debian_apt_setup() {
  local dir="$1" mirror="$2"
  shift 2
  mkdir -p "$dir/lists/partial" "$dir/cache/archives/partial" "$dir/debs"
  cat > "$dir/private.sources" <<SRC
Types: deb
URIs: $mirror
Suites: $*
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
SRC
  apt_opts=(
    -o "Dir::Etc::SourceList=$dir/private.sources"
    -o "Dir::Etc::SourceParts=-"
    -o "Dir::State::Lists=$dir/lists"
    -o "Dir::Cache=$dir/cache"
    -o "APT::Get::List-Cleanup=0"
  )
}
