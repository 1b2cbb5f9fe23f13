/*
 * handbuilt.c - drives the runtime with a hand-built struct prog_desc,
 * without the compiler: proves loading, attaching, consuming, exit() and
 * aggregation snapshots on the real kernel. Built and run by
 * tst.handbuilt.sh (root).
 *
 *   BEGIN            { printf("begin %d\n", 42); }
 *   syscall:::entry  { @sc[nr] = count(); }   (raw_syscalls, id from ctx)
 *   tick-100ms       { printa("%d %@d\n", @sc) -- filtered to getppid; exit(7); }
 *   END              { printf("end\n"); }
 *
 * "handbuilt verifier" instead loads a BEGIN program that reads an
 * uninitialized register at x.d:3:5, for the rejection message;
 * "handbuilt maps" one that names 70 maps, which the kernel refuses with
 * E2BIG (the compiler never makes one: cg.c maps_within_limit), for the
 * verifier's reason;
 * "handbuilt spec" checks that speculated records wait for their commit;
 * "handbuilt ustack HELPER" unwinds a raw user stack sent by a uprobe.
 */
#include <linux/bpf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "base/util.h"
#include "rt/agg.h"
#include "rt/attach.h"
#include "rt/consume.h"
#include "rt/load.h"
#include "user/proc.h"
#include "prov/providers.h"
#include "rt/provider.h"
#include "rt/session.h"

#define INSN(c, d, s_, o, i) ((struct bpf_insn){ .code = (c), .dst_reg = (d), .src_reg = (s_), .off = (o), .imm = (i) })
#define MOV_IMM(d, i) INSN(BPF_ALU64 | BPF_MOV | BPF_K, d, 0, 0, i)
#define MOV_REG(d, s_) INSN(BPF_ALU64 | BPF_MOV | BPF_X, d, s_, 0, 0)
#define ADD_IMM(d, i) INSN(BPF_ALU64 | BPF_ADD | BPF_K, d, 0, 0, i)
#define LDX(sz, d, s_, o) INSN(BPF_LDX | BPF_MEM | (sz), d, s_, o, 0)
#define STX(sz, d, s_, o) INSN(BPF_STX | BPF_MEM | (sz), d, s_, o, 0)
#define ST(sz, d, o, i) INSN(BPF_ST | BPF_MEM | (sz), d, 0, o, i)
#define CALL(f) INSN(BPF_JMP | BPF_CALL, 0, 0, 0, f)
#define JEQ_IMM(d, i, o) INSN(BPF_JMP | BPF_JEQ | BPF_K, d, 0, o, i)
#define JNE_IMM(d, i, o) INSN(BPF_JMP | BPF_JNE | BPF_K, d, 0, o, i)
#define JA(o) INSN(BPF_JMP | BPF_JA, 0, 0, o, 0)
#define EXIT() INSN(BPF_JMP | BPF_EXIT, 0, 0, 0, 0)
#define LD_MAP(d, idx) INSN(BPF_LD | BPF_DW | BPF_IMM, d, BPF_PSEUDO_MAP_FD, 0, idx), INSN(0, 0, 0, 0, 0)

enum { M_RING, M_STATE, M_PROBES, M_AGG, NMAPS };

/* A program that sends record rec_id of 16 data bytes: {u64 a, u64 b}. */
#define EMIT_RECORD(rec, probe, a, b)                                                        \
	MOV_REG(6, 1), LD_MAP(1, M_RING), MOV_IMM(2, 32), MOV_IMM(3, 0), CALL(131),            \
		JEQ_IMM(0, 0, 11), MOV_REG(7, 0), ST(BPF_W, 7, 0, rec), ST(BPF_W, 7, 4, probe), \
		CALL(8), STX(BPF_W, 7, 0, 8), ST(BPF_W, 7, 12, 0), ST(BPF_DW, 7, 16, a),       \
		ST(BPF_DW, 7, 24, b), MOV_REG(1, 7), MOV_IMM(2, 0), CALL(132), MOV_IMM(0, 0),    \
		EXIT()

