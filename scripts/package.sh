#!/usr/bin/env bash
# Makes quizgen's release packages in dist/ (git-ignored), from a release build of this tree:
#   dist/quizgen_<version>_<arch>.deb          a Debian package, Depends: on the runtime libraries
#   dist/quizgen-<version>-linux-<arch>.tar.xz the same files for any glibc Linux
# Both hold the stripped binary, its man page (swift-argument-parser's generate-manual, the
# tool behind its GenerateManual plugin), its bash, zsh and fish completions and the JSON
# Schemas of docs/schemas (share/quizgen/schemas); `quizgen
# --version` names the commit (scripts/source-commit.sh). scripts/test-package.sh installs the
# .deb on a bare Debian.
#
# Usage: scripts/package.sh [--no-build]   (--no-build packages the release binary already built)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd -P)
build=1
if [ "${1:-}" = "--no-build" ]; then build=0; fi

QUIZGEN_COMMIT=$(scripts/source-commit.sh)
export QUIZGEN_COMMIT
if [ "$build" = 1 ]; then
  scripts/bootstrap.sh
  # The same build as scripts/build-site.sh: the Swift runtime and Foundation linked statically,
  # so the package needs no Swift on the machine, only the C libraries listed in Depends.
  swift build -c release --product quizgen --static-swift-stdlib
fi
binary=.build/release/quizgen
[ -x "$binary" ] || { echo "package: no $binary; run without --no-build" >&2; exit 1; }

version_line=$("$binary" --version)
version=$(echo "$version_line" | awk '{print $2}')
case "$version_line" in
  *"($QUIZGEN_COMMIT)"*) ;;
  *) if [ -n "$QUIZGEN_COMMIT" ]; then
       echo "package: $binary says '$version_line', not commit $QUIZGEN_COMMIT; rebuild without --no-build" >&2
       exit 1
     fi ;;
esac
arch=$(dpkg --print-architecture)
# Dates inside the packages: the commit's, so that two runs on the same commit give the same bytes.
SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || date +%s)}
export SOURCE_DATE_EPOCH

rm -rf dist/work
mkdir -p dist/work
work=$root/dist/work

# The binary, stripped (the symbols are half its size; Swift needs none of them at run time).
install -D -m 0755 "$binary" "$work/bin/quizgen"
strip --strip-all "$work/bin/quizgen"
"$work/bin/quizgen" --version >/dev/null

# The man page, from the commands' definitions: generate-manual runs the binary with
# --experimental-dump-help. It is built from the swift-argument-parser checkout the quizgen build
# resolved (offline), in its own scratch folder.
parser=$root/.build/checkouts/swift-argument-parser
[ -d "$parser" ] || { echo "package: no $parser (run swift package resolve)" >&2; exit 1; }
swift build --package-path "$parser" --scratch-path "$root/.build/generate-manual" \
  --product generate-manual >/dev/null
mkdir -p "$work/man"
"$root/.build/generate-manual/debug/generate-manual" "$work/bin/quizgen" \
  --date "$(date -u -d "@$SOURCE_DATE_EPOCH" +%Y-%m-%d)" --section 1 --output-directory "$work/man"
[ -s "$work/man/quizgen.1" ] || { echo "package: generate-manual wrote no quizgen.1" >&2; exit 1; }

# Completions, as quizgen prints them.
mkdir -p "$work/completions"
"$work/bin/quizgen" --generate-completion-script bash >"$work/completions/quizgen.bash"
"$work/bin/quizgen" --generate-completion-script zsh >"$work/completions/_quizgen"
"$work/bin/quizgen" --generate-completion-script fish >"$work/completions/quizgen.fish"

# Depends: each library the binary names (NEEDED; the libraries' own needs, such as libxml2's
# ICU, are their packages' Depends), where ldd finds it, the Debian package that ships it (dpkg
# -S), and that package's own minimum version for the library (its shlibs file, as
# dpkg-shlibdeps does without symbols files). The dynamic loader comes with libc6.
needed=$(objdump -p "$work/bin/quizgen" | awk '$1 == "NEEDED" { print $2 }')
depends=()
while read -r soname path; do
  [ -n "$path" ] || continue
  grep -qxF "$soname" <<<"$needed" || continue
  owner=""
  for candidate in "$path" "$(readlink -f "$path")" "/usr$path"; do
    owner=$(dpkg -S "$candidate" 2>/dev/null | head -1 | cut -d: -f1) && [ -n "$owner" ] && break
  done
  [ -n "$owner" ] || { echo "package: no Debian package ships $path ($soname)" >&2; exit 1; }
  dependency=$owner
  shlibs=$(ls /var/lib/dpkg/info/"$owner".shlibs /var/lib/dpkg/info/"$owner":*.shlibs 2>/dev/null | head -1 || true)
  if [ -n "$shlibs" ]; then
    # libfoo.so.1 is "libfoo 1"; libfoo-1.2.so is "libfoo-1.2" with no version.
    if [[ "$soname" =~ ^(.*)\.so\.(.*)$ ]]; then name=${BASH_REMATCH[1]} sover=${BASH_REMATCH[2]}
    else name=${soname%.so} sover=""; fi
    entry=$(awk -v n="$name" -v v="$sover" '$1 !~ /:$/ && $1 == n && $2 == v { $1 = ""; $2 = ""; print; exit }' "$shlibs" | sed 's/^ *//')
    [ -n "$entry" ] && dependency=$entry
  fi
  depends+=("$dependency")
