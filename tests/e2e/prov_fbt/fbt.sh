# fbt.sh - sourced by the fbt tests after ../lib.sh: need_fbt exits 77
# (SKIP) where the kernel lets neither fentry nor kprobes trace functions,
# as on the machines we build on; tests/vm/run.sh runs these tests inside
# Debian's kernel under qemu, where both work.

# need_fbt: skip unless an fbt probe can be enabled here.
need_fbt() {
	local err
	err=$("$DTRACE" -q -n 'fbt::vfs_read:entry { exit(0); } tick-1ms { exit(0); }' 2>&1 > /dev/null) && return 0
	case $err in
	*"fentry refused"*|*"kprobes are not available"*)
		echo "needs fentry or kprobes (this kernel has neither; tests/vm runs these under qemu)"
		exit 77 ;;
	esac
	fail "probing for fbt: $err"
}
