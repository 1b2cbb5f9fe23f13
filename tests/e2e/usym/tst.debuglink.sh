#!/bin/bash
# ASSERTION: a stripped program with a .gnu_debuglink (objcopy
# --add-gnu-debuglink) gets its symbols from the file it names, found
# where gdb looks: beside the program, in .debug/ there, and under
# /usr/lib/debug by the program's directory; in each place spin is
# probed by name and named in ustack(). A file of that name whose CRC32
# is not the link's (another build) is not used.
. ../lib.sh
. "$TESTDIR/usym.sh"
cd "$TMPDIR" || fail "no $TMPDIR"
build_spin prog
split_debug prog
objcopy --add-gnu-debuglink=prog.debug prog || fail "cannot add .gnu_debuglink"
mv prog.debug keep.debug
dir=$(pwd -P)
remove_on_exit "/usr/lib/debug$dir"
for at in "$dir" "$dir/.debug" "/usr/lib/debug$dir"; do
	mkdir -p "$at" && cp keep.debug "$at/prog.debug" || fail "cannot install $at/prog.debug"
	"$DTRACE" -q -n "$SPIN_SCRIPT" -c "./prog 2" > out 2> err || fail "$at: status $?: $(cat err)"
	expect_eq "$at: spin entries" "spins 2" "$(grep spins out)"
	grep -q '^ *prog`spin+0x[0-9a-f]*$' out || fail "$at: no prog\`spin frame: $(cat out)"
	rm "$at/prog.debug"
done

# the right name, the wrong contents: another build's debug file
build_spin other
split_debug other
cp other.debug prog.debug
"$DTRACE" -q -n 'pid$target:a.out:spin:entry { exit(0); }' -c "./prog 2" > out 2> err
expect_eq "status with another build's debug file" 1 "$?"
grep -q 'does not match any probes' err || fail "expected no probe to match: $(cat err)"
exit 0
