#!/bin/bash
#
# tests/vm/run.sh - the qemu tier: runs the e2e tests that need kernel
# function probes (fentry/fexit, kprobes) inside Debian's own kernel, booted
# under qemu with KVM, because the machines we build on refuse both; and,
# in the same boot, the suites of the kernel providers and stacks, so that
# they run on Debian 12's own kernel (6.1) as well as on the host's.
#
#   [KERNEL=5.10|6.1|6.12] tests/vm/run.sh [BUILDDIR [SET|PATTERN]]   (default: build, default)
#
# KERNEL (default 6.1) is the kernel matrix: Debian 11's (5.10, the oldest
# Debian kernel with BTF), 12's (6.1) or 13's (6.12) own kernel package.
#
# SET names the suites (directories under tests/e2e) to run:
#   default  prov_fbt and the suites of proc, sched, io, syscall, ip, udp
#            and the acceptance one-liners (make test; under three minutes
#            with TCG): those that pass on 6.1; and copyout (which the
#            build machines' kernel refuses) and two pid tests in libc
#   full     those and prov_tcp, stacks, prov_pid, prov_usdt, prov_rawtp,
#            prov_sdt, prov_profile, proc, trace, consume, cleanup,
#            translators (make test-vm VM_TESTS=full, make test-kernels;
#            9 to 13 minutes each under TCG)
# Anything else is a PATTERN: an extended regular expression on the test
# directories relative to tests/ (e2e/prov_fbt/). The guest has what
# tests/runtest and the selected tests use (GNU tools, binutils, an ext4
# file system on a loop device as /var/tmp for block I/O), but no C
# compiler: tests/vm/DENYLIST names the tests that build one and skips
# them there, saying so.
#
# Steps, each cached under BUILDDIR/vm/ so that a rerun only rebuilds the
# initramfs (a second or two) and boots:
#   1. qemu-system-x86, busybox-static, cpio: installed with apt when missing
#   2. Debian's kernel package (linux-image-amd64's dependency in KERNEL's
#      suite): downloaded with apt-get download through a private apt
#      configuration (BUILDDIR/vm/apt-SUITE: its own sources list naming
#      that suite, lists, cache and status; the machine's apt is untouched)
#      (unless a package of that kernel was downloaded before: the newest
#      of those serves; lists that name a package the mirror has dropped
#      are read again) and unpacked into BUILDDIR/vm/kernel-KERNEL; its vmlinuz has BTF,
#      fentry and kprobes, and needs no module to boot from an initramfs
#   3. an initramfs: busybox, bash and the GNU tools and binutils the tests use,
#      BUILDDIR/dtrace and the test helpers with their shared libraries
#      (ldd), tests/runtest and tests/e2e (runtest runs the selected
#      tests), the
#      loop module (for module-qualified probes), and tests/vm/init as /init
#   4. qemu -accel kvm -nographic: /init mounts proc, sys, devtmpfs,
#      tracefs and bpffs, runs tests/runtest --e2e, prints its lines on the
#      serial console between markers and powers off. Where there is no
#      /dev/kvm, or it cannot be used or cannot run a stock kernel (PVM's
#      kvm_pvm, or a guest that never starts under nested KVM) the same guest
#      runs under TCG: a minute or two, not seconds
#   5. in the guest, a test fails if the kernel's log has a WARNING, a BUG,
#      an oops or a stall after it (runtest's RUNTEST_AFTER, tests/vm/init);
#      a watchdog there dumps the processes, their kernel stacks and sysrq's
#      w, l and t when runtest is silent for VM_WATCHDOG seconds (240), and
#      if the console then stays silent too, this script prints where
#      qemu's vCPUs are (its monitor) and stops the guest
# The PASS/FAIL/SKIP lines are echoed here; the exit status is runtest's
# (1 if any test failed or the guest never reported).
#
# Knobs: VM_TIMEOUT (seconds for the whole boot), VM_LOGLEVEL (the guest's
# console log level, 5; 8 says everything), VM_WATCHDOG, VM_SMP (vCPUs, 2),
# VM_TCG_THREAD (single: see TCG_THREAD below).

