/*
 * aggdef.h - aggregation value layouts and bucket functions, with DTrace's
 * exact semantics.
 *
 * Shared by the code generator (which mirrors the bucket functions in BPF),
 * the checker (bucket counts give value sizes) and the printer (bucket lower
 * bounds label the histogram rows). Plain C on <stdint.h>: no libc, no I/O.
 *
 * Layouts (per CPU, all 64-bit words; see enum agg_func in prog.h):
 *   count     u64 count
 *   sum       i64 sum
 *   avg       u64 count, i64 sum
 *   min/max   i64 value, u64 set (0 = nothing aggregated yet)
 *   stddev    u64 count, i64 sum, u64 sumsq_lo, u64 sumsq_hi
 *   quantize  i64 buckets[127]: 0..62 negative (-2^62 .. -1), 63 zero, 64..126 positive (1 .. 2^62)
 *   lquantize i64 buckets[levels + 2]: [0] < base, [1..levels] linear, [levels + 1] >= limit
 *   llquantize i64 buckets[n]: the negative overflow, the negative steps, abs(v) < factor^low,
 *              the positive steps, the positive overflow (mirror images around the middle)
 * Bucket counts are signed: quantize(x, incr) may add a negative weight.
 */
#ifndef CC_AGGDEF_H
#define CC_AGGDEF_H

#include <stdint.h>

#include "prog.h"

/* Word offsets inside the value of each function. */
enum {
	AGGV_COUNT = 0,         /* count, avg, stddev: the number of values */
	AGGV_SUM = 1,           /* avg, stddev: the sum (sum(): word 0) */
	AGGV_SUMSQ_LO = 2,      /* stddev: 128-bit sum of squares */
	AGGV_SUMSQ_HI = 3,
	AGGV_MINMAX = 0,        /* min, max: the value */
	AGGV_SET = 1,           /* min, max: 1 once a value was aggregated */
};

/* Index of the highest set bit of a non-zero value (0..63). */
static inline int aggdef_log2(uint64_t v)
{
	int n = 0;

	while (v >>= 1)
		n++;
	return n;
}

/*
 * quantize(): the bucket of value v. Positive v goes to 64 + floor(log2(v))
 * (1 -> 64, 2..3 -> 65, 4..7 -> 66 ...); zero to 63; negative v mirrors the
 * positive side by magnitude (-1 -> 62, -2..-3 -> 61, ...; INT64_MIN -> 0).
 */
static inline int agg_quantize_bucket(int64_t v)
{
	int b;

	if (v == 0)
		return AGG_QUANTIZE_ZERO;
	if (v > 0)
		return AGG_QUANTIZE_ZERO + 1 + aggdef_log2((uint64_t)v);
	b = AGG_QUANTIZE_ZERO - 1 - aggdef_log2(-(uint64_t)v);
	return b < 0 ? 0 : b;
}

/* The value printed for quantize bucket b: 0, or +/- a power of two. */
static inline int64_t agg_quantize_bound(int b)
{
	if (b < AGG_QUANTIZE_ZERO)
		return -(int64_t)(1ULL << (AGG_QUANTIZE_ZERO - 1 - b));
	if (b == AGG_QUANTIZE_ZERO)
		return 0;
	return (int64_t)(1ULL << (b - AGG_QUANTIZE_ZERO - 1));
}

/* lquantize(v, base, limit, step): the number of linear levels. */
static inline int64_t agg_lquantize_levels(int64_t base, int64_t limit, int64_t step)
{
	return step > 0 ? (limit - base) / step : 0;
}

/* lquantize(): buckets in the value: underflow, the levels, overflow. */
static inline int64_t agg_lquantize_nbuckets(int64_t base, int64_t limit, int64_t step)
{
	return agg_lquantize_levels(base, limit, step) + 2;
}

/* lquantize(): the bucket of v. Everything >= base + levels * step overflows. */
static inline int64_t agg_lquantize_bucket(int64_t v, int64_t base, int64_t limit, int64_t step)
{
	int64_t levels = agg_lquantize_levels(base, limit, step);
	int64_t level;

	if (v < base)
		return 0;
	level = (v - base) / step;
	return level < levels ? level + 1 : levels + 1;
}

/*
 * lquantize(): the lower bound of bucket b (for the underflow bucket, base;
 * for the overflow bucket, base + levels * step: the rows "< base" and
 * ">= limit").
 */
static inline int64_t agg_lquantize_bound(int64_t b, int64_t base, int64_t limit, int64_t step)
{
	if (b == 0)
		return base;
	if (b > agg_lquantize_levels(base, limit, step))
		return base + agg_lquantize_levels(base, limit, step) * step;
	return base + (b - 1) * step;
}

/*
 * llquantize(v, factor, low, high, nsteps): each order of magnitude
 * [factor^k, factor^(k+1)), low <= k <= high, is cut into min(factor^(k+1),
 * nsteps) equal steps, of which the first 1/factor overlap the order below
 * and are not counted (with fewer steps than factor, the first step starts
 * at factor^k and ends where the second begins, at factor^(k+1)/nsteps);
 * values from factor^(high+1) up share one bucket.
 * Negative values count in the mirror image (as in DTrace on Linux): the
 * buckets run from "<= -factor^(high+1)" through the negative steps to the
 * middle one, abs(v) < factor^low, and on through the positive steps to
 * ">= factor^(high+1)". agg_llquantize_half() counts the middle bucket and
 * one side; the middle bucket is number half - 1.
 */
