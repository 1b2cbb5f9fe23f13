/*
 * ASSERTION: D_OFFSETOF_BITFIELD is reported (exprs: kernel).
 */
BEGIN { x = offsetof(struct task_struct, sched_reset_on_fork); }
