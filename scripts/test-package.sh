#!/usr/bin/env bash
# Installs quizgen's .deb on a bare Debian, where users are, and uses it there:
# 1. debootstrap makes a minimal root of this machine's Debian release from this machine's mirror
#    (no Swift, no -dev packages);
# 2. the binary, unpacked there but not installed, must NOT start: its libraries are missing;
# 3. apt installs the .deb, resolving its Depends from Debian's archive (the install is timed);
# 4. inside the root: quizgen --version, the man page and completions, init, build, check,
#    import of a GIFT file, export, collect answering /healthz and serve answering a page, both
#    on 127.0.0.1 (the root shares this machine's loopback; curl asks from outside).
# Prints the package's size, the install's time and the whole run's time.
#
# Needs root and Debian's archive (the only network use in quizgen's tests); without either it
# says so and exits 2. It is a separate command, not part of scripts/test.sh or .ci/run.
# Usage: scripts/test-package.sh [dist/quizgen_X_ARCH.deb]   (default: the newest in dist/)
#        QUIZGEN_KEEP_ROOT=1 keeps the bare root for a look afterwards.
set -euo pipefail
cd "$(dirname "$0")/.."
started=$(date +%s.%N)

fail() { echo "test-package: FAILED: $*" >&2; exit 1; }
cannot() {
  echo "test-package: CANNOT RUN: $*" >&2
  echo "test-package: the package was NOT tested" >&2
  exit 2
}
seconds_since() { awk -v a="$1" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }'; }

deb=${1:-$(ls -t dist/quizgen_*.deb 2>/dev/null | head -1 || true)}
[ -n "$deb" ] && [ -f "$deb" ] || cannot "no .deb (run scripts/package.sh first, or pass one)"
deb=$(readlink -f "$deb")
[ "$(id -u)" = 0 ] || cannot "debootstrap, chroot and mount need root"
for tool in curl dpkg-deb; do command -v "$tool" >/dev/null || cannot "$tool is missing"; done
if ! command -v debootstrap >/dev/null; then
  echo "test-package: installing debootstrap" >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap >/dev/null 2>&1 \
    || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap >/dev/null; } \
    || cannot "debootstrap is missing and apt-get could not install it"
fi

