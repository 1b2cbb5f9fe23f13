/*
 * consume.h - the consumer: records from the ring buffer decoded by their
 * record description and performed action by action; ERROR records; drop
 * counters; the loop that runs until exit(), a signal or the target's end.
 */
#ifndef RT_CONSUME_H
#define RT_CONSUME_H

#include <signal.h>
#include <stddef.h>
#include <stdint.h>

#include "session.h"

/*
 * The handler table. The consumer performs records, the actions of the
 * session core and the printer itself; the rest goes to the part that
 * registered for it (consume.c includes none of them):
 *  - a record with a reserved id (prog.h REC_ID_*, cc/utab.h UTAB_REC_ID)
 *    to that id's handler (user/utab.c: UTAB_REC_ID, user/defer.c:
 *    REC_ID_DLOPEN; consume.c's own: REC_ID_ERROR). A raw ustack() whose
 *    process the kernel had no unwind table for goes to UTAB_REC_ID's as
 *    a record without a body whose probe_id is the pid;
 *  - an action of a kind the core does not perform (ACT_AGGREC: user/uagg.c)
 *    to that kind's handler;
 *  - a descriptor the loop polls (user/proc.c: the target's pidfd and its
 *    wakeups) to its handler when readable, after the ring is drained.
 * Registering again for the same id, kind or descriptor replaces the
 * handler. A record or action without a handler is ignored.
 */
typedef void consume_rec_fn(struct session *s, const struct rec_hdr *hdr, const uint8_t *body,
			    size_t len);
typedef int consume_act_fn(struct session *s, const struct rec_action *a, const uint8_t *data);
typedef void consume_fd_fn(struct session *s);
void consume_on_record(struct session *s, uint32_t rec_id, consume_rec_fn *fn);
void consume_on_action(struct session *s, enum act_kind kind, consume_act_fn *fn);
void consume_on_fd(struct session *s, int fd, consume_fd_fn *fn);

/* Set by the SIGINT/SIGTERM handler (main.c): the loop ends. */
extern volatile sig_atomic_t consume_interrupted;

/* Sets up the ring buffer reader and the consumer's state. */
int consume_init(struct session *s);
/* Reads and performs every record already in the buffer. */
int consume_drain(struct session *s);
/*
 * -x bufpolicy=ring: performs the records the rings kept, CPU by CPU, oldest
 * first, as DTrace prints a ring buffer when it exits (after END has fired).
 */
void consume_ring_flush(struct session *s);
/*
 * Consumes until exit() is performed, SIGINT/SIGTERM arrives or the
 * target process exits, reporting drops at every switchrate interval.
 */
int consume_loop(struct session *s);
/* Reports drops counted since the last report, as DTrace words them. */
void consume_report_drops(struct session *s);
void consume_fini(struct session *s);

#endif
