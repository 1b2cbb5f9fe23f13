/*
 * fuzz_host.h - a struct cc_host for fuzzing the compiler in-process: no
 * tracefs, no BTF, no root (tests/fuzz/fuzz_compile.c).
 *
 * Probes, shaped as the runtime's providers shape theirs (src/prov/prov_*.c):
 *   dtrace:::BEGIN, END, ERROR           raw tracepoints, live before BEGIN
 *   profile:::tick-1s, tick-10ms, profile-997   perf events (CTX_PERF); other
 *                                        tick-N and profile-N made when named
 *   syscall::read, write, open, close, getppid, openat:entry/return,
 *   exit_group:entry                     typed
 *                                        one tracepoint each, or one shared
 *                                        point (id from ctx) for 3+ entries
 *   sched:::on-cpu (for `next`), off-cpu, enqueue, wakeup, sleep (with a
 *                                        condition)
 *   proc:::exec, exec-success, exit, signal-send, signal-handle, create
 *   io:::start, done, wait-start         translated struct request * args
 *   fbt:vmlinux:vfs_read:entry/return    fentry (PROG_TRACING), typed
 *   pid123:a.out:main:entry/return/1a, pid123:libc.so.6:malloc:entry/return
 *                                        one point per kind, chosen by cookie
 *                                        and description (pdescs)
 * Kernel types: a small, BTF-like slice of vmlinux (task_struct, cred,
 * mm_struct, file, dentry, request, kernel_siginfo, pt_regs, ...) filled
 * lazily through sou->complete as rt/btf.c does; kernel symbols `jiffies
 * and `max_pfn (`runqueues is per-CPU).
 *
 * Every probe is copied from a template at fuzz_host_reset(), and every
 * allocation lives in the compile's arena: nothing survives a compile.
 */
#ifndef TESTS_FUZZ_FUZZ_HOST_H
#define TESTS_FUZZ_FUZZ_HOST_H

#include "cc/cc.h"

/* Resets the probes and returns the host to pass to cc_init(). */
const struct cc_host *fuzz_host_reset(void);

#endif
