#!/bin/sh
# compose.yaml's garage-init: makes the media bucket and the store's key in Garage, through
# Garage's admin API (v2), then exits. It runs at every `docker compose up`; each step is a no-op
# the second time. The store gets a key that may read and write this one bucket: not the admin
# token (which stays in Garage and here), not owner (it cannot delete the bucket or change its
# settings), and it cannot create buckets.
# Busybox's sh and wget (the alpine image): wget fails on any HTTP error, which stops the script.
set -eu

admin=http://garage:3903
key_id=${GARAGE_STORE_KEY_ID:-}
secret=${GARAGE_STORE_SECRET_KEY:-}
bucket=${S3_BUCKET:-}

fail() {
  echo "garage-init: $*" >&2
  exit 1
}

[ -n "${GARAGE_ADMIN_TOKEN:-}" ] || fail 'set GARAGE_ADMIN_TOKEN in .env (openssl rand -hex 32)'
# Garage's own key format: an imported key that looks like one of its own.
printf '%s' "$key_id" | grep -Eq '^GK[0-9a-f]{24}$' ||
  fail 'GARAGE_STORE_KEY_ID in .env must be GK and 24 hex characters: echo GK$(openssl rand -hex 12)'
printf '%s' "$secret" | grep -Eq '^[0-9a-f]{64}$' ||
  fail 'GARAGE_STORE_SECRET_KEY in .env must be 64 hex characters: openssl rand -hex 32'
printf '%s' "$bucket" | grep -Eq '^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$' ||
  fail "S3_BUCKET is not a bucket name: $bucket"

# call OPERATION[?QUERY] [JSON]: GET, or POST when a body is given; the answer on stdout.
call() {
  if [ $# -gt 1 ]; then
    wget -q -O - --header "Authorization: Bearer $GARAGE_ADMIN_TOKEN" \
      --header 'Content-Type: application/json' --post-data "$2" "$admin/v2/$1"
  else
    wget -q -O - --header "Authorization: Bearer $GARAGE_ADMIN_TOKEN" "$admin/v2/$1"
  fi
}

# /health answers 200 once the node's layout (garage server --single-node) is in place.
tries=0
until wget -q -O /dev/null "$admin/health" 2>/dev/null; do
  tries=$((tries + 1))
  [ "$tries" -lt 60 ] || fail "Garage's admin API did not answer at $admin/health within a minute"
  sleep 1
done

info=$(call "GetBucketInfo?globalAlias=$bucket" 2>/dev/null) || {
  call CreateBucket "{\"globalAlias\":\"$bucket\"}" >/dev/null ||
    fail "Garage refused to create bucket $bucket: is GARAGE_ADMIN_TOKEN the token Garage started with?"
  info=$(call "GetBucketInfo?globalAlias=$bucket")
  echo "garage-init: created bucket $bucket"
}
bucket_id=$(printf '%s' "$info" | grep -o '"id": *"[0-9a-f]\{64\}"' | head -n 1 | grep -o '[0-9a-f]\{64\}') ||
  fail "no bucket id in Garage's answer for $bucket"

if key=$(call "GetKeyInfo?id=$key_id&showSecretKey=true" 2>/dev/null); then
  printf '%s' "$key" | grep -Eq "\"secretAccessKey\": *\"$secret\"" ||
    fail "Garage already holds key $key_id with another secret: put the first secret back in .env, or choose a new GARAGE_STORE_KEY_ID"
else
  call ImportKey "{\"accessKeyId\":\"$key_id\",\"secretAccessKey\":\"$secret\",\"name\":\"kalakriti-store\"}" >/dev/null ||
    fail "Garage refused to import key $key_id"
  echo "garage-init: imported key $key_id"
fi

# Allow sets the flags given as true and leaves the others; Deny clears those given as true.
call AllowBucketKey "{\"bucketId\":\"$bucket_id\",\"accessKeyId\":\"$key_id\",\"permissions\":{\"read\":true,\"write\":true}}" >/dev/null
call DenyBucketKey "{\"bucketId\":\"$bucket_id\",\"accessKeyId\":\"$key_id\",\"permissions\":{\"owner\":true}}" >/dev/null
echo "garage-init: key $key_id may read and write bucket $bucket (not own it)"
