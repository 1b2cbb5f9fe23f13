/*
 * test_cg.c - the checker and code generator against the cg_fixture.h host
 * (no kernel): programs per attach point, probe-id guards, records, maps,
 * aggregation descriptions, source positions, scratch slots taken and given
 * back on every path, and the errors that need a
 * host other than the real runtime (D_ARGS_MULTI, D_VAR_UNSUP).
 * Kernel verification of the same code: tests/unit/verify_corpus.c.
 */
#include "base/util.h"
#include "cc/cg.h"
#include "cc/check.h"
#include "cc/dis.h"
#include "cg_fixture.h"
#include "t.h"

static struct cc cc;
static struct arena out;

static struct prog_desc *compile(const char *text)
{
	struct prog_desc *pd;

	cc_fini(&cc);
	arena_free(&out);
	pd = fx_compile(&cc, &out, text, NULL);
	if (!pd)
		fprintf(stderr, "compile failed: [%s] %s\n", diag_tag_name(cc.diag.tag), cc.diag.msg);
	return pd;
}

static enum errtag compile_err(const char *text)
{
	cc_fini(&cc);
	arena_free(&out);
	return fx_compile(&cc, &out, text, NULL) ? D__NTAGS : cc.diag.tag;
}

/* Every instruction is well-formed: map indices, jump targets, positions in range. */
static void check_links(const struct prog_desc *pd)
{
	for (uint32_t p = 0; p < pd->nprogs; p++) {
		const struct prog *pr = &pd->progs[p];

		CHECK(pr->ninsns > 0);
		CHECK(pr->insn_pos != NULL);
		for (uint32_t i = 0; i < pr->ninsns; i++) {
			const struct bpf_insn *in = &pr->insns[i];
			uint8_t cls = BPF_CLASS(in->code);

			if (in->code == (BPF_LD | BPF_DW | BPF_IMM)) {
				if (in->src_reg)
					CHECK((uint32_t)in->imm < pd->nmaps);
				i++;
				continue;
			}
			if (cls == BPF_JMP && BPF_OP(in->code) != BPF_CALL && BPF_OP(in->code) != BPF_EXIT)
				CHECK((int64_t)i + 1 + in->off >= 0 && (int64_t)i + 1 + in->off < pr->ninsns);
		}
		CHECK_EQ(pr->insns[pr->ninsns - 1].code, BPF_JMP | BPF_EXIT);
	}
}

static bool has_jeq_imm(const struct prog *pr, int32_t imm)
{
	for (uint32_t i = 0; i < pr->ninsns; i++)
		if (pr->insns[i].code == (BPF_JMP | BPF_JEQ | BPF_K) && pr->insns[i].imm == imm)
			return true;
	return false;
}

static void test_hello(void)
{
	struct prog_desc *pd = compile("BEGIN { printf(\"hello %d\\n\", 42); exit(0); }");

	if (!pd)
		return;
	check_links(pd);
	CHECK_EQ(pd->nprogs, 1);
	CHECK_EQ(pd->progs[0].type, PROG_RAW_TP);
	CHECK_EQ(pd->nrecs, 1);
	CHECK_EQ(pd->recs[0].nacts, 2);
	CHECK_EQ(pd->recs[0].acts[0].kind, ACT_PRINTF);
	CHECK_STR(pd->recs[0].acts[0].fmt, "hello %d\n");
	CHECK_EQ(pd->recs[0].acts[0].nfields, 1);
	CHECK_EQ(pd->recs[0].acts[0].fields[0].kind, FIELD_INT);
	CHECK_EQ(pd->recs[0].acts[1].kind, ACT_EXIT);
	CHECK_EQ(pd->recs[0].size, 16);
	CHECK_EQ(pd->nclauses, 1);
}

