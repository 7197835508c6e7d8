#!/usr/bin/env bash
# Starts Chromium with every --enable-features and --disable-features it was given merged into one of each.
# Chromium keeps only the last of each switch, so the lists that Playwright and chrome-launcher pass would be
# replaced by ours (e2e/chromium.ts) instead of joined with them. The browser is CHROME_PATH or Debian's.
enable=()
disable=()
args=()
for arg in "$@"; do
  case $arg in
    --enable-features=*) enable+=("${arg#*=}") ;;
    --disable-features=*) disable+=("${arg#*=}") ;;
    *) args+=("$arg") ;;
  esac
done
joined() { local IFS=,; echo "$*"; }
if [ ${#enable[@]} -gt 0 ]; then args+=("--enable-features=$(joined "${enable[@]}")"); fi
if [ ${#disable[@]} -gt 0 ]; then args+=("--disable-features=$(joined "${disable[@]}")"); fi
exec "${CHROME_PATH:-/usr/bin/chromium}" "${args[@]}"
