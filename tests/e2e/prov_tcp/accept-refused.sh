# accept-refused.sh - sourced by the tests that use tcp:::accept-refused:
# sets have_refused=1 if this kernel has the probe, else 0, after checking
# that naming it fails saying why: it needs tcp_send_reset's reset reason
# (Linux 6.10), without which that tracepoint never fires for a segment
# that found no socket (5.10, 6.1).
have_refused=1
if ! "$DTRACE" -l -n tcp:::accept-refused > /dev/null 2> "$TMPDIR/list.err"; then
	grep -q 'accept-refused needs argument 3 of the kernel tracepoint tcp_send_reset (Linux 6.10 and later)' \
		"$TMPDIR/list.err" || fail "tcp:::accept-refused not listed: $(cat "$TMPDIR/list.err")"
	have_refused=0
fi
