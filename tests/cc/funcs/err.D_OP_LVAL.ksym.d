/*
 * ASSERTION: D_OP_LVAL is reported (funcs: an assignment to a kernel variable).
 */
BEGIN { `vfs_read = 1; }
