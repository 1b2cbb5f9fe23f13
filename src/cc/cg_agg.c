/*
 * cg_agg.c - aggregation code generation (split from cg.c along the
 * aggregation seam).
 *
 * Input: @name[keys] = func(args) assignments typed by check.c. Output: BPF
 * that finds (or creates) the entry in the aggregation's per-CPU map and
 * updates it as aggdef.h lays values out; and the agg_desc table.
 *
 * Lookup: lookup; if missing, insert zeros from the string table's zero
 * area with BPF_NOEXIST and look up again; a failed second lookup counts
 * rt_state.aggdrops. Bucket functions mirror aggdef.h exactly; quantize()'s
 * is branch-free so that many quantize() calls in one clause do not multiply
 * the verifier's paths.
 */
#include "cg.h"

#include <stdlib.h>
#include <string.h>

#include "../base/util.h"
#include "aggdef.h"

/*
 * Entries of all aggregations' maps together, at most (but 64 each at
 * least). Each aggregation's map may hold aggsize (DTrace's space for all
 * of them), but the kernel allocates a hash map's buckets, 16 bytes an
 * entry, when it makes the map: at the default aggsize, 4 MB a map of
 * small values, which 250 aggregations (the most one test program of
 * DTrace's uses) would make 1 GB and 2 s of startup. Past 16 such
 * aggregations, each gets its share of these, 64 MB of buckets; a key
 * beyond its share is an aggregation drop, counted.
 */
#define AGG_ENTRIES_ALL (1u << 22)

/*
 * The value size of an aggregation's map in a set: the next power of two
 * from 64 bytes, so that histograms of different ranges share a set
 * (the consumer reads the aggregation's own size from its start).
 */
static uint32_t set_value_size(uint32_t size)
{
	uint32_t n = 64;

	if (size <= 32)
		return size; /* count() to stddev(): 8, 16, 24 or 32 bytes, few sizes */
	while (n < size)
		n <<= 1;
	return n;
}

/*
 * A BPF program may name at most PROG_MAX_MAPS maps. Where the aggregations
 * could make a program pass that, each aggregation's map (still one per
 * aggregation, so that the consumer reads, clears and truncates it as any
 * other) is put in a MAPR_AGGSET, an array of maps, with the others of the
 * same layout (the kernel wants a set's maps alike): programs name the sets
 * and find an aggregation's map by its slot (cg_set_map), one lookup more per
 * update. Below the limit, programs name each map, as they always did.
 */
static void agg_sets(struct cg_state *cg, uint32_t first)
{
	uint32_t n = cg->nmaps - first;
	uint32_t *idx = arena_alloc(&cg->cc->arena, sizeof(*idx) * (n ? n : 1));

	for (uint32_t i = 0; i < n; i++)
		idx[i] = first + i;
	cg_map_sets(cg, idx, n, MAPR_AGGSET, "dt_aggset");
}