done < <(ldd "$work/bin/quizgen" | awk '$2 == "=>" && $3 ~ /^\// { print $1, $3 }')
depends_line=$(printf '%s\n' "${depends[@]}" | sort -u | paste -sd, | sed 's/,/, /g')

# The Debian package.
deb_root=$work/deb
install -D -m 0755 "$work/bin/quizgen" "$deb_root/usr/bin/quizgen"
install -D -m 0644 "$work/man/quizgen.1" "$deb_root/usr/share/man/man1/quizgen.1"
gzip -9n "$deb_root/usr/share/man/man1/quizgen.1"
install -D -m 0644 "$work/completions/quizgen.bash" "$deb_root/usr/share/bash-completion/completions/quizgen"
install -D -m 0644 "$work/completions/_quizgen" "$deb_root/usr/share/zsh/vendor-completions/_quizgen"
install -D -m 0644 "$work/completions/quizgen.fish" "$deb_root/usr/share/fish/vendor_completions.d/quizgen.fish"
# The JSON Schemas of quizgen.yaml, exams, banks, feeds, submissions and reports, for editors
# (yaml-language-server's `# yaml-language-server: $schema=/usr/share/quizgen/schemas/...`).
for schema in docs/schemas/*.json; do
  install -D -m 0644 "$schema" "$deb_root/usr/share/quizgen/schemas/$(basename "$schema")"
done
install -D -m 0644 README.md "$deb_root/usr/share/doc/quizgen/README.md"
gzip -9n "$deb_root/usr/share/doc/quizgen/README.md"
if [ -f LICENSE ]; then install -D -m 0644 LICENSE "$deb_root/usr/share/doc/quizgen/copyright"; fi
installed_kib=$(du -sk --apparent-size "$deb_root/usr" | cut -f1)
mkdir -p "$deb_root/DEBIAN"
cat >"$deb_root/DEBIAN/control" <<CONTROL
Package: quizgen
Version: $version
Architecture: $arch
Maintainer: quizgen maintainers <quizgen@localhost>
Installed-Size: $installed_kib
Depends: $depends_line
Section: web
Priority: optional
Description: static-site generator for quizzes, exams and social feeds
 quizgen builds quiz, exam and social-feed sites from Markdown, YAML and JSON:
 exams from question banks, grading, a submission service (quizgen collect),
 a live-reload preview (quizgen serve), and import and export of GIFT, Aiken,
 Moodle XML, text2qti and QTI. Built from commit ${QUIZGEN_COMMIT:-unknown}.
CONTROL
find "$deb_root" -exec touch -h -d "@$SOURCE_DATE_EPOCH" {} +
deb=dist/quizgen_${version}_${arch}.deb
dpkg-deb --root-owner-group -Zxz --build "$deb_root" "$deb" >/dev/null

# The tarball: the same files under quizgen-<version>/, for a machine without dpkg.
name=quizgen-$version
tar_root=$work/tar/$name
install -D -m 0755 "$work/bin/quizgen" "$tar_root/bin/quizgen"
install -D -m 0644 "$work/man/quizgen.1" "$tar_root/share/man/man1/quizgen.1"
install -D -m 0644 "$work/completions/quizgen.bash" "$tar_root/share/bash-completion/completions/quizgen"
install -D -m 0644 "$work/completions/_quizgen" "$tar_root/share/zsh/site-functions/_quizgen"
install -D -m 0644 "$work/completions/quizgen.fish" "$tar_root/share/fish/vendor_completions.d/quizgen.fish"
for schema in docs/schemas/*.json; do
  install -D -m 0644 "$schema" "$tar_root/share/quizgen/schemas/$(basename "$schema")"
done
install -m 0644 README.md "$tar_root/README.md"
if [ -f LICENSE ]; then install -m 0644 LICENSE "$tar_root/LICENSE"; fi
cat >"$tar_root/DEPENDENCIES" <<DEPS
$version_line needs these libraries at run time (Debian package names; apt installs them with
the .deb):
$depends_line
DEPS
tarball=dist/$name-linux-$(uname -m).tar.xz
tar --sort=name --mtime="@$SOURCE_DATE_EPOCH" --owner=0 --group=0 --numeric-owner \
  -C "$work/tar" -cf - "$name" | xz -6 -T1 >"$tarball"

rm -rf "$work"
echo "package: $version_line"
echo "package: Depends: $depends_line"
echo "package: $deb $(stat -c %s "$deb") bytes ($(du -h --apparent-size "$deb" | cut -f1)), installed ${installed_kib} KiB"
echo "package: $tarball $(stat -c %s "$tarball") bytes ($(du -h --apparent-size "$tarball" | cut -f1))"
