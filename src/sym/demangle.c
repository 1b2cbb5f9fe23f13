/*
 * demangle.c - C++ symbol names demangled (see demangle.h).
 *
 * The demangler is libstdc++'s __cxa_demangle(), the same code that
 * c++filt, gdb and perf run (GNU's cp-demangle), found with dlopen() the
 * first time a "_Z" name is shown: dtrace does not depend on libstdc++,
 * only uses it where it is (every Debian system that has C++ programs to
 * trace has it). Without it names stay as the symbol tables have them.
 * libstdc++ stays loaded until exit (its exit handlers are registered).
 * The names noted (shown -> raw) are kept in a hash table so that a probe
 * description may name a function by either.
 */
#include "demangle.h"

#include <dlfcn.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../base/glob.h"
#include "../base/util.h"

typedef char *cxa_demangle_fn(const char *mangled, char *buf, size_t *len, int *status);

static bool enabled = true;
static bool tried;            /* dlopen() tried */
static void *lib;
static cxa_demangle_fn *cxa_demangle;

/* shown -> raw pairs, chained; a shown name may have several raw ones (C1/C2 constructors) */
struct alias {
	char *shown, *raw;
	struct alias *next;
};

static struct alias **aliases;
static size_t nalias, alias_cap;  /* pairs, buckets (a power of two) */

void demangle_set(bool on)
{
	enabled = on;
}

bool demangle_enabled(void)
{
	return enabled;
}

static bool load(void)
{
	if (!tried) {
		tried = true;
		lib = dlopen("libstdc++.so.6", RTLD_LAZY | RTLD_LOCAL);
		if (lib)
			cxa_demangle = (cxa_demangle_fn *)dlsym(lib, "__cxa_demangle");
	}
	return cxa_demangle != NULL;
}

char *demangle(const char *raw)
{
	int status = -1;
	char *out;

	if (!enabled || strncmp(raw, "_Z", 2) != 0 || !load())
		return NULL;
	out = cxa_demangle(raw, NULL, NULL, &status);
	if (status != 0 || !out || !*out) {
		free(out);
		return NULL;
	}
	return out;
}

static size_t bucket(const char *s)
{
	return util_hash(UTIL_HASH_INIT, s, strlen(s)) & (alias_cap - 1);
}

static void rehash(void)
{
	struct alias **old = aliases;
	size_t old_cap = alias_cap;

	alias_cap = alias_cap ? alias_cap * 2 : 1024;
	aliases = xcalloc(alias_cap, sizeof(*aliases));
	for (size_t i = 0; i < old_cap; i++) {
		while (old[i]) {
			struct alias *a = old[i];
			size_t b = bucket(a->shown);

			old[i] = a->next;
			a->next = aliases[b];
			aliases[b] = a;
		}
	}
	free(old);
}

void demangle_note(const char *shown, const char *raw)
{
	struct alias *a;

	if (strcmp(shown, raw) == 0)
		return;
	if (alias_cap) {
		for (a = aliases[bucket(shown)]; a; a = a->next)
			if (strcmp(a->shown, shown) == 0 && strcmp(a->raw, raw) == 0)
				return;
	}
	if ((nalias + 1) * 4 > alias_cap * 3)
		rehash();
	a = xmalloc(sizeof(*a));
	a->shown = xstrdup(shown);
	a->raw = xstrdup(raw);
	a->next = aliases[bucket(shown)];
	aliases[bucket(shown)] = a;
	nalias++;
}

bool demangle_match(const char *pat, const char *name)
{
	if (glob_match(pat, name))
		return true;
	if (!nalias)
		return false;
	for (const struct alias *a = aliases[bucket(name)]; a; a = a->next)
		if (strcmp(a->shown, name) == 0 && glob_match(pat, a->raw))
			return true;
	return false;
}

void demangle_fini(void)
{
	for (size_t i = 0; i < alias_cap; i++) {
		while (aliases[i]) {
			struct alias *a = aliases[i];

			aliases[i] = a->next;
			free(a->shown);
			free(a->raw);
			free(a);
		}
	}
	free(aliases);
	aliases = NULL;
	nalias = alias_cap = 0;
}
