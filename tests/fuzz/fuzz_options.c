/*
 * fuzz_options.c - libFuzzer target: the option table (rt/options.c,
 * options.def) as -x NAME[=VALUE] and #pragma D option reach it.
 *
 * Each input line is one option setting. It goes to options_set_arg() as
 * -x gives it, then, as a "#pragma D option LINE" program, through the
 * parser's pragma handling (cc_parse) into options_set() as main.c's
 * apply_pragmas() does. The options end in options_to_cc() and
 * options_to_print(); rt_options' string values point into the input or
 * copies of pragma values, which live until then (as argv and the
 * session's arena do in dtrace).
 */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/arena.h"
#include "cc/cc.h"
#include "rt/options.h"
#include "out/print.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const struct cc_host no_host;

/* The line as a one-line program, parsed; its pragmas set in o. */
static void set_by_pragma(struct rt_options *o, const char *line, struct arena *a)
{
	size_t len = strlen(line);
	char *text = malloc(len + 32);
	struct cc_opts opts = { 0 };
	struct cc cc;

	if (!text)
		abort();
	snprintf(text, len + 32, "#pragma D option %s\nBEGIN {}\n", line);
	cc_init(&cc, &no_host, &opts);
	if (cc_parse(&cc, text, "fuzz.d", false) == 0) {
		for (uint32_t i = 0; i < cc.npragmas; i++) {
			const struct cc_pragma_opt *po = &cc.pragmas[i];
			/* the compile's arena goes before o is read: values are copied to a */
			int err = options_set_from(o, po->name, po->value ? arena_strdup(a, po->value) : NULL,
						   OPT_FROM_PRAGMA);

			if (err)
				(void)options_strerror(po->name, err);
		}
	}
	cc_fini(&cc);
	free(text);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *text = malloc(size + 1), *line, *next;
	struct rt_options o;
	struct cc_opts copts = { 0 };
	struct print_opts popts = { 0 };
	struct arena values = { 0 };

	if (!text)
		abort();
	memcpy(text, data, size);
	text[size] = '\0';
	options_init(&o);
	for (line = text; line; line = next) {
		next = strchr(line, '\n');
		if (next)
			*next++ = '\0';
		if (options_set_arg(&o, line) == -ENOENT)
			(void)options_strerror(line, -ENOENT);
		set_by_pragma(&o, line, &values);
	}
	options_to_cc(&o, &copts);
	options_to_print(&o, &popts);
	options_fini(&o);
	arena_free(&values);
	free(text);
	return 0;
}
