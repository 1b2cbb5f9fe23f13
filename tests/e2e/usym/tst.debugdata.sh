#!/bin/bash
# ASSERTION: MiniDebugInfo made as Fedora makes it (the function symbols
# that .dynsym lacks, in an xz-compressed ELF in .gnu_debugdata of the
# stripped program) names the program's functions for the pid provider
# (pid$target:a.out:spin:entry) as well as in ustack().
. ../lib.sh
. "$TESTDIR/usym.sh"
cd "$TMPDIR" || fail "no $TMPDIR"
build_spin prog
nm -D prog --format=posix --defined-only | awk '{ print $1 }' | sort > dynsyms
nm prog --format=posix --defined-only | awk '$2 == "T" || $2 == "t" { print $1 }' | sort > funcsyms
comm -13 dynsyms funcsyms > keep
grep -qx spin keep || fail "spin is not among the symbols to keep: $(cat keep)"
objcopy --only-keep-debug prog full.debug &&
	objcopy -S --remove-section .gdb_index --remove-section .comment --keep-symbols=keep full.debug mini &&
	xz -q mini && strip --strip-all -R .comment prog &&
	objcopy --add-section .gnu_debugdata=mini.xz prog || fail "cannot make MiniDebugInfo"
readelf -S prog | grep -q '\.symtab' && fail "prog still has .symtab"
"$DTRACE" -q -n "$SPIN_SCRIPT" -c "./prog 3" > out 2> err || fail "status $?: $(cat err)"
expect_eq "spin entries" "spins 3" "$(grep spins out)"
grep -B1 -A3 '^ *prog`spin+0x[0-9a-f]*$' out | grep -q '^ *prog`main+0x[0-9a-f]*$' ||
	fail "no prog\`spin frame called by prog\`main: $(cat out)"
expect_eq "prog frames printed as addresses" "" "$(grep 'prog`0x' out)"
exit 0
