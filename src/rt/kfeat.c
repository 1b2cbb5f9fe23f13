/*
 * kfeat.c - what this kernel's BPF can do, asked of the kernel itself
 * (kfeat.h): every feature probe of dtrace is here, one function each
 * (helpers by program type, fentry and its argument loads, tp_btf for the
 * syscall provider, preallocation for trace-type programs, task storage,
 * sleepable uprobes, uprobe_multi links, the kprobe PMU).
 */
#include "kfeat.h"

#include <bpf/bpf.h>
#include <bpf/libbpf.h>
#include <errno.h>
#include <linux/bpf.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../base/util.h"
#include "btf.h"
#include "load.h"

enum { KFEAT_LOG_SIZE = 4096 };

/* Helpers 5.10's BPF lacks, which DTRACE_KFEAT=old reports missing everywhere. */
static bool newer_than_510(int func)
{
	return func == BPF_FUNC_get_current_task_btf || func == BPF_FUNC_task_pt_regs ||
	       func == BPF_FUNC_get_func_ip || func == BPF_FUNC_get_attach_cookie ||
	       func == BPF_FUNC_strncmp || func == BPF_FUNC_find_vma || func == BPF_FUNC_task_storage_get;
}

/*
 * Loads insns as a program of type (a tracing program attached, at load,
 * to the sys_enter raw tracepoint: every kernel with BTF has it); its fd
 * or -1 with errno set, the verifier's log in log.
 */
static const enum bpf_prog_type prog_types[] = {
	[PROG_TRACEPOINT] = BPF_PROG_TYPE_TRACEPOINT, [PROG_PERF_EVENT] = BPF_PROG_TYPE_PERF_EVENT,
	[PROG_RAW_TP] = BPF_PROG_TYPE_RAW_TRACEPOINT, [PROG_KPROBE] = BPF_PROG_TYPE_KPROBE,
	[PROG_TRACING] = BPF_PROG_TYPE_TRACING,
};

static int try_load(enum prog_type type, const struct bpf_insn *insns, size_t ninsns, char *log)
{
	LIBBPF_OPTS(bpf_prog_load_opts, opts, .log_buf = log, .log_size = KFEAT_LOG_SIZE, .log_level = 1);

	log[0] = '\0';
	if (type == PROG_TRACING) {
		opts.expected_attach_type = BPF_TRACE_RAW_TP;
		opts.attach_btf_id = btf_kernel_typedef_id("btf_trace_sys_enter");
		if (!opts.attach_btf_id) {
			errno = ENOENT;
			return -1;
		}
	}
	return load_bpf_prog(prog_types[type], "dtrace_kfeat", insns, ninsns, &opts);
}

bool kfeat_helper(enum prog_type type, int func)
{
	static int8_t known[PROG_TRACING + 1][__BPF_FUNC_MAX_ID]; /* 0 untried, 1 yes, -1 no */
	const char *force = getenv("DTRACE_KFEAT");
	struct bpf_insn insns[] = {
		{ .code = BPF_ALU64 | BPF_MOV | BPF_K, .dst_reg = BPF_REG_1 },
		{ .code = BPF_ALU64 | BPF_MOV | BPF_K, .dst_reg = BPF_REG_2 },
		{ .code = BPF_ALU64 | BPF_MOV | BPF_K, .dst_reg = BPF_REG_3 },
		{ .code = BPF_ALU64 | BPF_MOV | BPF_K, .dst_reg = BPF_REG_4 },
		{ .code = BPF_ALU64 | BPF_MOV | BPF_K, .dst_reg = BPF_REG_5 },
		{ .code = BPF_JMP | BPF_CALL, .imm = func },
		{ .code = BPF_ALU64 | BPF_MOV | BPF_K, .dst_reg = BPF_REG_0 },
		{ .code = BPF_JMP | BPF_EXIT },
	};
	char *log;
	int fd;

	if (force && strcmp(force, "old") == 0 && newer_than_510(func))
		return false;
	if ((unsigned)type > PROG_TRACING || func <= 0 || func >= __BPF_FUNC_MAX_ID || geteuid() != 0)
		return true;
	if (known[type][func])
		return known[type][func] > 0;
	log = xmalloc(KFEAT_LOG_SIZE);
	fd = try_load(type, insns, ARRAY_LEN(insns), log);
	/*
	 * Arguments of zero may well be refused, and that says the helper is
	 * there: only "invalid func" (or "unknown func", newer kernels' words)
	 * says it is not. A program that cannot be loaded at all tells nothing:
	 * then the helper is taken to be there, and the real program's load
	 * says what is wrong.
	 */
	known[type][func] = fd < 0 && (strstr(log, "invalid func ") || strstr(log, "unknown func ")) ? -1 : 1;
	if (fd >= 0)
		close(fd);
	free(log);
	return known[type][func] > 0;
}

