#!/bin/bash
# ASSERTION: dtrace -h writes a C header for a provider definition whose
# macros compile cleanly (gcc -Wall -Wextra -Werror, -O0 and -O2, C and
# C++, -pedantic, clang if there is one) with no <sys/sdt.h>; the program built with it fires its probes
# as myapp$target:::NAME (names with "__" read "-") under the usdt
# provider with no -G step, every argument of its definition's type
# (char *, int, long, unsigned char, short, uint64_t, a struct pointer;
# a translated list maps args[] to other native arguments; without the
# definition, the types the header noted), and
# PROBE_ENABLED() is true only for the probe being traced.
. ../lib.sh
command -v gcc > /dev/null || { echo "needs gcc to build the program that uses the header"; exit 77; }
"$DTRACE" -h -s myapp.d -o "$TMPDIR/myapp.h" 2> "$TMPDIR/err" || fail "dtrace -h: $(cat "$TMPDIR/err")"
grep -q '^#ifndef _MYAPP_H$' "$TMPDIR/myapp.h" || fail "no include guard _MYAPP_H"
grep -q '^extern "C" {$' "$TMPDIR/myapp.h" || fail "no extern \"C\" block"
for m in 'MYAPP_QUERY_START(arg0, arg1)' 'MYAPP_QUERY_START_ENABLED()' \
	 'MYAPP_QUERY_DONE(arg0, arg1, arg2)' 'MYAPP_SMALL(arg0, arg1, arg2, arg3)' \
	 'MYAPP_TICK()' 'MYAPP_IDLE_ENABLED()'; do
	grep -qF "#define $m" "$TMPDIR/myapp.h" || fail "no macro $m"
done
grep -q 'sys/sdt.h' "$TMPDIR/myapp.h" && fail "the header includes <sys/sdt.h>"

# the default output file: the script's name with .h for .d
cp myapp.d "$TMPDIR/other.d"
"$DTRACE" -h -s "$TMPDIR/other.d" || fail "dtrace -h without -o"
grep -q '^#ifndef _OTHER_H$' "$TMPDIR/other.h" || fail "-h without -o did not write other.h"

W="-Wall -Wextra -Werror -I$TMPDIR"
gcc $W -O0 -o "$TMPDIR/app0" myapp.c 2> "$TMPDIR/cc0" || fail "gcc -O0: $(head -5 "$TMPDIR/cc0")"
gcc $W -O2 -o "$TMPDIR/app2" myapp.c 2> "$TMPDIR/cc2" || fail "gcc -O2: $(head -5 "$TMPDIR/cc2")"
if command -v g++ > /dev/null; then
	g++ $W -O2 -x c++ -o "$TMPDIR/appxx" myapp.c 2> "$TMPDIR/ccxx" ||
		fail "g++ -O2: $(head -5 "$TMPDIR/ccxx")"
fi
gcc $W -std=gnu99 -pedantic -O2 -c -o "$TMPDIR/ped.o" myapp.c 2> "$TMPDIR/ccp" ||
	fail "gcc -std=gnu99 -pedantic: $(head -5 "$TMPDIR/ccp")"
if command -v g++ > /dev/null; then
	g++ $W -std=c++98 -pedantic -O2 -x c++ -c -o "$TMPDIR/ped.o" myapp.c 2> "$TMPDIR/ccp" ||
		fail "g++ -std=c++98 -pedantic: $(head -5 "$TMPDIR/ccp")"
fi
if command -v clang > /dev/null; then
	clang $W -O2 -o "$TMPDIR/appcl" myapp.c 2> "$TMPDIR/ccl" || fail "clang -O2: $(head -5 "$TMPDIR/ccl")"
fi
gcc $W -O2 -DDTRACE_PROBES_DISABLED -o "$TMPDIR/appoff" myapp.c 2> "$TMPDIR/ccoff" ||
	fail "gcc -DDTRACE_PROBES_DISABLED: $(head -5 "$TMPDIR/ccoff")"
