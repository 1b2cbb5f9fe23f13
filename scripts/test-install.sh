#!/bin/bash
# test-install.sh BUILDDIR - make test-install: what make install and
# make deb produce, checked.
#   1. make install into a scratch DESTDIR with PREFIX=/usr/local: dtrace
#      runs from there, every toolkit script is installed with its #! line
#      naming PREFIX/sbin/dtrace and is on PATH as dtrace-NAME, the man
#      pages render without a warning;
#   2. make deb: Depends is libc alone, the files are where make install
#      puts them, lintian reports no error;
#   3. a fresh Debian 12 (debootstrap --variant=minbase bookworm, cached in
#      BUILDDIR/chroot-bookworm) installs the package with dpkg -i; there
#      dtrace -n 'BEGIN { exit(0); }' prints its line and every toolkit
#      script compiles (dtrace -e; those that need a process with -c, and
#      with -Z for libraries it lacks); the package is purged again so the cache
#      stays fresh. Mounts happen in a mount namespace of their own
#      (unshare -m): they cannot outlive the test or touch the machine's.
# Needs root (the chroot; dtrace itself); prints one line per check.
set -u
export LC_ALL=C
cd "$(dirname "$0")/.."
O=${1:-build}
fails=0
ok() { echo "PASS install: $*"; }
bad() { echo "FAIL install: $*"; fails=$((fails + 1)); }
[ "$(id -u)" = 0 ] || { echo "SKIP install: needs root (debootstrap, chroot, BPF)"; exit 0; }

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
scripts_in_toolkit() { # the toolkit's scripts, as install.sh takes them
	for f in toolkit/*; do
		[ -f "$f" ] || continue
		case $f in *.txt|*.md) continue ;; esac
		basename "$f"
	done
}

# ---- 1. make install ----
if make --no-print-directory -s install O="$O" DESTDIR="$tmp/stage" PREFIX=/usr/local > "$tmp/install.log" 2>&1; then
	ok "make install DESTDIR=... PREFIX=/usr/local"
else
	bad "make install failed: $(tail -3 "$tmp/install.log")"
fi
r=$tmp/stage/usr/local
out=$("$r/sbin/dtrace" -q -n 'BEGIN { printf("installed %d\n", 1); exit(0); }' 2>&1)
[ "$out" = "installed 1" ] && ok "the installed dtrace runs" || bad "installed dtrace printed: $out"
n=0
for s in $(scripts_in_toolkit); do
	n=$((n + 1))
	f=$r/share/dtrace/toolkit/$s
	[ -x "$f" ] || { bad "toolkit $s not installed executable"; continue; }
	head -1 "$f" | grep -q '^#!/usr/local/sbin/dtrace\|^#!/bin/\(ba\)\?sh' ||
		bad "toolkit $s: #! line $(head -1 "$f") does not name /usr/local/sbin/dtrace"
	[ -e "$r/sbin/dtrace-${s%.d}" ] || bad "toolkit $s: no dtrace-${s%.d} on PATH"
done
ok "$n toolkit scripts installed and linked"
for m in man1/dtrace.1 man7/dtrace-toolkit.7; do
	src=man/$(basename "$m")
	[ -f "$src" ] || [ -f "$src.in" ] || continue
	page=$r/share/man/$m.gz
	if [ ! -f "$page" ]; then
		bad "no $m.gz installed"
	elif ! command -v man > /dev/null; then
		bad "man is not installed (man-db)"
	else
		warn=$(MANWIDTH=80 man --warnings -l "$page" 2>&1 > "$tmp/page.txt")
		if [ -n "$warn" ] || [ ! -s "$tmp/page.txt" ]; then
			bad "man -l $m: ${warn:-empty}"
		else
			ok "man -l $m renders ($(wc -l < "$tmp/page.txt") lines, no warnings)"
		fi
	fi
done

# ---- 2. make deb ----
deb=$(make --no-print-directory -s deb O="$O" 2> "$tmp/deb.err" | tail -1)
if [ ! -f "$deb" ]; then
	bad "make deb made no package: $(tail -3 "$tmp/deb.err")"
	exit 1
fi
ok "make deb: $(basename "$deb")"
deps=$(dpkg-deb -f "$deb" Depends)
case $deps in
"libc6 (>= "*")") ok "Depends: $deps" ;;
*) bad "Depends is more than libc: $deps" ;;
esac
dpkg-deb -c "$deb" > "$tmp/contents"
grep -q ' ./usr/sbin/dtrace$' "$tmp/contents" && ok "the package holds /usr/sbin/dtrace" ||
	bad "no /usr/sbin/dtrace in the package"
lint=$(dirname "$deb")/lintian.txt
if ! command -v lintian > /dev/null; then
	bad "lintian is not installed"
elif grep -q '^E: ' "$lint"; then
	bad "lintian errors: $(grep '^E: ' "$lint" | tr '\n' ' ')"
else
	ok "lintian: no errors ($(grep -c '^W: ' "$lint") warnings)"
fi

# ---- 3. a fresh Debian 12 ----
root=$(cd "$O" && pwd)/chroot-bookworm
if [ ! -f "$root/.complete" ]; then
	command -v debootstrap > /dev/null || { bad "debootstrap is not installed"; exit 1; }
	rm -rf "$root"
	echo "install: debootstrap --variant=minbase bookworm into $root (once; cached)"
	if ! debootstrap --variant=minbase bookworm "$root" http://deb.debian.org/debian \
		> "$tmp/debootstrap.log" 2>&1; then
		bad "debootstrap failed: $(tail -3 "$tmp/debootstrap.log")"
		exit 1
	fi
	touch "$root/.complete"
fi
cp "$deb" "$root/tmp/dtrace.deb"
cat > "$root/tmp/check.sh" <<'CHECK'
set -u
dpkg -i /tmp/dtrace.deb > /tmp/dpkg.log 2>&1 || { echo "dpkg -i failed:"; cat /tmp/dpkg.log; exit 1; }
echo "dtrace: $(command -v dtrace)"
dtrace -n 'BEGIN { exit(0); }' 2>&1
echo "status $?"
for f in /usr/share/dtrace/toolkit/*; do
	[ -f "$f" ] || continue
	head -1 "$f" | grep -q dtrace || continue
	# those of the pid and usdt providers need a process (-Z: the
	# libraries or languages they name need not be in this one), uflow and
	# ucalls a module as $1
	args=
	grep -q '\$target:\$1:' "$f" && args=a.out
	if grep -q '\$target:' "$f"; then
		dtrace -e -Z -c "/bin/sleep 1" -s "$f" $args > /tmp/tk.out 2>&1
	else
		dtrace -e -s "$f" > /tmp/tk.out 2>&1
	fi || echo "toolkit $(basename "$f") does not compile: $(head -2 /tmp/tk.out)"
done
dpkg --purge dtrace > /dev/null 2>&1 || echo "dpkg --purge failed"
[ -e /usr/sbin/dtrace ] && echo "purge left /usr/sbin/dtrace"
rm -f /tmp/dtrace.deb /tmp/check.sh /tmp/dpkg.log /tmp/tk.out
CHECK
unshare -m sh -c "mount -t proc proc '$root/proc' && mount --rbind /sys '$root/sys' &&
	mount --rbind /dev '$root/dev' && chroot '$root' /bin/bash /tmp/check.sh" > "$tmp/chroot.out" 2>&1
if grep -q '^dtrace: /usr/sbin/dtrace$' "$tmp/chroot.out" &&
   grep -q "^dtrace: description 'BEGIN ' matched 1 probe$" "$tmp/chroot.out" &&
   grep -q '^status 0$' "$tmp/chroot.out"; then
	ok "dpkg -i on a fresh Debian 12: dtrace -n 'BEGIN { exit(0); }' works"
else
	bad "on a fresh Debian 12: $(tr '\n' '|' < "$tmp/chroot.out")"
fi
if grep -q 'does not compile\|purge\|dpkg -i failed' "$tmp/chroot.out"; then
	bad "$(grep 'does not compile\|purge\|dpkg -i failed' "$tmp/chroot.out" | tr '\n' '|')"
else
	ok "every toolkit script compiles there; the package purges cleanly"
fi
[ "$fails" = 0 ] || { echo "install: $fails failed"; exit 1; }