void cg_agg_maps(struct cg_state *cg, struct prog_desc *pd, struct arena *out)
{
	struct check_state *ck = cg->ck;
	uint32_t first = cg->nmaps;
	bool sets = first + ck->naggs + CG_LATE_MAPS > PROG_MAX_MAPS;

	pd->aggs = ARENA_NEWN(out, struct agg_desc, ck->naggs ? ck->naggs : 1);
	pd->naggs = ck->naggs;
	for (struct agg *g = ck->aggs; g; g = g->next) {
		struct agg_desc *d = &pd->aggs[g->id];
		/* the map's value: a key-less one has a word more; in sets, a size class */
		uint32_t vsz = g->nkeys ? g->val_size : g->val_size + 8;
		uint64_t per, n;

		if (sets)
			vsz = set_value_size(vsz);
		per = g->key_size + vsz;
		n = cg->cc->opts.aggsize ? cg->cc->opts.aggsize / per : 16384;

		d->id = g->id;
		d->name = arena_strdup(out, g->name);
		d->func = g->func;
		d->nkeys = g->nkeys;
		d->keys = ARENA_NEWN(out, struct rec_field, g->nkeys ? g->nkeys : 1);
		for (uint32_t k = 0; k < g->nkeys; k++) {
			struct type *kt = g->keys[k];
			struct rec_field *f = &d->keys[k];

			f->kind = type_is_string(kt) ? FIELD_STRING : FIELD_INT;
			f->off = g->key_off[k];
			f->size = type_is_ptr(kt) ? 8 : kt->size;
			f->is_signed = kt->is_signed;
			f->type = arena_strdup(out, type_str(kt));
			if (g->key_names && g->key_names[k])
				f->name = arena_strdup(out, g->key_names[k]);
			if (kt->sym) {
				f->kind = (enum field_kind)kt->sym;
				f->size = check_value_size(kt);
				f->is_signed = false;
			}
			if (kt->kind == TY_STACK) {
				f->kind = kt->userland ? FIELD_USTACK : FIELD_STACK;
				f->depth = kt->n;
			}
			if (type_is_sou(kt) || type_is_ldouble(kt) || kt->kind == TY_ARRAY) { /* its bytes, as DTrace keys it */
				f->kind = FIELD_BYTES;
				f->size = kt->size;
				f->is_signed = false;
				f->is_float = type_is_ldouble(kt);
				f->is_sou = type_is_sou(kt);
			}
		}
		d->key_size = g->nkeys ? g->key_size : 4;
		d->val_size = g->val_size;
		memcpy(d->param, g->param, sizeof(d->param));
		d->pos = g->pos;
		if (n > AGG_ENTRIES_ALL / ck->naggs)
			n = AGG_ENTRIES_ALL / ck->naggs;
		if (n < 64)
			n = 64;
		if (n > (1u << 20))
			n = 1u << 20;
		if (g->nkeys) {
			d->map = cg_map(cg, "dt_agg", MAPR_AGG, BPF_MAP_TYPE_PERCPU_HASH, g->key_size, vsz,
					(uint32_t)n);
			/*
			 * A new key's per-CPU value, allocated on demand, comes from
			 * the kernel's BPF allocator, whose per-CPU cache keeps 32 to
			 * 96 spare values up to 256 bytes but fewer of larger ones,
			 * refilled from the per-CPU memory the kernel can give without
			 * sleeping; while other work allocates per-CPU memory, a burst
			 * of new histogram keys found it empty (a few to thousands of
			 * "aggregation drops" in 100000 new lquantize(0, 60) or
			 * quantize() keys; none seen for values up to 256 bytes). So
			 * larger values are preallocated, as DTrace's aggsize buffers
			 * are, where load.c finds the memory reasonable. Small values
			 * stay on demand: at 4m, 175000 count() keys made ahead would
			 * cost 165 ms of startup.
			 */
			if (vsz > 256)
				cg->maps[d->map].flags = 0;
		}
		else /* keyless: one per-CPU slot, whose lookup the verifier inlines; the word
		      * after the value, set by every update, says something was aggregated */
			d->map = cg_map(cg, "dt_agg", MAPR_AGG, BPF_MAP_TYPE_PERCPU_ARRAY, 4, vsz, 1);
		cg->maps[d->map].agg = g->id;
		g->map = d->map;
		if (g->val_size > cg->zero_size)
			cg->zero_size = g->val_size;
		if (g->nkeys && vsz > cg->zero_size) /* a new key's value, padded (agg_lookup) */
			cg->zero_size = vsz;
	}
	if (sets)
		agg_sets(cg, first);
}

/*
 * R9 = the aggregation's value for the key at scratch key_off; jumps to
 * `miss` if it cannot be had. A keyless aggregation's slot always exists
 * (a per-CPU array): it is marked present; a key's entry is created
 * zeroed on first use.
 */
static void agg_lookup(struct cg_state *cg, const struct agg *g, uint32_t key_off, uint32_t miss)
{
	uint32_t have = asm_label(&cg->a), drop = asm_label(&cg->a), go;

	cg_set_map(cg, g->map, miss);
	E(I_MOV64_REG(R2, R7));
	E(I_ALU64_IMM(BPF_ADD, R2, (int32_t)key_off));
	asm_call(&cg->a, BPF_FUNC_map_lookup_elem);
	if (!g->nkeys) {
		asm_jmp_imm(&cg->a, BPF_JEQ, R0, 0, miss);
		E(I_MOV64_REG(R9, R0));
		E(I_ST(BPF_DW, R9, (int16_t)g->val_size, 1));
		return;
	}
	asm_jmp_imm(&cg->a, BPF_JNE, R0, 0, have);
	cg_set_map(cg, g->map, drop);
	E(I_MOV64_REG(R2, R7));
	E(I_ALU64_IMM(BPF_ADD, R2, (int32_t)key_off));
	asm_ld_map_value(&cg->a, R3, cg->m_strtab, cg->zero_off);
	E(I_MOV64_IMM(R4, BPF_NOEXIST));
	asm_call(&cg->a, BPF_FUNC_map_update_elem);
	cg_set_map(cg, g->map, drop);
	E(I_MOV64_REG(R2, R7));
	E(I_ALU64_IMM(BPF_ADD, R2, (int32_t)key_off));
	asm_call(&cg->a, BPF_FUNC_map_lookup_elem);
	asm_jmp_imm(&cg->a, BPF_JEQ, R0, 0, drop);
	asm_place(&cg->a, have);
	E(I_MOV64_REG(R9, R0));
	go = asm_label(&cg->a);
	asm_ja(&cg->a, go);
	asm_place(&cg->a, drop);
	cg_count_state(cg, offsetof(struct rt_state, aggdrops));
	asm_ja(&cg->a, miss);
	asm_place(&cg->a, go);
}

