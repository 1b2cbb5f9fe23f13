/*
 * ASSERTION: D_PROTO_ARG is reported (funcs: strlen).
 */
BEGIN { x = strlen(1); }