/* The same without the program's exit: records one after another. */
#define SEND_RECORD(rec, probe, a, b)                                                        \
	LD_MAP(1, M_RING), MOV_IMM(2, 32), MOV_IMM(3, 0), CALL(131),                            \
		JEQ_IMM(0, 0, 11), MOV_REG(7, 0), ST(BPF_W, 7, 0, rec), ST(BPF_W, 7, 4, probe), \
		CALL(8), STX(BPF_W, 7, 0, 8), ST(BPF_W, 7, 12, 0), ST(BPF_DW, 7, 16, a),       \
		ST(BPF_DW, 7, 24, b), MOV_REG(1, 7), MOV_IMM(2, 0), CALL(132)

static struct bpf_insn begin_insns[] = { EMIT_RECORD(0, 1, 42, 0) };
static struct bpf_insn end_insns[] = { EMIT_RECORD(2, 2, 0, 0) };
static struct bpf_insn tick_insns[] = { EMIT_RECORD(1, 0, 0, 7) };
static struct bpf_insn count_insns[] = {
	LDX(BPF_DW, 1, 1, 8), STX(BPF_DW, 10, 1, -8),
	LD_MAP(1, M_AGG), MOV_REG(2, 10), ADD_IMM(2, -8), CALL(1),
	JNE_IMM(0, 0, 10),
	ST(BPF_DW, 10, -16, 1), LD_MAP(1, M_AGG), MOV_REG(2, 10), ADD_IMM(2, -8),
	MOV_REG(3, 10), ADD_IMM(3, -16), MOV_IMM(4, 0), CALL(2), JA(3),
	LDX(BPF_DW, 1, 0, 0), ADD_IMM(1, 1), STX(BPF_DW, 0, 1, 0),
	MOV_IMM(0, 0), EXIT(),
};

static struct rec_field f_a = { .kind = FIELD_INT, .off = 0, .size = 8, .is_signed = true };
static struct rec_field f_b = { .kind = FIELD_INT, .off = 8, .size = 8, .is_signed = true };
static uint32_t agg0 = 0;
static struct rec_action begin_acts[] = { { .kind = ACT_PRINTF, .fmt = "begin %d\n", .fields = &f_a, .nfields = 1 } };
static struct rec_action tick_acts[] = {
	{ .kind = ACT_PRINTA, .fmt = "sc %d %@d\n", .aggs = &agg0, .naggs = 1 },
	{ .kind = ACT_EXIT, .fields = &f_b, .nfields = 1 },
};
static struct rec_action end_acts[] = { { .kind = ACT_PRINTF, .fmt = "end\n" } };
static struct rec_field key0 = { .kind = FIELD_INT, .off = 0, .size = 8, .is_signed = true };

/*
 * Opens session s with one program p of insns (n of them), named name, for
 * dtrace:::BEGIN, and its prog_desc holding just p. 0, or 1 on failure.
 */
static int open_begin(struct session *s, struct prog *p, const char *name, struct bpf_insn *insns, uint32_t n,
		      bool quiet)
{
	const char *desc[4] = { "dtrace", "", "", "BEGIN" };

	options_init(&s->opt);
	s->provs = &providers;
	if (quiet)
		options_set(&s->opt, "quiet", NULL);
	if (session_open(s, NULL))
		return 1;
	host_match(&s->host, desc);
	s->host.cc_host.plan_attach(NULL, &s->host, s->host.found, 1);
	*p = (struct prog){ .ap = s->host.points[0], .type = PROG_RAW_TP, .name = name, .insns = insns, .ninsns = n };
	s->pd = ARENA_NEW(&s->arena, struct prog_desc);
	s->pd->progs = p;
	s->pd->nprogs = 1;
	return 0;
}

/*
 * BEGIN { speculate(1); printf("kept\n"); } BEGIN { speculate(2); printf("dropped\n"); }
 * BEGIN { printf("direct\n"); } BEGIN { commit(1); discard(2); exit(0); }
 * as four records: held ones come out at the commit, after "direct".
 */