/* word at R9 + off += reg */
static void add_word(struct cg_state *cg, int16_t off, uint8_t reg)
{
	E(I_LDX(BPF_DW, R0, R9, off));
	E(I_ALU64_REG(BPF_ADD, R0, reg));
	E(I_STX(BPF_DW, R9, R0, off));
}

static void load_const(struct cg_state *cg, uint8_t reg, int64_t v)
{
	if (v >= INT32_MIN && v <= INT32_MAX)
		E(I_MOV64_IMM(reg, (int32_t)v));
	else
		asm_ld_imm64(&cg->a, reg, (uint64_t)v);
}

/* R4 = |R1| as u64, R3 = R1 >> 63 (arithmetic: 0 or -1). */
static void abs_r1(struct cg_state *cg)
{
	E(I_MOV64_REG(R3, R1));
	E(I_ALU64_IMM(BPF_ARSH, R3, 63));
	E(I_MOV64_REG(R4, R1));
	E(I_ALU64_REG(BPF_XOR, R4, R3));
	E(I_ALU64_REG(BPF_SUB, R4, R3));
}

/*
 * R5 = agg_quantize_bucket(R1) without branches: floor(log2(|v|)) by six
 * halving steps (each "is a > 2^k - 1" test is the sign bit of 2^k - 1 - a,
 * exact for a <= 2^63), then mirrored for negative v. INT64_MIN lands on -1
 * and is clamped to bucket 0, as aggdef.h says.
 */
static void quantize_bucket(struct cg_state *cg)
{
	static const int steps[] = { 32, 16, 8, 4, 2, 1 };
	uint32_t ok = asm_label(&cg->a);

	abs_r1(cg);
	E(I_MOV64_IMM(R2, 0));
	E(I_ALU64_REG(BPF_SUB, R2, R4));
	E(I_ALU64_IMM(BPF_RSH, R2, 63));            /* R2 = v != 0 */
	E(I_MOV64_IMM(R5, 0));
	for (size_t i = 0; i < ARRAY_LEN(steps); i++) {
		int k = steps[i];

		load_const(cg, R0, (int64_t)((1ull << k) - 1));
		E(I_ALU64_REG(BPF_SUB, R0, R4));
		E(I_ALU64_IMM(BPF_RSH, R0, 63));
		E(I_ALU64_IMM(BPF_LSH, R0, __builtin_ctz((unsigned)k)));
		E(I_ALU64_REG(BPF_RSH, R4, R0));
		E(I_ALU64_REG(BPF_ADD, R5, R0));
	}
	E(I_ALU64_IMM(BPF_ADD, R5, 1));
	E(I_ALU64_REG(BPF_MUL, R5, R2));
	E(I_ALU64_REG(BPF_XOR, R5, R3));
	E(I_ALU64_REG(BPF_SUB, R5, R3));
	E(I_ALU64_IMM(BPF_ADD, R5, AGG_QUANTIZE_ZERO));
	asm_jmp_imm(&cg->a, BPF_JLE, R5, AGG_QUANTIZE_NBUCKETS - 1, ok);
	E(I_MOV64_IMM(R5, 0));
	asm_place(&cg->a, ok);
}

