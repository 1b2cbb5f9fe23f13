#!/bin/bash
# ASSERTION: using the NULL string as a string faults at address 0, as in
# DTrace: printf("%s"), trace(), strlen(), a key, strjoin(); indexing it
# faults at the index (NULL + i); strtok(NULL, ...) before any string in
# the firing, after the last token, of a NULL string, or with NULL
# delimiters faults at 0. Each fault ends its clause only.
. ../lib.sh
"$DTRACE" -q -n '
self string ts;
string a[int];
BEGIN { printf("[%s]\n", self->ts); printf("not reached\n"); }
BEGIN { trace(a[1]); printf("not reached\n"); }
BEGIN { n = strlen(strchr("abc", 0x7a)); printf("not reached\n"); }
BEGIN { @[a[2]] = count(); printf("not reached\n"); }
BEGIN { x = strjoin("a", strstr("abc", "x")); printf("not reached\n"); }
BEGIN { g = "xyz"; g = NULL; trace(g[2]); printf("not reached\n"); }
BEGIN { x = strtok(NULL, ","); printf("not reached\n"); }
BEGIN { printf("[%s]", strtok("a", ",")); printf("[%d]\n", strtok(NULL, ",") == NULL); }
BEGIN { x = strtok(NULL, ","); printf("not reached\n"); }
BEGIN { x = strtok(strchr("abc", 0x7a), ","); printf("not reached\n"); }
BEGIN { x = strtok("abc", NULL); printf("not reached\n"); }
BEGIN { printf("last clause\n"); exit(0); }
dtrace:::ERROR { printf("ERROR fault %d addr %d\n", arg4, arg5); }' > "$TMPDIR/out" 2> "$TMPDIR/err"
st=$?
[ $st = 0 ] || fail "status $st: $(cat "$TMPDIR/err")"
expect_eq "stdout" "ERROR fault 1 addr 0
ERROR fault 1 addr 0
ERROR fault 1 addr 0
ERROR fault 1 addr 0
ERROR fault 1 addr 0
ERROR fault 1 addr 2
ERROR fault 1 addr 0
[a][1]
ERROR fault 1 addr 0
ERROR fault 1 addr 0
ERROR fault 1 addr 0
last clause" "$(grep -v '^$' "$TMPDIR/out")"
n=$(grep -Ec '^dtrace: error on enabled probe ID [0-9]+ \(ID 1: dtrace:::BEGIN\): invalid address \(0x0\) in action #[0-9]+( at .*)?$' "$TMPDIR/err")
expect_eq "error lines at 0" 9 "$n"
grep -Eq 'invalid address \(0x2\)' "$TMPDIR/err" || fail "no fault at 2: $(cat "$TMPDIR/err")"
exit 0
