#!/bin/bash
# ASSERTION: a clause that only speculates records its probe line into
# the speculation: commit() prints it (one line of its own), discard()
# drops it; the clauses that only commit() or discard() print nothing,
# and a clause of assignments prints nothing either.
. ../lib.sh

prog='BEGIN { self->spec = speculation(); }
BEGIN /self->spec/ { speculate(self->spec); }
BEGIN /self->spec/ { ACTION(self->spec); }
BEGIN /self->spec/ { exit(0); }'

out=$("$DTRACE" -n "${prog/ACTION/commit}" 2>/dev/null)
expect_eq "commit" "CPU     ID                    FUNCTION:NAME
  C      1                           :BEGIN 
  C      1                           :BEGIN " "$(echo "$out" | sed 's/^ *[0-9]* /  C /')"
out=$("$DTRACE" -n "${prog/ACTION/discard}" 2>/dev/null)
expect_eq "discard" "CPU     ID                    FUNCTION:NAME
  C      1                           :BEGIN " "$(echo "$out" | sed 's/^ *[0-9]* /  C /')"
exit 0
