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
 * True if trace-type programs (kprobe, uprobe, tracepoint, raw tracepoint,
 * perf_event: not fentry/fexit/tp_btf) may use hash maps that are not
 * preallocated. The verifiers of 5.7 to 6.0 (5.10's) refuse them to
 * perf_event programs ("perf_event programs can only use preallocated
 * hash map") and, in the same check, let the other trace types have them
 * with a kernel WARNING ("trace type BPF program uses run-time
 * allocation"): a splat in the user's kernel log. So the question is asked
 * with a perf_event program, which is refused before that warning, and
 * where the answer is no load.c preallocates every hash map a trace-type
 * program uses. DTRACE_KFEAT=old answers no.
 */
bool kfeat_trace_noprealloc(void);

/*
 * True if thread-locals may live in task-local storage in programs of this
 * type (cc_host.task_storage): as root, the kernel creates a task storage
 * map and loads such a program calling bpf_get_current_task_btf() and
 * bpf_task_storage_get(). Tried once per type; DTRACE_TLS=hash says no,
 * so that listings (-S) can be compared between kernels.
 */
bool kfeat_task_storage(enum prog_type type);
/*
 * True if the kernel loads a sleepable uprobe program (BPF_F_SLEEPABLE
 * kprobe type, Linux 6.0 on) that calls bpf_copy_from_user(): tried once,
 * as root. DTRACE_SLEEPABLE=no says no.
 */
bool kfeat_sleepable_uprobe(void);
/*
 * True if this kernel has uprobe_multi links (Linux 6.6: vmlinux BTF has
 * struct bpf_uprobe_multi_link). Where it has not (Debian 12's 6.1), a
 * uprobe is a perf event with a BPF link (attach_uprobe_link) and its
 * program is loaded as a plain kprobe program.
 */
bool kfeat_uprobe_multi(void);
/* True if the kernel offers kprobes through the kprobe PMU. */
bool kfeat_kprobe_pmu(void);
/*
 * Whether fentry programs load here: the first call with a function's BTF
 * id fid loads a minimal fentry program on it; that and every later call
 * return 0 or its negative errno. Before that (fid 0): KFEAT_UNTRIED.
 */
enum { KFEAT_UNTRIED = 1 };
int kfeat_fentry(uint32_t fid);
/*
 * The BTF ids of btf_trace_sys_enter and _exit in ids[] if this kernel
 * loads a BTF-typed raw tracepoint program (BPF_PROG_TYPE_TRACING,
 * BPF_TRACE_RAW_TP: "tp_btf") there that reads args[0]'s orig_ax, else
 * 0s. Tried once, as root; DTRACE_SYSCALL=rawtp says no.
 */
void kfeat_syscall_tp_btf(uint32_t ids[2]);

#endif
