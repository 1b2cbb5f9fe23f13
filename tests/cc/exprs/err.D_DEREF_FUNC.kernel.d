/*
 * ASSERTION: * of a pointer to a function (a kernel struct's method) is D_DEREF_FUNC.
 */
BEGIN { x = *curthread->sched_class->enqueue_task; }
