#!/bin/bash
# check-layering.sh - the folders of src/ depend one way (docs/INTERNALS.md, "Layout"):
#
#   main.c cpp.c → prov/ → user/ → rt/ → sym/ → out/ → cc/ → base/
#
# A folder may include headers only of itself and of folders below it, and
# out/, cc/ and base/ never include libbpf. With a build directory, the
# same order is checked where a header cannot show it: every symbol an
# object file uses must be defined in its own folder or one below
# (a lower header declaring a function that a higher folder defines would
# pass the include check).
#
# usage: scripts/check-layering.sh [BUILDDIR]
LAYERS="prov user rt sym out cc base"
cd "$(dirname "$0")/.." || exit 2
st=0
above=
for d in $LAYERS; do
	if [ -n "$above" ] && grep -nE "#include \"(\.\./)?($above)/" src/$d/*.[ch]; then
		echo "check-layering: src/$d/ includes a folder above it ($above)"
		st=1
	fi
	above="${above:+$above|}$d"
done
if grep -nE '#include [<"]bpf/' src/out/*.[ch] src/cc/*.[ch] src/base/*.[ch]; then
	echo "check-layering: out/, cc/ or base/ include libbpf headers"
	st=1
fi
B=$1
[ -n "$B" ] && [ -d "$B/src" ] || exit $st
# symbols: "folder rank" of every definition, then each object's undefined ones
rank() { local i=1; for d in $LAYERS; do [ "$d" = "$1" ] && { echo $i; return; }; i=$((i + 1)); done; echo 0; }
list=
for o in "$B"/src/*.o "$B"/src/*/*.o; do
	[ -f "$o" ] || continue
	d=$(dirname "${o#"$B"/src/}")
	src=src/${o#"$B"/src/}
	[ -f "${src%.o}.c" ] || continue # a stale object of a file since moved
	list="$list$o $(rank "$d")"$'\n'
done
bad=$(printf '%s' "$list" | while read -r o r; do
	nm --defined-only -g "$o" | awk -v r="$r" '$2 ~ /[TDBRCV]/ { print "D", $3, r }'
	nm -u "$o" | awk -v r="$r" -v o="$o" '{ print "U", $2, r, o }'
done | awk '$1 == "D" { def[$2] = $3; next }
	   { use[NR] = $0 }
	   END { for (i in use) { split(use[i], f, " ");
		 if ((f[2] in def) && def[f[2]] < f[3]) print f[4] ": uses " f[2] ", defined in a folder above" } }')
if [ -n "$bad" ]; then
	echo "$bad" | sort
	echo "check-layering: a folder calls into a folder above it"
	st=1
fi
exit $st