set -u
export LC_ALL=C

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
BUILD=$(cd "${1:-$ROOT/build}" 2>/dev/null && pwd) || { echo "vm: no build directory ${1:-build}" >&2; exit 2; }
PATTERN=${2:-default}
KERNEL=${KERNEL:-6.1}
SUITES_DEFAULT="prov_fbt prov_proc prov_sched prov_io prov_syscall prov_ip prov_udp acceptance"
# single tests of other suites: copyout needs bpf_probe_write_user, which
# the build machines' kernel refuses; ipl needs the per-CPU variables in
# kallsyms this host lacks; pid probes in libraries on 6.1
TESTS_DEFAULT="e2e/prov_usdt/tst.copyout.sh|e2e/builtins/tst.ipl.sh|e2e/prov_pid/tst.malloc.d|e2e/prov_pid/tst.ustack-agg.sh"
SUITES_FULL="$SUITES_DEFAULT prov_tcp stacks prov_pid prov_usdt prov_rawtp prov_sdt prov_profile proc trace
	consume cleanup translators"
case $PATTERN in
default) PATTERN="e2e/($(echo $SUITES_DEFAULT | tr ' ' '|'))/|$TESTS_DEFAULT" ;;
full) PATTERN="e2e/($(echo $SUITES_FULL | tr ' ' '|'))/"; BOOT_TIMEOUT=${VM_TIMEOUT:-1800} ;;
esac
VM=$BUILD/vm
BOOT_TIMEOUT=${BOOT_TIMEOUT:-${VM_TIMEOUT:-420}}
# the guest's console log level (VM_LOGLEVEL=8: everything the kernel says)
LOGLEVEL=${VM_LOGLEVEL:-5}
# seconds of runtest's silence before the guest's watchdog dumps its
# processes (tests/vm/init), and of the console's before the run gives up
WATCHDOG=${VM_WATCHDOG:-240}
SILENT=$((WATCHDOG + 120))
SMP=${VM_SMP:-2}
# TCG runs the guest's two vCPUs in one host thread (thread=single), not
# one thread each (multi, qemu's default), because multi-threaded TCG (qemu
# 7.2) lets a vCPU go on running kernel code another vCPU has patched:
# enabling or disabling a tracepoint rewrites its site (text_poke_bp: an
# int3, then the new bytes), and those in __schedule run with interrupts
# off. Toggling sched_switch through tracefs, no dtrace at all, under load
# hung 5.10 (twice) and 6.1 within 50 toggles: one vCPU trapped again and
# again on an int3 at __schedule whose memory (read through qemu's
# monitor) held the new jump or nop, interrupts off, while the other
# waited for it (text_poke's IPI on 5.10, the runqueue lock on 6.1, where
# with both vCPUs' interrupts off the guest fell silent: the hang of a
# full run). The int3 panic in __schedule a full run met on 5.10 is that
# trap where the handler found nothing of its own. With thread=single, 300
# toggles and 60 dtrace sessions on 5.10 and 150 and 10 on 6.1 passed.
# VM_TCG_THREAD=multi brings qemu's default back.
TCG_THREAD=${VM_TCG_THREAD:-single}

skip() {
	echo "SKIP vm: $*"
	exit 0
}

die() {
	echo "vm: $*" >&2
	exit 1
}

# ---- 1. can we, and the tools ----

# Without a usable /dev/kvm the guest runs under TCG (software emulation):
# slower (minutes), but no reason to leave fbt untested.
no_kvm=
if [ ! -e /dev/kvm ]; then
	no_kvm="there is no /dev/kvm"
elif ! { exec 3<>/dev/kvm; } 2>/dev/null; then
	no_kvm="/dev/kvm is not usable by $(id -un)"
else
	exec 3>&-
fi
[ -x "$BUILD/dtrace" ] || die "no $BUILD/dtrace (make first)"

