#!/bin/bash
#
# ASSERTION: a program interrupted on its CPU by another program (a timer
# interrupt's, a softirq's) keeps its scratch: every record that getppid's
# clause builds while interrupt-context clauses fire on the same CPU and
# build their own keys in scratch comes out whole, and so do those keys.
#
# The target (helpers/nest) pins itself to one CPU and wakes a thread there
# every 20 us, so timer interrupts, and the softirqs on their way out, land
# inside the getppid clause hundreds of times a second. With one scratch
# area per CPU they overwrote its record (lines with the interrupt clause's
# numbers and strings, records cut short).
# TIMEOUT: 120
set -u
N=50000
cd "$TMPDIR" || exit 1
cat > nest.d <<'D'
syscall::getppid:entry
/pid == $target/
{
	printf("A %d %d %d %d %d %d %d %d %d %s %s %s %s\n", pid, pid, pid, pid, pid, pid, pid, pid, pid,
	    execname, execname, execname, execname);
}

rawtp:timer::hrtimer_expire_entry,
rawtp:irq::softirq_entry
{
	@b[11, 22, 33, 44, 55, 66, 77, 88, 99, "bbbbbbbbbbbbbbb", "bbbbbbbbbbbbbbb", "bbbbbbbbbbbbbbb",
	    "bbbbbbbbbbbbbbb"] = count();
}

END
{
	printa("B %d %d %d %d %d %d %d %d %d %s %s %s %s %@d\n", @b);
}
D
"$DTRACE" -q -x strsize=16 -x bufsize=64m -s nest.d -c "$HELPERS/nest $N" > out 2> err
rc=$?
[ $rc = 0 ] || { echo "dtrace exited $rc"; cat err; exit 1; }
[ ! -s err ] || { echo "dtrace said:"; cat err; exit 1; }
a=$(grep -cE '^A ([0-9]+)( \1){8}( nest){4}$' out)
b=$(grep -cE '^B 11 22 33 44 55 66 77 88 99( b{15}){4} [0-9]+$' out)
bad=$(grep -vcE '^A ([0-9]+)( \1){8}( nest){4}$|^B 11 22 33 44 55 66 77 88 99( b{15}){4} [0-9]+$|^$' out)
if [ "$a" != "$N" ] || [ "$b" != 1 ] || [ "$bad" != 0 ]; then
	echo "$a whole getppid records of $N, $b interrupt keys (want 1), $bad other lines:"
	grep -vE '^A ([0-9]+)( \1){8}( nest){4}$|^$' out | head -20
	exit 1
fi
echo "$N records whole, interrupt key whole"
