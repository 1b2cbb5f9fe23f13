/*
 * t.h - the unit-test harness: a handful of macros and a failure count.
 *
 *	#include "t.h"
 *	static void test_x(void) { CHECK(1 + 1 == 2); CHECK_STR(s, "abc"); }
 *	int main(void) { test_x(); return T_DONE(); }
 *
 * A failed check prints file:line and what differed, then the test goes on;
 * T_DONE() prints a summary and returns non-zero when anything failed.
 */
#ifndef TESTS_UNIT_T_H
#define TESTS_UNIT_T_H

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

static int t_checks, t_failures;

#define CHECK(cond)                                                                        \
	do {                                                                               \
		t_checks++;                                                                \
		if (!(cond)) {                                                             \
			t_failures++;                                                      \
			fprintf(stderr, "%s:%d: CHECK(%s) failed\n", __FILE__, __LINE__, #cond); \
		}                                                                          \
	} while (0)

#define CHECK_EQ(a, b)                                                                     \
	do {                                                                               \
		long long t_a_ = (long long)(a), t_b_ = (long long)(b);                    \
		t_checks++;                                                                \
		if (t_a_ != t_b_) {                                                        \
			t_failures++;                                                      \
			fprintf(stderr, "%s:%d: %s == %s failed: %lld != %lld\n", __FILE__,  \
				__LINE__, #a, #b, t_a_, t_b_);                             \
		}                                                                          \
	} while (0)

#define CHECK_STR(a, b)                                                                    \
	do {                                                                               \
		const char *t_a_ = (a), *t_b_ = (b);                                       \
		t_checks++;                                                                \
		if (!t_a_ || !t_b_ || strcmp(t_a_, t_b_) != 0) {                           \
			t_failures++;                                                      \
			fprintf(stderr, "%s:%d: %s == %s failed:\n--- got:\n%s\n--- want:\n%s\n---\n", \
				__FILE__, __LINE__, #a, #b, t_a_ ? t_a_ : "(null)",        \
				t_b_ ? t_b_ : "(null)");                                   \
		}                                                                          \
	} while (0)

#define T_DONE()                                                                           \
	(fprintf(stderr, "%s: %d checks, %d failed\n", __FILE__, t_checks, t_failures),    \
	 t_failures != 0)

#endif