need=""
command -v qemu-system-x86_64 > /dev/null || need="$need qemu-system-x86"
[ -x /bin/busybox ] && /bin/busybox --list 2>/dev/null | grep -qx ash || need="$need busybox-static"
command -v cpio > /dev/null || need="$need cpio"
if [ -n "$need" ]; then
	[ "$(id -u)" = 0 ] || skip "missing packages:$need (root installs them)"
	echo "vm: installing$need"
	(apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
		--no-install-recommends $need) > "$VM.apt.log" 2>&1 ||
		die "apt-get install$need failed (see $VM.apt.log)"
fi
file /bin/busybox 2>/dev/null | grep -q dynamically && die "/bin/busybox is not static (install busybox-static)"

# ---- 2. Debian's kernel ----

# KERNEL picks the Debian release whose own kernel boots: 5.10 (Debian 11,
# bullseye), 6.1 (12, bookworm) or 6.12 (13, trixie). Its package comes
# through a private apt configuration under BUILDDIR/vm/apt-SUITE (its own
# sources list, lists, cache and an empty status file), never the
# machine's: that configuration names just the one suite.
case $KERNEL in
5.10) suite=bullseye ;;
6.1) suite=bookworm ;;
6.12) suite=trixie ;;
*) die "KERNEL=$KERNEL: the matrix has 5.10, 6.1 and 6.12" ;;
esac
KDIR=$VM/kernel-$KERNEL
APTDIR=$VM/apt-$suite
mkdir -p "$VM/deb" "$APTDIR/lists/partial" "$APTDIR/cache/archives/partial" "$APTDIR/etc/preferences.d"
touch "$APTDIR/status"
echo "deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] http://deb.debian.org/debian $suite main" \
	> "$APTDIR/etc/sources.list"