readelf -n "$TMPDIR/appoff" | grep -q stapsdt && fail "DTRACE_PROBES_DISABLED left probes in"
readelf -n "$TMPDIR/app2" | grep -q 'Name: query-start' || fail "no note for query-start"

expected="start select 1 1
done 10 select 1 -1000
small 201 -1 1099511627776 1
tick
start select 2 2
done 20 select 2 -2000
small 202 -2 2199023255552 1
tick"
for app in app0 app2 appxx appcl; do
	[ -x "$TMPDIR/$app" ] || continue
	"$DTRACE" -q -c "$TMPDIR/$app fire 2" -s myapp.d -n '
myapp$target:::query-start { printf("start %s %d\n", copyinstr(arg0), args[1]); }
myapp$target:::query-done { printf("done %d %s %d\n", args[0], copyinstr((uintptr_t)args[1]), arg2); }
myapp$target:::small { printf("small %d %d %d %d\n", args[0], args[1], args[2], args[3] != 0); }
myapp$target:::tick { printf("tick\n"); }' > "$TMPDIR/out" 2> "$TMPDIR/err" ||
		fail "$app: status $?: $(cat "$TMPDIR/err")"
	expect_eq "$app's probes" "$expected" "$(grep -v '^$' "$TMPDIR/out" | grep -v '^done-enabled')"
	expect_eq "$app saw QUERY_DONE_ENABLED()" "done-enabled 1
done-enabled 2" "$(grep '^done-enabled' "$TMPDIR/out")"
done
# untraced, no probe is enabled
expect_eq "untraced" "" "$("$TMPDIR/app2" fire 2)"

# args[] are of the definition's types
"$DTRACE" -q -s myapp.d -n '
myapp$target:::query-done { printf("sizes %d %d\n", sizeof(args[0]), sizeof(args[1])); }
myapp$target:::small { printf("sizes %d %d %d %d\n", sizeof(args[0]), sizeof(args[1]), sizeof(args[2]), sizeof(args[3])); }' \
	-c "$TMPDIR/app2 fire 1" > "$TMPDIR/out" 2> "$TMPDIR/err" || fail "sizes: status $?: $(cat "$TMPDIR/err")"
expect_eq "sizes of args[]" "sizes 4 8
sizes 1 2 8 8" "$(grep ^sizes "$TMPDIR/out")"
# without the definition, args[] have the types the header noted (.note.dtrace.types):
# integers of the same size and sign, char * for strings, void * for other pointers
"$DTRACE" -q -n '
myapp$target:::query-start { printf("start %d %d %s\n", sizeof(args[0]), sizeof(args[1]), copyinstr(args[0])); }
myapp$target:::small { printf("small %d %d %d %d %d\n", sizeof(args[0]), sizeof(args[1]), sizeof(args[2]), sizeof(args[3]), args[1]); }' \
	-c "$TMPDIR/app2 fire 1" > "$TMPDIR/out" 2> "$TMPDIR/err" || fail "noted types: status $?: $(cat "$TMPDIR/err")"
expect_eq "noted types" "start 8 4 select 1
small 1 2 8 8 -1" "$(grep -v '^$' "$TMPDIR/out")"
"$DTRACE" -lv -n 'myapp$target:::small' -c "$TMPDIR/app2 fire 1" > "$TMPDIR/list" 2>&1 || fail "-lv: $(cat "$TMPDIR/list")"
expect_eq "-lv" "args[0]: unsigned char
args[1]: short
args[2]: unsigned long
args[3]: void *" "$(grep 'args\[' "$TMPDIR/list" | tr -d '\t')"
"$DTRACE" -e -s myapp.d -n 'myapp$target:::small { this->id = args[3]->id; }' -c "$TMPDIR/app2 fire 1" \
	2> "$TMPDIR/err" || fail "args[3] is not a struct req *: $(cat "$TMPDIR/err")"
"$DTRACE" -e -s myapp.d -n 'myapp$target:::small { this->id = args[2]->id; }' -c "$TMPDIR/app2 fire 1" \
	2> "$TMPDIR/err" && fail "args[2] (uint64_t) took ->id"
exit 0
