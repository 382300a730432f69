#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs the build into a scratch prefix (stripped, as a package is) and runs the installed
# programs as a user would: from another folder, with a clean environment (no display, no
# UMPIRE_TABLES). They must find their modules under their own prefix, never in the source
# tree, and carry no path of the source or build tree.
# Run by CTest, which sets BUILD_DIR SOURCE_DIR SCRATCH APP_ID BINDIR DATADIR MANDIR DOCDIR.
set -euo pipefail

fail() { echo "FAIL: $*" >&2; exit 1; }

prefix="$SCRATCH/prefix"
rm -rf "$SCRATCH"
mkdir -p "$SCRATCH/home" "$SCRATCH/elsewhere"
cmake --install "$BUILD_DIR" --prefix "$prefix" --strip >"$SCRATCH/install.log" || fail "cmake --install (see $SCRATCH/install.log)"

for file in "$BINDIR/umpire" "$BINDIR/umpire-cli" \
            "$DATADIR/applications/$APP_ID.desktop" \
            "$DATADIR/icons/hicolor/scalable/apps/$APP_ID.svg" \
            "$DATADIR/metainfo/$APP_ID.metainfo.xml" \
            "$MANDIR/man1/umpire.1.gz" "$MANDIR/man1/umpire-cli.1.gz" \
            "$DOCDIR/copyright" "$DOCDIR/changelog.gz" \
            "$DATADIR/umpire/tables/umpire-module.schema.json"; do
  [ -s "$prefix/$file" ] || fail "the install has no $file"
done
modules=$(find "$SOURCE_DIR/tables" -maxdepth 1 -name '*.yaml' | wc -l)
installed=$(find "$prefix/$DATADIR/umpire/tables" -maxdepth 1 -name '*.yaml' | wc -l)
[ "$installed" -eq "$modules" ] || fail "$installed modules installed, $modules in tables/"
# Companions of texts in another language (NAME.fr.yaml) are installed too, but are no games.
modules=$(find "$SOURCE_DIR/tables" -maxdepth 1 -name '*.yaml' ! -name '*.[a-z][a-z].yaml' | wc -l)

# A user's shell: no display, no UMPIRE_* variables, started from an unrelated folder.
run() { (cd "$SCRATCH/elsewhere" && env -i HOME="$SCRATCH/home" PATH=/usr/bin:/bin LANG=C.UTF-8 "$@"); }

out=$(run "$prefix/$BINDIR/umpire" --version) || fail "umpire --version without a display exited $?"
[[ "$out" == "umpire "[0-9]* ]] || fail "umpire --version printed '$out'"
out=$(run "$prefix/$BINDIR/umpire" --help) || fail "umpire --help without a display exited $?"
[[ "$out" == *"--log <FILE>"* ]] || fail "umpire --help does not list --log: $out"
if run "$prefix/$BINDIR/umpire" --no-such-option >/dev/null 2>&1; then fail "umpire accepted --no-such-option"; fi

out=$(run "$prefix/$BINDIR/umpire-cli" check 2>&1) || fail "installed umpire-cli check exited $?: $out"
ok=$(grep -c '^ok ' <<<"$out" || true)
[ "$ok" -eq "$modules" ] || fail "installed umpire-cli check passed $ok games, expected $modules: $out"
[[ "$out" != *"$SOURCE_DIR/tables"* ]] || fail "installed umpire-cli read the source tree: $out"

out=$(run env QT_QPA_PLATFORM=offscreen "$prefix/$BINDIR/umpire" --startup-time 2>&1) \
  || fail "installed umpire did not start offscreen: $out"
[[ "$out" == *"usable window after"* ]] || fail "installed umpire printed '$out'"
# Qt's own options reach Qt: no display and no QT_QPA_PLATFORM, the platform named on the line.
out=$(run "$prefix/$BINDIR/umpire" -platform offscreen --startup-time 2>&1) \
  || fail "installed umpire -platform offscreen did not start: $out"
[[ "$out" == *"usable window after"* ]] || fail "installed umpire -platform offscreen printed '$out'"

# Without its modules the installed program says where it looked; it never falls back to the
# source tree's copy.
mv "$prefix/$DATADIR/umpire/tables" "$SCRATCH/tables-moved"
out=$(run "$prefix/$BINDIR/umpire-cli" games 2>&1 || true)
mv "$SCRATCH/tables-moved" "$prefix/$DATADIR/umpire/tables"
[[ "$out" != *"la-fleur-au-fusil"* && "$out" != *"$SOURCE_DIR/tables"* ]] || fail "modules found without the installed tables: $out"
[[ "$out" == *"$prefix/$DATADIR/umpire/tables"* ]] || fail "the missing modules folder is not named: $out"

# Both 8-bit and UTF-16 strings (QStringLiteral) are searched.
for program in umpire umpire-cli; do
  text=$( { strings -a "$prefix/$BINDIR/$program"; strings -a -e l "$prefix/$BINDIR/$program"; } )
  for path in "$SOURCE_DIR" "$BUILD_DIR"; do
    found=$(grep -F "$path" <<<"$text" | head -3 || true)
    [ -z "$found" ] || fail "$BINDIR/$program contains the path $path: $found"
  done
done
echo "installed tree in $prefix: programs, $installed modules, desktop entry, icon, metainfo, man pages, copyright, changelog: all good"
