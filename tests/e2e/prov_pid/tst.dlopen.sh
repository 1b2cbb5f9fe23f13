#!/bin/bash
# ASSERTION: pid probes on a library the process has not mapped when
# tracing starts (it dlopen()s it later) are placed on the library's file,
# found where the process's libraries live, and fire once it is mapped:
# by full name and without version; and ustack() there names the caller.
. ../lib.sh
"$DTRACE" -q -c "$HELPERS/dl 3" -n '
pid$target:libm.so.6:cbrt:entry { printf("%s`%s\n", probemod, probefunc); }
pid$target:libm:cbrt:return { @returns = count(); }
pid$target:libm.so.6:cbrt:entry /self->n++ == 0/ { ustack(2); }
END { printa("returns %@d\n", @returns); }' > "$TMPDIR/out" 2> "$TMPDIR/err" || fail "status $?: $(cat "$TMPDIR/err")"
expect_eq "entries" 3 "$(grep -c '^libm.so.6`cbrt$' "$TMPDIR/out")"
expect_eq "returns" "returns 3" "$(grep ^returns "$TMPDIR/out")"
expect_eq "stack" "libm.so.6\`cbrt
dl\`main" "$(awk 'NF == 1 && /^ +[^ ]+`/ { print $1 }' "$TMPDIR/out" | sed -E 's/\+0x[0-9a-f]+$//')"
exit 0
