#!/bin/bash
# ASSERTION: dtrace reports on stderr what each -n description and -s
# script matched ("description 'X ' matched N probes", cropped at the
# first '{', '/' or ';'); -q silences these notices.
. ../lib.sh
"$DTRACE" -n 'BEGIN { exit(0); }' >/dev/null 2>"$TMPDIR/err" || fail "dtrace failed"
expect_eq "BEGIN" "dtrace: description 'BEGIN ' matched 1 probe" "$(cat "$TMPDIR/err")"

"$DTRACE" -n 'syscall::read:entry,syscall::write:entry /0/ {}' -n 'BEGIN{exit(0)}' >/dev/null 2>"$TMPDIR/err" || fail "dtrace failed"
expect_eq "two -n" "dtrace: description 'syscall::read:entry,syscall::write:entry ' matched 2 probes
dtrace: description 'BEGIN' matched 1 probe" "$(cat "$TMPDIR/err")"

cat > "$TMPDIR/s.d" <<'SEOF'
BEGIN { exit(0); }
END {}
SEOF
(cd "$TMPDIR" && "$DTRACE" -s s.d >/dev/null 2>err2) || fail "dtrace -s failed"
expect_eq "-s" "dtrace: script 's.d' matched 2 probes" "$(cat "$TMPDIR/err2")"

"$DTRACE" -q -n 'BEGIN { exit(0); }' >/dev/null 2>"$TMPDIR/err" || fail "dtrace -q failed"
expect_eq "-q" "" "$(cat "$TMPDIR/err")"
exit 0
