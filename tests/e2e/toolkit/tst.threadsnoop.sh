#!/bin/bash
# ASSERTION: threadsnoop.d shows each thread the target creates: three
# rows with the target's PID and TID (the main thread creates them) and
# three distinct new thread IDs.
. ../lib.sh
. ./tk.sh

tool threadsnoop -c "$HELPERS/tkwork threads=3"
expect_eq "header" "TIME(ms) PID TID NEWTID COMM" "$(head -1 "$TMPDIR/out" | tr -s ' ' | sed 's/^ //')"
expect_eq "rows" 3 "$(count_rows '$5 == "tkwork"')"
expect_eq "created by the main thread" 3 "$(count_rows '$5 == "tkwork" && $2 == $3 && $4 != $2')"
expect_eq "distinct new threads" 3 "$(rows '$5 == "tkwork" { print $4 }' | sort -u | wc -l)"
exit 0
