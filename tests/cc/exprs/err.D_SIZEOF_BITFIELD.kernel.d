/*
 * ASSERTION: D_SIZEOF_BITFIELD is reported (exprs: kernel).
 */
BEGIN { x = sizeof (curthread->sched_reset_on_fork); }