static void test_count_probefunc(void)
{
	struct prog_desc *pd = compile("syscall:::entry { @[probefunc] = count(); }");

	if (!pd)
		return;
	check_links(pd);
	CHECK_EQ(pd->nprogs, 1);
	CHECK_EQ(pd->progs[0].ap->id_mode, PROBE_ID_FROM_CTX);
	CHECK_EQ(pd->nrecs, 0); /* aggregations only: nothing to trace */
	CHECK_EQ(pd->naggs, 1);
	CHECK_EQ(pd->aggs[0].func, AGG_COUNT);
	CHECK_EQ(pd->aggs[0].nkeys, 1);
	CHECK_EQ(pd->aggs[0].keys[0].kind, FIELD_STRING);
	CHECK_EQ(pd->aggs[0].keys[0].size, PROBE_NAMELEN);
	CHECK_EQ(pd->aggs[0].key_size, PROBE_NAMELEN);
	CHECK_EQ(pd->maps[pd->aggs[0].map].role, MAPR_AGG);
	CHECK_EQ(pd->maps[pd->aggs[0].map].type, BPF_MAP_TYPE_PERCPU_HASH);
}

static void test_guards(void)
{
	struct prog_desc *pd = compile("syscall:::entry { @a = count(); } syscall::read:entry { @b = count(); }");

	if (!pd)
		return;
	check_links(pd);
	CHECK_EQ(pd->nprogs, 1);
	CHECK(has_jeq_imm(&pd->progs[0], 4)); /* read:entry's id guards the second clause */
	pd = compile("syscall::read:entry, syscall::write:entry { @[probefunc] = count(); }");
	if (!pd)
		return;
	CHECK_EQ(pd->nprogs, 2);
	CHECK(!has_jeq_imm(&pd->progs[0], 4));
}

static void test_records(void)
{
	struct prog_desc *pd = compile("BEGIN { } BEGIN { x = 1; } BEGIN { @ = count(); } "
				       "BEGIN { trace(execname); trace(pid); }");

	if (!pd)
		return;
	CHECK_EQ(pd->nrecs, 2);            /* assignments and aggregations record nothing */
	CHECK_EQ(pd->recs[0].nacts, 0);    /* default output of an empty clause */
	CHECK_EQ(pd->recs[1].clause, 3);
	CHECK_EQ(pd->recs[1].acts[0].fields[0].kind, FIELD_STRING);
	CHECK_EQ(pd->recs[1].acts[0].fields[0].size, 16);
	CHECK_EQ(pd->recs[1].acts[1].fields[0].off, 16);
	CHECK_EQ(pd->recs[1].size, 24);
}

static void test_if_records(void)
{
	struct prog_desc *pd = compile("BEGIN { trace(1); if (pid) { trace(2); } else { trace(3); trace(4); } trace(5); }");

	if (!pd)
		return;
	check_links(pd);
	CHECK_EQ(pd->nrecs, 4); /* before, then-branch, else-branch, after */
	CHECK_EQ(pd->recs[0].nacts, 1);
	CHECK_EQ(pd->recs[2].nacts, 2);
	CHECK_EQ(pd->recs[3].clause, 0);
	pd = compile("BEGIN { if (pid) x = 1; trace(1); }");
	if (pd)
		CHECK_EQ(pd->nrecs, 1);
}

static void test_aggs(void)
{
	struct prog_desc *pd = compile("syscall::read:return { @q = quantize(arg0); @l[execname] = lquantize(arg0, 0, 100, 10); "
				       "@ll = llquantize(arg0, 10, 0, 6, 20); @s = stddev(arg0); "
				       "@m[pid, \"x\"] = max(arg0); }");

	if (!pd)
		return;
	check_links(pd);
	CHECK_EQ(pd->naggs, 5);
	CHECK_EQ(pd->aggs[0].val_size, AGG_QUANTIZE_NBUCKETS * 8);
	CHECK_EQ(pd->aggs[1].val_size, 12 * 8);
	CHECK_EQ(pd->aggs[1].param[2], 10);
	CHECK_EQ(pd->aggs[3].val_size, 32);
	CHECK_EQ(pd->aggs[4].nkeys, 2);
	CHECK_EQ(pd->aggs[4].keys[1].off, 8);
	CHECK_EQ(pd->aggs[0].key_size, 4);
}