static inline int64_t agg_llquantize_half(int64_t factor, int64_t low, int64_t high, int64_t nsteps)
{
	/* unsigned: factor^(high+1) may pass INT64_MAX (10^19), and the last product wraps unused */
	int64_t n = 2;
	uint64_t this = 1;

	for (int64_t o = 0; o <= low; o++)
		this *= (uint64_t)factor;
	for (int64_t o = low; o <= high; o++) {
		int64_t nb = this > (uint64_t)nsteps ? nsteps : (int64_t)this;

		n += nb - nb / factor;
		this *= (uint64_t)factor;
	}
	return n;
}

static inline int64_t agg_llquantize_nbuckets(int64_t factor, int64_t low, int64_t high,
					      int64_t nsteps)
{
	return 2 * agg_llquantize_half(factor, low, high, nsteps) - 1;
}

/* llquantize(): v's step on its side, 0 (the middle) to half - 1 (DTrace's rule, with its overflow clamp). */
static inline int64_t agg_llquantize_step(int64_t v, int64_t factor, int64_t low, int64_t high,
					  int64_t nsteps)
{
	int64_t this = 1, last, next, base = 1;

	for (int64_t o = 0; o < low; o++)
		this = (int64_t)((uint64_t)this * (uint64_t)factor);
	if (v < this)
		return 0;
	last = this;
	this = (int64_t)((uint64_t)this * (uint64_t)factor);
	for (int64_t o = low; o <= high; o++) {
		int64_t nb = this > nsteps ? nsteps : this;

		next = (int64_t)((uint64_t)this * (uint64_t)factor);
		if (next < this)
			v = this - 1;    /* factor^(o+2) overflows: clamp into this order */
		if (v < this)
			return base + v / (this / nb) - last / (this / nb);
		base += nb - nb / factor;
		last = this;
		this = next;
	}
	return base;
}

/* llquantize(): the bucket of v. */
static inline int64_t agg_llquantize_bucket(int64_t v, int64_t factor, int64_t low, int64_t high,
					    int64_t nsteps)
{
	int64_t mid = agg_llquantize_half(factor, low, high, nsteps) - 1;

	if (v >= 0)
		return mid + agg_llquantize_step(v, factor, low, high, nsteps);
	return mid - agg_llquantize_step(v == INT64_MIN ? INT64_MAX : -v, factor, low, high, nsteps);
}

/* llquantize(): the lower bound of step s (s >= 1) on the positive side; factor^(high+1) for the last. */
static inline int64_t agg_llquantize_step_bound(int64_t s, int64_t factor, int64_t low, int64_t high,
						int64_t nsteps)
{
	/* unsigned, as in half: the top order's bound may pass INT64_MAX */
	uint64_t value = 1, next, step;
	int64_t bin = 1;

	for (int64_t o = 0; o < low; o++)
		value *= (uint64_t)factor;
	if (s == 0)
		return (int64_t)value;
	for (int64_t o = low; o <= high; o++) {
		uint64_t label = value;

		next = value * (uint64_t)factor;
		step = next > (uint64_t)nsteps ? next / (uint64_t)nsteps : 1;
		while (label < next) { /* factor^o, then the multiples of step above it */
			if (bin == s)
				return (int64_t)label;
			bin++;
			label = (label / step + 1) * step;
		}
		value = next;
	}
	return (int64_t)value;
}

/*
 * llquantize(): the value bucket b is labelled with: a positive step's
 * lower bound, the negative of its mirror's, 0 for the middle bucket.
 */
static inline int64_t agg_llquantize_bound(int64_t b, int64_t factor, int64_t low, int64_t high,
					   int64_t nsteps)
{
	int64_t mid = agg_llquantize_half(factor, low, high, nsteps) - 1;

	if (b == mid)
		return 0;
	if (b > mid)
		return agg_llquantize_step_bound(b - mid, factor, low, high, nsteps);
	return -agg_llquantize_step_bound(mid - b, factor, low, high, nsteps);
}

/* Buckets of a histogram aggregation (0 for the scalar functions). */
static inline int64_t agg_nbuckets(enum agg_func fn, const int64_t param[4])
{
	switch (fn) {
	case AGG_QUANTIZE:
		return AGG_QUANTIZE_NBUCKETS;
	case AGG_LQUANTIZE:
		return agg_lquantize_nbuckets(param[0], param[1], param[2]);
	case AGG_LLQUANTIZE:
		return agg_llquantize_nbuckets(param[0], param[1], param[2], param[3]);
	default:
		return 0;
	}
}

/* Bytes of one CPU's value of an aggregation (agg_desc.val_size). */
static inline uint32_t agg_val_size(enum agg_func fn, const int64_t param[4])
{
	switch (fn) {
	case AGG_COUNT:
	case AGG_SUM:
		return 8;
	case AGG_AVG:
	case AGG_MIN:
	case AGG_MAX:
		return 16;
	case AGG_STDDEV:
		return 32;
	case AGG_QUANTIZE:
	case AGG_LQUANTIZE:
	case AGG_LLQUANTIZE:
		return (uint32_t)agg_nbuckets(fn, param) * 8;
	default:
		return 0;
	}
}

#endif
