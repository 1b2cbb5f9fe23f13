/*
 * ASSERTION: D_ARGS_IDX is reported (args: range).
 */
syscall::read:entry { x = args[7]; }
