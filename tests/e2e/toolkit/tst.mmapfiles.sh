#!/bin/bash
# ASSERTION: mmapfiles.d counts the files the target's children map: the
# dynamic loader maps libc.so.6 into cat (several segments, so several
# maps, and more than a kilobyte); counted by process and path.
. ../lib.sh
. ./tk.sh

cat > "$TMPDIR/work.sh" <<'W'
#!/bin/sh
cat /etc/hostname > /dev/null
W
chmod +x "$TMPDIR/work.sh"
tool mmapfiles -c "$TMPDIR/work.sh"
expect_eq "header" "COMM FILE MAPS KBYTES" "$(head -1 "$TMPDIR/out" | tr -s ' ')"
maps=$(rows '$1 == "cat" && $2 ~ /\/libc\.so\.6$/ { print $3 }')
expect_range "maps of libc.so.6 by cat" 2 10 "$maps"
expect_range "kilobytes of libc.so.6 mapped" 100 100000 "$(rows '$1 == "cat" && $2 ~ /\/libc\.so\.6$/ { print $4 }')"
exit 0
