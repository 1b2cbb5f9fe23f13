/*
 * kfeat.h - what this kernel's BPF can do, learnt by asking it: a tiny
 * program is loaded and the verifier's answer read, or vmlinux BTF is
 * looked at; never by the kernel's version number. Each question is asked
 * once per process, and only by root (who runs what it compiles): as
 * another user the answer is "yes", the code the newest kernels take, so
 * that compiling (-S, -e) needs no privilege and prints the same listing
 * everywhere.
 *
 * The compiler asks through cc_host.helper (host.c); providers call these
 * directly. Where a feature is missing the code falls back (older helpers
 * and probe reads) or refuses with kfeat_helper_name()'s name and the
 * Linux version that has it.
 */
#ifndef RT_KFEAT_H
#define RT_KFEAT_H

#include <stdbool.h>
#include <stdint.h>

#include "../cc/probe.h"

/*
 * True if programs of type may call BPF helper func (enum bpf_func_id):
 * the verifier does not answer "invalid func" / "unknown func" to a
 * program of that type calling it. DTRACE_KFEAT=old in the environment
 * answers no for every helper a 5.10 kernel lacks (for tests of the
 * fallbacks on newer kernels).
 */
bool kfeat_helper(enum prog_type type, int func);
/*
 * True if an fentry/fexit program may load an argument that points to
 * something other than a struct (loff_t *, int *) straight from its
 * context; older verifiers (5.10's) refuse such loads ("arg3 type INT is
 * not a struct"), and fbt reads them with bpf_probe_read_kernel instead.
 * Tried on vfs_read's loff_t *pos.
 */
bool kfeat_fentry_scalar_ptr_args(void);
/*
 * True if perf_event programs (profile, cpc) may use hash maps that are
 * not preallocated; older verifiers (5.10's) refuse them ("perf_event
 * programs can only use preallocated hash map"), and load.c then
 * preallocates every hash map such a program uses. DTRACE_KFEAT=old
 * answers no.
 */
bool kfeat_perf_event_noprealloc(void);

#endif
