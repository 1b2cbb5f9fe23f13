/*
 * dlibs.c - D libraries, as DTrace keeps them: every file named *.d in
 * each library directory (-L DIR, -x libdir=DIR, in the order given) is
 * compiled before the program, so that the program may use the
 * libraries' inlines, translators, types and variables; their clauses are
 * never enabled. Within a directory a library comes after those it names
 * with "#pragma D depends_on library NAME". A library naming a provider
 * or module this system lacks ("#pragma D depends_on provider NAME",
 * "... module NAME") is left out without a word, and so is every library
 * that needs it, as DTrace leaves out libraries that cannot apply. A
 * library naming one its directory lacks, or libraries depending on each
 * other in a circle, are errors.
 *
 * The depends_on lines are found by reading each line that starts with
 * '#', before anything is compiled, as DTrace reads them in a first pass.
 */
#include "dlibs.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/util.h"
#include "cc/cc.h"

struct dlib {
	char *path;
	const char *base;   /* path's file name */
	char *text;
	size_t len;
	char **libs;        /* the libraries it depends on (file names) */
	int nlibs;
	bool lacks;         /* it depends on a provider or module this system lacks */
	int state;          /* while ordering: 0 not seen, 1 being ordered, 2 ordered */
	bool out;           /* left out */
};

/* Reads the whole file at path into *text (NUL-terminated); false if it cannot be read. */
static bool read_file(const char *path, char **text, size_t *len)
{
	FILE *f = fopen(path, "re");
	size_t cap = 4096, n = 0, got;
	char *buf;

	if (!f)
		return false;
	buf = xmalloc(cap);
	while ((got = fread(buf + n, 1, cap - n - 1, f)) > 0) {
		n += got;
		if (n + 1 == cap)
			buf = xrealloc(buf, cap *= 2);
	}
	if (ferror(f)) {
		fclose(f);
		free(buf);
		return false;
	}
	fclose(f);
	buf[n] = '\0';
	*text = buf;
	*len = n;
	return true;
}

/* Skips blanks (not newlines) at s. */
static const char *blanks(const char *s)
{
	while (*s == ' ' || *s == '\t')
		s++;
	return s;
}

/* If s starts with word followed by a blank, the text after the blanks; else NULL. */
static const char *word(const char *s, const char *w)
{
	size_t n = strlen(w);

	if (strncmp(s, w, n) != 0 || (s[n] != ' ' && s[n] != '\t'))
		return NULL;
	return blanks(s + n);
}

/* Notes each "#pragma D depends_on CLASS NAME" line of l's text. */
static void scan_depends(struct dlib *l, dlibs_have_fn *have, void *ctx)
{
	for (const char *line = l->text; line; line = strchr(line, '\n'), line = line ? line + 1 : NULL) {
		const char *s = blanks(line), *cls, *name;
		char c[16], n[256];
		size_t cl, nl;

		if (*s != '#' || !(s = word(blanks(s + 1), "pragma")) || !(s = word(s, "D")) ||
		    !(cls = word(s, "depends_on")))
			continue;
		cl = strcspn(cls, " \t\r\n");
		name = blanks(cls + cl);
		nl = strcspn(name, " \t\r\n");
		if (!cl || !nl || cl >= sizeof(c) || nl >= sizeof(n))
			continue; /* malformed: the compiler says so */
		memcpy(c, cls, cl);
		c[cl] = '\0';
		memcpy(n, name, nl);
		n[nl] = '\0';
		if (strcmp(c, "library") == 0) {
			l->libs = xrealloc(l->libs, sizeof(*l->libs) * (size_t)(l->nlibs + 1));
			l->libs[l->nlibs++] = xstrdup(n);
		} else if ((strcmp(c, "provider") == 0 || strcmp(c, "module") == 0) && !have(ctx, c, n)) {
			l->lacks = true;
		}
	}
}

static int by_name(const void *a, const void *b)
{
	return strcmp(((const struct dlib *)a)->base, ((const struct dlib *)b)->base);
}

static struct dlib *find(struct dlib *libs, int n, const char *base)
{
	for (int i = 0; i < n; i++)
		if (strcmp(libs[i].base, base) == 0)
			return &libs[i];
	return NULL;
}

/*
 * Appends l to order after the libraries it depends on; leaves it out if it
 * lacks something or one of them is left out. -2 with err set for a cycle.
 */
static int order(struct dlib *libs, int n, struct dlib *l, struct dlib **out, int *nout, char *err,
		 size_t errlen)
{
	l->state = 1;
	for (int i = 0; i < l->nlibs; i++) {
		struct dlib *d = find(libs, n, l->libs[i]);

		if (d->state == 1) {
			snprintf(err, errlen, "Cyclic dependency detected: %s => %s", d->path, l->path);
			return -2;
		}
		if (d->state == 0 && order(libs, n, d, out, nout, err, errlen))
			return -2;
		if (d->out)
			l->out = true;
	}
	l->state = 2;
	if (l->lacks)
		l->out = true;
	out[(*nout)++] = l;
	return 0;
}

/* The libraries of one directory, in their order, into cc. */
static int load_dir(struct cc *cc, const char *dir, dlibs_have_fn *have, void *ctx, char *err,
		    size_t errlen)
{
	DIR *d = opendir(dir);
	struct dlib *libs = NULL, **seq = NULL;
	struct dirent *e;
	int n = 0, nseq = 0, status = 0;

	if (!d)
		return 0; /* as DTrace: a directory that is not there holds no libraries */
	while ((e = readdir(d)) != NULL) {
		size_t len = strlen(e->d_name);
		struct dlib l = { 0 };

		if (len < 3 || strcmp(e->d_name + len - 2, ".d") != 0)
			continue;
		l.path = xasprintf("%s/%s", dir, e->d_name);
		l.base = strrchr(l.path, '/') + 1;
		if (!read_file(l.path, &l.text, &l.len)) { /* unreadable: skipped, as DTrace skips it */
			free(l.path);
			continue;
		}
		libs = xrealloc(libs, sizeof(*libs) * (size_t)(n + 1));
		libs[n++] = l;
	}
	closedir(d);
	qsort(libs, (size_t)n, sizeof(*libs), by_name);
	for (int i = 0; i < n; i++)
		scan_depends(&libs[i], have, ctx);
	for (int i = 0; i < n && !status; i++)
		for (int k = 0; k < libs[i].nlibs && !status; k++)
			if (!find(libs, n, libs[i].libs[k])) {
				snprintf(err, errlen, "Invalid library dependency in %s: %s", libs[i].path,
					 libs[i].libs[k]);
				status = -2;
			}
	seq = xcalloc((size_t)n + 1, sizeof(*seq));
	for (int i = 0; i < n && !status; i++)
		if (libs[i].state == 0)
			status = order(libs, n, &libs[i], seq, &nseq, err, errlen);
	for (int i = 0; i < nseq && !status; i++)
		if (!seq[i]->out && cc_parse_lib(cc, seq[i]->text, seq[i]->len, seq[i]->path))
			status = -1;
	for (int i = 0; i < n; i++) {
		for (int k = 0; k < libs[i].nlibs; k++)
			free(libs[i].libs[k]);
		free(libs[i].libs);
		free(libs[i].text);
		free(libs[i].path);
	}
	free(libs);
	free(seq);
	return status;
}

int dlibs_load(struct cc *cc, char *const *dirs, int ndirs, dlibs_have_fn *have, void *ctx,
	       char *err, size_t errlen)
{
	int status = 0;

	for (int i = 0; i < ndirs && !status; i++)
		status = load_dir(cc, dirs[i], have, ctx, err, errlen);
	return status;
}
