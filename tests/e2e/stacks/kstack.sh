# kstack.sh - sourced by the kernel stack tests after ../lib.sh.
#
# The probes print blocks made by KBLOCK (a D fragment):
#   == NAME
#   <stack() frames, one per line>
#   depth <stackdepth>
#   caller <caller as %a>
# check_blocks FILE checks each block: stackdepth is the number of frames
# stack() printed, and caller is its second frame (0x0 if it has none).
# It prints "NAME frame1 frame2" per block (functions without offsets) for
# the test to assert which functions they are.
KBLOCK='stack(); printf("depth %d\ncaller %a\n", stackdepth, caller);'

check_blocks() {
	awk '
	function done() {
		if (name == "")
			return
		if (depth != n)
			bad = bad sprintf("%s: stackdepth %s, stack() printed %d frames\n", name, depth, n)
		if (caller != (n >= 2 ? f[2] : "0x0"))
			bad = bad sprintf("%s: caller %s, second frame %s\n", name, caller, n >= 2 ? f[2] : "(none)")
		g1 = f[1]; g2 = f[2]
		sub(/\+0x[0-9a-f]+$/, "", g1); sub(/\+0x[0-9a-f]+$/, "", g2)
		print name, (g1 == "" ? "-" : g1), (g2 == "" ? "-" : g2)
		name = ""
	}
	/^== / { done(); name = $2; n = 0; delete f; next }
	/^depth / { depth = $2; next }
	/^caller / { caller = $2; done(); next }
	/^ +[^ ]/ && name != "" { f[++n] = $1; next }
	END { done(); if (bad != "") { printf("%s", bad) > "/dev/stderr"; exit 1 } }
	' "$1"
}

# blocks FILE NAME: how many blocks of that name FILE's summary has
blocks() {
	awk -v n="$2" '$1 == n' "$1" | wc -l
}