/* R5 = agg_lquantize_bucket(R1, base, limit, step), bounded for the verifier. */
static void lquantize_bucket(struct cg_state *cg, const int64_t *p)
{
	int64_t levels = agg_lquantize_levels(p[0], p[1], p[2]);
	uint32_t ge = asm_label(&cg->a), in = asm_label(&cg->a), done = asm_label(&cg->a);

	load_const(cg, R3, p[0]);
	E(I_MOV64_REG(R5, R1));
	asm_jmp_reg(&cg->a, BPF_JSGE, R5, R3, ge);
	E(I_MOV64_IMM(R5, 0));
	asm_ja(&cg->a, done);
	asm_place(&cg->a, ge);
	E(I_ALU64_REG(BPF_SUB, R5, R3));
	load_const(cg, R3, p[2]);
	E(I_ALU64_REG(BPF_DIV, R5, R3));
	asm_jmp_imm(&cg->a, BPF_JLT, R5, (int32_t)levels, in);
	E(I_MOV64_IMM(R5, (int32_t)levels + 1));
	asm_ja(&cg->a, done);
	asm_place(&cg->a, in);
	E(I_ALU64_IMM(BPF_ADD, R5, 1));
	asm_place(&cg->a, done);
}

/* R5 = agg_llquantize_step(R1, factor, low, high, nsteps) for R1 >= 0, unrolled over the magnitudes. */
static void llquantize_step(struct cg_state *cg, const int64_t *p)
{
	/* products wrap as in the host's function (unsigned, then back): its clamp needs the same values */
	int64_t factor = p[0], this = 1, last, base = 1;
	uint32_t done = asm_label(&cg->a), next;
	int64_t nb_total = agg_llquantize_half(p[0], p[1], p[2], p[3]);
	bool clamped = false;

	for (int64_t o = 0; o < p[1]; o++)
		this = (int64_t)((uint64_t)this * (uint64_t)factor);
	next = asm_label(&cg->a);
	E(I_MOV64_IMM(R5, 0));
	load_const(cg, R3, this);
	asm_jmp_reg(&cg->a, BPF_JSLT, R1, R3, done);
	last = this;
	this = (int64_t)((uint64_t)this * (uint64_t)factor);
	for (int64_t o = p[1]; o <= p[2]; o++) {
		int64_t nb = this > p[3] ? p[3] : this;
		int64_t nx = (int64_t)((uint64_t)this * (uint64_t)factor);

		if (nb <= 0)
			break; /* (the checker refuses such parameters) */
		asm_place(&cg->a, next);
		next = asm_label(&cg->a);
		load_const(cg, R3, this);
		asm_jmp_reg(&cg->a, BPF_JSGE, R1, R3, next);
		E(I_MOV64_REG(R5, R1));
		load_const(cg, R3, this / nb);
		E(I_ALU64_REG(BPF_DIV, R5, R3));
		load_const(cg, R3, base - last / (this / nb));
		E(I_ALU64_REG(BPF_ADD, R5, R3));
		asm_ja(&cg->a, done);
		if (nx < this) {
			/* factor^(o+2) overflows: every larger value counts in this order's last step */
			asm_place(&cg->a, next);
			load_const(cg, R5, base + (this - 1) / (this / nb) - last / (this / nb));
			clamped = true;
			break;
		}
		base += nb - nb / factor;
		last = this;
		this = nx;
	}
	if (!clamped) {
		asm_place(&cg->a, next);
		load_const(cg, R5, base);
	}
	asm_place(&cg->a, done);
	next = asm_label(&cg->a);
	asm_jmp_imm(&cg->a, BPF_JLE, R5, (int32_t)(nb_total - 1), next);
	E(I_MOV64_IMM(R5, (int32_t)(nb_total - 1)));
	asm_place(&cg->a, next);
}

/*
 * R5 = agg_llquantize_bucket(R1, ...): the step of abs(R1), counted up from
 * the middle bucket for a value not negative, down from it for a negative
 * one (R4 remembers which; INT64_MIN counts as INT64_MAX).
 */
