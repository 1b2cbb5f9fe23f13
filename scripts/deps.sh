#!/bin/sh
# Installs the Debian 12 packages that building and testing dtrace need.
# Quiet and quick when everything is already there.
set -e
# python3 (its USDT probes) and openssl (s_server, s_client): the toolkit tests' workloads;
# libc6-dbg, debuginfod, xz-utils: the symbol-file tests (tests/e2e/usym)
# groff-base, man-db and mandoc: tests/e2e/docs renders the man pages with them
# tcpdump: tests/e2e/funcs/tst.pcap.sh reads back the capture files pcap() writes
PKGS="make gcc g++ binutils pkg-config libbpf-dev libelf-dev zlib1g-dev liblzma-dev libdebuginfod-dev linux-libc-dev bpftrace systemtap-sdt-dev clang libclang-rt-14-dev dpkg-dev lintian debootstrap man-db curl prometheus chromium python3 openssl libc6-dbg debuginfod xz-utils nodejs groff-base mandoc tcpdump"
missing=""
for p in $PKGS; do
	dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
if [ -n "$missing" ]; then
	if [ "$(id -u)" != 0 ]; then
		echo "deps: missing packages:$missing (run as root to install them)" >&2
		exit 1
	fi
	echo "deps: installing$missing"
	apt-get update -qq
	DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing >/dev/null
fi
# tracefs: the syscall and tracepoint providers read probe lists from it
if [ "$(id -u)" = 0 ] && [ ! -e /sys/kernel/tracing/events ]; then
	mount -t tracefs nodev /sys/kernel/tracing 2>/dev/null || true
fi
