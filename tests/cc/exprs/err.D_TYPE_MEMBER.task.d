/*
 * ASSERTION: D_TYPE_MEMBER is reported (exprs: task).
 */
BEGIN { x = curthread->no_such_member; }