static void llquantize_bucket(struct cg_state *cg, const int64_t *p)
{
	int64_t mid = agg_llquantize_half(p[0], p[1], p[2], p[3]) - 1;
	uint32_t pos = asm_label(&cg->a), up = asm_label(&cg->a), done = asm_label(&cg->a);

	E(I_MOV64_IMM(R4, 0));
	asm_jmp_imm(&cg->a, BPF_JSGE, R1, 0, pos);
	E(I_MOV64_IMM(R4, 1));
	E(I_ALU64_IMM(BPF_NEG, R1, 0));
	asm_jmp_imm(&cg->a, BPF_JSGE, R1, 0, pos);
	load_const(cg, R1, INT64_MAX);
	asm_place(&cg->a, pos);
	llquantize_step(cg, p);
	asm_jmp_imm(&cg->a, BPF_JEQ, R4, 0, up);
	E(I_MOV64_REG(R3, R5));
	load_const(cg, R5, mid);
	E(I_ALU64_REG(BPF_SUB, R5, R3));
	asm_ja(&cg->a, done);
	asm_place(&cg->a, up);
	E(I_ALU64_IMM(BPF_ADD, R5, (int32_t)mid));
	asm_place(&cg->a, done);
	/* within the map value whatever the verifier makes of the two paths */
	done = asm_label(&cg->a);
	asm_jmp_imm(&cg->a, BPF_JLE, R5, (int32_t)(2 * mid), done);
	E(I_MOV64_IMM(R5, (int32_t)(2 * mid)));
	asm_place(&cg->a, done);
}

/* buckets[R5] += R2 */
static void bump_bucket(struct cg_state *cg)
{
	E(I_ALU64_IMM(BPF_LSH, R5, 3));
	E(I_ALU64_REG(BPF_ADD, R5, R9));
	E(I_LDX(BPF_DW, R0, R5, 0));
	E(I_ALU64_REG(BPF_ADD, R0, R2));
	E(I_STX(BPF_DW, R5, R0, 0));
}

static void minmax(struct cg_state *cg, bool is_min)
{
	uint32_t store = asm_label(&cg->a), skip = asm_label(&cg->a);

	E(I_LDX(BPF_DW, R3, R9, AGGV_SET * 8));
	asm_jmp_imm(&cg->a, BPF_JEQ, R3, 0, store);
	E(I_LDX(BPF_DW, R3, R9, AGGV_MINMAX * 8));
	asm_jmp_reg(&cg->a, is_min ? BPF_JSGE : BPF_JSLE, R1, R3, skip);
	asm_place(&cg->a, store);
	E(I_STX(BPF_DW, R9, R1, AGGV_MINMAX * 8));
	E(I_ST(BPF_DW, R9, AGGV_SET * 8, 1));
	asm_place(&cg->a, skip);
}

/* stddev: count, sum, and the 128-bit sum of squares of R1. */
static void stddev(struct cg_state *cg)
{
	uint32_t nc1 = asm_label(&cg->a), nc2 = asm_label(&cg->a);

	E(I_MOV64_IMM(R2, 1));
	add_word(cg, AGGV_COUNT * 8, R2);
	add_word(cg, AGGV_SUM * 8, R1);
	abs_r1(cg);
	E(I_MOV64_REG(R3, R4));
	E(I_ALU64_IMM(BPF_RSH, R3, 32));      /* hi */
	E(I_ALU32_REG(BPF_MOV, R2, R4));      /* lo */
	E(I_MOV64_REG(R0, R2));
	E(I_ALU64_REG(BPF_MUL, R0, R2));      /* lo * lo */
	E(I_MOV64_REG(R5, R3));
	E(I_ALU64_REG(BPF_MUL, R5, R2));      /* mid = hi * lo */
	E(I_ALU64_REG(BPF_MUL, R3, R3));      /* hi * hi */
	E(I_MOV64_REG(R2, R5));
	E(I_ALU64_IMM(BPF_LSH, R2, 33));
	E(I_ALU64_REG(BPF_ADD, R2, R0));      /* square, low word */
	asm_jmp_reg(&cg->a, BPF_JGE, R2, R0, nc1);
	E(I_ALU64_IMM(BPF_ADD, R3, 1));
	asm_place(&cg->a, nc1);
	E(I_ALU64_IMM(BPF_RSH, R5, 31));
	E(I_ALU64_REG(BPF_ADD, R3, R5));      /* square, high word */
	E(I_LDX(BPF_DW, R0, R9, AGGV_SUMSQ_LO * 8));
	E(I_ALU64_REG(BPF_ADD, R0, R2));
	E(I_STX(BPF_DW, R9, R0, AGGV_SUMSQ_LO * 8));
	asm_jmp_reg(&cg->a, BPF_JGE, R0, R2, nc2);
	E(I_ALU64_IMM(BPF_ADD, R3, 1));
	asm_place(&cg->a, nc2);
	add_word(cg, AGGV_SUMSQ_HI * 8, R3);
}

