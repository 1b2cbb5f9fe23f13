/*
 * ASSERTION: D_ARGS_IDX is reported (args: proc:::signal-clear has only
 * args[0], the signal, as DTrace documents).
 */
proc:::signal-clear { trace(args[1]); }
