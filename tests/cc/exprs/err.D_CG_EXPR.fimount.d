/*
 * ASSERTION: D_CG_EXPR is reported for a construct the code generator does not support yet (fds[].fi_mount).
 */
syscall::read:entry { trace(fds[arg0].fi_mount); }