# This machine's release and mirror: /etc/os-release, and the first Debian archive in its apt
# sources (deb822 .sources or one-line .list), with its security archive if it has one.
. /etc/os-release
suite=${VERSION_CODENAME:-}
[ -n "$suite" ] || cannot "no VERSION_CODENAME in /etc/os-release"
sources=$(cat /etc/apt/sources.list /etc/apt/sources.list.d/*.sources /etc/apt/sources.list.d/*.list 2>/dev/null || true)
uris=$(echo "$sources" | awk '/^URIs:/ { for (i = 2; i <= NF; i++) print $i } /^deb / { print ($2 ~ /^\[/ ? $3 : $2) }' | grep -E 'debian' || true)
mirror=$(echo "$uris" | grep -v security | head -1)
security=$(echo "$uris" | grep security | head -1)
mirror=${mirror:-http://deb.debian.org/debian}
arch=$(dpkg --print-architecture)
echo "test-package: $deb ($(stat -c %s "$deb") bytes) on a bare Debian $suite/$arch from $mirror"
curl -fsS --max-time 20 -o /dev/null "$mirror/dists/$suite/Release" \
  || cannot "Debian's archive $mirror does not answer"

bare=$(mktemp -d /var/tmp/quizgen-bare.XXXXXX)
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  umount "$bare/proc" 2>/dev/null || true
  if [ "${QUIZGEN_KEEP_ROOT:-0}" = 1 ]; then echo "test-package: kept $bare" >&2; else rm -rf "$bare"; fi
}
trap cleanup EXIT
inside() { chroot "$bare" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 "$@"; }

step=$(date +%s.%N)
debootstrap --variant=minbase "$suite" "$bare" "$mirror" >"$bare.debootstrap.log" 2>&1 \
  || { tail -20 "$bare.debootstrap.log" >&2; rm -f "$bare.debootstrap.log"; fail "debootstrap"; }
rm -f "$bare.debootstrap.log"
echo "test-package: bare root in $(seconds_since "$step") s ($(du -sh "$bare" | cut -f1))"
{
  echo "deb $mirror $suite main"
  echo "deb $mirror $suite-updates main"
  if [ -n "$security" ]; then echo "deb $security $suite-security main"; fi
} >"$bare/etc/apt/sources.list"
cp /etc/resolv.conf "$bare/etc/resolv.conf"
mount -t proc proc "$bare/proc"
if inside sh -c 'command -v swift || ls /usr/lib/*/libcmark-gfm* /usr/include/cmark-gfm.h' 2>/dev/null; then
  fail "the bare root already has Swift or cmark-gfm"
fi

# Without its dependencies the binary does not start.
mkdir -p "$bare/tmp/unpacked"
dpkg-deb -x "$deb" "$bare/tmp/unpacked"
missing=$(inside ldd /tmp/unpacked/usr/bin/quizgen | grep 'not found' || true)
[ -n "$missing" ] || fail "ldd finds every library of the binary before its dependencies are installed"
echo "test-package: before install, ldd says:"
echo "$missing" | sed 's/^[[:space:]]*/  /'
if inside /tmp/unpacked/usr/bin/quizgen --version >/dev/null 2>"$bare/tmp/start.err"; then
  fail "the binary started without its dependencies"
fi
echo "test-package: and the binary does not start: $(head -1 "$bare/tmp/start.err")"
rm -rf "$bare/tmp/unpacked"

# apt installs the package and resolves its dependencies from Debian's archive.
cp "$deb" "$bare/tmp/"
step=$(date +%s.%N)
inside apt-get update -qq >"$bare/tmp/update.log" 2>&1 \
  || { cat "$bare/tmp/update.log" >&2; fail "apt-get update in the bare root"; }
update_time=$(seconds_since "$step")
step=$(date +%s.%N)
inside env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "/tmp/$(basename "$deb")" \
  >"$bare/tmp/install.log" 2>&1 || { tail -20 "$bare/tmp/install.log" >&2; fail "apt-get install of the package"; }
install_time=$(seconds_since "$step")
pulled=$(grep -E '^[0-9]+ upgraded, [0-9]+ newly installed' "$bare/tmp/install.log" || true)
fetched=$(grep -E '^(Need to get|Get:.*|Fetched) ' "$bare/tmp/install.log" | grep -E '^(Need to get|Fetched)' | tail -1 || true)
echo "test-package: installed with apt in $install_time s (apt-get update $update_time s): $pulled; $fetched"
inside dpkg -s quizgen | grep -E '^(Version|Installed-Size|Depends):' | sed 's/^/  /'

# The installed program.
version=$(inside quizgen --version) || fail "quizgen --version after install"
echo "test-package: $version"
expected=$(dpkg-deb -f "$deb" Description | grep -o 'Built from commit [^.]*' | awk '{print $4}')
[[ "$version" =~ ^quizgen\ [0-9]+\.[0-9]+\.[0-9]+\ \((.*)\)$ ]] || fail "--version says '$version'"
[ "${BASH_REMATCH[1]}" = "$expected" ] || fail "--version names ${BASH_REMATCH[1]}, the package says $expected"
for file in /usr/share/man/man1/quizgen.1.gz /usr/share/bash-completion/completions/quizgen \
  /usr/share/zsh/vendor-completions/_quizgen /usr/share/fish/vendor_completions.d/quizgen.fish \
  /usr/share/quizgen/schemas/config.schema.json /usr/share/quizgen/schemas/exam.schema.json; do
  [ -s "$bare$file" ] || fail "$file is not installed"
done
inside sh -c 'zcat /usr/share/man/man1/quizgen.1.gz | grep -qi "^\.sh NAME"' || fail "the man page has no sections"
inside bash -c 'source /usr/share/bash-completion/completions/quizgen && complete -p quizgen' >/dev/null \
  || fail "the bash completion does not load"

run() {
  local out
  out=$(inside sh -c "cd /root && $1" 2>&1) || { echo "$out" >&2; fail "$1"; }
  echo "test-package: ok: $1"
  if [ -n "${2:-}" ]; then echo "$out" | grep -qE "$2" || { echo "$out" >&2; fail "$1 did not print /$2/"; }; fi
}
run "quizgen init site --title 'Bare Debian'"
for file in site/quizgen.yaml site/Content/exams/sample-quiz.yaml; do
  schema=$(head -1 "$bare/root/$file" | sed -n 's/^# yaml-language-server: \$schema=//p')
  [ -n "$schema" ] && [ -s "$bare$schema" ] || fail "$file names no installed schema ('$schema')"
done
echo "test-package: ok: the files init writes name schemas the package installed"
run "cd site && quizgen build" "built [0-9]+ files into Site/"
[ -s "$bare/root/site/Site/index.html" ] || fail "build wrote no Site/index.html"
run "cd site && quizgen check"
cat >"$bare/root/rivers.gift" <<'GIFT'
$CATEGORY: $course$/Rivers

::Danube capital::Which capital lies on the Danube?{=Vienna ~Prague ~Madrid}

::Elbe source::The Elbe rises in Poland.{FALSE}
GIFT
run "cd site && quizgen import ../rivers.gift" "imported 2 questions"
run "cd site && quizgen check"
run "cd site && quizgen export SAMPLE-1 --format gift --output /root/sample.gift" "exported [0-9]+ questions"
[ -s "$bare/root/sample.gift" ] || fail "export wrote no sample.gift"
run "cd site && quizgen export SAMPLE-1 --output /root/sample.zip" "exported"

# The two servers, on free loopback ports, each stopped by its pid.
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
wait_for() { # url, pattern, seconds
  local deadline=$((SECONDS + $3)) body
  while [ $SECONDS -lt $deadline ]; do
    if body=$(curl -fsS --max-time 5 "$1" 2>/dev/null) && echo "$body" | grep -q "$2"; then return 0; fi
    sleep 0.5
  done
  return 1
}
port=$(free_port)
inside sh -c "cd /root/site && exec quizgen collect --host 127.0.0.1 --port $port --quiet" >"$bare/tmp/collect.log" 2>&1 &
pids+=($!)
wait_for "http://127.0.0.1:$port/healthz" '"ok"' 30 || { cat "$bare/tmp/collect.log" >&2; fail "collect did not answer /healthz"; }
echo "test-package: ok: quizgen collect answers http://127.0.0.1:$port/healthz"
port=$(free_port)
inside sh -c "cd /root/site && exec quizgen serve --host 127.0.0.1 --port $port" >"$bare/tmp/serve.log" 2>&1 &
pids+=($!)
wait_for "http://127.0.0.1:$port/" 'Bare Debian' 60 || { cat "$bare/tmp/serve.log" >&2; fail "serve did not answer the home page"; }
echo "test-package: ok: quizgen serve answers http://127.0.0.1:$port/ with the site's home page"

echo "test-package: package $(basename "$deb"): $(stat -c %s "$deb") bytes ($(du -h --apparent-size "$deb" | cut -f1)), installed $(inside dpkg-query -W -f='${Installed-Size}' quizgen) KiB"
echo "test-package: install time $install_time s (apt-get install with its dependencies, after a $update_time s apt-get update)"
echo "test-package: passed in $(seconds_since "$started") s"
