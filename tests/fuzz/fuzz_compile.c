/*
 * fuzz_compile.c - libFuzzer target: the whole compile path in-process, as
 * main.c's compile() runs it (cc_init, cc_parse, the #pragma D options,
 * cc_match, cc_check, cc_finish, cc_fini), on the fuzz_host.h fixture.
 *
 * The input is D program text. A form feed ('\f') separates compile units:
 * the first is the -s file, the others -n arguments; a unit that starts
 * with "# " is read as cpp's output (-C). $target is 123 (pid123 probes
 * exist). There are as many macro arguments as the highest $N or $$N the
 * text names (at most 9): 42, foo, /tmp/x, 42, foo, ...
 *
 * A crash, a sanitizer report, a leak or an internal compiler error
 * (BUG(), which the compiler turns into a D_UNKNOWN diagnostic) is a
 * finding; any other compile error is a normal outcome. The program's AST,
 * disassembly and diagnostics are printed to /dev/null so that the
 * printers run too; FUZZ_COMPILE_DIAG=1 in the environment prints the outcome
 * to stderr instead (to see how far an input gets).
 */
#include <sanitizer/common_interface_defs.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/arena.h"
#include "cc/ast.h"
#include "cc/cc.h"
#include "cc/dis.h"
#include "fuzz_host.h"
#include "rt/options.h"

#define MAX_UNITS 8

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static FILE *devnull;
static bool show_diag;

/* As main.c's preset_pragmas: options that change how the text is read, set before parsing. */
static void preset_pragmas(struct rt_options *o, struct arena *a, const char *text)
{
	for (const char *line = text; line && *line; line = strchr(line, '\n'), line = line ? line + 1 : NULL) {
		char name[128], *eq;

		if (sscanf(line, " # pragma D option %127[^ \t\n]", name) != 1)
			continue;
		eq = strchr(name, '=');
		if (eq)
			*eq++ = '\0';
		options_set_from(o, arena_strdup(a, name), eq ? arena_strdup(a, eq) : NULL, OPT_FROM_PRAGMA);
	}
}

/* As main.c's apply_pragmas: every #pragma D option through the option table. */
static int apply_pragmas(struct cc *cc, struct rt_options *o, struct arena *a)
{
	for (uint32_t i = 0; i < cc->npragmas; i++) {
		const struct cc_pragma_opt *po = &cc->pragmas[i];

		if (options_set_from(o, po->name, po->value ? arena_strdup(a, po->value) : NULL,
				     OPT_FROM_PRAGMA)) {
			cc->diag.kind = DIAG_ERROR;
			cc->diag.tag = D_PRAGMA_OPTSET;
			cc->diag.pos = po->pos;
			snprintf(cc->diag.msg, sizeof(cc->diag.msg), "failed to set option '%s'", po->name);
			return -1;
		}
	}
	options_to_cc(o, &cc->opts);
	return 0;
}

/* The highest N of a $N or $$N in text (at most 9), 0 if none. */
static int macro_args_named(const char *text)
{
	int n = 0;

	for (const char *p = strchr(text, '$'); p; p = strchr(p + 1, '$')) {
		const char *d = p[1] == '$' ? p + 2 : p + 1;

		if (*d >= '1' && *d <= '9' && *d - '0' > n)
			n = *d - '0';
	}
	return n;
}

/* Splits text at form feeds into at most MAX_UNITS units (in place); returns how many. */
static int split_units(char *text, char **units)
{
	int n = 0;

	units[n++] = text;
	for (char *p = text; *p && n < MAX_UNITS; p++)
		if (*p == '\f') {
			*p = '\0';
			units[n++] = p + 1;
		}
	return n;
}

static int compile(struct cc *cc, struct rt_options *o, struct arena *scratch, struct arena *out,
		   char **units, int nunits)
{
	struct prog_desc *pd = NULL;
	int err = 0;

	for (int i = 0; i < nunits && !err; i++) {
		if (i == 0 && strncmp(units[i], "# ", 2) == 0)
			err = cc_parse_cpp(cc, units[i], units[i], "fuzz.d");
		else
			err = cc_parse(cc, units[i], i == 0 ? "fuzz.d" : NULL, i != 0);
	}
	if (err)
		return err;
	ast_dump(devnull, cc->prog);
	if (apply_pragmas(cc, o, scratch) || cc_match(cc) || cc_check(cc) || cc_finish(cc, out, &pd))
		return -1;
	dis_prog_desc(devnull, pd);
	return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const char *const margv[] = { "fuzz.d", "42", "foo", "/tmp/x", "42", "foo", "/tmp/x",
					     "42", "foo", "/tmp/x" };
	struct arena scratch = { 0 }, out = { 0 };
	struct rt_options o;
	struct cc_opts opts = { 0 };
	struct cc cc;
	char *text, *units[MAX_UNITS];
	int nunits, nmacros;

	if (!devnull) {
		show_diag = getenv("FUZZ_COMPILE_DIAG") != NULL;
		devnull = fopen("/dev/null", "w");
	}
	text = malloc(size + 1);
	if (!text || !devnull)
		abort();
	memcpy(text, data, size);
	text[size] = '\0';
	nmacros = macro_args_named(text);
	nunits = split_units(text, units);

	options_init(&o);
	for (int i = 0; i < nunits; i++)
		preset_pragmas(&o, &scratch, units[i]);
	options_to_cc(&o, &opts);
	opts.target_pid = 123;
	opts.macro_argv = margv;
	opts.macro_argc = 1 + nmacros;
	cc_init(&cc, fuzz_host_reset(), &opts);
	if (compile(&cc, &o, &scratch, &out, units, nunits)) {
		if (strncmp(cc.diag.msg, "internal compiler error", 23) == 0) {
			/* to the report's file too: libFuzzer -close_fd_mask=2 closes stderr */
			__sanitizer_report_error_summary(cc.diag.msg);
			fprintf(stderr, "fuzz_compile: %s\n", cc.diag.msg);
			abort();
		}
		cc_print_diag(&cc, show_diag ? stderr : devnull, DIAG_CARET);
		cc_print_diag(&cc, devnull, DIAG_COMPAT);
	} else if (show_diag) {
		fprintf(stderr, "fuzz_compile: compiled\n");
	}
	cc_fini(&cc);
	options_fini(&o);
	arena_free(&out);
	arena_free(&scratch);
	free(text);
	return 0;
}
