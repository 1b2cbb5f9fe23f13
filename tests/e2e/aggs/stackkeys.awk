# Summarizes printed stack-keyed aggregation entries, one line each: the
# kind of its stack (kernel: vmlinux frames, user: the program's and
# libc's; "mixed" if both), how many frames (with -v counts=1: they
# differ between kernels and libcs unless a depth bounds them), the
# program's own functions in order, whether the kernel frames reach
# do_syscall_64 (without counts: a few frames may stop short of it), and
# the value line's numbers. A line starting "--" is passed through.
function flush() {
	if (n == 0 && vals == "")
		return
	kind = k && u ? "mixed" : k ? "kernel" : u ? "user" : "empty"
	line = counts ? kind " " n " frames" : kind
	if (own != "")
		line = line own
	if (sys && !counts)
		line = line " do_syscall_64"
	print line " |" vals
	n = k = u = sys = 0; own = vals = ""
}
/^--/ { flush(); print; next }
/^ *$/ { flush(); next }
/`/ {
	n++
	if ($1 ~ /^vmlinux`/) { k = 1; if ($1 ~ /`do_syscall_64\+/) sys = 1 }
	else u = 1
	if ($1 ~ /^stacks`(level|main)/) { f = $1; sub(/\+0x[0-9a-f]+$/, "", f); own = own " " f }
	next
}
{ for (i = 1; i <= NF; i++) if ($i ~ /^[0-9]+$/) vals = vals " " $i; flush() }
END { flush() }
