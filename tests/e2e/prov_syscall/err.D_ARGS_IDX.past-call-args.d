/*
 * ASSERTION: write(2) takes three arguments: args[3] of its entry probe is
 * D_ARGS_IDX, found when the program is compiled (the count is the system
 * call's tracepoint's), as DTrace finds it. args[2] beside it is fine.
 */
write:entry
{
	trace(args[2]);
	trace(args[3]);
}
