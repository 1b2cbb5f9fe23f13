/*
 * ASSERTION: D_PROTO_ARG is reported (funcs: strtok's string is neither a string nor NULL).
 */
BEGIN { x = strtok(1, ","); }