static int speculations(void)
{
	static struct session sess;
	struct session *s = &sess;
	static struct bpf_insn insns[] = {
		SEND_RECORD(0, 1, 1, 0), SEND_RECORD(0, 1, 2, 0), SEND_RECORD(1, 1, 0, 0),
		SEND_RECORD(2, 1, 1, 2), MOV_IMM(0, 0), EXIT(),
	};
	static struct rec_action held[] = {
		{ .kind = ACT_SPECULATE, .fields = &f_a, .nfields = 1 },
		{ .kind = ACT_PRINTF, .fmt = "speculated %d\n", .fields = &f_a, .nfields = 1 },
	};
	static struct rec_action direct[] = { { .kind = ACT_PRINTF, .fmt = "direct\n" } };
	static struct rec_action settle[] = {
		{ .kind = ACT_COMMIT, .fields = &f_a, .nfields = 1 },
		{ .kind = ACT_DISCARD, .fields = &f_b, .nfields = 1 },
		{ .kind = ACT_EXIT, .fields = &f_a, .nfields = 0 },
	};
	struct prog p;
	int err;

	if (open_begin(s, &p, "spec", insns, ARRAY_LEN(insns), true))
		return 1;
	s->pd->nmaps = NMAPS;
	s->pd->maps = ARENA_NEWN(&s->arena, struct map_spec, NMAPS);
	s->pd->maps[M_RING] = (struct map_spec){ "ring", MAPR_RING, BPF_MAP_TYPE_RINGBUF, 0, 0, 0 };
	s->pd->maps[M_STATE] = (struct map_spec){ "state", MAPR_STATE, BPF_MAP_TYPE_PERCPU_ARRAY, 4,
						  sizeof(struct rt_state), 1 };
	s->pd->maps[M_PROBES] = (struct map_spec){ "probes", MAPR_PROBES, BPF_MAP_TYPE_ARRAY, 4,
						   sizeof(struct probe_names), 4 };
	s->pd->maps[M_AGG] = (struct map_spec){ "agg", MAPR_AGG, BPF_MAP_TYPE_PERCPU_HASH, 8, 8, 4 };
	s->pd->nrecs = 3;
	s->pd->recs = ARENA_NEWN(&s->arena, struct rec_desc, 3);
	s->pd->recs[0] = (struct rec_desc){ .id = 0, .size = 16, .acts = held, .nacts = 2 };
	s->pd->recs[1] = (struct rec_desc){ .id = 1, .size = 16, .acts = direct, .nacts = 1 };
	s->pd->recs[2] = (struct rec_desc){ .id = 2, .size = 16, .acts = settle, .nacts = 3 };
	err = load_all(s, NULL, 0) || consume_init(s) || session_begin(s) || session_end(s);
	session_close(s);
	return err ? 1 : 0;
}

/*
 * pid$target:stacks:level3:entry { ustack(); } with the stack sent raw
 * (FIELD_USTACK_RAW: pid, ip, sp, bp, length, then a copy of the stack)
 * and unwound by the consumer: the stacks helper is built without frame
 * pointers, so only .eh_frame gets level3 <- level2 <- level1 <- main.
 */
#define STACK_COPY 2048

