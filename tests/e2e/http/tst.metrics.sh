#!/bin/bash
# -x http's /metrics: every aggregation as Prometheus text, while tracing
# runs. A helper makes 500 getppid() calls, then sleeps; the families are
# named dtrace_NAME (dtrace_agg for @), keys that are variables label by
# their name (probefunc, execname), others keyN; count() is a counter,
# avg() a gauge, quantize() a histogram with cumulative buckets, _count and
# _sum; a stack key is left out (and its entries merged) without
# -x metricstacks; drops and errors are counters of their own.
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/lib_http.sh"

http_start "$TMPDIR/out" "$TMPDIR/err" -q -x aggrate=100ms -n '
syscall::getppid:entry /pid == $target/ {
	@calls[probefunc, execname] = count(); @[7] = count(); @sz = quantize(7); @avg = avg(3);
	@st[ustack(3)] = count();
}' -c "$HELPERS/syscalls getppid=500 sleep=4000"

http_wait /metrics '^dtrace_calls\{probefunc="getppid",execname="syscalls"\} 500$'
m=$TMPDIR/wait.body
need() { grep -qxF -- "$1" "$m" || { cat "$m"; fail "no line: $1"; }; }
need '# TYPE dtrace_calls counter'
need '# TYPE dtrace_agg counter'
need 'dtrace_agg{key1="7"} 500'
need '# TYPE dtrace_sz histogram'
need 'dtrace_sz_bucket{le="7"} 500'
need 'dtrace_sz_bucket{le="+Inf"} 500'
need 'dtrace_sz_count 500'
need 'dtrace_sz_sum 2000'
need '# TYPE dtrace_avg gauge'
need 'dtrace_avg 3'
need 'dtrace_st 500'
need 'dtrace_drops_total{kind="principal"} 0'
need '# TYPE dtrace_errors_total counter'
http_stop
