/*
 * dlib.h - the D library (dlib.c): translated types, translators and
 * built-in inlines (curpsinfo, curlwpsinfo, curcpu, B_READ...), compiled
 * before every program that can refer to them.
 */
#ifndef CC_DLIB_H
#define CC_DLIB_H

#include "cc.h"

/*
 * Parses the library's sections that the program can refer to and whose
 * kernel types exist; puts their items first. Errors: cc_error.
 */
void dlib_parse(struct cc *cc);
/*
 * True if name is a type the library declares with typedef (psinfo_t,
 * ipaddr_t): the program, parsed before the library, reads it as a type
 * name, and the checker finds it once the library's section is parsed.
 */
bool dlib_is_typedef(const char *name);
/* True if srcpos file index `file` is the library's text. */
bool dlib_is_unit(const struct cc *cc, uint16_t file);
/* The declared type of member m of library type T, for an args[] xlate "T.m" (in a); NULL if none. */
const char *dlib_member_type(struct arena *a, const char *xlate);

/*
 * For tests: parses every section into cc and returns the first name one
 * declares (type, tag, enumerator, inline) that none of its section's
 * "uses" words is part of, which a program could name without the section
 * being compiled, or a typedef dlib_is_typedef() does not know; NULL if
 * there is none.
 */
const char *dlib_unlisted_name(struct cc *cc);

#endif
