/*
 * cg_io.c - what io:::wait-start and io:::wait-done know of a thread's I/O.
 *
 * A thread that waits for block I/O sleeps in io_schedule() with
 * task_struct.in_iowait set; PROBE_ARG_IOWAIT is that bit of a task, for
 * the probes' conditions at sched_switch.
 *
 * Nothing in the kernel says which request a waiting thread waits for.
 * DTrace's bufinfo_t, devinfo_t and fileinfo_t of the wait come from the
 * last request the thread started: the program of io:::start (enabled for
 * this alone by cc.c when a probe has a PROBE_ARG_IOREQ argument) copies
 * the head of each request - struct request from its start to the last of
 * the members the D library's translators read (q, cmd_flags, __data_len,
 * __sector, and before 5.17 rq_disk) - into dt_iorq, by the tid of the
 * thread that starts it (block_io_start fires in that thread). A copy,
 * because by the time the wait is done the kernel has counted __data_len
 * down to 0 and may have reused the request. PROBE_ARG_IOREQ is the
 * address of a thread's copy, or 0 if it has none; the translators read it
 * as the struct request * it was (its q pointer is the request queue's
 * own).
 * dt_iorq is an LRU hash: exited threads' copies go as others come.
 *
 * PROBE_ARG_LIVE, another task field read for a table probe's condition,
 * is here for the same helpers: the live-thread count of a task's group,
 * which proc:::exit tests where sched_process_exit has no group_dead
 * argument (before Linux 6.16: do_exit() counts signal_struct.live down
 * before that tracepoint, so the last thread to exit sees 0).
 */
#include "cg.h"

#include <stdio.h>
#include <string.h>

#include "../base/util.h"

enum { IORQ_ENTRIES = 8192 };

/* The member of a kernel struct, from BTF; an error if there is none. */
static const struct member *kmember(struct cg_state *cg, const char *sname, const char *name, uint32_t *off)
{
	struct type *t = type_lookup(cg->cc, &cg->ck->tt, sname);
	const struct member *m = t && type_is_sou(t) ? type_member(cg->cc, t, name, off) : NULL;

	if (!m)
		cc_error(cg->cc, cg->a.cur, D_VAR_UNSUP, "kernel type information (BTF) has no %s member %s",
			 sname, name);
	return m;
}

/*
 * Bytes of struct request that a copy keeps: up to the end of the last
 * member translators read; rq_disk too where the kernel has it (before
 * 5.17 a request names its disk itself, and devinfo_t reads it there).
 */
static uint32_t iorq_size(struct cg_state *cg)
{
	static const char *const names[] = { "q", "cmd_flags", "__data_len", "__sector" };
	struct type *t = type_lookup(cg->cc, &cg->ck->tt, "struct request");
	const struct member *m;
	uint32_t end = 8, off;

	for (size_t i = 0; i < ARRAY_LEN(names); i++) {
		m = kmember(cg, "struct request", names[i], &off);
		if (off + m->ty->size > end)
			end = off + m->ty->size;
	}
	m = t && type_is_sou(t) ? type_member(cg->cc, t, "rq_disk", &off) : NULL;
	if (m && off + m->ty->size > end)
		end = off + m->ty->size;
	return ALIGN_UP(end, 8);
}

static uint32_t iorq_map(struct cg_state *cg)
{
	if (!cg->iorq_made) {
		cg->m_iorq = cg_map(cg, "dt_iorq", MAPR_ASSOC, BPF_MAP_TYPE_LRU_HASH, 4, iorq_size(cg),
				    IORQ_ENTRIES);
		cg->iorq_made = true;
	}
	return cg->m_iorq;
}

/* Reads size bytes of kernel memory at the address in R3 into stack slot (left as is if unreadable). */
static void read_to_slot(struct cg_state *cg, int16_t slot, int32_t size)
{
	E(I_MOV64_REG(R1, FP));
	E(I_ALU64_IMM(BPF_ADD, R1, slot));
	E(I_MOV64_IMM(R2, size));
	asm_call(&cg->a, BPF_FUNC_probe_read_kernel);
}

