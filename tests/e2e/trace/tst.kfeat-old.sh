# ASSERTION: DTRACE_KFEAT=old makes dtrace answer as on 5.10 (no
# bpf_get_current_task_btf, bpf_strncmp, bpf_task_pt_regs, BPF cookies:
# kfeat.c), and the fallbacks give what the helpers give: an execname
# predicate, index() on a string, user registers and user stacks from a
# system call probe, pid probes; no program calls a helper 5.10 lacks.
. "$TESTDIR/../lib.sh"

prog='syscall::getppid:entry /pid == $target && execname == "stacks" && index(execname, "ack") == 2/ {
	@pc[usym(uregs[R_PC])] = count(); @st[ustack(3)] = count(); }
pid$target:stacks:level3:entry { @l = count(); }
END { printa("pc %A %@d\n", @pc); printa(@st); printa("level3 %@d\n", @l); }'
DTRACE_KFEAT=old "$DTRACE" -e -S -q -c "$HELPERS/stacks" -n "$prog" > "$TMPDIR/listing" 2>&1 ||
	fail "dtrace -S: $(cat "$TMPDIR/listing")"
grep -q 'call get_current_task$' "$TMPDIR/listing" || fail "no listing: $(head -3 "$TMPDIR/listing")"
bad=$(grep -oE 'call (get_current_task_btf|strncmp|task_pt_regs|get_attach_cookie|get_func_ip)' \
	"$TMPDIR/listing" | sort -u | paste -sd' ')
expect_eq "helpers newer than 5.10" "" "$bad"

for how in new old; do
	if [ $how = old ]; then export DTRACE_KFEAT=old; fi
	"$DTRACE" -q -c "$HELPERS/stacks" -n "$prog" > "$TMPDIR/out.$how" 2> "$TMPDIR/err" ||
		fail "$how: dtrace: $(cat "$TMPDIR/err")"
	unset DTRACE_KFEAT
	grep -q '^pc libc.so.6`.* 1$' "$TMPDIR/out.$how" || fail "$how: uregs[R_PC] not in libc: $(cat "$TMPDIR/out.$how")"
	grep -q 'stacks`level3' "$TMPDIR/out.$how" || fail "$how: ustack() has no level3: $(cat "$TMPDIR/out.$how")"
	expect_eq "$how: level3 entries" "level3 1" "$(grep '^level3 ' "$TMPDIR/out.$how")"
done
expect_eq "old as new" "$(cat "$TMPDIR/out.new")" "$(cat "$TMPDIR/out.old")"
