#!/bin/bash
# ASSERTION: probes made with <sys/sdt.h> at -O2 fire as
# PROVIDER$target:::NAME with every argument decoded from its note's
# operand: a register (i), a constant ($42), a memory operand (the
# volatile local 7 * i at 8(%rsp)), and a pointer to a string in the
# target read with copyinstr(); a probe guarded by its semaphore fires
# because dtrace sets the semaphore while the probe is enabled (the
# target counts how often it saw it set). A note's "__" is DTrace's "-".
. ../lib.sh
readelf -n "$HELPERS/sdtprobes" | grep -q 'Arguments: .*@\$42 .*@[0-9-]*(%r' ||
	fail "the compiler chose other operands: $(readelf -n "$HELPERS/sdtprobes" | grep Arguments)"
"$DTRACE" -q -c "$HELPERS/sdtprobes 3" -n '
sdtp$target:::args { printf("args %d %d %d %s\n", arg0, arg1, arg2, copyinstr(arg3)); }
sdtp$target:::gated { printf("fired %d\n", arg0); }' > "$TMPDIR/out" 2> "$TMPDIR/err" ||
	fail "status $?: $(cat "$TMPDIR/err")"
expect_eq "args" "args 1 42 7 hello 1
args 2 42 14 hello 2
args 3 42 21 hello 3" "$(grep ^args "$TMPDIR/out")"
expect_eq "semaphore-gated probe" "fired 1
fired 2
fired 3" "$(grep ^fired "$TMPDIR/out")"
expect_eq "the target saw its semaphore set" "gated 3" "$(grep ^gated "$TMPDIR/out")"
# without dtrace the semaphore stays 0
expect_eq "untraced" "gated 0" "$("$HELPERS/sdtprobes" 3)"

# a note's function__entry is DTrace's function-entry: listed and matched
# so (python$target:::function-entry is how scripts name Python's)
"$DTRACE" -l -c "$HELPERS/sdtprobes 1" -n 'sdtp$target:::' > "$TMPDIR/list" 2> "$TMPDIR/err" ||
	fail "-l: $(cat "$TMPDIR/list" "$TMPDIR/err")"
expect_eq "listed names" "args function-entry gated twelve" "$(awk 'NR > 1 { print $NF }' "$TMPDIR/list" | sort | tr '\n' ' ' | sed 's/ $//')"
out=$("$DTRACE" -q -c "$HELPERS/sdtprobes 2" -n 'sdtp$target:::function-entry { printf("entry %d\n", arg0); }' 2>&1) ||
	fail "function-entry: $out"
expect_eq "function-entry fired" "entry 1
entry 2" "$(echo "$out" | grep ^entry)"
# the note's own spelling matches too, and globs over it
out=$("$DTRACE" -q -c "$HELPERS/sdtprobes 2" -n 'sdtp$target:::function__entry, sdtp$target:::function__e* { printf("entry %d %s\n", arg0, probename); }' 2>&1) ||
	fail "function__entry: $out"
expect_eq "function__entry fired" "entry 1 function-entry
entry 2 function-entry" "$(echo "$out" | grep ^entry)"

# sys/sdt.h's most arguments, twelve: arg0..arg9 and args[10], args[11]
out=$("$DTRACE" -q -c "$HELPERS/sdtprobes 2" -n 'sdtp$target:::twelve { printf("twelve %d %d %d %d %d\n", arg0, arg1, arg9, args[10], args[11]); }' 2>&1) ||
	fail "twelve: $out"
expect_eq "twelve arguments" "twelve 1 11 19 20 21
twelve 2 21 29 30 31" "$(echo "$out" | grep ^twelve)"
out=$("$DTRACE" -q -c "$HELPERS/sdtprobes 1" -n 'sdtp$target:::twelve { trace(args[12]); }' 2>&1) &&
	fail "args[12] accepted: $out"
echo "$out" | grep -q 'index 12 is out of range' || fail "args[12]: $out"
exit 0