# apt_private ARGS...: apt-get or apt-cache with the private configuration
apt_private() {
	local cmd=$1
	shift
	"$cmd" -o Dir::Etc::SourceList="$APTDIR/etc/sources.list" -o Dir::Etc::SourceParts=/dev/null \
		-o Dir::Etc::Preferences="$APTDIR/etc/preferences" \
		-o Dir::Etc::PreferencesParts="$APTDIR/etc/preferences.d" \
		-o Dir::State::Lists="$APTDIR/lists" -o Dir::State::Status="$APTDIR/status" \
		-o Dir::Cache="$APTDIR/cache" -o APT::Architecture=amd64 -o APT::Architectures::=amd64 \
		-o Acquire::Languages=none -o Debug::NoLocking=true "$@"
}
kernel=$(ls "$KDIR"/boot/vmlinuz-* 2>/dev/null | head -1)
# (an older run kept only loop.ko: unpack again for ext4's modules)
ls "$KDIR"/lib/modules/*/kernel/fs/ext4/ext4.ko* > /dev/null 2>&1 || kernel=
# apt_lists: (re)reads the suite's package lists
apt_lists() {
	echo "vm: reading $suite's package lists (private apt configuration in $APTDIR)"
	apt_private apt-get update > "$VM/apt-$suite.log" 2>&1 ||
		die "apt-get update for $suite failed (see $VM/apt-$suite.log)"
}
# apt_kernel_pkg: the kernel package linux-image-amd64 depends on in the lists
apt_kernel_pkg() {
	apt_private apt-cache depends linux-image-amd64 2>/dev/null |
		awk '/Depends: linux-image-[0-9]/ { print $2; exit }'
}
if [ -z "$kernel" ]; then
	# a package of this kernel already downloaded (the newest) serves as well as
	# the one the lists name now: the suite's point releases move it on
	deb=$(ls "$VM"/deb/linux-image-"$KERNEL".*-amd64_*.deb 2>/dev/null | sort -V | tail -1)
	if [ -z "$deb" ]; then
		ls "$APTDIR"/lists/*_Packages* > /dev/null 2>&1 || apt_lists
		pkg=$(apt_kernel_pkg)
		[ -n "$pkg" ] || die "$suite's lists have no linux-image-amd64 (see $VM/apt-$suite.log)"
		echo "vm: downloading $pkg ($suite)"
		if ! (cd "$VM/deb" && apt_private apt-get download "$pkg") > "$VM/download.log" 2>&1; then
			# lists read earlier may name a package the mirror no longer has
			apt_lists
			pkg=$(apt_kernel_pkg)
			echo "vm: downloading $pkg ($suite), as the lists name it now"
			(cd "$VM/deb" && apt_private apt-get download "$pkg") > "$VM/download.log" 2>&1 ||
				die "apt-get download $pkg failed (see $VM/download.log)"
		fi
		deb=$(ls "$VM"/deb/"$pkg"_*.deb 2>/dev/null | head -1)
	fi
	pkg=$(basename "$deb")
	rm -rf "$KDIR"
	dpkg-deb -x "$deb" "$KDIR" || die "cannot unpack $pkg"
	# (trixie's packages are merged-/usr: the modules are under usr/lib)
	[ -d "$KDIR/lib/modules" ] || { mkdir -p "$KDIR/lib" && mv "$KDIR/usr/lib/modules" "$KDIR/lib/"; } ||
		die "$pkg has no modules"
	# keep the kernel and the modules the guest loads (the rest is 400 MB);
	# newer Debian kernels compress modules, and busybox's insmod wants them plain
	find "$KDIR/lib/modules" -name '*.ko*' ! -name 'loop.ko*' ! -name 'ext4.ko*' ! -name 'jbd2.ko*' \
		! -name 'mbcache.ko*' ! -name 'crc16.ko*' ! -name 'crc32c_generic.ko*' -delete
	find "$KDIR/lib/modules" -name '*.ko.xz' -exec xz -d {} +
	find "$KDIR/lib/modules" -name '*.ko.zst' -exec zstd -q -d --rm {} +
	rm -rf "$KDIR/usr"
	kernel=$(ls "$KDIR"/boot/vmlinuz-* | head -1)
fi

# ---- 3. the initramfs ----

root=$VM/root
rm -rf "$root"
mkdir -p "$root"/{bin,usr/bin,lib64,proc,sys,dev,tmp,t/build/tests,t/tests/e2e,etc}

# copy_bin PATH DEST: a program and every library it loads
copy_bin() {
	local lib
	cp -L "$1" "$root/$2" || die "cannot copy $1"
	for lib in $(ldd "$1" 2>/dev/null | awk '/=> \// { print $3 } /^\t\/.*ld-linux/ { print $1 }'); do
		[ -e "$root$lib" ] && continue
		mkdir -p "$root$(dirname "$lib")"
		cp -L "$lib" "$root$lib"
	done
}

cp /bin/busybox "$root/bin/busybox"
for app in $(/bin/busybox --list); do
	[ -e "$root/bin/$app" ] || ln -s busybox "$root/bin/$app"
done
# what runtest and lib.sh use, in the GNU versions they are written for
for tool in bash timeout mktemp date sort find sed grep gawk diff cmp id stat cat ls head tail tr wc \
	cut uniq sleep seq xz setarch getconf readelf nm objdump strip objcopy mke2fs losetup; do
	p=$(PATH=$PATH:/usr/sbin:/sbin command -v "$tool") || continue
	copy_bin "$p" "usr/bin/$tool"
done
ln -sf gawk "$root/usr/bin/awk"
ln -sf ../usr/bin/bash "$root/bin/bash"
echo 'root:x:0:0:root:/:/bin/sh' > "$root/etc/passwd"
echo 'root:x:0:' > "$root/etc/group"
echo 'nobody:x:65534:65534:nobody:/:/bin/sh' >> "$root/etc/passwd"
# a file the tests open by name (translators/tst.fds.d)
cp /etc/services "$root/etc/" 2>/dev/null

copy_bin "$BUILD/dtrace" t/build/dtrace
# libstdc++, which dtrace dlopen()s to demangle C++ names (stacks/tst.cxx-demangle.sh)
stdcxx=$(ldconfig -p 2>/dev/null | awk '/libstdc\+\+\.so\.6 .*x86-64/ { print $NF; exit }')
[ -n "$stdcxx" ] && copy_bin "$stdcxx" "${stdcxx#/}"
if [ -d "$BUILD/tests/helpers" ]; then
	mkdir -p "$root/t/build/tests/helpers"
	for h in "$BUILD"/tests/helpers/*; do
		[ -x "$h" ] && copy_bin "$h" "t/build/tests/helpers/$(basename "$h")"
	done
fi
cp "$ROOT/tests/runtest" "$root/t/tests/"
# the host's DENYLIST and the guest's own (what the guest lacks)
cat "$ROOT/tests/DENYLIST" "$ROOT/tests/vm/DENYLIST" > "$root/t/tests/DENYLIST" 2>/dev/null
# a small /usr/share for the ls -R one-liner (acceptance)
mkdir -p "$root/usr/share"
cp -r /usr/share/common-licenses /usr/share/misc "$root/usr/share/" 2>/dev/null
cp "$ROOT/tests/e2e/lib.sh" "$root/t/tests/e2e/"
# every test directory (tests share files across them: ../prov_ip/netports.awk);
# runtest runs those PATTERN selects
for d in $(cd "$ROOT/tests" && find e2e -mindepth 1 -maxdepth 1 -type d ! -name helpers); do
	mkdir -p "$root/t/tests/$d"
	cp -r "$ROOT/tests/$d/." "$root/t/tests/$d/"
done
# a module for the module-qualified probes (fbt:loop:...), and ext4's (in
# the order of their dependencies) for /var/tmp; /init loads them
mkdir -p "$root/modules"
i=0
for m in drivers/block/loop.ko lib/crc16.ko fs/mbcache.ko crypto/crc32c_generic.ko fs/jbd2/jbd2.ko \
	 fs/ext4/ext4.ko; do
	i=$((i + 1))
	cp "$KDIR"/lib/modules/*/kernel/$m "$root/modules/$i-$(basename $m)" 2>/dev/null
