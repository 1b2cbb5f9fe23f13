/*
 * ASSERTION: & of a bit-field member is D_ADDROF_BITFIELD.
 */
BEGIN { trace(&curthread->sched_reset_on_fork); }
