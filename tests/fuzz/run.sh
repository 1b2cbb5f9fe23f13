#!/bin/bash
#
# run.sh - runs the libFuzzer targets of tests/fuzz (make fuzz; docs/FUZZING.md).
#
#   tests/fuzz/run.sh BUILDDIR SECONDS TARGET...    fuzz each TARGET (compile, options)
#                                                  for SECONDS; exit 1 if anything was found
#   tests/fuzz/run.sh --triage BUILDDIR             sort what was found into BUILDDIR/found/
#
# Under BUILDDIR/fuzz/:
#   seeds/TARGET/     made afresh each run: every tests/cc and tests/e2e .d program and
#                     the -n one-liners of tests/e2e/**/*.sh (compile), the rows of
#                     options.def (options)
#   corpus/TARGET/    what libFuzzer kept; grows from run to run
#   artifacts/TARGET/ crash-*, leak-*, timeout-*, oom-* of the last run (emptied at its
#                     start); a file here fails the run
#   TARGET.log        libFuzzer's output
# --triage runs every artifact once, groups them by the top frame of our code in the
# report, minimizes one of each group and writes BUILDDIR/found/TARGET.FRAME.{d,txt}.
#
# Environment: FUZZ_JOBS (default 1): N fuzzing processes that go on past a finding
# (libFuzzer's -fork); 0: one process that stops at the first finding.
# FUZZ_RUNS=N: instead of SECONDS, exactly N inputs from FUZZ_SEED (1) on the seeds alone
# (a corpus emptied first, no corpus reloads, no address randomization, fixed $pid and
# the like in fuzz_host.c): the same inputs every time, so make test-asan passes or fails
# alike on every machine (SECONDS still bounds it).
# FUZZ_MAX_LEN (8192), FUZZ_TIMEOUT (10 s per input), FUZZ_RSS_MB (2048).

set -u
export LC_ALL=C
TESTS=$(cd "$(dirname "$0")/.." && pwd)
ROOT=$(dirname "$TESTS")
export ASAN_OPTIONS=${ASAN_OPTIONS:-abort_on_error=0:detect_leaks=1:symbolize=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-halt_on_error=1:print_stacktrace=1}

seed_compile() {
	local dir=$1 f
	for f in $(find "$TESTS/cc" "$TESTS/e2e" -name '*.d' | sort); do
		cp "$f" "$dir/$(sha1sum < "$f" | cut -c1-16)"
	done
	# -n 'PROGRAM' of the scripted e2e tests, when the program is one single-quoted word
	find "$TESTS/e2e" -name '*.sh' -print0 | xargs -0 grep -ohE -- "-n '[^']+'" 2>/dev/null |
		sed -e "s/^-n '//" -e "s/'\$//" | sort -u | while IFS= read -r p; do
			printf '%s\n' "$p" > "$dir/n-$(printf '%s' "$p" | sha1sum | cut -c1-16)"
		done
}

seed_options() {
	local dir=$1 name kind def
	sed -n 's/^OPT(\([a-z]*\), *\([A-Z]*\), *\([^,]*\),.*/\1 \2 \3/p' "$ROOT/src/rt/options.def" |
		while read -r name kind def; do
			def=${def//\"/}
			printf '%s\n' "$name" > "$dir/$name"
			[ "$def" != NULL ] && printf '%s=%s\n' "$name" "$def" > "$dir/$name-def"
			case $kind in
			SIZE) printf '%s=4k\n%s=1G\n' "$name" "$name" > "$dir/$name-sfx" ;;
			RATE) printf '%s=10ms\n%s=97hz\n' "$name" "$name" > "$dir/$name-sfx" ;;
			BOOL) printf '%s=0\n%s=true\n' "$name" "$name" > "$dir/$name-sfx" ;;
			INT) printf '%s=-1\n%s=0x10\n' "$name" "$name" > "$dir/$name-sfx" ;;
			esac
		done
}

# A libFuzzer dictionary of the option names and value suffixes.
dict_options() {
	sed -n 's/^OPT(\([a-z]*\),.*/name_\1="\1"/p' "$ROOT/src/rt/options.def"
	for s in k m g t ns nsec us usec ms msec s sec m min h hour d day hz; do
		printf 'sfx_%s="%s"\n' "$s" "$s"
	done
	printf 'eq="="\nnl="\\x0A"\nq="\\""\n'
}

