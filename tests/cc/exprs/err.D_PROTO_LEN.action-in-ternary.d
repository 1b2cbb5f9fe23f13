/*
 * ASSERTION: an action's argument count is judged before its use as an operand: D_PROTO_LEN.
 */
BEGIN { x = arg0 ? printf("a") : trace(); }