bool kfeat_fentry_scalar_ptr_args(void)
{
	static int known; /* 0 untried, 1 yes, -1 no */
	/* r0 = ctx[3] (vfs_read's loff_t *pos: char * was allowed sooner); r0 = 0; exit */
	static const struct bpf_insn insns[] = {
		{ .code = BPF_LDX | BPF_MEM | BPF_DW, .dst_reg = BPF_REG_0, .src_reg = BPF_REG_1, .off = 24 },
		{ .code = BPF_ALU64 | BPF_MOV | BPF_K, .dst_reg = BPF_REG_0 },
		{ .code = BPF_JMP | BPF_EXIT },
	};
	const char *force = getenv("DTRACE_KFEAT");
	uint32_t fid;
	char *log;
	int fd;

	if (force && strcmp(force, "old") == 0)
		return false;
	if (known || geteuid() != 0)
		return known >= 0;
	known = 1;
	fid = btf_kernel_func_id("vfs_read");
	if (!fid)
		return true;
	log = xmalloc(KFEAT_LOG_SIZE);
	{
		LIBBPF_OPTS(bpf_prog_load_opts, opts, .expected_attach_type = BPF_TRACE_FENTRY,
			    .attach_btf_id = fid, .log_buf = log, .log_size = KFEAT_LOG_SIZE, .log_level = 1);

		log[0] = '\0';
		fd = load_bpf_prog(BPF_PROG_TYPE_TRACING, "dtrace_kfeat", insns, ARRAY_LEN(insns), &opts);
	}
	/* only the verifier's refusal of the load says no (fentry itself may be refused: EPERM) */
	if (fd < 0 && strstr(log, "invalid bpf_context access"))
		known = -1;
	if (fd >= 0)
		close(fd);
	free(log);
	return known > 0;
}

bool kfeat_trace_noprealloc(void)
{
	static int known; /* 0 untried, 1 yes, -1 no */
	LIBBPF_OPTS(bpf_map_create_opts, mopts, .map_flags = BPF_F_NO_PREALLOC);
	const char *force = getenv("DTRACE_KFEAT");
	char *log;
	int map, fd;

	if (force && strcmp(force, "old") == 0)
		return false;
	if (known || geteuid() != 0)
		return known >= 0;
	known = 1;
	map = load_bpf_map(BPF_MAP_TYPE_HASH, "dtrace_kfeat", 4, 8, 1, &mopts);
	if (map < 0)
		return true;
	log = xmalloc(KFEAT_LOG_SIZE);
	{
		/* r1 = map; r2 = fp - 8 (*(u32 *)(fp - 8) = 0); bpf_map_lookup_elem(); r0 = 0; exit */
		struct bpf_insn insns[] = {
			{ .code = BPF_ST | BPF_MEM | BPF_W, .dst_reg = BPF_REG_10, .off = -8 },
			{ .code = BPF_LD | BPF_DW | BPF_IMM, .dst_reg = BPF_REG_1, .src_reg = BPF_PSEUDO_MAP_FD,
			  .imm = map },
			{ 0 },
			{ .code = BPF_ALU64 | BPF_MOV | BPF_X, .dst_reg = BPF_REG_2, .src_reg = BPF_REG_10 },
			{ .code = BPF_ALU64 | BPF_ADD | BPF_K, .dst_reg = BPF_REG_2, .imm = -8 },
			{ .code = BPF_JMP | BPF_CALL, .imm = BPF_FUNC_map_lookup_elem },
			{ .code = BPF_ALU64 | BPF_MOV | BPF_K, .dst_reg = BPF_REG_0 },
			{ .code = BPF_JMP | BPF_EXIT },
		};

		fd = try_load(PROG_PERF_EVENT, insns, ARRAY_LEN(insns), log);
	}
	/*
	 * only the verifier's words say no: any other failure is the real
	 * program's to report. (A tracepoint program here would be let
	 * through with the kernel's WARNING: kfeat.h.)
	 */
	if (fd < 0 && strstr(log, "preallocated"))
		known = -1;
	if (fd >= 0)
		close(fd);
	close(map);
	free(log);
	return known > 0;
}