static int raw_ustack(const char *helper)
{
	static struct session sess;
	struct session *s = &sess;
	char prov[32];
	const char *desc[4] = { prov, "stacks", "level3", "entry" };
	static struct bpf_insn insns[] = {
		MOV_REG(6, 1), LD_MAP(1, M_RING), MOV_IMM(2, 16 + 40 + STACK_COPY), MOV_IMM(3, 0),
		CALL(131), JEQ_IMM(0, 0, 30), MOV_REG(7, 0),
		ST(BPF_W, 7, 0, 0), ST(BPF_W, 7, 4, 0), ST(BPF_W, 7, 8, 0), ST(BPF_W, 7, 12, 0),
		CALL(14), INSN(BPF_ALU64 | BPF_RSH | BPF_K, 0, 0, 0, 32), STX(BPF_DW, 7, 0, 16),
		LDX(BPF_DW, 1, 6, 128), STX(BPF_DW, 7, 1, 24),
		LDX(BPF_DW, 8, 6, 152), STX(BPF_DW, 7, 8, 32),
		LDX(BPF_DW, 1, 6, 32), STX(BPF_DW, 7, 1, 40),
		ST(BPF_DW, 7, 48, STACK_COPY),
		MOV_REG(1, 7), ADD_IMM(1, 56), MOV_IMM(2, STACK_COPY), MOV_REG(3, 8), CALL(112),
		/* the stack's top may be nearer than STACK_COPY: then copy less */
		JEQ_IMM(0, 0, 6), ST(BPF_DW, 7, 48, 256),
		MOV_REG(1, 7), ADD_IMM(1, 56), MOV_IMM(2, 256), MOV_REG(3, 8), CALL(112),
		MOV_REG(1, 7), MOV_IMM(2, 0), CALL(132),
		MOV_IMM(0, 0), EXIT(),
	};
	static struct rec_field raw = { .kind = FIELD_USTACK_RAW, .off = 0,
					.size = 40 + STACK_COPY, .depth = 8 };
	static struct rec_action acts[] = { { .kind = ACT_USTACK, .fields = &raw, .nfields = 1 } };
	struct prog p;
	int err;

	options_init(&s->opt);
	s->provs = &providers;
	options_set(&s->opt, "quiet", NULL);
	if (session_open(s, NULL) || proc_create(s, helper))
		return 1;
	snprintf(prov, sizeof(prov), "pid%d", (int)s->target);
	host_match(&s->host, desc);
	if (s->host.nfound != 1)
		return 1;
	s->host.cc_host.plan_attach(NULL, &s->host, s->host.found, 1);
	p = (struct prog){ .ap = s->host.points[0], .type = PROG_KPROBE, .name = "ustack",
			   .insns = insns, .ninsns = ARRAY_LEN(insns) };
	s->pd = ARENA_NEW(&s->arena, struct prog_desc);
	s->pd->progs = &p;
	s->pd->nprogs = 1;
	s->pd->nmaps = 1;
	s->pd->maps = ARENA_NEWN(&s->arena, struct map_spec, 1);
	s->pd->maps[M_RING] = (struct map_spec){ "ring", MAPR_RING, BPF_MAP_TYPE_RINGBUF, 0, 0, 0 };
	s->pd->nrecs = 1;
	s->pd->recs = ARENA_NEWN(&s->arena, struct rec_desc, 1);
	s->pd->recs[0] = (struct rec_desc){ .id = 0, .size = 40 + STACK_COPY, .acts = acts,
					    .nacts = 1 };
	err = load_all(s, NULL, 0) || consume_init(s) || attach_all(s) || proc_release(s) ||
	      consume_loop(s) || session_end(s);
	session_close(s);
	return err ? 1 : 0;
}

static int verifier_rejection(void)
{
	static struct session sess;
	struct session *s = &sess;
	struct bpf_insn insns[] = { MOV_IMM(0, 0), LDX(BPF_DW, 0, 2, 0), EXIT() };
	struct srcpos pos[] = { { 0, 0, 0 }, { 0, 3, 5 }, { 0, 0, 0 } };
	const char *names[] = { "x.d" };
	struct prog p;
	int err;

	if (open_begin(s, &p, "bad", insns, 3, false))
		return 1;
	p.insn_pos = pos;
	err = load_all(s, names, 1);
	session_close(s);
	return err ? 2 : 0;
}

#define MANY_MAPS 70

static int too_many_maps(void)
{
	static struct session sess;
	struct session *s = &sess;
	struct bpf_insn insns[2 * MANY_MAPS + 2];
	struct prog p;
	int err;

	for (uint32_t i = 0; i < MANY_MAPS; i++) {
		struct bpf_insn ld[] = { LD_MAP(1, i) };

		insns[2 * i] = ld[0];
		insns[2 * i + 1] = ld[1];
	}
	insns[2 * MANY_MAPS] = (struct bpf_insn)MOV_IMM(0, 0);
	insns[2 * MANY_MAPS + 1] = (struct bpf_insn)EXIT();
	if (open_begin(s, &p, "maps", insns, ARRAY_LEN(insns), false))
		return 1;
	s->pd->nmaps = MANY_MAPS;
	s->pd->maps = ARENA_NEWN(&s->arena, struct map_spec, MANY_MAPS);
	for (uint32_t i = 0; i < MANY_MAPS; i++)
		s->pd->maps[i] = (struct map_spec){ "a", MAPR_ASSOC, BPF_MAP_TYPE_ARRAY, 4, 8, 1 };
	err = load_all(s, NULL, 0);
	session_close(s);
	return err ? 2 : 0;
}

