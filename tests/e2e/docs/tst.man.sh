# The manual pages: dtrace(1) and the generated dtrace-toolkit(7) render
# without warnings (groff -ww, mandoc -T lint, man -l), and dtrace(1) keeps
# up with the code: every flag of main.c's getopt string, every -x option of
# options.def, every provider of providers.c, every built-in variable and
# every function of builtins.def and funcs.def is described in it. The
# toolkit page lists every script in toolkit/, and its generator describes a
# script from its header and one without a header as "no description".
# Needs no root: it reads and renders text only.
. ../lib.sh

top=$(cd "$TESTDIR/../../.." && pwd)
export LC_ALL=C  # no locale warnings from man or groff, whatever the caller has
page=$top/man/dtrace.1
[ -f "$page" ] || fail "no man/dtrace.1"
for tool in groff mandoc man; do
	command -v $tool > /dev/null || fail "$tool is not installed (scripts/deps.sh installs it)"
done

# render PAGE: no warning from groff, mandoc or man, and some text out of each.
render() {
	groff -man -ww -z -Tutf8 "$1" > "$TMPDIR/groff.err" 2>&1 || fail "groff failed on $1: $(head -3 "$TMPDIR/groff.err")"
	[ -s "$TMPDIR/groff.err" ] && fail "groff warns on $1: $(head -3 "$TMPDIR/groff.err")"
	mandoc -T lint -W warning "$1" > "$TMPDIR/mandoc.err" 2>&1 || fail "mandoc -T lint on $1: $(head -3 "$TMPDIR/mandoc.err")"
	[ -s "$TMPDIR/mandoc.err" ] && fail "mandoc -T lint on $1: $(head -3 "$TMPDIR/mandoc.err")"
	MANWIDTH=80 man --warnings -l "$1" > "$TMPDIR/man.out" 2> "$TMPDIR/man.err" || fail "man -l $1 failed: $(head -3 "$TMPDIR/man.err")"
	[ -s "$TMPDIR/man.err" ] && fail "man -l $1 warns: $(head -3 "$TMPDIR/man.err")"
	grep -q '^NAME' "$TMPDIR/man.out" || fail "man -l $1 printed no NAME section"
	return 0
}
render "$page"

# section NAME: the source lines of dtrace.1's section NAME (until the next .SH).
section() {
	awk -v s="$1" '/^\.SH / { on = ($0 == ".SH " s || $0 == ".SH \"" s "\"") ; next } on' "$page"
}

# tags: the words of the tag lines (the line after .TP) of stdin, one a line,
# font escapes and macro names dropped.
tags() {
	awk 'tp { sub(/^\.[A-Z]+ /, ""); gsub(/\\f[A-Z]/, " "); gsub(/\\-/, "-"); print } { tp = ($0 == ".TP") }' |
		tr -c 'A-Za-z0-9_\n-' '\n' | sed '/^$/d' | sort -u
}

# Every flag of the getopt string, in OPTIONS (-a and -A: said to be refused).
flags=$(sed -n 's/.*getopt(argc, argv, "+\([^"]*\)".*/\1/p' "$top/src/main.c" | tr -d ':')
[ -n "$flags" ] || fail "no getopt string in src/main.c"
section OPTIONS > "$TMPDIR/options.src"
for f in $(printf '%s' "$flags" | sed 's/./& /g'); do
	case $f in 3) f=32 ;; 6) f=64 ;; esac # -32, -64: getopt's -3 2, -6 4
	grep -q -- "\\\\-$f\\>" "$TMPDIR/options.src" || fail "dtrace.1's OPTIONS do not describe -$f"
done

# Every -x option of options.def, as a tag of -X OPTIONS.
section "-X OPTIONS" | tags > "$TMPDIR/xtags"
opts=$(sed -n 's/^OPT(\([a-z_]*\),.*/\1/p' "$top/src/rt/options.def")
[ "$(printf '%s\n' "$opts" | wc -l)" -ge 50 ] || fail "too few options read from options.def: $opts"
for o in $opts; do
	grep -qx "$o" "$TMPDIR/xtags" || fail "dtrace.1 does not describe -x $o"
done

# Every provider of providers.c, as a subsection of PROVIDERS.
provs=$(awk '/provider_list\[\]/ { on = 1 } on && /NULL/ { exit } on' "$top/src/prov/providers.c" |
	sed -n 's/.*&prov_\([a-z]*\),.*/\1/p')
[ "$(printf '%s\n' "$provs" | wc -l)" -ge 15 ] || fail "too few providers read from providers.c: $provs"
section PROVIDERS | sed -n 's/^\.SS "\{0,1\}\([a-z]*\).*/\1/p' > "$TMPDIR/provs"
for p in $provs; do
	grep -qx "$p" "$TMPDIR/provs" || fail "dtrace.1 has no PROVIDERS subsection for $p"
done

# Every built-in variable (arg1 ... arg8 are "arg0 ... arg9") and every
# function of the D library's tables, in THE D LANGUAGE.
section "THE D LANGUAGE" > "$TMPDIR/d.src"
tags < "$TMPDIR/d.src" > "$TMPDIR/dtags"
for v in $(sed -n 's/^BUILTIN(\([a-z0-9_]*\),.*/\1/p' "$top/src/cc/builtins.def"); do
	case $v in arg[1-8]) continue ;; esac
	grep -qx "$v" "$TMPDIR/dtags" || fail "dtrace.1 does not describe the variable $v"
