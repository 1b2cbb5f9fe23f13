/*
 * demangle.h - C++ symbol names (the Itanium ABI's "_Z..." names that g++
 * and clang give) shown as perf, gdb and bpftrace show them ("ns::Widget::
 * frob(int) const"), unless -x mangled asks for the names as the symbol
 * tables hold them. Probe descriptions match either form.
 */
#ifndef SYM_DEMANGLE_H
#define SYM_DEMANGLE_H

#include <stdbool.h>

/* Shows demangled names (on, the default) or the raw ones. */
void demangle_set(bool on);
bool demangle_enabled(void);
/*
 * The demangled form of symbol name raw (malloc'ed), or NULL if it is not
 * a C++ name, cannot be demangled, or there is no demangler (libstdc++).
 */
char *demangle(const char *raw);
/* Notes that symbol raw is shown as shown, for demangle_match(). */
void demangle_note(const char *shown, const char *raw);
/* True if glob pattern pat matches name, or a raw name that name is the demangled form of. */
bool demangle_match(const char *pat, const char *name);
/* Forgets the names noted. */
void demangle_fini(void);

#endif
