#!/usr/bin/env bash
# The demo server under load: `plot demo-server` on loopback over TLS takes two rounds of
# REQUESTS points requests (count=50) from CONNECTIONS keep-alive connections each; every
# request must be answered 200, the resident memory must stay flat (VmRSS sampled before,
# during, after each round), and SIGTERM must end it with status 0 and the port freed.
#
#   Benchmarks/demo-server-load.sh [REQUESTS] [CONNECTIONS]     (default 20000 16)
#
# The load comes from h2load (Debian nghttp2-client, installed when missing; HTTP/1.1 with --h1): a C client, so on a small
# machine the client does not take the cores the server needs, and it counts answers by status.
# h2load does not verify certificates, so one request through curl --cacert checks first that
# the server's chain verifies against the CA it wrote. PLOT picks the binary (default: the
# release build when there is one, else the debug build).
set -euo pipefail
cd "$(dirname "$0")/.."

requests=${1:-20000}
connections=${2:-16}
plot=${PLOT:-}
if [ -z "$plot" ]; then
    plot=.build/release/plot
    [ -x "$plot" ] || plot=.build/debug/plot
fi
[ -x "$plot" ] || { echo "demo-server-load: build plot first (swift build)" >&2; exit 1; }
if ! command -v h2load >/dev/null; then
    echo "demo-server-load: installing h2load (Debian nghttp2-client)" >&2
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends nghttp2-client curl >/dev/null
fi

work=$(mktemp -d)
server=""
trap '[ -n "$server" ] && kill "$server" 2>/dev/null; rm -rf "$work"' EXIT

port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
"$plot" demo-server --port "$port" --ca-out "$work/ca.pem" >"$work/out" 2>"$work/err" &
server=$!
for _ in $(seq 100); do grep -q 'demo server:' "$work/out" 2>/dev/null && break; sleep 0.1; done
url="https://localhost:$port/mobws/json/pointsList"
printf 'count=50&version=1.1' >"$work/body"

rss() { awk '/^VmRSS/ {print int($2 / 1024)}' "/proc/$server/status"; }
verified=$(curl -s --cacert "$work/ca.pem" -o /dev/null -w '%{http_code}' --data-binary @"$work/body" "$url" || true)
[ "$verified" = "200" ] || { echo "demo-server-load: the verified request got '$verified'" >&2; exit 1; }

before=$(rss)
peak=$before
rounds=()
failed=0
for round in 1 2; do
    (while kill -0 "$server" 2>/dev/null; do rss >>"$work/samples"; sleep 0.2; done) &
    sampler=$!
    h2load --h1 -n "$requests" -c "$connections" -d "$work/body" \
        -H 'content-type: application/x-www-form-urlencoded' "$url" >"$work/h2load-$round" 2>&1 || true
    kill "$sampler" 2>/dev/null || true
    wait "$sampler" 2>/dev/null || true
    peak=$(sort -n "$work/samples" | tail -1)
    ok=$(sed -nE 's/^status codes: ([0-9]+) 2xx.*/\1/p' "$work/h2load-$round")
    succeeded=$(sed -nE 's/^requests: .* ([0-9]+) succeeded.*/\1/p' "$work/h2load-$round")
    seconds=$(sed -nE 's/^finished in ([0-9.]+)s, ([0-9.]+) req\/s.*/\1/p' "$work/h2load-$round")
    rate=$(sed -nE 's/^finished in ([0-9.]+)s, ([0-9.]+) req\/s.*/\2/p' "$work/h2load-$round")
    rounds+=("$round|${ok:-0}|${succeeded:-0}|$seconds|$rate|$(rss)|$peak")
    [ "${ok:-0}" = "$requests" ] || failed=1
done

kill -TERM "$server"
exit_status=0
wait "$server" || exit_status=$?
server=""
freed=yes
python3 -c "import socket; s=socket.socket(); s.bind(('127.0.0.1', $port))" 2>/dev/null || freed=no

echo "plot demo-server under load: $requests requests x 2 rounds, $connections connections, TLS, $(nproc) cores, $plot"
echo
echo "| round | 200 answers | succeeded | seconds | requests/s | RSS after | RSS peak |"
echo "|---:|---:|---:|---:|---:|---:|---:|"
for row in "${rounds[@]}"; do
    IFS='|' read -r round ok succeeded seconds rate after top <<<"$row"
    echo "| $round | $ok / $requests | $succeeded | $seconds | $rate | $after MiB | $top MiB |"
done
IFS='|' read -r _ _ _ _ _ first _ <<<"${rounds[0]}"
IFS='|' read -r _ _ _ _ _ second _ <<<"${rounds[1]}"
echo
echo "RSS before: $before MiB; growth from round 1 to round 2: $((second - first)) MiB"
echo "SIGTERM: exit status $exit_status, port $port freed: $freed"
[ -s "$work/err" ] && { echo "stderr of the server:"; head -5 "$work/err"; }

# Flat: the second round, as long as the first, may not keep more than a few MiB more.
[ $((second - first)) -le 8 ] || failed=1
[ "$exit_status" -eq 0 ] && [ "$freed" = yes ] || failed=1
exit "$failed"
