/*
 * cpp.h - dtrace -C: D scripts through the C preprocessor. Owned by cpp.c.
 */
#ifndef CPP_H
#define CPP_H

struct rt_options;

/*
 * Runs cpp (-x cpppath) over text, the contents of the -s file path, with
 * o's -D, -U and -I (define, undef, incdir) as given, -H if cpphdrs, the C
 * dialect of -X (stdc) and __SUNW_D_VERSION of -x version. Returns cpp's
 * output (heap; its line markers name path as "<stdin>"), or NULL with the
 * failure reported on stderr.
 */
char *cpp_run(const char *text, const char *path, const struct rt_options *o);

#endif