done
sed 's/\\f[A-Z]//g; s/^\.[A-Z]* //' "$TMPDIR/d.src" > "$TMPDIR/d.txt"
nf=0
for fn in $(sed -n 's/^FUNC(\([a-z0-9_]*\),.*/\1/p' "$top/src/cc/funcs.def"); do
	case $fn in __*) continue ;; esac  # the D library's own
	nf=$((nf + 1))
	grep -q "\\(^\\|[^a-z_]\\)$fn *(" "$TMPDIR/d.txt" || fail "dtrace.1 does not describe $fn()"
done
[ "$nf" -ge 80 ] || fail "too few functions read from funcs.def: $nf"

# The toolkit page, from whatever toolkit/ holds: renders, and lists every script.
gen=$top/scripts/mktoolkitman.sh
"$gen" "$top/man/dtrace-toolkit.7.in" "$top/toolkit" > "$TMPDIR/dtrace-toolkit.7" 2> "$TMPDIR/gen.err" ||
	fail "mktoolkitman.sh failed: $(head -3 "$TMPDIR/gen.err")"
[ -s "$TMPDIR/gen.err" ] && fail "mktoolkitman.sh complained: $(head -3 "$TMPDIR/gen.err")"
render "$TMPDIR/dtrace-toolkit.7"
n=0
for f in "$top"/toolkit/*; do
	[ -f "$f" ] || continue
	b=${f##*/}
	case $b in README*|*.txt|*.md) continue ;; esac
	name=${b%.d}
	name=${name%.sh}
	grep -qx ".SS $name" "$TMPDIR/dtrace-toolkit.7" || fail "dtrace-toolkit(7) does not list toolkit/$b"
	n=$((n + 1))
done
tools=$(grep -c '^\.SS ' "$TMPDIR/dtrace-toolkit.7")
expect_eq "tools in dtrace-toolkit(7)" "$n" "$tools"

# The generator on scripts it has never seen: one with a header, one without.
mkdir -p "$TMPDIR/tk/examples"
cat > "$TMPDIR/tk/fakesnoop.d" <<'EOF'
#!/usr/sbin/dtrace -qs
/*
 * fakesnoop.d - every fake event, as it happens.
 *
 * Columns:
 *   PID    the process
 *   COMM   its name
 *
 * Overhead: none at all, \fB.not
 * .really
 */
BEGIN { exit(0); }
EOF
printf '#!/usr/sbin/dtrace -s\nBEGIN { exit(0); }\n' > "$TMPDIR/tk/bare.d"
echo example > "$TMPDIR/tk/examples/fakesnoop.txt"
echo notes > "$TMPDIR/tk/README"
PREFIX=/opt/x "$gen" "$top/man/dtrace-toolkit.7.in" "$TMPDIR/tk" > "$TMPDIR/fake.7" || fail "mktoolkitman.sh failed on the fixture"
render "$TMPDIR/fake.7"
expect_eq "fixture tools" ".SS bare
.SS fakesnoop" "$(grep '^\.SS ' "$TMPDIR/fake.7")"
# as the Makefile names them (toolkit/*: examples/ among them, with a file that is no tool)
echo data > "$TMPDIR/tk/examples/raw.bin"
PREFIX=/opt/x "$gen" "$top/man/dtrace-toolkit.7.in" "$TMPDIR"/tk/* > "$TMPDIR/fake2.7" || fail "mktoolkitman.sh failed on tk/*"
expect_eq "fixture tools from tk/*" ".SS bare
.SS fakesnoop" "$(grep '^\.SS ' "$TMPDIR/fake2.7")"
sed -n '/^   bare$/,/^   fakesnoop$/p' "$TMPDIR/man.out" > "$TMPDIR/bare.txt"
grep -q '^       no description$' "$TMPDIR/bare.txt" || fail "a script without a header is not 'no description': $(cat "$TMPDIR/bare.txt")"
grep -q 'Script: /opt/x/share/dtrace/toolkit/bare.d$' "$TMPDIR/bare.txt" || fail "no installed path for bare.d"
sed -n '/^   fakesnoop$/,/^FILES$/p' "$TMPDIR/man.out" > "$TMPDIR/fake.txt"
for want in '^       every fake event, as it happens\.$' '^       Columns:$' '^              PID    the process$' \
	'^              COMM   its name$' 'Overhead:' '\\fB\.not \.really$' 'Command: dtrace-fakesnoop$' \
	'Example output: /opt/x/share/dtrace/toolkit/examples/fakesnoop.txt$'; do
	grep -q -- "$want" "$TMPDIR/fake.txt" || fail "fakesnoop's entry lacks /$want/: $(cat "$TMPDIR/fake.txt")"
done
grep -q '^   README' "$TMPDIR/man.out" && fail "README listed as a tool"
echo "man pages ok: $nf functions, $(wc -l < "$TMPDIR/xtags") option words, $n toolkit scripts"
