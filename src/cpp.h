/*
 * cpp.h - dtrace -C: D scripts through the C preprocessor. Owned by cpp.c.
 */
#ifndef CPP_H
#define CPP_H

#include <stdbool.h>

/*
 * Runs cpp over text, the contents of the -s file path, with args (-D,
 * -U and -I options, as given) and -H if show_includes. Returns cpp's
 * output (heap; its line markers name path as "<stdin>"), or NULL with the
 * failure reported on stderr.
 */
char *cpp_run(const char *text, const char *path, const char *const *args, int nargs,
	      bool show_includes);

#endif