/* The maps program pr names (LD_IMM64 map references), each once. */
static uint32_t maps_named(const struct prog_desc *pd, const struct prog *pr, bool *named)
{
	uint32_t n = 0;

	memset(named, 0, pd->nmaps);
	for (uint32_t i = 0; i + 1 < pr->ninsns; i++) {
		const struct bpf_insn *in = &pr->insns[i];

		if (in->code != (BPF_LD | BPF_DW | BPF_IMM))
			continue;
		if (in->src_reg && !named[in->imm]) {
			named[in->imm] = true;
			n++;
		}
		i++;
	}
	return n;
}

/*
 * 120 aggregations in one clause: the program names at most 64 maps; every
 * aggregation keeps a map of its own, in a set (an array of maps) with the
 * others of its layout, at a slot whose u32 key is in the string table; a
 * few aggregations are named directly, as before.
 */
static void test_many_aggs(void)
{
	char *text = xmalloc(16384), *p = text;
	struct prog_desc *pd;
	bool *named;

	p += sprintf(p, "syscall::read:entry {");
	for (int i = 0; i < 100; i++)
		p += sprintf(p, " @k%d[arg0] = sum(%d);", i, i);
	for (int i = 0; i < 10; i++)
		p += sprintf(p, " @q%d = quantize(arg0); @l%d[pid] = lquantize(arg0, 0, %d, 1);", i, i, i + 2);
	sprintf(p, " }");
	pd = compile(text);
	if (!pd)
		goto out;
	check_links(pd);
	CHECK_EQ(pd->naggs, 120);
	named = xcalloc(pd->nmaps + 1, 1);
	for (uint32_t i = 0; i < pd->nprogs; i++)
		CHECK(maps_named(pd, &pd->progs[i], named) <= PROG_MAX_MAPS);
	for (uint32_t a = 0; a < pd->naggs; a++) {
		const struct map_spec *m = &pd->maps[pd->aggs[a].map], *set;

		CHECK_EQ(m->role, MAPR_AGG);
		CHECK_EQ(m->agg, a);
		CHECK(m->set > 0 && m->set <= pd->nmaps);
		if (!m->set)
			continue;
		set = &pd->maps[m->set - 1];
		CHECK_EQ(set->role, MAPR_AGGSET);
		CHECK_EQ(set->type, BPF_MAP_TYPE_ARRAY_OF_MAPS);
		CHECK(m->slot < set->max_entries);
		/* the set's template (its first map) has this map's layout */
		CHECK_EQ(pd->maps[set->slot].key_size, m->key_size);
		CHECK_EQ(pd->maps[set->slot].value_size, m->value_size);
		CHECK_EQ(pd->maps[set->slot].type, m->type);
		CHECK_EQ(pd->maps[set->slot].flags, m->flags);
		CHECK(!named[pd->aggs[a].map]); /* reached through its set */
		CHECK(named[m->set - 1]);
	}
	/* 100 sums of one layout share one set; lquantize()s of 4 to 13 buckets (32 to 104
	 * bytes: 32 kept, the others padded to 64 or 128) three, whose maps hold their values */
	CHECK_EQ(pd->maps[pd->maps[pd->aggs[0].map].set - 1].max_entries, 100);
	for (uint32_t a = 100; a < pd->naggs; a++) {
		const struct map_spec *m = &pd->maps[pd->aggs[a].map];

		CHECK(m->value_size >= pd->aggs[a].val_size + (pd->aggs[a].nkeys ? 0 : 8));
		CHECK(m->value_size == 32 || m->value_size == 64 || m->value_size == 128 || m->value_size == 1024);
	}
	free(named);
	/* the same program with 5 aggregations names each map */
	pd = compile("syscall::read:entry { @a = count(); @b[1] = sum(2); @c = quantize(3); }");
	if (pd)
		for (uint32_t a = 0; a < pd->naggs; a++)
			CHECK_EQ(pd->maps[pd->aggs[a].map].set, 0);
out:
	free(text);
}

