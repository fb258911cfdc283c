#!/bin/bash
# Books made by the version before D17, for trying migration 0013 on a copy (docs/ledger.md,
# "Books of before D17"). Needs that version checked out: git worktree add /tmp/old f925920 &&
# ln -s "$PWD/node_modules" /tmp/old/node_modules.
# Usage: scripts/books-before-d17.sh DATABASE_URL [COPY]
# With COPY, a copy of the books is kept there once they are written: on SQLite the database file
# (compacted; gzipped when COPY ends in .gz), on PostgreSQL a plain SQL dump of the URL's
# ?schema= (INSERTs, no owner or grants, no psql commands: it restores by running it).
# test/fixtures/migrations/ holds the copies test/migrations.test.ts migrates.
set -eo pipefail
url="$1"
copy="${2:+$(realpath -m "$2")}"
cd /tmp/old
export DATABASE_URL="$url"
cid=$(node /tmp/old/bin/finrec.js company create --name "Old books" | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s).id))')
tok=$(node /tmp/old/bin/finrec.js token create --company "$cid" --scopes finance:read,finance:write | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s).token))')
PORT=18555 node --import tsx src/main.ts >/tmp/old-server.log 2>&1 &
pid=$!
for i in $(seq 1 50); do curl -s localhost:18555/healthz >/dev/null && break; sleep 0.2; done
api() { curl -s -X "$1" "localhost:18555$2" -H "Authorization: Bearer $tok" -H 'Content-Type: application/json' ${3:+-d "$3"}; }
id() { node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>{const j=JSON.parse(s); if(!j.id){console.error(s);process.exit(1)} console.log(j.id)})'; }
sales=$(api POST /v1/accounts '{"source_id":"sales","name":"Sales","type":"revenue"}' | id)
bank=$(api POST /v1/accounts '{"source_id":"bank","name":"Checking","type":"asset"}' | id)
cus=$(api POST /v1/customers '{"source_id":"ada","name":"Ada"}' | id)
inv=$(api POST /v1/invoices "{\"source_id\":\"i1\",\"source_system\":\"t\",\"customer_id\":\"$cus\",\"currency\":\"USD\",\"document_date\":\"2026-01-10\",\"total_amount\":\"110.00\",\"lines\":[{\"description\":\"x\",\"amount\":\"110.00\",\"account_id\":\"$sales\"}]}" | id)
api POST /v1/invoices/$inv/submit {} >/dev/null; api POST /v1/invoices/$inv/approve {} >/dev/null
eur=$(api POST /v1/invoices "{\"source_id\":\"i2\",\"source_system\":\"t\",\"customer_id\":\"$cus\",\"currency\":\"EUR\",\"document_date\":\"2026-01-12\",\"total_amount\":\"100.00\",\"lines\":[{\"description\":\"y\",\"amount\":\"100.00\",\"account_id\":\"$sales\"}]}" | id)
api POST /v1/invoices/$eur/submit {} >/dev/null; api POST /v1/invoices/$eur/approve {} >/dev/null
api POST /v1/payments "{\"source_id\":\"p1\",\"source_system\":\"t\",\"customer_id\":\"$cus\",\"currency\":\"USD\",\"amount\":\"110.00\",\"status\":\"completed\",\"invoice_id\":\"$inv\",\"deposit_to_account_id\":\"$bank\",\"occurred_at\":\"2026-01-20T00:00:00Z\"}" | id >/dev/null
api POST /v1/payments "{\"source_id\":\"p2\",\"source_system\":\"t\",\"customer_id\":\"$cus\",\"currency\":\"EUR\",\"amount\":\"40.00\",\"exchange_rate\":\"1.10\",\"status\":\"completed\",\"invoice_id\":\"$eur\",\"deposit_to_account_id\":\"$bank\",\"occurred_at\":\"2026-01-21T00:00:00Z\"}" | id >/dev/null
api GET /v1/reports/trial_balance > /tmp/old-tb.json
kill $pid; wait $pid 2>/dev/null || true
if [ -n "$copy" ]; then
  case "$url" in
  sqlite:*)
    file="${url#sqlite:}"
    rm -f "${copy%.gz}"
    node -e 'const D=require("better-sqlite3"); const d=new D(process.argv[1]); d.prepare("vacuum into ?").run(process.argv[2]); d.close()' "$file" "${copy%.gz}"
    [ "${copy%.gz}" = "$copy" ] || gzip -9 -n -f "${copy%.gz}"
    ;;
  *)
    schema=$(node -e 'console.log(new URL(process.argv[1]).searchParams.get("schema") ?? "")' "$url")
    [ -n "$schema" ] || { echo "COPY of PostgreSQL books needs DATABASE_URL ?schema=" >&2; exit 1; }
    base=$(node -e 'const u=new URL(process.argv[1]); u.search=""; console.log(u.toString())' "$url")
    # Without psql's \restrict guard lines, so any client can run it.
    pg_dump --schema="$schema" --no-owner --no-privileges --inserts "$base" | grep -v '^\\\(un\)\?restrict ' >"$copy"
    ;;
  esac
fi
echo "$cid $tok"
