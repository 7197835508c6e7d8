#!/usr/bin/env bash
# The server's import directions until eslint-plugin-boundaries enforces them: server/db imports no domain,
# operations, routes, http or mail, and nothing in server/ imports the pages' render or a client folder.
set -u
cd "$(dirname "$0")/.."
status=0
if git grep -nE "from '(\.\./)+(domain|operations|routes|http|mail)/|from '@/server/(domain|operations|routes|http|mail)/" -- server/db; then
  echo 'server/db must import only db files (and the contract).' >&2
  status=1
fi
if git grep -nE "from '(@/|(\.\./)+)(ssr|components|hooks|services|state|pages)/" -- server; then
  echo 'server/ must not import ssr/ or a client folder.' >&2
  status=1
fi
exit $status
