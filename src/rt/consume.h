/*
 * consume.h - the consumer: records from the ring buffer decoded by their
 * record description and performed action by action; ERROR records; drop
 * counters; the loop that runs until exit(), a signal or the target's end.
 */
#ifndef RT_CONSUME_H
#define RT_CONSUME_H

#include "session.h"

/* Sets up the ring buffer reader and the consumer's state. */
int consume_init(struct session *s);
/* Reads and performs every record already in the buffer. */
int consume_drain(struct session *s);
/*
 * Consumes until exit() is performed, SIGINT/SIGTERM arrives or the
 * target process exits, reporting drops at every switchrate interval.
 */
int consume_loop(struct session *s);
/* Reports drops counted since the last report, as DTrace words them. */
void consume_report_drops(struct session *s);
void consume_fini(struct session *s);

#endif
