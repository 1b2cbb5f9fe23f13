#!/bin/bash
# The live page in a real browser: Debian's Chromium, headless, loads / from
# a running dtrace -x http, runs its script, and the DOM it builds holds a
# table (@calls), a heat map (@size, quantize) and a flame graph (@st,
# ustack() keys) drawn from the live data, and says "live"; a screenshot
# of it is made (copied to tests/out/e2e/http/page.png, to look at). Once
# tracing has ended (-x httplinger keeps the final values served) the
# JSON says so and the page shows "ended".
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/lib_http.sh"

command -v chromium > /dev/null || fail "chromium is not installed (scripts/deps.sh installs it)"
http_start "$TMPDIR/out" "$TMPDIR/err" -q -x aggrate=200ms -n '
syscall::getppid:entry /pid == $target/ {
	@calls[execname, probefunc] = count(); @size = quantize(100); @st[ustack(3)] = count();
}' -c "$HELPERS/syscalls getppid=300 sleep=12000"
http_wait /metrics '^dtrace_calls\{execname="syscalls",probefunc="getppid"\} 300$'

browser() { # ARGS...: headless Chromium, as a closed machine can run it
	timeout 60 chromium --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
		--disable-background-networking --disable-component-update --disable-sync \
		--user-data-dir="$TMPDIR/profile" --virtual-time-budget=5000 "$@" 2>>"$TMPDIR/chromium.log"
}
browser --dump-dom "http://127.0.0.1:$HTTP_PORT/" > "$TMPDIR/dom.html"
dom=$TMPDIR/dom.html
grep -q '<svg[^>]*class="heatmap"' "$dom" || { head -c 2000 "$dom"; fail "no heat map in the page"; }
grep -q '<svg[^>]*class="flamegraph"' "$dom" || fail "no flame graph in the page"
grep -q '<g class="frame"><title>syscalls`main ' "$dom" || fail "no frame for syscalls\`main in the flame graph"
grep -q '<td>syscalls</td><td>getppid</td><td class="n">300</td>' "$dom" || fail "no table row of @calls"
grep -q 'id="state">live<' "$dom" || fail "the page does not say live"
browser --window-size=1000,900 --hide-scrollbars --screenshot="$TMPDIR/page.png" \
	"http://127.0.0.1:$HTTP_PORT/" > /dev/null
size=$(stat -c %s "$TMPDIR/page.png" 2>/dev/null || echo 0)
expect_range "screenshot bytes" 10000 10000000 "$size"
mkdir -p "$TESTDIR/../../out/e2e/http" 2>/dev/null && cp "$TMPDIR/page.png" "$TESTDIR/../../out/e2e/http/page.png"
http_stop

# the end: a short run whose final values stay served for a while
http_start "$TMPDIR/out2" "$TMPDIR/err2" -q -x httplinger=30s -n '
syscall::getppid:entry /pid == $target/ { @calls[execname] = count(); }' \
	-c "$HELPERS/syscalls getppid=50"
for i in $(seq 100); do
	grep -q 'serving the final values' "$TMPDIR/err2" && break
	sleep 0.1
done
grep -q 'serving the final values' "$TMPDIR/err2" || fail "no linger: $(cat "$TMPDIR/err2")"
http_get /api/aggregations | grep -q '"ended":true' || fail "the final JSON does not say ended"
rm -rf "$TMPDIR/profile"
browser --dump-dom "http://127.0.0.1:$HTTP_PORT/" > "$dom"
grep -q 'id="state" class="ended">ended<' "$dom" || { grep -o 'id="state"[^<]*<' "$dom"; fail "the page does not say ended"; }
grep -q '<td>syscalls</td><td class="n">50</td>' "$dom" || fail "the ended page lost the final values"
kill -INT "$DT_PID"
wait "$DT_PID" || fail "dtrace's status after ^C in the linger: $?"
DT_PID=