done
cp "$ROOT/tests/vm/init" "$root/init"
chmod +x "$root/init"
printf '%s\n' "$PATTERN" > "$root/t/pattern"

(cd "$root" && find . | cpio -o -H newc --quiet) > "$VM/initramfs.cpio" || die "cpio failed"
# the tree would leave the tests' *.d scripts under BUILDDIR, where make takes them for dependencies
rm -rf "$root"

# ---- 4. boot ----

# where_cpus: asks qemu's monitor (its socket) for every vCPU's RIP and
# flags, twice a few seconds apart: for a guest whose kernel has stopped
# answering, even its watchdog (tests/vm/init). The guest boots with
# nokaslr, so a booted guest's /proc/kallsyms names the addresses (Debian's
# System.map is a placeholder).
where_cpus() {
	for i in 1 2; do
		perl -MIO::Socket::UNIX -e '
			my $s = IO::Socket::UNIX->new(Peer => $ARGV[0]) or exit 1;
			print $s "info registers -a\n";
			my ($buf, $rin) = ("", "");
			vec($rin, fileno($s), 1) = 1;
			while (select(my $r = $rin, undef, undef, 3) > 0) {
				sysread($s, $buf, 65536) > 0 or last;
				print $buf;
			}' "$VM/monitor.sock" 2>/dev/null | tr -d '\r' | grep -E '^CPU#|^RIP=' | paste -d' ' - -
		sleep 3
	done
}