bool kfeat_task_storage(enum prog_type type)
{
	static int8_t ok[PROG_TRACING + 1]; /* 0 untried, 1 yes, -1 no */
	static int map_ok;
	const char *force = getenv("DTRACE_TLS");

	if ((unsigned)type > PROG_TRACING || geteuid() != 0 || (force && strcmp(force, "hash") == 0))
		return false;
	if (!map_ok) {
		int fd = load_tstore_create("dtrace_ts_try", 8);

		map_ok = fd >= 0 ? 1 : -1;
		if (fd >= 0)
			close(fd);
	}
	if (map_ok < 0 || !kfeat_helper(type, BPF_FUNC_get_current_task_btf) ||
	    !kfeat_helper(type, BPF_FUNC_task_storage_get))
		return false;
	if (!ok[type]) {
		/* get_current_task_btf(); task_storage_get(map, task, NULL, 0); return 0 */
		int map = load_tstore_create("dtrace_ts_try", 8), fd = -1;
		struct bpf_insn insns[] = {
			{ .code = BPF_JMP | BPF_CALL, .imm = BPF_FUNC_get_current_task_btf },
			{ .code = BPF_ALU64 | BPF_MOV | BPF_X, .dst_reg = BPF_REG_2, .src_reg = BPF_REG_0 },
			{ .code = BPF_LD | BPF_DW | BPF_IMM, .dst_reg = BPF_REG_1, .src_reg = BPF_PSEUDO_MAP_FD,
			  .imm = map },
			{ 0 },
			{ .code = BPF_ALU64 | BPF_MOV | BPF_K, .dst_reg = BPF_REG_3 },
			{ .code = BPF_ALU64 | BPF_MOV | BPF_K, .dst_reg = BPF_REG_4 },
			{ .code = BPF_JMP | BPF_CALL, .imm = BPF_FUNC_task_storage_get },
			{ .code = BPF_ALU64 | BPF_MOV | BPF_K, .dst_reg = BPF_REG_0 },
			{ .code = BPF_JMP | BPF_EXIT },
		};

		/* fentry/fexit and tp_btf programs need an attach target: kfeat_helper
		 * asked sys_enter's tp_btf, which has the same helpers */
		if (map >= 0 && type != PROG_TRACING)
			fd = load_bpf_prog(prog_types[type], "dtrace_ts_try", insns, ARRAY_LEN(insns), NULL);
		ok[type] = type == PROG_TRACING || fd >= 0 ? 1 : -1;
		if (fd >= 0)
			close(fd);
		if (map >= 0)
			close(map);
	}
	return ok[type] > 0;
}

