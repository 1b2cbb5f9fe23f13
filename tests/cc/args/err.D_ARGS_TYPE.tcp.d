/*
 * ASSERTION: D_ARGS_TYPE is reported for tcp:::state-change's args[0]
 * (DTrace's pktinfo_t): no packet, nothing to read.
 */
tcp:::state-change { trace(args[0]); }
