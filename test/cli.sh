#!/usr/bin/env bash
# The admin CLI as a user runs it: `npx finrec …` from the project's root, on a fresh SQLite file.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
export DATABASE_URL="sqlite:$dir/cli.db"
json() { node -e "let s='';process.stdin.on('data',d=>s+=d).on('end',()=>{const v=JSON.parse(s);console.log(eval('v'+process.argv[1]))})" "$1"; }
fail() { echo "CLI test failed: $*" >&2; exit 1; }

company=$(npx finrec company create --name "CLI Test Co" --currency EUR)
cid=$(echo "$company" | json .id)
[ "$(echo "$company" | json .base_currency)" = EUR ] || fail "currency"
[ "$(npx finrec company list | json .length)" = 1 ] || fail "company list"
# A lower-case code is the same currency (issue 25).
[ "$(npx finrec company create --name "Lower Co" --currency jpy | json .base_currency)" = JPY ] || fail "lower-case currency"

created=$(npx finrec token create --company "$cid" --scopes finance:read --name ci --expires-in 30d)
token=$(echo "$created" | json .token)
tid=$(echo "$created" | json .id)
[[ "$token" =~ ^svc_live_[0-9A-Za-z]{38}$ ]] || fail "token format: $token"
[ "$(echo "$created" | json .prefix)" = "${token:0:12}" ] || fail "prefix"
[ "$(echo "$created" | json .expires_at)" != null ] || fail "expiry"

listed=$(npx finrec token list --company "$cid")
echo "$listed" | grep -q "$token" && fail "token list shows the secret"
[ "$(echo "$listed" | json '[0].revoked_at')" = null ] || fail "revoked_at before revoke"

revoked=$(npx finrec token revoke --id "$tid")
[ "$(echo "$revoked" | json .id)" = "$tid" ] || fail "revoke id"
[ "$(npx finrec token list --company "$cid" | json '[0].revoked_at')" != null ] || fail "revoked_at after revoke"

if npx finrec token create --company "$cid" --scopes finance:admin 2>"$dir/err"; then fail "unknown scope accepted"; fi
grep -q 'unknown scope' "$dir/err" || fail "unknown scope message"
if npx finrec company create 2>"$dir/err"; then fail "missing --name accepted"; fi
grep -q -- '--name is required' "$dir/err" || fail "missing name message"
if npx finrec token create --company 00000000-0000-0000-0000-000000000000 --scopes finance:read 2>"$dir/err"; then fail "unknown company accepted"; fi
grep -q "in sqlite:$dir/cli.db" "$dir/err" || fail "not-found message names no database: $(cat "$dir/err")"

# The dashboard's default: a token expires in 90 days unless told otherwise; never means never.
expires=$(npx finrec token create --company "$cid" --scopes finance:read | json .expires_at)
node -e "const d=(Date.parse(process.argv[1])-Date.now())/86400000; process.exit(d>89.9&&d<=90?0:1)" "$expires" || fail "default expiry: $expires"
[ "$(npx finrec token create --company "$cid" --scopes finance:read --expires-in never | json .expires_at)" = null ] || fail "--expires-in never"

# --help and -h print usage on stdout and exit 0, for the whole CLI and per command.
npx finrec --help >"$dir/out" || fail "--help exit code"
grep -q 'finrec company create' "$dir/out" || fail "--help usage"
npx finrec -h | grep -q 'finrec token revoke' || fail "-h usage"
npx finrec company create --help >"$dir/out" || fail "company create --help exit code"
grep -q 'usage: finrec company create --name NAME' "$dir/out" || fail "company create --help usage"
npx finrec token -h | grep -q 'finrec token list' || fail "token -h"
if npx finrec company frobnicate 2>"$dir/err"; then fail "unknown command accepted"; fi
grep -q 'unknown command' "$dir/err" || fail "unknown command message"
# D17: the journal lines without base amounts (none in a new company), and the command's help.
[ "$(npx finrec ledger missing-rates --company "$cid" | json .lines)" = 0 ] || fail "ledger missing-rates"
[ "$(npx finrec ledger missing-rates --apply | json .valued_lines)" = 0 ] || fail "ledger missing-rates --apply"
npx finrec ledger missing-rates --help | grep -q 'never guessed' || fail "ledger missing-rates --help"
echo "CLI: ok"
