#!/bin/bash
# ASSERTION: with -x oformat=json, records lost to a full buffer are lines
# of the stream too: the pseudo-probe dtrace:INTERNAL:INTERNAL:DROP with
# the CPU, "count" (lost since the last report), "total" (so far on that
# CPU), "kind" 0 (the principal buffer, FreeBSD's number) and DTrace's
# message; stderr keeps "dtrace: N drops on CPU n". Every line is JSON
# (one python3 reads them all: there are many), no record is garbled, and
# the records printed plus the records dropped are all the calls.
. ../lib.sh
"$DTRACE" -q -x oformat=json -x bufsize=4k -c "$HELPERS/syscalls getppid=200000" -n '
syscall::getppid:entry /pid == $target/ { printf("%s %d\n", execname, 12345); }' \
	> "$TMPDIR/out" 2> "$TMPDIR/err"
st=$?
[ $st = 0 ] || fail "status $st: $(tail -3 "$TMPDIR/err")"
grep -Eq '^dtrace: [0-9]+ drops? on CPU [0-9]+$' "$TMPDIR/err" || fail "no drops on stderr: $(head -3 "$TMPDIR/err")"
python3 - "$TMPDIR/out" "$TMPDIR/err" > "$TMPDIR/check" <<'PY' || fail "$(tail -1 "$TMPDIR/check")"
import json, re, sys
records = drops = 0
totals = {}
for n, line in enumerate(open(sys.argv[1], encoding="utf-8"), 1):
    o = json.loads(line)  # raises on a line that is not JSON
    if o["name"] == "DROP":
        assert (o["provider"], o["module"], o["function"], o["id"]) == \
            ("dtrace", "INTERNAL", "INTERNAL", -1), line
        assert o["kind"] == 0 and o["cpu"] >= 0 and o["count"] > 0, line
        assert o["msg"] == "%d drop%s on CPU %d" % (o["count"], "s" if o["count"] > 1 else "", o["cpu"]), line
        totals[o["cpu"]] = totals.get(o["cpu"], 0) + o["count"]
        assert o["total"] == totals[o["cpu"]], line
        drops += o["count"]
        continue
    assert o["provider"] == "syscall" and o["name"] == "entry", line
    assert o["output"] == [{"message": "syscalls 12345\n"}, {"value": "syscalls"}, {"value": 12345}], line
    records += 1
said = sum(int(m.group(1)) for m in re.finditer(r"^dtrace: (\d+) drops? on CPU \d+$",
                                                 open(sys.argv[2]).read(), re.M))
assert said == drops, "stderr says %d drops, the stream %d" % (said, drops)
assert drops > 0, "no DROP lines"
print(records + drops)
PY
expect_eq "records printed + records dropped" 200000 "$(cat "$TMPDIR/check")"
exit 0
