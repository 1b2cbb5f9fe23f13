#!/bin/bash
# ASSERTION: a real JIT's stacks: node (Debian's nodejs) with
# --perf-basic-prof publishes /tmp/perf-PID.map; ustack() through its
# compiled and interpreted frames (--interpreted-frames-native-stack)
# names the script's own functions, the stack goes on through V8's frames
# into node's C++ (demangled) and libc. (V8 names code "JS:" since node 20,
# "LazyCompile:" and "Function:" before: both are accepted.)
. ../lib.sh
command -v node > /dev/null || fail "node is not installed (scripts/deps.sh installs nodejs)"
cd "$TMPDIR" || fail "no $TMPDIR" # (V8 writes its isolate log where it runs)
cat > "$TMPDIR/hot.js" <<'JS'
const fs = require('fs');
function readIt() { return fs.readFileSync('/proc/self/stat'); }
function hotLoop(n) { let s = 0; for (let i = 0; i < n; i++) s += readIt().length; return s; }
let t = 0;
for (let k = 0; k < 10; k++) t += hotLoop(300);
console.log('pid ' + process.pid);
JS
"$DTRACE" -q -n 'syscall::read:entry /pid == $target/ { @[ustack(16)] = count(); }' \
	-c "node --perf-basic-prof --interpreted-frames-native-stack $TMPDIR/hot.js" \
	> "$TMPDIR/out" 2> "$TMPDIR/err" || fail "status $?: $(cat "$TMPDIR/err")"
target=$(awk '/^pid / { print $2 }' "$TMPDIR/out")
[ -n "$target" ] && rm -f "/tmp/perf-$target.map"
grep -qE '^ *\[jit\]`(JS|LazyCompile|Function|InterpretedFunction):[*^~]?hotLoop /.*hot\.js:3:' "$TMPDIR/out" ||
	{ head -40 "$TMPDIR/out"; fail "no frame of the script's hotLoop()"; }
grep -qE '^ *\[jit\]`(JS|LazyCompile|Function|InterpretedFunction):[*^~]?readFileSync node:fs' "$TMPDIR/out" || fail "no frame of node's fs.readFileSync()"
grep -qF 'node`node::fs::Read(v8::FunctionCallbackInfo<v8::Value> const&)' "$TMPDIR/out" ||
	fail "node's C++ frame is not demangled"
grep -qE '^ *libc\.so\.6`(__)?read\+' "$TMPDIR/out" || fail "no libc read frame"
exit 0