/*
 * 70 associative arrays in one clause: the program names at most 64 maps;
 * each array keeps a hash map of its own, reached through the set (an
 * array of maps) of its layout: 50 of one layout share one set, 20 of
 * another a second. A few arrays are named directly, as before. 300
 * arrays share 4M entries. 62 arrays of 62 layouts would need 62 sets:
 * refused with D_CG_DYN.
 */
static void test_many_assocs(void)
{
	char *text = xmalloc(16384), *p = text;
	struct prog_desc *pd;
	bool *named;
	uint32_t nassoc = 0, nsets = 0;

	p += sprintf(p, "syscall::read:entry {");
	for (int i = 0; i < 50; i++)
		p += sprintf(p, " v%d[arg0] = %d;", i, i);
	for (int i = 50; i < 70; i++)
		p += sprintf(p, " v%d[arg0, pid] = v%d[arg0] + 1;", i, i - 50);
	sprintf(p, " }");
	pd = compile(text);
	if (!pd)
		goto out;
	check_links(pd);
	named = xcalloc(pd->nmaps + 1, 1);
	for (uint32_t i = 0; i < pd->nprogs; i++)
		CHECK(maps_named(pd, &pd->progs[i], named) <= PROG_MAX_MAPS);
	for (uint32_t i = 0; i < pd->nmaps; i++) {
		const struct map_spec *m = &pd->maps[i], *set;

		nsets += m->role == MAPR_ASSOCSET;
		if (m->role != MAPR_ASSOC || strcmp(m->name, "dt_assoc"))
			continue;
		nassoc++;
		CHECK(m->set > 0 && m->set <= pd->nmaps);
		if (!m->set)
			continue;
		set = &pd->maps[m->set - 1];
		CHECK_EQ(set->role, MAPR_ASSOCSET);
		CHECK_EQ(set->type, BPF_MAP_TYPE_ARRAY_OF_MAPS);
		CHECK(m->slot < set->max_entries);
		CHECK_EQ(set->max_entries, m->key_size == 8 ? 50 : 20);
		CHECK_EQ(pd->maps[set->slot].key_size, m->key_size);
		CHECK_EQ(pd->maps[set->slot].value_size, m->value_size);
		CHECK_EQ(pd->maps[set->slot].max_entries, m->max_entries);
		CHECK_EQ(pd->maps[set->slot].flags, m->flags);
		CHECK(!named[i]);
		CHECK(named[m->set - 1]);
	}
	CHECK_EQ(nassoc, 70);
	CHECK_EQ(nsets, 2);
	free(named);
	/* a few arrays: each named */
	pd = compile("syscall::read:entry { a[arg0] = 1; b[pid, arg0] = a[arg0]; }");
	if (pd)
		for (uint32_t i = 0; i < pd->nmaps; i++)
			CHECK(pd->maps[i].role != MAPR_ASSOCSET && !pd->maps[i].set);
	/* 300 arrays share 4M entries (buckets the kernel allocates when it makes a map) */
	p = text;
	p += sprintf(p, "BEGIN {");
	for (int i = 0; i < 300; i++)
		p += sprintf(p, " v%d[0] = %d;", i, i);
	sprintf(p, " }");
	pd = compile(text);
	nassoc = 0;
	for (uint32_t i = 0; pd && i < pd->nmaps; i++)
		if (pd->maps[i].role == MAPR_ASSOC && !strcmp(pd->maps[i].name, "dt_assoc")) {
			nassoc++;
			CHECK_EQ(pd->maps[i].max_entries, (1u << 22) / 300);
		}
	CHECK_EQ(nassoc, 300);
	p = text;
	p += sprintf(p, "BEGIN {");
	for (int i = 1; i <= 62; i++) {
		p += sprintf(p, " v%d[0", i);
		for (int k = 1; k < i; k++)
			p += sprintf(p, ", %d", k);
		p += sprintf(p, "] = %d;", i);
	}
	sprintf(p, " }");
	CHECK_EQ(compile_err(text), D_CG_DYN);
out:
	free(text);
}

