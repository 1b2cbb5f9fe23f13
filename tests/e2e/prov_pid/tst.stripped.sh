#!/bin/bash
# ASSERTION: in a program stripped of every symbol table (nosyms-stripped,
# as Debian ships programs) each function is found from .eh_frame and
# named by its address in the program (0x1139: the address its symbol has
# in the unstripped nosyms, stable from run to run); -l lists it, and its
# entry and return probes fire once per call, with arg1 at return the
# value it returned. _start, which no call enters, gets no probe.
. ../lib.sh
cd "$TMPDIR" || fail "no $TMPDIR"
addr() { printf '0x%x' "$((16#$(nm "$HELPERS/nosyms" | awk -v f="$1" '$3 == f { print $1 }')))"; }
leaf=$(addr leaf) middle=$(addr middle) outer=$(addr outer) main=$(addr main) start=$(addr _start)
[ "$leaf" != 0x0 ] && [ "$main" != 0x0 ] || fail "nm found no leaf or main in nosyms"
readelf -S "$HELPERS/nosyms-stripped" | grep -q "\.symtab" && fail "nosyms-stripped still has .symtab"
nm -D "$HELPERS/nosyms-stripped" | grep -q " T " && fail "nosyms-stripped exports functions"

"$DTRACE" -l -n 'pid$target:a.out::entry' -c "$HELPERS/nosyms-stripped 1 0" > list 2> err ||
	fail "-l status $?: $(cat err)"
for f in $leaf $middle $outer $main; do
	grep -Eq "^ *[0-9]+ +pid[0-9]+ +a\.out +$f entry\$" list || fail "-l lacks $f: $(cat list)"
done
grep -q " $start entry\$" list && fail "_start ($start) offered a probe: $(cat list)"

"$DTRACE" -q -n "
pid\$target:a.out:$leaf:entry { @e = count(); }
pid\$target:a.out:$leaf:return { @r = count(); @v = sum(arg1); }
pid\$target:a.out:$middle:entry { @m = count(); }
END { printa(\"entry %@d\n\", @e); printa(\"return %@d\n\", @r); printa(\"sum %@d\n\", @v);
      printa(\"middle %@d\n\", @m); }" -c "$HELPERS/nosyms-stripped 7 0" > out 2> err ||
	fail "status $?: $(cat err)"
# leaf(n) returns 2n: 2 * (1 + ... + 7) = 56
expect_eq "entries, returns and return values of $leaf" "entry 7
return 7
sum 56
middle 7" "$(grep -v '^$' out)"

# the stripped function's probe names itself as probefunc
"$DTRACE" -q -n "pid\$target:a.out:$outer:entry { printf(\"%s:%s\n\", probemod, probefunc); exit(0); }" \
	-c "$HELPERS/nosyms-stripped 3 0" > out 2> err || fail "status $?: $(cat err)"
expect_eq "probemod:probefunc" "a.out:$outer" "$(grep -v '^$' out)"
exit 0
