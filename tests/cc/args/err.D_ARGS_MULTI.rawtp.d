/*
 * ASSERTION: one clause whose probes give args[0] different types
 * (sched_switch's bool preempt, sched_wakeup's struct task_struct *)
 * cannot use args[0]: D_ARGS_MULTI.
 */
rawtp:sched::sched_switch, rawtp:sched::sched_wakeup { trace(args[0]); }