bool kfeat_sleepable_uprobe(void)
{
	static int ok; /* 0 untried, 1 yes, -1 no */
	const char *force = getenv("DTRACE_SLEEPABLE");

	if (force && strcmp(force, "no") == 0)
		return false;
	if (!ok) {
		/* copy_from_user(fp - 8, 1, 0); return 0 */
		struct bpf_insn insns[] = {
			{ .code = BPF_ALU64 | BPF_MOV | BPF_X, .dst_reg = BPF_REG_1, .src_reg = BPF_REG_10 },
			{ .code = BPF_ALU64 | BPF_ADD | BPF_K, .dst_reg = BPF_REG_1, .imm = -8 },
			{ .code = BPF_ALU64 | BPF_MOV | BPF_K, .dst_reg = BPF_REG_2, .imm = 1 },
			{ .code = BPF_ALU64 | BPF_MOV | BPF_K, .dst_reg = BPF_REG_3 },
			{ .code = BPF_JMP | BPF_CALL, .imm = BPF_FUNC_copy_from_user },
			{ .code = BPF_ALU64 | BPF_MOV | BPF_K, .dst_reg = BPF_REG_0 },
			{ .code = BPF_JMP | BPF_EXIT },
		};
		LIBBPF_OPTS(bpf_prog_load_opts, opts, .prog_flags = BPF_F_SLEEPABLE);
		int fd = geteuid() == 0 ? load_bpf_prog(BPF_PROG_TYPE_KPROBE, "dtrace_sl_try", insns,
							ARRAY_LEN(insns), &opts) : -1;

		ok = fd >= 0 ? 1 : -1;
		if (fd >= 0)
			close(fd);
	}
	return ok > 0;
}

bool kfeat_uprobe_multi(void)
{
	static int have = -1;

	if (have < 0)
		have = btf_kernel_struct("bpf_uprobe_multi_link") != 0;
	return have;
}

bool kfeat_kprobe_pmu(void)
{
	return access("/sys/bus/event_source/devices/kprobe/type", R_OK) == 0;
}

int kfeat_fentry(uint32_t fid)
{
	static const struct bpf_insn insns[] = {
		{ .code = BPF_ALU64 | BPF_MOV | BPF_K, .dst_reg = BPF_REG_0 },
		{ .code = BPF_JMP | BPF_EXIT },
	};
	static int err = KFEAT_UNTRIED;
	LIBBPF_OPTS(bpf_prog_load_opts, opts, .expected_attach_type = BPF_TRACE_FENTRY, .attach_btf_id = fid);
	int fd;

	if (err != KFEAT_UNTRIED || !fid)
		return err != KFEAT_UNTRIED || fid ? err : KFEAT_UNTRIED;
	fd = load_bpf_prog(BPF_PROG_TYPE_TRACING, "dtrace_fbt_try", insns, ARRAY_LEN(insns), &opts);
	err = fd < 0 ? -errno : 0;
	if (fd >= 0)
		close(fd);
	return err;
}

/* struct pt_regs' orig_ax (x86_64) */
enum { KFEAT_REGS_ORIG_AX = 120 };

void kfeat_syscall_tp_btf(uint32_t ids[2])
{
	static int tried;
	static uint32_t id[2];

	if (!tried) {
		const char *force = getenv("DTRACE_SYSCALL");

		tried = 1;
		if (geteuid() == 0 && !(force && strcmp(force, "rawtp") == 0)) {
			/* r1 = args[0]; r0 = regs->orig_ax; r0 = 0; exit */
			const struct bpf_insn insns[] = {
				{ .code = BPF_LDX | BPF_MEM | BPF_DW, .dst_reg = BPF_REG_1, .src_reg = BPF_REG_1 },
				{ .code = BPF_LDX | BPF_MEM | BPF_DW, .dst_reg = BPF_REG_0, .src_reg = BPF_REG_1,
				  .off = KFEAT_REGS_ORIG_AX },
				{ .code = BPF_ALU64 | BPF_MOV | BPF_K, .dst_reg = BPF_REG_0 },
				{ .code = BPF_JMP | BPF_EXIT },
			};
			uint32_t enter = btf_kernel_typedef_id("btf_trace_sys_enter");
			uint32_t exit = btf_kernel_typedef_id("btf_trace_sys_exit");
			LIBBPF_OPTS(bpf_prog_load_opts, opts, .expected_attach_type = BPF_TRACE_RAW_TP,
				    .attach_btf_id = exit);
			int fd = enter && exit ? load_bpf_prog(BPF_PROG_TYPE_TRACING, "dtrace_tpbtf_try",
							       insns, ARRAY_LEN(insns), &opts) : -1;

			if (fd >= 0) {
				close(fd);
				id[0] = enter;
				id[1] = exit;
			}
		}
	}
	ids[0] = id[0];
	ids[1] = id[1];
}
