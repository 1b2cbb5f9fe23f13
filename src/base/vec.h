/*
 * vec.h - growable arrays on the heap.
 *
 *	VEC(struct node *) kids = {0};
 *	vec_push(&kids, n);
 *	for (size_t i = 0; i < kids.len; i++) ...
 *	vec_free(&kids);
 */
#ifndef BASE_VEC_H
#define BASE_VEC_H

#include <stdlib.h>

#include "util.h"

#define VEC(T) struct { T *data; size_t len, cap; }

#define vec_push(v, x)                                                                     \
	do {                                                                               \
		if ((v)->len == (v)->cap) {                                                \
			(v)->cap = (v)->cap ? (v)->cap * 2 : 8;                            \
			(v)->data = xrealloc((v)->data, (v)->cap * sizeof(*(v)->data));    \
		}                                                                          \
		(v)->data[(v)->len++] = (x);                                               \
	} while (0)

#define vec_free(v)                                                                        \
	do {                                                                               \
		free((v)->data);                                                           \
		(v)->data = NULL;                                                          \
		(v)->len = (v)->cap = 0;                                                   \
	} while (0)

#endif
