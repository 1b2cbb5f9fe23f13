/*
 * ASSERTION: pointers to different types (neither void *) cannot be
 * compared: D_OP_INCOMPAT.
 */
BEGIN { trace(curthread < (long *)arg0); }