# boot ACCEL SECONDS CPU: runs the guest; returns 124 if it did not finish
# in time or its console stayed silent for SILENT seconds (the guest's own
# watchdog speaks after VM_WATCHDOG: then its kernel is stuck, and
# where_cpus says where), or 125 if with KVM the kernel did not even start
# within KVM_START seconds (nested KVM can hang a guest right after the boot
# loader: the run then falls back to TCG, which is slower but works).
boot() {
	local accel=$1 secs=$2 cpu=$3 pid waited=0 tcg_args= size last=-1 still=0 accel_opts=$1
	# the emulated CPU is several times slower: the guest's runtest gives every test longer
	[ "$accel" = tcg ] && tcg_args=" dtrace_timeout_scale=3"
	[ "$accel" = tcg ] && accel_opts="tcg,thread=$TCG_THREAD"
	: > "$VM/console-$KERNEL.log"
	rm -f "$VM/monitor.sock"
	qemu-system-x86_64 -accel "$accel_opts" -cpu "$cpu" -smp "$SMP" -m 1G -nographic -nic none \
		-no-reboot -kernel "$kernel" -initrd "$VM/initramfs.cpio" \
		-monitor "unix:$VM/monitor.sock,server,nowait" \
		-append "console=ttyS0 quiet loglevel=$LOGLEVEL nokaslr panic=-1 rdinit=/init dtrace_watchdog=$WATCHDOG$tcg_args" \
		< /dev/null > "$VM/console-$KERNEL.log" 2>&1 &
	pid=$!
	while kill -0 $pid 2> /dev/null; do
		if [ "$accel" = kvm ] && [ $waited -ge "$KVM_START" ] &&
		   ! grep -q VMTEST-KERNEL "$VM/console-$KERNEL.log"; then
			kill $pid
			wait $pid
			return 125
		fi
		size=$(stat -c %s "$VM/console-$KERNEL.log")
		if [ "$size" != "$last" ]; then
			last=$size still=0
		else
			still=$((still + 1))
		fi
		if [ $still -ge "$SILENT" ]; then
			echo "vm: the guest's console has been silent for ${SILENT}s: where its CPUs are:"
			where_cpus | tee "$VM/cpus-$KERNEL.txt"
		fi
		if [ $waited -ge "$secs" ] || [ $still -ge "$SILENT" ]; then
			kill $pid
			wait $pid
			return 124
		fi
		sleep 1
		waited=$((waited + 1))
	done
	wait $pid
}

KVM_START=${VM_KVM_START:-20}
echo "vm: booting $(basename "$kernel") with $(du -h "$VM/initramfs.cpio" | cut -f1) initramfs"
start=$(date +%s)
accel=kvm
if [ -n "$no_kvm" ]; then
	echo "vm: $no_kvm; using TCG"
	accel=tcg
elif [ -d /sys/module/kvm_pvm ]; then
	# PVM (pagetable-based KVM without hardware virtualization) runs only
	# guest kernels built for it, which Debian's is not
	echo "vm: /dev/kvm is PVM (kvm_pvm), which cannot boot Debian's kernel; using TCG"
	accel=tcg
elif [ -e "$VM/kvm-hangs.$(uname -r)" ]; then
	accel=tcg
else
	boot kvm "$BOOT_TIMEOUT" host,-arch-capabilities
	qst=$?
	if [ $qst = 125 ]; then
		echo "vm: the kernel did not start under KVM within ${KVM_START}s (nested KVM); using TCG"
		touch "$VM/kvm-hangs.$(uname -r)"
		accel=tcg
	fi
fi
if [ $accel = tcg ]; then
	boot tcg "$BOOT_TIMEOUT" max
	qst=$?
fi
elapsed=$(( $(date +%s) - start ))
tr -d '\r' < "$VM/console-$KERNEL.log" > "$VM/console-$KERNEL.txt"

# what the guest's runtest printed, between the markers
sed -n '/^VMTEST-BEGIN/,/^VMTEST-END/p' "$VM/console-$KERNEL.txt" | grep -v '^VMTEST-' |
	grep -E '^(PASS|FAIL|SKIP|runtest:|    )' 
rc=$(sed -n 's/^VMTEST-END \([0-9]*\)$/\1/p' "$VM/console-$KERNEL.txt" | tail -1)
echo "vm: guest ($accel) ran in ${elapsed}s (console: $VM/console-$KERNEL.txt)"
if [ -z "$rc" ]; then
	[ "$qst" = 124 ] && echo "vm: qemu stopped after ${elapsed}s (the run's limit is ${BOOT_TIMEOUT}s)"
	tail -20 "$VM/console-$KERNEL.txt"
	die "the guest did not report (qemu status $qst)"
fi
[ "$rc" = 0 ] || exit 1
grep -q '^PASS' "$VM/console-$KERNEL.txt" || die "the guest ran no test"
exit 0