static void test_positions(void)
{
	struct prog_desc *pd = compile("BEGIN\n{\n\tx = 1;\n\ttrace(x);\n}\n");
	bool line3 = false, line4 = false;

	if (!pd)
		return;
	for (uint32_t i = 0; i < pd->progs[0].ninsns; i++) {
		line3 |= pd->progs[0].insn_pos[i].line == 3;
		line4 |= pd->progs[0].insn_pos[i].line == 4;
	}
	CHECK(line3);
	CHECK(line4);
	CHECK_EQ(pd->progs[0].insn_pos[0].line, 0);
}

static void test_errors(void)
{
	CHECK_EQ(compile_err("syscall::read:entry, syscall::read:return { x = args[0]; }"), D_ARGS_MULTI);
	CHECK_EQ(compile_err("syscall::read:entry { x = args[3]; }"), D_ARGS_IDX);
	CHECK_EQ(compile_err("BEGIN { x = ppid; }"), D_VAR_UNSUP); /* no kernel types in this host */
	CHECK_EQ(compile_err("BEGIN { @a = count(); @a = sum(1); }"), D_AGG_REDEF);
	CHECK_EQ(compile_err("BEGIN { @ = count(1); }"), D_PROTO_LEN);
	CHECK_STR(cc.diag.msg, "count( ) prototype mismatch: 1 arg passed, 0 expected");
	CHECK_EQ(compile_err("BEGIN { x = \"a\" * 2; }"), D_OP_ARITH);
	CHECK_STR(cc.diag.msg, "operator * requires operands of arithmetic type");
	CHECK_EQ(compile_err("BEGIN { x = 1 / 0; }"), D_DIV_ZERO);
}

/*
 * Walks every path of every program: the prologue's stores to slot 0's
 * SCR_NEST take a scratch slot (a bit set in the mask) or give it back (the
 * mask and'ed with the complement of its bit); every exit must hold none,
 * and no path takes two.
 */
static bool slot_paths(const struct prog *pr, uint32_t pc, bool held, uint8_t *seen)
{
	for (; pc < pr->ninsns; pc++) {
		const struct bpf_insn *in = &pr->insns[pc];
		uint8_t cls = BPF_CLASS(in->code), op = BPF_OP(in->code);

		if (seen[pc] & (1u << held))
			return true;
		seen[pc] |= (uint8_t)(1u << held);
		if (in->code == (BPF_LD | BPF_DW | BPF_IMM)) {
			pc++;
			continue;
		}
		if ((cls == BPF_ST || cls == BPF_STX) && in->off == SCR_NEST && pr->insn_pos[pc].line == 0 &&
		    (in->dst_reg == BPF_REG_0 || in->dst_reg == BPF_REG_1)) {
			bool give = pc > 0 && pr->insns[pc - 1].code == (BPF_ALU64 | BPF_AND | BPF_X);

			if (give != held)
				return false; /* a second take, or a give without a take */
			held = !give;
		}
		if (cls != BPF_JMP && cls != BPF_JMP32)
			continue;
		if (op == BPF_EXIT)
			return !held;
		if (op == BPF_CALL)
			continue;
		if (op == BPF_JA) {
			pc += (uint32_t)(int32_t)in->off;
			continue;
		}
		if (!slot_paths(pr, pc + 1 + (uint32_t)(int32_t)in->off, held, seen))
			return false;
	}
	return false; /* fell off the end */
}

