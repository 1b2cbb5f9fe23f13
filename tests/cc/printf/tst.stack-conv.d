/*
 * ASSERTION: printf("%k") compiles with stack(), ustack() and ustack(N).
 */
BEGIN { printf("%k %k %k\n", stack(), ustack(), ustack(4)); }
