#!/bin/bash
# TIMEOUT: 120
# ASSERTION: pid probes on libc's IFUNC symbols (memcpy, strlen, memset,
# strcmp: glibc picks a CPU-specific implementation at relocation) fire
# for every call the program makes, named as the program calls them, at
# entry and return: with -c (the process held at its entry point, its
# own PLT slots not bound yet) and with -p; the process's memset still
# fills as asked. Where glibc chose an implementation whose first
# instruction no uprobe may go on, that probe is refused, saying so, and
# only that one: an AVX-512 one (EVEX: the kernel accepts it but steps it
# out of line wrongly; dtrace refuses it), or one the kernel itself refuses
# (ENOTSUPP; ifuncs -u asks it directly): on a CPU with AVX2 but no
# AVX-512 (qemu's TCG), glibc's memset and strcmp start with VEX
# instructions (vmovd %esi,%xmm0: c5 f9 6e c6; vpxor: c4 41 01 ef ff)
# whose opcode bytes the kernel's uprobe instruction check looks up in its
# one-byte table, where 0x6e and 0xef are I/O (outs, out), and refuses.
# dtrace -l lists each of them once in libc, and no function of libc twice; so
# does dtrace -l -c alone.
. ../lib.sh
script='
pid$target::memcpy:entry /arg2 == 77/ { @[probemod, probefunc] = count(); self->cpy = 1; }
pid$target::memcpy:return /self->cpy/ { @[probemod, "memcpy-return"] = count(); self->cpy = 0; }
pid$target::strlen:entry /copyinstr(arg0) == "ifunc-marker"/ { @[probemod, probefunc] = count(); self->len = 1; }
pid$target::strlen:return /self->len/ { @[probemod, "strlen-return"] = count(); self->len = 0; }
pid$target::memset:entry /arg2 == 55/ { @[probemod, probefunc] = count(); }
pid$target::strcmp:entry /copyinstr(arg1) == "ifunc-other"/ { @[probemod, probefunc] = count(); }'
expected="libc.so.6 memcpy 5
libc.so.6 memcpy-return 5
libc.so.6 memset 7
libc.so.6 strcmp 8
libc.so.6 strlen 6
libc.so.6 strlen-return 6"
verdicts=$("$HELPERS/ifuncs" -u)
nrefused=0
for f in memcpy strlen memset strcmp; do
	case $(awk -v f=$f '$1 == f { print $2 }' <<< "$verdicts") in
	ok) ;;
	evex|refused)
		expected=$(grep -v " $f" <<< "$expected")
		nrefused=$((nrefused + 1)) ;;
	*) fail "ifuncs -u: $verdicts" ;;
	esac
done
# memcpy and strlen start with plain instructions everywhere we run (their return probes too)
[ "$(awk '$1 == "memcpy" || $1 == "strlen" { print $2 }' <<< "$verdicts" | xargs)" = "ok ok" ] ||
	fail "memcpy or strlen cannot be probed here: $verdicts"

# the entry probes the script places, of which that many are refused: libc's
# four, and the dynamic linker's own memcpy, strlen... where its debug file
# (libc6-dbg) names them
nentry=$("$DTRACE" -l -n 'pid$target::memcpy:entry,pid$target::strlen:entry,pid$target::memset:entry,pid$target::strcmp:entry' \
	-c "$HELPERS/ifuncs" 2> /dev/null | awk 'NR > 1' | wc -l)
expect_range "entry probes" 4 8 "$nentry"

"$DTRACE" -q -n "$script" -c "$HELPERS/ifuncs 5" > "$TMPDIR/out" 2> "$TMPDIR/err" ||
	fail "-c: status $?: $(cat "$TMPDIR/err")"
refused() {
	if [ $nrefused = 0 ]; then
		! grep -q "could not be placed" "$TMPDIR/err" || fail "$1: $(cat "$TMPDIR/err")"
		return
	fi
	grep -q "^dtrace: $nrefused of $nentry probes could not be placed (in libc.so.6 at 0x[0-9a-f]*: the instruction there cannot be probed)$" "$TMPDIR/err" ||
		fail "$1: not $nrefused refused ($verdicts): $(cat "$TMPDIR/err")"
}
refused -c
expect_eq "-c counts" "$expected" "$(awk 'NF == 3 { print $1, $2, $3 }' "$TMPDIR/out" | sort)"

mkfifo "$TMPDIR/in"
"$HELPERS/ifuncs" -p 5 < "$TMPDIR/in" > "$TMPDIR/ready" &
target=$!
exec 3> "$TMPDIR/in"
for i in $(seq 50); do [ -s "$TMPDIR/ready" ] && break; sleep 0.1; done
"$DTRACE" -q -n "$script" -n 'BEGIN { printf("tracing\n"); }' -p $target > "$TMPDIR/out" 2> "$TMPDIR/err" &
dt=$!
for i in $(seq 100); do grep -q tracing "$TMPDIR/out" && break; sleep 0.1; done
echo go >&3
exec 3>&-
wait $dt || fail "-p: status $?: $(cat "$TMPDIR/err")"
wait $target || fail "-p: target status $?"
refused -p
expect_eq "-p counts" "$expected" "$(awk 'NF == 3 { print $1, $2, $3 }' "$TMPDIR/out" | sort)"

"$DTRACE" -l -n 'pid$target:libc.so.6:mem*:entry' -c "$HELPERS/ifuncs" > "$TMPDIR/list" 2> "$TMPDIR/err" ||
	fail "-l: status $?: $(cat "$TMPDIR/err")"
for f in memcpy memmove memset memchr memcmp; do
	expect_eq "-l $f" 1 "$(awk -v f=$f '$4 == f' "$TMPDIR/list" | wc -l)"
done
"$DTRACE" -l -n 'pid$target:libc.so.6::' -c "$HELPERS/ifuncs" > "$TMPDIR/list" 2> "$TMPDIR/err" ||
	fail "-l libc: status $?: $(cat "$TMPDIR/err")"
expect_eq "-l libc duplicates" "" "$(awk 'NR > 1 { print $4, $5 }' "$TMPDIR/list" | sort | uniq -d | head -3)"
for f in strlen strcmp memcpy; do
	expect_eq "-l $f entry and return" "entry return" \
		"$(awk -v f=$f '$4 == f { print $5 }' "$TMPDIR/list" | sort | xargs)"
done
"$DTRACE" -l -c "$HELPERS/ifuncs" > "$TMPDIR/list" 2> "$TMPDIR/err" || fail "-l -c: status $?: $(cat "$TMPDIR/err")"
expect_eq "-l -c memcpy" "libc.so.6 memcpy entry
libc.so.6 memcpy return" "$(awk '$2 ~ /^pid/ && $3 == "libc.so.6" && $4 == "memcpy" { print $3, $4, $5 }' "$TMPDIR/list" | sort)"
expect_eq "-l -c duplicates" "" "$(awk '$2 ~ /^pid/ { print $3, $4, $5 }' "$TMPDIR/list" | sort | uniq -d | head -3)"
exit 0
