#!/bin/sh
# install.sh BUILDDIR DESTDIR PREFIX - what make install does (see the Makefile):
#   PREFIX/sbin/dtrace
#   PREFIX/share/dtrace/toolkit/NAME          each toolkit script, its #! line
#                                             naming PREFIX/sbin/dtrace
#   PREFIX/share/dtrace/toolkit/examples/     their example outputs
#   PREFIX/sbin/dtrace-NAME                   -> ../share/dtrace/toolkit/NAME
#   PREFIX/share/man/man1/dtrace.1.gz, man7/dtrace-toolkit.7.gz (and
#   man8/dtrace-NAME.8.gz, a link to it, for each tool)
# Everything under DESTDIR when it is set (staged installs, packages).
set -e
O=$1 DESTDIR=$2 PREFIX=${3:-/usr/local}
cd "$(dirname "$0")/.."
[ -x "$O/dtrace" ] || { echo "install: no $O/dtrace (make first)" >&2; exit 1; }
case $PREFIX in /*) ;; *) echo "install: PREFIX must be absolute: $PREFIX" >&2; exit 1 ;; esac
root=$DESTDIR$PREFIX
tk=$root/share/dtrace/toolkit

install -d "$root/sbin" "$tk" "$tk/examples" "$root/share/man/man1" "$root/share/man/man7"
install -m 755 "$O/dtrace" "$root/sbin/dtrace"

for f in toolkit/*; do
	[ -f "$f" ] || continue
	name=$(basename "$f")
	case $name in *.txt|*.md) continue ;; esac
	# #!/usr/sbin/dtrace ... names where this install puts dtrace
	sed "1s|^#! */usr/sbin/dtrace|#!$PREFIX/sbin/dtrace|" "$f" > "$tk/$name"
	chmod 755 "$tk/$name"
	ln -sf "../share/dtrace/toolkit/$name" "$root/sbin/dtrace-${name%.d}"
done
for f in toolkit/examples/*; do
	[ -f "$f" ] && install -m 644 "$f" "$tk/examples/"
done
if [ -f man/dtrace.1 ]; then
	gzip -9n < man/dtrace.1 > "$root/share/man/man1/dtrace.1.gz"
	chmod 644 "$root/share/man/man1/dtrace.1.gz"
fi
# dtrace-toolkit(7) from the scripts' headers, with this PREFIX's paths in it
if [ -f man/dtrace-toolkit.7.in ]; then
	PREFIX=$PREFIX scripts/mktoolkitman.sh man/dtrace-toolkit.7.in toolkit/* |
		gzip -9n > "$root/share/man/man7/dtrace-toolkit.7.gz"
	chmod 644 "$root/share/man/man7/dtrace-toolkit.7.gz"
	# man dtrace-NAME: each tool on PATH has a page, the toolkit's
	mkdir -p "$root/share/man/man8"
	for f in toolkit/*; do
		name=$(basename "$f")
		case $name in *.d) ln -sf ../man7/dtrace-toolkit.7.gz "$root/share/man/man8/dtrace-${name%.d}.8.gz" ;; esac
	done
fi
# no empty directories left behind
rmdir "$tk/examples" "$root/share/man/man1" "$root/share/man/man7" "$root/share/man/man8" \
	"$root/share/man" 2>/dev/null || true
echo "install: dtrace in $root/sbin; toolkit in $tk"
