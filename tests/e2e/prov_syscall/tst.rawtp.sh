# ASSERTION: the two ways syscall probes are built give the same firings
# and arguments: the BTF-typed raw tracepoint (tp_btf, chosen by root when
# the kernel loads it: pt_regs read directly) and the plain raw tracepoint
# (DTRACE_SYSCALL=rawtp: pt_regs read with bpf_probe_read_kernel), for
# entry arguments, the return value and errno, and the number tested at
# return (orig_ax). A failed call returns -1 (errno 2), as in DTrace.
. "$TESTDIR/../lib.sh"

prog='
syscall::read:entry /pid == $target && arg0 == 42/ { @e[arg0, arg2] = count(); self->r = 1; }
syscall::read:return /self->r/ { @r[arg0, errno] = count(); self->r = 0; }
syscall::openat:entry /pid == $target && arg1 != 0 && stringof(copyinstr(arg1)) == "/nonexistent/x"/ { self->o = 1; }
syscall::openat:return /self->o/ { @r[arg0, errno] = count(); self->o = 0; }
syscall::getppid:return /pid == $target/ { @g = count(); }
END { printa("entry %d %d %@d\n", @e); printa("return %d %d %@d\n", @r); printa("getppid %@d\n", @g); }'
want="entry 42 300 4
getppid 7
return -1 2 1
return 300 0 4"
for mode in default rawtp; do
	if [ $mode = rawtp ]; then env="DTRACE_SYSCALL=rawtp"; else env="DTRACE_SYSCALL="; fi
	env $env "$DTRACE" -q -c "$HELPERS/syscalls read=4:300 getppid=7 open=/nonexistent/x" -n "$prog" \
		> "$TMPDIR/$mode" 2> "$TMPDIR/err" || fail "dtrace ($mode): $(cat "$TMPDIR/err")"
	expect_eq "$mode output" "$want" "$(grep -v '^$' "$TMPDIR/$mode" | sort)"
done
