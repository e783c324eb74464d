#!/usr/bin/env bash
# Regenerates Sources/QuizgenRendering/ThemeHistory.tsv, a data file embedded into the binary:
# the SHA-256 of every version of every built-in template that the git history of HEAD has
# carried, plus the working tree's. `quizgen theme prune` and the stale-override warnings use it
# to recognise unchanged copies of earlier built-in templates (such as the 30 files the old
# `quizgen init` copied into every new site).
#
# The theme's source is Sources/QuizgenRendering/Theme/; before it moved there it was the
# repository's Templates/ (now the example site's overrides), so a commit that has no
# Sources/QuizgenRendering/Theme/ is read from its Templates/.
#
# Run it after changing a template, and again after merging a branch that changed one: the test
# ThemeHistoryTests fails, naming each missing version, when the table lacks a version that git
# holds. A source tarball has no git history: the script then leaves the file as it is.
set -euo pipefail
cd "$(dirname "$0")/.."
theme=Sources/QuizgenRendering/Theme
out=Sources/QuizgenRendering/ThemeHistory.tsv
if ! git rev-parse --git-dir >/dev/null 2>&1; then
  echo "theme-history: not a git checkout; $out left as it is" >&2
  exit 0
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Every (file, blob, first commit) that any commit of HEAD's history holds in the theme's folder
# of its day, oldest commit first, so each version is named after the commit that introduced it.
while read -r commit; do
  folder=$theme
  # Before the move, Theme/ held the Swift generated from Templates/.
  if [ -z "$(git ls-tree --name-only "$commit" -- "$theme/" | grep '\.mustache$' || true)" ]; then
    folder=Templates
  fi
  git ls-tree -r "$commit" -- "$folder/" | while read -r _ type blob path; do
    [ "$type" = blob ] || continue
    case "$path" in *.mustache) ;; *) continue ;; esac
    echo "${path#"$folder"/} $blob ${commit:0:7}"
  done
done < <(git rev-list --topo-order --reverse HEAD) > "$work/all"
# The working tree's files, which the binary embeds.
while read -r f; do
  echo "${f#"$theme"/} $(git hash-object "$f") working-tree"
done < <(find "$theme" -maxdepth 1 -type f -name '*.mustache' | LC_ALL=C sort) >> "$work/all"
# Keep the first commit of each (file, blob); hash each blob's bytes with SHA-256.
awk '!seen[$1 " " $2]++' "$work/all" | while read -r path blob commit; do
  if [ "$commit" = working-tree ]; then
    sha=$(sha256sum < "$theme/$path" | cut -d' ' -f1)
  else
    sha=$(git cat-file blob "$blob" | sha256sum | cut -d' ' -f1)
  fi
  echo "$path $sha $commit"
done | awk '!seen[$1 " " $2]++' | LC_ALL=C sort -k1,1 -k2,2 > "$work/table"
{
  echo "# Made by scripts/theme-history.sh from the git history of the built-in theme; do not edit."
  echo "# Each line: a template file, the SHA-256 of one version of it, the commit that introduced it."
  tr ' ' '\t' < "$work/table"
} > "$out"
echo "wrote $out ($(wc -l < "$work/table") versions of $(cut -d' ' -f1 "$work/table" | sort -u | wc -l) templates)"
