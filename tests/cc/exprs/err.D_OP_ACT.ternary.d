/*
 * ASSERTION: actions as the operands of ?: are D_OP_ACT (DTrace types them void).
 */
BEGIN { x = arg0 ? trace(1) : trace(2); }
