#!/bin/bash
# ASSERTION: setuids.d shows a root process changing its user ID to
# nobody's (65534), and that process then failing (EPERM: 1) to change
# back to root.
. ../lib.sh
. ./tk.sh

command -v setpriv > /dev/null || fail "setpriv (util-linux) is not installed"
cat > "$TMPDIR/work.sh" <<'W'
#!/bin/sh
setpriv --reuid=65534 --regid=65534 --clear-groups setpriv --reuid=0 /bin/true 2> /dev/null
exit 0
W
chmod +x "$TMPDIR/work.sh"
tool setuids -c "$TMPDIR/work.sh"
expect_eq "header" "PID PPID COMM UID SYSCALL ARGS RESULT" "$(head -1 "$TMPDIR/out" | tr -s ' ' | sed 's/^ //')"
expect_range "root to nobody, success" 1 2 \
	"$(count_rows '$3 == "setpriv" && $4 == 0 && $5 ~ /^setres?uid$/ && $6 == 65534 && $NF == 0')"
expect_range "nobody to root, EPERM" 1 2 \
	"$(count_rows '$3 == "setpriv" && $4 == 65534 && $5 ~ /^setres?uid$/ && $6 == 0 && $NF == 1')"
exit 0
