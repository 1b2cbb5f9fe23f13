#!/bin/sh
# mkdeb.sh BUILDDIR - make deb: a Debian package of dtrace, built with
# Debian's own tools from a staged install (scripts/install.sh with
# PREFIX=/usr into BUILDDIR/deb/root):
#   - the binary stripped as policy asks; man pages and changelog gzip -9n;
#   - DEBIAN/control with Depends from dpkg-shlibdeps (libbpf, libelf and
#     zlib are linked in statically, so it is libc, nothing else: no LLVM,
#     no compiler), Installed-Size from the tree;
#   - dpkg-deb --root-owner-group --build: files owned by root without fakeroot;
#   - lintian on the result when it is installed (its findings are printed).
# Prints the path of the .deb on its last line.
set -e
O=$1
cd "$(dirname "$0")/.."
[ -x "$O/dtrace" ] || { echo "deb: no $O/dtrace (make first)" >&2; exit 1; }
for t in dpkg-deb dpkg-shlibdeps; do
	command -v $t > /dev/null || { echo "deb: $t is missing (apt-get install dpkg-dev)" >&2; exit 1; }
done

work=$(cd "$O" && pwd)/deb
stage=$work/root
rm -rf "$work"
mkdir -p "$stage"
scripts/install.sh "$O" "$stage" /usr > /dev/null
strip --remove-section=.comment --remove-section=.note --strip-unneeded "$stage/usr/sbin/dtrace"

# version: the project has no releases yet; the date and commit of the tree built
commit=$(git rev-parse --short=7 HEAD 2>/dev/null || echo unknown)
date=$(git log -1 --format=%cd --date=format:%Y%m%d 2>/dev/null || date +%Y%m%d)
version=0.1+git$date.$commit
arch=$(dpkg --print-architecture)

doc=$stage/usr/share/doc/dtrace
mkdir -p "$doc"
cat > "$doc/copyright" <<COPYRIGHT
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: dtrace
Comment: DTrace's D language and command line on Linux, compiled to eBPF.
 The project has not chosen a licence yet; until it does, no licence is
 granted beyond what the authors state elsewhere.

Files: *
Copyright: 2026 the dtrace for Linux authors
License: none-yet
 No licence has been chosen yet.
COPYRIGHT
{
	echo "dtrace ($version) unstable; urgency=medium"
	echo
	echo "  * Built from commit $commit."
	echo
	echo " -- dtrace for Linux maintainers <dtrace@dtrace-linux.invalid>  $(date -R -d "@$(git log -1 --format=%ct 2>/dev/null || date +%s)")"
} | gzip -9n > "$doc/changelog.gz"
chmod 644 "$doc/copyright" "$doc/changelog.gz"
# libbpf, libelf and zlib are linked in on purpose: loading them as shared
# libraries costs a twentieth of a short run's time (see the Makefile)
mkdir -p "$stage/usr/share/lintian/overrides"
echo "dtrace: embedded-library zlib [usr/sbin/dtrace]" > "$stage/usr/share/lintian/overrides/dtrace"
chmod 644 "$stage/usr/share/lintian/overrides/dtrace"

# Depends: what the binary really loads, as dpkg-shlibdeps finds it (it
# wants a debian/control to read, so it runs in a scratch directory)
mkdir -p "$work/src/debian"
printf 'Source: dtrace\n\nPackage: dtrace\nArchitecture: any\n' > "$work/src/debian/control"
depends=$(cd "$work/src" && dpkg-shlibdeps -O "$stage/usr/sbin/dtrace" 2>/dev/null |
	sed -n 's/^shlibs:Depends=//p')
[ -n "$depends" ] || { echo "deb: dpkg-shlibdeps found no dependencies" >&2; exit 1; }
size=$(du -sk --exclude=DEBIAN "$stage" | cut -f1)

mkdir -p "$stage/DEBIAN"
cat > "$stage/DEBIAN/control" <<CONTROL
Package: dtrace
Version: $version
Architecture: $arch
Maintainer: dtrace for Linux maintainers <dtrace@dtrace-linux.invalid>
Installed-Size: $size
Depends: $depends
Section: utils
Priority: optional
Description: dynamic tracing with DTrace's D language and command line, on eBPF
 Runs D programs, DTrace's tracing language, on Linux: probes on
 system calls, kernel tracepoints and functions, user functions and USDT
 probes, profiling timers and performance counters, with in-kernel
 aggregation, kernel and user stacks, and DTrace's output. It compiles D
 straight to eBPF: no compiler, no kernel module and no daemon.
 .
 The toolkit of ready-made scripts (execsnoop, opensnoop, syscount, ...)
 is in /usr/share/dtrace/toolkit, each also on PATH as dtrace-NAME.
CONTROL
# the md5sums policy asks for
(cd "$stage" && find usr -type f -print0 | sort -z | xargs -0 md5sum) > "$stage/DEBIAN/md5sums"
chmod 644 "$stage/DEBIAN/control" "$stage/DEBIAN/md5sums"

deb=$work/dtrace_${version}_$arch.deb
dpkg-deb --root-owner-group -Zxz --build "$stage" "$deb" > /dev/null
if command -v lintian > /dev/null; then
	# (as root lintian says it should not be: that line is not a finding)
	lintian --tag-display-limit 0 "$deb" 2>&1 | grep -v 'running with root privileges' \
		> "$work/lintian.txt" || true
	sed 's/^/deb: lintian: /' "$work/lintian.txt"
fi
echo "$deb"
