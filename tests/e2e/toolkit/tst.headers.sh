#!/bin/bash
# ASSERTION: every toolkit script is an executable D file whose first line
# is "#!/usr/sbin/dtrace -qs" or "#!/usr/sbin/dtrace -s", with a header
# comment that says what it shows and has USAGE, COLUMNS, OPTIONS and
# OVERHEAD sections; each has an example of its output in
# toolkit/examples/NAME.txt; and each compiles (dtrace -e, with the
# process and macro argument the pid and usdt scripts need; a lockstat
# script where the kernel has no lockstat probes is not compiled, saying
# so). The list of the 43 tools the toolkit promises is checked, and each
# has its own test here.
. ../lib.sh
. ./tk.sh

want="execsnoop exitsnoop killsnoop threadsnoop pidpersec setuids loads
opensnoop statsnoop rwsnoop mmapfiles iosnoop biolatency bitesize iotop
syscount dtruss errinfo procsystime profile hotuser hotkernel offcputime
runqlat cpudist cswstat pagefaults mallocstacks memleak oomkill tcpconnect
tcpaccept tcplife tcpretrans udpsnoop uflow ucalls pycalls pyflow mutexwait
gethostlatency sslsnoop klockstat"
n=0
for name in $want; do
	n=$((n + 1))
	[ -f "$TK/$name.d" ] || fail "toolkit/$name.d is missing"
done
expect_eq "tools listed" 43 "$n"
lockstat=$("$DTRACE" -l -P lockstat 2>/dev/null | grep -c adaptive-block)

for f in "$TK"/*.d; do
	name=$(basename "$f" .d)
	[ -x "$f" ] || fail "$name.d is not executable"
	case $(head -1 "$f") in
	'#!/usr/sbin/dtrace -qs' | '#!/usr/sbin/dtrace -s') ;;
	*) fail "$name.d: first line $(head -1 "$f")" ;;
	esac
	sed -n 2p "$f" | grep -q '^/\*$' || fail "$name.d: no header comment on line 2"
	sed -n 3p "$f" | grep -q "^ \* $name\.d - ." || fail "$name.d: line 3 does not say what it shows"
	for section in USAGE COLUMNS OPTIONS OVERHEAD; do
		grep -q "^ \* $section: " "$f" || fail "$name.d: no $section section"
	done
	[ -s "$TK/examples/$name.txt" ] || fail "toolkit/examples/$name.txt is missing or empty"
	grep -q "$name" "$TK/examples/$name.txt" || fail "examples/$name.txt does not show $name being run"
	[ -f "tst.$name.sh" ] || fail "no test tst.$name.sh for $name"
	# compile only: scripts of the pid and usdt providers need a process
	# (and uflow and ucalls a module as $1)
	args=
	grep -q '\$target:\$1:' "$f" && args=a.out
	if grep -q '^lockstat:::' "$f" && [ "$lockstat" != 1 ]; then
		echo "$name.d not compiled: no lock:contention_begin/end tracepoints (Linux 5.19)"
		continue
	fi
	target=$HELPERS/tkwork
	grep -q '^python\$target' "$f" && target=/usr/bin/python3
	if grep -q '\$target:' "$f"; then
		"$DTRACE" -e -c "$target" -s "$f" $args > /dev/null 2> "$TMPDIR/err" ||
			fail "$name.d does not compile: $(cat "$TMPDIR/err")"
	else
		"$DTRACE" -e -s "$f" > /dev/null 2> "$TMPDIR/err" ||
			fail "$name.d does not compile: $(cat "$TMPDIR/err")"
	fi
done
exit 0