/* Reads size bytes at off in the task whose pointer is 8 bytes at ctx_off in ctx into stack slot. */
static void read_task_field(struct cg_state *cg, int16_t slot, uint16_t ctx_off, uint32_t off, int32_t size)
{
	E(I_LDX(BPF_DW, R3, R6, (int16_t)ctx_off));
	E(I_ALU64_IMM(BPF_ADD, R3, (int32_t)off));
	read_to_slot(cg, slot, size);
}

/* R0 = the byte at off in the task whose pointer is 8 bytes at ctx_off in ctx (0 if unreadable). */
static void task_byte(struct cg_state *cg, uint16_t ctx_off, uint32_t off)
{
	int16_t slot;

	E(I_MOV64_IMM(R0, 0));
	slot = cg_push(cg, R0);
	read_task_field(cg, slot, ctx_off, off, 1);
	E(I_LDX(BPF_B, R0, FP, slot));
	cg->ntmp--;
}

/* R0 = signal_struct.live of the task whose pointer is 8 bytes at ctx_off in ctx (0 if unreadable). */
static void task_live(struct cg_state *cg, uint16_t ctx_off)
{
	uint32_t sig_off, live_off;
	int16_t slot;

	kmember(cg, "struct task_struct", "signal", &sig_off);
	kmember(cg, "struct signal_struct", "live", &live_off); /* atomic_t: its int counter first */
	E(I_MOV64_IMM(R0, 0));
	slot = cg_push(cg, R0);
	read_task_field(cg, slot, ctx_off, sig_off, 8);
	E(I_LDX(BPF_DW, R3, FP, slot));
	E(I_ALU64_IMM(BPF_ADD, R3, (int32_t)live_off));
	read_to_slot(cg, slot, 4);
	E(I_LDX(BPF_W, R0, FP, slot));
	cg->ntmp--;
}

void cg_io_arg(struct cg_state *cg, const struct probe_arg *pa)
{
	uint32_t off;
	const struct member *m;
	int16_t slot;

	if (pa->from == PROBE_ARG_LIVE) {
		task_live(cg, pa->off);
		return;
	}

	if (pa->from == PROBE_ARG_IOWAIT) {
		m = kmember(cg, "struct task_struct", "in_iowait", &off);
		task_byte(cg, pa->off, off + m->bit_off / 8u);
		E(I_ALU64_IMM(BPF_RSH, R0, (int32_t)(m->bit_off % 8u)));
		E(I_ALU64_IMM(BPF_AND, R0, 1));
		return;
	}
	/* PROBE_ARG_IOREQ: dt_iorq's value for the task's tid, or 0 */
	kmember(cg, "struct task_struct", "pid", &off);
	E(I_MOV64_IMM(R0, 0));
	slot = cg_push(cg, R0);
	read_task_field(cg, slot, pa->off, off, 4);
	asm_ld_map(&cg->a, R1, iorq_map(cg));
	E(I_MOV64_REG(R2, FP));
	E(I_ALU64_IMM(BPF_ADD, R2, slot));
	asm_call(&cg->a, BPF_FUNC_map_lookup_elem);
	cg->ntmp--;
}

void cg_io_note(struct cg_state *cg)
{
	uint32_t size = iorq_size(cg), key = ALIGN_UP(cg->tmp_off, 8), val = key + 8;
	uint32_t done = asm_label(&cg->a);

	if (cg->scratch_size < val + size)
		cg->scratch_size = val + size;
	cg->a.cur = (struct srcpos){0};
	asm_call(&cg->a, BPF_FUNC_get_current_pid_tgid);
	E(I_STX(BPF_W, R7, R0, (int16_t)key));
	cg_scratch_ptr(cg, R1, val);
	E(I_MOV64_IMM(R2, (int32_t)size));
	E(I_LDX(BPF_DW, R3, R7, SCR_ARGS)); /* args[0]: the request */
	asm_call(&cg->a, BPF_FUNC_probe_read_kernel);
	asm_jmp_imm(&cg->a, BPF_JNE, R0, 0, done);
	asm_ld_map(&cg->a, R1, iorq_map(cg));
	cg_scratch_ptr(cg, R2, key);
	cg_scratch_ptr(cg, R3, val);
	E(I_MOV64_IMM(R4, BPF_ANY));
	asm_call(&cg->a, BPF_FUNC_map_update_elem);
	asm_place(&cg->a, done);
}
