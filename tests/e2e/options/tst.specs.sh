#!/bin/bash
# ASSERTION: -P, -m, -f and -i name probes by provider, module, function
# or id, for listing (-l) and for enabling; -f FUNC means any provider and
# module; an enabling without a clause traces the default output.
. ../lib.sh
row() { printf '%5d %10s %17s %33s %s\n' "$@"; }
hdr=$(printf '%5s %10s %17s %33s %s' ID PROVIDER MODULE FUNCTION NAME)

out=$("$DTRACE" -l -f getppid) || fail "-l -f: status $?"
expect_eq "-l -f getppid" "$hdr
$(row 224 syscall vmlinux getppid entry)
$(row 225 syscall vmlinux getppid return)" "$out"

out=$("$DTRACE" -l -i 1) || fail "-l -i: status $?"
expect_eq "-l -i 1" "$hdr
$(row 1 dtrace '' '' BEGIN)" "$out"

"$DTRACE" -l -m vmlinux | tail -n +2 > "$TMPDIR/vmlinux" || fail "-l -m: status $?"
expect_eq "-l -m vmlinux: rows of another module" 0 "$(awk '$3 != "vmlinux"' "$TMPDIR/vmlinux" | wc -l)"
n=$(awk '$2 == "syscall"' "$TMPDIR/vmlinux" | wc -l)
[ "$n" -gt 200 ] || fail "-l -m vmlinux: only $n syscall probes"

# enabling with -P: BEGIN and END fire with the default output
"$DTRACE" -P dtrace -c "$HELPERS/syscalls" > "$TMPDIR/out" 2> "$TMPDIR/err" || fail "-P dtrace: status $?"
expect_eq "-P dtrace: stderr" "dtrace: description 'dtrace' matched 3 probes" "$(head -1 "$TMPDIR/err")"
expect_eq "-P dtrace: stdout" "CPU     ID                    FUNCTION:NAME
  C      1                           :BEGIN 
  C      2                             :END " "$(sed -E 's/^ *[0-9]+( +[0-9]+ +[^ ]*:[^ ]+ )/  C\1/' "$TMPDIR/out")"
exit 0
