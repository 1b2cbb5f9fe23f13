#!/bin/bash
# ASSERTION: syscount.d counts the target's system calls by name and by
# process: exactly 57 getppid() calls, and its name with them all.
. ../lib.sh
. ./tk.sh

tool syscount -c "$HELPERS/syscalls getppid=57"
expect_eq "getppid" 57 "$(rows '$1 == "getppid" { print $2 }')"
expect_eq "tables" 2 "$(count_rows '$2 == "COUNT"')"
expect_range "calls by syscalls" 58 100 "$(rows '$1 == "syscalls" { print $2 }')"
exit 0
