#!/bin/bash
# ASSERTION: pid probes on a library the process will dlopen() later -
# one the test builds, found through the process's LD_LIBRARY_PATH -
# named by a glob (libdtfoo*) or outright (libdtfoo.so.1), fire for
# every call once it is loaded (entry and return), with -c and with -p;
# dtrace -l lists them before it is loaded. The program's RUNPATH
# ($ORIGIN/...) is searched too. A glob does not reach a library the
# process does not have and could not find.
. ../lib.sh
cat > "$TMPDIR/dtfoo.c" <<'SRC'
int dtfoo_add(int a) { return a + 1; }
int dtfoo_mul(int a) { return a * 3; }
SRC
${CC:-cc} -O2 -fPIC -shared -Wl,-soname,libdtfoo.so.1 -o "$TMPDIR/libdtfoo.so.1" "$TMPDIR/dtfoo.c" ||
	fail "cannot build the test library"
export LD_LIBRARY_PATH=$TMPDIR
script='pid$target:MOD:dtfoo_*:entry { @[probemod, probefunc, probename] = count(); }
pid$target:MOD:dtfoo_*:return { @[probemod, probefunc, probename] = count(); }'
expected="libdtfoo.so.1 dtfoo_add entry 3
libdtfoo.so.1 dtfoo_add return 3
libdtfoo.so.1 dtfoo_mul entry 4
libdtfoo.so.1 dtfoo_mul return 4"

for mod in 'libdtfoo*' 'libdt?oo.so*' libdtfoo.so.1 libdtfoo; do
	"$DTRACE" -q -n "${script//MOD/$mod}" -c "$HELPERS/dlfoo libdtfoo.so.1 300" > "$TMPDIR/out" 2> "$TMPDIR/err" ||
		fail "$mod: status $?: $(cat "$TMPDIR/err")"
	expect_eq "-c $mod" "$expected" "$(awk 'NF == 4 { print $1, $2, $3, $4 }' "$TMPDIR/out" | sort)"
done

"$DTRACE" -l -n 'pid$target:libdtfoo*:dtfoo_*:entry' -c "$HELPERS/dlfoo libdtfoo.so.1 0" > "$TMPDIR/list" 2> "$TMPDIR/err" ||
	fail "-l: status $?: $(cat "$TMPDIR/err")"
expect_eq "-l" "libdtfoo.so.1 dtfoo_add entry
libdtfoo.so.1 dtfoo_mul entry" "$(awk 'NR > 1 { print $3, $4, $5 }' "$TMPDIR/list" | sort)"

mkfifo "$TMPDIR/in"
"$HELPERS/dlfoo" libdtfoo.so.1 - < "$TMPDIR/in" > "$TMPDIR/ready" &
target=$!
exec 3> "$TMPDIR/in"
for i in $(seq 50); do [ -s "$TMPDIR/ready" ] && break; sleep 0.1; done
"$DTRACE" -q -n "${script//MOD/libdtfoo*}" -n 'BEGIN { printf("tracing\n"); }' -p $target \
	> "$TMPDIR/out" 2> "$TMPDIR/err" &
dt=$!
for i in $(seq 100); do grep -q tracing "$TMPDIR/out" && break; sleep 0.1; done
echo go >&3
exec 3>&-
wait $dt || fail "-p: status $?: $(cat "$TMPDIR/err")"
wait $target || fail "target status $?"
expect_eq "-p" "$expected" "$(awk 'NF == 4 { print $1, $2, $3, $4 }' "$TMPDIR/out" | sort)"

unset LD_LIBRARY_PATH
mkdir -p "$TMPDIR/bin/plugins"
cp "$TMPDIR/libdtfoo.so.1" "$TMPDIR/bin/plugins/"
${CC:-cc} -O2 -o "$TMPDIR/bin/dlfoo" "$TESTDIR/../helpers/dlfoo.c" -Wl,--enable-new-dtags,-rpath,'$ORIGIN/plugins' ||
	fail "cannot build the RUNPATH program"
"$DTRACE" -q -n "${script//MOD/libdtfoo*}" -c "$TMPDIR/bin/dlfoo libdtfoo.so.1 100" > "$TMPDIR/out" 2> "$TMPDIR/err" ||
	fail "RUNPATH: status $?: $(cat "$TMPDIR/err")"
expect_eq "RUNPATH" "$expected" "$(awk 'NF == 4 { print $1, $2, $3, $4 }' "$TMPDIR/out" | sort)"
rm -r "$TMPDIR/bin"

"$DTRACE" -n 'pid$target:libdtfoo*::entry' -c "$HELPERS/dlfoo libdtfoo.so.1 0" > /dev/null 2> "$TMPDIR/err" &&
	fail "matched without LD_LIBRARY_PATH"
grep -q "does not match any probes" "$TMPDIR/err" || fail "no LD_LIBRARY_PATH: $(cat "$TMPDIR/err")"
exit 0
