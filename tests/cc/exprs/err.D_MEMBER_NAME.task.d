/*
 * ASSERTION: D_MEMBER_NAME is reported (exprs: task).
 */
BEGIN { x = curthread->no_such_member; }
