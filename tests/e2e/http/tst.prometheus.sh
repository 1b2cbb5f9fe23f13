#!/bin/bash
# A real Prometheus (Debian's package) scrapes a running dtrace -x http on
# 127.0.0.1 every second; its query API then returns dtrace's series with
# the values dtrace counted: a counter labelled by execname, a histogram's
# buckets (histogram_quantile works on them), and the drops counter.
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/lib_http.sh"

command -v prometheus > /dev/null || fail "prometheus is not installed (scripts/deps.sh installs it)"
http_start "$TMPDIR/out" "$TMPDIR/err" -q -x aggrate=200ms -n '
syscall::getppid:entry /pid == $target/ { @calls[execname] = count(); @size = quantize(100); }' \
	-c "$HELPERS/syscalls getppid=300 sleep=25000"
http_wait /metrics '^dtrace_calls\{execname="syscalls"\} 300$'

# a port of its own for Prometheus: one the kernel gives, released again
pport=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])' 2>/dev/null)
[ -n "$pport" ] || pport=$((20000 + RANDOM % 20000))
cat > "$TMPDIR/prometheus.yml" <<CONF
global:
  scrape_interval: 1s
  evaluation_interval: 1s
scrape_configs:
  - job_name: dtrace
    static_configs:
      - targets: ['127.0.0.1:$HTTP_PORT']
CONF
prometheus --config.file="$TMPDIR/prometheus.yml" --storage.tsdb.path="$TMPDIR/tsdb" \
	--web.listen-address="127.0.0.1:$pport" > "$TMPDIR/prometheus.log" 2>&1 &
PROM_PID=$!
trap 'kill $PROM_PID 2>/dev/null; wait $PROM_PID 2>/dev/null; http_stop' EXIT

query() { # PROMQL: the first result's value, or nothing
	curl -s --max-time 5 "http://127.0.0.1:$pport/api/v1/query" --data-urlencode "query=$1" |
		sed -n 's/.*"value":\[[0-9.]*,"\([^"]*\)"\].*/\1/p'
}
got=
for i in $(seq 150); do
	got=$(query 'dtrace_calls{execname="syscalls",job="dtrace"}')
	[ -n "$got" ] && break
	kill -0 $PROM_PID 2>/dev/null || { tail "$TMPDIR/prometheus.log"; fail "prometheus exited"; }
	sleep 0.2
done
[ -n "$got" ] || { tail -5 "$TMPDIR/prometheus.log"; fail "prometheus never had dtrace_calls"; }
expect_eq "dtrace_calls as Prometheus scraped it" 300 "$got"
expect_eq "the histogram's +Inf bucket" 300 "$(query 'dtrace_size_bucket{le="+Inf"}')"
expect_eq "its 127 bucket (100 is in 64..127)" 300 "$(query 'dtrace_size_bucket{le="127"}')"
q=$(query 'histogram_quantile(0.5, dtrace_size_bucket)')
case $q in 6[4-9]*|[7-9][0-9]*|1[0-2][0-9]*) ;; *) fail "median of the histogram: $q, not within 64..127" ;; esac
expect_eq "drops" 0 "$(query 'dtrace_drops_total{kind="principal"}')"
expect_eq "scrape health" 1 "$(query 'up{job="dtrace"}')"