fuzz_one() {
	local b=$1 secs=$2 t=$3 f=$1/fuzz dict=() fork=() status corpus=$1/fuzz/corpus/$3 det=() norand=()
	rm -rf "$f/seeds/$t" "$f/artifacts/$t"
	if [ -n "${FUZZ_RUNS:-}" ]; then
		corpus=$f/corpus-runs/$t
		rm -rf "$corpus"
		# the same inputs every run: no rereading of the corpus folder on a timer, and no
		# address randomization (the compiler's hash maps are keyed by pointers)
		det=(-runs="$FUZZ_RUNS" -seed="${FUZZ_SEED:-1}" -reload=0)
		setarch -R true 2> /dev/null && norand=(setarch -R)
	fi
	mkdir -p "$f/seeds/$t" "$corpus" "$f/artifacts/$t"
	case $t in
	compile) seed_compile "$f/seeds/$t"; dict=(-dict="$TESTS/fuzz/d.dict") ;;
	options) seed_options "$f/seeds/$t"; dict_options > "$f/options.dict"; dict=(-dict="$f/options.dict") ;;
	esac
	if [ "${FUZZ_JOBS:-1}" -gt 0 ]; then
		fork=(-fork="$FUZZ_JOBS" -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1)
	fi
	if [ -n "${FUZZ_RUNS:-}" ]; then
		echo "  FUZZ    $t: $FUZZ_RUNS inputs from seed ${FUZZ_SEED:-1} (log: $f/$t.log)"
	else
		echo "  FUZZ    $t for ${secs}s (log: $f/$t.log)"
	fi
	"${norand[@]}" "$b/fuzz_$t" "${fork[@]}" "${dict[@]}" "${det[@]}" -max_total_time="$secs" -max_len="${FUZZ_MAX_LEN:-8192}" \
		-timeout="${FUZZ_TIMEOUT:-10}" -rss_limit_mb="${FUZZ_RSS_MB:-2048}" -print_final_stats=1 \
		-close_fd_mask=3 -artifact_prefix="$f/artifacts/$t/" "$corpus" "$f/seeds/$t" \
		> "$f/$t.log" 2>&1
	status=$?
	grep -E '^(#[0-9]+|INFO: |stat::|==[0-9]+==ERROR|SUMMARY)' "$f/$t.log" | grep -vE 'INFO: (Loaded|seed)' | tail -n 4 |
		sed 's/^/          /'
	if [ -n "$(ls -A "$f/artifacts/$t")" ]; then
		echo "  FAIL    fuzz_$t: $(ls "$f/artifacts/$t" | wc -l) finding(s) in $f/artifacts/$t" \
			"(tests/fuzz/run.sh --triage $b)"
		return 1
	fi
	if [ $status != 0 ]; then
		echo "  FAIL    fuzz_$t exited with $status (see $f/$t.log)"
		return 1
	fi
	echo "  PASS    fuzz_$t"
}

# The first frame of our code (src/ or tests/fuzz/, past the allocators) in a report, as
# function@file; for an internal compiler error its BUG() site; for a timeout "timeout";
# nothing if the input runs cleanly now.
frame_of() {
	local report=$1 ice
	ice=$(grep -oE 'internal compiler error at [^:]+:[0-9]+' "$report" | head -n 1)
	if [ -n "$ice" ]; then
		echo "ice@$(basename "${ice#internal compiler error at }" | tr ':' '_')"
		return
	fi
	if grep -q 'ERROR: libFuzzer: timeout' "$report"; then
		echo timeout
		return
	fi
	grep -qE 'ERROR: |runtime error' "$report" || return
	grep -E '^ +#[0-9]+ 0x[0-9a-f]+ in [^ ]+ .*(src/|tests/fuzz/)' "$report" |
		grep -vE 'in (LLVMFuzzerTestOneInput|compile|util_bug|cc_bug|x[a-z]+|arena_[a-z_]+) ' | head -n 1 |
		sed -E 's/.* in ([^ ]+) [^ ]*\/([^/:]+\.c):([0-9]+).*/\1@\2/'
}

triage() {
	local b=$1 f=$1/fuzz out=$1/found a t key
	mkdir -p "$out"
	for t in $(ls "$f/artifacts" 2>/dev/null); do
		declare -A seen=()
		for a in "$f/artifacts/$t"/*; do
			[ -f "$a" ] || continue
			"$b/fuzz_$t" -timeout="${FUZZ_TIMEOUT:-10}" -rss_limit_mb="${FUZZ_RSS_MB:-2048}" "$a" \
				> "$out/.report" 2>&1
			key=$(frame_of "$out/.report")
			if [ -z "$key" ]; then
				echo "  NOREPRO $a"
				continue
			fi
			[ -n "${seen[$key]:-}" ] && continue
			seen[$key]=1
			cp "$a" "$out/$t.$key.d"
			if [ "$key" != timeout ]; then
				"$b/fuzz_$t" -minimize_crash=1 -max_total_time=30 -timeout="${FUZZ_TIMEOUT:-10}" \
					-exact_artifact_path="$out/.min" "$a" > /dev/null 2>&1
				[ -s "$out/.min" ] && mv "$out/.min" "$out/$t.$key.d"
			fi
			"$b/fuzz_$t" -timeout="${FUZZ_TIMEOUT:-10}" "$out/$t.$key.d" > "$out/.report" 2>&1
			{
				grep -E 'ERROR: |internal compiler error|runtime error' "$out/.report" | head -n 3
				grep -E '^ +#[0-9]+ ' "$out/.report" | head -n 12
			} > "$out/$t.$key.txt"
			echo "  FOUND   $out/$t.$key.d ($a)"
		done
		unset seen
	done
	rm -f "$out/.report" "$out/.min"
}

if [ "${1:-}" = --triage ]; then
	[ $# = 2 ] || { echo "usage: tests/fuzz/run.sh --triage BUILDDIR" >&2; exit 2; }
	triage "$2"
	exit 0
fi
if [ $# -lt 3 ]; then
	echo "usage: tests/fuzz/run.sh BUILDDIR SECONDS TARGET... | --triage BUILDDIR" >&2
	exit 2
fi
b=$1 secs=$2
shift 2
failed=0
for t in "$@"; do
	fuzz_one "$b" "$secs" "$t" || failed=1
done
exit $failed
