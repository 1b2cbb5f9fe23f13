#!/bin/bash
# ASSERTION: strtok(s, delims) as DTrace's: tokens as strings, runs of
# delimiters skipped, any delimiter string (a variable too, a different one
# each call); a token's end is kept at the delimiter that ended it, so that
# with other delimiters the next token begins with it (DTrace's strtok, not
# strtok(3)); strtok(NULL, delims) goes on with the string of the last
# strtok() of the same probe firing, in a later clause too; NULL (== NULL
# true) when no token is left; a string of the kernel (the process's comm)
# tokenized. strtok(NULL, ...) in a firing that gave no string yet faults
# at address 0, as in DTrace.
. ../lib.sh
out=$("$DTRACE" -q -n '
BEGIN { this->d = ",;"; printf("[%s]", strtok(",,a;bc,,d", this->d)); printf("[%s]", strtok(NULL, ","));
    printf("[%s]", strtok(NULL, ",;")); this->t = strtok(NULL, ",");
    printf(" %d %d\n", this->t == NULL, this->t != NULL); }
BEGIN { printf("[%s]", strtok("/usr//lib/x86_64-linux-gnu", "/")); printf("[%s]", strtok(NULL, "/")); }
BEGIN { printf("[%s]", strtok(NULL, "-")); printf("[%s]\n", strtok(NULL, "")); }
BEGIN { printf("[%s] %d %d\n", strtok("abc", ""), strtok(";;;", ";") == NULL, strtok("", ";") == NULL); }
BEGIN { printf("[%s][%s]\n", strtok(execname, "r"), strtok(NULL, "r")); }
tick-1ms { printf("%d\n", strtok(NULL, ",") == NULL); printf("not reached\n"); }
tick-1ms { exit(0); }
dtrace:::ERROR { printf("fault %d at %d\n", arg4, arg5); }' 2> "$TMPDIR/err") || fail "dtrace failed: $(cat "$TMPDIR/err")"
expect_eq "output" "[a][;bc][d] 1 0
[usr][lib][/x86_64][-linux-gnu]
[abc] 1 1
[dt][ace]
fault 1 at 0" "$(echo "$out" | grep -v '^$')"
grep -Eq '^dtrace: error on enabled probe ID [0-9]+ \(ID [0-9]+: profile:::tick-1ms\): invalid address \(0x0\) in action #1' "$TMPDIR/err" ||
	fail "stderr: $(cat "$TMPDIR/err")"
exit 0
