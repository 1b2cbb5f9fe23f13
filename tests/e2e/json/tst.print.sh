#!/bin/bash
# ASSERTION: under -x oformat=json, print(expr) is an item of the probe's
# line, {"print": {"type": T, "value": V}}: a struct from BTF an object of
# its members by name, nested structs nested objects, integers numbers,
# pointers "0x..." strings, char arrays strings; a scalar its number, a
# string its text, a pointer its address; every line is JSON.
. ../lib.sh
. "$TESTDIR/jsonl.sh"
"$DTRACE" -q -x oformat=json -n '
BEGIN { print(*curthread); print(*curthread->fs); print(10); print(-3); print(execname);
	print(curthread->fs); print(curthread->comm); exit(0); }' > "$TMPDIR/out" 2> "$TMPDIR/err" ||
	fail "dtrace failed: $(cat "$TMPDIR/err")"
grep -q '^NOT JSON' <(jsonl_check < "$TMPDIR/out") && fail "not JSON Lines: $(cat "$TMPDIR/out")"
python3 - "$TMPDIR/out" "$$" > "$TMPDIR/checked" <<'PY' || fail "$(cat "$TMPDIR/checked")"
import json, re, sys

lines = [json.loads(l) for l in open(sys.argv[1])]
assert len(lines) == 1, "one line, got %d" % len(lines)
items = [i["print"] for i in lines[0]["output"] if "print" in i]
types = [p["type"] for p in items]
assert types == ["struct task_struct", "struct fs_struct", "int", "int", "string",
                 "struct fs_struct *", "char [16]"], types
task, fs = items[0]["value"], items[1]["value"]
assert task["comm"] == "dtrace", task["comm"]
assert isinstance(task["pid"], int) and task["pid"] > 0, task["pid"]
assert task["pid"] != int(sys.argv[2]), "pid is the shell's"
addr = re.compile(r"^0x[0-9a-f]+$")
assert addr.match(task["mm"] or ""), task["mm"]
assert isinstance(fs["users"], int) and fs["users"] >= 1, fs["users"]
for p in ("root", "pwd"):
    assert set(fs[p]) == {"mnt", "dentry"}, fs[p]
    assert addr.match(fs[p]["dentry"]) and fs[p]["dentry"] != "0x0", fs[p]
assert [p["value"] for p in items[2:5]] == [10, -3, "dtrace"], items[2:5]
assert addr.match(items[5]["value"]), items[5]
assert items[6]["value"] == "dtrace", items[6]
print("ok")
PY
exit 0
