#!/usr/bin/env bash
# Dashboard users from the CLI (issue 6), as an operator runs it: `npx finrec user …`, the password
# on standard input (never an argument), on a fresh SQLite file.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
export DATABASE_URL="sqlite:$dir/cli-users.db"
json() { node -e "let s='';process.stdin.on('data',d=>s+=d).on('end',()=>{const v=JSON.parse(s);console.log(eval('v'+process.argv[1]))})" "$1"; }
fail() { echo "CLI users test failed: $*" >&2; exit 1; }
password='correct horse battery staple'

cid=$(npx finrec company create --name "Users Co" | json .id)
other=$(npx finrec company create --name "Other Co" | json .id)

created=$(printf '%s\n' "$password" | npx finrec user create --company "$cid" --email ' Ada@Example.COM ' --role admin)
[ "$(echo "$created" | json .email)" = ada@example.com ] || fail "email not normalised: $created"
[ "$(echo "$created" | json .role)" = admin ] || fail "role"
[ "$(echo "$created" | json .company_id)" = "$cid" ] || fail "company"
echo "$created" | grep -qi -e password -e scrypt && fail "user create prints the password or its hash"
printf '%s' "$password" | npx finrec user create --company "$cid" --email bob@example.com --role member >/dev/null

listed=$(npx finrec user list --company "$cid")
[ "$(echo "$listed" | json .length)" = 2 ] || fail "user list: $listed"
[ "$(echo "$listed" | json '.map(u=>u.email+":"+u.role).join(",")')" = "ada@example.com:admin,bob@example.com:member" ] || fail "user list content: $listed"
echo "$listed" | grep -qi -e password -e scrypt && fail "user list shows password hashes"
[ "$(npx finrec user list --company "$other" | json .length)" = 0 ] || fail "other company lists users"

# Stored as a salted scrypt hash only: never the password itself.
node -e "
const db = new (require('better-sqlite3'))(process.argv[1], { readonly: true });
const rows = db.prepare('select password_hash from users').all();
if (rows.length !== 2) process.exit(2);
for (const r of rows) if (!/^scrypt\\\$65536\\\$8\\\$2\\\$[A-Za-z0-9_-]{22}\\\$[A-Za-z0-9_-]{43}$/.test(r.password_hash)) process.exit(3);
if (rows[0].password_hash === rows[1].password_hash) process.exit(4);
" "$dir/cli-users.db" || fail "stored hashes (exit $?)"
grep -q "$password" "$dir/cli-users.db" && fail "the password is in the database file"

expect_error() { # expect_error MESSAGE-PATTERN -- ARGS… (stdin: the password)
  local pattern=$1; shift; shift
  if npx finrec "$@" >"$dir/out" 2>"$dir/err"; then fail "accepted: $*"; fi
  grep -q -- "$pattern" "$dir/err" || fail "message for $*: $(cat "$dir/err")"
  [ -s "$dir/out" ] && fail "printed on stdout for $*"
  return 0
}
printf '%s\n' "$password" | expect_error 'already exists' -- user create --company "$cid" --email ADA@example.com --role member
printf '%s\n' "$password" | expect_error 'already exists' -- user create --company "$other" --email ada@example.com --role admin
printf 'short\n' | expect_error 'at least 12 characters' -- user create --company "$cid" --email c@example.com --role admin
expect_error 'no password given' -- user create --company "$cid" --email d@example.com --role admin </dev/null
printf '%s\n' "$password" | expect_error '--role must be one of admin, member' -- user create --company "$cid" --email e@example.com --role owner
printf '%s\n' "$password" | expect_error '--email must be an email address' -- user create --company "$cid" --email not-an-email --role admin
printf '%s\n' "$password" | expect_error '--email is required' -- user create --company "$cid" --role admin
printf '%s\n' "$password" | expect_error 'no company with id' -- user create --company 00000000-0000-0000-0000-000000000000 --email f@example.com --role admin
expect_error 'no company with id' -- user list --company 00000000-0000-0000-0000-000000000000
# A record not found names the database the CLI opened (the server may use another).
expect_error "in sqlite:$dir/cli-users.db" -- user list --company 00000000-0000-0000-0000-000000000000
# There is no way to give the password as an argument.
printf '%s\n' "$password" | expect_error "Unknown option '--password'" -- user create --company "$cid" --email g@example.com --role admin --password "$password"
[ "$(npx finrec user list --company "$cid" | json .length)" = 2 ] || fail "a refused command created a user"
# At a real terminal (issue 25): under a pseudo-terminal (test/helpers/at-terminal.py, Python's pty
# module), the password is asked twice without echo, a mismatch or a short password is asked again,
# and the user created can sign in with it.
at_terminal() { python3 test/helpers/at-terminal.py "$dir/tty" "$@"; }
signs_in() { # signs_in EMAIL PASSWORD: the stored hash verifies the password
  node --import tsx -e "
import Database from 'better-sqlite3';
import { verifyPassword } from './src/platform/passwords.ts';
const db = new Database(process.argv[1], { readonly: true });
const row = db.prepare('select password_hash from users where email = ?').get(process.argv[2]);
process.exit(row && (await verifyPassword(process.argv[3], row.password_hash)) ? 0 : 5);
" "$dir/cli-users.db" "$1" "$2"
}
tty_password='a terminal typed secret'
at_terminal 'Password: ' "$tty_password\r" 'Password again: ' "$tty_password\r" -- \
  npx finrec user create --company "$cid" --email tty@example.com --role admin || fail "at a terminal: exit $?: $(cat "$dir/tty")"
