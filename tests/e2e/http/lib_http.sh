# lib_http.sh - sourced by the -x http tests after lib.sh.
#
# http_start OUT ERR DTRACE-ARGS...: runs dtrace with -x http=127.0.0.1:0 in
# the background (pid in DT_PID), waits for its "serving" line on ERR and
# sets HTTP_PORT. http_get PATH [CURL-ARGS...]: the body (curl). http_stop:
# kills dtrace if it still runs.

http_start() {
	local out=$1 err=$2 i
	shift 2
	"$DTRACE" -x http=127.0.0.1:0 "$@" >"$out" 2>"$err" &
	DT_PID=$!
	for i in $(seq 100); do
		HTTP_PORT=$(sed -n 's|^dtrace: serving http://127.0.0.1:\([0-9]*\)/$|\1|p' "$err")
		[ -n "$HTTP_PORT" ] && return 0
		kill -0 "$DT_PID" 2>/dev/null || break
		sleep 0.1
	done
	cat "$err"
	fail "dtrace did not start serving"
}

http_get() {
	local path=$1
	shift
	curl -s --max-time 5 "$@" "http://127.0.0.1:$HTTP_PORT$path"
}

# http_wait PATH REGEX: polls PATH (up to 10 s) until its body matches REGEX.
http_wait() {
	local i
	for i in $(seq 100); do
		http_get "$1" > "$TMPDIR/wait.body" && grep -qE "$2" "$TMPDIR/wait.body" && return 0
		sleep 0.1
	done
	echo "--- last $1:"; head -40 "$TMPDIR/wait.body"
	fail "$1 never matched $2"
}

http_stop() {
	[ -n "${DT_PID:-}" ] && kill "$DT_PID" 2>/dev/null
	wait "$DT_PID" 2>/dev/null
	DT_PID=
}
trap http_stop EXIT
