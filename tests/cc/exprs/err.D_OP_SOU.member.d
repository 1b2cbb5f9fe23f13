/*
 * ASSERTION: D_OP_SOU is reported (exprs: member).
 */
BEGIN { x = curthread->pid.foo; }
