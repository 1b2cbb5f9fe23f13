/*
 * ASSERTION: an action is void, so exit(exit(0)) gives exit's int
 * parameter a void argument: D_PROTO_ARG, as DTrace reports it, not the
 * action-in-an-expression error.
 */
BEGIN { exit(exit(0)); }
