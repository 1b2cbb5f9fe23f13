# usym.sh - sourced by the symbol-file tests after ../lib.sh.
#
# build_spin NAME: compiles helpers/spin.c into ./NAME as the helpers are
# built, with a build id of its own (random), so that the debug file a test
# installs under /usr/lib/debug/.build-id or serves from debuginfod is this
# binary's and no other test's, even when tests run at once. Sets BUILD_ID.
# split_debug NAME: moves NAME's symbols into NAME.debug
# (objcopy --only-keep-debug) and strips NAME to .dynsym, as Debian does.
# build_id_file ID: where Debian's -dbgsym packages put the debug file of ID.
# remove_on_exit PATH...: deleted when the test ends, however it ends,
# with the directories above it under /usr/lib/debug left empty.

build_spin() {
	BUILD_ID=$(head -c 20 /dev/urandom | od -An -tx1 | tr -d ' \n')
	cc -O2 -g -fomit-frame-pointer -Wl,--build-id=0x"$BUILD_ID" -o "$1" "$TESTDIR/../helpers/spin.c" ||
		fail "cannot build $1"
}

split_debug() {
	objcopy --only-keep-debug "$1" "$1.debug" && strip --strip-all "$1" ||
		fail "cannot split the symbols of $1"
	readelf -S "$1" | grep -q '\.symtab' && fail "$1 still has .symtab"
	nm -D "$1" 2>/dev/null | grep -qw spin && fail "$1 exports spin: the test would prove nothing"
	return 0
}

build_id_file() {
	echo "/usr/lib/debug/.build-id/${1:0:2}/${1:2}.debug"
}

CLEANUP=()
cleanup() {
	local p d
	for p in "${CLEANUP[@]}"; do
		rm -rf "$p"
		d=$(dirname "$p")
		while [ "${d#/usr/lib/debug/}" != "$d" ] && rmdir "$d" 2>/dev/null; do
			d=$(dirname "$d")
		done
	done
}
remove_on_exit() {
	CLEANUP+=("$@")
	trap cleanup EXIT
}

# The stack of the malloc() under spin()'s fopen() (frames without
# offsets) and the number of times spin's entry fired, for program PROG
# run by dtrace with the rest of the arguments as extra options.
SPIN_SCRIPT='pid$target:a.out:spin:entry { @spins = count(); }
pid$target::malloc:entry /ustackdepth > 0/ { @[ustack()] = count(); }
END { printa("spins %@d\n", @spins); }'

# start_debuginfod DIR: serves the debug files under DIR with a real
# debuginfod (-F) on an unused port, once it has indexed DEBUG_ID's;
# sets DEBUGINFOD_PID and DEBUGINFOD_URL (on 127.0.0.1). The server is
# stopped when the test ends.
start_debuginfod() {
	local port i
	for i in 1 2 3 4 5; do
		port=$((20000 + RANDOM % 40000))
		debuginfod -F -p "$port" -d "$TMPDIR/debuginfod.sqlite" -t 0 -g 0 -c 1 "$1" \
			> "$TMPDIR/debuginfod.log" 2>&1 &
		DEBUGINFOD_PID=$!
		trap 'kill $DEBUGINFOD_PID 2>/dev/null; cleanup' EXIT
		trap 'exit 1' TERM INT
		DEBUGINFOD_URL=http://127.0.0.1:$port
		for _ in $(seq 100); do
			kill -0 "$DEBUGINFOD_PID" 2>/dev/null || break # the port was taken: another
			rm -rf "$TMPDIR/probe-cache" # the library caches misses too
			DEBUGINFOD_URLS=$DEBUGINFOD_URL DEBUGINFOD_CACHE_PATH="$TMPDIR/probe-cache" \
				debuginfod-find debuginfo "$DEBUG_ID" > /dev/null 2>&1 && return 0
			sleep 0.2
		done
		kill "$DEBUGINFOD_PID" 2>/dev/null
		wait "$DEBUGINFOD_PID" 2>/dev/null
	done
	fail "debuginfod did not start or serve $DEBUG_ID: $(tail -3 "$TMPDIR/debuginfod.log")"
}

stop_debuginfod() {
	kill "$DEBUGINFOD_PID" 2>/dev/null
	wait "$DEBUGINFOD_PID" 2>/dev/null
}
