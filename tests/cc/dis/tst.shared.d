/*
 * ASSERTION: two probes read alike (proc:::exec-success and
 * proc:::lwp-exit) share one generated body (cg.c "shared bodies"): the
 * second program is the first's instructions with its own probe id and
 * record id.
 */
proc:::exec-success, proc:::lwp-exit { trace(id); }
