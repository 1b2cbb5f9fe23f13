#!/bin/bash
# ASSERTION: oomkill.d names the process the OOM killer kills: hog, in a
# memory cgroup limited to 32 MB, allocates 200 MB and is killed; the
# victim and the trigger are hog, with its PID, and a size over 20 MB.
. ../lib.sh
. ./tk.sh

mem=/sys/fs/cgroup/memory
[ -f $mem/memory.limit_in_bytes ] || { echo "no cgroup v1 memory controller at $mem"; exit 77; }
cg=$mem/dtrace-tk-oom.$$
mkdir "$cg" || fail "cannot make $cg"
trap 'rmdir "$cg"' EXIT
echo $((32 << 20)) > "$cg/memory.limit_in_bytes" || fail "cannot limit $cg"
echo 0 > "$cg/memory.swappiness" 2> /dev/null
cat > "$TMPDIR/work.sh" <<'W'
#!/bin/sh
echo $$ > "$1/cgroup.procs"
echo $$ > "$3/hogpid"
exec "$2/hog" 200
W
chmod +x "$TMPDIR/work.sh"
tool oomkill -c "$TMPDIR/work.sh $cg $HELPERS $TMPDIR"
hog=$(cat "$TMPDIR/hogpid")
expect_eq "header" "TIME TRIGGER VICTIM SIZE RSS ADJ" "$(head -1 "$TMPDIR/out" | tr -s ' ')"
expect_eq "the kill" "$hog hog $hog hog" "$(rows '$6 == "hog" { print $5, $6, $7, $8 }')"
expect_range "victim's size (KB)" 20000 1000000 "$(rows '$6 == "hog" { print $9 }')"
exit 0