int main(int argc, char **argv)
{
	static struct session sess;
	struct session *s = &sess;
	const char *descs[][4] = {
		{ "dtrace", "", "", "BEGIN" }, { "syscall", "", "", "entry" },
		{ "profile", "", "", "tick-100ms" }, { "dtrace", "", "", "END" },
	};
	struct bpf_insn *code[] = { begin_insns, count_insns, tick_insns, end_insns };
	uint32_t ncode[] = { ARRAY_LEN(begin_insns), ARRAY_LEN(count_insns), ARRAY_LEN(tick_insns),
			     ARRAY_LEN(end_insns) };
	struct probe *enabled[2048];
	uint32_t nenabled = 0;
	struct prog_desc *pd;
	int status = 1;

	if (argc > 1 && strcmp(argv[1], "verifier") == 0)
		return verifier_rejection();
	if (argc > 1 && strcmp(argv[1], "maps") == 0)
		return too_many_maps();
	if (argc > 1 && strcmp(argv[1], "spec") == 0)
		return speculations();
	if (argc > 2 && strcmp(argv[1], "ustack") == 0)
		return raw_ustack(argv[2]);
	options_init(&s->opt);
	s->provs = &providers;
	options_set(&s->opt, "quiet", NULL);
	options_set(&s->opt, "switchrate", "10hz");
	if (session_open(s, NULL))
		return 1;
	for (int i = 0; i < 4; i++) {
		host_match(&s->host, descs[i]);
		for (uint32_t j = 0; j < s->host.nfound; j++)
			enabled[nenabled++] = s->host.found[j];
	}
	if (s->host.cc_host.plan_attach(NULL, &s->host, enabled, nenabled))
		return 1;
	pd = ARENA_NEW(&s->arena, struct prog_desc);
	pd->nmaps = NMAPS;
	pd->maps = ARENA_NEWN(&s->arena, struct map_spec, NMAPS);
	pd->maps[M_RING] = (struct map_spec){ "ring", MAPR_RING, BPF_MAP_TYPE_RINGBUF, 0, 0, 0 };
	pd->maps[M_STATE] = (struct map_spec){ "state", MAPR_STATE, BPF_MAP_TYPE_PERCPU_ARRAY, 4,
					       sizeof(struct rt_state), 1 };
	pd->maps[M_PROBES] = (struct map_spec){ "probes", MAPR_PROBES, BPF_MAP_TYPE_ARRAY, 4,
						sizeof(struct probe_names), 2048 };
	pd->maps[M_AGG] = (struct map_spec){ "agg_sc", MAPR_AGG, BPF_MAP_TYPE_PERCPU_HASH, 8, 8, 1024 };
	pd->naggs = 1;
	pd->aggs = ARENA_NEWN(&s->arena, struct agg_desc, 1);
	pd->aggs[0] = (struct agg_desc){ .id = 0, .name = "sc", .func = AGG_COUNT, .keys = &key0,
					 .nkeys = 1, .key_size = 8, .val_size = 8, .map = M_AGG };
	pd->nrecs = 3;
	pd->recs = ARENA_NEWN(&s->arena, struct rec_desc, 3);
	pd->recs[0] = (struct rec_desc){ .id = 0, .size = 16, .acts = begin_acts, .nacts = 1 };
	pd->recs[1] = (struct rec_desc){ .id = 1, .size = 16, .acts = tick_acts, .nacts = 2 };
	pd->recs[2] = (struct rec_desc){ .id = 2, .size = 16, .acts = end_acts, .nacts = 1 };
	pd->nprogs = s->host.npoints;
	pd->progs = ARENA_NEWN(&s->arena, struct prog, pd->nprogs);
	for (uint32_t i = 0; i < pd->nprogs; i++) {
		struct attach_point *ap = s->host.points[i];
		int which = ap->prv == &prov_syscall ? 1 : ap->prv == &prov_profile ? 2 :
			    ap->probes[0]->id == PROV_DTRACE_BEGIN ? 0 : 3;

		pd->progs[i] = (struct prog){ .ap = ap, .type = ap->prog_type, .name = "handbuilt",
					      .insns = code[which], .ninsns = ncode[which] };
	}
	if (s->host.npoints != 4) {
		fprintf(stderr, "expected 4 attach points, got %u\n", s->host.npoints);
		return 1;
	}
	s->pd = pd;
	if (load_all(s, NULL, 0) || consume_init(s) || session_begin(s) || attach_all(s))
		goto out;
	for (int i = 0; i < 5; i++)
		syscall(SYS_getppid);
	if (consume_loop(s) || session_end(s))
		goto out;
	status = s->status;
out:
	session_close(s);
	return status;
}
