/*
 * http.h - -x http=[ADDR:]PORT: a live page of the aggregations (/), their
 * Prometheus metrics (/metrics) and the JSON the page reads
 * (/api/aggregations), served by a thread of its own from snapshots the
 * consumer publishes at every aggrate tick (http.c).
 */
#ifndef RT_HTTP_H
#define RT_HTTP_H

#include <stdint.h>

#include "session.h"

/* Binds and starts serving if -x http is set (0 if not); says where on stderr. */
int http_start(struct session *s);
/* The consumer loop's next publication time (UINT64_MAX: none), and the publication. */
uint64_t http_deadline(struct session *s);
void http_tick(struct session *s, uint64_t now);
/* The last publication, marked as the end of tracing; served -x httplinger longer. */
void http_end(struct session *s);

#endif