static void test_slots(void)
{
	static const char *const progs[] = {
		"BEGIN { printf(\"hello %d\\n\", 42); exit(0); }",
		"syscall:::entry { @a = count(); } syscall::read:entry /pid == 1/ { @b = count(); }",
		"syscall::read:entry, syscall::write:entry { @[probefunc] = count(); }",
		"syscall::read:entry /execname == \"x\"/ { trace(*(int *)arg1); self->t = 1; }",
		"syscall::read:return /self->t/ { trace(copyinstr(arg1)); self->t = 0; }",
		"profile-97 { @[cpu] = count(); } tick-1s { exit(0); }",
	};

	for (uint32_t i = 0; i < ARRAY_LEN(progs); i++) {
		struct prog_desc *pd = compile(progs[i]);

		if (!pd)
			continue;
		CHECK_EQ(pd->maps[1].role, MAPR_SCRATCH);
		CHECK_EQ(pd->maps[1].max_entries, SCRATCH_SLOTS);
		for (uint32_t p = 0; p < pd->nprogs; p++) {
			uint8_t *seen = calloc(pd->progs[p].ninsns, 1);
			bool ok = seen && slot_paths(&pd->progs[p], 0, false, seen);

			if (!ok)
				fprintf(stderr, "slots unbalanced: %s (program %u)\n", progs[i], p);
			CHECK(ok);
			free(seen);
		}
	}
}

static void test_dis(void)
{
	struct prog_desc *pd = compile("BEGIN { trace(pid); }");
	char *buf = NULL;
	size_t len = 0;
	FILE *f;

	if (!pd)
		return;
	f = open_memstream(&buf, &len);
	dis_prog_desc(f, pd);
	fclose(f);
	CHECK(strstr(buf, "call get_current_pid_tgid") != NULL);
	CHECK(strstr(buf, "call ringbuf_output") != NULL);
	CHECK(strstr(buf, "map[dt_scratch]") != NULL);
	free(buf);
}

/*
 * A needle that is not a constant: every search calls the program's one
 * global function (BPF_PSEUDO_CALL, imm relative to the next insn), which
 * starts after the body's last exit and ends with one of its own.
 */
static void test_strfind_func(void)
{
	struct prog_desc *pd = compile("BEGIN { s = \"foo\"; t = \"o\"; trace(index(s, t)); "
				       "trace(rindex(s, t, 2)); trace(strstr(s, t)); }");
	const struct prog *pr;
	uint32_t calls = 0;

	if (!pd)
		return;
	check_links(pd);
	pr = &pd->progs[0];
	CHECK_EQ(pr->nfuncs, 1);
	if (pr->nfuncs != 1)
		return;
	CHECK_STR(pr->funcs[0].name, "dtrace_strfind");
	CHECK_EQ(pr->funcs[0].nargs, 5);
	CHECK(pr->funcs[0].insn > 0 && pr->funcs[0].insn < pr->ninsns);
	CHECK_EQ(pr->insns[pr->funcs[0].insn - 1].code, BPF_JMP | BPF_EXIT);
	CHECK_EQ(pr->insns[pr->ninsns - 1].code, BPF_JMP | BPF_EXIT);
	for (uint32_t i = 0; i < pr->ninsns; i++) {
		if (pr->insns[i].code != (BPF_JMP | BPF_CALL) || pr->insns[i].src_reg != BPF_PSEUDO_CALL)
			continue;
		calls++;
		CHECK_EQ(i + 1 + pr->insns[i].imm, pr->funcs[0].insn);
		CHECK(i < pr->funcs[0].insn);
	}
	CHECK_EQ(calls, 3);
	pd = compile("BEGIN { s = \"foo\"; trace(index(s, \"o\")); }");
	if (pd)
		CHECK_EQ(pd->progs[0].nfuncs, 0); /* a constant needle: no function */
}

int main(void)
{
	test_hello();
	test_count_probefunc();
	test_guards();
	test_records();
	test_if_records();
	test_aggs();
	test_many_aggs();
	test_many_assocs();
	test_positions();
	test_slots();
	test_errors();
	test_dis();
	test_strfind_func();
	cc_fini(&cc);
	arena_free(&out);
	return T_DONE();
}
