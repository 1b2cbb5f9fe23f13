/*
 * ASSERTION: D_ARGS_IDX is reported (args: nonconst).
 */
syscall::read:entry { x = args[arg0]; }
