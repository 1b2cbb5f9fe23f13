/*
 * ASSERTION: args[ ] indexed by a string is D_PROTO_ARG.
 */
syscall::read:entry { trace(args["fd"]); }
