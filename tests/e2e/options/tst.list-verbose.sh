#!/bin/bash
# ASSERTION: -lv prints after each probe's line DTrace's three sections:
# the probe description's stability (the least stable of its provider,
# module, function and name: Private/Private/Unknown for io), its
# arguments' (io's Evolving/Evolving/ISA) and the type of each args[]:
# translated types for the kernel providers (io's bufinfo_t *; proc:::exit's
# int, a member of a translated type), a system call's from its
# tracepoint's format (read: unsigned int, char *, size_t; return: long
# twice), BTF's for fbt and rawtp, the format's for sdt; "None" where a
# probe has none (BEGIN).
. ../lib.sh

out=$("$DTRACE" -lv -n 'io:::start') || fail "dtrace -lv -n io:::start failed"
expect_eq "-lv io:::start" "$(printf '%5s %10s %17s %33s %s' ID PROVIDER MODULE FUNCTION NAME)
$(printf '%5d %10s %17s %33s %s' "$(echo "$out" | awk 'NR == 2 { print $1 }')" io vmlinux '' start)

	Probe Description Attributes
		Identifier Names: Private
		Data Semantics:   Private
		Dependency Class: Unknown

	Argument Attributes
		Identifier Names: Evolving
		Data Semantics:   Evolving
		Dependency Class: ISA

	Argument Types
		args[0]: bufinfo_t *
		args[1]: devinfo_t *
		args[2]: fileinfo_t *" "$out"

# types: "NAME args[0]: T0; args[1]: T1; ..." per probe
types() {
	awk '/^ *[0-9]+ / { if (p != "") print p; p = $NF; next }
	     /^\t\targs\[/ { sub(/^\t\t/, ""); p = p " " $0 ";" }
	     /^\t\tNone/ { p = p " None" }
	     END { if (p != "") print p }'
}
out=$("$DTRACE" -lv -n 'syscall::read:entry,syscall::read:return' | types)
expect_eq "syscall types" "entry args[0]: unsigned int; args[1]: char *; args[2]: size_t;
return args[0]: long; args[1]: long;" "$out"
expect_eq "proc:::exit types" "exit args[0]: int;" "$("$DTRACE" -lv -n 'proc:::exit' | types)"
expect_eq "BEGIN types" "BEGIN None" "$("$DTRACE" -lv -n BEGIN | types)"
expect_eq "sched:::off-cpu types" "off-cpu args[0]: lwpsinfo_t *; args[1]: psinfo_t *;" \
	"$("$DTRACE" -lv -n 'sched:::off-cpu' | types)"
expect_eq "sdt sched_process_exec types" "sched_process_exec args[0]: char *; args[1]: pid_t; args[2]: pid_t;" \
	"$("$DTRACE" -lv -n 'sdt:sched::sched_process_exec' | types)"
if [ -r /sys/kernel/btf/vmlinux ]; then
	expect_eq "fbt types" "entry args[0]: struct file *; args[1]: char *; args[2]: size_t; args[3]: loff_t *;
return args[0]: uint64_t; args[1]: ssize_t;" "$("$DTRACE" -lv -n 'fbt::vfs_read:entry,fbt::vfs_read:return' | types)"
	"$DTRACE" -lv -n 'rawtp:sched::sched_switch' | types | grep -q ' args\[1\]: struct task_struct \*; args\[2\]: struct task_struct \*;' ||
		fail "rawtp sched_switch: $("$DTRACE" -lv -n 'rawtp:sched::sched_switch' | types)"
fi
exit 0
