/*
 * ASSERTION: D_PROTO_LEN is reported (funcs: strlen).
 */
BEGIN { x = strlen(); }