/* The increment argument of quantize/lquantize/llquantize, or NULL. */
static struct node *incr_arg(const struct agg *g, struct node *args)
{
	uint32_t pos = g->func == AGG_QUANTIZE ? 1 : g->func == AGG_LQUANTIZE ? 4 : g->func == AGG_LLQUANTIZE ? 5 : 99;
	struct node *a = args;

	for (uint32_t i = 0; a && i < pos; i++)
		a = a->next;
	if (g->func == AGG_LQUANTIZE && a == NULL)
		return NULL;
	return a;
}

bool cg_agg_is_recorded(const struct node *keys)
{
	for (const struct node *k = keys; k; k = k->next)
		if (k->ty && k->ty->kind == TY_STACK && k->ty->userland)
			return true;
	return false;
}

/* Applies f(v) (increment w) to the entry of the key at scratch key; done: where to go on. */
static void agg_apply(struct cg_state *cg, const struct agg *g, uint32_t key, int16_t vslot,
		      int16_t wslot, uint32_t done)
{
	agg_lookup(cg, g, key, done);
	E(I_LDX(BPF_DW, R2, FP, wslot));
	if (vslot)
		E(I_LDX(BPF_DW, R1, FP, vslot));
	switch (g->func) {
	case AGG_COUNT: add_word(cg, 0, R2); break;
	case AGG_SUM: add_word(cg, 0, R1); break;
	case AGG_AVG:
		E(I_MOV64_IMM(R2, 1));
		add_word(cg, AGGV_COUNT * 8, R2);
		add_word(cg, AGGV_SUM * 8, R1);
		break;
	case AGG_MIN: minmax(cg, true); break;
	case AGG_MAX: minmax(cg, false); break;
	case AGG_STDDEV: stddev(cg); break;
	case AGG_QUANTIZE:
		quantize_bucket(cg);
		E(I_LDX(BPF_DW, R2, FP, wslot));
		bump_bucket(cg);
		break;
	case AGG_LQUANTIZE:
		lquantize_bucket(cg, g->param);
		bump_bucket(cg);
		break;
	case AGG_LLQUANTIZE:
		llquantize_bucket(cg, g->param);
		bump_bucket(cg);
		break;
	case AGG__COUNT: BUG("bad aggregation");
	}
}

/*
 * An aggregation with a ustack() key: the stack is unwound in the kernel
 * with the process's tables where it can be (cg_ustack.c) and the map
 * updated as for any key; where the tables cannot say, the update goes out
 * as a record with the stack raw (cg_agg_record) for userspace to unwind.
 */
static void agg_update_ustack(struct cg_state *cg, struct node *assign, uint32_t key, int16_t vslot,
			      int16_t wslot, uint32_t done)
{
	struct agg *g = assign->a->ann->agg;
	uint32_t raw = asm_label(&cg->a);

	cg_rec_cut(cg); /* the record of the raw stack is sent on its own path only */
	if (cg_ustack_can_key(cg)) {
		cg->ustack_miss = raw;
		cg_build_key(cg, assign->a->list, g->keys, key, g->key_size);
		cg->ustack_miss = 0;
		agg_apply(cg, g, key, vslot, wslot, done);
		asm_ja(&cg->a, done);
	}
	asm_place(&cg->a, raw);
	cg_agg_record(cg, assign, vslot, wslot);
	cg_rec_cut(cg);
}

void cg_agg_update(struct cg_state *cg, struct node *assign)
{
	struct node *an = assign->a, *call = assign->b;
	struct agg *g = an->ann->agg;
	struct node *incr = incr_arg(g, call->list);
	uint32_t done = asm_label(&cg->a), key = cg_scratch(cg, g->key_size);
	int16_t vslot = 0, wslot = 0;

	if (g->func != AGG_COUNT) {
		cg_expr(cg, call->list);
		vslot = cg_push(cg, BPF_REG_0);
	}
	if (incr) {
		cg_expr(cg, incr);
	} else {
		E(I_MOV64_IMM(R0, 1));
	}
	wslot = cg_push(cg, BPF_REG_0);
	if (cg_agg_is_recorded(an->list)) {
		agg_update_ustack(cg, assign, key, vslot, wslot, done);
	} else {
		if (g->nkeys)
			cg_build_key(cg, an->list, g->keys, key, g->key_size);
		else
			E(I_ST(BPF_W, R7, (int16_t)key, 0));
		agg_apply(cg, g, key, vslot, wslot, done);
	}
	asm_place(&cg->a, done);
	cg->ntmp -= vslot ? 2 : 1;
}
