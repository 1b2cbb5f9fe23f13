/*
 * ASSERTION: a store through a pointer that no D variable holds (here an
 * argument cast to a pointer) is D_OP_WRITE: D writes only its own memory.
 */
BEGIN { *(int *)arg0 = 1; }
