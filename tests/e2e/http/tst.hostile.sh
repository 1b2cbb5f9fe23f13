#!/bin/bash
# TIMEOUT: 120
# -x http against bad and slow clients: malformed requests get 400, an
# unknown path 404, another method 405, a header over 8 KB 431; clients that
# connect and never ask, or ask and never read, do not stop tracing or the
# answers to others; 300 random request lines later dtrace still traces and
# serves. (The page is served at / and /api/aggregations is JSON.)
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/lib_http.sh"

http_start "$TMPDIR/out" "$TMPDIR/err" -q -x aggrate=100ms -n '
syscall::getppid:entry /pid == $target/ { @calls = count(); }' \
	-c "$HELPERS/syscalls getppid=100 sleep=1500 getppid=100 sleep=60000"

status() { # REQUEST-BYTES: the status code of the raw request
	exec 5<>"/dev/tcp/127.0.0.1/$HTTP_PORT" || fail "cannot connect"
	printf '%b' "$1" >&5
	timeout 5 head -c 12 <&5 | cut -c10-12
	exec 5>&-
}
expect_eq "garbage" 400 "$(status 'hello\r\n\r\n')"
expect_eq "unknown path" 404 "$(status 'GET /nothing HTTP/1.1\r\n\r\n')"
expect_eq "POST" 405 "$(status 'POST / HTTP/1.1\r\n\r\n')"
expect_eq "huge header" 431 "$(status "GET / HTTP/1.1\r\nX: $(head -c 9000 /dev/zero | tr '\0' a)\r\n\r\n")"
expect_eq "the page" 200 "$(status 'GET / HTTP/1.0\r\n\r\n')"
http_get / | grep -q '<title>dtrace</title>' || fail "/ is not the page"
http_get /api/aggregations | grep -q '"aggregations":\[' || fail "/api/aggregations is not the JSON"

# five clients that connect and never ask; one that asks and never reads
for fd in 11 12 13 14 15; do
	eval "exec $fd<>/dev/tcp/127.0.0.1/$HTTP_PORT"
done
exec 16<>"/dev/tcp/127.0.0.1/$HTTP_PORT"
printf 'GET / HTTP/1.1\r\n\r\n' >&16
# random request lines (printable bytes), each on a connection of its own
for i in $(seq 300); do
	line=$(head -c $((RANDOM % 200 + 1)) /dev/urandom | tr -c '[:print:]' 'x')
	exec 5<>"/dev/tcp/127.0.0.1/$HTTP_PORT" || fail "connection $i refused"
	printf '%s\r\n\r\n' "$line" >&5
	exec 5>&-
done
# tracing went on: the second 100 calls are counted, and others are served
http_wait /metrics '^dtrace_calls 200$'
kill -0 "$DT_PID" || fail "dtrace died"
for fd in 11 12 13 14 15 16; do eval "exec $fd>&-"; done
http_stop
