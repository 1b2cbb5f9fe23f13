/*
 * dlib.h - the D library (dlib.c): translated types, translators and
 * built-in inlines (curpsinfo, curlwpsinfo, curcpu, B_READ...), compiled
 * before every program.
 */
#ifndef CC_DLIB_H
#define CC_DLIB_H

#include "cc.h"

/* Parses the library's sections whose kernel types exist; puts their items first. Errors: cc_error. */
void dlib_parse(struct cc *cc);
/* The declared type of member m of library type T, for an args[] xlate "T.m" (in a); NULL if none. */
const char *dlib_member_type(struct arena *a, const char *xlate);

#endif