grep -q '"email": "tty@example.com"' "$dir/tty" || fail "at a terminal, no user printed: $(cat "$dir/tty")"
grep -q "$tty_password" "$dir/tty" && fail "the password was echoed at the terminal: $(cat "$dir/tty")"
grep -q 'aborted' "$dir/tty" && fail "at a terminal: $(cat "$dir/tty")"
signs_in tty@example.com "$tty_password" || fail "the user created at a terminal cannot sign in"

# A mismatch, then a password too short, are each asked again; the third try is kept.
at_terminal 'Password: ' "$tty_password\r" 'Password again: ' "not the same one\r" \
  'differ; try again' '' 'Password: ' "short\r" 'at least 12 characters; try again' '' \
  'Password: ' "$tty_password 2\r" 'Password again: ' "$tty_password 2\r" -- \
  npx finrec user create --company "$cid" --email retry@example.com --role member || fail "retry at a terminal: $(cat "$dir/tty")"
grep -q -e "$tty_password" -e 'not the same one' -e 'short' "$dir/tty" && fail "echoed: $(cat "$dir/tty")"
signs_in retry@example.com "$tty_password 2" || fail "the retried password is not the one stored"

# Both lines typed ahead of the prompts are taken in order.
at_terminal '' "$tty_password 3\r$tty_password 3\r" -- \
  npx finrec user create --company "$cid" --email ahead@example.com --role member || fail "type-ahead: $(cat "$dir/tty")"
signs_in ahead@example.com "$tty_password 3" || fail "the typed-ahead password is not the one stored"

# Three mismatches, or Ctrl-C, create nothing and exit 1.
if at_terminal 'Password: ' "$tty_password\r" 'Password again: ' "x$tty_password\r" \
  'Password: ' "$tty_password\r" 'Password again: ' "x$tty_password\r" \
  'Password: ' "$tty_password\r" 'Password again: ' "x$tty_password\r" -- \
  npx finrec user create --company "$cid" --email never@example.com --role member; then fail "three mismatches accepted"; fi
grep -q 'the two passwords differ; nothing was created' "$dir/tty" || fail "three mismatches: $(cat "$dir/tty")"
if at_terminal 'Password: ' 'half typ\x03' -- \
  npx finrec user create --company "$cid" --email never@example.com --role member; then fail "Ctrl-C accepted"; fi
grep -q 'cancelled; nothing was created' "$dir/tty" || fail "Ctrl-C: $(cat "$dir/tty")"
[ "$(npx finrec user list --company "$cid" | json .length)" = 5 ] || fail "users after the terminal runs: $(npx finrec user list --company "$cid")"
echo "CLI users: ok"
